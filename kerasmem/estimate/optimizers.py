"""What an optimizer keeps between steps, worked out from its settings without building it.

Keras 3 optimizers keep "slots": tensors shaped like each trainable weight
(Adam's first and second moments, SGD's momentum), and a few scalars (the
step counter, the learning rate). The rules below follow each optimizer's
``build()`` in Keras 3; the tests check them against the variables Keras
really creates.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidArgumentError

__all__ = ["OptimizerState", "optimizer_state"]

_INT64, _FLOAT32 = 8, 4


@dataclass(frozen=True)
class OptimizerState:
    """The memory an optimizer keeps, in bytes.

    Attributes:
        optimizer: The optimizer's class name.
        slots: Full-size slots kept per trainable weight (Adafactor: its
            velocity; its factored moments are counted in ``slot_bytes``).
        slot_bytes: Bytes of all per-weight state.
        scalar_bytes: Bytes of the scalars (step counter, learning rate, loss scale).
        description: What it keeps, in words.
    """

    optimizer: str
    slots: int
    slot_bytes: int
    scalar_bytes: int
    description: str

    @property
    def total(self) -> int:
        """All the optimizer's state in bytes."""
        return self.slot_bytes + self.scalar_bytes


def _slots(optimizer: Any) -> tuple[int, str]:
    """Full-size slots per weight for an optimizer's own rule, and their names."""
    import keras

    o = keras.optimizers
    rules = [
        (o.Adam, lambda x: (3, "m, v, v_hat (amsgrad)") if x.amsgrad else (2, "m, v")),
        (o.SGD, lambda x: (1, "momentum") if x.momentum else (0, "nothing")),
        (
            o.RMSprop,
            lambda x: (
                1 + (x.momentum > 0) + bool(x.centered),
                ", ".join(["velocity"] + ["momentum"] * (x.momentum > 0) + ["mean gradient"] * bool(x.centered)),
            ),
        ),
        (o.Adagrad, lambda x: (1, "accumulator")),
        (o.Adadelta, lambda x: (2, "accumulated gradients, accumulated updates")),
        (o.Adamax, lambda x: (2, "m, u")),
        (o.Nadam, lambda x: (2, "m, v")),
        (o.Lion, lambda x: (1, "momentum")),
        (o.Adafactor, lambda x: (1, "velocity, factored row and column moments")),
        (o.Ftrl, lambda x: (2, "accumulators, linears")),
    ]
    for kind, rule in rules:  # AdamW is an Adam: the first match is the most specific known
        if isinstance(optimizer, kind):
            return rule(optimizer)
    raise InvalidArgumentError(
        f"kerasmem does not know what {type(optimizer).__name__} keeps: known are "
        f"{', '.join(k.__name__ for k, _ in rules)}, AdamW and LossScaleOptimizer around any of them"
    )


def _weights(model: Any) -> list[tuple[tuple[int, ...], int]]:
    from ..summary import dtype_size

    return [(tuple(v.shape), dtype_size(v.dtype)) for v in model.trainable_weights]


def optimizer_state(model: Any, optimizer: Any = None) -> OptimizerState:
    """The memory an optimizer keeps for a model's trainable weights, without building it.

    Args:
        model: A built Keras model.
        optimizer: A Keras optimizer or its name ("adam", "sgd", ...); by
            default the model's compiled optimizer, else Adam.

    Returns:
        An :class:`OptimizerState`; ``.total`` is in bytes.

    Raises:
        InvalidArgumentError: an optimizer kerasmem has no rule for.

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> state = optimizer_state(mnist_cnn(), "adam")
        >>> state.slots, state.slot_bytes == 2 * 4_447_784
        (2, True)
    """
    import keras

    if optimizer is None:
        optimizer = getattr(model, "optimizer", None) or keras.optimizers.Adam()
    elif isinstance(optimizer, str):
        optimizer = keras.optimizers.get(optimizer)
    scalars = _INT64 + (_FLOAT32 if isinstance(optimizer.learning_rate, keras.Variable) else 0)
    inner, extra = optimizer, ""
    if isinstance(optimizer, keras.optimizers.LossScaleOptimizer):
        inner = optimizer.inner_optimizer
        # Its own step counter and loss scale; the inner optimizer keeps its own counters too.
        scalars += _INT64 + _FLOAT32 + _INT64 + (_FLOAT32 if isinstance(inner.learning_rate, keras.Variable) else 0)
        extra = "; dynamic loss scaling"
    slots, names = _slots(inner)
    if inner.use_ema:
        slots, names = slots + 1, names + ", moving average of the weights (use_ema)"
    if inner.gradient_accumulation_steps:
        slots, names = slots + 1, names + ", accumulated gradients"
    if isinstance(inner, keras.optimizers.Nadam):
        scalars += _FLOAT32  # the running product of its momentum schedule
    weights = _weights(model)
    slot_bytes = slots * sum(math.prod(shape) * size for shape, size in weights)
    if isinstance(inner, keras.optimizers.Adafactor):
        for shape, size in weights:
            if len(shape) >= 2:  # the last two dimensions are factored into a row and a column moment
                slot_bytes += (math.prod(shape[:-1]) + math.prod(shape[:-2] + shape[-1:])) * size
            else:  # not factored, but Keras still makes two placeholder scalars
                scalars += 2 * _FLOAT32
    return OptimizerState(
        optimizer=type(optimizer).__name__,
        slots=slots,
        slot_bytes=slot_bytes,
        scalar_bytes=scalars,
        description=f"{type(inner).__name__} keeps {names} per weight{extra}",
    )
