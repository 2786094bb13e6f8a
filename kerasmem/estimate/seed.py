"""The talk's estimate: parameters and layer outputs, counted twice.

From "Is my neural network too big to fit into GPU?" (SHARCNet, 2020):

    total = params x 2 x 4 bytes  +  batch_size x (values per sample) x 2 x 4 bytes

"x 2" is the forward and the backward pass (weights and their gradients;
activations and their gradients), "x 4" the bytes of a float32. For the talk's
MNIST CNN: 1,111,946 x 2 x 4 = 8,895,568 bytes (8.48 MiB) and 29,978 x 2 x 4 =
239,824 bytes (0.229 MiB) per image. The talk's "MB" is MiB.

Which values the rule counts: the model inputs, and the output of every layer
that computes new values. It skips layers that only reshape or pass values
through in the forward pass (Flatten, Reshape, Identity; Dropout and the other
noise layers, which are identities at inference), nested models (their layers
are counted instead) and layers without a batch dimension in their output.
Bytes follow the dtypes: weights by each variable's dtype, activations by the
layer's output dtype (2 under mixed precision); gradients are counted for the
trainable parameters only. For a float32 model without frozen weights this is
exactly the talk's formula.

The formula is coarse: it leaves out optimizer state, the temporaries of the
backward pass and every runtime overhead, and it counts outputs that no
gradient needs. Use it to reproduce the talk; use the analytic method to plan.
"""

from __future__ import annotations

from typing import Any, Callable

from ..summary import layer_rows
from .result import MemoryEstimate

NOTES = (
    "The talk's formula: parameters x 2 (weights, gradients) plus layer outputs x 2 "
    "(forward, backward); no optimizer state, temporaries or runtime overheads.",
)


def _skipped_layer_types() -> tuple[type, ...]:
    import keras

    names = (
        "Flatten", "Reshape", "Identity", "Dropout", "SpatialDropout1D", "SpatialDropout2D",
        "SpatialDropout3D", "GaussianDropout", "GaussianNoise", "AlphaDropout", "ActivityRegularization",
    )
    return tuple(t for t in (getattr(keras.layers, n, None) for n in names) if isinstance(t, type))


def counted(row: Any, skipped: tuple[type, ...]) -> bool:
    """Whether the talk's rule counts this row's outputs."""
    if row.kind == "input":
        return True
    return row.kind == "layer" and not isinstance(row.call.layer, skipped)


def prepare(model: Any, input_shape: Any = None) -> Callable[[int], MemoryEstimate]:
    """Analyses the model once; the returned function estimates any batch size."""
    import pandas as pd

    rows = layer_rows(model, input_shape)
    skipped = _skipped_layer_types()
    weights = sum(r.param_bytes for r in rows)
    gradients = sum(r.trainable_param_bytes for r in rows)
    activation = [r.activation_bytes if counted(r, skipped) else 0 for r in rows]
    per_sample_forward = sum(activation)

    def estimate(batch_size: int) -> MemoryEstimate:
        layers = pd.DataFrame(
            {
                "name": [r.call.name for r in rows],
                "class": [r.call.class_name for r in rows],
                "counted": [counted(r, skipped) for r in rows],
                "parameter_bytes": [r.param_bytes + r.trainable_param_bytes for r in rows],
                "activation_bytes": [2 * a * batch_size for a in activation],
            }
        )
        layers["total_bytes"] = layers["parameter_bytes"] + layers["activation_bytes"]
        return MemoryEstimate(
            model_name=model.name,
            batch_size=batch_size,
            method="seed",
            breakdown={
                "weights": weights,
                "gradients": gradients,
                "activations (forward)": batch_size * per_sample_forward,
                "activations (backward)": batch_size * per_sample_forward,
            },
            per_sample=2 * per_sample_forward,
            notes=NOTES,
            layers=layers,
        )

    return estimate
