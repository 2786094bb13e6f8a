"""The chunk replay's slack as the mean (or median, or a quantile) over K orders, scored on every row.

    K=8 STAT=mean python orders.py     (STAT: mean, median, a quantile such as 0.75,
    or planned / reversed: that order alone)

Orders: as planned, each layer's run of allocations reversed (the estimator's two), and K - 2 random
permutations of each run (seeded 1..K-2), temporaries left in place. Patches
``analytic._Replay._chunk_slack`` and ``liveness.Plan._order``; scores the rows that are not blind
(evaluate_estimator's truth) and prints median / max / runs >10% under / runs >20% over. A study, not
maintained code (thirty-second session; results in README.md).
"""
import os, sys, json, statistics, random
for k,v in dict(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", KERASMEM_SIMULATED_GROWTH="true", TF_CPP_MIN_LOG_LEVEL="3").items(): os.environ[k]=v
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "..", ".."), os.path.join(HERE, "..", "..")]  # the checkout, benchmarks/
import numpy as np
from kerasmem.estimate import liveness, analytic
from kerasmem.estimate.liveness import ALLOC, FREE, TEMP
K=int(os.environ.get("K","8")); STAT=os.environ.get("STAT","mean")
orig_order=liveness.Plan._order
def _order(self, reverse):
    if isinstance(reverse,bool): return orig_order(self, reverse)
    cache = getattr(self, "_orders", None)
    if cache is None or cache[0] != len(self.events):
        cache = self._orders = (len(self.events), {})
    if reverse not in cache[1]:
        rng=random.Random(reverse)
        position=list(range(len(self.events)))
        start=0
        for k in range(1, len(self.events)+1):
            if k==len(self.events) or not self._same_run(self.events[k-1], self.events[k]):
                run=position[start:k]
                slots=[j for j,p in enumerate(run) if self.events[p][0]==ALLOC]
                perm=[run[j] for j in slots]; rng.shuffle(perm)
                for j,p in zip(slots,perm): position[start+j]=p
                start=k
        kinds = np.array([self.events[p][0] for p in position], dtype=np.int8)
        index = np.array([self.events[p][1] for p in position], dtype=np.int64)
        born = np.full(len(self.buffers), len(position), dtype=np.int64)
        dies = np.full(len(self.buffers), len(position), dtype=np.int64)
        born[index[kinds != FREE]] = np.nonzero(kinds != FREE)[0]
        dies[index[kinds == FREE]] = np.nonzero(kinds == FREE)[0]
        dies[index[kinds == TEMP]] = np.nonzero(kinds == TEMP)[0] + 1
        cache[1][reverse] = (kinds.tolist(), index.tolist(), position, born, dies)
    return cache[1][reverse]
liveness.Plan._order=_order
def _chunk_slack(self, anchor):
    folded = self.folded(anchor)
    counted = []
    orders=[False,True]+list(range(1,K-1))
    for reverse in orders:
        chunks = self.plan.allocator_peak(anchor, self._variables + [folded], self._first_region, reverse=reverse)
        dynamic = sum(b.raw(anchor) for b in chunks.live if b.category not in analytic._STATIC)
        counted.append(chunks.bytes + round((analytic.ALLOWANCE - 1) * dynamic))
    if STAT=="planned": v=counted[0]
    elif STAT=="reversed": v=counted[1]
    elif STAT=="mean": v=sum(counted)//len(counted)
    elif STAT=="median": v=int(statistics.median(counted))
    else: v=int(np.quantile(counted,float(STAT)))
    return v - sum(self._variables) - folded - self.requests(anchor)
if K!=2 or STAT!="mean": analytic._Replay._chunk_slack=_chunk_slack
import evaluate_estimator as ev
rows=[r for r in ev.truth(ev.TRUTH) if r["group"]!=ev.BLIND]
prep=ev.prepare_rows(rows)
out=[]
for r in rows:
    e=prep[r["model"]](r["batch"])
    out.append(dict(model=r["model"],batch=r["batch"],truth=r["median"],total=e.total,slack=e.breakdown.get("allocator rounding",0)))
e=[(x["total"]-x["truth"])/x["truth"] for x in out]; a=[abs(v) for v in e]
print(K,STAT,"median %.1f max %.1f under10 %d over20 %d worst %.1f"%(100*statistics.median(a),100*max(a),sum(v<-0.1 for v in e),sum(v>0.2 for v in e),100*min(e)))
