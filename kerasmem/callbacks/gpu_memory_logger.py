"""GpuMemoryLogger: device memory after each batch, from NVML, TensorFlow's allocator and the host."""

from __future__ import annotations

import csv
import enum
import io
import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import keras

from .. import worker_logs
from ..history import CLUSTER_COLUMNS as _CLUSTER_COLUMNS
from ..history import GPU_COLUMNS as _GPU_COLUMNS
from ..history import HISTORY_COLUMNS, MemorySummary
from ..probes import host, nvml, tf_allocator, tf_cluster, tf_devices
from ..units import MiB

__all__ = ["GpuMemoryLogger", "PeakReset", "MemorySummary", "HISTORY_COLUMNS"]

_log = logging.getLogger("kerasmem")

_BYTE_COLUMNS = [c for c in HISTORY_COLUMNS if c.endswith("_bytes")]


class PeakReset(str, enum.Enum):
    """When the allocator's peak starts again."""

    BATCH = "batch"  #: after every sample: each row's peak covers the batches since the previous row
    EPOCH = "epoch"  #: at each epoch's start: each row's peak is the epoch's so far


@dataclass(frozen=True)
class _Target:
    device: str
    gpu: nvml.NvmlDevice | None


def _seconds(name: str, value: Any) -> float:
    """``value`` as seconds, or a one-line error naming the argument ``name``."""
    from ..errors import InvalidArgumentError

    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise InvalidArgumentError(f"{name} must be a number of seconds >= 0, got {value!r}")
    return float(value)


class GpuMemoryLogger(keras.callbacks.Callback):
    """Records device memory while a model trains: NVML, TensorFlow's allocator and the host.

    After every ``every``-th batch and at each epoch's end it takes one
    sample per device training uses: NVML's total/free/used (v2 query:
    ``used`` without the driver's reserve) and this process's own use;
    TensorFlow's allocator current and peak bytes; and this process's host
    RSS. Without a GPU it samples TensorFlow's CPU allocator and the host,
    and says once (a warning on the ``kerasmem`` logger, and in ``.notes``)
    why there are no GPU columns. A failing probe (NVML missing,
    NotSupported, a GPU lost) leaves its column empty from then on and is
    reported once; training goes on.

    With ``peak_reset="epoch"`` the logger declares itself safe for Keras 3's
    asynchronous batch dispatch (``async_safe``): a batch's sample may then
    run while the next batch starts, which blurs a row's time by a batch but
    not the epoch's peak. With ``peak_reset="batch"`` (the default) each
    row's peak belongs to its own batches, which needs the batch to have
    finished and the next not begun, so it asks Keras for in-step hooks.
    (Keras 3.15 dispatches asynchronously only on backends it deems thread
    safe, JAX and PyTorch; on TensorFlow its batch hooks always run in step,
    so the choice costs nothing there.)

    Under ``MultiWorkerMirroredStrategy`` every worker logs its own devices,
    each row tagged with its ``worker`` ("worker:1") and ``host``. With
    ``csv_path`` on a filesystem the nodes share, each worker appends to its
    own file beside it (``memory.worker-1.csv``, see
    :mod:`kerasmem.worker_logs`), and only the chief writes ``csv_path``
    itself: it merges the workers' complete lines at each epoch's end and at
    the end of training, when it waits up to ``merge_wait_s`` for the others
    to finish, and only the chief writes TensorBoard scalars (per worker and
    device). :func:`kerasmem.cluster_summary` gives the cluster's peaks.

    One sample costs a few microseconds without a GPU (see
    benchmarks/logger_overhead.py); NVML queries add about 0.1 ms per GPU
    (not measured here: this machine has no GPU).

    Args:
        every: Sample after every ``every``-th batch (1: every batch).
        peak_reset: "batch" or "epoch" (a :class:`PeakReset`).
        phases: Which of "train", "test" (evaluate, and validation during
            fit) and "predict" to sample.
        csv_path: Append samples to this CSV file (bytes; a header when the
            file is new), whole lines, flushed at each epoch's end and at
            least every ``flush_every_s`` seconds in between. Under
            ``MultiWorkerMirroredStrategy``: the merged file the chief
            writes; each worker appends to its own file beside it.
        tensorboard_dir: Write the samples as TensorBoard scalars (MiB) here
            (the chief only, for every worker, under several workers).
        show_in_logs: Add each device's peak (MiB) to the batch and epoch
            logs, so the progress bar shows it (and ``History`` keeps it).
        processes: Query NVML for this process's own GPU memory (one more
            NVML call per GPU per sample).
        devices: TensorFlow devices to sample ("GPU:0", ...); default every
            GPU TensorFlow sees, else "CPU:0".
        merge_wait_s: Under several workers, how long the chief waits at the
            end of training for the other workers to finish their logs
            before the last merge (a worker that does not is named in
            ``notes``).
        flush_every_s: Within an epoch, write the samples to ``csv_path``
            (this worker's own file under several workers) whenever this
            many seconds have passed since the last write, so that a process
            that dies (out of memory, a node lost) leaves its last samples;
            0 writes after every sample.

    Attributes:
        history: A pandas DataFrame, one row per sample and device; its
            columns are described in ``HISTORY_COLUMNS`` (sizes in bytes).
        notes: What the logger had to say once (no GPU, failed probes; on
            the chief, workers that left no log or stopped early).
        worker: This process's worker (a
            :class:`kerasmem.probes.tf_cluster.WorkerInfo`), known once
            training begins.

    Example:
        ```python
        logger = kerasmem.GpuMemoryLogger(every=10, csv_path="memory.csv")
        model.fit(x, y, epochs=3, callbacks=[logger])
        print(logger.summary())        # peak per epoch and device, in MiB
        logger.history.tail()          # every sample, in bytes
        ```
    """

    def __init__(
        self,
        every: int = 1,
        peak_reset: PeakReset | str = PeakReset.BATCH,
        phases: Iterable[str] = ("train",),
        csv_path: str | os.PathLike[str] | None = None,
        tensorboard_dir: str | os.PathLike[str] | None = None,
        show_in_logs: bool = False,
        processes: bool = True,
        devices: Sequence[str] | None = None,
        merge_wait_s: float = 30.0,
        flush_every_s: float = 10.0,
    ) -> None:
        from ..errors import InvalidArgumentError

        super().__init__()
        if isinstance(every, bool) or not isinstance(every, int) or every < 1:
            raise InvalidArgumentError(f"every must be a positive integer, got {every!r}")
        try:
            self.peak_reset = PeakReset(peak_reset)
        except ValueError:
            raise InvalidArgumentError(f"peak_reset must be 'batch' or 'epoch', got {peak_reset!r}") from None
        self.phases = frozenset(phases)
        unknown = self.phases - {"train", "test", "predict"}
        if unknown:
            raise InvalidArgumentError(f"phases are 'train', 'test' and 'predict', not {sorted(unknown)}")
        self.merge_wait_s = _seconds("merge_wait_s", merge_wait_s)
        self.flush_every_s = _seconds("flush_every_s", flush_every_s)
        self.every = every
        self.csv_path = os.fspath(csv_path) if csv_path is not None else None
        self.tensorboard_dir = os.fspath(tensorboard_dir) if tensorboard_dir is not None else None
        self.show_in_logs = show_in_logs
        self.processes = processes
        self.devices = list(devices) if devices is not None else None
        self.notes: list[str] = []
        self.metadata: dict[str, Any] = {}  # where the last run ran: host, pid, SLURM job (see devices.job_metadata)
        self.worker = tf_cluster.SINGLE
        self._host = ""
        self._log_path: str | None = None  # the file this process appends to: csv_path, or its worker file
        self._file_columns: list[str] = []
        self._merger: worker_logs.Merger | None = None
        self._tb_steps: dict[str, int] = {}
        self._rows: list[tuple[Any, ...]] = []
        self._columns: list[str] = []
        self._targets: list[_Target] = []
        self._lock = threading.Lock()
        self._t0 = 0.0
        self._epoch = 0
        self._calls = 0
        self._last_batch = -1
        self._with_gpu = False
        self._depth = 0
        self._no_tf_stats: set[str] = set()
        self._pending: list[tuple[Any, ...]] = []  # rows for the epoch's end: TensorBoard, the chief's merge
        self._unwritten: list[tuple[Any, ...]] = []  # rows not in this process's CSV yet
        self._written_at = 0.0
        self._csv: Any = None
        self._writer: Any = None

    @property
    def async_safe(self) -> bool:  # read by Keras 3's CallbackList
        return self.peak_reset is PeakReset.EPOCH

    # ---- set-up and tear-down -------------------------------------------------------------

    def _begin(self) -> None:
        self._depth += 1
        if self._depth > 1:
            return  # evaluate() inside fit(): already set up
        self._t0 = self._written_at = time.perf_counter()
        self._epoch = 0
        self._calls = 0
        self._targets = self._find_targets()
        self._with_gpu = any(t.device.upper().startswith("GPU") for t in self._targets)
        self._columns = [c for c in HISTORY_COLUMNS if self._with_gpu or c not in _GPU_COLUMNS]
        self._find_worker()
        self._open_outputs()
        for target in self._targets:
            self._reset(target.device)
        if not self._with_gpu and self.devices is None:
            self._note_no_gpu()  # after the resets: it says whether the CPU allocator keeps figures

    def _end(self, training: bool = False) -> None:
        self._depth -= 1
        if self._depth > 0:
            return
        self._flush()
        if self._csv is not None:
            self._csv.close()
            self._csv = None
        if training:
            self._finish_run()
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def _strategy(self) -> Any:
        return getattr(getattr(self, "model", None), "distribute_strategy", None)

    def _find_worker(self) -> None:
        import platform

        strategy = self._strategy()
        self.worker = tf_cluster.worker_info(strategy) if strategy is not None else tf_cluster.SINGLE
        self._host = platform.node()
        self._log_path = self.csv_path
        if self.worker.multi_worker and self.csv_path is not None:
            self._log_path = worker_logs.worker_csv_path(self.csv_path, self.worker.name)
        if self.worker.multi_worker and self.csv_path is None:
            self._note(
                f"{self.worker.name}: no csv_path, so no merged log: under several workers the chief gathers the "
                f"others' samples from their files (give every worker the same csv_path on a shared filesystem)"
            )

    def _find_targets(self) -> list[_Target]:
        names = self.devices
        if names is None:
            # Under a distribution strategy: every replica's device in this worker.
            names = tf_devices.replica_devices(self._strategy()) or tf_devices.logical_gpus()
        gpu_names = [n for n in names if n.upper().startswith("GPU")]
        if not gpu_names:
            return [_Target(n, None) for n in (names or ["CPU:0"])]
        bus_ids = [g.pci_bus_id for g in tf_devices.gpus()]
        matched, how = nvml.match_tf_gpus(bus_ids)
        targets = []
        for name in names:
            index = int(name.split(":")[-1]) if name.upper().startswith("GPU") else -1
            gpu = matched[index] if 0 <= index < len(matched) else None
            if index >= 0 and gpu is None:
                reason = nvml.unavailable_reason() or f"no NVML device matches it ({how})"
                self._note(f"no NVML figures for {name}: {reason}")
            targets.append(_Target(name, gpu))
        return targets

    def _note_no_gpu(self) -> None:
        from ..devices import check_devices

        verdict = check_devices().reason
        logging_what = ("host memory only (TensorFlow keeps no CPU allocator statistics here)"
                        if "CPU:0" in self._no_tf_stats else
                        f"TensorFlow's CPU allocator ({tf_allocator.allocator_name('CPU:0')}) and host memory")
        self._note(f"No GPU columns: TensorFlow sees no GPU ({verdict}). Logging {logging_what} instead.")

    def _note(self, message: str) -> None:
        if message not in self.notes:
            self.notes.append(message)
            _log.warning("kerasmem.GpuMemoryLogger: %s", message)

    def _open_outputs(self) -> None:
        if self._log_path is not None and self._csv is None:
            self._open_csv(self._log_path)
        if self.worker.is_chief and self._csv is not None and self.worker.multi_worker:
            assert self.csv_path is not None
            self._merger = worker_logs.Merger(self.csv_path, self.worker.workers)
            self._merger.rebuild()
            # Rows from earlier runs are in the merged CSV already; TensorBoard gets this run's.
            self._tb_steps = {t.worker: t.rows for t in self._merger.tails}
        if self.tensorboard_dir is not None and self._writer is None:
            if not self.worker.is_chief:
                self._note(f"{self.worker.name} writes no TensorBoard scalars: the chief writes every worker's")
                return
            import tensorflow as tf

            self._writer = tf.summary.create_file_writer(self.tensorboard_dir)

    def _open_csv(self, path: str) -> None:
        self._file_columns = list(self._columns)
        new = not os.path.exists(path) or os.path.getsize(path) == 0
        if not new:
            with open(path, encoding="utf-8") as existing:
                header = existing.readline().strip().split(",")
            # A log written before the worker and host columns existed takes this run's rows without them.
            older = [c for c in self._columns if c not in _CLUSTER_COLUMNS]
            if header not in (self._columns, older):
                self._note(f"not appending to {path}: its columns differ from this run's")
                self._log_path = None
                return
            self._file_columns = header
        self._csv = open(path, "a", encoding="utf-8", newline="")
        if new:
            self._write_lines([tuple(self._columns)])

    # ---- sampling -------------------------------------------------------------------------

    def _reset(self, device: str) -> None:
        if device not in self._no_tf_stats:
            try:
                tf_allocator.reset_peak(device)
            except tf_allocator.MeasurementError as error:
                self._without_tf_stats(device, error)

    def _read_tf(self, device: str) -> tuple[int | None, int | None]:
        if device in self._no_tf_stats:
            return None, None
        try:
            stats = tf_allocator.read(device)
        except tf_allocator.MeasurementError as error:
            self._without_tf_stats(device, error)
            return None, None
        return stats.current, stats.peak

    def _without_tf_stats(self, device: str, error: Exception) -> None:
        self._no_tf_stats.add(device)
        self._note(f"no TensorFlow allocator figures for {device}: {error}")

    def _sample(self, phase: str, event: str, batch: int, logs: dict[str, Any] | None) -> None:
        with self._lock:
            elapsed = time.perf_counter() - self._t0
            rss = host.rss()
            for target in self._targets:
                current, peak = self._read_tf(target.device)
                if self.peak_reset is PeakReset.BATCH:
                    self._reset(target.device)
                row: tuple[Any, ...] = (elapsed, phase, event, self._epoch, batch, target.device, current, peak)
                if self._with_gpu:
                    row += self._gpu_figures(target.gpu)
                row += (rss, self.worker.name, self._host)
                self._rows.append(row)
                self._pending.append(row)
                self._unwritten.append(row)
                if self.show_in_logs and logs is not None and peak is not None:
                    logs[f"{target.device.replace(':', '').lower()}_peak_MiB"] = round(peak / MiB, 1)

    def _gpu_figures(self, gpu: nvml.NvmlDevice | None) -> tuple[Any, ...]:
        if gpu is None:
            return (None,) * len(_GPU_COLUMNS)
        memory = nvml.memory_info(gpu)
        mine = nvml.process_used(gpu) if self.processes else None
        if memory is None:
            return (None, None, None, None, mine)
        return (memory.total, memory.free, memory.used, memory.reserved, mine)

    def _batch_end(self, phase: str, batch: int, logs: dict[str, Any] | None) -> None:
        if phase not in self.phases:
            return
        self._calls += 1
        if self._calls % self.every == 0:
            self._sample(phase, "batch", batch, logs)
            if time.perf_counter() - self._written_at >= self.flush_every_s:
                self._write_unwritten()

    # ---- output ---------------------------------------------------------------------------

    def _write_lines(self, rows: list[tuple[Any, ...]]) -> None:
        if self._file_columns != self._columns:
            keep = [self._columns.index(c) for c in self._file_columns]
            rows = [tuple(row[i] for i in keep) for row in rows]
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        for row in rows:
            writer.writerow(["" if v is None else (f"{v:.6f}" if isinstance(v, float) else v) for v in row])
        # One write of whole lines, then to the OS: a crash loses at most the last flush_every_s seconds.
        self._csv.write(buffer.getvalue())
        self._csv.flush()

    def _write_unwritten(self) -> None:
        with self._lock:
            rows, self._unwritten = self._unwritten, []
        if rows and self._csv is not None:
            self._write_lines(rows)
        self._written_at = time.perf_counter()

    def _flush(self) -> None:
        self._write_unwritten()
        with self._lock:
            pending, self._pending = self._pending, []
        if self._merger is not None:
            self._merge()  # even without rows of its own: the other workers may have some
        elif pending and self._writer is not None:
            self._write_scalars([dict(zip(self._columns, row)) for row in pending])

    def _merge(self) -> None:
        """The chief: the workers' new complete lines into the merged CSV, and into TensorBoard."""
        assert self._merger is not None
        new = self._merger.update()
        if self._writer is not None:
            self._write_scalars([row for rows in new.values() for row in rows])

    def _finish_run(self) -> None:
        """Marks this worker's log finished; the chief then waits for the others and merges a last time."""
        if self._log_path is not None:
            self.metadata["finished"] = True
            worker_logs.write_json(self._log_path + ".meta.json", self.metadata)
        if self._merger is None:
            return
        others = [t for t in self._merger.tails if t.worker != self.worker.name]
        deadline = time.monotonic() + self.merge_wait_s
        waiting = others
        while waiting:
            waiting = [t for t in waiting if not worker_logs.read_json(t.path + ".meta.json").get("finished")]
            if not waiting or time.monotonic() >= deadline:
                break
            time.sleep(0.05)
        self._merge()
        problems = self._merger.problems()
        problems += [
            f"{t.worker} did not finish within {self.merge_wait_s:g} s of the chief: its log may lack its last samples"
            for t in waiting
        ]
        for problem in problems:
            self._note(problem)
        self._merger.write_metadata(problems)
        self._merger = None

    def _write_scalars(self, rows: list[dict[str, Any]]) -> None:
        import tensorflow as tf
        from tensorflow.core.framework import summary_pb2

        # tf.summary.scalar needs the tensorboard package; tf.summary.write with the scalars
        # plugin's metadata writes the same event without it.
        metadata = summary_pb2.SummaryMetadata(
            plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars"),
            data_class=summary_pb2.DATA_CLASS_SCALAR,
        )
        with self._writer.as_default():
            for record in rows:
                worker = str(record.get("worker") or self.worker.name)
                step = self._tb_steps[worker] = self._tb_steps.get(worker, 0) + 1
                # One process keeps the tags it always had; several workers each get their own.
                prefix = f"kerasmem/{worker}/" if self.worker.multi_worker else "kerasmem/"
                for column in _BYTE_COLUMNS:
                    value = record.get(column)
                    if value not in (None, ""):
                        tag = f"{prefix}{record['device']}/{column.removesuffix('_bytes')}_MiB"
                        value = tf.constant(float(value) / MiB, tf.float32)
                        tf.summary.write(tag, value, step=step, metadata=metadata)
        self._writer.flush()

    # ---- Keras hooks ----------------------------------------------------------------------

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        self._begin()
        self._write_metadata()

    def _write_metadata(self) -> None:
        """Records where the run is (host, SLURM job); beside the CSV as ``<csv>.meta.json``."""
        from ..devices import job_metadata

        self.metadata = job_metadata()
        self.metadata.update(worker=self.worker.name, chief=self.worker.is_chief, finished=False)
        if self._log_path is not None:
            # Whole file at once: the chief on another node reads it to see whether this worker finished.
            worker_logs.write_json(self._log_path + ".meta.json", self.metadata)

    def on_train_end(self, logs: dict[str, Any] | None = None) -> None:
        self._end(training=True)

    def on_test_begin(self, logs: dict[str, Any] | None = None) -> None:
        self._begin()

    def on_test_end(self, logs: dict[str, Any] | None = None) -> None:
        if "test" in self.phases and self._depth == 1:
            self._sample("test", "end", -1, logs)
        self._end()

    def on_predict_begin(self, logs: dict[str, Any] | None = None) -> None:
        self._begin()

    def on_predict_end(self, logs: dict[str, Any] | None = None) -> None:
        if "predict" in self.phases:
            self._sample("predict", "end", -1, logs)
        self._end()

    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        self._epoch = epoch
        self._last_batch = -1
        for target in self._targets:
            self._reset(target.device)

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        if "train" in self.phases:
            self._sample("train", "epoch_end", self._last_batch, logs)
        self._flush()

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        self._last_batch = batch
        self._batch_end("train", batch, logs)

    def on_test_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        self._batch_end("test", batch, logs)

    def on_predict_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        self._batch_end("predict", batch, logs)

    # ---- results --------------------------------------------------------------------------

    @property
    def history(self) -> Any:
        """Every sample so far, one row per device: a pandas DataFrame (sizes in bytes; ``.attrs["metadata"]``
        says where the run was: host, pid, SLURM job)."""
        import pandas as pd

        columns = self._columns or [c for c in HISTORY_COLUMNS if c not in _GPU_COLUMNS]
        with self._lock:
            rows = list(self._rows)
        frame = pd.DataFrame(rows, columns=columns)
        frame = frame.astype({c: "Int64" for c in columns if c.endswith("_bytes")} | {"epoch": "int64", "batch": "int64"})
        frame.attrs["metadata"] = dict(self.metadata)
        return frame

    def summary(self) -> MemorySummary:
        """The largest figures per epoch, phase and device (bytes in ``.table``, MiB when shown)."""
        frame = self.history
        shown = [c for c in MemorySummary.SHOWN if c in frame.columns]
        table = frame.groupby(["epoch", "phase", "device"], sort=True)[shown].max().reset_index()
        return MemorySummary(table, self.notes)
