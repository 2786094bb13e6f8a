"""What a zoo model still holds after a training step, beyond what the step started with:
python held.py MODEL BATCH [STEPS].

Runs STEPS training steps (2 by default) on synthetic data under TensorFlow's profiler, the last one
traced, and lists every buffer of at least 64 KiB allocated in it and still alive at its end, by
op (Grappler's folded constants carry ``_cf_`` in their op's name; the variables were made before
the traced step and are not listed).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
import trace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)

import tensorflow as tf  # noqa: E402

import zoo  # noqa: E402
from kerasmem.trials import _synthetic_inputs, _synthetic_targets  # noqa: E402

name, batch = sys.argv[1], int(sys.argv[2])
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 2
_, model = zoo.compiled(name)
x = _synthetic_inputs(model, batch, None)
y = _synthetic_targets(model, x)
for _ in range(steps - 1):
    model.train_on_batch(x, y)
held = tf.config.experimental.get_memory_info("CPU:0")["current"]
(_, events), = trace.traced_steps(model, x, y, 1)
variables = sum(v.numpy().nbytes for v in model.variables) + sum(v.numpy().nbytes for v in model.optimizer.variables)
print(f"{name} batch {batch}: in use before the traced step {held / 2**20:.2f} MiB; the model's and the "
      f"optimizer's variables {variables / 2**20:.2f} MiB")
for e in sorted(trace.alive_after(events), key=lambda e: -e["requested"]):
    if e["requested"] >= 64 * 1024:
        print(f"  alive after the step: {e['op'][:90]:90s} req {e['requested'] / 2**20:.2f} MiB "
              f"chunk {e['bytes'] / 2**20:.2f} MiB")
