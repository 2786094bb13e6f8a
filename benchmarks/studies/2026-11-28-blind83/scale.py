"""scale.py: every stored row's error with the allocator rounding (chunk slack) scaled by f, and with low."""
from pathlib import Path
import sys, os, statistics, json
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import kerasmem  # noqa
from evaluate_estimator import truth, prepare_rows, BLIND
rows = [r for r in truth() if r["group"] != BLIND]
prepared = prepare_rows(rows)
data = []
for r in rows:
    e = prepared[r["model"]](r["batch"])
    data.append(dict(model=r["model"], batch=r["batch"], truth=r["median"], total=e.total, low=e.low,
                     rounding=e.breakdown.get("allocator rounding", 0), group=r["group"]))
json.dump(data, open("scale_rows.json", "w"))
for f in (1.0, 0.75, 0.5, 0.25, 0.0):
    for use_low in (False, True):
        errs = [((d["low"] if use_low else d["total"]) - (1 - f) * d["rounding"] - d["truth"]) / d["truth"] for d in data]
        print(f"rounding x{f:.2f}{' at low' if use_low else ''}: median {statistics.median(abs(x) for x in errs):.1%}, "
              f"max {max(errs, key=abs):+.1%}, {sum(x > .2 for x in errs)} over 20%, {sum(x < -.1 for x in errs)} under 10%")
