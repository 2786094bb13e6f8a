"""A ``train_step`` of the model's own, unrolled into the functional models its gradients see.

The replay (:mod:`kerasmem.estimate.analytic`) costs Keras's step: one forward pass of the model under
a tape, one gradient. A model class can override ``train_step`` to run more: a GAN's generator and its
critic on the real and on the fake batch, a contrastive model's encoder on each row and on a corrupted
copy. Costed as Keras's step, two such models were scored blind 51% and 30% under (set 113:
acgan_two_player_train_step b256, bf16_scarf_contrastive_tabular).

:func:`unrolled` traces the user's step in a ``tf.function`` (nothing runs, nothing is allocated; the
optimizer's update stubbed out, so nothing is built), recording each top-level Keras layer or model call,
what it reads and makes and whether a tape records it, and each ``GradientTape.gradient``. The taped
calls before a gradient make a phase; each phase is rebuilt as one functional model over the same
layers (a call's input made by an earlier call is that call's output, any other a new ``keras.Input``;
its outputs the calls' outputs no later call reads), compiled with the model's loss, and estimated as
any model is (shared layers' weights once, each call's activations kept for the tape), its calls
replayed in the step's order: a model called twice (a critic on the real and then the fake batch) is
not interleaved layer by layer with its first call as a functional model's towers are (the AC-GAN's
traces: ``benchmarks/studies/2026-11-30-user-train-step``). The step's
estimate is its largest phase's, with the weights no call of that phase holds (and their optimizer
state) added. Calls outside any tape (a frozen teacher's inference) are not costed, nor are the ops
between calls (a contrastive loss over the two towers' similarity). A layer called on a tensor no input's
shape gives (CLIP's temperature on the batch-by-batch similarity) is left out of its phase and named; a
model so called (an encoder of as many tokens as the data keeps) leaves the step costed as Keras's.

Building a phase calls the model's layers on new symbolic inputs, as building any functional model
from them does: each gains an inbound node (once per model: the phases are kept while it lives).

Example:
    >>> step = unrolled(gan)                     # doctest: +SKIP
    >>> [p.calls for p in step.phases]           # doctest: +SKIP
    [('generator', 'critic', 'critic')]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from .._graph import input_specs
from ..units import format_bytes
from .result import MemoryEstimate

__all__ = ["Phase", "Unrolled", "unrolled", "own_train_step", "phased", "keras_step_note"]

# The attribute a model's traced step is kept in.
_KEPT = "_kerasmem_unrolled_step"


@dataclass(frozen=True)
class Phase:
    """The taped calls before one gradient, as a functional model.

    Attributes:
        model: The calls rebuilt as one functional model over the user's layers.
        calls: The called layers' and models' names, in the step's order.
        left_out: The layers (not models) whose call reads a tensor no input's shape gives (a
            batch-by-batch similarity): each (name, that tensor's shape (None for an unknown length),
            dtype). Not in the model, their activations not costed.
    """

    model: Any
    calls: tuple[str, ...]
    left_out: tuple[tuple[str, tuple, str], ...] = ()


@dataclass(frozen=True)
class Unrolled:
    """A user-written ``train_step``, traced.

    Attributes:
        phases: One per gradient the step takes (the calls taped before it), in order; empty when
            each is one call of the model itself: the step is then Keras's, as many times over as it
            takes gradients (sharpness-aware minimisation's two), and costed as Keras's.
        gradients: How many of the step's gradients follow calls of their own (two taken one after
            the other of the same taped calls, as the AC-GAN's two players', count once).
        untaped: Names of the layers or models called outside any tape: not costed.
    """

    phases: tuple[Phase, ...]
    gradients: int
    untaped: tuple[str, ...] = ()


def own_train_step(model: Any) -> bool:
    """Whether the model's class overrides Keras's ``train_step`` (the step the replay costs)."""
    import keras

    return getattr(type(model), "train_step", keras.Model.train_step) is not keras.Model.train_step


def unrolled(model: Any, input_shape: Any = None) -> Unrolled | None:
    """The model's own ``train_step`` traced into phases; None where it cannot be (a model not compiled,
    no gradient taken, a step that fails to trace on stand-in data, a call that cannot be rebuilt
    symbolically or reads a tensor whose shape the batch does not fix).

    Args:
        model: A Keras model whose class overrides ``train_step``.
        input_shape: Input shape(s) without the batch, as for ``estimate_memory``.

    Example:
        >>> unrolled(sam_model).gradients        # doctest: +SKIP
        2
    """
    if not getattr(model, "compiled", False):
        return None  # a user's step reads its compiled loss and optimizer
    if _KEPT in vars(model):
        return vars(model)[_KEPT]
    try:
        events = _traced_calls(model, input_shape)
        step = _phases(model, events)
    except Exception:  # noqa: BLE001 - any user step that will not trace falls back to Keras's step
        step = None
    # Kept on the model, past Keras's attribute tracking (a phase would become one of its layers): a
    # phase can call the model itself, which a cache keyed by the model would then keep alive for good.
    object.__setattr__(model, _KEPT, step)
    return step


@dataclass
class _Call:
    layer: Any
    args: Any  # the call's (args, kwargs), tensors as traced
    outputs: list
    taped: bool


def _traced_calls(model: Any, input_shape: Any) -> list:
    """The user's step traced on stand-in data: each top-level layer call (a :class:`_Call`) and each
    gradient (None), in order."""
    import keras
    import tensorflow as tf
    from tensorflow.python.eager import record

    events: list = []
    depth = [0]
    layer_call, gradient = keras.Layer.__call__, tf.GradientTape.gradient

    def spy(layer: Any, *args: Any, **kwargs: Any) -> Any:
        depth[0] += 1
        try:
            out = layer_call(layer, *args, **kwargs)
        finally:
            depth[0] -= 1
        if depth[0] == 0:
            outputs = [t for t in tf.nest.flatten(out) if tf.is_tensor(t)]
            taped = bool(outputs) and bool(record.should_record_backprop(outputs))
            events.append(_Call(layer, (args, kwargs), outputs, taped))
        return out

    def spied_gradient(tape: Any, *args: Any, **kwargs: Any) -> Any:
        events.append(None)
        return gradient(tape, *args, **kwargs)

    x_specs = [tf.TensorSpec(s.shape, s.dtype) for s in input_specs(model, input_shape)]
    y_specs = _target_specs(model)

    def step(*tensors: Any) -> Any:
        # A step that makes a variable (an unseeded keras.random draw's generator) is traced twice.
        events.clear()
        xs, ys = tensors[:len(x_specs)], tensors[len(x_specs):]
        return model.train_step((xs[0] if len(xs) == 1 else list(xs), ys[0] if len(ys) == 1 else list(ys)))

    real = model.optimizer
    model.optimizer = _NoUpdate(real)
    keras.Layer.__call__, tf.GradientTape.gradient = spy, spied_gradient
    try:
        tf.function(step, autograph=False).get_concrete_function(*x_specs, *y_specs)
    finally:
        keras.Layer.__call__, tf.GradientTape.gradient = layer_call, gradient
        model.optimizer = real
    return events


class _NoUpdate:
    """The model's optimizer with its update stubbed out: tracing it would build its slots."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def apply_gradients(self, *args: Any, **kwargs: Any) -> None:
        return None

    def apply(self, *args: Any, **kwargs: Any) -> None:
        return None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def _target_specs(model: Any) -> list:
    """Stand-in targets, one per output: integer labels for a sparse loss, else the output's shape."""
    import tensorflow as tf

    from .analytic import _loss_name

    sparse = "sparse" in _loss_name(getattr(model, "loss", None))
    specs = []
    for out in model.outputs:
        shape = tuple(out.shape)
        specs.append(tf.TensorSpec(shape[:-1], "int32") if sparse else tf.TensorSpec(shape, "float32"))
    return specs


def _phases(model: Any, events: list) -> Unrolled | None:
    """The traced calls grouped by gradient and rebuilt; None where the step took no gradient of a
    taped call."""
    groups: list[list[_Call]] = [[]]
    untaped = []
    for e in events:
        if e is None:
            groups.append([])
        elif e.taped:
            groups[-1].append(e)
        else:
            untaped.append(e.layer.name)
    # Calls after the last gradient feed no gradient.
    groups = [g for g in groups[:-1] if g]
    if not groups:
        return None
    itself = all(len(g) == 1 and g[0].layer is model for g in groups)
    phases = () if itself else tuple(_rebuilt(model, g, k) for k, g in enumerate(groups))
    return Unrolled(phases, len(groups), tuple(untaped))


def _rebuilt(model: Any, calls: list[_Call], index: int) -> Phase:
    """One phase's calls as a functional model over the same layers, in the model's dtype policy."""
    import keras
    import tensorflow as tf

    made: dict[int, Any] = {}
    inputs: list = []
    read: set[int] = set()
    produced: list[tuple[int, Any]] = []

    def symbolic(t: Any) -> Any:
        if not tf.is_tensor(t):
            return t
        if id(t) in made:
            read.add(id(t))
            return made[id(t)]
        k = keras.Input(batch_shape=(None, *t.shape[1:]), dtype=t.dtype.name)
        made[id(t)] = k
        inputs.append(k)
        return k

    def unshaped(call: _Call) -> Any:
        return next((t for t in tf.nest.flatten(call.args)
                     if tf.is_tensor(t) and id(t) not in made and None in t.shape[1:]), None)

    rebuilt, left_out = [], []
    before = keras.config.dtype_policy()
    keras.config.set_dtype_policy(model.dtype_policy)
    try:
        for call in calls:
            unknown = unshaped(call)
            if unknown is not None:
                # A length no input shape can give: the data's (tokens kept by a random order's count) or
                # the batch's own (a batch-by-batch similarity scaled by a layer). One layer is left out,
                # named; a model (most of the step, as an encoder of the kept tokens) cannot be.
                if isinstance(call.layer, keras.Model):
                    raise ValueError(f"'{call.layer.name}' reads a tensor of unknown shape")
                left_out.append((call.layer.name, tuple(unknown.shape), unknown.dtype.name))
                continue
            rebuilt.append(call)
            args, kwargs = tf.nest.map_structure(symbolic, call.args)
            out = call.layer(*args, **kwargs)
            for t, k in zip(call.outputs, [o for o in tf.nest.flatten(out) if isinstance(o, keras.KerasTensor)]):
                made[id(t)] = k
                produced.append((id(t), k))
        if not rebuilt:
            raise ValueError("no call of the phase can be rebuilt")
        outputs = [k for i, k in produced if i not in read]
        phase = keras.Model(inputs, outputs, name=f"{model.name}_step{index}")
    finally:
        keras.config.set_dtype_policy(before)
    if getattr(model, "compiled", False) and getattr(model, "loss", None) is not None:
        phase.compile(optimizer=model.optimizer, loss=model.loss, jit_compile=False)
    return Phase(phase, tuple(c.layer.name for c in rebuilt), tuple(left_out))


def phased(model: Any, step: Unrolled, estimators: list[Callable[[int], MemoryEstimate]],
           slots: int) -> Callable[[int], MemoryEstimate]:
    """One estimator of the unrolled step from each phase's: the largest phase's estimate at each batch,
    with the model's weights that phase holds none of (and ``slots`` optimizer slots of each trainable
    one) added, named for the model, its notes saying so."""
    missing, missing_state = [], []
    for p in step.phases:
        held = {id(v) for v in p.model.weights}
        missing.append(_bytes_missing(model.weights, held))
        missing_state.append(slots * _bytes_missing(model.trainable_weights, held))

    def with_missing(totals: list[int]) -> list[int]:
        return [t + w + s for t, w, s in zip(totals, missing, missing_state)]

    def estimate(batch_size: int) -> MemoryEstimate:
        results = [e(batch_size) for e in estimators]
        all_totals = with_missing([r.total for r in results])
        k = max(range(len(estimators)), key=all_totals.__getitem__)
        result = results[k]
        breakdown = dict(result.breakdown)
        breakdown["weights"] = breakdown.get("weights", 0) + missing[k]
        breakdown["optimizer state"] = breakdown.get("optimizer state", 0) + missing_state[k]
        calls = ", ".join(f"'{c}'" for c in step.phases[k].calls)
        before = "its gradient" if len(step.phases) == 1 else "the largest of its gradients"
        said = (f"'{model.name}' has a train_step of its own, traced: costed as the functional model of the calls "
                f"its tape records before {before} ({calls}), each call's activations kept, shared layers' weights "
                "once")
        if missing[k]:
            said += f", plus the {format_bytes(missing[k])} of weights it does not call"
        said += "; less checked against measurements than Keras's own step: near a limit, measure"
        notes = list(result.notes[:-1])
        if step.untaped:
            notes.append(_untaped(step))
        notes.extend(_left_out(name, shape, dtype, batch_size) for name, shape, dtype in step.phases[k].left_out)
        return replace(result, model_name=model.name, breakdown=breakdown,
                       per_sample=max(with_missing([e(batch_size + 1).total for e in estimators])) - max(all_totals),
                       notes=(*notes, said, result.notes[-1]))

    places = [getattr(e, "places", None) for e in estimators]
    if all(places):
        def fits(batch_size: int, capacity: int) -> bool:
            return all(p(batch_size, capacity - w - s) for p, w, s in zip(places, missing, missing_state))

        estimate.places = fits  # type: ignore[attr-defined]
    return estimate


def keras_step_note(model: Any, step: Unrolled | None) -> str:
    """What the estimate says of a train_step of the model's own that it costs as Keras's: one it could
    not trace (``step`` None), or one whose every gradient sees the model's own forward pass."""
    if step is None:
        why = ("that could not be traced on stand-in data into calls of known shapes"
               if getattr(model, "compiled", False) else "(not traced: the model is not compiled)")
        return (f"'{model.name}' has a train_step of its own {why}: costed as "
                "Keras's (one forward pass of the model, one gradient); a step that runs more (another network, the "
                "model twice, as a GAN's or a contrastive step does) can be well over it; measure")
    times = {1: "", 2: " (twice, one after the other)"}.get(
        step.gradients, f" ({step.gradients} times, one after the other)")
    said = (f"'{model.name}' has a train_step of its own, traced: its gradients see the model's own forward "
            f"pass{times}, costed as Keras's step")
    return f"{said}; {_untaped(step)}" if step.untaped else said


def _left_out(name: str, shape: tuple, dtype: str, batch_size: int) -> str:
    """The note naming a call left out of its phase, with its input's size were each unknown length the batch."""
    import math

    from .rules import dtype_size

    size = math.prod(batch_size if d is None else d for d in shape) * dtype_size(dtype)
    shown = "(" + ", ".join("None" if d is None else str(d) for d in shape) + ")"
    return (f"'{name}' reads a {shown} {dtype} tensor no input's shape gives, not costed: "
            f"{format_bytes(size)} if each unknown length is the batch, and a contrastive loss over a "
            "batch-by-batch similarity makes several; at large batches measure")


def _untaped(step: Unrolled) -> str:
    """The note naming the calls outside any tape."""
    return f"called outside any tape, not costed: {', '.join(repr(n) for n in step.untaped)}"


def _bytes_missing(variables: list, held: set[int]) -> int:
    """Bytes of the variables (each once) whose ids are not in ``held``."""
    from .analytic import _variable_sizes

    return sum(_variable_sizes([v for v in variables if id(v) not in held]))
