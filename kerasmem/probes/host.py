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

__all__ = ["HostMemory", "rss", "memory", "cpu_threads", "l3_cache_bytes"]


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


#: What :func:`l3_cache_bytes` says where the system does not tell (the 30 MiB TensorFlow's 2-D
#: convolution gradients assume whatever the machine).
_UNKNOWN_L3 = 30 * 2**20


@lru_cache(maxsize=1)
def l3_cache_bytes() -> int:
    """The last-level (L3) cache, as Eigen reads it for TensorFlow's 3-D convolution gradients.

    Read from Linux's ``/sys/devices/system/cpu/cpu0/cache``; 30 MiB where it is not there.

    Example:
        >>> from kerasmem.probes import host
        >>> host.l3_cache_bytes() > 0
        True
    """
    return _l3_from("/sys/devices/system/cpu/cpu0/cache") or _UNKNOWN_L3


def _l3_from(cache_dir: str) -> int | None:
    """The level-3 cache's size in a sysfs ``cache`` folder (``index*/level``, ``index*/size``)."""
    import glob

    for index in sorted(glob.glob(f"{cache_dir}/index*")):
        try:
            with open(f"{index}/level") as level, open(f"{index}/size") as size:
                if level.read().strip() == "3":
                    text = size.read().strip().upper()
                    unit = {"K": 2**10, "M": 2**20, "G": 2**30}.get(text[-1:], 1)
                    return int(text.rstrip("KMG")) * unit
        except (OSError, ValueError):
            continue
    return None
