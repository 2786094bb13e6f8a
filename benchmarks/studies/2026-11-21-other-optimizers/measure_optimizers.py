"""Measured peaks of zoo models under other optimizers, beside each optimizer's own estimate.

    python measure_optimizers.py --measure MODEL:BATCH [...] [--optimizers sgd,sgd_momentum,adam] [--repeats 3]
    python measure_optimizers.py
    (either with [--store FILE]: another study's rows, not this folder's optimizers_truth.json)

``--measure`` runs each model, batch and optimizer in fresh processes on the simulated GPU (as
benchmarks/estimator_accuracy.py measures the truth: ``measure_peak``, 4 steps) and stores the
peaks in optimizers_truth.json. Without it, the stored rows are printed: the median and the runs,
and the analytic estimate
(device="cpu") of that optimizer's own replay ("own", without the floor at lighter optimizers) and
the estimate as kerasmem gives it. Not maintained code: a study.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))
MiB = 2**20


def child(name: str, batch: int, opt: str) -> None:
    import keras

    from zoo import entry, optimizer
    from kerasmem import measure_peak

    keras.utils.set_random_seed(0)
    spec = entry(name)
    model = spec.build()
    model.compile(optimizer=optimizer(opt), loss=spec.loss, jit_compile=False)
    print(json.dumps({"measured": measure_peak(model, batch, steps=4).peak}))


def estimates(name: str, batch: int, opt: str) -> tuple[int, int]:
    import keras

    from zoo import entry, optimizer

    from kerasmem import estimate_memory
    from kerasmem.estimate import analytic

    keras.utils.set_random_seed(0)
    spec = entry(name)
    model = spec.build()
    model.compile(optimizer=optimizer(opt), loss=spec.loss, jit_compile=False)
    given = estimate_memory(model, batch, device="cpu").total
    saved = getattr(analytic, "_lighter_optimizers", None)  # absent before this study
    if saved is None:
        return given, given
    analytic._lighter_optimizers = lambda *a: []
    try:
        own = estimate_memory(model, batch, device="cpu").total
    finally:
        analytic._lighter_optimizers = saved
    return own, given


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("runs", nargs="*")
    parser.add_argument("--measure", action="store_true")
    parser.add_argument("--optimizers", default="sgd,sgd_momentum,adam")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--child", action="store_true")
    parser.add_argument("--store", default=os.path.join(HERE, "optimizers_truth.json"))
    args = parser.parse_args()
    if args.child:
        name, batch, opt = args.runs
        child(name, int(batch), opt)
        return
    from kerasmem.probes.tf_allocator import simulated_gpu_environment

    env = {**os.environ, **simulated_gpu_environment(), "TF_CPP_MIN_LOG_LEVEL": "3"}
    store = args.store
    rows = json.load(open(store)) if os.path.exists(store) else []
    if args.measure:
        for run in args.runs:
            name, batch = run.split(":")
            for opt in args.optimizers.split(","):
                peaks = []
                for _ in range(args.repeats):
                    out = subprocess.run([sys.executable, __file__, "--child", name, batch, opt],
                                         capture_output=True, text=True, env=env, check=True).stdout
                    peaks.append(json.loads(out.strip().splitlines()[-1])["measured"])
                rows = [r for r in rows if (r["model"], r["batch"], r["optimizer"]) != (name, int(batch), opt)]
                rows.append({"model": name, "batch": int(batch), "optimizer": opt, "peaks": peaks})
                with open(store, "w") as f:
                    json.dump(rows, f, indent=1)
                print(name, batch, opt, [round(p / MiB, 1) for p in peaks], flush=True)
        return
    print("| model | batch | optimizer | measured MiB (median) | runs | own estimate | err | given | err |")
    print("|---|---|---|---|---|---|---|---|---|")
    errors = []
    for r in rows:
        name, batch, opt, peaks = r["model"], r["batch"], r["optimizer"], r["peaks"]
        median = statistics.median(peaks)
        own, given = estimates(name, batch, opt)
        errors.append(given / median - 1)
        print(f"| {name} | {batch} | {opt} | {median / MiB:.1f} | {' '.join(f'{p / MiB:.1f}' for p in peaks)} "
              f"| {own / MiB:.1f} | {own / median - 1:+.1%} | {given / MiB:.1f} | {given / median - 1:+.1%} |")
    if errors:
        print(f"\n{len(errors)} runs: median abs error {statistics.median(abs(e) for e in errors):.1%}, "
              f"max {max(abs(e) for e in errors):.1%}, {sum(e < -0.10 for e in errors)} more than 10% under")


if __name__ == "__main__":
    main()
