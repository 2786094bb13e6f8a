"""The two layers of the new tests, their traced costs (run with PYTHONPATH set to a checkout)."""
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import keras
from keras import layers, ops

sys.path.insert(0, os.path.join(os.environ["PYTHONPATH"], "tests"))
from test_estimate_rules import _cost  # noqa: E402


class Prototypes(layers.Layer):
    def build(self, input_shape):
        self.p = self.add_weight(shape=(16, input_shape[-1]))

    def call(self, x):
        return ops.sqrt(ops.sum(ops.square(x[:, :, None, :] - self.p), axis=-1))


class Offsets(layers.Layer):
    def build(self, input_shape):
        self.p = self.add_weight(shape=(16, input_shape[-1]))

    def call(self, x):
        return ops.sum(x[:, :, None, :] - self.p, axis=-1)


for layer in (Prototypes(), Offsets()):
    cost = _cost(layers.Dense(64), layer, input_shape=(24, 32))
    print(type(layer).__name__, "pieces", [p.per_sample for p in cost.pieces], "backward", cost.backward_temps)
