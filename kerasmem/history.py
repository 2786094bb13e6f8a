"""The memory log's schema (``HISTORY_COLUMNS``) and its peak table (``MemorySummary``).

Shared by :class:`kerasmem.GpuMemoryLogger` (one process) and
:func:`kerasmem.cluster_summary` (every worker of a run); importing it does not
import Keras or TensorFlow.

Example:
    >>> from kerasmem.history import HISTORY_COLUMNS
    >>> [c for c in HISTORY_COLUMNS if not c.endswith("_bytes")][-2:]
    ['worker', 'host']
"""

from __future__ import annotations

from typing import Any, Sequence

from ._text import render_html_table, render_table
from .units import format_bytes

__all__ = ["HISTORY_COLUMNS", "GPU_COLUMNS", "CLUSTER_COLUMNS", "MemorySummary"]

HISTORY_COLUMNS = {
    "time_s": "seconds since the logger started (float)",
    "phase": "'train', 'test' (evaluate, or validation during fit) or 'predict'",
    "event": "'batch' (after a batch), 'epoch_end' (after an epoch, validation included) or 'end' "
    "(after evaluate or predict outside fit)",
    "epoch": "the epoch, from 0 (0 outside fit)",
    "batch": "the batch index within the epoch or run (the last batch's for 'epoch_end')",
    "device": "TensorFlow's device: 'GPU:0', ... or 'CPU:0' where there is no GPU",
    "tf_current_bytes": "bytes TensorFlow's allocator holds on the device now",
    "tf_peak_bytes": "the allocator's peak in bytes since its last reset: the previous sample "
    "(peak_reset='batch') or the epoch's start (peak_reset='epoch')",
    "nvml_total_bytes": "the GPU's memory in bytes (NVML)",
    "nvml_free_bytes": "the GPU's free memory in bytes (NVML)",
    "nvml_used_bytes": "memory all processes hold on the GPU, in bytes (NVML v2: without the driver's reserve)",
    "nvml_reserved_bytes": "the driver's reserve in bytes (NVML v2; empty with v1)",
    "process_bytes": "this process's memory on the GPU in bytes (NVML): TensorFlow's whole pool, the CUDA "
    "context and library handles; empty where NVML cannot tell (containers, MIG)",
    "host_rss_bytes": "this process's resident host memory in bytes (psutil)",
    # Last, so that files and code written before them keep their column positions.
    "worker": "the tf.distribute task that took the sample, '<task type>:<index>' ('worker:1', 'chief:0'); "
    "'worker:0' in a single-process run",
    "host": "the machine the worker ran on (its host name)",
}
GPU_COLUMNS = ("nvml_total_bytes", "nvml_free_bytes", "nvml_used_bytes", "nvml_reserved_bytes", "process_bytes")
CLUSTER_COLUMNS = ("worker", "host")


class MemorySummary:
    """Peak figures of a memory log, one row per group (epoch, phase and device; or worker, host and device).

    ``.table`` is a pandas DataFrame in bytes; ``str()`` and Jupyter's display
    show it in MiB. ``.notes`` are what the log had to say (no GPU, missing
    workers); ``.bottleneck`` names the device closest to running out, where
    the summary covers a cluster (else None).

    Example:
        ```python
        print(logger.summary())                       # one process: per epoch, phase and device
        print(kerasmem.cluster_summary("logs/memory.csv"))   # a whole run: per worker, host and device
        ```
    """

    SHOWN = ("tf_peak_bytes", "process_bytes", "nvml_used_bytes", "host_rss_bytes")
    _HEADERS = ("TF peak", "process (NVML)", "GPU used (NVML)", "host RSS")

    def __init__(
        self,
        table: Any,
        notes: Sequence[str] = (),
        keys: Sequence[str] = ("epoch", "phase", "device"),
        title: str = "Peak memory per epoch and device",
        bottleneck: dict[str, Any] | None = None,
    ) -> None:
        self.table = table
        self.notes = tuple(notes)
        self.keys = tuple(keys)
        self.title = title
        self.bottleneck = bottleneck

    def _rows(self) -> tuple[list[str], list[list[str]]]:
        shown = [c for c in self.SHOWN if c in self.table.columns]
        headers = list(self.keys) + [h for c, h in zip(self.SHOWN, self._HEADERS) if c in shown]
        rows = [
            [str(r[k]) for k in self.keys] + ["" if _missing(r[c]) else format_bytes(int(r[c]), "MiB") for c in shown]
            for _, r in self.table.iterrows()
        ]
        return headers, rows

    def __str__(self) -> str:
        headers, rows = self._rows()
        notes = "".join(f"\n* {note}" for note in self.notes)
        return f"{self.title}\n{render_table(headers, rows, left=len(self.keys))}{notes}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        import html

        headers, rows = self._rows()
        notes = "".join(f"<p>{html.escape(note)}</p>" for note in self.notes)
        return render_html_table(headers, rows, caption=self.title, left=len(self.keys)) + notes


def _missing(value: Any) -> bool:
    import pandas as pd

    return value is None or bool(pd.isna(value))
