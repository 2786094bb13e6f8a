"""Trace the first two train steps (after optimizer build); print allocations >= 1 MiB with addresses.

    python first_big.py MODEL BATCH [EVENTS.jsonl] [--no-forward]

--no-forward: zeros of the output's shape as targets, made without the batch-1 forward pass that
kerasmem's synthetic targets run (to see whether that pass grows the allocator's regions).
"""
import os, sys, json
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main", "/work/main/benchmarks/studies/2026-11-21-op-trace"]
import tensorflow as tf
import trace as tr
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
MiB = 2**20
no_forward = "--no-forward" in sys.argv
args = [a for a in sys.argv[1:] if a != "--no-forward"]
name, batch = args[0], int(args[1])
spec, model = compiled(name)[:2]
model.optimizer.build(model.trainable_variables)
x = _synthetic_inputs(model, batch, None)
if no_forward:
    import numpy as np
    y = np.zeros((batch, *model.outputs[0].shape[1:]), "float32")
else:
    y = _synthetic_targets(model, x)
print("in use after build:", round(tf.config.experimental.get_memory_info("CPU:0")["current"]/MiB, 2))
out = open(args[2], "w") if len(args) > 2 else None
for s, (measured, events) in enumerate(tr.traced_steps(model, x, y, 2), 1):
    print(f"== step {s}: peak {measured/MiB:.1f}")
    for e in events:
        if out: out.write(json.dumps(dict(e, step=s)) + "\n")
        if e["bytes"] >= MiB:
            print(f'  {"A" if e["alloc"] else "F"} {e["bytes"]/MiB:7.2f} req {e["requested"]/MiB:7.2f} inuse {e["in_use"]/MiB:7.1f} {hex(e["addr"])[-9:]} {e["op"][-55:]}')
