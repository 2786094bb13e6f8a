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

__all__ = ["HostMemory", "rss", "memory", "cpu_threads", "cpu_model", "l3_cache_bytes"]


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


@lru_cache(maxsize=1)
def cpu_model() -> str:
    """The CPU's model name (Linux's ``/proc/cpuinfo``), else what Python's platform module says.

    CPU figures depend on it: TensorFlow turns oneDNN on by default for some x86 CPUs only, and
    3-D convolution gradients size their buffers by its L3 cache.
    """
    import platform

    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.lower().startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown CPU"


#: What :func:`l3_cache_bytes` says where the system does not tell (the 30 MiB TensorFlow's 2-D
#: convolution gradients assume whatever the machine).
_UNKNOWN_L3 = 30 * 2**20


@lru_cache(maxsize=1)
def l3_cache_bytes() -> int:
    """The last-level (L3) cache, as Eigen reads it for TensorFlow's 3-D convolution gradients.

    Eigen (``queryCacheSizes``) asks the CPU itself. On AMD it reads CPUID leaf 0x80000006,
    whose L3 is the whole package's: 256 MiB on an AMD EPYC whose Linux reports 32 MiB (one
    core complex's), and conv3d_video's truth there has no column buffer at all, as Eigen's
    figure predicts. On Intel it reads the deterministic cache parameters, which Linux's
    ``/sys/devices/system/cpu/cpu0/cache`` reports too (36,608 KiB: conv3d_video's traced
    buffer, exact). So: AMD's CPUID figure where it can be read, else sysfs, else 30 MiB.

    Example:
        >>> from kerasmem.probes import host
        >>> host.l3_cache_bytes() > 0
        True
    """
    return _amd_l3() or _l3_from("/sys/devices/system/cpu/cpu0/cache") or _UNKNOWN_L3


def _amd_l3() -> int | None:
    """Eigen's L3 on an AMD CPU (CPUID 0x80000006, EDX[31:18] in 512 KiB); None on others."""
    leaf0 = _cpuid(0)  # None: no CPUID here, and then none of the calls below is made
    if leaf0 is None or _vendor(leaf0) not in ("AuthenticAMD", "AMDisbetter!") or _cpuid(0x80000000)[0] < 0x80000006:
        return None
    return ((_cpuid(0x80000006)[3] & 0xFFFC000) >> 18) * 512 * 2**10 or None


def _vendor(registers: tuple[int, int, int, int]) -> str:
    """CPUID leaf 0's vendor string (EBX, EDX, ECX)."""
    _, ebx, ecx, edx = registers
    return b"".join(r.to_bytes(4, "little") for r in (ebx, edx, ecx)).decode("ascii", "replace")


# x86-64 System V: cpuid(leaf=edi, subleaf=esi, out=rdx) -> out[0:4] = eax, ebx, ecx, edx.
_CPUID_CODE = bytes.fromhex(
    "53"          # push rbx (callee-saved; cpuid writes it)
    "4989d0"      # mov r8, rdx (cpuid overwrites rdx)
    "89f8"        # mov eax, edi
    "89f1"        # mov ecx, esi
    "0fa2"        # cpuid
    "418900"      # mov [r8], eax
    "41895804"    # mov [r8 + 4], ebx
    "41894808"    # mov [r8 + 8], ecx
    "4189500c"    # mov [r8 + 12], edx
    "5b"          # pop rbx
    "c3"          # ret
)


@lru_cache(maxsize=None)
def _cpuid(leaf: int, subleaf: int = 0) -> tuple[int, int, int, int] | None:
    """EAX, EBX, ECX, EDX of the CPUID instruction; None where it cannot run."""
    import ctypes

    function = _cpuid_function()
    if function is None:
        return None
    out = (ctypes.c_uint32 * 4)()
    function[0](leaf, subleaf, out)
    return tuple(int(r) for r in out)


@lru_cache(maxsize=1)
def _cpuid_function() -> tuple[Any, Any] | None:
    """The CPUID routine in one executable page, kept for the process (with the page, so it stays
    mapped); None where there is none (not x86-64, no executable memory)."""
    import ctypes
    import mmap
    import platform

    if platform.machine().lower() not in ("x86_64", "amd64") or not hasattr(mmap, "PROT_EXEC"):
        return None
    try:
        page = mmap.mmap(-1, mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
    except (OSError, ValueError):
        return None
    page.write(_CPUID_CODE)
    address = ctypes.addressof(ctypes.c_char.from_buffer(page))
    signature = ctypes.CFUNCTYPE(None, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
    return signature(address), page


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
