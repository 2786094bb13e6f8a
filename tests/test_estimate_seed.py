"""The talk's estimate, reproduced exactly, and the largest batch that fits."""

import json

import keras
import pytest
from keras import layers

from kerasmem import MaxBatch, MemoryEstimate, estimate_memory, max_batch_size
from kerasmem.errors import InvalidArgumentError, UnknownGpuError
from kerasmem.units import GiB

TALK_FIXED = 8_895_568  # 1,111,946 params x 2 x 4 bytes
TALK_PER_IMAGE = 239_824  # 29,978 values x 2 x 4 bytes


@pytest.mark.parametrize("batch", [1, 2, 7, 32, 100, 256, 12_345])
def test_reproduces_the_talk(mnist, batch):
    estimate = estimate_memory(mnist, batch, method="seed")
    assert estimate.total == TALK_FIXED + batch * TALK_PER_IMAGE
    assert estimate.per_sample == TALK_PER_IMAGE
    assert sum(estimate.breakdown.values()) == estimate.total
    assert estimate.breakdown["weights"] == estimate.breakdown["gradients"] == TALK_FIXED // 2


def test_counts_the_talks_values_per_image(mnist):
    layers_ = estimate_memory(mnist, 1, method="seed").layers
    counted = layers_[layers_["counted"]]
    # 28x28 + 24x24x32 + 12x12x32 + 8x8x64 + 4x4x64 + 1024 + 10: Flatten and Dropout are not counted.
    assert counted["name"].tolist() == ["image", "conv1", "pool1", "conv2", "pool2", "dense1", "dense2"]
    assert counted["activation_bytes"].sum() // 8 == 29_978
    assert layers_["total_bytes"].sum() == TALK_FIXED + TALK_PER_IMAGE


def test_estimate_displays(mnist, golden):
    estimate = estimate_memory(mnist, 32, method="seed")
    golden("mnist_cnn_seed_b32.txt", str(estimate))
    html = estimate._repr_html_()
    assert "16,569,936" in html and "<table" in html
    frame = estimate.to_frame()
    assert frame["bytes"].sum() == estimate.total
    assert frame["share"].sum() == pytest.approx(1.0)
    record = json.loads(json.dumps(estimate.to_dict()))
    assert record["total_bytes"] == estimate.total and record["batch_size"] == 32


def test_fits_takes_gpu_names_and_sizes(mnist):
    estimate = estimate_memory(mnist, 1000, method="seed")  # 237 MiB
    assert isinstance(estimate, MemoryEstimate)
    assert estimate.fits("K20 5GB") and estimate.fits("v100-32gb") and estimate.fits("1GiB")
    assert estimate.fits(estimate.total) and not estimate.fits(estimate.total - 1)
    assert not estimate.fits("200MiB")
    with pytest.raises(UnknownGpuError, match="did you mean"):
        estimate.fits("V1000")


@pytest.mark.parametrize("memory", ["12GB", "P100-PCIE-12GB", 12 * GiB, "16GiB", "K20 5GB", 10**9])
def test_max_batch_size_is_the_formulas_largest(mnist, memory):
    from kerasmem.gpus import resolve_memory

    capacity = resolve_memory(memory)[0]
    expected = (capacity - TALK_FIXED) // TALK_PER_IMAGE
    largest = max_batch_size(mnist, memory, method="seed")
    assert isinstance(largest, MaxBatch) and largest == expected
    assert largest.estimate.total <= capacity < largest.estimate.total + TALK_PER_IMAGE
    assert f"{expected:,}" in largest.reason


def test_max_batch_size_is_zero_when_nothing_fits(mnist):
    largest = max_batch_size(mnist, "8MiB", method="seed")
    assert largest == 0 and largest.estimate is None
    assert "even batch size 1 needs" in largest.reason


def test_max_batch_size_stops_beyond_any_real_batch():
    # One int8 input value per sample and an output without a batch dimension:
    # 2 bytes a sample, so a TiB would hold half a trillion samples.
    class Constant(keras.Model):
        def __init__(self):
            super().__init__(name="constant")
            self.w = self.add_weight(shape=(4,), name="w")

        def call(self, x):
            return self.w

    inputs = keras.Input((1,), dtype="int8")
    model = keras.Model(inputs, Constant()(inputs))
    assert estimate_memory(model, 1, method="seed").per_sample == 2
    largest = max_batch_size(model, "1TiB", method="seed")
    assert largest == 2**30 and "beyond 1,073,741,824 were not tried" in largest.reason


@pytest.mark.parametrize("bad", [0, -3, 2.5, "32", None, True])
def test_batch_size_must_be_a_positive_integer(mnist, bad):
    with pytest.raises(InvalidArgumentError, match="batch size must be a positive integer"):
        estimate_memory(mnist, bad, method="seed")


def test_numpy_integers_are_batch_sizes(mnist):
    import numpy as np

    assert estimate_memory(mnist, np.int64(3), method="seed").batch_size == 3


def test_unknown_method_and_options_are_errors(mnist):
    with pytest.raises(InvalidArgumentError, match="unknown method 'magic': choose one of analytic, seed"):
        estimate_memory(mnist, 1, method="magic")
    with pytest.raises(InvalidArgumentError, match="takes no option optimizer"):
        estimate_memory(mnist, 1, method="seed", optimizer="adam")


def test_mixed_precision_activations_count_two_bytes():
    def model(dtype):
        return keras.Sequential([keras.Input((64,)), layers.Dense(256, dtype=dtype, name="d")])

    full = estimate_memory(model("float32"), 10, method="seed")
    half = estimate_memory(model("mixed_float16"), 10, method="seed")
    assert half.breakdown["weights"] == full.breakdown["weights"]
    # The float32 input is counted as it is; the layer's output halves.
    assert full.per_sample - half.per_sample == 256 * 2 * 2


def test_frozen_weights_have_no_gradients():
    model = keras.Sequential([keras.Input((8,)), layers.Dense(8, name="a"), layers.Dense(8, name="b")])
    model.get_layer("a").trainable = False
    estimate = estimate_memory(model, 1, method="seed")
    assert estimate.breakdown["weights"] == 2 * 72 * 4
    assert estimate.breakdown["gradients"] == 72 * 4
