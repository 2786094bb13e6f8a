"""decomp.py: the rows more than 20% over (or 10% under), their error at the estimate, at low, without the chunk slack."""
from pathlib import Path
import sys, os, statistics
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import kerasmem  # noqa
from evaluate_estimator import truth, prepare_rows, BLIND
rows = [r for r in truth() if r["group"] != BLIND]
pick = set()
for line in open("../2026-11-28-blind82/eval_range.txt"):
    c = [x.strip() for x in line.split("|")]
    if len(c) > 8 and c[3].isdigit() and c[7].endswith("%"):
        e = float(c[7].rstrip("%"))
        if e > 20 or e < -10:
            pick.add((c[1], int(c[3])))
rows = [r for r in rows if (r["model"], r["batch"]) in pick]
prepared = prepare_rows(rows)
MiB = 2**20
out = []
print("| model | batch | truth | estimate | low | rounding | err | at low | no rounding | low, no rounding |")
print("|---|---|---|---|---|---|---|---|---|---|")
for r in rows:
    e = prepared[r["model"]](r["batch"])
    t = r["median"]
    rnd = e.breakdown.get("allocator rounding", 0)
    errs = [(x - t) / t for x in (e.total, e.low, e.total - rnd, e.low - rnd)]
    out.append(errs)
    print(f"| {r['model']} | {r['batch']} | {t/MiB:.1f} | {e.total/MiB:.1f} | {e.low/MiB:.1f} | {rnd/MiB:.1f} | " + " | ".join(f"{x:+.1%}" for x in errs) + " |")
for k, label in enumerate(("estimate", "low", "no rounding", "low, no rounding")):
    v = [o[k] for o in out]
    print(f"{label}: {sum(x > 0.2 for x in v)} over 20%, {sum(x < -0.1 for x in v)} under 10%, of {len(v)}")
