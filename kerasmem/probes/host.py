"""The host's memory: this process's resident set (RSS) and the machine's totals, via psutil.

Example:
    >>> from kerasmem.probes import host
    >>> host.rss() > 0
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = ["HostMemory", "rss", "memory"]


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
