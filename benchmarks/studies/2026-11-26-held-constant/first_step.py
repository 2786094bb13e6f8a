import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main", "/work/main/benchmarks/studies/2026-11-21-op-trace"]
import numpy as np, tensorflow as tf, keras
import trace as tr
MiB = 2**20
from zoo import compiled
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)[:2]
model.optimizer.build(model.trainable_variables)
shape = (batch, *model.input_shape[1:])
x = np.random.rand(*shape).astype("float32"); y = np.random.randint(0, 10, batch)
for measured, events in tr.traced_steps(model, x, y, 2):
    alive = tr.alive_after(events)
    print("step: peak", round(measured/MiB,1), "left alive after the step:", round(sum(e["bytes"] for e in alive)/MiB, 2))
    for e in sorted(alive, key=lambda e: -e["bytes"])[:12]:
        print(f"   {e['bytes']/MiB:8.2f} (req {e['requested']/MiB:8.2f}) {e['op']} {e['shape']}")
    freed_old = [e for e in events if not e["alloc"] and e["addr"] not in {a["addr"] for a in events if a["alloc"]}]
    print("   freed from before the step:", round(sum(e["bytes"] for e in freed_old)/MiB, 2), [ (round(e['bytes']/MiB,2), e['op']) for e in freed_old if e['bytes'] > MiB][:8])
