"""Example models, and turning a file name or model name into a built Keras model."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Callable

from .errors import ModelError

__all__ = ["mnist_cnn", "builtin_models", "load_model"]

_MODEL_SUFFIXES = (".keras", ".h5", ".hdf5")


def mnist_cnn(filters: tuple[int, int] = (32, 64), dense_units: int = 1024) -> Any:
    """The talk's MNIST CNN: 1,111,946 parameters with the default sizes.

    Conv2D 32 5x5 relu, MaxPooling, Conv2D 64 5x5 relu, MaxPooling, Flatten,
    Dense 1024 relu, Dropout 0.5, Dense 10 softmax, on 28x28x1 images. The
    talk's crash test grows it with ``filters=(320, 640), dense_units=10240``.
    Layers have fixed names (conv1, pool1, ..., dense2), so that tables of it
    read the same however many models the process built before.

    Example:
        >>> mnist_cnn().count_params()
        1111946
    """
    import keras
    from keras import layers

    return keras.Sequential(
        [
            keras.Input(shape=(28, 28, 1), name="image"),
            layers.Conv2D(filters[0], 5, activation="relu", name="conv1"),
            layers.MaxPooling2D(name="pool1"),
            layers.Conv2D(filters[1], 5, activation="relu", name="conv2"),
            layers.MaxPooling2D(name="pool2"),
            layers.Flatten(name="flatten"),
            layers.Dense(dense_units, activation="relu", name="dense1"),
            layers.Dropout(0.5, name="dropout"),
            layers.Dense(10, activation="softmax", name="dense2"),
        ],
        name="mnist_cnn",
    )


def _squash(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _applications() -> dict[str, Callable[..., Any]]:
    import keras

    return {
        name: builder
        for name in dir(keras.applications)
        if name[:1].isupper() and callable(builder := getattr(keras.applications, name))
    }


def builtin_models() -> list[str]:
    """Names that :func:`load_model` builds: 'mnist_cnn' and the keras.applications models.

    Example:
        >>> "ResNet50" in builtin_models()
        True
    """
    return ["mnist_cnn", *sorted(_applications())]


def load_model(source: str | os.PathLike, input_shape: Any = None) -> Any:
    """Loads a .keras/.h5 file, or builds a built-in model by name.

    Built-in names forgive case and punctuation ("resnet50", "mobilenet_v2").
    keras.applications models are built with ``weights=None`` (nothing is
    downloaded) and, if given, ``input_shape``.

    Args:
        source: A path ending in .keras, .h5 or .hdf5, or a name from
            :func:`builtin_models`.
        input_shape: For keras.applications models, the input shape without
            the batch dimension, e.g. (512, 512, 3).

    Raises:
        ModelError: the file is missing or cannot be read, or the name is unknown.

    Example:
        >>> load_model("mnist_cnn").name
        'mnist_cnn'
    """
    text = os.fspath(source)
    if text.lower().endswith(_MODEL_SUFFIXES) or os.sep in text:
        return _load_file(Path(text))
    if _squash(text) == "mnistcnn":
        return mnist_cnn()
    applications = _applications()
    matches = [name for name in applications if _squash(name) == _squash(text)]
    if not matches:
        raise ModelError(
            f"'{text}' is neither a model file (.keras, .h5) nor a built-in model; "
            f"built-in: mnist_cnn, ResNet50, MobileNetV2, VGG16, ... (see kerasmem.models.builtin_models())"
        )
    kwargs = {"weights": None}
    if input_shape is not None:
        kwargs["input_shape"] = tuple(input_shape)
    try:
        return applications[matches[0]](**kwargs)
    except ValueError as error:
        raise ModelError(f"cannot build {matches[0]}: {error}") from error


def _load_file(path: Path) -> Any:
    import keras

    if not path.is_file():
        raise ModelError(f"model file not found: {path}")
    try:
        return keras.models.load_model(path)
    except Exception as error:  # Keras raises many types for unreadable or foreign files
        reason = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise ModelError(
            f"cannot load model file {path}: {reason} "
            f"(a model with custom layers must be loaded in Python with custom_objects=)"
        ) from error


def as_model(model: Any, input_shape: Any = None) -> Any:
    """A built Keras model from a model, a file or a built-in name.

    An unbuilt model is built with ``input_shape`` when it is given (that is
    what Keras would do on its first batch), and refused otherwise.
    """
    import keras

    if isinstance(model, (str, os.PathLike)):
        return load_model(model, input_shape)
    if not isinstance(model, keras.Model):
        raise ModelError(f"expected a Keras model, got {type(model).__name__}")
    if not model.built:
        if input_shape is None:
            raise ModelError(
                f"model '{model.name}' is not built, so its layers have no shapes yet: "
                f"build it (model.build((None, 28, 28, 1)), or keras.Input in the model), "
                f"or pass input_shape= without the batch dimension"
            )
        from ._graph import normalise_input_shape

        shapes = [(None, *s) for s in normalise_input_shape(input_shape)]
        try:
            model.build(shapes[0] if len(shapes) == 1 else shapes)
        except Exception as error:  # the user's build() may fail any way
            raise ModelError(f"cannot build model '{model.name}' with input_shape={input_shape!r}: {error}") from error
    return model
