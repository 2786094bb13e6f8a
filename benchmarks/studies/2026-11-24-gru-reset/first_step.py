"""What one Dense layer still holds after its first training step (the graph's optimisation
included), beyond the optimizer's state: python first_step.py LOSS ACTIVATION UNITS [BATCH].

Lists every buffer of at least a quarter of the output still allocated; Grappler's folded
constants carry ``_cf_`` in their op's name (first_step_constants.txt: each loss form at 20,000,
40,000 and 48,000 outputs, batch 64, Adam).
"""
import glob
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-11-21-op-trace"))
import trace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)
import numpy as np, keras, tensorflow as tf
from keras import layers
loss, act, units = sys.argv[1], sys.argv[2], int(sys.argv[3]); B = int(sys.argv[4]) if len(sys.argv) > 4 else 64
keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((64,)), layers.Dense(units, activation=None if act == "linear" else act)])
model.compile(optimizer="adam", loss=loss, jit_compile=False)
x = tf.constant(np.random.rand(B, 64).astype("float32")); y = tf.constant(np.random.randint(0, units, (B,)).astype("int32")) if "sparse" in loss else tf.constant(np.random.dirichlet(np.ones(units), B).astype("float32") if "categorical" in loss else (np.random.rand(B, units) > 0.5).astype("float32"))
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
folder = tempfile.mkdtemp(prefix="first")
tf.profiler.experimental.start(folder, options=options)
model.train_on_batch(x, y)
tf.profiler.experimental.stop()
events = trace.parse(sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1])
out = B * units * 4
print(loss, act, units, "output MiB %.2f" % (out / 2**20))
for e in sorted(trace.alive_after(events), key=lambda e: -e["requested"]):
    if e["requested"] >= out // 4 and not e["op"].startswith("adam/"):
        print("  alive after step 1: %-70s req %.2f MiB chunk %.2f MiB" % (e["op"][:70], e["requested"] / 2**20, e["bytes"] / 2**20))
