"""The replay's allocator at its peak, per variant (layout, start, order): the regions and the chunks in use
with the requests they hold. PYTHONPATH=/work/main:/work/main/benchmarks chunks.py MODEL BATCH OPTIMIZER"""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled, optimizer
from kerasmem import estimate_memory
from kerasmem.estimate import analytic, bfc as bfc_module

name, batch, opt = sys.argv[1], int(sys.argv[2]), sys.argv[3]
M = 2**20
seen = []
original = analytic._Replay.total
def total(self, b):
    if not seen:
        seen.append(self)
    return original(self, b)
analytic._Replay.total = total
_, model = compiled(name)
estimate_memory(model, batch, device="cpu", optimizer=optimizer(opt))
r = seen[0]

snap = {}
orig_alloc = bfc_module.BFC.alloc_rounded
def alloc_rounded(self, n):
    addr = orig_alloc(self, n)
    if self.in_use > snap.get("best", -1):
        snap["best"] = self.in_use
        snap["regions"] = list(self.regions)
        snap["chunks"] = sorted((a, self._size[a]) for a in self._used)
    return addr
bfc_module.BFC.alloc_rounded = alloc_rounded
folded = r.constants(batch)
for li, made, grown_to, reverse in r.allocator_variants(folded):
    snap.clear()
    chunks = r.plan.allocator_peak(batch, folded, r._first_region, reverse=reverse, made=made, grown_to=grown_to)
    big = [(a, s) for a, s in snap["chunks"] if s >= M]
    print(f"layout {li} grown_to {grown_to/M:.0f} reverse {reverse}: peak {chunks.bytes/M:.1f} MiB, regions "
          f"{[round(x/M, 1) for x in snap['regions']]}")
    print("   chunks >= 1 MiB (addr MiB: size):", ", ".join(f"{a/M:.1f}: {s/M:.2f}" for a, s in big))
