import os, sys, json
os.environ.update(TF_CPP_MIN_LOG_LEVEL="3", TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true")
import keras
from keras import layers
from kerasmem import measure_peak
kind, opt = sys.argv[1], sys.argv[2]
if kind == "deep":
    m = keras.Sequential([keras.Input((1024,))] + [layers.Dense(1024, activation="relu") for _ in range(24)] + [layers.Dense(10)])
elif kind == "deep_linear":
    m = keras.Sequential([keras.Input((1024,))] + [layers.Dense(1024) for _ in range(24)] + [layers.Dense(10)])
elif kind == "deep2048":
    m = keras.Sequential([keras.Input((2048,))] + [layers.Dense(2048, activation="relu") for _ in range(8)] + [layers.Dense(10)])
elif kind == "wide6":
    m = keras.Sequential([keras.Input((1024,))] + [layers.Dense(4096, activation="relu") for _ in range(6)] + [layers.Dense(10)])
elif kind == "wide":
    m = keras.Sequential([keras.Input((1024,)), layers.Dense(4096, activation="relu"), layers.Dense(4096, activation="relu"), layers.Dense(1024, activation="relu"), layers.Dense(10)])
m.compile(optimizer=keras.optimizers.SGD() if opt == "sgd" else keras.optimizers.Adam(), loss="sparse_categorical_crossentropy", jit_compile=False)
W = sum(v.numpy().nbytes for v in m.trainable_weights)
p = measure_peak(m, 8, steps=4)
print(json.dumps(dict(kind=kind, opt=opt, W_MiB=round(W/2**20,1), peak_MiB=round(p.peak/2**20,1), baseline_MiB=round(p.baseline/2**20,1), over_baseline_per_W=round((p.peak-p.baseline)/W, 2))))
