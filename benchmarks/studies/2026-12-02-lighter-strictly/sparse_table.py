"""A lookup of a 400000 x 16 table, mean-pooled, at batch 64 under one optimizer: its estimate and, with
``measure``, its peak on the simulated GPU. One fresh process per optimizer (the allocator's peak counts
every model the process holds):
PYTHONPATH=/work/main /work/main/.venv/bin/python sparse_table.py adagrad|momentum|sgd|adam [measure]."""
import os
import sys

from kerasmem.probes.tf_allocator import simulated_gpu_environment

os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import keras  # noqa: E402
from keras import layers  # noqa: E402

from kerasmem import estimate_memory, measure_peak  # noqa: E402

OPTIMIZERS = {"adagrad": lambda: keras.optimizers.Adagrad(), "momentum": lambda: keras.optimizers.SGD(momentum=0.9),
              "sgd": lambda: keras.optimizers.SGD(), "adam": lambda: keras.optimizers.Adam()}

ids = keras.Input((20,), dtype="int32")
model = keras.Model(ids, layers.Dense(4)(layers.GlobalAveragePooling1D()(layers.Embedding(400_000, 16)(ids))))
model.compile(optimizer=OPTIMIZERS[sys.argv[1]](), loss="sparse_categorical_crossentropy", jit_compile=False)
e = estimate_memory(model, 64, device="cpu")
line = f"{sys.argv[1]}: estimated {e.total / 2**20:.1f} MiB {[n[:60] for n in e.notes if n.startswith('held at')]}"
if sys.argv[2:] == ["measure"]:
    m = measure_peak(model, 64, steps=3)
    line += f", measured {m.peak / 2**20:.1f} MiB"
print(line)
