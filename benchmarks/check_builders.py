"""Trains a blind set's new builders as the accuracy benchmark measures them (kerasmem.measure_peak, 4
steps, one fresh process per model and batch), before the set is measured: each must train to a finite
loss; its peak, steps' peaks and times are printed. A study tool, not run by the tests.

A set's study folder keeps a ``check.py`` naming its models (zoo optimizer names; the loss, if not the
zoo's sparse categorical cross-entropy) and calling :func:`main`::

    MODELS = {"name": ("optimizer", (smaller, larger)[, "loss"]), ...}
    main(MODELS, os.path.dirname(os.path.abspath(__file__)), sys.argv[1:])

    check.py [--zoo[=DIR]] [--small|--large] [name ...]

No names: every model at both batches. The builders (``_<name>()``) come from ``builders.py`` in the
study folder, or with ``--zoo`` from benchmarks/zoo.py (``--zoo=DIR``: the zoo.py in DIR).
"""
import json
import os
import subprocess
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)

CHILD = r"""
import os, sys, time, json
sys.path.insert(0, BENCH); sys.path.insert(0, ROOT); sys.path.insert(0, HERE)
if ZOODIR: sys.path.insert(0, ZOODIR)
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import keras
import importlib
builders = importlib.import_module(SOURCE)
from zoo import optimizer, SPARSE, _built_under
from kerasmem import measure_peak
keras.utils.set_random_seed(0)
model = getattr(builders, "_" + NAME)()
assert model.name == NAME, model.name
model.compile(optimizer=optimizer(OPT), loss=LOSS, jit_compile=False)
t = time.time()
m = measure_peak(model, BATCH, steps=4)
dt = time.time() - t
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
x = _synthetic_inputs(model, BATCH, None, tensors=True)
y = _synthetic_targets(model, x, tensors=True)
steps = []
for _ in range(3):
    t = time.time(); loss = model.train_on_batch(x, y); steps.append(time.time() - t)
import numpy as np
loss = float(np.ravel(loss)[0])
assert np.isfinite(loss), loss
print("RESULT " + json.dumps({"peak_mib": round(m.peak / 2**20, 1),
      "step_peaks_mib": [None if p is None else round(p / 2**20, 1) for p in m.step_peaks],
      "seconds": round(dt, 1), "step_s": round(min(steps), 2), "params": model.count_params(), "loss": loss}))
"""


def _run(here: str, source: str, zoodir: str, name: str, opt: str, batch: int, loss: str = "SPARSE") -> bool:
    """One model at one batch in a fresh process: its line printed, whether it trained."""
    code = (CHILD.replace("BENCH", repr(BENCH)).replace("ROOT", repr(ROOT)).replace("HERE", repr(here))
            .replace("NAME", repr(name)).replace("OPT", repr(opt)).replace("BATCH", str(batch)).replace("LOSS", loss)
            .replace("SOURCE", repr(source)).replace("ZOODIR", repr(zoodir)))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=1800)
    line = next((l for l in p.stdout.splitlines() if l.startswith("RESULT ")), None)
    if p.returncode != 0 or line is None:
        tail = (p.stderr or p.stdout).strip().splitlines()[-15:]
        print(f"{name:36s} batch {batch:5d}  FAILED rc={p.returncode}\n    " + "\n    ".join(tail), flush=True)
        return False
    r = json.loads(line[7:])
    print(f"{name:36s} {opt:26s} batch {batch:5d}  peak {r['peak_mib']:8.1f} MiB  "
          f"step_peaks {r['step_peaks_mib']}  step {r['step_s']:.2f}s  measure {r['seconds']:.1f}s  "
          f"params {r['params']}  loss {r['loss']:.4g}", flush=True)
    return True


def main(models: dict, here: str, args: list[str]) -> None:
    zoo = [a for a in args if a.startswith("--zoo")]
    source = "zoo" if zoo else "builders"
    zoodir = os.path.abspath(zoo[0].split("=", 1)[1]) if zoo and "=" in zoo[0] else ""
    which = slice(0, 1) if "--small" in args else slice(1, 2) if "--large" in args else slice(0, 2)
    names = [a for a in args if not a.startswith("--")] or list(models)
    print(f"builders from {source} {zoodir}", flush=True)
    ok = True
    for name in names:
        opt, batches, *loss = models[name]
        for batch in batches[which]:
            ok &= _run(here, source, zoodir, name, opt, batch, *(repr(l) for l in loss))
    print("ALL OK" if ok else "SOME FAILED")
