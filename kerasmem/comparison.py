"""Estimates against measurements: the talk's "runtime_memory and estimated_memory" comparison.

:func:`compare` puts the seed formula, the analytic estimate and the measured
peak side by side for several batch sizes; :func:`compare_history` puts a
:class:`~kerasmem.GpuMemoryLogger`'s per-batch peaks beside an estimate's
total. Both answer with a pandas DataFrame in bytes; :mod:`kerasmem.plots`
draws them.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, Iterable

from .errors import InvalidArgumentError

__all__ = ["COMPARE_COLUMNS", "HISTORY_COMPARE_COLUMNS", "compare", "compare_history"]

#: The columns of :func:`compare`'s frame; every size in bytes.
COMPARE_COLUMNS = {
    "batch_size": "the training batch size",
    "seed_bytes": "the talk's formula: parameters x2 + batch x activations x2, 4 bytes each",
    "analytic_bytes": "kerasmem's analytic estimate of one training step's peak, for the measured device",
    "measured_bytes": "the allocator's measured peak, max over the steps (<NA> when not measured)",
    "nvml_used_bytes": "on a GPU, NVML's used memory after the steps (every process); <NA> elsewhere",
    "analytic_low_bytes": "the analytic estimate's low end (MemoryEstimate.low): a run where the CPU's race goes "
                          "the other way; analytic_bytes where no race decides the peak",
}

#: The columns of :func:`compare_history`'s frame; every size in bytes.
HISTORY_COMPARE_COLUMNS = {
    "epoch": "the epoch (from 0)",
    "batch": "the batch within the epoch (from 0)",
    "step": "the batch's number over the whole history (from 0)",
    "measured_bytes": "the allocator's peak at that batch (the logger's tf_peak_bytes)",
    "estimate_bytes": "the estimate's total, the same on every row",
    "difference_bytes": "measured minus estimated: positive where the estimate was too low",
}


def compare(
    model: Any,
    batch_sizes: Iterable[int],
    gpu: Any = None,
    *,
    measure: bool = True,
    steps: int = 3,
    input_shape: Any = None,
) -> Any:
    """Seed estimate, analytic estimate and measured peak for each batch size.

    Where it measures: on the device TensorFlow trains on in this process
    when that is a GPU or the simulated GPU (``TF_CPU_ALLOCATOR_USE_BFC=true``
    and ``TF_ENABLE_ONEDNN_OPTS=0`` set before TensorFlow's import). On any
    other CPU the figures of TensorFlow's default allocator say little about
    a GPU, so the measurements run on the simulated GPU in a fresh process
    (:func:`kerasmem.run_simulated`, no cap): the model travels there as a
    temporary ``.keras`` file, so it must be one that Keras can save and
    load (custom layers registered as serializable). The analytic estimate
    is for the device measured: ``device="cpu"`` (the simulated GPU) on a
    CPU, else ``gpu``'s name, or "gpu" without one. Without ``measure``, it
    is for ``gpu`` (or a generic GPU) and nothing runs.

    Args:
        model: A built Keras model, a .keras/.h5 path, or a built-in name.
        batch_sizes: The batch sizes to compare, positive integers.
        gpu: The GPU to compare against: a catalog name ("V100-PCIE-16GB"),
            a size ("16GiB") or bytes; its memory goes into
            ``frame.attrs["capacity_bytes"]`` (the plot's horizontal line).
        measure: Run real training steps; False gives the estimates only.
        steps: Training steps per batch size (the max of their peaks is kept).
        input_shape: As for :func:`kerasmem.estimate_memory`.

    Returns:
        A pandas DataFrame, one row per batch size, with the columns of
        ``COMPARE_COLUMNS`` (bytes). ``frame.attrs`` holds ``model``,
        ``gpu`` (the catalog GPU's name, or None), ``capacity_bytes`` (or None),
        ``analytic_device`` and ``measured_on`` (the allocator, in words, or
        None).

    Raises:
        InvalidArgumentError: no batch sizes, or a bad one.
        MeasurementError: TensorFlow keeps no allocator statistics here.
        OutOfMemoryError: a batch size ran out of the device's memory.

    Example:
        >>> frame = compare("mnist_cnn", [16, 32], gpu="V100-PCIE-16GB", measure=False)
        >>> list(frame["batch_size"]), bool((frame["analytic_bytes"] > 0).all())
        ([16, 32], True)
        >>> frame.attrs["capacity_bytes"] == 16160 * 2**20  # what a process gets of the V100's 16 GiB
        True
    """
    import pandas as pd

    from .estimate import check_batch_size, prepare
    from .models import as_model

    sizes = [check_batch_size(b) for b in batch_sizes]
    if not sizes:
        raise InvalidArgumentError("no batch sizes to compare: pass at least one, e.g. [16, 32, 64]")
    capacity, label = (None, None)
    if gpu is not None:
        from .gpus import resolve_memory

        capacity, label = resolve_memory(gpu)
        if _is_size(gpu):
            label = None  # a bare size names no GPU
    model = as_model(model, input_shape)

    measured: list[dict[str, Any]] = [{} for _ in sizes]
    measured_on = None
    device = label or "gpu"
    if measure:
        measured_on, measured = _measure(model, sizes, steps, input_shape)
        if "GPU BFC" not in measured_on:
            device = "cpu"  # the simulated GPU

    seed = prepare(model, "seed", input_shape)
    analytic = prepare(model, "analytic", input_shape, ready_up_to=0, device=device)
    estimates = [analytic(b) for b in sizes]
    rows = [
        {
            "batch_size": b,
            "seed_bytes": seed(b).total,
            "analytic_bytes": e.total,
            "measured_bytes": m.get("peak_bytes"),
            "nvml_used_bytes": m.get("nvml_used_bytes"),
            "analytic_low_bytes": e.low,
        }
        for b, e, m in zip(sizes, estimates, measured)
    ]
    frame = pd.DataFrame(rows, columns=list(COMPARE_COLUMNS))
    frame = frame.astype({c: "Int64" for c in COMPARE_COLUMNS if c.endswith("_bytes")})
    frame.attrs.update(
        model=model.name, gpu=label, capacity_bytes=capacity, analytic_device=device, measured_on=measured_on
    )
    return frame


def compare_history(logger_or_history: Any, estimate: Any) -> Any:
    """A :class:`~kerasmem.GpuMemoryLogger`'s measured per-batch peaks against an estimate's total.

    Args:
        logger_or_history: A GpuMemoryLogger, or its ``.history`` DataFrame
            (it needs the columns ``epoch``, ``batch`` and ``tf_peak_bytes``).
            Only training batches are compared (not epoch ends or
            validation); with several devices, the first device's rows.
        estimate: A :class:`~kerasmem.MemoryEstimate`, or a total in bytes.

    Returns:
        A pandas DataFrame with the columns of ``HISTORY_COMPARE_COLUMNS``
        (bytes), one row per logged batch; ``frame.attrs`` holds
        ``estimate_label`` (the method, or "estimate").

    Raises:
        InvalidArgumentError: the history lacks those columns or is empty.

    Example:
        >>> import pandas as pd
        >>> history = pd.DataFrame({"epoch": [0, 0], "batch": [0, 1], "tf_peak_bytes": [900, 1100]})
        >>> compare_history(history, 1000)["difference_bytes"].tolist()
        [-100, 100]
    """
    import pandas as pd

    history = getattr(logger_or_history, "history", logger_or_history)
    if not isinstance(history, pd.DataFrame):
        raise InvalidArgumentError(
            f"expected a GpuMemoryLogger or its history DataFrame, got {type(logger_or_history).__name__}"
        )
    missing = [c for c in ("epoch", "batch", "tf_peak_bytes") if c not in history.columns]
    if missing:
        raise InvalidArgumentError(f"the history lacks the column(s) {', '.join(missing)}: pass a GpuMemoryLogger's history")
    if "event" in history.columns:  # a logger's: training batches only (not epoch ends or validation)
        history = history[(history["event"] == "batch") & (history.get("phase", "train") == "train")]
    if "device" in history.columns and history["device"].nunique() > 1:
        history = history[history["device"] == history["device"].iloc[0]]
    history = history.dropna(subset=["tf_peak_bytes"])
    if history.empty:
        raise InvalidArgumentError("the history has no measured batches: train with the logger first")
    total = getattr(estimate, "total", estimate)
    if isinstance(total, bool) or not isinstance(total, int) or total < 0:
        raise InvalidArgumentError(f"expected a MemoryEstimate or a byte count, got {estimate!r}")
    frame = pd.DataFrame(
        {
            "epoch": history["epoch"].astype("int64").to_numpy(),
            "batch": history["batch"].astype("int64").to_numpy(),
            "step": range(len(history)),
            "measured_bytes": history["tf_peak_bytes"].astype("int64").to_numpy(),
            "estimate_bytes": total,
        }
    )
    frame["difference_bytes"] = frame["measured_bytes"] - frame["estimate_bytes"]
    method = getattr(estimate, "method", None)
    frame.attrs["estimate_label"] = f"{method} estimate" if method else "estimate"
    return frame


def _is_size(gpu: Any) -> bool:
    """Whether ``gpu`` is a bare size (bytes, "16GiB") rather than a catalog GPU."""
    if isinstance(gpu, int):
        return True
    from .gpus import GpuSpec

    if isinstance(gpu, GpuSpec):
        return False
    from .units import parse_size

    try:
        parse_size(gpu)
    except (InvalidArgumentError, ValueError):
        return False
    return True


def _measure(model: Any, sizes: list[int], steps: int, input_shape: Any) -> tuple[str, list[dict[str, Any]]]:
    """(the allocator measured, each batch size's measurement as a dict) here or on the simulated GPU."""
    from .probes import tf_allocator

    if tf_allocator.default_device().startswith("GPU") or tf_allocator.simulated_gpu():
        return _measure_here(model, sizes, steps, input_shape)
    from .simulate import run_simulated

    with tempfile.TemporaryDirectory(prefix="kerasmem-compare-") as folder:
        path = os.path.join(folder, f"{model.name}.keras")
        model.save(path)
        return run_simulated(_measure_here, path, sizes, steps, input_shape, memory=None)


def _measure_here(model: Any, sizes: list[int], steps: int, input_shape: Any) -> tuple[str, list[dict[str, Any]]]:
    from .models import as_model
    from .trials import measure_peak

    model = as_model(model, input_shape)
    results = [measure_peak(model, b, steps, input_shape=input_shape) for b in sizes]
    return results[0].allocator, [r.to_dict() for r in results]
