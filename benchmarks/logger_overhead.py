"""Cost of GpuMemoryLogger: one sample in microseconds, and fit time with and without it.

    python benchmarks/logger_overhead.py [--repeats 7] [--samples 64]

The fit runs the talk's MNIST CNN (kerasmem.models.mnist_cnn) at batch 32 on
synthetic data, one epoch of --samples batches, with and without the logger
(every batch), interleaved in one process so that load from other processes
falls on both alike. Prints medians, the ratio and a Markdown table.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=11, help="fits with and without the logger, each")
    parser.add_argument("--batches", type=int, default=64, help="batches of 32 per fit")
    parser.add_argument("--calls", type=int, default=5000, help="logger samples timed one by one")
    args = parser.parse_args()

    import logging

    import keras
    import numpy as np
    import tensorflow as tf

    logging.getLogger("kerasmem").setLevel(logging.ERROR)  # the no-GPU note, once per fit, is not the subject

    import kerasmem
    from kerasmem.models import mnist_cnn

    rng = np.random.default_rng(0)
    x = rng.random((32 * args.batches, 28, 28, 1), "float32")
    y = rng.integers(0, 10, len(x))
    model = mnist_cnn()
    model.compile("adam", "sparse_categorical_crossentropy")
    model.fit(x[:64], y[:64], batch_size=32, epochs=1, verbose=0)  # compile the step outside the timing

    # One sample, as the logger takes it after a batch (allocator read and reset, host RSS, NVML if any).
    logger = kerasmem.GpuMemoryLogger()
    logger.set_model(model)
    logger.on_train_begin()
    costs = []
    for i in range(args.calls):
        start = time.perf_counter_ns()
        logger.on_train_batch_end(i, {})
        costs.append(time.perf_counter_ns() - start)
    logger.on_train_end()
    sample_us = statistics.median(costs) / 1000

    times: dict[str, list[float]] = {"without": [], "with": []}
    for repeat in range(args.repeats):
        # Alternate which goes first, so that a drift in load does not favour one.
        for label in (("without", "with") if repeat % 2 == 0 else ("with", "without")):
            callbacks = [kerasmem.GpuMemoryLogger()] if label == "with" else []
            start = time.perf_counter()
            model.fit(x, y, batch_size=32, epochs=1, verbose=0, callbacks=callbacks)
            times[label].append(time.perf_counter() - start)
    without, with_ = statistics.median(times["without"]), statistics.median(times["with"])
    ratio = with_ / without
    paired = statistics.median(w / o for w, o in zip(times["with"], times["without"]))
    device = "GPU:0" if tf.config.list_logical_devices("GPU") else "CPU:0"
    print(
        f"TensorFlow {tf.__version__}, Keras {keras.__version__}, Python {platform.python_version()}, "
        f"{platform.machine()} with {os.cpu_count()} cores, device {device}, "
        f"TF_ENABLE_ONEDNN_OPTS={os.environ.get('TF_ENABLE_ONEDNN_OPTS', 'unset')}, "
        f"TF_CPU_ALLOCATOR_USE_BFC={os.environ.get('TF_CPU_ALLOCATOR_USE_BFC', 'unset')}\n"
    )
    print("| measure | value |\n|---|---|")
    print(f"| one logger sample (median of {args.calls:,}) | {sample_us:.1f} us |")
    print(f"| fit, {args.batches} batches of 32, without logger (median of {args.repeats}) | {without:.3f} s |")
    print(f"| fit, {args.batches} batches of 32, with logger every batch (median of {args.repeats}) | {with_:.3f} s |")
    print(f"| ratio of the medians, with / without | {ratio:.4f} ({100 * (ratio - 1):+.2f}%) |")
    print(f"| median of the paired ratios (each pair run back to back) | {paired:.4f} ({100 * (paired - 1):+.2f}%) |")
    print(f"| per-run times without, s | {', '.join(f'{t:.3f}' for t in times['without'])} |")
    print(f"| per-run times with, s | {', '.join(f'{t:.3f}' for t in times['with'])} |")
    verdict = "met" if max(ratio, paired) <= 1.02 else "NOT met"
    print(f"\ntarget: at most 2% slower -> {verdict} (read it against the spread of the per-run times)")


if __name__ == "__main__":
    main()
