"""TensorFlow's BFC allocator, reduced to the arithmetic of its chunks.

TensorFlow counts a device's memory in use (``get_memory_info``'s
``current``/``peak``, the OOM message's ``InUse``/``MaxInUse``) as the sizes of
the *chunks* it has handed out, not the bytes requested. What follows is the
behaviour of ``BFCAllocator`` (``xla/tsl/framework/bfc_allocator.cc``, TF 2.21)
that decides those chunk sizes; :class:`BFC` does the same:

- every request is rounded up to a multiple of 256 bytes (``kMinAllocationSize``,
  ``RoundedBytes``);
- free chunks sit in bins by powers of two from 256 bytes (``BinNumForSize``),
  each bin ordered by size, then address; the search starts at the request's
  bin and takes the first chunk that fits: the smallest free chunk at least as
  large as the request, the lowest address among equals (best fit);
- the chosen chunk is split only when it is at least twice the request, or
  when the rest would be at least 128 MiB (``max_internal_fragmentation_bytes``
  without a ``fragmentation_fraction``); otherwise the request gets the whole
  chunk and ``bytes_in_use`` grows by all of it (an 18 MiB request landing in
  a 31 MiB free chunk counts 31 MiB);
- when no free chunk fits, ``Extend`` asks the system for a new region: with
  ``allow_growth`` the first is 2 MiB and each later one twice the previous;
  a request larger than the current region size doubles it until it fits
  (and then the size is not doubled again after this region). Without growth
  (a GPU without memory growth) there is one region of the whole limit.
  Regions are not adjacent: chunks never merge across them;
- a freed chunk merges with its free neighbours in the same region
  (``FreeAndMaybeCoalesce``), then returns to its bin;
- under a memory limit (``TF_CPU_BFC_MEM_LIMIT_IN_MB`` on the simulated GPU) a
  new region is at most what the limit leaves (``Extend``'s
  ``available_bytes``), and a request that no free chunk fits and that this
  rest cannot hold fails: out of memory with bytes still free in other
  regions (:class:`RegionsExhausted`).

The simulated GPU (the CPU's BFC allocator, ``TF_CPU_ALLOCATOR_USE_BFC=true``)
runs with ``allow_growth``. The op trace of real training steps
(benchmarks/studies/2026-11-21-op-trace) shows what this costs: at batch 256
of the MNIST CNN an 18 MiB activation took a fresh 32 MiB region and a
14.45 MiB convolution workspace a 27.25 MiB chunk; about 29% of that peak was
chunk slack.
"""

from __future__ import annotations

import bisect

__all__ = ["BFC", "MIN_ALLOCATION", "FIRST_REGION", "MAX_INTERNAL_FRAGMENTATION", "RegionsExhausted", "rounded"]

#: Requests are rounded up to multiples of this (``kMinAllocationSize``).
MIN_ALLOCATION = 256
#: The first region with allow_growth; later ones double (``curr_region_allocation_bytes_``).
FIRST_REGION = 2 * 2**20
#: A chunk is split when the rest would be at least this large, even under twice the request.
MAX_INTERNAL_FRAGMENTATION = 128 * 2**20


class RegionsExhausted(MemoryError):
    """A request no free chunk fits, larger than what the memory limit leaves for a new region."""


def rounded(nbytes: int) -> int:
    """A request's size as the allocator rounds it (at least 256 bytes)."""
    return max(MIN_ALLOCATION, -(-int(nbytes) // MIN_ALLOCATION) * MIN_ALLOCATION)


class BFC:
    """One BFC allocator's chunks: ``alloc`` returns an address, ``free`` takes it back.

    Args:
        first_region: Bytes of the first region (2 MiB with allow_growth; the
            whole memory for a GPU without memory growth).
        limit: The allocator's memory limit in bytes; None: regions without end.

    Attributes:
        in_use: Bytes of the chunks handed out (TensorFlow's ``bytes_in_use``).
        peak: The largest ``in_use`` so far (``peak_bytes_in_use``).
        regions: The sizes of the regions obtained from the system, in order.

    Example:
        >>> bfc = BFC()
        >>> a = bfc.alloc(1_200_000)      # a 2 MiB region; 1,200,128 < 2 x 1,200,128: not split
        >>> bfc.in_use
        2097152
    """

    def __init__(self, first_region: int = FIRST_REGION, limit: int | None = None) -> None:
        self.region_bytes = rounded(first_region)
        self.limit = limit
        self.regions: list[int] = []
        self.in_use = 0
        self.peak = 0
        self._top = 0  # where the next region starts (regions are spaced apart: never adjacent)
        self._size: dict[int, int] = {}  # chunk address -> size
        self._end: dict[int, int] = {}  # chunk address -> end of its region
        self._before: dict[int, int] = {}  # chunk end -> chunk address (to find the previous chunk)
        self._used: set[int] = set()
        self._free: list[tuple[int, int]] = []  # (size, address) of the free chunks, sorted

    def copy(self) -> "BFC":
        """An independent allocator in the same state (to replay from a saved point)."""
        other = BFC.__new__(BFC)
        other.region_bytes, other.limit, other.regions, other.in_use, other.peak = (
            self.region_bytes, self.limit, list(self.regions), self.in_use, self.peak)
        other._top, other._size, other._end = self._top, dict(self._size), dict(self._end)
        other._before, other._used, other._free = dict(self._before), set(self._used), list(self._free)
        return other

    def alloc(self, nbytes: int) -> int:
        """Hands out a chunk for ``nbytes`` and returns its address (past the limit: :class:`RegionsExhausted`)."""
        return self.alloc_rounded(rounded(nbytes))

    def alloc_rounded(self, n: int) -> int:
        """:meth:`alloc` for a size already rounded (a positive multiple of 256)."""
        free = self._free
        i = bisect.bisect_left(free, (n, -1))
        if i == len(free):
            self._extend(n)
            i = bisect.bisect_left(free, (n, -1))
        size, addr = free.pop(i)
        if size >= 2 * n or size - n >= MAX_INTERNAL_FRAGMENTATION:
            rest = addr + n
            end = self._end[addr]
            self._size[addr] = n
            self._before[rest] = addr
            self._size[rest] = size - n
            self._end[rest] = end
            self._before[addr + size] = rest
            bisect.insort(free, (size - n, rest))
            size = n
        self._used.add(addr)
        self.in_use += size
        if self.in_use > self.peak:
            self.peak = self.in_use
        return addr

    def free(self, addr: int) -> None:
        """Takes back the chunk at ``addr``, merged with its free neighbours."""
        size = self._size[addr]
        self._used.remove(addr)
        self.in_use -= size
        end = self._end[addr]
        after = addr + size
        if after < end and after not in self._used:
            other = self._size.pop(after)
            self._drop(other, after)
            del self._end[after], self._before[after]
            size += other
            self._size[addr] = size
            self._before[addr + size] = addr
        previous = self._before.get(addr)
        if previous is not None and previous not in self._used:
            other = self._size[previous]
            self._drop(other, previous)
            del self._size[addr], self._end[addr], self._before[addr]
            addr, size = previous, other + size
            self._size[addr] = size
            self._before[addr + size] = addr
        bisect.insort(self._free, (size, addr))

    def grow_to(self, nbytes: int) -> None:
        """Makes regions, each left free, until the next one would be at least ``nbytes`` (or until the
        largest free chunk holds a region's worth: a request would not make one).

        Example:
            >>> bfc = BFC()
            >>> bfc.grow_to(32 * 2**20)
            >>> [r // 2**20 for r in bfc.regions], bfc.in_use
            ([2, 4, 8, 16], 0)
        """
        while self.region_bytes < nbytes:
            largest = self._free[-1][0] if self._free else 0
            if largest >= self.region_bytes:
                return
            self.free(self.alloc_rounded(largest + MIN_ALLOCATION))

    def _drop(self, size: int, addr: int) -> None:
        free = self._free
        del free[bisect.bisect_left(free, (size, addr))]

    def _extend(self, n: int) -> None:
        """A new region from the system, sized as ``BFCAllocator::Extend`` sizes it."""
        available = None
        if self.limit is not None:
            available = (self.limit - sum(self.regions)) // MIN_ALLOCATION * MIN_ALLOCATION
            if n > available:
                raise RegionsExhausted(f"no region left for {n:,} bytes: {available:,} of the limit remain")
        grown = False
        while n > self.region_bytes:
            self.region_bytes *= 2
            grown = True
        size = self.region_bytes if available is None else min(self.region_bytes, available)
        addr = self._top
        self._top += size + MIN_ALLOCATION
        self.regions.append(size)
        self._size[addr] = size
        self._end[addr] = addr + size
        self._before[addr + size] = addr
        bisect.insort(self._free, (size, addr))
        if not grown:
            self.region_bytes *= 2
