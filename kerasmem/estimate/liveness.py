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
   from several readers of one tensor coexist until they are summed;
5. the optimizer update, with every weight gradient alive, plus its
   temporaries.

Evaluating a plan for one batch size is one pass over its events (about a
millisecond for ResNet50), so the largest-batch search is cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Buffer", "Plan", "Peak", "ALIGNMENT"]

#: TensorFlow's BFC allocator hands out multiples of 256 bytes.
ALIGNMENT = 256

ALLOC, FREE, TEMP = 0, 1, 2


def aligned(n: int) -> int:
    """``n`` bytes rounded up as the BFC allocator rounds a request."""
    return 0 if n <= 0 else -(-n // ALIGNMENT) * ALIGNMENT


@dataclass(frozen=True)
class Buffer:
    """One allocation of the step: ``per_sample * batch + fixed`` bytes."""

    per_sample: int
    fixed: int
    category: str
    owner: int  # index of the layer call it belongs to (-1: none)
    name: str = ""

    def size(self, batch_size: int) -> int:
        return aligned(self.per_sample * batch_size + self.fixed)

    def raw(self, batch_size: int) -> int:
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
    _phase: str = "forward"
    _layer: int = -1

    def at(self, phase: str, layer: int) -> None:
        """Events that follow belong to this phase and layer call."""
        self._phase, self._layer = phase, layer

    def alloc(self, per_sample: int, fixed: int, category: str, owner: int, name: str = "") -> int:
        self.buffers.append(Buffer(int(per_sample), int(fixed), category, owner, name))
        index = len(self.buffers) - 1
        self.events.append((ALLOC, index, self._phase, self._layer))
        return index

    def free(self, index: int) -> None:
        self.events.append((FREE, index, self._phase, self._layer))

    def temp(self, per_sample: int, fixed: int, category: str, owner: int, name: str = "") -> None:
        """Memory needed only for the duration of one operation."""
        if per_sample <= 0 and fixed <= 0:
            return
        self.buffers.append(Buffer(int(per_sample), int(fixed), category, owner, name))
        self.events.append((TEMP, len(self.buffers) - 1, self._phase, self._layer))

    def _arrays(self) -> tuple:
        """The plan as arrays, built once: what the per-batch evaluation reads."""
        import numpy as np

        if getattr(self, "_cache", None) is None or self._cache[0] != len(self.events):
            kinds = np.array([e[0] for e in self.events], dtype=np.int8)
            index = np.array([e[1] for e in self.events], dtype=np.int64)
            per_sample = np.array([b.per_sample for b in self.buffers], dtype=np.int64)
            fixed = np.array([b.fixed for b in self.buffers], dtype=np.int64)
            born = np.full(len(self.buffers), len(self.events), dtype=np.int64)
            dies = np.full(len(self.buffers), len(self.events), dtype=np.int64)
            born[index[kinds != FREE]] = np.nonzero(kinds != FREE)[0]
            dies[index[kinds == FREE]] = np.nonzero(kinds == FREE)[0]
            temp = kinds == TEMP
            dies[index[temp]] = np.nonzero(temp)[0] + 1  # alive for its own event only
            sign = np.where(kinds == ALLOC, 1, np.where(kinds == FREE, -1, 0))
            self._cache = (len(self.events), kinds, index, per_sample, fixed, born, dies, sign, temp)
        return self._cache[1:]

    def peak(self, batch_size: int) -> Peak:
        """The largest sum of live buffers over the step, and what was alive then."""
        import numpy as np

        if not self.events:
            return Peak(0, "forward", -1, [], batch_size)
        kinds, index, per_sample, fixed, born, dies, sign, temp = self._arrays()
        raw = per_sample * batch_size + fixed
        sizes = np.where(raw > 0, -(-raw // ALIGNMENT) * ALIGNMENT, 0)
        event_sizes = sizes[index]
        live = np.cumsum(sign * event_sizes)
        candidate = live + np.where(temp, event_sizes, 0)
        at = int(np.argmax(candidate))
        alive = np.nonzero((born <= at) & (dies > at))[0]
        _, _, phase, layer = self.events[at]
        return Peak(int(candidate[at]), phase, layer, [self.buffers[i] for i in alive], batch_size)
