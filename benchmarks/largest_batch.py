"""Predicted against true largest batch under a memory cap, and the trials the search needs.

For each zoo model and cap, in a fresh process on the simulated GPU with that
cap (TensorFlow's BFC allocator on the CPU with TF_CPU_BFC_MEM_LIMIT_IN_MB,
oneDNN off: genuine out-of-memory errors), it asks the analytic estimator for
the largest batch that fits (``max_batch_size(model, cap, device="cpu")``),
then finds the true one with ``find_max_batch_size`` (real training steps,
started from that prediction). Every trial is also a fit/out-of-memory verdict
to check the estimate against: "fits" by the estimate (total <= cap) against
what the trial did.

    python benchmarks/largest_batch.py                       # default models and caps
    python benchmarks/largest_batch.py --models mlp_4096 --caps 256MiB,1GiB

Targets (issue 5): predicted within 10% of the true largest batch; a predicted
batch never out of memory by more than 5% (predicted / true - 1 <= 5%); the
verdict wrong in at most 3% of the cases.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent
DEFAULT_MODELS = "mnist_cnn,mlp_4096,bn_cnn,lstm_256,transformer_2x128,conv_autoencoder,gru_2x128,two_inputs"
DEFAULT_CAPS = "256MiB,1GiB"


def search(name: str, cap: str) -> dict:
    """In the capped child: the prediction, the search, and each trial's verdict."""
    sys.path.insert(0, str(HERE))
    from zoo import compiled

    from kerasmem import find_max_batch_size, max_batch_size, parse_size
    from kerasmem.estimate import prepare

    spec, model = compiled(name)
    memory = parse_size(cap)
    predicted = int(max_batch_size(model, memory, device="cpu"))
    started = time.perf_counter()
    found = find_max_batch_size(model, steps=2, memory=memory, start=max(predicted, 1), verbose=False)
    estimate = prepare(model, device="cpu")
    verdicts = [
        {"batch": t.batch, "estimate_fits": estimate(t.batch).total <= memory, "trained": t.outcome == "fits"}
        for t in found.trials
    ]
    return {
        "model": name, "held_out": spec.held_out, "cap": cap, "predicted": predicted, "true": found.largest,
        "smallest_oom": found.smallest_oom, "trials": len(found.trials), "seconds": time.perf_counter() - started,
        "verdicts": verdicts,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=DEFAULT_MODELS, help="comma-separated zoo names")
    parser.add_argument("--caps", default=DEFAULT_CAPS, help="comma-separated sizes")
    args = parser.parse_args()

    import keras
    import tensorflow as tf

    from kerasmem import run_simulated

    print(
        f"TensorFlow {tf.__version__}, Keras {keras.__version__}, Python {platform.python_version()}, "
        f"{platform.machine()} with {os.cpu_count()} cores; simulated GPU with a hard cap, 2 steps a trial\n",
        flush=True,
    )
    rows: list[dict] = []
    failed: list[str] = []
    for cap in args.caps.split(","):
        for name in args.models.split(","):
            started = time.perf_counter()
            try:
                rows.append(run_simulated(search, name, cap, memory=cap))
            except Exception as error:  # a configuration that cannot run is reported, not fatal
                first = (str(error).splitlines() or [type(error).__name__])[0]
                failed.append(f"{name} under {cap}: {type(error).__name__}: {first}")
            print(f"  {name} under {cap}: {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    print("| model | cap | predicted | true largest | smallest OOM | predicted / true - 1 | trials | search s |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        error = r["predicted"] / r["true"] - 1 if r["true"] else float("nan")
        name = r["model"] + (" (held out)" if r["held_out"] else "")
        print(
            f"| {name} | {r['cap']} | {r['predicted']:,} | {r['true']:,} | "
            f"{'-' if r['smallest_oom'] is None else format(r['smallest_oom'], ',')} | {error:+.1%} | "
            f"{r['trials']} | {r['seconds']:.0f} |"
        )
    errors = [r["predicted"] / r["true"] - 1 for r in rows if r["true"]]
    verdicts = [v for r in rows for v in r["verdicts"]]
    wrong = [v for v in verdicts if v["estimate_fits"] != v["trained"]]
    print()
    print("| measure | value |")
    print("|---|---|")
    print(f"| searches | {len(rows)} |")
    print(f"| predicted within 10% of the true largest batch | {sum(abs(e) <= 0.10 for e in errors)} of {len(errors)} |")
    print(f"| median abs(predicted / true - 1) | {statistics.median(abs(e) for e in errors):.1%} |")
    print(f"| largest overshoot (predicted / true - 1, > 0 runs out of memory) | {max(errors):+.1%} |")
    print(f"| trials per search: median, max | {statistics.median(r['trials'] for r in rows)}, {max(r['trials'] for r in rows)} |")
    print(f"| fit/out-of-memory verdicts checked (every trial) | {len(verdicts)} |")
    print(f"| verdicts wrong | {len(wrong)} ({len(wrong) / max(1, len(verdicts)):.1%}); "
          f"said fits but ran out of memory: {sum(v['estimate_fits'] for v in wrong)} |")
    for line in failed:
        print(f"\nNot measured: {line}")


if __name__ == "__main__":
    main()
