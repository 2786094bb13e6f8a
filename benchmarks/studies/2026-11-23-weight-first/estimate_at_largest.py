"""The estimate (device="cpu") at each true largest batch of the seventh session's growing run, against
the uncapped peak measured there (studies/2026-11-22-no-growth/uncapped_at_largest.txt): the estimator's
accuracy at batches 4-100x the accuracy zoo's. Estimates only, nothing trains. Not maintained code.

    python benchmarks/studies/2026-11-23-weight-first/estimate_at_largest.py   # from the repository root
"""
import os, sys, re
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, "benchmarks")
from zoo import compiled
from kerasmem.estimate import prepare
ROW = re.compile(r"^\| (\w+) \| (\w+) \| ([\d,]+) \| ([\d.]+) \|")
MiB = 2**20
cache = {}
for line in open("benchmarks/studies/2026-11-22-no-growth/uncapped_at_largest.txt"):
    m = ROW.match(line)
    if not m: continue
    name, cap, b, truth = m.group(1), m.group(2), int(m.group(3).replace(",", "")), float(m.group(4))
    if name not in cache:
        spec, model = compiled(name)
        cache[name] = (prepare(model, device="cpu"), prepare(model, device="cpu", memory_growth=True))
    e = cache[name][0](b)
    print(f"{name:20s} {cap:7s} {b:6d} truth {truth:7.1f} est {e.total/MiB:7.1f} {e.total/MiB/truth-1:+.1%}")
