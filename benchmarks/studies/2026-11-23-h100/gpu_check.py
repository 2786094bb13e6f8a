"""kerasmem's NVML layer and the GPU terms of the estimate, on a real GPU without TensorFlow.

The device machine lent to session 10 (one NVIDIA H100) has no TensorFlow and
nothing can be installed there (no network; a TensorFlow GPU wheel and its
CUDA 12 libraries are far over what a call can carry). So this study checks
what can be checked without TensorFlow:

1. kerasmem.probes.nvml against the real NVML: devices, memory (v2), the
   CUDA_VISIBLE_DEVICES forms, per-process memory of another process, names,
   and the CLI commands that need only NVML (``kerasmem watch --once``,
   ``kerasmem check`` without TensorFlow).
2. The card's real capacity against the catalog's nominal figure: NVML's
   total, the driver's reserve (v2), and what cuMemGetInfo says is free once
   a CUDA context exists: what TensorFlow would start from.
3. The memory a process holds outside its framework's allocator (the CUDA
   context and library handles; kerasmem counts 512 MiB for TensorFlow):
   measured for PyTorch, CuPy and JAX, step by step (context, cuBLAS, cuDNN),
   as NVML's per-process figure less the framework's own pool.

Run on the GPU machine from the repository root:
    python3 benchmarks/studies/2026-11-23-h100/gpu_check.py [--out DIR]
Prints tables and writes gpu_check.json under --out.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import textwrap
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from kerasmem import gpus  # noqa: E402
from kerasmem.probes import nvml  # noqa: E402

MiB = 2**20
RESULTS: dict = {}


def section(title: str) -> None:
    print(f"\n== {title} ==", flush=True)


def smi(fields: str) -> list[str]:
    try:
        out = subprocess.run(
            ["nvidia-smi", f"--query-gpu={fields}", "--format=csv,noheader,nounits"], capture_output=True, text=True
        )
    except FileNotFoundError:
        return ["no nvidia-smi"]
    return [v.strip() for v in out.stdout.strip().split(",")] if out.returncode == 0 else [out.stderr.strip()]


def environment() -> None:
    section("environment")
    info = {"python": platform.python_version(), "nvml_binding": None}
    for name in ("pynvml", "torch", "cupy", "jax"):
        try:
            module = __import__(name)
            info[name] = getattr(module, "__version__", "?")
        except Exception as error:  # a missing framework only skips its part
            info[name] = f"missing ({error})"
    try:
        from importlib.metadata import version

        info["nvml_binding"] = version("nvidia-ml-py")
    except Exception as error:
        info["nvml_binding"] = f"missing ({error})"
    info["smi"] = smi("name,driver_version,memory.total,memory.reserved,memory.used,memory.free,ecc.mode.current,"
                      "mig.mode.current,compute_cap,pci.bus_id")
    RESULTS["environment"] = info
    for key, value in info.items():
        print(f"{key:14} {value}")


def probe_layer() -> None:
    section("kerasmem.probes.nvml on the real NVML")
    found = nvml.devices()
    rows = []
    for d in found:
        mem = nvml.memory_info(d)
        rows.append({"label": d.label, "name": d.name, "uuid": d.uuid, "bus": d.pci_bus_id, "total": d.memory_total,
                     "memory": None if mem is None else vars(mem)})
        print(d.label, d.name, d.uuid, d.pci_bus_id, d.memory_total, mem)
    RESULTS["devices"] = rows
    RESULTS["driver"] = nvml.driver_version()
    print("driver", RESULTS["driver"], "unavailable_reason", nvml.unavailable_reason())
    if not found:
        return
    uuid = found[0].uuid
    forms = {"unset": None, "0": "0", "uuid": uuid, "uuid prefix": uuid[:12], "1 (no such GPU)": "1", "-1": "-1",
             "empty": "", "0,1": "0,1", "1,0": "1,0"}
    visible = {}
    for form, value in forms.items():
        env = {} if value is None else {"CUDA_VISIBLE_DEVICES": value}
        visible[form] = [d.label for d in nvml.visible_devices(env)]
        print(f"CUDA_VISIBLE_DEVICES {form!r:18} -> {visible[form]}")
    RESULTS["visible"] = visible
    RESULTS["processes_idle"] = [vars(p) for p in nvml.processes(found[0]) or []]
    RESULTS["catalog"] = str(gpus.get_gpu(found[0].name))
    spec = gpus.get_gpu(found[0].name)
    print("processes at idle", RESULTS["processes_idle"])
    print("catalog", RESULTS["catalog"], "nominal", spec.memory // MiB, "MiB; NVML total",
          (found[0].memory_total or 0) // MiB, "MiB")
    RESULTS["problems"] = nvml.problems()
    print("problems", RESULTS["problems"])


def cli() -> None:
    section("kerasmem commands that need only NVML")
    RESULTS["cli"] = {}
    for args in (["watch", "--once"], ["check"], ["gpus"]):
        started = time.perf_counter()
        out = subprocess.run([sys.executable, "-m", "kerasmem", *args], capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parents[3])
        RESULTS["cli"][" ".join(args)] = {"rc": out.returncode, "stdout": out.stdout[-3000:],
                                           "stderr": out.stderr[-2000:], "s": time.perf_counter() - started}
        print(f"$ kerasmem {' '.join(args)}  (exit {out.returncode})")
        print(textwrap.indent((out.stdout[-1500:] + out.stderr[-800:]).rstrip(), "  "))


# Children: each step runs, prints its own figures as JSON, then waits for the parent to read NVML.
CHILDREN = {
    "torch": """
import json, os, sys
def step(name, **extra):
    print(json.dumps({"step": name, **extra}), flush=True); sys.stdin.readline()
step("before import")
import torch
step("import torch")
def pool():
    free, total = torch.cuda.mem_get_info()
    return {"pool": torch.cuda.memory_reserved(), "free": free, "total": total}
torch.empty(1, device="cuda"); torch.cuda.synchronize()
step("context", **pool())
a = torch.randn(2048, 2048, device="cuda"); (a @ a).sum().item()
step("cuBLAS matmul", **pool())
torch.backends.cudnn.benchmark = False
x = torch.randn(8, 64, 56, 56, device="cuda", requires_grad=True)
w = torch.randn(64, 64, 3, 3, device="cuda", requires_grad=True)
torch.nn.functional.conv2d(x, w, padding=1).sum().backward(); torch.cuda.synchronize()
step("cuDNN conv forward+backward", **pool())
torch.cuda.empty_cache()
step("empty_cache", **pool())
""",
    "cupy": """
import json, sys
def step(name, **extra):
    print(json.dumps({"step": name, **extra}), flush=True); sys.stdin.readline()
import cupy
def pool():
    free, total = cupy.cuda.runtime.memGetInfo()
    return {"pool": cupy.get_default_memory_pool().total_bytes(), "free": free, "total": total}
step("import cupy")
cupy.zeros(1).sum().item()
step("context", **pool())
a = cupy.random.rand(2048, 2048, dtype=cupy.float32); float((a @ a).sum())
step("cuBLAS matmul", **pool())
""",
    "jax": """
import json, os, sys
def step(name, **extra):
    print(json.dumps({"step": name, **extra}), flush=True); sys.stdin.readline()
import jax, jax.numpy as jnp
def pool():
    stats = jax.devices()[0].memory_stats() or {}
    return {"pool": stats.get("pool_bytes", stats.get("bytes_reserved", stats.get("bytes_in_use"))), "stats": stats}
step("import jax")
jnp.zeros(1).block_until_ready()
step("context", **pool())
a = jnp.ones((2048, 2048), jnp.float32); (a @ a).block_until_ready()
step("cuBLAS matmul", **pool())
x = jnp.ones((8, 64, 56, 56)); w = jnp.ones((64, 64, 3, 3))
f = lambda x, w: jax.lax.conv(x, w, (1, 1), "SAME").sum()
jax.grad(f, argnums=(0, 1))(x, w)[0].block_until_ready()
step("cuDNN conv forward+backward", **pool())
""",
}


def run_child(name: str, code: str, device: nvml.NvmlDevice, env: dict[str, str]) -> list[dict]:
    child = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env={**os.environ, **env})
    steps = []
    assert child.stdout is not None and child.stdin is not None
    for line in child.stdout:
        record = json.loads(line)
        time.sleep(0.3)  # NVML's per-process figure follows the driver, not the call
        mem = nvml.memory_info(device)
        record["nvml_process"] = nvml.process_used(device, child.pid)
        record["nvml_device_used"] = None if mem is None else mem.used
        record["process_name"] = nvml.process_name(child.pid) if record["nvml_process"] else ""
        steps.append(record)
        child.stdin.write("\n")
        child.stdin.flush()
    child.wait()
    if child.returncode:
        steps.append({"step": "failed", "stderr": child.stderr.read()[-2000:] if child.stderr else ""})
    return steps


def outside_allocator(device: nvml.NvmlDevice) -> None:
    section("memory outside the framework's allocator (NVML per process less the framework's pool)")
    idle = nvml.memory_info(device)
    RESULTS["idle_memory"] = None if idle is None else vars(idle)
    RESULTS["children"] = {}
    variants = [("torch", {}), ("torch", {"CUDA_MODULE_LOADING": "EAGER"}), ("cupy", {}),
                ("jax", {"XLA_PYTHON_CLIENT_PREALLOCATE": "false"})]
    print(f"{'framework':28} {'step':30} {'NVML process':>13} {'pool':>9} {'outside':>9} {'device used':>12} {'free':>9}")
    for name, env in variants:
        label = name + "".join(f" {k}={v}" for k, v in env.items())
        steps = run_child(name, CHILDREN[name], device, env)
        RESULTS["children"][label] = steps
        for s in steps:
            if s["step"] == "failed":
                print(f"{label:28} FAILED: {s['stderr'][-600:]}")
                continue
            proc, pool = s.get("nvml_process"), s.get("pool")
            outside = None if proc is None or pool is None else proc - pool
            fmt = lambda v: "-" if v is None else f"{v / MiB:.0f}"  # noqa: E731
            print(f"{label:28} {s['step']:30} {fmt(proc):>13} {fmt(pool):>9} {fmt(outside):>9} "
                  f"{fmt(s.get('nvml_device_used')):>12} {fmt(s.get('free')):>9}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.environ.get("OUT", "."))
    args = parser.parse_args()
    environment()
    probe_layer()
    cli()
    found = nvml.devices()
    if found:
        outside_allocator(found[0])
    RESULTS["problems_end"] = nvml.problems()
    Path(args.out, "gpu_check.json").write_text(json.dumps(RESULTS, indent=1, default=str))
    print("\nproblems at the end:", RESULTS["problems_end"])


if __name__ == "__main__":
    main()
