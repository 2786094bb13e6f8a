"""The benchmark zoo: small but real architectures, each with its optimizer, loss and batch sizes.

Kept small enough that one training step runs in seconds on 2 CPU cores. The
``held_out`` models must never be used to tune an estimator: report them apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class ZooEntry:
    name: str
    build: Callable[[], Any]
    optimizer: str
    loss: str
    batch_sizes: tuple[int, int]
    held_out: bool = False


def _mnist_cnn():
    from kerasmem.models import mnist_cnn

    return mnist_cnn()


def _mlp():
    import keras
    from keras import layers

    return keras.Sequential(
        [keras.Input((784,)), layers.Dense(4096, activation="relu"), layers.Dense(4096, activation="relu"), layers.Dense(10)],
        name="mlp_4096",
    )


def _bn_cnn():
    import keras
    from keras import layers

    x = inputs = keras.Input((64, 64, 3))
    for filters in (32, 64, 128, 256):
        x = layers.Conv2D(filters, 3, padding="same", use_bias=False)(x)
        x = layers.BatchNormalization()(x)
        x = layers.ReLU()(x)
        x = layers.MaxPooling2D()(x)
    x = layers.GlobalAveragePooling2D()(x)
    return keras.Model(inputs, layers.Dense(10)(x), name="bn_cnn")


def _mobilenet_v2():
    import keras

    return keras.applications.MobileNetV2(weights=None, input_shape=(96, 96, 3), alpha=0.5, classes=10)


def _resnet50():
    import keras

    return keras.applications.ResNet50(weights=None, input_shape=(64, 64, 3), classes=10)


def _densenet121():
    import keras

    return keras.applications.DenseNet121(weights=None, input_shape=(64, 64, 3), classes=10)


def _lstm():
    import keras
    from keras import layers

    return keras.Sequential([keras.Input((50, 32)), layers.LSTM(256), layers.Dense(10)], name="lstm_256")


def _gru():
    import keras
    from keras import layers

    return keras.Sequential(
        [keras.Input((50, 32)), layers.GRU(128, return_sequences=True), layers.GRU(128), layers.Dense(10)],
        name="gru_2x128",
    )


def _transformer():
    import keras
    from keras import layers

    tokens = keras.Input((64,), dtype="int32")
    x = layers.Embedding(5000, 128)(tokens)
    for _ in range(2):
        attention = layers.MultiHeadAttention(num_heads=4, key_dim=32)(x, x)
        x = layers.LayerNormalization()(x + attention)
        ff = layers.Dense(128)(layers.Dense(512, activation="relu")(x))
        x = layers.LayerNormalization()(x + ff)
    x = layers.GlobalAveragePooling1D()(x)
    return keras.Model(tokens, layers.Dense(10)(x), name="transformer_2x128")


def _autoencoder():
    import keras
    from keras import layers

    x = inputs = keras.Input((64, 64, 1))
    for filters in (32, 64):
        x = layers.Conv2D(filters, 3, strides=2, padding="same", activation="relu")(x)
    for filters in (64, 32):
        x = layers.Conv2DTranspose(filters, 3, strides=2, padding="same", activation="relu")(x)
    return keras.Model(inputs, layers.Conv2D(1, 3, padding="same", activation="sigmoid")(x), name="conv_autoencoder")


def _two_inputs():
    import keras
    from keras import layers

    image, vector = keras.Input((32, 32, 3)), keras.Input((20,))
    x = layers.Conv2D(32, 3, activation="relu")(image)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, activation="relu")(x)
    x = layers.GlobalAveragePooling2D()(x)
    v = layers.Dense(64, activation="relu")(vector)
    h = layers.Dense(128, activation="relu")(layers.Concatenate()([x, v]))
    return keras.Model([image, vector], layers.Dense(10)(h), name="two_inputs")


def _vgg_small():
    import keras

    return keras.applications.VGG16(weights=None, input_shape=(64, 64, 3), classes=10)


ZOO = (
    ZooEntry("mnist_cnn", _mnist_cnn, "adam", "sparse_categorical_crossentropy", (32, 256)),
    ZooEntry("mlp_4096", _mlp, "sgd_momentum", "sparse_categorical_crossentropy", (32, 256)),
    ZooEntry("bn_cnn", _bn_cnn, "adam", "sparse_categorical_crossentropy", (16, 64)),
    ZooEntry("mobilenet_v2", _mobilenet_v2, "rmsprop", "sparse_categorical_crossentropy", (16, 64)),
    ZooEntry("resnet50", _resnet50, "sgd_momentum", "sparse_categorical_crossentropy", (8, 32)),
    ZooEntry("lstm_256", _lstm, "adam", "sparse_categorical_crossentropy", (32, 128)),
    ZooEntry("transformer_2x128", _transformer, "adamw", "sparse_categorical_crossentropy", (16, 64)),
    ZooEntry("conv_autoencoder", _autoencoder, "adam", "binary_crossentropy", (16, 64)),
    # Held out: never used to tune an estimator.
    ZooEntry("densenet121", _densenet121, "adam", "sparse_categorical_crossentropy", (8, 32), held_out=True),
    ZooEntry("gru_2x128", _gru, "rmsprop", "sparse_categorical_crossentropy", (32, 128), held_out=True),
    ZooEntry("two_inputs", _two_inputs, "adagrad", "sparse_categorical_crossentropy", (32, 128), held_out=True),
    ZooEntry("vgg16", _vgg_small, "sgd", "sparse_categorical_crossentropy", (8, 32), held_out=True),
)


def optimizer(name: str) -> Any:
    """A fresh optimizer for a zoo name ('sgd_momentum' is SGD with momentum 0.9)."""
    import keras

    if name == "sgd_momentum":
        return keras.optimizers.SGD(momentum=0.9)
    return keras.optimizers.get(name)


def compiled(name: str) -> tuple[ZooEntry, Any]:
    """A zoo entry and its model, built with seed 0 and compiled as the benchmarks train it."""
    import keras

    keras.utils.set_random_seed(0)
    spec = entry(name)
    model = spec.build()
    model.compile(optimizer=optimizer(spec.optimizer), loss=spec.loss, jit_compile=False)
    return spec, model


def entry(name: str) -> ZooEntry:
    return next(e for e in ZOO if e.name == name)
