"""A fake of the ``pynvml`` module: the one boundary NVML tests replace.

It raises pynvml's own NVMLError classes (importing pynvml needs no driver),
so the probe's error handling above it is the real code. Scenarios build a
FakeNvml and install it with the ``fake_nvml`` fixture.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pynvml
import pytest

from kerasmem.probes import nvml

GiB = 2**30
MiB = 2**20


@dataclass
class FakeGpu:
    uuid: str
    name: str | bytes
    bus_id: str
    total: int
    used: int
    reserved: int = 300 * MiB
    processes: list[tuple[int, int | None]] = field(default_factory=list)
    mig: list["FakeGpu"] = field(default_factory=list)
    # NVML error codes raised by a function name, from the n-th call on (0: always).
    faults: dict[str, tuple[int, int]] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)


def _error(code: int) -> pynvml.NVMLError:
    return pynvml.NVMLError(code)


class FakeNvml:
    """Just the pynvml functions kerasmem calls, over a list of FakeGpu."""

    NVMLError = pynvml.NVMLError
    nvmlMemory_v2 = pynvml.nvmlMemory_v2

    def __init__(self, gpus: list[FakeGpu], *, init_error: int | None = None, missing: tuple[str, ...] = (),
                 driver: str | bytes = "550.54.15", names: dict[int, str] | None = None) -> None:
        self.gpus = gpus
        self.init_error = init_error
        self.missing = set(missing)
        self.driver = driver
        self.names = names or {}
        self.init_calls = 0
        self.shutdown_calls = 0
        for name in dir(pynvml):
            if name.startswith("NVML_ERROR_"):
                setattr(self, name, getattr(pynvml, name))

    def __getattribute__(self, name: str) -> Any:
        if name in object.__getattribute__(self, "missing"):
            raise AttributeError(name)  # an older binding without this function
        return object.__getattribute__(self, name)

    def _check(self, gpu: FakeGpu, function: str) -> None:
        gpu.calls[function] = gpu.calls.get(function, 0) + 1
        for key in (function, "*"):
            if key in gpu.faults:
                code, after = gpu.faults[key]
                if gpu.calls[function] > after:
                    raise _error(code)

    # ---- library -----------------------------------------------------------------
    def nvmlInit(self) -> None:
        self.init_calls += 1
        if self.init_error is not None:
            raise _error(self.init_error)

    def nvmlShutdown(self) -> None:
        self.shutdown_calls += 1

    def nvmlSystemGetDriverVersion(self) -> str | bytes:
        return self.driver

    def nvmlSystemGetProcessName(self, pid: int) -> str:
        if pid not in self.names:
            raise _error(pynvml.NVML_ERROR_NOT_FOUND)
        return self.names[pid]

    # ---- devices -----------------------------------------------------------------
    def nvmlDeviceGetCount(self) -> int:
        return len(self.gpus)

    def nvmlDeviceGetHandleByIndex(self, index: int) -> FakeGpu:
        return self.gpus[index]

    def nvmlDeviceGetName(self, gpu: FakeGpu) -> str | bytes:
        self._check(gpu, "nvmlDeviceGetName")
        return gpu.name

    def nvmlDeviceGetUUID(self, gpu: FakeGpu) -> str:
        return gpu.uuid

    def nvmlDeviceGetPciInfo(self, gpu: FakeGpu) -> Any:
        return SimpleNamespace(busId=gpu.bus_id.encode())

    def nvmlDeviceGetMemoryInfo(self, gpu: FakeGpu, version: Any = None) -> Any:
        self._check(gpu, "nvmlDeviceGetMemoryInfo" + ("_v2" if version else ""))
        if version:
            return SimpleNamespace(total=gpu.total, free=gpu.total - gpu.used - gpu.reserved, used=gpu.used, reserved=gpu.reserved)
        return SimpleNamespace(total=gpu.total, free=gpu.total - gpu.used - gpu.reserved, used=gpu.used + gpu.reserved)

    def _processes(self, gpu: FakeGpu, function: str) -> list[Any]:
        self._check(gpu, function)
        return [SimpleNamespace(pid=pid, usedGpuMemory=used) for pid, used in gpu.processes]

    def nvmlDeviceGetComputeRunningProcesses_v3(self, gpu: FakeGpu) -> list[Any]:
        return self._processes(gpu, "v3")

    def nvmlDeviceGetComputeRunningProcesses_v2(self, gpu: FakeGpu) -> list[Any]:
        return self._processes(gpu, "v2")

    def nvmlDeviceGetComputeRunningProcesses(self, gpu: FakeGpu) -> list[Any]:
        return self._processes(gpu, "v1")

    def nvmlDeviceGetMigMode(self, gpu: FakeGpu) -> list[int]:
        if not gpu.mig:
            raise _error(pynvml.NVML_ERROR_NOT_SUPPORTED)
        return [1, 1]

    def nvmlDeviceGetMaxMigDeviceCount(self, gpu: FakeGpu) -> int:
        return 7

    def nvmlDeviceGetMigDeviceHandleByIndex(self, gpu: FakeGpu, slot: int) -> FakeGpu:
        if slot >= len(gpu.mig):
            raise _error(pynvml.NVML_ERROR_NOT_FOUND)
        return gpu.mig[slot]


def a100(n: int, used: int = 2 * GiB, name: str | bytes = "NVIDIA A100-SXM4-40GB", **kw: Any) -> FakeGpu:
    """GPU n of a node of A100s: fixed UUID and bus id 3B+n, as NVML spells them."""
    return FakeGpu(uuid=f"GPU-{n}a{n}a{n}a{n}-0000-1111-2222-33334444555{n}", name=name,
                   bus_id=f"00000000:{0x3B + n:02X}:00.0", total=40 * GiB, used=used, **kw)


def install(monkeypatch: pytest.MonkeyPatch, fake: FakeNvml | None) -> FakeNvml | None:
    """Makes the probe load ``fake`` (None: the binding is not installed) from a fresh start."""

    def load() -> Any:
        if fake is None:
            raise ImportError("No module named 'pynvml'")
        return fake

    nvml.shutdown()
    monkeypatch.setattr(nvml, "_load", load)
    return fake


@pytest.fixture
def fake_nvml(monkeypatch):
    """Installs a FakeNvml for one test: ``fake_nvml(FakeNvml([...]))``; NVML is reset after."""
    yield lambda fake: install(monkeypatch, fake)
    nvml.shutdown()
