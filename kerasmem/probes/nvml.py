"""NVML (NVIDIA's management library) behind one small query interface.

Every NVML call in kerasmem goes through :func:`query` (or the typed helpers
built on it). The library is started lazily, once, under a lock, and shut down
at interpreter exit. A failure never raises into the caller: a missing
library, a function the driver lacks, ``NotSupported`` or a GPU that fell off
the bus all become ``None`` (or an empty list), and each distinct failure is
logged once on the ``kerasmem`` logger and kept in :func:`problems`.

Which NVML device is which TensorFlow GPU is the hard part. NVML numbers GPUs
by PCI bus order and ignores ``CUDA_VISIBLE_DEVICES``, which may list indices,
``GPU-`` UUIDs or ``MIG-`` UUIDs; SLURM's device cgroups renumber GPUs inside
a job. :func:`visible_devices` reads ``CUDA_VISIBLE_DEVICES`` the way CUDA
does, and :func:`match_tf_gpus` prefers TensorFlow's PCI bus ids where known,
so index 0 is never assumed.

Nothing here imports ``pynvml`` before the first query, and nothing imports
TensorFlow. Without a GPU on this machine only the fake at the ``pynvml``
boundary (tests/nvml_fake.py) has exercised this module, plus the GPU-marked
tests where a GPU exists.

Example:
    >>> from kerasmem.probes import nvml
    >>> nvml.normalize_bus_id("00000000:3B:00.0")
    '0000:3b:00.0'
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

__all__ = [
    "NvmlDevice",
    "MemoryInfo",
    "ProcessMemory",
    "available",
    "unavailable_reason",
    "query",
    "driver_version",
    "devices",
    "visible_devices",
    "match_tf_gpus",
    "memory_info",
    "processes",
    "process_used",
    "process_name",
    "problems",
    "normalize_bus_id",
    "shutdown",
]

_log = logging.getLogger("kerasmem")


@dataclass(frozen=True)
class NvmlDevice:
    """One GPU, or one MIG instance of a GPU, as NVML sees it.

    Attributes:
        index: NVML's index of the GPU (of the parent GPU for a MIG instance):
            PCI bus order, blind to ``CUDA_VISIBLE_DEVICES``.
        uuid: ``GPU-...`` or, for a MIG instance, ``MIG-...``.
        name: The product name, e.g. "NVIDIA A100-SXM4-40GB".
        pci_bus_id: Normalised "dddd:bb:dd.f", lower case; a MIG instance has its parent's.
        memory_total: Total memory in bytes, as NVML reports it (None if unknown).
        mig_index: The instance's index under its parent, None for a whole GPU.
        parent_uuid: The parent GPU's UUID for a MIG instance.
    """

    index: int
    uuid: str
    name: str
    pci_bus_id: str | None
    memory_total: int | None
    mig_index: int | None = None
    parent_uuid: str | None = None
    handle: Any = field(default=None, compare=False, repr=False)

    @property
    def is_mig(self) -> bool:
        """Whether this is a MIG instance rather than a whole GPU."""
        return self.mig_index is not None

    @property
    def label(self) -> str:
        """'GPU 1' or 'GPU 1 MIG 0', in NVML's numbering (as nvidia-smi prints it)."""
        return f"GPU {self.index}" + (f" MIG {self.mig_index}" if self.is_mig else "")


@dataclass(frozen=True)
class MemoryInfo:
    """A device's memory, in bytes.

    Attributes:
        total: All memory of the device.
        free: Memory no one holds.
        used: Memory held by processes. With NVML's v2 query it excludes the
            driver's reserve; with v1 (old drivers) it includes it.
        reserved: The driver's reserve (v2 only; None from v1).
        version: 2 or 1, the NVML query that answered.
    """

    total: int
    free: int
    used: int
    reserved: int | None
    version: int

    @property
    def usable(self) -> int:
        """What processes can have: the total less the driver's reserve.

        From v1 the total as it is: drivers before 510 left the reserve out of it; newer ones
        answer v2, which the binding kerasmem requires has (an H100 on driver 580: 81,559 MiB
        less 480 reserved).
        """
        return self.total - (self.reserved or 0)


@dataclass(frozen=True)
class ProcessMemory:
    """One compute process on a device.

    Attributes:
        pid: The process id as NVML reports it: the host's, which differs
            from ``os.getpid()`` inside a container's PID namespace.
        used: Its device memory in bytes; None where NVML cannot tell
            (Windows WDDM, some MIG set-ups).
    """

    pid: int
    used: int | None


class _Missing(Exception):
    """The binding or the driver lacks this function (or this version of it)."""


class _State:
    def __init__(self) -> None:
        self.lock = threading.RLock()
        self.reset()

    def reset(self) -> None:
        self.tried = False
        self.lib: Any = None
        self.reason: str | None = None
        self.devices: list[NvmlDevice] | None = None
        self.reported: set[tuple[str, str]] = set()
        self.problems: list[str] = []
        self.memory_version: int | None = None
        self.process_functions: list[str] | None = None


_state = _State()


def _import_pynvml() -> Any:
    import pynvml

    return pynvml


# The one seam tests replace: everything above it is the real code.
_load: Callable[[], Any] = _import_pynvml


def _error_name(lib: Any, error: BaseException) -> str:
    value = getattr(error, "value", None)
    for name in ("NOT_SUPPORTED", "GPU_IS_LOST", "LIBRARY_NOT_FOUND", "DRIVER_NOT_LOADED", "FUNCTION_NOT_FOUND",
                 "NO_PERMISSION", "NOT_FOUND", "UNINITIALIZED", "ARGUMENT_VERSION_MISMATCH"):
        if value is not None and value == getattr(lib, f"NVML_ERROR_{name}", object()):
            return name
    return type(error).__name__


def _start() -> Any:
    """The started pynvml module, or None with ``_state.reason`` saying why."""
    state = _state
    if state.tried:
        return state.lib
    with state.lock:
        if state.tried:
            return state.lib
        try:
            lib = _load()
        except ImportError as error:
            state.reason = f"the NVML binding is not installed ({error}): pip install nvidia-ml-py"
            lib = None
        if lib is not None:
            try:
                lib.nvmlInit()
            except lib.NVMLError as error:
                kind = _error_name(lib, error)
                if kind == "LIBRARY_NOT_FOUND":
                    state.reason = "no NVIDIA driver here: the NVML library libnvidia-ml.so.1 was not found"
                elif kind == "DRIVER_NOT_LOADED":
                    state.reason = "the NVIDIA driver is not loaded (NVML: Driver Not Loaded)"
                else:
                    state.reason = f"NVML failed to start: {error}"
                lib = None
            except OSError as error:  # a broken library file, a wrong architecture
                state.reason = f"NVML failed to load: {error}"
                lib = None
        if lib is not None:
            atexit.register(shutdown)
        state.lib = lib
        state.tried = True
        return lib


def available() -> bool:
    """Whether NVML started (a driver and at least the library are present)."""
    return _start() is not None


def unavailable_reason() -> str | None:
    """Why NVML is not available, in one sentence; None when it is."""
    _start()
    return _state.reason


def _text(value: Any) -> Any:
    # Older bindings return bytes for names, UUIDs and bus ids; newer ones str.
    return value.decode(errors="replace") if isinstance(value, bytes) else value


def _report(key: str, message: str) -> None:
    with _state.lock:
        if (key, message) in _state.reported:
            return
        _state.reported.add((key, message))
        _state.problems.append(message)
    _log.warning("kerasmem: %s", message)


def _call(name: str, *args: Any, **kwargs: Any) -> Any:
    """Calls one NVML function; raises _Missing where it does not exist, NVMLError otherwise."""
    lib = _start()
    if lib is None:
        raise _Missing(name)
    function = getattr(lib, name, None)
    if function is None:
        raise _Missing(name)
    try:
        return _text(function(*args, **kwargs))
    except TypeError as error:  # an old binding without the keyword (version=)
        raise _Missing(name) from error
    except lib.NVMLError as error:
        if _error_name(lib, error) in ("FUNCTION_NOT_FOUND", "ARGUMENT_VERSION_MISMATCH"):
            raise _Missing(name) from error
        raise


def query(name: str, *args: Any, default: Any = None, subject: str = "", **kwargs: Any) -> Any:
    """Calls the NVML function ``name`` (e.g. "nvmlDeviceGetName"); ``default`` on any failure.

    Bytes become str. A failure is logged once per function, subject and error.

    Args:
        name: A ``pynvml`` function name.
        *args: Its arguments (a device handle first, usually).
        default: What to return where NVML cannot answer.
        subject: What the call was about ("GPU 1"), for the one-time report.
        **kwargs: Keyword arguments of the function.

    Returns:
        The function's value, or ``default``.
    """
    lib = _start()
    if lib is None:
        return default
    try:
        return _call(name, *args, **kwargs)
    except _Missing:
        _report(name, f"NVML has no {name} here (old driver or binding){_about(subject)}")
    except lib.NVMLError as error:
        _report(name, f"NVML {name} failed{_about(subject)}: {error}")
    return default


def _about(subject: str) -> str:
    return f" for {subject}" if subject else ""


def driver_version() -> str | None:
    """The NVIDIA driver's version, e.g. "550.54.15"; None without NVML."""
    return query("nvmlSystemGetDriverVersion")


def normalize_bus_id(bus_id: str | bytes | None) -> str | None:
    """A PCI bus id in one spelling, 'dddd:bb:dd.f' in lower case.

    NVML writes an 8-digit domain in upper case ("00000000:3B:00.0"); CUDA
    and TensorFlow write 4 digits in lower case ("0000:3b:00.0").

    Example:
        >>> normalize_bus_id("0000:3b:00.0") == normalize_bus_id(b"00000000:3B:00.0")
        True
    """
    text = _text(bus_id)
    if not text:
        return None
    parts = text.strip().lower().split(":")
    if len(parts) != 3:
        return text.strip().lower()
    domain, bus, rest = parts
    try:
        return f"{int(domain, 16):04x}:{bus}:{rest}"
    except ValueError:
        return text.strip().lower()


def _total(handle: Any, subject: str) -> int | None:
    info = _memory(handle, subject)
    return info.total if info else None


def _device(index: int, handle: Any, *, bus_id: str | None = None, mig_index: int | None = None,
            parent_uuid: str | None = None) -> NvmlDevice:
    subject = f"GPU {index}" + (f" MIG {mig_index}" if mig_index is not None else "")
    if bus_id is None and mig_index is None:
        pci = query("nvmlDeviceGetPciInfo", handle, subject=subject)
        bus_id = normalize_bus_id(getattr(pci, "busId", None)) if pci is not None else None
    return NvmlDevice(
        index=index,
        uuid=query("nvmlDeviceGetUUID", handle, default="", subject=subject),
        name=query("nvmlDeviceGetName", handle, default="unknown GPU", subject=subject),
        pci_bus_id=bus_id,
        memory_total=_total(handle, subject),
        mig_index=mig_index,
        parent_uuid=parent_uuid,
        handle=handle,
    )


def _mig_instances(parent: NvmlDevice) -> list[NvmlDevice]:
    lib = _start()
    try:
        mode = _call("nvmlDeviceGetMigMode", parent.handle)
    except (_Missing, lib.NVMLError):  # GPUs without MIG answer NotSupported: nothing to report
        return []
    if not mode or not mode[0]:
        return []
    instances = []
    for slot in range(query("nvmlDeviceGetMaxMigDeviceCount", parent.handle, default=0)):
        try:
            handle = _call("nvmlDeviceGetMigDeviceHandleByIndex", parent.handle, slot)
        except Exception:  # empty slots answer NotFound: not a problem worth a report
            continue
        instances.append(
            _device(parent.index, handle, bus_id=parent.pci_bus_id, mig_index=len(instances), parent_uuid=parent.uuid)
        )
    return instances


def devices() -> list[NvmlDevice]:
    """Every GPU NVML sees, each followed by its MIG instances; [] without NVML.

    Example:
        >>> from kerasmem.probes import nvml
        >>> isinstance(nvml.devices(), list)
        True
    """
    if _start() is None:
        return []
    with _state.lock:
        if _state.devices is None:
            found: list[NvmlDevice] = []
            for index in range(query("nvmlDeviceGetCount", default=0)):
                handle = query("nvmlDeviceGetHandleByIndex", index, subject=f"GPU {index}")
                if handle is None:
                    continue
                gpu = _device(index, handle)
                found += [gpu, *_mig_instances(gpu)]
            _state.devices = found
        return list(_state.devices)


def _hidden_all(value: str) -> bool:
    return value.strip() in ("", "-1", "NoDevFiles", "none")


def visible_devices(env: Mapping[str, str] | None = None) -> list[NvmlDevice]:
    """The devices CUDA (and so TensorFlow) numbers 0, 1, ..., in that order.

    Reads ``CUDA_VISIBLE_DEVICES`` as CUDA does: indices, ``GPU-`` UUIDs or
    ``MIG-`` UUIDs (UUID prefixes too); the list stops at the first entry that
    matches nothing; empty or "-1" hides every GPU. Unset, every GPU is
    visible, and a GPU in MIG mode shows as its first MIG instance (CUDA
    gives one process one MIG instance). Indices count GPUs in NVML's PCI bus
    order: CUDA's order when ``CUDA_DEVICE_ORDER=PCI_BUS_ID``, and on nodes
    of identical GPUs also CUDA's default order. Use :func:`match_tf_gpus`
    where TensorFlow's PCI bus ids are known.

    Args:
        env: The environment to read (default ``os.environ``).

    Returns:
        NVML devices in CUDA's order; [] without NVML.
    """
    env = os.environ if env is None else env
    found = devices()
    gpus = [d for d in found if not d.is_mig]

    def usable(gpu: NvmlDevice) -> NvmlDevice:
        instances = [d for d in found if d.parent_uuid == gpu.uuid]
        return instances[0] if instances else gpu

    spec = env.get("CUDA_VISIBLE_DEVICES")
    if spec is None:
        return [usable(gpu) for gpu in gpus]
    if _hidden_all(spec):
        return []
    chosen: list[NvmlDevice] = []
    for token in (t.strip() for t in spec.split(",")):
        match = None
        if token.isdigit():
            index = int(token)
            match = usable(gpus[index]) if index < len(gpus) else None
        elif token.upper().startswith(("GPU-", "MIG-")):
            match = next((d for d in found if d.uuid and d.uuid.lower().startswith(token.lower())), None)
        if match is None or match in chosen:
            break  # CUDA ignores the rest of the list after an invalid entry
        chosen.append(match)
    return chosen


def match_tf_gpus(
    tf_bus_ids: Sequence[str | None], env: Mapping[str, str] | None = None
) -> tuple[list[NvmlDevice | None], str]:
    """Which NVML device each of TensorFlow's GPUs is.

    Args:
        tf_bus_ids: For TensorFlow's GPU 0, 1, ..., its PCI bus id, or None
            where TensorFlow has not said (before its GPUs start).
        env: The environment (default ``os.environ``).

    Returns:
        The NVML device of each TensorFlow GPU (None where none matches),
        and how they were matched, in words.
    """
    visible = visible_devices(env)
    found = devices()
    if tf_bus_ids and all(tf_bus_ids):
        matched: list[NvmlDevice | None] = []
        for bus_id in tf_bus_ids:
            bus_id = normalize_bus_id(bus_id)
            # A MIG instance shares its parent's bus id: the visible one is meant.
            match = next((d for d in visible if d.pci_bus_id == bus_id), None)
            if match is None:
                match = next((d for d in found if d.pci_bus_id == bus_id and not d.is_mig), None)
            matched.append(match)
        return matched, "by PCI bus id"
    matched = [visible[i] if i < len(visible) else None for i in range(len(tf_bus_ids))]
    return matched, "by CUDA_VISIBLE_DEVICES order (TensorFlow has not started its GPUs yet)"


def _memory(handle: Any, subject: str) -> MemoryInfo | None:
    lib = _start()
    if lib is None or handle is None:
        return None
    if _state.memory_version != 1:
        version = getattr(lib, "nvmlMemory_v2", None)
        try:
            if version is None:
                raise _Missing("nvmlMemory_v2")
            info = _call("nvmlDeviceGetMemoryInfo", handle, version=version)
            _state.memory_version = 2
            return MemoryInfo(int(info.total), int(info.free), int(info.used), int(info.reserved), 2)
        except _Missing:
            _state.memory_version = 1  # the driver or binding lacks v2 for good
        except lib.NVMLError as error:
            if _error_name(lib, error) != "NOT_SUPPORTED":
                _report(f"memory {subject}", f"NVML memory query failed for {subject}: {error}")
                return None
            # Some devices (MIG instances on older drivers) answer v1 only.
    info = query("nvmlDeviceGetMemoryInfo", handle, subject=subject)
    if info is None:
        return None
    return MemoryInfo(int(info.total), int(info.free), int(info.used), None, 1)


def memory_info(device: NvmlDevice) -> MemoryInfo | None:
    """The device's memory (v2 query, v1 where v2 is missing); None where NVML cannot tell."""
    return _memory(device.handle, device.label)


_PROCESS_FUNCTIONS = (
    "nvmlDeviceGetComputeRunningProcesses_v3",
    "nvmlDeviceGetComputeRunningProcesses_v2",
    "nvmlDeviceGetComputeRunningProcesses",  # v1 in bindings older than the v2/v3 names
)


def processes(device: NvmlDevice) -> list[ProcessMemory] | None:
    """The compute processes on the device, with their memory; None where NVML cannot tell.

    Tries the v3 query, then v2, then v1, remembering the first that exists.
    """
    lib = _start()
    if lib is None or device.handle is None:
        return None
    names = _state.process_functions or list(_PROCESS_FUNCTIONS)
    for position, name in enumerate(names):
        try:
            entries = _call(name, device.handle)
        except _Missing:
            continue
        except lib.NVMLError as error:
            _report(f"processes {device.label}", f"NVML process query failed for {device.label}: {error}")
            return None
        _state.process_functions = names[position:]
        return [ProcessMemory(int(e.pid), _bytes_or_none(getattr(e, "usedGpuMemory", None))) for e in entries]
    _report("processes", "NVML has no per-process memory query here (old driver or binding)")
    return None


def _bytes_or_none(value: Any) -> int | None:
    return None if value is None else int(value)


def process_used(device: NvmlDevice, pid: int | None = None) -> int | None:
    """The device memory of process ``pid`` (this one by default) in bytes.

    None when NVML cannot tell, or when the process is not among the device's
    processes (inside a container NVML reports host PIDs, which differ).
    """
    entries = processes(device)
    pid = os.getpid() if pid is None else pid
    if entries is None:
        return None
    mine = [e.used for e in entries if e.pid == pid]
    if not mine or any(used is None for used in mine):
        return None
    return sum(mine)  # type: ignore[arg-type]


def process_name(pid: int) -> str:
    """The process's name as NVML knows it; "" where it cannot tell."""
    return query("nvmlSystemGetProcessName", pid, default="")


def problems() -> list[str]:
    """Every NVML failure reported so far, once each, oldest first."""
    with _state.lock:
        return list(_state.problems)


def shutdown() -> None:
    """Shuts NVML down (registered at exit); the next query starts it again."""
    with _state.lock:
        lib = _state.lib
        if lib is not None:
            try:
                lib.nvmlShutdown()
            except Exception:  # at exit nothing can be done about it, and nothing depends on it
                pass
        _state.reset()
