"""How close are the estimates to what TensorFlow really allocates?

For every zoo model and batch size, in a fresh process on the simulated GPU
(TF's BFC allocator on the CPU, oneDNN off: kerasmem's ground truth without a
GPU), it measures the training step's peak with kerasmem.measure_peak (max over
the steps until 4 have updated the weights, the first included, and any whose
update a loss scale skipped) and compares each estimation method with it.

    python benchmarks/estimator_accuracy.py            # the whole zoo (several minutes on 2 cores)
    python benchmarks/estimator_accuracy.py --models mnist_cnn,lstm_256
    python benchmarks/estimator_accuracy.py --repeats 3 # truth: the median of 3 fresh runs
    python benchmarks/estimator_accuracy.py --models sepconv_net --repeats 3 \
        --truth-only --truth-out benchmarks/truth/estimator_truth.json
        # measure only (no estimate computed or printed: keeps held-out rows blind) and store
        # each row's peaks in the truth file, which benchmarks/evaluate_estimator.py scores against

The truth moves between identical runs in fresh processes (up to ~20% for
small conv nets on the simulated GPU), so ``--repeats`` takes the median of
several runs' peaks and reports their spread ("run spread").

Prints one row per run, then the median and max absolute relative error of
each method, for the tuning part of the zoo and the held-out part apart.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent))  # kerasmem itself, when run from a checkout without installing it
from kerasmem.probes import host  # noqa: E402  (light: no TensorFlow)
from kerasmem.probes.tf_allocator import simulated_gpu_environment  # noqa: E402

SIMULATED_GPU = {**simulated_gpu_environment(), "TF_CPP_MIN_LOG_LEVEL": "3"}
STEPS = 4
# The truth is the simulated GPU on this CPU: the analytic method is asked about that device.
METHOD_OPTIONS = {"analytic": {"device": "cpu"}}


def _one(name: str, batch_size: int, estimate: bool = True) -> dict:
    """Runs in the child process: measure, then (unless ``estimate`` is false) estimate with every method."""
    sys.path.insert(0, str(HERE))
    from zoo import compiled

    from kerasmem import estimate_memory, measure_peak
    from kerasmem.estimate import METHODS

    spec, model = compiled(name)
    measured = measure_peak(model, batch_size, steps=STEPS)
    row = {
        "model": name,
        "held_out": spec.held_out,
        "group": spec.group,
        "batch": batch_size,
        "optimizer": spec.optimizer,
        "measured": measured.peak,
        "step_spread": max(measured.step_peaks) / min(measured.step_peaks) - 1,
        "largest_step": measured.step_peaks.index(measured.peak) + 1,
        "skipped": measured.step_updated.count(False),
    }
    for method in METHODS if estimate else ():
        started = time.perf_counter()
        estimate = estimate_memory(model, batch_size, method=method, **METHOD_OPTIONS.get(method, {}))
        row[method] = estimate.total
        row[f"{method}_seconds"] = time.perf_counter() - started
    return row


def _run_child(name: str, batch_size: int, estimate: bool = True) -> dict:
    result = subprocess.run(
        [sys.executable, __file__, "--one", name, str(batch_size), *([] if estimate else ["--truth-only"])],
        capture_output=True,
        text=True,
        env={**os.environ, **SIMULATED_GPU},
        timeout=900,
    )
    if result.returncode != 0:
        raise RuntimeError(f"{name} at batch {batch_size} failed:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def _measure(name: str, batch_size: int, repeats: int, estimate: bool = True) -> dict:
    """The median of ``repeats`` fresh runs' peaks, with their spread."""
    runs = [_run_child(name, batch_size, estimate) for _ in range(repeats)]
    row_peaks = [r["measured"] for r in runs]
    peaks = sorted(row_peaks)
    row = dict(runs[0])  # the estimates are deterministic: any run's serve
    row["measured"] = statistics.median(peaks)
    row["run_spread"] = peaks[-1] / peaks[0] - 1
    row["step_spread"] = max(r["step_spread"] for r in runs)
    row["largest_step"] = "/".join(str(r["largest_step"]) for r in runs)
    row["peaks"] = row_peaks
    row["skipped"] = [r["skipped"] for r in runs]
    return row


def _store_truth(path: Path, rows: list[dict], repeats: int) -> None:
    """Adds (or replaces) the rows' truth in the JSON truth file read by benchmarks/evaluate_estimator.py."""
    import datetime

    import keras
    import tensorflow as tf

    data = json.loads(path.read_text()) if path.exists() else {"description": TRUTH_DESCRIPTION, "rows": []}
    fresh = {(r["model"], r["batch"]) for r in rows}
    data["rows"] = [r for r in data["rows"] if (r["model"], r["batch"]) not in fresh]
    for r in rows:
        data["rows"].append({
            "model": r["model"], "batch": r["batch"], "optimizer": r["optimizer"], "group": r["group"],
            "peaks": r["peaks"], "median": r["measured"], "unit": "bytes",
            "step_spread": round(r["step_spread"], 4), "run_spread": round(r["run_spread"], 4),
            "largest_step": r["largest_step"], "steps": STEPS, "skipped_steps": r["skipped"], "repeats": repeats,
            "tensorflow": tf.__version__, "keras": keras.__version__, "python": platform.python_version(),
            "machine": _machine(), "threads": host.cpu_threads(), "l3_bytes": host.l3_cache_bytes(),
            "date": datetime.date.today().isoformat(),
            "source": "benchmarks/estimator_accuracy.py --truth-only --truth-out (measured)",
        })
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n")


def _machine() -> str:
    """The machine, as the truth depends on it: cores, CPU model, Eigen's L3 (Conv3D's buffers follow it)."""
    return (f"{platform.machine()} with {os.cpu_count()} cores, {host.cpu_model()}, "
            f"L3 {host.l3_cache_bytes() // 2**10:,} KiB as Eigen reads it")


TRUTH_DESCRIPTION = (
    "Measured training-step peaks (kerasmem.measure_peak on the simulated GPU: TF's BFC allocator on the CPU, "
    "oneDNN off; max over the steps, the first included; one fresh process per run). 'steps' is how many "
    "steps updated the weights; 'skipped_steps', for each run, how many more a loss scale skipped (measured "
    "too; rows without it were measured over the first 'steps' steps alone). 'median' is the truth "
    "an estimate is scored against; 'peaks' are the fresh runs' peaks in bytes, in run order."
)


def _mib(n: float) -> str:
    return f"{n / 2**20:,.1f}"


def _report(rows: list[dict], methods: list[str]) -> None:
    header = [
        "model", "batch", "optimizer", "measured MiB", *[f"{m} MiB" for m in methods], *[f"{m} err" for m in methods],
        "step spread", "largest step", "run spread",
    ]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for r in rows:
        errors = [f"{(r[m] - r['measured']) / r['measured']:+.1%}" for m in methods]
        name = r["model"] + (" (held out)" if r["held_out"] else "")
        cells = [
            name, str(r["batch"]), r["optimizer"], _mib(r["measured"]), *[_mib(r[m]) for m in methods], *errors,
            f"{r['step_spread']:.1%}", str(r["largest_step"]), f"{r['run_spread']:.1%}",
        ]
        print("| " + " | ".join(cells) + " |")
    print()
    print("| method | part | runs | median abs error | max abs error | worst under truth | runs >10% under | median estimate time |")
    print("|---|---|---|---|---|---|---|---|")
    for method in methods:
        for part, chosen in (("tuning", [r for r in rows if not r["held_out"]]), ("held out", [r for r in rows if r["held_out"]]), ("all", rows)):
            if not chosen:
                continue
            errors = [(r[method] - r["measured"]) / r["measured"] for r in chosen]
            absolute = [abs(e) for e in errors]
            seconds = statistics.median(r[f"{method}_seconds"] for r in chosen)
            print(
                f"| {method} | {part} | {len(chosen)} | {statistics.median(absolute):.1%} | {max(absolute):.1%} | "
                f"{min(0.0, min(errors)):+.1%} | {sum(e < -0.10 for e in errors)} | {seconds * 1000:.0f} ms |"
            )


def _timing(repeats: int = 5) -> None:
    """Issue 3's speed target: ResNet50 at 224x224 analysed in at most 2 s, each further batch in ms.

    ``prepare`` replays the allocator ahead up to the largest batch the device holds (for "gpu", the
    largest catalog GPU's memory); a batch beyond that replays its own anchors, timed apart; and the
    analysis without replays ahead (``ready_up_to=0``), whose batches each replay what they lack.
    """
    import keras

    from kerasmem.estimate import prepare

    model = keras.applications.ResNet50(weights=None)
    analyse, each, beyond, bare, lazy = [], [], [], [], []

    def timed(call: Callable[[], Any], into: list) -> Any:
        started = time.perf_counter()
        result = call()
        into.append(time.perf_counter() - started)
        return result

    for _ in range(repeats):
        estimator = timed(lambda: prepare(model, "analytic", device="gpu"), analyse)
        for batch in (16, 32, 64, 128, 256):
            timed(lambda: estimator(batch), each)
        for batch in (2048, 4096):  # beyond the largest catalog GPU's memory (about 1,650 samples)
            timed(lambda: estimator(batch), beyond)
        estimator = timed(lambda: prepare(model, "analytic", device="gpu", ready_up_to=0), bare)
        for batch in (16, 32, 64, 128, 256):
            timed(lambda: estimator(batch), lazy)
    print()
    print("| ResNet50, 224x224, analytic, device=\"gpu\" | median | max |")
    print("|---|---|---|")
    for label, times, unit in (
        (f"analysis (prepare), {repeats} runs", analyse, "s"),
        (f"one further batch size within the device's memory (16-256), {len(each)} runs", each, "ms"),
        (f"one further batch size beyond it (2048, 4096), {len(beyond)} runs", beyond, "ms"),
        (f"analysis without replays ahead (ready_up_to=0), {repeats} runs", bare, "s"),
        (f"then one further batch size (16-256), {len(lazy)} runs", lazy, "ms"),
    ):
        scale, digits = (1, 3) if unit == "s" else (1000, 1)
        print(f"| {label} | {statistics.median(times) * scale:.{digits}f} {unit} | {max(times) * scale:.{digits}f} {unit} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", help="comma-separated zoo names (default: all)")
    parser.add_argument("--repeats", type=int, default=1, help="fresh runs per configuration; the truth is their median")
    parser.add_argument("--truth-only", action="store_true",
                        help="measure only: no estimate is computed or printed (keeps held-out rows blind)")
    parser.add_argument("--truth-out", type=Path, help="add the measured rows to this JSON truth file")
    parser.add_argument("--one", nargs=2, metavar=("MODEL", "BATCH"), help=argparse.SUPPRESS)
    parser.add_argument("--timing", action="store_true", help="only the speed benchmark (ResNet50), nothing measured")
    args = parser.parse_args()
    if args.timing:
        _timing()
        return
    if args.one:
        print(json.dumps(_one(args.one[0], int(args.one[1]), estimate=not args.truth_only)))
        return

    sys.path.insert(0, str(HERE))
    import keras
    import tensorflow as tf
    from zoo import ZOO

    from kerasmem.estimate import METHODS

    chosen = [e for e in ZOO if not args.models or e.name in args.models.split(",")]
    print(
        f"TensorFlow {tf.__version__}, Keras {keras.__version__}, Python {platform.python_version()}, "
        f"{_machine()}; truth: simulated GPU, max over {STEPS} updating steps, "
        f"median of {args.repeats} fresh run(s)\n",
        flush=True,
    )
    rows = []
    for e in chosen:
        for batch in e.batch_sizes:
            started = time.perf_counter()
            rows.append(_measure(e.name, batch, args.repeats, estimate=not args.truth_only))
            print(f"  measured {e.name} batch {batch} in {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
            if args.truth_out:  # stored as it goes: a cut-short run keeps what it measured
                _store_truth(args.truth_out, rows[-1:], args.repeats)
    if args.truth_only:
        for r in rows:
            print(f"{r['model']} ({r['group']}) batch {r['batch']}: median {_mib(r['measured'])} MiB, "
                  f"runs {' '.join(_mib(p) for p in r['peaks'])}, run spread {r['run_spread']:.1%}")
        return
    _report(rows, list(METHODS))
    _timing()


if __name__ == "__main__":
    main()
