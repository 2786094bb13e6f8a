"""Does an LSTM's backward loop pile up its steps' kernel gradients? Two stacked LSTMs over a Dense, SGD,
mean square error, measured (measure_peak, 4 steps, a fresh process each) and estimated, at each
UNITS:STEPS:BATCH given (UNITS:STEPS:BATCH:bi: each LSTM in a Bidirectional wrapper): probe.py 128:30:1 768:30:1 ..."""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CHILD = r"""
import os, sys, json
sys.path.insert(0, ROOT); sys.path.insert(0, HERE)
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import keras
from kerasmem import measure_peak, estimate_memory
from piles import record_piles
keras.utils.set_random_seed(0)
units, steps, batch = UNITS, STEPS, BATCH
x = keras.Input((steps, units))
h = keras.layers.Dense(units)(x)
wrap = keras.layers.Bidirectional if BI else (lambda layer: layer)
h = wrap(keras.layers.LSTM(units, return_sequences=True))(h)
h = wrap(keras.layers.LSTM(units, return_sequences=True))(h)
model = keras.Model(x, keras.layers.Dense(1)(h))
model.compile(optimizer="sgd", loss="mse", jit_compile=False)
piles = record_piles()
e = estimate_memory(model, batch, device="cpu")
m = measure_peak(model, batch, steps=4)
M = 2**20
print("RESULT " + json.dumps({"measured": round(m.peak / M, 1), "steps": [round(p / M, 1) for p in m.step_peaks if p],
      "estimate": round(e.total / M, 1), "pile": round(max([n for _, _, n in piles] or [0]) / M, 2), "piled": sum(piles.values()),
      "weights": round(sum(w.numpy().nbytes for w in model.weights) / M, 1)}))
"""
for arg in sys.argv[1:]:
    units, steps, batch, *bi = arg.split(":")
    code = (CHILD.replace("ROOT", repr(ROOT)).replace("HERE", repr(HERE)).replace("UNITS", units).replace("STEPS", steps)
            .replace("BATCH", batch).replace("BI", str(bi == ["bi"])))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    lines = [l for l in out.stdout.splitlines() if l.startswith("RESULT ")]
    print(arg, lines[0][7:] if lines else "FAILED " + out.stderr[-500:], flush=True)
