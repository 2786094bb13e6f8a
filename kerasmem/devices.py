"""Is TensorFlow on the GPU? Device check, memory growth and memory limits.

:func:`check_devices` gathers what TensorFlow, NVML and the environment say
(``kerasmem check`` prints it) and gives a verdict with the reason and the fix
when there is no GPU. :func:`enable_memory_growth` and :func:`limit_memory`
configure TensorFlow's GPUs, which works only before TensorFlow starts them.

Example:
    >>> import kerasmem
    >>> report = kerasmem.check_devices()
    >>> isinstance(report.ok, bool) and bool(report.reason)
    True
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import Any, Mapping

from ._text import render_html_table, render_table
from .errors import InvalidArgumentError, KerasmemError
from .probes import nvml, tf_devices
from .units import MiB, format_bytes, parse_size

__all__ = [
    "DeviceReport", "TooLateError", "check_devices", "enable_memory_growth", "limit_memory", "SLURM_VARIABLES",
    "job_metadata",
]

SLURM_VARIABLES = (
    "SLURM_JOB_ID",
    "SLURM_JOB_GPUS",
    "SLURM_STEP_GPUS",
    "SLURM_GPUS_ON_NODE",
    "SLURM_GPUS",
    "SLURM_GPUS_PER_NODE",
    "SLURM_GPUS_PER_TASK",
    "GPU_DEVICE_ORDINAL",
)
_SLURM_GPU_VARIABLES = SLURM_VARIABLES[1:]
# The job's place in the cluster, beside its GPUs: what a log should say about where it ran.
_SLURM_JOB_VARIABLES = (
    "SLURM_JOB_NAME", "SLURM_JOB_PARTITION", "SLURM_JOB_NODELIST", "SLURM_JOB_NUM_NODES", "SLURM_NODEID",
    "SLURM_PROCID", "SLURM_LOCALID", "SLURMD_NODENAME", "SLURM_CLUSTER_NAME",
)
_GROWTH_ENV = "TF_FORCE_GPU_ALLOW_GROWTH"


class TooLateError(KerasmemError, RuntimeError):
    """TensorFlow has already started its GPUs, so they can no longer be configured."""


def _too_late(device: str, what: str, call: str) -> TooLateError:
    return TooLateError(
        f"TensorFlow has already started {device}, so {what} can no longer be set (TensorFlow: 'Physical "
        f"devices cannot be modified after being initialized'). Fix: call {call} right after importing "
        f"TensorFlow/Keras, before building a model or running anything"
        + (f", or set {_GROWTH_ENV}=true in the environment before Python starts" if what == "memory growth" else "")
    )


def _growth_forced(env: Mapping[str, str]) -> bool:
    return env.get(_GROWTH_ENV, "").strip().lower() == "true"


def enable_memory_growth() -> dict[str, str]:
    """Turns on memory growth for every GPU TensorFlow sees.

    With memory growth TensorFlow takes GPU memory as it needs it instead of
    mapping nearly all of it at start, so ``nvidia-smi`` and NVML show what
    training really uses, and several processes can share a GPU. Call it
    right after importing TensorFlow, before anything runs on a GPU.

    Returns:
        What it did, per GPU: {"GPU:0": "turned on"}; "already on" where it
        was; "on (TF_FORCE_GPU_ALLOW_GROWTH=true)" where the environment
        forces it. {} without a GPU.

    Raises:
        TooLateError: TensorFlow has started the GPUs; the message says how to fix it.

    Example:
        >>> import kerasmem
        >>> done = kerasmem.enable_memory_growth()   # {} on a machine without a GPU
        >>> set(done.values()) <= {"turned on", "already on", "on (TF_FORCE_GPU_ALLOW_GROWTH=true)"}
        True
    """
    done: dict[str, str] = {}
    for gpu in tf_devices.gpus():
        if tf_devices.memory_growth(gpu.device):
            done[gpu.device] = "already on"
            continue
        try:
            tf_devices.set_memory_growth(gpu.device)
        except RuntimeError as error:
            if tf_devices.TOO_LATE not in str(error):
                raise
            if _growth_forced(os.environ):
                done[gpu.device] = f"on ({_GROWTH_ENV}=true)"
                continue
            raise _too_late(gpu.device, "memory growth", "kerasmem.enable_memory_growth()") from None
        done[gpu.device] = "turned on"
    return done


def limit_memory(size: int | str, device: str = "GPU:0") -> int:
    """Caps how much memory TensorFlow's allocator may take on one GPU.

    TensorFlow then behaves as if the GPU had ``size`` of memory (it still
    needs the CUDA context's few hundred MiB outside its allocator). Call it
    right after importing TensorFlow, before anything runs on a GPU.

    Args:
        size: Bytes, or a size such as "4GiB" or "4GB" (both 4 GiB).
        device: The GPU, "GPU:0" by default.

    Returns:
        The limit set, in bytes (TensorFlow takes whole MiB: rounded down).

    Raises:
        InvalidArgumentError: a size below 1 MiB, or a device TensorFlow does not have.
        KerasmemError: TensorFlow sees no GPU.
        TooLateError: TensorFlow has started the GPU; the message says how to fix it.

    Example:
        ```python
        import kerasmem
        kerasmem.limit_memory("4GiB")      # GPU:0 now acts like a 4 GiB card
        ```
    """
    limit = parse_size(size)
    if limit < MiB:
        raise InvalidArgumentError(f"a memory limit must be at least 1 MiB, got {format_bytes(limit)}")
    names = [g.device for g in tf_devices.gpus()]
    if not names:
        raise KerasmemError(
            "TensorFlow sees no GPU to limit (run kerasmem check to see why); on the simulated GPU, cap the "
            "CPU with TF_CPU_BFC_MEM_LIMIT_IN_MB before TensorFlow is imported"
        )
    device = device.upper().replace("/DEVICE:", "").lstrip("/")
    if device not in names:
        raise InvalidArgumentError(f"TensorFlow has no {device}; it has {', '.join(names)}")
    try:
        tf_devices.set_memory_limit(device, limit)
    except RuntimeError as error:
        if tf_devices.TOO_LATE not in str(error):
            raise
        raise _too_late(device, "a memory limit", f"kerasmem.limit_memory({size!r})") from None
    return limit // MiB * MiB


@dataclass(frozen=True)
class DeviceReport:
    """What TensorFlow, NVML and the environment say about the GPUs, and a verdict.

    Attributes:
        runtime: TensorFlow's and Keras's versions and CUDA build facts.
        tf_gpus: The GPUs TensorFlow sees.
        nvml_gpus: The GPUs (and MIG instances) NVML sees.
        tf_to_nvml: For each of ``tf_gpus``, its NVML device (None if unmatched).
        matched_by: How TensorFlow's GPUs were matched to NVML's, in words.
        driver: The NVIDIA driver's version, None without NVML.
        nvml_problem: Why NVML is not available, None when it is.
        environment: CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER, TF_FORCE_GPU_ALLOW_GROWTH
            and the SLURM job and GPU variables that are set.
        memory_growth: Per TensorFlow GPU: "on", "off" or "on (TF_FORCE_GPU_ALLOW_GROWTH=true)".
        ok: Whether TensorFlow can train on a GPU.
        reason: The verdict's reason, one sentence.
        fix: What to do when there is no GPU ("" when ok).
    """

    runtime: tf_devices.TfRuntime
    tf_gpus: tuple[tf_devices.TfGpu, ...]
    nvml_gpus: tuple[nvml.NvmlDevice, ...]
    tf_to_nvml: tuple[nvml.NvmlDevice | None, ...]
    matched_by: str
    driver: str | None
    nvml_problem: str | None
    environment: dict[str, str] = field(default_factory=dict)
    memory_growth: dict[str, str] = field(default_factory=dict)
    ok: bool = False
    reason: str = ""
    fix: str = ""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; memory in bytes."""
        return {
            "ok": self.ok,
            "reason": self.reason,
            "fix": self.fix,
            "tensorflow": self.runtime.tensorflow,
            "keras": self.runtime.keras,
            "built_with_cuda": self.runtime.built_with_cuda,
            "cuda": self.runtime.cuda,
            "cudnn": self.runtime.cudnn,
            "tensorflow_missing": self.runtime.missing,
            "driver": self.driver,
            "nvml_problem": self.nvml_problem,
            "environment": dict(self.environment),
            "tf_gpus": [
                {
                    "device": g.device,
                    "name": g.name,
                    "compute_capability": list(g.compute_capability) if g.compute_capability else None,
                    "pci_bus_id": g.pci_bus_id,
                    "nvml": d.label if d else None,
                    "uuid": d.uuid if d else None,
                    "memory_bytes": d.memory_total if d else None,
                    "memory_growth": self.memory_growth.get(g.device),
                }
                for g, d in zip(self.tf_gpus, self.tf_to_nvml)
            ],
            "matched_by": self.matched_by,
            "nvml_gpus": [
                {"nvml": d.label, "name": d.name, "uuid": d.uuid, "pci_bus_id": d.pci_bus_id, "memory_bytes": d.memory_total}
                for d in self.nvml_gpus
            ],
        }

    def _facts(self) -> list[list[str]]:
        r = self.runtime
        build = f"yes (CUDA {r.cuda or '?'}, cuDNN {r.cudnn or '?'})" if r.built_with_cuda else "no (CPU-only build)"
        build = "?" if r.missing else build
        facts = [
            ["TensorFlow", r.tensorflow or "not usable here"],
            ["Keras", r.keras or "not usable here"],
            ["built with CUDA", build],
            ["NVIDIA driver", self.driver or f"none ({self.nvml_problem})"],
        ]
        facts += [[name, repr(value) if value == "" else value] for name, value in self.environment.items()]
        return facts

    def _tf_table(self) -> tuple[list[str], list[list[str]]]:
        headers = ["TensorFlow", "name", "compute capability", "PCI bus id", "NVML", "UUID", "memory growth", "memory"]
        rows = [
            [
                g.device,
                g.name or (d.name if d else ""),
                ".".join(map(str, g.compute_capability)) if g.compute_capability else "?",
                g.pci_bus_id or "(not started)",
                d.label if d else "-",
                d.uuid if d else "-",
                self.memory_growth.get(g.device, "?"),
                _size(d.memory_total if d else None),
            ]
            for g, d in zip(self.tf_gpus, self.tf_to_nvml)
        ]
        return headers, rows

    def _nvml_table(self) -> tuple[list[str], list[list[str]]]:
        headers = ["NVML", "name", "UUID", "PCI bus id", "memory"]
        rows = [[d.label, d.name, d.uuid, d.pci_bus_id or "?", _size(d.memory_total)] for d in self.nvml_gpus]
        return headers, rows

    def _verdict(self) -> str:
        return ("OK: " if self.ok else "NO GPU: ") + self.reason + (f"\nFix: {self.fix}" if self.fix else "")

    def __str__(self) -> str:
        facts = self._facts()
        width = max(len(name) for name, _ in facts)
        parts = ["Devices"] + [f"  {name.ljust(width)}  {value}" for name, value in facts]
        for title, (headers, rows) in (
            (f"GPUs TensorFlow sees (matched to NVML {self.matched_by})", self._tf_table()),
            ("GPUs NVML sees", self._nvml_table()),
        ):
            parts += ["", title, render_table(headers, rows, left=len(headers) - 1) if rows else "(none)"]
        parts += ["", self._verdict()]
        return "\n".join(parts)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        import html

        tables = [render_html_table(["", ""], self._facts(), caption="Devices")]
        for caption, (headers, rows) in (("GPUs TensorFlow sees", self._tf_table()), ("GPUs NVML sees", self._nvml_table())):
            table = render_html_table(headers, rows, caption=caption, left=len(headers) - 1)
            tables.append(table if rows else f"<p>{caption}: none</p>")
        verdict = html.escape(self._verdict()).replace("\n", "<br>")
        return "".join(tables) + f"<p><b>{verdict}</b></p>"


def _size(n: int | None) -> str:
    return format_bytes(n, "GiB") if n else "?"


def _environment(env: Mapping[str, str]) -> dict[str, str]:
    names = ("CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", _GROWTH_ENV, *SLURM_VARIABLES)
    return {name: env[name] for name in names if name in env}


def _growth(gpus: list[tf_devices.TfGpu], env: Mapping[str, str]) -> dict[str, str]:
    if _growth_forced(env):
        return {g.device: f"on ({_GROWTH_ENV}=true)" for g in gpus}
    return {g.device: "on" if tf_devices.memory_growth(g.device) else "off" for g in gpus}


def _no_gpu(runtime: tf_devices.TfRuntime, env: Mapping[str, str], problem: str | None, seen: list[nvml.NvmlDevice]) -> tuple[str, str]:
    """The reason TensorFlow sees no GPU, and the fix, most specific first."""
    visible = env.get("CUDA_VISIBLE_DEVICES")
    if runtime.missing:
        return (
            f"TensorFlow is not usable in this Python ({sys.executable}): {runtime.missing}",
            "install it in the environment the job uses: pip install 'tensorflow[and-cuda]' (Linux), or load "
            "the cluster's TensorFlow module and activate its virtual environment before running",
        )
    if not runtime.built_with_cuda:
        return (
            "this TensorFlow is a CPU-only build: it cannot use an NVIDIA GPU",
            "install TensorFlow with CUDA: pip install 'tensorflow[and-cuda]' (Linux), in the environment the job uses",
        )
    if visible is not None and visible.strip() in ("", "-1", "NoDevFiles"):
        return (
            f"CUDA_VISIBLE_DEVICES={visible!r} hides every GPU",
            "unset CUDA_VISIBLE_DEVICES (in a SLURM job, leave the value SLURM sets alone)",
        )
    if "SLURM_JOB_ID" in env and not any(env.get(name) for name in _SLURM_GPU_VARIABLES):
        return (
            f"SLURM job {env['SLURM_JOB_ID']} was given no GPU (no --gres request: SLURM_JOB_GPUS and "
            f"SLURM_GPUS_ON_NODE are not set)",
            "ask for one: sbatch --gres=gpu:1 (or a type, --gres=gpu:v100:1; or --gpus-per-node=1)",
        )
    if problem:
        return (
            problem,
            "run on a node with an NVIDIA GPU (on a cluster, submit the job with --gres=gpu:1); if this node "
            "has one, its NVIDIA driver is missing or not loaded: ask the administrators",
        )
    if not seen:
        return ("the NVIDIA driver is loaded but sees no GPU", "check the node's GPUs with nvidia-smi; ask the administrators")
    if not nvml.visible_devices(env):
        return (
            f"CUDA_VISIBLE_DEVICES={visible!r} names none of the {len(seen)} GPU(s) NVML sees",
            "set CUDA_VISIBLE_DEVICES to indices or UUIDs that nvidia-smi -L lists, or unset it",
        )
    return (
        f"NVML sees {len(seen)} GPU(s) but TensorFlow sees none: CUDA could not start (TensorFlow's log says "
        f"'failed call to cuInit: CUDA_ERROR_NO_DEVICE', or 'Cannot dlopen some GPU libraries')",
        "install the CUDA libraries TensorFlow needs (pip install 'tensorflow[and-cuda]'), check that "
        f"CUDA {runtime.cuda or '?'} works with driver {nvml.driver_version() or '?'}, and that the job's cgroup "
        "lets this process open the GPU",
    )


def job_metadata(env: Any = None) -> dict[str, Any]:
    """Where this process runs: host, pid, CUDA_VISIBLE_DEVICES and the SLURM job's variables that are set.

    For logs (``GpuMemoryLogger.metadata``): the job id, its GPUs (SLURM_JOB_GPUS,
    SLURM_STEP_GPUS, SLURM_GPUS_ON_NODE: what ``--gres`` granted), its node list
    and this task's rank.

    Example:
        >>> meta = job_metadata({"SLURM_JOB_ID": "42", "SLURM_JOB_GPUS": "0,1"})
        >>> meta["slurm"]
        {'SLURM_JOB_ID': '42', 'SLURM_JOB_GPUS': '0,1'}
    """
    import platform

    env = os.environ if env is None else env
    names = (*SLURM_VARIABLES, *_SLURM_JOB_VARIABLES)
    return {
        "host": platform.node(),
        "pid": os.getpid(),
        "cuda_visible_devices": env.get("CUDA_VISIBLE_DEVICES"),
        "slurm": {name: env[name] for name in names if env.get(name)},
    }


def check_devices(env: Mapping[str, str] | None = None) -> DeviceReport:
    """Is TensorFlow on the GPU? What TensorFlow, NVML and the environment say, and a verdict.

    Starts no GPU: memory growth can still be set after it. PCI bus ids (and
    so the surest TensorFlow-to-NVML match) are known only once TensorFlow
    has started its GPUs; before, GPUs are matched by ``CUDA_VISIBLE_DEVICES``.
    It cannot see where the operations of a training step run: use
    :class:`kerasmem.DevicePlacementLogger` for that.

    Args:
        env: The environment to read (default ``os.environ``).

    Returns:
        A :class:`DeviceReport`; ``str()`` of it is what ``kerasmem check`` prints.

    Example:
        >>> import kerasmem
        >>> report = kerasmem.check_devices()
        >>> report.ok == bool(report.tf_gpus)
        True
    """
    env = os.environ if env is None else env
    runtime = tf_devices.runtime()
    gpus = [] if runtime.missing else tf_devices.gpus()
    problem = nvml.unavailable_reason()
    seen = nvml.devices()
    matched, how = nvml.match_tf_gpus([g.pci_bus_id for g in gpus], env)
    if gpus:
        names = ", ".join(
            f"{g.device} ({g.name or (d.name if d else '?')}{f', NVML {d.label}' if d else ''})" for g, d in zip(gpus, matched)
        )
        ok, reason, fix = True, f"TensorFlow sees {len(gpus)} GPU(s): {names}", ""
    else:
        ok = False
        reason, fix = _no_gpu(runtime, env, problem, seen)
    return DeviceReport(
        runtime=runtime,
        tf_gpus=tuple(gpus),
        nvml_gpus=tuple(seen),
        tf_to_nvml=tuple(matched),
        matched_by=how,
        driver=nvml.driver_version(),
        nvml_problem=problem,
        environment=_environment(env),
        memory_growth=_growth(gpus, env),
        ok=ok,
        reason=reason,
        fix=fix,
    )
