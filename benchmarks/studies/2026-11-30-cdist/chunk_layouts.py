"""Prints each of the chunk replay's layouts (two starts x two orders x the variables' layouts) at one batch,
then the estimate: python chunk_layouts.py MODEL BATCH, from the checkout's root. A study tool."""
import os, sys
os.environ.update(TF_CPP_MIN_LOG_LEVEL="3", CUDA_VISIBLE_DEVICES="")
sys.path.insert(0, "benchmarks"); sys.path.insert(0, ".")
import zoo
from kerasmem.estimate import liveness, bfc
from kerasmem import estimate_memory
name, batch = sys.argv[1], int(sys.argv[2])
orig = liveness.Plan.allocator_peak
orig_hold = liveness.Plan._holding
last = {}
def hold(self, *a, **k):
    b = orig_hold(self, *a, **k); last['bfc'] = b; return b
liveness.Plan._holding = hold
def peak(self, batch_size, persistent, first_region=None, steps=2, reverse=False, limit=None, made=(), grown_to=0):
    r = orig(self, batch_size, persistent, first_region, steps, reverse, limit, made, grown_to)
    if batch_size == batch:
        b = last['bfc']
        print(f"anchor {batch_size} reverse={reverse} made={len(made)} grown_to={grown_to>>20}: peak {r.bytes/2**20:.1f} MiB regions {[x>>20 for x in b.regions]}")
    return r
liveness.Plan.allocator_peak = peak
spec, model = zoo.compiled(name)
e = estimate_memory(model, batch, device="cpu")
print(e.total / 2**20)
