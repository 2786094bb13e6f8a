"""What the first training step leaves allocated (the constants Grappler folds show here), traced.

    python first_step.py MODEL BATCH
"""
import sys
import os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-11-21-op-trace"))
import trace as T
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
name, batch = sys.argv[1], int(sys.argv[2])
_, m = compiled(name)
x = _synthetic_inputs(m, batch, None, tensors=True); y = _synthetic_targets(m, x, tensors=True)
m.optimizer.build(m.trainable_variables)
(measured, events), = T.traced_steps(m, x, y, 1)
alive = {}
for e in events:
    if e["alloc"]: alive[e["addr"]] = e
    else: alive.pop(e["addr"], None)
print("first step peak", measured / 2**20)
for e in sorted(alive.values(), key=lambda e: -e["bytes"]):
    if e["bytes"] >= 4096: print("held after step 1:", e["op"], e["bytes"] / 2**20, e["requested"], e.get("shape"))
