"""The committed estimator's largest-batch predictions against the true largest batches of two runs.

    python repredict_largest.py          # from the repository root; estimates only, nothing trains
    python repredict_largest.py ../2026-11-23-search-growth/growing.txt   # another growing run's table

Reads the tables of the seventh session's growing run (studies/2026-11-22-seventh-blind/largest_batch_run.txt)
and the ninth session's one-region run (studies/2026-11-22-no-growth/largest_batch_no_growth.txt): each
search's true largest batch and smallest out-of-memory batch. Predicts again with the estimator as it is
now (``max_batch_size(model, cap, device="cpu", memory_growth=...)``) and scores it as largest_batch.py
does: predicted / true - 1, and the fit verdict at 17 batches spread from a quarter to four times the true
largest (their truth follows from the search if training is monotone in the batch). Not maintained code.
"""
import os, re, statistics, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..")); sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
from largest_batch import _spread
from zoo import compiled
from kerasmem import max_batch_size, parse_size
from kerasmem.estimate import prepare

GROWING = sys.argv[1] if len(sys.argv) > 1 else "../2026-11-22-seventh-blind/largest_batch_run.txt"
RUNS = ((f"growing regions ({os.path.basename(os.path.dirname(os.path.abspath(GROWING)))})", GROWING, True),
        ("one region (ninth session)", "../2026-11-22-no-growth/largest_batch_no_growth.txt", False))
ROW = re.compile(r"^\| (\w+)(?: \(held out\))? \| (\w+) \| ([\d,]+) \| [\d,]+ \| ([\d,]+) \| ([\d,-]+) \|")
num = lambda t: int(t.replace(",", ""))
for label, path, growth in RUNS:
    rows = [ROW.match(line) for line in open(path if os.path.isabs(path) else os.path.join(HERE, path))]
    rows = [m for m in rows if m and num(m.group(4)) > 0]
    print(f"\n{label}\n\n| model | cap | predicted then | predicted now | true largest | now / true - 1 |\n|---|---|---|---|---|---|")
    errors, spread, wrong = [], 0, 0
    for m in rows:
        name, cap, then, true, oom = m.group(1), m.group(2), num(m.group(3)), num(m.group(4)), m.group(5)
        spec, model = compiled(name)
        memory = parse_size(cap)
        now = int(max_batch_size(model, memory, device="cpu", memory_growth=growth))
        estimate = prepare(model, device="cpu", memory_growth=growth)
        for b in _spread(true, None if oom == "-" else num(oom)):
            spread += 1
            wrong += (estimate(b).total <= memory) != (b <= true)
        errors.append(now / true - 1)
        print(f"| {name} | {cap} | {then:,} | {now:,} | {true:,} | {now / true - 1:+.1%} |", flush=True)
    print(f"\nwithin 10%: {sum(abs(e) <= 0.10 for e in errors)} of {len(errors)}; median {statistics.median(abs(e) for e in errors):.1%}; "
          f"worst overshoot {max(errors):+.1%}; spread verdicts wrong {wrong} of {spread} ({wrong / spread:.1%})")
