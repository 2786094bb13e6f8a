"""Memory over one training step, layer by layer: forward, loss, backward (seed 004's listing).

:func:`memory_timeline` runs one training step eagerly, one layer at a time,
and reads TensorFlow's allocator after each layer's forward and backward
pass. It is a measurement, not an estimate; how it is measured, and how it
differs from ``model.fit``'s compiled step, is in its docstring.
"""

from __future__ import annotations

from typing import Any

from .errors import InvalidArgumentError, ModelError
from .probes import tf_allocator

__all__ = ["TIMELINE_COLUMNS", "memory_timeline"]

#: The columns of :func:`memory_timeline`'s frame; every size in bytes.
TIMELINE_COLUMNS = {
    "phase": "'pre' (batch on the device), 'fwd' (after the layer's forward pass), "
    "'loss' (after the loss and its gradient), 'bwd' (after the layer's backward pass)",
    "layer": "the layer's name (the model's for 'pre' and 'loss')",
    "class": "the layer's class",
    "memory_bytes": "the allocator's current bytes after this row's work",
    "delta_bytes": "memory_bytes minus the previous row's",
    "peak_bytes": "the allocator's peak during this row's work (temporaries included)",
}


def memory_timeline(
    model: Any,
    batch_size: int = 32,
    x: Any = None,
    y: Any = None,
    *,
    input_shape: Any = None,
) -> Any:
    """The allocator's memory after each layer's forward and backward pass in one training step.

    How it is measured: the step runs eagerly, layer by layer, in Keras's
    own graph order (``training=True``). Each layer call runs under a
    ``tf.GradientTape`` of its own that watches the call's inputs and the
    layer's trainable weights; after the call the allocator's current and
    peak bytes are read (:mod:`kerasmem.probes.tf_allocator`, peak reset
    before each call). The loss (the compiled loss, else mean squared
    error) and its gradient follow. Then the layers' tapes are replayed in
    reverse: each gives the gradients of its inputs and weights from its
    outputs' gradients (summed where an output feeds several layers), and is
    then dropped with its outputs and their gradients, freeing what it kept;
    weight gradients stay, as they do until the optimizer's update (which is
    not run: the weights do not change, and state that training-mode calls
    update, such as BatchNormalization's moving statistics, is put back).

    What differs from ``model.fit``: the compiled step (``tf.function``)
    schedules and frees tensors its own way, and its peak is what
    :func:`kerasmem.measure_peak` measures; here every layer's output is
    held until its backward pass, and eager execution may keep a little
    more. Read the timeline for the shape of the step (which layers cost
    memory, forward and backward), the peak from ``measure_peak``.

    Where: on the device TensorFlow trains on, which must keep allocator
    statistics that mean something: a GPU, or the simulated GPU
    (``TF_CPU_ALLOCATOR_USE_BFC=true`` and ``TF_ENABLE_ONEDNN_OPTS=0`` set
    before TensorFlow's import; :func:`kerasmem.run_simulated` runs a
    function there). On another CPU it raises :class:`MeasurementError`.

    Args:
        model: A built functional or Sequential model (a nested model is one
            row), a .keras/.h5 path, or a built-in name.
        batch_size: The batch size; with ``x`` given, its first
            ``batch_size`` samples are used.
        x, y: A batch to train on; by default synthetic data shaped like the
            model's inputs and outputs, made on the device.
        input_shape: As for :func:`kerasmem.estimate_memory`.

    Returns:
        A pandas DataFrame with the columns of ``TIMELINE_COLUMNS`` (bytes),
        rows in the order they happened: one 'pre', a 'fwd' per layer call,
        one 'loss', a 'bwd' per layer call in reverse. ``frame.attrs`` holds
        ``model``, ``batch_size``, ``device`` and ``allocator``.

    Raises:
        ModelError: a subclassed model (it has no layer graph to follow).
        MeasurementError: the allocator's statistics are missing or are
            oneDNN's (TensorFlow's default CPU configuration).

    Example:
        >>> from kerasmem import run_simulated
        >>> frame = run_simulated(memory_timeline, "mnist_cnn", 8, memory=None)  # doctest: +SKIP
        >>> frame[["phase", "layer", "memory_bytes", "delta_bytes"]]  # doctest: +SKIP
    """
    import pandas as pd
    import tensorflow as tf

    from ._graph import _functional_of
    from .estimate import check_batch_size
    from .models import as_model
    from .trials import _first, _synthetic_inputs, _synthetic_targets

    batch_size = check_batch_size(batch_size)
    model = as_model(model, input_shape)
    graph = _functional_of(model)
    if graph is None:
        raise ModelError(
            f"memory_timeline follows a functional or Sequential model's layer graph; '{model.name}' is "
            f"subclassed: measure its step's peak with kerasmem.measure_peak"
        )
    device = tf_allocator.default_device()
    tf_allocator.read(device)  # fails with the fix where there are no statistics
    if device.startswith("CPU") and not tf_allocator.simulated_gpu():
        raise tf_allocator.MeasurementError(
            f"memory_timeline needs a GPU or the simulated GPU, not the {tf_allocator.allocator_name(device)}: "
            f"set TF_CPU_ALLOCATOR_USE_BFC=true and TF_ENABLE_ONEDNN_OPTS=0 before TensorFlow is imported, "
            f"or call it through kerasmem.run_simulated"
        )

    x = _synthetic_inputs(model, batch_size, input_shape, tensors=True) if x is None else _first(x, batch_size)
    y = _synthetic_targets(model, x, tensors=True) if y is None else _first(y, batch_size)
    x = tf.nest.map_structure(tf.convert_to_tensor, x)
    y = tf.nest.map_structure(tf.convert_to_tensor, y)
    losses = _losses(model, len(graph.outputs))

    # Training-mode calls update state (BatchNormalization's moving statistics): put it back afterwards.
    saved = [(v, v.numpy().copy()) for v in model.non_trainable_weights]
    rows: list[dict[str, Any]] = []

    def row(phase: str, layer: str, class_name: str) -> None:
        stats = tf_allocator.read(device)
        previous = rows[-1]["memory_bytes"] if rows else stats.current
        rows.append(
            {"phase": phase, "layer": layer, "class": class_name, "memory_bytes": stats.current,
             "delta_bytes": stats.current - previous, "peak_bytes": stats.peak}
        )
        tf_allocator.reset_peak(device)

    tf_allocator.reset_peak(device)
    row("pre", model.name, type(model).__name__)
    records = _forward(graph, tf.nest.flatten(x), row)
    outputs = records.pop()
    with tf.GradientTape() as tape:
        tape.watch(outputs)
        loss = tf.add_n([fn(t, o) for fn, t, o in zip(losses, tf.nest.flatten(y), outputs)])
    grads = {id(o): g for o, g in zip(outputs, tape.gradient(loss, outputs)) if g is not None}
    del tape, loss, outputs
    row("loss", model.name, "loss")
    weight_grads = _backward(records, grads, row)
    del weight_grads, grads
    for variable, value in saved:
        variable.assign(value)

    frame = pd.DataFrame(rows, columns=list(TIMELINE_COLUMNS))
    frame = frame.astype({c: "int64" for c in TIMELINE_COLUMNS if c.endswith("_bytes")})
    frame.attrs.update(
        model=model.name, batch_size=batch_size, device=device, allocator=tf_allocator.allocator_name(device)
    )
    return frame


def _losses(model: Any, n_outputs: int) -> list[Any]:
    """One mean-reducing loss function per output: the compiled ones, else mean squared error."""
    import keras
    import tensorflow as tf

    loss = getattr(model, "loss", None) if getattr(model, "optimizer", None) is not None else None
    if loss is None:
        loss = "mean_squared_error"
    if isinstance(loss, dict):
        raise InvalidArgumentError("memory_timeline takes a model compiled with one loss or a list of losses, not a dict")
    listed = list(loss) if isinstance(loss, (list, tuple)) else [loss] * n_outputs
    if len(listed) != n_outputs:
        raise InvalidArgumentError(f"the model has {n_outputs} outputs and {len(listed)} losses")
    functions = [keras.losses.get(l) for l in listed]
    return [lambda t, o, fn=fn: tf.reduce_mean(fn(t, o)) for fn in functions]


class _Call:
    """One layer call's forward record: what its backward pass needs."""

    def __init__(self, op: Any, tape: Any, inputs: list, outputs: list) -> None:
        self.op, self.tape, self.inputs, self.outputs = op, tape, inputs, outputs


def _forward(graph: Any, inputs: list, row: Any) -> list:
    """Runs the graph layer by layer, each under its own tape; the records, then the outputs, last."""
    import tensorflow as tf
    from keras.src.models.functional import operation_fn

    records: list[Any] = []
    model_inputs = {id(t) for t in inputs}  # a step needs no gradient for the batch itself

    def taped(op: Any) -> Any:
        call = operation_fn(op, training=True)

        def run(*args: Any, **kwargs: Any) -> Any:
            flat = [t for t in tf.nest.flatten((args, kwargs)) if tf.is_tensor(t) and t.dtype.is_floating and id(t) not in model_inputs]
            with tf.GradientTape() as tape:
                tape.watch(flat)
                out = call(*args, **kwargs)
            records.append(_Call(op, tape, flat, tf.nest.flatten(out)))
            row("fwd", op.name, type(op).__name__)
            return out

        return run

    outputs = graph._run_through_graph(inputs, operation_fn=taped)
    records.append(tf.nest.flatten(outputs))
    return records


def _backward(records: list, grads: dict, row: Any) -> list:
    """Replays the tapes in reverse; the weight gradients (held, as until the update)."""
    weight_grads: list[Any] = []
    while records:
        name, class_name = _backward_one(records.pop(), grads, weight_grads)
        row("bwd", name, class_name)  # the record, its outputs and their gradients are gone by now
    return weight_grads


def _backward_one(record: _Call, grads: dict, weight_grads: list) -> tuple[str, str]:
    """One layer's backward pass: its inputs' gradients into ``grads``, its weights' onto ``weight_grads``."""
    import tensorflow as tf

    weights = list(record.op.trainable_weights)
    targets = [o for o in record.outputs if id(o) in grads]
    upstream = [grads.pop(id(o)) for o in targets]
    if targets and (record.inputs or weights):
        found = record.tape.gradient(
            targets, record.inputs + weights, output_gradients=upstream,
            unconnected_gradients=tf.UnconnectedGradients.NONE,
        )
        for tensor, grad in zip(record.inputs, found):
            if grad is not None:
                key = id(tensor)
                grads[key] = grad if key not in grads else grads[key] + grad
        weight_grads.extend(g for g in found[len(record.inputs):] if g is not None)
    return record.op.name, type(record.op).__name__
