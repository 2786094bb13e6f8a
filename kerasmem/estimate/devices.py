"""Where a training step runs, and the memory that costs beyond the step itself.

Every device term of the analytic estimate, with where its value comes from.
TensorFlow has not yet run on a GPU under kerasmem: the CUDA context was
measured on an H100 with other frameworks; the other GPU terms come from
TensorFlow's source and NVIDIA's documentation. Every estimate that uses them
says so.

CPU (the simulated GPU: TensorFlow's BFC allocator on the CPU, oneDNN off):
    convolution backward workspace: TensorFlow's CPU kernels for the
    gradients of a convolution (``Conv2DBackpropFilter``/``Input``) work in
    shards of images sized to a 30 MiB working set (hard-coded, ``30LL << 20``
    in ``conv_grad_*_ops.cc``), with a column buffer per shard; see
    :func:`kerasmem.estimate.rules.cpu_conv_workspace`. Op traces of real steps
    read those buffers to within 0-4% of it (benchmarks/studies/2026-11-21-op-trace).

GPU:
    CUDA context and library handles (cuBLAS, cuDNN), outside TensorFlow's
    allocator: kerasmem counts 700 MiB. Measured on an NVIDIA H100 80GB HBM3
    (driver 580, CUDA 13, lazy module loading, the CUDA 12.2+ default) as a
    process's NVML memory less its framework's own pool, in PyTorch, CuPy
    and JAX (TensorFlow could not be installed there): the context alone
    518-550 MiB, with cuBLAS 586-676 MiB, with cuDNN too 620-694 MiB
    (benchmarks/studies/2026-11-23-h100; the same to the MiB on an H200,
    twice: benchmarks/studies/2026-11-27-h200-recheck). ``CUDA_MODULE_LOADING=EAGER``
    loads every kernel up front: 1.9 GiB in PyTorch. GPUs with fewer
    multiprocessors have smaller contexts (not measured), so on them the
    term errs toward "does not fit".
    reserved system memory: without memory growth TensorFlow maps all free
    memory but a reserve it leaves to the driver: 225 MiB on GPUs under
    2 GiB, else 500 MiB (compute capability up to 6.x), 1050 MiB (7.x),
    1536 MiB (8.x), 1800 MiB (9.x and later) (``TF_DEVICE_MIN_SYS_MEMORY_IN_MB``
    overrides it; ``gpu_device.cc``). With memory growth on, nothing is reserved.
    cuDNN workspace: a convolution may use up to ``TF_CUDNN_WORKSPACE_LIMIT_IN_MB``
    (4 GiB) of scratch, and falls back to algorithms without one when it
    cannot be had; kerasmem counts one output-sized workspace for the
    convolution running at the peak.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidArgumentError

__all__ = ["Device", "resolve_device", "CUDA_CONTEXT"]

MiB = 2**20
#: CUDA context and library handles, outside TensorFlow's allocator (measured on an H100, not with TensorFlow).
CUDA_CONTEXT = 700 * MiB


@dataclass(frozen=True)
class Device:
    """The device an estimate is for.

    Attributes:
        kind: "cpu" or "gpu".
        name: A catalog GPU name, "gpu" for an unnamed GPU, or "cpu".
        memory: What a process can have of the GPU's memory, in bytes (a catalog GPU's capacity; None when unknown).
        compute_capability: (major, minor), when known.
    """

    kind: str
    name: str
    memory: int | None = None
    compute_capability: tuple[int, int] | None = None

    @property
    def is_gpu(self) -> bool:
        return self.kind == "gpu"

    def reserved(self, memory_growth: bool) -> tuple[int, str]:
        """Bytes TensorFlow leaves to the driver without memory growth, and why."""
        if not self.is_gpu or memory_growth:
            return 0, ""
        override = os.environ.get("TF_DEVICE_MIN_SYS_MEMORY_IN_MB", "")
        if override.isdigit():
            return int(override) * MiB, "TF_DEVICE_MIN_SYS_MEMORY_IN_MB"
        if self.memory is not None and self.memory < 2 * 1024 * MiB:
            return 225 * MiB, "a GPU under 2 GiB"
        major = self.compute_capability[0] if self.compute_capability else 7
        assumed = "" if self.compute_capability else " (assumed: the GPU is not named)"
        for bound, reserve in ((6, 500), (7, 1050), (8, 1536)):
            if major <= bound:
                return reserve * MiB, f"compute capability {major}.x{assumed}"
        return 1800 * MiB, f"compute capability {major}.x{assumed}"


def resolve_device(device: Any) -> Device:
    """"cpu", "gpu" or a catalog GPU name ("V100-PCIE-16GB", "a100") as a Device."""
    if not isinstance(device, str) or not device.strip():
        raise InvalidArgumentError(f'device must be "gpu", "cpu" or a GPU name such as "V100-PCIE-16GB", got {device!r}')
    text = device.strip()
    if text.lower() in ("cpu", "gpu"):
        return Device(text.lower(), text.lower())
    from ..gpus import get_gpu

    spec = get_gpu(text)
    return Device("gpu", spec.name, spec.capacity, spec.compute_capability)
