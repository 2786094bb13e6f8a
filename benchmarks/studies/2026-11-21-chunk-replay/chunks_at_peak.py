"""The chunk replay's peak, buffer by buffer: requested bytes beside the BFC chunk each one got.

    python chunks_at_peak.py MODEL BATCH

Needs chunk_replay.diff applied (it imports kerasmem.estimate.bfc). Builds the
zoo model, the analytic plan (device="cpu"), allocates the variables in a
fresh BFC model, replays the step twice and prints the 25 largest buffers
alive at the largest bytes_in_use. A study script, not maintained code.
"""

import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))  # benchmarks/ (zoo)
sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))  # the checkout (kerasmem)
from zoo import compiled
from kerasmem import _graph
from kerasmem.estimate import analytic
from kerasmem.estimate.devices import resolve_device
from kerasmem.estimate.optimizers import optimizer_state
from kerasmem.estimate.bfc import BFC
from kerasmem.estimate.liveness import FREE, TEMP
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
state = optimizer_state(model, model.optimizer)
_, calls = _graph.layer_calls(model, None)
plan, fixed = analytic._build(model, calls, state, model.optimizer, "float32", resolve_device("cpu"), False, None)
pers = analytic._persistent_sizes(model, state)
M = 2**20
bfc = BFC()
for n in pers: bfc.alloc(n)
print("persistent raw %.2f in_use %.2f regions %s" % (sum(pers)/M, bfc.in_use/M, [r/M for r in bfc.regions]))
best=-1; snap=None
for step in range(2):
    where={}
    for k,(kind,i,ph,lay) in enumerate(plan.events):
        if kind==FREE:
            a=where.pop(i,None)
            if a is not None: bfc.free(a)
            continue
        n=plan.buffers[i].raw(batch)
        if n<=0: continue
        a=bfc.alloc(n)
        if bfc.in_use>best:
            best=bfc.in_use
            live={j:(bfc._size[ad]) for j,ad in where.items()}
            live[i]=bfc._size[a]
            snap=(step,k,ph,lay,live)
        if kind==TEMP: bfc.free(a)
        else: where[i]=a
    for a in where.values(): bfc.free(a)
step,k,ph,lay,live=snap
print(f"peak {best/M:.2f} MiB step {step} event {k}/{len(plan.events)} {ph} {calls[lay].name if lay>=0 else '-'}; regions {[r/M for r in bfc.regions]}")
rows=sorted(live.items(), key=lambda kv:-kv[1])
tot_raw=0
for j,c in rows[:25]:
    b=plan.buffers[j]; tot_raw+=b.raw(batch)
    print(f"  {calls[b.owner].name if b.owner>=0 else '-':28s} {b.name:28s} {b.category:30s} raw {b.raw(batch)/M:7.2f} chunk {c/M:7.2f}")
print(f"live step buffers raw {sum(plan.buffers[j].raw(batch) for j in live)/M:.2f} chunks {sum(live.values())/M:.2f}; raw plan peak {plan.peak(batch).bytes/M:.2f}")
