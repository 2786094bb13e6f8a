"""Scores the study's rule switches on the tuning rows only (held-out rows are never analysed here).

    python variants.py [--sweep 1.0:1.3:0.05]

For each combination of ``analytic``'s study switches (_OVERLAP: what a
convolution's filter gradient holds beside the layer below; _EARLY_PRODUCTS_ON:
the optimizer's state-only products at the start of the step; _COPY_ON_WRITE:
a weight copied when its update runs while the input gradient reads it) it
re-fits ALLOWANCE on the tuning rows (fewest runs > 10% under, then lowest
median) and prints the summary. Needs the estimator change of this study.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import os

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import evaluate  # noqa: E402


def main() -> None:
    from kerasmem.estimate import analytic

    sweep = sys.argv[sys.argv.index("--sweep") + 1] if "--sweep" in sys.argv else "1.0:1.3:0.05"
    start, stop, step = (float(v) for v in sweep.split(":"))
    rows = [r for r in evaluate.truth() if not r[3]]
    print("| overlap | early products | copy-on-write | ALLOWANCE | median | max | worst | >10% under |\n|---|---|---|---|---|---|---|---|")
    for overlap, early, cow in itertools.product(("workspace", "reads"), (False, True), (False, True)):
        analytic._OVERLAP, analytic._EARLY_PRODUCTS_ON, analytic._COPY_ON_WRITE = overlap, early, cow
        prepared = evaluate.estimates(rows)
        scored = []
        value = start
        while value <= stop + 1e-9:
            errors = evaluate.errors_at(rows, prepared, value)
            scored.append((sum(e < -0.10 for e in errors), statistics.median(abs(e) for e in errors),
                           value, max(abs(e) for e in errors), min(errors)))
            value = round(value + step, 10)
        under, median, allowance, worst_abs, worst = min(scored)
        print(f"| {overlap} | {early} | {cow} | {allowance:.2f} | {median:.1%} | {worst_abs:.1%} | {worst:+.1%} | {under} |")


if __name__ == "__main__":
    main()
