"""The estimator's allocator replay of a zoo model at a batch, event by event: each request and the
chunk it gets (marked where a whole chunk larger than the request is handed out).

    python replay_log.py MODEL BATCH [--reverse] [--grown] [--all]

It spies on the estimate's own chunk replays and plays one again (planned order, or ``--reverse``: each
layer's allocations reversed; ``--grown``: with regions made early), printing the second step (both
with ``--all``)."""
import os, sys
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, "/work/main"); sys.path.insert(0, "/work/main/benchmarks")
import numpy as np
from kerasmem.estimate import liveness
from kerasmem.estimate.liveness import ALLOC, FREE, TEMP, ALIGNMENT
import zoo, kerasmem
MiB = 2**20
name, batch = sys.argv[1], int(sys.argv[2])
calls = []
orig = liveness.Plan.allocator_peak
def spy(self, b, persistent, first_region=None, steps=2, reverse=False, limit=None, made=(), grown_to=0):
    if b == batch and limit is None:
        calls.append((self, persistent, first_region, reverse, made, grown_to))
    return orig(self, b, persistent, first_region, steps, reverse, limit, made, grown_to)
liveness.Plan.allocator_peak = spy
from zoo import compiled
spec, model = compiled(name)
est = kerasmem.estimate_memory(model, batch, device="cpu")
print(f"estimate {est.total/MiB:.2f} MiB; {len(calls)} chunk replays at b{batch}")
want_rev = "--reverse" in sys.argv; want_grown = "--grown" in sys.argv
plan, persistent, first_region, reverse, made, grown_to = next(
    c for c in calls if c[3] == want_rev and (c[5] > 0) == want_grown)
kind_list, index_list, position, born, dies = plan._order(reverse)
raw = plan._raw(batch)
sizes = np.where(raw > 0, np.maximum(ALIGNMENT, -(-raw // ALIGNMENT) * ALIGNMENT), 0).tolist()
bfc = plan._holding(made, persistent, first_region, None, grown_to)
print(f"held before the step {bfc.in_use/MiB:.2f} MiB, regions {[r/MiB for r in bfc.regions]}")
for step in range(2):
    where = {}; best = 0; rows = []
    for k, kind in enumerate(kind_list):
        i = index_list[k]; b = plan.buffers[i]; ph, layer = plan.events[position[k]][2:]
        if kind == FREE:
            a = where.pop(i, None)
            if a is not None:
                bfc.free(a); rows.append(("free", i, b, sizes[i], 0, bfc.in_use, ph, layer))
            continue
        if sizes[i] <= 0: continue
        a = bfc.alloc_rounded(sizes[i]); got = bfc._size[a]
        rows.append(("temp" if kind == TEMP else "alloc", i, b, sizes[i], got, bfc.in_use, ph, layer))
        best = max(best, bfc.in_use)
        if kind == TEMP: bfc.free(a)
        else: where[i] = a
    for a in where.values(): bfc.free(a)
    print(f"## replay step {step+1}: peak {best/MiB:.2f} MiB; regions {[r/MiB for r in bfc.regions]}")
    if step == 1 or "--all" in sys.argv:
        for kind, i, b, n, got, use, ph, layer in rows:
            if max(n, got) < 128*1024: continue
            flag = " <-- whole chunk" if got > n else ""
            print(f"{kind:5s} #{i:4d} {ph[:4]} L{layer:3d} {b.name[:40]:40s} {b.category[:22]:22s} req {n/MiB:7.2f} chunk {got/MiB:7.2f} in_use {use/MiB:7.2f}{flag}")
