"""The analytic estimate against the stored truth, without measuring anything.

    python evaluate.py [--allowance 1.2] [--sweep 1.0:1.4:0.05] [--tuning-only]

Reads the "measured MiB" column of the estimator-accuracy table in
benchmarks/RESULTS.md (3-run medians of measured peaks on the simulated GPU),
asks ``estimate_memory(model, batch, device="cpu")`` for each row (models from
``zoo.compiled``), and prints each row's error and the tuning / held-out / all
summaries (median and max absolute error, worst under the truth, runs more
than 10% under). ``--sweep`` re-fits ``analytic.ALLOWANCE`` on the tuning rows
only (fewest runs more than 10% under, then the lowest median absolute error)
and only then prints the held-out figures for the chosen value.
``--tuning-only`` drops the held-out rows before anything is estimated: they
are neither analysed nor printed (use it while a rule is being chosen).
(Added by the batchnorm-trace study.)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
sys.path.insert(0, ROOT)
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
MiB = 2**20


def truth() -> list[tuple[str, int, float, bool]]:
    """(model, batch, measured MiB, held out) for each row of the estimator-accuracy table.

    (The table's parser now lives in benchmarks/truth/from_results_md.py; the fresh-zoo study's
    benchmarks/evaluate_estimator.py scores the whole truth file, fresh rows included.)
    """
    sys.path.insert(0, os.path.join(ROOT, "benchmarks", "truth"))
    from from_results_md import results_md_rows

    return [(r["model"], r["batch"], r["median"] / MiB, r["group"] != "tuning") for r in results_md_rows()]


def estimates(rows) -> dict[tuple[str, int], object]:
    """Each row's estimator (an analysed model: one analysis per model, any batch after)."""
    from zoo import compiled

    from kerasmem.estimate import prepare

    prepared = {}
    for name, _, _, _ in rows:
        if name not in prepared:
            _, model = compiled(name)
            prepared[name] = prepare(model, "analytic", device="cpu")
    return prepared


def summary(label: str, errors: list[float]) -> str:
    absolute = [abs(e) for e in errors]
    return (f"| {label} | {len(errors)} | {statistics.median(absolute):.1%} | {max(absolute):.1%} | "
            f"{min(0.0, min(errors)):+.1%} | {sum(e < -0.10 for e in errors)} |")


def errors_at(rows, prepared, allowance: float) -> list[float]:
    from kerasmem.estimate import analytic

    analytic.ALLOWANCE = allowance
    return [(prepared[n](b).total / MiB - m) / m for n, b, m, _ in rows]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--allowance", type=float, help="use this ALLOWANCE instead of the committed one")
    parser.add_argument("--sweep", help="start:stop:step: re-fit ALLOWANCE on the tuning rows first")
    parser.add_argument("--tuning-only", action="store_true", help="leave the held-out rows out entirely")
    args = parser.parse_args()
    from kerasmem.estimate import analytic

    rows = truth()
    if args.tuning_only:
        rows = [r for r in rows if not r[3]]
    prepared = estimates(rows)
    tuning = [r for r in rows if not r[3]]
    allowance = args.allowance or analytic.ALLOWANCE
    if args.sweep:
        start, stop, step = (float(v) for v in args.sweep.split(":"))
        print("| ALLOWANCE | tuning runs | median | max | worst under | runs >10% under |\n|---|---|---|---|---|---|")
        scored = []
        value = start
        while value <= stop + 1e-9:
            errors = errors_at(tuning, prepared, value)
            absolute = sorted(abs(e) for e in errors)
            scored.append((sum(e < -0.10 for e in errors), statistics.median(absolute), value))
            print(summary(f"{value:.2f}", errors).replace("| ", "| ", 1))
            value = round(value + step, 10)
        allowance = min(scored)[2]
        print(f"\nchosen on the tuning rows: ALLOWANCE = {allowance:.2f}\n")
    errors = errors_at(rows, prepared, allowance)
    print(f"ALLOWANCE = {allowance:.2f}; truth: benchmarks/RESULTS.md, estimator-accuracy table\n")
    print("| model | batch | measured MiB | analytic MiB | err |\n|---|---|---|---|---|")
    for (n, b, m, held), e in zip(rows, errors):
        print(f"| {n}{' (held out)' if held else ''} | {b} | {m:,.1f} | {m * (1 + e):,.1f} | {e:+.1%} |")
    print("\n| part | runs | median abs error | max abs error | worst under truth | runs >10% under |\n|---|---|---|---|---|---|")
    print(summary("tuning", [e for r, e in zip(rows, errors) if not r[3]]))
    if not args.tuning_only:
        print(summary("held out", [e for r, e in zip(rows, errors) if r[3]]))
        print(summary("all", errors))


if __name__ == "__main__":
    main()
