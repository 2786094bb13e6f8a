"""A weight-tied model (one Conv block applied three times in sequence, flat): truth and estimate."""
import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path.insert(0, "/work/main")
import keras
from keras import layers
import kerasmem
from kerasmem.estimate import estimate_memory

def build(kind):
    if kind == "mlp":
        dense, norm = layers.Dense(1024, activation="relu"), layers.LayerNormalization()
        x = inputs = keras.Input((1024,))
        x = layers.Dense(1024)(x)
        for _ in range(4):
            x = norm(dense(x))
        out = layers.Dense(10)(x)
    else:
        conv, bn = layers.Conv2D(64, 3, padding="same", activation="relu"), layers.BatchNormalization()
        x = inputs = keras.Input((32, 32, 3))
        x = layers.Conv2D(64, 3, padding="same")(x)
        for _ in range(3):
            x = bn(conv(x))
        out = layers.Dense(10)(layers.GlobalAveragePooling2D()(x))
    m = keras.Model(inputs, out)
    m.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), jit_compile=False)
    return m
kind, batch = sys.argv[1], int(sys.argv[2])
m = build(kind)
if sys.argv[3] == "estimate":
    print(kind, batch, "estimate", round(estimate_memory(m, batch, device="cpu").total / 2**20, 1))
else:
    r = kerasmem.measure_peak(m, batch, steps=4)
    print(kind, batch, "measured", round(r.peak / 2**20, 1))
