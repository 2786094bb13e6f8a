"""ResNet50's estimate time (b32, b8, device="cpu") and its batch-unknown Grappler static peak, run from a
checkout's root: PYTHONPATH=<checkout> python resnet_time.py (with known_batch.patch applied: 136 s at b32 under load)."""
import os, sys, time
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
sys.path.insert(0, "benchmarks")
from zoo import compiled
from kerasmem import estimate_memory
from kerasmem.estimate import grappler
for name, b in [("resnet50", 32), ("resnet50", 8)]:
    _, model = compiled(name)
    t = time.time(); e = estimate_memory(model, b, device="cpu"); dt = time.time() - t
    s = grappler.StaticSums(model)
    print(name, b, f"estimate {e.total/2**20:.1f} MiB in {dt:.2f} s; static unknown-batch peak {s.peak(b)/2**20:.1f} MiB")
