"""TensorFlow's allocator statistics for one device: current and peak bytes.

Which allocator answers depends on how TensorFlow was started (read from the
environment, which must not change after TensorFlow's import):

- a GPU: the GPU's BFC allocator.
- a CPU with ``TF_CPU_ALLOCATOR_USE_BFC=true`` and ``TF_ENABLE_ONEDNN_OPTS=0``:
  the same BFC allocator, without oneDNN's layout buffers. This "simulated
  GPU" is kerasmem's ground truth on machines without a GPU; add
  ``TF_CPU_BFC_MEM_LIMIT_IN_MB=N`` for a hard cap that raises real
  out-of-memory errors.
- a CPU in TensorFlow's default configuration where TensorFlow turns oneDNN
  on (x86 CPUs with AVX-512 and the like): oneDNN's allocator, whose peaks
  differ from a GPU's by up to about 25%.
- a CPU with oneDNN off and no BFC allocator: no statistics at all. That is
  also TensorFlow's default on CPUs it does not turn oneDNN on for (seen on an
  AMD EPYC with AVX2 only).

The simulated GPU's allocator grows (TensorFlow hard-codes ``allow_growth`` for
the CPU's BFC allocator): it takes 2 MiB, then regions twice as large, and a
request must fit inside one region. A GPU without memory growth (TensorFlow's
default on a GPU) has one region of all its memory. :func:`hold_one_region`
makes the simulated GPU do the same; a process started with
``simulated_gpu_environment(memory, memory_growth=False)`` calls it by itself, from a
``sitecustomize`` hook, as TensorFlow starts.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from ..errors import InvalidArgumentError, KerasmemError

__all__ = [
    "AllocatorStats",
    "MeasurementError",
    "default_device",
    "allocator_name",
    "onednn_enabled",
    "read",
    "reset_peak",
    "simulated_gpu",
    "simulated_gpu_environment",
    "simulated_limit",
    "capacity",
    "hold_one_region",
    "simulated_growth",
]

# The simulated GPU's switches; every kerasmem reader and writer of them is in this module.
_USE_BFC, _ONEDNN, _LIMIT_MB = "TF_CPU_ALLOCATOR_USE_BFC", "TF_ENABLE_ONEDNN_OPTS", "TF_CPU_BFC_MEM_LIMIT_IN_MB"
# kerasmem's own switch: "false" has the hook in _site/ hold the cap in one region as TensorFlow starts.
_GROWTH = "KERASMEM_SIMULATED_GROWTH"
_MiB = 2**20


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
    return _flag(_USE_BFC) and os.environ.get(_ONEDNN, "").strip() == "0"


def simulated_limit() -> int | None:
    """The simulated GPU's cap in bytes (``TF_CPU_BFC_MEM_LIMIT_IN_MB``, read as MiB); None if uncapped."""
    text = os.environ.get(_LIMIT_MB, "").strip()
    if not simulated_gpu() or not text.isdigit() or int(text) == 0:
        return None
    return int(text) * _MiB


def simulated_gpu_environment(memory: int | None = None, memory_growth: bool = True) -> dict[str, str]:
    """The environment variables that make the CPU a simulated GPU, capped at ``memory`` bytes.

    They take effect only in a process that has not imported TensorFlow yet.
    TensorFlow reads the cap in whole MiB (its "MB" is MiB), so ``memory`` is
    rounded down to a whole MiB. Real GPUs are hidden (``CUDA_VISIBLE_DEVICES``
    empty): with one visible, TensorFlow would train on it, without the cap.
    oneDNN is turned off: with it on, a capped BFC allocator crashes some ops
    (SIGSEGV) instead of raising an out-of-memory error.

    Args:
        memory: The cap in bytes, at least 1 MiB; None for no cap (to measure).
        memory_growth: False: the allocator holds the cap in one region from the
            start, as a GPU's does without memory growth (see
            :func:`hold_one_region`; it needs a cap). This puts kerasmem's
            ``sitecustomize`` hook first on ``PYTHONPATH``; the one it hides,
            if any, still runs.

    Returns:
        Variable name -> value, to merge into a child process's environment.

    Raises:
        InvalidArgumentError: ``memory`` is below 1 MiB, or None with
            ``memory_growth=False``.

    Example:
        >>> simulated_gpu_environment(256 * 2**20)["TF_CPU_BFC_MEM_LIMIT_IN_MB"]
        '256'
        >>> simulated_gpu_environment(256 * 2**20, memory_growth=False)["KERASMEM_SIMULATED_GROWTH"]
        'false'
    """
    # Set either way: a child must not inherit "false" from a parent started without growth.
    env = {_ONEDNN: "0", _USE_BFC: "true", "CUDA_VISIBLE_DEVICES": "", _GROWTH: "true" if memory_growth else "false"}
    if memory is not None:
        if memory < _MiB:
            raise InvalidArgumentError(
                f"the simulated GPU needs at least 1 MiB, got {memory:,} bytes: write it like '256MiB' or '2GiB'"
            )
        env[_LIMIT_MB] = str(memory // _MiB)
    if not memory_growth:
        if memory is None:
            raise InvalidArgumentError(
                "a simulated GPU without memory growth needs a cap (one region of it): give the memory, e.g. '2GiB'"
            )
        hook = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_site")
        rest = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != hook]
        env["PYTHONPATH"] = os.pathsep.join([hook, *rest])
    return env


def simulated_growth() -> bool:
    """Whether the simulated GPU's allocator grows by regions (False: one region, :func:`hold_one_region`)."""
    return os.environ.get(_GROWTH, "").strip().lower() != "false" or simulated_limit() is None


def hold_one_region() -> bool:
    """Makes the simulated GPU's allocator hold its cap in one region, as a GPU's does without memory growth.

    TensorFlow builds the CPU's BFC allocator with ``allow_growth`` (hard-coded):
    it takes a 2 MiB region at the first request, then regions twice as large,
    and a request must fit inside one region, so near the cap a batch can run
    out of memory with enough free bytes in total. One request for the rest of
    the cap, before anything else, takes it as one region; freed at once, the
    region stays (TensorFlow never returns memory). The request's own shape
    takes the first 2 MiB region, so what is left is that region and one of
    the cap less 2 MiB. The pages are not touched (``Empty``, uninitialised):
    the host's memory is not used until TensorFlow's is. The peak statistic is
    then reset. Must run before TensorFlow allocates anything, else the
    request fails only after the allocator's 10 s retry.

    Returns:
        True if the region is held; False where there is nothing to do (no
        simulated GPU, no cap, a cap of 4 MiB or less).

    Raises:
        MeasurementError: TensorFlow had already allocated (the region could
            not be had).

    Example:
        In a new process with a cap, before TensorFlow allocates anything:

        >>> hold_one_region()  # doctest: +SKIP
        True
    """
    import tensorflow as tf

    # The BFC allocator's first region with allow_growth, which the request's own shape takes.
    from ..estimate.bfc import FIRST_REGION

    limit = simulated_limit()
    if limit is None or limit - FIRST_REGION <= FIRST_REGION:
        return False
    if read("CPU:0").peak:
        raise MeasurementError(
            "the simulated GPU's cap cannot be held in one region once TensorFlow has allocated: "
            "start the process with kerasmem's environment (simulated_gpu_environment(..., memory_growth=False))"
        )
    try:
        tf.raw_ops.Empty(shape=[limit - FIRST_REGION], dtype=tf.uint8, init=False)
    except tf.errors.ResourceExhaustedError as error:
        raise MeasurementError(f"the simulated GPU's cap could not be held in one region: {error.message}") from None
    reset_peak("CPU:0")
    return True


def capacity(device: str) -> int | None:
    """The memory ``device``'s allocator may use in bytes, where it can be known; else None.

    The simulated GPU's is its cap; a GPU's comes from :func:`_gpu_capacity`.
    """
    if device.upper().startswith("GPU"):
        return _gpu_capacity(device)
    return simulated_limit()


def _gpu_capacity(device: str) -> int | None:
    """The memory of the GPU TensorFlow calls ``device``, in bytes, as kerasmem's estimates count it; else None.

    The cap of a logical device configuration where one is set
    (``tf.config.set_logical_device_configuration(..., memory_limit=...)``:
    TensorFlow's allocator may use exactly that), else what NVML says a
    process can have (the total less the driver's reserve; the GPU matched
    to TensorFlow's by PCI bus id). Not TensorFlow's allocator limit:
    estimates for a GPU count the CUDA context and TensorFlow's reserve
    themselves, as they do against a catalog GPU's capacity. Against a
    logical cap those two terms are over-counted, so the estimate's largest
    batch is a cautious start there. NVML's figures were checked on an H100
    (session 10); TensorFlow's side of this has not run on a GPU.
    """
    from . import nvml, tf_devices

    try:
        limit = tf_devices.memory_limit(device)
    except (ValueError, IndexError, RuntimeError):
        limit = None
    if limit:
        return limit
    found = tf_devices.nvml_device(device)
    info = nvml.memory_info(found) if found is not None else None
    return None if info is None else info.usable


def allocator_name(device: str) -> str:
    """Which allocator answers for ``device``, in words."""
    if device.upper().startswith("GPU"):
        return "GPU BFC allocator"
    if simulated_gpu():
        limit = os.environ.get(_LIMIT_MB)
        growth = "" if simulated_growth() else ", one region"
        return "simulated GPU (CPU BFC allocator" + (f", capped at {limit} MiB{growth})" if limit else ")")
    if _flag(_USE_BFC):
        return "CPU BFC allocator with oneDNN"
    if onednn_enabled() is False:
        return "TensorFlow's default CPU allocator (oneDNN off: no statistics)"
    return "oneDNN CPU allocator (TensorFlow's default CPU configuration)"


def onednn_enabled() -> bool | None:
    """Whether this TensorFlow runs oneDNN's CPU kernels (and allocator); None where it cannot say.

    TensorFlow decides at start-up from ``TF_ENABLE_ONEDNN_OPTS`` and, unset, from the
    CPU's features: on by default on some x86 CPUs, off on others (an AMD EPYC with AVX2
    only). The answer comes from TensorFlow's own switch (a private module, hence None
    where it is missing).
    """
    try:
        from tensorflow.python.util import _pywrap_util_port
    except ImportError:
        return None
    return bool(_pywrap_util_port.IsMklEnabled())


def read(device: str) -> AllocatorStats:
    """Current and peak bytes of ``device``'s allocator (e.g. 'GPU:0', 'CPU:0')."""
    import tensorflow as tf

    try:
        info = tf.config.experimental.get_memory_info(device)
    except ValueError as error:
        raise _no_statistics(device, error) from error
    return AllocatorStats(current=int(info["current"]), peak=int(info["peak"]))


def _no_statistics(device: str, error: ValueError) -> MeasurementError:
    return MeasurementError(
        f"TensorFlow keeps no allocator statistics for {device} in this configuration ({error}); "
        f"set TF_CPU_ALLOCATOR_USE_BFC=true and TF_ENABLE_ONEDNN_OPTS=0 before TensorFlow is imported"
    )


def reset_peak(device: str) -> None:
    """Starts a new peak at the current figure."""
    import tensorflow as tf

    try:
        tf.config.experimental.reset_memory_stats(device)
    except ValueError as error:
        raise _no_statistics(device, error) from error
