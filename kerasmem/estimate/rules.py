"""What each layer allocates in a training step, and what its gradient keeps.

The analytic estimator replays a training step layer by layer (see
:mod:`kerasmem.estimate.liveness`); this module says, for one layer call, which
tensors it creates and which of them the backward pass needs. The rules follow
TensorFlow's registered gradients for the ops that Keras 3 emits on the
TensorFlow backend (read in TF 2.21 / Keras 3.15), not measurements:

- Dense, EinsumDense, every convolution: the kernel gradient needs the layer's
  input, so the input is kept.
- ReLU, ELU, sigmoid, tanh, softmax (``ReluGrad``, ``SigmoidGrad``,
  ``SoftmaxGrad``, ...) need their output; GELU and swish need their input; a
  fused activation whose gradient reads its output overwrites the
  pre-activation in place (TF forwards the buffer), so it costs one tensor.
- BatchNormalization and LayerNormalization in training are composed ops
  (``tf.nn.moments``, then ``x * inv + (beta - mean * inv)``): the gradients of
  ``SquaredDifference`` and ``Mul`` need the input. BatchNormalization's
  ``inv`` is per channel; LayerNormalization's is ``rsqrt(variance) * gamma``,
  broadcast to the input's full size, and ``Mul``'s gradient keeps it too.
- Dropout (``stateless_dropout``: ``where(keep_mask, x / (1 - rate), 0)``)
  keeps its boolean mask, one byte an element.
- MaxPooling (``MaxPoolGrad``) needs input and output, and its CPU kernel
  allocates a copy of the output and an int64 argmax of the output's shape
  while it runs (``maxpooling_op.cc``); average pooling, Add,
  Concatenate, padding, reshaping and up-sampling need only shapes.
- MultiHeadAttention keeps its query/key/value inputs, the projected and scaled
  Q, K and V, the softmax of the scores (heads x queries x keys per sample) and
  the attended values.
- LSTM, GRU and SimpleRNN run a ``while_loop`` on the CPU; its gradient stacks
  every value its gradient reads, each step: 7 vectors of the state size for
  an LSTM (the input, forget and output gates, tanh of the candidate, the
  previous cell state, tanh of the new cell state, the previous output), 5
  for a GRU (update and reset gates, the candidate, the recurrent part of the
  candidate, the previous output), 2 for a SimpleRNN (its output and the
  previous one). Their backward loop needs two state-sized vectors at a time.
- Any other layer keeps its inputs and outputs: the safe side.

Two more rules come from TensorFlow's kernels, checked by a probe on this machine
(benchmarks/studies/2026-11-21-analytic): a convolution's gradients on the CPU
need a column buffer (:func:`cpu_conv_workspace`), and :func:`rematerialized`
applies ``keras.RematScope``. Sizes are per sample (they scale with the batch)
plus a fixed part.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "Piece", "LayerCost", "layer_cost", "rematerialized", "cpu_conv_workspace", "element_count", "dtype_size",
    "tensor_bytes",
]

# Activations whose gradient reads the output: the output may overwrite its input in place.
_OUTPUT_GRAD = {"relu", "relu6", "elu", "sigmoid", "hard_sigmoid", "tanh", "softmax", "log_softmax", "exponential", "selu"}
# Activations whose gradient reads the input only.
_INPUT_GRAD = {"gelu", "softplus", "softsign", "leaky_relu", "silu", "swish", "mish", "hard_silu", "hard_swish", "celu", "glu"}
# Activations whose gradient reads the input and an intermediate of the same size.
_TWO_TENSORS = {"silu", "swish", "mish", "gelu"}

_SHAPE_ONLY = {
    "Add", "Subtract", "Average", "Concatenate", "Flatten", "Reshape", "ZeroPadding1D",
    "ZeroPadding2D", "ZeroPadding3D", "Cropping1D", "Cropping2D", "Cropping3D", "UpSampling1D",
    "UpSampling2D", "UpSampling3D", "AveragePooling1D", "AveragePooling2D", "AveragePooling3D",
    "GlobalAveragePooling1D", "GlobalAveragePooling2D", "GlobalAveragePooling3D", "Permute",
    "RepeatVector", "Identity", "Rescaling", "Resizing", "CenterCrop", "Cast", "TFOpLambda",
}
# Layers whose output is a view of the input: no new memory in either pass.
_VIEWS = {"Flatten", "Reshape", "Identity", "InputLayer", "ActivityRegularization"}
_ELEMENTWISE = {"Add", "Subtract", "Average", "Rescaling"}
_CONVOLUTIONS = {
    "Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose",
    "DepthwiseConv1D", "DepthwiseConv2D", "SeparableConv1D", "SeparableConv2D",
}
_NORMALIZATIONS = {"BatchNormalization", "LayerNormalization", "GroupNormalization", "UnitNormalization", "RMSNormalization"}
_MAX_POOLS = {"MaxPooling1D", "MaxPooling2D", "MaxPooling3D", "GlobalMaxPooling1D", "GlobalMaxPooling2D", "GlobalMaxPooling3D"}
_DROPOUTS = {"Dropout", "SpatialDropout1D", "SpatialDropout2D", "SpatialDropout3D", "AlphaDropout", "GaussianDropout"}
_RNN_STEP_VECTORS = {"LSTM": 7, "GRU": 5, "SimpleRNN": 2, "ConvLSTM1D": 7, "ConvLSTM2D": 7, "ConvLSTM3D": 7}


def dtype_size(dtype: Any) -> int:
    """Bytes of one element of a dtype name ("float32" -> 4); 4 when unknown."""
    name = getattr(dtype, "name", None) or str(dtype)
    for size, names in ((1, ("bool", "int8", "uint8")), (2, ("float16", "bfloat16", "int16", "uint16")),
                        (8, ("float64", "int64", "uint64", "complex64"))):
        if name in names:
            return size
    return 4


def element_count(shape: tuple) -> int:
    """Elements per sample of a shape whose first dimension is the batch."""
    count = 1
    for d in shape[1:]:
        count *= int(d or 1)
    return count


@dataclass(frozen=True)
class Piece:
    """A tensor a layer creates besides its outputs: ``per_sample`` bytes a sample plus ``fixed``."""

    name: str
    per_sample: int
    fixed: int = 0
    kept: bool = False  # kept for the backward pass (else freed when the layer is done)


@dataclass
class LayerCost:
    """One layer call's memory behaviour in a training step.

    Attributes:
        keeps_inputs: For each input: does the backward pass read it?
        keeps_outputs: For each output: does the backward pass read it?
        inputs_need_grad: For each input: is a gradient computed for it?
        pieces: Tensors besides the outputs (pre-activations, masks, scores, RNN stacks).
        in_place: The output overwrites the (only) input when nothing else reads it.
        view: The output is the input seen another way: no memory at all.
        forward_scratch: Per-sample bytes of temporaries inside the forward op.
        backward_scratch: Per-sample bytes of temporaries of the backward op.
        convolution: Is a convolution (device workspace is added for its backward).
    """

    keeps_inputs: list[bool]
    keeps_outputs: list[bool]
    inputs_need_grad: list[bool]
    pieces: list[Piece] = field(default_factory=list)
    in_place: bool = False
    view: bool = False
    forward_scratch: int = 0
    backward_scratch: int = 0
    convolution: bool = False
    cpu_workspace: int = 0  # bytes: TF's CPU convolution-gradient column buffer (see cpu_conv_workspace)
    valid_padding: bool = False  # the CPU input gradient then needs a column buffer too


def _activation_name(layer: Any) -> str:
    activation = getattr(layer, "activation", None)
    if activation is None:
        return "linear"
    if isinstance(activation, str):
        return activation
    return getattr(activation, "__name__", type(activation).__name__).lower()


def _activation_cost(name: str, in_bytes: int) -> tuple[bool, bool, list[Piece]]:
    """(keeps input, keeps output, extra kept pieces) of an activation function."""
    if name in ("linear", "identity", "none"):
        return False, False, []
    if name in _OUTPUT_GRAD:
        return False, True, []
    if name in _TWO_TENSORS:
        return True, False, [Piece(f"{name} intermediate", in_bytes, kept=True)]
    if name in _INPUT_GRAD:
        return True, False, []
    return True, True, []


def tensor_bytes(shape: tuple, dtype: Any) -> int:
    """Per-sample bytes of a tensor of this shape (batch first) and dtype."""
    return element_count(shape) * dtype_size(dtype)


def layer_cost(call: Any, in_shapes: list[tuple], in_dtypes: list[str]) -> LayerCost:
    """The rule for one layer call, given the shapes and dtypes of what it reads."""
    kind = call.class_name
    in_sizes = [tensor_bytes(s, d) for s, d in zip(in_shapes, in_dtypes)]
    out_sizes = [tensor_bytes(s, d) for s, d in zip(call.output_shapes, call.output_dtypes)]
    n_in, n_out = len(in_sizes), len(out_sizes)
    grad = [not d.startswith(("int", "uint", "bool", "string")) for d in in_dtypes]
    no = [False] * n_in
    layer = call.layer
    in_total = sum(in_sizes)
    out_total = sum(out_sizes)
    if kind in _VIEWS or call.is_model:
        return LayerCost(no, [False] * n_out, grad, view=True)
    if kind in ("Dense", "EinsumDense") or kind in _CONVOLUTIONS:
        act_in, act_out, pieces = _activation_cost(_activation_name(layer), out_total)
        # The pre-activation is a separate tensor when the activation's gradient reads it.
        if act_in:
            pieces = [Piece("pre-activation", out_total, kept=True), *pieces]
        if kind.startswith("SeparableConv"):
            multiplier = getattr(layer, "depth_multiplier", 1) or 1
            positions = element_count(call.output_shapes[0]) // max(1, int(call.output_shapes[0][-1]))
            channels = int(in_shapes[0][-1] or 1)
            # The depthwise result (output positions x input channels x multiplier) feeds the pointwise conv.
            depthwise = positions * channels * multiplier * dtype_size(call.output_dtypes[0])
            pieces.append(Piece("depthwise output", depthwise, kept=True))
        convolution = kind in _CONVOLUTIONS
        return LayerCost([True] * n_in, [act_out] * n_out, grad, pieces,
                         backward_scratch=out_total if act_in else 0, convolution=convolution,
                         cpu_workspace=cpu_conv_workspace(call, in_shapes[0]) if convolution and in_shapes else 0,
                         valid_padding=str(getattr(layer, "padding", "")).lower() == "valid")
    if kind in _NORMALIZATIONS:
        pieces = [Piece("normalization scale", in_total, kept=True)] if kind != "BatchNormalization" else []
        # Forward: moments' squared difference beside x * inv. Backward: the gradients through
        # x * inv, through the variance (2 * (x - mean) * ...) and their sum coexist.
        return LayerCost([True] * n_in, [False] * n_out, grad, pieces, forward_scratch=in_total,
                         backward_scratch=2 * in_total)
    if kind in ("ReLU", "ELU", "Softmax", "Activation", "LeakyReLU", "PReLU"):
        name = {"ReLU": "relu", "ELU": "elu", "Softmax": "softmax", "LeakyReLU": "leaky_relu", "PReLU": "prelu"}.get(
            kind) or _activation_name(layer)
        keep_in, keep_out, pieces = _activation_cost(name, in_total)
        return LayerCost([keep_in] * n_in, [keep_out] * n_out, grad, pieces, in_place=keep_out and not keep_in)
    if kind in _DROPOUTS:
        rate = float(getattr(layer, "rate", 0.5) or 0.0)
        if rate <= 0.0:
            return LayerCost(no, [False] * n_out, grad, view=True)
        elements = in_total // max(1, dtype_size(in_dtypes[0]))
        # uniform noise and the scaled input exist together with the mask during the op
        return LayerCost(no, [False] * n_out, grad, [Piece("dropout mask", elements, kept=True)],
                         forward_scratch=2 * in_total)
    if kind in _MAX_POOLS:
        elements = out_total // max(1, dtype_size(call.output_dtypes[0]))
        return LayerCost([True] * n_in, [True] * n_out, grad, backward_scratch=out_total + 8 * elements)
    if kind == "Multiply":
        return LayerCost([True] * n_in, [False] * n_out, grad)
    if kind in _SHAPE_ONLY:
        return LayerCost(no, [False] * n_out, grad, in_place=kind in _ELEMENTWISE)
    if kind == "Embedding":
        return LayerCost([True] * n_in, [False] * n_out, [False] * n_in)
    if kind == "MultiHeadAttention":
        return _attention_cost(call, in_sizes, out_sizes, grad)
    steps_vectors = _RNN_STEP_VECTORS.get(kind) or _RNN_STEP_VECTORS.get(type(getattr(layer, "cell", None)).__name__.replace("Cell", ""))
    if steps_vectors:
        return _rnn_cost(call, steps_vectors, in_shapes, in_sizes, out_sizes, grad)
    if kind == "Bidirectional":
        # Two RNNs over the same input, each with its own stack (the wrapper itself has no units).
        inner = getattr(layer, "forward_layer", None)
        vectors = _RNN_STEP_VECTORS.get(type(inner).__name__, 8)
        cost = _rnn_cost(call, vectors, in_shapes, in_sizes, out_sizes, grad, layer=inner)
        cost.pieces = [Piece(p.name, 2 * p.per_sample, kept=True) for p in cost.pieces]
        cost.backward_scratch *= 2
        return cost
    return LayerCost([True] * n_in, [True] * n_out, grad, backward_scratch=out_total)


def rematerialized(cost: LayerCost, call: Any, in_shapes: list[tuple], in_dtypes: list[str], mode: Any) -> LayerCost:
    """A layer's cost under Keras's rematerialization (``keras.RematScope``), or the cost unchanged.

    ``mode`` is a ``(name, output_size_threshold, layer_names)`` triple. A
    rematerialized call (``tf.recompute_grad``) keeps only its inputs; its
    outputs and pieces are recomputed during its backward pass, where they
    exist beside the gradients. Mode "activations" wraps only the activation
    function of layers that have one: the pre-activation is kept instead of
    what the activation's gradient reads.
    """
    if not mode:
        return cost
    name, threshold, names = mode
    out_total = sum(tensor_bytes(s, d) for s, d in zip(call.output_shapes, call.output_dtypes))
    if cost.view:
        return cost
    if name == "activations":
        activation = _activation_name(call.layer)
        if getattr(call.layer, "activation", None) is None or activation in ("linear", "identity"):
            return cost
        kept = [p for p in cost.pieces if p.name != f"{activation} intermediate"]
        if not any(p.name == "pre-activation" for p in kept):
            kept.append(Piece("pre-activation", out_total, kept=True))
        return LayerCost(cost.keeps_inputs, [False] * len(cost.keeps_outputs), cost.inputs_need_grad, kept,
                         cost.in_place, cost.view, cost.forward_scratch, cost.backward_scratch + out_total,
                         cost.convolution, cost.cpu_workspace, cost.valid_padding)
    applies = (
        name == "full"
        or (name == "larger_than" and sum(element_count(s) for s in call.output_shapes) > threshold)
        or (name == "list_of_layers" and getattr(call.layer, "name", None) in names)
    )
    if not applies:
        return cost
    recomputed = out_total + sum(p.per_sample for p in cost.pieces)
    pieces = [Piece(p.name, p.per_sample, p.fixed, kept=False) for p in cost.pieces]
    return LayerCost([True] * len(cost.keeps_inputs), [False] * len(cost.keeps_outputs), cost.inputs_need_grad,
                     pieces, False, False, cost.forward_scratch, cost.backward_scratch + recomputed,
                     cost.convolution, cost.cpu_workspace, cost.valid_padding)


def cpu_conv_workspace(call: Any, in_shape: tuple) -> int:
    """Bytes of the column buffer TensorFlow's CPU kernels use for one gradient of a convolution.

    ``Conv2DCustomBackprop{Input,Filter}Op`` (``conv_grad_*_ops.cc``) processes
    the batch in shards of images: a shard holds as many images as fit the
    CPU's L3 cache (as Eigen reports it) in (output image x output depth +
    filter x output depth + output positions x filter) values, and its column
    buffer is shard x output positions x filter values. It does not grow with
    the batch. Measured on this machine (35.75 MiB L3; probe in
    benchmarks/studies/2026-11-21-analytic): the filter gradient's workspace
    is 0.8-1.4 x this figure; the input gradient has one too with "valid"
    padding, and almost none with "same" padding.

    Known to be off (third session, benchmarks/studies/2026-11-21-op-trace
    and -sgd-bn-trace): TensorFlow 2.21's kernels size the shard by a
    hard-coded 30 MiB (``l3_cache_size = 30LL << 20``), not the machine's
    L3; every traced buffer matches this formula with 30 MiB within 0-4%.
    The machine's L3 stays here because ``analytic.ALLOWANCE`` was fitted
    with it (30 MiB alone, the allowance re-fitted, scored worse: the
    whole-chunk counting the larger figure stood in for is not modelled
    yet), so on a machine with another L3 the CPU estimate moves with it.
    """
    layer = call.layer
    kernel = getattr(layer, "pointwise_kernel" if call.class_name.startswith("Separable") else "kernel", None)
    shape = tuple(int(d) for d in getattr(kernel, "shape", ()) or ())
    if len(shape) < 3:
        return 0
    out_shape = call.output_shapes[0]
    # A transposed convolution's filter gradient is a convolution from its output to its input.
    image_out = in_shape if call.class_name.endswith("Transpose") else out_shape
    out_depth = shape[-1]
    filter_size = math.prod(shape) // max(1, out_depth)
    if call.class_name.startswith("Depthwise"):
        out_depth, filter_size = shape[-2] * shape[-1], math.prod(shape[:-2])
    positions = element_count(image_out) // max(1, int(image_out[-1]))
    work_unit = positions * out_depth + filter_size * out_depth + positions * filter_size
    size = dtype_size(call.output_dtypes[0]) if call.output_dtypes else 4
    shard = -(-(l3_cache_bytes() // size) // max(1, work_unit))
    return shard * positions * filter_size * size


def l3_cache_bytes() -> int:
    """The L3 cache Eigen sizes its work by (Linux sysfs; 32 MiB when it cannot be read)."""
    global _L3
    if _L3 is None:
        _L3 = 32 * 2**20
        for index in range(4, 1, -1):
            try:
                with open(f"/sys/devices/system/cpu/cpu0/cache/index{index}/size") as f:
                    text = f.read().strip().upper()
                _L3 = int(text.rstrip("KMG")) * {"K": 2**10, "M": 2**20, "G": 2**30}.get(text[-1:], 1)
                break
            except (OSError, ValueError):
                continue
    return _L3


_L3: int | None = None


def _attention_cost(call: Any, in_sizes: list[int], out_sizes: list[int], grad: list[bool]) -> LayerCost:
    layer = call.layer
    heads = int(getattr(layer, "num_heads", 1))
    key_dim = int(getattr(layer, "key_dim", 1) or 1)
    value_dim = int(getattr(layer, "value_dim", None) or key_dim)
    out_shape = call.output_shapes[0]
    queries = element_count(out_shape) // max(1, int(out_shape[-1]))
    # Self-attention reads one tensor; cross-attention a second, whose length is the key length.
    keys = queries
    if len(call.inputs) > 1 and call.inputs[1] != call.inputs[0] and len(in_sizes) > 1:
        keys = max(1, in_sizes[1] // max(1, in_sizes[0] // max(1, queries)))
    size = 4 if not call.output_dtypes else {"float16": 2, "bfloat16": 2}.get(call.output_dtypes[0], 4)
    scores = heads * queries * keys * size
    dropout = float(getattr(layer, "dropout", 0.0) or 0.0)
    pieces = [
        Piece("scaled queries", heads * queries * key_dim * size, kept=True),
        Piece("keys", heads * keys * key_dim * size, kept=True),
        Piece("values", heads * keys * value_dim * size, kept=True),
        Piece("attention weights", scores, kept=True),
        Piece("attended values", heads * queries * value_dim * size, kept=True),
    ]
    if dropout > 0:
        pieces.append(Piece("attention dropout mask", scores // size, kept=True))
    distinct = [True] + [call.inputs[i] not in call.inputs[:i] for i in range(1, len(call.inputs))]
    keeps = [d for d in distinct][: len(in_sizes)] + [False] * max(0, len(in_sizes) - len(distinct))
    # The raw scores exist beside the weights during the softmax. Backward: the gradients of the
    # weights and of the scores, and einsum's transposed copies of queries, keys and values.
    projections = sum(p.per_sample for p in pieces[:3])
    return LayerCost(keeps, [False] * len(out_sizes), grad, pieces, forward_scratch=scores,
                     backward_scratch=2 * scores + projections)


def _rnn_cost(
    call: Any, vectors: int, in_shapes: list[tuple], in_sizes: list[int], out_sizes: list[int], grad: list[bool],
    layer: Any = None,
) -> LayerCost:
    """``layer``: the RNN, when the call is a wrapper's (Bidirectional)."""
    layer = call.layer if layer is None else layer
    cell = getattr(layer, "cell", None)
    units = int(getattr(layer, "units", 0) or getattr(cell, "units", 0) or getattr(cell, "filters", 0) or 0)
    in_shape = in_shapes[0] if in_shapes else ()
    steps = int(in_shape[1]) if len(in_shape) > 2 and in_shape[1] else 1
    if type(layer).__name__.startswith("ConvLSTM"):
        units *= element_count((None, *in_shape[2:-1]))  # every position has its own state vector
    size = 4 if not call.output_dtypes else {"float16": 2, "bfloat16": 2}.get(call.output_dtypes[0], 4)
    stack = Piece("timestep stack", steps * vectors * units * size, kept=True)
    return LayerCost([True] * len(in_sizes), [False] * len(out_sizes), grad, [stack],
                     backward_scratch=2 * units * size)  # one step's temporaries at a time
