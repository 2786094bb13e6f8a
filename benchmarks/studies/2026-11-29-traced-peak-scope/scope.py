"""How far off the estimate is where its peak sits in a layer costed from its traced graph, against
elsewhere: the scope of replaying a traced layer's ops one by one (the allocator's chunks between them).

    python scope.py > scope.txt     (every stored row but the blind ones; about 10 minutes)
"""
import os
import re
import statistics
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
import evaluate_estimator as ev  # noqa: E402

rows = [r for r in ev.truth() if r["group"] != ev.BLIND]
groups: dict = {"peak in a traced layer": [], "a traced layer elsewhere": [], "no traced layer": []}
for k, r in enumerate(rows):
    prepared = ev.prepare_rows([r])  # one model at a time: the machine's L3 and threads are the row's
    e = prepared[r["model"]](r["batch"])
    notes = " ".join(e.notes)
    peak = re.search(r"peak in the \w+ pass, at layer '([^']+)'", notes)
    traced = re.findall(r"'([^']+)' \([^)]*\)", notes.split("no rule of its own for ", 1)[1].split(":", 1)[0]) \
        if "no rule of its own for " in notes else []
    err = (e.total - r["median"]) / r["median"]
    key = ("peak in a traced layer" if peak and peak.group(1) in traced
           else "a traced layer elsewhere" if traced else "no traced layer")
    groups[key].append((err, r["model"], r["batch"]))
    print(f"{r['model']:40s} {r['batch']:6d} {err:+7.1%} {key}", file=sys.stderr)

print("| where the peak is | runs | median abs error | median signed | over 20% | under 10% |")
print("|---|---|---|---|---|---|")
for key, items in groups.items():
    errs = [x[0] for x in items]
    if errs:
        print(f"| {key} | {len(errs)} | {statistics.median(abs(x) for x in errs):.1%} | "
              f"{statistics.median(errs):+.1%} | {sum(x > 0.2 for x in errs)} | {sum(x < -0.1 for x in errs)} |")
print()
for key, items in groups.items():
    under = sorted(x for x in items if x[0] < -0.1)
    print(f"{key}, more than 10% under: " + ", ".join(f"{m} b{b} {x:+.1%}" for x, m, b in under))
