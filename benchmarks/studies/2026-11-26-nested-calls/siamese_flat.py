"""Truth for nested_vs_flat.py's siamese CNN, nested and flat (3 fresh runs each, run by the caller)."""
import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path.insert(0, "/work/main")
import keras
from keras import layers
import kerasmem
from kerasmem import estimate_memory

def build(nested):
    convs = [layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(), layers.Conv2D(32, 3, activation="relu"),
             layers.GlobalAveragePooling2D(), layers.Dense(32)]
    if nested:
        embed = keras.Sequential([keras.Input((32, 32, 1)), *convs])
    else:
        def embed(x):
            for layer in convs:
                x = layer(x)
            return x
    a, b = keras.Input((32, 32, 1)), keras.Input((32, 32, 1))
    distance = layers.Lambda(lambda pair: keras.ops.abs(pair[0] - pair[1]))([embed(a), embed(b)])
    m = keras.Model([a, b], layers.Dense(1, activation="sigmoid")(distance))
    m.compile(optimizer="adam", loss="binary_crossentropy", jit_compile=False)
    return m

nested, batch, what = sys.argv[1] == "nested", int(sys.argv[2]), sys.argv[3]
m = build(nested)
if what == "estimate":
    print(sys.argv[1], batch, "estimate", round(estimate_memory(m, batch, device="cpu").total / 2**20, 1))
else:
    print(sys.argv[1], batch, "measured", round(kerasmem.measure_peak(m, batch, steps=4).peak / 2**20, 1))
