"""A stack of user-written global layer normalisations (x - mean written twice): measured on the simulated
GPU and estimated with the code on PYTHONPATH.   usage: gln_meas.py BATCH [measure]"""
import json, os, sys
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import keras
from keras import layers, ops


class GlobalNorm(layers.Layer):
    def build(self, input_shape):
        self.gain = self.add_weight(shape=(input_shape[-1],), initializer="ones")
        self.bias = self.add_weight(shape=(input_shape[-1],), initializer="zeros")

    def call(self, x):
        mean = ops.mean(x, axis=(1, 2), keepdims=True)
        variance = ops.mean(ops.square(x - mean), axis=(1, 2), keepdims=True)
        return self.gain * (x - mean) / ops.sqrt(variance + 1e-8) + self.bias


keras.utils.set_random_seed(0)
inputs = keras.Input((1000, 64))
h = inputs
for _ in range(6):
    h = GlobalNorm()(layers.Dense(64, activation="relu")(h))
model = keras.Model(inputs, layers.Dense(1)(h))
model.compile("adam", "mse", jit_compile=False)
from kerasmem import estimate_memory, measure_peak
b = int(sys.argv[1])
out = [estimate_memory(model, b, device="cpu").total / 2**20]
if len(sys.argv) > 2:
    out.append(measure_peak(model, b, steps=4).peak / 2**20)
print(json.dumps(out))
