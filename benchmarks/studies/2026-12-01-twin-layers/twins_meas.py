import os, sys
sys.path.insert(0, "/work/main")
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"

import keras
from keras import layers


def heads(kind):
    inputs = keras.Input((256,))
    x = layers.Dense(2048)(inputs)
    shared = layers.ReLU()(x) if kind == "shared" else None
    outputs = []
    for k in range(4):
        if kind == "dropout":
            a = layers.Dropout(0.1)(x)
        else:
            a = shared if kind == "shared" else layers.ReLU(max_value=None if kind == "twins" else 10.0 + k)(x)
        outputs.append(layers.Dense(8)(a))
    model = keras.Model(inputs, layers.Add()(outputs))
    model.compile("sgd", "mse", jit_compile=False)
    return model

import json
from kerasmem import measure_peak, estimate_memory
for run in range(2):
    for kind in ("twins", "shared", "distinct", "dropout"):
        m = measure_peak(heads(kind), 512, steps=3).peak
        e = estimate_memory(heads(kind), 512, device="cpu").total
        print(run, kind, "measured %.1f MiB" % (m / 2**20), "estimated %.1f MiB" % (e / 2**20), flush=True)
