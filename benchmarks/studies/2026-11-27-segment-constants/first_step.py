"""Trace the first train step (after optimizer build) and list what it leaves allocated."""
import os, sys
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
x = _synthetic_inputs(model, batch, None); y = _synthetic_targets(model, x)
print("in use after build:", round(tf.config.experimental.get_memory_info("CPU:0")["current"]/MiB, 2))
for measured, events in tr.traced_steps(model, x, y, 2):
    alive = tr.alive_after(events)
    print("step: peak", round(measured/MiB,1), "in use after:", round(tf.config.experimental.get_memory_info("CPU:0")["current"]/MiB, 2), "left alive after the step:", round(sum(e["bytes"] for e in alive)/MiB, 2))
    for e in sorted(alive, key=lambda e: -e["bytes"])[:8]:
        print(f"   {e['bytes']/MiB:8.2f} (req {e['requested']/MiB:8.2f}) {e['op']} {e.get('shape','')}")
