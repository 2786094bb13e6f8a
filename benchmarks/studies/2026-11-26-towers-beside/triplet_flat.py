import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path.insert(0, "/work/main")
import keras
from keras import layers
import kerasmem
from kerasmem import estimate_memory

def build(nested):
    tower = [layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(), layers.Conv2D(64, 3, activation="relu"),
             layers.GlobalAveragePooling2D(), layers.Dense(64)]
    if nested:
        embed = keras.Sequential([keras.Input((48, 48, 1)), *tower], name="tower")
    else:
        def embed(x):
            for layer in tower:
                x = layer(x)
            return x
    images = [keras.Input((48, 48, 1)) for _ in range(3)]
    x = layers.Concatenate()([embed(image) for image in images])
    m = keras.Model(images, layers.Dense(3)(layers.Dense(64, activation="relu")(x)))
    m.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), jit_compile=False)
    return m
nested, batch, what = sys.argv[1] == "nested", int(sys.argv[2]), sys.argv[3]
m = build(nested)
if what == "estimate":
    print(sys.argv[1], batch, "estimate", round(estimate_memory(m, batch, device="cpu").total / 2**20, 1))
else:
    print(sys.argv[1], batch, "measured", round(kerasmem.measure_peak(m, batch, steps=4).peak / 2**20, 1))
