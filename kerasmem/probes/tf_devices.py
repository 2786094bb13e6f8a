"""TensorFlow's view of the devices: GPUs, their PCI bus ids, memory growth and limits, build facts.

Reading devices must not start them: TensorFlow maps nearly all of a GPU's
memory when it starts it, and memory growth can no longer be set after. So
the PCI bus id of a GPU (what ties it to an NVML device) is read only once
TensorFlow has started its devices; before that it is None.

Example:
    >>> from kerasmem.probes import tf_devices
    >>> tf_devices.TOO_LATE in "Physical devices cannot be modified after being initialized"
    True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

__all__ = [
    "TfGpu",
    "TfRuntime",
    "TOO_LATE",
    "runtime",
    "gpus",
    "logical_gpus",
    "started",
    "memory_growth",
    "set_memory_growth",
    "set_memory_limit",
    "memory_limit",
    "nvml_device",
    "replica_devices",
    "worker_devices",
]

# TensorFlow's message when a device is configured after it started.
TOO_LATE = "cannot be modified after being initialized"


@dataclass(frozen=True)
class TfGpu:
    """One GPU as TensorFlow sees it.

    Attributes:
        device: TensorFlow's name, "GPU:0".
        name: The product name from CUDA, e.g. "NVIDIA A100-SXM4-40GB" (may be "").
        compute_capability: (major, minor), e.g. (8, 0); None if unknown.
        pci_bus_id: "dddd:bb:dd.f", known only once TensorFlow started its GPUs.
    """

    device: str
    name: str
    compute_capability: tuple[int, int] | None
    pci_bus_id: str | None


@dataclass(frozen=True)
class TfRuntime:
    """Versions and build facts of TensorFlow and Keras.

    Attributes:
        tensorflow: TensorFlow's version.
        keras: Keras's version.
        built_with_cuda: Whether this TensorFlow build can use NVIDIA GPUs at all.
        cuda: The CUDA version TensorFlow was built against ("" if none).
        cudnn: The cuDNN version it was built against ("" if none).
        missing: Why TensorFlow or Keras cannot be imported here ("" when both can).
    """

    tensorflow: str
    keras: str
    built_with_cuda: bool
    cuda: str
    cudnn: str
    missing: str = ""


def runtime() -> TfRuntime:
    """TensorFlow's and Keras's versions and CUDA build facts (starts no device).

    Where TensorFlow or Keras is missing (a cluster job in the wrong
    environment), the versions are "" and ``missing`` says what is wrong.
    """
    try:
        import keras
        import tensorflow as tf

        info = tf.sysconfig.get_build_info()
    except ImportError as error:
        return TfRuntime("", "", False, "", "", missing=f"{error.name or error} cannot be imported ({error})")
    except AttributeError:  # a leftover folder named tensorflow imports as an empty namespace package
        return TfRuntime("", "", False, "", "", missing="the tensorflow found here is not a TensorFlow installation")
    return TfRuntime(
        tensorflow=tf.__version__,
        keras=keras.__version__,
        built_with_cuda=bool(info.get("is_cuda_build", tf.test.is_built_with_cuda())),
        cuda=str(info.get("cuda_version", "")),
        cudnn=str(info.get("cudnn_version", "")),
    )


def started() -> bool:
    """Whether TensorFlow has started its devices (after that they cannot be configured)."""
    from tensorflow.python.eager import context

    return context.context()._context_handle is not None


_BUS_ID = re.compile(r"pci bus id: ([0-9a-fA-F]+:[0-9a-fA-F]+:[0-9a-fA-F]+\.[0-9a-fA-F])")
_bus_ids: list[str | None] | None = None


def _started_bus_ids() -> list[str | None]:
    """PCI bus ids of the GPUs in TensorFlow's order, read once the devices are up."""
    global _bus_ids
    if _bus_ids is None:
        # device_lib registers every visible GPU: harmless only once they are started.
        from tensorflow.python.client import device_lib

        descriptions = [d.physical_device_desc for d in device_lib.list_local_devices() if d.device_type == "GPU"]
        _bus_ids = [(m.group(1).lower() if (m := _BUS_ID.search(text)) else None) for text in descriptions]
    return _bus_ids


def gpus() -> list[TfGpu]:
    """The GPUs TensorFlow sees, in its order; starts none of them."""
    import tensorflow as tf

    physical = tf.config.list_physical_devices("GPU")
    bus_ids = _started_bus_ids() if physical and started() else [None] * len(physical)
    found = []
    for i, device in enumerate(physical):
        try:
            details = tf.config.experimental.get_device_details(device)
        except Exception:  # details are a nicety; a GPU without them is still a GPU
            details = {}
        found.append(
            TfGpu(
                device=f"GPU:{i}",
                name=str(details.get("device_name", "")),
                compute_capability=details.get("compute_capability"),
                pci_bus_id=bus_ids[i] if i < len(bus_ids) else None,
            )
        )
    return found


def logical_gpus() -> list[str]:
    """The logical GPUs training can use, "GPU:0", ... (starts the devices)."""
    import tensorflow as tf

    return [d.name.split("device:")[-1] for d in tf.config.list_logical_devices("GPU")]


def worker_devices(strategy: Any) -> list[str]:
    """The full names of the devices a tf.distribute strategy's replicas run on in this worker.

    E.g. ["/job:localhost/replica:0/task:0/device:GPU:0", ...]; [] for the
    default strategy or one replica: the caller's own choice stands.
    """
    if (getattr(strategy, "num_replicas_in_sync", 1) or 1) <= 1:
        return []  # the default strategy has no worker_devices at all (it raises)
    try:
        devices = [str(d) for d in strategy.extended.worker_devices]
    except (AttributeError, RuntimeError, TypeError):
        return []
    return devices if len(devices) > 1 else []


def replica_devices(strategy: Any) -> list[str]:
    """The devices a tf.distribute strategy's replicas run on in this worker ("GPU:0", "GPU:1", ...).

    [] for the default strategy or one replica: the caller's own choice stands.
    """
    return [d.split("device:")[-1] for d in worker_devices(strategy)]


def _physical(device: str) -> Any:
    import tensorflow as tf

    index = int(device.split(":")[-1])
    return tf.config.list_physical_devices("GPU")[index]


def memory_growth(device: str) -> bool:
    """Whether memory growth is set for ``device`` ("GPU:0") through tf.config."""
    import tensorflow as tf

    return bool(tf.config.experimental.get_memory_growth(_physical(device)))


def set_memory_growth(device: str) -> None:
    """Turns memory growth on; raises RuntimeError with TOO_LATE once the GPU started."""
    import tensorflow as tf

    tf.config.experimental.set_memory_growth(_physical(device), True)


def set_memory_limit(device: str, limit_bytes: int) -> None:
    """Caps TensorFlow's allocator on ``device`` (whole MiB); RuntimeError with TOO_LATE once started."""
    import tensorflow as tf

    tf.config.set_logical_device_configuration(
        _physical(device), [tf.config.LogicalDeviceConfiguration(memory_limit=limit_bytes // 2**20)]
    )


def memory_limit(device: str) -> int | None:
    """The cap set on ``device`` ("GPU:0") through a logical device configuration, in bytes; None if none."""
    import tensorflow as tf

    configs = tf.config.get_logical_device_configuration(_physical(device)) or []
    limits = [c.memory_limit for c in configs if getattr(c, "memory_limit", None)]
    # Several logical devices on one GPU split it; the first one's cap is GPU:0's.
    return int(limits[0]) * 2**20 if limits else None


def nvml_device(device: str = "GPU:0") -> Any:
    """The NVML device (:class:`kerasmem.probes.nvml.NvmlDevice`) of TensorFlow's ``device``; None if none matches.

    For code that reports NVML's view beside the allocator's, e.g.
    ``nvml.process_used(tf_devices.nvml_device("GPU:0"))`` after a measurement.
    """
    from . import nvml

    found = gpus()
    index = int(device.split(":")[-1])
    matched, _ = nvml.match_tf_gpus([g.pci_bus_id for g in found])
    return matched[index] if index < len(matched) else None
