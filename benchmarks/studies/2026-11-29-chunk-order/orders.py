"""orders.py: every non-blind row's estimate with the chunk replay in each order alone (JSON lines).

The estimate's allocator rounding is the mean over two orders (as planned; each layer's run of
allocations reversed) and two starts. Here each order's slack is recorded at the row's batch and the
estimate re-read with it: total - slack(mean) + slack(order)."""
from pathlib import Path
import sys, os, json
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import kerasmem  # noqa
from kerasmem.estimate import analytic
from evaluate_estimator import truth, prepare_rows, BLIND

REC = {}


def chunk_slack(self, anchor):
    folded = self.constants(anchor)
    per = {False: [], True: []}
    for made in self._layouts:
        starts = (0,)
        if self._first_region is None and self.plan.next_region(made, folded) < analytic._EARLY_REGIONS:
            starts = (0, analytic._EARLY_REGIONS)
        counted = {False: [], True: []}
        for grown_to in starts:
            for reverse in (False, True):
                chunks = self.plan.allocator_peak(anchor, folded, self._first_region, reverse=reverse,
                                                  made=made, grown_to=grown_to)
                dynamic = sum(b.raw(anchor) for b in chunks.live if b.category not in analytic._STATIC)
                counted[reverse].append(chunks.bytes + round((analytic.ALLOWANCE - 1) * dynamic))
        per[False].append(sum(counted[False]) // len(counted[False]))
        per[True].append(sum(counted[True]) // len(counted[True]))
        per.setdefault("mean", []).append(sum(counted[False] + counted[True]) // (2 * len(counted[False])))
    base = sum(self._variables) + sum(folded) + self.requests(anchor)
    out = {k: max(v) - base for k, v in per.items()}
    REC[(id(self), anchor)] = out
    return out["mean"]


analytic._Replay._chunk_slack = chunk_slack
rows = [r for r in truth() if r["group"] != BLIND]
prepared = prepare_rows(rows)
with open("orders.jsonl", "w") as out:
    for r in rows:
        est = prepared[r["model"]]
        e = est(r["batch"])
        step = est.places.__self__ if hasattr(est, "places") else None
        rec = REC.get((id(step), r["batch"])) if step is not None else None
        d = dict(model=r["model"], batch=r["batch"], group=r["group"], truth=r["median"], total=e.total, low=e.low,
                 rounding=e.breakdown.get("allocator rounding", 0), runs=r.get("runs"))
        if rec:
            d.update(fwd=e.total - rec["mean"] + rec[False], rev=e.total - rec["mean"] + rec[True],
                     slack_mean=rec["mean"])
        out.write(json.dumps(d) + "\n")
        out.flush()
