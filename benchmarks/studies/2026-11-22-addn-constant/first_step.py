"""Op trace of the FIRST training step (the one that builds the function): what it leaves allocated.

    python first_step.py MODEL BATCH      # sets the simulated GPU itself; uses ../2026-11-21-op-trace/trace.py

Not maintained code: a study.
"""
import os, sys
os.environ.update(TF_CPU_ALLOCATOR_USE_BFC="true", TF_ENABLE_ONEDNN_OPTS="0", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
HERE = os.path.dirname(os.path.abspath(__file__))
for p in ("../2026-11-21-op-trace", "../..", "../../.."):
    sys.path.insert(0, os.path.join(HERE, p))
import trace as T
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
name, b = sys.argv[1], int(sys.argv[2])
spec, model = compiled(name)
x = _synthetic_inputs(model, b, None); y = _synthetic_targets(model, x)
import tensorflow as tf
print("before first step", tf.config.experimental.get_memory_info("CPU:0"))
(measured, events), = T.traced_steps(model, x, y, 1)
alive = {}
for e in events:
    if e["alloc"]: alive[e["addr"]] = e
    else: alive.pop(e["addr"], None)
print("after", tf.config.experimental.get_memory_info("CPU:0"))
for e in sorted(alive.values(), key=lambda e: -e["bytes"])[:8]:
    print(round(e["bytes"] / 2**20, 2), round(e["requested"] / 2**20, 4), e["op"], e["shape"], e["thread"])
