"""The rows of truth_device_inputs.json measured on this machine both ways, each run in a fresh process as
the truth's are (run: python paired.py > paired.txt): ``measure_peak``'s max over 4 steps fed the NumPy
arrays the stored truth was fed (``x=``, ``y=``), and fed its own synthetic batch, made on the device.
Three runs each; the table gives their medians and the estimate for this machine."""
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))

ONE_RUN = """
import os, sys
sys.path.insert(0, {bench!r}); sys.path.insert(0, {here!r})
import variants  # noqa: F401
import kerasmem
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
from zoo import compiled
_, model = compiled({name!r})
if {numpy!r}:
    x = _synthetic_inputs(model, {batch}, None)
    peak = kerasmem.measure_peak(model, {batch}, steps=4, x=x, y=_synthetic_targets(model, x)).peak
else:
    peak = kerasmem.measure_peak(model, {batch}, steps=4).peak
print(peak)
"""


def run(name: str, batch: int, numpy: bool) -> int:
    code = ONE_RUN.format(bench=os.path.join(HERE, "..", ".."), here=HERE, name=name, batch=batch, numpy=numpy)
    env = dict(os.environ, TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return int(out.stdout.strip().splitlines()[-1])


def main() -> None:
    import evaluate_estimator as ev

    rows = json.load(open(os.path.join(HERE, "truth_device_inputs.json")))
    rows = rows["rows"] if isinstance(rows, dict) else rows
    prepared = ev.prepare_rows(rows)  # this machine's threads and L3, as the rows record
    mib = lambda n: f"{n / 2**20:.1f}"  # noqa: E731
    print("| model | batch | estimate MiB | NumPy inputs (runs) | device inputs (runs) | err NumPy | err device |")
    print("|---|---|---|---|---|---|---|", flush=True)
    errors = {True: [], False: []}
    for r in rows:
        total = prepared[r["model"]](r["batch"]).total
        runs = {numpy: [run(r["model"], r["batch"], numpy) for _ in range(3)] for numpy in (True, False)}
        medians = {numpy: statistics.median(p) for numpy, p in runs.items()}
        for numpy in runs:
            errors[numpy].append((total - medians[numpy]) / medians[numpy])
        print(f"| {r['model']} | {r['batch']} | {mib(total)} | "
              + " | ".join(f"{mib(medians[n])} ({', '.join(map(mib, runs[n]))})" for n in (True, False))
              + f" | {errors[True][-1]:+.1%} | {errors[False][-1]:+.1%} |", flush=True)
    for numpy, label in ((True, "NumPy inputs"), (False, "device inputs")):
        e = errors[numpy]
        print(f"{label}: median |err| {statistics.median(map(abs, e)):.1%}, more than 20% over {sum(x > 0.2 for x in e)}, "
              f"more than 10% under {sum(x < -0.1 for x in e)}")


if __name__ == "__main__":
    main()
