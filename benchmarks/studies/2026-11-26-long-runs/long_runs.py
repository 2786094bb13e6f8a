"""The truth's 4 steps against many: each row's step peaks over a longer run, a fresh process each.

    python long_runs.py --steps 40 model:batch [model:batch ...]

The truth (estimator_accuracy.py) is the max over 4 steps, the median of 3 fresh runs. A training run
lasts thousands of steps: where the executor's race makes some steps peak higher, the longer the run,
the likelier it peaks high. Prints, per row: the stored truth, the max over the first 4 steps and over
all, how many steps came within 2% of that max, and the committed estimate (device="cpu").
"""
import argparse, json, os, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCH = HERE.parents[1]
sys.path[:0] = [str(BENCH), str(BENCH.parent)]
MiB = 2**20


def child(name: str, batch: int, steps: int) -> None:
    from zoo import compiled
    from kerasmem import measure_peak

    _, model = compiled(name)
    measured = measure_peak(model, batch, steps=steps)
    print(json.dumps({"steps": measured.step_peaks}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("rows", nargs="+")
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--child", action="store_true")
    args = parser.parse_args()
    if args.child:
        name, batch = args.rows[0].split(":")
        return child(name, int(batch), args.steps)
    from estimator_accuracy import SIMULATED_GPU
    import evaluate_estimator as ev

    truth = {(r["model"], r["batch"]): r for r in ev.truth()}
    print(f"| row | truth (median of 3 x 4 steps) | first 4 steps, this run | all {args.steps} steps | steps within 2% of the max | estimate | error vs truth | error vs all steps |")
    print("|---|---|---|---|---|---|---|---|")
    for row in args.rows:
        name, batch = row.split(":")
        key = (name, int(batch))
        out = subprocess.run([sys.executable, __file__, "--child", "--steps", str(args.steps), row],
                             capture_output=True, text=True, env={**os.environ, **SIMULATED_GPU}, timeout=1800)
        if out.returncode:
            print(f"| {row} | failed: {out.stderr[-300:]!r} |")
            continue
        steps = json.loads(out.stdout.strip().splitlines()[-1])["steps"]
        top = max(steps)
        near = sum(s >= 0.98 * top for s in steps)
        prepared = ev.prepare_rows([truth[key]])
        estimate = prepared[name](int(batch)).total
        t = truth[key]["median"]
        print(f"| {name} b{batch} | {t / MiB:.1f} | {max(steps[:4]) / MiB:.1f} | {top / MiB:.1f} | {near} | "
              f"{estimate / MiB:.1f} | {(estimate - t) / t:+.1%} | {(estimate - top) / top:+.1%} |", flush=True)


if __name__ == "__main__":
    main()
