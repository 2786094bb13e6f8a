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
state) added. Calls outside any tape (a frozen teacher's inference) are not costed. The step's own
ops around its calls up to the gradient (a contrastive loss over two towers' similarity, a batch by
batch matrix) are one more layer of the phase, reading every call's outputs and the data, costed from
their traced graph as a layer without a rule is (:func:`_rest`: the user's step run again, each call
short-circuited to the phase's tensor, stopped at the gradient); where the step will not run so, the
phase's outputs take the compiled loss, as Keras's step's do. A layer called on a tensor no input's
shape gives (CLIP's temperature on the batch-by-batch similarity) is left out of the calls and runs
inside those ops; a model so called (an encoder of as many tokens as the data keeps) leaves the step
costed as Keras's.

A gradient taken with respect to tensors (a physics-informed step's derivatives of the output by the
input points, under tapes nested in the weights' tape) ends no phase: the weights' gradient goes back
through its backward pass. Such a phase is one layer of the step's data (:func:`_whole`): the step run
again with its calls made for real and those gradients taken, its traced graph (the model's forward
pass, the inner backward passes, the loss) costed as a layer without a rule is, the called layers'
weights its own. Costed as Keras's step, pinn_burgers_residual was scored blind 83% under (set 120);
so, 4% under and 1% over (``benchmarks/studies/2026-12-01-nested-tapes``).

Building a phase calls the model's layers on new symbolic inputs, as building any functional model
from them does: each gains an inbound node (once per model: the phases are kept while it lives).

Example:
    >>> step = unrolled(gan)                     # doctest: +SKIP
    >>> [p.calls for p in step.phases]           # doctest: +SKIP
    [('generator', 'critic', 'critic')]
"""

from __future__ import annotations

import contextlib
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
            dtype). Not called by the model but, where there is one, inside its ``rest``.
        rest: The name of the model's last layer, the step's own ops around the calls up to the
            gradient (its loss), where the step runs around them (:func:`_rest`); else "".
        by_tensors: How many gradients with respect to tensors (a derivative of the output by the
            inputs) the phase takes before its weights' gradient.
        whole: Whether ``rest`` runs the phase's calls too, and those gradients, for real: the phase is
            that one layer (:func:`_whole`); else they are not costed.
    """

    model: Any
    calls: tuple[str, ...]
    left_out: tuple[tuple[str, tuple, str], ...] = ()
    rest: str = ""
    by_tensors: int = 0
    whole: bool = False


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
        by_tensors: How many of the step's gradients are taken with respect to tensors, not weights
            (a derivative of the output by the inputs inside the loss, as a physics-informed step takes
            under nested tapes): their backward passes, which a later gradient differentiates through,
            are costed where their phase is one layer (``Phase.whole``), else not.
    """

    phases: tuple[Phase, ...]
    gradients: int
    untaped: tuple[str, ...] = ()
    by_tensors: int = 0


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
        step = _phases(model, _traced_calls(model, input_shape))
    except Exception:  # noqa: BLE001 - any user step that will not trace falls back to Keras's step
        step = None
    # Kept on the model, past Keras's attribute tracking (a phase would become one of its layers): a
    # phase can call the model itself, which a cache keyed by the model would then keep alive for good.
    object.__setattr__(model, _KEPT, step)
    return step


# A gradient taken with respect to tensors, not variables, in the traced step's events (None: the
# weights' gradient). It ends no phase: the weights' gradient after it goes back through it.
_BY_TENSORS = object()


def _is_gradient(event: Any) -> bool:
    return event is None or event is _BY_TENSORS


@dataclass
class _Call:
    layer: Any
    args: Any  # the call's (args, kwargs), tensors as traced
    outputs: list
    taped: bool
    structure: Any = None  # what the call returned


@dataclass
class _Traced:
    """The traced step: its events (each a :class:`_Call`, None for a gradient, ``_BY_TENSORS`` for one
    taken with respect to tensors), in order, and the stand-in data's tensors, as traced."""

    events: list
    xs: list
    ys: list


def _traced_calls(model: Any, input_shape: Any) -> _Traced:
    """The user's step traced on stand-in data: each top-level layer call (a :class:`_Call`) and each
    gradient (None, or ``_BY_TENSORS``), in order."""
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
            events.append(_Call(layer, (args, kwargs), outputs, taped, out))
        return out

    def spied_gradient(tape: Any, *args: Any, **kwargs: Any) -> Any:
        sources = tf.nest.flatten(args[1] if len(args) > 1 else kwargs.get("sources", []))
        by = any(tf.is_tensor(s) and not isinstance(s, (tf.Variable, keras.Variable)) for s in sources)
        events.append(_BY_TENSORS if by else None)
        return gradient(tape, *args, **kwargs)

    x_specs = [tf.TensorSpec(s.shape, s.dtype) for s in input_specs(model, input_shape)]
    y_specs = _target_specs(model)

    data: list = []

    def step(*tensors: Any) -> Any:
        # A step that makes a variable (an unseeded keras.random draw's generator) is traced twice.
        events.clear()
        data[:] = tensors
        return _train_step(model, tensors[:len(x_specs)], tensors[len(x_specs):])

    with _hooked(model, spy, spied_gradient):
        tf.function(step, autograph=False).get_concrete_function(*x_specs, *y_specs)
    return _Traced(events, data[:len(x_specs)], data[len(x_specs):])


@contextlib.contextmanager
def _hooked(model: Any, call: Callable, gradient: Callable) -> Any:
    """While inside: every Keras layer call through ``call``, every tape gradient through ``gradient``,
    and the model's optimizer updating nothing (:class:`_NoUpdate`)."""
    import keras
    import tensorflow as tf

    saved, real = (keras.Layer.__call__, tf.GradientTape.gradient), model.optimizer
    model.optimizer = _NoUpdate(real)
    keras.Layer.__call__, tf.GradientTape.gradient = call, gradient
    try:
        yield
    finally:
        keras.Layer.__call__, tf.GradientTape.gradient = saved
        model.optimizer = real


def _train_step(model: Any, xs: Any, ys: Any) -> Any:
    """The model's own ``train_step`` on this data (each of x and y one tensor, or a list of them)."""
    return model.train_step((xs[0] if len(xs) == 1 else list(xs), ys[0] if len(ys) == 1 else list(ys)))


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


def _phases(model: Any, traced: _Traced) -> Unrolled | None:
    """The traced calls grouped by gradient and rebuilt; None where the step took no gradient of a
    taped call."""
    groups: list[list[_Call]] = [[]]
    untaped = []
    nested: dict[int, int] = {}  # group -> its gradients with respect to tensors
    for e in traced.events:
        if e is None:
            groups.append([])
        elif e is _BY_TENSORS:
            nested[len(groups) - 1] = nested.get(len(groups) - 1, 0) + 1
        elif e.taped:
            groups[-1].append(e)
        else:
            untaped.append(e.layer.name)
    # Calls after the last gradient feed no gradient; each phase is the gradient's number in the step.
    numbered = [(k, g) for k, g in enumerate(groups[:-1]) if g]
    if not numbered:
        return None
    itself = all(len(g) == 1 and g[0].layer is model and k not in nested for k, g in numbered)
    phases = () if itself else tuple(_rebuilt(model, g, k, traced, nested.get(k, 0)) for k, g in numbered)
    return Unrolled(phases, len(numbered), tuple(untaped), sum(nested.values()))


def _rebuilt(model: Any, calls: list[_Call], index: int, traced: _Traced, by_tensors: int = 0) -> Phase:
    """One phase's calls as a functional model over the same layers, in the model's dtype policy, and,
    where the step can be run around them (:func:`_rest`), the step's own ops up to the gradient as one
    more layer reading every call's outputs. A phase that takes gradients with respect to tensors
    (``by_tensors``) is, where the step runs so, that layer alone, running its calls too (their
    backward passes are in its graph, and the weights' gradient goes back through them)."""
    import keras
    import tensorflow as tf

    if by_tensors:
        whole = _whole(model, calls, index, traced, by_tensors)
        if whole is not None:
            return whole

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

    rebuilt, skipped, left_out = [], [], []
    with _in_policy(model):
        for call in calls:
            unknown = unshaped(call)
            if unknown is not None:
                # A length no input shape can give: the data's (tokens kept by a random order's count) or
                # the batch's own (a batch-by-batch similarity scaled by a layer). One layer is left out,
                # named; a model (most of the step, as an encoder of the kept tokens) cannot be.
                if isinstance(call.layer, keras.Model):
                    raise ValueError(f"'{call.layer.name}' reads a tensor of unknown shape")
                skipped.append(call)
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
        rest = _rest(model, traced, index, made, skipped)
        if rest is not None:
            layer, fed, data = rest
            inputs.extend(data)
            outputs = [layer(fed)]
        phase = keras.Model(inputs, outputs, name=f"{model.name}_step{index}")
    if rest is not None:
        _compile_on_rest(phase, model)
    elif getattr(model, "compiled", False) and getattr(model, "loss", None) is not None:
        phase.compile(optimizer=model.optimizer, loss=model.loss, jit_compile=False)
    return Phase(phase, tuple(c.layer.name for c in rebuilt), tuple(left_out), rest[0].name if rest else "", by_tensors)


def _whole(model: Any, calls: list[_Call], index: int, traced: _Traced, by_tensors: int) -> Phase | None:
    """A phase that takes gradients with respect to tensors as one layer of the step's data: its calls,
    those gradients and its own ops up to the weights' gradient (:func:`_rest`), holding the called
    layers' weights; None where the step will not run so."""
    import keras

    with _in_policy(model):
        rest = _rest(model, traced, index, {}, calls, holds=_unique(c.layer for c in calls))
        if rest is None:
            return None
        layer, fed, data = rest
        phase = keras.Model(data, [layer(fed)], name=f"{model.name}_step{index}")
    _compile_on_rest(phase, model)
    return Phase(phase, _unique(c.layer.name for c in calls), (), layer.name, by_tensors, whole=True)


@contextlib.contextmanager
def _in_policy(model: Any) -> Any:
    """While inside: Keras's global dtype policy is the model's (a phase is built in it), then as it was."""
    import keras

    before = keras.config.dtype_policy()
    keras.config.set_dtype_policy(model.dtype_policy)
    try:
        yield
    finally:
        keras.config.set_dtype_policy(before)


def _compile_on_rest(phase: Any, model: Any) -> None:
    """Compiles a phase whose output is the step's own ops' (:func:`_rest`): the step's loss, one number
    a sample, whose own loss is their mean."""
    phase.compile(optimizer=model.optimizer, loss="mean_absolute_error", jit_compile=False)


def _unique(items: Any) -> tuple:
    """The items, each once, in order."""
    return tuple(dict.fromkeys(items))


class _Stop(Exception):
    """Raised at the phase's gradient in the rest's run of the step, with the gradient's target."""

    def __init__(self, target: Any) -> None:
        super().__init__("the phase's gradient")
        self.target = target


def _rest(model: Any, traced: _Traced, index: int, made: dict[int, Any], skipped: list[_Call],
          holds: list | None = None) -> tuple | None:
    """The user's step around the phase's calls, up to its ``index``-th gradient (a contrastive loss
    over two towers' similarity), as a Keras layer of the phase's tensors; None where the step will not
    run so. Returns the layer, the tensors it reads, and the new inputs among them.

    The layer runs ``train_step`` on the step's data, an input of the phase (as the batch is in the
    step; a new one where no call reads it). Each top-level call must come in the traced order: one
    whose outputs the phase has (rebuilt, or an input of it: an untaped generator's fakes) returns them
    in its place, a call left out of this phase (``skipped``) runs, any other (an earlier phase's, read by nothing
    here) returns zeros of its traced shape. Earlier gradients give None; the phase's gradient stops the
    run, its target (the loss) summed into the layer's output, one value a sample. A gradient with
    respect to tensors is taken for real in the phase (its calls then run, ``skipped``), zeros before.
    ``holds``: the layers and models whose weights the layer holds (those it calls).
    """
    import keras
    import tensorflow as tf

    events = traced.events
    data = [made[id(t)] if id(t) in made else keras.Input(batch_shape=(None, *t.shape[1:]), dtype=t.dtype.name)
            for t in (*traced.xs, *traced.ys)]
    known = {id(t): k for t, k in zip((*traced.xs, *traced.ys), data)}
    for e in events:
        if isinstance(e, _Call) and all(id(t) in made for t in e.outputs):
            known.update((id(t), made[id(t)]) for t in e.outputs)
    order = list(known)
    runs = {id(c) for c in skipped}
    layer_call, real_gradient = keras.Layer.__call__, tf.GradientTape.gradient

    def zeros(t: Any, batch: Any) -> Any:
        if None in tuple(t.shape)[1:]:
            raise ValueError("a call's output has no shape to stand in for")
        return tf.zeros(tf.concat([[batch], tf.constant(tuple(t.shape)[1:], "int32")], 0), t.dtype)

    def run(flat: list) -> Any:
        given = dict(zip(order, flat))
        batch = tf.shape(flat[0])[0]
        cursor, depth, gradients = [0], [0], [0]

        def expected(is_call: bool) -> Any:
            if cursor[0] >= len(events) or _is_gradient(events[cursor[0]]) == is_call:
                raise ValueError("the step runs other calls than traced")
            cursor[0] += 1
            return events[cursor[0] - 1]

        def hooked(layer: Any, *args: Any, **kwargs: Any) -> Any:
            if depth[0]:
                return layer_call(layer, *args, **kwargs)
            call = expected(True)
            if call.layer is not layer:
                raise ValueError("the step runs other calls than traced")
            if all(id(t) in given for t in call.outputs):
                tensors = iter([given[id(t)] for t in call.outputs])
            elif id(call) in runs:
                # Left out of the phase (a layer on a batch-by-batch tensor): it runs here.
                depth[0] += 1
                try:
                    return layer_call(layer, *args, **kwargs)
                finally:
                    depth[0] -= 1
            else:
                tensors = iter([zeros(t, batch) for t in call.outputs])
            return tf.nest.map_structure(lambda leaf: next(tensors) if tf.is_tensor(leaf) else leaf, call.structure)

        def stopped(tape: Any, target: Any, sources: Any, *args: Any, **kwargs: Any) -> Any:
            if expected(False) is _BY_TENSORS:
                if gradients[0] == index:
                    return real_gradient(tape, target, sources, *args, **kwargs)
                return tf.nest.map_structure(tf.zeros_like, sources)
            gradients[0] += 1
            if gradients[0] - 1 == index:
                raise _Stop(target)
            return tf.nest.map_structure(lambda _: None, sources)

        try:
            with _hooked(model, hooked, stopped):
                _train_step(model, [given[id(t)] for t in traced.xs], [given[id(t)] for t in traced.ys])
        except _Stop as stop:
            loss = tf.add_n([tf.reduce_sum(tf.cast(t, "float32")) for t in tf.nest.flatten(stop.target)])
            return tf.zeros(tf.stack([batch, 1])) + loss
        raise ValueError("the step never reached the phase's gradient")

    class TrainStepOps(keras.layers.Layer):
        """The user's step's own ops around its calls, up to one gradient."""

        def call(self, flat: list, training: Any = None) -> Any:
            return run(list(flat))

        def compute_output_spec(self, flat: list, training: Any = None) -> Any:
            return keras.KerasTensor((flat[0].shape[0], 1), "float32")

    fed = [known[i] for i in order]
    specs = [tf.TensorSpec((3, *k.shape[1:]), k.dtype) for k in fed]
    try:
        # Once on stand-in tensors, before the phase is built on it: a step that will not run so
        # leaves the phase as its calls alone.
        tf.function(lambda *flat: run(list(flat)), autograph=False).get_concrete_function(*specs)
    except Exception:  # noqa: BLE001 - any step that will not run around its calls is costed without its ops
        return None
    name = f"{model.name}_train_step_ops" + (f"_{index}" if index else "")
    rest = TrainStepOps(dtype="float32", autocast=False, name=name)
    if holds:
        rest.held = list(holds)  # tracked: the phase holds their weights, and its gradient is theirs
    return rest, fed, [k for t, k in zip((*traced.xs, *traced.ys), data) if id(t) not in made]


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
        phase = step.phases[k]
        if phase.whole:
            # pinn_burgers_residual (set 120): u_x and u_xx under nested tapes, 83% under as Keras's step.
            taken = "one gradient" if phase.by_tensors == 1 else f"{phase.by_tensors} gradients"
            said = (f"'{model.name}' has a train_step of its own, traced: before {before} it takes {taken} with "
                    f"respect to tensors, not weights (a derivative of the output by the inputs), which the weights' "
                    f"gradient goes back through: its calls ({calls}), those gradients and its own ops are costed as "
                    f"one layer, '{phase.rest}', from their traced graph")
        else:
            said = (f"'{model.name}' has a train_step of its own, traced: costed as the functional model of the "
                    f"calls its tape records before {before} ({calls}), each call's activations kept, shared layers' "
                    "weights once")
        if phase.rest and not phase.whole:
            inside = "".join(f", {name!r}" for name, _, _ in phase.left_out)
            said += (f", and the step's own ops around them up to that gradient (its loss{inside}) as one more "
                     f"layer, '{phase.rest}', costed from their traced graph")
        if missing[k]:
            said += f", plus the {format_bytes(missing[k])} of weights it does not call"
        if phase.by_tensors and not phase.whole:
            said += f"; {_by_tensors(phase.by_tensors)}"
        said += "; less checked against measurements than Keras's own step: near a limit, measure"
        notes = list(result.notes[:-1])
        if step.untaped:
            notes.append(_untaped(step))
        if not phase.rest:
            notes.extend(_left_out(name, shape, dtype, batch_size) for name, shape, dtype in phase.left_out)
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
    if step.by_tensors:
        said += f"; {_by_tensors(step.by_tensors)}"
    return f"{said}; {_untaped(step)}" if step.untaped else said


def _by_tensors(count: int) -> str:
    """The note on gradients taken with respect to tensors whose backward passes are not costed (a step
    that will not run as one layer: :func:`_whole`)."""
    # pinn_burgers_residual (set 120, 83% under as Keras's step): u_x and u_xx under nested tapes; its
    # trace holds both inner backward passes for the outer gradient (studies/2026-11-30-blind120).
    return (f"{count} of its gradients {'is' if count == 1 else 'are'} taken with respect to tensors, not weights "
            "(a derivative of the output by the inputs): their backward passes, which the weights' gradient goes "
            "back through, are not costed, and the step can hold several times the estimate; measure")


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
