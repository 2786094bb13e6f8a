"""The host: this process's resident set (RSS), the machine's memory (via psutil), its CPUs.

Example:
    >>> from kerasmem.probes import host
    >>> host.rss() > 0
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = ["HostMemory", "rss", "memory", "cpu_threads"]


@dataclass(frozen=True)
class HostMemory:
    """The host's memory, in bytes.

    Attributes:
        rss: This process's resident set size.
        total: The machine's physical memory.
        available: Memory the machine can still give without swapping.
    """

    rss: int
    total: int
    available: int


@lru_cache(maxsize=1)
def _process() -> Any:
    import psutil

    return psutil.Process()


def rss() -> int:
    """This process's resident set size in bytes (about 10 us on Linux)."""
    return int(_process().memory_info().rss)


def memory() -> HostMemory:
    """This process's RSS and the machine's total and available memory."""
    import psutil

    machine = psutil.virtual_memory()
    return HostMemory(rss=rss(), total=int(machine.total), available=int(machine.available))


@lru_cache(maxsize=1)
def cpu_threads() -> int:
    """The CPUs this process may run on: TensorFlow's default number of intra-op threads."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not Linux
        return max(1, os.cpu_count() or 1)
