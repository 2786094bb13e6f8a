"""The per-layer table of a built model: shapes, parameters and activation sizes.

This is the talk's Task 1 ("summarize your NN") with the numbers an estimate
needs: for each layer, its output shape, its parameters and their bytes, and
how many values (and bytes) it produces for one sample. Bytes follow each
tensor's dtype, so a ``mixed_float16`` layer counts 2 bytes per activation
while its float32 weights count 4.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import _graph
from ._text import render_html_table, render_table, thousands
from .units import format_bytes

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["summarize", "ModelSummary", "SUMMARY_COLUMNS"]

#: Columns of :func:`summarize`'s table, with their units.
SUMMARY_COLUMNS = {
    "name": "layer name (a shared layer's later calls are named 'name (call N)')",
    "class": "Keras class, or InputLayer for a model input",
    "kind": "'input', 'layer', 'model' (a nested model; its layers follow) or 'weights'",
    "depth": "nesting depth: 0 for the model's own layers, 1 inside a nested model, ...",
    "output_shape": "output shape(s), batch dimension first (None)",
    "dtype": "dtype of the output(s), from the layer's dtype policy",
    "params": "parameters, each counted once (shared layers and weights too)",
    "trainable_params": "of which trainable",
    "param_bytes": "bytes of those parameters, by each variable's dtype",
    "activations_per_sample": "values the layer outputs for one sample",
    "activation_bytes_per_sample": "bytes of those values, by the output dtype",
}


_NUMERIC = (
    "params",
    "trainable_params",
    "param_bytes",
    "activations_per_sample",
    "activation_bytes_per_sample",
)


@dataclass(frozen=True)
class _Row:
    call: _graph.LayerCall
    kind: str
    params: int
    trainable_params: int
    param_bytes: int
    trainable_param_bytes: int
    activations: int
    activation_bytes: int


def dtype_size(dtype: str) -> int:
    """Bytes per element of a dtype name ('float32' -> 4, 'bfloat16' -> 2)."""
    import tensorflow as tf

    return tf.as_dtype(dtype).size


def _per_sample(shape: tuple) -> int:
    # A tensor without a batch dimension does not grow with the batch: it is
    # not a per-sample cost.
    if not shape or shape[0] is not None:
        return 0
    return math.prod(shape[1:])


def layer_rows(model: Any, input_shape: Any = None) -> list[_Row]:
    """Every row of the summary, as typed records (what the estimators read)."""
    _, calls = _graph.layer_calls(model, input_shape)
    trainable = {id(v) for v in model.trainable_weights}
    counted: set[int] = set()
    rows = []

    def own_params(variables: list) -> tuple[int, int, int, int]:
        """Params, trainable params, and their bytes, of the variables not yet counted."""
        params = trainable_params = nbytes = trainable_bytes = 0
        for v in variables:
            if id(v) in counted:
                continue
            counted.add(id(v))
            n = math.prod(v.shape)
            is_trainable = id(v) in trainable
            params += n
            trainable_params += n if is_trainable else 0
            nbytes += n * dtype_size(v.dtype)
            trainable_bytes += n * dtype_size(v.dtype) if is_trainable else 0
        return params, trainable_params, nbytes, trainable_bytes

    for call in calls:
        # A nested model's weights are counted in its layers' rows, and its
        # outputs are its last layers' outputs: nothing of its own to count.
        counts_own = not call.is_model
        # getattr: a functional model's graph also holds plain operations
        # (``x + y`` becomes an Add node), which have no weights.
        weights = getattr(call.layer, "weights", []) if counts_own else []
        params = own_params(weights)
        values = [_per_sample(s) if counts_own else 0 for s in call.output_shapes]
        kind = "input" if call.is_input else "model" if call.is_model else "layer"
        rows.append(
            _Row(
                call=call,
                kind=kind,
                params=params[0],
                trainable_params=params[1],
                param_bytes=params[2],
                trainable_param_bytes=params[3],
                activations=sum(values),
                activation_bytes=sum(
                    v * dtype_size(d) for v, d in zip(values, call.output_dtypes)
                ),
            )
        )
    leftover = own_params(model.weights)
    if leftover[0]:
        # Weights of a subclassed model itself, or of layers the forward pass never calls.
        call = _graph.LayerCall("(other weights)", "", 0, (), ())
        rows.append(_Row(call, "weights", *leftover, 0, 0))
    return rows


def summarize(model: Any, input_shape: Any = None) -> "ModelSummary":
    """Summarizes a built Keras model, one row per layer call.

    Nested models are expanded (their layers follow them, one level deeper),
    shared layers and shared weights are counted once, and the model inputs
    come first. Columns and units are listed in :data:`SUMMARY_COLUMNS`.

    Args:
        model: A built Keras model (Sequential, functional, nested or
            subclassed), or the path of a .keras/.h5 file, or a built-in
            example name such as "mnist_cnn".
        input_shape: Input shape(s) without the batch dimension, for a model
            whose inputs have unknown (None) dimensions or that is not built.

    Returns:
        A :class:`ModelSummary`: a pandas DataFrame with a ``totals`` Series
        and a readable ``print()`` and Jupyter display.

    Raises:
        ModelError: the model is not built, or has unknown dimensions and no
            ``input_shape=`` was given.

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> table = summarize(mnist_cnn())
        >>> int(table.totals["params"])
        1111946
    """
    from .models import as_model

    model = as_model(model, input_shape)
    rows = layer_rows(model, input_shape)
    return ModelSummary._from_rows(model.name, rows)


def _shapes_text(shapes: tuple) -> str:
    texts = [_graph.shape_text(s) for s in shapes]
    return texts[0] if len(texts) == 1 else "[" + ", ".join(texts) + "]"


def _dtypes_text(dtypes: tuple) -> str:
    return ", ".join(dict.fromkeys(dtypes))


def _pandas():
    import pandas as pd

    return pd


class ModelSummary(_pandas().DataFrame):
    """A :func:`summarize` table: a DataFrame that prints with its totals.

    Slicing or transforming it gives a plain DataFrame.
    """

    _metadata = ["model_name"]

    @classmethod
    def _from_rows(cls, model_name: str, rows: list[_Row]) -> "ModelSummary":
        table = cls(
            {
                "name": [r.call.name for r in rows],
                "class": [r.call.class_name for r in rows],
                "kind": [r.kind for r in rows],
                "depth": [r.call.depth for r in rows],
                "output_shape": [_shapes_text(r.call.output_shapes) for r in rows],
                "dtype": [_dtypes_text(r.call.output_dtypes) for r in rows],
                "params": [r.params for r in rows],
                "trainable_params": [r.trainable_params for r in rows],
                "param_bytes": [r.param_bytes for r in rows],
                "activations_per_sample": [r.activations for r in rows],
                "activation_bytes_per_sample": [r.activation_bytes for r in rows],
            },
            columns=list(SUMMARY_COLUMNS),
        )
        table.model_name = model_name
        return table

    @property
    def _constructor(self):
        return _pandas().DataFrame

    @property
    def totals(self) -> "pd.Series":
        """Column sums: params, trainable_params, param_bytes and the activation columns."""
        return _pandas().DataFrame(self)[list(_NUMERIC)].sum().astype(int)

    def _table(self) -> tuple[list[str], list[list[Any]], list[list[Any]]]:
        headers = [
            "Layer (type)",
            "Output shape",
            "Dtype",
            "Params",
            "Trainable",
            "Param bytes",
            "Values/sample",
            "Bytes/sample",
        ]
        rows = [
            [
                "  " * r["depth"] + (f"{r['name']} ({r['class']})" if r["class"] else r["name"]),
                r["output_shape"],
                r["dtype"],
                *(thousands(r[c]) for c in _NUMERIC),
            ]
            for r in _pandas().DataFrame(self).to_dict("records")
        ]
        t = self.totals
        footer = [["Total", "", "", *(thousands(t[c]) for c in _NUMERIC)]]
        return headers, rows, footer

    def _caption(self) -> str:
        t = self.totals
        return (
            f"Model '{getattr(self, 'model_name', '?')}': {thousands(t.params)} parameters "
            f"({format_bytes(t.param_bytes)}), {thousands(t.trainable_params)} trainable; "
            f"{thousands(t.activations_per_sample)} activation values per sample "
            f"({format_bytes(t.activation_bytes_per_sample)})"
        )

    def to_text(self) -> str:
        """The table as text, with a totals row and a one-line caption."""
        headers, rows, footer = self._table()
        return self._caption() + "\n" + render_table(headers, rows, footer, left=3)

    def __repr__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        headers, rows, footer = self._table()
        return render_html_table(headers, rows, footer, caption=self._caption(), left=3)
