"""The allocator's requests that make a model's variables, before its first training step.

Keras makes each variable in eager mode from its initializer's output, and
TensorFlow's allocator sees every op of it. Traced on the simulated GPU
(``benchmarks/studies/2026-11-26-variable-init``):

- a random initializer (uniform, normal, truncated normal: the glorot, he,
  lecun and variance-scaling family) draws ``n`` bytes, multiplies them by its
  scale (``n`` more) and adds its offset (``n`` more: the variable's own
  buffer), then frees the draw and the product;
- an orthogonal one draws the same way, then QR-decomposes the draw (q:
  ``n``; r: a square of the shorter side), multiplies q by r's diagonal
  signs, transposes it when the kernel has fewer rows than columns, and
  multiplies it by its gain: that last product is the variable;
- a constant one (zeros, ones, constant) fills the variable's own buffer;
- the optimizer's slots, made after all the weights, are filled with zeros,
  each weight's side by side;
- on the CPU every variable also holds its resource handle (a 200-byte
  request); a GPU keeps its handles in host memory.

The temporaries leave holes that later variables take, whole when the hole is
less than twice the request (:mod:`~kerasmem.estimate.bfc`). After building
and the optimizer's build, vgg16 held 160.46 MiB in use; replayed with these
temporaries, 160.45 MiB; its variables allocated one after another, 189.20
MiB. Initializers of other kinds (identity, a user's own callable) are
replayed as a kernel's when the variable has two or more dimensions, else as
a constant's.
"""

from __future__ import annotations

import math
from typing import Any

from .rules import dtype_size

__all__ = ["KEPT", "made", "slots_made", "variable_bytes", "variables_made", "weights_made"]

#: A resource handle's request on the CPU (``VarHandleOp``): one 256-byte chunk per variable.
HANDLE = 200
#: A random op's seed tensors (a few bytes each) alive while it draws.
_SEEDS = 3
KEPT = -1  # the slot of an allocation never freed (a variable, its handle)

# The attribute naming the initializer of a weight with this name, where it is not "<name>_initializer".
_INITIALIZER_OF = {
    "recurrent_kernel": "recurrent_initializer",
    "depthwise_kernel": "depthwise_initializer",
    "pointwise_kernel": "pointwise_initializer",
}


def variables_made(model: Any, slot_sizes: list[int], handles: bool) -> tuple[tuple[int, int], ...]:
    """The requests that make ``model``'s weights, then the optimizer's slots, in order
    (:func:`weights_made`, then :func:`slots_made`).

    Args:
        model: A built Keras model.
        slot_sizes: Bytes of each optimizer slot, in the order the optimizer makes them.
        handles: Whether each variable's resource handle is in this allocator (the CPU's).

    Returns:
        Steps ``(slot, nbytes)``: ``nbytes > 0`` allocates into ``slot`` (``KEPT``: held after),
        ``nbytes == 0`` frees what ``slot`` holds. Replay them with :func:`made`.

    Example:
        >>> import keras
        >>> model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])
        >>> [n for _, n in variables_made(model, [], handles=False)]  # the kernel's temporaries; the bias
        [16, 16, 16, 32, 16, 32, 0, 32, 0, 0, 0, 0, 0, 8]
    """
    return weights_made(model, handles) + slots_made(slot_sizes, handles)


def weights_made(model: Any, handles: bool) -> tuple[tuple[int, int], ...]:
    """The requests that make ``model``'s weights (each variable once), as :func:`variables_made`'s."""
    initializers = _initializers(model)
    steps: list[tuple[int, int]] = []
    seen: set[int] = set()
    for v in model.weights:
        if id(v) in seen:
            continue
        seen.add(id(v))
        nbytes = variable_bytes(v)
        if nbytes:
            steps += _made_from(_kind(initializers.get(id(v)), v), nbytes, tuple(v.shape))
        if handles:
            steps.append((KEPT, HANDLE))
    return tuple(steps)


def slots_made(slot_sizes: list[int], handles: bool) -> tuple[tuple[int, int], ...]:
    """The requests that make an optimizer's slots of these sizes: each filled with zeros in its own buffer."""
    steps: list[tuple[int, int]] = []
    for nbytes in slot_sizes:
        if nbytes:
            steps.append((KEPT, nbytes))
        if handles:
            steps.append((KEPT, HANDLE))
    return tuple(steps)


def made(bfc: Any, steps: tuple[tuple[int, int], ...]) -> None:
    """Replays ``steps`` (from :func:`variables_made`) in a :class:`~kerasmem.estimate.bfc.BFC`."""
    held: dict[int, int] = {}
    for slot, nbytes in steps:
        if nbytes <= 0:
            bfc.free(held.pop(slot))
        elif slot == KEPT:
            bfc.alloc(nbytes)
        else:
            held[slot] = bfc.alloc(nbytes)


def _made_from(kind: str, n: int, shape: tuple) -> list[tuple[int, int]]:
    """One variable's steps: its initializer's temporaries in slots 0.., the variable kept."""
    if kind == "constant":
        return [(KEPT, n)]
    # Slots: 0-2 the seeds, 3 the draw, 4 the scale, 5 its product, 6 the offset's sum (orthogonal only).
    seeds = [(s, 16) for s in range(_SEEDS)]
    freed_seeds = [(s, 0) for s in range(_SEEDS)]
    if kind == "random":
        return [*seeds, (3, n), (4, 16), (5, n), (4, 0), (KEPT, n), (5, 0), (3, 0), *freed_seeds]
    rows, columns = math.prod(shape[:-1]), shape[-1]
    r = min(rows, columns) ** 2 * (n // max(1, rows * columns))
    steps = [*seeds, (3, n), (4, 16), (5, n), (4, 0), (6, n), (5, 0), (3, 0),
             (7, n), (8, r), (9, n), (7, 0)]  # q, r, q times r's diagonal signs
    if rows < columns:
        steps += [(10, n), (9, 0), (KEPT, n), (10, 0)]  # transposed, then times the gain
    else:
        steps += [(KEPT, n), (9, 0)]
    return [*steps, (6, 0), (8, 0), *freed_seeds]


def _kind(initializer: Any, v: Any) -> str:
    """"random", "orthogonal" or "constant": how ``initializer`` makes ``v``."""
    import keras

    if isinstance(initializer, str):
        try:
            initializer = keras.initializers.get(initializer)
        except ValueError:
            initializer = None
    if isinstance(initializer, keras.initializers.Orthogonal):
        return "orthogonal"
    if isinstance(initializer, (keras.initializers.Constant, keras.initializers.Zeros, keras.initializers.Ones)):
        return "constant"
    if initializer is not None and hasattr(initializer, "seed"):
        return "random"
    return "random" if len(v.shape) >= 2 else "constant"


def _initializers(model: Any) -> dict[int, Any]:
    """Each weight's initializer, by ``id`` of the variable, as its layer names it."""
    found: dict[int, Any] = {}
    # Every layer, nested ones and an RNN's cell included (Keras's own walk; the top-level layers without it).
    walk = getattr(model, "_flatten_layers", None)
    for layer in walk() if walk else [model, *getattr(model, "layers", [])]:
        for v in layer.weights:
            name = v.name.split("/")[-1]
            attribute = _INITIALIZER_OF.get(name, f"{name}_initializer")
            if id(v) not in found and hasattr(layer, attribute):
                found[id(v)] = getattr(layer, attribute)
    return found


def variable_bytes(v: Any) -> int:
    """A variable's bytes."""
    return math.prod(v.shape) * dtype_size(v.dtype)
