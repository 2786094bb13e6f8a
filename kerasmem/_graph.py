"""Every layer call of one forward pass, with its output shapes and dtypes.

Two ways to get them, with the same result:

- a functional or Sequential model (nested ones too) whose input shapes are
  known: read Keras's own graph of symbolic tensors. This costs microseconds.
- anything else (a subclassed model, or new input shapes given with
  ``input_shape=``): trace one forward pass into a TensorFlow graph, nothing
  executed, with ``keras.layers.Layer.__call__`` wrapped for the duration so
  that every call is seen. This costs a graph trace (about 2 s for ResNet50).

Nested models are expanded: their layers are listed after the model's own
call, one level deeper. Any other layer with layers inside it (an LSTM and its
cell, MultiHeadAttention and its projections) is one call: a user thinks of
it as one layer. A functional model's graph also holds plain operations
(``x + y`` becomes an ``Add`` node): the walk lists them like layers; the
trace cannot see them (there they are TensorFlow ops inside the model's code).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Callable, Iterator

from .errors import ModelError

Shape = tuple  # of int | None; the first entry is the batch dimension


@dataclass(frozen=True)
class InputSpec:
    """One model input: its name, its shape with a None batch dimension, its dtype."""

    name: str
    shape: Shape
    dtype: str


@dataclass(frozen=True)
class LayerCall:
    """One call of one layer (or one model input) in the forward pass."""

    name: str
    class_name: str
    depth: int
    output_shapes: tuple[Shape, ...]
    output_dtypes: tuple[str, ...]
    layer: Any = None  # the Keras layer; None for a model input
    call_index: int = 0  # 0 for a layer's first call, 1 for its second, ...
    is_model: bool = False  # a nested model: its layers follow, one level deeper
    # Tensor identities (Python ids, meaningful only within one layer_calls() answer): the
    # tensors this call reads and writes, so that a consumer can be matched to its producer.
    inputs: tuple[int, ...] = field(default=(), compare=False)
    outputs: tuple[int, ...] = field(default=(), compare=False)
    # For each output, how many times its input's leading dimension it has (a layer that folds 7
    # series into the batch: 7; one that unfolds them: 1/7); empty when every output keeps the batch.
    batch_folds: tuple[Fraction, ...] = ()

    @property
    def is_input(self) -> bool:
        return self.layer is None


def layer_calls(model: Any, input_shape: Any = None) -> tuple[list[InputSpec], list[LayerCall]]:
    """Returns the model's inputs and its layer calls, in execution order."""
    specs = input_specs(model, input_shape)
    if input_shape is None and _walkable(model):
        input_ids = [id(t) for t in _flat_tensors(_functional_of(model).inputs)]
        calls = list(_walk(model, depth=0, counts={}))
        if any(None in shape[1:] for call in calls for shape in call.output_shapes):
            # A nested model built on an unknown length (an encoder over any number of tokens) and
            # called on a known one: its layers' shapes are the call's, traced.
            input_ids, calls = _trace(model, specs)
    else:
        input_ids, calls = _trace(model, specs)
    if len(input_ids) != len(specs):  # unmatched: consumers fall back to their predecessor
        input_ids = [-1 - i for i in range(len(specs))]
    inputs = [
        LayerCall(s.name, "InputLayer", 0, (s.shape,), (s.dtype,), outputs=(i,))
        for s, i in zip(specs, input_ids)
    ]
    for call in calls:
        for shape in call.output_shapes:
            if any(d is None for d in shape[1:]):
                raise ModelError(
                    f"cannot infer the output shape of layer '{call.name}': it is "
                    f"{shape_text(shape)}; pass input_shape= with every dimension known"
                )
    return specs, inputs + calls


def input_specs(model: Any, input_shape: Any = None) -> list[InputSpec]:
    """The model's inputs, from ``input_shape=`` if given, else from the model itself."""
    symbolic = _symbolic_inputs(model)
    if input_shape is not None:
        shapes = normalise_input_shape(input_shape)
        if symbolic and len(symbolic) != len(shapes):
            raise ModelError(
                f"input_shape= gives {len(shapes)} shape(s) but the model has "
                f"{len(symbolic)} inputs: give one shape per input, without the batch dimension"
            )
        names = [s.name for s in symbolic] or _default_names(len(shapes))
        dtypes = [s.dtype for s in symbolic] or ["float32"] * len(shapes)
        specs = [InputSpec(n, (None, *shape), d) for n, shape, d in zip(names, shapes, dtypes)]
    elif symbolic:
        specs = symbolic
    else:
        specs = _built_inputs(model)
    for spec in specs:
        if any(d is None for d in spec.shape[1:]):
            hint = ", ".join("?" if d is None else str(d) for d in spec.shape[1:])
            raise ModelError(
                f"model input '{spec.name}' has unknown dimensions {shape_text(spec.shape)}: "
                f"pass input_shape=({hint}{',' if len(spec.shape) == 2 else ''}) with each ? filled in "
                f"(on the command line: --input-shape {hint.replace(' ', '')})"
            )
    return specs


def shape_text(shape: Shape) -> str:
    return "(" + ", ".join("None" if d is None else str(d) for d in shape) + ")"


def _default_names(n: int) -> list[str]:
    return ["input"] if n == 1 else [f"input_{i + 1}" for i in range(n)]


def _is_shape(value: Any) -> bool:
    return isinstance(value, (tuple, list)) and all(
        d is None or (isinstance(d, int) and not isinstance(d, bool)) for d in value
    )


def normalise_input_shape(input_shape: Any) -> list[tuple]:
    """One shape, or a list of shapes, each without the batch dimension."""
    if _is_shape(input_shape) and input_shape:
        shapes = [tuple(input_shape)]
    elif isinstance(input_shape, (tuple, list)) and input_shape and all(
        _is_shape(s) and s for s in input_shape
    ):
        shapes = [tuple(s) for s in input_shape]
    else:
        raise ModelError(
            f"input_shape= must be a shape without the batch dimension, like (28, 28, 1), "
            f"or a list of them for several inputs; got {input_shape!r}"
        )
    for shape in shapes:
        if any(d is not None and d <= 0 for d in shape):
            raise ModelError(f"input_shape= has a dimension that is not positive: {shape!r}")
    return shapes


def _symbolic_inputs(model: Any) -> list[InputSpec]:
    """The inputs of a functional (or built Sequential) model; [] for other models."""
    try:
        tensors = model.inputs
    except (AttributeError, ValueError):
        return []
    if not tensors:
        return []
    specs = []
    for i, tensor in enumerate(tensors):
        history = getattr(tensor, "_keras_history", None)
        name = getattr(getattr(history, "operation", None), "name", None)
        name = name or _default_names(len(tensors))[i]
        specs.append(InputSpec(name, tuple(tensor.shape), str(tensor.dtype)))
    return specs


def _built_inputs(model: Any) -> list[InputSpec]:
    """The input shapes a subclassed model was built with; the batch size is dropped."""
    shapes = list((getattr(model, "_build_shapes_dict", None) or {}).values())
    if len(shapes) == 1 and _is_shape(shapes[0]) and shapes[0]:
        found = [shapes[0]]
    elif len(shapes) == 1 and isinstance(shapes[0], (tuple, list)) and all(
        _is_shape(s) and s for s in shapes[0]
    ):
        found = list(shapes[0])
    else:
        raise ModelError(
            f"cannot tell the input shape of model '{model.name}': pass input_shape=, "
            f"without the batch dimension, e.g. input_shape=(28, 28, 1)"
        )
    names = _default_names(len(found))
    return [InputSpec(n, (None, *tuple(s)[1:]), "float32") for n, s in zip(names, found)]


# --- the graph walk ------------------------------------------------------------------------


def _functional_of(model: Any) -> Any:
    """The Keras graph object behind a functional or Sequential model, else None."""
    try:
        from keras.src.models.functional import Functional
    except ImportError:  # Keras moved its internals: every model is traced instead
        return None
    graph = getattr(model, "_functional", None) or model
    has_graph = isinstance(graph, Functional) and hasattr(graph, "_nodes_by_depth")
    return graph if has_graph else None


def _walkable(model: Any) -> bool:
    """True when the model and every model nested in it are functional or Sequential."""
    import keras

    graph = _functional_of(model)
    if graph is None:
        return False
    return all(
        _walkable(op) for op in graph.operations if isinstance(op, keras.Model)
    )


def _walk(model: Any, depth: int, counts: dict[int, int]) -> Iterator[LayerCall]:
    import keras

    graph = _functional_of(model)
    order = {id(op): i for i, op in enumerate(graph.operations)}
    nodes = [
        node
        for d in sorted(graph._nodes_by_depth, reverse=True)
        for node in graph._nodes_by_depth[d]
        if not node.is_input
    ]
    # Keras's own layer order, so the table reads like model.summary().
    nodes.sort(key=lambda node: order[id(node.operation)])
    for node in _producers_first(nodes):
        op = node.operation
        is_model = isinstance(op, keras.Model)
        call = _record(op, depth, node.output_tensors, counts, is_model, node.input_tensors)
        yield call if is_model else _with_batch_folds(call, node)
        if is_model:
            yield from _walk(op, depth + 1, counts)


#: The batch a possible fold is probed at: 7!, divisible by any factor up to 10, so that an unfold by
#: one (``ops.reshape(x, (-1, 7, 96))``) is seen too.
_PROBE_BATCH = 5040


def _with_batch_folds(call: LayerCall, node: Any) -> LayerCall:
    """The call with its outputs' batch folds, where it may fold the batch (see LayerCall.batch_folds).

    Keras's shapes cannot show a fold: ``ops.reshape(x, (-1, patches, patch))`` of a (None, 7, 42, 16)
    tensor is (None, 42, 16) whether or not the 7 went into the batch. Its shapes at a concrete batch
    do. Only a user's layer or one of Keras's ops can fold: Keras's layers keep the batch (their
    reshapes never touch it), and asking them would cost a trace each for nothing.
    """
    op = node.operation
    module = type(op).__module__
    if module.startswith("keras.") and not module.startswith("keras.src.ops."):
        return call
    import keras

    def concrete(x: Any) -> Any:
        if isinstance(x, keras.KerasTensor) and x.shape and x.shape[0] is None:
            return keras.KerasTensor((_PROBE_BATCH, *x.shape[1:]), x.dtype, sparse=x.sparse)
        return x

    try:
        args, kwargs = node.arguments.convert(concrete)
        outputs = _flat_tensors(op.compute_output_spec(*args, **kwargs))
    except Exception:  # a layer that will not take a concrete batch: its outputs keep the batch
        return call
    if len(outputs) != len(call.output_shapes):
        return call
    # Only an output whose leading dimension follows the batch can fold it (not a sum over the batch).
    folds = tuple(Fraction(t.shape[0], _PROBE_BATCH) if shape and shape[0] is None and t.shape and t.shape[0]
                  else Fraction(1) for t, shape in zip(outputs, call.output_shapes))
    return replace(call, batch_folds=folds) if any(f != 1 for f in folds) else call


def _producers_first(nodes: list) -> list:
    """The nodes in their order, each moved after the nodes that make its inputs where it is not.

    Keras orders a graph's nodes by their layer's first call: a layer called again on what a later
    layer made (the same Dense applied three times in sequence) would come before its input's
    producer. Nodes that are already after their producers keep their order.
    """
    made_by = {id(t): k for k, node in enumerate(nodes) for t in _flat_tensors(node.output_tensors)}
    needs = [{made_by[id(t)] for t in _flat_tensors(node.input_tensors) if id(t) in made_by} - {k}
             for k, node in enumerate(nodes)]
    order = producers_first(needs)
    return nodes if order is None else [nodes[k] for k in order]  # a cycle: Keras's order


def producers_first(needs: list[set[int]], key: Callable[[int], Any] = lambda k: k) -> list[int] | None:
    """Indices ``0..len(needs) - 1``, each after the indices it ``needs``; among those ready, the
    smallest ``key`` first (by default the index: an order that already satisfies ``needs`` is kept).
    None when ``needs`` has a cycle."""
    import heapq

    readers: dict[int, list[int]] = {}
    for k, made in enumerate(needs):
        for j in made:
            readers.setdefault(j, []).append(k)
    waiting = [len(made) for made in needs]
    ready = [(key(k), k) for k, n in enumerate(waiting) if n == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        k = heapq.heappop(ready)[1]
        order.append(k)
        for j in readers.get(k, ()):
            waiting[j] -= 1
            if waiting[j] == 0:
                heapq.heappush(ready, (key(j), j))
    return order if len(order) == len(needs) else None


def _flat_tensors(structure: Any) -> list:
    import tensorflow as tf

    return [t for t in tf.nest.flatten(structure) if hasattr(t, "shape") and hasattr(t, "dtype")]


def _record(
    layer: Any, depth: int, outputs: Any, counts: dict[int, int], is_model: bool, inputs: Any = ()
) -> LayerCall:
    call_index = counts.get(id(layer), 0)
    counts[id(layer)] = call_index + 1
    tensors = _flat_tensors(outputs)
    return LayerCall(
        name=layer.name if call_index == 0 else f"{layer.name} (call {call_index + 1})",
        class_name=type(layer).__name__,
        depth=depth,
        output_shapes=tuple(tuple(t.shape) for t in tensors),
        output_dtypes=tuple(_dtype_name(t.dtype) for t in tensors),
        layer=layer,
        call_index=call_index,
        is_model=is_model,
        inputs=tuple(id(t) for t in _flat_tensors(inputs)),
        outputs=tuple(id(t) for t in tensors),
    )


def _dtype_name(dtype: Any) -> str:
    return getattr(dtype, "name", None) or str(dtype)


# --- the trace -----------------------------------------------------------------------------


def _trace(model: Any, specs: list[InputSpec]) -> tuple[list[int], list[LayerCall]]:
    """The ids of the traced inputs, and every layer call."""
    import tensorflow as tf

    tensor_specs = [tf.TensorSpec(s.shape, s.dtype, name=None) for s in specs]
    input_ids: list[int] = []

    def forward(*xs: Any) -> Any:
        input_ids[:] = [id(x) for x in xs]
        return model(xs[0] if len(xs) == 1 else list(xs), training=True)

    with _recording_layer_calls() as calls:
        try:
            tf.function(forward).get_concrete_function(*tensor_specs)
        except ModelError:
            raise
        except Exception as error:  # any failure inside the user's model code
            first_line = (str(error).strip().splitlines() or [type(error).__name__])[0]
            raise ModelError(
                f"tracing model '{model.name}' with inputs "
                f"{', '.join(shape_text(s.shape) for s in specs)} failed: {first_line}"
            ) from error
    return input_ids, calls


@contextlib.contextmanager
def _recording_layer_calls() -> Iterator[list[LayerCall]]:
    """Wraps Layer.__call__ so that every layer call is recorded, in pre-order.

    Calls made inside a layer that is not a model are not recorded: that
    layer is one row. The wrapper is removed when the block ends.
    """
    import keras

    layer_class = keras.layers.Layer
    original = layer_class.__call__
    calls: list[LayerCall | None] = []
    stack: list[bool] = []  # for each open call: does it expand (a model)?
    counts: dict[int, int] = {}

    def recording_call(layer: Any, *args: Any, **kwargs: Any) -> Any:
        if stack and not stack[-1]:
            return original(layer, *args, **kwargs)
        is_model = isinstance(layer, keras.Model)
        if not calls and not stack:  # the traced model itself is not a row
            stack.append(True)
            try:
                return original(layer, *args, **kwargs)
            finally:
                stack.pop()
        slot = len(calls)
        calls.append(None)
        depth = len(stack) - 1
        stack.append(is_model)
        try:
            outputs = original(layer, *args, **kwargs)
        finally:
            stack.pop()
        calls[slot] = _record(layer, depth, outputs, counts, is_model, (args, kwargs))
        return outputs

    layer_class.__call__ = recording_call
    try:
        yield calls  # type: ignore[misc]
    finally:
        layer_class.__call__ = original
