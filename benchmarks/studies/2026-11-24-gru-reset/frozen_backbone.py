"""A frozen keras.applications MobileNetV2 (alpha 0.5, 96x96) under a trainable head, batch 32: the
measured peak against the estimate (run with TF_CPU_ALLOCATOR_USE_BFC=true TF_ENABLE_ONEDNN_OPTS=0).
"""


def build():
    """The model, compiled (Adam, a crossentropy from logits)."""
    import keras
    from keras import layers

    keras.utils.set_random_seed(0)
    base = keras.applications.MobileNetV2(weights=None, include_top=False, input_shape=(96, 96, 3), alpha=0.5)
    base.trainable = False
    x = inputs = keras.Input((96, 96, 3))
    x = layers.GlobalAveragePooling2D()(base(x, training=False))
    model = keras.Model(inputs, layers.Dense(10)(layers.Dense(256, activation="relu")(x)))
    model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), jit_compile=False)
    return model


if __name__ == "__main__":
    import json

    from kerasmem import estimate_memory, measure_peak

    model = build()
    m = measure_peak(model, 32, steps=3).peak
    e = estimate_memory(model, 32, device="cpu")
    print(json.dumps([round(m / 2**20, 1), round(e.total / 2**20, 1), round(e.total / m - 1, 3)]))
    print({k: round(v / 2**20, 1) for k, v in e.breakdown.items() if v})
