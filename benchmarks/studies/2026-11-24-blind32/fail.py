"""Where the capped replay of a step fails, and what is alive then: python fail.py MODEL CAP BATCH (run with TF_CPU_ALLOCATOR_USE_BFC=true TF_ENABLE_ONEDNN_OPTS=0)."""
from pathlib import Path
BENCH = Path(__file__).resolve().parents[2]  # benchmarks/
import sys
sys.path.insert(0, str(BENCH))
name, cap, b = sys.argv[1], sys.argv[2], int(sys.argv[3])
import zoo
from kerasmem import parse_size
from kerasmem.estimate import prepare, bfc as B
_, m = zoo.compiled(name)
memory = parse_size(cap)
est = prepare(m, device="cpu", memory_growth=True)
est(b)
state = {}
orig = B.BFC._extend
def ext(self, n):
    try:
        orig(self, n)
    except B.RegionsExhausted:
        state.update(n=n, in_use=self.in_use, regions=list(self.regions), free=sorted(self._free)[-6:])
        raise
B.BFC._extend = ext
MiB = 2**20
print("places", est.places(b, memory))
if state:
    print("failed request %.2f MiB; in use %.2f MiB; regions %s; largest free %s" % (
        state["n"] / MiB, state["in_use"] / MiB, [round(r / MiB, 2) for r in state["regions"]],
        [round(s / MiB, 2) for s, _ in state["free"]]))
print("estimate total %.1f" % (est(b).total / MiB))
# where: replay again by hand
import numpy as np
from kerasmem.estimate.liveness import FREE, TEMP, ALIGNMENT
step = est.places.__self__; plan = step.plan
kind_list, index_list, position, born, dies = plan._order(False)
raw = plan._raw(b)
sizes = np.where(raw > 0, np.maximum(ALIGNMENT, -(-raw // ALIGNMENT) * ALIGNMENT), 0).tolist()
alloc_b = plan._holding(step._variables + [step.folded(b)], None, memory)
for step in range(2):
    where = {}
    for k, kind in enumerate(kind_list):
        i = index_list[k]
        if kind == FREE:
            a = where.pop(i, None)
            if a is not None: alloc_b.free(a)
            continue
        if sizes[i] <= 0: continue
        try:
            a = alloc_b.alloc_rounded(sizes[i])
        except B.RegionsExhausted:
            _, _, phase, layer = plan.events[position[k]]
            print("step", step, "failed at", phase, layer, "buffer", plan.buffers[i].name, round(sizes[i] / MiB, 2))
            for j, ad in where.items():
                print("   alive %-40s %8.2f req, chunk %8.2f" % (plan.buffers[j].name[:40], sizes[j] / MiB, alloc_b._size[ad] / MiB))
            raise SystemExit
        if kind == TEMP: alloc_b.free(a)
        else: where[i] = a
    for a in where.values(): alloc_b.free(a)
    print("step", step, "regions", [round(r / MiB) for r in alloc_b.regions], "peak", round(alloc_b.peak / MiB, 1))
