"""What each layer allocates in a training step, and what its gradient keeps.

The analytic estimator replays a training step layer by layer (see
:mod:`kerasmem.estimate.liveness`); this module says, for one layer call, which
tensors it creates and which of them the backward pass needs. The rules follow
TensorFlow's registered gradients for the ops that Keras 3 emits on the
TensorFlow backend (read in TF 2.21 / Keras 3.15), not measurements:

- Dense, EinsumDense, every convolution: the kernel gradient needs the layer's
  input, so the input is kept. Keras runs EinsumDense's usual equations (and
  MultiHeadAttention's projections) as a ``BatchMatMulV2`` of the input by the
  kernel broadcast over the batch, whose gradient makes a kernel-sized gradient
  for each sample before summing them (:class:`Product`). A causal Conv1D
  reads its input padded (Keras pads it), and a dilated convolution runs in
  batch space (``tf.nn.convolution``: SpaceToBatchND, the convolution,
  BatchToSpaceND, on any device but a TPU): they keep the padded copy instead,
  the dilated one makes its result in batch space first and, backward, moves
  the output's gradient there (char_conv_lm's and dilated_cnn's traces).
  Built with LoRA (``lora_rank``), the layer makes its kernel at each call
  (kernel + (alpha / rank) * A @ B), kept for its input gradient, and a
  kernel-sized gradient of it (lora_adapter_mlp's traces).
  Keras compiles a grouped convolution (``groups > 1``) as an XLA call of its
  own: it copies its input for the backward call, which makes both gradients
  in one op, without column buffers (grouped_conv1d's trace).
- ReLU, ELU, sigmoid, tanh, softmax (``ReluGrad``, ``SigmoidGrad``,
  ``SoftmaxGrad``, ...) need their output; swish (``tf.nn.silu``) its input
  only: its custom gradient makes the sigmoid again (conv1d_resnet's trace);
  GELU (``0.5 * x * erfc(-x / sqrt(2))``) the two factors and erfc's argument,
  not its input (mixer_tiny's trace); hard swish (``x * relu6(x + 3) / 6``) its
  input, ``x + 3`` and the quotient (mobilenet_v3_small's trace); mish
  (``x * tanh(softplus(x))``) its input, the tanh and the sigmoid that
  Softplus's gradient makes in the forward pass (mish_resnet_small's trace); a
  fused activation whose gradient reads its output overwrites the
  pre-activation in place (TF forwards the buffer), so it costs one tensor.
  celu (``maximum(x, 0) + expm1(minimum(x, 0))``) keeps the minimum and the
  two boolean masks its Maximum's and Minimum's gradients make in the forward
  pass, not its input; the zeros those gradients select from are a constant
  Grappler folds and holds between steps (celu_gru_head's trace).
  A ReLU layer with a cap and a slope (``relu6(x) - 0.1 * relu(-x)``) or a
  threshold (``where(x > t, x, 0)``: the mask kept, in place) is several ops:
  costed from its graph (clipped_leaky_cnn's and thresholded_relu_mlp's scores).
- SpectralNormalization costs as the layer it wraps, plus the kernel it
  normalizes and assigns in the forward pass (spectral_norm_cnn's score).
- BatchNormalization and LayerNormalization in training are composed ops
  (``tf.nn.moments``, then ``x * inv + (beta - mean * inv)``): the gradients of
  ``SquaredDifference`` and ``Mul`` need the input. BatchNormalization's
  ``inv`` is per channel; LayerNormalization's is ``rsqrt(variance) * gamma``,
  broadcast to the input's full size, and ``Mul``'s gradient keeps it too.
  A frozen BatchNormalization (``trainable=False``) uses its moving
  statistics: ``x * inv + offset`` in place, nothing kept. Under a 16-bit
  policy Keras normalizes in float32 (BatchNormalization, LayerNormalization,
  GroupNormalization, RMSNormalization cast their input up and the result
  back; ``ops.mean``, GlobalAveragePooling's, does too): the gradients read
  the float32 copy, twice the input (bn_net's trace under mixed_bfloat16).
  GroupNormalization reshapes its input into groups and multiplies it by
  ``rsqrt(variance) * gamma`` shaped (sample, 1, ..., group, channels in the
  group): as small as BatchNormalization's (groupnorm_cnn's trace: 0.01 MiB).
- Dropout (``stateless_dropout``: ``where(keep_mask, x / (1 - rate), 0)``)
  keeps its boolean mask, one byte an element; AlphaDropout (``x * mask +
  alpha' * (1 - mask)``, the mask cast to the input's dtype) keeps the mask and
  ``1 - mask`` at the input's size (regularized_mlp's trace); GaussianDropout
  (``x * noise``) its float noise (gaussian_dropout_cnn's trace).
- MaxPooling (``MaxPoolGrad``) needs input and output, and its CPU kernel
  allocates an int64 argmax of the output's shape while it runs, and a copy of
  the output unless it holds the output's only reference
  (``forward_input_or_allocate_temp`` in ``maxpooling_op.cc``): the copy is made
  while the next layer's lagging filter gradient still reads the output
  (stride1_pool_cnn's trace: none without one); both before the gradient
  itself (mnist_cnn b768's trace under a 256 MiB cap). That kernel is slow:
  a lagging filter gradient of at most ``analytic._POOL_OUTLASTS``
  multiply-adds for each element the pooling goes through ends within it, when
  one layer reads the pooling, in float32 or float16 (random_shear_cnn b16's and
  f16_two_head_cnn b32's traces). Average pooling, Add,
  Concatenate, padding, reshaping and up-sampling need only shapes.
- MultiHeadAttention keeps its query/key/value inputs, the projected and scaled
  Q, K and V, the softmax of the scores (heads x queries x keys per sample) and
  the attended values; and, where Grappler reassociates the softmax gradient's
  scale (unmasked attention without dropout in a model whose ops sort before
  the gradient's by name), a second scores-sized product made in the forward
  pass. Without dropout Keras's ``dot_product_attention`` takes the softmax in
  float32 under any policy: in 16 bits its float32 weights and their 16-bit
  copy are both kept (f16_ln_encoder's trace). A layer returning its scores
  (``return_attention_scores=True``) runs Keras's own einsums and Softmax in
  the policy's dtype instead, as with dropout (f16_attention_score_pool_text's
  trace: one 16-bit scores-sized tensor kept).
- LSTM, GRU and SimpleRNN run a ``while_loop`` on the CPU; its gradient stacks
  every value its gradient reads, each step: 7 vectors of the state size for
  an LSTM (the input, forget and output gates, tanh of the candidate, the
  previous cell state, tanh of the new cell state, the previous output), 6
  for a GRU (the gates' two splits, two products, ``1 - z``, a slice of the
  previous output: gru_2x128's trace), 1 for a SimpleRNN (its output, which
  is also the next step's previous output: simple_rnn_stack's trace, 120
  steps' ``BiasAdd`` buffers for 80 + 40 steps), each vector a buffer of its
  own (the op trace counted 437 buffers of 32-128 KiB for one LSTM, not one
  stack); and the loop reads its input as a list of steps, a copy, which the
  gradient reads in place of the input (so the input is not kept for it:
  simple_rnn_stack's trace); with input dropout, each step's masked input is
  kept too (gru_dropout's trace), with recurrent dropout its masked previous
  output, a copy a gate (lstm_recurrent_dropout's trace). Keras's implementation
  1, which recurrent dropout chooses, slices the kernels by gate every step:
  a copy of the recurrent kernel kept a step, and of the input kernel for
  every step at once in the forward pass; a GRU with ``reset_after=False``
  copies the recurrent kernel a step under either implementation (its gates'
  columns, then the candidate's: gru_reset_before's trace); unrolled
  (``unroll=True``), the backward pass piles up every step's kernel
  gradients until they are summed (unrolled_gru's trace). Their backward
  loop needs two state-sized vectors at a time, and holds the recurrent
  kernel's gradient three times (the accumulator, this step's gradient and
  their sum), and under
  implementation 1 once more a gate (each slice's gradient scattered into a
  whole kernel's buffer). A layer that returns
  its sequence turns the sequence's gradient time-major and into a list of
  steps as its backward pass begins: two more output-sized buffers
  (bigru_conv1d's trace). A Bidirectional
  layer's two loops run side by side and pile up per-step kernel gradients
  when its input gets a gradient (none when it does not: frozen_embedding_bigru);
  so does an LSTM's loop when its sequence gets a gradient, not from an
  Embedding (relu_lstm, lstm_input_dropout; none in a GRU's);
  ConvLSTM2D's cell also runs convolutions, with CPU column buffers. A
  ``StackedRNNCells`` runs its cells in one loop, each keeping its own vectors
  a step (stacked_cells_rnn's trace: 6 for each GRUCell).
- TimeDistributed runs its layer once per step (Keras, a static time axis):
  every step's kept tensors, and in the backward pass one whole-input
  gradient a step until they are summed (in place), each step's column
  buffers freed within the layer.
- Any other layer (a user's own, or one no rule covers) is traced alone into a
  graph (nothing runs) and costed op by op from what TensorFlow's registered
  gradients read (:func:`_traced_cost`; gated_block_net's custom layer was 35%
  under before); one that cannot be traced keeps its inputs and outputs. Its
  Conv2D and Conv3D ops (``ops.conv``) take a convolution's column buffers for
  their CPU gradients (user_conv_cnn's layers were 89% under without), and its
  Conv2DBackpropInput ops (``ops.conv_transpose``) a transposed convolution's;
  without weights it does not end a lagging filter gradient, as an average pooling
  does not.

Three more rules come from TensorFlow's kernels, checked by an op trace of real steps
(benchmarks/studies/2026-11-21-op-trace): a convolution's gradients on the CPU
need column buffers (:func:`cpu_conv_workspace`); a matrix product in 16 bits on
the CPU works in float32 copies of its operands and result (:class:`Product`);
and :func:`rematerialized` applies ``keras.RematScope``. Sizes are per sample
(they scale with the batch) plus a fixed part.
"""

from __future__ import annotations

import contextlib
import contextvars
import copy
import math
import weakref
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator

from ..probes import host

__all__ = [
    "Piece", "LayerCost", "layer_cost", "rematerialized", "cpu_conv_workspace", "element_count", "dtype_size",
    "tensor_bytes", "activation_name", "CONV_WORKING_SET", "SIXTEEN_BITS", "traced_calls", "unread_options",
]

# Activations whose gradient reads the output: the output may overwrite its input in place.
_OUTPUT_GRAD = {"relu", "relu6", "elu", "sigmoid", "hard_sigmoid", "tanh", "softmax", "log_softmax", "exponential", "selu"}
# Activations whose gradient reads the input only.
_INPUT_GRAD = {"softplus", "softsign", "leaky_relu", "silu", "swish", "mish", "glu"}
# Of those, the activations whose gradient is one binary element-wise op of the incoming gradient and
# the input (SoftsignGrad, SoftplusGrad, LeakyReluGrad), which TensorFlow writes over the incoming
# gradient (softsign_conv1d b128's trace: no buffer made for it), then frees the pre-activation it
# read before the layer's own gradients run.
_ONE_OP_GRADIENT = {"softsign", "softplus", "leaky_relu"}
# Keras's celu is ``maximum(x, 0) + expm1(minimum(x, 0))``: the gradients of Maximum and Minimum make
# their boolean masks in the forward pass (``_EARLY_GRADIENT``), Expm1's reads the minimum, and the
# input is not kept; the zeros both select from are one folded constant held between steps
# (celu_gru_head b128's trace: the minimum, two masks of a quarter of its size and an 8 MiB chunk
# of zeros after the first step; it was 21% under keeping the input alone).
_MASKED = {"celu"}
# Activations whose gradient reads the input and two intermediates of its size. Mish (``x *
# tanh(softplus(x))``): the product's gradient reads ``x`` and the tanh (written over the softplus),
# and Softplus's registered gradient (``grad * sigmoid(x)``) makes its sigmoid with no dependence on
# the incoming gradient, so the graph executor runs it in the forward pass and holds it until the
# backward (mish_resnet_small's trace: BiasAdd, Softplus, ``gradient_tape/.../Sigmoid`` and the
# product alive for each mish at the peak).
_THREE_TENSORS = {"mish"}
# TensorFlow's swish (tf.nn.silu, Keras's silu) has a custom gradient that recomputes the sigmoid from
# the input: the forward's sigmoid is overwritten by the product (the output), and the gradient makes
# the sigmoid and 1 - sigmoid again, then multiplies into the output's gradient in place
# (conv1d_resnet's trace: an activation keeps its input and its output, no third tensor).
_RECOMPUTED = {"silu", "swish"}
# The activations a rule of :func:`_activation_cost` covers; any other (a Keras activation without
# one, such as squareplus or soft_shrink, or a user's own function) is costed from its own graph
# (:func:`_traced_activation`): the generic rule kept its input and its output and made an
# output-sized temporary beside the layer's gradients, which squareplus_conv1d b128's trace has
# none of (its gradient written over the pre-activation, the output freed by the pooling's
# gradient; it was 41% over).
_RULED_ACTIVATIONS = (_OUTPUT_GRAD | _INPUT_GRAD | _THREE_TENSORS | _MASKED | _RECOMPUTED
                      | {"linear", "identity", "none", "gelu", "hard_silu", "hard_swish", "tanh_shrink"})

_SHAPE_ONLY = {
    "Add", "Subtract", "Average", "Concatenate", "Flatten", "Reshape", "ZeroPadding1D",
    "ZeroPadding2D", "ZeroPadding3D", "Cropping1D", "Cropping2D", "Cropping3D", "UpSampling1D",
    "UpSampling2D", "UpSampling3D", "AveragePooling1D", "AveragePooling2D", "AveragePooling3D",
    "GlobalAveragePooling1D", "GlobalAveragePooling2D", "GlobalAveragePooling3D", "Permute",
    "RepeatVector", "Identity", "Rescaling", "Resizing", "CenterCrop", "Cast", "TFOpLambda",
}
# Activation layers of element-wise functions (Softmax, which normalizes along an axis, aside).
ELEMENTWISE_ACTIVATIONS = ("Activation", "ReLU", "ELU", "LeakyReLU", "PReLU")
# Layers whose output is a view of the input: no new memory in either pass.
_VIEWS = {"Flatten", "Reshape", "Identity", "InputLayer", "ActivityRegularization"}
_ELEMENTWISE = {"Add", "Subtract", "Average", "Rescaling"}
_CONVOLUTIONS = {
    "Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose",
    "DepthwiseConv1D", "DepthwiseConv2D", "SeparableConv1D", "SeparableConv2D",
}
_NORMALIZATIONS = {"BatchNormalization", "LayerNormalization", "GroupNormalization", "UnitNormalization", "RMSNormalization"}
# Keras computes these in float32 whatever the input's dtype (16 bits overflow): a 16-bit input is cast
# up first, and the result cast back (``result_type(dtype, "float32")`` in their ``call``; ``ops.mean``,
# which GlobalAveragePooling calls, does the same).
_FLOAT32_INSIDE = {"BatchNormalization", "LayerNormalization", "GroupNormalization", "RMSNormalization"}
_MEANS = {"GlobalAveragePooling1D", "GlobalAveragePooling2D", "GlobalAveragePooling3D"}
_MAX_POOLS = {"MaxPooling1D", "MaxPooling2D", "MaxPooling3D", "GlobalMaxPooling1D", "GlobalMaxPooling2D", "GlobalMaxPooling3D"}
_DROPOUTS = {"Dropout", "SpatialDropout1D", "SpatialDropout2D", "SpatialDropout3D", "AlphaDropout", "GaussianDropout"}
# Keras's TensorFlow RNN loop (``backend/tensorflow/rnn.py``): steps the executor may run at once.
_RNN_PARALLEL_ITERATIONS = 32


def _piled_steps(steps: int) -> int:
    """How many steps' kernel gradients an RNN's backward loop piles up: from some 24 steps in, a
    quarter of the steps at least, up to the loop's parallel iterations (less the one being summed)."""
    return min(max(steps - 24, steps // 4), _RNN_PARALLEL_ITERATIONS) - 1


_RNN_STEP_VECTORS = {"LSTM": 7, "GRU": 6, "SimpleRNN": 1, "ConvLSTM1D": 7, "ConvLSTM2D": 7, "ConvLSTM3D": 7}


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
    """Tensors a layer creates besides its outputs: ``per_sample`` bytes a sample plus ``fixed``, in all.

    ``count`` equal buffers share those bytes (an RNN's per-timestep vectors).
    """

    name: str
    per_sample: int
    fixed: int = 0
    kept: bool = False  # kept for the backward pass (else freed when the layer is done)
    count: int = 1
    late: bool = False  # made after the layer's forward temporaries are freed (a traced layer's)
    before_columns: bool = False  # freed before the filter gradients' column buffers (LayerCost.columns_split)


@dataclass(frozen=True)
class Product:
    """A matrix product a layer computes: its operands' and result's elements, ``(per_sample, fixed)``.

    TensorFlow's CPU kernel for ``MatMul`` and ``BatchMatMulV2`` in float16 or bfloat16
    (``BaseBatchMatMulOp::Compute`` in ``matmul_op_impl.h``) copies both operands to float32,
    multiplies into a float32 result and casts it back: three float32 temporaries alive with the
    16-bit result, in the forward product and in each of its two gradient products (f16_deep_mlp_bn
    b256's trace: four buffers at each of a Dense's gradient products, both alive at the peak).
    The ``Einsum`` op's kernel multiplies in the operands' own dtype (measured alone: no float32
    copies), but Keras's TensorFlow ``einsum`` runs the common equations as ``tf.matmul``
    (:func:`einsum_product`): EinsumDense's, MultiHeadAttention's projections (f16_cross_attention's
    trace: the key and value projections' four buffers each) and, with dropout, its attention. A
    GPU's cuBLAS takes 16-bit operands as they are (not checked on a GPU).

    ``lhs_gradient`` and ``rhs_gradient``: when that operand's gradient product runs: always (""),
    when the layer's input gets a gradient ("input"), when the layer has trainable weights ("weights"),
    never ("never": in a traced layer, an operand that takes no gradient, or a product no gradient
    reaches).

    ``rhs_per_sample``: a kernel broadcast over the batch (``BatchMatMulV2`` of a ``(batch, rows,
    features)`` input by a ``(features, units)`` kernel): its gradient's elements a sample. On any
    device TensorFlow's gradient (``_BatchMatMulV2`` in ``math_grad.py``) multiplies each sample's
    rows, a kernel-sized gradient a sample, and then sums them over the batch (measured: an
    EinsumDense of 256 x 256 on 8 tokens, float32, batch 256: a 68.3 MiB peak, 64 MiB of it that
    gradient; the same layer as a Dense, 5.2 MiB).
    """

    lhs: tuple[int, int]
    rhs: tuple[int, int]
    out: tuple[int, int]
    lhs_gradient: str = ""
    rhs_gradient: str = ""
    rhs_per_sample: int = 0
    wide: bool = False  # a traced product of float32 operands in a 16-bit layer: no float32 copies


#: The equations of an input and a kernel that Keras's TensorFlow ``einsum`` runs as a batched
#: ``tf.matmul`` of the input by the (transposed, reshaped) kernel broadcast over the batch
#: (``use_custom_ops`` in ``keras/src/backend/tensorflow/numpy.py``, Keras 3.15), written as its
#: ``_normalize_einsum_subscripts`` renames them; other equations are TensorFlow's ``Einsum`` op.
_BROADCAST_MATMULS = frozenset({"abc,cd->abd", "abc,dc->abd", "abc,cde->abde", "abc,dce->abde", "abc,dec->abde",
                                "abcd,cde->abe", "abcd,ced->abe", "abcd,ecd->abe"})
#: Those it runs as a plain ``MatMul`` (no batch to broadcast over).
_PLAIN_MATMULS = frozenset({"ab,bc->ac", "ab,cb->ac"})
#: Two batched operands (attention's), as a ``BatchMatMulV2`` between transposes.
_BATCHED_MATMULS = frozenset({"abcd,abde->abce", "abcd,abed->abce", "abcd,acbe->adbe", "abcd,adbe->acbe",
                              "abcd,aecd->acbe", "abcd,aecd->aceb"})


def _normalized_equation(equation: str) -> str:
    """An einsum equation with its letters renamed in order of appearance (as Keras does)."""
    names: dict[str, str] = {}
    return "".join(names.setdefault(c, "abcdefghijklmnopqrstuvwxyz"[len(names)]) if c.isalpha() else c
                   for c in equation)


def einsum_product(equation: str, lhs: tuple[int, int], rhs: tuple[int, int], out: tuple[int, int],
                   lhs_gradient: str = "", rhs_gradient: str = "") -> Product | None:
    """The matrix product a Keras ``ops.einsum`` runs on TensorFlow, or None for an ``Einsum`` op.

    Args:
        equation: The einsum equation, e.g. EinsumDense's ``"abc,cd->abd"``.
        lhs, rhs, out: The operands' and the result's elements, ``(per_sample, fixed)``.
        lhs_gradient, rhs_gradient: When each operand's gradient runs (see :class:`Product`).

    Example:
        >>> einsum_product("btd,de->bte", (8 * 96, 0), (0, 96 * 256), (8 * 256, 0)).rhs_per_sample
        24576
    """
    normalized = _normalized_equation(equation.replace(" ", ""))
    if normalized in _BROADCAST_MATMULS:
        return Product(lhs, rhs, out, lhs_gradient, rhs_gradient, rhs_per_sample=rhs[1])
    if normalized in _PLAIN_MATMULS or normalized in _BATCHED_MATMULS:
        return Product(lhs, rhs, out, lhs_gradient, rhs_gradient)
    return None


def _einsum_dense_product(layer: Any, lhs: int, out: int, lhs_gradient: str = "input") -> Product | None:
    """An EinsumDense's product: its input's ``lhs`` elements a sample by its kernel into ``out``."""
    kernel = getattr(layer, "kernel", None)
    equation = getattr(layer, "equation", None)
    if kernel is None or not equation:
        return None
    return einsum_product(equation, (lhs, 0), (0, math.prod(int(d) for d in kernel.shape)), (out, 0),
                          lhs_gradient, "weights")


@dataclass
class LayerCost:
    """One layer call's memory behaviour in a training step.

    Attributes:
        keeps_inputs: For each input: does the backward pass read it?
        keeps_outputs: For each output: does the backward pass read it?
        inputs_need_grad: For each input: is a gradient computed for it?
        pieces: Tensors besides the outputs (pre-activations, masks, scores, RNN stacks).
        in_place: The output overwrites the (only) input when nothing else reads it.
        gradient_in_place: Traced, its input's gradient is written over its incoming gradient: each op
            from the output back hands it on in place (a product by a tensor that takes no gradient, a
            modulo by a constant, an element-wise function's gradient: ``ops.fmod``'s).
        view: The output is the input seen another way: no memory at all.
        forward_scratch: Per-sample bytes of a temporary inside the forward op.
        backward_scratch: Per-sample bytes of a temporary of the backward op.
        forward_temps, backward_temps: Per-sample bytes of further temporaries, each its
            own buffer (as TensorFlow allocates them: the allocator counts whole chunks),
            all alive together with the scratch.
        shared_output_copy: Per-sample bytes of a backward temporary made only while another
            op still holds the layer's output (a copy: TensorFlow takes the output's own buffer
            when it holds the only reference), allocated before the backward temporaries.
        freed_first: How many of the kept pieces (the first) the layer's own activation gradient
            frees before its other gradients run (a softsign's pre-activation).
        activation_temps: Per-sample bytes of each temporary of the layer's own activation
            gradient, made before those pieces are freed (a traced activation's).
        temporaries_first: The backward op allocates its temporaries before its input gradient
            (``MaxPoolGrad``'s CPU kernel: the output's copy, the argmax, then the gradient).
        gradient_over_input: The input gradient is written over the input when no other layer
            keeps it (``MaxPoolGrad``'s CPU kernel forwards its first input's buffer).
        backward_fixed: Bytes of a backward temporary that does not grow with the batch.
        forward_fixed: Bytes of a forward temporary that does not grow with the batch.
        convolution: Is a convolution (device workspace is added for its backward).
        reads_weights: The input gradient reads the layer's weights (a matrix product or a
            convolution): an update of those weights while it runs copies them first.
        outlasts_lag: Elements a sample the CPU backward step goes through slowly enough that a
            lagging filter gradient of little work for each ends within it (``MaxPoolGrad``).
        filter_work: Multiply-adds a sample of the convolution's filter gradient (0: not known).
        cpu_workspace: TensorFlow's CPU column buffer for the filter gradient (bytes).
        input_workspace: The CPU column buffer for the input gradient (bytes).
        eigen_filter_gradient: The CPU filter gradient runs Eigen's kernel, without a column buffer
            (a float16 Conv3D's): it outlasts the layer as one with columns does, holding what it reads.
        workspace_from: The smallest batch that takes those buffers (Conv3D: see
            :func:`cpu_conv_workspace_from`).
        input_gradient_parts: Whole-input-sized partial gradients of each input, alive together in
            the backward pass until they are summed into its gradient.
        sum_of_three: Per-sample bytes of the largest tensor inside a traced layer whose gradient
            sums three or more parts (an ``AddN`` Grappler's memory optimizer may rewrite, keeping
            its zeros between steps: see ``analytic._FOLDED``); 0: none.
        extra_workspaces: Further CPU column buffers alive with the filter gradient's (bytes
            each): another step's, a recurrent convolution's input gradient.
        columns_split: A traced layer's backward temporaries either side of the CPU column buffers of its
            busiest convolution gradient, ``(before, after)``: the kept pieces whose gradients have run by
            then (``Piece.before_columns``) are freed before those buffers are made, ``after`` counted
            beyond them; empty: ``backward_temps`` beside every kept piece and the buffers.
        columns_end_with_layer: The column buffers are freed inside the layer's backward pass
            (each step's ops free their own), not lagging into the next layers'.
        backward_pile: ``(count, bytes, fraction)``: ``count`` buffers of ``bytes`` each made
            during the backward pass after ``fraction`` of the kept pieces were freed (an RNN's
            per-step kernel gradients piling up while its stack is popped).
        pile_needs: When the pile forms: always (""), only when the layer's input gets a gradient
            ("input gradient": a Bidirectional layer's), or only when its sequence gets a dense
            gradient, not an Embedding lookup's ("dense input gradient": an LSTM's).
        sparse_gradient: The weights' gradient is a ``tf.IndexedSlices`` whose values are the
            output's gradient (an Embedding's lookup): no weight-sized gradient, and the
            optimizer's elementwise ops on it are output-sized (the replay's update).
        looked_up: ``(per_sample, fixed, weight)`` bytes of each weight a traced layer only looks
            up by rows inside it (:func:`_looked_up`): its gradient is the gathered rows' values,
            held from the layer's backward pass to its update, not a weight-sized buffer.
        folded_zeros: ``(key, per_sample, fixed, first, too_large)`` of each tensor of zeros (or
            mask) that an op's gradient selects from (``where(mask, grad, zeros_like(grad))``:
            Maximum's, Minimum's, an unsorted segment sum's), or that the layer makes itself
            (``zeros_like``), and of each constant gradient of a loss it adds: Grappler folds it into
            a constant the graph holds between steps, one for each shape (``key``), from the batch
            ``first`` and below the batch ``too_large`` (0: at every batch). Also the batch indices of
            its batched gathers by indices of constants alone (key ``("batch indices", digest)``, one
            for each pattern: :func:`_constants_hash`), held through every step, and the indices
            themselves while Grappler folds them.
        weight_copies: Float32 bytes of each 16-bit copy of its weights the layer makes under a
            mixed policy and keeps for the gradient (None: one copy of its weights that cast,
            made when it is called; an RNN's loop casts its kernels at every step).
        products: Its matrix products (their float32 copies on the CPU in 16 bits: :class:`Product`),
            in the order their gradients run.
        late_products: How many of the last products run in a later stage of the backward pass:
            by then the layer's kept pieces and its backward temporaries but the last
            ``late_temps`` are freed, and its input gradients are made there, not before the first
            product (MultiHeadAttention's projections, after the attention's own gradients).
        late_temps: How many of the last backward temporaries live on into that stage (the
            gradients the late products read).
        penalty_gradients: Traced, bytes of each weight-sized gradient buffer of a penalty the call
            adds on its own weights (``add_loss``), made as the backward pass starts (as a
            regularizer's) and freed with the layer's weight gradients.
        batch_coupled: Traced, it makes a tensor with two dimensions that follow the batch (a
            batch x batch matrix: ``ops.inner`` of two batches), which no per-sample size holds:
            its sizes are those at the batch it was traced at (:func:`traced_at`).
        unseen_loop: Traced, it runs a loop whose body the costing does not see (one the data
            decides with no ``maximum_iterations``, or one over TensorArrays: an ``ops.scan`` whose
            steps are not led by the batch, an ``ops.map`` over anything but the batch): what each
            iteration keeps is not counted.
        unseen_function: Traced, its graph calls functions whose bodies the costing cannot find
            (:func:`_inlined` costs the others' as the layer's own ops): what they make, and their
            gradients' buffers, are not counted.
        recomputed: Rematerialized (``tf.recompute_grad``), for each output whether it is made
            again; None otherwise. The kept pieces are made and freed in the forward pass, made
            again when the layer's backward starts (its forward run again) and held through it,
            with the outputs it would keep.
        output_dtypes: A traced call's outputs' dtypes as its graph makes them, where Keras's shapes
            may say otherwise (a ReversibleEmbedding's reverse call under a mixed policy: float32
            logits, bfloat16 in its output spec); empty: as Keras's shapes say.
    """

    keeps_inputs: list[bool]
    keeps_outputs: list[bool]
    inputs_need_grad: list[bool]
    pieces: list[Piece] = field(default_factory=list)
    in_place: bool = False
    gradient_in_place: bool = False
    view: bool = False
    forward_scratch: int = 0
    backward_scratch: int = 0
    convolution: bool = False
    cpu_workspace: int = 0
    input_workspace: int = 0
    eigen_filter_gradient: bool = False
    workspace_from: int = 1
    forward_temps: tuple = ()
    backward_temps: tuple = ()
    shared_output_copy: int = 0
    temporaries_first: bool = False
    freed_first: int = 0
    activation_temps: tuple = ()
    gradient_over_input: bool = False
    backward_fixed: int = 0
    forward_fixed: int = 0
    reads_weights: bool = False
    outlasts_lag: int = 0
    filter_work: int = 0
    backward_pile: tuple = ()
    pile_needs: str = ""
    extra_workspaces: tuple = ()
    input_gradient_parts: int = 0
    sum_of_three: int = 0
    columns_end_with_layer: bool = False
    columns_split: tuple = ()
    folded_zeros: tuple = ()
    sparse_gradient: bool = False
    looked_up: tuple = ()
    weight_copies: tuple | None = None
    products: tuple = ()
    late_products: int = 0
    late_temps: int = 0
    batch_coupled: bool = False
    penalty_gradients: tuple = ()
    unseen_loop: bool = False
    unseen_function: bool = False
    recomputed: list[bool] | None = None
    output_dtypes: tuple = ()

    @property
    def hands_gradient_on(self) -> bool:
        """Its input's gradient is its incoming gradient's buffer: a view, a layer computed in place, or
        one whose backward writes over the incoming gradient."""
        return self.view or self.in_place or self.gradient_in_place


# Activation layers that carry their function in their class, not in an ``activation`` attribute.
_LAYER_ACTIVATIONS = {"ReLU": "relu", "ELU": "elu", "Softmax": "softmax", "LeakyReLU": "leaky_relu", "PReLU": "prelu"}


def _composed_relu(layer: Any) -> bool:
    """A ReLU layer whose options make it several ops, not one kernel: ``ReLU(max_value=6.0,
    negative_slope=0.1)`` is ``relu6(x) - 0.1 * relu(-x)``, whose two activations each keep a
    tensor (clipped_leaky_cnn b64 was 32% under as one in-place ReLU). Costed from its graph."""
    if type(layer).__name__ != "ReLU":
        return False
    slope = float(getattr(layer, "negative_slope", 0.0) or 0.0)
    cap = getattr(layer, "max_value", None)
    threshold = float(getattr(layer, "threshold", 0.0) or 0.0)
    alone = (slope == 0.0 and threshold == 0.0 and cap in (None, 6.0)) or (cap is None and threshold == 0.0)
    return not alone


def activation_name(layer: Any) -> str:
    """The name of a layer's activation function ("linear" if it has none; a Softmax layer's: "softmax")."""
    if type(layer).__name__ == "ReLU" and float(getattr(layer, "negative_slope", 0.0) or 0.0):
        return "leaky_relu"  # alone, Keras calls leaky_relu, whose gradient reads the input
    if type(layer).__name__ in _LAYER_ACTIVATIONS:
        return _LAYER_ACTIVATIONS[type(layer).__name__]
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
    if name == "gelu":
        return False, False, [Piece("gelu intermediates", in_bytes * 3, kept=True, count=3)]
    if name in ("hard_silu", "hard_swish"):
        # x * (relu6(x + 3) / 6): x, x + 3 (read by Relu6's gradient) and the quotient.
        return True, False, [Piece(f"{name} intermediates", in_bytes * 2, kept=True, count=2)]
    if name in _THREE_TENSORS:
        return True, False, [Piece(f"{name} intermediates", in_bytes * 2, kept=True, count=2)]
    if name in _INPUT_GRAD:
        return True, False, []
    if name == "tanh_shrink":
        # x - tanh(x): Tanh's gradient reads its output, the subtraction's nothing; the input and the
        # output are not kept for it (tanh_shrink_conv1d b128's trace: each layer's Tanh alive at the
        # peak, the last layer's output not; it was 30% over keeping the input and the output).
        return False, False, [Piece("tanh_shrink's tanh", in_bytes, kept=True)]
    if name in _MASKED:
        return False, False, [Piece(f"{name}'s minimum", in_bytes, kept=True),
                              Piece(f"{name}'s masks", in_bytes // 2, kept=True, count=2)]
    return True, True, []


#: The 16-bit float dtypes a mixed policy computes in.
SIXTEEN_BITS = ("float16", "bfloat16")


def _sixteen_bits(dtypes: list[str]) -> bool:
    """Is the (first) input a 16-bit float (a mixed policy's activations)?"""
    return bool(dtypes) and (getattr(dtypes[0], "name", None) or str(dtypes[0])) in SIXTEEN_BITS


def tensor_bytes(shape: tuple, dtype: Any) -> int:
    """Per-sample bytes of a tensor of this shape (batch first) and dtype."""
    return element_count(shape) * dtype_size(dtype)


def layer_cost(call: Any, in_shapes: list[tuple], in_dtypes: list[str], scope: str | None = None,
               needs: list[bool] | None = None) -> LayerCost:
    """The rule for one layer call, given the shapes and dtypes of what it reads.

    ``scope``: the name scope of the model's ops in the graph executor's training step (the
    outermost model's name); None under XLA, where Grappler does not rewrite the graph.
    """
    cost = _layer_cost(call, in_shapes, in_dtypes, scope, needs)
    if activation_name(call.layer) in _MASKED and call.output_shapes and not cost.folded_zeros:
        shape, dtype = call.output_shapes[0], call.output_dtypes[0]
        cost.folded_zeros = ((_zeros_key(shape, dtype), tensor_bytes(shape, dtype), 0, 0, 0),)
    return cost


def _zeros_key(shape: Any, dtype: Any) -> tuple:
    """Which folded constant of zeros a tensor's gradient selects from: one for each shape and dtype."""
    return tuple(int(d) for d in shape[1:]), getattr(dtype, "name", None) or str(dtype)


def _constant_key(t: Any, value: Any) -> tuple:
    """The folded-constant key of ``t`` filled with ``value``: its shape and dtype, and the value unless 0."""
    key = _zeros_key(t.shape, t.dtype)
    return key if value == 0 else (*key, float(value))


def _lora_kernel_bytes(layer: Any, dtype: Any) -> int:
    """The bytes of the kernel a layer built with LoRA (``lora_rank``) makes at each call, in its
    compute dtype; 0 without LoRA."""
    kernel = getattr(layer, "_kernel", None)
    if not getattr(layer, "lora_enabled", False) or kernel is None:
        return 0
    return math.prod(int(d) for d in kernel.shape) * dtype_size(dtype)


def _layer_cost(call: Any, in_shapes: list[tuple], in_dtypes: list[str], scope: str | None,
                needs: list[bool] | None = None) -> LayerCost:
    """:func:`layer_cost` but the folded zeros of an activation's gradient."""
    kind = call.class_name
    inner = getattr(call.layer, "layer", None)
    if kind == "SpectralNormalization" and inner is not None:
        # In training the wrapper divides its layer's kernel by its largest singular value, assigns
        # it (a kernel-sized temporary; no gradient flows through it), then calls the layer: the
        # layer's own cost (spectral_norm_cnn was 77% under as a layer without a rule, with no
        # convolution's column buffers).
        cost = layer_cost(replace(call, class_name=type(inner).__name__, layer=inner), in_shapes, in_dtypes, scope)
        kernel = getattr(inner, "kernel", None)
        extra = math.prod(kernel.shape) * dtype_size(kernel.dtype) if kernel is not None else 0
        return replace(cost, forward_fixed=cost.forward_fixed + extra)
    in_sizes = [tensor_bytes(s, d) for s, d in zip(in_shapes, in_dtypes)]
    out_sizes = [tensor_bytes(s, d) for s, d in zip(call.output_shapes, call.output_dtypes)]
    n_in, n_out = len(in_sizes), len(out_sizes)
    grad = [not d.startswith(("int", "uint", "bool", "string")) for d in in_dtypes]
    # What a traced graph takes gradients for: only the inputs the replay needs one of.
    graded = [g and n for g, n in zip(grad, needs)] if needs is not None else grad
    no = [False] * n_in
    layer = call.layer
    in_total = sum(in_sizes)
    out_total = sum(out_sizes)
    if kind in _VIEWS or call.is_model:
        return LayerCost(no, [False] * n_out, grad, view=True)
    activation = activation_name(layer)
    if kind in ("Dense", "EinsumDense") or kind in _CONVOLUTIONS:
        act_in, act_out, pieces = _activation_cost(activation, out_total)
        traced = None if activation in _RULED_ACTIVATIONS or not call.output_shapes else _traced_activation(
            layer, call.output_shapes[0], call.output_dtypes[0])
        if traced is not None:
            act_in, act_out = traced.keeps_inputs[0], traced.keeps_outputs[0]
            pieces = [replace(p, name=f"{activation} intermediate") for p in traced.pieces]
        # The pre-activation is a separate tensor when the activation's gradient reads it.
        if act_in:
            pieces = [Piece("pre-activation", out_total, kept=True), *pieces]
        # A traced activation's gradient runs first and reads all it kept: gone before the layer's own.
        activation_pieces = len(pieces) if traced is not None else int(activation in _ONE_OP_GRADIENT)
        if kind.startswith("SeparableConv"):
            multiplier = getattr(layer, "depth_multiplier", 1) or 1
            positions = element_count(call.output_shapes[0]) // max(1, int(call.output_shapes[0][-1]))
            channels = int(in_shapes[0][-1] or 1)
            # The depthwise result (output positions x input channels x multiplier) feeds the pointwise conv.
            depthwise = positions * channels * multiplier * dtype_size(call.output_dtypes[0])
            pieces.append(Piece("depthwise output", depthwise, kept=True))
        lora = _lora_kernel_bytes(layer, call.output_dtypes[0]) if call.output_dtypes else 0
        if lora:
            # Built with LoRA, the layer makes its kernel at each call, kernel + (alpha / rank) * A @ B
            # (kernel-sized; lora_adapter_mlp's traces: the second Dense's 4 MiB MatMul alive at the
            # peak at batch 256 and 2048), which its input gradient reads; the first layer's, whose
            # input takes no gradient, is freed in the forward pass. Its gradient is kernel-sized too,
            # A's and B's are made from it (below, ``backward_fixed``).
            pieces.append(Piece("LoRA kernel", 0, lora, kept=needs[0] if needs else True))
        convolution = kind in _CONVOLUTIONS and bool(in_shapes)
        columns = cpu_conv_workspace(call, in_shapes[0], "input") if convolution else 0
        # A transposed convolution runs Conv2DBackpropInput forward (with that column buffer) and a
        # plain convolution for its input gradient (Eigen's, without one).
        transposed = kind.endswith("Transpose")
        keeps, forward_temps, backward_temps = [True] * n_in, (), ()
        padded = _padded_input(call, in_shapes[0], in_sizes[0]) if convolution and not transposed else 0
        if padded:
            # The convolution reads a padded copy of its input (Keras pads a causal Conv1D; TensorFlow's
            # dilated convolution is SpaceToBatchND, conv, BatchToSpaceND): the filter gradient keeps
            # the copy, not the input (char_conv_lm's trace).
            pieces.append(Piece("padded input", padded, kept=True))
            keeps = [False] + [True] * (n_in - 1)
        if _dilated(layer):
            # The result in batch space before BatchToSpaceND; backward, the output's gradient moved to
            # batch space and the input's gradient before it is moved back.
            forward_temps, backward_temps = (out_total,), (out_total, padded)
        if traced is not None:
            # The activation's forward ops run after the convolution's, each phase with its own temporaries.
            forward_temps = max(forward_temps, traced.forward_temps, key=sum)
        products = ()
        if kind == "Dense" and in_shapes:
            # Keras's Dense is one MatMul of the input's rows (any leading axes flattened) by the kernel.
            features, units = int(in_shapes[0][-1] or 1), int(call.output_shapes[0][-1] or 1)
            rows = element_count(in_shapes[0]) // max(1, features)
            products = (Product((rows * features, 0), (0, features * units), (rows * units, 0), "input", "weights"),)
        elif kind == "EinsumDense" and in_shapes:
            product = _einsum_dense_product(layer, element_count(in_shapes[0]), element_count(call.output_shapes[0]))
            products = (product,) if product else ()
        cost = LayerCost(keeps, [act_out] * n_out, grad, pieces, forward_temps=forward_temps,
                         backward_temps=backward_temps, products=products,
                         backward_scratch=(0 if activation in _ONE_OP_GRADIENT or traced is not None
                                           else out_total * (1 + (activation in _RECOMPUTED)) if act_in else 0),
                         freed_first=activation_pieces,
                         activation_temps=(tuple(n for n in (*traced.backward_temps, traced.backward_scratch) if n)
                                           if traced else ()),
                         folded_zeros=traced.folded_zeros if traced else (),
                         convolution=convolution,
                         cpu_workspace=cpu_conv_workspace(call, in_shapes[0]) if convolution else 0,
                         filter_work=_filter_work(call) if convolution else 0,
                         input_workspace=0 if transposed else columns, forward_fixed=columns if transposed else 0,
                         backward_fixed=lora,
                         eigen_filter_gradient=convolution and _eigen_filter_gradient(call),
                         workspace_from=cpu_conv_workspace_from(call, in_shapes[0]) if convolution else 1,
                         reads_weights=True)
        # Under XLA as a whole (scope None) the convolution is one more op of the model's cluster.
        if convolution and scope is not None and _xla_convolution(call, in_shapes[0]):
            return _as_xla_call(cost, call, in_shapes[0], out_total, needs)
        return cost
    if kind == "BatchNormalization" and not getattr(layer, "trainable", True):
        # Frozen, Keras normalizes with the moving statistics whatever the training flag: x * inv +
        # offset, per channel, in place; its gradient is the incoming one times inv, and it keeps
        # nothing (a frozen MobileNetV2's trace: no buffer of its own in the forward pass).
        return LayerCost([False] * n_in, [False] * n_out, grad, in_place=True)
    if kind in _NORMALIZATIONS:
        # A 16-bit input is normalized in float32: every input-sized tensor below is twice the input.
        upcast = kind in _FLOAT32_INSIDE and _sixteen_bits(in_dtypes)
        wide = 2 * in_total if upcast else in_total
        # BatchNormalization's and GroupNormalization's scale is per channel (per sample and group):
        # no tensor of the input's size.
        pieces = [] if kind in ("BatchNormalization", "GroupNormalization") else [
            Piece("normalization scale", wide, kept=True)]
        # Forward: moments' squared difference beside x * inv. Backward: the gradients through
        # x * inv, through the variance (2 * (x - mean) * ...) and their sum coexist.
        if upcast:
            # The gradients read the float32 copy, not the 16-bit input; the float32 result is cast
            # to the 16-bit output while it exists. Backward, the output's gradient is cast up (the
            # 16-bit one freed), the two partial gradients are made beside it, and the 16-bit input
            # gradient after them: at the peak, the incoming gradient and the input gradient stand
            # for the upcast one (bn_net's and bn_policy_net's traces under mixed_bfloat16: Cast
            # kept, 2x the input; Cast_5/Cast, moments/Tile and mul_1's Mul, each 2x, and no
            # 16-bit gradient of the layer alive at its peak).
            return LayerCost([False] * n_in, [False] * n_out, grad, [*pieces, Piece("float32 input", wide, kept=True)],
                             forward_scratch=wide, backward_temps=(wide, wide), temporaries_first=True)
        return LayerCost([True] * n_in, [False] * n_out, grad, pieces, forward_scratch=in_total,
                         backward_temps=(in_total, in_total))
    if kind in _MEANS and _sixteen_bits(in_dtypes):
        # ops.mean reduces a float32 copy of a 16-bit input; its gradient broadcasts in float32 and is
        # cast back (bn_policy_net's trace: global_average_pooling2d_1/Cast and its Tile, 2x the input).
        return LayerCost(no, [False] * n_out, grad, forward_temps=(2 * in_total,), backward_temps=(2 * in_total,))
    if kind == "PReLU":
        # Keras's PReLU is relu(x) - alpha * relu(-x): ReluGrad reads relu(x), alpha's and relu(-x)'s
        # gradients read relu(-x) and alpha, so both relus are kept and x is not; the sum is written
        # over a freed buffer. Backward, the gradients of relu(-x) and of alpha (grad * relu(-x),
        # before its sum over the batch) are made beside the incoming gradient, which the positive
        # part's gradient is written into (prelu_bn_conv1d_ecg b128's trace: Relu, Relu_1 and mul
        # kept for each PReLU, the BatchNormalization's output before it freed; mul/Mul and
        # mul/Mul_1 beside MaxPoolGrad's output at the peak; it was 12% under as an activation
        # keeping its input and output).
        return LayerCost([False] * n_in, [False] * n_out, grad,
                         [Piece("prelu's positive part", in_total, kept=True),
                          Piece("prelu's negative part", in_total, kept=True)],
                         in_place=True, backward_temps=(in_total, in_total))
    if ((kind in ELEMENTWISE_ACTIVATIONS or kind == "Softmax") and not _composed_relu(layer)
            and activation in _RULED_ACTIVATIONS | {"prelu"}):
        keep_in, keep_out, pieces = _activation_cost(activation, in_total)
        if activation in _RECOMPUTED:
            # The input is kept, so the forward cannot overwrite it; the gradient is made in place.
            return LayerCost([True] * n_in, [False] * n_out, grad, in_place=True, backward_temps=(in_total, in_total))
        return LayerCost([keep_in] * n_in, [keep_out] * n_out, grad, pieces, in_place=keep_out and not keep_in)
    if kind in _DROPOUTS:
        rate = float(getattr(layer, "rate", 0.5) or 0.0)
        if rate <= 0.0:
            return LayerCost(no, [False] * n_out, grad, view=True)
        elements = in_total // max(1, dtype_size(in_dtypes[0]))
        if kind == "AlphaDropout":
            # inputs * mask + alpha' * (1 - mask) with the mask cast to the input's dtype: the mask and
            # 1 - mask are both kept (regularized_mlp b512's trace: Cast_3 and sub, input-sized, for
            # each of its three AlphaDropout layers).
            pieces = [Piece("dropout mask", in_total, kept=True), Piece("dropped value", in_total, kept=True)]
        elif kind == "GaussianDropout":
            # inputs * normal noise: the noise, input-sized, is kept for the gradient and is the op's
            # only temporary (gaussian_dropout_cnn b64's trace: StatelessRandomNormalV2 alive at the peak).
            return LayerCost(no, [False] * n_out, grad, [Piece("noise", in_total, kept=True)])
        else:
            pieces = [Piece("dropout mask", elements, kept=True)]
        # uniform noise and the scaled input exist together with the mask during the op
        return LayerCost(no, [False] * n_out, grad, pieces, forward_temps=(in_total, in_total))
    if kind in _MAX_POOLS:
        elements = out_total // max(1, dtype_size(call.output_dtypes[0]))
        # MaxPoolGrad (TensorFlow's CPU kernel) forwards the kept output's buffer for its own copy
        # of it, makes the argmax (int64, the output's shape), and writes the gradient over the
        # input's buffer when it holds the only reference (prelu_bn_conv1d_ecg b128's trace: no
        # buffer made for the input gradient of a pooling after a PReLU; after a ReLU, whose
        # gradient reads the same tensor later, one is).
        # A global one (Max's gradient) casts ``equal(y, x)``, the input's last read, to a new buffer
        # that is then scaled in place: when nothing else keeps the input, that buffer takes its place
        # (squareplus_conv1d b128's trace: the input freed, then the 15 MiB cast made).
        pools = not kind.startswith("Global") and kind != "MaxPooling3D"
        if kind == "MaxPooling3D":
            # MaxPooling3dGradOp allocates the input gradient alone and compares each window's slice
            # with the output in small Eigen temporaries (pooling_ops_3d.cc; bf16_conv3d_spatial_dropout
            # b32's trace: MaxPool3DGrad's 4 MiB gradient, nothing beside it): no argmax, no copy.
            return LayerCost([True] * n_in, [True] * n_out, grad)
        # MaxPoolGrad's CPU kernel recomputes each window's argmax, one shard a thread: slow enough that
        # the next layer's lagging filter gradient ends within it (random_shear_cnn b16's trace: the
        # column buffer alive at MaxPoolGrad's peak, freed before the first convolution's are made).
        return LayerCost([True] * n_in, [True] * n_out, grad, backward_temps=(8 * elements,),
                         shared_output_copy=out_total, temporaries_first=pools, gradient_over_input=True,
                         outlasts_lag=element_count(in_shapes[0]) if pools else 0)
    if kind == "Multiply":
        return LayerCost([True] * n_in, [False] * n_out, grad)
    if kind in _SHAPE_ONLY:
        interpolation = getattr(layer, "interpolation", "nearest")
        if kind in _REPEATS and interpolation == "nearest":
            return _repeat_cost(call, in_sizes, out_sizes, grad)
        # Any other resize is ResizeBilinear (or its kin), whose gradient op takes the original image
        # as an argument: the input is kept (the step's graph: ResizeBilinearGrad(grad, input)).
        resized = kind in _RESIZES and interpolation != "nearest"
        if resized and _sixteen_bits(in_dtypes):
            # Its output is float32 whatever it reads, and Keras's ops.image.resize casts it back to the
            # input's dtype through saturate_cast, a clip (Minimum, Maximum) and a Cast: the clip's masks
            # made in the forward pass and its zeros folded and held between steps, float32 copies on
            # both sides (f16_hrnet_multires_segmenter b40's trace: UpSampling2D's clip_by_value/zeros_like,
            # 10 MiB, held from the first step; its LessEqual and GreaterEqual masks alive at the peak).
            # Costed from that graph.
            traced = _traced_cost_once(call, in_shapes, graded, _reassociates(scope))
            if traced is not None:
                return traced
        return LayerCost([resized] * n_in if resized else no, [False] * n_out, grad, in_place=kind in _ELEMENTWISE)
    if kind == "Embedding":
        # TensorFlow's gather has a sparse gradient: the output's gradient with the indices; with a
        # penalty on the table, the tape adds the penalty's dense gradient to it, and the table's
        # gradient and update are dense (embedding_l2_reg_bag: 77.8 MiB at batch 512, 76.4 at 64).
        sparse = getattr(layer, "embeddings_regularizer", None) is None
        return LayerCost([True] * n_in, [False] * n_out, [False] * n_in, sparse_gradient=sparse)
    if kind == "MultiHeadAttention":
        return _attention_cost(call, in_shapes, in_sizes, out_sizes, grad, scope)
    steps_vectors = _step_vectors(kind, layer, in_shapes, in_dtypes, trace=kind == "RNN")
    if steps_vectors:
        cost = _rnn_cost(call, steps_vectors, in_shapes, in_sizes, out_sizes, grad)
        if kind.startswith("ConvLSTM"):
            cost = _convlstm_columns(cost, call, in_shapes)
        return cost
    if kind == "TimeDistributed" and in_shapes and len(in_shapes[0]) > 2 and in_shapes[0][1]:
        return _time_distributed_cost(call, in_shapes, in_dtypes, in_sizes, out_sizes)
    if kind == "Bidirectional":
        # Two RNNs over the same input, each with its own stack (the wrapper itself has no units).
        inner = getattr(layer, "forward_layer", None)
        # An RNN of a user-written cell or of stacked cells, as when it runs alone.
        vectors = _step_vectors(type(inner).__name__, inner, in_shapes, in_dtypes) or (8,)
        cost = _rnn_cost(call, vectors, in_shapes, in_sizes, out_sizes, grad, layer=inner)
        cost.pieces = [replace(p, per_sample=2 * p.per_sample, fixed=2 * p.fixed, count=2 * p.count) for p in cost.pieces]
        cost.backward_fixed *= 2
        cost.weight_copies *= 2
        # The two directions' backward loops run side by side, and each step's kernel gradients (off
        # the loop's critical path) pile up, up to parallel_iterations (32 in Keras) steps, while
        # those steps' stacks are popped (bilstm_text's trace: 31 steps' worth in each direction);
        # not when the input gets no gradient (frozen_embedding_bigru's trace: none, its Embedding
        # frozen; measured, a Bidirectional GRU on the model's input at batch 32: 15.5 MiB, 19.0 with
        # a Dense before it). Why is not established: the loops' per-step input gradients are the
        # difference between the two.
        kernels = sum(math.prod(int(d) for d in w.shape) * 4 for w in getattr(inner, "trainable_weights", ())
                      if len(w.shape) == 2)
        steps = _time_steps(in_shapes)
        # As an LSTM's, from some 24 steps in (two Bidirectional LSTMs of 128 over a Dense at batch 32,
        # measured: about 5 steps a direction at 16 steps, 4-11 at 30, 23 at 48:
        # benchmarks/studies/2026-12-03-demucs-over, probe_bi.txt).
        piled = _piled_steps(steps)
        cost.backward_pile = (2 * piled, kernels, piled / steps)
        cost.pile_needs = "input gradient"
        return cost
    traced = _traced_cost_once(call, in_shapes, graded, _reassociates(scope))
    return traced or LayerCost([True] * n_in, [True] * n_out, grad, backward_scratch=out_total)


# For a layer without a rule, what each op's gradient reads (TensorFlow's registered gradients).
# Reciprocal's is ReciprocalGrad(y, grad); Erfinv's and Ndtri's are exp(square(y)) and its product with
# the incoming gradient (math_grad.py; erfinv_mlp b2048's trace: each layer's Erfinv output kept, written
# over the Mul that made its input, and not that input); Acosh's and Asinh's are the incoming gradient
# divided by sinh(y) and cosh(y) (arccosh_mlp b2048's trace: each layer's Acosh output kept, in the
# buffer of the Softplus before it, and not its input).
# A Cholesky factor's is CholeskyGrad(l, grad), its own buffer (linalg_grad.py; cholesky_solve_mlp b2048's
# trace: the factor alone kept, in the buffer of the product it factors, not that product); a QR
# decomposition's reads q and r, not the matrix (qr_basis_mlp b1024's trace: the Qr op's r alive at the
# peak beside q, the layer's output); an inverse's reads the inverse (gram_inverse_mlp b2048's trace:
# the MatrixInverse output and the Cholesky factor kept, not the matrix they read).
_READS_OUTPUT = {"Sigmoid", "Tanh", "Relu", "Relu6", "Elu", "Selu", "Softmax", "LogSoftmax", "Exp", "Sqrt", "Rsqrt",
                 "Reciprocal", "Inv", "Erfinv", "Ndtri", "Acosh", "Asinh", "Cholesky", "Qr", "MatrixInverse"}
_READS_NOTHING = {
    "AddV2", "Add", "Sub", "BiasAdd", "Neg", "Reshape", "Transpose", "ExpandDims", "Squeeze", "Identity", "Pad",
    "ConcatV2", "Pack", "Unpack", "Slice", "StridedSlice", "Split", "SplitV", "Tile", "BroadcastTo", "Cast", "Sum",
    "Mean", "AddN", "ZerosLike", "OnesLike", "StopGradient", "Fill", "IdentityN",
    # A reversal's gradient reverses the incoming one (rot90_symmetric_cnn b64's trace: ops.rot90's
    # ReverseV2 keeps nothing; it was 61% over keeping the transposed input).
    "ReverseV2",
    # A dilated convolution's reshuffles, SpaceToBatchND before it and BatchToSpaceND after: each one's
    # gradient is the other applied to the incoming one (hifigan_v2_mel_vocoder b2's trace: neither the
    # leaky ReLU before a dilated Conv1D nor the convolution's own output kept, only the reshuffled
    # input it reads and the bias added in place after it; two buffers more an iteration, 40% over).
    "SpaceToBatchND", "BatchToSpaceND",
    # A check of the values hands its input on and checks the incoming gradient likewise (Keras's
    # ops.cholesky checks the factor).
    "CheckNumerics", "CheckNumericsV2",
    # Comparisons and logic have no gradient.
    "Greater", "GreaterEqual", "Less", "LessEqual", "Equal", "NotEqual", "LogicalAnd", "LogicalOr", "LogicalNot",
}
_ALIASES = {"Reshape", "Identity", "ExpandDims", "Squeeze", "CheckNumerics", "CheckNumericsV2"}
# Ops that read only a tensor's shape, not its values.
_SHAPE_READS = ("Shape", "ShapeN", "Size", "Rank")
# Ops whose registered gradient makes a function of what it reads with no control dependency on the
# incoming gradient: the graph executor runs it as soon as that exists, in the forward pass, and
# keeps it for the backward instead of what it read. Each: (made from the output rather than the
# input, bytes an element: 0 for the tensor's own). Softplus's ``sigmoid(x)`` (mish_resnet_small's
# trace); Maximum's and Minimum's selection mask, ``x >= y`` or ``x <= y`` (boolean, the output's
# shape: maximum_merge_cnn's and celu_gru_head's traces, the mask alive at the peak, the inputs
# freed); LogSoftmax's ``exp(output)`` and Abs's ``sign(x)`` by their gradients' code (math_grad.py,
# nn_grad.py), not traced.
# A reduction's maximum or minimum: ``cast(equal(y, x)) / count``, of the input's shape and dtype
# (math_grad.py's _MinOrMaxGrad; take_along_pool_conv1d b128's trace: the gradient's Equal and Cast
# made in the forward pass, beside the argmax's own temporaries, at the step's peak).
_EARLY_GRADIENT = {"Softplus": (False, 0), "LogSoftmax": (True, 0), "Abs": (False, 0),
                   "Maximum": (True, 1), "Minimum": (True, 1), "Max": (False, 0), "Min": (False, 0)}
# Ops whose gradient selects between the incoming gradient and ``zeros_like(grad)``: Grappler folds
# the zeros into a constant of the output's shape that the graph holds between steps (the traces'
# ``gradient_tape/.../zeros_like`` alive after the first step: 8 + 4 MiB for maximum_merge_cnn b16,
# one for a celu's Maximum and Minimum of one shape), at any size.
_FOLDED_ZEROS = {"Maximum", "Minimum"}
# The forward op an early function is, where a layer computes it too (Abs's ``sign(x)``: ops.cbrt's
# ``sign(x) * pow(abs(x), 1/3)``).
_EARLY_TWINS = {"Abs": "Sign"}
# Ops whose gradient reads only their condition (``where(c, grad, 0)``), written over the incoming
# gradient: a thresholded ReLU's ``where(x > t, x, 0)`` (thresholded_relu_mlp's trace: the mask and
# the output kept, its input gradient in the buffer of the output's).
_SELECTS = {"Select", "SelectV2"}
# Element-wise functions whose gradient is one binary element-wise op of its output and the incoming
# gradient (TanhGrad, SigmoidGrad, ReluGrad, ..., Exp's grad * exp(x)), which TensorFlow writes into a
# buffer it reads (lse_pool_conv1d b128's trace: the log-sum-exp's tiled gradient alone).
# (Not the linear algebra's: their gradients are products and solves, each a buffer of its own.)
# Abs's too: the incoming gradient times ``sign(x)``, made in the forward pass (_EARLY_GRADIENT;
# fmod_wrap_mlp b2048's trace: no buffer in the backward of ``ops.fmod``'s abs).
_GRADIENT_IN_PLACE = _READS_OUTPUT - {"Softmax", "LogSoftmax", "Erfinv", "Ndtri", "Acosh", "Asinh", "Cholesky", "Qr",
                                      "MatrixInverse"} | {"Abs"}
# Element-wise products: the gradient of each input is made at the output's size.
_PRODUCTS = {"Mul", "RealDiv", "DivNoNan", "MulNoNan", "Maximum", "Minimum", "SquaredDifference", "Pow"}
# For each operand of a product, the operands its gradient reads (TensorFlow's ``_MulGrad``: the
# other one; ``_RealDivGrad``: the divisor for the dividend, both for the divisor).
_OPERANDS_READ = {"Mul": ((1,), (0,)), "MulNoNan": ((1,), (0,)), "RealDiv": ((1,), (0, 1)), "DivNoNan": ((1,), (0, 1)),
                  # Matrix products and convolutions likewise: each operand's gradient reads the other
                  # (Keras's extract_patches is a Conv2D by a constant identity kernel: it keeps nothing).
                  **{op: ((1,), (0,)) for op in ("MatMul", "BatchMatMul", "BatchMatMulV2", "BatchMatMulV3", "Einsum",
                                                 "Conv2D", "Conv3D", "DepthwiseConv2dNative")}}
# The ops whose CPU kernel multiplies 16-bit operands in float32 copies (:class:`Product`).
_MATRIX_PRODUCTS = {"MatMul", "BatchMatMul", "BatchMatMulV2", "BatchMatMulV3"}
# Linear ops whose gradient reads nothing of the forward pass but, unlike an addition, makes a buffer
# of its own: Fourier transforms (the gradient of FFT2D is an IFFT2D), the complex number's parts, and
# a roll (the gradient rolls back: f16_roll_mix_mlp b256's trace, no input of its rolls kept).
_LINEAR = {"FFT", "IFFT", "FFT2D", "IFFT2D", "FFT3D", "IFFT3D", "RFFT", "IRFFT", "RFFT2D", "IRFFT2D", "Complex",
           "Real", "Imag", "Conj", "Roll"}
# Ops whose gradient reads only integer indices and shapes: a gather's (scattered back by the indices),
# extract_patches' (it gathers the patches back by index), and a segment sum's (it gathers the incoming
# gradient back by the segment ids). (A top_k's reads its own indices output, which is kept: _graph_cost.)
_READS_INDICES = {"GatherV2", "GatherNd", "ResourceGather", "ExtractImagePatches", "SegmentSum",
                  "UnsortedSegmentSum"}
# Ops whose gradient selects, element by element of their data input, between the incoming gradient
# gathered back and ``zeros_like`` of it, where ``ids >= 0 & ones_like`` (math_grad.py's
# _GatherDropNegatives). Grappler folds the zeros into a constant of the data's size that the graph
# holds between steps, and the mask (a byte an element) too while it is at most _MAX_FOLDED_CONSTANT,
# unless it folds the ids themselves: then the mask is all true and the select is its gathered
# gradient, and nothing is held. It folds an op whose output is larger than its inputs only up to
# _MAX_GROWN_CONSTANT (segment_pool_text's first step: nothing left allocated at batch 64 and 128,
# whose ids are 50 and 100 KiB; from 129 on the select stays, and at batch 144-256 the zeros and the
# mask are held, 14.1 + 3.5 to 25 + 6.25 MiB; at 512 the zeros alone; benchmarks/studies/
# 2026-11-27-segment-constants).
_GATHERS_DROPPING_NEGATIVES = {"UnsortedSegmentSum"}
# Element-wise ops whose CPU kernel may write its output over an input it reads last.
_FORWARDS_BUFFER = {"Neg", "Abs", "Square", "Sqrt", "Rsqrt", "Exp", "Log", "Log1p", "Expm1", "Sigmoid", "Tanh", "Relu",
                    "Relu6", "Elu", "Selu", "Softplus", "Softsign", "Sin", "Cos", "Reciprocal", "Erf", "AddV2", "Add",
                    "Sub", "Mul", "RealDiv", "Maximum", "Minimum", "SquaredDifference", "Pow", "BiasAdd", "Select",
                    "SelectV2", "FloorMod"}
# Ops whose gradient finds each segment's extremes again (math_grad.py's _UnsortedSegmentMinOrMaxGrad,
# _SegmentMinOrMaxGrad): it gathers the output back to every element of the data, compares (a byte an
# element), casts the comparison to count the ties, and selects the gathered gradient or
# ``zeros_like`` of it, data-sized zeros Grappler folds into a constant held between steps whatever the
# ids, the selection being the data's (segment_max_points b32's trace: 8 MiB held before every step).
# The gathered output, the cast and the gathered gradient are made one after the other, each
# data-sized, the select written over the last: one data-sized buffer at a time, the input gradient's
# size, beside the comparison (the trace's peak: the cast's 8 MiB and the comparison's 2 MiB).
_SEGMENT_EXTREMES = {"UnsortedSegmentMax", "UnsortedSegmentMin", "SegmentMax", "SegmentMin"}
# Ops whose gradient reads their input and their output: a cumulative product's computes the product
# again, ``cumprod(x)`` with the forward op's attributes, which Grappler merges with the forward op
# (its output kept), and divides by ``x`` (math_grad.py's _CumprodGrad; cumprod_decay_mlp b256's
# trace: ``gradient_tape/.../Cumprod/Cumprod``, the one product made, alive from the forward pass to
# the backward beside the gates it multiplied).
# A max pooling's gradient (MaxPoolGrad) reads its input and its output, as the layer's does
# (adaptive_max_pool_cnn b16's trace: Keras's ``ops.adaptive_max_pool``, two stride-1 max pools along
# each axis, both outputs kept beside their input to the backward pass; 38.5% under keeping the input
# alone).
# A complex number's modulus: its gradient divides by the modulus made complex (_ComplexAbsGrad; the
# modulus alive to the backward in complex_magnitude_mlp b2048's trace).
_READS_INPUT_AND_OUTPUT = {"Cumprod", "MaxPool", "MaxPoolV2", "MaxPool3D", "ComplexAbs"}
# A linear solve's gradient reads its matrix and its solution, not the right-hand side (linalg_grad.py's
# _MatrixSolveGrad and _MatrixTriangularSolveGrad: ``grad_a = -grad_b c^T``).
_READS_MATRIX_AND_OUTPUT = {"MatrixSolve", "MatrixTriangularSolve"}
# A fill of one value whose shape the graph knows (Keras's ``ops.zeros_like(x)`` in sparse_plus,
# soft_shrink and hard_shrink: ``tf.zeros_like`` of a fully shaped tensor is a Fill): Grappler makes
# it a constant (its constant-valued nodes, stored as one value, so no size limit stops it) that the
# graph holds between steps, one for each shape and value (sparse_plus_conv1d b128's optimized
# graph: each layer's ``zeros_like`` a Const of the layer's output shape, 7.5 + 3.75 MiB held after
# the first step).
_CONSTANT_VALUED = {"Fill"}
# Grappler's constant folding leaves alone any op whose output would be larger (max_constant_size_in_bytes).
_MAX_FOLDED_CONSTANT = 10 * 2**20
# ... and any op whose output is larger than its inputs and than this (constant_folding.cc's
# kMaxConstantSize; the select above, simplified up to ids of 102,400 bytes and not from 103,200).
_MAX_GROWN_CONSTANT = 100 * 2**10
# Ops whose output takes no gradient to their inputs (TensorFlow's ``ops.NotDifferentiable``: ZerosLike,
# OnesLike, Round, ...; or a gradient that does not read the incoming one: Sign's zeros, Floor's None).
_NO_GRADIENT = {"StopGradient", "PreventGradient", "ArgMin", "ArgMax", "Shape", "Size", "Rank", "OneHot",
                "Floor", "Ceil", "Round", "Sign", "RandomUniform", "RandomStandardNormal", "ZerosLike", "OnesLike"}
# Grappler's memory optimizer rewrites sums (AddN of more than two) in these dtypes only (SchedulingPass:
# "Unsupported dtype"): a bfloat16 sum keeps every part (bf16_td_dense_tagger b32's trace: all 99 alive
# at 360 MiB, no zeros held).
_REWRITTEN_DTYPES = ("float16", "float32", "float64", "int64")
_NOT_TENSORS = {"Placeholder", "Const", "ReadVariableOp", "NoOp", "Shape", "ShapeN", "VarHandleOp"}


# Each layer's traced costs, by call and input shapes (and each user-written cell's step): one
# estimate builds the step once for its optimizer and once for each lighter one, and a trace takes
# tens of milliseconds.
_TRACED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def flagged_calls(calls: list, flag: str) -> list:
    """The layer calls among those :func:`traced_calls` names whose traced cost has ``flag`` set
    (``"batch_coupled"``: a tensor that grows with the square of the batch; ``"unseen_loop"``: a loop
    whose body is not costed; ``"unseen_function"``: a function call whose body is not costed; see
    :class:`LayerCost`)."""
    flagged = []
    for call in traced_calls(calls):
        known = _TRACED.get(call.layer, {})
        if any(key[0] == call.call_index and getattr(cost, flag, False) for key, cost in known.items()):
            flagged.append(call)
    return flagged


def traced_calls(calls: list, what: str | None = None) -> list:
    """The layer calls costed from their traced graph (or, untraceable, as keeping all they touch):
    those no rule covers, among the calls :func:`layer_cost` has seen; with ``what="activation"``,
    those whose activation function no rule covers (:func:`_traced_activation`)."""
    traced = []
    for call in calls:
        try:
            known = _TRACED.get(call.layer, {})
        except TypeError:  # not weakly referable: never cached
            continue
        if any(key[0] == (call.call_index if what is None else what) for key in known):
            traced.append(call)
    return traced


# Options that change no tensor a training step makes beyond what the shapes already say, or that
# the rules above read (the activation, dropout rates, dilation, return_sequences, ...). Any other
# option set away from its default is one no rule was derived with (recurrent_dropout was such an
# option until lstm_recurrent_dropout's trace: the estimate was half the truth).
_READ_OPTIONS = {
    "name", "trainable", "dtype", "seed", "sparse", "ragged", "optional", "batch_shape", "input_shape",
    "activation", "units", "filters", "kernel_size", "strides", "padding", "data_format", "dilation_rate",
    "use_bias", "output_shape", "equation", "bias_axes", "output_padding", "depth_multiplier", "axis", "epsilon",
    "momentum", "center", "scale", "groups", "rate", "alpha", "max_value", "negative_slope", "threshold",
    "pool_size", "keepdims", "target_shape", "cropping", "size", "dims", "n", "offset", "input_dim", "output_dim",
    "num_heads", "key_dim", "value_dim", "dropout", "recurrent_dropout", "return_sequences", "return_state",
    "recurrent_activation", "unit_forget_bias", "go_backwards", "layer", "backward_layer", "merge_mode",
    "l1", "l2", "shared_axes", "lora_rank", "lora_alpha",
}
_DEFAULTS: dict[type, dict[str, Any]] = {}


def unread_options(calls: list) -> list[tuple[Any, str, Any]]:
    """``(call, option, value)`` for each option set away from its default that no rule reads.

    A value that is a serialized Keras object (a weight constraint) is given by its class name.

    Among the calls a rule covers (not those costed from their traced graph, nor nested models),
    and the layers a Bidirectional or TimeDistributed wrapper runs. Weight initializers and
    regularizers are not options here (the estimator reads the regularizers from the weights, and
    an activity regularizer's penalty gradient from the layer); a weight constraint is (Keras
    applies it after the update: a MaxNorm added 0 to 14% to a study MLP's peak, by the executor's
    order).

    Example:
        >>> lstm = keras.layers.LSTM(8, unroll=True)          # doctest: +SKIP
        >>> [(o, v) for _, o, v in unread_options(calls)]      # doctest: +SKIP
        [('unroll', True)]
    """
    traced = {id(c) for c in traced_calls(calls)}
    found = []
    for call in calls:
        if call.is_model or id(call) in traced or call.call_index:
            continue
        layers = [call.layer]
        if call.class_name in ("Bidirectional", "TimeDistributed"):
            inners = (getattr(call.layer, a, None) for a in ("forward_layer", "backward_layer", "layer"))
            layers += [inner for inner in inners if inner is not None]
        # A Bidirectional layer's backward layer is a copy of its forward one: each option once a call.
        options: list[tuple[str, Any]] = []  # values may be unhashable (a config's dict)
        for option in (o for layer in layers for o in _set_options(layer)):
            if option not in options:
                options.append(option)
        found += [(call, option, value) for option, value in options
                  if not (option == "attention_axes" and _sequence_attention(call, value))]
    return found


def _sequence_attention(call: Any, axes: Any) -> bool:
    """Are these a built MultiHeadAttention's default axes (all but the batch and the features)?"""
    rank = len(call.output_shapes[0]) if call.output_shapes else 0
    return tuple(axes or ()) == tuple(range(1, rank - 1))


def _set_options(layer: Any) -> list[tuple[str, Any]]:
    """A layer's options away from their defaults (its constructor's), outside :data:`_READ_OPTIONS`."""
    cls = type(layer)
    if cls not in _DEFAULTS:
        import inspect

        try:
            parameters = inspect.signature(cls.__init__).parameters.values()
        except (TypeError, ValueError):
            parameters = ()
        _DEFAULTS[cls] = {p.name: p.default for p in parameters if p.default is not inspect.Parameter.empty}
    try:
        config = layer.get_config()
    except Exception:  # a user's layer without a config: nothing to compare
        return []
    defaults = _DEFAULTS[cls]
    return [(option, _shown(value)) for option, value in config.items()
            if option in defaults and option not in _READ_OPTIONS
            and not option.endswith(_NOT_OPTIONS)
            and not _same(value, defaults[option])]


_NOT_OPTIONS = ("_initializer", "_regularizer")


def _shown(value: Any) -> Any:
    """A config value as a user would write it: a serialized Keras object by its class name."""
    if isinstance(value, dict) and "class_name" in value:
        return value["class_name"]
    return tuple(value) if isinstance(value, list) else value


def _same(value: Any, default: Any) -> bool:
    """Is a config value its constructor default? (Configs store tuples as lists.)"""
    if isinstance(value, list) and isinstance(default, tuple):
        value = tuple(value)
    try:
        return bool(value == default)
    except Exception:
        return False


def _once(owner: Any, key: tuple, compute: Callable[[], Any]) -> Any:
    """``compute()``, kept in :data:`_TRACED` under ``owner`` (a layer or a cell) and ``key`` (and the
    batch traced at)."""
    try:
        known = _TRACED.setdefault(owner, {})
    except TypeError:  # not weakly referable: computed every time
        return compute()
    key = (*key, _TRACE_BATCH.get())
    if key not in known:
        known[key] = compute()
    return known[key]


# The batch a traced layer's graph is built at (None: batches 2 and 3, each tensor's per-sample size
# their difference). A batch x batch tensor has none: a model with one is costed anew at each batch,
# its graphs built at that batch (analytic.prepare).
_TRACE_BATCH: contextvars.ContextVar[int | None] = contextvars.ContextVar("trace_batch", default=None)


@contextlib.contextmanager
def traced_at(batch_size: int) -> Any:
    """Within it, layers without a rule are traced at ``batch_size`` and its next, and a tensor that
    grows with the square of the batch is sized as it is at ``batch_size``."""
    token = _TRACE_BATCH.set(batch_size)
    try:
        yield
    finally:
        _TRACE_BATCH.reset(token)


def trace_batch() -> int | None:
    """The batch :func:`traced_at` traces at, None outside it."""
    return _TRACE_BATCH.get()


def _traced_activation(layer: Any, shape: tuple, dtype: Any) -> LayerCost | None:
    """The cost of ``layer.activation`` alone on its output's ``shape``, from its graph (:func:`_graph_cost`).

    Traced once per layer, shape and dtype; a copy each time. None when it cannot be traced.

    Example:
        >>> conv = keras.layers.Conv1D(128, 5, activation="squareplus")  # doctest: +SKIP
        >>> _traced_activation(conv, (None, 240, 128), "float32").keeps_inputs  # doctest: +SKIP
        [True]
    """
    function = getattr(layer, "activation", None)
    if not callable(function):
        return None
    key = ("activation", tuple(shape), str(dtype))
    spec = [((None, *tuple(shape)[1:]), dtype)]
    return copy.deepcopy(_once(layer, key, lambda: _graph_cost(lambda x: function(x), spec, 1, [True])))


def _traced_cost_once(call: Any, in_shapes: list[tuple], grad: list[bool], reassociates: bool = False) -> LayerCost | None:
    """:func:`_traced_cost`, traced once per layer call and shapes; a copy each time (callers change it)."""
    key = (call.call_index, tuple(map(tuple, in_shapes)), tuple(grad), reassociates)
    return copy.deepcopy(_once(call.layer, key, lambda: _traced_cost(call, in_shapes, grad, reassociates)))


def _traced_cost(call: Any, in_shapes: list[tuple], grad: list[bool], reassociates: bool = False) -> LayerCost | None:
    """A layer without a rule (a user's own layer, or a Keras layer no rule covers), from its own graph.

    Its call is traced at batches 2 and 3 (``tf.function``; nothing runs; others where its graph changes
    between them: :func:`_graph_cost`) and each op's gradient is assumed to read what TensorFlow's
    registered gradient reads: the output of ``Sigmoid``, ``Tanh``, ``Exp``, ..., of a Cholesky factor, a QR
    decomposition and an inverse; a solve's matrix and solution; nothing of additions, reshapes,
    reductions, Fourier transforms and gathers; ``top_k``'s own indices; a function of its input made ahead
    of the backward (``Softplus``'s sigmoid); of an element-wise product or quotient, a matrix product
    or a convolution, the operands its other operands' gradients read (nothing of ``x`` in ``30 * x``,
    nothing of ``X W`` in ``A (X W)`` for a model input ``A``); its inputs otherwise; an op the gradient
    never reaches from the layer's outputs (one read only by an argmin or a stop_gradient) reads
    nothing. The intermediates so read are kept for the backward pass; the forward makes the largest
    other intermediate beside them; the backward peaks at the op whose gradient makes the most: its
    output's gradient beside one for each input (for an element-wise product, each the product's size,
    but one in all for a product of two of the layer's own intermediates, the other written into a
    buffer it reads, and one for a product of a tensor and a learned number, the other written over the
    incoming gradient; an element-wise function's, ``TanhGrad`` and the like, is written into the gradient
    it reads, and passes the layer's incoming gradient on to the op before it, as a sum, a difference
    and a product by a constant do), less the kept intermediates whose last reader's gradient has run
    before it; or, where more is alive at once, as the ops' gradients run one after another, each buffer
    alive until read (:func:`_backward_walk`; a transpose's, a cast's, a reduction's each a buffer), or
    two branches of the layer side by side (:func:`_branches_at_once`). An einsum also makes the copies
    TensorFlow's kernel transposes its operands or its product into (:func:`_einsum_copies`), in the
    forward pass and in its gradient's. Complex tensors (an FFT's) count as floats do. The call is
    traced as it trains (``training=True``, as the step passes it). A ``tf.cond`` (or Keras's
    ``ops.cond``) whose predicate constants decide, and a
    ``tf.switch_case`` whose index they decide, are the branch they take; a cond the data decides is its
    larger branch (the one making more ops); a ``tf.while_loop`` whose
    count they decide is its body repeated (:func:`_static_conditions`);
    a tensor with two dimensions that follow the batch is sized at the batch the graph is traced at
    (:func:`traced_at`; ``batch_coupled``); a penalty the call adds on its own weights (``add_loss``)
    makes a weight-sized gradient for each read of a weight (:func:`_penalty_gradients`); a loss it adds
    on what it computes is followed by the gradient as its outputs are, its constant gradients
    (:func:`_constant_gradients`) held by Grappler as constants; a loop over TensorArrays holds a copy
    of the list it reads, then zeros of its size, and the elements of the list it writes, and an
    ``ops.map`` over the batch or an ``ops.scan`` over time what its body keeps (:func:`_loop_body_pieces`;
    another loop's body is not costed: ``unseen_loop``). None when the call cannot be traced (the
    generic rule then).
    """
    nodes = getattr(call.layer, "_inbound_nodes", None) or []
    if call.is_input or call.call_index >= len(nodes):
        return None
    arguments = nodes[call.call_index].arguments
    symbols = list(arguments.keras_tensors)
    if len(symbols) != len(in_shapes):
        return None
    import tensorflow as tf

    def run(*tensors: Any) -> Any:
        args, kwargs = arguments.fill_in({id(k): t for k, t in zip(symbols, tensors)})
        if getattr(call.layer, "_call_has_training_arg", False):
            # The training step passes training=True to every call that takes it, over what the model's
            # graph recorded (Keras's Functional.call); traced alone, a call would take that record or its
            # signature's default: inference, where a penalty or a noise is skipped.
            kwargs["training"] = True
        # A layer named as Python names a private class (``_Wrap`` -> ``__wrap``) is no valid root name
        # scope for TensorFlow: traced alone it raised, and fell to the generic rule. Inside the model's
        # step it is nested, as here.
        with tf.name_scope("traced") if call.layer.name.startswith("_") else contextlib.nullcontext(), \
                _without_remat(call.layer), _as_a_model_calls_it(call.layer):
            return call.layer(*args, **kwargs)

    specs = [((None, *k.shape[1:]), k.dtype) for k in symbols]
    cost = _graph_cost(run, specs, len(call.output_shapes), grad, reassociates)
    if cost is None and not all(_batch_led(k.shape) for k in symbols):
        # Where that trace fails, an input with a known first dimension may be one the batch does not
        # lead, traced again as it is (a table a layer makes from its own weights and hands to others:
        # deberta_disentangled_text_classifier's relative positions, 128 x 256, which given a batch could
        # not be reshaped, and the attention fell to the generic rule, 30% under). Not at first: a
        # symbolic batch of 1 can be the batch too (f16_universal_transformer_act's layer is called on a
        # tensor Keras shapes (1, 96, 128); traced as it is, its estimate fell 92% under).
        specs = [((None, *k.shape[1:]) if _batch_led(k.shape) else tuple(k.shape), k.dtype) for k in symbols]
        cost = _graph_cost(run, specs, len(call.output_shapes), grad, reassociates)
    return cost


@contextlib.contextmanager
def _as_a_model_calls_it(layer: Any) -> Iterator[None]:
    """The layer called inside the autocast scope a model under a mixed policy opens around its layers
    (Keras's ``Layer.__call__``): a layer that does not autocast then reads its variables in their own
    dtype. Called alone, outside any scope, it would cast them to its compute dtype (Keras's
    ReversibleEmbedding, ``autocast=False``: its reverse call's product is float32 in the model's graph,
    the bfloat16 input cast up to the float32 table; traced alone it was a bfloat16 product, costed with
    float32 copies of the logits' gradient: bf16_sasrec_next_item_recommender 85-110% over)."""
    from keras.src import backend

    compute, variable = getattr(layer, "compute_dtype", None), getattr(layer, "variable_dtype", None)
    if (backend.get_autocast_scope() is not None or not compute or compute == variable
            or not backend.is_float_dtype(compute)):
        yield
        return
    with backend.AutocastScope(compute):
        yield


@contextlib.contextmanager
def _without_remat(layer: Any) -> Iterator[None]:
    """The layer called as built without ``keras.RematScope``: its graph is what its call computes, not
    ``tf.recompute_grad``'s custom gradient around it (:func:`rematerialized` costs that)."""
    mode = getattr(layer, "_remat_mode", None)
    if mode is None:
        yield
        return
    layer._remat_mode = None
    try:
        yield
    finally:
        layer._remat_mode = mode


def _inlined(graph: Any, operations: list | None = None) -> tuple[list, list, bool]:
    """``graph``'s ops (or ``operations`` of it) with each function call replaced by its body's, as
    Grappler's function inlining runs them (forward-mode ``ops.jvp`` calls a function for each op's
    tangent: bf16_jvp_jacobian_penalty_cnn's traces run their ops and their gradients' in the step):
    each body imported into ``graph`` on the call's inputs, so that its shapes are the call's (a function
    traced for any batch has none), and pruned to what its outputs read, as the runtime does; nested
    calls likewise. Also the aliases, (a call's output, the body's tensor it is), in order, and whether a
    call's body could not be read (its cost stays unseen, LayerCost.unseen_function)."""
    ops: list = []
    aliases: list = []
    unseen = False
    for op in list(graph.get_operations() if operations is None else operations):
        body = _function_body(graph, op) if op.type in _FUNCTION_CALLS else None
        if body is None:
            unseen |= op.type in _FUNCTION_CALLS
            ops.append(op)
            continue
        made, outputs = _imported(graph, op, body)
        inner, inner_aliases, inner_unseen = _inlined(graph, made)
        needed = _needed(inner, inner_aliases, outputs)
        ops += [o for o in inner if id(o) in needed]
        aliases += [*inner_aliases, *zip(op.outputs, outputs)]
        unseen |= inner_unseen
    return ops, aliases, unseen


def _function_body(graph: Any, call: Any) -> Any:
    """The graph of the function ``call`` runs, its inputs and outputs the call's; None if not found."""
    try:
        body = graph._get_function(call.get_attr("f").name).graph  # (TensorFlow has no public lookup)
    except Exception:  # a function from a library, not traced here: no graph
        return None
    return body if len(body.inputs) == len(call.inputs) and len(body.outputs) == len(call.outputs) else None


def _imported(graph: Any, call: Any, body: Any) -> tuple[list, list]:
    """The ops of ``body`` made in ``graph`` on ``call``'s inputs, and the tensors of its outputs."""
    import tensorflow as tf

    before = len(graph.get_operations())
    with graph.as_default():
        outputs = tf.graph_util.import_graph_def(
            body.as_graph_def(), input_map={t.name: s for t, s in zip(body.inputs, call.inputs)},
            return_elements=[t.name for t in body.outputs], name=f"{call.name}_inlined")
    return graph.get_operations()[before:], outputs


def _origin(t: Any, source: dict) -> Any:
    """The tensor ``t`` is, through ``source`` (id of an alias -> its tensor: a call's output -> its
    inlined body's, :func:`_inlined`); ``t`` itself if it is no alias."""
    while id(t) in source:
        t = source[id(t)]
    return t


def _needed(ops: list, aliases: list, outputs: list) -> set:
    """The ids of the ``ops`` the ``outputs`` read, through the ``aliases`` (:func:`_inlined`)."""
    made = {id(t): op for op in ops for t in op.outputs}
    source = {id(t): s for t, s in aliases}
    needed: set = set()
    todo = list(outputs)
    while todo:
        t = _origin(todo.pop(), source)
        op = made.get(id(t))
        if op is not None and id(op) not in needed:
            needed.add(id(op))
            todo += op.inputs
    return needed


def _batch_led(shape: Any) -> bool:
    """Whether a symbolic tensor's first dimension is the batch (unknown until the step runs)."""
    return not shape or shape[0] is None


def _at_batch(shape: tuple, batch: int) -> tuple:
    """A spec's shape at a batch: its first dimension the batch where that is None, else as it is."""
    return (batch, *shape[1:]) if _batch_led(shape) else tuple(shape)


def _graph_cost(run: Callable, specs: list[tuple], n_out: int, grad: list[bool],
                reassociates: bool = False) -> LayerCost | None:
    """:func:`_traced_cost` of ``run`` called on tensors of ``specs`` ((shape, dtype), the batch None, or
    a tensor's whole shape where the batch does not lead it)."""
    import tensorflow as tf

    # Concrete batches give every shape; their difference is the per-sample part. TensorFlow makes a
    # tensor of ones or zeros under 1000 elements a constant and a larger one a Fill op
    # (``_constant_if_small``): when batches 2 and 3 fall on either side of that (bf16_sinc_features_mlp's
    # ops.sinc, 384 features), two batches past it (the graphs are built, nothing runs).
    near = _TRACE_BATCH.get()
    for batches in ([] if near is None else [(near, near + 1)]) + [(2, 3), (1024, 1025)]:
        graphs = []
        loops: list = []  # each ops.map's and ops.scan's record in the first batch's graph (_static_conditions)
        for batch in batches:
            try:
                shaped = [tf.TensorSpec(_at_batch(shape, batch), dtype) for shape, dtype in specs]
                with _static_conditions(loops if not graphs else None):
                    graphs.append(tf.function(run, autograph=False).get_concrete_function(*shaped).graph)
            except Exception:  # a layer that cannot be traced alone: the generic rule is the answer
                return None
        inlined = [_inlined(g) for g in graphs]
        ops = [[op for op in o if op.type not in _NOT_TENSORS] for o, _, _ in inlined]
        if len(ops[0]) == len(ops[1]) and len(inlined[0][1]) == len(inlined[1][1]):
            break
        # A graph that grows again a batch later is a Python loop over the samples (Keras's
        # elastic_transform maps each image's coordinates apart: 234 ops an image), not a constant
        # turned Fill: no two batches pair its tensors, and tracing a larger one took minutes
        # (elastic_residual_cnn: 224 s at batch 1024). The generic rule.
        try:
            with _static_conditions():
                later = tf.function(run, autograph=False).get_concrete_function(
                    *[tf.TensorSpec(_at_batch(shape, batches[1] + 1), dtype) for shape, dtype in specs]).graph
        except Exception:
            return None
        if sum(op.type not in _NOT_TENSORS for op in _inlined(later)[0]) > len(ops[1]):
            return None
    else:
        return None
    every_op, aliases, unseen_function = inlined[0]
    # A call's output is its inlined body's tensor: the same buffer.
    source = {id(t): s for t, s in aliases}

    def origin(t: Any) -> Any:
        return _origin(t, source)

    # A reshape or an identity is a view of its input: its buffer is its input's.
    root: dict[int, int] = {}
    custom: set = set()  # ops inside a function with its own gradient (tf.custom_gradient)
    kept: set = set()
    last_read: dict = {}  # id of a kept tensor -> the first op (forward order) whose gradient reads it: its last reader
    for j, op in enumerate(ops[0]):
        for t in op.inputs:
            if id(t) in source and id(t) not in root:
                root[id(t)] = root.get(id(origin(t)), id(origin(t)))
        if (op.type in _ALIASES and op.inputs) or _forwards_unchanged(op):
            root[id(op.outputs[0])] = root.get(id(op.inputs[0]), id(op.inputs[0]))
        elif op.type == "IdentityN":
            root.update((id(o), root.get(id(i), id(i))) for o, i in zip(op.outputs, op.inputs))
            inside, arguments = _custom_gradient(op)
            custom |= inside
            kept.update(root.get(id(t), id(t)) for t in arguments)
            for t in arguments:
                last_read.setdefault(root.get(id(t), id(t)), j)
    for t, _ in aliases:
        root.setdefault(id(t), root.get(id(origin(t)), id(origin(t))))
    returned_tensors = [root.get(id(t), id(t)) for t in tf.nest.flatten(graphs[0].structured_outputs)]
    outputs = set(returned_tensors)
    holders = [[op.outputs[0] for op in o if op.type == "Placeholder"] for o, _, _ in inlined]
    inputs = {id(t) for t in holders[0]}
    # The tensors the tape takes a gradient for: those computed from a weight or from an input that
    # needs one (a model's input does not); a product's gradient skips the others' (_product_reads).
    # Not through an op without a gradient, nor to a boolean or an integer: TensorFlow prunes a gradient
    # that leads nowhere (heaviside_gate_conv1d b128's trace: ``x * heaviside(x)``, the step selected
    # from zeros_like and ones_like, written over x, which no gradient reads).
    graded = {id(t) for t, wanted in zip(holders[0], grad) if wanted}
    for op in every_op:
        if op.type == "ReadVariableOp" or (op.type not in _NO_GRADIENT and any(id(origin(t)) in graded
                                                                               for t in op.inputs)):
            graded.update(id(t) for t in op.outputs if not (t.dtype.is_bool or t.dtype.is_integer))
    graded.update(id(t) for t, _ in aliases if id(origin(t)) in graded)
    # The tensors a gradient reaches from the layer's outputs: none through an op without one (a
    # stop_gradient) or a tensor that is not a float (an argmin's indices). An op off this path runs
    # no gradient and keeps nothing (vq_autoencoder's trace: the distances to its codes, read only by
    # an argmin, freed in the forward pass).
    # ... and from each loss the call adds on what it computes (``self.add_loss``; Keras adds it to the
    # loss): a float scalar no op reads, computed from an input that takes a gradient (aux_bce_autoencoder
    # b2048's trace: the logistic loss's exponential, condition and sigmoid kept for its backward).
    # (Each unread float scalar the call computes is a loss it adds, with the weights it reads: None when
    # it reads an input too; a penalty on the weights alone is _penalty_gradients'.)
    returned = {id(s) for _, s in aliases}  # a body's outputs: read by its caller
    losses = [(t, _weight_reads(t)) for op in every_op for t in op.outputs
              if t.shape.rank == 0 and t.dtype.is_floating and not t.consumers() and id(t) not in returned]
    added = [t for t, weights in losses if weights is None and id(t) in graded]
    reached = {id(origin(t)) for t in tf.nest.flatten(graphs[0].structured_outputs)} | {id(t) for t in added}
    for op in reversed(every_op):
        if op.type not in _NO_GRADIENT and any(id(t) in reached for t in op.outputs):
            reached.update(id(origin(t)) for t in op.inputs if _differentiable(t) and id(t) in graded)
    reached.update(id(t) for t, _ in aliases if id(origin(t)) in reached)
    penalties = _penalty_gradients(losses, reached)
    # The ops that run a gradient: not one without (a sign: it reads and makes nothing).
    backward = {id(op) for op in ops[0] if any(id(t) in reached and _differentiable(t) for t in op.outputs)
                and any(id(t) in graded for t in op.inputs) and op.type not in _NO_GRADIENT}
    filter_columns: dict = {}  # id of a convolution op -> its filter gradient's column buffer (bytes)
    columns = _traced_columns([op for op in ops[0] if id(op) in backward and id(op) not in custom], graded, root,
                              filter_columns)
    # A layer without weights does not settle the lagging filter gradients (analytic._build): they run
    # on through its backward pass (coordconv_cnn b128's trace: the second convolution's filter gradient,
    # its column buffer and the incoming gradient it reads, alive at the first pooling's gradient, after
    # the user-written AddCoords layer's).
    reads_weights = any(op.type == "ReadVariableOp" for op in graphs[0].get_operations())
    # ("early", id of an op[, i]) -> (the tensor its gradient's early function is made from, its element size)
    early = {}
    batch_indices = set()  # the early keys of batched gathers' indices
    patterns: dict = {}  # ("batch indices", digest) -> (per-sample, fixed) bytes of batched gathers' foldable indices
    factored_products = []  # the products over axes whose gradient's factor is made early (_product_factor_temps)
    for j, op in enumerate(ops[0]):
        if id(op) not in backward:
            continue
        read = (op.outputs if op.type in _READS_OUTPUT else op.inputs[:1] if op.type in _SELECTS
                else _product_reads(op, graded) if op.type in _OPERANDS_READ
                else [*op.inputs, *op.outputs] if op.type in _SEGMENT_EXTREMES or op.type in _READS_INPUT_AND_OUTPUT
                else [op.inputs[0], *op.outputs] if op.type in _READS_MATRIX_AND_OUTPUT
                else op.outputs[1:] if op.type == "TopKV2"
                else [] if op.type in _LINEAR or op.type in _READS_INDICES or _modulo_by_constant(op, graded)
                else op.inputs)
        if op.type == "GatherV2" and op.get_attr("batch_dims") and id(op) not in custom:
            # Its gradient adds each batch entry's offset to the indices (array_grad.py's
            # _GetBatchIndices), an indices-sized tensor that needs no incoming gradient: made in the
            # forward pass and held to the gradient (bf16_argsort_gather_conv1d's traces: 18.75 MiB of
            # int64 at batch 128, alive at the step's peak).
            if _foldable(op.inputs[1]):
                # Indices of constants alone (a fixed pattern broadcast to the batch) are the same
                # computation wherever they recur: one for each pattern, not each gather, made once
                # (Grappler's common subexpression elimination) and held through the step, or folded
                # into a constant, with the indices themselves, while that is at most
                # _MAX_FOLDED_CONSTANT (deberta_disentangled_text_classifier's traces: one int64
                # ``add_6`` for the eight gathers of its four layers, 32 MiB alive from the first
                # layer's forward pass to the step's end at batch 16; at batch 4, 20 MiB more held
                # between steps; studies/2026-12-02-deberta-under).
                n = _per_sample_and_fixed(op.inputs[1], ops[1][j].inputs[1], batches[0])
                patterns[("batch indices", _constants_hash(op.inputs[1]))] = n
                continue
            early[("early", id(op))] = (op.inputs[1], 0)
            last_read[("early", id(op))] = j
            batch_indices.add(("early", id(op)))
        elif op.type in _EARLY_GRADIENT and id(op) not in custom:
            twin = _early_twin(op, ops[0])
            if twin is not None:
                # Grappler's common subexpression elimination makes the gradient's early function the
                # forward op computing the same of the same tensor: one buffer, kept (cbrt_mlp b2048's
                # trace: one Sign of each layer's input alive at the peak, ops.cbrt's own and Abs's
                # gradient's).
                kept.add(root.get(id(twin), id(twin)))
                last_read.setdefault(root.get(id(twin), id(twin)), j)
            else:
                from_output, element = _EARLY_GRADIENT[op.type]
                early[("early", id(op))] = (op.outputs[0] if from_output else op.inputs[0], element)
                last_read[("early", id(op))] = j
        elif op.type not in _READS_NOTHING and id(op) not in custom:
            factors = _early_factors(op, graded)
            if factors is not None:
                made_early, read = factors
                for i, t in enumerate(made_early):
                    early[("early", id(op), i)] = (t, 0)
                    last_read[("early", id(op), i)] = j
                if op.type == "Prod":
                    factored_products.append(op)
            kept.update(root.get(id(t), id(t)) for t in read)
            for t in read:
                last_read.setdefault(root.get(id(t), id(t)), j)
        if reassociates and _scaled_softmax(op) and id(op) not in custom:
            # Its gradient is (sub * softmax) * scale: Grappler's constant push-down makes it sub *
            # (scale * softmax) when the model's ops sort before the gradient's (see _attention_cost),
            # and the inner product, of the forward pass alone, is made there and kept (gqa_encoder
            # b16's trace: gradient_tape/.../mul_1, the weights' size, alive from each attention's
            # forward to its backward).
            early[("reassociated", id(op))] = (op.outputs[0], 0)
            last_read[("reassociated", id(op))] = j
    kept.update(early)
    sizes = {}  # id of an intermediate (batch 2's graph) -> its (per-sample, fixed) bytes
    both = {}  # id of any float or boolean tensor, the layer's inputs included -> its (per-sample, fixed) bytes
    allocated = {}  # id of any intermediate of a numeric or boolean dtype -> its (per-sample, fixed) bytes
    every = {}  # id of any tensor sized -> its (per-sample, fixed) bytes
    coupled = False
    for a, b in [*zip(*([t for op in o for t in op.outputs] for o in ops)), *zip(*holders)]:
        if not a.shape.is_fully_defined() or a.dtype in (tf.resource, tf.variant, tf.string):
            continue
        n = every[id(a)] = _per_sample_and_fixed(a, b, batches[0])
        coupled = coupled or _batch_coupled(a, b)
        intermediate = id(a) not in outputs and id(a) not in root and a.op.type != "Placeholder"
        if intermediate:
            allocated[id(a)] = n
        if _differentiable(a) or a.dtype.is_bool:
            both[id(a)] = n
            if intermediate:
                sizes[id(a)] = n
    for t, _ in aliases:
        for table in (every, both):
            if id(origin(t)) in table:
                table[id(t)] = table[id(origin(t))]
    # A top_k's gradient scatters the incoming one back by its own indices output (nn_grad.py's _TopKGrad):
    # the indices, int32 of the values' shape, are kept (f16_median_pool_conv1d b128's trace: ops.median's
    # sort, its TopKV2's 16 MiB of indices alive at the peak); the one integer tensor counted.
    sizes.update((id(t), allocated[id(t)]) for op in ops[0] if op.type == "TopKV2"
                 for t in op.outputs[1:] if id(t) in kept and id(t) in allocated)
    for key, (t, element) in early.items():
        if id(t) in every:
            scale = element / t.dtype.size if element else 1
            sizes[key] = tuple(int(n * scale) for n in every[id(t)])
    # The reassociated product is made as soon as the softmax is (not after the layer's other
    # intermediates): the allocator's chunks follow the order.
    for key in [k for k in early if k[0] == "reassociated" and k in sizes]:
        softmax = id(early[key][0])
        if softmax in sizes:
            order = [k for k in sizes if k != key]
            at = order.index(softmax) + 1
            sizes = {k: sizes[k] for k in [*order[:at], key, *order[at:]]}
    zeros = {_zeros_key(op.outputs[0].shape, op.outputs[0].dtype): (*both[id(op.outputs[0])], 0, 0) for op in ops[0]
             if op.type in _FOLDED_ZEROS and id(op) not in custom and id(op.outputs[0]) in both}
    for pattern, n in patterns.items():
        # The batch indices, held at every batch; the indices too while Grappler folds them.
        zeros[pattern] = (*n, 0, 0)
        zeros[(*pattern, "folded")] = (*n, 0, _first_batch_over(_MAX_FOLDED_CONSTANT, *n))
    for op in ops[0]:
        x = op.inputs[0] if op.type == "Sign" and id(op) not in custom else None
        if x is not None and id(x) in graded and id(x) in both and any(
                id(c) in backward for c in op.outputs[0].consumers()):
            # A sign whose output a gradient reads hands its input zeros_like(x) (math_grad.py's
            # _SignGrad), a constant Grappler folds and holds between steps (fmod_wrap_mlp b2048's trace,
            # Keras's ``ops.fmod``: 8 MiB more held before each step than with the sign's gradient stopped).
            n = both[id(x)]
            zeros[_zeros_key(x.shape, x.dtype)] = (*n, 0, _first_batch_over(_MAX_FOLDED_CONSTANT, *n))
        x = op.inputs[0] if op.type == "Pow" and id(op) not in custom else None
        if x is not None and id(op.inputs[1]) in graded and id(x) in both:
            # A power whose exponent takes a gradient reads log(x) where x > 0: ``where(x > 0, x,
            # ones_like(x))`` and ``zeros_like(x)`` (math_grad.py's _PowGrad), both folded and held between
            # steps (gem_pool_cnn b16's first step: Pow/ones_like and a zeros_like, 4 MiB each, held).
            n = both[id(x)]
            for value in (0, 1):
                zeros[_constant_key(x, value)] = (*n, 0, _first_batch_over(_MAX_FOLDED_CONSTANT, *n))
    for op in ops[0]:
        if op.type in _CONSTANT_VALUED and id(op.outputs[0]) in allocated and all(_constant(t) for t in op.inputs):
            # Folded to a constant the graph holds: no buffer of the step's (see _CONSTANT_VALUED).
            n = allocated.pop(id(op.outputs[0]))
            sizes.pop(id(op.outputs[0]), None)
            zeros[_constant_key(op.outputs[0], tf.get_static_value(op.inputs[1]))] = (*n, 0, 0)
    for t in added:
        # An added loss's gradient is a constant (Keras's loss weights it by one), and so is its gradient
        # down through a mean and a sum (the constant tiled), a sum of tensors and a difference: Grappler
        # folds each into a constant of its tensor's size, held between steps, one for each value (the
        # trace of aux_bce_autoencoder's logistic loss: a mean's, a difference's negated, beside its
        # zeros_like, 2 MiB each at b2048).
        for x in _constant_gradients(t):
            if id(x) in both:
                key = (*_zeros_key(x.shape, x.dtype), "added loss's gradient", x.op.name)
                zeros[key] = (*both[id(x)], 0, _first_batch_over(_MAX_FOLDED_CONSTANT, *both[id(x)]))
    constants = {op.name: op for op in inlined[1][0] if op.type == "Const"}
    for op in every_op:
        # A tensor of zeros (or ones) the size of the batch is a constant under 1000 elements, as at the
        # batches traced, and a Fill above, which Grappler folds (see _CONSTANT_VALUED): the logistic
        # loss's zeros_like.
        twin = constants.get(op.name) if op.type == "Const" else None
        if twin is None or twin.outputs[0].shape == op.outputs[0].shape or not op.outputs[0].dtype.is_floating:
            continue
        value = tf.get_static_value(op.outputs[0])  # only a batch-sized constant's: read once it is one
        if value is not None and value.size and (value == value.flat[0]).all():
            n = _per_sample_and_fixed(op.outputs[0], twin.outputs[0], batches[0])
            zeros[_constant_key(op.outputs[0], value.flat[0])] = (*n, 0, _first_batch_over(_MAX_FOLDED_CONSTANT, *n))
    for j, op in enumerate(ops[0]):
        selects = op.type in _GATHERS_DROPPING_NEGATIVES or op.type in _SEGMENT_EXTREMES
        data = op.inputs[0] if selects and id(op) in backward else None
        if data is None or id(op) in custom or id(data) not in both:
            continue
        if op.type in _SEGMENT_EXTREMES or not _foldable(op.inputs[1]):
            # Zeros of the data's size at every batch: a selection by the data, or by ids not folded.
            zeros[_zeros_key(data.shape, data.dtype)] = (*both[id(data)], 0, 0)
            continue
        ids = _per_sample_and_fixed(op.inputs[1], ops[1][j].inputs[1], batches[0])
        first = _first_batch_over(_MAX_GROWN_CONSTANT, *ids)
        zeros[_zeros_key(data.shape, data.dtype)] = (*both[id(data)], first, 0)
        mask = tuple(n // data.dtype.size for n in both[id(data)])  # a byte an element
        zeros[_zeros_key(data.shape, "bool")] = (*mask, first, _first_batch_over(_MAX_FOLDED_CONSTANT, *mask))
    # The tensors whose gradient is the layer's incoming gradient itself: its outputs, and from them
    # back, each sole reader's input whose gradient takes that buffer (_gradient_passed_to).
    passed = dict.fromkeys(outputs, False)  # -> whether another tensor's gradient is that buffer too
    for op in reversed(ops[0]):
        out = root.get(id(op.outputs[0]), id(op.outputs[0])) if op.outputs else None
        if out not in passed:
            continue
        on = _gradient_passed_to(op, passed[out], graded)
        for t in on:
            # (A reader without a gradient, a sign or a comparison, adds nothing to it.)
            if sum(id(c) in backward for c in t.consumers()) == 1 and t.shape == op.outputs[0].shape:
                passed.setdefault(root.get(id(t), id(t)), len(on) > 1 or passed[out])
    # The backward pass at its busiest op: the gradient of the op's output beside the one it makes
    # for each input (a product's at the product's size, before any reduction to a broadcast input:
    # additive_attention_gru's trace, three score-sized gradients at once).
    busiest: tuple = ()
    # (index, op, what its gradient holds, kept bytes freed by then) of the ops whose gradient makes buffers
    gradients: list[tuple] = []
    moments: list[tuple] = []  # (index, what its gradient holds, kept bytes freed by then) of every op's gradient
    steps: list[_GradientStep] = []  # every op's gradient, in forward order, for _backward_walk

    def key(t: Any) -> Any:
        return root.get(id(t), id(t))

    parts: dict = {}  # id of a tensor -> how many ops' gradients make a part of its gradient
    # The walk counts per-sample bytes; a tensor the weights alone decide (ops.diagflat of a weight) has a
    # gradient of fixed size, made beside the incoming one (diagflat_scale_mlp b256's trace: x^T g, the
    # 640 x 640 diagonal's 1.56 MiB gradient, alive at the peak): the busiest op's, a weight's own
    # gradient (the replay's) left out.
    fixed_busiest = 0

    def fixed(t: Any) -> int:
        per_sample, nbytes = both.get(id(t), (0, 0))
        return nbytes if per_sample == 0 and not _reads_variable(t) else 0

    # A table looked up inside the layer: its rows' gradient, the lookup's, is the replay's buffer (as an
    # input's), held to the update (LayerCost.looked_up), not the walk's.
    lookup = _sparse_lookup(graphs[0], outputs)
    looked_up, lookups = ((), []) if lookup else _looked_up(every_op, both, reached)
    rows = {key(t): both.get(id(t), (0,))[0] for t in lookups}
    # ... made by the gradient of the lookup's last reader: before then, room for others' buffers.
    index = {id(op): j for j, op in enumerate(ops[0])}
    rows_made = {key(t): max((index.get(id(c), -1) for c in t.consumers()), default=-1) for t in lookups}
    def gone_by(j: int) -> set:
        """The kept intermediates whose last reader's gradient has run when op ``j``'s runs."""
        return {k for k in sizes if k in kept and last_read.get(k, -1) > j}

    for j, op in enumerate(ops[0]):
        if not op.outputs or id(op) not in backward or (op.type in _ALIASES and op.inputs) or _forwards_unchanged(op):
            continue
        # The kept intermediates whose last reader's gradient has run are freed by then (swiglu_mlp
        # b128's trace: the product's operands freed before the silu's gradient makes its sigmoid
        # and 1 - sigmoid); the replay keeps a layer's pieces to its end, so these buffers stand
        # for what the op makes beyond them.
        freed = sum(sizes[k][0] for k in gone_by(j))
        # Each tensor once: a tensor's product by itself is Grappler's Square, whose gradient ``grad * 2x``
        # makes one buffer (norm_scaled_conv1d's ``ops.norm``).
        graded_in = list({id(t): t for t in op.inputs
                          if _differentiable(t) and t.op.type != "Const" and id(t) in graded}.values())
        graded_ids = {id(t) for t in graded_in}
        for t in graded_in:
            if t.dtype.name in _REWRITTEN_DTYPES:
                parts[id(t)] = parts.get(id(t), 0) + 1
        fixed_busiest = max(fixed_busiest, sum(map(fixed, graded_in))
                            + sum(fixed(t) for t in op.outputs if id(t) in reached and key(t) not in outputs))
        step = _GradientStep([(key(t), both.get(id(t), (0,))[0]) for t in op.outputs
                              if id(t) in reached and _differentiable(t)], freed, j)
        steps.append(step)
        # A concatenation's gradient slices the incoming one, every operand's slice in one gradient
        # function, all alive until each is read (bf16_adaptive_max_pool3d_cnn b16's trace: both slices
        # beside the pooling gradients at the peak); it reads nothing else.
        concatenation = op.type == "ConcatV2" and id(op) not in custom
        if (op.type in _READS_NOTHING and not concatenation) or _modulo_by_constant(op, graded):
            # An addition hands the incoming gradient on as it is; a transpose, a cast, a slice, a
            # reduction's broadcast and the like each make their input's (f16_median_pool_conv1d
            # b128's trace: the mean's Tile, its Cast back, the transposes' and the gathers' gradients
            # alive at once).
            on = (op.inputs if op.type == "AddN" else op.inputs[:1] if op.type in ("BiasAdd", "Neg")
                  else _gradient_passed_to(op, False, graded))
            # A difference's subtrahend broadcast along some axes: its gradient, ``sum(-grad)``, negates
            # the incoming gradient at the difference's size before summing it down (_SubGrad; the
            # trace of cdist_prototype_mlp b256: ``sub/Neg``, 24 MiB, beside the incoming gradient).
            negated = [(t, both.get(id(op.outputs[0]), (0,))[0]) for t in op.inputs[1:]
                       if op.type == "Sub" and id(t) in graded_ids and t.shape != op.outputs[0].shape]
            step.gradients(graded_in, [t for t in on if t.shape == op.outputs[0].shape], key, both, negated)
            continue
        out = both.get(id(op.outputs[0]), (0,))[0]
        # The layer's incoming gradient and its inputs' gradients are the replay's own buffers. An
        # element-wise function's gradient (TanhGrad, SigmoidGrad, ...: TensorFlow's binary
        # element-wise kernels) takes the buffer of the gradient it reads (concat_attention_gru's
        # trace: the broadcast sum's gradient alone beside the kept tanh).
        # A product's gradient for an operand it broadcasts is made at the product's size and then
        # summed down, even for the layer's input (vmap_outer_mlp b2048's trace: both operands of a
        # per-sample outer product, views of the input, have an 18 MiB gradient before their sums).
        passes = graded_in[:1] if op.type in _GRADIENT_IN_PLACE else []  # inputs given the incoming buffer
        made = [] if op.type in _GRADIENT_IN_PLACE else [
            (t, out if op.type in _PRODUCTS else both.get(id(t), (0,))[0])
            for t in (op.inputs[:-1] if concatenation else graded_in)
            if id(t) in graded_ids and key(t) not in rows and (key(t) not in inputs
                                   or (op.type in _PRODUCTS and both.get(id(t), (out,))[0] < out))]
        if op.type in _SELECTS:
            made, passes = made[1:], [t for t in op.inputs[1:] if id(t) in graded_ids][:1]
        if (op.type == "Mul" and len(graded_in) == 1 and key(graded_in[0]) in rows
                and graded_in[0].shape == op.outputs[0].shape):
            # A lookup weighted by a constant: its gradient, ``grad * w``, is written over the incoming
            # one (TensorFlow forwards the buffer only that product reads: the float32 layer of two
            # tables' trace, each table's rows' gradient in its Tile's buffer).
            made, passes = [], graded_in
        if op.type in _SEGMENT_EXTREMES and id(op) not in custom and id(op.inputs[0]) in both:
            made.append((None, both[id(op.inputs[0])][0] // op.inputs[0].dtype.size))  # the comparison, a byte each
        if op.type == "Cast" and key(op.inputs[0]) in rows:
            # A lookup cast to 16 bits: its gradient cast back is made twice, Grappler's reordered cast of
            # the rows' values beside the plain one (f16_memn2n_multihop_qa's and a two-table layer's
            # traces: a second float32 copy of each table's rows alive while its values are made).
            made.append((None, rows[key(op.inputs[0])]))
        if op.type == "ScaleAndTranslate":
            made.append((None, _scale_and_translate_temp(op, backward=True)))
        if op.type == "ComplexAbs" and id(op) not in custom:
            # Its gradient divides complex(grad, 0) * z by complex(|z|, 0) (math_grad.py's
            # _ComplexAbsGrad): two complex buffers of the input's size at once, the product's and the
            # divisor's (complex_magnitude_mlp b2048's trace: both 4 MiB at the peak, beside the kept z).
            made.append((None, both.get(id(op.inputs[0]), (0,))[0]))
        if op.type in ("MaxPool", "MaxPoolV2") and id(op) not in custom:
            # MaxPoolGrad's argmax, int64 of the output's shape, as the layer's rule counts it (the
            # trace's 35.25 MiB request beside a 17.62 MiB output).
            made.append((None, 8 * both.get(id(op.outputs[0]), (0,))[0] // op.outputs[0].dtype.size))
        if op.type == "Einsum" and len(op.inputs) == 2 and id(op) not in custom:
            made += [(None, n) for n in _einsum_gradient_copies(op.get_attr("equation").decode(),
                                                                [both.get(id(t), (0,))[0] for t in op.inputs], out,
                                                                [id(t) in graded for t in op.inputs]) if n]
        covered: list = []  # inputs whose gradient is a buffer counted elsewhere
        if _by_constant(op, graded):
            # A product by a constant: its gradient, the incoming one times the constant, is written over
            # the incoming one (erfinv_mlp b2048's trace: ``0.99 * tanh(x)``'s gradient made no buffer).
            made, passes = [], graded_in
        elif _scaled_by_a_number(op, graded) and any(t.shape == op.outputs[0].shape for t, _ in made):
            # Both gradients are products at the output's size, the scale's then summed down (_MulGrad);
            # the one run last writes into the incoming gradient's buffer: one new buffer, not two (a
            # two-tower step's learned temperature on its batch-by-batch similarity: three 64 MiB
            # buffers at the trace's peak where the walk held four, studies/2026-11-30-train-step-ops).
            # Not for a factor broadcast along some axes only (an attention's score vector): that took
            # additive_attention_gru 23% under (studies/2026-12-01-broadcast-product).
            passes = [t for t, _ in made if t.shape == op.outputs[0].shape][:1]
            made = [(t, n) for t, n in made if t.shape != op.outputs[0].shape]
        elif op.type == "Mul" and all(_own_intermediate(t, op, inputs, root) for t in op.inputs):
            # Each operand's gradient is a product of the other and the incoming gradient, the same
            # size: TensorFlow writes it into an input buffer no other op will read (the operand it
            # reads last, or the incoming gradient once the other product has read it), so the two
            # make one new buffer at most (swiglu_mlp b128's trace: none beside the kept operands).
            made, passes = made[:1], [t for t, _ in made[1:]]
        elif _early_quotient(op, graded) and id(op) not in custom:
            # The denominator's gradient is written over its factor, made in the forward pass: only the
            # numerator's, ``grad / y``, is a buffer.
            numerator = op.inputs[0]
            made = [(numerator, out)] if (_differentiable(numerator) and not _constant(numerator)
                                          and key(numerator) not in inputs) else []
            covered = op.inputs[1:]
        elif op.type == "Pow" and id(op.inputs[1]) not in graded and id(op) not in custom:
            # The base's gradient multiplies the incoming one by its factor, made in the forward pass, in
            # place (pow_const's trace: no buffer of the power's in its backward).
            made, passes = [], graded_in[:1]
        step.gradients(graded_in, passes, key, both, made, covered)
        # (A lookup's gradient, or one written over the incoming one into it: the replay's rows buffer.)
        incoming = (0 if key(op.outputs[0]) in passed or key(op.outputs[0]) in rows
                    or any(key(t) in rows for t in passes) else out)
        held = tuple(n for n in (incoming, *(n for _, n in made)) if n > 0)
        room = freed + sum(n for k, n in rows.items() if rows_made[k] < j)
        busiest = max(busiest, _beyond(held, room), key=sum)
        moments.append((j, held, room))
        if made:
            gradients.append((j, op, held, freed))
    # ... and as the ops' gradients run one after another, each buffer alive until read (_backward_walk).
    incoming = {k: both.get(k, (0,))[0] for k in outputs}
    input_grads = {key(t): both.get(id(t), (0,))[0] for t, wanted in zip(holders[0], grad) if wanted} | rows
    rooms: dict = {}
    walked = max(_backward_walk(steps, incoming, input_grads, rooms),
                 _branches_at_once(ops[0], steps, incoming, input_grads), key=sum)
    walked = max(walked, _siblings_at_once(ops[0], gradients, inputs, graded, both, root, rooms), key=sum)
    busiest = max(busiest, walked, key=sum)
    split, before_columns = _columns_split(filter_columns, index, moments, walked, gone_by, sizes, batches[0])
    # A loop over TensorArrays (ops.map, ops.scan) stays a While, its lists made outside it (map_rows_mlp
    # b512's trace, and a map whose output is an eighth of its input): the list it reads is a copy of its
    # tensor until the loop ends, when the gradient makes a list of zeros its size, held to the end of
    # the loop's gradient (when it has one); the list it writes holds its elements until stacked.
    read = [op.inputs[0] for op in ops[0] if op.type == "TensorListFromTensor" and id(op.inputs[0]) in both]
    body_pieces, costed_loops, kept_lists = _loop_body_pieces(loops, batches[0], graded, both)
    written = [both[id(op.outputs[0])][0] for op in ops[0] if op.type == "TensorListStack"
               and id(op.outputs[0]) in both and id(op.outputs[0]) not in kept_lists]
    list_copies = (*(both[id(t)][0] for t in read), *written) if read else ()
    # A layer that only selects (a thresholded ReLU) writes its output over its input, and its
    # input's gradient over its output's.
    made_float = [op.type for op in ops[0] if op.type not in _NOT_TENSORS and op.type not in _ALIASES
                  and any(t.dtype.is_floating for t in op.outputs)]
    selects_only = bool(made_float) and set(made_float) <= _SELECTS

    def elements(t: Any) -> tuple[int, int]:
        return tuple(n // t.dtype.size for n in both.get(id(t), (0, 0)))

    def broadcast_kernel(op: Any) -> int:
        """Elements a sample of a weight's gradient made per batch entry (rules.Product), else 0."""
        x, y = op.inputs[0].shape, op.inputs[1].shape
        if op.type == "MatMul" or x.rank is None or y.rank != 2 or x.rank <= 2 or not _reads_variable(op.inputs[1]):
            return 0
        return math.prod(int(d or 1) for d in x[1:-2]) * math.prod(int(d or 1) for d in y)

    def gradient_of(op: Any, k: int) -> str:
        """When the gradient product of the operand ``k`` runs: always, or never (an operand that takes
        no gradient, or a product no gradient reaches: a score only an argsort reads)."""
        return "" if id(op) in backward and id(op.inputs[k]) in graded else "never"

    # A product the layer makes in float32 under a 16-bit policy multiplies its operands as they are
    # (bf16_sasrec_next_item_recommender b16's trace: its tied output's float32 logits, no copies).
    products = tuple(Product(elements(op.inputs[0]), elements(op.inputs[1]), elements(op.outputs[0]),
                             gradient_of(op, 0), gradient_of(op, 1), rhs_per_sample=broadcast_kernel(op),
                             wide=op.outputs[0].dtype.name == "float32")
                     for op in ops[0] if op.type in _MATRIX_PRODUCTS and id(op) not in custom)
    placeholders = [id(t) for t in holders[0]][:len(specs)]
    # Not one whose buffer a later op takes: that buffer is the later tensor (squareplus's square is its
    # kept square root, written in place).
    busiest_forward, taken, busiest_at, made_at = _forward_peak(ops[0], allocated, kept, root)

    def late(i: Any) -> bool:
        """A batched gather's batch indices, made after the forward pass's busiest point: not beside its
        temporaries (bf16_argsort_gather_conv1d b128's trace: made right after the gather, once the
        int64 index temporaries before it are freed)."""
        if i not in batch_indices:
            return False
        made = id(early[i][0])
        return made_at.get(root.get(made, made), -1) > busiest_at

    pieces = [Piece("traced intermediate", n, fixed, kept=True, late=late(i), before_columns=i in before_columns)
              for i, (n, fixed) in sizes.items() if i in kept and n + fixed > 0]
    pieces += [Piece("loop's list of zeros", *both[id(t)], kept=True) for t in read if id(t) in graded]
    pieces += body_pieces
    # An einsum's copies live beside its output while it runs.
    copies = [_einsum_copies(op.get_attr("equation").decode(), tuple(both.get(id(t), (0,))[0] for t in op.inputs),
                             both.get(id(op.outputs[0]), (0,))[0])
              for op in ops[0] if op.type == "Einsum" and len(op.inputs) == 2 and id(op) not in custom]
    copies += [_scale_and_translate_temp(op) for op in ops[0] if op.type == "ScaleAndTranslate"]
    others = sorted([*(n for i, (n, _) in sizes.items() if i not in kept and i not in taken), *copies],
                    reverse=True)
    factor_temps = [_product_factor_temps(op, both.get(id(op.inputs[0]), (0,))[0]) for op in factored_products]
    forward = max((busiest_forward, tuple(others[:1]), *factor_temps, list_copies), key=sum)
    return LayerCost([i in kept for i in placeholders] + [True] * (len(specs) - len(placeholders)),
                     ([t in kept for t in returned_tensors] if len(returned_tensors) == n_out
                      else [bool(outputs & kept)] * n_out),
                     grad, pieces, forward_temps=forward, backward_temps=busiest, reads_weights=reads_weights,
                     in_place=selects_only, folded_zeros=tuple((key, *n) for key, n in zeros.items()),
                     products=products, convolution=columns is not None,
                     sparse_gradient=lookup, looked_up=looked_up,
                     batch_coupled=coupled,
                     penalty_gradients=penalties, gradient_in_place=len(placeholders) == 1 and passed.get(
                         root.get(placeholders[0], placeholders[0])) is False,
                     unseen_loop=sum(op.type in _LOOPS for op in ops[0]) > costed_loops,
                     unseen_function=unseen_function,
                     sum_of_three=max((both.get(t, (0,))[0] for t, n in parts.items() if n > 2), default=0),
                     backward_fixed=fixed_busiest, columns_split=split,
                     output_dtypes=tuple(t.dtype.name for t in tf.nest.flatten(graphs[0].structured_outputs)),
                     **(columns or {}))


def _columns_split(filter_columns: dict, index: dict, moments: list, walked: tuple, gone_by: Callable[[int], set],
                   sizes: dict, batch: int) -> tuple[tuple, set]:
    """:attr:`LayerCost.columns_split` and the kept pieces freed before the column buffers, or ``((), set())``.

    The convolution is the one whose filter gradient's column buffer (``filter_columns``, bytes by op),
    beside what its gradient holds (``moments``: each op's index, held and freed per-sample bytes), stands
    highest above the kept pieces freed by then (``gone_by``: their keys by op index; ``sizes``: their
    per-sample and fixed bytes), at the traced ``batch``. A whole step's traced layer runs the generator's
    convolution gradients last, when the critic's intermediates are gone (wgan_gp_resnet_critic b8's trace:
    24.6 MiB of the forward pass alive beside 64 MiB of column buffers, where every kept piece stood
    beside them, 55.7 MiB). The temporaries before it (``walked``, the backward walk's, among them: it
    does not say when) count beside every kept piece, those after it beyond what it freed.
    """
    held_at = {j: held for j, held, _ in moments}

    def freed_by(j: int) -> int:
        return sum(sizes[k][0] for k in gone_by(j))

    candidates = [(n + (sum(held_at.get(index[o], ())) - freed_by(index[o])) * batch, index[o])
                  for o, n in filter_columns.items() if n and o in index]
    if not candidates:
        return (), set()
    at = max(candidates)[1]
    gone = {k for k in gone_by(at) if sizes[k][0]}
    room = sum(sizes[k][0] for k in gone)
    if not room:
        return (), set()
    before = max([walked, *(_beyond(held, r) for j, held, r in moments if j > at)], key=sum)
    after = max((_beyond(held, r - room) for j, held, r in moments if j <= at), key=sum, default=())
    return (before, after), gone


def _penalty_gradients(losses: list[tuple], reached: set) -> tuple:
    """Bytes of each weight-sized gradient buffer of the layer's own penalties: of the unread scalars
    ``losses`` (with the weights each reads, :func:`_weight_reads`), those computed from its weights alone
    (``self.add_loss(...)``: Keras adds it to the loss), one for each time the penalty reads a weight
    (vdot_penalty_mlp b2048's trace: ``ops.vdot(kernel, kernel)``'s two MatMul gradients, each the
    kernel's size, made as the backward pass starts and alive until the kernel's gradient)."""
    return tuple(n for t, weights in losses if weights is not None and id(t) not in reached for n in weights if n > 0)


def _loop_body_pieces(loops: list, batch: int, graded: set, both: dict) -> tuple[list, int, set]:
    """The tensors the bodies of a layer's ``ops.map`` and ``ops.scan`` loops keep for the gradient
    (:func:`_map_body_pieces`, :func:`_scan_body_pieces`), the number of loops so costed, and the ids of
    the stacked results whose written elements those pieces count (no longer temporaries)."""
    pieces, costed, kept_lists = [], 0, set()
    for kind, *record in loops:
        made = (_map_body_pieces if kind == "map" else _scan_body_pieces)(*record, batch, graded, both)
        if made is not None:
            pieces += made[0]
            kept_lists |= made[1]
            costed += 1
    return pieces, costed, kept_lists


def _map_body_pieces(fn: Any, elements: Any, result: Any, batch: int, graded: set,
                     both: dict) -> tuple[list, set] | None:
    """The tensors each iteration of an ``ops.map`` over the batch keeps for the gradient (map_rows_mlp
    b512's trace: each row's softmax, 512 buffers, alive to the loop's gradient): its function traced
    vectorized over the elements (``tf.vectorized_map``), so that each element's kept tensors are a
    sample's; an element or a result the body's gradient reads stays alive beside the lists too. None
    for a map over anything else (its body stays unseen) or one that cannot be traced so; no pieces
    for one whose elements take no gradient."""
    import tensorflow as tf

    if not tf.is_tensor(elements) or elements.shape.rank is None or elements.shape[0] != batch:
        return None
    if id(elements) not in graded:
        return [], set()
    body = _graph_cost(lambda e: tf.vectorized_map(fn, e), [((None, *elements.shape[1:]), elements.dtype)],
                       1, [True])
    if body is None:
        return None
    ends = [t for t, kept in ((elements, body.keeps_inputs[0]), (result, any(body.keeps_outputs))) if kept]
    pieces = [replace(p, name="loop body's kept tensor") for p in body.pieces if p.kept]
    pieces += [Piece("loop body's kept tensor", *both[id(t)], kept=True) for t in ends
               if tf.is_tensor(t) and id(t) in both]
    return pieces, set()


def _scan_body_pieces(f: Any, init: Any, xs: Any, result: Any, batch: int, graded: set,
                      both: dict) -> tuple[list, set] | None:
    """The tensors each step of an ``ops.scan`` over time keeps for the gradient: its step function
    traced once at one step's shapes (the carry's and an element's, each led by the batch), its kept
    tensors counted once for each of the scan's steps (a constant number). A step whose gradient reads
    its own outputs (scan_tanh_mlp b256's trace: each step's tanh, 60 buffers, alive to the loop's
    gradient) keeps the elements the scan writes (the same buffers: no longer temporaries), one that
    reads its element keeps the list it reads, one that reads its carry each step's carry. None for a
    scan whose steps are not led by the batch or whose length is not known (its body stays unseen); no
    pieces for one where nothing takes a gradient."""
    import tensorflow as tf

    carries, elements = tf.nest.flatten(init), tf.nest.flatten(xs)
    if not all(tf.is_tensor(t) for t in (*carries, *elements)):
        return None
    step = [(t.shape, t.dtype) for t in carries] + [(t.shape[1:], t.dtype) for t in elements]
    steps = elements[0].shape[0] if elements else None
    if not isinstance(steps, int) or not all(shape.rank and shape[0] == batch for shape, _ in step):
        return None
    if not any(id(t) in graded for t in (*carries, *elements)):
        return [], set()

    def run(*tensors: Any) -> Any:
        carry = tf.nest.pack_sequence_as(init, list(tensors[:len(carries)]))
        x = tf.nest.pack_sequence_as(xs, list(tensors[len(carries):]))
        return tuple(tf.nest.flatten(f(carry, x)))

    outputs = len(carries) * 2
    body = _graph_cost(run, [((None, *shape[1:]), dtype) for shape, dtype in step], outputs, [True] * outputs)
    if body is None:
        return None

    def kept_each_step(t: Any, times: int = 1) -> list:
        per_sample, fixed = both.get(id(t), (0, 0))
        return [Piece("loop body's kept tensor", per_sample * times, fixed * times, kept=True, count=steps)
                ] if per_sample + fixed else []

    pieces = [replace(p, name="loop body's kept tensor", per_sample=p.per_sample * steps, fixed=p.fixed * steps,
                      count=p.count * steps) for p in body.pieces if p.kept]
    # The stacked outputs and the elements hold every step's tensor already; a carry is one step's.
    written = [t for t in tf.nest.flatten(result[1]) if tf.is_tensor(t)] if any(body.keeps_outputs) else []
    for t in written:
        pieces += kept_each_step(t)
    for t, kept in zip(elements, body.keeps_inputs[len(carries):]):
        pieces += kept_each_step(t) if kept else []
    for t, kept in zip(carries, body.keeps_inputs):
        pieces += kept_each_step(t, steps) if kept and not written else []
    return pieces, {id(t) for t in written}


def _constant_gradients(loss: Any) -> list:
    """The tensors whose gradient is a new constant when ``loss``'s is one: a mean's or a sum's input (the
    constant tiled) and a difference's second operand or a negation's input (the constant negated); a sum
    of tensors hands its constant on, and the walk stops at any other op (its gradient reads a tensor)."""
    made, todo = [], [loss]
    while todo:
        op = todo.pop().op
        if op.type in ("Mean", "Sum", "Neg") or op.type in _ALIASES:
            made += [] if op.type in _ALIASES else op.inputs[:1]
            todo.append(op.inputs[0])
        elif op.type in ("AddV2", "Add", "Sub") and len(op.inputs) == 2:
            made += op.inputs[1:] if op.type == "Sub" else []
            todo += [x for x in op.inputs if x.dtype.is_floating and not _constant(x)]
    return made


def _weight_reads(t: Any) -> list[int] | None:
    """Bytes of each weight ``t`` reads (through casts and reshapes), once per read; None when ``t``
    also reads an input."""
    import tensorflow as tf

    made, seen, todo = [], set(), [t.op]
    while todo:
        op = todo.pop()
        if id(op) in seen:
            continue
        seen.add(id(op))
        if op.type == "Placeholder":
            return None
        for x in op.inputs:
            if x.dtype.is_floating and _reads_variable(x):
                made.append(math.prod(x.shape) * x.dtype.size)
            elif x.dtype != tf.resource:
                todo.append(x.op)
    return made


def _row_lookups(read: Any) -> list | None:
    """The ops reading a variable's value ``read`` (a ``ReadVariableOp``) by rows (``GatherV2`` along
    its first axis), shape reads aside; None if any other op reads it."""
    import tensorflow as tf

    gathers = []
    for reader in read.outputs[0].consumers():
        if reader.type in _SHAPE_READS:
            continue
        if (reader.type != "GatherV2" or reader.inputs[0] is not read.outputs[0]
                or tf.get_static_value(reader.inputs[2]) != 0):
            return None
        gathers.append(reader)
    return gathers


def _sparse_lookup(graph: Any, outputs: set) -> bool:
    """Whether a traced layer's weights are only looked up by rows, the lookup its output (maybe reshaped):
    their gradient is then a ``tf.IndexedSlices`` whose values are the output's gradient, as an
    Embedding's (searchsorted_bucket_mlp b2048's trace: a user-written table's ``ops.take``, Adamax's
    ``abs`` of the lookup-sized values in the update, not of the table)."""
    gathers = []
    for read in (op for op in graph.get_operations() if op.type == "ReadVariableOp"):
        rows = _row_lookups(read)
        if rows is None:
            return False
        gathers += rows
    return bool(gathers) and all(id(g.outputs[0]) in outputs for g in gathers)


def _looked_up(ops: list, both: dict, reached: set) -> tuple[tuple, list]:
    """Each weight a traced layer reads only by rows (``ops.take`` along its first axis: an Embedding
    inside a user's layer, or a table of its own), its lookups read by further ops of the layer, as
    ``(per_sample, fixed, weight)`` bytes: its gradient is a ``tf.IndexedSlices`` of the gathered rows'
    gradients, in the weight's dtype, held from the layer's backward pass until the update, which reads
    them (f16_memn2n_multihop_qa b192's trace: three tables' 56 MiB float32 values alive from the memory
    layer's backward pass to the loss-scaled update, beside Adam's square of one or two of them); no
    weight-sized gradient. And the lookups (their outputs' gradients are those values)."""
    reads: dict = {}  # id of a variable's handle -> the ops reading its value
    for op in ops:
        if op.type == "ReadVariableOp":
            reads.setdefault(id(op.inputs[0]), []).append(op)
    tables, lookups = [], []
    for group in reads.values():
        found = [_row_lookups(read) for read in group]
        gathers = [] if None in found else [g for rows in found for g in rows if id(g.outputs[0]) in reached]
        lookups += [g.outputs[0] for g in gathers]
        if gathers:
            value = group[0].outputs[0]
            tables.append((sum(both.get(id(g.outputs[0]), (0, 0))[0] for g in gathers),
                           sum(both.get(id(g.outputs[0]), (0, 0))[1] for g in gathers),
                           math.prod(value.shape) * value.dtype.size))
    return tuple(tables), lookups


def _scale_and_translate_temp(op: Any, backward: bool = False) -> int:
    """Per-sample bytes of the float32 image a ``ScaleAndTranslate`` op (``ops.image.resize`` with a
    Lanczos, Gaussian or Mitchell kernel, or with antialiasing) resizes through, one axis at a time,
    beside its output: (output height, input width) forward, (input height, output width) in its
    gradient (scale_and_translate_op.cc's ``intermediate_t``; lanczos5_down_cnn b64's trace: 36 MiB
    beside the 18 MiB output forward, and beside the 72 MiB input gradient backward)."""
    if not (op.inputs[0].shape.is_fully_defined() and op.outputs[0].shape.is_fully_defined()):
        return 0
    (_, in_h, in_w, channels), (_, out_h, out_w, _) = (tuple(t.shape) for t in (op.inputs[0], op.outputs[0]))
    return int(in_h if backward else out_h) * int(out_w if backward else in_w) * int(channels) * 4


def _traced_columns(ops: list, graded: set, root: dict | None = None, per_op: dict | None = None) -> dict | None:
    """The column buffers of a traced layer's convolutions' CPU gradients (:func:`cpu_conv_workspace`),
    or None without a convolution: a user layer calling ``ops.conv`` runs the Conv2D op (a Conv1D's as
    a Conv2D of one row) or Conv3D, and its gradients the kernels a Conv2D or Conv3D layer's do. The
    largest filter gradient's buffer (when the kernel is computed from a weight) and input gradient's
    (when the input needs one), as :class:`LayerCost` fields; a Conv3D's from the batch its custom
    kernels start at, its float16 filter gradient Eigen's, without one (:func:`_eigen_filter_gradient`).
    ``ops.conv_transpose`` runs Conv2DBackpropInput forward, as a Conv2DTranspose layer does: the input
    gradient's column buffer in the forward pass, a filter gradient from its output to its input, and
    an input gradient by Eigen's plain convolution, without one. Two Conv2D ops on one filter (one
    weight, or one buffer as ``root`` gives it) run their gradients side by side, two column buffers at
    a time: a forward-mode ``ops.jvp``'s tangent convolution beside its primal
    (bf16_jvp_jacobian_penalty_cnn's traces: the primal's input gradient and the tangent's filter
    gradient, 19.4 MiB each, alive together at b16 and b64), ``extra_workspaces`` holding the second.
    ``per_op``, when given, receives each convolution's filter gradient's column buffer, by the op's id."""
    found = None
    filters: dict = {}  # a Conv2D's filter buffer -> the largest column buffer of the convolutions reading it
    seen: dict = {}  # -> how many do
    for op in ops:
        if op.type not in _TRACED_CONVOLUTIONS:
            continue
        size = op.outputs[0].dtype.size
        found = found or {"cpu_workspace": 0, "input_workspace": 0, "workspace_from": 1, "eigen_filter_gradient": False}
        shape, data = tuple(int(d) for d in op.inputs[1].shape), op.inputs[0]
        if op.type == "Conv2DBackpropInput":
            data = op.inputs[2]  # (input_sizes, filter, the transposed convolution's input)
            image = tuple(data.shape)
            sizes = (_columns(shape, image, size, "filter"), 0)
            found["forward_fixed"] = max(found.get("forward_fixed", 0), _columns(shape, image, size, "input"))
        elif op.type in ("Conv3D", "Conv3DBackpropInputV2"):
            transposed = op.type != "Conv3D"
            # A 3-D ``ops.conv_transpose`` is the convolution from its output to its input run backwards,
            # as a Conv3DTranspose layer's (:func:`_conv3d_shapes`): its forward takes that convolution's
            # input-gradient columns, its input gradient is Eigen's plain Conv3D, without (user_deconv3d_decoder
            # b8's trace: a 32.48 MiB buffer in the forward op and in its filter gradient, nothing else).
            data = op.inputs[2] if transposed else op.inputs[0]
            image, out = (op.outputs[0], data) if transposed else (data, op.outputs[0])
            columns, start = _columns_3d(shape, tuple(image.shape), tuple(out.shape), size)
            eigen = _eigen_3d_filter(op.outputs[0].dtype.name)
            sizes = (0 if eigen else columns, 0 if transposed else columns)
            if transposed:
                found["forward_fixed"] = max(found.get("forward_fixed", 0), columns)
            found["workspace_from"] = max(found["workspace_from"], start)
            found["eigen_filter_gradient"] |= eigen and id(op.inputs[1]) in graded
        else:
            out = tuple(op.outputs[0].shape)
            sizes = (_columns(shape, out, size, "filter"), _columns(shape, out, size, "input"))
        made = [n if id(t) in graded else 0 for n, t in zip(sizes, (op.inputs[1], data))]
        if per_op is not None:
            per_op[id(op)] = made[0]
        for key, n in zip(("cpu_workspace", "input_workspace"), made):
            found[key] = max(found[key], n)
        if op.type == "Conv2D":
            handle = _variable_read(op.inputs[1])  # each read of a weight is a tensor of its own
            kernel = id(handle) if handle is not None else (root or {}).get(id(op.inputs[1]), id(op.inputs[1]))
            filters[kernel] = max(filters.get(kernel, 0), *made)
            seen[kernel] = seen.get(kernel, 0) + 1
    twins = [n for kernel, n in filters.items() if seen[kernel] > 1 and n]
    if twins:
        found["extra_workspaces"] = (max(twins),)
    return found


#: The convolution ops of a traced layer whose CPU kernels take column buffers (:func:`_traced_columns`).
_TRACED_CONVOLUTIONS = ("Conv2D", "Conv3D", "Conv2DBackpropInput", "Conv3DBackpropInputV2")


def _early_twin(op: Any, ops: list) -> Any:
    """The output of a forward op among ``ops`` that computes ``op``'s early gradient function
    (:data:`_EARLY_TWINS`) from the same tensor, or None."""
    twin = _EARLY_TWINS.get(op.type)
    source = op.inputs[0] if op.inputs else None
    found = [o for o in ops if o.type == twin and o.inputs and o.inputs[0] is source]
    return found[0].outputs[0] if found else None


def _forwards_unchanged(op: Any) -> bool:
    """A broadcast to the input's own shape, or a bitcast to a type of the same size: the kernel hands
    its input's buffer on (broadcast_to_op.cc, bitcast_op.cc; take_along_pool_conv1d b128's trace:
    Keras's take_along_axis and argmax make neither buffer)."""
    if op.type == "BroadcastTo":
        return op.inputs[0].shape == op.outputs[0].shape
    return op.type == "Bitcast" and op.inputs[0].dtype.size == op.outputs[0].dtype.size


def _forward_peak(ops: list, sizes: dict, kept: set, root: dict) -> tuple[tuple, set, int, dict]:
    """The per-sample bytes of the intermediates a traced forward pass holds at once, at its busiest
    (each made by its op and freed after its last reader in the forward pass; take_along_pool_conv1d
    b128's trace: Keras's argmax makes three input-sized temporaries while the gate it reads is alive),
    the intermediates whose buffer a later op's output takes, and where in the ops' order the busiest
    point is and each op's outputs are made.
    The executor runs an op once its inputs are ready: the ops in order of their depth from the layer's
    inputs (the trace: the input's transpose for the gather made beside the argmax's temporaries, though
    written after them)."""
    depth: dict = {}
    for op in ops:
        depth[id(op)] = 1 + max((depth.get(id(t.op), 0) for t in op.inputs), default=0)
    ops = sorted(ops, key=lambda op: depth[id(op)])
    last: dict = {}
    for j, op in enumerate(ops):
        for t in op.inputs:
            last[root.get(id(t), id(t))] = j
    def forwarded(op: Any, j: int) -> Any:
        """The intermediate whose buffer ``op`` writes its output into, or None."""
        if op.type not in _FORWARDS_BUFFER:
            return None
        # TensorFlow's element-wise kernels write into an input of the output's shape and dtype that
        # no later op reads (forward_input_or_allocate_output): its buffer becomes the output's.
        out = op.outputs[0]
        for t in op.inputs:
            key = root.get(id(t), id(t))
            if key in sizes and key not in kept and last.get(key) == j and t.shape == out.shape and t.dtype == out.dtype:
                return key
        return None

    taken = {j: forwarded(op, j) for j, op in enumerate(ops)}
    successor = {k: id(ops[j].outputs[0]) for j, k in taken.items() if k is not None}

    def last_tensor(key: Any) -> Any:
        while key in successor:
            key = successor[key]
        return key

    # An intermediate whose buffer ends as a kept tensor or an output is that tensor (the replay counts
    # it), not a temporary beside it (squareplus's ``sqrt(x^2 + b)``, made in the square's buffer and
    # kept; ``x + sqrt(...)``, divided by 2 in place: the output).
    ends_kept = {k for k in successor if last_tensor(k) in kept or last_tensor(k) not in sizes}
    alive: dict = {}
    busiest: tuple = ()
    busiest_at = len(ops)
    for j, op in enumerate(ops):
        alive.pop(taken[j], None)
        alive.update((id(t), sizes[id(t)][0]) for t in op.outputs
                     if id(t) in sizes and id(t) not in kept and id(t) not in ends_kept)
        if sum(alive.values()) > sum(busiest):
            busiest = tuple(sorted((n for n in alive.values() if n), reverse=True))
            busiest_at = j
        for key in [key for key in alive if last.get(key, -1) <= j]:
            del alive[key]
    made_at = {id(t): j for j, op in enumerate(ops) for t in op.outputs}
    return busiest, set(taken.values()) - {None}, busiest_at, made_at


def _branch_ops(branch: Callable[[], Any]) -> int:
    """How many ops a branch of a ``tf.cond`` makes, traced apart (its captures from the graph around it
    as inputs); -1 when it cannot be."""
    import tensorflow as tf

    try:
        return len(tf.function(branch, autograph=False).get_concrete_function().graph.get_operations())
    except Exception:  # a branch that cannot be traced alone: the cond stays one
        return -1


@contextlib.contextmanager
def _static_conditions(loops: list | None = None) -> Any:
    """Within it, a ``tf.cond`` or ``ops.cond`` whose predicate the graph already knows (Keras's
    ``ops.inner`` asks whether either operand is a scalar), and a ``tf.switch_case`` whose index it knows
    (``ops.switch`` with a fixed index), are the branch they take, as Grappler folds them: an ``If`` op's
    outputs have no static shape (``ops.inner``'s batch x batch scores: none), and neither op shows the
    costing the tensors its branch makes. A cond whose predicate the data decides is the branch that
    makes more ops: a step may run either, and the truth is the most a step holds. A ``tf.while_loop``
    over tensors whose count constants decide (``ops.fori_loop``), or that the data decides under a fixed
    ``maximum_iterations``, is its body
    repeated (at most that often), for the same reason: a ``While`` op hides its body. Each
    ``tf.map_fn`` (``ops.map``) is recorded in ``loops`` as ("map", function, elements, result), and each
    ``ops.scan`` over elements as ("scan", function, init, elements, result), for
    :func:`_loop_body_pieces`."""
    import tensorflow as tf

    built, switched = tf.cond, tf.switch_case

    def cond(pred: Any, true_fn: Any = None, false_fn: Any = None, name: Any = None) -> Any:
        known = _static_scalar(pred)
        if true_fn is None or false_fn is None:
            return built(pred, true_fn, false_fn, name)
        if known is None:
            # A predicate the data decides (LayerDrop's random draw, in training): a step runs either
            # branch, and the truth is the most a step holds: the branch that computes more.
            ops_in = [_branch_ops(fn) for fn in (true_fn, false_fn)]
            if min(ops_in) < 0:
                return built(pred, true_fn, false_fn, name)
            return true_fn() if ops_in[0] >= ops_in[1] else false_fn()
        return true_fn() if known else false_fn()

    def switch_case(branch_index: Any, branch_fns: Any, default: Any = None, name: str = "switch_case") -> Any:
        # Keras's ops.switch clips its index into range first (switch_mode_cnn's fixed mode).
        index = _static_scalar(branch_index)
        if index is None or not isinstance(branch_fns, (list, tuple)) or not 0 <= int(index) < len(branch_fns):
            return switched(branch_index, branch_fns, default, name)
        return branch_fns[int(index)]()

    def while_loop(cond: Any, body: Any, loop_vars: Any, shape_invariants: Any = None, parallel_iterations: int = 10,
                   back_prop: bool = True, swap_memory: bool = False, maximum_iterations: Any = None,
                   name: Any = None) -> Any:
        # A loop over tensors whose condition constants decide (ops.fori_loop's counter), or that runs at
        # most a fixed maximum_iterations, is its body repeated: TensorFlow's gradient of a While keeps
        # each iteration's intermediates that the body's gradient reads (fori_refine_mlp b2048's trace:
        # four iterations' products and sums, 32 MiB, alive to the loop's backward), as the unrolled
        # body's do. Not one over TensorArrays (ops.scan, ops.map: _graph_cost counts their lists), nor
        # past _MAX_UNROLLED iterations: the rest stays a loop.
        def loop(now: Any, iterations: Any) -> Any:
            return looped(cond, body, now, shape_invariants, parallel_iterations, back_prop, swap_memory,
                          iterations, name)

        def called(f: Any, now: Any) -> Any:
            return f(*now) if isinstance(now, (list, tuple)) else f(now)

        def result(now: Any) -> Any:
            return tf.nest.pack_sequence_as(loop_vars, [tf.convert_to_tensor(t) for t in tf.nest.flatten(now)])

        limit = _MAX_UNROLLED if maximum_iterations is None else _static_scalar(maximum_iterations)
        if limit is None or shape_invariants is not None or not all(
                tf.is_tensor(t) or isinstance(t, (int, float)) for t in tf.nest.flatten(loop_vars)):
            return loop(loop_vars, maximum_iterations)
        now = loop_vars
        for done in range(min(int(limit), _MAX_UNROLLED)):
            going = _static_scalar(called(cond, now))
            if going is None and maximum_iterations is None:
                return loop(now, None)
            if going is not None and not going:
                return result(now)
            # A condition the data decides, under a fixed maximum_iterations: the loop may run that
            # often, and keeps each iteration's intermediates when it does (while_normalize_mlp's
            # trace: all three iterations' tensors kept to the loop's gradient), so the estimate
            # counts them all.
            now = called(body, now)
        if maximum_iterations is not None and int(limit) <= _MAX_UNROLLED:
            return result(now)
        return loop(now, None if maximum_iterations is None else int(limit) - _MAX_UNROLLED)

    def map_fn(fn: Any, elems: Any, *args: Any, **kwargs: Any) -> Any:
        result = mapped(fn, elems, *args, **kwargs)
        if loops is not None:
            loops.append(("map", fn, elems, result))
        return result

    def scan(f: Any, init: Any, xs: Any = None, length: Any = None, reverse: bool = False, unroll: Any = 1) -> Any:
        result = scanned(f, init, xs, length, reverse, unroll)
        if loops is not None and xs is not None:
            loops.append(("scan", f, init, xs, result))
        return result

    # ops.scan's TensorFlow body, looked up at each call; a private module of Keras's: where it moves,
    # a scan's body stays unseen (and named in the notes) rather than every trace failing.
    try:
        from keras.src.backend.tensorflow import core
    except ImportError:
        core = None
    looped, mapped, scanned = tf.while_loop, tf.map_fn, getattr(core, "scan", None)
    # ops.cond's TensorFlow body (smart_cond, which calls TensorFlow's cond module, not tf.cond).
    branched = getattr(core, "cond", None)
    tf.cond, tf.switch_case, tf.while_loop, tf.map_fn = cond, switch_case, while_loop, map_fn
    if scanned is not None:
        core.scan = scan
    if branched is not None:
        core.cond = cond
    try:
        yield
    finally:
        tf.cond, tf.switch_case, tf.while_loop, tf.map_fn = built, switched, looped, mapped
        if scanned is not None:
            core.scan = scanned
        if branched is not None:
            core.cond = branched


# Ops a scalar known from constants is computed by: ``ops.inner``'s rank tests, ``tf.clip_by_value``'s
# minimum and maximum of ``ops.switch``'s index, a loop's counter and its bound.
_STATIC_OPS = {"Equal": lambda a, b: a == b, "NotEqual": lambda a, b: a != b, "Less": lambda a, b: a < b,
               "Greater": lambda a, b: a > b, "LogicalOr": lambda a, b: a or b,
               "LogicalAnd": lambda a, b: a and b, "Minimum": min, "Maximum": max,
               "LessEqual": lambda a, b: a <= b, "GreaterEqual": lambda a, b: a >= b,
               "AddV2": lambda a, b: a + b, "Sub": lambda a, b: a - b}
# Iterations of a loop traced as its repeated body (_static_conditions); the rest stays a While.
_MAX_UNROLLED = 64
# A loop left as one: its body is not costed (LayerCost.unseen_loop).
_LOOPS = {"While", "StatelessWhile"}
# A call of a function in the layer's graph: its body is costed as inlined (_inlined).
_FUNCTION_CALLS = {"PartitionedCall", "StatefulPartitionedCall"}


def _static_scalar(t: Any) -> Any:
    """A scalar tensor's value where constants alone decide it (else None); nothing runs."""
    import tensorflow as tf

    if isinstance(t, (bool, int)):
        return t
    value = tf.get_static_value(t) if tf.is_tensor(t) else None
    if value is not None:
        return None if getattr(value, "ndim", 0) else value.item() if hasattr(value, "item") else value
    op = getattr(t, "op", None)
    if op is not None and op.type == "LogicalNot":
        inner = _static_scalar(op.inputs[0])
        return None if inner is None else not inner
    if op is None or op.type not in _STATIC_OPS or len(op.inputs) != 2:
        return None
    values = [_static_scalar(x) for x in op.inputs]
    return None if None in values else _STATIC_OPS[op.type](*values)


def _per_sample_and_fixed(small: Any, large: Any, batch: int = 2) -> tuple[int, int]:
    """A traced tensor's bytes as ``per_sample * batch + fixed``, from its traces at ``batch`` and the next.
    A batch-coupled one (:func:`_batch_coupled`) gets its bytes at ``batch`` as ``per_sample * batch``:
    no line through two batches holds a square, and most of the costing reads the per-sample part."""
    at_batch, at_next = (math.prod(t.shape) * t.dtype.size for t in (small, large))
    if _batch_coupled(small, large):
        return at_batch // batch, at_batch % batch
    return at_next - at_batch, at_batch - batch * (at_next - at_batch)


def _batch_coupled(small: Any, large: Any) -> bool:
    """Whether a traced tensor has two dimensions that follow the batch (its traces at two batches
    differ in both)."""
    return sum(a != b for a, b in zip(small.shape, large.shape)) > 1


def _first_batch_over(limit: int, per_sample: int, fixed: int = 0) -> int:
    """The first batch at which ``per_sample * batch + fixed`` bytes are more than ``limit``."""
    return (limit - fixed) // max(1, per_sample) + 1


def _computed_from(t: Any) -> Iterator[Any]:
    """The ops ``t`` is computed from, itself first, each once, depth first in the order their inputs
    are read; not what an op reading only a shape reads."""
    seen, todo = set(), [t.op]
    while todo:
        op = todo.pop()
        if id(op) in seen:
            continue
        seen.add(id(op))
        yield op
        if op.type not in _SHAPE_READS:
            todo.extend(reversed([i.op for i in op.inputs]))


def _foldable(t: Any) -> bool:
    """Whether ``t`` is computed from constants and shapes alone (Grappler can fold it): no variable
    read, no input's values."""
    return not any(op.type in ("Placeholder", "ReadVariableOp", "VarHandleOp") or op.type.startswith("Random")
                   for op in _computed_from(t))


def _constants_hash(t: Any) -> str:
    """A digest of what a foldable tensor (:func:`_foldable`) is computed from: its ops' types and
    its constants' values (two layers' indices of one pattern hash alike)."""
    import hashlib

    import tensorflow as tf

    digest = hashlib.sha1()
    for op in _computed_from(t):
        digest.update(op.type.encode())
        if op.type == "Const":
            value = tf.get_static_value(op.outputs[0])
            digest.update(repr((value.dtype.str, value.shape)).encode() + value.tobytes())
    return digest.hexdigest()


def _ancestors(ops: list) -> list[int]:
    """For each op, a bit mask of the ops (by index in ``ops``, in forward order) it is computed from."""
    index = {id(op): j for j, op in enumerate(ops)}
    ancestors: list[int] = []
    for op in ops:
        mask = 0
        for t in op.inputs:
            k = index.get(id(t.op))
            if k is not None:
                mask |= (1 << k) | ancestors[k]
        ancestors.append(mask)
    return ancestors


def _siblings_at_once(ops: list, gradients: list[tuple], inputs: set, graded: set, both: dict, root: dict,
                      rooms: dict) -> tuple:
    """The buffers of two sibling ops' gradients run at once: the largest such pair's.

    Two ops that read the same tensor, neither computed from the other, get their incoming gradients
    together, and TensorFlow's executor runs their gradients side by side on its two threads
    (adaptive_max_pool_cnn b16's trace: ``ops.adaptive_max_pool``'s two stride-1 max pools of one
    tensor, both MaxPoolGrads' argmaxes and input gradients alive at the peak). Only pairs whose
    gradients each make a buffer of their own; a shared layer input's gradient, which the replay
    counts once, is made twice then (two partial gradients, summed after). ``gradients`` is in
    forward order: (index in ``ops``, op, what its gradient holds, kept bytes freed by then). As in
    the walk, the replay's own buffers not alive then are room for the pair (``rooms``: each op's, from
    :func:`_backward_walk`; the lesser of the two): the layer's inputs' gradients not yet made, its
    incoming gradient once read (polar_feature_mlp b2048's trace: ``ops.real``'s and ``ops.imag``'s
    complex gradients side by side after the concatenation's gradient has sliced the incoming one,
    before either input's gradient is made).
    """
    if len(gradients) < 2:
        return ()
    ancestors = _ancestors(ops)
    best: tuple = ()
    for a, (ja, op_a, held_a, freed_a) in enumerate(gradients):
        reads_a = {root.get(id(t), id(t)) for t in op_a.inputs if _differentiable(t)}
        for jb, op_b, held_b, freed_b in gradients[a + 1:]:
            if (ancestors[jb] >> ja) & 1:  # jb > ja: only the later can be computed from the earlier
                continue
            shared = [t for t in op_b.inputs if root.get(id(t), id(t)) in reads_a]
            if not shared:
                continue
            parts = tuple(both.get(id(t), (0,))[0] for t in shared
                          if root.get(id(t), id(t)) in inputs and id(t) in graded)
            # Freed by then: what was freed by the later op's gradient, the fewer (its gradient runs first).
            room = min(rooms.get(ja, 0), rooms.get(jb, 0))
            best = max(best, _beyond((*held_a, *held_b, *(n for n in parts if n > 0)),
                                     min(freed_a, freed_b) + room), key=sum)
    return best


@dataclass
class _GradientStep:
    """One traced op's gradient, for :func:`_backward_walk`: the keys (and per-sample bytes) of its
    outputs whose gradient it reads; the buffers it makes for its inputs' gradients (key, bytes) and
    for itself alone (temporaries); the inputs whose gradient is the buffer it reads, written over
    (``passes``), or a buffer counted elsewhere (``covered``); the kept bytes freed by then."""

    outputs: list
    freed: int
    index: int  # the op's, in the layer's ops
    made: list = field(default_factory=list)
    temporaries: list = field(default_factory=list)
    passes: list = field(default_factory=list)
    covered: list = field(default_factory=list)

    def gradients(self, graded: list, passes: list, key: Callable, both: dict, made: list = (),
                  covered: list = ()) -> None:
        """Sort the op's graded inputs: each in ``made`` (tensor or None for a temporary, bytes), passed
        the incoming buffer, covered, or else given a buffer of its own size. A gradient made at a
        larger size than its input's (a product's for an operand it broadcasts) is a temporary of that
        size, summed down to the input's."""
        done = {id(t) for t, _ in made if t is not None} | {id(t) for t in passes} | {id(t) for t in covered}
        for t, n in [*made, *((t, both.get(id(t), (0,))[0]) for t in graded if id(t) not in done)]:
            own = 0 if t is None else min(n, both.get(id(t), (0,))[0])
            if n > own:
                self.temporaries.append(n)
            if t is not None:
                self.made.append((key(t), own))
        self.passes += [key(t) for t in passes]
        self.covered += [key(t) for t in covered]


def _backward_walk(steps: list, outputs: dict, inputs: dict, rooms: dict | None = None) -> tuple:
    """The gradient buffers a traced layer's backward pass holds at once, at its busiest, beyond what the
    replay counts for the layer and what is free by then.

    The ops' gradients run in reverse forward order (``steps``, :class:`_GradientStep`). Each buffer an
    op's gradient makes lives until the op that made its tensor has run its gradient, the parts of a
    tensor read twice until they are summed there (f16_median_pool_conv1d b128's trace: the mean's and
    the median's gradients alive at once, beside each other's chains); an op whose gradient is written
    over the one it reads hands that buffer on (rot90_symmetric_cnn b64's trace: each transpose's
    gradient beside the one it reads, never three). The layer's incoming gradient (``outputs``: key ->
    per-sample bytes) and, for each input taking a gradient (``inputs``, likewise), the first buffer made
    for it are the replay's own, not counted here; a further part of an input's gradient lives to the
    layer's end. The replay holds its own from the layer's backward's start to its end: until an
    input's first buffer is made, and once the incoming gradient is read and handed on to no input,
    their bytes are room for others (the trace: the chain's second transpose made before the input's
    gradient, the sum of its parts). A tensor whose gradient no step made (its reader's gradient is a
    user's) is taken as a buffer of its size. ``rooms``, when given, gets each step's room (by its op's
    index): the bytes of the replay's own buffers not alive once that op's gradient has run.
    """
    buffers: dict = {}  # buffer -> per-sample bytes

    def new(n: int) -> int:
        buffers[len(buffers)] = n
        return len(buffers) - 1

    incoming = {k: new(n) for k, n in outputs.items()}
    grads: dict = {k: [b] for k, b in incoming.items()}  # tensor key -> the buffers holding its gradient's parts
    replays = set(incoming.values())  # and each input's first gradient buffer
    seen: set = set()  # the inputs given one

    def give(k: Any, parts: list) -> None:
        grads.setdefault(k, []).extend(parts)
        own = [b for b in parts if b not in replays]
        if k in inputs and k not in seen and own:
            seen.add(k)
            replays.add(own[0])

    busiest: tuple = ()
    for step in reversed(steps):
        read = []
        for k, n in step.outputs:
            read += grads.pop(k) if k in grads else [new(n)]
        for k, n in step.made:
            give(k, [new(n)])
        for k in step.passes:
            give(k, read)
        for k in step.covered:
            give(k, [])
        alive = {b for parts in grads.values() for b in parts} | set(read)
        held = tuple(buffers[b] for b in alive if b not in replays and buffers[b] > 0) + tuple(step.temporaries)
        room = (sum(n for k, n in inputs.items() if k not in seen)
                + sum(buffers[b] for b in incoming.values() if b not in alive))
        busiest = max(busiest, _beyond(held, step.freed + room), key=sum)
        if rooms is not None:
            rooms[step.index] = room
    return busiest


def _branches_at_once(ops: list, steps: list, outputs: dict, inputs: dict) -> tuple:
    """The gradient buffers of two branches of a traced layer run side by side, at their busiest.

    Where an op joins two tensors computed apart (a concatenation's operands, a product's factors), its
    gradient hands each branch its own, and TensorFlow's executor runs the two branches' gradients on
    its two threads at once (f16_median_pool_conv1d b128's trace: the mean's Tile and its cast back alive
    beside the median's scatter and transposes). Each branch is walked alone (:func:`_backward_walk`,
    every buffer counted, the parts of the layer's inputs' gradients too), and the two busiest moments
    are taken together, less the replay's own: the layer's inputs' gradients, and its incoming gradient
    once the join has read it. ``steps`` as for the walk; ``outputs`` and ``inputs`` its byte counts.
    """
    index = {id(op): j for j, op in enumerate(ops)}
    ancestry = [mask | 1 << j for j, mask in enumerate(_ancestors(ops))]  # each op's own bit and its ancestors'
    walked = {s.index for s in steps}

    def head(t: Any) -> int | None:
        """The walked op whose output ``t`` is, through views (a reshape is no step of its own)."""
        j = index.get(id(t.op))
        while j is not None and j not in walked and t.op.inputs:
            t = t.op.inputs[0]
            j = index.get(id(t.op))
        return j if j in walked else None

    replays = sum(inputs.values())  # the inputs' gradients
    best: tuple = ()
    for join in steps:
        heads = sorted({j for j in map(head, ops[join.index].inputs) if j is not None})
        for n, a in enumerate(heads):
            for b in heads[n + 1:]:
                alone = [[s for s in steps if (ancestry[x] & ~ancestry[y]) >> s.index & 1] for x, y in ((a, b), (b, a))]
                if not all(alone):
                    continue
                peaks = [_backward_walk(branch, {}, {}) for branch in alone]
                room = replays + sum(outputs.get(k, 0) for k, _ in join.outputs)
                best = max(best, _beyond((*peaks[0], *peaks[1]), room), key=sum)
    return best


def _differentiable(t: Any) -> bool:
    """A tensor the tape can take a gradient for: a float's, or a complex number's (an FFT's)."""
    return t.dtype.is_floating or t.dtype.is_complex


def _beyond(buffers: tuple, freed: int) -> tuple:
    """The part of ``buffers`` beyond ``freed`` bytes, the largest buffers kept whole."""
    kept, left = [], sum(buffers) - freed
    for n in sorted(buffers, reverse=True):
        if left <= 0:
            break
        kept.append(min(n, left))
        left -= n
    return tuple(kept)


def _einsum_copies(equation: str, sizes: tuple[int, int], out: int) -> int:
    """Bytes TensorFlow's Einsum kernel copies for one two-operand equation (einsum_op_impl.h), given
    its operands' and its output's sizes: each operand whose labels, by kind (ellipsis, batch, free,
    contracted), are in neither [batch, free, contracted] nor [batch, contracted, free] order is
    transposed into a new buffer, and so is the matrix product's result when the output's labels are
    in neither order [batch, one's free, the other's free] (tril_mixer_mlp's trace: ``st,btf->bsf``
    and its gradient ``bsf,st->btf`` each make three buffers of the sequence's size, not one;
    gcn_dense_graph's: ``bij,bjf->bif``'s gradient ``bif,bij->bjf`` none beyond its output)."""
    subscripts, _, result = equation.replace(" ", "").replace("...", ".").partition("->")
    operands = subscripts.split(",")
    if len(operands) != 2 or not result:
        return 0

    def kinds(labels: str, other: str) -> list[int]:
        return [0 if c == "." else 1 if c in other and c in result else 2 if c in result else 3 if c in other else 4
                for c in labels]

    copied = 0
    for labels, other, size in zip(operands, reversed(operands), sizes):
        order = kinds(labels, other)
        swapped = [5 if k == 2 else k for k in order]  # free after contracted: a transposed product
        if 4 in order or (order != sorted(order) and swapped != sorted(swapped)):
            copied += size
    lhs, rhs = operands
    batch = [c for c, k in zip(lhs, kinds(lhs, rhs)) if k < 2]
    free = [[c for c, k in zip(a, kinds(a, b)) if k == 2] for a, b in ((lhs, rhs), (rhs, lhs))]
    # The product's operands can be taken in either order, whichever gives the output's.
    in_order = list(result) in (batch + free[0] + free[1], batch + free[1] + free[0])
    return copied + (0 if in_order else out)


def _einsum_gradient_copies(equation: str, sizes: list[int], out: int, wanted: list[bool]) -> list[int]:
    """:func:`_einsum_copies` of the gradient of each operand ``wanted``: an einsum of the incoming
    gradient and the other operand (math_grad.py's ``_EinsumGrad``); none for an equation without an
    explicit output."""
    operands, arrow, result = equation.replace(" ", "").partition("->")
    if not arrow:
        return []
    labels = operands.split(",")
    return [_einsum_copies(f"{result},{labels[1 - k]}->{labels[k]}", (out, sizes[1 - k]), sizes[k])
            for k in (0, 1) if wanted[k]]


def _product_reads(op: Any, graded: set) -> list:
    """What a product's registered gradient reads: for each operand with a gradient (its id in
    ``graded``), what :data:`_OPERANDS_READ` says (a constant or a model input has none: the tape
    skips it).

    ``30.0 * x`` keeps nothing of ``x``: its gradient is ``30.0 * grad`` (siren_mlp b8192's trace:
    two buffers a Dense and sine pair, the Dense's output, overwritten by the product, and the sine's).
    """
    reads = _OPERANDS_READ[op.type]
    return [op.inputs[j] for i, t in enumerate(op.inputs[:2]) if id(t) in graded for j in reads[i]
            if j < len(op.inputs)]


def _reassociates(scope: str | None) -> bool:
    """Whether Grappler's constant push-down reassociates a scaled softmax's gradient: when the
    model's ops (named under ``scope``) sort before the gradient's, ``gradient_tape/...``. None: XLA."""
    return scope is not None and f"{scope}/" < "gradient_tape/"


def _scaled_softmax(op: Any) -> bool:
    """Is ``op`` a softmax of a product by a scalar constant (scaled dot-product attention's scores)?"""
    if op.type != "Softmax" or op.inputs[0].op.type != "Mul":
        return False
    return any(_constant(t) and t.shape.rank == 0 for t in op.inputs[0].op.inputs)


def _by_constant(op: Any, graded: set) -> bool:
    """Whether ``op`` multiplies by a constant or divides by one (its gradient, the incoming one times
    or over the constant, is written over the incoming one), or multiplies a tensor of its own shape by
    one that takes no gradient (fmod_wrap_mlp b2048's trace: Keras's ``ops.fmod`` is ``sign(x) *
    floormod(|x|, |y|)``, and its gradient, the incoming one times ``sign(x)``, made no buffer)."""
    if op.type == "Mul" and len(op.inputs) == 2:
        wanted = [t for t in op.inputs if id(t) in graded]
        return any(t.op.type == "Const" for t in op.inputs) or (
            len(wanted) == 1 and wanted[0].shape == op.outputs[0].shape)
    return op.type == "RealDiv" and op.inputs[1].op.type == "Const"


def _scaled_by_a_number(op: Any, graded: set) -> bool:
    """Whether ``op`` multiplies two operands that both take a gradient, one of the output's shape and
    one a single number (a learned scale on a tensor)."""
    if op.type != "Mul" or len(op.inputs) != 2 or not all(id(t) in graded for t in op.inputs):
        return False
    full = [t.shape == op.outputs[0].shape and t.shape.is_fully_defined() for t in op.inputs]
    return sum(full) == 1 and any(t.shape.is_fully_defined() and t.shape.num_elements() == 1 for t in op.inputs)


def _modulo_by_constant(op: Any, graded: set) -> bool:
    """Whether ``op`` is a floored modulo whose divisor takes no gradient: TensorFlow's ``_FloorModGrad``
    hands the incoming gradient to the dividend as it is and reads nothing for it (fmod_wrap_mlp's
    ``floormod(|x|, 1)``: a ``floormod(3x, 1)`` alone keeps nothing and makes no buffer in its trace)."""
    return op.type == "FloorMod" and id(op.inputs[1]) not in graded


def _early_quotient(op: Any, graded: set) -> bool:
    """Whether ``op`` is a quotient whose denominator takes a gradient: TensorFlow's ``_RealDivGrad``
    computes ``-x / y / y`` without waiting for the incoming gradient, so the graph executor makes it in
    the forward pass (traced); ``_DivNoNanGrad`` is the same code with ``div_no_nan`` (Keras's
    ``ops.hypot``: bf16_hypot_energy_cnn b64's trace has its ``div_no_nan/Neg`` alive at the peak)."""
    return op.type in ("RealDiv", "DivNoNan") and id(op.inputs[1]) in graded and not _constant(op.inputs[1])


def _early_factors(op: Any, graded: set) -> tuple[list, list] | None:
    """The factors ``op``'s gradient makes in the forward pass, without waiting for the incoming gradient,
    and the forward tensors it still reads then (each factor a buffer of its tensor's shape), or None for
    an op whose gradient waits (TensorFlow's math_grad.py: these gradients have no control dependency on
    the incoming one, so the graph executor runs their factors as soon as the operands exist).

    - A quotient whose denominator takes a gradient (:func:`_early_quotient`): ``-x / y / y``, kept
      instead of the numerator, and the numerator's ``grad / y`` reads the denominator (f16_sinc_cnn
      b64's trace: ``truediv/Neg`` made in the forward pass, the divisions written over it, the sine it
      negated freed at once).
    - A power whose exponent takes a gradient: ``where(x > 0, log(x), 0)``, and the base's factor
      ``y * pow(x, y - 1)`` and the exponent's ``z * log(x)`` read the base and the output (pow_learn
      b2048's trace: the select made and kept in the forward pass beside the base and the power).
    - A power by an exponent taking none: ``y * pow(x, y - 1)`` is made early and kept instead of the base
      (pow_frac b2048's trace: ``Pow/Pow`` kept, the base freed in the forward pass).
    - A product over axes (``_ProdGrad``): the product of the input's two exclusive cumulative products,
      transposed back, kept instead of the input (prod4 b2048's trace: ``transpose_1`` made in the
      forward pass, alive to the backward; :func:`_product_factor_temps` for what it is made from).
    """
    if _early_quotient(op, graded):
        return [op.outputs[0]], op.inputs[1:2] if id(op.inputs[0]) in graded else []
    if op.type == "Pow" and id(op.inputs[1]) in graded and not _constant(op.inputs[1]):
        base = op.inputs[0]
        # A constant base's logarithm is folded by Grappler into a constant of the graph's.
        read = [op.outputs[0], *([base] if id(base) in graded else [])]
        return ([] if _constant(base) else [op.outputs[0]]), read
    if op.type == "Pow" and id(op.inputs[0]) in graded:
        return [op.outputs[0]], []
    if op.type == "Prod" and id(op.inputs[0]) in graded:
        return op.inputs[:1], []
    return None


def _product_factor_temps(op: Any, size: int) -> tuple:
    """The buffers beside its kept factor (:func:`_early_factors`) that a product over axes makes it from,
    each ``size`` bytes: the input transposed to put the reduced axes first and the second exclusive
    cumulative product, the first written over by their product (prod4 b2048's trace: ``transpose``,
    ``Cumprod_1`` and ``Cumprod`` alive together in the forward pass). No transpose when the reduced axes
    come first already: a transpose by the identity hands its input on."""
    import tensorflow as tf

    x, axes = op.inputs
    reduced, rank = tf.get_static_value(axes), x.shape.rank
    if reduced is None or rank is None:
        return size, size
    reduced = sorted({int(a) % rank for a in tf.nest.flatten(reduced.tolist())})
    in_order = reduced + [a for a in range(rank) if a not in reduced] == list(range(rank))
    return (size,) if in_order else (size, size)


def _gradient_passed_to(op: Any, shared: bool, graded: set) -> list:
    """The inputs of ``op`` whose gradient is written into the buffer of its output's gradient (no buffer
    of its own): both operands of an addition and the first of a subtraction (the gradient handed on as
    it is; squareplus_conv1d b128's trace: its activation's backward made no buffer); the input of an
    element-wise function whose gradient is written over the one it reads (a ReLU after the op:
    gcn_dense_graph b512's trace, each graph convolution's einsum gradient beside its incoming one, no
    third buffer); the operand of a product by a constant (or by a tensor that takes no gradient),
    when that gradient is not also another's (TensorFlow writes in place only into a buffer no other
    tensor holds); the dividend of a modulo by a constant, whose gradient is the incoming one."""
    if op.type in ("AddV2", "Add"):
        return [t for t in op.inputs if not _constant(t)]
    if op.type == "Sub" or op.type in _GRADIENT_IN_PLACE or _modulo_by_constant(op, graded):
        return op.inputs[:1]
    if _by_constant(op, graded) and not shared:
        return [t for t in op.inputs if id(t) in graded][:1]
    return []


def _constant(t: Any) -> bool:
    """Whether a tensor is a constant, maybe cast, reshaped or broadcast (no gradient is taken for it)."""
    while t.op.type in ("Cast", "Identity", "Reshape", "BroadcastTo", "ExpandDims") and t.op.inputs:
        t = t.op.inputs[0]
    return t.op.type == "Const"


def _own_intermediate(t: Any, op: Any, inputs: set, root: dict) -> bool:
    """Is ``t`` an operand of ``op``'s shape that the layer made itself (not its input, a weight or a constant)?"""
    return (t.dtype.is_floating and t.shape == op.outputs[0].shape and t.op.type not in _NOT_TENSORS
            and root.get(id(t), id(t)) not in inputs and not _reads_variable(t))


def _reads_variable(t: Any) -> bool:
    """Whether a tensor is a variable's value, maybe cast, reshaped or transposed (a weight)."""
    return _variable_read(t) is not None


def _variable_read(t: Any) -> Any:
    """The variable handle whose value a tensor is, maybe cast, reshaped or transposed; else None."""
    while t.op.type in ("Cast", "Identity", "Reshape", "Transpose"):
        t = t.op.inputs[0]
    return t.op.inputs[0] if t.op.type == "ReadVariableOp" else None


def _custom_gradient(op: Any) -> tuple[set, list]:
    """For ``tf.custom_gradient``'s ``IdentityN``: (ids of the ops of its function, its arguments).

    TensorFlow marks it with ``_gradient_op_type`` and passes the function's results, then its
    arguments, through it. Its gradient is the function's own, assumed to read its arguments only
    (``tf.nn.silu``'s recomputes the sigmoid from its input): what the ops inside read is not kept.
    """
    try:
        op.get_attr("_gradient_op_type")
    except (ValueError, TypeError):
        return set(), []
    tensors = list(op.inputs)

    def above(t: Any, stop: set) -> tuple[set, set]:
        """The tensors and ops ``t`` is computed from, not looking past ``stop``."""
        seen, ops, todo = set(), set(), [t]
        while todo:
            t = todo.pop()
            if id(t.op) in ops or id(t) in stop:
                continue
            ops.add(id(t.op))
            for u in t.op.inputs:
                seen.add(id(u))
                todo.append(u)
        return seen, ops

    sources = {id(t): above(t, set())[0] for t in tensors}
    arguments = [t for t in tensors if any(id(t) in sources[id(u)] for u in tensors if u is not t)]
    stop = {id(t) for t in arguments}
    inside = set()
    for t in tensors:
        if id(t) not in stop:
            inside |= above(t, stop)[1]
    return inside, [t for t in arguments if t.dtype.is_floating]


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
        activation = activation_name(call.layer)
        if getattr(call.layer, "activation", None) is None or activation in ("linear", "identity"):
            return cost
        kept = [p for p in cost.pieces if p.name != f"{activation} intermediate"]
        if not any(p.name == "pre-activation" for p in kept):
            kept.append(Piece("pre-activation", out_total, kept=True))
        # The recomputed activation is made from the pre-activation in the backward: nothing freed first.
        return replace(cost, keeps_outputs=[False] * len(cost.keeps_outputs), pieces=kept,
                       backward_scratch=cost.backward_scratch + out_total, freed_first=0)
    applies = (
        name == "full"
        or (name == "larger_than" and sum(element_count(s) for s in call.output_shapes) > threshold)
        or (name == "list_of_layers" and getattr(call.layer, "name", None) in names)
    )
    if not applies:
        return cost
    # The backward runs the call's forward again and then its gradients: everything the gradients read
    # is made again as the backward starts and held through it, beside its temporaries
    # (remat_checkpointed_transformer b16's trace: a block's recomputed GELU and attention tensors,
    # 34 MiB, alive at the step's peak in its backward; costed as a temporary of the backward alone,
    # the estimate was 29% under at b16 and 47% at b64). What the call would keep of its outputs is
    # made again with them.
    return replace(cost, keeps_inputs=[True] * len(cost.keeps_inputs), keeps_outputs=[False] * len(cost.keeps_outputs),
                   in_place=False, view=False, freed_first=0, recomputed=list(cost.keeps_outputs))


def _xla_convolution(call: Any, in_shape: tuple) -> bool:
    """Whether Keras's TensorFlow backend runs the convolution as an XLA call of its own.

    ``keras.src.backend.tensorflow.nn.conv`` compiles ``tf.nn.convolution`` with
    ``tf.function(jit_compile=True)`` when the input's channels differ from the kernel's (a
    grouped convolution, ``groups > 1``) or a 3-D input is channels-first (Keras: "broken on CPU
    without XLA"; it compiles them so on any device). Not inside a model compiled with XLA as a
    whole. Both cases traced (study ``2026-11-27-grouped-xla``; channels_first_conv3d and a probe:
    study ``2026-11-27-slow16``).
    """
    if call.class_name not in ("Conv1D", "Conv2D", "Conv3D") or len(in_shape) < 3:
        return False
    channels_first = getattr(call.layer, "data_format", "channels_last") == "channels_first"
    return int(getattr(call.layer, "groups", 1) or 1) > 1 or (channels_first and len(in_shape) == 5)


def _as_xla_call(cost: LayerCost, call: Any, in_shape: tuple, out: int, needs: list[bool] | None) -> LayerCost:
    """A convolution's cost when it runs as its own XLA call (:func:`_xla_convolution`); ``out``: its
    outputs' per-sample bytes.

    Traced (grouped_conv1d b32, grouped_resnext b16, and a probe of two grouped convolutions, 16
    -> 64 -> 16 channels; study ``2026-11-27-grouped-xla``): the forward call returns the output
    and a copy of its input (the input's size, kept until the layer's backward call ends); the
    backward call makes the input gradient, whether or not the input needs one, beside a scratch
    of the output's size plus the kernel's, and no column buffers. One op makes both gradients,
    so no filter gradient lags into the next layers. A causal Conv1D's padding is Keras's, outside
    the call: the copy is of the padded input; dilation is XLA's own, not batch space.

    A channels-first convolution's calls work in channels-last layouts, with transposed copies
    beside them (channels_first_conv3d b16's trace, 2 -> 16 -> 16 -> 32 channels, the last strided,
    and a probe's, 4 -> 32 -> 8; study ``2026-11-27-slow16``): the forward call's scratch is the
    output's size, plus the input's where that is larger; the backward call's the output's plus the
    larger of the input's and the output's, plus the kernel's (20.05 MiB for 16 MiB in, 4 MiB out).
    Traced for Conv3D only; a grouped channels-first Conv1D or Conv2D is costed the same, unchecked.
    """
    dtype = call.output_dtypes[0] if call.output_dtypes else "float32"
    causal = getattr(call.layer, "padding", "") == "causal"
    padded = next((p.per_sample for p in cost.pieces if p.name == "padded input"), 0) if causal else 0
    copy = padded or tensor_bytes(in_shape, dtype)
    kernel = getattr(call.layer, "kernel", None)
    fixed = math.prod(int(d) for d in kernel.shape) * dtype_size(dtype) if kernel is not None else 0
    unused = () if needs is None or needs[0] else (copy,)  # the input gradient XLA makes anyway
    pieces = [p for p in cost.pieces if p.name != "padded input"] + [Piece("XLA input copy", copy, kept=True)]
    forward, backward = (), out
    if getattr(call.layer, "data_format", "channels_last") == "channels_first":
        forward, backward = (out + copy * (copy > out),), out + max(copy, out)
    return replace(cost, keeps_inputs=[False] + cost.keeps_inputs[1:], pieces=pieces, forward_temps=forward,
                   backward_temps=(backward, *unused), backward_fixed=fixed, convolution=False, cpu_workspace=0,
                   input_workspace=0, eigen_filter_gradient=False, workspace_from=1)


def cpu_conv_workspace(call: Any, in_shape: tuple, gradient: str = "filter") -> int:
    """Bytes of the column buffer TensorFlow's CPU kernels use for one gradient of a convolution.

    ``Conv2DCustomBackprop{Input,Filter}Op`` (``conv_grad_*_ops.cc``) processes
    the batch in shards of images: a shard holds as many images as fit a
    working set of 30 MiB (hard-coded there, ``30LL << 20``, whatever the
    machine's cache) in (output image x output depth + filter x output depth +
    output positions x filter) values, and its column buffer is shard x output
    positions x filter values. It does not grow with the batch. The op trace
    of real steps (benchmarks/studies/2026-11-21-op-trace) read the requests:
    within 0-4% of this figure for all 10 convolution gradients of mnist_cnn
    and conv_autoencoder, at both of their batch sizes.

    ``gradient="input"``: the input gradient's buffer, the same figure, except
    that ``Conv2DCustomBackpropInputOp`` runs one image at a time (a parallel
    contraction: one image's columns) when each intra-op thread's share of
    one image's work reaches 256 KiB (its hard-coded ``l2_cache_size``; the
    threads are the CPUs this process may use). A 1x1 convolution takes one
    too: the kernel has no matrix-product shortcut (mbconv_se's trace: each
    1x1 input gradient's buffer is its filter gradient's, 22.85 MiB for a
    batch of 16). Traced: text_conv1d's Conv1D input gradients (one image's
    columns, under 1 MiB), convlstm's recurrent convolutions (26.58 MiB, sharded).
    """
    if call.class_name.startswith("Depthwise"):
        # DepthwiseConv2dNativeBackprop{Filter,Input} (depthwise_conv_grad_op.cc) work through a small
        # buffer a thread, no columns (depthwise_multiplier_cnn's trace at b64: 0.14 MiB at most).
        return 0
    layer = call.layer
    shape = _conv_kernel_shape(call)
    if len(shape) < 3:
        return 0
    # A transposed convolution's filter gradient is a convolution from its output to its input.
    image_out = in_shape if call.class_name.endswith("Transpose") else call.output_shapes[0]
    if _dilated(layer) and len(image_out) > 2:
        # A dilated convolution runs in batch space: dilation-fold more images, each that much smaller
        # (dilated_cnn's trace: 18.75 MiB, as computed so).
        smaller = (-(-int(n) // _axis(layer.dilation_rate, i)) for i, n in enumerate(image_out[1:-1]))
        image_out = (image_out[0], *smaller, image_out[-1])
    size = dtype_size(call.output_dtypes[0]) if call.output_dtypes else 4
    if call.class_name in _CUSTOM_3D:
        if gradient == "filter" and _eigen_filter_gradient(call):
            return 0
        return _columns_3d(shape, *_conv3d_shapes(call, in_shape), size)[0]
    return _columns(shape, image_out, size, gradient)


def _conv_kernel_shape(call: Any) -> tuple:
    """The shape of the kernel a convolution's filter gradient makes (a separable one's pointwise kernel);
    () if none."""
    kernel = getattr(call.layer, "pointwise_kernel" if call.class_name.startswith("Separable") else "kernel", None)
    return tuple(int(d) for d in getattr(kernel, "shape", ()) or ())


def _filter_work(call: Any) -> int:
    """Multiply-adds a sample of a convolution's filter gradient: each output value's kernel window."""
    shape = _conv_kernel_shape(call)
    return element_count(call.output_shapes[0]) * math.prod(shape[:-1]) if len(shape) >= 3 else 0


def _eigen_filter_gradient(call: Any) -> bool:
    """Whether a convolution's CPU filter gradient is Eigen's kernel, without a column buffer.

    Conv3D's custom filter kernel is registered for float and double only ("Eigen::half is not
    trivially copyable", conv_grad_ops_3d.cc): a float16 Conv3DBackpropFilterV2 is Eigen's
    (f16_cropping3d_cnn b16's trace: the input gradient's 446.66 MiB buffer alone, 99% over with a
    second counted for the filter gradient; f16_zero_pad3d_cnn b16's: 0.03 MiB, and the padded input it
    reads alive at the next layer's peak, the slower kernel lagging).
    """
    return call.class_name in _CUSTOM_3D and bool(call.output_dtypes) and _eigen_3d_filter(call.output_dtypes[0])


def _eigen_3d_filter(dtype: str) -> bool:
    """Whether a Conv3D in ``dtype`` has Eigen's filter gradient (:func:`_eigen_filter_gradient`)."""
    return dtype == "float16"


def cpu_conv_workspace_from(call: Any, in_shape: tuple) -> int:
    """The smallest batch whose convolution gradients use :func:`cpu_conv_workspace`'s buffers.

    1 but for Conv3D and Conv3DTranspose: ``Conv3DCustomBackprop{Filter,Input}Op`` (``conv_grad_ops_3d.cc``) shard
    the batch by the L3 cache (``Eigen::internal::CacheSizes().m_l3``, read here from the
    system: :func:`kerasmem.probes.host.l3_cache_bytes`), not a fixed 30 MiB, and fall back on
    Eigen's kernels, which take no column buffer, when the buffer would be more than 25 times
    (``kMaxTempAllocationOverhead``) the op's input, filter and output gradient: at small
    batches. Traced (conv3d_video b16): the first Conv3D's filter gradient, 30.03 MiB (18 images
    of 5400 positions x 81 values, L3 36,608 KiB), exact; the second's none (the fallback).
    The input gradient's buffer is taken to be the filter gradient's (the same figure but at
    batch 1, where it holds one image; an over-estimate there).
    """
    kernel = getattr(call.layer, "kernel", None)
    shape = tuple(int(d) for d in getattr(kernel, "shape", ()) or ())
    if call.class_name not in _CUSTOM_3D or len(shape) != 5:
        return 1
    size = dtype_size(call.output_dtypes[0]) if call.output_dtypes else 4
    return _columns_3d(shape, *_conv3d_shapes(call, in_shape), size)[1]


def _conv3d_shapes(call: Any, in_shape: tuple) -> tuple[tuple, tuple]:
    """The (input, output) shapes of the convolution a Conv3D's custom gradient kernels see.

    A Conv3DTranspose runs ``Conv3DBackpropInputV2`` forward and ``Conv3DBackpropFilterV2`` for its
    filter gradient: the convolution from its output to its input, whose kernel is Keras's
    (depth, height, width, filters, input channels) as it stands (conv3d_transpose_ae's truth: no
    column buffer at batch 8, 3.5 MiB; at batch 32, 142 MiB).
    """
    if call.class_name.endswith("Transpose"):
        return call.output_shapes[0], in_shape
    return in_shape, call.output_shapes[0]


def _columns_3d(shape: tuple, in_shape: tuple, out_shape: tuple, size: int) -> tuple[int, int]:
    """Conv3D's column buffer in bytes, and the smallest batch that takes it (see above)."""
    out_depth = shape[-1]
    filter_total = math.prod(shape) // max(1, out_depth)
    positions = element_count(out_shape) // max(1, int(out_shape[-1]))
    work_unit = positions * out_depth + filter_total * out_depth + positions * filter_total
    shard = -(-(host.l3_cache_bytes() // size) // max(1, work_unit))
    columns = shard * positions * filter_total
    # The custom kernel runs when columns // (batch x (input + output gradient) + filter) <= 25.
    need = columns // (_MAX_TEMP_OVERHEAD + 1) + 1 - math.prod(shape)
    per_image = element_count(in_shape) + element_count(out_shape)
    return columns * size, max(1, -(-need // max(1, per_image)))


#: The layers whose gradients run TensorFlow's 3-D custom kernels (see :func:`cpu_conv_workspace_from`).
_CUSTOM_3D = ("Conv3D", "Conv3DTranspose")
#: Conv3D's custom gradient kernels fall back on Eigen above this overhead (``conv_grad_ops_3d.cc``).
_MAX_TEMP_OVERHEAD = 25


def _columns(shape: tuple, image_out: tuple, size: int, gradient: str) -> int:
    """:func:`cpu_conv_workspace` for a kernel of ``shape`` whose output image is ``image_out``."""
    out_depth = shape[-1]
    filter_size = math.prod(shape) // max(1, out_depth)
    positions = element_count(image_out) // max(1, int(image_out[-1]))
    work_unit = positions * out_depth + filter_size * out_depth + positions * filter_size
    shard = -(-(CONV_WORKING_SET // size) // max(1, work_unit))
    if gradient == "input":
        if work_unit // host.cpu_threads() >= CONV_L2 // size:
            shard = 1
    return shard * positions * filter_size * size


#: The working set TensorFlow's CPU convolution gradients size their shards by (``conv_grad_*_ops.cc``).
CONV_WORKING_SET = 30 * 2**20
#: The per-thread work above which the input gradient runs image by image (same file: ``l2_cache_size``).
CONV_L2 = 256 * 2**10


def _repeat_cost(call: Any, in_sizes: list[int], out_sizes: list[int], grad: list[bool]) -> LayerCost:
    """A nearest-neighbour UpSampling2D or 3D: Keras repeats the input along each axis in turn
    (``ops.repeat``: a Tile, then a reshape), so the forward pass makes the next-to-last repeat beside
    the output; the gradient sums the repeats back in reverse, its first sum (the output's size over
    the last factor) made beside the incoming gradient, the input's gradient after it
    (bf16_unet3d_mini b4's trace: UpSampling3D's ``Repeat_2/Sum`` at the peak beside the incoming
    gradient)."""
    size = getattr(call.layer, "size", 2)
    factors = [int(f) for f in (size if isinstance(size, (tuple, list)) else (size,))]
    out, inp = sum(out_sizes), sum(in_sizes)
    last = out // max(1, factors[-1]) if len(factors) > 1 else 0
    # The input gradient is its own buffer: the first sum counts beyond it (one is freed as the other is
    # made: the peak is the incoming gradient and the first sum).
    return LayerCost([False] * len(in_sizes), [False] * len(out_sizes), grad,
                     forward_temps=(last,) if last else (), backward_temps=(last - inp,) if last > inp else ())


#: Layers Keras builds from ``ops.repeat`` along each of several axes.
_REPEATS = {"UpSampling2D", "UpSampling3D"}
#: Layers Keras builds from ``ops.image.resize`` unless nearest (UpSampling2D) or always (Resizing).
_RESIZES = {"UpSampling2D", "Resizing"}


def _attention_cost(call: Any, in_shapes: list[tuple], in_sizes: list[int], out_sizes: list[int], grad: list[bool],
                    scope: str | None) -> LayerCost:
    layer = call.layer
    heads = int(getattr(layer, "num_heads", 1))
    key_dim = int(getattr(layer, "key_dim", 1) or 1)
    value_dim = int(getattr(layer, "value_dim", None) or key_dim)
    out_shape = call.output_shapes[0]
    queries = element_count(out_shape) // max(1, int(out_shape[-1]))
    # Self-attention reads one tensor; cross-attention a second, whose positions are the keys (counted
    # in its own shape: its width and dtype may be the query's or not).
    keys = queries
    if len(call.inputs) > 1 and call.inputs[1] != call.inputs[0] and len(in_shapes) > 1:
        keys = max(1, element_count(in_shapes[1]) // max(1, int(in_shapes[1][-1] or 1)))
    # Attention over some axes of a longer input (a patch grid's (b, patches, pixels, c), or
    # ``attention_axes``): each query attends to the keys of its own slice of the others.
    axes = tuple(getattr(layer, "_attention_axes", None) or (1,))
    slices = max(1, queries // max(1, math.prod(int(out_shape[a] or 1) for a in axes if a < len(out_shape) - 1)))
    span = max(1, keys // slices)
    size = 2 if _sixteen_bits(call.output_dtypes) else 4
    dropout = float(getattr(layer, "dropout", 0.0) or 0.0)
    # Without dropout, on a (batch, positions, features) input, Keras calls ops.dot_product_attention,
    # which takes the scores and their softmax in float32 whatever the policy and casts the weights
    # back for the values' product: in 16 bits the float32 weights (the softmax's gradient) and their
    # 16-bit copy are both kept (f16_ln_encoder's trace: multi_head_attention_1/Cast, 4 MiB, and
    # Cast_2, 2 MiB, at b64). Otherwise (dropout, a longer input, or the scores returned as a second
    # output) it runs einsums and its own Softmax layer in the policy's dtype, on queries it scaled
    # before (nothing for Grappler to reassociate: f16_attention_score_pool_text b128's trace keeps
    # one 16-bit scores-sized tensor, transpose_2, 16 MiB).
    returns_scores = len(call.output_shapes) > 1
    fused = not dropout and len(out_shape) == 3 and not returns_scores
    upcast = size == 2 and fused
    scores = heads * queries * span * (4 if upcast else size)
    narrow = heads * queries * span * size
    # A softmax over several axes is Keras's exp(x - logsumexp(x)): the exponentials inside the
    # log-sum-exp are kept for its gradient beside the weights, each written over the difference it
    # exponentiates, the weights over the dead raw scores (bf16_mobilevit_mini b16's trace:
    # ReduceLogSumExp/Sub and the scores' Einsum, 128 MiB each, alive from the forward pass on).
    several = len(axes) > 1
    pieces = [
        Piece("scaled queries", heads * queries * key_dim * size, kept=True),
        Piece("keys", heads * keys * key_dim * size, kept=True),
        Piece("values", heads * keys * value_dim * size, kept=True),
        Piece("attention weights", scores, kept=True),
        Piece("attended values", heads * queries * value_dim * size, kept=True),
    ]
    if upcast:
        pieces.append(Piece("16-bit attention weights", narrow, kept=True))
    if several:
        pieces.append(Piece("log-sum-exp exponentials", scores, kept=True))
    if dropout > 0:
        # TensorFlow's dropout is where(uniform >= rate, weights * scale, 0): the boolean mask is kept
        # for the select's gradient and the dropped weights for the values' gradient, beside the
        # softmax's output for its own; the uniform noise and the scaled weights are forward temporaries.
        pieces += [Piece("attention dropout mask", scores // size, kept=True),
                   Piece("dropped attention weights", scores, kept=True)]
    # Keras scales the scores; the gradient then computes (sub * softmax) * scale. Grappler's constant
    # push-down reassociates it with the Mul's inputs in name order: when the model's ops sort before
    # the gradient's ("gradient_tape/..."), as sub * (scale * softmax), whose inner product reads the
    # forward pass only and is made there, kept until the backward (ft_transformer's trace: 4.5 MiB
    # an attention layer at b512; the same model named "zz_model": none). In 16 bits too, where the
    # product is float32 (f16_ln_encoder's trace: gradient_tape/.../mul_1, 4 MiB a layer at b64), but
    # not with a mask or dropout (a select or a mask multiplies between the two: read in Keras's
    # source, not traced).
    reassociated = _reassociates(scope) and fused and not _masked(call)
    if reassociated:
        pieces.append(Piece("scaled attention weights (Grappler)", scores, kept=True))
    distinct = [True] + [call.inputs[i] not in call.inputs[:i] for i in range(1, len(call.inputs))]
    keeps = [d for d in distinct][: len(in_sizes)] + [False] * max(0, len(in_sizes) - len(distinct))
    # The raw scores exist beside the weights during the softmax. Backward: the gradients of the
    # weights and of the scores, and einsum's transposed copies of queries, keys and values. The
    # reassociated product becomes the scores' gradient in place (its buffer lives until the query
    # and key gradients: ft_transformer's trace), one scores-sized temporary fewer.
    # In 16 bits the raw scores are made in 16 bits, then cast up, and the weights' gradient arrives
    # in 16 bits before it is cast up.
    products, late = _attention_products(call, in_shapes, heads, queries, keys, span, key_dim, value_dim,
                                         einsums=dropout > 0 or returns_scores)
    # Its backward pass in stages: the output projection's gradients, the attention's own (the values'
    # and the scores' products, the softmax's), then the projections' (the query, key and value
    # gradients read there; the attention's kept tensors freed before).
    return LayerCost(keeps, [False] * len(out_sizes), grad, pieces, forward_scratch=0 if several else narrow,
                     forward_temps=(scores, scores) if dropout > 0 else (),
                     backward_temps=(*(scores,) * (1 if reassociated else 2), *((narrow,) if upcast else ()),
                                     *(p.per_sample for p in pieces[:3])),
                     products=products, late_products=late, late_temps=3 if late else 0)


def _attention_products(call: Any, in_shapes: list[tuple], heads: int, queries: int, keys: int, span: int,
                        key_dim: int, value_dim: int, einsums: bool) -> tuple[tuple[Product, ...], int]:
    """MultiHeadAttention's matrix products in the order their gradients run, given its query and key
    positions a sample and the keys each query attends to, and how many of them are the last stage's:
    its output projection; with ``einsums`` (dropout, or the scores returned), Keras's ``ops.einsum`` of
    the values and of the scores (otherwise ``dot_product_attention``'s ``tf.einsum``: ``Einsum`` ops,
    none); its query, key and value projections (the last stage)."""
    layer = call.layer
    query = in_shapes[0] if in_shapes else ()
    value = in_shapes[1] if len(in_shapes) > 1 else query
    key = in_shapes[2] if len(in_shapes) > 2 else value
    q, k, v = heads * queries * key_dim, heads * keys * key_dim, heads * keys * value_dim
    attended, scores = heads * queries * value_dim, heads * queries * span
    products = [_einsum_dense_product(getattr(layer, "output_dense", None), attended,
                                      element_count(call.output_shapes[0]), "")]
    if einsums:
        products += [einsum_product(getattr(layer, "_combine_equation", ""), (scores, 0), (v, 0), (attended, 0)),
                     einsum_product(getattr(layer, "_dot_product_equation", ""), (k, 0), (q, 0), (scores, 0))]
    projections = [_einsum_dense_product(getattr(layer, name, None), element_count(shape), made, "input")
                   for name, shape, made in (("query_dense", query, q), ("key_dense", key, k),
                                             ("value_dense", value, v))]
    late = tuple(p for p in projections if p)
    return tuple(p for p in products if p) + late, len(late)


def _masked(call: Any) -> bool:
    """Whether a call is masked: an attention's causal or attention mask, or a Keras mask on an input."""
    nodes = getattr(call.layer, "_inbound_nodes", None) or []
    if call.call_index >= len(nodes):
        return False  # a traced (subclassed) model's call: its arguments are not kept
    arguments = nodes[call.call_index].arguments
    return (bool(arguments.kwargs.get("use_causal_mask")) or arguments.kwargs.get("attention_mask") is not None
            or any(getattr(t, "_keras_mask", None) is not None for t in arguments.keras_tensors))


def _time_distributed_cost(
    call: Any, in_shapes: list[tuple], in_dtypes: list[str], in_sizes: list[int], out_sizes: list[int]
) -> LayerCost:
    """``TimeDistributed``: Keras moves time first, calls the layer on each step's slice, stacks the
    steps' outputs and moves time back (copies while the layer runs).

    Every step's kept tensors stay for the backward pass; in it each step's input gradient is a
    zero-filled tensor of the whole input (``StridedSliceGrad``), all of them alive until they are
    summed (in place, into one of them), and two steps' convolution gradients run side by side,
    each freeing its column buffer as it ends (td_cnn_video's trace: 8 input gradients of the whole
    input at batch 32; two filter-gradient column buffers at batch 8; td_conv_gru's: two column
    buffers at a time, a step's filter gradient's and another's input gradient's, none left when
    the layer's backward pass ends).
    """
    steps = _time_steps(in_shapes)
    inner = call.layer.layer
    step_call = replace(call, class_name=type(inner).__name__, layer=inner,
                        output_shapes=tuple((s[0], *s[2:]) for s in call.output_shapes))
    step_shapes = [(s[0], *s[2:]) for s in in_shapes]
    step = None
    if getattr(inner, "layers", None) and len(step_shapes) == 1:
        # A wrapped model has no rule of its own, nor a call of its own to trace: one step of it is
        # costed from its graph, traced on a step's slice (protonet_fewshot_episodes, set 118: a Conv-4
        # encoder over 50 images an episode, 99% under with its layers not costed).
        step = _graph_cost(lambda x: inner(x, training=True), [(step_shapes[0], in_dtypes[0])],
                           len(call.output_shapes), [False], False)
    copies = None
    if step is None:
        step = layer_cost(step_call, step_shapes, in_dtypes)
    elif step.unseen_loop:
        # Its graph shows a recurrent layer's loop as one While, hiding the body: what each step keeps
        # and the 16-bit copy of its kernels it makes at every step (bf16_han_document_classifier, set
        # 119, 47% under: its word encoder's bidirectional GRU, 32 such copies a direction and sentence
        # alive at the peak). Those layers' own rules give them.
        pieces, copies = _recurrent_parts(inner)
        step = replace(step, pieces=step.pieces + pieces)
    in_total, out_total = sum(in_sizes), sum(out_sizes)
    looped = steps > 1 and step.cpu_workspace > 0
    pieces = [Piece(p.name, p.per_sample * steps, p.fixed * steps, kept=p.kept, count=max(1, p.count) * steps)
              for p in step.pieces]
    # What a step keeps of its input or output is its slice of the layer's (TensorFlow's graph
    # optimizer folds the transposes between two such layers: their steps' tensors are used as is).
    return LayerCost(
        list(step.keeps_inputs), list(step.keeps_outputs), list(step.inputs_need_grad), pieces,
        forward_scratch=step.forward_scratch, forward_temps=(out_total,) + tuple(step.forward_temps),
        forward_fixed=step.forward_fixed, backward_scratch=step.backward_scratch,
        backward_temps=(out_total,) + tuple(step.backward_temps), backward_fixed=step.backward_fixed,
        input_gradient_parts=steps,
        convolution=step.convolution, cpu_workspace=step.cpu_workspace,
        input_workspace=0 if looped else step.input_workspace,
        extra_workspaces=(max(step.cpu_workspace, step.input_workspace),) if looped else (),
        columns_end_with_layer=looped, reads_weights=step.reads_weights, products=step.products,
        sum_of_three=step.sum_of_three, weight_copies=copies * steps if copies else None,
    )


def _recurrent_parts(model: Any) -> tuple[list[Piece], tuple[int, ...]]:
    """The pieces and the weight copies of a model's recurrent layers (an RNN or a Bidirectional one),
    each costed by its own rule on the shapes its model gives it: one buffer for each piece and one for
    all of a layer's per-step copies. Their bytes as the rule has them, not their count: the replay's
    time grows with its buffers, and a wrapper's steps would multiply them (the HAN's 16 sentences x 2
    directions x 32 steps: over 8,000, seconds a batch size)."""
    import keras

    from .. import _graph

    calls = _graph.layer_calls(model)[1]
    made = {t: (shape, dtype) for c in calls for t, shape, dtype in zip(c.outputs, c.output_shapes, c.output_dtypes)}
    pieces: list[Piece] = []
    copies: tuple[int, ...] = ()
    for call in calls:
        graph = _graph._functional_of(call.layer) if call.is_model else None
        if graph is not None:
            # A nested model's layers read its own inputs: what the model's call reads (listed first).
            made.update((id(inner), made[t]) for inner, t in zip(_graph._flat_tensors(graph.inputs), call.inputs)
                        if t in made)
        if not isinstance(call.layer, (keras.layers.RNN, keras.layers.Bidirectional)):
            continue
        read = [made[t] for t in call.inputs if t in made]
        cost = layer_cost(call, [shape for shape, _ in read], [dtype for _, dtype in read])
        pieces += [replace(p, count=1) for p in cost.pieces]
        copies += tuple(n for n in (sum(cost.weight_copies or ()),) if n)
    return pieces, copies


def _convlstm_columns(cost: LayerCost, call: Any, in_shapes: list[tuple]) -> LayerCost:
    """A ConvLSTM's backward loop runs each step's convolution gradients with their column buffers.

    Its cell convolves the input and the state, per gate (Keras's ``ConvLSTMCell``); the largest
    filter and input gradient buffers of one step are alive together (convlstm's trace: 26.58 MiB
    each, the state convolution's, exactly the column-buffer formula). A ConvLSTM3D's are Conv3D's
    custom kernels (:func:`cpu_conv_workspace_from`): sharded by the L3 cache and Eigen's, without a
    buffer, below the batch they start at (convlstm3d_volume, the ninety-ninth set, was 600% over at
    batch 4 with the 2-D rule's 30.4 MiB). A convolution to the analytic replay: on a GPU, cuDNN's
    workspace instead.
    """
    cell = call.layer.cell
    filters = int(cell.filters)
    dtype = call.output_dtypes[0] if call.output_dtypes else "float32"
    size = dtype_size(dtype)
    image_out = (None, *call.output_shapes[0][-len(cell.kernel.shape) + 1:])  # one step's output image
    volumes, eigen = len(cell.kernel.shape) == 5, _eigen_3d_filter(dtype)
    best, start = (0, 0), 1
    for kernel, source in ((cell.kernel, (None, *in_shapes[0][2:])), (cell.recurrent_kernel, None)):
        shape = (*tuple(int(d) for d in kernel.shape)[:-1], filters)  # one gate's slice
        if volumes:
            # The input gradient's buffer is taken to be the filter gradient's (cpu_conv_workspace_from).
            n, begins = _columns_3d(shape, source or image_out, image_out, size)
            columns = (0 if eigen else n, n if source is None else 0)
        else:
            columns, begins = (_columns(shape, image_out, size, "filter"),
                               _columns(shape, image_out, size, "input") if source is None else 0), 1
        if sum(columns) > sum(best):
            best, start = columns, begins
    # The state's gradient is needed whatever the layer's input: its buffer is the layer's own.
    return replace(cost, convolution=True, reads_weights=True, cpu_workspace=best[0],
                   extra_workspaces=best[1:] if best[1] else (), workspace_from=start,
                   eigen_filter_gradient=volumes and eigen)


def _dilated(layer: Any) -> bool:
    return any(int(d) > 1 for d in _tuple(getattr(layer, "dilation_rate", 1)))


def _padded_input(call: Any, in_shape: tuple, in_bytes: int) -> int:
    """Per-sample bytes of the padded copy a causal or dilated convolution reads (0: it reads its input).

    Causal padding adds ``(kernel - 1) x dilation`` steps in front; a dilated convolution's
    SpaceToBatchND pads "same" as much and rounds each dimension up to a multiple of the dilation.
    """
    layer = call.layer
    padding = str(getattr(layer, "padding", "valid")).lower()
    if not (_dilated(layer) or padding == "causal"):
        return 0
    spatial = [int(d) for d in in_shape[1:-1]]
    if not spatial or not all(spatial):
        return in_bytes
    grown = []
    for i, length in enumerate(spatial):
        k, d = _axis(getattr(layer, "kernel_size", 1), i), _axis(getattr(layer, "dilation_rate", 1), i)
        length += (k - 1) * d if padding in ("causal", "same") else 0
        grown.append(-(-length // d) * d)
    return in_bytes * math.prod(grown) // math.prod(spatial)


def _axis(value: Any, i: int) -> int:
    """A per-axis layer setting (an int, or a tuple with one entry per spatial axis) for axis ``i``."""
    values = _tuple(value)
    return int(values[min(i, len(values) - 1)])


def _tuple(value: Any) -> tuple:
    return tuple(value) if isinstance(value, (tuple, list)) else (value,)


def _time_steps(in_shapes: list[tuple]) -> int:
    """The steps of a sequence input (batch, steps, ...): 1 when it has no known time axis."""
    shape = in_shapes[0] if in_shapes else ()
    return int(shape[1]) if len(shape) > 2 and shape[1] else 1


#: Keras's recurrent cells' gates, each with its own masked copy of the input under implementation 1.
_RNN_GATES = {"LSTMCell": 4, "GRUCell": 3}


def _masked_copies(cell: Any) -> int:
    """How many copies of a step's input (and of its previous output) the cell's dropout masks."""
    name = type(cell).__name__
    if name.startswith("ConvLSTM"):
        return 4  # one a gate, always (Keras's ConvLSTMCell.call; not traced)
    return _RNN_GATES.get(name, 1) if getattr(cell, "implementation", 2) == 1 else 1


def _cell_vectors(cell: Any, in_shape: tuple, dtype: str) -> int:
    """A user-written cell's tensors kept each step, in vectors of its width (:func:`_state_units`): its
    step traced (:func:`_graph_cost`) on the step's input and its states, returning its output and its
    new states, what the step's gradient reads counted (custom_rnn_cell's minimal gated cell: the state,
    the gate, one minus the gate and the candidate's tanh; a cell of two states, as an LSTM's h and c,
    its previous c and an output its gradient reads). A state is one buffer a step, the new state of one
    step the old state of the next: counted once where either step's gradient reads it
    (ntm_copy_task_lstm_controller b112's trace: its memory, each step's new one read by its read head's
    gradient and the next step's, 41 buffers, not 82; it was 63% over counting both, in vectors of its
    first state's width multiplied by its output's). 0 when the step cannot be traced."""
    sizes = getattr(cell, "state_size", None)
    sizes = list(sizes) if isinstance(sizes, (list, tuple)) else [sizes]
    if not sizes or not all(isinstance(n, int) and n > 0 for n in sizes):
        return 0
    distinct = []  # is the output a tensor of its own, not one of the new states (a GRU's h is both)?

    def step(x: Any, *states: Any) -> Any:
        import tensorflow as tf

        output, new_states = cell(x, list(states))
        new_states = tf.nest.flatten(new_states)
        distinct[:] = [all(output is not s for s in new_states)]
        return (output, *new_states)

    def vectors() -> int:
        specs = [((None, in_shape[-1]), dtype)] + [((None, n), dtype) for n in sizes]
        cost = _graph_cost(step, specs, 1 + len(sizes), [True] * len(specs))
        if cost is None:
            return 0
        size = dtype_size(dtype)
        kept = sum(p.per_sample for p in cost.pieces if p.kept)
        kept += sum(n * size for n, old, new in zip(sizes, cost.keeps_inputs[1:], cost.keeps_outputs[1:]) if old or new)
        width = _state_units(cell) or sizes[0]
        if cost.keeps_outputs[0] and distinct and distinct[0]:  # h = tanh(c): Tanh's gradient reads it
            output = getattr(cell, "output_size", None)
            kept += (output if isinstance(output, int) and output > 0 else width) * size
        return max(1, -(-kept // (width * size)))

    # Traced once per cell and input width: each estimate builds the step for every optimizer it holds.
    return _once(cell, ("cell step", in_shape[-1], str(dtype)), vectors)


def _step_cells(cell: Any) -> list[Any]:
    """The cells one step of a recurrent layer runs, in order: a ``StackedRNNCells``' own, or the cell."""
    return list(getattr(cell, "cells", None) or [cell])


def _state_units(cell: Any) -> int:
    """A cell's output's width: ``units``, ``filters``, ``output_size`` or its (first) ``state_size``."""
    units = (getattr(cell, "units", 0) or getattr(cell, "filters", 0) or getattr(cell, "output_size", 0)
             or getattr(cell, "state_size", 0))
    units = units[0] if isinstance(units, (list, tuple)) and units else units
    return int(units) if isinstance(units, int) else 0


def _step_vectors(kind: str, layer: Any, in_shapes: list[tuple], in_dtypes: list[str],
                  trace: bool = True) -> tuple[int, ...]:
    """A recurrent layer's vectors kept a step, one count for each cell it runs: by its class
    (``kind``) in ``_RNN_STEP_VECTORS``, else by its cell's (:func:`_cells_vectors`) over a sequence
    input; () when neither."""
    if kind in _RNN_STEP_VECTORS:
        return (_RNN_STEP_VECTORS[kind],)
    if getattr(layer, "cell", None) is None or not in_shapes or len(in_shapes[0]) != 3:
        return ()
    return _cells_vectors(layer.cell, in_shapes[0], in_dtypes[0] if in_dtypes else "float32", trace)


def _cells_vectors(cell: Any, in_shape: tuple, dtype: str, trace: bool = True) -> tuple[int, ...]:
    """Each cell's tensors kept a step, in its own state-sized vectors (``_RNN_STEP_VECTORS`` for Keras's
    cells, the traced step for a user-written one when ``trace``); a ``StackedRNNCells``' cells each
    read the output of the one before (stacked_cells_rnn's trace: each GRUCell keeps its 6 vectors a
    step in the one loop). () when a cell is neither known nor traceable."""
    vectors, width = [], in_shape[-1]
    for each in _step_cells(cell):
        known = _RNN_STEP_VECTORS.get(type(each).__name__.replace("Cell", ""))
        count = known or (_cell_vectors(each, (None, width), dtype) if trace else 0)
        if not count:
            return ()
        vectors.append(count)
        width = _state_units(each)
    return tuple(vectors)


def _rnn_cost(
    call: Any, vectors: tuple[int, ...], in_shapes: list[tuple], in_sizes: list[int], out_sizes: list[int],
    grad: list[bool], layer: Any = None,
) -> LayerCost:
    """``vectors``: each step cell's kept vectors (:func:`_cells_vectors`); ``layer``: the RNN, when the
    call is a wrapper's (Bidirectional)."""
    layer = call.layer if layer is None else layer
    cell = getattr(layer, "cell", None)
    cells = _step_cells(cell)
    units = [_state_units(each) for each in cells]
    if len(cells) == 1 and getattr(layer, "units", 0):
        units = [int(layer.units)]
    in_shape = in_shapes[0] if in_shapes else ()
    steps = _time_steps(in_shapes)
    if type(layer).__name__.startswith("ConvLSTM"):
        # Every position has its own state vector.
        units = [u * element_count((None, *in_shape[2:-1])) for u in units]
    size = 2 if _sixteen_bits(call.output_dtypes) else 4
    stack = Piece("timestep stack", steps * sum(v * u for v, u in zip(vectors, units)) * size, kept=True,
                  count=steps * sum(vectors))
    pieces = [stack]
    unstacked = bool(in_sizes) and steps > 1
    if unstacked:
        # The loop reads its input as a list of steps: a copy (gru_2x128's trace: TensorListFromTensor).
        pieces.append(Piece("unstacked input", in_sizes[0], kept=True, count=steps))
    if in_sizes and 0 < float(getattr(cells[0], "dropout", 0) or 0) < 1:
        # Each step's input times the dropout mask, kept for the input projection's gradient (gru_dropout
        # b32's trace: one per step).
        copies = _masked_copies(cells[0])
        pieces.append(Piece("masked input", copies * in_sizes[0], kept=True, count=copies * steps))
    backward_fixed, copies_each, kernels = 0, [], 0
    for each, width in zip(cells, units):
        recurrent = getattr(each, "recurrent_kernel", None)
        recurrent_bytes = math.prod(int(d) for d in recurrent.shape) * 4 if recurrent is not None else 0
        if 0 < float(getattr(each, "recurrent_dropout", 0) or 0) < 1:
            # Each step's previous output times the recurrent dropout mask, kept for the recurrent kernel's
            # gradient: one a gate (lstm_recurrent_dropout b64's trace: 4 a step beside the 7 above; a
            # GRU's, 3 beside 6; a SimpleRNN's, 1 beside 1). One buffer a step for all its gates, here
            # and below: the chunk replay's time grows with the buffers (a Bidirectional GRU over 80
            # steps had 1,440 more), and these are small beside the regions they land in.
            pieces.append(Piece("masked state", steps * _masked_copies(each) * width * size, kept=True, count=steps))
        split = getattr(each, "implementation", 2) == 1 and type(each).__name__ in _RNN_GATES
        reset_before = type(each).__name__ == "GRUCell" and not getattr(each, "reset_after", True)
        if split:
            # Implementation 1 (Keras's choice under recurrent dropout) slices the kernels by gate inside
            # the loop: each step copies the recurrent kernel, kept for the gradient of its previous
            # output, and the input kernel, whose copies the loop makes for every step ahead of the
            # recurrence and frees once the input projections are done (LSTM and GRU traces at batch
            # 64: 40 steps' copies of both alive at once in the forward pass).
            for name, kernel, kept in (("recurrent kernel slices", recurrent, True),
                                       ("kernel slices", each.kernel, False)):
                nbytes = math.prod(int(d) for d in kernel.shape) * size * steps
                pieces.append(Piece(name, 0, nbytes, kept=kept, count=steps))
        elif reset_before and recurrent is not None:
            # reset_after=False (implementation 2) multiplies the previous output by two slices of the
            # recurrent kernel, z's and r's columns and then h's, copied every step and kept for the
            # gradient of the previous output (gru_reset_before's trace: 80 steps' strided slices, 15
            # MiB a layer at every batch size).
            nbytes = recurrent_bytes // 4 * size * steps
            pieces.append(Piece("recurrent kernel slices", 0, nbytes, kept=True, count=2 * steps))
        # Under a mixed policy the loop reads its float32 kernels inside every step, each read a 16-bit
        # copy that the step's matrix products keep for their gradients (f16_gru_text's trace: 100
        # steps' copies of the kernel and the recurrent kernel alive at the peak, 17 MiB at any batch;
        # an LSTM's and a SimpleRNN's the same, also when the input gets no gradient). A kernel the
        # step slices keeps its slices instead (the pieces above): no copy.
        copied = [] if split else [getattr(each, "kernel", None)] + ([] if reset_before else [recurrent])
        copies_each += [math.prod(int(d) for d in w.shape) * 4 for w in copied if w is not None]
        # Two more copies of the recurrent kernel's gradient; under implementation 1 each gate's slice
        # gradient is scattered into one of the whole kernel's size as well (StridedSliceGrad: 6 alive
        # at the LSTM's backward peak, 3-5 at the GRU's).
        backward_fixed += (2 + _RNN_GATES.get(type(each).__name__, 1) * split) * recurrent_bytes
        # One step's kernel and recurrent-kernel gradients, the unit of the piles below.
        kernels += sum(math.prod(int(d) for d in w.shape) * 4
                       for w in (getattr(each, "kernel", None), recurrent) if w is not None)
    temps = (max(units) * size, max(units) * size)  # one step's temporaries at a time
    if getattr(layer, "return_sequences", False):
        # The sequence's gradient made time-major (a transpose) and a list of steps for the loop
        # (bigru_conv1d's trace: both, beside the stacks, as the backward pass begins).
        temps += (sum(out_sizes), sum(out_sizes))
    # The gradient reads the copy, not the input: the input is not kept for it (simple_rnn_stack's trace:
    # the first layer's output sequence freed once the second had made its list of steps).
    keeps = [not unstacked] + [True] * (len(in_sizes) - 1)
    cost = LayerCost(keeps, [False] * len(out_sizes), grad, pieces, backward_temps=temps,
                     backward_fixed=backward_fixed, weight_copies=tuple(copies_each) * steps)
    if getattr(layer, "unroll", False) and steps > 1:
        # Unrolled, each step's ops are the graph's own: the backward pass makes every step's kernel
        # gradients and sums them at the end, once the layer's steps are popped (unrolled_gru b32's
        # trace: 20 steps' kernel and recurrent-kernel gradients alive at its peak).
        cost.backward_pile = (steps, kernels, 1.0)
    elif type(layer).__name__ == "LSTM" and steps > 1 and not _masked(call):
        # An LSTM whose sequence gets a gradient piles up its steps' kernel gradients as a
        # Bidirectional layer's loops do (relu_lstm's, lstm_go_backwards' and lstm_input_dropout's
        # traces at batch 32: 26-38 steps' kernel and recurrent-kernel gradients in the second LSTM's
        # backward loop; an LSTM over a Dense layer, measured: 53-59); none over an Embedding
        # (lstm_dropout_tagger) or under a mask (masking_lstm), nor a GRU's (gru_2x128,
        # hard_sigmoid_gru_tagger: GRUs over GRUs). Why is not established. The pile grows as the
        # loop runs, once it is some 24 steps in (its gradients made faster than they are summed), up
        # to the loop's 32 parallel iterations: over a short sequence a few steps pile, not all
        # (two LSTMs of 128 over a Dense at batch 32, measured at 16-96 steps: about 7 steps piled at
        # 16, 8 at 32, 14 at 40, 23 at 48; of 768 at batch 1-8 over 30 steps, 7-16, over 64 the full
        # 31 at batch 1; Demucs' two LSTMs of 768 over 30 steps, traced at batch 1: 1.5 and 3, where
        # all 29 left it 80% over: benchmarks/studies/2026-12-03-demucs-over).
        piled = _piled_steps(steps)
        cost.backward_pile, cost.pile_needs = (piled, kernels, piled / steps), "dense input gradient"
    return cost
