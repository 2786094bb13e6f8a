"""DevicePlacementLogger: where did the training step's operations run?"""

from __future__ import annotations

import collections
import logging
from dataclasses import dataclass, field
from typing import Any

import keras

from .._text import render_html_table, render_table, thousands

__all__ = ["DevicePlacementLogger", "PlacementReport", "HOST_OPS"]

_log = logging.getLogger("kerasmem")

# Bookkeeping nodes of a partitioned graph: they move values, they compute nothing.
_PLUMBING = frozenset({"_Arg", "_Retval", "_Send", "_Recv", "_HostSend", "_HostRecv", "NoOp", "Const", "_DeviceArg", "_DeviceRetval"})
# Ops that belong on the host even when a GPU trains: the input pipeline and assertions.
HOST_OPS = frozenset({
    "IteratorGetNext", "IteratorGetNextAsOptional", "OptionalGetValue", "OptionalHasValue", "OptionalNone",
    "OptionalFromValue", "MakeIterator", "AnonymousIteratorV3", "DatasetCardinality", "Assert", "PrintV2",
    "StringFormat", "VarHandleOp",
})


def _host_op(op: str) -> bool:
    # tf.data builds its pipeline from *Dataset ops and feeds the step through *Iterator* ops.
    return op in HOST_OPS or "Dataset" in op or "Iterator" in op


def _short(device: str) -> str:
    # '/job:localhost/replica:0/task:0/device:GPU:0' -> 'GPU:0'
    return device.rsplit("device:", 1)[-1] if device else "(unplaced)"


@dataclass(frozen=True)
class PlacementReport:
    """Where the operations of the first training step ran.

    Attributes:
        counts: Operations per device ("GPU:0", "CPU:0"), bookkeeping nodes left out.
        on_cpu: Operation types that ran on the CPU, with their counts,
            input-pipeline ops (``HOST_OPS``, tf.data's) left out.
        gpu_present: Whether TensorFlow has a GPU.
        functions: How many compiled functions that compute ran (0: nothing was recorded).
    """

    counts: dict[str, int] = field(default_factory=dict)
    on_cpu: dict[str, int] = field(default_factory=dict)
    gpu_present: bool = False
    functions: int = 0

    @property
    def fell_back(self) -> dict[str, int]:
        """Operation types on the CPU although a GPU is present ({} without a GPU)."""
        return dict(self.on_cpu) if self.gpu_present else {}

    @property
    def warning(self) -> str:
        """The warning about operations that fell back to the CPU; "" if none."""
        if not self.fell_back:
            return ""
        ops = ", ".join(f"{op} x{n}" for op, n in sorted(self.fell_back.items(), key=lambda kv: (-kv[1], kv[0]))[:12])
        return (
            f"{sum(self.fell_back.values())} operations of the training step ran on the CPU although TensorFlow "
            f"has a GPU: {ops}. Heavy ones (Conv2D, MatMul) there mean an op without a GPU kernel or inputs "
            f"pinned to the host; small ones (shape arithmetic) are harmless."
        )

    def _rows(self) -> list[list[str]]:
        return [[device, thousands(n)] for device, n in sorted(self.counts.items())]

    def __str__(self) -> str:
        if not self.functions:
            return (
                "Device placement: nothing recorded (no training step ran while the callback recorded)"
            )
        text = "Device placement of the first training step\n" + render_table(["device", "operations"], self._rows())
        return text + (f"\nWARNING: {self.warning}" if self.warning else "")

    def _repr_html_(self) -> str:
        table = render_html_table(["device", "operations"], self._rows(), caption="Device placement of the first training step")
        return table + (f"<p><b>WARNING:</b> {self.warning}</p>" if self.warning else "")


class DevicePlacementLogger(keras.callbacks.Callback):
    """Reports, after the first batch, on which devices the training step's operations ran.

    How it works: at train begin it turns on TensorFlow's run metadata for
    the eager context (``context.enable_run_metadata()``); the first training
    step then compiles and runs the train function, and TensorFlow records
    the *partitioned* graphs, in which the placer has given every node its
    final device. When the second batch begins (or the epoch ends) the
    callback exports that metadata, turns recording off, and counts nodes
    per device. Unlike ``tf.debugging.set_log_device_placement`` this is
    not process-wide, prints nothing from C++, and costs only the first
    step (exporting took about 10 ms for the talk's CNN on this machine).

    TensorFlow reports a function's placed graphs when it instantiates the
    function, so the step must be compiled while recording is on: after an
    earlier ``fit()`` (the optimizer has taken steps) the callback asks Keras
    for a fresh train function (``make_train_function(force=True)``), which
    costs one more trace. With ``run_eagerly=True`` TensorFlow runs each
    operation as a one-node function, recorded the same way. On a GPU machine, ops that
    ran on the CPU are listed in a warning (on the ``kerasmem`` logger);
    input-pipeline ops (``HOST_OPS``) belong on the host and are left out.
    Only CPU placement was observed on this machine (no GPU here).

    Args:
        verbose: Print the report after the first batch.

    Attributes:
        report: The :class:`PlacementReport` (None until the first batch ended).

    Example:
        ```python
        placement = kerasmem.DevicePlacementLogger()
        model.fit(x, y, callbacks=[placement])
        placement.report.counts        # {"GPU:0": 412, "CPU:0": 9}
        ```
    """

    async_safe = True  # it uses begin hooks only, which Keras always calls in step

    def __init__(self, verbose: bool = True) -> None:
        super().__init__()
        self.verbose = verbose
        self.report: PlacementReport | None = None
        self._batches = 0
        self._recording = False

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        from tensorflow.python.eager import context

        self._batches = 0
        if self.report is None:
            if int(self.model.optimizer.iterations.numpy()) > 0 and hasattr(self.model, "make_train_function"):
                self.model.make_train_function(force=True)  # instantiated again, so placed again, and recorded
            context.context().enable_run_metadata()
            self._recording = True

    def on_train_batch_begin(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        self._batches += 1
        if self._batches == 2:
            self._collect()

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        self._collect()

    def on_train_end(self, logs: dict[str, Any] | None = None) -> None:
        self._collect()

    def _collect(self) -> None:
        if not self._recording:
            return
        import tensorflow as tf
        from tensorflow.python.eager import context

        self._recording = False
        metadata = context.context().export_run_metadata()
        context.context().disable_run_metadata()
        counts: collections.Counter[str] = collections.Counter()
        on_cpu: collections.Counter[str] = collections.Counter()
        graphs = list(metadata.function_graphs) if metadata is not None else []
        computing = 0
        for graph in graphs:
            nodes = [n for partition in graph.partition_graphs for n in partition.node if n.op not in _PLUMBING]
            computing += any(not _host_op(n.op) for n in nodes)
            for node in nodes:
                device = _short(node.device)
                counts[device] += 1
                if device.startswith("CPU") and not _host_op(node.op):
                    on_cpu[node.op] += 1
        self.report = PlacementReport(
            counts=dict(counts),
            on_cpu=dict(on_cpu),
            gpu_present=bool(tf.config.list_logical_devices("GPU")),
            functions=computing,
        )
        if self.verbose:
            print(self.report, flush=True)  # asked for with verbose=True, like Keras's own progress output
        if self.report.warning:
            _log.warning("kerasmem.DevicePlacementLogger: %s", self.report.warning)
