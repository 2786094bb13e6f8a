"""The analytic estimate: a layer-by-layer replay of one training step.

Nothing is executed and nothing is traced for a functional or Sequential
model: the estimate reads Keras's layer graph (shapes, dtypes, weights), asks
:mod:`kerasmem.estimate.rules` what each layer allocates and what its gradient
keeps, and replays the step with :mod:`kerasmem.estimate.liveness`: forward,
loss (its buffers by the loss's form, ``_LOSS_FORMS``), backward in reverse
with each layer's weights updated beside the next layer's backward, as
TensorFlow's executor runs it (op traces of real steps,
benchmarks/studies), or, under loss scaling (mixed_float16), all after it.
The peak of that replay, plus what lives through the whole step (weights,
optimizer state), the BFC allocator's whole chunks
(:mod:`kerasmem.estimate.bfc`, replayed at anchor batches) and the device's
own costs (:mod:`kerasmem.estimate.devices`), is the estimate.

Parts of the breakdown:
    weights, optimizer state: every variable (optimizer state from
        :func:`kerasmem.optimizer_state`), plus the next state values the
        optimizer makes from its state alone at the start of the step.
    gradients: weight gradients alive at the peak (those not yet applied).
    activations kept for backward: what the gradients of the layers not yet
        differentiated still need (nothing for a layer no gradient reaches:
        its element-wise ops run in place, one intermediate at a time).
    transient: activation gradients, outputs not yet consumed, each op's
        temporaries (CPU only, without XLA: a 16-bit matrix product's float32
        copies, ``rules.Product``), the optimizer's update temporaries.
    input batch: the inputs and targets of the step.
    workspace: the convolution gradient's scratch (see devices).
    allocator rounding: every buffer rounded up to 256 bytes, and the whole
        chunks the BFC allocator hands out beyond the bytes asked for (the
        variables, weights then optimizer slots, held in it first as their
        initializers' temporaries left it, and on the CPU their handles;
        :mod:`kerasmem.estimate.variables`). Where a
        lighter optimizer's replay (plain SGD, SGD with momentum, where it
        keeps less state) comes out larger, the estimate is held at it and
        the difference counted here (said in the notes): a lighter optimizer
        is never estimated larger.
    allocator and executor allowance: 5% of the step's own buffers (what the
        rules still miss), fitted on the measured zoo.
    constant kept by Grappler: a loss that clips probabilities or selects
        (``_LOSS_FORMS``) has zeros in its gradient that constant folding
        makes a constant of the output's size, kept between steps (not under
        XLA); most forms also fold the mean's scale or tiling (binary
        crossentropy a negation too) into output-sized constants while each is
        at most 10 MiB (the estimate is held past that batch); so does a
        weight penalty's gradient (Keras's L2 and L1L2: a
        constant of the weight's size per term, none above 10 MiB; see
        ``_penalty_constants``); so does an activity penalty's (Keras's L2,
        L1L2 and the ActivityRegularization layer, not L1: one constant of the
        output's size, none above 10 MiB; see ``_activity_penalty_folds``);
        and so do the zeros a Maximum's or Minimum's
        gradient selects from (a ``Maximum`` or ``Minimum`` merge, the celu
        activation): one constant of the output's size for each shape, at any
        size (``rules._FOLDED_ZEROS``); so does a fill of one value whose shape
        the graph knows (``ops.zeros_like(x)`` in a traced layer or activation:
        ``rules._CONSTANT_VALUED``); an unsorted segment sum's gradient
        folds zeros of its data's size, and its mask (a byte an element) up to
        10 MiB, unless its segment ids are a constant of at most 100 KiB
        (``rules._GATHERS_DROPPING_NEGATIVES``). CPU only: when the graph's static peak nears the device's
        memory, Grappler's memory optimizer rewrites a sum of more than two
        gradients (BatchNormalization's input gradient) into an accumulation,
        and constant folding makes its zeros a constant of the sum's size
        that the graph keeps between steps (see ``_FOLDED``); which sums,
        Grappler's own static estimate of the traced step says
        (:class:`~kerasmem.estimate.grappler.StaticSums`).
    device (GPU only): CUDA context and library handles; the memory TensorFlow
        reserves for the driver when memory growth is off.

The update: Keras applies each weight's update as a chain of element-wise
ops. Counted from the update rules (an op overwrites its input in place when
nothing else reads it): plain SGD ``w -= lr * g`` needs no temporary; SGD with
momentum one weight-sized temporary (a table's sparse gradient made dense
beside it: a 400000 x 16 table's trace); Adagrad two (``lr * g``, made once
the gradient exists and alive beside ``square(g)``, then ``acc + eps``:
hypernet_task_conditioned_mlp's and deep_cross_network's traces); Lion three (its two products
of the state below, and ``g * (1 - beta_1)`` beside them: prelu_mlp's trace);
Nadam three (``g - m``, ``square(g)`` and ``(1 - u_t) * g`` all read the
gradient: ln_gelu_mlp's trace); RMSprop three (``rho * velocity``,
``square(g)`` and ``lr * g``: multi_hot_mlp's trace; four with momentum; its
two gradient products stay sparse on a sparse gradient); Ftrl five (its two
products of the state below, ``square(g)``, ``pow(new_accum, -lr_power)`` and
a quotient: vdot_penalty_mlp's Ftrl trace); Adam and the rest two (Adam:
``g - m`` and ``square(g)``). These counts include the products of the state.
Products of the state alone (SGD's ``m * momentum``, RMSprop's ``rho * velocity``, Adamax's
``beta_2 * u``, Adadelta's three, Lion's two, Ftrl's ``pow(accum, -lr_power)``
and ``2 * l2_shrinkage * w``, a weight decay's, a moving average's ``momentum * average``) read no
gradient: the executor makes them as the step starts, and each lives until
its weight's update (the batchnorm-trace study); but a weight that a mixed
policy casts to 16 bits is decayed in place as the step starts, one weight at
a time, its product freed then (bf16_residual_ln_mlp's trace). Plain SGD's one-op update can
run while the layer's input gradient still reads the kernel: TensorFlow then
copies the kernel first (vgg16's trace). A loss-scaled step and an optimizer
that clips by the global norm update no weight before every gradient exists.
Every weight has its own gradient and update buffers, as TensorFlow allocates
them; a shared layer's every call makes its weights' gradients, summed into
the first call's (siamese's trace).
An Embedding table's update starts in the backward step of the layer that reads
its lookup, once that layer has made the table's gradient, beside that layer's
buffers (searchsorted_bucket_mlp's trace); tables whose gradients one layer
makes are updated together there (wide_deep's and two_tower_ranker's traces),
each with its rule's temporaries and, when the rule divides the sparse
gradient by dense state, the divisor's two masks.
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import replace
from fractions import Fraction
from typing import Any, Callable, Iterator

from .. import _graph
from ..errors import InvalidArgumentError
from ..units import format_bytes
from . import steps
from .bfc import RegionsExhausted
from .devices import Device, resolve_device
from .grappler import StaticSums
from .liveness import FREE as _FREE
from .liveness import Plan, aligned
from .result import MemoryEstimate
from .rules import (
    _MAX_FOLDED_CONSTANT, _REWRITTEN_DTYPES, ELEMENTWISE_ACTIVATIONS, SIXTEEN_BITS, Piece, _first_batch_over,
    _tuple, activation_name, dtype_size, element_count, flagged_calls, layer_cost, rematerialized,
    tensor_bytes, trace_batch, traced_at, traced_calls, unread_options,
)
from .variables import KEPT, slots_made, variable_bytes, weights_made

__all__ = ["prepare", "POLICIES", "REMAT_MODES"]

#: keras.RematScope's modes (None: no rematerialization beyond what the model was built with).
REMAT_MODES = (None, "full", "activations", "larger_than", "list_of_layers")
#: Dtype policies the estimate understands (besides the model's own).
POLICIES = ("float32", "mixed_float16", "mixed_bfloat16", "bfloat16", "float16")
# Weight-sized temporaries per trainable weight during the update (see the module docstring).
_UPDATE_TEMPORARIES = {"SGD": 0, "SGD with momentum": 1, "Adagrad": 2, "Lion": 3, "Nadam": 3, "Ftrl": 5}
# Of those (RMSprop's: _update_temporaries), the weight-sized ones a sparse gradient's update still
# makes beyond the state's early products: RMSprop's and Adagrad's ``square(g)`` and ``lr * g`` stay
# sparse (values-sized, in _SPARSE_UPDATES; Adagrad's two dense ones are those two made dense: two
# tables' two_tower_ranker rows 36% over with them). SGD with momentum's ``m * momentum - lr * g`` is
# its early product less the sparse ``lr * g`` made dense, one table-sized buffer more (a 400000 x 16
# table's trace, benchmarks/studies/2026-12-02-momentum-table: ``UnsortedSegmentSum`` beside ``Mul``,
# 31% under without it).
_SPARSE_DENSE_TEMPORARIES = {"RMSprop": 1, "Adagrad": 1, "SGD with momentum": 1}
# The update of a sparse gradient (an Embedding's tf.IndexedSlices): values-sized temporaries, and
# whether it scatters into the weights. Keras's elementwise ops keep a sparse gradient sparse
# (``square(g)``, ``g * (1 - beta)``: as large as the lookup's output) and densify it beside dense
# state (``g - m``: the dense rule's weight-sized temporaries). An update that scatters into the
# weights puts the variable in TensorFlow's copy-on-read mode: the next lookup reads a whole copy.
# Measured (fasttext b512, each optimizer): benchmarks/studies/2026-11-22-eighth-blind.
_SPARSE_UPDATES = {"SGD": (0, True), "SGD with momentum": (0, False), "Adam": (1, False), "AdamW": (1, False),
                   "Adamax": (1, False), "RMSprop": (2, True), "Adagrad": (2, True), "Adadelta": (2, True),
                   "Nadam": (2, False), "Lion": (2, False)}
# Rules that divide the sparse gradient by dense state (``g / sqrt(accumulator)``): Keras's sparse
# division first marks the divisor's zeros and NaNs, two weight-sized boolean masks (``tf.equal``,
# ``tf.math.is_nan``; two_tower_ranker's trace, Adagrad; read in Keras's optimizers for the others).
_SPARSE_DIVIDES = {"Adagrad", "RMSprop", "Adadelta"}
#: What the replay still does not see, as a factor on the step's own buffers (all but weights,
#: optimizer state and weight gradients): ops two executor threads run side by side, op internals
#: the rules leave out. Whole allocator chunks are replayed, not in here. One number for every
#: model, fitted on the 54 seen runs of benchmarks/zoo.py (0.95-1.15 by 0.025; the rule: fewest
#: misses, a run more than 20% over one and more than 10% under two, then fewest under, then the
#: lowest median error: benchmarks/studies/2026-11-21-seen-fit); re-fitted on 66 in the sixth
#: session (benchmarks/studies/2026-11-21-other-optimizers): the same.
ALLOWANCE = 1.05
#: How far off the estimate is on the measured zoo (CPU truth, benchmarks/RESULTS.md), and on the
#: last models it had never seen: said with every estimate.
ACCURACY_NOTE = (
    "accuracy (CPU truth, 1584 runs of 792 models): median 5.9% off, from 18% under to 75% over; 12.0% off "
    "(from 10% under to 63% over) on the last 6 models, scored before any tuning on them; near a limit, "
    "measure (kerasmem.measure_peak, find_max_batch_size)"
)
_PARTS = (
    "weights", "optimizer state", "gradients", "activations kept for backward", "transient",
    "input batch", "workspace", "16-bit weight copies", "constant kept by Grappler", "allocator rounding",
    "allocator and executor allowance", "CUDA context and handles", "reserved by TensorFlow",
)
_STATIC = ("weights", "optimizer state", "gradients", "constant kept by Grappler")
# Grappler's memory optimizer (memory_optimizer.cc, SchedulingPass) rewrites each AddN of more than
# two inputs that are alive at its static peak estimate, when that peak is above 80% of the device's
# memory, into a temporary variable, a ZerosLike and AssignAdds; constant folding then makes the
# ZerosLike a constant of the AddN's size that the graph holds for good. The CPU device reports
# 256 MiB (device_lib), so on the simulated GPU it starts at modest batches: bn_cnn between batch 64
# and 96 (a constant of its first BatchNormalization's input: 48-128 MiB held between steps, +17-37%
# on the peak; benchmarks/studies/2026-11-22-addn-constant). Which sums, and from which batch, follow
# Grappler's schedule, not the replay's: its own static estimate of the traced step names them
# (grappler.StaticSums; benchmarks/studies/2026-11-27-grappler-sums). Where it cannot be asked (the step
# not traceable, another dtype policy or remat than the model's), the replay's peak decides: the
# BatchNormalization there (its input gradient sums three parts), or a layer costed from its traced
# graph with such a sum inside (stats_pool_conv1d b256's trace: ops.nanvar's input read by a mean, a
# select and a difference, its gradient's AddN rewritten, 36.75 MiB of zeros held in a 64 MiB region),
# if the step is above the threshold.
_FOLDED = {"busy": 0.8 * 256 * 2**20, "layers": ("BatchNormalization",)}
# Grappler is asked while the replay's step is within these multiples of the threshold. Its static
# peak has been 0.86-1.25 times the replay's, so below the first it is not above the threshold; far
# above it, the replay's peak layer has named its sum (17 of 19 rows where both counted one), and
# each batch asked costs Grappler's estimate (ResNet50, device="cpu": 0.23 s a batch, 1.7 s to trace).
_ASK_GRAPPLER = (0.5, 4.0)
# The same pass rewrites a layer's sum of many partial gradients (TimeDistributed's, one a step) when
# they are alive at its static peak; the temporary variable starts accumulating once the sum's first
# input in Grappler's topological order is made, and each part is freed as it is added. Where that
# input falls in the executor's order varies: simple_rnn_tagger b128's trace, 42 and 44 of its 100
# parts alive at once in two steps (all 100 at batch 32, below the threshold); its three runs
# 54-179 MiB. Modelled: half the parts, and the zeros the variable starts from folded and kept (the
# true peak then falls as the batch grows past the rewrite; the estimate is held, never falling).
# The pass rewrites sums in the dtypes of rules._REWRITTEN_DTYPES only.
# What a loss holds at its peak, by form: float32 buffers the size of the output besides the output
# itself; whether the graph keeps an output-sized constant between steps (constant folding makes
# the zeros_like in a clip's or a select's gradient a constant, at any size); and how many more
# output-sized constants it folds and keeps while they are at most _MAX_FOLDED_CONSTANT (the mean's
# scale or tiling, a negation: benchmarks/studies/2026-11-24-gru-reset, what each form holds after
# its first step at 4.9, 9.8 and 11.7 MiB outputs). Keras computes a crossentropy from
# the logits when the output layer's activation is a softmax or a sigmoid (``_keras_logits``) or
# ``from_logits=True``; then the softmax is never computed and the crossentropy's gradient reuses
# the logits' buffer. Otherwise it clips the output and takes its log. Traced: a Dense of 20,000
# outputs at batch 256 with SGD, each loss (benchmarks/studies/2026-11-23-loss-forms).
_LOSS_FORMS = {
    "crossentropy from logits": (0.0, False, 0),
    "sparse crossentropy of probabilities": (2.25, True, 0),  # clip's minimum and maximum, its masks
    "crossentropy of probabilities": (4.5, True, 1),  # normalised, clipped, log; the gradient's tiling, reciprocal
    "binary crossentropy from logits": (6.25, True, 2),  # sigmoid_cross_entropy_with_logits' selects, negations
    "binary crossentropy of probabilities": (6.5, True, 1),  # clip, log(p) and log(1 - p), their reciprocals
    "element-wise": (3.0, False, 1),  # mse, mae, ...: the value, the gradient's tiling, its product
}
# The one region of a device without memory growth whose memory is not known.
_UNNAMED_GPU_MEMORY = 16 * 2**30
_OVERHEADS = ("allocator rounding", "allocator and executor allowance", "CUDA context and handles", "reserved by TensorFlow")


def prepare(
    model: Any,
    input_shape: Any = None,
    *,
    optimizer: Any = None,
    dtype_policy: str | None = None,
    device: str = "gpu",
    jit_compile: bool | None = None,
    memory_growth: bool | None = None,
    remat: str | None = None,
    remat_threshold: int = 1024,
    remat_layers: Any = (),
    beside_first: bool = True,
) -> Callable[[int], MemoryEstimate]:
    """Analyses the model once; the returned function estimates any batch size on one device.

    Data parallelism (``replicas=``, ``strategy=``) wraps it: see :mod:`kerasmem.estimate.parallel`.
    ``beside_first``: False replays each later call of a nested model where the walk puts it, after
    what it reads, not beside its first (a train_step's phase: :mod:`kerasmem.estimate.steps`).
    """
    from .optimizers import optimizer_state

    where = resolve_device(device)
    notes: list[str] = []
    asked = optimizer
    optimizer, said = _optimizer_for(model, optimizer)
    if said:
        notes.append(said)
    state = optimizer_state(model, optimizer)
    policy = _policy(model, dtype_policy)
    jit = where.is_gpu if jit_compile is None else bool(jit_compile)
    if jit:
        notes.append(
            "jit_compile (XLA): estimated with the graph executor's rules minus the element-wise "
            "temporaries XLA fuses; XLA's own buffer assignment is not modelled and not yet measured"
        )
    if steps.own_train_step(model):
        step = steps.unrolled(model, input_shape)
        if step is not None and step.phases:
            return steps.phased(model, step, [
                prepare(p.model, None, optimizer=asked, dtype_policy=dtype_policy, device=device,
                        jit_compile=jit_compile, memory_growth=memory_growth, remat=remat,
                        remat_threshold=remat_threshold, remat_layers=remat_layers, beside_first=False)
                for p in step.phases
            ], state.slots)
        notes.append(steps.keras_step_note(model, step))
    # In the replay's order from here on: the breakdown's layers, the peak's and the folded constants'
    # indices are the plan's.
    calls, renames = _replay_order(_graph.layer_calls(model, input_shape)[1], beside_first)
    if remat not in REMAT_MODES:
        raise InvalidArgumentError(
            f"unknown remat mode {remat!r}: choose one of {', '.join(m for m in REMAT_MODES if m)} "
            f"(keras.RematScope's modes), or None"
        )
    if remat:
        notes.append(f"as if built under keras.RematScope(mode={remat!r})")
    remat_mode = (remat, int(remat_threshold), tuple(remat_layers)) if remat else None
    device_parts: dict[str, int] = {}
    # TensorFlow's defaults: a GPU's allocator holds one region of all its memory, the CPU's grows.
    growth = not where.is_gpu if memory_growth is None else bool(memory_growth)
    if where.is_gpu:
        from .devices import CUDA_CONTEXT

        reserve, why = where.reserved(growth)
        device_parts = {"CUDA context and handles": CUDA_CONTEXT, "reserved by TensorFlow": reserve}
        notes.append(
            f"GPU terms: the CUDA context and handles ({CUDA_CONTEXT // 2**20} MiB) were measured on an H100 with "
            "other frameworks, not TensorFlow; the cuDNN workspace and TensorFlow's reserve"
            + (f" ({reserve // 2**20} MiB for {why})" if reserve else " (none with memory growth)")
            + " come from TensorFlow's source, not from a measurement"
        )
    if policy != "float32":
        notes.append(f"dtype policy {policy}: activations in 16 bits, weights and their gradients in float32")
    names = [c.name for c in calls]
    classes = [c.class_name for c in calls]
    layer_params = _layer_parameter_bytes(model, calls, state)
    weights = _variable_sizes(model.weights)
    trainable = _variable_sizes(model.trainable_weights)
    # With memory growth the BFC allocator grows by regions from 2 MiB; without it (a GPU by default,
    # the simulated GPU under kerasmem simulate --no-growth) it owns one region of all its memory.
    first_region = None if growth else (where.memory or _UNNAMED_GPU_MEMORY)

    # Grappler's folded constant: the CPU's graph executor only (a GPU's threshold is 80% of its own
    # memory: not checked on a GPU), per sample, by the layer whose backward would make it.
    folds = {} if where.is_gpu or jit else _folded_per_sample(calls, _mapped(model, policy))
    # Which sums are rewritten, Grappler's own static estimate says (traced only when a replay with a
    # sum of three asks): for the model as it is, not under another dtype policy or remat than its own.
    static = (StaticSums(model, input_shape)
              if not (where.is_gpu or jit or remat) and policy == _policy(model, None) else None)

    # Under loss scaling every replay, a lighter optimizer's too, waits for all gradients (see _build).
    loss_scaled = _loss_scaled(model, optimizer, policy)

    # The weights are made the same way whatever the optimizer (see variables.py).
    weights_made_once = weights_made(model, handles=not where.is_gpu)

    def replay(optimizer: Any, state: Any, lag: bool = True) -> _Replay:
        plan, fixed = _build(model, calls, state, optimizer, policy, where, jit, remat_mode, loss_scaled, renames,
                             lag=lag)
        # The optimizer's slots are variables of their own, made after the weights, each weight's
        # slots side by side (Keras's add_optimizer_variables): the allocator holds them first, as
        # their initializers left it.
        slots = [n for n in trainable for _ in range(state.slots)]
        made = weights_made_once + slots_made(slots, handles=not where.is_gpu)
        return _Replay(plan, fixed, weights + slots, first_region, folds, made, static)

    step = replay(optimizer, state)
    coupled = flagged_calls(calls, "batch_coupled")
    if coupled and trace_batch() is None:
        # No per-sample size holds a batch x batch tensor: the model is costed anew at each batch size,
        # its traced layers' graphs built at that batch (inbatch_inner_retrieval b2048, scored blind:
        # 68% under with the scores' 16 MiB matrices sized as if they grew with the batch).
        named = _some([f"'{c.name}' ({c.class_name})" for c in coupled])
        note = (f"{named} make{'s' * (len(coupled) == 1)} a tensor that grows with the square of the batch "
                f"(batch x batch): costed from its graph traced at each batch size asked for, the model analysed "
                f"anew for each (slower)")
        return _at_each_batch(functools.partial(
            prepare, model, input_shape, optimizer=optimizer, dtype_policy=dtype_policy, device=device,
            jit_compile=jit_compile, memory_growth=memory_growth, remat=remat, remat_threshold=remat_threshold,
            remat_layers=remat_layers, beside_first=beside_first), note, places=not where.is_gpu)
    unruled = traced_calls(calls)
    if unruled:
        named = _some([f"'{c.name}' ({c.class_name})" for c in unruled])
        notes.append(f"no rule of its own for {named}: costed from its traced graph (or, untraceable, "
                     "as keeping what it reads and makes), less checked against measurements; near a limit, measure")
    wrapping = [c for c in calls if c.class_name == "TimeDistributed" and getattr(c.layer.layer, "layers", None)]
    if wrapping:
        # TimeDistributed's rule costs one step of the layer it wraps; a model's step is costed from its
        # graph, traced on a step's slice (rules._time_distributed_cost), a rule less checked than a layer's
        # (protonet_fewshot_episodes, scored blind in set 118 99% under with the model not costed).
        named = _some([f"'{c.name}' ({type(c.layer.layer).__name__})" for c in wrapping])
        notes.append(f"{named} wrap{'s' * (len(wrapping) == 1)} a model: each step costed from the model's "
                     "traced graph (where it cannot be traced, its layers are not costed and the estimate can "
                     "be far under), less checked against measurements; near a limit, measure")
    looping = flagged_calls(calls, "unseen_loop")
    if looping:
        # A loop the costing cannot unroll or trace the body of (a while loop the data decides with no
        # bound, an ops.scan whose steps are not led by the batch, an ops.map over anything but the
        # batch) keeps what each iteration's gradient reads, uncounted (its lists are counted: rules).
        named = _some([f"'{c.name}' ({c.class_name})" for c in looping])
        notes.append(f"{named} run{'s' * (len(looping) == 1)} a loop whose body is not costed (a while loop the "
                     "data decides with no maximum_iterations, or one over TensorArrays: an ops.scan whose steps "
                     "are not led by the batch, an ops.map over anything but the batch): what each iteration keeps "
                     "for the gradient is not counted and the estimate can be well under; measure")
    calling = flagged_calls(calls, "unseen_function")
    if calling:
        # A called function's body is costed as inlined (rules._inlined); one whose graph is not found
        # (from a library, not traced here) is not: what it makes and what its gradient makes go uncounted.
        named = _some([f"'{c.name}' ({c.class_name})" for c in calling])
        notes.append(f"{named} call{'s' * (len(calling) == 1)} TensorFlow functions whose bodies are not costed "
                     "(functions whose graphs were not found, from a library): what they and their gradients make is "
                     "not counted and the estimate can be well under; measure")
    activations = traced_calls(calls, "activation")
    if activations:
        named = _some([f"'{c.name}' ({activation_name(c.layer)})" for c in activations])
        notes.append(f"no rule of its own for the activation of {named}: costed from its traced graph, less "
                     "checked against measurements; near a limit, measure")
    unread: dict[str, list[str]] = {}
    for c, option, value in unread_options(calls):
        unread.setdefault(f"{option}={value!r}", []).append(f"'{c.name}'")
    if unread:
        named = "; ".join(f"{option} ({_some(names)})" for option, names in unread.items())
        notes.append(f"no rule reads {named}: costed as if at the default; near a limit, measure")
    # A lighter optimizer's step is this one's minus some state and temporaries, but the allocator's
    # chunks can fall either way: the estimate is held at least at each lighter optimizer's, so that
    # switching to one (suggest()'s remedy) never estimates more.
    lighter_optimizers = _lighter_optimizers(model, optimizer, state)
    lighter = {_update_rule(o)[1]: replay(o, optimizer_state(model, o)) for o in lighter_optimizers}
    total = _held_total(step, list(lighter.values()))

    @functools.cache
    def steady() -> Callable[[int], int]:
        """The step replayed with every CPU filter and kernel gradient finished within its layer's step
        and Adagrad's ``lr * g`` made in place, the races' other side: the estimate's low end. Made the
        first time a peak holds a lagging column buffer, what a lagging kernel gradient reads, or such
        an ``lr * g``."""
        return _held_total(replay(optimizer, state, lag=False),
                           [replay(o, optimizer_state(model, o), lag=False) for o in lighter_optimizers])

    def parts_at(batch_size: int) -> tuple[dict[str, int], Any, dict[int, list[int]]]:
        """The breakdown at one batch size, the replay's peak, and each layer's bytes then."""
        peak = step.peak(batch_size, ALLOWANCE)
        parts = dict.fromkeys(_PARTS, 0)
        parts.update(step.fixed)
        parts["constant kept by Grappler"] = step.folded(batch_size)
        per_layer: dict[int, list[int]] = {}
        rounding = 0
        for buffer in peak.live:
            raw = buffer.raw(batch_size)
            parts[buffer.category] += raw
            rounding += buffer.size(batch_size) - raw
            if buffer.owner >= 0:
                kept = buffer.category == "activations kept for backward"
                per_layer.setdefault(buffer.owner, [0, 0])[0 if kept else 1] += raw
        parts["allocator and executor allowance"] = peak.bytes - sum(b.size(batch_size) for b in peak.live)
        held = total(batch_size) - step.total(batch_size)
        parts["allocator rounding"] = rounding + step.slack(batch_size) + held
        parts.update(device_parts)
        return parts, peak, per_layer

    def estimate(batch_size: int) -> MemoryEstimate:
        parts, peak, per_layer = parts_at(batch_size)
        breakdown = {k: v for k, v in parts.items() if v or k in _PARTS[:6]}
        where_text = f"{peak.phase} pass" + (f", at layer '{names[peak.layer]}'" if peak.layer >= 0 else "")
        held = [f"held at the estimate for {name} ({format_bytes(r.total(batch_size) - step.total(batch_size))} "
                f"more, in allocator rounding): a lighter optimizer's step is never estimated larger"
                for name, r in lighter.items() if r.total(batch_size) == total(batch_size) > step.total(batch_size)][:1]
        held += [f"Grappler rewrites the sum of the partial input gradients of '{names[layer]}' from batch {start} on: "
                 f"counted as half of them alive at once (runs vary, from almost none to half), and held at the "
                 f"estimate for batch {start - 1} (in allocator rounding): never estimated smaller at a larger batch"
                 for layer, (start, _) in step.rewritten.items() if start <= batch_size]
        lagging, reads = _lagging_columns(peak, batch_size), _lagging_reads(peak, batch_size)
        raced = _raced_products(peak, batch_size)
        ours = total(batch_size)
        # The other side of the race, replayed (its allocator's chunks too): never above the estimate.
        race = ours - min(ours, steady()(batch_size)) if lagging or reads or raced else 0

        def listed(found: list[tuple[int, int]]) -> str:
            return " and ".join(f"'{names[layer]}' ({format_bytes(n)})" for layer, n in found)

        def low_end(gradient: str) -> str:
            return (f"the estimate's low end, `low` ({format_bytes(ours - race)}), is the step replayed with every "
                    f"{gradient} gradient finished within its layer's step" if race else
                    f"replayed with every {gradient} gradient finished within its layer's step, the step peaks as "
                    "high elsewhere (`low` is the total)")

        if reads:
            held.append(f"at the peak, what the kernel gradient of {listed(reads)} reads is still alive after its "
                        f"layer's own backward step: on the CPU TensorFlow runs a kernel gradient beside the input "
                        f"gradient, on its other thread, and one that reduces over a batch much longer than the "
                        f"layer's units can finish after the next layer's backward starts (a race, either way from "
                        f"run to run); {low_end('kernel')}")
        if raced:
            held.append(f"at the peak, Adagrad's `lr * g` of {listed(raced)} has a buffer of its own: the executor "
                        f"makes it before `square(g)` reads the gradient in some runs, and after, overwriting the "
                        f"gradient, in others (a race, either way from run to run); "
                        + (f"the estimate's low end, `low` ({format_bytes(ours - race)}), is the step replayed with "
                           "it made in place" if race else "replayed with it made in place, the step peaks as high "
                           "elsewhere (`low` is the total)"))
        if lagging:
            what, are = (("buffer of the filter gradient", "is") if len(lagging) == 1
                         else ("buffers of the filter gradients", "are"))
            held.append(f"at the peak, the column {what} of {listed(lagging)} {are} still alive after its layer's own "
                        f"backward step: on the CPU TensorFlow runs a filter gradient beside the input gradient, on "
                        f"its other thread, and a run where it finishes first holds less here (a race, either way "
                        f"from run to run); {low_end('filter')}")
        named = step.named_sums(batch_size)
        if named:
            held.append(f"Grappler's own static estimate of the step is above 80% of the CPU device's 256 MiB: its "
                        f"memory optimizer rewrites {len(named)} sum{'s' * (len(named) > 1)} of gradients, whose "
                        f"zeros ({format_bytes(sum(named))}) the graph keeps between steps")
        return MemoryEstimate(
            model_name=model.name,
            batch_size=batch_size,
            method="analytic",
            breakdown=breakdown,
            per_sample=total(batch_size + 1) - total(batch_size),
            notes=(f"peak in the {where_text}", f"optimizer: {state.optimizer}", *held, *notes, ACCURACY_NOTE),
            layers=_layer_frame(names, classes, layer_params, per_layer, parts),
            race=race,
        )

    if not where.is_gpu:
        # The allocator's regions under a limit (the simulated GPU's cap), for max_batch_size. A GPU's
        # allocator limit is its memory less what CUDA and TensorFlow reserve: not checked on one.
        estimate.places = step.places  # type: ignore[attr-defined]
    return estimate


def _at_each_batch(build: Callable[[], Callable[[int], MemoryEstimate]], note: str,
                   places: bool) -> Callable[[int], MemoryEstimate]:
    """An estimator that calls ``build`` (:func:`prepare`) anew at each batch size, within
    :func:`rules.traced_at` that batch, and says ``note`` before the accuracy note."""

    @functools.lru_cache(maxsize=16)
    def at(batch_size: int) -> Callable[[int], MemoryEstimate]:
        with traced_at(batch_size):
            return build()

    def estimate(batch_size: int) -> MemoryEstimate:
        with traced_at(batch_size):  # what the estimator computes lazily is traced there too
            result = at(batch_size)(batch_size)
        return replace(result, notes=(*result.notes[:-1], note, result.notes[-1]))

    if places:
        def fits(batch_size: int, capacity: int) -> bool:
            with traced_at(batch_size):
                return at(batch_size).places(batch_size, capacity)  # type: ignore[attr-defined]

        estimate.places = fits  # type: ignore[attr-defined]
    return estimate


def _held_total(step: _Replay, lighter: list[_Replay]) -> Callable[[int], int]:
    """The estimate at any batch from a step's replay and its lighter optimizers' (see prepare)."""

    def total(batch_size: int) -> int:
        ours = max(r.total(batch_size) for r in (step, *lighter))
        # A rewritten sum lowers the true peak past its first batch: the estimate is held there.
        before = [total(start - 1) for start, _ in step.rewritten.values() if 1 < start <= batch_size]
        # So does a loss's folded constant, past the batch whose constant would be too large to fold.
        before += [total(limit - 1) for limit in step.folded_limits if 1 < limit <= batch_size]
        return max([ours, *before])

    return total


def _some(names: list[str], shown: int = 3) -> str:
    """The first few names, and how many more: "'a', 'b', 'c' and 4 more"."""
    more = f" and {len(names) - shown} more" if len(names) > shown else ""
    return ", ".join(names[:shown]) + more


def _optimizer_for(model: Any, optimizer: Any) -> tuple[Any, str]:
    """The optimizer to estimate for, and a note when it is assumed."""
    import keras

    if optimizer is None:
        compiled = getattr(model, "optimizer", None)
        if compiled is not None and getattr(model, "compiled", False):
            return compiled, ""
        return keras.optimizers.Adam(), "the model is not compiled: Adam assumed (pass optimizer= to choose)"
    if isinstance(optimizer, str):
        try:
            return keras.optimizers.get(optimizer), ""
        except ValueError:
            raise InvalidArgumentError(
                f"unknown optimizer {optimizer!r}: give a Keras optimizer name such as 'adam' or 'sgd', "
                f"or an optimizer instance"
            ) from None
    if isinstance(optimizer, keras.optimizers.Optimizer):
        return optimizer, ""
    raise InvalidArgumentError(f"optimizer must be a Keras optimizer or its name, got {type(optimizer).__name__}")


def _policy(model: Any, dtype_policy: str | None) -> str:
    if dtype_policy is None:
        return getattr(getattr(model, "dtype_policy", None), "name", None) or "float32"
    name = getattr(dtype_policy, "name", dtype_policy)
    if name not in POLICIES:
        raise InvalidArgumentError(f"unknown dtype policy {name!r}: choose one of {', '.join(POLICIES)}")
    return name


def _float32_copies(plan: Plan, i: int, sizes: tuple) -> None:
    """Float32 copies of matrices of ``(per_sample, fixed)`` elements, alive together, then freed
    (rules.Product: a 16-bit product's operands and result in TensorFlow's CPU kernel)."""
    made = [plan.alloc(4 * n, 4 * m, "transient", i, "float32 product copies") for n, m in sizes if n or m]
    for b in made:
        plan.free(b)


def _mapped(model: Any, policy: str) -> str:
    """The policy the model's float32 activations are mapped to: the one asked for when it is not the
    model's own (every layer would compute in it); none ("float32") when it is, each layer's own dtype
    standing (a head set to float32 under a mixed policy computes in float32)."""
    return policy if policy != _policy(model, None) else "float32"


def _layer_compute_dtype(layer: Any, mapped: str) -> str | None:
    """A layer's compute dtype: the mapped policy's, or (none mapped) the layer's own; None for an
    operation without one (a Keras op in a functional model computes in its inputs' dtype)."""
    if mapped != "float32":
        return _compute_dtype("float32", mapped)
    dtype = getattr(layer, "compute_dtype", None)
    return str(dtype) if dtype else None


def _compute_dtype(dtype: str, policy: str) -> str:
    """A float32 activation's dtype under another policy (the model's own dtypes otherwise)."""
    if policy in ("mixed_float16", "float16") and dtype == "float32":
        return "float16"
    if policy in ("mixed_bfloat16", "bfloat16") and dtype == "float32":
        return "bfloat16"
    return dtype


def _variable_sizes(variables: list) -> list[int]:
    """Bytes of each variable, a variable listed twice once, in order."""
    seen: set[int] = set()
    sizes = []
    for v in variables:
        if id(v) not in seen:
            seen.add(id(v))
            sizes.append(variable_bytes(v))
    return sizes


def _build(
    model: Any, calls: list, state: Any, optimizer: Any, policy: str, device: Device, jit: bool,
    remat: tuple | None = None, loss_scaled: bool = False, renames: dict[int, dict[int, int]] | None = None,
    lag: bool = True,
) -> tuple[Plan, dict[str, int]]:
    """The step's plan, and the parts that live through the whole step (``loss_scaled``: see
    :func:`_loss_scaled`; ``renames``: ``calls`` are already in :func:`_replay_order`, with these renamings;
    None: they are the walk's, put in that order here; ``lag``: False finishes every CPU filter gradient
    within its layer's step and makes Adagrad's ``lr * g`` in place, the races' other side)."""
    fixed = {"weights": sum(_variable_sizes(model.weights)), "optimizer state": state.total}
    if renames is None:
        calls, renames = _replay_order(calls)
    plan = Plan()
    shape_of: dict[int, tuple] = {}
    dtype_of: dict[int, str] = {}
    producer: dict[int, int] = {}
    alias: dict[int, int] = {}

    def resolve(t: int) -> int:
        return _resolved(alias, t)

    mapped = _mapped(model, policy)
    computes = [_layer_compute_dtype(call.layer, mapped) for call in calls]
    # 1. tensors, their producers and readers
    readers: dict[int, list[int]] = {}
    inputs_of: list[list[int]] = []
    previous: list[int] = []
    twins = _Twins(calls)
    for i, call in enumerate(calls):
        if call.is_model:
            _alias_nested(call, alias, renames.get(i, {}))
        ins = [resolve(t) for t in call.inputs if resolve(t) in producer] if not call.is_input else []
        if twins.merged(i, ins, producer, alias):
            inputs_of.append([])
            continue
        if not call.is_input and not ins:
            ins = previous  # not matched (a traced model): assume it reads its predecessor
        inputs_of.append(ins)
        for t in ins:
            readers.setdefault(t, []).append(i)
        for t, shape, dtype in zip(call.outputs, call.output_shapes, call.output_dtypes):
            if t in alias:  # a nested model's output: its inner layer produced it
                continue
            producer[t] = i
            shape_of[t] = shape
            # the inputs arrive as they are; layers cast them to the compute dtype
            dtype_of[t] = dtype if call.is_input else _compute_dtype(dtype, mapped)
        if not call.is_model and call.outputs:
            previous = [t for t in call.outputs if t in producer]
    # 2. each layer's rule, and who keeps which tensor for the backward pass
    # The model's outputs: of the tensors nothing reads, those the model returns. A layer's other output
    # that nothing reads (the edge features a last GatedGCN layer returns beside its nodes) takes no
    # loss and no gradient: freed when made (gatedgcn_mnist_superpixel_classifier b4's trace: no loss's
    # zeros of its size held, no gradient of it made). A model traced rather than walked names its
    # tensors otherwise: every unread tensor then.
    unread = [t for t in producer if t not in readers and not calls[producer[t]].is_input]
    returned = {resolve(t) for t in _returned_ids(model)}
    model_outputs = [t for t in unread if t in returned] or unread
    loss_forms = {t: _loss_form(model, calls[producer[t]], n) for n, t in enumerate(model_outputs)}
    # A crossentropy taken from the logits of the output layer's softmax or sigmoid: that activation
    # is never computed (Grappler prunes it) and has no gradient.
    logits_of = {producer[t] for t, form in loss_forms.items()
                 if form.endswith("from logits")
                 and activation_name(calls[producer[t]].layer) in ("softmax", "sigmoid")}
    weight_sizes = _trainable_sizes(calls, model)  # updated once, after the layer's first call
    # A shared layer's every call computes (and under a mixed policy casts) its weights' gradients.
    used_sizes = _trainable_sizes(calls, model, shared=True)
    trainable = [sum(sizes) for sizes in used_sizes]
    needs_grad = _needs_gradient(calls, inputs_of, trainable)
    reached = [any(needs_grad.get(t) for t in call.outputs) for call in calls]  # by a gradient
    costs = []
    padded_copies: set[tuple] = set()  # the padded copies made so far (_one_padded_copy)
    keepers: dict[int, int] = {}
    upcasts: dict[int, list[int]] = {}  # each float32 layer's 16-bit inputs it keeps a float32 copy of
    for i, call in enumerate(calls):
        if call.is_input or i in twins:
            costs.append(None)
            continue
        in_shapes, in_dtypes = [shape_of[t] for t in inputs_of[i]], [dtype_of[t] for t in inputs_of[i]]
        cost = layer_cost(call, in_shapes, in_dtypes, None if jit else model.name,
                          [bool(needs_grad.get(t)) for t in inputs_of[i]])
        cost = rematerialized(cost, call, in_shapes, in_dtypes, remat or _built_remat(call.layer))
        cost = _one_padded_copy(cost, call, inputs_of[i], computes[i], padded_copies)
        if len(cost.output_dtypes) == len(call.outputs):
            # A traced call's outputs in the dtype its graph makes them (a ReversibleEmbedding's reverse
            # call: float32 logits under mixed_bfloat16, where its output spec says bfloat16; the float32
            # softmax after it then casts nothing: bf16_sasrec_next_item_recommender's trace).
            for t, dtype in zip(call.outputs, cost.output_dtypes):
                if t in producer and producer[t] == i and dtype in ("float32", *SIXTEEN_BITS):
                    dtype_of[t] = dtype
        if jit:
            cost.forward_scratch, cost.forward_fixed, cost.forward_temps = 0, 0, ()
        if i in logits_of:
            cost = replace(cost, keeps_outputs=[False] * len(cost.keeps_outputs),
                           view=cost.view or call.class_name in ("Activation", "Softmax"))
        if not reached[i]:
            # No gradient reaches it (augmentation or preprocessing ahead of the first weights, a
            # frozen backbone): its backward never runs, and it keeps nothing (random_augment_cnn's
            # trace: the random layers' intermediates freed in the forward pass). With nothing kept,
            # an element-wise chain overwrites its own buffers (TensorFlow forwards a buffer no other
            # op reads): one intermediate at a time, an activation layer's output in its input's
            # buffer (frozen_mnv3_head's trace: hard_swish's x and x + 3 alive, nothing more).
            cost = replace(cost, keeps_inputs=[False] * len(cost.keeps_inputs),
                           keeps_outputs=[False] * len(cost.keeps_outputs),
                           pieces=_one_at_a_time(cost.pieces),
                           in_place=cost.in_place or call.class_name in ELEMENTWISE_ACTIVATIONS)
        if computes[i] == "float32" and not cost.view:
            # A layer set to float32 under a mixed policy casts a 16-bit input up: its gradient keeps
            # that float32 copy, not the input, and its input gradient is made in float32 and cast
            # down (f16_bilstm_tagger's trace: the float32 head's Cast of the LSTMs' sequence, 2x its
            # size, alive at the peak, the sequence not; its MatMul gradient 2x the sequence).
            up = [bool(keep) and str(dtype_of[t]) in SIXTEEN_BITS
                  for t, keep in zip(inputs_of[i], cost.keeps_inputs)]
            if any(up):
                upcasts[i] = [t for t, u in zip(inputs_of[i], up) if u]
                wide = tuple(tensor_bytes(shape_of[t], "float32") for t in upcasts[i])
                cost = replace(cost, keeps_inputs=[k and not u for k, u in zip(cost.keeps_inputs, up)],
                               backward_temps=cost.backward_temps + wide)
        costs.append(cost)
        if cost.sum_of_three and reached[i] and not (device.is_gpu or jit):
            plan.sums_of_three[i] = cost.sum_of_three
        for t, keep in zip(inputs_of[i], cost.keeps_inputs):
            keepers[t] = keepers.get(t, 0) + bool(keep)
        for t, keep in zip(call.outputs, cost.keeps_outputs):
            if t in producer:
                keepers[t] = keepers.get(t, 0) + bool(keep)

    # How many times the model's batch each tensor's leading dimension is (a layer that folds series
    # into the batch multiplies it: _graph.LayerCall.batch_folds), and each call's inputs'.
    fold_of, fold_in = _batch_multiples(calls, inputs_of, producer)
    sized: set[int] = set()  # the buffers of a tensor's size: size() already counts its fold
    copy_of: dict[int, int] = {}  # a buffer made again (what a lagging gradient reads): the one it copies

    def size(t: int) -> int:
        return int(tensor_bytes(shape_of[t], dtype_of[t]) * fold_of.get(t, 1))

    def tensor_buffer(t: int, kind: str, owner: int, name: str) -> int:
        b = plan.alloc(size(t), 0, kind, owner, name)
        sized.add(b)
        return b

    def made_by(i: int) -> list[int]:
        """The tensors layer call ``i`` produces (not a nested model's outputs, its inner layers')."""
        return [t for t in calls[i].outputs if t in producer and producer[t] == i]

    # Each call's weights with a weight-sized gradient: not those it looks up inside (rules._looked_up).
    dense_sizes = [_without(sizes, [w for _, _, w in cost.looked_up] if cost is not None else [])
                   for sizes, cost in zip(used_sizes, costs)]

    # 3. forward pass
    buffer_of: dict[int, int] = {}
    users: dict[int, int] = {}  # buffer -> tensors still needing it
    remaining = {t: len(r) for t, r in readers.items()}

    def release_tensor(t: int) -> None:
        b = buffer_of.get(t)
        if b is None:
            return
        users[b] -= 1
        if users[b] == 0:
            plan.free(b)

    def unkeep(tensors: Any, keeps: Any) -> None:
        """One keeper fewer for each kept tensor; the last one frees it (not a model input)."""
        for t, keep in zip(tensors, keeps):
            if keep:
                keepers[t] -= 1
                if keepers[t] == 0 and not calls[producer[t]].is_input:
                    release_tensor(t)

    def share(t: int, source: int) -> None:
        b = buffer_of.get(source)
        if b is not None:
            buffer_of[t] = b
            users[b] += 1

    plan.at("forward", -1)
    for i, call in enumerate(calls):
        if call.is_input:
            for t in call.outputs:
                b = tensor_buffer(t, "input batch", i, call.name)
                buffer_of[t], users[b] = b, 1
    # The targets, like the inputs, live through the whole step: never freed.
    plan.alloc(_target_bytes(model, shape_of, dtype_of, calls), 0, "input batch", -1, "targets")
    regularized = _trainable_weights(calls, model, regularized=True)
    if not jit:  # XLA folds no such constant
        for t in model_outputs:
            _, zeros, folded = _LOSS_FORMS[loss_forms[t]]
            per_sample = tensor_bytes(shape_of[t], "float32")
            if zeros:
                plan.alloc(per_sample, 0, "constant kept by Grappler", producer[t], "loss's zeros")
            constants = [plan.alloc(per_sample, 0, "constant kept by Grappler", producer[t], "loss's folded constant")
                         for _ in range(folded)]
            if constants and per_sample:
                plan.until(constants, _first_batch_over(_MAX_FOLDED_CONSTANT, per_sample))
        for i, n in _penalty_constants(regularized):
            plan.alloc(0, n, "constant kept by Grappler", i, "regularizer's folded constant")
        for i, call in enumerate(calls):
            if reached[i] and _activity_penalty_folds(getattr(call.layer, "activity_regularizer", None)):
                for t in made_by(i):
                    constant = tensor_buffer(t, "constant kept by Grappler", i, "activity penalty's folded constant")
                    plan.until([constant], _first_batch_over(_MAX_FOLDED_CONSTANT, size(t)))
        # The zeros a Maximum's or Minimum's gradient selects from: one constant for each shape; the
        # batch indices of gathers by one constant pattern: one for each pattern, whichever layers gather.
        folded_zeros = {key: (i, *sizes) for i, cost in reversed(list(enumerate(costs))) if cost and reached[i]
                        for key, *sizes in cost.folded_zeros}
        for key, (i, n, m, first, too_large) in folded_zeros.items():
            name = "gathers' batch indices" if key[0] == "batch indices" else "gradient's folded zeros"
            constant = plan.alloc(n, m, "constant kept by Grappler", i, name, min_batch=first)
            if too_large:
                plan.until([constant], too_large)
    # The optimizer's products that read only its state (SGD's ``m * momentum``, RMSprop's
    # ``rho * velocity``): the executor runs them as the step starts, and each becomes the new state
    # (the old one freed) when its weight's update runs.
    early: dict[int, list[int]] = {}
    # Keras's LossScaleOptimizer applies the update inside a cond on every gradient being finite
    # (its check_finite): no weight is updated before all gradients exist, and no state product runs
    # before the cond. Its division by the loss scale is counted in place: TensorFlow forwards a
    # buffer read once (the remedies benchmark's deep MLP: its peak within 1.3% without a copy).
    products = 0 if loss_scaled else _early_products(optimizer)
    # An optimizer that clips by the global norm (``global_clipnorm``) needs every gradient before it
    # scales any: no update starts before the backward pass ends (vdot_penalty_mlp b256's trace: no
    # update temporary alive in the backward pass); its state's products still run early.
    waits = loss_scaled or _clips_globally(optimizer)
    # Weight decay (``variable.assign(variable - variable * wd * lr)``) reads only the variable, and its
    # assignment waits for the forward pass's read. A weight the layer casts to 16 bits is read through
    # its copy: the decayed value replaces it in place as the step starts, one weight at a time, the
    # product freed then (bf16_residual_ln_mlp b128's trace: AdamW's 2 MiB products made and freed one
    # by one before the first layer's forward, none alive later); its update makes that buffer itself.
    # A weight read as it is (float32) is still held by that read: the decayed value waits with the
    # state's products.
    decayed_in_place: dict[int, list[bool]] = {}  # by layer, for each of its weights
    mixed = policy.startswith("mixed_")
    decays = _decays(optimizer)
    if products:
        for i, (weights, sizes) in enumerate(zip(_trainable_weights(calls, model), weight_sizes)):
            cast = decays and mixed and computes[i] in SIXTEEN_BITS
            decayed_in_place[i] = [cast and _autocast(calls[i].layer, v) for v in weights]
            for n, in_place in zip(sizes, decayed_in_place[i]):
                held = products - in_place
                if in_place:
                    plan.temp(0, n, "transient", i, "weight decay")
                # The new state, made early: counted with the optimizer state.
                early.setdefault(i, []).extend(plan.alloc(0, n, "optimizer state", i, "optimizer state update")
                                               for _ in range(held))
    # Weight regularizers (Keras adds their penalties to the loss): a penalty's gradient reads only
    # its weight, so the executor makes it as the step starts (the sum's broadcast, then the
    # product), beside the weight's square; it lives until the layer's weight gradient is summed
    # with it (regularized_mlp's trace: all three kernels' penalty gradients made before the first
    # layer's forward, alive at the peak).
    penalties: dict[int, list[int]] = {}
    for i, weights in enumerate(regularized):
        for n in map(variable_bytes, weights):
            penalties.setdefault(i, []).append(plan.alloc(0, n, "gradients", i, "regularizer gradient"))
            plan.temp(0, n, "transient", i, "regularizer square")
    # A user's layer's own penalty (add_loss on its weights) likewise: each read of a weight, one
    # gradient of its size (vdot_penalty_mlp b2048's trace: ops.vdot(kernel, kernel), two).
    for i, cost in enumerate(costs):
        if cost is not None and reached[i] and trainable[i]:
            penalties.setdefault(i, []).extend(plan.alloc(0, n, "gradients", i, "penalty gradient")
                                               for n in cost.penalty_gradients)
    rule = _update_rule(optimizer)[1]
    sparse_values, sparse_scatters = _SPARSE_UPDATES.get(rule, (2, True))
    sparse_masks = 2 if rule in _SPARSE_DIVIDES else 0
    # Adagrad's sparse update reads the gradient's values only for its values-sized products
    # (``square(g)``, ``lr * g``); its weight-sized temporary, the accumulator copied on read, comes
    # after the values are freed (masked_embedding_bag b64's trace: the lookups' gradient freed before
    # the copy). The others' dense temporaries read the values (Adam's ``g - m``).
    values_first = rule == "Adagrad"
    weight_bytes = dtype_size("float32" if mixed else policy)
    cast_sizes = [sum(variable_bytes(v) for v in weights if _autocast(calls[i].layer, v))
                  for i, weights in enumerate(_trainable_weights(calls, model, shared=True))]
    kept_pieces: dict[int, list[int]] = {}
    before_columns: dict[int, list[int]] = {}  # those of a layer's kept pieces freed before its column buffers

    def piece_buffers(piece: Piece, kind: str, owner: int, name: str) -> list[int]:
        """A piece's buffers, allocated: ``count`` of them, its bytes split among them."""
        count = max(1, piece.count)
        return [plan.alloc(piece.per_sample // count, piece.fixed // count, kind, owner, name) for _ in range(count)]
    weight_copies: dict[int, list[int]] = {}

    def copied_products(i: int) -> list:
        """The layer's products whose CPU kernel multiplies its 16-bit matrices in float32 copies
        (rules.Product; not one a traced layer makes in float32: Product.wide)."""
        if device.is_gpu or jit or computes[i] not in SIXTEEN_BITS:
            return []
        return [p for p in costs[i].products if not p.wide]

    def float32_products(i: int) -> bool:
        """Does the layer's CPU kernel multiply its 16-bit matrices in float32 copies (rules.Product)?"""
        return bool(copied_products(i))
    for i, call in enumerate(calls):
        cost = costs[i]
        if cost is None:
            continue
        plan.at("forward", i)
        ins = inputs_of[i]
        outs = made_by(i)
        for t in outs:
            source = ins[0] if ins else None
            if cost.view and source is not None and size(t) <= size(source):
                share(t, source)
            elif (cost.in_place and source is not None and remaining.get(source) == 1 and not keepers.get(source)
                  and users.get(buffer_of.get(source)) == 1
                  and calls[producer[source]].is_input is False and size(t) == size(source)):
                # Only a buffer no other tensor holds: a view of it a later gradient keeps (a Flatten
                # before a BatchNormalization) holds it too, and TensorFlow forwards no buffer with a
                # second reference (tsmixer_electricity_forecaster's trace: each residual Add made
                # beside its input, which the next block's BatchNormalization keeps through a Flatten).
                share(t, source)
            else:
                kind = "activations kept for backward" if keepers.get(t) else "transient"
                b = tensor_buffer(t, kind, i, call.name)
                buffer_of[t], users[b] = b, 1
        # Called within this iteration: the layer's pieces, those made after its forward temporaries
        # (Piece.late) last.
        def make_pieces(late: bool) -> None:
            for piece in [p for p in cost.pieces if p.late == late]:
                kept = piece.kept and cost.recomputed is None  # a rematerialized call makes them again
                made = piece_buffers(piece, "activations kept for backward" if kept else "transient", i, piece.name)
                if kept:
                    kept_pieces.setdefault(i, []).extend(made)
                    if piece.before_columns:
                        before_columns.setdefault(i, []).extend(made)
                else:
                    for b in made:
                        plan.free(b)

        make_pieces(late=False)
        if mixed and not cost.view:
            # A layer casts a float32 model input to its 16-bit compute dtype; the copy is what its
            # gradient reads (bn_policy_net's trace: conv2d's Cast of the input alive at the peak).
            for t, kept in zip(ins, cost.keeps_inputs):
                if calls[producer[t]].is_input and dtype_of[t] == "float32" and computes[i] in SIXTEEN_BITS:
                    n = tensor_bytes(shape_of[t], computes[i])
                    if kept:
                        kept_pieces.setdefault(i, []).append(plan.alloc(n, 0, "activations kept for backward", i,
                                                                        "16-bit input"))
                    else:
                        plan.temp(n, 0, "transient", i, "16-bit input")
        for t in upcasts.get(i, ()):
            kept_pieces.setdefault(i, []).append(plan.alloc(tensor_bytes(shape_of[t], "float32"), 0,
                                                            "activations kept for backward", i, "float32 input"))
        if mixed and trainable[i] and computes[i] in SIXTEEN_BITS:
            # Under a mixed policy each call casts its float32 weights to 16 bits; the gradients of its
            # matmuls/convolutions read that copy. Not the weights Keras leaves in float32 (an
            # Embedding gathers float32 rows and casts them: f16_gru_text's trace, no copy of its table;
            # the normalizations' weights), nor those of a layer set to compute in float32.
            copies = cost.weight_copies if cost.weight_copies is not None else (cast_sizes[i],)
            weight_copies[i] = [plan.alloc(0, n // 2, "16-bit weight copies", i, "weight copy") for n in copies if n]
            if cost.weight_copies is None and not any(needs_grad.get(t) for t in ins):
                # Only the input's gradient reads the copy (the kernel's gradient reads the input and
                # the output's gradient): with no input gradient it goes after the forward op
                # (mlp16_sgd b64's trace: the first Dense's Cast not alive in the backward pass).
                for b in weight_copies.pop(i):
                    plan.free(b)
        if cost.sparse_gradient and trainable[i] and sparse_scatters:
            plan.temp(0, trainable[i], "transient", i, "weights copied on read")
        for product in copied_products(i):
            _float32_copies(plan, i, (product.lhs, product.rhs, product.out))
        temps = [plan.alloc(n, 0, "transient", i, "forward temporaries") for n in cost.forward_temps if n > 0]
        # A transposed convolution's forward column buffer follows its kernels' batch threshold too.
        plan.temp(cost.forward_scratch, 0 if device.is_gpu else cost.forward_fixed, "transient", i,
                  "forward temporaries", cost.workspace_from if cost.convolution else 0)
        for b in temps:
            plan.free(b)
        make_pieces(late=True)
        for t in ins:
            remaining[t] -= 1
            if remaining[t] == 0 and not keepers.get(t) and not calls[producer[t]].is_input:
                release_tensor(t)
        for t in outs:
            if t not in readers and t not in model_outputs and not keepers.get(t):
                release_tensor(t)
    # 4. the loss: its buffers at its peak by its form (_LOSS_FORMS), then the output gradients
    plan.at("loss", -1)
    grads: dict[int, list[int]] = {}
    for t in model_outputs:
        held = _LOSS_FORMS[loss_forms[t]][0]
        plan.temp(round(held * tensor_bytes(shape_of[t], "float32")), 0, "transient", producer[t], "loss")
        if not keepers.get(t):
            release_tensor(t)
        grads[t] = [tensor_buffer(t, "transient", producer[t], "output gradient")]
    # An activity regularizer's penalty (Keras adds it to the loss) has a gradient of its layer's
    # output size (L1: the output's sign) that reads only that output: made as the backward pass
    # starts, for every such layer at once, and summed into the layer's incoming gradient when its
    # turn comes (activity_reg_cnn b64's trace: both convolutions' Abs/Sign buffers made before the
    # last layer's gradient, alive at the peak).
    # The sum with the incoming gradient is made in place (no new buffer in that trace).
    summed_in_place: set[int] = set()
    for i, call in enumerate(calls):
        if reached[i] and getattr(call.layer, "activity_regularizer", None) is not None:
            for t in made_by(i):
                penalty = tensor_buffer(t, "transient", i, "activity penalty gradient")
                summed_in_place.add(penalty)
                grads.setdefault(t, []).append(penalty)
    # 5. backward pass. Each layer's weights are updated as soon as their gradient is ready, off the
    # critical path: beside the next layer's backward (a 3-layer MLP's trace: two layers' gradients
    # and Adam temporaries at once); plain SGD's, one op, before it (below). The products of the
    # optimizer state alone were made at the start (``early``).
    # Adagrad's ``lr * g`` and ``square(g)`` both read the gradient, and the executor runs either first:
    # ``lr * g`` first gets a buffer of its own (hypernet_task_conditioned_mlp b128's trace), after
    # ``square(g)`` it overwrites the gradient (outer_product_tabular b128's). A race: the estimate
    # counts the buffer, its low end (``lag`` False) does not.
    raced_product = rule == "Adagrad" and not device.is_gpu  # traced on the CPU only
    update_temps = max(0, _update_temporaries(optimizer) - products - (raced_product and not lag))
    sparse_temps = _SPARSE_DENSE_TEMPORARIES.get(rule, update_temps)  # weight-sized, of a sparse gradient's update
    # Plain SGD's update is one op after the gradient: it can run while the layer's input gradient
    # still reads the kernel, and then TensorFlow copies the kernel first (vgg16's trace: fc2's 64 MiB).
    copy_on_write = update_temps == 0 and not products
    # A convolution's filter gradient is off the critical path too: what it reads (the layer's
    # input and incoming gradient) outlives its layer by one, and its column buffer lives on until
    # the next layer with weights (sgd_bn_cnn's trace: two filter gradients' column buffers at once).
    finishing: list[Callable[[], None]] = []
    waiting: list[Callable[[], None]] = []  # the updates a step that ``waits`` runs after the backward pass
    sparse_updates: list[Callable[..., None]] = []
    # A table's gradient is its lookup's output gradient: made by the layer that reads the lookup
    # (through views that pass it on), whose step its update then starts in, beside that layer's
    # buffers (searchsorted_bucket_mlp b2048's trace: Adamax's abs of the values alive with the next
    # Dense's incoming gradient and the lookup's output its kernel gradient reads; hard_shrink_embed
    # b64's: Lion's products there in one step, after the last layer in another, a race). Tables one
    # layer makes the gradients of are updated together (wide_deep's and two_tower_ranker's traces:
    # both tables' update temporaries alive at once). Not in a step that ``waits`` (a loss scale, a
    # global-norm clip: no update before every gradient exists).
    tables_at: dict[int, list[int]] = {}
    for i in range(len(calls)) if not waits else ():
        if costs[i] is not None and reached[i] and costs[i].sparse_gradient and trainable[i]:
            maker = _gradient_maker(i, made_by, costs, readers, reached, size)
            if maker is not None:
                tables_at.setdefault(maker, []).append(i)
    ahead: set[int] = set()  # tables updated in their gradient maker's step
    columns: list[int] = []
    # A 16-bit filter gradient runs three times as long as its input gradient or more (op traces: 14-303
    # ms): it outlasts every layer after its own, those that read their weights included, and is done
    # only when the next convolution's input gradient waits for its thread. Its column buffers, what it
    # reads and its update wait for that convolution (bf16_se_cnn b64's trace: conv2d_2's column buffer
    # alive through the squeeze-excitation's Dense layers, its multiply and a BatchNormalization, into
    # conv2d_1's filter gradient; bf16_groupnorm_cnn b64's: through a GroupNormalization into the next
    # convolution's). Never three column buffers at once: two threads.
    slow_columns: list[int] = []
    slow_finishing: list[Callable[[], None]] = []
    # A 16-bit lagging kernel gradient multiplies float32 copies of its operands (rules.Product): it
    # still runs through the next layer's own gradient products (f16_one_hot_mixer b256's trace: the
    # second Dense's kernel gradient's two float32 copies alive at the first one's, beside its copy
    # of the one-hot input). Its copies, freed once that layer's products have run.
    lagging_copies: list[int] = []
    shared_grads: dict[int, list[int]] = {}

    def finish(pending: list[Callable[[], None]] = finishing) -> None:
        """The pending updates run (and a lagging filter gradient's reads are freed)."""
        for done in pending:
            done()
        pending.clear()

    def settle(cost: Any, i: int) -> None:
        """The lagging filter gradients finish: their updates, their reads and column buffers freed
        (a 16-bit one's at a convolution's filter gradient, or a float16 one's at a max pooling)."""
        if not cost.view:
            finish()
        if cost.reads_weights or outlasts(i, cost, columns):
            free_lagging(columns)
        # A float16 one ends within a max pooling too (f16_two_head_cnn b32's trace: each float16 filter
        # gradient done before its own input gradient). A bfloat16 one is still held: ended there, two
        # bfloat16 CNNs went 17% under their truths, stored from other machines (bf16_hypot_energy_cnn
        # b16's trace here: its lag ends within MaxPoolGrad too; to re-measure).
        if cpu_filter_gradient(i, cost) or (outlasts(i, cost, slow_columns) and all(
                computes[plan.buffers[b].owner] == "float16" for b in slow_columns)):
            finish(slow_finishing)
            free_lagging(slow_columns)

    def outlasts(i: int, cost: Any, buffers: list[int]) -> bool:
        """Whether the layer's backward step outlasts the lagging filter gradients whose column buffers
        are ``buffers``: a max pooling's does those of little work for each element it goes through,
        read by one layer. Sibling convolutions' filter gradients queue behind their input gradients,
        the last one starting as MaxPoolGrad does (maximum_merge_cnn b64's trace: a 5x5 one's columns
        alive from there through the BatchNormalization's gradient before the pooling)."""
        if not cost.outlasts_lag or any(len(readers.get(t, [])) != 1 for t in made_by(i)):
            return False
        work = [costs[k].filter_work for k in {plan.buffers[b].owner for b in buffers}]
        return all(work) and sum(work) <= _POOL_OUTLASTS * cost.outlasts_lag

    def free_lagging(buffers: list[int]) -> None:
        """Lagging gradients' buffers (filter gradients' columns, what kernel gradients read) freed, the
        list emptied."""
        for b in buffers:
            plan.free(b)
        buffers.clear()

    def cpu_filter_gradient(i: int, cost: Any) -> bool:
        """Whether the layer makes a convolution's filter gradient with TensorFlow's CPU kernels."""
        return cost.convolution and not device.is_gpu and bool(trainable[i])

    def column_buffers(i: int, cost: Any) -> list[int]:
        """A convolution's filter gradient's column buffers on the CPU (rules.cpu_conv_workspace)."""
        if not (cpu_filter_gradient(i, cost) and cost.cpu_workspace):
            return []
        freed = before_columns.pop(i, [])
        if cost.columns_split and freed:
            # A traced layer's gradients before its busiest convolution's run beside every kept piece and
            # the lagging column buffers (user_conv_pool_cnn b64's trace: MaxPoolGrad's three buffers beside
            # the next convolution's filter gradient); then the pieces they read last go, and its own
            # column buffers come (rules.LayerCost.columns_split).
            for b in [plan.alloc(n, 0, "transient", i, "backward temporaries") for n in cost.columns_split[0] if n]:
                plan.free(b)
            for b in freed:
                plan.free(b)
            gone = set(freed)
            kept_pieces[i] = [b for b in kept_pieces.get(i, []) if b not in gone]
        return [plan.alloc(0, n, "workspace", i, "filter gradient workspace", cost.workspace_from)
                for n in (cost.cpu_workspace, *cost.extra_workspaces)]

    def table_values(i: int) -> int:
        """Bytes of a table's sparse gradient's values: its lookup's output, in the weights' dtype."""
        return sum(_weight_dtype_bytes(shape_of[t], policy) for t in made_by(i))

    def update_temporaries(i: int, dense: int, values: int, read: list[int] = (), rows: tuple = ()) -> list[int]:
        """The buffers a layer's update makes: ``dense`` weight-sized temporaries of each weight,
        and, for a sparse gradient of ``values`` bytes, its values-sized ones and masks; ``read``: the
        gradient's values, freed once the update no longer reads them; ``rows``: the weights the layer
        looks up inside it (rules.LayerCost.looked_up), their values already in the weights' dtype."""

        def values_sized() -> list[int]:
            # Under a mixed policy the 16-bit gradient is cast back to float32 first: one buffer more.
            products = [plan.alloc(values, 0, "transient", i, "sparse update temporaries")
                        for _ in range(sparse_values + (mixed and values > 0))]
            # The rows' gradients of a table looked up inside a layer: the optimizer's products of their
            # values in a step that waits (f16_memn2n_multihop_qa's trace, loss-scaled: Adam's square of
            # each table's 56 MiB values); without, Adam reads them once, to densify them (a float32
            # layer of two such tables, traced: no values-sized buffer of the update).
            products += [plan.alloc(n, fixed, "transient", i, "sparse update temporaries")
                         for n, fixed, _ in rows for _ in range(sparse_values if waits else 0)]
            for b in read:  # what the update reads of the values is read by now
                plan.free(b)
            return products

        def weight_sized() -> list[int]:
            # A weight decayed in place kept no decayed value to become one of these: one more.
            in_place = decayed_in_place.get(i) or [False] * len(weight_sizes[i])
            raced = [_RACED_PRODUCT] if raced_product and lag and dense and not (values or rows) else []
            names = ["update temporaries"] * (dense - len(raced)) + raced
            return [plan.alloc(0, n, "transient", i, name)
                    for n, k in zip(weight_sizes[i], in_place) if n for name in names + ["update temporaries"] * k]

        made = values_sized() + weight_sized() if values and values_first else weight_sized() + values_sized()
        if values or rows:  # one boolean byte per weight
            made += [plan.alloc(0, n // weight_bytes, "transient", i, "divisor's masks")
                     for n in weight_sizes[i] if n for _ in range(sparse_masks)]
        return made

    def handed(k: int) -> list[int]:
        """The table ``k``'s gradient values, taken from its lookup's readers to be freed by its update
        (none where a lookup's gradient has more than one part: they are summed first)."""
        if not values_first or any(len(grads.get(t, [])) != 1 for t in made_by(k)):
            return []
        return [grads.pop(t)[0] for t in made_by(k)]

    for i in range(len(calls) - 1, -1, -1):
        cost, call = costs[i], calls[i]
        if cost is None or not reached[i]:
            continue
        plan.at("backward", i)
        outs = made_by(i)
        incoming = []
        for t in outs:
            parts = grads.pop(t, [])
            for b in [b for b in parts if b in summed_in_place][:len(parts) - 1]:
                plan.free(b)
                parts.remove(b)
            if len(parts) > 1:  # AddN of the readers' gradients
                total = tensor_buffer(t, "transient", i, "summed gradient")
                for b in parts:
                    plan.free(b)
                parts = [total]
            incoming += parts
        if cost.recomputed is not None:
            # tf.recompute_grad's gradient runs the call's forward again first: what its gradients read
            # is made anew and held through them, freed with the layer.
            kept_pieces[i] = [b for p in cost.pieces if p.kept
                              for b in piece_buffers(p, "transient", i, f"recomputed {p.name}")]
            kept_pieces[i] += [tensor_buffer(t, "transient", i, "recomputed output")
                               for t, again in zip(outs, cost.recomputed) if again]
        # The activation's gradient has read the pre-activation: freed before the layer's own gradients.
        for b in [plan.alloc(n, 0, "transient", i, "activation gradient temporaries")
                  for n in cost.activation_temps if n > 0]:
            plan.free(b)
        for b in kept_pieces.get(i, [])[:cost.freed_first]:
            plan.free(b)
        kept_pieces[i] = kept_pieces.get(i, [])[cost.freed_first:]
        sparse = cost.sparse_gradient and trainable[i] > 0
        halves = False
        if copy_on_write and not cost.view and used_sizes[i]:
            # Plain SGD's update, one op, has run before the next layer with weights makes its gradients
            # (a wide MLP's and vgg16's traces: fc2's kernel gradient and its copy alive, fc1's gradient
            # not yet made); heavier updates overlap it (below).
            finish()
        if sparse:
            # The gradient's values are the incoming gradient itself: it lives until the update.
            weight_grads, incoming = incoming, []
        else:
            # One buffer per weight, as TensorFlow allocates them (the allocator's chunks depend on it).
            # Under a mixed policy a layer's weight gradients are made in 16 bits and cast to float32
            # after its gradient ops (mlp16_sgd b64's trace: the kernel's 16-bit gradient, not the
            # float32 one, alive at the peak): half-size buffers until then. Not an RNN's (its loop
            # accumulates them).
            halves = (mixed and computes[i] in SIXTEEN_BITS and cost.weight_copies is None and cast_sizes[i] > 0
                      and bool(weight_sizes[i]))
            weight_grads = [plan.alloc(0, n // 2 if halves else n, "gradients", i, "weight gradients")
                            for n in dense_sizes[i] if n]
            # A weight looked up inside the layer: the gathered rows' gradient (rules._looked_up).
            weight_grads += [plan.alloc(n, fixed, "gradients", i, "looked-up rows' gradients")
                             for n, fixed, _ in cost.looked_up if trainable[i]]
            weight_grads += penalties.pop(i, []) if weight_grads else []
        if weight_grads and not weight_sizes[i]:
            # A shared layer's later call: its gradients wait for the first call's, then are summed
            # into them (siamese's trace: both calls' kernel gradients alive at once).
            shared_grads.setdefault(id(call.layer), []).extend(weight_grads)
            weight_grads = []
        for b in shared_grads.pop(id(call.layer), []) if weight_grads else []:
            plan.free(b)
        # The 16-bit weight copy lives until the input gradient has read it (mlp16_sgd b64's trace: the
        # kernel's Cast alive at the peak, its product's float32 copies beside it); an RNN's per-step
        # copies go as its loop does.
        copies_read = weight_copies.pop(i, [])
        if cost.weight_copies is not None:
            for b in copies_read:
                plan.free(b)
            copies_read = []
        # The weight gradient runs before the input gradient, which waits for the executor's other
        # thread, busy with the previous layer's lagging filter gradient (conv_autoencoder b509's
        # trace: the filter gradient's column buffers alive at the peak, the input gradient not yet
        # made). An activation's gradient ran before both: for a matrix product its output is no
        # longer read (mlp_4096 b11841's trace: three batch-sized buffers at the kernel gradient,
        # never four). A convolution's is released with the layer: freeing it early put dcgan_generator
        # b64 and conv1d_audio b32 more than 10% under (the allocator's chunks and column buffers).
        first = bool(weight_grads) and not sparse and not cost.view
        # (A traced layer whose busiest convolution gradient comes after its others: rules.LayerCost.columns_split.)
        split = cpu_filter_gradient(i, cost) and bool(cost.cpu_workspace and cost.columns_split
                                                      and before_columns.get(i))
        own_first = first and not cost.convolution
        # A loop over steps, each with its own convolution gradients (ConvLSTM, TimeDistributed), settles
        # the lagging filter gradient before it makes its column buffers: two big ones at a time, its own
        # or the lagging one's and one of its own (convlstm1d_seq b16's trace: never three).
        looped = bool(cost.extra_workspaces)
        if first and looped:
            settle(cost, i)
        workspace = column_buffers(i, cost) if first else []
        if first and not looped:
            settle(cost, i)
        if own_first:
            unkeep(outs, cost.keeps_outputs)
        shared = cost.shared_output_copy and any(keepers.get(t, 0) > 1 for t in outs)
        temp_sizes = [n for n in (cost.shared_output_copy if shared else 0,
                                  *(cost.columns_split[1] if split else cost.backward_temps)) if n > 0]

        def backward_temporaries() -> list[int]:
            return [plan.alloc(n, 0, "transient", i, "backward temporaries") for n in temp_sizes]

        temps = backward_temporaries() if cost.temporaries_first else []
        passed = False
        graded = [t for t, wanted in zip(inputs_of[i], cost.inputs_need_grad) if wanted and needs_grad.get(t)]
        input_grads = bool(graded)
        partial: list[int] = []
        overwritten: list[int] = []  # inputs whose buffer the input gradient takes

        # Called within this iteration (unlike update and release, deferred): no loop variable bound early.
        def input_gradients() -> None:
            nonlocal passed
            for t in graded:
                if cost.hands_gradient_on and incoming and size(t) == size(outs[0]) and not passed:
                    grads.setdefault(t, []).append(incoming[0])  # the gradient flows through unchanged
                    passed = True
                    continue
                if (cost.gradient_over_input and keepers.get(t) == 1 and not calls[producer[t]].is_input
                        and dict(zip(inputs_of[i], cost.keeps_inputs)).get(t)):
                    unkeep([t], [True])  # the last reader: its buffer becomes the gradient
                    overwritten.append(t)
                grads.setdefault(t, []).append(tensor_buffer(t, "transient", i, "input gradient"))
                # The sum of the parts (AddN) is made in place, in one of them: that one is the gradient
                # above (td_conv_gru's trace: 8 parts alive at the peak, then 7 freed, no new buffer).
                parts = [tensor_buffer(t, "transient", i, "input gradient part")
                         for _ in range(cost.input_gradient_parts - 1)]
                if len(parts) > 2 and not (device.is_gpu or jit) and str(dtype_of[t]) in _REWRITTEN_DTYPES:
                    # Rewritten (see _FOLDED), the sum starts once one part is made: half before it, on average.
                    plan.rewritable_sums[i] = (parts[(len(parts) + 1) // 2:], size(t), len(parts) + 1)
                partial.extend(parts)

        if not cost.late_products:
            input_gradients()
        if cost.convolution and device.is_gpu:
            plan.temp(sum(tensor_bytes(shape_of[t], dtype_of[t]) for t in outs), 0, "workspace", i, "cuDNN workspace")
        elif cost.convolution:
            # The filter and input gradients, each with its column buffer (rules.cpu_conv_workspace).
            if not first:
                workspace = column_buffers(i, cost)
            if any(needs_grad.get(t) for t in inputs_of[i]):
                plan.temp(0, cost.input_workspace, "workspace", i, "input gradient workspace", cost.workspace_from)
        if not cost.temporaries_first:
            temps = backward_temporaries()
        made = {"": True, "input": input_grads, "weights": trainable[i] > 0}
        item = dtype_size(computes[i] or "float32")

        def run_products(chosen: tuple) -> None:
            for p in chosen:
                lhs_gradient, rhs_gradient = made.get(p.lhs_gradient, False), made.get(p.rhs_gradient, False)
                # A kernel broadcast over the batch gets a gradient a sample, summed after (rules.Product).
                per_sample = p.rhs_per_sample if rhs_gradient else 0
                unsummed = (plan.alloc(per_sample * item, 0, "transient", i, "per-sample weight gradient")
                            if per_sample else None)
                if float32_products(i) and not p.wide:
                    # Each product's gradient products, one operand's and the other's, run side by side
                    # (f16_deep_mlp_bn b256's trace: a Dense's two MatMul gradients' copies alive at the
                    # peak); one layer's products one after another.
                    _float32_copies(plan, i, (p.lhs, p.rhs, p.out) * lhs_gradient
                                    + (p.lhs, p.out, (per_sample, 0) if per_sample else p.rhs) * rhs_gradient)
                if unsummed is not None:
                    plan.free(unsummed)

        late = len(cost.products) - cost.late_products
        run_products(cost.products[:late])
        if first:  # the earlier layers' (this layer's own are added below)
            free_lagging(lagging_copies)
        if cost.late_products:
            # The layer's own gradients are done: what they read and made goes, but the gradients the
            # later products read (f16_cross_attention b64's trace: the key and value projections'
            # kernel gradients at the peak, the attention's kept tensors and scores freed before).
            keep = min(cost.late_temps, len(temps))
            for b in temps[:len(temps) - keep] + kept_pieces.pop(i, []):
                plan.free(b)
            temps = temps[len(temps) - keep:]
            input_gradients()
            run_products(cost.products[late:])
        for b in copies_read:
            plan.free(b)
        if halves and weight_grads:
            # each 16-bit weight gradient is cast to float32, then freed
            sizes = [n for n in dense_sizes[i] if n]
            cast = [plan.alloc(0, n, "gradients", i, "weight gradients") for n in sizes]
            for b in weight_grads[:len(sizes)]:
                plan.free(b)
            weight_grads[:len(sizes)] = cast
        plan.temp(cost.backward_scratch, cost.backward_fixed, "transient", i, "backward temporaries")
        sequence = inputs_of[i][0] if inputs_of[i] else None
        if cost.backward_pile and _piles(cost, input_grads, bool(needs_grad.get(sequence)),
                                         calls[producer[sequence]] if sequence in producer else None):
            count, nbytes, fraction = cost.backward_pile
            popped = kept_pieces.get(i, [])[:int(len(kept_pieces.get(i, [])) * fraction)]
            for b in popped:
                plan.free(b)
            kept_pieces[i] = kept_pieces.get(i, [])[len(popped):]
            temps += [plan.alloc(0, nbytes, "transient", i, "piled kernel gradients") for _ in range(count)]
        for b in temps + partial:
            plan.free(b)
        if cost.columns_end_with_layer:
            for b in workspace:
                plan.free(b)
            workspace = []

        def update(i=i, weight_grads=weight_grads,
                   copies=copy_on_write and input_grads and cost.reads_weights,
                   values=table_values(i) if sparse else 0, rows=cost.looked_up if trainable[i] else (),
                   held: list[int] | None = None, started: list[list[int]] | None = None) -> None:
            """The layer's update; ``held``: what it made is kept there, to be freed with others';
            ``started``: only its first temporary of each weight is made, appended there."""
            sizes = [n for n in weight_sizes[i] if n]
            dense = sparse_temps if values or rows else update_temps
            if started is not None:
                started.append([plan.alloc(0, n, "transient", i, "update temporaries") for n in sizes] if dense else [])
                return
            made = [] if i in ahead else update_temporaries(i, dense, values, rows=rows)
            if copies:
                made += [plan.alloc(0, n, "transient", i, "kernel copied on write") for n in sizes]
            done = made + weight_grads + early.pop(i, [])
            if held is not None:
                held += done
                return
            for b in done:
                plan.free(b)

        def release(i=i, cost=cost, outs=[] if own_first else outs, incoming=incoming[1 if passed else 0:],
                    overwritten=overwritten) -> None:
            for b in incoming:
                plan.free(b)
            for b in kept_pieces.pop(i, []):
                plan.free(b)
            unkeep(inputs_of[i], [k and t not in overwritten for t, k in zip(inputs_of[i], cost.keeps_inputs)])
            unkeep(outs, cost.keeps_outputs)

        # The tables whose gradient this layer made start their updates together, before it lets go; a
        # convolution's once its filter gradient is done and it has let go (text_cnn_adafactor b128's
        # trace: the filter gradient made and freed, then the lookup's output and the pooling's gradient
        # freed, and only then the table's update, its values alive until it ends).
        tables = tables_at.pop(i, [])
        table_updates = [functools.partial(update_temporaries, k, sparse_temps, table_values(k), handed(k))
                         for k in tables]

        def update_tables(updates: list = table_updates) -> None:
            for b in [b for started in updates for b in started()]:
                plan.free(b)

        tables_after = bool(tables) and cpu_filter_gradient(i, cost)
        if not tables_after:
            update_tables()
        ahead.update(tables)
        if not first:
            settle(cost, i)
        if workspace or (first and cost.eigen_filter_gradient and cpu_filter_gradient(i, cost)):
            # The filter gradient outlasts the layer, and so does what it reads; the output does not:
            # the activation's gradient read it first (log_cosh_regressor b256's and conv1d_audio b32's
            # traces: the ReLU's output freed before the column buffers are made, the lagging column
            # buffer alive at the next layer's peak without it). Freed here, after the layer's own
            # gradients: freed before them, the replay's chunks put dcgan_generator b64 and conv1d_audio
            # b32 more than 10% under.
            if not own_first:
                unkeep(outs, cost.keeps_outputs)
                release = functools.partial(release, outs=[])
            slow = computes[i] in SIXTEEN_BITS and bool(workspace)
            (waiting if waits else slow_finishing if slow else finishing).append(update)
            (slow_finishing if slow else finishing).append(release)
            if tables_after:
                (slow_finishing if slow else finishing).append(update_tables)
            (slow_columns if slow else columns).extend(workspace)
            if not lag:
                finish(slow_finishing)
                finish()
                free_lagging(slow_columns)
                free_lagging(columns)
        else:
            if sparse and i in ahead:
                update()  # its temporaries made and freed already: its gradient goes
            elif sparse:
                sparse_updates.append(update)
            elif weight_grads:
                (waiting if waits else finishing).append(update)
            lags_from = (_kernel_gradient_lags_from(call, float32_products(i))
                         if lag and weight_grads and not sparse and input_grads and not device.is_gpu else 0)
            start = len(plan.events)
            release()
            if lags_from:
                # The kernel gradient (x^T g) may still run, on the executor's other thread, when the
                # next layer's backward starts: what it reads outlives the layer (kron_factored_mlp
                # b2048's trace: the 10-class Dense's input alive in the GELU's backward before it).
                # A race (mlp_4096 b11841's square layers: never): the high end holds them again from
                # the batch the rule names, until the next layer settles; `low` does not.
                reads = [e[1] for e in plan.events[start:] if e[0] == _FREE]
                again = [plan.alloc(b.per_sample, b.fixed, b.category, i, _LAGGING_READS, max(lags_from, b.min_batch))
                         for b in map(plan.buffers.__getitem__, reads)]
                copy_of.update(zip(again, reads))
                finishing.append(functools.partial(free_lagging, again))
                lagging_copies += [plan.alloc(4 * n, 4 * m, "transient", i, _LAGGING_READS, lags_from)
                                   for p in copied_products(i) if made.get(p.rhs_gradient, False)
                                   for n, m in (p.lhs, p.out, p.rhs) if n or m]
            if tables_after:
                update_tables()
    finish()
    finish(slow_finishing)
    # A loss-scaled step updates in one conditional once every gradient is ready: the executor starts
    # each weight's update before it finishes any (f16_highway_mlp b128's trace: a temporary of each of
    # its eight kernels' Adamax updates alive at once, beside all the gradients, at the step's peak).
    started: list[list[int]] = []
    for pending in waiting:
        pending(started=started)
    for pending, first in zip(waiting, started):
        for b in first:
            plan.free(b)
        pending()
    # The tables whose gradient no one layer makes (a lookup read by several) are updated together at
    # the end, their gradients summed by then; in a step that ``waits``, every table.
    held: list[int] = []
    for pending in sparse_updates:
        pending(held=held)
    for b in held:
        plan.free(b)
    for b in columns + slow_columns + lagging_copies:
        plan.free(b)
    for parts in [*grads.values(), *shared_grads.values()]:
        for b in parts:
            plan.free(b)
    for i, buffers in early.items():  # weights without a gradient (not reached): their state as it was
        for b in buffers:
            plan.free(b)
    _fold_buffers(plan, fold_in, sized, copy_of)
    return plan, fixed


def _batch_multiples(calls: list, inputs_of: list[list[int]], producer: dict[int, int]) -> tuple[dict, dict]:
    """How many times the model's batch each tensor's leading dimension is, and each call's inputs'
    (the largest), where not 1: a call's outputs have its inputs' multiple times its own folds."""
    fold_of: dict[int, Fraction] = {}
    fold_in: dict[int, Fraction] = {}
    for i, call in enumerate(calls):
        k = max((fold_of.get(t, Fraction(1)) for t in inputs_of[i]), default=Fraction(1))
        if k != 1:
            fold_in[i] = k
        folds = call.batch_folds or (Fraction(1),) * len(call.outputs)
        for t, f in zip(call.outputs, folds):
            if producer.get(t) == i and k * f != 1:
                fold_of[t] = k * f
    return fold_of, fold_in


def _fold_buffers(plan: Plan, fold_in: dict[int, Fraction], sized: set[int], copy_of: dict[int, int]) -> None:
    """Each buffer of a call on a folded batch (not a tensor's: those were sized with their own fold)
    grows with the folded batch: its per-sample bytes times the fold, its batch thresholds divided; a
    copy of another buffer, as that one."""
    if not fold_in:
        return
    plan.batch_folds = dict(fold_in)
    for b, buffer in enumerate(plan.buffers):
        k = fold_in.get(buffer.owner)
        if k is None or b in sized or b in copy_of:
            continue
        plan.buffers[b] = replace(buffer, per_sample=int(buffer.per_sample * k),
                                  min_batch=math.ceil(buffer.min_batch / k), max_batch=math.ceil(buffer.max_batch / k))
    for b, source in copy_of.items():
        plan.buffers[b] = replace(plan.buffers[b], per_sample=plan.buffers[source].per_sample)


def _without(sizes: list[int], taken: list[int]) -> list[int]:
    """``sizes`` less one entry equal to each of ``taken`` (those not found are ignored)."""
    left = list(sizes)
    for n in taken:
        if n in left:
            left.remove(n)
    return left


def _gradient_maker(i: int, made_by: Callable[[int], list[int]], costs: list, readers: dict, reached: list,
                    size: Callable[[int], int]) -> int | None:
    """The layer whose input gradient is layer ``i``'s one output's gradient: its one reader, or
    that reader's when the reader is a view passing the gradient on; None if several read it."""
    outs = made_by(i)
    while len(outs) == 1:
        read = [r for r in readers.get(outs[0], []) if costs[r] is not None and reached[r]]
        if len(read) != 1:
            return None
        cost = costs[read[0]]
        passed = made_by(read[0])
        if not (cost.hands_gradient_on and len(passed) == 1 and size(passed[0]) == size(outs[0])):
            return read[0]
        outs = passed
    return None


def _kernel_gradient_lags_from(call: Any, sixteen_bits: bool = False) -> int:
    """The smallest batch from which a Dense layer's kernel gradient is taken to outlast its input
    gradient on the CPU (0: never).

    Both products do as much work, but the kernel gradient (x^T g) reduces over the batch (times the
    positions a sample has) into a small kernel, the input gradient (g W^T) over the layer's units:
    kron_factored_mlp b2048's 10-unit output layer lags (2048 against 10), mlp_4096 b11841's square
    4096-unit layers never do (11841 against 4096). Taken to lag from :data:`_LAG_REDUCTION` times the
    units' reduction on, from :data:`_LAG_REDUCTION_16` times for a product in 16 bits (``sixteen_bits``).
    """
    shape = tuple(getattr(getattr(call.layer, "kernel", None), "shape", ()) or ())
    if call.class_name != "Dense" or len(shape) != 2 or not call.output_shapes:
        return 0
    units = int(shape[-1])
    positions = max(1, element_count(call.output_shapes[0]) // max(1, units))
    reduction = _LAG_REDUCTION_16 if sixteen_bits else _LAG_REDUCTION
    return max(1, -(-reduction * units // positions))


#: How many times longer a kernel gradient's reduction is than its input gradient's when it lags.
_LAG_REDUCTION = 32
#: A lagging filter gradient ends within a max pooling's backward step (``MaxPoolGrad``, which
#: recomputes each window's argmax) when its multiply-adds are at most this many times the elements the
#: pooling goes through. In the traces a filter gradient outlasts its layer's input gradient by 0.27 to
#: 0.45 of the input gradient's time, and MaxPoolGrad runs about 110 / work-per-element of it: at 144
#: (a 3x3 Conv2D of 64 after a 2x2 pooling) 0.7-0.8, the lag ended within it (random_shear_cnn b16,
#: l1_global_max_cnn b32); at 288 (128 filters) 0.33, it ran on into the next convolution's filter
#: gradient (l1_global_max_cnn b32). 0.45 is reached at about 240.
_POOL_OUTLASTS = 240
#: The same for a product in 16 bits, whose kernel gradient copies two batch-sized operands to float32
#: where the input gradient copies one (f16_one_hot_mixer b32's trace: its 128-unit Dense's kernel
#: gradient, a reduction 16 times the units', alive at the next layer's products in the high steps;
#: benchmarks/studies/2026-11-29-f16-lag-threshold).
_LAG_REDUCTION_16 = 16
#: The name of the buffers a lagging kernel gradient holds again (:func:`_kernel_gradient_lags_from`).
_LAGGING_READS = "lagging kernel gradient's reads"
_RACED_PRODUCT = "update product made before the gradient's other reader"


def _lagging_reads(peak: Any, batch_size: int) -> list[tuple[int, int]]:
    """(layer, bytes) of what each lagging kernel gradient reads, alive at a backward peak after its own
    layer's step, the latest layer first."""
    return _lagging(peak, batch_size, _LAGGING_READS)


def _raced_products(peak: Any, batch_size: int) -> list[tuple[int, int]]:
    """(layer, bytes) of each update product alive at the peak that a run can make in place instead
    (Adagrad's ``lr * g``: see _build), the latest layer first."""
    return _alive(peak, batch_size, _RACED_PRODUCT)


def _lagging_columns(peak: Any, batch_size: int) -> list[tuple[int, int]]:
    """(layer, bytes) of each filter gradient's column buffers still alive at a backward peak after its
    own layer's step (a later layer's: the backward pass reached it first), the latest layer first."""
    return _lagging(peak, batch_size, "filter gradient workspace")


def _lagging(peak: Any, batch_size: int, name: str) -> list[tuple[int, int]]:
    """(layer, bytes) of the buffers called ``name`` alive at a backward peak after their layer's step."""
    if peak.phase != "backward" or peak.layer < 0:
        return []
    return _alive(peak, batch_size, name, after=peak.layer)


def _alive(peak: Any, batch_size: int, name: str, after: int = -1) -> list[tuple[int, int]]:
    """(layer, bytes) of the buffers called ``name`` alive at the peak, of layers after ``after``, the
    latest layer first."""
    found: dict[int, int] = {}
    for buffer in peak.live:
        if buffer.name == name and buffer.owner > after:
            found[buffer.owner] = found.get(buffer.owner, 0) + buffer.raw(batch_size)
    return sorted(((layer, n) for layer, n in found.items() if n > 0), reverse=True)


def _piles(cost: Any, input_gradient: bool, sequence_gradient: bool, sequence_from: Any) -> bool:
    """Whether a recurrent layer's per-step kernel gradients pile up (``LayerCost.pile_needs``).

    ``input_gradient``: any input gets a gradient; ``sequence_gradient``: the first (the sequence,
    not the initial states) does; ``sequence_from``: the layer call that made it.
    """
    if cost.pile_needs == "dense input gradient":
        # Not when the sequence is an Embedding's lookup (lstm_dropout_tagger's trace: no pile).
        return sequence_gradient and getattr(sequence_from, "class_name", "Embedding") != "Embedding"
    return input_gradient or cost.pile_needs != "input gradient"


def _one_at_a_time(pieces: list[Piece]) -> list[Piece]:
    """A forward-only layer's intermediates: its largest buffer, alone, freed with the layer."""
    if not pieces:
        return []
    largest = max(pieces, key=lambda p: (p.per_sample + p.fixed) // max(1, p.count))
    count = max(1, largest.count)
    return [Piece(largest.name, largest.per_sample // count, largest.fixed // count)]


class _Replay:
    """One optimizer's step replayed: its requests at any batch, and the allocator's chunks over them."""

    def __init__(self, plan: Plan, fixed: dict[str, int], variables: list[int], first_region: int | None,
                 folds: dict[int, int] | None = None, made: tuple = (), static: Any = None) -> None:
        self.plan, self.fixed = plan, fixed
        self._variables, self._first_region = variables, first_region
        # Per sample of the model's batch: a layer on a folded batch (Plan.batch_folds) holds its fold's.
        self._folds = {i: int(n * plan.batch_folds.get(i, 1)) for i, n in {**(folds or {}), **plan.sums_of_three}.items()}
        self._static = static
        # A layer's sum of many parts is its own rule's (see constants): Grappler's named sums of as many
        # inputs are left to it.
        self._many_parts = {parts for _, _, parts in plan.rewritable_sums.values()}
        # Where the variables sit when a step starts. The first step: as their initializers left them
        # (``made``, variables.variables_made: the allocator's state after building, replayed to within
        # kilobytes). Later steps: as the updates left them, a variable taking its new value's chunk
        # (traced; not modelled); each variable allocated in turn stands in for it. The truth is the
        # max over the steps, the estimate the larger of the two.
        plain = tuple((KEPT, n) for n in variables if n)
        self._layouts = (made, plain) if made else (plain,)
        self.peak = functools.lru_cache(maxsize=64)(self._peak)
        # The sums Grappler rewrites: those at the step's peak on the first batch it is above the
        # threshold (found on the step as written), each with its zeros' per-sample bytes; their
        # parts beyond half are dropped from that batch on.
        start = self._first_busy()
        self.rewritten = {layer: (start, part) for layer, (_, part, _) in plan.rewritable_sums.items()
                          if start and self._busy(start).layer == layer}
        for layer in self.rewritten:
            plan.until(plan.rewritable_sums[layer][0], start)
        # The batches from which a loss's constants are too large to fold (see _LOSS_FORMS).
        self.folded_limits = {b.max_batch for b in plan.buffers
                              if b.name == "loss's folded constant" and b.max_batch}
        self.peak.cache_clear()
        self.slack = _Slack(self._chunk_slack, self.requests)

    def _step_bytes(self, batch_size: int) -> int:
        """The replay's step at ``batch_size``, weights and state included: Grappler's threshold's measure."""
        return self.peak(batch_size, 1.0).bytes + sum(self.fixed.values())

    def _busy(self, batch_size: int) -> Any:
        """The peak at ``batch_size`` if it is above Grappler's threshold (``_FOLDED``), else None."""
        return self.peak(batch_size, 1.0) if self._step_bytes(batch_size) > _FOLDED["busy"] else None

    def _first_busy(self, largest: int = 2**20) -> int:
        """The smallest batch whose step peaks above the threshold, for a plan with a rewritable sum
        (0: none, or none up to ``largest``); found by bisection (the peak grows with the batch)."""
        if not self.plan.rewritable_sums or not self._busy(largest):
            return 0
        low, high = 0, largest
        while high - low > 1:
            middle = (low + high) // 2
            low, high = (low, middle) if self._busy(middle) else (middle, high)
        return high

    def folded(self, batch_size: int) -> int:
        """Bytes of the constants Grappler folds and keeps (``_FOLDED``)."""
        return sum(self.constants(batch_size))

    def constants(self, batch_size: int) -> list[int]:
        """The constants Grappler folds and keeps (``_FOLDED``), each one's bytes: for a rewritten sum
        of parts, its zeros from the batch it is rewritten on; for the other sums of three or more,
        those Grappler's own static estimate names (``grappler.StaticSums``), or where it cannot be
        asked, the zeros of the layer summing three gradients at the replay's peak, if that peak,
        weights and state included, is above the threshold."""
        zeros = [part * batch_size for start, part in self.rewritten.values() if batch_size >= start]
        if not self._folds:
            return zeros
        named = self.named_sums(batch_size)
        if named is not None:
            return zeros + named
        peak = self._busy(batch_size)
        return zeros + ([self._folds.get(peak.layer, 0) * batch_size] if peak and peak.layer in self._folds else [])

    def named_sums(self, batch_size: int) -> list[int] | None:
        """The zeros' bytes of each sum Grappler's own static estimate says it rewrites at
        ``batch_size`` (``grappler.StaticSums``), or None where it is not asked."""
        # Asked only for a model with a rewritable sum of three (prepare makes ``_static`` then).
        if not (self._static and _ASK_GRAPPLER[0] < self._step_bytes(batch_size) / _FOLDED["busy"] < _ASK_GRAPPLER[1]):
            return None
        named = self._static.rewritten(batch_size)
        if named is None:
            return None
        return [s.bytes for s in named if s.inputs not in self._many_parts]

    def _peak(self, batch_size: int, allowance: float) -> Any:
        return self.plan.peak(batch_size, allowance, _STATIC)

    def places(self, batch_size: int, capacity: int) -> bool:
        """Whether an allocator limited to ``capacity`` bytes finds room for every request of the step.

        The limit caps the regions, not only the bytes in use: a request must fit one free chunk, and
        a new region gets what the limit leaves, so a step can run out of memory with bytes free in
        other regions (bn_cnn under 256 MiB: batch 64 trained, 65 and the total's 68 ran out; the
        replay in the planned order, capped, fails from 65 on).
        """
        first_region = None if self._first_region is None else capacity  # without growth: one region of it all
        try:
            for made in self._layouts:
                self.plan.allocator_peak(batch_size, self.constants(batch_size), first_region, limit=capacity,
                                         made=made)
        except RegionsExhausted:
            return False
        return True

    def requests(self, batch_size: int) -> int:
        """The replay's peak of the bytes asked for, the step's own buffers times ALLOWANCE."""
        return self.peak(batch_size, ALLOWANCE).bytes

    def allocator_variants(self, folded: list[int]) -> Iterator[tuple[int, tuple, int, bool]]:
        """The allocator replays whose chunks :meth:`_chunk_slack` averages, as ``(layout, made, grown_to,
        reverse)``: for each layout of the variables (``_layouts``), each start and each order.

        ``folded``: the folded constants' sizes (:meth:`constants`) at the batch replayed.
        """
        for layout, made in enumerate(self._layouts):
            # Where the regions double is decided before the step's first large request, by a fraction of a
            # MiB of allocations the replay does not see: two starts, as the variables leave the allocator
            # and with regions made until the next would be _EARLY_REGIONS (with memory growth; once the
            # variables' regions are that large, the two are one).
            starts = (0,)
            if self._first_region is None and self.plan.next_region(made, folded) < _EARLY_REGIONS:
                starts = (0, _EARLY_REGIONS)
            # The executor's order among one layer's allocations varies from run to run, and the chunks
            # with it: two orders, as planned and each layer's run of allocations reversed.
            for grown_to in starts:
                for reverse in (False, True):
                    yield layout, made, grown_to, reverse

    def _chunk_slack(self, anchor: int) -> int:
        """What the allocator's whole chunks add at ``anchor`` beyond the requests (the variables'
        rounding included): the largest, over the variables' layouts, of the mean over that layout's
        starts and orders (:meth:`allocator_variants`)."""
        # The folded constant is made when the step's graph is optimised: after the variables, before the step.
        folded = self.constants(anchor)
        counted: dict[int, list[int]] = {}
        for layout, made, grown_to, reverse in self.allocator_variants(folded):
            chunks = self.plan.allocator_peak(anchor, folded, self._first_region, reverse=reverse, made=made,
                                              grown_to=grown_to)
            dynamic = sum(b.raw(anchor) for b in chunks.live if b.category not in _STATIC)
            counted.setdefault(layout, []).append(chunks.bytes + round((ALLOWANCE - 1) * dynamic))
        means = [sum(c) // len(c) for c in counted.values()]
        return max(means) - sum(self._variables) - sum(folded) - self.requests(anchor)

    def total(self, batch_size: int) -> int:
        """The estimate at ``batch_size`` without the device's own costs."""
        return sum(self.fixed.values()) + self.folded(batch_size) + self.requests(batch_size) + self.slack(batch_size)


class _Slack:
    """The allocator's whole chunks beyond the requests, as a function of the batch that never
    lets the estimate shrink as the batch grows.

    The allocator is replayed at anchor batches (1, 2, 3, ... then 2**(1/4) apart). Between two
    anchors a slack that grows is interpolated linearly; one that falls is held until the
    requests' growth has made up for the fall (the estimate stays flat, then grows with the
    requests). A fall larger than the requests' growth over the whole gap is cut to it. Anchors are
    replayed once and kept.
    """

    def __init__(self, slack: Callable[[int], int], requests: Callable[[int], int]) -> None:
        self._slack, self._requests = slack, requests
        self._anchors: list[int] = []
        self._values: list[int] = []
        self._at: list[int] = []  # the requests at each anchor
        self._allowance = ALLOWANCE

    def _extend(self, batch_size: int) -> None:
        while not self._anchors or self._anchors[-1] <= batch_size:
            k = len(self._anchors)
            anchor = max(k + 1, round(2 ** (k / 4)), self._anchors[-1] + 1 if k else 1)
            value, requests = self._slack(anchor), self._requests(anchor)
            if k:
                value = max(value, self._values[-1] - (requests - self._at[-1]))
            self._anchors.append(anchor)
            self._values.append(value)
            self._at.append(requests)

    def __call__(self, batch_size: int) -> int:
        import bisect

        if self._allowance != ALLOWANCE:  # replayed with another allowance (benchmarks re-fit it)
            self._anchors, self._values, self._at, self._allowance = [], [], [], ALLOWANCE
        self._extend(batch_size)
        if batch_size <= 1:
            return self._values[0]
        k = bisect.bisect_right(self._anchors, batch_size) - 1
        (low, high), (before, after) = self._anchors[k:k + 2], self._values[k:k + 2]
        if after >= before:
            return before + (after - before) * (batch_size - low) // (high - low)
        return max(after, before + self._at[k] - self._requests(batch_size))


# The regions a run's allocator has made before its first step's large requests. The replay starts from
# the variables alone; the run's first step allocates thousands of small buffers first, and Grappler
# folds constants with scratch beside the batch (bicubic_resize_sr b32's trace: 14.29 MiB in use, 0.29
# past its first three regions, so a fourth of 16 MiB, and every later region twice the replay's; its
# peak 421 MiB where the replay's regions made it 565). How far it gets is not known from the graph:
# the slack is the mean of the replay's start and one whose regions reach 16 MiB (the next, 32 MiB),
# chosen on 816 measured runs over a next region of 16 or 64 MiB and over three regions more, whatever
# their size (benchmarks/studies/2026-11-27-chunk-regions).
_EARLY_REGIONS = 32 * 2**20

# Weight-sized products of the optimizer state alone, per trainable weight (see _build); RMSprop's are
# one of each of its slots (_early_products).
_EARLY_PRODUCTS = {"SGD with momentum": 1, "Adamax": 1, "Adadelta": 3, "Lion": 2, "Ftrl": 2}


def _folded_per_sample(calls: list, policy: str) -> dict[int, int]:
    """Per-sample bytes of the constant Grappler would fold for each layer call that sums three
    gradients of its input (``_FOLDED``): the input's size, which is the output's, in float32 for a
    16-bit one (Keras normalizes it in float32: the sum is float32; f16_two_head_cnn b128's trace:
    64 MiB held between steps for a 16-bit input of 32 MiB)."""
    return {i: element_count(c.output_shapes[0])
            * max(4, dtype_size(_compute_dtype(c.output_dtypes[0], policy)))
            for i, c in enumerate(calls) if c.class_name in _FOLDED["layers"] and c.output_shapes}


def _weight_dtype_bytes(shape: tuple, policy: str) -> int:
    """Per-sample bytes of a tensor of ``shape`` in the weights' dtype (float32 but under a 16-bit policy)."""
    return element_count(shape) * dtype_size("float32" if policy.startswith("mixed_") else policy)


def _update_rule(optimizer: Any) -> tuple[Any, str]:
    """The optimizer that updates the weights (a LossScaleOptimizer's own) and its rule's name."""
    inner = getattr(optimizer, "inner_optimizer", optimizer)
    name = type(inner).__name__
    if name == "SGD" and float(getattr(inner, "momentum", 0.0) or 0.0) > 0:
        name = "SGD with momentum"
    return inner, name


def _clips_globally(optimizer: Any) -> bool:
    """Whether the optimizer clips the gradients by their global norm (``global_clipnorm``)."""
    return getattr(_update_rule(optimizer)[0], "global_clipnorm", None) is not None


def _loss_scaled(model: Any, optimizer: Any, policy: str) -> bool:
    """Whether the step scales its loss: a LossScaleOptimizer, or one Keras's compile will wrap in it
    (``auto_scale_loss``, under mixed_float16) for a model rebuilt under that policy or not compiled."""
    import keras

    if isinstance(optimizer, keras.optimizers.LossScaleOptimizer):
        return True
    compiled = optimizer is getattr(model, "optimizer", None) and policy == _policy(model, None)
    return policy == "mixed_float16" and not compiled


def _lighter_optimizers(model: Any, optimizer: Any, state: Any) -> list:
    """Plain SGD and SGD with momentum, where they keep less state than ``optimizer`` by another rule.

    Strictly less, as suggest() offers them: an optimizer of one slot (Adagrad, RMSprop, Lion) is not
    held at momentum's estimate, whose update makes other temporaries (bf16_fibinet_bilinear_ctr b2048,
    Adagrad: 22.5% over at momentum's, 4.8% at its own; benchmarks/studies/2026-12-02-adagrad-temporaries).
    """
    import keras

    from .optimizers import optimizer_state

    rule = _update_rule(optimizer)[1]
    candidates = [keras.optimizers.SGD(), keras.optimizers.SGD(momentum=0.9)]
    return [o for o in candidates
            if _update_rule(o)[1] != rule and optimizer_state(model, o).total < state.total]


def _early_products(optimizer: Any) -> int:
    """Weight-sized buffers per trainable weight that the update computes before the gradient exists.

    A moving average of the weights (``use_ema``) adds one: ``momentum * average`` reads only its
    state, made as the step starts and held until the weight's update (rms_norm_mlp b256's trace:
    AdamW's two 4 MiB kernels' products alive through the step, 12.5% under without them). RMSprop
    makes one of each of its slots: ``rho * velocity``, with momentum ``momentum * m`` too, and
    centered ``rho * average_grad`` as well (musicnn_big_msd_tagger b1's trace under centred RMSprop
    with momentum: three products of each large kernel, made as the step starts)."""
    from .optimizers import _slots

    inner, name = _update_rule(optimizer)
    ema = bool(getattr(inner, "use_ema", False))
    state_alone = _slots(inner)[0] if name == "RMSprop" else _EARLY_PRODUCTS.get(name, 0)
    return state_alone + _decays(optimizer) + ema


def _decays(optimizer: Any) -> bool:
    """Does the optimizer decay its weights (``weight_decay``, AdamW's by default) before updating them?"""
    return float(getattr(_update_rule(optimizer)[0], "weight_decay", None) or 0.0) > 0


def _trainable_sizes(calls: list, model: Any, shared: bool = False) -> list[list[int]]:
    """Bytes of each trainable weight, by the call that owns it (``shared``: by every call using it)."""
    return [[variable_bytes(v) for v in mine] for mine in _trainable_weights(calls, model, shared)]


def _trainable_weights(calls: list, model: Any, shared: bool = False, regularized: bool = False) -> list[list]:
    """:func:`_trainable_sizes`' weights themselves (``regularized``: only those with a regularizer)."""
    trainable = {id(v) for v in model.trainable_weights}
    return [[v for v in mine if id(v) in trainable and (not regularized or getattr(v, "regularizer", None) is not None)]
            for mine in _owned_weights(calls, shared)]


def _autocast(layer: Any, v: Any) -> bool:
    """Does a mixed policy cast this float32 weight of the layer to 16 bits when the layer reads it?

    Keras casts a layer's variables inside its call unless the layer opts out (``autocast = False``:
    Embedding, LayerNormalization, GroupNormalization) or the variable does (BatchNormalization's).
    """
    return bool(getattr(layer, "autocast", True)) and bool(getattr(v, "_autocast", True))


def _penalty_constants(regularized: list[list]) -> list[tuple[int, int]]:
    """(call, bytes) of each weight-sized constant Grappler folds from a weight penalty's gradient,
    given each call's regularized weights (:func:`_trainable_weights`).

    Measured, not derived (a kernel of 512 x n with SGD, Adam or Adagrad, bytes held after the
    steps): Keras's ``L2`` keeps one constant the size of its weight between steps; ``L1L2`` one for
    each non-zero term; ``L1`` none. Grappler folds no constant above 10 MiB: an 11.7 MiB kernel
    kept none, an 8 MiB one its constants (L1L2: 17.1 MiB held).
    """
    found = []
    for i, weights in enumerate(regularized):
        for v in weights:
            penalty, n = v.regularizer, variable_bytes(v)
            if n > _MAX_FOLDED_CONSTANT:
                continue
            found += [(i, n)] * (_folded_terms(penalty) or 0)
    return found


def _folded_terms(penalty: Any) -> int | None:
    """The terms of a Keras ``L2`` or ``L1L2`` penalty that are not zero (its sum's gradient, a constant
    broadcast, is what Grappler folds); 0 for ``L1`` (measured: nothing folded); None for any other."""
    kind = type(penalty).__name__
    if kind == "L1":
        return 0
    if kind in ("L2", "L1L2"):
        return sum(bool(getattr(penalty, term, 0)) for term in ("l1", "l2"))
    return None


def _activity_penalty_folds(penalty: Any) -> bool:
    """Whether an activity penalty's gradient leaves Grappler a constant of its output's size.

    Measured, not derived (benchmarks/studies/2026-11-29-activity-constant: bytes held between steps,
    a 512-wide output at batches 256 to 8192): Keras's ``L2``, an ``L1L2`` with any non-zero term and the
    ``ActivityRegularization`` layer (an ``L1L2``) keep one, ``L1`` none, as a weight penalty's
    (:func:`_penalty_constants`); none above 10 MiB. A penalty of the user's own is taken to keep one.
    """
    if penalty is None:
        return False
    terms = _folded_terms(penalty)
    return terms is None or terms > 0


def _update_temporaries(optimizer: Any) -> int:
    """Weight-sized temporaries per trainable weight while the optimizer updates them."""
    rule = _update_rule(optimizer)[1]
    if rule == "RMSprop":
        # ``square(g)`` and ``lr * g`` beside the state's products (two with momentum: ``rho * velocity``
        # and ``momentum * m``).
        return 2 + _early_products(optimizer)
    return _UPDATE_TEMPORARIES.get(rule, 2)


def _built_remat(layer: Any) -> tuple | None:
    """The rematerialization a layer was built with (under keras.RematScope), if any."""
    mode = getattr(layer, "_remat_mode", None)
    if mode is None or not getattr(mode, "mode", None):
        return None
    return (mode.mode, int(getattr(mode, "output_size_threshold", 1024) or 1024), tuple(getattr(mode, "layer_names", ()) or ()))


def _replay_order(calls: list, beside_first: bool = True) -> tuple[list, dict[int, dict[int, int]]]:
    """The walk's calls as the replay takes them: each later call of a nested model with inner tensors
    of its own (:func:`_instances`) and, ``beside_first``, beside its first (:func:`_beside_first_calls`);
    and the renamings."""
    return _beside_first_calls(*_instances(calls)) if beside_first else _instances(calls)


def _instances(calls: list) -> tuple[list, dict[int, dict[int, int]]]:
    """The calls with each call of a nested model given inner tensors of its own, and those renamings.

    Keras keeps one graph per model: a model called twice (a shared tower) walks the same inner tensors
    twice, and the second call's layers would read and make the first call's. Every call of a nested
    model after its first (and every model nested in one) gets new identities, negative numbers no
    Python id takes; the answer's dict maps such a model call's index to its renaming of the inner ids.
    """
    fresh = itertools.count(-1, -1)
    renames: dict[int, dict[int, int]] = {}
    stack: list[tuple[int, dict[int, int] | None]] = []  # (a nested model's depth, its inner renaming)
    out = []
    for i, call in enumerate(calls):
        while stack and call.depth <= stack[-1][0]:
            stack.pop()
        rename = stack[-1][1] if stack else None
        if rename is not None:
            ins, outs = (tuple(rename.setdefault(t, next(fresh)) for t in ts) for ts in (call.inputs, call.outputs))
            call = replace(call, inputs=ins, outputs=outs)
        out.append(call)
        if call.is_model:
            inner = {} if call.call_index > 0 or rename is not None else None
            stack.append((call.depth, inner))
            if inner is not None:
                renames[i] = inner
    return out, renames


def _beside_first_calls(calls: list, renames: dict[int, dict[int, int]]) -> tuple[list, dict[int, dict[int, int]]]:
    """:func:`_instances`' answer with each later call of a nested model replayed beside its first.

    The same layers called directly on two inputs are ordered by Keras layer by layer (the first
    convolution on both, then the pooling on both, ...), a nested model's calls one after the other;
    TensorFlow runs the same graph either way. Each inner call of a later call is placed right after
    the first call's at the same place (then after its inputs' producers, where it reads what an
    earlier call made: a block applied in sequence stays in sequence), so a nested tower is replayed
    as the same layers called directly (triplet_cnn_nested b32's trace: two towers' filter gradients
    side by side at the peak).
    """
    keys = [(i, 0) for i in range(len(calls))]
    inner: dict[int, list[int]] = {}  # each nested model call's inner calls
    first: dict[int, int] = {}  # each nested model's first call
    later: dict[int, int] = {}  # how many calls of it came after the first
    alias: dict[int, int] = {}
    for i, call in enumerate(calls):
        if not call.is_model:
            continue
        _alias_nested(call, alias, renames.get(i, {}))
        inner[i] = list(itertools.takewhile(lambda j: calls[j].depth > call.depth, range(i + 1, len(calls))))
        model = id(call.layer)
        if model not in first:
            first[model], later[model] = i, 0
            continue
        later[model] += 1
        for j, mate in zip([i, *inner[i]], [first[model], *inner[first[model]]]):
            keys[j] = (keys[mate][0], later[model])
    if not any(later.values()):
        return calls, renames
    producer = {t: i for i, call in enumerate(calls) for t in call.outputs if t not in alias}
    needs = [{producer[_resolved(alias, t)] for t in call.inputs if _resolved(alias, t) in producer} - {i}
             for i, call in enumerate(calls)]
    for i, calls_inside in inner.items():
        for j in calls_inside:
            needs[j].add(i)
    order = _graph.producers_first(needs, keys.__getitem__)
    if order is None:  # a cycle: keep the walk's order
        return calls, renames
    moved = {i: k for k, i in enumerate(order)}
    return [calls[i] for i in order], {moved[i]: rename for i, rename in renames.items()}


class _Twins:
    """The layer calls Grappler's common subexpression elimination merges into an earlier one: a
    built-in Keras layer without weights or randomness, of the same class and configuration, reading
    the same tensors (darts_mixed_op_supernet b4's trace: the four ReLUs each mixed edge applies to one
    input, before its four separable convolutions, are one op: 12 ReLU outputs kept for the backward
    pass, one for each input the edges read, where the model has 117 ReLU layers). A merged call's
    outputs are aliases of its twin's; it makes nothing, and its readers' gradients meet at the twin's
    output. Not a call whose output nothing reads (a model output)."""

    def __init__(self, calls: list) -> None:
        self._calls = calls
        self._read = {t for call in calls for t in call.inputs}
        self._seen: dict[tuple, list[tuple[dict, int]]] = {}  # each earlier candidate's configuration and index
        self._merged: set[int] = set()

    def __contains__(self, i: int) -> bool:
        return i in self._merged

    def merged(self, i: int, inputs: list[int], producer: dict[int, int], alias: dict[int, int]) -> bool:
        """Whether call ``i``, reading ``inputs`` (resolved) of those ``producer`` calls, is an earlier
        call's twin: if so, its outputs are made aliases of the twin's."""
        call = self._calls[i]
        config = _mergeable_config(call.layer) if not (call.is_input or call.is_model) and inputs else None
        if config is None or not all(t in self._read for t in call.outputs):
            return False
        # The producers too: a nested model called again on other inputs without inner tensors of its
        # own (a user's train_step's phases) makes the same tensors again.
        key = (call.class_name, tuple(inputs), tuple(producer[t] for t in inputs), len(call.outputs))
        for seen, j in self._seen.get(key, []):
            if seen == config:
                alias.update({t: u for t, u in zip(call.outputs, self._calls[j].outputs) if t != u})
                self._merged.add(i)
                return True
        self._seen.setdefault(key, []).append((config, i))
        return False


def _one_padded_copy(cost: Any, call: Any, inputs: list[int], compute: str, made: set[tuple]) -> Any:
    """``cost`` without its padded input where an earlier convolution made the same copy: convolutions
    alike in kernel size, dilation and padding reading one tensor make one (Grappler's common
    subexpression elimination merges their SpaceToBatchND, or a causal convolution's Pad, whatever
    their weights: darts_mixed_op_supernet b4's trace holds 24 padded inputs at the loss, one for each
    tensor its mixed edges read and each of its two dilations, where the replay held 54). The first
    call's copy is kept until its own backward, after every later call's. ``made``: the copies made so
    far, added to."""
    piece = next((p for p in cost.pieces if p.name == "padded input"), None)
    if piece is None or not inputs:
        return cost
    layer = call.layer
    key = (inputs[0], compute, piece.per_sample, piece.fixed, str(getattr(layer, "padding", "")).lower(),
           _tuple(getattr(layer, "kernel_size", ())), _tuple(getattr(layer, "dilation_rate", ())))
    if key not in made:
        made.add(key)
        return cost
    return replace(cost, pieces=[p for p in cost.pieces if p is not piece])


def _mergeable_config(layer: Any) -> dict | None:
    """A layer's configuration without its name, where Grappler could merge two of its calls: a
    built-in Keras layer (a user's layer's configuration does not say what it computes), without
    variables (a seed generator's among them: a random op is never merged) and not a Lambda."""
    import keras

    module = type(layer).__module__ or ""
    if (not isinstance(layer, keras.layers.Layer) or not module.startswith("keras.")
            or type(layer).__name__ == "Lambda" or layer.variables
            or any(isinstance(v, keras.random.SeedGenerator) for v in vars(layer).values())):
        return None
    try:
        config = dict(layer.get_config())
    except (NotImplementedError, TypeError, ValueError):
        return None
    config.pop("name", None)
    return config


def _resolved(alias: dict[int, int], t: int) -> int:
    """The tensor ``t`` stands for, through a nested model's aliases (:func:`_alias_nested`)."""
    while t in alias:
        t = alias[t]
    return t


def _alias_nested(call: Any, alias: dict[int, int], rename: dict[int, int]) -> None:
    """A nested functional model: its inner inputs are the outer tensors, its outputs the inner ones
    (``rename``: this call's own identities for its inner tensors, from :func:`_instances`)."""
    graph = _graph._functional_of(call.layer)
    if graph is None:
        return
    inner_in = [rename.get(id(t), id(t)) for t in _graph._flat_tensors(graph.inputs)]
    inner_out = [rename.get(id(t), id(t)) for t in _graph._flat_tensors(graph.outputs)]
    if len(inner_in) == len(call.inputs):
        alias.update({inner: outer for inner, outer in zip(inner_in, call.inputs) if inner != outer})
    if len(inner_out) == len(call.outputs):
        alias.update({outer: inner for outer, inner in zip(call.outputs, inner_out) if inner != outer})


def _owned_weights(calls: list, shared: bool = False) -> list[list]:
    """Each call's weights, every variable counted once: a shared layer's (or weight's) at its first call.

    ``shared``: every call's weights, a shared layer's at each of its calls.
    """
    seen: set[int] = set()
    owned = []
    for call in calls:
        mine = []
        if call.layer is not None and not call.is_model:
            for v in getattr(call.layer, "weights", []):
                if shared or id(v) not in seen:
                    seen.add(id(v))
                    mine.append(v)
        owned.append(mine)
    return owned


def _trainable_bytes(calls: list, model: Any) -> list[int]:
    """Bytes of the trainable weights each call owns, each rounded as the allocator rounds it."""
    return [sum(aligned(n) for n in sizes) for sizes in _trainable_sizes(calls, model)]


def _needs_gradient(calls: list, inputs_of: list[list[int]], trainable: list[int]) -> dict[int, bool]:
    """Which tensors get a gradient: those computed from trainable weights."""
    needs: dict[int, bool] = {}
    for i, call in enumerate(calls):
        value = bool(trainable[i]) or any(needs.get(t) for t in inputs_of[i])
        for t in call.outputs:
            needs.setdefault(t, value and not call.is_input)
    return needs


def _target_bytes(model: Any, shape_of: dict, dtype_of: dict, calls: list) -> int:
    """Per-sample bytes of the targets: an int label for sparse losses, else the output's size."""
    outputs = [t for c in calls for t in c.outputs if t in shape_of][-1:]
    if "sparse" in _loss_name(getattr(model, "loss", None)):
        return 4 * len(outputs)
    return sum(tensor_bytes(shape_of[t], "float32") for t in outputs)


def _loss_name(loss: Any) -> str:
    """A loss's name in lower case without underscores: of a string, a ``keras.losses.Loss``, a function."""
    name = loss if isinstance(loss, str) else (
        getattr(loss, "name", None) or getattr(loss, "__name__", None) or type(loss).__name__)
    return str(name).lower().replace("_", "")


def _returned_ids(model: Any) -> list[int]:
    """The ids of the tensors a functional or Sequential model returns, as its walk names them (none for
    another model)."""
    graph = _graph._functional_of(model)
    return [id(t) for t in _graph._flat_tensors(graph.outputs)] if graph is not None else []


def _loss_form(model: Any, call: Any, index: int) -> str:
    """Which of ``_LOSS_FORMS`` the loss of the model's ``index``-th output takes."""
    loss = getattr(model, "loss", None)
    if isinstance(loss, dict):
        loss = loss.get(call.name, next(iter(loss.values()), None))
    elif isinstance(loss, (list, tuple)):
        loss = loss[min(index, len(loss) - 1)] if loss else None
    name = _loss_name(loss)
    if "crossentropy" not in name or "focal" in name:
        return "element-wise"
    config = loss.get_config() if hasattr(loss, "get_config") else {}
    logits = bool(config.get("from_logits")) or activation_name(call.layer) in ("softmax", "sigmoid")
    if "binary" in name:
        return f"binary crossentropy {'from logits' if logits else 'of probabilities'}"
    if logits:
        return "crossentropy from logits"
    return f"{'sparse ' if 'sparse' in name else ''}crossentropy of probabilities"


def _layer_parameter_bytes(model: Any, calls: list, state: Any) -> list[int]:
    """Each call's weights, with their share of the optimizer state."""
    trainable = _trainable_bytes(calls, model)
    total_trainable = sum(trainable) or 1
    return [
        sum(variable_bytes(v) for v in mine) + state.slot_bytes * trainable[i] // total_trainable
        for i, mine in enumerate(_owned_weights(calls))
    ]


def _layer_frame(names: list, classes: list, params: list, per_layer: dict, parts: dict) -> Any:
    import pandas as pd

    frame = pd.DataFrame(
        {
            "name": names,
            "class": classes,
            "weights_and_state_bytes": params,
            "kept_activation_bytes": [per_layer.get(i, [0, 0])[0] for i in range(len(names))],
            "other_bytes_at_peak": [per_layer.get(i, [0, 0])[1] for i in range(len(names))],
        }
    )
    frame["total_bytes"] = frame.iloc[:, 2:].sum(axis=1)
    total = sum(parts.values()) or 1
    frame["share"] = frame["total_bytes"] / total
    return frame
