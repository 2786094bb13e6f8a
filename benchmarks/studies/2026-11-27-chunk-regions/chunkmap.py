"""The replay's chunk for each buffer alive at its chunk peak (the allocator_peak loop, instrumented)."""
import os, sys
sys.path[:0] = ["/work/main/benchmarks", "/work/main"]
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import numpy as np
from zoo import compiled
from kerasmem.estimate import analytic
from kerasmem.estimate.liveness import FREE, TEMP, ALIGNMENT
name, batch = sys.argv[1], int(sys.argv[2])
reverse = len(sys.argv) > 3 and sys.argv[3] == "r"
est = analytic.prepare(compiled(name)[1], None, device="cpu")
rep = next(c.cell_contents for c in est.__closure__ if type(c.cell_contents).__name__ == "_Replay")
plan = rep.plan
MiB = 2**20
made = rep._layouts[0]
kind_list, index_list, position, born, dies = plan._order(reverse)
raw = plan._raw(batch)
sizes = np.where(raw > 0, np.maximum(ALIGNMENT, -(-raw // ALIGNMENT) * ALIGNMENT), 0).tolist()
bfc = plan._holding(made, [rep.folded(batch)], rep._first_region, None)
best, at, snap = -1, 0, None
for step in range(2):
    nreg = len(bfc.regions)
    where = {}
    for k, kind in enumerate(kind_list):
        i = index_list[k]
        if kind == FREE:
            a = where.pop(i, None)
            if a is not None: bfc.free(a)
            continue
        n = sizes[i]
        if n <= 0: continue
        a = bfc.alloc_rounded(n)
        if bfc.in_use > best:
            best, at = bfc.in_use, k
            snap = {j: (bfc._size[x], sizes[j]) for j, x in where.items()}
            snap[i] = (bfc._size[a], n)
            regions = list(bfc.regions)
        if kind == TEMP: bfc.free(a)
        else: where[i] = a
    for a in where.values(): bfc.free(a)
    if len(bfc.regions) == nreg: break
print(f"chunk peak {best/MiB:.1f} MiB at event {at}; regions {[round(r/MiB,1) for r in regions]}")
tot_slack = 0
for j, (chunk, req) in sorted(snap.items(), key=lambda t: -t[1][0]):
    b = plan.buffers[j]
    if chunk / MiB < 0.5: continue
    tot_slack += chunk - req
    print(f"  {b.name[:40]:40s} {b.category[:28]:28s} req {req/MiB:7.1f} chunk {chunk/MiB:7.1f}")
print(f"slack among those listed {tot_slack/MiB:.1f}")
