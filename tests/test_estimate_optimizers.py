"""Optimizer state worked out from rules, checked against what Keras really builds."""

import math

import keras
import pytest
from keras import layers

from kerasmem import optimizer_state
from kerasmem.errors import InvalidArgumentError
from kerasmem.summary import dtype_size


def _model():
    # A 2-D, a 4-D and 1-D weights (Adafactor factors only >= 2-D), and a frozen layer.
    model = keras.Sequential(
        [
            keras.Input((8, 8, 3)),
            layers.Conv2D(4, 3, name="conv"),
            layers.BatchNormalization(name="bn"),
            layers.Flatten(),
            layers.Dense(5, name="frozen"),
            layers.Dense(3, name="head"),
        ]
    )
    model.get_layer("frozen").trainable = False
    return model


def _built_bytes(optimizer, model):
    optimizer.build(model.trainable_variables)
    return sum(math.prod(v.shape) * dtype_size(v.dtype) for v in optimizer.variables)


OPTIMIZERS = [
    ("SGD", lambda: keras.optimizers.SGD()),
    ("SGD momentum", lambda: keras.optimizers.SGD(momentum=0.9)),
    ("Adam", lambda: keras.optimizers.Adam()),
    ("Adam amsgrad", lambda: keras.optimizers.Adam(amsgrad=True)),
    ("AdamW", lambda: keras.optimizers.AdamW()),
    ("RMSprop", lambda: keras.optimizers.RMSprop()),
    ("RMSprop momentum centered", lambda: keras.optimizers.RMSprop(momentum=0.9, centered=True)),
    ("Adagrad", lambda: keras.optimizers.Adagrad()),
    ("Adadelta", lambda: keras.optimizers.Adadelta()),
    ("Adamax", lambda: keras.optimizers.Adamax()),
    ("Nadam", lambda: keras.optimizers.Nadam()),
    ("Lion", lambda: keras.optimizers.Lion()),
    ("Adafactor", lambda: keras.optimizers.Adafactor()),
    ("Ftrl", lambda: keras.optimizers.Ftrl()),
    ("Adam with EMA", lambda: keras.optimizers.Adam(use_ema=True)),
    ("Adam accumulating gradients", lambda: keras.optimizers.Adam(gradient_accumulation_steps=4)),
    ("SGD with a schedule", lambda: keras.optimizers.SGD(keras.optimizers.schedules.ExponentialDecay(0.1, 10, 0.9), momentum=0.5)),
    ("loss scaling around Adam", lambda: keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam())),
]


@pytest.mark.parametrize("name, make", OPTIMIZERS, ids=[n for n, _ in OPTIMIZERS])
def test_rules_match_the_variables_keras_builds(name, make):
    model = _model()
    predicted = optimizer_state(model, make())
    assert predicted.total == _built_bytes(make(), model)


def test_slot_counts_and_words():
    model = _model()
    trainable = sum(math.prod(v.shape) * 4 for v in model.trainable_weights)
    assert optimizer_state(model, "sgd").slot_bytes == 0
    adam = optimizer_state(model, "adam")
    assert adam.slots == 2 and adam.slot_bytes == 2 * trainable
    assert "m, v per weight" in adam.description


def test_defaults_to_the_compiled_optimizer_else_adam():
    model = _model()
    assert optimizer_state(model).optimizer == "Adam"
    model.compile(optimizer=keras.optimizers.RMSprop(momentum=0.5), loss="mse")
    assert optimizer_state(model).slots == 2


def test_unknown_optimizer_is_an_error():
    class Custom(keras.optimizers.Optimizer):
        pass

    with pytest.raises(InvalidArgumentError, match="does not know what Custom keeps"):
        optimizer_state(_model(), Custom(learning_rate=0.1))
