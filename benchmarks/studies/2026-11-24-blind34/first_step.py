"""What a model's first training steps leave allocated: the constants Grappler folds and keeps.

    python first_step.py MODEL BATCH

Traces the first two training steps (the first one builds the function and the optimizer) with
the op-trace study's ``trace.py`` (which sets the simulated-GPU environment when imported) and
lists, for each, the allocations made in it and not freed by its end, by the op that made them.
Not maintained code: a study.
"""

import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace as T  # noqa: E402  (sets the environment before TensorFlow is imported)

import tensorflow as tf  # noqa: E402
from zoo import compiled  # noqa: E402

from kerasmem.trials import _synthetic_inputs, _synthetic_targets  # noqa: E402

MiB = 2**20
name, batch = sys.argv[1], int(sys.argv[2])
spec, model = compiled(name)
x = _synthetic_inputs(model, batch, None)
y = _synthetic_targets(model, x)
print(f"in use before step 1: {tf.config.experimental.get_memory_info('CPU:0')['current'] / MiB:.2f} MiB")
for k, (measured, events) in enumerate(T.traced_steps(model, x, y, 2), 1):
    alive = T.alive_after(events)
    by_op: dict = defaultdict(lambda: [0, 0])
    for a in alive:
        by_op[a["op"]][0] += a["bytes"]
        by_op[a["op"]][1] += 1
    print(f"## traced step {k}: peak {measured / MiB:.2f} MiB, in use at its end {events[-1]['in_use'] / MiB:.2f} MiB, "
          f"made in it and alive after it {sum(a['bytes'] for a in alive) / MiB:.2f} MiB")
    for op, (n, count) in sorted(by_op.items(), key=lambda kv: -kv[1][0])[:15]:
        print(f"  {n / MiB:8.3f} MiB {count:4d}  {op}")
