"""The analytic estimate: a layer-by-layer replay of one training step.

Nothing is executed and nothing is traced for a functional or Sequential
model: the estimate reads Keras's layer graph (shapes, dtypes, weights), asks
:mod:`kerasmem.estimate.rules` what each layer allocates and what its gradient
keeps, and replays the step with :mod:`kerasmem.estimate.liveness`: forward,
loss, backward in reverse, the optimizer update. The peak of that replay,
plus what lives through the whole step (weights, optimizer state) and the
device's own costs (:mod:`kerasmem.estimate.devices`), is the estimate.

Parts of the breakdown:
    weights, optimizer state: every variable, each rounded as the allocator
        rounds it (optimizer state from :func:`kerasmem.optimizer_state`).
    gradients: weight gradients alive at the peak (all of them during the update).
    activations kept for backward: what the gradients of the layers not yet
        differentiated still need.
    transient: activation gradients, outputs not yet consumed, each op's
        temporaries, the optimizer's update temporaries.
    input batch: the inputs and targets of the step.
    workspace: the convolution gradient's scratch (see devices).
    allocator rounding: every buffer rounded up to 256 bytes.
    device (GPU only): CUDA context and library handles; the memory TensorFlow
        reserves for the driver when memory growth is off.

The update temporaries: Keras applies each weight's update as a chain of
element-wise ops, and TensorFlow runs the chains of all weights side by side,
so each chain's live temporaries add up over the weights. Counted from the
update rules (an op overwrites its input in place when nothing else reads it):
plain SGD ``w -= lr * g`` needs none; SGD with momentum (``m * momentum``) and
Adagrad one weight-sized temporary per weight; Adam and the rest two (Adam:
``g - m`` and ``square(g)`` both read the gradient, then ``m * alpha`` and
``sqrt(v)``). Measured in the peak-anatomy study
(benchmarks/studies/2026-11-21-peak-anatomy): 0.96 x the trainable weights
for SGD with momentum, 0.9-3.8 x for an update alone across the zoo.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from .. import _graph
from ..errors import InvalidArgumentError
from .devices import Device, resolve_device
from .liveness import Plan, aligned
from .result import MemoryEstimate
from .rules import dtype_size, layer_cost, rematerialized, tensor_bytes

__all__ = ["prepare", "POLICIES", "REMAT_MODES"]

#: keras.RematScope's modes (None: no rematerialization beyond what the model was built with).
REMAT_MODES = (None, "full", "activations", "larger_than", "list_of_layers")
#: Dtype policies the estimate understands (besides the model's own).
POLICIES = ("float32", "mixed_float16", "mixed_bfloat16", "bfloat16", "float16")
# Weight-sized temporaries per trainable weight during the update (see the module docstring).
_UPDATE_TEMPORARIES = {"SGD": 0, "SGD with momentum": 1, "Adagrad": 1}
#: What the layer-by-layer replay does not see, as a factor on the step's own memory (everything
#: but weights, optimizer state and weight gradients): the BFC allocator counting whole chunks
#: (a request that lands in a chunk under twice its size takes all of it; workspaces land in
#: 16 or 32 MiB chunks), ops that two executor threads run side by side, and op internals the
#: rules leave out. One number for every model, fitted on the tuning half of benchmarks/zoo.py
#: only (factors 1.15-1.40 in steps of 0.05; the rule: fewest runs more than 10% under the
#: measured peak, then the lowest median error); see benchmarks/RESULTS.md.
ALLOWANCE = 1.35
#: How far off the estimate was on models its rules were never fitted to (CPU truth, the "fresh" and
#: "fourth" held-out sets of benchmarks/RESULTS.md, 24 runs): said with every estimate.
ACCURACY_NOTE = (
    "accuracy, on models its rules were not fitted to (CPU truth, 24 runs): median 16% off, from 25% "
    "under to 45% over; near a limit, measure (kerasmem.measure_peak, find_max_batch_size)"
)
_PARTS = (
    "weights", "optimizer state", "gradients", "activations kept for backward", "transient",
    "input batch", "workspace", "16-bit weight copies", "allocator rounding", "allocator and executor allowance",
    "CUDA context and handles", "reserved by TensorFlow",
)
_STATIC = ("weights", "optimizer state", "gradients")
_OVERHEADS = ("allocator rounding", "allocator and executor allowance", "CUDA context and handles", "reserved by TensorFlow")


def prepare(
    model: Any,
    input_shape: Any = None,
    *,
    optimizer: Any = None,
    dtype_policy: str | None = None,
    device: str = "gpu",
    jit_compile: bool | None = None,
    memory_growth: bool = False,
    remat: str | None = None,
    remat_threshold: int = 1024,
    remat_layers: Any = (),
) -> Callable[[int], MemoryEstimate]:
    """Analyses the model once; the returned function estimates any batch size on one device.

    Data parallelism (``replicas=``, ``strategy=``) wraps it: see :mod:`kerasmem.estimate.parallel`.
    """
    from .optimizers import optimizer_state

    where = resolve_device(device)
    notes: list[str] = []
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
    _, calls = _graph.layer_calls(model, input_shape)
    if remat not in REMAT_MODES:
        raise InvalidArgumentError(
            f"unknown remat mode {remat!r}: choose one of {', '.join(m for m in REMAT_MODES if m)} "
            f"(keras.RematScope's modes), or None"
        )
    if remat:
        notes.append(f"as if built under keras.RematScope(mode={remat!r})")
    remat_mode = (remat, int(remat_threshold), tuple(remat_layers)) if remat else None
    plan, fixed = _build(model, calls, state, optimizer, policy, where, jit, remat_mode)
    device_parts: dict[str, int] = {}
    if where.is_gpu:
        from .devices import CUDA_CONTEXT

        reserve, why = where.reserved(memory_growth)
        device_parts = {"CUDA context and handles": CUDA_CONTEXT, "reserved by TensorFlow": reserve}
        notes.append(
            "GPU terms (CUDA context 512 MiB, cuDNN workspace, TensorFlow's reserve"
            + (f": {reserve // 2**20} MiB for {why}" if reserve else ": none with memory growth")
            + ") come from TensorFlow's source and NVIDIA's documentation, not from a kerasmem measurement"
        )
    if policy != "float32":
        notes.append(f"dtype policy {policy}: activations in 16 bits, weights and their gradients in float32")
    names = [c.name for c in calls]
    classes = [c.class_name for c in calls]
    fixed_rounding = {"weights": fixed.pop("_weights rounding", 0), "optimizer state": fixed.pop("_state rounding", 0)}
    layer_params = _layer_parameter_bytes(model, calls, state)

    def parts_at(batch_size: int) -> tuple[dict[str, int], Any, dict[int, list[int]]]:
        """The breakdown at one batch size, the replay's peak, and each layer's bytes then."""
        peak = plan.peak(batch_size)
        parts = dict.fromkeys(_PARTS, 0)
        parts.update(fixed)
        per_layer: dict[int, list[int]] = {}
        rounding = sum(fixed_rounding.values())
        for buffer in peak.live:
            raw = buffer.raw(batch_size)
            parts[buffer.category] += raw
            rounding += buffer.size(batch_size) - raw
            if buffer.owner >= 0:
                kept = buffer.category == "activations kept for backward"
                per_layer.setdefault(buffer.owner, [0, 0])[0 if kept else 1] += raw
        parts["allocator rounding"] = rounding
        dynamic = sum(v for k, v in parts.items() if k not in _STATIC)
        parts["allocator and executor allowance"] = round((ALLOWANCE - 1) * dynamic)
        parts.update(device_parts)
        return parts, peak, per_layer

    def estimate(batch_size: int) -> MemoryEstimate:
        parts, peak, per_layer = parts_at(batch_size)
        breakdown = {k: v for k, v in parts.items() if v or k in _PARTS[:6]}
        where_text = f"{peak.phase} pass" + (f", at layer '{names[peak.layer]}'" if peak.layer >= 0 else "")
        return MemoryEstimate(
            model_name=model.name,
            batch_size=batch_size,
            method="analytic",
            breakdown=breakdown,
            per_sample=sum(parts_at(batch_size + 1)[0].values()) - sum(parts.values()),
            notes=(f"peak in the {where_text}", f"optimizer: {state.optimizer}", *notes, ACCURACY_NOTE),
            layers=_layer_frame(names, classes, layer_params, per_layer, parts),
        )

    return estimate


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


def _compute_dtype(dtype: str, policy: str) -> str:
    """A float32 activation's dtype under another policy (the model's own dtypes otherwise)."""
    if policy in ("mixed_float16", "float16") and dtype == "float32":
        return "float16"
    if policy in ("mixed_bfloat16", "bfloat16") and dtype == "float32":
        return "bfloat16"
    return dtype


def _variable_bytes(variables: list) -> tuple[int, int]:
    """Raw bytes of unique variables, and what rounding to 256 adds."""
    seen: set[int] = set()
    raw = rounded = 0
    for v in variables:
        if id(v) in seen:
            continue
        seen.add(id(v))
        n = math.prod(v.shape) * dtype_size(v.dtype)
        raw += n
        rounded += aligned(n)
    return raw, rounded - raw


def _build(
    model: Any, calls: list, state: Any, optimizer: Any, policy: str, device: Device, jit: bool,
    remat: tuple | None = None,
) -> tuple[Plan, dict[str, int]]:
    """The step's plan, and the parts that live through the whole step."""
    weights_raw, weights_round = _variable_bytes(model.weights)
    fixed = {
        "weights": weights_raw,
        "optimizer state": state.total,
        "_weights rounding": weights_round,
        # each slot is a variable of its own, rounded like its weight
        "_state rounding": _variable_bytes(model.trainable_weights)[1] * state.slots,
    }
    plan = Plan()
    shape_of: dict[int, tuple] = {}
    dtype_of: dict[int, str] = {}
    producer: dict[int, int] = {}
    alias: dict[int, int] = {}

    def resolve(t: int) -> int:
        while t in alias:
            t = alias[t]
        return t

    # 1. tensors, their producers and readers
    readers: dict[int, list[int]] = {}
    inputs_of: list[list[int]] = []
    previous: list[int] = []
    for i, call in enumerate(calls):
        if call.is_model:
            _alias_nested(call, alias)
        ins = [resolve(t) for t in call.inputs if resolve(t) in producer] if not call.is_input else []
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
            dtype_of[t] = dtype if call.is_input else _compute_dtype(dtype, policy)
        if not call.is_model and call.outputs:
            previous = [t for t in call.outputs if t in producer]
    # 2. each layer's rule, and who keeps which tensor for the backward pass
    costs = []
    keepers: dict[int, int] = {}
    for i, call in enumerate(calls):
        if call.is_input:
            costs.append(None)
            continue
        in_shapes, in_dtypes = [shape_of[t] for t in inputs_of[i]], [dtype_of[t] for t in inputs_of[i]]
        cost = layer_cost(call, in_shapes, in_dtypes)
        cost = rematerialized(cost, call, in_shapes, in_dtypes, remat or _built_remat(call.layer))
        if jit:
            cost.forward_scratch = 0
        costs.append(cost)
        for t, keep in zip(inputs_of[i], cost.keeps_inputs):
            keepers[t] = keepers.get(t, 0) + bool(keep)
        for t, keep in zip(call.outputs, cost.keeps_outputs):
            if t in producer:
                keepers[t] = keepers.get(t, 0) + bool(keep)
    trainable = _trainable_bytes(calls, model)
    needs_grad = _needs_gradient(calls, inputs_of, trainable)

    def size(t: int) -> int:
        return tensor_bytes(shape_of[t], dtype_of[t])

    # 3. forward pass
    buffer_of: dict[int, int] = {}
    users: dict[int, int] = {}  # buffer -> tensors still needing it
    remaining = {t: len(r) for t, r in readers.items()}

    def release(t: int) -> None:
        b = buffer_of.get(t)
        if b is None:
            return
        users[b] -= 1
        if users[b] == 0:
            plan.free(b)

    def share(t: int, source: int) -> None:
        b = buffer_of.get(source)
        if b is not None:
            buffer_of[t] = b
            users[b] += 1

    plan.at("forward", -1)
    for i, call in enumerate(calls):
        if call.is_input:
            for t in call.outputs:
                b = plan.alloc(size(t), 0, "input batch", i, call.name)
                buffer_of[t], users[b] = b, 1
    # The targets, like the inputs, live through the whole step: never freed.
    plan.alloc(_target_bytes(model, shape_of, dtype_of, calls), 0, "input batch", -1, "targets")
    kept_pieces: dict[int, list[int]] = {}
    weight_copies: dict[int, list[int]] = {}
    mixed = policy.startswith("mixed_")
    model_outputs = [t for t in producer if t not in readers and not calls[producer[t]].is_input]
    for i, call in enumerate(calls):
        cost = costs[i]
        if cost is None:
            continue
        plan.at("forward", i)
        ins = inputs_of[i]
        outs = [t for t in call.outputs if t in producer and producer[t] == i]
        for t in outs:
            source = ins[0] if ins else None
            if cost.view and source is not None and size(t) <= size(source):
                share(t, source)
            elif (cost.in_place and source is not None and remaining.get(source) == 1 and not keepers.get(source)
                  and calls[producer[source]].is_input is False and size(t) == size(source)):
                share(t, source)
            else:
                kind = "activations kept for backward" if keepers.get(t) else "transient"
                b = plan.alloc(size(t), 0, kind, i, call.name)
                buffer_of[t], users[b] = b, 1
        for piece in cost.pieces:
            b = plan.alloc(piece.per_sample, piece.fixed, "activations kept for backward", i, piece.name)
            if piece.kept:
                kept_pieces.setdefault(i, []).append(b)
            else:
                plan.free(b)
        if mixed and trainable[i]:
            # Under a mixed policy each call casts its float32 weights to 16 bits; the
            # gradients of its matmuls/convolutions read that copy.
            weight_copies[i] = [plan.alloc(0, trainable[i] // 2, "16-bit weight copies", i, "weight copy")]
        plan.temp(cost.forward_scratch, 0, "transient", i, "forward temporaries")
        for t in ins:
            remaining[t] -= 1
            if remaining[t] == 0 and not keepers.get(t) and not calls[producer[t]].is_input:
                release(t)
        for t in outs:
            if t not in readers and t not in model_outputs and not keepers.get(t):
                release(t)
    # 4. the loss: a softmax/log-softmax sized like each output, then the output gradients
    plan.at("loss", -1)
    grads: dict[int, list[int]] = {}
    for t in model_outputs:
        plan.temp(2 * size(t), 0, "transient", producer[t], "loss")
        if not keepers.get(t):
            release(t)
        grads[t] = [plan.alloc(size(t), 0, "transient", producer[t], "output gradient")]
    # 5. backward pass
    weight_grads = []
    for i in range(len(calls) - 1, -1, -1):
        cost, call = costs[i], calls[i]
        if cost is None:
            continue
        plan.at("backward", i)
        outs = [t for t in call.outputs if t in producer and producer[t] == i]
        incoming = []
        for t in outs:
            parts = grads.pop(t, [])
            if len(parts) > 1:  # AddN of the readers' gradients
                total = plan.alloc(size(t), 0, "transient", i, "summed gradient")
                for b in parts:
                    plan.free(b)
                parts = [total]
            incoming += parts
        if trainable[i]:
            weight_grads.append(plan.alloc(0, trainable[i], "gradients", i, "weight gradients"))
        for b in weight_copies.pop(i, []):
            plan.free(b)
        passed = False
        for t, wanted in zip(inputs_of[i], cost.inputs_need_grad):
            if not (wanted and needs_grad.get(t)):
                continue
            if (cost.view or cost.in_place) and incoming and size(t) == size(outs[0]) and not passed:
                grads.setdefault(t, []).append(incoming[0])  # the gradient flows through unchanged
                passed = True
                continue
            grads.setdefault(t, []).append(plan.alloc(size(t), 0, "transient", i, "input gradient"))
        if cost.convolution and device.is_gpu:
            plan.temp(sum(size(t) for t in outs), 0, "workspace", i, "cuDNN workspace")
        elif cost.convolution:
            # TensorFlow runs the filter and input gradients side by side, each with its buffer.
            input_grad = any(needs_grad.get(t) for t in inputs_of[i]) and cost.valid_padding
            workspace = device.conv_workspace(0, cost.cpu_workspace) * (2 if input_grad else 1)
            plan.temp(0, workspace, "workspace", i, "convolution workspace")
        plan.temp(cost.backward_scratch, 0, "transient", i, "backward temporaries")
        for b in incoming[1 if passed else 0:]:
            plan.free(b)
        for b in kept_pieces.pop(i, []):
            plan.free(b)
        for t, keep in list(zip(inputs_of[i], cost.keeps_inputs)) + list(zip(outs, cost.keeps_outputs)):
            if keep:
                keepers[t] -= 1
                if keepers[t] == 0 and not calls[producer[t]].is_input:
                    release(t)
    for parts in grads.values():
        for b in parts:
            plan.free(b)
    # 6. the optimizer update, every weight gradient alive
    plan.at("update", -1)
    plan.temp(0, _update_temporaries(optimizer) * sum(trainable), "transient", -1, "update temporaries")
    for b in weight_grads:
        plan.free(b)
    return plan, fixed


def _update_temporaries(optimizer: Any) -> int:
    """Weight-sized temporaries per trainable weight while the optimizer updates them."""
    inner = getattr(optimizer, "inner_optimizer", optimizer)  # a LossScaleOptimizer's own
    name = type(inner).__name__
    if name == "SGD" and float(getattr(inner, "momentum", 0.0) or 0.0) > 0:
        name = "SGD with momentum"
    return _UPDATE_TEMPORARIES.get(name, 2)


def _built_remat(layer: Any) -> tuple | None:
    """The rematerialization a layer was built with (under keras.RematScope), if any."""
    mode = getattr(layer, "_remat_mode", None)
    if mode is None or not getattr(mode, "mode", None):
        return None
    return (mode.mode, int(getattr(mode, "output_size_threshold", 1024) or 1024), tuple(getattr(mode, "layer_names", ()) or ()))


def _alias_nested(call: Any, alias: dict[int, int]) -> None:
    """A nested functional model: its inner inputs are the outer tensors, its outputs the inner ones."""
    graph = _graph._functional_of(call.layer)
    if graph is None:
        return
    inner_in = [id(t) for t in _graph._flat_tensors(graph.inputs)]
    inner_out = [id(t) for t in _graph._flat_tensors(graph.outputs)]
    if len(inner_in) == len(call.inputs):
        alias.update({inner: outer for inner, outer in zip(inner_in, call.inputs) if inner != outer})
    if len(inner_out) == len(call.outputs):
        alias.update({outer: inner for outer, inner in zip(call.outputs, inner_out) if inner != outer})


def _owned_weights(calls: list) -> list[list]:
    """Each call's weights, every variable counted once: a shared layer's (or weight's) at its first call."""
    seen: set[int] = set()
    owned = []
    for call in calls:
        mine = []
        if call.layer is not None and not call.is_model:
            for v in getattr(call.layer, "weights", []):
                if id(v) not in seen:
                    seen.add(id(v))
                    mine.append(v)
        owned.append(mine)
    return owned


def _trainable_bytes(calls: list, model: Any) -> list[int]:
    """Bytes of the trainable weights each call owns, each rounded as the allocator rounds it."""
    trainable = {id(v) for v in model.trainable_weights}
    return [
        sum(aligned(math.prod(v.shape) * dtype_size(v.dtype)) for v in mine if id(v) in trainable)
        for mine in _owned_weights(calls)
    ]


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
    loss = getattr(model, "loss", None)
    name = loss if isinstance(loss, str) else getattr(loss, "name", "") or type(loss).__name__
    outputs = [t for c in calls for t in c.outputs if t in shape_of][-1:]
    if "sparse" in str(name).lower():
        return 4 * len(outputs)
    return sum(tensor_bytes(shape_of[t], "float32") for t in outputs)


def _layer_parameter_bytes(model: Any, calls: list, state: Any) -> list[int]:
    """Each call's weights, with their share of the optimizer state."""
    trainable = _trainable_bytes(calls, model)
    total_trainable = sum(trainable) or 1
    return [
        sum(math.prod(v.shape) * dtype_size(v.dtype) for v in mine) + state.slot_bytes * trainable[i] // total_trainable
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
