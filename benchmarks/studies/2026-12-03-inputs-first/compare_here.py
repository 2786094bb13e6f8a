"""The NumPy-era rows measured again here with the batch made on the device (measure_peak as it is now), beside
their stored truth and the two estimates. Usage: compare_here.py HERE.json BEFORE_EVAL AFTER_EVAL"""
import json
import sys

from split import table

MiB = 2**20
here = json.load(open(sys.argv[1]))
here = here["rows"] if isinstance(here, dict) else here
stored = {(r["model"], r["batch"]): r["median"] / MiB
          for r in json.load(open("../../truth/estimator_truth.json"))["rows"]}


def estimates(path):
    """(model, batch) -> the estimate in MiB."""
    return {k: float(c[5].replace(",", "")) for k, c in table(path).items()}


before, after = estimates(sys.argv[2]), estimates(sys.argv[3])
print("| row | stored MiB (NumPy) | here MiB (device) | estimate before | after | err before (stored / here) "
      "| err after (stored / here) |")
print("|---|---|---|---|---|---|---|")
counts = {"before": [0, 0], "after": [0, 0]}
for r in here:
    k = (r["model"], r["batch"])
    h, s, b, a = r["median"] / MiB, stored[k], before[k], after[k]
    e = {n: (v / s - 1, v / h - 1) for n, v in (("before", b), ("after", a))}
    for n in e:
        counts[n][0] += abs(e[n][1]) < abs(e[n][0])
        counts[n][1] += e[n][1] < -0.10
    print(f"| {k[0]} b{k[1]} | {s:.1f} | {h:.1f} | {b:.1f} | {a:.1f} | {e['before'][0]:+.1%} / {e['before'][1]:+.1%} "
          f"| {e['after'][0]:+.1%} / {e['after'][1]:+.1%} |")
n = len(here)
for name in ("before", "after"):
    errs = sorted(abs(v / (r["median"] / MiB) - 1) for r in here
                  for v in [(before if name == "before" else after)[(r["model"], r["batch"])]])
    print(f"{name}: against here, median |err| {errs[n // 2]:.1%}, more than 10% under {counts[name][1]} of {n}")
