"""Replay one training step, layer by layer, and find its memory peak.

A *plan* is built once per model: the buffers the step allocates (each with a
per-sample and a fixed size, a category and the layer that owns it) and the
order in which they are allocated and freed:

1. the input batch arrives;
2. forward pass, layer by layer: outputs and pieces are allocated; a tensor is
   freed when its last forward reader is done unless a gradient still needs
   it (see :mod:`kerasmem.estimate.rules`); views and in-place layers share
   their input's buffer;
3. the loss;
4. backward pass, in reverse: each layer allocates the gradients of its inputs
   and weights, briefly needs its scratch (and, for convolutions, the device's
   workspace), then frees its output gradients and what it kept; gradients
   from several readers of one tensor coexist until they are summed; each
   layer's weights are updated as soon as their gradient exists (the update's
   temporaries, then the gradient freed), as TensorFlow's executor does.

:meth:`Plan.peak` sums the live buffers (one vectorised pass over the events);
:meth:`Plan.allocator_peak` replays the events through TensorFlow's BFC
allocator (:mod:`kerasmem.estimate.bfc`) and counts whole chunks, as
TensorFlow does.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

__all__ = ["Buffer", "Plan", "Peak", "ALIGNMENT"]

#: TensorFlow's BFC allocator hands out multiples of 256 bytes.
ALIGNMENT = 256

ALLOC, FREE, TEMP = 0, 1, 2


def aligned(n: int) -> int:
    """``n`` bytes rounded up as the BFC allocator rounds a request."""
    return 0 if n <= 0 else -(-n // ALIGNMENT) * ALIGNMENT


@dataclass(frozen=True)
class Buffer:
    """One allocation of the step: ``per_sample * batch + fixed`` bytes, none below ``min_batch`` nor,
    when ``max_batch`` is set, from ``max_batch`` on."""

    per_sample: int
    fixed: int
    category: str
    owner: int  # index of the layer call it belongs to (-1: none)
    name: str = ""
    min_batch: int = 0  # an op that takes another path, without this buffer, at smaller batches
    max_batch: int = 0  # a graph rewritten without this buffer at larger batches (0: never)

    def size(self, batch_size: int) -> int:
        return aligned(self.raw(batch_size))

    def raw(self, batch_size: int) -> int:
        if batch_size < self.min_batch or 0 < self.max_batch <= batch_size:
            return 0
        return self.per_sample * batch_size + self.fixed


@dataclass
class Peak:
    """The step's peak at one batch size: the buffers alive then and where it happened."""

    bytes: int
    phase: str
    layer: int
    live: list[Buffer]
    batch_size: int


@dataclass
class Plan:
    """The buffers of one training step and the order of their allocations and frees."""

    buffers: list[Buffer] = field(default_factory=list)
    events: list[tuple[int, int, str, int]] = field(default_factory=list)  # (kind, buffer, phase, layer)
    # Per layer call: the partial gradients that go when Grappler rewrites their sum (an AddN of more
    # than two), the per-sample bytes of one, and how many the sum adds (see kerasmem.estimate.analytic).
    rewritable_sums: dict[int, tuple[list[int], int, int]] = field(default_factory=dict)
    # Per layer call costed from its traced graph: the per-sample bytes of the largest tensor inside it
    # whose gradient sums three or more parts, whose zeros Grappler keeps when it rewrites that sum.
    sums_of_three: dict[int, int] = field(default_factory=dict)
    # Per layer call on a folded batch (a layer before it folded series into the batch axis): how many
    # times the model's batch its inputs hold. Its buffers' per-sample bytes already count it.
    batch_folds: dict[int, Any] = field(default_factory=dict)
    _phase: str = "forward"
    _layer: int = -1

    def at(self, phase: str, layer: int) -> None:
        """Events that follow belong to this phase and layer call."""
        self._phase, self._layer = phase, layer

    def alloc(self, per_sample: int, fixed: int, category: str, owner: int, name: str = "", min_batch: int = 0) -> int:
        self.buffers.append(Buffer(int(per_sample), int(fixed), category, owner, name, int(min_batch)))
        index = len(self.buffers) - 1
        self.events.append((ALLOC, index, self._phase, self._layer))
        return index

    def free(self, index: int) -> None:
        self.events.append((FREE, index, self._phase, self._layer))

    def until(self, buffers: list[int], batch_size: int) -> None:
        """These buffers are not made from ``batch_size`` on."""
        for i in buffers:
            self.buffers[i] = replace(self.buffers[i], max_batch=int(batch_size))
        self._cache = None

    def temp(self, per_sample: int, fixed: int, category: str, owner: int, name: str = "", min_batch: int = 0) -> None:
        """Memory needed only for the duration of one operation."""
        if per_sample <= 0 and fixed <= 0:
            return
        self.buffers.append(Buffer(int(per_sample), int(fixed), category, owner, name, int(min_batch)))
        self.events.append((TEMP, len(self.buffers) - 1, self._phase, self._layer))

    def _arrays(self) -> tuple:
        """The plan as arrays, built once: what the per-batch evaluation reads."""
        import numpy as np

        if getattr(self, "_cache", None) is None or self._cache[0] != len(self.events):
            kinds = np.array([e[0] for e in self.events], dtype=np.int8)
            index = np.array([e[1] for e in self.events], dtype=np.int64)
            per_sample = np.array([b.per_sample for b in self.buffers], dtype=np.int64)
            fixed = np.array([b.fixed for b in self.buffers], dtype=np.int64)
            min_batch = np.array([b.min_batch for b in self.buffers], dtype=np.int64)
            max_batch = np.array([b.max_batch or np.iinfo(np.int64).max for b in self.buffers], dtype=np.int64)
            *_, born, dies = self._order(False)
            temp = kinds == TEMP  # a temporary is alive for its own event only
            sign = np.where(kinds == ALLOC, 1, np.where(kinds == FREE, -1, 0))
            self._cache = (len(self.events), kinds, index, per_sample, fixed, born, dies, sign, temp, min_batch,
                           max_batch)
        return self._cache[1:]

    def _raw(self, batch_size: int) -> Any:
        """Every buffer's bytes at ``batch_size``, unrounded."""
        _, _, per_sample, fixed, *_, min_batch, max_batch = self._arrays()
        return (per_sample * batch_size + fixed) * ((batch_size >= min_batch) & (batch_size < max_batch))

    def peak(self, batch_size: int, scale: float = 1.0, unscaled: tuple[str, ...] = ()) -> Peak:
        """The largest sum of live buffers over the step, and what was alive then.

        With ``scale``, every buffer outside the ``unscaled`` categories counts
        ``scale`` times its size (``bytes`` is then that weighted sum). All
        sizes grow with the batch, so the peak never shrinks as it grows,
        unless some buffers stop at a ``max_batch``.
        """
        import numpy as np

        if not self.events:
            return Peak(0, "forward", -1, [], batch_size)
        kinds, index, _, _, born, dies, sign, temp, *_ = self._arrays()
        raw = self._raw(batch_size)
        sizes = np.where(raw > 0, -(-raw // ALIGNMENT) * ALIGNMENT, 0)
        if scale != 1.0:
            key = (len(self.buffers), unscaled)
            if getattr(self, "_plain", (None,))[0] != key:
                self._plain = (key, np.array([b.category in unscaled for b in self.buffers], dtype=bool))
            sizes = np.where(self._plain[1], sizes, sizes * scale)
        event_sizes = sizes[index]
        live = np.cumsum(sign * event_sizes)
        candidate = live + np.where(temp, event_sizes, 0)
        at = int(np.argmax(candidate))
        alive = np.nonzero((born <= at) & (dies > at))[0]
        _, _, phase, layer = self.events[at]
        return Peak(int(round(candidate[at])), phase, layer, [self.buffers[i] for i in alive], batch_size)

    def allocator_peak(
        self, batch_size: int, persistent: list[int], first_region: int | None = None, steps: int = 2,
        reverse: bool = False, limit: int | None = None, made: tuple = (), grown_to: int = 0,
    ) -> Peak:
        """The peak as TensorFlow's BFC allocator counts it, whole chunks included.

        ``made`` are the requests that make the variables (weights, then
        optimizer state; :func:`~kerasmem.estimate.variables.variables_made`),
        replayed first; ``persistent`` are sizes allocated and held after them
        (a constant Grappler folds); then the step runs ``steps``
        times in the same allocator, as in a measurement (the first step
        leaves its regions behind for the next). ``bytes`` is the largest
        ``bytes_in_use``, the variables' chunks included; ``live`` lists the
        step's buffers alive then. ``reverse``: each run of allocations that
        one layer makes in a row is made in the reverse order, its
        temporaries left in their places (the executor's order among them
        varies from run to run, and the chunks with it). ``limit``: the
        allocator's memory limit in bytes (a request it cannot place raises
        :class:`~kerasmem.estimate.bfc.RegionsExhausted`). ``grown_to``: before
        the step, regions made and left free until the next would be this
        large (:meth:`~kerasmem.estimate.bfc.BFC.grow_to`).
        """
        import numpy as np

        if not self.events:
            return Peak(0, "forward", -1, [], batch_size)
        kind_list, index_list, position, born, dies = self._order(reverse)
        raw = self._raw(batch_size)
        sizes = np.where(raw > 0, np.maximum(ALIGNMENT, -(-raw // ALIGNMENT) * ALIGNMENT), 0).tolist()
        bfc = self._holding(made, persistent, first_region, limit, grown_to)
        alloc, free = bfc.alloc_rounded, bfc.free
        best, at = -1, 0
        for _ in range(steps):
            regions = len(bfc.regions)
            where: dict[int, int] = {}
            for k, kind in enumerate(kind_list):
                i = index_list[k]
                if kind == FREE:
                    addr = where.pop(i, None)
                    if addr is not None:
                        free(addr)
                    continue
                nbytes = sizes[i]
                if nbytes <= 0:
                    continue
                addr = alloc(nbytes)
                if bfc.in_use > best:
                    best, at = bfc.in_use, k
                if kind == TEMP:
                    free(addr)
                else:
                    where[i] = addr
            for addr in where.values():  # the batch and the targets go with the step
                free(addr)
            if len(bfc.regions) == regions:
                # No region was added: every chunk the step took has merged back, the allocator is as
                # the step found it, and another step would repeat this one (in a GPU's one region,
                # unless the step outgrew it).
                break
        alive = np.nonzero((born <= at) & (dies > at))[0]
        _, _, phase, layer = self.events[position[at]]
        return Peak(int(best), phase, layer, [self.buffers[i] for i in alive], batch_size)

    def next_region(self, made: tuple, persistent: list[int], first_region: int | None = None) -> int:
        """Bytes of the region the allocator would make next when the step starts (``made`` and
        ``persistent`` as for :meth:`allocator_peak`)."""
        return self._held(made, persistent, first_region).region_bytes

    def _holding(self, made: tuple, persistent: list[int], first_region: int | None, limit: int | None = None,
                 grown_to: int = 0) -> Any:
        """A BFC allocator holding the variables, a copy of :meth:`_held`'s for one replay."""
        return self._held(made, persistent, first_region, limit, grown_to).copy()

    def _held(self, made: tuple, persistent: list[int], first_region: int | None, limit: int | None = None,
              grown_to: int = 0) -> Any:
        """A BFC allocator holding the variables, built once per plan and kept: not to be changed."""
        from .bfc import BFC, FIRST_REGION
        from .variables import made as make

        # One per allocator asked for: the estimate's (no limit) and a capped one (max_batch_size) alternate,
        # each for both layouts of the variables and the estimate's for both starts (see analytic._Replay).
        held = self.__dict__.setdefault("_allocators", {})
        key = (made, tuple(persistent), first_region, limit, grown_to)
        if key not in held:
            if len(held) > 11:
                held.clear()
            bfc = BFC(first_region or FIRST_REGION, limit)
            make(bfc, made)
            for nbytes in persistent:
                if nbytes > 0:
                    bfc.alloc(nbytes)
            bfc.grow_to(grown_to)
            held[key] = bfc
        return held[key]

    def _order(self, reverse: bool) -> tuple:
        """The events in replay order: their kinds and buffers as plain lists (the replay's loop reads
        them), each one's position in ``events``, and each buffer's first and last event in that order."""
        import numpy as np

        cache = getattr(self, "_orders", None)
        if cache is None or cache[0] != len(self.events):
            cache = self._orders = (len(self.events), {})
        if reverse not in cache[1]:
            position = list(range(len(self.events)))
            if reverse:
                start = 0
                for k in range(1, len(self.events) + 1):
                    if k == len(self.events) or not self._same_run(self.events[k - 1], self.events[k]):
                        # The allocations reversed among themselves; an operation's temporary keeps its
                        # place after what was allocated before it (two convolution gradients running
                        # side by side hold their column buffers together in either order).
                        run = position[start:k]
                        slots = [j for j, p in enumerate(run) if self.events[p][0] == ALLOC]
                        for j, p in zip(slots, [run[j] for j in slots][::-1]):
                            position[start + j] = p
                        start = k
            kinds = np.array([self.events[p][0] for p in position], dtype=np.int8)
            index = np.array([self.events[p][1] for p in position], dtype=np.int64)
            born = np.full(len(self.buffers), len(position), dtype=np.int64)
            dies = np.full(len(self.buffers), len(position), dtype=np.int64)
            born[index[kinds != FREE]] = np.nonzero(kinds != FREE)[0]
            dies[index[kinds == FREE]] = np.nonzero(kinds == FREE)[0]
            dies[index[kinds == TEMP]] = np.nonzero(kinds == TEMP)[0] + 1
            cache[1][reverse] = (kinds.tolist(), index.tolist(), position, born, dies)
        return cache[1][reverse]

    @staticmethod
    def _same_run(before: tuple, after: tuple) -> bool:
        """Two allocations in a row by the same layer in the same phase (frees end a run)."""
        return before[0] != FREE and after[0] != FREE and before[2:] == after[2:]
