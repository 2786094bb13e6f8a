"""Trains each new builder as the benchmark does (measure_peak, 4 steps), one fresh process per (model, batch).

Usage: check.py [--zoo[=DIR]] [--small|--large] [name ...]   (no names: all six, both batch sizes; --zoo: the
builders from zoo.py, /work/main/benchmarks or the zoo.py in DIR, e.g. zoo_copy)
"""
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PY = "/work/main/.venv/bin/python"

MODELS = {  # name: (optimizer, (smaller, larger)[, loss])
    "repvgg_a0_multibranch_classifier": ("sgd_momentum_accumulate2", (4, 24)),
    "bisenet_two_path_segmenter": ("sgd", (2, 12)),
    "deberta_disentangled_text_classifier": ("adamw_ema", (4, 16)),
    "f16_mmoe_multitask_recommender": ("adam_amsgrad", (512, 4096), "binary_crossentropy"),
    "stgcn_traffic_forecaster": ("rmsprop_centered", (8, 48), "mse"),
    "hifigan_v2_mel_vocoder": ("adadelta", (2, 12), "mse"),
}

CHILD = r"""
import os, sys, time, json
sys.path.insert(0, "/work/main/benchmarks"); sys.path.insert(0, "/work/main"); sys.path.insert(0, HERE)
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


def run(name, opt, batch, loss="SPARSE"):
    code = (CHILD.replace("HERE", repr(HERE)).replace("NAME", repr(name)).replace("OPT", repr(opt))
            .replace("BATCH", str(batch)).replace("LOSS", loss).replace("SOURCE", repr(SOURCE)).replace("ZOODIR", repr(ZOODIR)))
    t = time.time()
    p = subprocess.run([PY, "-c", code], capture_output=True, text=True, timeout=1800)
    total = time.time() - t
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


if __name__ == "__main__":
    args = sys.argv[1:]
    zoo = [a for a in args if a.startswith("--zoo")]
    SOURCE = "zoo" if zoo else "builders"
    ZOODIR = os.path.abspath(zoo[0].split("=", 1)[1]) if zoo and "=" in zoo[0] else ""
    which = slice(0, 1) if "--small" in args else slice(1, 2) if "--large" in args else slice(0, 2)
    names = [a for a in args if not a.startswith("--")] or list(MODELS)
    print(f"builders from {SOURCE} {ZOODIR}", flush=True)
    ok = True
    for name in names:
        opt, batches, *loss = MODELS[name]
        for batch in batches[which]:
            ok &= run(name, opt, batch, *(repr(l) for l in loss))
    print("ALL OK" if ok else "SOME FAILED")
