"""Grappler's static estimate of the training step, and the sums it names as rewritten."""

import keras
import pytest
from keras import layers

from conftest import dtype_policy, one_batchnorm_block
from kerasmem import estimate_memory
from kerasmem.estimate.grappler import THRESHOLD, StaticSum, StaticSums

FOLDED = "constant kept by Grappler"
MiB = 2**20


def _ghost_cnn():
    """The zoo's f16_ghost_cnn: Ghost modules, each BatchNormalized, under mixed_float16."""
    with dtype_policy("mixed_float16"):
        x = inputs = keras.Input((32, 32, 3))
        for k, filters in enumerate((32, 64, 96, 128)):
            primary = layers.Conv2D(filters // 2, 1, use_bias=False)(x)
            ghost = layers.DepthwiseConv2D(3, padding="same", use_bias=False)(primary)
            x = layers.ReLU()(layers.BatchNormalization()(layers.Concatenate()([primary, ghost])))
            x = layers.MaxPooling2D()(x) if k % 2 else x
        x = layers.GlobalAveragePooling2D()(x)
        model = keras.Model(inputs, layers.Dense(10, dtype="float32")(x), name="f16_ghost_cnn")
    model.compile(keras.optimizers.SGD(momentum=0.9), "sparse_categorical_crossentropy")
    return model


def test_grappler_names_the_batchnorms_sum_once_its_static_peak_is_above_the_threshold():
    sums = StaticSums(one_batchnorm_block("mse"))
    # Batch 16: 16 MiB of convolution output; batch 256: 256 MiB, the static peak far above 204.8 MiB.
    assert sums.rewritten(16) == ()
    # The BatchNormalization's input gradient sums three parts: its zeros are the input's size.
    assert sums.rewritten(256) == (StaticSum(inputs=3, bytes=256 * 64 * 64 * 32 * 4),)
    assert THRESHOLD == 0.8 * 256 * MiB


def test_a_step_that_cannot_be_traced_leaves_the_replays_own_rule():
    def unnamed_loss(y_true, y_pred):
        raise ValueError("not traceable here")

    model = one_batchnorm_block(unnamed_loss)
    assert StaticSums(model).rewritten(256) is None
    # The replay's rule: the BatchNormalization at its peak, above the threshold (and the zeros an
    # element-wise loss folds, of the output's size).
    held = estimate_memory(model, 256, device="cpu").breakdown[FOLDED]
    assert held == 256 * 64 * 64 * 32 * 4 + 256 * 10 * 4


def test_the_sum_grappler_rewrites_is_counted_where_the_replays_peak_is_under_the_threshold():
    # f16_ghost_cnn b128 (21% under before): the replay's step peaks at 182 MiB, under the threshold,
    # Grappler's static estimate at 229 MiB with the second BatchNormalization's float32 sum alive; the
    # run holds that sum's 32 MiB of zeros between steps (its trace).
    model = _ghost_cnn()
    assert StaticSums(model).rewritten(128) == (StaticSum(inputs=3, bytes=128 * 32 * 32 * 64 * 4),)
    # Beside the crossentropy's own constant (its clip's zeros, of the output's size).
    assert estimate_memory(model, 128, device="cpu").breakdown[FOLDED] == 128 * 32 * 32 * 64 * 4 + 128 * 10 * 4
    # Batch 32: Grappler's peak is 57 MiB, nothing rewritten.
    assert estimate_memory(model, 32, device="cpu").breakdown[FOLDED] == 32 * 10 * 4


@pytest.mark.parametrize("options", [{"device": "gpu"}, {"device": "cpu", "jit_compile": True},
                                     {"device": "cpu", "dtype_policy": "float32"}])
def test_grappler_is_asked_only_for_the_cpus_graph_executor_and_the_model_as_built(options, monkeypatch):
    asked = []
    monkeypatch.setattr(StaticSums, "_rewritten", lambda self, batch: asked.append(batch) or ())
    estimate_memory(_ghost_cnn(), 128, **options)
    assert asked == []


def test_a_models_step_is_traced_once_until_it_is_recompiled():
    model = one_batchnorm_block("mse")
    first = StaticSums(model)._graph
    assert first is not None and StaticSums(model)._graph is first
    model.compile("adam", "mae")
    assert StaticSums(model)._graph is not first


def test_the_estimate_says_when_grappler_rewrites_a_sum():
    model = _ghost_cnn()
    said = [n for n in estimate_memory(model, 128, device="cpu").notes if n.startswith("Grappler's own")]
    assert len(said) == 1 and "rewrites 1 sum of gradients, whose zeros (32.0 MiB)" in said[0]
    assert not any(n.startswith("Grappler's own") for n in estimate_memory(model, 32, device="cpu").notes)
