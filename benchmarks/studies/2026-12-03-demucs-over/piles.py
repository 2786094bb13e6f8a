"""The replay's piled kernel gradients per layer (rules' ``backward_pile``), for MODEL:BATCH ...:
PYTHONPATH=/work/main:/work/main/benchmarks piles.py MODEL:BATCH ..."""
import collections
import os
import sys

os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled  # noqa: E402
from kerasmem import estimate_memory  # noqa: E402
from kerasmem.estimate import liveness  # noqa: E402

piles = collections.Counter()
original = liveness.Plan.alloc


def alloc(self, per_sample, fixed, category, owner, name="", min_batch=0):
    if name == "piled kernel gradients":
        piles[(id(self), owner, fixed)] += 1
    return original(self, per_sample, fixed, category, owner, name, min_batch)


liveness.Plan.alloc = alloc
for arg in sys.argv[1:]:
    model_name, batch = arg.split(":")
    piles.clear()
    _, model = compiled(model_name)
    e = estimate_memory(model, int(batch), device="cpu")
    plans = sorted({p for p, _, _ in piles})
    print(f"{arg}: estimate {e.total / 2**20:.1f} MiB")
    for (plan, owner, nbytes), count in sorted(piles.items()):
        if plan == plans[0]:
            print(f"   layer {owner:3d}: {count} x {nbytes / 2**20:.2f} MiB = {count * nbytes / 2**20:.1f} MiB")
