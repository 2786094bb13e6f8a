"""`kerasmem demo`: the talk's MNIST CNN, summarized, estimated, trained and measured, with a report.

The measured part needs the simulated GPU (TensorFlow's BFC allocator on the
CPU, oneDNN off), which TensorFlow configures once, at import: unless this
process already is one, it runs in a fresh process through
:func:`kerasmem.run_simulated`.
"""

from __future__ import annotations

import html
import os
import time
from pathlib import Path
from typing import Any

from ._text import render_table, thousands
from .units import format_bytes


def run_demo(
    batch_size: int = 32, out: str | os.PathLike[str] = "kerasmem-demo", data: str = "synthetic", batches: int = 40
) -> Path:
    """The talk's MNIST CNN: Task 1, its estimates, a short logged training, the comparison and a report.

    Args:
        batch_size: The training batch size.
        out: The folder the report goes to (made if missing).
        data: "synthetic" or "mnist" (keras.datasets.mnist when it can be
            loaded; else synthetic, and one line says so).
        batches: How many batches to train.

    Returns:
        The report's index.html.
    """
    started = time.perf_counter()
    from .estimate import estimate_memory, max_batch_size
    from .gpus import cluster_gpus, list_clusters
    from .models import mnist_cnn
    from .summary import summarize

    model = mnist_cnn()
    print("Is my neural network too big to fit into GPU? The talk's MNIST CNN, with kerasmem.\n")
    print("Task 1: summarize the network (kerasmem.summarize)\n")
    table = summarize(model)
    print(table)

    estimate = estimate_memory(model, batch_size, method="seed")
    params = int(table.totals["params"])
    fixed = estimate.breakdown["weights"] + estimate.breakdown["gradients"]
    print("\nThe talk's estimate (kerasmem.estimate_memory(model, batch_size, method='seed'))\n")
    print(f"  parameters:   {thousands(params)} x 2 x 4 bytes = {thousands(fixed)} bytes = {format_bytes(fixed)}")
    print(
        f"  per image:    {thousands(estimate.per_sample // 8)} values x 2 x 4 bytes = "
        f"{thousands(estimate.per_sample)} bytes = {format_bytes(estimate.per_sample, 'MiB')}"
    )
    print(f"  total:        {format_bytes(fixed)} + batch_size x {format_bytes(estimate.per_sample, 'MiB')}")
    print("  (the talk writes MB for MiB)\n")
    print(estimate)

    model.compile("adam", "sparse_categorical_crossentropy")
    analytic = estimate_memory(model, batch_size, device="cpu")
    print("\nkerasmem's analytic estimate, for this CPU's allocator (estimate_memory(model, batch_size, device='cpu'))\n")
    print(analytic)

    print("\nLargest batch size on the talk's cluster GPUs: the talk's formula, and the analytic estimate\n")
    seen, rows = set(), []
    for cluster in list_clusters():
        for entry in cluster_gpus(cluster):
            if entry.gpu.name not in seen:
                seen.add(entry.gpu.name)
                talk = max_batch_size(model, entry.gpu.memory, method="seed")  # the talk divides the nominal memory
                ours = max_batch_size(model, entry.gpu, device=entry.gpu.name)
                rows.append([entry.gpu.name, format_bytes(entry.gpu.memory, "GiB"), format_bytes(entry.gpu.capacity, "GiB"),
                             thousands(talk), thousands(ours)])
    print(render_table(["GPU", "memory", "usable", "talk's formula", "analytic"], rows))
    print(
        "\nThe talk's formula divides the card's nominal memory and leaves out the optimizer's state, the "
        "backward pass's temporaries and the runtime's overheads; the analytic estimate counts them against "
        "what a process gets (usable: less the driver's reserve and ECC), and on a GPU also the CUDA "
        "context (measured on an H100) and the memory TensorFlow reserves (from its source, not checked on a GPU)."
    )
    index = _train_and_report(model, analytic, batch_size, Path(out), data, batches)
    print(f"\nDone in {time.perf_counter() - started:.0f} s. Open {index} in a browser.")
    return index


def _train_and_report(model: Any, analytic: Any, batch_size: int, out: Path, data: str, batches: int) -> Path:
    """Task 3: trains with GpuMemoryLogger on the simulated GPU, compares, plots and writes the report."""
    from .comparison import compare_history
    from .plots import plot_compare, plot_compare_history
    from .probes import tf_allocator

    print(f"\nTask 3: train {batches} batches of {batch_size} with kerasmem.GpuMemoryLogger, and compare\n")
    if tf_allocator.simulated_gpu():
        print("This process is a simulated GPU already: measuring here.")
        result = measure_training(batch_size, batches, data, COMPARE_BATCH_SIZES)
    else:
        from .simulate import run_simulated

        print("This process's CPU allocator says little about a GPU: measuring in a fresh process on the simulated GPU "
              "(kerasmem.run_simulated, no cap).")
        result = run_simulated(measure_training, batch_size, batches, data, COMPARE_BATCH_SIZES, memory=None)
    print(result["data"])
    print(f"Measured by: {result['measured_on']}; training took {result['seconds']:.1f} s.")

    history = result["history"]
    versus = compare_history(history, analytic)
    frame = result["compare"]
    frame.attrs.update(result["compare_attrs"])
    measured = int(versus["measured_bytes"].max())
    print(f"\nPeak per batch, measured: {format_bytes(measured)} (largest of {len(versus)} batches); "
          f"analytic estimate: {format_bytes(analytic.total)} "
          f"({100 * (analytic.total - measured) / measured:+.1f}% against the measured peak).\n")
    rows = [
        [thousands(int(r.batch_size)), format_bytes(int(r.seed_bytes)), format_bytes(int(r.analytic_bytes)),
         format_bytes(int(r.measured_bytes))]
        for r in frame.itertuples()
    ]
    print(render_table(["batch size", "talk's formula", "analytic", "measured peak"], rows))

    out.mkdir(parents=True, exist_ok=True)
    files = {
        "history": "logger_history.csv",
        "versus": "history_vs_estimate.csv",
        "compare": "compare_batch_sizes.csv",
        "history_png": "history_vs_estimate.png",
        "compare_png": "compare_batch_sizes.png",
    }
    history.to_csv(out / files["history"], index=False)
    versus.to_csv(out / files["versus"], index=False)
    frame.to_csv(out / files["compare"], index=False)
    plot_compare_history(versus, to_file=out / files["history_png"])
    plot_compare(frame, to_file=out / files["compare_png"])
    index = out / "index.html"
    index.write_text(_report_html(analytic, result, files, measured), encoding="utf-8")
    print(f"\nReport: {index} ({', '.join(files.values())})")
    return index


def _report_html(analytic: Any, result: dict[str, Any], files: dict[str, str], measured: int) -> str:
    """The report's page: what was measured where, the estimate, and links to the figures and CSVs."""
    e = html.escape
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>kerasmem demo: the talk's MNIST CNN</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:auto}} table{{border-collapse:collapse}}
td,th{{padding:2px 8px;text-align:right}}</style></head><body>
<h1>Is my neural network too big to fit into GPU? The talk's MNIST CNN</h1>
<p>{e(result["data"])}. Measured by: {e(str(result["measured_on"]))}.
Largest measured peak per batch: {e(format_bytes(measured))}; the analytic estimate: {e(format_bytes(analytic.total))}.</p>
<h2>The analytic estimate</h2>
{analytic._repr_html_()}
<h2>Measured peak per batch against the estimate</h2>
<p><a href="{files["history_png"]}"><img src="{files["history_png"]}" alt="measured peak per batch" width="640"></a></p>
<p>Data: <a href="{files["versus"]}">{files["versus"]}</a>;
the logger's whole history: <a href="{files["history"]}">{files["history"]}</a> (bytes).</p>
<h2>Memory against batch size</h2>
<p><a href="{files["compare_png"]}"><img src="{files["compare_png"]}" alt="memory against batch size" width="640"></a></p>
<p>Data: <a href="{files["compare"]}">{files["compare"]}</a> (bytes).</p>
<p>No GPU result here: the measurements are the simulated GPU's (TensorFlow's BFC allocator on the CPU).</p>
</body></html>
"""


# --- The measured part: a short logged training and the comparison, on the simulated GPU. ---

#: The batch sizes the report compares (estimate against measured peak).
COMPARE_BATCH_SIZES = (16, 32, 64, 128)


def _load_data(data: str, samples: int) -> tuple[Any, Any, str]:
    """(x, y, a line saying which data): MNIST when asked and loadable, else synthetic."""
    import numpy as np

    note = ""
    if data == "mnist":
        try:
            import keras

            (x, y), _ = keras.datasets.mnist.load_data()
            x = (x[:samples, :, :, None] / 255.0).astype("float32")
            return x, y[:samples].astype("int64"), f"data: MNIST, the first {len(x):,} training images"
        except Exception as error:  # no network, no cached copy, a broken download: all say the same
            reason = " ".join(str(error).split())[:160] or type(error).__name__
            note = f"MNIST could not be loaded ({reason}): training on synthetic data instead.\n"
    rng = np.random.default_rng(0)
    x = rng.random((samples, 28, 28, 1), dtype="float32")
    y = rng.integers(0, 10, samples)
    return x, y, f"{note}data: synthetic, {samples:,} random 28x28 images"


def measure_training(batch_size: int, batches: int, data: str, compare_sizes: tuple[int, ...]) -> dict[str, Any]:
    """Trains the talk's CNN ``batches`` batches with GpuMemoryLogger, and compares batch sizes.

    Runs where this process trains (the simulated GPU when called through
    :func:`kerasmem.run_simulated`); top level, so that it can be sent there.
    Returns plain data: the logger's history, the comparison frame, the
    allocator measured, the data line and the training's seconds.
    """
    import time

    from .callbacks import GpuMemoryLogger
    from .comparison import compare
    from .models import mnist_cnn
    from .probes import tf_allocator

    x, y, data_line = _load_data(data, batch_size * batches)
    model = mnist_cnn()
    model.compile("adam", "sparse_categorical_crossentropy")
    logger = GpuMemoryLogger()
    start = time.perf_counter()
    model.fit(x, y, batch_size=batch_size, epochs=1, verbose=0, callbacks=[logger])
    seconds = time.perf_counter() - start
    frame = compare(model, list(compare_sizes), gpu=None, steps=2)
    return {
        "history": logger.history,
        "compare": frame,
        "compare_attrs": dict(frame.attrs),
        "measured_on": frame.attrs.get("measured_on"),
        "simulated": tf_allocator.simulated_gpu(),
        "data": data_line,
        "seconds": seconds,
    }
