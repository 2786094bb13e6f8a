"""Loading models from files and built-in names, with one clear error for each failure."""

import pytest

from kerasmem import estimate_memory
from kerasmem.errors import ModelError
from kerasmem.models import builtin_models, load_model, mnist_cnn


def test_mnist_cnn_has_the_talks_parameters():
    assert mnist_cnn().count_params() == 1_111_946
    big = mnist_cnn(filters=(320, 640), dense_units=10240)  # the talk's crash test
    assert big.count_params() > 100 * 1_111_946 / 10


@pytest.mark.parametrize("name, expected", [("mnist_cnn", "mnist_cnn"), ("MNIST-CNN", "mnist_cnn"), ("mobilenet_v2", "mobilenetv2_1.00_224")])
def test_builtin_names_forgive_case_and_punctuation(name, expected):
    assert load_model(name).name == expected


def test_builtin_models_lists_keras_applications():
    names = builtin_models()
    assert names[0] == "mnist_cnn" and {"ResNet50", "VGG16", "MobileNetV2", "DenseNet121"} <= set(names)


def test_applications_take_an_input_shape():
    model = load_model("MobileNetV2", input_shape=(64, 64, 3))
    assert tuple(model.inputs[0].shape) == (None, 64, 64, 3)


@pytest.mark.parametrize("suffix", [".keras", ".h5"])
def test_saved_files_load_and_estimate_like_the_original(tmp_path, suffix):
    model = mnist_cnn()
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
    model.optimizer.build(model.trainable_variables)  # saved as a trained model's would be
    path = tmp_path / f"model{suffix}"
    model.save(path)
    loaded = load_model(path)
    assert loaded.count_params() == 1_111_946
    assert estimate_memory(path, 5, method="seed").total == estimate_memory(model, 5, method="seed").total


def test_missing_file(tmp_path):
    with pytest.raises(ModelError, match="model file not found: .*missing.keras"):
        load_model(tmp_path / "missing.keras")


@pytest.mark.parametrize("suffix", [".keras", ".h5"])
def test_corrupt_file(tmp_path, suffix):
    path = tmp_path / f"corrupt{suffix}"
    path.write_bytes(b"this is not a model")
    with pytest.raises(ModelError, match=f"cannot load model file .*corrupt{suffix}: "):
        load_model(path)


def test_unknown_name():
    with pytest.raises(ModelError, match="'resnet5' is neither a model file .* nor a built-in model"):
        load_model("resnet5")
