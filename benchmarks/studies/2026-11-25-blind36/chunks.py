"""The chunk replay at one batch: each buffer alive at the replay's peak, its request and its chunk.

    PYTHONPATH=.:benchmarks python benchmarks/studies/2026-11-25-blind36/chunks.py mixed_float16_cnn 64
"""
import sys
import numpy as np
import zoo
from kerasmem.estimate.analytic import prepare
from kerasmem.estimate.liveness import ALIGNMENT, FREE, TEMP

name, batch = sys.argv[1], int(sys.argv[2])
spec, model = zoo.compiled(name)
est = prepare(model, device="cpu")
rep = est.places.__self__
plan = rep.plan
persistent = rep._variables + [rep.folded(batch)]
for reverse in (False, True):
    kind_list, index_list, position, born, dies = plan._order(reverse)
    raw = plan._raw(batch)
    sizes = np.where(raw > 0, np.maximum(ALIGNMENT, -(-raw // ALIGNMENT) * ALIGNMENT), 0).tolist()
    bfc = plan._holding((), persistent, rep._first_region, None)
    base = bfc.in_use
    best, snap = -1, None
    for step in range(2):
        regions = len(bfc.regions)
        where = {}
        for k, kind in enumerate(kind_list):
            i = index_list[k]
            if kind == FREE:
                addr = where.pop(i, None)
                if addr is not None:
                    bfc.free(addr)
                continue
            n = sizes[i]
            if n <= 0:
                continue
            addr = bfc.alloc_rounded(n)
            if bfc.in_use > best:
                best = bfc.in_use
                snap = [(plan.buffers[j].name or plan.buffers[j].category, raw[j], bfc._size[a]) for j, a in list(where.items()) + [(i, addr)]]
            if kind == TEMP:
                bfc.free(addr)
            else:
                where[i] = addr
        for addr in where.values():
            bfc.free(addr)
        if len(bfc.regions) == regions:
            break
    print(f"\n## reverse={reverse}: peak {best/2**20:.2f} MiB (variables {base/2**20:.2f}); regions {[r/2**20 for r in bfc.regions]}")
    snap.sort(key=lambda t: -t[2])
    tot_req = sum(t[1] for t in snap); tot_chunk = sum(t[2] for t in snap)
    print(f"alive {len(snap)}: requests {tot_req/2**20:.2f} MiB, chunks {tot_chunk/2**20:.2f} MiB")
    for nm, r, c in snap[:25]:
        print(f"  {c/2**20:8.2f} chunk  {r/2**20:8.2f} req  {nm}")
