"""Grappler's own static estimate of a training step: which sums its memory optimizer rewrites.

TensorFlow's graph optimizer, Grappler, estimates the step's peak memory statically (its virtual
scheduler, ``GraphMemory::InferStatically``). When that estimate is above 80% of the device's memory
(the CPU device reports 256 MiB), its memory optimizer (``SchedulingPass``) rewrites every sum
(``AddN``) of more than two inputs, one of them alive at that peak, into a temporary variable, and
constant folding keeps the variable's zeros, of the sum's size, between steps (see
``analytic._FOLDED``). Which sums, and from which batch, follow Grappler's schedule, not the
estimator's replay: a BatchNormalization's three-part input gradient can be alive at Grappler's peak
and not at the replay's (bf16_adamw_cnn b64: the replay peaks at a Dense, the run holds the
BatchNormalization's 64 MiB), or the replay's peak can sit under the threshold where Grappler's is
above it (f16_ghost_cnn b128: 182 against 229 MiB; benchmarks/studies/2026-11-27-grappler-sums).

:class:`StaticSums` asks Grappler itself. It traces the forward pass, the loss and the gradients once,
with the batch unknown (``tf.function``: nothing runs, nothing is allocated), writes the graph as the
runtime hands a function to Grappler (variables as ``_Arg`` with their shapes), and for each batch asks
a virtual CPU for its static peak and live tensors. The optimizer's update is left out: building the
user's optimizer would allocate its slots, and the study found the same sums named without it
(the static peak lower by the update's temporaries: bf16_adamw_cnn b64 385.5 against 485.8 MiB).

Example:
    >>> sums = StaticSums(model)        # doctest: +SKIP
    >>> sums.rewritten(128)             # doctest: +SKIP
    (StaticSum(inputs=3, bytes=33554432),)
"""

from __future__ import annotations

import functools
import weakref
from dataclasses import dataclass
from typing import Any

from .._graph import input_specs

__all__ = ["StaticSum", "StaticSums"]

# Grappler's threshold: 80% of the memory the CPU device reports (256 MiB, device_lib).
THRESHOLD = 0.8 * 256 * 2**20
# The sums the pass rewrites, by dtype (SchedulingPass: "Unsupported dtype" for the others).
_REWRITTEN_DTYPES = ("DT_HALF", "DT_FLOAT", "DT_DOUBLE", "DT_INT64")
_DEVICE = "/job:localhost/replica:0/task:0/device:CPU:0"


@dataclass(frozen=True)
class StaticSum:
    """A sum Grappler rewrites: how many inputs it adds, and its zeros' bytes at the batch asked."""

    inputs: int
    bytes: int


class StaticSums:
    """Grappler's static peak of a model's training step, and the sums it rewrites, at any batch.

    Traced on first use; a model whose step cannot be traced this way (a loss Keras cannot name, a
    custom ``train_step``'s own logic) gives None, and the estimator keeps its own rule.
    """

    def __init__(self, model: Any, input_shape: Any = None) -> None:
        self._model, self._input_shape = model, input_shape
        self.rewritten = functools.lru_cache(maxsize=64)(self._rewritten)

    @functools.cached_property
    def _graph(self) -> _Graph | None:
        model = self._model
        try:
            traced = _GRAPHS.setdefault(model, {})
        except TypeError:  # not weakly referable: traced for this estimate only
            traced = {}
        # A recompiled model (another loss) or one whose trainable weights changed traces again.
        key = (repr(self._input_shape), repr(getattr(model, "loss", None)), tuple(map(id, model.trainable_variables)))
        if key not in traced:
            try:
                traced[key] = _runtime_graph(_traced_gradients(model, self._input_shape))
            except Exception:  # noqa: BLE001 - any failure in the user's model code: the replay's rule stands
                traced[key] = None
        return traced[key]

    def _rewritten(self, batch_size: int) -> tuple[StaticSum, ...] | None:
        """The sums rewritten at ``batch_size`` (none under the threshold); None if not traced."""
        if self._graph is None:
            return None
        try:
            peak, live = _static_peak(self._graph, batch_size)
        except Exception:  # noqa: BLE001 - Grappler's own failure: the replay's rule stands
            return None
        if peak <= THRESHOLD:
            return ()
        sums: dict[str, StaticSum] = {}
        for node, port, size, *_ in live:
            for name, inputs in self._graph.sums_of.get(f"{node}:{port}", ()):
                if size > sums.get(name, StaticSum(inputs, 0)).bytes:
                    sums[name] = StaticSum(inputs, int(size))
        return tuple(sums[name] for name in sorted(sums))


# Each model's traced step, by input shape: estimates for several optimizers, devices or dtype options
# of one model share it (ResNet50's takes 1.7 s to trace).
_GRAPHS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@dataclass
class _Graph:
    graph_def: Any
    # Each tensor that is an input of a rewritable sum: the sums' names and their numbers of inputs.
    sums_of: dict[str, set[tuple[str, int]]]


def _traced_gradients(model: Any, input_shape: Any) -> Any:
    """The forward pass, the loss and the gradients of the trainable weights, traced with the batch
    unknown: a concrete function."""
    import tensorflow as tf

    specs = [tf.TensorSpec(s.shape, s.dtype) for s in input_specs(model, input_shape)]

    def gradients(*xs: Any) -> Any:
        with tf.GradientTape() as tape:
            y_pred = model(xs[0] if len(xs) == 1 else list(xs), training=True)
            loss = _loss(model, y_pred)
        return tape.gradient(loss, model.trainable_variables)

    return tf.function(gradients, autograph=False).get_concrete_function(*specs)


def _loss(model: Any, y_pred: Any) -> Any:
    """The compiled loss of each output against stand-in targets made in the graph (zeros: integer
    labels for a sparse loss), plus the model's own losses; a mean square where none is compiled."""
    import keras
    import tensorflow as tf

    outputs = tf.nest.flatten(y_pred)
    loss = getattr(model, "loss", None)
    if isinstance(loss, dict):
        loss = list(loss.values())
    losses = list(loss) if isinstance(loss, (list, tuple)) else [loss] * len(outputs)
    total = 0.0
    for out, fn in zip(outputs, losses + losses[-1:] * (len(outputs) - len(losses))):
        fn = keras.losses.get(fn) if isinstance(fn, str) else fn
        name = getattr(fn, "name", None) or getattr(fn, "__name__", "") or type(fn).__name__
        if fn is None:
            total += tf.reduce_mean(tf.square(tf.cast(out, "float32")))
            continue
        sparse = "sparse" in str(name).lower()
        y = tf.zeros(tf.shape(out)[:-1], "int32") if sparse else tf.zeros_like(out)
        total += tf.reduce_mean(tf.cast(fn(y, out), "float32"))
    return total + sum(tf.cast(l, "float32") for l in model.losses)


def _runtime_graph(function: Any) -> _Graph:
    """The function's graph as the runtime instantiates it for Grappler: each captured variable an
    ``_Arg`` carrying its shape and dtype (without them every weight's read has an unknown shape,
    and so has everything computed from it), the outputs ``_Retval``s."""
    graph_def = function.graph.as_graph_def()
    handles = {op.inputs[0].op.name: (op.outputs[0].shape, op.outputs[0].dtype)
               for op in function.graph.get_operations()
               if op.type == "ReadVariableOp" and op.inputs[0].op.type == "Placeholder"}
    placeholders = [n for n in graph_def.node if n.op == "Placeholder"]
    sums_of: dict[str, set[tuple[str, int]]] = {}
    for index, node in enumerate(placeholders):
        if node.name in handles:
            dtype, shape = node.attr["dtype"], node.attr["shape"].shape
            node.op = "_Arg"
            node.ClearField("attr")
            node.attr["T"].CopyFrom(dtype)
            node.attr["index"].i = index
            node.attr["_output_shapes"].list.shape.add().CopyFrom(shape)
            variable_shape, variable_dtype = handles[node.name]
            node.attr["_handle_shapes"].list.shape.add().CopyFrom(variable_shape.as_proto())
            node.attr["_handle_dtypes"].list.type.append(variable_dtype.as_datatype_enum)
    from tensorflow.core.framework import types_pb2

    for node in graph_def.node:
        node.device = _DEVICE
        inputs = [i for i in node.input if not i.startswith("^")]
        if node.op == "AddN" and len(inputs) > 2 and types_pb2.DataType.Name(node.attr["T"].type) in _REWRITTEN_DTYPES:
            for i in inputs:
                sums_of.setdefault(i if ":" in i else f"{i}:0", set()).add((node.name, len(inputs)))
    for index, tensor in enumerate(function.graph.outputs):
        node = graph_def.node.add()
        node.name, node.op, node.device = f"_retval_{index}", "_Retval", _DEVICE
        node.input.append(tensor.name[:-2] if tensor.name.endswith(":0") else tensor.name)
        node.attr["T"].type = tensor.dtype.as_datatype_enum
        node.attr["index"].i = index
    return _Graph(graph_def, sums_of)


def _static_peak(graph: _Graph, batch_size: int) -> tuple[int, list]:
    """Grappler's static peak of the graph with the batch known, and the tensors alive at it."""
    from tensorflow.core.framework import graph_pb2
    from tensorflow.core.protobuf import device_properties_pb2, meta_graph_pb2
    from tensorflow.python.grappler import cluster, item

    graph_def = graph_pb2.GraphDef()
    graph_def.CopyFrom(graph.graph_def)
    for node in graph_def.node:
        if node.op == "Placeholder":
            shape = node.attr["shape"].shape
            if shape.dim and shape.dim[0].size == -1:
                shape.dim[0].size = batch_size
    meta = meta_graph_pb2.MetaGraphDef()
    meta.graph_def.CopyFrom(graph_def)
    meta.collection_def["train_op"].node_list.value.extend(n.name for n in graph_def.node if n.op == "_Retval")
    # A virtual CPU (no hardware is touched): the static estimate does not depend on its properties
    # (the study's seven models, this machine's, a bare CPU's and 16 cores': the same).
    device = device_properties_pb2.NamedDevice(name=_DEVICE, properties=device_properties_pb2.DeviceProperties(type="CPU"))
    virtual = cluster.Cluster(devices=[device])
    peak, live = next(iter(virtual.DeterminePeakMemoryUsage(item.Item(meta)).values()))
    return int(peak), list(live)
