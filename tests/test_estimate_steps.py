"""A train_step of the model's own, unrolled into the functional models its gradients see."""

import gc
import textwrap
import weakref

import keras
import pytest
import tensorflow as tf
from keras import layers, ops

from conftest import SIMULATED_GPU
from kerasmem import estimate_memory
from kerasmem.estimate import steps


def _encoder(name="encoder"):
    inputs = keras.Input((32,))
    x = layers.Dense(256, activation="relu")(inputs)
    return keras.Model(inputs, layers.Dense(64)(x), name=name)


# The contrastive step, as source: run here and in a simulated-GPU process of its own.
_CONTRASTIVE_SOURCE = '''
import keras
import tensorflow as tf
from keras import ops


class Contrastive(keras.Model):
    """The encoder on the batch and on a noisy copy, then the model, under one tape; one gradient."""

    def __init__(self, inputs, outputs, encoder, **kwargs):
        super().__init__(inputs, outputs, **kwargs)
        self.encoder = encoder

    def train_step(self, data):
        x, y, _ = keras.utils.unpack_x_y_sample_weight(data)
        noisy = x + keras.random.normal(ops.shape(x))
        with tf.GradientTape() as tape:
            a, b = self.encoder(x, training=True), self.encoder(noisy, training=True)
            penalty = ops.cast(ops.mean(ops.square(a - b)), "float32")
            loss = penalty + self.compute_loss(x=x, y=y, y_pred=self(x, training=True))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {}
'''
_namespace: dict = {}
exec(_CONTRASTIVE_SOURCE, _namespace)
_Contrastive = _namespace["Contrastive"]


def _contrastive():
    encoder = _encoder()
    inputs = keras.Input((32,))
    model = _Contrastive(inputs, layers.Dense(10)(encoder(inputs)), encoder, name="contrastive")
    model.compile("sgd", "sparse_categorical_crossentropy")
    return model


class _TwoPlayers(keras.Model):
    """A GAN's two steps: the critic's (real and fake batches, the generator untaped), then the
    generator's (through the critic), each with its own gradient."""

    def __init__(self, inputs, outputs, generator, **kwargs):
        super().__init__(inputs, outputs, **kwargs)
        self.generator = generator

    def train_step(self, data):
        x, _ = data
        noise = keras.random.normal((ops.shape(x)[0], 8))
        fakes = self.generator(noise, training=False)
        with tf.GradientTape() as tape:
            loss = ops.mean(self(x, training=True)) - ops.mean(self(fakes, training=True))
        critic = self.trainable_variables[:len(self.layers[1].trainable_variables)]
        self.optimizer.apply_gradients(zip(tape.gradient(loss, critic), critic))
        with tf.GradientTape() as tape:
            loss = -ops.mean(self(self.generator(noise, training=True), training=True))
        grads = tape.gradient(loss, self.generator.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.generator.trainable_variables))
        return {}


def _two_players():
    generator = keras.Sequential([keras.Input((8,)), layers.Dense(512, activation="relu"), layers.Dense(32)],
                                 name="generator")
    inputs = keras.Input((32,))
    model = _TwoPlayers(inputs, layers.Dense(1)(layers.Dense(128, activation="relu")(inputs)), generator,
                        name="two_players")
    model.compile("adam", "mse")
    return model


def test_a_step_that_encodes_the_batch_twice_is_one_phase_of_three_calls():
    model = _contrastive()
    step = steps.unrolled(model)
    assert step.gradients == 1 and [p.calls for p in step.phases] == [("encoder", "encoder", "contrastive")]
    assert steps.unrolled(model) is step  # kept while the model lives: its layers are not called anew
    assert step.phases[0].model not in model.layers  # and not tracked as one of its layers
    alive = weakref.ref(model)
    del model, step
    gc.collect()
    assert alive() is None  # nor keeping it alive


def test_the_unrolled_step_costs_the_second_pass_keras_own_step_leaves_out():
    model = _contrastive()
    plain = keras.Model(model.inputs, model.outputs, name="plain")  # the same layers, Keras's own step
    plain.compile("sgd", "sparse_categorical_crossentropy")
    ours, keras_step = (estimate_memory(m, 4096, device="cpu") for m in (model, plain))
    # The encoder's two extra passes: what one keeps for the gradient (a 256-wide and a 64-wide output a
    # sample) at least is alive at the peak besides Keras's step's.
    assert ours.total - keras_step.total >= 4096 * 4 * (256 + 64)
    assert ours.breakdown["weights"] == keras_step.breakdown["weights"]  # shared layers' weights once
    assert ours.model_name == "contrastive"
    assert any(n.startswith("'contrastive' has a train_step of its own, traced: costed as the functional model of "
                            "the calls its tape records before its gradient ('encoder', 'encoder', 'contrastive')")
               for n in ours.notes)


def test_each_gradient_is_a_phase_and_the_weights_a_phase_never_calls_are_added():
    model = _two_players()
    step = steps.unrolled(model)
    assert [p.calls for p in step.phases] == [("two_players", "two_players"), ("generator", "two_players")]
    assert step.untaped == ("generator",)
    estimate = estimate_memory(model, 64, device="cpu")
    everything = sum(v.numpy().nbytes for v in model.weights)
    assert estimate.breakdown["weights"] == everything
    assert any("called outside any tape, not costed: 'generator'" in n for n in estimate.notes)


def test_a_step_whose_gradients_see_only_the_model_is_costed_as_keras_own():
    class Twice(keras.Model):  # sharpness-aware minimisation's shape: two gradients of the model
        def train_step(self, data):
            super().train_step(data)
            return super().train_step(data)

    inputs = keras.Input((16,))
    model = Twice(inputs, layers.Dense(2)(inputs), name="twice")
    model.compile("sgd", "mse")
    plain = keras.Model(inputs, model.outputs)
    plain.compile("sgd", "mse")
    estimate = estimate_memory(model, 8, device="cpu")
    assert estimate.total == estimate_memory(plain, 8, device="cpu").total
    assert any(n == "'twice' has a train_step of its own, traced: its gradients see the model's own forward pass "
               "(twice, one after the other), costed as Keras's step" for n in estimate.notes)


# pinn_burgers_residual's kind (set 120, 83% under as Keras's step): derivatives of the output by the
# input points under tapes nested in the weights' tape, inside the loss; the weights' gradient goes back
# through their backward passes. As source: run here and in a simulated-GPU process of its own.
_RESIDUAL_SOURCE = '''
import keras
import tensorflow as tf
from keras import layers, ops


class Residual(keras.Model):
    """u(x) fitted to y with a penalty on its first and second derivatives by the input points."""

    def train_step(self, data):
        x, y, _ = keras.utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            with tf.GradientTape() as second:
                second.watch(x)
                with tf.GradientTape() as first:
                    first.watch(x)
                    u = self(x, training=True)
                u_x = first.gradient(u, x)[:, :1]
            u_xx = second.gradient(u_x, x)[:, :1]
            loss = ops.mean(ops.square(u - y)) + ops.mean(ops.square(u_x + u * u_xx))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {}


def residual(width=32, depth=1):
    inputs = keras.Input((2,))
    h = inputs
    for _ in range(depth):
        h = layers.Dense(width, activation="tanh")(h)
    model = Residual(inputs, layers.Dense(1)(h), name="residual")
    model.compile("adam", "mse", jit_compile=False)
    return model
'''
_residual_namespace: dict = {}
exec(_RESIDUAL_SOURCE, _residual_namespace)
_residual = _residual_namespace["residual"]


def test_a_step_that_differentiates_by_its_inputs_under_nested_tapes_is_one_layer_holding_the_weights():
    model = _residual()
    (phase,) = steps.unrolled(model).phases
    assert (phase.calls, phase.by_tensors, phase.whole) == (("residual",), 2, True)
    assert [layer.name for layer in phase.model.layers[2:]] == [phase.rest] == ["residual_train_step_ops"]
    assert {id(v) for v in phase.model.trainable_weights} == {id(v) for v in model.trainable_weights}
    estimate = estimate_memory(model, 64, device="cpu")
    assert estimate.breakdown["weights"] == sum(v.numpy().nbytes for v in model.weights)
    assert any(n.startswith("'residual' has a train_step of its own, traced: before its gradient it takes 2 gradients "
                            "with respect to tensors, not weights (a derivative of the output by the inputs), which "
                            "the weights' gradient goes back through: its calls ('residual'), those gradients and its "
                            "own ops are costed as one layer, 'residual_train_step_ops', from their traced graph")
               for n in estimate.notes), estimate.notes


def test_where_such_a_step_will_not_run_as_one_layer_it_says_what_is_not_costed(monkeypatch):
    monkeypatch.setattr(steps, "_whole", lambda *args: None)
    model = _residual()
    (phase,) = steps.unrolled(model).phases
    assert (phase.by_tensors, phase.whole) == (2, False)
    notes = estimate_memory(model, 64, device="cpu").notes
    assert any("'residual' has a train_step of its own, traced: costed as the functional model" in n and "; 2 of "
               "its gradients are taken with respect to tensors, not weights (a derivative of the output by the "
               "inputs): their backward passes, which the weights' gradient goes back through, are not costed" in n
               for n in notes), notes


def test_close_to_the_measured_peak_of_a_step_that_differentiates_by_its_inputs(run_python):
    """The second-order step of three Dense 256 tanh layers, measured on the simulated GPU at batch 1024
    (measured here 41.0 MiB; the step as one layer 36.0, as Keras's step 7.5): the inner backward passes,
    kept for the weights' gradient, are most of it."""
    measured, ours, keras_step = run_python(
        _RESIDUAL_SOURCE + textwrap.dedent(
            """
            import json
            from kerasmem import estimate_memory, measure_peak
            keras.utils.set_random_seed(0)
            model = residual(256, 3)
            plain = keras.Model(model.inputs, model.outputs)
            plain.compile("adam", "mse", jit_compile=False)
            print(json.dumps([measure_peak(model, 1024, steps=4).peak,
                              *(estimate_memory(m, 1024, device="cpu").total for m in (model, plain))]))
            """),
        env=SIMULATED_GPU,
    )
    assert keras_step / measured < 0.3, (measured, keras_step)
    assert abs(ours / measured - 1) < 0.25, (measured, ours)


def test_a_step_that_will_not_trace_falls_back_to_keras_own_and_says_so():
    class Dicts(keras.Model):
        def train_step(self, data):
            return super().train_step((data[0]["features"], data[1]))  # a dataset of dicts

    inputs = keras.Input((16,))
    model = Dicts(inputs, layers.Dense(2)(inputs), name="dicts")
    model.compile("sgd", "mse")
    call, gradient = keras.Layer.__call__, tf.GradientTape.gradient
    assert steps.unrolled(model) is None
    assert (keras.Layer.__call__, tf.GradientTape.gradient) == (call, gradient)  # the spies are gone
    notes = estimate_memory(model, 8, device="cpu").notes
    assert any(n.startswith("'dicts' has a train_step of its own that could not be traced on stand-in data into "
                            "calls of known shapes: costed as Keras's") for n in notes)


def test_a_step_calling_a_layer_on_a_length_the_data_decides_falls_back_to_keras_step():
    # bf16_mae_masked_patch_vit (set 118): its encoder runs on the tokens a random order keeps, a count
    # computed in the step: the phase's input would have an unknown length, which no estimate can cost.
    class Kept(keras.Model):
        def __init__(self, inputs, outputs, tokens, **kwargs):
            super().__init__(inputs, outputs, **kwargs)
            self.tokens = tokens

        def train_step(self, data):
            x, y = data
            keep = ops.sum(ops.cast(x[0, :, 0] > 0, "int32")) + 1  # how many the data says
            with tf.GradientTape() as tape:
                loss = self.compute_loss(x=x, y=y, y_pred=self.tokens(x[:, :keep]))
            self.optimizer.apply_gradients(zip(tape.gradient(loss, self.trainable_variables),
                                               self.trainable_variables))
            return {}

    tokens_in = keras.Input((None, 8))
    tokens = keras.Model(tokens_in, layers.Dense(4)(layers.GlobalAveragePooling1D()(tokens_in)))
    inputs = keras.Input((16, 8))
    model = Kept(inputs, tokens(inputs), tokens, name="kept")
    model.compile("sgd", "sparse_categorical_crossentropy")
    assert steps.unrolled(model) is None
    notes = estimate_memory(model, 8, device="cpu").notes
    assert any(n.startswith("'kept' has a train_step of its own that could not be traced") for n in notes)


@pytest.mark.parametrize("policy", ["mixed_bfloat16", "float32"])
def test_a_phase_is_rebuilt_in_the_models_dtype_policy(policy):
    before = keras.config.dtype_policy()
    keras.config.set_dtype_policy(policy)
    try:
        model = _contrastive()
    finally:
        keras.config.set_dtype_policy(before)
    (phase,) = steps.unrolled(model).phases
    assert phase.model.dtype_policy.name == policy
    assert keras.config.dtype_policy() == before


def test_a_model_of_keras_own_step_is_not_traced(mnist):
    assert not steps.own_train_step(mnist)
    assert not any("train_step" in n for n in estimate_memory(mnist, 8, device="cpu").notes)


# A dual encoder's step, as source: the model and a second tower, their batch-by-batch similarity scaled by
# a layer of its own (CLIP's: clip_dual_encoder_contrastive, 47% under in set 118 while it fell back to
# Keras's step, which leaves the second tower out).
_DUAL_SOURCE = '''
import keras
import tensorflow as tf
from keras import layers, ops


class Scale(layers.Layer):
    """A learned temperature."""

    def build(self, input_shape):
        self.log_scale = self.add_weight(shape=(), initializer="zeros")

    def call(self, similarity):
        return similarity * ops.exp(self.log_scale)


class Dual(keras.Model):
    """The model and a second tower under one tape, each row's match the same row of the other."""

    def __init__(self, inputs, outputs, second, **kwargs):
        super().__init__(inputs, outputs, **kwargs)
        self.second, self.scale = second, Scale()
        self.scale.build(None)

    def train_step(self, data):
        x, _, _ = keras.utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            similarity = self.scale(ops.matmul(self(x, training=True), ops.transpose(self.second(x, training=True))))
            labels = ops.arange(ops.shape(x)[0])
            loss = ops.mean(keras.losses.sparse_categorical_crossentropy(labels, similarity, from_logits=True))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {}


def dual(width):
    def tower(name):
        inputs = keras.Input((64,))
        return keras.Model(inputs, layers.Dense(128)(layers.Dense(width, activation="relu")(inputs)), name=name)

    first = tower("first")
    model = Dual(first.inputs, first.outputs, tower("second"), name="dual")
    model.compile("sgd", "sparse_categorical_crossentropy", jit_compile=False)
    return model
'''
_dual_namespace: dict = {}
exec(_DUAL_SOURCE, _dual_namespace)
_dual = _dual_namespace["dual"]


def test_a_steps_own_ops_are_one_more_layer_and_a_layer_on_a_batch_by_batch_tensor_runs_inside_them():
    model = _dual(1024)
    (phase,) = steps.unrolled(model).phases
    # The scale reads a (batch, batch) tensor, a shape no input gives: not a call of the phase, but run
    # inside the step's own ops, the phase's last layer.
    ((name, shape, dtype),) = phase.left_out
    assert phase.calls == ("dual", "second") and name.startswith("scale")
    assert (shape, dtype) == ((None, None), "float32")
    assert phase.rest == "dual_train_step_ops" and phase.model.layers[-1].name == phase.rest
    plain = keras.Model(model.inputs, model.outputs)
    plain.compile("sgd", "sparse_categorical_crossentropy")
    ours, keras_step = (estimate_memory(m, 4096, device="cpu") for m in (model, plain))
    # Keras's own step leaves out the second tower (its ReLU output at least) and the loss's batch-by-batch
    # tensors: the similarity and the scaled similarity, 64 MiB each, at least.
    assert ours.total - keras_step.total >= 4096 * 4 * 1024 + 2 * 4096 * 4096 * 4
    assert ours.breakdown["weights"] == sum(v.numpy().nbytes for v in model.weights)  # the scale's too
    assert any(n.startswith("'dual' has a train_step of its own, traced: costed as the functional model of the calls "
                            "its tape records before its gradient ('dual', 'second'), each call's activations kept, "
                            "shared layers' weights once, and the step's own ops around them up to that gradient "
                            f"(its loss, '{name}') as one more layer, 'dual_train_step_ops', costed from their "
                            "traced graph") for n in ours.notes)


def test_where_the_step_will_not_run_around_its_calls_a_left_out_layer_is_named_not_costed(monkeypatch):
    monkeypatch.setattr(steps, "_rest", lambda *args: None)
    model = _dual(1024)
    (phase,) = steps.unrolled(model).phases
    assert phase.rest == "" and [layer.name for layer in phase.model.layers[1:]] in (["dual", "second"],
                                                                                     ["second", "dual"])
    ((name, _, _),) = phase.left_out  # 'scale', numbered as Keras names a second one
    assert (f"'{name}' reads a (None, None) float32 tensor no input's shape gives, not costed: 64.0 MiB if each "
            "unknown length is the batch, and a contrastive loss over a batch-by-batch similarity makes several; at "
            "large batches measure") in estimate_memory(model, 4096, device="cpu").notes


def test_close_to_the_measured_peak_of_a_contrastive_step_over_a_batch_by_batch_similarity(run_python):
    """The two-tower step measured on the simulated GPU at batch 2048: its similarity and the loss's
    gradient of it are 16 MiB each (measured here 70.8-71.3 MiB; the estimate 74.4, the step's ops
    traced at this batch as a layer's are, 91.2 before the learned temperature's gradient was written
    over the incoming one; 39.6 with the calls alone, 20.9 as Keras's step)."""
    measured, ours, keras_step = run_python(
        _DUAL_SOURCE + textwrap.dedent(
            """
            import json
            from kerasmem import estimate_memory, measure_peak
            keras.utils.set_random_seed(0)
            model = dual(1024)
            plain = keras.Model(model.inputs, model.outputs)
            plain.compile("sgd", "sparse_categorical_crossentropy", jit_compile=False)
            print(json.dumps([measure_peak(model, 2048, steps=4).peak,
                              *(estimate_memory(m, 2048, device="cpu").total for m in (model, plain))]))
            """),
        env=SIMULATED_GPU,
    )
    assert keras_step / measured < 0.5, (measured, keras_step)
    assert 0.9 < ours / measured < 1.4, (measured, ours)


def test_close_to_the_measured_peak_of_a_step_that_encodes_the_batch_three_times(run_python):
    """A contrastive step, measured for real on the simulated GPU: the encoder on the batch and on a
    noisy copy, then the model, under one tape. Keras's own step (one pass) is far under its peak; the
    unrolled step is not (measured here 81.1-81.6 MiB in three runs; the unrolled step 82.5 MiB, Keras's
    34.6). A broken phase (a call lost, the step not traced) moves it by more than the 30% allowed here."""
    measured, ours, keras_step = run_python(
        _CONTRASTIVE_SOURCE + textwrap.dedent(
            """
            import json
            from keras import layers
            from kerasmem import estimate_memory, measure_peak
            keras.utils.set_random_seed(0)
            inputs = keras.Input((64,))
            x = layers.Dense(1024, activation="relu")(inputs)
            encoder = keras.Model(inputs, layers.Dense(128)(layers.Dense(1024, activation="relu")(x)), name="encoder")
            model = Contrastive(inputs, layers.Dense(10)(encoder(inputs)), encoder)
            model.compile("sgd", "sparse_categorical_crossentropy", jit_compile=False)
            plain = keras.Model(inputs, model.outputs)
            plain.compile("sgd", "sparse_categorical_crossentropy", jit_compile=False)
            print(json.dumps([measure_peak(model, 2048, steps=4).peak,
                              *(estimate_memory(m, 2048, device="cpu").total for m in (model, plain))]))
            """),
        env=SIMULATED_GPU,
    )
    assert keras_step / measured < 0.7, (measured, keras_step)
    assert abs(ours / measured - 1) < 0.30, (measured, ours)
