"""The memory logs of a multi-worker run: one CSV per worker, merged by the chief, summarised for the cluster.

Transport: under ``MultiWorkerMirroredStrategy`` every worker's
:class:`kerasmem.GpuMemoryLogger` appends whole lines to its own file,
``<csv stem>.<task type>-<index>.csv`` (``memory.worker-1.csv``) beside the
``csv_path`` it was given, which must be on a filesystem all nodes share (as a
cluster's home or project space is). The chief reads the workers' new complete
lines at each epoch's end and at the end of training and appends them to
``csv_path``, the merged file; nothing travels over the network and nothing is
added to the training step. A worker that dies leaves what it flushed; a
partial last line (a worker stopped while writing) is left out, never an error.

Example:
    ```python
    # after a run whose chief died: rebuild the merged file, then the cluster's peaks
    kerasmem.merge_worker_logs("logs/memory.csv")
    print(kerasmem.cluster_summary("logs/memory.csv"))
    ```
"""

from __future__ import annotations

import csv
import glob
import json
import os
import re
from typing import Any, Iterable, Sequence

from .errors import InvalidArgumentError
from .history import CLUSTER_COLUMNS, HISTORY_COLUMNS, MemorySummary
from .units import format_bytes

__all__ = ["worker_csv_path", "merge_worker_logs", "cluster_summary"]

_WORKER_FILE = re.compile(r"^(?P<root>.+)\.(?P<type>chief|worker)-(?P<index>\d+)(?P<ext>\.[^./]*)?$")


def worker_csv_path(csv_path: str | os.PathLike[str], worker: str) -> str:
    """The file one worker writes beside the merged ``csv_path``: memory.csv, 'worker:1' -> memory.worker-1.csv.

    Example:
        >>> worker_csv_path("logs/memory.csv", "chief:0")
        'logs/memory.chief-0.csv'
    """
    root, ext = os.path.splitext(os.fspath(csv_path))
    task_type, _, index = worker.partition(":")
    return f"{root}.{task_type}-{index or 0}{ext}"


def write_json(path: str, data: dict[str, Any]) -> None:
    """Writes ``path`` whole: a crash (or a reader on another node) sees the old file or the new one."""
    with open(path + ".tmp", "w", encoding="utf-8") as out:
        json.dump(data, out, indent=2)
    os.replace(path + ".tmp", path)


def read_json(path: str) -> dict[str, Any]:
    """``path``'s JSON object; {} where it is missing or unreadable (a log's metadata is a nicety)."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


class _Tail:
    """One log file read as it grows: complete lines only, from where the last read stopped."""

    def __init__(self, path: str, worker: str, rename: bool = False) -> None:
        self.path = path
        self.worker = worker
        self.rename = rename  # tag every row with ``worker``, whatever the file says
        self.offset = 0
        self.columns: list[str] | None = None
        self.exists = False
        self.partial = False  # the file ends in a line without its newline
        self.rows = 0
        self.malformed = 0
        self.last_epoch: int | None = None
        self._host: str | None = None

    def read(self) -> list[dict[str, str]]:
        try:
            with open(self.path, "rb") as handle:
                handle.seek(self.offset)
                data = handle.read()
        except FileNotFoundError:
            return []
        self.exists = True
        end = data.rfind(b"\n") + 1
        self.partial = end < len(data)
        self.offset += end
        lines = list(csv.reader(data[:end].decode("utf-8", "replace").splitlines()))
        if self.columns is None and lines:
            self.columns = lines.pop(0)
        rows = []
        for line in lines:
            if len(line) != len(self.columns or ()):
                self.malformed += 1
                continue
            row = dict(zip(self.columns or (), line))
            if self.rename or not row.get("worker"):
                row["worker"] = self.worker
            row["host"] = row.get("host") or self.host()
            rows.append(row)
        self.rows += len(rows)
        if rows and rows[-1].get("epoch", "").isdigit():
            self.last_epoch = int(rows[-1]["epoch"])
        return rows

    def host(self) -> str:
        if self._host is None:
            self._host = str(read_json(self.path + ".meta.json").get("host", ""))
        return self._host

    def problems(self) -> list[str]:
        if not self.exists:
            return [f"{self.worker} left no log ({self.path} is missing): it never started, or logged elsewhere"]
        found = []
        if not self.rows:
            found.append(f"{self.worker} logged no samples ({self.path} is empty)")
        if self.partial:
            found.append(f"{self.worker}'s log ends in a partial line (left out): it stopped while writing")
        if self.malformed:
            found.append(f"{self.worker}'s log has {self.malformed} malformed line(s) (left out)")
        return found


def _columns(tails: Iterable[_Tail]) -> list[str]:
    """The schema's columns any of the logs has, in the schema's order; the cluster's tags always."""
    seen = {c for t in tails for c in (t.columns or ())} | set(CLUSTER_COLUMNS)
    return [c for c in HISTORY_COLUMNS if c in seen]


def stopped_early(tails: Sequence[_Tail]) -> list[str]:
    """Workers whose last sample is from an earlier epoch than another worker's last one."""
    last = {t.worker: t.last_epoch for t in tails if t.last_epoch is not None}
    if not last:
        return []
    reached = max(last.values())
    return [
        f"{worker} stopped early: its last sample is from epoch {epoch}, another worker's from epoch {reached}"
        for worker, epoch in last.items()
        if epoch < reached
    ]


class Merger:
    """The chief's side of the transport: follows the workers' files and appends their new lines to the merged CSV."""

    def __init__(self, csv_path: str, workers: Sequence[str]) -> None:
        self.csv_path = csv_path
        self.workers = tuple(workers)
        self.tails = [_Tail(worker_csv_path(csv_path, w), w) for w in self.workers]
        self.columns: list[str] | None = None

    def rebuild(self) -> dict[str, list[dict[str, str]]]:
        """Reads every worker's file from its start and writes the merged file anew (whole, then renamed)."""
        self.tails = [_Tail(t.path, t.worker) for t in self.tails]  # from the files' start again
        read = {t.worker: t.read() for t in self.tails}
        self.columns = _columns(self.tails)
        with open(self.csv_path + ".tmp", "w", encoding="utf-8", newline="") as out:
            writer = csv.writer(out, lineterminator="\n")
            writer.writerow(self.columns)
            for rows in read.values():
                writer.writerows([r.get(c, "") for c in self.columns] for r in rows)
        os.replace(self.csv_path + ".tmp", self.csv_path)
        return read

    def update(self) -> dict[str, list[dict[str, str]]]:
        """Appends the workers' complete lines written since the last call; returns them per worker."""
        if self.columns is None:
            return self.rebuild()
        read = {t.worker: t.read() for t in self.tails}
        lines = [[r.get(c, "") for c in self.columns] for rows in read.values() for r in rows]
        if lines:
            with open(self.csv_path, "a", encoding="utf-8", newline="") as out:
                csv.writer(out, lineterminator="\n").writerows(lines)
        return read

    def problems(self) -> list[str]:
        """What the merged file lacks: workers without a log or samples, partial lines, workers that stopped early."""
        return [p for t in self.tails for p in t.problems()] + stopped_early(self.tails)

    def write_metadata(self, notes: Sequence[str]) -> None:
        """``<merged csv>.meta.json``: the workers expected, their files, and what was missing."""
        write_json(
            self.csv_path + ".meta.json",
            {"workers": list(self.workers), "files": {t.worker: t.path for t in self.tails}, "notes": list(notes)},
        )


def _discover(csv_path: str) -> list[str]:
    """The workers whose files lie beside ``csv_path``, chief first, then by index."""
    root, ext = os.path.splitext(csv_path)
    found = []
    for path in glob.glob(glob.escape(root) + ".*-*" + glob.escape(ext)):
        match = _WORKER_FILE.match(path)
        if match and match["root"] == root and (match["ext"] or "") == ext:
            found.append((match["type"] != "chief", int(match["index"]), f"{match['type']}:{int(match['index'])}"))
    return [name for *_, name in sorted(found)]


def _expected_workers(csv_path: str) -> list[str]:
    recorded = read_json(csv_path + ".meta.json").get("workers")
    discovered = _discover(csv_path)
    if isinstance(recorded, list):
        return [str(w) for w in recorded] + [w for w in discovered if w not in recorded]
    return discovered


def merge_worker_logs(csv_path: str | os.PathLike[str], workers: Sequence[str] | None = None) -> list[str]:
    """Rebuilds the merged CSV from the per-worker files beside it (what the chief does during training).

    For a run whose chief died, or to merge again by hand. Missing, empty and
    truncated worker files are tolerated: their complete lines are merged and
    the problems returned (and kept in ``<csv_path>.meta.json``).

    Args:
        csv_path: The ``csv_path`` the workers' loggers were given.
        workers: The workers to merge, "worker:0", ...; default those recorded
            in ``<csv_path>.meta.json`` and those whose files are found.

    Returns:
        What the merged file lacks, one sentence a problem ([] when complete).

    Raises:
        InvalidArgumentError: no worker file lies beside ``csv_path`` and none is named.

    Example:
        ```python
        for problem in kerasmem.merge_worker_logs("logs/memory.csv"):
            print(problem)        # e.g. "worker:1 stopped early: its last sample is from epoch 3, ..."
        ```
    """
    csv_path = os.fspath(csv_path)
    names = list(workers) if workers is not None else _expected_workers(csv_path)
    if not names:
        raise InvalidArgumentError(
            f"no worker logs beside {csv_path} (expected files such as {worker_csv_path(csv_path, 'worker:0')})"
        )
    merger = Merger(csv_path, names)
    merger.rebuild()
    problems = merger.problems()
    merger.write_metadata(problems)
    return problems


def _logs(path: str) -> tuple[list[_Tail], list[str]]:
    """The logs ``path`` stands for, and notes recorded with them."""
    if os.path.isdir(path):
        logs = sorted(glob.glob(os.path.join(glob.escape(path), "*.csv")))
        merged = sorted({m["root"] + (m["ext"] or "") for p in logs if (m := _WORKER_FILE.match(p))})
        plain = [p for p in logs if not _WORKER_FILE.match(p) and p not in merged]
        several = len(merged) + len(plain) > 1
        tails: list[_Tail] = []
        for run in merged:
            # Several runs in one folder: their worker:0s are different processes, so the run names them too.
            stem = os.path.splitext(os.path.basename(run))[0]
            tails += [
                _Tail(worker_csv_path(run, w), f"{stem}/{w}" if several else w, rename=several)
                for w in _expected_workers(run)
            ]
        # A plain log (one process, or an older per-task file) is named by its file.
        tails += [_Tail(p, os.path.splitext(os.path.basename(p))[0], rename=True) for p in plain]
        return tails, []
    workers = _expected_workers(path)
    if workers:
        return [_Tail(worker_csv_path(path, w), w) for w in workers], []
    if not os.path.exists(path):
        raise InvalidArgumentError(f"no memory log at {path}: give a GpuMemoryLogger's csv_path or a folder of them")
    notes = read_json(path + ".meta.json").get("notes") or []
    return [_Tail(path, "worker:0")], [str(n) for n in notes]


def cluster_summary(path: str | os.PathLike[str]) -> MemorySummary:
    """The peak per device across a whole run: one row per (worker, host, device), and the bottleneck.

    Reads the per-worker files beside a merged CSV (so it works while the run
    goes on, or after the chief died), else the CSV itself; or every log in a
    folder. Tolerates missing, empty and truncated worker files and says so in
    ``.notes``, with the workers that stopped early.

    The bottleneck is the device closest to full: the largest share of the
    GPU NVML reports used (``nvml_used_bytes / nvml_total_bytes``) where the
    logs have NVML figures, else the largest TensorFlow allocator peak.

    Args:
        path: A ``GpuMemoryLogger``'s ``csv_path`` (the merged file of a
            multi-worker run, or a single process's log), or a folder of logs
            (with several runs or logs in it, a worker is named by its run,
            "memory-42/worker:1", and a single process's log by its file).

    Returns:
        A :class:`kerasmem.callbacks.MemorySummary` keyed by worker, host and
        device: ``.table`` in bytes (also ``samples`` and ``last_epoch``),
        ``str()`` in MiB, ``.bottleneck`` a dict (worker, host, device, by,
        bytes) or None without samples.

    Raises:
        InvalidArgumentError: ``path`` is neither a log nor a folder.

    Example:
        ```python
        summary = kerasmem.cluster_summary("logs/4242/memory.csv")
        print(summary)                     # per worker, host and device, in MiB; the bottleneck named
        summary.bottleneck["device"]       # e.g. 'GPU:3'
        ```
    """
    import pandas as pd

    tails, notes = _logs(os.fspath(path))
    rows = [row for tail in tails for row in tail.read()]
    notes = [*notes, *(p for t in tails for p in t.problems()), *stopped_early(tails)]
    keys = ["worker", "host", "device"]
    title = "Peak memory per worker and device"
    frame = pd.DataFrame(rows, columns=_columns(tails) if rows else keys)
    if frame.empty:
        return MemorySummary(frame, notes or ["no samples in these logs"], keys=keys, title=title)
    for column in frame.columns:
        if column.endswith("_bytes") or column == "epoch":
            frame[column] = pd.to_numeric(frame[column].replace("", None), errors="coerce").astype("Int64")
    shown = [c for c in MemorySummary.SHOWN if c in frame.columns]
    extra = [c for c in ("nvml_total_bytes",) if c in frame.columns]
    order = {t.worker: i for i, t in enumerate(tails)}
    grouped = frame.groupby(keys, sort=False)
    table = grouped[shown + extra].max()
    table["samples"] = grouped.size()
    table["last_epoch"] = grouped["epoch"].max()
    table = table.reset_index()
    table = table.iloc[sorted(range(len(table)), key=lambda i: (order.get(table["worker"].iloc[i], len(order)), i))]
    table = table.reset_index(drop=True)
    bottleneck = _bottleneck(table)
    if bottleneck is not None:
        notes.insert(0, bottleneck["text"])
    return MemorySummary(table, notes, keys=keys, title=title, bottleneck=bottleneck)


def _bottleneck(table: Any) -> dict[str, Any] | None:
    if table.empty:
        return None
    if "nvml_used_bytes" in table and (table["nvml_used_bytes"].notna() & table["nvml_total_bytes"].notna()).any():
        share = (table["nvml_used_bytes"] / table["nvml_total_bytes"]).astype("float64")
        row, by, column = table.loc[share.idxmax()], "GPU memory used (NVML)", "nvml_used_bytes"
        detail = f"{format_bytes(int(row[column]), 'MiB')} of {format_bytes(int(row['nvml_total_bytes']), 'MiB')} used"
    elif table["tf_peak_bytes"].notna().any():
        row, by, column = table.loc[table["tf_peak_bytes"].astype("float64").idxmax()], "TensorFlow peak", "tf_peak_bytes"
        detail = f"TensorFlow peak {format_bytes(int(row[column]), 'MiB')}"
    else:
        return None
    text = f"Bottleneck: {row['device']} of {row['worker']} on {row['host'] or '?'} ({detail})"
    return {"worker": row["worker"], "host": row["host"], "device": row["device"], "by": by,
            "bytes": int(row[column]), "text": text}
