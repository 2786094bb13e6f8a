"""``kerasmem watch``: a live per-GPU memory table with per-process use, like ``watch -n1 nvidia-smi``.

Reads NVML only (never TensorFlow), so it can watch a training job from a
second terminal on the same node.

Example:
    >>> from kerasmem.watch import render
    >>> print(render([], when="12:00:00"))
    GPU memory at 12:00:00 (NVML; MiB = 2**20 bytes)
    (no GPU)
"""

from __future__ import annotations

import csv
import sys
import time
from dataclasses import dataclass
from typing import IO, Callable

from ._text import render_table
from .errors import KerasmemError
from .probes import nvml
from .units import format_bytes

__all__ = ["GpuSnapshot", "NoGpuError", "snapshot", "render", "watch", "CSV_COLUMNS"]

CSV_COLUMNS = ("time", "gpu", "uuid", "name", "pid", "process", "used_bytes", "total_bytes", "free_bytes", "reserved_bytes")


class NoGpuError(KerasmemError, RuntimeError):
    """There is no GPU to watch (no NVML library, no driver, or no device)."""


@dataclass(frozen=True)
class GpuSnapshot:
    """One device at one moment.

    Attributes:
        device: The NVML device.
        memory: Its memory (None where NVML could not tell, e.g. the GPU fell off the bus).
        processes: (pid, name, bytes or None) of each compute process; None where NVML could not tell.
    """

    device: nvml.NvmlDevice
    memory: nvml.MemoryInfo | None
    processes: tuple[tuple[int, str, int | None], ...] | None


def snapshot() -> list[GpuSnapshot]:
    """Every NVML device's memory and compute processes now.

    Raises:
        NoGpuError: NVML is not available or sees no GPU.
    """
    if not nvml.available():
        raise NoGpuError(f"no GPU to watch: {nvml.unavailable_reason()}")
    found = nvml.devices()
    if not found:
        raise NoGpuError("no GPU to watch: the NVIDIA driver sees none")
    shots = []
    for device in found:
        entries = nvml.processes(device)
        procs = None if entries is None else tuple((p.pid, nvml.process_name(p.pid), p.used) for p in entries)
        shots.append(GpuSnapshot(device, nvml.memory_info(device), procs))
    return shots


def _mib(n: int | None) -> str:
    return "?" if n is None else format_bytes(n, "MiB", digits=1).replace(" MiB", "")


def render(shots: list[GpuSnapshot], when: str) -> str:
    """The table ``kerasmem watch`` prints: one row per GPU, then one per process (MiB)."""
    title = f"GPU memory at {when} (NVML; MiB = 2**20 bytes)"
    if not shots:
        return f"{title}\n(no GPU)"
    headers = ["GPU", "name", "used MiB", "total MiB", "free MiB", "reserved MiB", "use"]
    rows = []
    for s in shots:
        m = s.memory
        share = f"{100 * m.used / m.total:.0f}%" if m and m.total else "?"
        reserved = "n/a" if m is not None and m.reserved is None else _mib(m and m.reserved)  # v1: not reported
        rows.append([s.device.label, s.device.name, _mib(m and m.used), _mib(m and m.total), _mib(m and m.free), reserved, share])
    proc_rows = [
        [s.device.label, str(pid), name or "?", _mib(used)]
        for s in shots
        for pid, name, used in (s.processes or ())
    ]
    unknown = [s.device.label for s in shots if s.processes is None]
    parts = [title, render_table(headers, rows, left=2), ""]
    parts.append(render_table(["GPU", "PID", "process", "used MiB"], proc_rows, left=1) if proc_rows else "No compute processes.")
    if unknown:
        parts.append(f"Processes unknown for {', '.join(unknown)} (NVML could not tell).")
    return "\n".join(parts)


def _csv_rows(shots: list[GpuSnapshot], stamp: str) -> list[list[object]]:
    rows: list[list[object]] = []
    for s in shots:
        d, m = s.device, s.memory
        rows.append([stamp, d.label, d.uuid, d.name, "", "", *(("", "", "", "") if m is None else (m.used, m.total, m.free, "" if m.reserved is None else m.reserved))])
        rows += [[stamp, d.label, d.uuid, d.name, pid, name, "" if used is None else used, "", "", ""] for pid, name, used in (s.processes or ())]
    return rows


def watch(
    interval: float = 1.0,
    once: bool = False,
    csv_path: str | None = None,
    out: IO[str] | None = None,
    clock: Callable[[], float] | None = None,
    sleep: Callable[[float], None] | None = None,
) -> int:
    """Prints the table every ``interval`` seconds until Ctrl-C (or once); returns the samples taken.

    Args:
        interval: Seconds between samples.
        once: Print one table and return.
        csv_path: Also append every sample to this CSV file (bytes; one row
            per GPU with pid empty, one per process), flushed each sample.
        out: Where to print (default stdout); on a terminal the screen is redrawn.
        clock, sleep: Time sources (default time.time and time.sleep).

    Raises:
        NoGpuError: there is nothing to watch.
    """
    out = sys.stdout if out is None else out
    clock = time.time if clock is None else clock
    sleep = time.sleep if sleep is None else sleep
    redraw = not once and out.isatty()
    samples = 0
    sink = open(csv_path, "a", encoding="utf-8", newline="") if csv_path else None
    try:
        if sink is not None and sink.tell() == 0:
            csv.writer(sink, lineterminator="\n").writerow(CSV_COLUMNS)
        while True:
            shots = snapshot()
            now = clock()
            when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(now))
            text = render(shots, when)
            out.write(("\x1b[H\x1b[2J" if redraw else "") + text + "\n")
            out.flush()
            if sink is not None:
                csv.writer(sink, lineterminator="\n").writerows(_csv_rows(shots, f"{now:.3f}"))
                sink.flush()
            samples += 1
            if once:
                return samples
            try:
                sleep(interval)
            except KeyboardInterrupt:
                return samples
            if not redraw:
                out.write("\n")
    except KeyboardInterrupt:  # Ctrl-C while sampling: the same clean end
        return samples
    finally:
        if sink is not None:
            sink.close()
