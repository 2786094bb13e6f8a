"""The per-layer rules: what a layer keeps, its temporaries and its CPU column buffers."""

import math
import textwrap

import keras
import pytest
import tensorflow as tf
from keras import layers, ops

from conftest import SIMULATED_GPU, dtype_policy, segment_pool_layer
from kerasmem import estimate_memory
from kerasmem._graph import layer_calls
from kerasmem.estimate import rules
from kerasmem.probes import host


def _cost(*stack, input_shape, **options):
    """The rule for the last layer of a Sequential model, fed by the layer before it (``options``:
    ``layer_cost``'s ``scope`` and ``needs``)."""
    model = keras.Sequential([keras.Input(input_shape), *stack])
    _, calls = layer_calls(model)
    before, call = calls[-2], calls[-1]
    return rules.layer_cost(call, list(before.output_shapes), list(before.output_dtypes), **options)


@pytest.mark.parametrize(("rnn", "vectors"), [(layers.LSTM, 7), (layers.GRU, 6), (layers.SimpleRNN, 1)])
def test_a_recurrent_layer_keeps_its_steps_and_its_input_as_a_list(rnn, vectors):
    cost = _cost(rnn(32), input_shape=(50, 16))
    stack, unstacked = ({p.name: p for p in cost.pieces}[n] for n in ("timestep stack", "unstacked input"))
    assert stack.per_sample == 50 * vectors * 32 * 4 and stack.count == 50 * vectors
    # The loop reads its input as one tensor per step: a copy of it (gru_2x128's trace).
    assert unstacked.per_sample == 50 * 16 * 4 and unstacked.count == 50
    # Its gradient reads that copy, not the input tensor: the input is not kept for it.
    assert cost.keeps_inputs == [False]


def test_a_recurrent_layer_with_input_dropout_keeps_each_steps_masked_input():
    # gru_dropout b32's trace: each step's input times the mask, read by the input projection's gradient.
    pieces = {p.name: p for p in _cost(layers.GRU(32, dropout=0.2), input_shape=(50, 16)).pieces}
    assert pieces["masked input"].per_sample == 50 * 16 * 4 and pieces["masked input"].count == 50
    # Keras's implementation 1 masks a copy of the input for each gate.
    lstm = {p.name: p for p in _cost(layers.LSTM(32, dropout=0.2, implementation=1), input_shape=(50, 16)).pieces}
    assert lstm["masked input"].per_sample == 4 * 50 * 16 * 4
    assert "masked input" not in {p.name for p in _cost(layers.GRU(32), input_shape=(50, 16)).pieces}


@pytest.mark.parametrize(("rnn", "gates"), [(layers.LSTM, 4), (layers.GRU, 3), (layers.SimpleRNN, 1)])
def test_recurrent_dropout_keeps_a_masked_previous_output_a_gate_each_step(rnn, gates):
    # lstm_recurrent_dropout b64's trace: 4 masked copies of the previous output a step beside the 7
    # vectors; a GRU's 3 beside 6, a SimpleRNN's 1 beside 1.
    pieces = {p.name: p for p in _cost(rnn(32, recurrent_dropout=0.1), input_shape=(50, 16)).pieces}
    assert pieces["masked state"].per_sample == gates * 50 * 32 * 4 and pieces["masked state"].count == 50
    assert pieces["masked state"].kept
    assert "masked state" not in {p.name for p in _cost(rnn(32), input_shape=(50, 16)).pieces}


@pytest.mark.parametrize(("rnn", "gates"), [(layers.LSTM, 4), (layers.GRU, 3)])
def test_implementation_1_copies_the_kernels_by_gate_every_step(rnn, gates):
    # Keras chooses implementation 1 under recurrent dropout; it slices both kernels inside the loop.
    for layer in (rnn(32, recurrent_dropout=0.1), rnn(32, implementation=1)):
        cost = _cost(layer, input_shape=(50, 16))
        pieces = {p.name: p for p in cost.pieces}
        recurrent, kernel = pieces["recurrent kernel slices"], pieces["kernel slices"]
        # The recurrent kernel's slices are read by the previous output's gradient: kept, a copy a step.
        assert (recurrent.per_sample, recurrent.fixed, recurrent.kept) == (0, 50 * 32 * gates * 32 * 4, True)
        # The input kernel's are made for every step ahead of the recurrence and freed in the forward pass.
        assert (kernel.fixed, kernel.kept, kernel.count) == (50 * 16 * gates * 32 * 4, False, 50)
        # Each gate's slice gradient is scattered into a whole recurrent kernel's buffer.
        assert cost.backward_fixed == (2 + gates) * 32 * gates * 32 * 4
    fused = _cost(rnn(32), input_shape=(50, 16))
    assert "recurrent kernel slices" not in {p.name for p in fused.pieces}
    assert fused.backward_fixed == 2 * 32 * gates * 32 * 4
    # Both directions of a Bidirectional layer, each piece's bytes doubled and kept as it was.
    both = {p.name: p for p in _cost(layers.Bidirectional(rnn(32, recurrent_dropout=0.1)), input_shape=(50, 16)).pieces}
    assert (both["kernel slices"].fixed, both["kernel slices"].kept) == (2 * 50 * 16 * gates * 32 * 4, False)
    assert both["recurrent kernel slices"].kept


def test_a_gru_resetting_before_its_product_copies_the_recurrent_kernel_every_step():
    # reset_after=False multiplies the previous output by two slices of the recurrent kernel, made in
    # the loop and kept for the previous output's gradient (gru_reset_before's trace: 15 MiB a layer,
    # at batch 32 as at 128; the estimate had been 52% under without them).
    pieces = {p.name: p for p in _cost(layers.GRU(32, reset_after=False), input_shape=(50, 16)).pieces}
    slices = pieces["recurrent kernel slices"]
    assert (slices.per_sample, slices.fixed, slices.kept, slices.count) == (0, 50 * 32 * 3 * 32 * 4, True, 100)
    # Implementation 1 slices it by gate already (above), once; reset_after=True multiplies by the whole kernel.
    split = [p for p in _cost(layers.GRU(32, reset_after=False, implementation=1), input_shape=(50, 16)).pieces
             if p.name == "recurrent kernel slices"]
    assert len(split) == 1 and split[0].count == 50
    assert "recurrent kernel slices" not in {p.name for p in _cost(layers.GRU(32), input_shape=(50, 16)).pieces}


@pytest.mark.parametrize(("rnn", "gates"), [(layers.LSTM, 4), (layers.GRU, 3), (layers.SimpleRNN, 1)])
def test_a_recurrent_loop_copies_its_kernels_every_step(rnn, gates):
    # Under a mixed policy each step casts the float32 kernels it reads (f16_gru_text's trace: 100 steps'
    # copies of the kernel and the recurrent kernel alive at the peak; LSTM's and SimpleRNN's the same).
    kernel, recurrent = 16 * gates * 32 * 4, 32 * gates * 32 * 4
    assert _cost(rnn(32), input_shape=(50, 16)).weight_copies == (kernel, recurrent) * 50
    # A kernel the step slices keeps its slices (the pieces), not a copy.
    assert _cost(layers.GRU(32, reset_after=False), input_shape=(50, 16)).weight_copies == (3 * 16 * 32 * 4,) * 50
    if gates > 1:
        assert _cost(rnn(32, implementation=1), input_shape=(50, 16)).weight_copies == ()
    both = _cost(layers.Bidirectional(rnn(32)), input_shape=(50, 16)).weight_copies
    assert both == (kernel, recurrent) * 100  # each direction's own loop
    assert _cost(layers.Dense(32), input_shape=(16,)).weight_copies is None  # its weights once, when called


def test_an_unrolled_recurrent_layer_piles_up_every_steps_kernel_gradients():
    # unroll=True: no while_loop; the backward pass makes each step's kernel and recurrent-kernel
    # gradients and sums them at the end (unrolled_gru b32's trace; the estimate had been 36% under).
    cost = _cost(layers.GRU(32, unroll=True), input_shape=(20, 16))
    kernels = (16 * 96 + 32 * 96) * 4
    assert cost.backward_pile == (20, kernels, 1.0)
    assert _cost(layers.GRU(32), input_shape=(20, 16)).backward_pile == ()


def test_a_frozen_batchnorm_normalizes_in_place_and_keeps_nothing():
    # With trainable=False Keras uses the moving statistics: x * inv + offset, per channel (a frozen
    # MobileNetV2's trace: no buffer of its own in the forward pass).
    frozen = layers.BatchNormalization()
    frozen.trainable = False
    cost = _cost(layers.Conv2D(8, 3), frozen, input_shape=(16, 16, 3))
    assert cost.in_place and cost.keeps_inputs == [False] and not cost.pieces and not cost.forward_scratch
    training = _cost(layers.Conv2D(8, 3), layers.BatchNormalization(), input_shape=(16, 16, 3))
    assert training.keeps_inputs == [True] and training.forward_scratch > 0


def test_a_recurrent_layer_over_one_step_keeps_its_input():
    cost = _cost(layers.SimpleRNN(32), input_shape=(1, 16))
    assert "unstacked input" not in {p.name for p in cost.pieces}
    assert cost.keeps_inputs == [True]


def test_a_recurrent_layer_returning_its_sequence_copies_the_sequences_gradient_twice():
    # bigru_conv1d's trace: the output sequence's gradient transposed to time-major and made a list
    # of steps, both alive beside the stacks as the backward pass begins (the estimate was -11.6%).
    sequence = _cost(layers.GRU(32, return_sequences=True), input_shape=(50, 16))
    last = _cost(layers.GRU(32), input_shape=(50, 16))
    assert last.backward_temps == (32 * 4, 32 * 4)
    assert sequence.backward_temps == (32 * 4, 32 * 4, 50 * 32 * 4, 50 * 32 * 4)
    both = _cost(layers.Bidirectional(layers.GRU(32, return_sequences=True)), input_shape=(50, 16))
    assert both.backward_temps[2:] == (2 * 50 * 32 * 4, 2 * 50 * 32 * 4)  # both directions' halves


def test_a_bidirectional_rnn_piles_up_kernel_gradients_while_its_stacks_are_popped():
    cost = _cost(layers.Bidirectional(layers.LSTM(128)), input_shape=(100, 64))
    kernels = (64 * 512 + 128 * 512) * 4  # one direction's kernel and recurrent kernel
    count, nbytes, fraction = cost.backward_pile
    # 31 steps' kernel gradients in each direction (Keras runs 32 loop iterations at once).
    assert (count, nbytes) == (62, kernels) and fraction == pytest.approx(31 / 100)
    assert cost.pile_needs == "input gradient"  # see test_estimate_analytic: none without one
    short = _cost(layers.Bidirectional(layers.LSTM(128)), input_shape=(30, 64))
    assert short.backward_pile == (2 * 6, kernels, pytest.approx(6 / 30))  # as an LSTM's, below
    lstm = _cost(layers.LSTM(128), input_shape=(100, 64))  # one direction; when, see test_estimate_analytic
    assert lstm.backward_pile == (31, kernels, pytest.approx(31 / 100)) and lstm.pile_needs == "dense input gradient"
    # Over a short sequence a few steps pile up (Demucs' 30 steps: 6, not 29), over 56 steps or more 31.
    assert _cost(layers.LSTM(128), input_shape=(30, 64)).backward_pile == (6, kernels, pytest.approx(6 / 30))
    assert _cost(layers.LSTM(128), input_shape=(48, 64)).backward_pile[0] == 23
    assert _cost(layers.LSTM(128), input_shape=(56, 64)).backward_pile[0] == 31
    assert _cost(layers.GRU(128), input_shape=(100, 64)).backward_pile == ()


def test_alpha_dropout_keeps_its_mask_as_floats_and_the_dropped_value():
    # regularized_mlp b512's trace: the mask cast to float32 and 1 - mask, both input-sized, for each
    # AlphaDropout (the 1-byte mask of Dropout's rule left it 10% under).
    alpha = {p.name: p for p in _cost(layers.AlphaDropout(0.1), input_shape=(64,)).pieces}
    assert (alpha["dropout mask"].per_sample, alpha["dropped value"].per_sample) == (64 * 4, 64 * 4)
    plain = _cost(layers.Dropout(0.1), input_shape=(64,))
    assert [(p.name, p.per_sample) for p in plain.pieces] == [("dropout mask", 64)]


def test_gaussian_dropout_keeps_its_noise():
    # gaussian_dropout_cnn b64's trace: inputs * normal noise, the float32 noise alive at the peak.
    cost = _cost(layers.GaussianDropout(0.2), input_shape=(64,))
    assert [(p.name, p.per_sample, p.kept) for p in cost.pieces] == [("noise", 64 * 4, True)]


def test_gelu_keeps_three_intermediates_not_its_input():
    # tf.nn.gelu (exact): 0.5 * x * erfc(-x / sqrt(2)). The product keeps both its factors and erfc
    # its argument; x itself is read by no gradient (mixer_tiny's trace: -13.5% with input + one).
    cost = _cost(layers.Activation("gelu"), input_shape=(64, 128))
    assert cost.keeps_inputs == [False] and cost.keeps_outputs == [False]
    assert [(p.per_sample, p.count, p.kept) for p in cost.pieces] == [(3 * 64 * 128 * 4, 3, True)]


def test_group_normalization_keeps_its_input_but_no_input_sized_scale():
    # Keras multiplies the grouped input by rsqrt(variance) * gamma shaped (sample, 1, 1, group,
    # channels in the group): groupnorm_cnn's trace has no input-sized scale (the rule kept one: +35%).
    group = _cost(layers.GroupNormalization(groups=8), input_shape=(16, 16, 32))
    assert group.keeps_inputs == [True] and group.pieces == []
    # LayerNormalization's scale is broadcast to the input's size, and its gradient keeps it.
    layer = _cost(layers.LayerNormalization(), input_shape=(16, 16, 32))
    assert [(p.name, p.per_sample) for p in layer.pieces] == [("normalization scale", 16 * 16 * 32 * 4)]


def test_a_16_bit_normalization_reads_a_float32_copy_of_its_input():
    # Keras normalizes a 16-bit input in float32 (its call casts it up, then the result back):
    # bn_policy_net's trace under mixed_bfloat16 keeps BatchNormalization's Cast, twice the input,
    # and backward casts the output's gradient up beside the two partial gradients, before the
    # 16-bit input gradient.
    with dtype_policy("mixed_bfloat16"):
        batch = _cost(layers.Conv2D(8, 3, padding="same"), layers.BatchNormalization(), input_shape=(16, 16, 3))
        layer = _cost(layers.Dense(32), layers.LayerNormalization(), input_shape=(64,))
        mean = _cost(layers.Conv2D(8, 3, padding="same"), layers.GlobalAveragePooling2D(), input_shape=(16, 16, 3))
    wide = 16 * 16 * 8 * 4  # the bfloat16 input, in float32
    assert batch.keeps_inputs == [False]
    assert [(p.name, p.per_sample, p.kept) for p in batch.pieces] == [("float32 input", wide, True)]
    assert batch.forward_scratch == wide and batch.backward_temps == (wide, wide) and batch.temporaries_first
    assert [(p.name, p.per_sample) for p in layer.pieces] == [("normalization scale", 32 * 4), ("float32 input", 32 * 4)]
    # ops.mean (GlobalAveragePooling) reduces a float32 copy and broadcasts its gradient in float32.
    assert mean.forward_temps == (wide,) and mean.backward_temps == (wide,)
    # In float32 nothing is copied.
    plain = _cost(layers.Conv2D(8, 3, padding="same"), layers.BatchNormalization(), input_shape=(16, 16, 3))
    assert plain.keeps_inputs == [True] and plain.pieces == [] and plain.backward_temps == (wide, wide)


@pytest.mark.parametrize("name", ["swish", "silu"])
def test_swish_keeps_its_input_and_recomputes_the_sigmoid_backward(name):
    # tf.nn.silu's custom gradient reads x only and makes sigmoid(x) and 1 - sigmoid(x) again
    # (conv1d_resnet's trace: +31% while the forward's sigmoid was kept as a third tensor).
    n = 64 * 128 * 4
    cost = _cost(layers.Activation(name), input_shape=(64, 128))
    assert cost.keeps_inputs == [True] and cost.keeps_outputs == [False] and cost.pieces == []
    assert cost.backward_temps == (n, n) and cost.in_place  # the gradient overwrites the output's
    # Fused into a Dense: the pre-activation is kept, the two recomputed tensors are scratch.
    dense = _cost(layers.Dense(128, activation=name), input_shape=(64, 32))
    assert [(p.name, p.per_sample) for p in dense.pieces] == [("pre-activation", n)]
    assert dense.backward_scratch == 2 * n


def test_hard_swish_keeps_its_input_and_two_intermediates():
    cost = _cost(layers.Activation("hard_swish"), input_shape=(8, 8, 16))
    assert cost.keeps_inputs == [True] and [(p.per_sample, p.count) for p in cost.pieces] == [(2 * 1024 * 4, 2)]


def test_mish_keeps_its_input_the_tanh_and_softplus_gradients_early_sigmoid():
    # x * tanh(softplus(x)): the product's gradient reads x and the tanh, and Softplus's gradient
    # (grad * sigmoid(x), no control dependency) makes its sigmoid in the forward pass
    # (mish_resnet_small's trace: -13% with input and one intermediate).
    cost = _cost(layers.Activation("mish"), input_shape=(8, 8, 16))
    assert cost.keeps_inputs == [True] and cost.keeps_outputs == [False]
    assert [(p.per_sample, p.count, p.kept) for p in cost.pieces] == [(2 * 1024 * 4, 2, True)]


def test_a_relu_layer_with_a_cap_and_a_slope_keeps_both_of_its_activations():
    # ReLU(max_value=6, negative_slope=0.1) is relu6(x) - 0.1 * relu(-x): each of the two keeps its
    # output (clipped_leaky_cnn b64 was 32% under as one in-place ReLU), costed from its graph.
    n = 8 * 8 * 16 * 4
    composed = _cost(layers.ReLU(max_value=6.0, negative_slope=0.1), input_shape=(8, 8, 16))
    assert sorted(p.per_sample for p in composed.pieces if p.kept) == [n, n] and not composed.in_place
    # One op each: ReLU as it is (its output, in place), a slope alone is leaky_relu (its input).
    plain = _cost(layers.ReLU(), input_shape=(8, 8, 16))
    assert plain.keeps_outputs == [True] and plain.in_place and plain.pieces == []
    leaky = _cost(layers.ReLU(negative_slope=0.1), input_shape=(8, 8, 16))
    assert leaky.keeps_inputs == [True] and leaky.keeps_outputs == [False]


def test_spectral_normalization_costs_as_the_layer_it_wraps():
    # The wrapper normalizes its layer's kernel, assigns it, and calls the layer: a convolution's column
    # buffers and all (spectral_norm_cnn was 77% under without them), plus the kernel-sized new kernel.
    conv = layers.Conv2D(32, 4, strides=2, padding="same")
    wrapped = _cost(layers.SpectralNormalization(conv), input_shape=(32, 32, 3))
    alone = _cost(layers.Conv2D(32, 4, strides=2, padding="same"), input_shape=(32, 32, 3))
    assert wrapped.convolution and wrapped.cpu_workspace == alone.cpu_workspace > 0
    assert wrapped.keeps_inputs == alone.keeps_inputs and wrapped.pieces == alone.pieces
    assert wrapped.forward_fixed == alone.forward_fixed + 4 * 4 * 3 * 32 * 4


def test_conv3d_column_buffers_follow_the_l3_cache_and_the_eigen_fallback():
    # conv3d_video's trace (L3 36,608 KiB, fixed by conftest): the first Conv3D's filter gradient
    # takes 18 images x 5400 positions x 81 values, exactly the 31,492,800 bytes requested.
    first = _cost(layers.Conv3D(16, 3), input_shape=(8, 32, 32, 3))
    assert first.cpu_workspace == 18 * 5400 * 81 * 4 and first.workspace_from <= 4
    # The second one's buffer would be 27 times its tensors at batch 16 (94 at 4): Eigen's kernel,
    # without a buffer, until the batch is large enough.
    second = _cost(layers.Conv3D(32, 3), input_shape=(3, 15, 15, 16))
    assert second.workspace_from > 16 and second.cpu_workspace > 0
    columns, tensors = second.cpu_workspace // 4, lambda b: b * (3 * 15 * 15 * 16 + 13 * 13 * 32) + 3 ** 3 * 16 * 32
    assert columns // tensors(second.workspace_from) <= 25 < columns // tensors(second.workspace_from - 1)
    # 2-D convolutions keep TensorFlow's fixed 30 MiB working set, whatever the cache.
    assert _cost(layers.Conv2D(16, 3), input_shape=(32, 32, 3)).workspace_from == 1


def test_a_conv3d_transpose_runs_the_custom_kernels_of_the_convolution_from_its_output_to_its_input():
    # conv3d_transpose_ae's truth: 3.5 MiB at batch 8 (Eigen's kernels, no column buffer), 142 MiB at
    # 32 (its forward's buffer, 48.52 MiB asked: the L3 rule's figure); with the 2-D rule it was
    # estimated at 68 MiB for batch 8.
    transpose = _cost(layers.Conv3DTranspose(16, 3, strides=2, padding="same"), input_shape=(2, 8, 8, 32))
    conv = _cost(layers.Conv3D(32, 3, strides=2, padding="same"), input_shape=(4, 16, 16, 16))
    assert (transpose.cpu_workspace, transpose.workspace_from) == (conv.cpu_workspace, conv.workspace_from)
    assert transpose.workspace_from > 1 and transpose.forward_fixed == transpose.cpu_workspace


class UserDeconv3D(layers.Layer):
    """A user's 3-D transposed convolution: ``ops.conv_transpose`` with its own kernel."""

    def build(self, input_shape):
        self.kernel = self.add_weight((3, 3, 3, 16, input_shape[-1]))

    def call(self, x):
        return keras.ops.conv_transpose(x, self.kernel, strides=2, padding="same")


def test_a_user_written_3d_conv_transpose_takes_the_column_buffers_a_conv3d_transpose_layer_does():
    # user_deconv3d_decoder b8 was 94% under: Conv3DBackpropInputV2 was no convolution to the traced
    # rule. Its trace: the same 32.48 MiB buffer in the forward op and in the filter gradient.
    user = _cost(UserDeconv3D(), input_shape=(2, 8, 8, 32))
    layer = _cost(layers.Conv3DTranspose(16, 3, strides=2, padding="same"), input_shape=(2, 8, 8, 32))
    assert user.convolution and user.cpu_workspace > 0
    assert ((user.cpu_workspace, user.forward_fixed, user.workspace_from, user.input_workspace)
            == (layer.cpu_workspace, layer.forward_fixed, layer.workspace_from, 0))


def test_a_buffer_from_a_batch_is_empty_below_it():
    from kerasmem.estimate.liveness import Plan

    plan = Plan()
    plan.temp(0, 1000, "workspace", 0, "columns", 8)
    plan.temp(10, 0, "transient", 0, "gradient")
    assert [plan.peak(b).bytes for b in (4, 7, 8, 100)] == [256, 256, 1024, 1024]
    assert plan.allocator_peak(7, []).bytes < plan.allocator_peak(8, []).bytes


def test_time_distributed_runs_the_layer_on_every_step():
    step = _cost(layers.Conv2D(16, 3, activation="relu"), input_shape=(32, 32, 3))
    cost = _cost(layers.TimeDistributed(layers.Conv2D(16, 3, activation="relu")), input_shape=(8, 32, 32, 3))
    assert cost.keeps_inputs == step.keeps_inputs and cost.keeps_outputs == step.keeps_outputs
    assert cost.convolution and cost.cpu_workspace == step.cpu_workspace > 0
    # Two column buffers at once (two steps' filter gradients, or one's and another step's input
    # gradient), freed inside the layer; each step's input gradient a tensor of the whole input.
    assert cost.extra_workspaces == (max(step.cpu_workspace, step.input_workspace),)
    assert cost.input_workspace == 0 and cost.columns_end_with_layer and cost.input_gradient_parts == 8
    assert [p.per_sample for p in cost.pieces] == [8 * p.per_sample for p in step.pieces]


def test_a_causal_convolution_keeps_its_padded_input_not_its_input():
    # char_conv_lm's trace: Keras pads a causal Conv1D's input by (kernel - 1) x dilation steps.
    cost = _cost(layers.Conv1D(64, 5, padding="causal"), input_shape=(128, 32))
    padded = {p.name: p for p in cost.pieces}["padded input"]
    assert padded.per_sample == (128 + 4) * 32 * 4 and padded.kept
    assert cost.keeps_inputs == [False] and cost.forward_temps == cost.backward_temps == ()
    plain = _cost(layers.Conv1D(64, 5, padding="same"), input_shape=(128, 32))
    assert "padded input" not in {p.name for p in plain.pieces} and plain.keeps_inputs == [True]


def test_a_dilated_convolution_runs_in_batch_space():
    # TensorFlow's dilated convolution is SpaceToBatchND, the convolution, BatchToSpaceND (dilated_cnn's
    # and char_conv_lm's traces): it keeps the input moved to batch space (30 x 30, already a multiple of
    # 2), makes its result there before moving it back, and backward moves the output's gradient there.
    cost = _cost(layers.Conv2D(64, 3, dilation_rate=2), input_shape=(30, 30, 32))
    inputs, outputs = 30 * 30 * 32 * 4, 26 * 26 * 64 * 4
    assert {p.name: p.per_sample for p in cost.pieces}["padded input"] == inputs
    assert cost.forward_temps == (outputs,) and cost.backward_temps == (outputs, inputs)
    # Its filter gradient's column buffer is sized for batch-space images of 13 x 13 positions:
    # ceil(30 MiB / 4 B / (169*64 + 288*64 + 169*288)) = 101 images of 169 x 288 values, the
    # 18.75 MiB requested in the trace.
    assert cost.cpu_workspace == 101 * 169 * 288 * 4
    # "same" padding pads by (kernel - 1) x dilation, then up to a multiple of the dilation.
    same = _cost(layers.Conv1D(8, 3, dilation_rate=4, padding="same"), input_shape=(30, 2))
    assert {p.name: p.per_sample for p in same.pieces}["padded input"] == 40 * 2 * 4


def test_a_convlstm_counts_its_state_convolutions_column_buffers():
    cost = _cost(layers.ConvLSTM2D(16, 3, padding="same"), input_shape=(6, 24, 24, 1))
    # The state convolution (3x3x16 -> 16 a gate, 24x24 positions): a shard of
    # ceil(30 MiB / 4 B / (576*16 + 144*16 + 576*144)) = 84 images of 576 x 144 values,
    # for both its filter and input gradients on 2 threads (conftest; convlstm's trace: 27,869,184
    # bytes each).
    assert cost.convolution and cost.cpu_workspace == 27_869_184 and cost.extra_workspaces == (27_869_184,)


def test_a_convlstm3d_takes_conv3ds_column_buffers_from_the_batch_they_start_at():
    # convlstm3d_volume (the ninety-ninth set) was 600% over at batch 4: its cell's convolutions are
    # Conv3D's, whose custom gradient kernels shard by the L3 cache and fall back on Eigen's, without
    # a buffer, at small batches. The state convolution is a Conv3D of 8 -> 8 on the state.
    for policy in ("float32", "mixed_float16"):
        with dtype_policy(policy):
            cell = _cost(layers.ConvLSTM3D(8, 3, padding="same"), input_shape=(4, 8, 12, 12, 1))
            state = _cost(layers.Conv3D(8, 3, padding="same"), input_shape=(8, 12, 12, 8))
        assert cell.convolution and cell.workspace_from == state.workspace_from > 16
        assert cell.extra_workspaces == (state.input_workspace,) and state.input_workspace > 0
        # In float16 the filter gradient is Eigen's, without a buffer, and lags (as a Conv3D's).
        assert (cell.cpu_workspace, cell.eigen_filter_gradient) == (state.cpu_workspace, state.eigen_filter_gradient)
    # A ConvLSTM2D keeps the 2-D rule's fixed working set, from batch 1.
    assert _cost(layers.ConvLSTM2D(8, 3, padding="same"), input_shape=(4, 12, 12, 1)).workspace_from == 1


def test_the_input_gradient_runs_image_by_image_when_the_work_is_large(monkeypatch):
    # Conv1D(128, 5) on 200 x 128: a work unit of 196*128 + 640*128 + 196*640 = 232,448 values.
    conv = layers.Conv1D(128, 5)

    def columns(threads):
        monkeypatch.setattr(host, "cpu_threads", lambda: threads)
        model = keras.Sequential([keras.Input((200, 128)), conv])
        call = layer_calls(model)[1][-1]
        return rules.cpu_conv_workspace(call, (None, 200, 128), "input")

    one_image = 196 * 640 * 4
    assert columns(2) == one_image  # 116,224 values a thread: at least 65,536 (256 KiB)
    assert columns(8) == 34 * one_image  # 29,056 a thread: sharded by the 30 MiB working set


def test_a_1x1_convolutions_input_gradient_takes_the_filter_gradients_column_buffer():
    # TensorFlow's CPU kernel has no matrix-product shortcut for a 1x1 kernel (mbconv_se's trace:
    # 22.85 MiB for each gradient of its 160 -> 40 projection, at batch 16): a work unit of
    # 576*40 + 160*40 + 576*160 = 121,600 values, 60,800 a thread (2, conftest), under 256 KiB.
    cost = _cost(layers.Conv2D(40, 1), input_shape=(24, 24, 160))
    shard = -(-(30 * 2**20 // 4) // 121_600)
    assert cost.input_workspace == cost.cpu_workspace == shard * 576 * 160 * 4


@pytest.mark.parametrize(("depthwise", "input_shape"), [(layers.DepthwiseConv2D(3, depth_multiplier=2), (32, 32, 16)),
                                                        (layers.DepthwiseConv1D(5), (200, 64))])
def test_a_depthwise_convolution_takes_no_column_buffer_on_the_cpu(depthwise, input_shape):
    # DepthwiseConv2dNativeBackprop{Filter,Input} work through a small buffer a thread
    # (depthwise_multiplier_cnn's trace at batch 64: 0.14 MiB at most); still a convolution (cuDNN's).
    cost = _cost(depthwise, input_shape=input_shape)
    assert cost.convolution and cost.cpu_workspace == cost.input_workspace == 0
    assert _cost(layers.Conv2D(32, 3), input_shape=(32, 32, 16)).cpu_workspace > 0


def test_a_grouped_convolution_runs_as_its_own_xla_call():
    # Keras's TensorFlow backend compiles a grouped convolution with XLA (nn.conv's needs_xla). The
    # traces of grouped_conv1d b32, grouped_resnext b16 and a 16 -> 64 -> 16 channel probe: the call
    # returns a copy of its input beside the output, kept for the backward call, which makes the
    # input gradient beside a scratch of the output's size plus the kernel's; no column buffers.
    grouped = layers.Conv2D(64, 3, padding="same", groups=4)
    cost = _cost(grouped, input_shape=(16, 16, 16), scope="model")
    inputs, outputs, kernel = 16 * 16 * 16 * 4, 16 * 16 * 64 * 4, 3 * 3 * 4 * 64 * 4
    assert cost.keeps_inputs == [False]
    assert [(p.name, p.per_sample, p.kept) for p in cost.pieces] == [("XLA input copy", inputs, True)]
    assert cost.backward_temps == (outputs,) and cost.backward_fixed == kernel
    # One op makes both gradients: not a convolution whose filter gradient lags on the CPU.
    assert not cost.convolution and cost.cpu_workspace == cost.input_workspace == 0
    # XLA makes the input gradient even where none is wanted (the model's input).
    assert _cost(grouped, input_shape=(16, 16, 16), scope="model", needs=[False]).backward_temps == (outputs, inputs)
    # A causal Conv1D is padded by Keras, outside the call: the call copies the padded input.
    causal = _cost(layers.Conv1D(32, 5, padding="causal", groups=2), input_shape=(100, 16), scope="model")
    assert [(p.name, p.per_sample) for p in causal.pieces] == [("XLA input copy", 104 * 16 * 4)]
    # Ungrouped, or inside a model compiled with XLA as a whole (no scope), it is TensorFlow's convolution.
    for plain in (_cost(layers.Conv2D(64, 3, padding="same"), input_shape=(16, 16, 16), scope="model"),
                  _cost(grouped, input_shape=(16, 16, 16))):
        assert plain.convolution and plain.cpu_workspace > 0 and plain.keeps_inputs == [True]


@pytest.mark.parametrize(("channels", "filters", "strides"), [(4, 32, 1), (32, 8, 1), (16, 32, 2)])
def test_a_channels_first_conv3d_is_an_xla_call_with_transposed_copies(channels, filters, strides):
    # Keras compiles a channels-first Conv3D with XLA. channels_first_conv3d b16's trace and a probe's
    # (4 -> 32 -> 8 channels): the forward call's scratch is the output's size, plus the input's where
    # that is larger; the backward call's the output's plus the larger of the two, plus the kernel's.
    conv = layers.Conv3D(filters, 3, strides=strides, padding="same", data_format="channels_first")
    cost = _cost(conv, input_shape=(channels, 8, 16, 16), scope="model")
    inputs = channels * 8 * 16 * 16 * 4
    outputs = filters * (8 // strides) * (16 // strides) ** 2 * 4
    assert [(p.name, p.per_sample) for p in cost.pieces] == [("XLA input copy", inputs)]
    assert cost.forward_temps == (outputs + (inputs if inputs > outputs else 0),)
    assert cost.backward_temps == (outputs + max(inputs, outputs),)
    assert cost.backward_fixed == 27 * channels * filters * 4 and not cost.convolution
    # Channels-last, it is TensorFlow's convolution.
    assert _cost(layers.Conv3D(filters, 3, padding="same"), input_shape=(8, 16, 16, channels), scope="model").convolution


def _attention(name, causal=False, dropout=0.0, policy="float32", scores=False):
    """The attention layer's rule in a functional model called ``name``, built under ``policy``; with
    ``scores``, the layer returns its attention scores too, a second output of the model."""
    with dtype_policy(policy):
        tokens = keras.Input((24, 32))
        attention = layers.MultiHeadAttention(num_heads=4, key_dim=8, dropout=dropout)
        attended = attention(tokens, tokens, use_causal_mask=causal, return_attention_scores=scores)
        _, calls = layer_calls(keras.Model(tokens, attended, name=name))
    call = next(c for c in calls if c.class_name == "MultiHeadAttention")
    return rules.layer_cost(call, [(None, 24, 32)] * 2, [call.output_dtypes[0]] * 2, name)


@pytest.mark.parametrize(("name", "causal", "kept"), [("aa_model", False, True), ("zz_model", False, False),
                                                      ("aa_model", True, False)])
def test_grappler_keeps_the_scaled_attention_weights_when_the_models_ops_sort_first(name, causal, kept):
    # ft_transformer's trace: a scores-sized product made in the forward pass and kept for the backward;
    # the same model renamed "zz_model" has none (the reassociation follows the inputs' names).
    cost = _attention(name, causal)
    pieces = {p.name: p.per_sample for p in cost.pieces}
    scores = 4 * 24 * 24 * 4
    assert pieces.get("scaled attention weights (Grappler)", 0) == (scores if kept else 0)
    assert pieces["attention weights"] == scores
    # The product becomes the scores' gradient in place: one scores-sized backward temporary fewer.
    assert list(cost.backward_temps).count(scores) == (1 if kept else 2)


def test_cross_attention_counts_its_keys_in_the_values_own_shape():
    # A float32 query of 16 features over 16-bit values of 8 (f16_perceiver_lite's latents over its
    # projected tokens): 32 keys, whatever the two tensors' widths and dtypes (their bytes gave 16).
    with dtype_policy("mixed_float16"):
        latents, tokens = keras.Input((4, 16), dtype="float32"), keras.Input((32, 8))
        context = layers.Dense(8)(tokens)
        model = keras.Model([latents, tokens], layers.MultiHeadAttention(2, 8, dropout=0.1)(latents, context))
        _, calls = layer_calls(model)
    call = next(c for c in calls if c.class_name == "MultiHeadAttention")
    cost = rules.layer_cost(call, [(None, 4, 16), (None, 32, 8)], ["float32", "float16"])
    pieces = {p.name: p.per_sample for p in cost.pieces}
    assert pieces["keys"] == pieces["values"] == 2 * 32 * 8 * 2
    assert pieces["attention weights"] == 2 * 4 * 32 * 2


def test_16_bit_attention_takes_its_softmax_in_float32_without_dropout():
    # Keras's dot_product_attention casts the scores up and the weights back: f16_ln_encoder's trace
    # keeps both (4 and 2 MiB a layer at b64) and Grappler's float32 product (it was 22% under).
    cost = _attention("aa_model", policy="mixed_float16")
    pieces = {p.name: p.per_sample for p in cost.pieces}
    scores = 4 * 24 * 24 * 4
    assert pieces["attention weights"] == pieces["scaled attention weights (Grappler)"] == scores
    assert pieces["16-bit attention weights"] == scores // 2
    assert cost.forward_scratch == scores // 2  # the raw scores, made in 16 bits
    # With dropout Keras's own Softmax layer runs in 16 bits: nothing in float32.
    dropped = {p.name: p.per_sample for p in _attention("aa_model", dropout=0.1, policy="mixed_float16").pieces}
    assert dropped["attention weights"] == scores // 2 and "16-bit attention weights" not in dropped


def test_attention_returning_its_scores_runs_keras_einsums_and_softmax_in_the_policys_dtype():
    # return_attention_scores=True leaves dot_product_attention for Keras's ops.einsum (BatchMatMulV2)
    # and its own Softmax layer in 16 bits, on queries scaled before: f16_attention_score_pool_text
    # b128's trace keeps one 16-bit scores-sized tensor (16 MiB) where the fused path's rule kept 80
    # (it was 57% over), and its backward pass runs the values' product's two gradients side by side,
    # each with float32 copies (32 + 4 + 4 MiB each).
    cost = _attention("aa_model", policy="mixed_float16", scores=True)
    pieces = {p.name: p.per_sample for p in cost.pieces}
    scores = 4 * 24 * 24 * 2
    assert pieces["attention weights"] == scores
    assert "16-bit attention weights" not in pieces and "scaled attention weights (Grappler)" not in pieces
    q = 4 * 24 * 8
    assert cost.products[1:-3] == (rules.Product((4 * 24 * 24, 0), (q, 0), (q, 0)),
                                   rules.Product((q, 0), (q, 0), (4 * 24 * 24, 0)))
    # Without the scores returned, the fused path: float32 weights, their 16-bit copy, no einsums.
    fused = _attention("aa_model", policy="mixed_float16")
    assert {p.name: p.per_sample for p in fused.pieces}["attention weights"] == 2 * scores
    assert fused.products[1:-3] == ()


def test_attention_dropout_keeps_its_mask_and_the_dropped_weights():
    # where(uniform >= rate, weights * scale, 0): the select's gradient reads the boolean mask, the
    # values' gradient the dropped weights, the softmax's its output (vit_dropout was 15% under).
    cost = _attention("zz_model", dropout=0.1)
    scores = 4 * 24 * 24 * 4
    pieces = {p.name: p.per_sample for p in cost.pieces}
    assert pieces["attention dropout mask"] == scores // 4
    assert pieces["dropped attention weights"] == pieces["attention weights"] == scores
    assert cost.forward_temps == (scores, scores)  # the uniform noise and the scaled weights
    assert _attention("zz_model").forward_temps == ()


@pytest.mark.parametrize(("axes", "slices"), [(None, 1), ((2,), 6)])
def test_attention_over_several_axes_takes_keras_log_sum_exp_softmax_in_the_policys_dtype(axes, slices):
    # A (batch, patches, pixels, features) input leaves dot_product_attention for einsums and Keras's own
    # Softmax layer, in the policy's dtype; over two axes it is exp(x - logsumexp(x)), whose gradient
    # reads the exponentials inside the log-sum-exp beside the weights (bf16_mobilevit_mini b16's trace:
    # two bfloat16 scores-sized buffers kept, 128 MiB each; it was 104% over costed as float32
    # dot-product attention). Over one of the axes, each query attends to its own slice's keys.
    with dtype_policy("mixed_bfloat16"):
        grid = keras.Input((6, 10, 16))
        attended = layers.MultiHeadAttention(2, 8, attention_axes=axes)(grid, grid)
        _, calls = layer_calls(keras.Model(grid, attended, name="aa_model"))
    call = next(c for c in calls if c.class_name == "MultiHeadAttention")
    cost = rules.layer_cost(call, [(None, 6, 10, 16)] * 2, ["bfloat16"] * 2, "aa_model")
    pieces = {p.name: p.per_sample for p in cost.pieces}
    scores = 2 * 60 * (60 // slices) * 2
    assert pieces["attention weights"] == scores
    assert pieces.get("log-sum-exp exponentials", 0) == (scores if axes is None else 0)
    assert "16-bit attention weights" not in pieces and "scaled attention weights (Grappler)" not in pieces


class Quantizer(layers.Layer):
    """A user's vector quantizer: the nearest of 32 codes by a broadcast distance, straight through."""

    def build(self, input_shape):
        self.codes = self.add_weight((32, input_shape[-1]))

    def call(self, z):
        distances = keras.ops.sum(keras.ops.square(z[..., None, :] - self.codes), axis=-1)
        nearest = keras.ops.take(self.codes, keras.ops.argmin(distances, axis=-1), axis=0)
        return z + keras.ops.stop_gradient(nearest - z)


def test_a_traced_layers_ops_off_the_gradients_path_keep_nothing():
    # The distances reach the output only through an argmin (integer indices) and a stop_gradient: no
    # gradient runs for them and nothing of them is kept; the difference is the forward pass's largest
    # temporary (vq_autoencoder b32's trace: quantizer/sub, 128 MiB, alive alone at the peak and freed
    # in the forward pass; it was 202% over with the difference and its square kept and their
    # gradients counted).
    cost = _cost(Quantizer(), input_shape=(10, 8))
    difference, distances = 10 * 32 * 8 * 4, 10 * 32 * 4
    assert cost.pieces == [] and cost.keeps_inputs == [False]
    # Squared in its own buffer; the distances are summed out of it, beside it.
    assert cost.forward_temps == (difference, distances)
    assert max(cost.backward_temps, default=0) < difference


class FourierMixing(layers.Layer):
    """A user's FNet mixing: the real part of a 2-D FFT of the tokens and features."""

    def call(self, x):
        real, _ = keras.ops.fft2((x, keras.ops.zeros_like(x)))
        return real


def test_a_traced_fourier_transform_keeps_nothing_and_counts_its_complex_buffers():
    # Complex(x, 0) -> FFT2D -> Real: each gradient is linear in the incoming one (an IFFT2D, the
    # parts), reading nothing of the forward pass; the complex64 buffers are twice a float's. Skipped
    # as not float, the layer had kept the zeros and its input and counted no complex buffer.
    complex_ = 10 * 8 * 8
    cost = _cost(FourierMixing(), input_shape=(10, 8))
    assert cost.pieces == [] and cost.keeps_inputs == [False]
    assert cost.forward_temps == (complex_, complex_)  # the FFT2D reads one complex buffer, writes another
    assert cost.backward_temps == (complex_, complex_)  # the FFT's complex gradient, the IFFT2D it makes


class RollMix(layers.Layer):
    """A user's token shift: each step plus its neighbours, by ``ops.roll``."""

    def call(self, x):
        return x + keras.ops.roll(x, 1, axis=1) + keras.ops.roll(x, -1, axis=1)


def test_a_traced_roll_keeps_nothing():
    # A roll's gradient rolls the incoming one back, reading nothing of the forward pass; the sums'
    # read nothing either (f16_roll_mix_mlp's trace: no input of its rolls alive at the peak; 25% over
    # at batch 256 keeping them).
    cost = _cost(layers.Dense(8), RollMix(), input_shape=(10, 4))
    assert cost.pieces == [] and cost.keeps_inputs == [False]


@pytest.mark.parametrize(("select", "indices"), [
    (lambda x: keras.ops.top_k(keras.ops.transpose(x, (0, 2, 1)), k=3, sorted=False)[0], [8 * 3 * 4]),
    (lambda x: keras.ops.take(keras.ops.transpose(x, (0, 2, 1)), keras.ops.convert_to_tensor([0, 2, 4]), axis=-1),
     []),
])
def test_a_traced_top_k_or_gather_keeps_nothing_of_what_it_selects_from(select, indices):
    # Their gradients scatter the incoming one back by the indices and read only those and the
    # shape: kmax_text_cnn b256's trace holds no copy of the transposed sequence (it was 29% over
    # keeping it). A top_k's indices are its own output, int32, kept for its gradient
    # (f16_median_pool_conv1d b128's trace: ops.median's sort, 16 MiB of them at the peak); a
    # gather's are a constant here. Backward: the scattered gradient at the input's size.
    n = 10 * 8 * 4
    cost = _cost(layers.Lambda(select), input_shape=(10, 8))
    assert [p.per_sample for p in cost.pieces] == indices and all(p.kept for p in cost.pieces)
    assert cost.keeps_inputs == [False]
    assert max(cost.backward_temps) == n


@pytest.mark.parametrize(("upsampling", "input_shape", "factor"), [
    (layers.UpSampling2D(), (8, 8, 4), 4), (layers.UpSampling3D(), (4, 8, 8, 4), 8), (layers.UpSampling1D(), (8, 4), 2)])
def test_nearest_upsampling_repeats_each_axis_in_turn(upsampling, input_shape, factor):
    # ops.repeat along each axis: the forward makes the next-to-last repeat beside the output; the
    # gradient's first Sum (the output over the last factor) is made beside the incoming gradient
    # (bf16_unet3d_mini b4's trace: UpSampling3D's Repeat_2/Sum at the peak). One axis: neither.
    n = math.prod(input_shape) * 4
    cost = _cost(upsampling, input_shape=input_shape)
    if factor == 2:
        assert cost.forward_temps == () and cost.backward_temps == ()
    else:
        assert cost.forward_temps == (n * factor // 2,)
        assert cost.backward_temps == (n * factor // 2 - n,)  # beyond the input's gradient, made after it


@pytest.mark.parametrize(("resize", "kept"), [(layers.UpSampling2D(interpolation="bilinear"), True),
                                              (layers.Resizing(16, 16), True), (layers.UpSampling2D(), False)])
def test_a_resize_keeps_its_input_for_its_gradient_op(resize, kept):
    # ResizeBilinearGrad(grad, original_image) takes the input as an argument; nearest repeats do not.
    assert _cost(resize, input_shape=(8, 8, 4)).keeps_inputs == [kept]


@pytest.mark.parametrize("policy", ["mixed_float16", "mixed_bfloat16"])
@pytest.mark.parametrize("resize", [lambda: layers.UpSampling2D(interpolation="bilinear"), lambda: layers.Resizing(16, 16)])
def test_a_16_bit_resize_is_costed_from_its_graph_with_its_clips_masks_and_folded_zeros(policy, resize):
    # ResizeBilinear makes float32 whatever it reads; Keras casts it back through saturate_cast, a
    # clip whose Minimum's and Maximum's masks are made early and kept, and whose zeros Grappler folds
    # and holds (f16_hrnet_multires_segmenter b40's trace: 10 MiB of them; it was 11% under).
    out = 16 * 16 * 4
    with dtype_policy(policy):
        cost = _cost(layers.Dense(4), resize(), input_shape=(8, 8, 4))
    assert cost.keeps_inputs == [True]
    assert [(p.per_sample, p.kept) for p in cost.pieces] == [(out, True)] * 2  # the boolean masks
    assert cost.folded_zeros == ((((16, 16, 4), "float32"), 4 * out, 0, 0, 0),)
    with dtype_policy("float32"):
        assert _cost(layers.Dense(4), resize(), input_shape=(8, 8, 4)).folded_zeros == ()


def test_a_3d_max_pooling_makes_only_its_input_gradient():
    # MaxPooling3dGradOp allocates the input gradient and compares window slices with the output in
    # small temporaries: no int64 argmax, no output copy (bf16_conv3d_spatial_dropout b32's trace: the
    # 4 MiB gradient alone; it was 56% over with 2D pooling's 10 MiB beside it).
    cost = _cost(layers.MaxPooling3D(), input_shape=(4, 8, 8, 4))
    assert cost.backward_temps == () and cost.shared_output_copy == 0 and not cost.gradient_over_input
    two_d = _cost(layers.MaxPooling2D(), input_shape=(8, 8, 4))
    assert two_d.backward_temps == (8 * 4 * 4 * 4,) and two_d.shared_output_copy == 4 * 4 * 4 * 4


@pytest.mark.parametrize("extract", [
    lambda t: keras.ops.image.extract_patches(t, 4),  # a Conv2D by a constant identity kernel
    lambda t: tf.image.extract_patches(t, [1, 4, 4, 1], [1, 4, 4, 1], [1, 1, 1, 1], "VALID"),
])
def test_a_traced_patch_extraction_keeps_nothing_of_the_image(extract):
    # ExtractImagePatches' gradient gathers the patches back by index (the change chosen before set 62
    # was scored); Keras's extract_patches convolves with a constant kernel, and a product's operand is
    # read only by the other operand's gradient: the constant has none. Neither reads the image.
    cost = _cost(layers.Lambda(extract), input_shape=(8, 8, 3))
    assert cost.keeps_inputs == [False] and all(p.per_sample == 0 for p in cost.pieces)


class GraphConv(layers.Layer):
    """A user's graph convolution: relu(A (X W)), the adjacency A a second (model) input."""

    def build(self, input_shape):
        self.w = self.add_weight((input_shape[0][-1], 16))

    def call(self, inputs):
        x, adjacency = inputs
        return keras.ops.relu(keras.ops.einsum("bij,bjf->bif", adjacency, keras.ops.matmul(x, self.w)))


def test_a_traced_matrix_product_reads_only_what_its_operands_gradients_need():
    # A X W by einsum, A a model input: the product's gradient for X W reads A; none is taken for A,
    # so X W is not kept. The ReLU's gradient is written over the incoming one: the einsum's gradient
    # is the layer's incoming buffer, and its busiest op makes one buffer, X W's gradient
    # (gcn_dense_graph b512 was 78% over keeping X W and counting a third buffer).
    x, adjacency = keras.Input((10, 8)), keras.Input((10, 10))
    call = layer_calls(keras.Model([x, adjacency], GraphConv()([x, adjacency])))[1][-1]
    cost = rules.layer_cost(call, [(None, 10, 8), (None, 10, 10)], ["float32", "float32"], needs=[True, False])
    n = 10 * 16 * 4
    assert cost.pieces == [] and cost.keeps_outputs == [True]  # the ReLU's output, the layer's
    assert cost.backward_temps == (n,)


@pytest.mark.parametrize(("equation", "copied"), [
    ("st,btf->bsf", "rhs + out"),  # b and f free around the contracted t; the product is s, b, f
    ("bsf,st->btf", "lhs + out"),  # its gradient for the sequence
    ("bij,bjf->bif", ""),  # a batched matrix product
    ("bif,bij->bjf", ""),  # its gradient: the operands taken in the other order give the output's
    ("...ij,...jk->...ik", ""),
    ("bi,bi->b", ""),
    ("bij,jk->bik", ""),
    ("bij,bk->bjk", "lhs"),  # j free after the contracted i... and b batch, i contracted: [1, 3, 2]
])
def test_an_einsum_copies_the_operands_and_the_result_its_matrix_product_needs_transposed(equation, copied):
    # TensorFlow's Einsum kernel arranges each operand as [batch, free, contracted] or [batch,
    # contracted, free] (a matrix product takes either), copying those in neither order, and copies
    # the product into the output's order unless one operand order gives it (einsum_op_impl.h).
    lhs, rhs, out = 3, 5, 7
    assert rules._einsum_copies(equation, (lhs, rhs), out) == sum(
        {"lhs": lhs, "rhs": rhs, "out": out}[k] for k in copied.split(" + ") if k)


def test_a_traced_einsum_counts_its_transposed_copies_in_both_passes():
    # tril_mixer_mlp's causal mean, a constant matrix by the sequence: its trace shows three buffers of
    # the sequence's size in the forward (a copy of the sequence, the product, the output) and in the
    # gradient; counted as two beside the output (28% under before).
    class CausalMean(layers.Layer):
        def call(self, x):
            steps = x.shape[1]
            counts = keras.ops.arange(1, steps + 1, dtype="float32")[:, None]
            weights = keras.ops.tril(keras.ops.ones((steps, steps))) / counts
            return keras.ops.einsum("st,btf->bsf", weights, x)

    cost = _cost(layers.Dense(8), CausalMean(), input_shape=(12, 4))
    n = 12 * 8 * 4
    assert cost.keeps_inputs == [False]  # the gradient for the sequence reads only the constant
    assert cost.forward_temps == (2 * n,)
    # The incoming gradient's copy and the product, beside the sequence's gradient (the replay's own).
    assert cost.backward_temps == (2 * n,)


class MinimalGatedCell(layers.Layer):
    """A user's recurrent cell: h = z * h + (1 - z) * tanh(x U + h W), z a sigmoid gate."""

    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units, self.state_size = units, units

    def build(self, input_shape):
        self.u = self.add_weight((input_shape[-1], 2 * self.units))
        self.w = self.add_weight((self.units, 2 * self.units))

    def call(self, x, states):
        gate, candidate = keras.ops.split(keras.ops.matmul(x, self.u) + keras.ops.matmul(states[0], self.w), 2, axis=-1)
        z = keras.ops.sigmoid(gate)
        h = z * states[0] + (1.0 - z) * keras.ops.tanh(candidate)
        return h, [h]


def test_a_user_written_cell_keeps_what_its_traced_step_reads_every_step():
    # keras.layers.RNN with its own cell: the step is traced and what its gradient reads is kept for
    # every step: the state, the gate, one minus the gate and the candidate's tanh (custom_rnn_cell was
    # 64% under keeping nothing, its while loop costed as one op).
    cost = _cost(layers.RNN(MinimalGatedCell(16), return_sequences=True), input_shape=(20, 8))
    stack = {p.name: p for p in cost.pieces}["timestep stack"]
    assert stack.per_sample == 20 * 4 * 16 * 4 and stack.count == 20 * 4


class TwoStateCell(layers.Layer):
    """A user's cell of two states, as an LSTM's: c = sigmoid(f) * c + tanh(g), h = tanh(c)."""

    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units, self.state_size = units, [units, units]

    def build(self, input_shape):
        self.w = self.add_weight((input_shape[-1] + self.units, 2 * self.units))

    def call(self, x, states):
        h, c = states
        f, g = keras.ops.split(keras.ops.matmul(keras.ops.concatenate([x, h], axis=-1), self.w), 2, axis=-1)
        c = keras.ops.sigmoid(f) * c + keras.ops.tanh(g)
        h = keras.ops.tanh(c)
        return h, [h, c]


def test_a_user_written_cell_of_two_states_keeps_what_its_traced_step_reads_every_step():
    # Traced with both states: the step's gradient reads the gate's sigmoid and the previous c (their
    # product), the candidate's tanh, the new h (tanh of c: Tanh's gradient reads its output) and the
    # concatenated input and h (the matrix product's operand, 1.5 vectors of 16 here): 5.5, rounded
    # up. Before, a list of states was not traced: the loop was costed as one op, no step kept.
    cost = _cost(layers.RNN(TwoStateCell(16), return_sequences=True), input_shape=(20, 8))
    stack = {p.name: p for p in cost.pieces}["timestep stack"]
    assert stack.count == 20 * 6 and stack.per_sample == 20 * 6 * 16 * 4


class MemoryCell(layers.Layer):
    """A user's cell with a memory state wider than its first, as a Neural Turing Machine's: the memory
    gated by h, and read (by a product with h) before the gate (``read_new=False``) or after it."""

    def __init__(self, read_new, **kwargs):
        super().__init__(**kwargs)
        self.read_new, self.state_size, self.output_size = read_new, [8, 64], 16

    def build(self, input_shape):
        self.dense = layers.Dense(8)
        self.dense.build(input_shape)

    def call(self, x, states):
        h, memory = states
        h = keras.ops.tanh(self.dense(x) + h)
        new = memory * keras.ops.sigmoid(keras.ops.tile(h, (1, 8)))
        read = keras.ops.reshape(new if self.read_new else memory, (-1, 8, 8))
        return keras.ops.concatenate([h, keras.ops.sum(read * h[:, None], -1)], -1), [h, new]


@pytest.mark.parametrize("read_new", [True, False])
def test_a_user_written_cells_state_is_one_buffer_a_step_in_vectors_of_its_output(read_new):
    # The new memory of one step is the old memory of the next: one buffer a step, kept whether the
    # gate's gradient reads the old one or the read's the new one. Kept a step: h (Tanh's gradient),
    # the memory and the gate's sigmoid (the product's operands), 8 + 64 + 64 floats, in vectors of the
    # output's 16: 9 (ntm_copy_task_lstm_controller b112 was 63% over, its memory counted twice, in
    # vectors of its first state's 100 floats multiplied by its output's 120).
    cost = _cost(layers.RNN(MemoryCell(read_new), return_sequences=True), input_shape=(20, 4))
    stack = {p.name: p for p in cost.pieces}["timestep stack"]
    assert stack.count == 20 * 9 and stack.per_sample == 20 * 9 * 16 * 4


def test_a_user_written_cells_step_is_traced_once(monkeypatch):
    # Each estimate costs the step once per optimizer it holds: the cell's trace is kept with the cell.
    traced = []
    graph_cost = rules._graph_cost
    monkeypatch.setattr(rules, "_graph_cost", lambda *a, **k: traced.append(1) or graph_cost(*a, **k))
    rnn = layers.RNN(MinimalGatedCell(16), return_sequences=True)
    first = _cost(rnn, input_shape=(20, 8))
    again = _cost(rnn, input_shape=(20, 8))
    assert len(traced) == 1 and first.pieces == again.pieces


def test_stacked_cells_keep_each_cells_steps_in_the_one_loop():
    # keras.layers.RNN over StackedRNNCells: one while loop whose steps run every cell, each keeping
    # its own vectors (stacked_cells_rnn b32's trace: a GRUCell's 6 a step, for both cells). Before,
    # its list-valued state_size matched no rule and the loop was costed as one op (89% under).
    cells = [layers.GRUCell(32), layers.GRUCell(16), MinimalGatedCell(8)]
    cost = _cost(layers.RNN(layers.StackedRNNCells(cells)), input_shape=(20, 12))
    stack = {p.name: p for p in cost.pieces}["timestep stack"]
    # The user-written cell's traced step keeps 4 vectors, as when it runs alone.
    assert stack.per_sample == 20 * (6 * 32 + 6 * 16 + 4 * 8) * 4 and stack.count == 20 * (6 + 6 + 4)
    # Two more copies of each Keras cell's recurrent kernel gradient in the backward loop (this step's
    # and the sum, beside the accumulator); the user-written cell has no ``recurrent_kernel``.
    assert cost.backward_fixed == 2 * (32 * 96 + 16 * 48) * 4


def test_a_bidirectional_layer_of_stacked_cells_keeps_each_cells_steps_in_both_directions():
    rnn = layers.RNN(layers.StackedRNNCells([layers.GRUCell(8), layers.GRUCell(4)]))
    cost = _cost(layers.Bidirectional(rnn), input_shape=(10, 6))
    stack = {p.name: p for p in cost.pieces}["timestep stack"]
    assert stack.per_sample == 2 * 10 * (6 * 8 + 6 * 4) * 4 and stack.count == 2 * 10 * 12


@pytest.mark.parametrize(("activation", "scratch", "freed"), [("softsign", 0, 1), ("softplus", 0, 1),
                                                              ("leaky_relu", 0, 1), ("silu", 2, 0)])
def test_a_one_op_activation_gradient_is_written_over_the_incoming_one(activation, scratch, freed):
    # SoftsignGrad(grad, x) and its kin are binary element-wise ops: TensorFlow writes them over the
    # incoming gradient, and the pre-activation they read is freed before the convolution's own
    # gradients (softsign_conv1d b128's trace: neither a buffer for it nor the pre-activation beside the
    # filter gradient; it was 45% over). Swish's custom gradient makes its sigmoid again: two buffers.
    n = 50 * 8 * 4
    cost = _cost(layers.Conv1D(8, 3, padding="same", activation=activation), input_shape=(50, 4))
    assert cost.pieces[0].name == "pre-activation"
    assert cost.backward_scratch == scratch * n and cost.freed_first == freed


def test_an_activation_without_a_rule_is_costed_from_its_own_graph():
    # squareplus, (x + sqrt(x^2 + b)) / 2: its gradient reads x and the square root (written over the
    # square), not the output; the sum is divided in place, so the forward makes no temporary beside
    # what it keeps (squareplus_conv1d b128's trace; it was 41% over keeping the input and the output
    # with an output-sized temporary beside the convolution's gradients).
    n = 50 * 8 * 4
    cost = _cost(layers.Conv1D(8, 3, padding="same", activation="squareplus"), input_shape=(50, 4))
    assert [(p.name, p.per_sample) for p in cost.pieces] == [("pre-activation", n), ("squareplus intermediate", n)]
    assert cost.keeps_outputs == [False] and cost.forward_temps == ()
    # Its gradient runs before the convolution's and reads all it kept: both freed before them. The
    # quotient by 2 and the sums hand the incoming gradient on, the square root's gradient is written
    # over it: no buffer of its own (the trace: none between the pooling's gradient and the filter's).
    assert cost.freed_first == 2 and cost.backward_scratch == 0 and cost.activation_temps == ()
    # A rule's activation is not traced: a sigmoid keeps its output, nothing else.
    sigmoid = _cost(layers.Conv1D(8, 3, padding="same", activation="sigmoid"), input_shape=(50, 4))
    assert sigmoid.pieces == [] and sigmoid.keeps_outputs == [True] and sigmoid.freed_first == 0


@pytest.mark.parametrize("activation", ["sparse_plus", "soft_shrink", "hard_shrink"])
def test_an_activations_zeros_like_is_a_constant_held_between_steps(activation):
    # Keras's sparse_plus, soft_shrink and hard_shrink select from ops.zeros_like(x), a Fill of the
    # output's shape: Grappler makes it a constant, held between steps (sparse_plus_conv1d b128's
    # optimized graph: a zeros_like Const of each layer's output shape), not a buffer of the step.
    n = 50 * 8 * 4
    cost = _cost(layers.Conv1D(8, 3, padding="same", activation=activation), input_shape=(50, 4))
    assert cost.folded_zeros == ((((50, 8), "float32"), n, 0, 0, 0),)
    # One constant for each shape: a second layer of the same shape shares it.
    held = ((((50, 8), "float32"), n, 0, 0, 0),)
    assert _cost(layers.Dense(8), layers.Activation(activation), input_shape=(50, 4)).folded_zeros == held


@pytest.mark.parametrize("turn", [lambda t: keras.ops.flip(t, axis=1), lambda t: keras.ops.rot90(t, axes=(1, 2))])
def test_a_traced_reversal_keeps_nothing(turn):
    # ReverseV2's gradient reverses the incoming gradient; a transpose's transposes it: neither reads
    # the forward pass (rot90_symmetric_cnn b64's trace: x + rot90(x) kept nothing; it was 61% over).
    cost = _cost(layers.Lambda(lambda t: t + turn(t)), input_shape=(8, 8, 3))
    assert cost.pieces == [] and cost.keeps_inputs == [False]


@pytest.mark.parametrize(("function", "temps"), [
    (lambda x: keras.ops.exp(x) * 2.0, ()),  # the product's gradient written over the incoming one
    (lambda x: keras.ops.exp(x) / 2.0 - 1.0, ()),  # a quotient and a difference pass it on too
    (lambda x: keras.ops.exp(x) * keras.ops.exp(x), (1,)),  # a product of two: one buffer (_graph_cost)
    # Both terms of a sum get the one incoming gradient: the product by 2 cannot write over a buffer
    # the other term (x's gradient) still holds, and Exp's gradient then reads a buffer of its own.
    (lambda x: keras.ops.exp(x) * 2.0 + x, (1,)),
])
def test_a_traced_gradient_passes_through_sums_and_products_by_a_constant(function, temps):
    n = 50 * 8 * 4
    cost = _cost(layers.Conv1D(8, 3, padding="same", activation=function), input_shape=(50, 4))
    assert cost.activation_temps == tuple(k * n for k in temps)


def test_a_lanczos_resize_works_through_a_float32_image_resized_along_one_axis():
    # ScaleAndTranslate resizes the rows first: a (output height, input width) float32 image beside
    # its output; its gradient a (input height, output width) one beside the input gradient
    # (lanczos5_down_cnn b64's trace: 36 MiB each way; it was 13% under without them).
    resize = layers.Lambda(lambda x: keras.ops.image.resize(x, (8, 2), interpolation="lanczos5"))
    cost = _cost(layers.Conv2D(4, 1), resize, input_shape=(16, 8, 3))
    assert cost.forward_temps == (8 * 8 * 4 * 4,)
    assert cost.backward_temps == (16 * 2 * 4 * 4,)


def test_a_traced_log_sum_exp_writes_the_exponentials_gradient_over_the_incoming_one():
    # Exp's gradient, grad * exp(x), is written over the tiled incoming gradient (lse_pool_conv1d
    # b128's trace: ReduceLogSumExp/Tile alone in the backward beside the kept exponentials, which sit
    # in the scaled input's buffer). Before, a second input-sized buffer was counted (+50%).
    n = 30 * 8 * 4
    cost = _cost(layers.Lambda(lambda x: keras.ops.logsumexp(4.0 * x, axis=1) / 4.0), input_shape=(30, 8))
    assert [p.per_sample for p in cost.pieces if p.per_sample >= n] == [n]  # the exponentials
    # One buffer (less the small sum freed before it), not two.
    assert len(cost.backward_temps) == 1 and n - 64 <= cost.backward_temps[0] <= n


class GatedProjection(layers.Layer):
    """A user's layer: x @ w * sigmoid(x @ g)."""

    def build(self, input_shape):
        self.w = self.add_weight((input_shape[-1], 16))
        self.g = self.add_weight((input_shape[-1], 16))

    def call(self, x):
        return keras.ops.matmul(x, self.w) * keras.ops.sigmoid(keras.ops.matmul(x, self.g))


def test_a_layer_without_a_rule_is_costed_from_its_own_graph():
    # gated_block_net (the fourteenth set) was 35% under with the generic rule (input and output
    # kept): the product keeps x @ w and the sigmoid, the sigmoid its output, both matrix products x.
    n = 10 * 16 * 4
    cost = _cost(GatedProjection(), input_shape=(10, 8))
    assert cost.keeps_inputs == [True] and cost.keeps_outputs == [False]
    assert [(p.per_sample, p.fixed, p.kept) for p in cost.pieces] == [(n, 0, True), (n, 0, True)]
    # x @ g is written over by its sigmoid (kept): no forward temporary; backward, one new gradient.
    assert cost.forward_temps == () and cost.backward_temps == (n,)
    # A layer that reads its output in its gradient: Tanh's output is the layer's, nothing else kept.
    tanh = _cost(layers.Lambda(lambda x: keras.ops.tanh(x) + 1.0), input_shape=(10, 8))
    assert tanh.keeps_inputs == [False] and len(tanh.pieces) == 1 and tanh.pieces[0].per_sample == 10 * 8 * 4


def test_a_product_of_two_intermediates_writes_a_gradient_over_an_operand():
    # swiglu_mlp b128's trace (+29% with two new buffers): the product's operand gradients take the
    # buffers of the operand each read last and of the incoming gradient; only one is new. An operand
    # broadcast to the product's shape gets its gradient at the product's size first: two buffers.
    n = 10 * 16 * 4
    assert _cost(GatedProjection(), input_shape=(10, 8)).backward_temps == (n,)
    gate = layers.Lambda(lambda x: keras.ops.tanh(x) * keras.ops.sigmoid(keras.ops.sum(x, axis=-1, keepdims=True)))
    assert _cost(gate, input_shape=(10, 8)).backward_temps == (10 * 8 * 4, 10 * 8 * 4)


def test_a_learned_scale_on_an_intermediate_makes_one_gradient_the_other_written_over_the_incoming_one():
    # A two-tower step's learned temperature on its batch-by-batch similarity (the train-step-ops
    # study's trace): both gradients are products at the output's size, the scale's then summed; the
    # one run last takes the incoming gradient's buffer, three 64 MiB buffers where the walk held four.
    class Scaled(layers.Layer):
        def build(self, input_shape):
            self.scale = self.add_weight(shape=(), initializer="zeros")

        def call(self, x):
            return keras.ops.tanh(x) * keras.ops.exp(self.scale)

    n = 10 * 8 * 4
    assert _cost(layers.Dense(8), Scaled(), input_shape=(10, 8)).backward_temps == (n,)

    # A factor broadcast along some axes only keeps both (additive_attention_gru's score vector: 23%
    # under when its gradient was written over the incoming one).
    class Weighted(Scaled):
        def build(self, input_shape):
            self.scale = self.add_weight(shape=(input_shape[-1],), initializer="zeros")

    assert _cost(layers.Dense(8), Weighted(), input_shape=(10, 8)).backward_temps == (n, n)


def test_a_traced_product_by_a_constant_keeps_nothing_of_its_other_operand():
    # TensorFlow's gradient of one operand of a product reads the other: ``sin(30 x)`` keeps 30 x for
    # Sin's gradient and nothing of x, whose gradient is 30 * grad (siren_mlp b8192 was 60% over
    # keeping its Dense's output too; its trace: two buffers a Dense and sine pair). A product of two
    # operands with gradients keeps both; a quotient's divisor is read by both gradients.
    n = 10 * 8 * 4
    sine = _cost(layers.Lambda(lambda x: keras.ops.sin(30.0 * x)), input_shape=(10, 8))
    assert sine.keeps_inputs == [False] and [p.per_sample for p in sine.pieces] == [n]
    scaled = _cost(layers.Lambda(lambda x: keras.ops.sin(x / 3.0)), input_shape=(10, 8))
    assert scaled.keeps_inputs == [False] and [p.per_sample for p in scaled.pieces] == [n]
    squared = _cost(layers.Lambda(lambda x: keras.ops.sin(x * x)), input_shape=(10, 8))
    assert squared.keeps_inputs == [True] and [p.per_sample for p in squared.pieces] == [n]
    inverse = _cost(layers.Lambda(lambda x: keras.ops.sin(1.0 / (x + 2.0))), input_shape=(10, 8))
    assert sorted(p.per_sample for p in inverse.pieces) == [n, n]  # x + 2 (the divisor) and the quotient


class CrossLayer(layers.Layer):
    """A user's deep & cross layer: x0 * (x @ w) + x."""

    def build(self, input_shape):
        self.w = self.add_weight((input_shape[1][-1], input_shape[0][-1]))

    def call(self, inputs):
        x0, x = inputs
        return x0 * keras.ops.matmul(x, self.w) + x


@pytest.mark.parametrize(("needs", "kept"), [([False, True], 0), ([True, True], 1)])
def test_a_traced_product_with_a_model_input_keeps_nothing_for_its_gradient(needs, kept):
    # The tape takes no gradient for the model's input: x0 * (x @ w) then reads x0 for the product's
    # gradient and not x @ w (bf16_deep_cross_net's cross layers, each with the model's input as x0:
    # +21% at batch 256 keeping x @ w).
    x0 = keras.Input((8,))
    model = keras.Model(x0, CrossLayer()([x0, layers.Dense(8)(x0)]))
    call = layer_calls(model)[1][-1]
    cost = rules.layer_cost(call, [(None, 8), (None, 8)], ["float32", "float32"], needs=needs)
    assert len(cost.pieces) == kept and cost.keeps_inputs == [True, True]


@pytest.mark.parametrize(("scope", "weights"), [("aa_model", 2), ("zz_model", 1)])
def test_a_traced_softmax_of_scaled_scores_keeps_grapplers_product_by_name_order(scope, weights):
    # softmax(0.25 * x x^T) x: the softmax's gradient times the scale is reassociated by Grappler into
    # sub * (0.25 * softmax) when the model's ops sort before "gradient_tape/", and the inner product is
    # made in the forward pass and kept beside the weights (gqa_encoder b16's trace); otherwise the
    # weights alone. The scores (the product's operand) are kept in neither case.
    attention = layers.Lambda(lambda x: keras.ops.matmul(
        keras.ops.softmax(0.25 * keras.ops.matmul(x, keras.ops.transpose(x, (0, 2, 1))), axis=-1), x))
    _, calls = layer_calls(keras.Sequential([keras.Input((10, 8)), attention]))
    cost = rules.layer_cost(calls[-1], [(None, 10, 8)], ["float32"], scope)
    assert [p.per_sample for p in cost.pieces].count(10 * 10 * 4) == weights


def test_prelu_keeps_both_relus_and_not_its_input():
    # relu(x) - alpha * relu(-x): ReluGrad reads relu(x), the product's gradients read relu(-x) (and
    # alpha); backward, relu(-x)'s gradient and alpha's product beside the incoming gradient
    # (prelu_bn_conv1d_ecg b128 was 12% under keeping the input and the output).
    n = 10 * 8 * 4
    cost = _cost(layers.PReLU(), input_shape=(10, 8))
    assert cost.keeps_inputs == [False] and cost.keeps_outputs == [False] and cost.in_place
    assert [(p.per_sample, p.kept) for p in cost.pieces] == [(n, True), (n, True)]
    assert cost.backward_temps == (n, n)


def test_a_traced_softplus_keeps_the_sigmoid_its_gradient_makes_early():
    # Softplus's gradient makes sigmoid(x) with no dependence on the incoming gradient: the executor
    # runs it in the forward pass. A user's mish keeps x (the product's), the tanh and that sigmoid.
    n = 10 * 8 * 4
    mish = _cost(layers.Lambda(lambda x: x * keras.ops.tanh(keras.ops.softplus(x))), input_shape=(10, 8))
    assert mish.keeps_inputs == [True] and sorted(p.per_sample for p in mish.pieces) == [n, n]
    # Alone, the sigmoid is kept instead of the input: the same size, the input free.
    alone = _cost(layers.Lambda(lambda x: keras.ops.softplus(x) + 1.0), input_shape=(10, 8))
    assert alone.keeps_inputs == [False] and [p.per_sample for p in alone.pieces] == [n]


def test_a_traced_quotient_makes_its_denominators_gradient_factor_in_the_forward_pass():
    # _RealDivGrad's -x / y / y waits for no incoming gradient: the executor makes it in the forward
    # pass, one buffer of the quotient's shape, kept instead of the numerator; the backward makes only
    # grad / y (f16_sinc_cnn b64's trace: truediv/Neg made beside the forward's sine, which is freed).
    n = 10 * 8 * 4
    by_hand = _cost(layers.Lambda(lambda x: x / keras.ops.sum(keras.ops.exp(x), axis=-1, keepdims=True)),
                    input_shape=(10, 8))
    assert by_hand.keeps_inputs == [False]  # the numerator, the layer's input, is not read again
    assert sorted(p.per_sample for p in by_hand.pieces) == [10 * 4, n, n]  # the sum, exp(x), the factor
    ratio = _cost(layers.Lambda(lambda x: keras.ops.sin(x) / keras.ops.exp(x)), input_shape=(10, 8))
    assert ratio.backward_temps == (n,)
    # A constant denominator has no gradient: nothing made early, the numerator's gradient a product.
    halved = _cost(layers.Lambda(lambda x: keras.ops.sin(x) / 2.0), input_shape=(10, 8))
    assert halved.keeps_inputs == [True] and halved.pieces == []


def test_a_traced_cumulative_product_keeps_its_output_for_its_gradient():
    # _CumprodGrad computes cumprod(x) again, which Grappler merges with the forward op, and divides by
    # x: both kept (cumprod_decay_mlp b256's trace; b64 was 12.7% under keeping the gates alone).
    n = 10 * 8 * 4
    cost = _cost(layers.Lambda(lambda x: keras.ops.cumprod(keras.ops.sigmoid(x), axis=1)), input_shape=(10, 8))
    assert cost.keeps_outputs == [True] and [p.per_sample for p in cost.pieces] == [n]


class LearnedPower(layers.Layer):
    """A user's layer: |x| + 1 raised to a trainable exponent, one a feature."""

    def build(self, input_shape):
        self.exponent = self.add_weight(shape=(input_shape[-1],), initializer="ones")

    def call(self, x):
        return keras.ops.power(keras.ops.abs(x) + 1.0, self.exponent)


def test_a_traced_power_makes_its_gradients_factors_in_the_forward_pass():
    # _PowGrad waits for no incoming gradient either. A learned exponent's factor, where(x > 0, log(x), 0),
    # is made early and kept beside the base and the power, which the gradients read (pow_learn b2048's
    # trace: the select alive from the forward pass; 19% under without it).
    n = 10 * 8 * 4
    learned = _cost(LearnedPower(), input_shape=(10, 8))
    assert learned.keeps_outputs == [True]
    assert sorted(p.per_sample for p in learned.pieces) == [n, n, n]  # abs's sign, the base, the logarithm
    # A constant exponent: the base's factor y * pow(x, y - 1) is made early and kept instead of the
    # base, and the backward multiplies it in place (pow_frac and pow_const's traces).
    constant = _cost(layers.Lambda(lambda x: keras.ops.power(2.0 * x, 3.0)), input_shape=(10, 8))
    assert constant.keeps_inputs == [False] and [p.per_sample for p in constant.pieces] == [n]
    assert constant.backward_temps == ()


def test_a_traced_product_over_an_axis_keeps_its_gradients_factor_and_not_its_input():
    # _ProdGrad's exclusive cumulative products of the transposed input, their product transposed back:
    # all made in the forward pass, one input-sized factor kept, two more beside it while it is made
    # (prod4 b2048's trace; 33% under keeping the input alone).
    n = 10 * 8 * 4
    cost = _cost(layers.Lambda(lambda x: keras.ops.prod(keras.ops.reshape(x, (-1, 10, 4, 2)), axis=-1)),
                 input_shape=(10, 8))
    assert cost.keeps_inputs == [False] and [p.per_sample for p in cost.pieces] == [n]
    assert cost.forward_temps == (n, n)
    # Reducing axis 0, already first, transposes nothing: one buffer beside the factor.
    first = _cost(layers.Lambda(lambda x: keras.ops.prod(x, axis=0)), input_shape=(10, 8))
    assert first.forward_temps == (n,)


def _spd(x):
    """x x^T / 8 + I: a symmetric positive definite matrix a sample (x: 8 x 8)."""
    return keras.ops.matmul(x, keras.ops.transpose(x, (0, 2, 1))) / 8.0 + keras.ops.eye(8)


N_8X8 = 8 * 8 * 4  # a sample's 8 x 8 float32 matrix


@pytest.mark.parametrize(("function", "kept"), [
    # CholeskyGrad(l, grad) reads the factor, the layer's output here; Keras's check of it hands its
    # input on (cholesky_solve_mlp b2048's trace: the factor kept, not the matrix it factors).
    (lambda x: keras.ops.cholesky(_spd(x)), [N_8X8]),
    # A solve's gradient reads the matrix and the solution, not the right-hand side (a slice here).
    (lambda x: keras.ops.solve(_spd(x), x[:, :, :1]), [N_8X8, N_8X8]),
    # A QR decomposition's reads q (the output) and r, not the matrix (qr_basis_mlp b1024's trace).
    (lambda x: keras.ops.qr(x)[0], [N_8X8]),
    # An inverse's reads the inverse (gram_inverse_mlp b2048's trace).
    (lambda x: keras.ops.inv(_spd(x)), [N_8X8]),
])
def test_a_traced_linear_algebra_gradient_reads_what_tensorflows_reads(function, kept):
    # Each keeps its output; besides it: _spd's transpose, kept for its product's gradient (Grappler
    # folds it into the product: benchmarks/studies/2026-11-29-traced-linalg; not counted), the solve's
    # matrix, the QR's r; never the matrix a decomposition or an inverse reads.
    cost = _cost(layers.Lambda(function), input_shape=(8, 8))
    assert [p.per_sample for p in cost.pieces] == kept
    assert cost.keeps_outputs == [True]


def _mode(x):
    """Keras's ops.switch with a fixed index: tf.switch_case, its branch x * sigmoid(x)."""
    return keras.ops.switch(1, [keras.ops.relu, lambda v: v * keras.ops.sigmoid(v), keras.ops.tanh], x)


def test_a_traced_switch_with_a_fixed_index_is_costed_as_its_branch():
    # switch_mode_cnn b128 (set 89, scored blind 10% under): a Case op showed the costing none of its
    # branch's tensors; its trace keeps the branch's sigmoid and the product's operand.
    cost = _cost(layers.Lambda(_mode), input_shape=(16,))
    assert sorted(p.per_sample for p in cost.pieces) == [64]  # the sigmoid, kept; x, the layer's input
    assert cost.keeps_inputs == [True]


def _dropped(x):
    """LayerDrop's branch by Keras's ops.cond on a random draw: x, or x * sigmoid(x)."""
    skip = keras.random.uniform(()) < 0.2
    return keras.ops.cond(skip, lambda: x, lambda: x * keras.ops.sigmoid(x))


def test_a_traced_cond_the_data_decides_is_costed_as_its_larger_branch():
    # bf16_layerdrop_cond_transformer's blocks skip at random in training; Keras's ops.cond builds an If
    # op (through smart_cond, not tf.cond) whose branches the costing did not see: traced as it trains,
    # the blocks vanished (42% and 75% under). A step runs either branch; the larger is the one that holds
    # the most.
    cost = _cost(layers.Lambda(_dropped), input_shape=(16,))
    assert sorted(p.per_sample for p in cost.pieces) == [64]  # the branch's sigmoid, kept
    assert cost.keeps_inputs == [True]


def _scores(x):
    """Each sample's features against every sample's (``ops.inner``: batch x batch), log-sum-exp by row."""
    return keras.ops.logsumexp(keras.ops.inner(x, x), axis=-1, keepdims=True)


def test_a_traced_batch_by_batch_tensor_is_counted_at_the_batch_it_is_traced_at():
    # inbatch_inner_retrieval b2048 (scored blind, 68% under): ops.inner's tf.cond (is either operand a
    # scalar?) hid the scores' shape, and no per-sample size holds a batch x batch matrix. The cond's
    # known predicate takes its branch, as Grappler folds it; the layer says it is batch-coupled, and
    # within traced_at(n) its tensors are sized as they are at batch n.
    assert not _cost(layers.Dense(8), input_shape=(16,)).batch_coupled
    cost = _cost(layers.Lambda(_scores), input_shape=(16,))
    assert cost.batch_coupled
    for batch in (64, 512):
        with rules.traced_at(batch):
            kept = _cost(layers.Lambda(_scores), input_shape=(16,)).pieces
        # the scores' exponentials, kept for the log-sum-exp's gradient: batch x batch floats
        assert batch * batch * 4 in [p.per_sample * batch + p.fixed for p in kept]


def _outer(x):
    """Each sample's outer product with itself, flattened (vmap_outer_mlp's, by broadcasting)."""
    product = keras.ops.expand_dims(x, 2) * keras.ops.expand_dims(x, 1)  # two views of x
    return keras.ops.reshape(product, (-1, x.shape[-1] * x.shape[-1]))


def test_a_traced_products_gradient_for_a_broadcast_operand_is_made_at_the_products_size():
    # vmap_outer_mlp b2048 (set 91, scored blind 24% under): both operands are views of the layer's
    # input, whose gradient is the replay's own buffer, but each is first made at the product's size
    # and then summed down (its trace: two 18 MiB gradients beside the incoming one); the second sum is a
    # second part of the input's gradient, alive until the parts are summed (the backward walk).
    cost = _cost(layers.Lambda(_outer), input_shape=(16,))
    assert cost.backward_temps == (16 * 16 * 4, 16 * 16 * 4, 16 * 4)


class PrototypeSimilarity(layers.Layer):
    """Each token's similarity exp(-d) to 4 learned prototypes, d its distance by ``ops.cdist``."""

    def build(self, shape):
        self.prototypes = self.add_weight(shape=(4, shape[-1]))

    def call(self, x):
        return keras.ops.exp(-keras.ops.cdist(x, self.prototypes))

    def compute_output_shape(self, shape):
        return (*shape[:-1], 4)


def test_a_layer_named_as_a_private_class_is_traced_too():
    # Keras names an instance of ``class _Similarity`` "__similarity", which TensorFlow refuses as a root
    # name scope: traced alone, the layer raised and was costed by the generic rule (keeping its input).
    private = type("_Similarity", (PrototypeSimilarity,), {})
    assert _cost(layers.Dense(8), private(), input_shape=(6, 8)) == _cost(
        layers.Dense(8), PrototypeSimilarity(), input_shape=(6, 8))


def test_a_traced_loop_over_tensorarrays_holds_its_lists():
    # map_rows_mlp b512 (set 91, scored blind 16% under) and a map whose output is an eighth of its input:
    # the list the loop reads is a copy of its input through the loop, then a list of zeros its size held
    # to the end of the loop's gradient; the list it writes holds its elements until stacked.
    def rows(x):
        return keras.ops.map(lambda row: keras.ops.sum(keras.ops.reshape(row, (4, 8)), axis=-1), x)

    cost = _cost(layers.Dense(32), layers.Lambda(rows, output_shape=(4,)), input_shape=(8,))
    assert [(p.name, p.per_sample) for p in cost.pieces] == [("loop's list of zeros", 32 * 4)]
    assert sorted(cost.forward_temps) == [4 * 4, 32 * 4]  # the written elements, the read copy
    assert not cost.unseen_loop  # a map over the batch: its body traced vectorized (it keeps nothing here)


def test_a_traced_map_over_the_batch_keeps_what_each_iteration_keeps():
    # map_rows_mlp b512's trace: each row's softmax, 512 buffers, alive to the loop's gradient (1 MiB);
    # the map's function traced vectorized makes each row's kept tensors a sample's.
    cost = _cost(layers.Dense(32), layers.Lambda(lambda x: keras.ops.map(keras.ops.softmax, x)), input_shape=(8,))
    assert sorted((p.name, p.per_sample) for p in cost.pieces) == [("loop body's kept tensor", 32 * 4),
                                                                  ("loop's list of zeros", 32 * 4)]


def _scan(step):
    """A layer scanning ``step`` over its input's 6 time steps (batch, 6, 16), from zeros."""

    def call(x):
        steps = keras.ops.transpose(x, (1, 0, 2))
        _, states = keras.ops.scan(step, keras.ops.zeros_like(steps[0]), steps)
        return keras.ops.transpose(states, (1, 0, 2))

    return layers.Lambda(call)


def test_a_traced_scan_keeps_what_each_step_keeps():
    # scan_tanh_mlp b256's trace: each step's tanh (60 buffers of 48 KiB) alive to the loop's gradient,
    # the same buffers as the elements the scan writes (no longer counted as temporaries). A moving
    # average keeps nothing (scan_ema_mlp's trace); neither is an unseen loop now.
    cost = _cost(_scan(lambda h, v: (keras.ops.tanh(h + v),) * 2), input_shape=(6, 16))
    assert sorted((p.name, p.per_sample, p.count) for p in cost.pieces) == [
        ("loop body's kept tensor", 6 * 16 * 4, 6), ("loop's list of zeros", 6 * 16 * 4, 1)]
    assert sorted(cost.forward_temps)[-1] == 6 * 16 * 4  # the read copy; the written elements are kept
    assert not cost.unseen_loop
    average = _cost(_scan(lambda h, v: (0.9 * h + 0.1 * v,) * 2), input_shape=(6, 16))
    assert [p.name for p in average.pieces] == ["loop's list of zeros"]
    assert not average.unseen_loop


@pytest.mark.parametrize(("wrap", "kept", "zeros"), [
    # A modulo by a constant hands the incoming gradient on and reads nothing (a floormod alone: nothing
    # kept, no buffer in its backward).
    (lambda x: keras.ops.convert_to_tensor(x) % 1.0, [], 0),
    # Keras's fmod, sign(x) * floormod(|x|, |y|): the sign kept, read by the product's gradient and by
    # abs's; its own gradient, zeros_like(x), a constant Grappler holds (fmod_wrap_mlp b2048's trace).
    (lambda x: keras.ops.fmod(3.0 * x, 1.0), [16 * 4], 1),
])
def test_a_traced_gradient_through_ops_without_one_is_written_over_the_incoming_one(wrap, kept, zeros):
    # fmod_wrap_mlp b2048 (set 94, scored blind 41% over): its trace makes no buffer in the wrap's whole
    # backward pass (the product by a sign, the modulo by a constant, abs's product by its sign, the
    # product by 3: each written over the incoming gradient); the costing kept the modulo's operand too
    # and counted two temporaries and an input gradient of its own.
    cost = _cost(layers.Dense(16), layers.Lambda(wrap), input_shape=(8,))
    assert [p.per_sample for p in cost.pieces] == kept
    assert cost.backward_temps == ()
    assert cost.gradient_in_place
    assert [z[1:3] for z in cost.folded_zeros] == [(16 * 4, 0)] * zeros


class PowerOf(layers.Layer):
    """A user's layer raising its input to a power: its own weight when ``learned``, else 3."""

    def __init__(self, learned, **kwargs):
        super().__init__(**kwargs)
        self.learned = learned

    def build(self, input_shape):
        self.p = self.add_weight(shape=(), initializer=keras.initializers.Constant(3.0)) if self.learned else 3.0

    def call(self, x):
        return keras.ops.power(keras.ops.square(x) + 1e-6, self.p)


@pytest.mark.parametrize(("learned", "constants"), [(True, [0.0, 1.0]), (False, [])])
def test_a_powers_learned_exponent_holds_ones_and_zeros_of_its_base(learned, constants):
    # The exponent's gradient reads log(x) where x > 0 (math_grad.py's _PowGrad): where(x > 0, x,
    # ones_like(x)) and zeros_like(x), both folded by Grappler and held between steps (gem_pool_cnn
    # b16's first step: Pow/ones_like and a zeros_like, 4 MiB each; 8% under with the zeros alone).
    cost = _cost(layers.Dense(16), PowerOf(learned), input_shape=(8,))
    held = sorted((z[0][2] if len(z[0]) > 2 else 0.0, z[1], z[2]) for z in cost.folded_zeros)
    assert held == [(value, 16 * 4, 0) for value in constants]


def test_a_scan_stays_an_unseen_loop_where_kerass_tensorflow_backend_module_moves(monkeypatch):
    # The scan is recorded through a private module of Keras's; without it the costing goes on, the
    # scan's body unseen and named, rather than every trace failing.
    import sys

    import keras.src.backend.tensorflow as backend

    monkeypatch.delattr(backend, "core")
    monkeypatch.setitem(sys.modules, "keras.src.backend.tensorflow.core", None)
    cost = _cost(_scan(lambda h, v: (keras.ops.tanh(h + v),) * 2), input_shape=(6, 16))
    assert [p.name for p in cost.pieces] == ["loop's list of zeros"]
    assert cost.unseen_loop


class AddedLoss(layers.Layer):
    """A user's layer that adds ``loss`` of its input to the model's loss (``add_loss``) and returns it."""

    def __init__(self, loss, **kwargs):
        super().__init__(**kwargs)
        self.loss = loss

    def call(self, x):
        self.add_loss(self.loss(x))
        return x


@pytest.mark.parametrize(("loss", "kept", "constants"), [
    # Square's gradient reads x - 1; the mean's gradient, a constant tiled, is folded by Grappler.
    (lambda x: keras.ops.mean(keras.ops.square(x - 1.0)), [64], 1),
    # The logistic loss keeps its sigmoid, its condition (a byte each) and its exponential; Grappler
    # holds three constants the input's size: the mean's gradient, the difference's negated one, and
    # the zeros_like it selects from (aux_bce_autoencoder b2048's trace: 2 MiB each, held between steps).
    (lambda x: keras.ops.mean(keras.ops.nn.binary_crossentropy(keras.ops.sigmoid(x), x, from_logits=True)),
     [64, 16, 64], 3),
])
def test_a_loss_a_traced_layer_adds_on_its_input_keeps_what_its_gradient_reads(loss, kept, constants):
    # aux_bce_autoencoder (set 90, scored blind 22% under): the gradient was followed from the layer's
    # outputs only, so an added loss kept nothing and its constants were not counted.
    cost = _cost(layers.Dense(16), AddedLoss(loss), input_shape=(8,))
    assert [p.per_sample for p in cost.pieces] == kept
    assert [z[1:3] for z in cost.folded_zeros] == [(16 * 4, 0)] * constants


class Refine(layers.Layer):
    """A user's layer refining its input by its own kernel, h + tanh(h W), in a loop (``loop``'s)."""

    def __init__(self, loop, **kwargs):
        super().__init__(**kwargs)
        self.loop = loop

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], input_shape[-1]))

    def call(self, x):
        return self.loop(lambda h: h + keras.ops.tanh(keras.ops.matmul(h, self.kernel)), x)


@pytest.mark.parametrize(("loop", "iterations"), [
    (lambda step, x: keras.ops.fori_loop(0, 3, lambda i, h: step(h), x), 3),
    # maximum_iterations stops it first
    (lambda step, x: keras.ops.while_loop(lambda i, h: i < 10, lambda i, h: (i + 1, step(h)), (0, x),
                                          maximum_iterations=2)[1], 2),
    # the data decides, but it runs at most twice: counted as running twice (while_normalize_mlp b2048,
    # set 92, scored blind 49% under; its trace keeps all three iterations' quotients)
    (lambda step, x: keras.ops.while_loop(lambda h: keras.ops.sum(h) < 100.0, lambda h: (step(h),), (x,),
                                          maximum_iterations=2)[0], 2),
])
def test_a_traced_loop_whose_count_constants_decide_keeps_each_iterations_intermediates(loop, iterations):
    # fori_refine_mlp b2048 (set 89, scored blind 63% under): the loop was one While op whose body the
    # costing did not see; its trace keeps every iteration's tanh and the next iteration's h to the loop's
    # gradient. Each iteration keeps its tanh, and each but the last its sum, read by the next product.
    cost = _cost(Refine(loop), input_shape=(16,))
    assert [p.per_sample for p in cost.pieces] == [16 * 4] * (2 * iterations - 1)
    assert cost.keeps_inputs == [True]
    assert not cost.unseen_loop


def test_a_traced_loop_that_the_data_decides_without_a_bound_stays_a_loop():
    # Nothing is unrolled: the condition reads the tensor and no maximum_iterations bounds it (the loop
    # is costed as before, its body unseen).
    def loop(step, x):
        return keras.ops.while_loop(lambda h: keras.ops.sum(h) < 100.0, lambda h: (step(h),), (x,))[0]

    cost = _cost(Refine(loop), input_shape=(16,))
    assert cost.pieces == []
    assert cost.unseen_loop  # and the estimate's notes say so


class Penalized(layers.Layer):
    """A user's Dense of 8 that adds a penalty on its kernel to the loss (``add_loss``), ``penalty``'s."""

    def __init__(self, penalty=None, **kwargs):
        super().__init__(**kwargs)
        self.penalty = penalty

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], 8), initializer="uniform")

    def call(self, x):
        if self.penalty is not None:
            self.add_loss(1e-4 * self.penalty(self.kernel))
        return keras.ops.matmul(x, self.kernel)


@pytest.mark.parametrize(("penalty", "buffers"), [
    (None, 0),
    (lambda k: keras.ops.sum(keras.ops.square(k)), 1),
    (lambda k: keras.ops.vdot(k, k), 2),  # each operand's gradient, the kernel's size
])
def test_a_traced_penalty_on_the_layers_weights_makes_a_gradient_for_each_read(penalty, buffers):
    # vdot_penalty_mlp b2048's trace (set 89, 13% under): ops.vdot(kernel, kernel)'s two MatMul
    # gradients, each the kernel's size, alive from the start of the backward pass to the kernel's.
    cost = _cost(Penalized(penalty), input_shape=(16,))
    assert cost.penalty_gradients == (16 * 8 * 4,) * buffers


class Lookup(layers.Layer):
    """A user's table of 64 rows of 8, looked up by each input's rows (``ops.take``), maybe shifted."""

    def __init__(self, shift=False, **kwargs):
        super().__init__(**kwargs)
        self.shift = shift

    def build(self, input_shape):
        self.table = self.add_weight(shape=(64, 8), initializer="uniform")

    def call(self, x):
        rows = keras.ops.take(self.table, keras.ops.cast(x, "int32") % 64, axis=0)
        rows = keras.ops.reshape(rows, (-1, x.shape[1] * 8))
        return rows + 1.0 if self.shift else rows


@pytest.mark.parametrize(("shift", "sparse"), [(False, True), (True, False)])
def test_a_traced_lookup_of_a_users_table_has_a_sparse_gradient_when_it_is_the_output(shift, sparse):
    # The table's gradient is a tf.IndexedSlices of the lookup's gradient, as an Embedding's, and the
    # optimizer's update works on its values (searchsorted_bucket_mlp b2048's trace: Adamax's abs of the
    # 4 MiB of values in the update). Only when the lookup is the layer's output are those values the
    # layer's incoming gradient, which the replay's sparse update assumes; otherwise it stays dense.
    assert _cost(Lookup(shift), input_shape=(10,)).sparse_gradient is sparse


class TiedLookups(layers.Layer):
    """Two Embedding tables looked up inside, each lookup weighted and summed (a memory network's
    sentences); with ``tied``, the second table read whole too, as the answer's output weights."""

    def __init__(self, tied=False, **kwargs):
        super().__init__(**kwargs)
        self.tied = tied
        self.tables = [layers.Embedding(100, 16) for _ in range(2)]

    def build(self, input_shape):
        for table in self.tables:
            table.build(input_shape)

    def call(self, ids):
        weights = keras.ops.linspace(0.5, 1.5, ids.shape[-1])[:, None]
        memories = [keras.ops.sum(table(ids) * weights, axis=1) for table in self.tables]
        if self.tied:
            return keras.ops.matmul(memories[0], keras.ops.transpose(self.tables[1].embeddings))
        return memories[0] + memories[1]

    def compute_output_shape(self, input_shape):
        return (input_shape[0], 100 if self.tied else 16)


@pytest.mark.parametrize("tied", [False, True])
def test_a_table_looked_up_inside_a_traced_layer_has_its_rows_gradient(tied):
    # f16_memn2n_multihop_qa b192 (set 116, 19.0% under): each table only looked up has a tf.IndexedSlices
    # gradient, the gathered rows' gradient in the table's float32, held until the update (the trace:
    # three 56 MiB values from the memory layer's backward pass to the update); a table also read whole
    # (the answer's tied weights) has a dense gradient, the rows' summed into it.
    ids = keras.Input((12,), dtype="int32")
    _, calls = layer_calls(keras.Model(ids, TiedLookups(tied)(ids)))
    cost = rules.layer_cost(calls[-1], [(None, 12)], ["int32"])
    rows = (12 * 16 * 4, 0, 100 * 16 * 4)
    assert not cost.sparse_gradient
    assert cost.looked_up == ((rows,) if tied else (rows, rows))


def test_a_traced_max_pooling_keeps_its_input_and_output_and_makes_an_argmax():
    # MaxPoolGrad reads both and, on the CPU, makes an int64 argmax of the output's shape, as the
    # layer's rule says (adaptive_max_pool_cnn b16's trace: ops.adaptive_max_pool's stride-1 pools'
    # outputs kept; 38.5% under keeping the input alone).
    out = 7 * 7 * 4
    pool = _cost(layers.Lambda(lambda x: keras.ops.max_pool(keras.ops.exp(x), 2, strides=1)), input_shape=(8, 8, 4))
    assert pool.keeps_outputs == [True]
    assert sorted(p.per_sample for p in pool.pieces) == [8 * 8 * 4 * 4]  # exp(x), the pooling's input
    assert 8 * out in pool.backward_temps


def test_two_sibling_max_poolings_make_their_gradients_at_once():
    # Two stride-1 max pools of one tensor: neither is computed from the other, so their gradients
    # run side by side on the executor's two threads, each with its argmax, and each makes a partial
    # gradient of the shared input (adaptive_max_pool_cnn b16's trace: both MaxPoolGrads' argmaxes and
    # input gradients alive at the peak; 21% under counting one).
    inp, out = 8 * 8 * 4 * 4, 7 * 7 * 4
    both = _cost(layers.Lambda(lambda x: keras.ops.concatenate(
        [keras.ops.max_pool(x, 2, strides=1), keras.ops.max_pool(x, 2, strides=1)], axis=-1)), input_shape=(8, 8, 4))
    assert sorted(both.backward_temps, reverse=True)[:3] == [8 * out, 8 * out, inp]
    # x * pool(x): the product reads x too, but it is computed from the pool, so its gradient runs
    # first and the pool's after it: the pool's incoming gradient and argmax, no more (both at once
    # would be 5 input-sized buffers).
    chained = _cost(layers.Lambda(lambda x: x * keras.ops.max_pool(x, 2, strides=1, padding="same")),
                    input_shape=(8, 8, 4))
    assert sorted(chained.backward_temps) == [inp, 2 * inp]


def test_a_traced_product_by_a_tensor_without_a_gradient_keeps_only_that_tensor():
    # heaviside(x) is selected from zeros_like and ones_like, which take no gradient: the product's
    # gradient for it leads nowhere and TensorFlow prunes it, so x is not read again (heaviside_gate_conv1d
    # b128's trace: each gate's product written over its input; 55% over keeping both).
    n = 10 * 8 * 4
    gate = _cost(layers.Lambda(lambda x: x * keras.ops.heaviside(x - 0.05, 0.5)), input_shape=(10, 8))
    assert gate.keeps_inputs == [False] and [p.per_sample for p in gate.pieces] == [n]


def test_a_layer_without_a_rule_is_traced_once_and_each_caller_gets_its_own_copy(monkeypatch):
    # One estimate builds the step for its optimizer and for up to two lighter ones.
    traces = []
    trace = rules._traced_cost
    monkeypatch.setattr(rules, "_traced_cost", lambda *a: traces.append(1) or trace(*a))
    model = keras.Sequential([keras.Input((10, 8)), GatedProjection()])
    _, calls = layer_calls(model)
    first = rules.layer_cost(calls[-1], [(None, 10, 8)], ["float32"])
    first.pieces.clear()  # _build changes a cost in place (under jit): not the cached one
    again = rules.layer_cost(calls[-1], [(None, 10, 8)], ["float32"])
    assert len(traces) == 1 and len(again.pieces) == 2
    rules.layer_cost(calls[-1], [(None, 20, 8)], ["float32"])  # other shapes: traced again
    assert len(traces) == 2


class AdditiveScores(layers.Layer):
    """A user's layer: Bahdanau scores, sum(scale * tanh(q + k)) over the features."""

    def build(self, input_shape):
        self.scale = self.add_weight((input_shape[-1],))

    def call(self, x):
        return keras.ops.sum(self.scale * keras.ops.tanh(x[:, :, None, :] + x[:, None, :, :]), axis=-1)


def test_a_traced_layers_backward_has_its_busiest_ops_gradients_at_once():
    # additive_attention_gru's trace (23% under with the two largest intermediates): the product's
    # incoming gradient, and the gradients it makes for the tanh and for the broadcast scale, each
    # the size of the product, are alive at once.
    scores = 6 * 6 * 4 * 4
    cost = _cost(AdditiveScores(), input_shape=(6, 4))
    assert [p.per_sample for p in cost.pieces] == [scores]  # the tanh's output, for both gradients
    assert cost.backward_temps == (scores, scores, scores)


class ConcatScores(layers.Layer):
    """A user's layer: Keras's "concat" attention scores, scale * sum(tanh(q + k)) over the features."""

    def build(self, input_shape):
        self.scale = self.add_weight(())

    def call(self, x):
        return self.scale * keras.ops.sum(keras.ops.tanh(x[:, :, None, :] + x[:, None, :, :]), axis=-1)


def test_an_elementwise_functions_gradient_takes_the_buffer_it_reads():
    # concat_attention_gru's trace (50% over with two): TanhGrad writes into the broadcast sum's
    # gradient, so the busiest op's gradients are that one buffer beside the kept tanh; the sum the
    # scale's gradient read is freed by then (its last reader's gradient has run).
    broadcast, scores = 6 * 6 * 4 * 4, 6 * 6 * 4
    cost = _cost(ConcatScores(), input_shape=(6, 4))
    assert [p.per_sample for p in cost.pieces] == [broadcast, scores]  # the tanh, the sum for the scale
    assert cost.backward_temps == (broadcast - scores,)


class SwiGLU(layers.Layer):
    """A user's layer: (silu(x @ g) * (x @ u)) @ d."""

    def build(self, input_shape):
        self.g, self.u = self.add_weight((input_shape[-1], 16)), self.add_weight((input_shape[-1], 16))
        self.d = self.add_weight((16, input_shape[-1]))

    def call(self, x):
        return keras.ops.matmul(keras.ops.silu(keras.ops.matmul(x, self.g)) * keras.ops.matmul(x, self.u), self.d)


def test_a_traced_layer_frees_what_its_gradients_have_read_before_its_busiest_op():
    # swiglu_mlp b128's trace (+21% keeping every piece to the end): the product's gradients are
    # written over its operands, read by nothing else, and they are freed before the silu's gradient
    # makes its sigmoid and 1 - sigmoid: one buffer beyond the kept ones at the layer's busiest, not two.
    n = 10 * 16 * 4
    cost = _cost(SwiGLU(), input_shape=(10, 8))
    assert [p.per_sample for p in cost.pieces] == [n] * 4  # x @ g, the silu, x @ u, the product
    assert cost.backward_temps == (n,)


class SiluProjection(layers.Layer):
    """A user's layer: silu(x @ w), whose gradient TensorFlow defines itself (tf.custom_gradient)."""

    def build(self, input_shape):
        self.w = self.add_weight((input_shape[-1], 16))

    def call(self, x):
        return keras.ops.silu(keras.ops.matmul(x, self.w))


def test_a_function_with_its_own_gradient_keeps_only_its_arguments():
    # tf.nn.silu recomputes its sigmoid from its input (swiglu_mlp was 66% over when the sigmoid and
    # the scaled input inside it were counted as kept).
    cost = _cost(SiluProjection(), input_shape=(10, 8))
    assert [p.per_sample for p in cost.pieces] == [10 * 16 * 4]  # x @ w, silu's argument
    assert cost.keeps_inputs == [True] and cost.keeps_outputs == [False]


@pytest.mark.parametrize("input_grad", [True, False])
def test_a_layer_built_with_lora_makes_its_kernel_and_the_kernels_gradient(input_grad):
    # lora_adapter_mlp's traces (set 109, scored 20% under at batch 256): Keras makes the kernel at each
    # call, kernel + (alpha / rank) * A @ B, kernel-sized; the second Dense's (its input takes a
    # gradient, which reads it) alive at the peak at batch 256 and 2048, the first's freed in the
    # forward pass; A's and B's gradients come from the kernel-sized gradient of it.
    cost = _cost(layers.Dense(64, lora_rank=4), input_shape=(32,), needs=[input_grad])
    (lora,) = [p for p in cost.pieces if p.name == "LoRA kernel"]
    assert (lora.per_sample, lora.fixed, lora.kept) == (0, 32 * 64 * 4, input_grad)
    assert cost.backward_fixed == 32 * 64 * 4
    # Without LoRA, neither.
    plain = _cost(layers.Dense(64), input_shape=(32,))
    assert [p.name for p in plain.pieces] == [] and plain.backward_fixed == 0
    _, calls = layer_calls(keras.Sequential([keras.Input((32,)), layers.Dense(64, lora_rank=4, lora_alpha=8)]))
    assert rules.unread_options(calls) == []


def test_an_option_no_rule_reads_is_reported_with_its_value():
    # recurrent_dropout put a blind model's estimate at half the truth before a rule read it: an option
    # no rule reads, set away from its default, is named (unroll); one a rule reads is not (dropout).
    model = keras.Sequential([keras.Input((6, 4)), layers.LSTM(8, unroll=True, dropout=0.2, return_sequences=True),
                              layers.Bidirectional(layers.GRU(4, reset_after=False)),
                              layers.Dense(2, kernel_constraint=keras.constraints.MaxNorm(3))])
    _, calls = layer_calls(model)
    found = [(call.class_name, option, value) for call, option, value in rules.unread_options(calls)]
    # A Bidirectional layer's option once (its backward layer is a copy); a constraint by its class.
    assert found == [("LSTM", "unroll", True), ("Bidirectional", "reset_after", False),
                     ("Dense", "kernel_constraint", "MaxNorm")]


def test_a_built_attentions_default_axes_and_a_serialized_option_read_plainly():
    # A built MultiHeadAttention stores the axes it chose (all but the batch and the features: (1,) for
    # a sequence, (1, 2) for an image): not an option set; attention along one axis of an image is.
    query = keras.Input((5, 8))
    attended = layers.MultiHeadAttention(2, 4)(query, query)
    image = keras.Input((4, 4, 8))
    model = keras.Model([query, image], [attended, layers.MultiHeadAttention(2, 4)(image, image),
                                         layers.MultiHeadAttention(2, 4, attention_axes=(2,))(image, image),
                                         layers.Dense(3, kernel_constraint="unit_norm",
                                                      activity_regularizer="l2")(attended)])
    _, calls = layer_calls(model)
    found = [(option, value) for _, option, value in rules.unread_options(calls)]
    # An activity regularizer is read (its penalty's gradient: test_estimate_analytic).
    assert found == [("attention_axes", (2,)), ("kernel_constraint", "UnitNorm")]


class ArgmaxSegments(layers.Layer):
    """A segment sum whose ids come from the input's values (each row summed by its largest feature)."""

    def call(self, x):
        rows = ops.reshape(x, (-1, x.shape[-1]))
        return ops.segment_sum(rows, ops.argmax(rows, axis=-1), num_segments=x.shape[-1])


def test_a_segment_sums_gradient_keeps_zeros_and_a_mask_once_its_ids_are_too_large_to_fold():
    # The gradient gathers the incoming one back by the ids and selects it where ids >= 0, else zeros:
    # it reads the ids alone. Grappler folds ids of at most 100 KiB, and the all-true mask then makes
    # the select its gathered gradient; from 40 ids of 4 bytes a sample, batch 641 has ids too large to
    # fold, and the zeros (4 bytes an element) and the mask (1) are constants held between steps, the
    # mask only up to 10 MiB (segment_pool_text's first steps: nothing held at batch 128, 17.6 MiB at 144).
    cost = _cost(layers.Dense(16), segment_pool_layer(), input_shape=(40, 16))
    assert cost.keeps_inputs == [False]
    elements = 40 * 16
    assert cost.folded_zeros == ((((16,), "float32"), 4 * elements, 0, 641, 0),
                                 (((16,), "bool"), elements, 0, 641, 10 * 2**20 // elements + 1))
    # Ids from the input's values are never folded: the zeros are held at every batch, no mask is.
    argmax = _cost(layers.Dense(16), ArgmaxSegments(), input_shape=(40, 16))
    assert argmax.folded_zeros == ((((16,), "float32"), 4 * elements, 0, 0, 0),)


def test_a_segment_maxs_gradient_keeps_its_data_and_folded_zeros_and_makes_a_comparison():
    # The gradient gathers the maxima back to every element and compares them with the data: it reads
    # the data and the output; the zeros it selects from are a data-sized constant held between steps
    # at any batch (the selection is the data's); the comparison, a byte an element, is made beside one
    # data-sized buffer at a time (segment_max_points b32's trace: 8 MiB held; the cast's 8 MiB and
    # the comparison's 2 MiB at the peak; 29-34% under before).
    cost = _cost(layers.Dense(16), segment_pool_layer("max"), input_shape=(40, 16))
    elements = 40 * 16
    assert cost.keeps_inputs == [True]
    assert cost.folded_zeros == ((((16,), "float32"), 4 * elements, 0, 0, 0),)
    assert elements in cost.backward_temps  # the comparison


def test_celu_keeps_its_minimum_and_two_masks_and_its_zeros_are_folded():
    # maximum(x, 0) + expm1(minimum(x, 0)): the masks of Maximum's and Minimum's gradients are made
    # early, Expm1's reads the minimum; the zeros both select from are one constant held between
    # steps (celu_gru_head b128 was 21% under keeping the input alone).
    n = 8 * 8 * 16 * 4
    dense = _cost(layers.Dense(16, activation="celu"), input_shape=(8, 8, 16))
    assert [(p.per_sample, p.count, p.kept) for p in dense.pieces] == [(n, 1, True), (n // 2, 2, True)]
    assert dense.folded_zeros == ((((8, 8, 16), "float32"), n, 0, 0, 0),)
    layer = _cost(layers.Activation("celu"), input_shape=(8, 8, 16))
    assert layer.keeps_inputs == [False] and layer.keeps_outputs == [False] and layer.folded_zeros == dense.folded_zeros
    assert _cost(layers.Dense(16, activation="elu"), input_shape=(8, 8, 16)).folded_zeros == ()


def test_tanh_shrink_keeps_its_tanh_alone():
    # x - tanh(x): Tanh's gradient reads its output, the subtraction's nothing (tanh_shrink_conv1d
    # b128 was 30% over keeping the input and the output).
    n = 8 * 16 * 4
    cost = _cost(layers.Conv1D(16, 3, padding="same", activation="tanh_shrink"), input_shape=(8, 16))
    assert cost.keeps_outputs == [False]
    assert [(p.name, p.per_sample, p.kept) for p in cost.pieces if "tanh" in p.name] == [("tanh_shrink's tanh", n, True)]
    assert not any("pre-activation" in p.name for p in cost.pieces)


def test_a_traced_maximum_keeps_its_early_mask_and_folds_its_zeros():
    # Maximum's gradient selects with x >= y (boolean, made in the forward pass) between the
    # incoming gradient and zeros that Grappler folds into a constant of the output's shape.
    n = 10 * 8 * 4
    cost = _cost(layers.Lambda(lambda x: keras.ops.maximum(x, 0.5) + 1.0), input_shape=(10, 8))
    assert cost.keeps_inputs == [False] and [p.per_sample for p in cost.pieces] == [n // 4]
    assert cost.folded_zeros == ((((10, 8), "float32"), n, 0, 0, 0),)


def test_a_thresholded_relu_keeps_its_mask_and_selects_in_place():
    # where(x > t, x, 0): the gradient reads the mask only, writing over the incoming gradient; the
    # output takes the input's buffer (thresholded_relu_mlp b1024 was 45% over).
    n = 8 * 8 * 16 * 4
    cost = _cost(layers.ReLU(threshold=0.5), input_shape=(8, 8, 16))
    assert cost.keeps_inputs == [False] and cost.in_place and cost.folded_zeros == ()
    assert [(p.per_sample, p.kept) for p in cost.pieces] == [(n // 4, True)]


def test_a_wrapped_celu_layer_folds_its_zeros_as_the_layer_alone():
    # SpectralNormalization costs as the layer it wraps: its activation's folded zeros included.
    alone = _cost(layers.Dense(16, activation="celu"), input_shape=(8, 8, 16))
    wrapped = _cost(layers.SpectralNormalization(layers.Dense(16, activation="celu")), input_shape=(8, 8, 16))
    assert wrapped.folded_zeros == alone.folded_zeros != ()


def test_keras_einsums_that_tensorflow_runs_as_matrix_products_declare_them():
    # Keras's TensorFlow einsum runs EinsumDense's usual equation as a BatchMatMulV2 of the input by the
    # kernel broadcast over the batch: the kernel's gradient is made a sample, then summed.
    (einsum,) = _cost(layers.EinsumDense("abc,cd->abd", (10, 32)), input_shape=(10, 16)).products
    assert einsum == rules.Product((160, 0), (0, 512), (320, 0), "input", "weights", rhs_per_sample=512)
    # Renamed letters are the same equation; a 2-D input is a plain MatMul; other equations are
    # TensorFlow's Einsum op (no matrix product).
    (renamed,) = _cost(layers.EinsumDense("btd,de->bte", (10, 32)), input_shape=(10, 16)).products
    assert renamed == einsum
    (plain,) = _cost(layers.EinsumDense("ab,bc->ac", 32), input_shape=(16,)).products
    assert plain.rhs_per_sample == 0 and plain.rhs == (0, 512)
    assert _cost(layers.EinsumDense("abcd,de->abce", (4, 4, 8)), input_shape=(4, 4, 16)).products == ()
    # A user's layer multiplying by its weight with Keras's einsum: the same product, from its graph.
    (traced,) = _cost(_Mixer(name="mixer"), input_shape=(10, 16)).products
    assert traced.rhs_per_sample == 16 * 32


class _Mixer(layers.Layer):
    def build(self, shape):
        self.w = self.add_weight((shape[-1], 32))

    def call(self, x):
        return keras.ops.einsum("btd,de->bte", x, self.w)


@pytest.mark.parametrize("dropout", [0.0, 0.1])
def test_multi_head_attention_declares_its_products_in_the_order_of_their_gradients(dropout):
    # Its four EinsumDense projections are broadcast products (f16_cross_attention's trace: the key and
    # value projections' kernel gradients a sample); with dropout Keras's ops.einsum runs the scores and
    # the values' product as BatchMatMulV2 too, without it dot_product_attention's Einsum ops. Their
    # gradients run in stages: the output projection's, the values' and the scores' products', then the
    # query, key and value projections' (the last three), reading the last three temporaries.
    cost = _attention("model", dropout=dropout)
    products = cost.products
    q = 4 * 24 * 8  # four heads of 8 over 24 positions
    kernel = 32 * 4 * 8
    assert [p.rhs_per_sample for p in (products[0], *products[-3:])] == [kernel] * 4
    assert products[0] == rules.Product((q, 0), (0, kernel), (24 * 32, 0), "", "weights", rhs_per_sample=kernel)
    assert products[-3] == rules.Product((24 * 32, 0), (0, kernel), (q, 0), "input", "weights",
                                         rhs_per_sample=kernel)
    assert products[1:-3] == ((rules.Product((4 * 24 * 24, 0), (q, 0), (q, 0)),
                               rules.Product((q, 0), (q, 0), (4 * 24 * 24, 0))) if dropout else ())
    assert cost.late_products == 3 and cost.late_temps == 3
    assert cost.backward_temps[-3:] == (q * 4,) * 3  # the query, key and value gradients


def test_matrix_products_are_declared_for_their_float32_copies_on_the_cpu():
    # A Dense is one MatMul of its input's rows (leading axes flattened) by its kernel.
    (dense,) = _cost(layers.Dense(32), input_shape=(10, 16)).products
    assert dense == rules.Product((160, 0), (0, 512), (320, 0), "input", "weights")
    # A layer costed from its graph declares its MatMul and BatchMatMulV2 ops (Keras Attention's), each
    # marked wide when it multiplies in float32 (no copies, whatever the layer's policy: Product.wide).
    scores = layers.Lambda(lambda x: keras.ops.matmul(x, keras.ops.transpose(x, (0, 2, 1))))
    assert _cost(scores, input_shape=(10, 16)).products == (rules.Product((160, 0), (160, 0), (100, 0), wide=True),)
    with dtype_policy("mixed_bfloat16"):
        scores = layers.Lambda(lambda x: keras.ops.matmul(x, keras.ops.transpose(x, (0, 2, 1))))
        (product,) = _cost(layers.Dense(16), scores, input_shape=(10, 16)).products
    assert not product.wide


class ArgmaxPick(layers.Layer):
    """take_along_pool_conv1d's pooling: each channel at the step where a gate peaks, by the gate's peak."""

    def build(self, input_shape):
        self.gate = layers.Dense(input_shape[-1])

    def call(self, x):
        gate = self.gate(x)
        picked = keras.ops.take_along_axis(x, keras.ops.argmax(gate, axis=1)[:, None, :], axis=1)
        return keras.ops.squeeze(picked, axis=1) * keras.ops.sigmoid(keras.ops.max(gate, axis=1))


def test_a_traced_forward_pass_holds_what_its_ops_leave_alive_at_once():
    # take_along_pool_conv1d b128's trace (27% under before): at the step's peak, in the forward pass,
    # the gate, the input's transpose (for the gather), the argmax's sign bits (int32) and two of its
    # boolean masks, and the max's gradient made early, cast(equal(max, gate)) / count, kept for the
    # backward pass instead of the gate. No buffer for take_along_axis's broadcast to the input's own
    # shape, nor for the argmax's bitcast.
    n = 10 * 8 * 4
    cost = _cost(ArgmaxPick(), input_shape=(10, 8))
    assert [p.per_sample for p in cost.pieces if p.per_sample >= n] == [n]
    assert cost.forward_temps == (n, n, n, n // 4, n // 4)


class ScoreOrder(layers.Layer):
    """bf16_argsort_gather_conv1d's reordering: the steps sorted by a learned score, gathered by
    ``ops.take_along_axis`` (a GatherV2 with ``batch_dims=1``)."""

    def build(self, input_shape):
        self.score = layers.Dense(1)
        self.score.build(input_shape)

    def call(self, x):
        order = ops.argsort(self.score(x)[..., 0], axis=1)
        return ops.take_along_axis(x, ops.repeat(order[..., None], x.shape[2], axis=2), axis=1)


def test_a_batched_gathers_gradient_makes_its_batch_indices_early_after_the_forward_temporaries():
    # bf16_argsort_gather_conv1d's traces at batch 32 and 128: the gather's gradient adds each row's
    # offset to the int64 indices (array_grad.py's _GetBatchIndices), with no need of the incoming
    # gradient: made right after the gather, in the forward pass, once the index temporaries before
    # it are freed, and held to the gradient (18.75 MiB at batch 128, alive at the step's peak).
    cost = _cost(ScoreOrder(), input_shape=(200, 16))
    indices = 200 * 16 * 8
    assert [(p.per_sample, p.late) for p in cost.pieces if p.per_sample >= indices] == [(indices, True)]
    assert max(cost.forward_temps) == indices  # the int64 index temporaries, before it
    # No gradient reaches the score (an argsort reads it): its product runs no gradient product.
    (score,) = cost.products
    assert (score.lhs_gradient, score.rhs_gradient) == ("never", "never")


class DilatedLeaky(layers.Layer):
    """hifigan_v2_mel_vocoder's ResBlock in small: a dilated Conv1D of a leaky ReLU."""

    def build(self, input_shape):
        self.conv = layers.Conv1D(8, 3, dilation_rate=3, padding="same")
        self.conv.build(input_shape)

    def call(self, x):
        return self.conv(ops.leaky_relu(x, 0.1))


def test_a_dilated_convolutions_reshuffles_keep_nothing():
    # TensorFlow runs a dilated convolution as SpaceToBatchND, the convolution, BatchToSpaceND; each
    # reshuffle's gradient is the other (hifigan_v2_mel_vocoder b2's trace: the leaky ReLU before it and
    # the convolution's own output freed in the forward pass; the reshuffled input kept, which the
    # filter gradient reads). Keeping the two took hifigan 40% over.
    cost = _cost(layers.Dense(8), DilatedLeaky(), input_shape=(64, 8))
    (reshuffled,) = [p.per_sample for p in cost.pieces]
    assert 64 * 8 * 4 <= reshuffled < 2 * 64 * 8 * 4  # the input, padded to a multiple of the dilation


class RelativeGather(layers.Layer):
    """deberta_disentangled_text_classifier's attention in small: scores gathered twice by one constant
    pattern of relative positions broadcast to the batch, with a position table no batch leads."""

    def call(self, inputs):
        x, table = inputs
        relative = ops.convert_to_tensor([[(i - j) % 8 for j in range(8)] for i in range(8)], "int32")
        index = ops.broadcast_to(relative[None], (ops.shape(x)[0], 8, 8))
        scores = ops.matmul(x, ops.transpose(ops.reshape(table, (-1, 8, 16)), (0, 2, 1)))  # batch x 8 x 8
        return ops.take_along_axis(scores, index, axis=-1) + ops.take_along_axis(scores * 2.0, index, axis=-1)


class PositionTable(layers.Layer):
    """A table of the weights alone, 8 x 16: no batch dimension (deberta's relative positions)."""

    def build(self, input_shape):
        self.table = self.add_weight(shape=(8, 16))

    def call(self, x):
        return ops.tanh(self.table)


def _relative_gathers(count):
    tokens = keras.Input((8, 16))
    table = PositionTable()(tokens)
    x = tokens
    for _ in range(count):
        x = layers.Dense(16)(RelativeGather()([x, table]))
    _, calls = layer_calls(keras.Model(tokens, x))
    gathers = [c for c in calls if c.class_name == "RelativeGather"]
    return [rules.layer_cost(c, [(None, 8, 16), (8, 16)], ["float32"] * 2) for c in gathers]


def test_a_layer_fed_a_tensor_no_batch_leads_is_traced_with_that_tensor_as_it_is():
    # Given a batch dimension, the 8 x 16 table could not be reshaped to (-1, 8, 16): the trace raised
    # and the layer fell to the generic rule (deberta_disentangled_text_classifier 30% under at batch 16,
    # its attention costed as keeping only what it reads and makes).
    (cost,) = _relative_gathers(1)
    # The product's gradient reads x and the table transposed (a piece of fixed size), not the table.
    assert cost.keeps_inputs == [True, False]
    assert [(p.per_sample, p.fixed) for p in cost.pieces] == [(0, 8 * 16 * 4)]
    assert max(cost.forward_temps) == 8 * 8 * 8  # the gathers' int64 index temporaries


def test_gathers_by_one_constant_pattern_share_its_batch_indices_in_every_layer():
    # deberta's traces: the batch indices of its eight gathers (_GetBatchIndices), computed from
    # constants alone, are one int64 buffer (Grappler's common subexpression elimination), held from
    # the first layer's forward pass to the step's end at batch 16 and, with the indices, folded into
    # constants held between steps at batch 4: not one early piece for each gather.
    costs = _relative_gathers(2)
    indices = 8 * 8 * 8  # int64
    for cost in costs:
        assert indices not in [p.per_sample for p in cost.pieces]
        held = {z[0]: z[1:] for z in cost.folded_zeros if z[0][0] == "batch indices"}
        assert sorted(held.values()) == [(indices, 0, 0, 0), (indices, 0, 0, rules._first_batch_over(
            rules._MAX_FOLDED_CONSTANT, indices))]
    assert {z[0] for z in costs[0].folded_zeros} == {z[0] for z in costs[1].folded_zeros}  # one for both


class Offsets(layers.Layer):
    """Each token's differences from 16 learned prototypes, summed (cdist_prototype_mlp's, unsquared)."""

    def build(self, input_shape):
        self.prototypes = self.add_weight(shape=(16, input_shape[-1]))

    def call(self, x):
        return ops.sum(x[:, :, None, :] - self.prototypes, axis=-1)


def test_a_broadcast_subtrahends_gradient_negates_the_incoming_one_at_full_size():
    # _SubGrad: ``sum(-grad)`` down to the prototypes' shape (cdist_prototype_mlp b256's trace:
    # ``sub/Neg``, the difference's size, alive beside the incoming gradient at the peak).
    cost = _cost(layers.Dense(64), Offsets(), input_shape=(24, 32))
    diff = 24 * 16 * 64 * 4
    assert max(cost.backward_temps) == diff and len([n for n in cost.backward_temps if n > diff // 2]) == 2


def test_a_float16_conv3d_filter_gradient_takes_no_column_buffer_and_lags():
    # TensorFlow registers Conv3D's custom filter kernel for float and double only: in float16 the
    # filter gradient is Eigen's, without columns (f16_cropping3d_cnn b16's trace: only the input
    # gradient's buffer; 99% over with one counted for each), and it outlasts the layer, holding what
    # it reads (f16_zero_pad3d_cnn b16's trace), as one with columns does.
    with dtype_policy("mixed_float16"):
        half = _cost(layers.Conv3D(8, 3, padding="same"), layers.Conv3D(16, 3, padding="same"), input_shape=(8, 16, 16, 1))
    full = _cost(layers.Conv3D(8, 3, padding="same"), layers.Conv3D(16, 3, padding="same"), input_shape=(8, 16, 16, 1))
    assert half.cpu_workspace == 0 and half.input_workspace > 0 and half.eigen_filter_gradient
    assert full.cpu_workspace == full.input_workspace > 0 and not full.eigen_filter_gradient


class UserConv(layers.Layer):
    """A user-written convolution layer: a kernel weight and ``ops.conv`` (user_conv_cnn's)."""

    def __init__(self, filters, rank=2, **kwargs):
        super().__init__(**kwargs)
        self.filters, self.rank = filters, rank

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(3,) * self.rank + (input_shape[-1], self.filters))

    def call(self, x):
        return ops.relu(ops.conv(x, self.kernel, padding="same"))


@pytest.mark.parametrize("rank, keras_layer, input_shape", [
    (2, layers.Conv2D, (24, 24, 8)), (1, layers.Conv1D, (120, 8))])
def test_a_user_layer_calling_ops_conv_takes_a_convolutions_column_buffers(rank, keras_layer, input_shape):
    # user_conv_cnn (the seventy-first set) was 89% under at batch 16: costed from its traced graph,
    # its convolutions' CPU gradients had no column buffers. ops.conv runs the Conv2D op (a Conv1D's
    # as a Conv2D of one row), whose gradients are the kernels a Conv2D layer's are.
    user = _cost(keras_layer(4, 1), UserConv(16, rank), input_shape=input_shape)
    built = _cost(keras_layer(4, 1), keras_layer(16, 3, padding="same"), input_shape=input_shape)
    assert user.convolution and user.cpu_workspace == built.cpu_workspace > 0
    assert user.input_workspace == built.input_workspace > 0
    # A constant kernel has no gradient: no filter gradient's column buffer.
    kernel = ops.ones((3,) * rank + (4, 16))
    fixed = _cost(keras_layer(4, 1), layers.Lambda(lambda x: ops.conv(x, kernel, padding="same")), input_shape=input_shape)
    assert fixed.convolution and fixed.cpu_workspace == 0 and fixed.input_workspace == built.input_workspace


@pytest.mark.parametrize("features", [100, 400])
def test_a_layer_making_ones_of_its_input_is_traced_whatever_its_size(features):
    # Keras's ops.sinc selects from ones_like(x): TensorFlow makes ones under 1000 elements a constant
    # and more a Fill op, so at 384 features the traces at batches 2 and 3 differed by an op and
    # bf16_sinc_features_mlp's layers fell back on the generic rule (15% under at batch 2048). Its
    # pieces per feature are the same at either size: pi x for the sine's gradient, the sine and pi x
    # for the quotient's, the mask (a byte) for the select's.
    cost = _cost(layers.Dense(features), layers.Lambda(lambda x: ops.sinc(x)), input_shape=(8,))
    n = features * 4
    assert cost.keeps_inputs == [False]
    assert sorted(p.per_sample for p in cost.pieces) == [features, n, n]


def test_a_traced_layer_reads_weights_only_when_it_has_them():
    # A layer without weights does not settle the lagging filter gradients before it (Keras's pooling
    # does not either): coordconv_cnn b128's trace has the second convolution's filter gradient and
    # what it reads alive through the user-written AddCoords layer's gradient (11% under when it settled).
    assert not _cost(layers.Conv2D(4, 3), layers.Lambda(lambda x: ops.sin(x) * 2.0), input_shape=(8, 8, 3)).reads_weights
    assert _cost(layers.Dense(8), GatedProjection(), input_shape=(10, 8)).reads_weights
    assert _cost(layers.Conv2D(4, 1), UserConv(16), input_shape=(8, 8, 3)).reads_weights


class SinCos(layers.Layer):
    """Each feature's sine and cosine, concatenated."""

    def call(self, x):
        return ops.concatenate([ops.sin(x), ops.cos(x)], axis=-1)


class WithSine(layers.Layer):
    """Each feature and its sine, concatenated."""

    def call(self, x):
        return ops.concatenate([x, ops.sin(x)], axis=-1)


def test_a_concatenations_gradient_makes_every_operands_slice_at_once():
    # bf16_adaptive_max_pool3d_cnn b16 (29.6% under when scored blind): its trace holds both of the
    # concatenation's gradient slices at the pooling's backward peak. TensorFlow's ConcatV2 gradient
    # slices the incoming gradient for every operand in one function: 64 features' slice each.
    cost = _cost(layers.Dense(64), SinCos(), input_shape=(32,))
    assert sorted(cost.backward_temps) == [64 * 4, 64 * 4]
    # An operand that is the layer's input has its slice counted by the replay, as its gradient.
    assert sorted(_cost(layers.Dense(64), WithSine(), input_shape=(32,)).backward_temps) == [64 * 4]



class QuarterTurnSum(layers.Layer):
    """Each feature map plus its quarter turn (rot90_symmetric_cnn's): a transpose, a reversal and a
    transpose back, each a reshape apart."""

    def call(self, x):
        return x + ops.rot90(x, axes=(1, 2))


def test_a_traced_layers_backward_walks_its_ops_gradients_one_after_another():
    # rot90_symmetric_cnn b64's trace: each transpose's gradient made beside the one it reads, the
    # layer's input gradient (the replay's) not yet made: one buffer of the input's size beyond what
    # the replay counts. (The busiest single op counted none: a transpose "reads nothing".)
    assert _cost(layers.Conv2D(4, 1), QuarterTurnSum(), input_shape=(8, 8, 3)).backward_temps == (8 * 8 * 4 * 4,)
    # fmax_merge_mlp b2048 (20% under): at the maximum's gradient, its incoming gradient, the sine's
    # and a second part of the input's gradient (summed with the select's, the replay's, at the layer's
    # end) are alive at once: 64 bytes a sample each, less the kept masks freed by then (32).
    fmax = layers.Lambda(lambda x: ops.fmax(ops.sin(x), x))
    assert sorted(_cost(layers.Dense(16), fmax, input_shape=(8,)).backward_temps) == [32, 64, 64]
    # A tensor's product by itself is Grappler's Square: one part of its gradient, not two
    # (norm_scaled_conv1d b256, 27% over when the walk counted two).
    unit = layers.Lambda(lambda x: x / (ops.norm(x, axis=-1, keepdims=True) + 1e-6))
    assert _cost(layers.Dense(16), unit, input_shape=(8,)).backward_temps == ()



def test_a_gradients_own_temporary_is_held_beside_the_buffers_alive_in_the_walk():
    # capsule_dynamic_routing_cnn b64 (set 112, 22.7% under): each routing einsum's gradient copies the
    # votes (TensorFlow's Einsum kernel transposes an operand) beside the votes' partial gradients made
    # so far; a temporary given as (None, bytes) was dropped from the walk, counted only at its own op.
    votes = rules._GradientStep([("votes", 50)], freed=0, index=0)
    copier = rules._GradientStep([("first", 4)], freed=0, index=1)
    copier.gradients([], [], key=id, both={}, made=[(None, 100)])
    assert copier.temporaries == [100] and copier.made == []
    copier.made.append(("votes", 50))  # a part of the votes' gradient, alive until their sum
    reader = rules._GradientStep([("second", 4)], freed=0, index=2)
    reader.made.append(("votes", 50))
    assert sorted(rules._backward_walk([votes, copier, reader], {}, {})) == [4, 50, 50, 100]


class PolarParts(layers.Layer):
    """A complex number by ``ops.polar`` taken apart again (polar_feature_mlp's layer, on one input)."""

    def call(self, x):
        z = ops.polar(ops.softplus(x), x)
        return ops.concatenate([ops.real(z), ops.imag(z)], axis=-1)

    def compute_output_shape(self, shape):
        return (shape[0], 2 * shape[-1])


def test_two_sibling_gradients_have_the_room_of_the_replays_buffers_not_yet_alive():
    # polar_feature_mlp b2048 (set 106, scored blind 27% over): ops.real's and ops.imag's gradients
    # (each its slice of the incoming gradient and a complex buffer of z's size) run side by side after
    # the concatenation's gradient has sliced the incoming one and before the input's gradient is made:
    # those two of the replay's own buffers (64 + 32 bytes a sample) are room for the pair, as in the
    # walk. Counted beside them, the pair held 64 + 64 + 32 + 32 beyond the replay's.
    assert sorted(_cost(layers.Dense(8), PolarParts(), input_shape=(4,)).backward_temps) == [32, 32, 64]


class StatsPool(layers.Layer):
    """Each channel's mean and ``ops.nanvar`` over time, concatenated (stats_pool_conv1d's pooling)."""

    def __init__(self, variance=ops.nanvar, **kwargs):
        super().__init__(**kwargs)
        self.variance = variance

    def call(self, x):
        return ops.concatenate([ops.mean(x, axis=1), self.variance(x, axis=1)], axis=-1)

    def compute_output_shape(self, shape):
        return (shape[0], 2 * shape[2])


def test_a_wrapped_models_sum_of_three_gradients_is_named_for_grapplers_rewrite():
    # protonet_fewshot_episodes b8 (18.5% under): its Conv-4 encoder, a model in TimeDistributed, has a
    # BatchNormalization whose input gradient sums three parts in every step; above its threshold
    # Grappler rewrites all 50 (76.6 MiB of zeros held between steps; the trace: 84 MiB held, 1.3 of it
    # weights and slots). Per sample: one step's BatchNormalization input, 6 x 6 x 4 float32.
    frame = keras.Input((6, 6, 2))
    encoder = keras.Model(frame, layers.GlobalAveragePooling2D()(
        layers.BatchNormalization()(layers.Conv2D(4, 3, padding="same")(frame))))
    wrapped = _cost(layers.Identity(), layers.TimeDistributed(encoder), input_shape=(5, 6, 6, 2))
    assert wrapped.sum_of_three == 6 * 6 * 4 * 4


def test_a_traced_tensor_whose_gradient_sums_three_parts_is_named_for_grapplers_rewrite():
    # stats_pool_conv1d b256 (12% under): ops.nanvar's input is read by the mean, nansum's select and
    # the centring difference: its gradient is an AddN of three, which Grappler's memory optimizer
    # rewrites above its threshold, keeping zeros of the input's size between steps (the trace: 36.75
    # MiB held in a 64 MiB region). Per sample: the input, 30 steps of 8 float32 channels.
    assert _cost(layers.Conv1D(8, 1), StatsPool(), input_shape=(30, 4)).sum_of_three == 30 * 8 * 4
    # Read by the mean and a max only: a sum of two, never rewritten.
    assert _cost(layers.Conv1D(8, 1), StatsPool(ops.max), input_shape=(30, 4)).sum_of_three == 0


class DiagonalScale(layers.Layer):
    """Each feature scaled by a weight through a diagonal matrix (diagflat_scale_mlp's layer)."""

    def build(self, shape):
        self.scale = self.add_weight(shape=(shape[-1],), initializer="ones")

    def call(self, x):
        return ops.matmul(x, ops.diagflat(self.scale))


def test_a_traced_gradient_the_weights_alone_size_is_a_fixed_backward_temporary():
    # diagflat_scale_mlp b256 (17% under): the product's gradient for the diagonal matrix, x^T g, is
    # 640 x 640 whatever the batch (1.56 MiB, alive at the trace's peak), where the walk counts bytes a
    # sample. The scale's own gradient (its diagonal) is the replay's weight gradient, not counted here.
    cost = _cost(layers.Dense(16), DiagonalScale(), input_shape=(4,))
    assert cost.backward_fixed == 16 * 16 * 4
    # A product by the weight itself: that gradient is the weight's (the replay's), nothing fixed beyond it.
    class Product(DiagonalScale):
        def call(self, x):
            return ops.matmul(x, ops.reshape(self.scale, (-1, 1))) + x

    assert _cost(layers.Dense(16), Product(), input_shape=(4,)).backward_fixed == 0


class MedianMean(layers.Layer):
    """Each channel's median over the steps beside its mean (f16_median_pool_conv1d's pooling)."""

    def call(self, x):
        return ops.concatenate([ops.reshape(ops.median(x, axis=1), (-1, x.shape[2])), ops.mean(x, axis=1)], axis=-1)

    def compute_output_shape(self, shape):
        return (shape[0], 2 * shape[2])


def test_two_branches_of_a_traced_layer_run_their_gradients_side_by_side():
    # f16_median_pool_conv1d b128 (21.7% under after the walk): its trace holds the mean's float32 Tile
    # and its cast back beside the median's gathers' and sort's gradients, the concatenation's two
    # branches run on the executor's two threads. Per sample (the input 256 bytes in float16): the
    # mean's branch at its busiest, 512 + 256, beside the median's, three of 256, less the replay's
    # input gradient and the kept tensors freed by then; one branch after the other held 728.
    with dtype_policy("mixed_float16"):
        cost = _cost(layers.Conv1D(8, 1), MedianMean(), input_shape=(16, 3))
    assert sorted(cost.backward_temps) == [216, 256, 256, 512]



class Modulus(layers.Layer):
    """The moduli of the features read as complex numbers (complex_magnitude_mlp's layer)."""

    def call(self, x):
        return ops.abs(ops.view_as_complex(ops.reshape(x, (-1, x.shape[-1] // 2, 2))))

    def compute_output_shape(self, shape):
        return (shape[0], shape[-1] // 2)


def test_a_complex_modulus_keeps_its_output_and_makes_two_complex_gradients():
    # complex_magnitude_mlp b2048 (set 104, scored blind 26.8% under): _ComplexAbsGrad divides
    # complex(grad, 0) * z by complex(|z|, 0): the modulus (the layer's output) is kept, and two
    # complex buffers of z's size (4 complex64 a sample: 32 bytes) are alive at once.
    cost = _cost(layers.Dense(8), Modulus(), input_shape=(4,))
    assert cost.keeps_outputs == [True]
    assert cost.backward_temps == (32, 32)


class EachSample(layers.Layer):
    """Doubles each sample apart, in a Python loop over the batch (as Keras's elastic_transform maps each
    image's coordinates); records the batches it is called at."""

    def __init__(self):
        super().__init__()
        self.batches = []

    def call(self, x):
        self.batches.append(x.shape[0])
        return ops.stack([x[i] * 2.0 for i in range(x.shape[0])])

    def compute_output_shape(self, shape):
        return shape


def test_a_layer_unrolled_over_the_batch_is_not_traced_at_a_large_batch():
    # elastic_residual_cnn took 224 s to estimate: its RandomElasticTransform's graph grows by 234 ops an
    # image, so no two batches paired and the trace went on to batch 1024. Such a layer takes the
    # generic rule once two batches next to each other differ by more than a few ops.
    layer = EachSample()
    cost = _cost(layers.Dense(8), layer, input_shape=(4,))
    assert max(b for b in layer.batches if b is not None) < 1024
    assert cost.inputs_need_grad == [True]


def test_a_user_layer_calling_ops_conv_on_volumes_takes_conv3ds_buffers():
    # ops.conv on a 5-D input runs Conv3D, whose CPU gradients are Conv3D's custom kernels (from the
    # batch they start at) and, in float16, Eigen's filter gradient without a column buffer.
    for policy in ("float32", "mixed_float16"):
        with dtype_policy(policy):
            user = _cost(layers.Conv3D(4, 1), UserConv(8, rank=3), input_shape=(8, 16, 16, 1))
            built = _cost(layers.Conv3D(4, 1), layers.Conv3D(8, 3, padding="same"), input_shape=(8, 16, 16, 1))
        assert user.convolution and user.input_workspace == built.input_workspace > 0
        assert (user.cpu_workspace, user.workspace_from, user.eigen_filter_gradient) == (
            built.cpu_workspace, built.workspace_from, built.eigen_filter_gradient)
        assert (user.cpu_workspace == 0) == (policy == "mixed_float16")


class UserDeconv(layers.Layer):
    """A user-written transposed convolution: a kernel weight and ``ops.conv_transpose`` (user_deconv_decoder's)."""

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(3, 3, 16, input_shape[-1]))

    def call(self, x):
        return ops.conv_transpose(x, self.kernel, 2, padding="same")


def test_a_user_layer_calling_ops_conv_transpose_takes_a_transposed_convolutions_buffers():
    # user_deconv_decoder (the seventy-third set) was 19-21% under: ops.conv_transpose runs
    # Conv2DBackpropInput forward, with its column buffer, as a Conv2DTranspose layer does, and its
    # filter gradient takes one; its input gradient (a plain convolution, Eigen's) none.
    user = _cost(layers.Conv2D(8, 1), UserDeconv(), input_shape=(12, 12, 4))
    built = _cost(layers.Conv2D(8, 1), layers.Conv2DTranspose(16, 3, 2, padding="same"), input_shape=(12, 12, 4))
    assert user.convolution and user.cpu_workspace == built.cpu_workspace > 0
    assert user.forward_fixed == built.forward_fixed > 0
    assert user.input_workspace == built.input_workspace == 0


class Cbrt(layers.Layer):
    """A user-written cube root (cbrt_mlp's): Keras's ``sign(x) * pow(abs(x), 1/3)``."""

    def call(self, x):
        return ops.cbrt(x)


def test_a_sign_keeps_nothing_and_is_abss_gradient_function():
    # cbrt_mlp b2048 was 67% over: its trace keeps, of each layer, one Sign of the input (Grappler's
    # common subexpression elimination makes Abs's gradient's sign(x) the forward's) and the power's
    # gradient factor, made from the Abs (freed once it is), not the input (Sign has no gradient to read
    # it) nor the power (the product's gradient for the sign leads nowhere: pruned; the power's buffer is
    # the layer's output). Counting the power too was 25.5% over at b2048, now 4.9%.
    cost = _cost(layers.Dense(64), Cbrt(), input_shape=(8,))
    assert cost.keeps_inputs == [False]
    assert sorted(p.per_sample for p in cost.pieces) == [64 * 4] * 2
    # Without a Sign of the same tensor in the layer, Abs's gradient makes its own sign(x) early.
    alone = _cost(layers.Dense(64), layers.Lambda(lambda x: ops.sqrt(ops.abs(x) + 1.0)), input_shape=(8,))
    assert any(p.per_sample == 64 * 4 for p in alone.pieces) and alone.keeps_inputs == [False]


class ErfinvTanh(layers.Layer):
    """erfinv_mlp's activation: ``ops.erfinv(0.99 * ops.tanh(x))``."""

    def call(self, x):
        return ops.erfinv(0.99 * ops.tanh(x))


def test_erfinvs_gradient_reads_its_output_and_a_product_by_a_constant_makes_nothing():
    # erfinv_mlp b2048 (the seventy-fourth set) was 36% over: its trace keeps, of each layer, the
    # tanh and the Erfinv's output (its gradient is exp(square(y)) times the incoming one), not the
    # product that made the Erfinv's input; and the gradient of 0.99 * tanh is written over the
    # incoming gradient (the layer's backward at its busiest: one new buffer beside the incoming).
    n = 64 * 4
    cost = _cost(layers.Dense(64), ErfinvTanh(), input_shape=(8,))
    assert cost.keeps_inputs == [False] and cost.keeps_outputs == [True]
    assert [p.per_sample for p in cost.pieces] == [n]
    assert sum(cost.backward_temps) == n
    # Reciprocal's gradient, ReciprocalGrad(y, grad), reads its output and is written in place.
    recip = _cost(layers.Dense(64), layers.Lambda(lambda x: ops.reciprocal(x + 2.0)), input_shape=(8,))
    assert recip.keeps_inputs == [False] and recip.keeps_outputs == [True] and not recip.pieces


class SoftArccosh(layers.Layer):
    """arccosh_mlp's activation: ``ops.arccosh(ops.softplus(x) + 1.5)``."""

    def call(self, x):
        return ops.arccosh(ops.softplus(x) + 1.5)


def test_acosh_and_asinh_gradients_read_their_output():
    # arccosh_mlp b2048 (the seventy-fifth set) was 22% over: its trace keeps, of each layer, the
    # Acosh's output (its gradient divides the incoming one by sinh(y)) and Softplus's early sigmoid,
    # not the sum that made the Acosh's input. f16_arcsinh_conv1d's: Asinh's gradient makes cosh(y).
    n = 64 * 4
    cost = _cost(layers.Dense(64), SoftArccosh(), input_shape=(8,))
    assert cost.keeps_inputs == [False] and cost.keeps_outputs == [True]
    assert [p.per_sample for p in cost.pieces] == [n]  # the sigmoid
    # sinh(y) a buffer of its own (the trace's Sinh), the quotient written over it or the incoming one.
    assert sum(cost.backward_temps) == n
    asinh = _cost(layers.Dense(64), layers.Lambda(lambda x: ops.arcsinh(x * 2.0)), input_shape=(8,))
    assert asinh.keeps_inputs == [False] and asinh.keeps_outputs == [True] and not asinh.pieces


def test_an_op_without_a_gradient_runs_none_in_the_backward_pass():
    # A sign's gradient is zeros of its input's shape, reading nothing: the product's and the mean's
    # gradients lead nowhere and TensorFlow prunes them, so the layer keeps nothing and its backward
    # makes nothing beyond its input's gradient (the replay's own buffer).
    cost = _cost(layers.Dense(64), layers.Lambda(lambda x: ops.mean(ops.sign(x * 3.0) * 2.0, axis=-1)), input_shape=(8,))
    assert cost.keeps_inputs == [False] and not cost.pieces
    assert cost.backward_temps == ()


def test_a_traced_layer_is_costed_as_it_trains_whatever_its_training_default():
    # Keras passes the step's training flag down to every call; traced alone, a user's layer took its
    # signature's default. bf16_jvp_jacobian_penalty_cnn's layer runs its ops.jvp penalty only in
    # training: costed as inference it was 36% under at b16 and b64, as it trains -19% and -1%.
    class Noisy(layers.Layer):
        def call(self, x, training=False):
            return ops.exp(x) if training else x  # exp's gradient reads its output: kept in training only

    cost = _cost(Noisy(), input_shape=(8, 16))
    assert cost.keeps_outputs == [True] and cost.forward_temps == ()


def test_a_traced_layer_calling_a_function_costs_its_body_as_if_inlined():
    # Forward-mode ops.jvp runs each op's tangent in a function of its own (PartitionedCall), which
    # Grappler inlines: the bodies' ops are the layer's (bf16_jvp_jacobian_penalty_cnn b16, 19% under
    # while they went unseen). exp's gradient reads its output, kept as if the call were not there.
    import tensorflow as tf

    scaled_exp = tf.function(lambda v: ops.exp(v) * 3.0, autograph=False)
    called = _cost(layers.Dense(16), layers.Lambda(lambda x: scaled_exp(x) + 1.0), input_shape=(16,))
    inline = _cost(layers.Dense(16), layers.Lambda(lambda x: ops.exp(x) * 3.0 + 1.0), input_shape=(16,))
    assert not called.unseen_function
    assert (called.keeps_inputs, called.keeps_outputs) == (inline.keeps_inputs, inline.keeps_outputs)
    assert [(p.per_sample, p.kept) for p in called.pieces] == [(p.per_sample, p.kept) for p in inline.pieces]
    assert [p.per_sample for p in called.pieces] == [16 * 4]


def test_a_traced_layer_calling_a_function_it_cannot_read_says_its_body_is_not_costed(monkeypatch):
    # A function whose graph is not found (one from a library): the estimate names the layer in its notes.
    import tensorflow as tf

    monkeypatch.setattr(rules, "_function_body", lambda graph, call: None)
    squared = tf.function(lambda v: v * v, autograph=False)
    assert _cost(layers.Lambda(lambda x: squared(x) + 1.0), input_shape=(16,)).unseen_function
    assert not _cost(layers.Lambda(lambda x: x * x + 1.0), input_shape=(16,)).unseen_function
    inputs = keras.Input((16,))
    model = keras.Model(inputs, layers.Dense(2)(layers.Lambda(lambda x: squared(x) + 1.0, name="calls")(inputs)))
    notes = estimate_memory(model, 8, device="cpu").notes
    assert any(note.startswith("'calls' (Lambda) calls TensorFlow functions whose bodies are not costed")
               for note in notes)


def test_two_convolutions_on_one_filter_hold_two_column_buffers_at_once():
    # Their gradients run side by side: ops.jvp's tangent convolution beside its primal
    # (bf16_jvp_jacobian_penalty_cnn's traces: two 19.4 MiB column buffers alive together at b16 and b64).
    class Twice(layers.Layer):
        def build(self, input_shape):
            self.kernel = self.add_weight(shape=(3, 3, input_shape[-1], 8))

        def call(self, x):
            return ops.conv(x, self.kernel, padding="same") + ops.conv(x * 2.0, self.kernel, padding="same")

    class Once(Twice):
        def call(self, x):
            return ops.conv(x, self.kernel, padding="same") * 2.0

    twice = _cost(layers.Conv2D(4, 3), Twice(), input_shape=(16, 16, 3))
    once = _cost(layers.Conv2D(4, 3), Once(), input_shape=(16, 16, 3))
    assert twice.cpu_workspace == once.cpu_workspace > 0 and twice.input_workspace == once.input_workspace > 0
    assert twice.extra_workspaces == (max(twice.cpu_workspace, twice.input_workspace),)
    assert once.extra_workspaces == ()


class ConvThenWaves(layers.Layer):
    """A convolution of the layer's input, then element-wise functions of it: their gradients run before
    the convolution's, each freeing what it read."""

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(3, 3, input_shape[-1], 16))

    def call(self, x):
        h = ops.conv(x, self.kernel, padding="same")
        return ops.sin(h) * ops.tanh(h) + ops.cos(h * 3.0)


def _conv_then_waves(batch, split=True):
    """The CPU estimate of a model ending in :class:`ConvThenWaves` at ``batch`` (``split=False``: every
    kept piece beside the column buffers, as before LayerCost.columns_split)."""
    real = rules._columns_split
    if not split:
        rules._columns_split = lambda *args: ((), set())
    try:
        inputs = keras.Input((24, 24, 8))
        x = ConvThenWaves()(layers.Conv2D(8, 3, padding="same")(inputs))
        model = keras.Model(inputs, layers.Dense(2)(layers.GlobalAveragePooling2D()(x)))
        model.compile(optimizer="adam", loss="mse")
        return estimate_memory(model, batch, device="cpu")
    finally:
        rules._columns_split = real


def test_a_traced_convolutions_column_buffers_come_after_the_pieces_its_later_gradients_read_are_freed():
    # wgan_gp_resnet_critic's step is one traced layer: its generator's convolution gradients run last,
    # when the critic's intermediates are gone (the b8 trace: 24.6 MiB of the forward pass beside 64 MiB
    # of column buffers), where every kept piece stood beside the buffers.
    cost = _cost(layers.Conv2D(8, 3, padding="same"), ConvThenWaves(), input_shape=(24, 24, 8))
    kept = [p for p in cost.pieces if p.kept]
    assert cost.cpu_workspace > 0 and len(cost.columns_split) == 2
    # Everything the layer keeps is read by a gradient that runs before the convolution's.
    assert kept and all(p.before_columns for p in kept)
    # The estimate drops by about what is freed (and the temporaries of gradients run before the
    # buffers), the allocator's chunks aside: 10.7 MiB for 9.0 + 1.1 MiB at batch 64.
    freed, before = sum(p.per_sample for p in kept) * 64, sum(cost.backward_temps) * 64
    split, together = _conv_then_waves(64), _conv_then_waves(64, split=False)
    assert freed / 2 < together.total - split.total <= 1.1 * (freed + before)
    # A convolution whose gradient runs first frees nothing before its buffers: no split.

    class WavesThenConv(ConvThenWaves):
        def call(self, x):
            return ops.conv(ops.sin(x) * ops.tanh(x), self.kernel, padding="same")

    first = _cost(layers.Conv2D(8, 3, padding="same"), WavesThenConv(), input_shape=(24, 24, 8))
    assert first.cpu_workspace > 0 and any(p.kept for p in first.pieces)
    assert first.columns_split == () and not any(p.before_columns for p in first.pieces)


_TIED_OUTPUT_SOURCE = """
import keras
from keras import layers

def tied(vocabulary=3000, dim=32, length=64):
    # A token model whose output is its embedding reversed (SASRec's, set 122), under mixed_bfloat16.
    keras.mixed_precision.set_global_policy("mixed_bfloat16")
    tokens = keras.Input((length,), dtype="int32")
    embedding = layers.ReversibleEmbedding(vocabulary, dim)
    x = layers.Dense(dim, activation="relu")(embedding(tokens))
    outputs = layers.Activation("softmax", dtype="float32")(embedding(layers.LayerNormalization()(x), reverse=True))
    model = keras.Model(tokens, outputs)
    keras.mixed_precision.set_global_policy("float32")
    model.compile("adam", "sparse_categorical_crossentropy", jit_compile=False)
    return model
"""


def test_a_layer_that_does_not_autocast_is_traced_as_its_model_calls_it(run_python):
    # Keras's ReversibleEmbedding does not autocast: inside a mixed model its reverse call multiplies the
    # bfloat16 input cast up by the float32 table, float32 logits. Traced alone it cast the table down
    # (Keras opens a scope for a mixed layer called outside any), a bfloat16 product costed with float32
    # copies of the logits' gradient, and the logits in bfloat16: bf16_sasrec_next_item_recommender
    # (set 122) 85% and 110% over; its trace has one float32 logits buffer and no copies.
    namespace = {}
    exec(_TIED_OUTPUT_SOURCE, namespace)
    _, calls = layer_calls(namespace["tied"]())
    call = [c for c in calls if c.class_name == "ReversibleEmbedding"][-1]  # the reverse call
    before = next(c for c in calls if c.class_name == "LayerNormalization")
    cost = rules.layer_cost(call, list(before.output_shapes), list(before.output_dtypes))
    assert cost.output_dtypes == ("float32",) and cost.products and all(p.wide for p in cost.products)
    measured, estimated = run_python(_TIED_OUTPUT_SOURCE + textwrap.dedent(
        """
        import json
        from kerasmem import estimate_memory, measure_peak
        keras.utils.set_random_seed(0)
        model = tied()
        print(json.dumps([measure_peak(model, 64, steps=4).peak, estimate_memory(model, 64, device="cpu").total]))
        """), env=SIMULATED_GPU)
    assert abs(estimated / measured - 1) < 0.2, (measured, estimated)
