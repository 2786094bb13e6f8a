"""TensorFlow's allocator statistics for one device: current and peak bytes.

Which allocator answers depends on how TensorFlow was started (read from the
environment, which must not change after TensorFlow's import):

- a GPU: the GPU's BFC allocator.
- a CPU with ``TF_CPU_ALLOCATOR_USE_BFC=true`` and ``TF_ENABLE_ONEDNN_OPTS=0``:
  the same BFC allocator, without oneDNN's layout buffers. This "simulated
  GPU" is kerasmem's ground truth on machines without a GPU; add
  ``TF_CPU_BFC_MEM_LIMIT_IN_MB=N`` for a hard cap that raises real
  out-of-memory errors.
- a CPU in TensorFlow's default configuration (oneDNN on): oneDNN's allocator,
  whose peaks differ from a GPU's by up to about 25%.
- a CPU with oneDNN off and no BFC allocator: no statistics at all.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from ..errors import KerasmemError

__all__ = ["AllocatorStats", "MeasurementError", "default_device", "allocator_name", "read", "reset_peak"]


class MeasurementError(KerasmemError, RuntimeError):
    """TensorFlow cannot give the memory figures asked for in this configuration."""


@dataclass(frozen=True)
class AllocatorStats:
    """One reading of a device's allocator, in bytes."""

    current: int
    peak: int


def default_device() -> str:
    """The device training runs on: 'GPU:0' if TensorFlow sees a GPU, else 'CPU:0'."""
    import tensorflow as tf

    return "GPU:0" if tf.config.list_logical_devices("GPU") else "CPU:0"


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes")


def simulated_gpu() -> bool:
    """Whether the CPU runs as a simulated GPU (BFC allocator, oneDNN off)."""
    return _flag("TF_CPU_ALLOCATOR_USE_BFC") and os.environ.get("TF_ENABLE_ONEDNN_OPTS", "").strip() == "0"


def allocator_name(device: str) -> str:
    """Which allocator answers for ``device``, in words."""
    if device.upper().startswith("GPU"):
        return "GPU BFC allocator"
    if simulated_gpu():
        limit = os.environ.get("TF_CPU_BFC_MEM_LIMIT_IN_MB")
        return "simulated GPU (CPU BFC allocator" + (f", capped at {limit} MiB)" if limit else ")")
    if _flag("TF_CPU_ALLOCATOR_USE_BFC"):
        return "CPU BFC allocator with oneDNN"
    return "oneDNN CPU allocator (TensorFlow's default CPU configuration)"


def read(device: str) -> AllocatorStats:
    """Current and peak bytes of ``device``'s allocator (e.g. 'GPU:0', 'CPU:0')."""
    import tensorflow as tf

    try:
        info = tf.config.experimental.get_memory_info(device)
    except ValueError as error:
        raise MeasurementError(
            f"TensorFlow keeps no allocator statistics for {device} in this configuration ({error}); "
            f"set TF_CPU_ALLOCATOR_USE_BFC=true and TF_ENABLE_ONEDNN_OPTS=0 before TensorFlow is imported"
        ) from error
    return AllocatorStats(current=int(info["current"]), peak=int(info["peak"]))


def reset_peak(device: str) -> None:
    """Starts a new peak at the current figure."""
    import tensorflow as tf

    tf.config.experimental.reset_memory_stats(device)
