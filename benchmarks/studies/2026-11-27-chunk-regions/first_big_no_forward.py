"""Trace the first two train steps (after optimizer build); print allocations >= 1 MiB with addresses."""
import os, sys, json
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main", "/work/main/benchmarks/studies/2026-11-21-op-trace"]
import tensorflow as tf
import trace as tr
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
MiB = 2**20
name, batch = sys.argv[1], int(sys.argv[2])
spec, model = compiled(name)[:2]
model.optimizer.build(model.trainable_variables)
x = _synthetic_inputs(model, batch, None)
import numpy as np
y = np.zeros((batch, *model.outputs[0].shape[1:]), "float32")
print("in use after build:", round(tf.config.experimental.get_memory_info("CPU:0")["current"]/MiB, 2))
out = open(sys.argv[3], "w") if len(sys.argv) > 3 else None
for s, (measured, events) in enumerate(tr.traced_steps(model, x, y, 2), 1):
    print(f"== step {s}: peak {measured/MiB:.1f}")
    for e in events:
        if out: out.write(json.dumps(dict(e, step=s)) + "\n")
        if e["bytes"] >= MiB:
            print(f'  {"A" if e["alloc"] else "F"} {e["bytes"]/MiB:7.2f} req {e["requested"]/MiB:7.2f} inuse {e["in_use"]/MiB:7.1f} {hex(e["addr"])[-9:]} {e["op"][-55:]}')
