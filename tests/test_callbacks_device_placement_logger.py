"""DevicePlacementLogger: placement read from the placed (partitioned) graphs of the first step."""

import logging

import keras
import numpy as np
import pytest

from kerasmem import DevicePlacementLogger
from kerasmem.callbacks import PlacementReport


def _data(n=32):
    rng = np.random.default_rng(0)
    return rng.random((n, 28, 28, 1), "float32"), rng.integers(0, 10, n)


def test_the_first_step_is_counted_per_device(mnist, capsys):
    model = keras.models.clone_model(mnist)
    model.compile("adam", "sparse_categorical_crossentropy")
    logger = DevicePlacementLogger()
    model.fit(*_data(), batch_size=8, epochs=1, verbose=0, callbacks=[logger])
    report = logger.report
    assert report.functions > 0
    # No GPU here: every computing op of the step sits on the CPU, Conv2D and its gradients among them.
    # No GPU here: every op of the step sits on the CPU, the convolutions and their gradients among them
    # (named _MklNative... where oneDNN rewrote them).
    assert set(report.counts) == {"CPU:0"} and report.counts["CPU:0"] > sum(report.on_cpu.values()) > 100
    convolutions = {op: n for op, n in report.on_cpu.items() if "Conv2D" in op}
    assert sum(n for op, n in convolutions.items() if "Backprop" not in op) == 2
    assert any("BackpropFilter" in op for op in convolutions) and any("MatMul" in op for op in report.on_cpu)
    assert not any("Dataset" in op or "Iterator" in op for op in report.on_cpu)
    assert not report.gpu_present and report.warning == "" and report.fell_back == {}
    out = capsys.readouterr().out
    assert out.startswith("Device placement of the first training step\ndevice") and "CPU:0" in out


def test_a_step_compiled_by_an_earlier_fit_is_compiled_again_and_recorded_and_so_is_an_eager_one(mnist):
    model = keras.models.clone_model(mnist)
    model.compile("sgd", "sparse_categorical_crossentropy")
    model.fit(*_data(8), batch_size=8, epochs=1, verbose=0)
    for run_eagerly in (False, True):
        model.compile("sgd", "sparse_categorical_crossentropy", run_eagerly=run_eagerly)
        logger = DevicePlacementLogger(verbose=False)
        model.fit(*_data(8), batch_size=8, epochs=1, verbose=0, callbacks=[logger])
        assert logger.report.functions > 0 and any("Conv2D" in op for op in logger.report.on_cpu)


def test_nothing_recorded_is_said():
    assert "nothing recorded" in str(PlacementReport())


def test_fallback_warning_names_the_heavy_ops(caplog):
    report = PlacementReport(counts={"GPU:0": 400, "CPU:0": 7}, on_cpu={"Conv2D": 2, "Shape": 5}, gpu_present=True, functions=3)
    assert report.fell_back == {"Conv2D": 2, "Shape": 5}
    assert report.warning.startswith("7 operations of the training step ran on the CPU although TensorFlow has a GPU: Shape x5, Conv2D x2.")
    assert "WARNING: 7 operations" in str(report) and "<b>WARNING:</b>" in report._repr_html_()


@pytest.mark.gpu
def test_on_a_gpu_the_convolutions_run_there(mnist, caplog):
    model = keras.models.clone_model(mnist)
    model.compile("adam", "sparse_categorical_crossentropy")
    logger = DevicePlacementLogger(verbose=False)
    with caplog.at_level(logging.WARNING, logger="kerasmem"):
        model.fit(*_data(), batch_size=8, epochs=1, verbose=0, callbacks=[logger])
    assert logger.report.counts.get("GPU:0", 0) > 0 and "Conv2D" not in logger.report.fell_back
