"""MemoryGrowth callback: silent without a GPU; at train begin too late, a warning (or error) with the fix."""

import logging

import keras
import numpy as np
import pytest

from kerasmem import MemoryGrowth, TooLateError
from kerasmem.probes import tf_devices

TOO_LATE = RuntimeError("Physical devices cannot be modified after being initialized")


def _fit(callback):
    model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
    model.compile("sgd", "mse")
    model.fit(np.zeros((4, 2)), np.zeros((4, 1)), epochs=1, verbose=0, callbacks=[callback])


def test_without_a_gpu_nothing_to_do(caplog, monkeypatch):
    monkeypatch.setattr(tf_devices, "gpus", lambda: [])
    callback = MemoryGrowth()
    with caplog.at_level(logging.WARNING, logger="kerasmem"):
        _fit(callback)
    assert callback.result == {} and callback.message == "" and not [r for r in caplog.records if r.name == "kerasmem"]


@pytest.fixture
def started_gpu(monkeypatch):
    monkeypatch.delenv("TF_FORCE_GPU_ALLOW_GROWTH", raising=False)
    monkeypatch.setattr(tf_devices, "gpus", lambda: [tf_devices.TfGpu("GPU:0", "A100", (8, 0), None)])
    monkeypatch.setattr(tf_devices, "memory_growth", lambda device: False)

    def too_late(device):
        raise TOO_LATE

    monkeypatch.setattr(tf_devices, "set_memory_growth", too_late)


def test_too_late_warns_with_the_fix(started_gpu, caplog):
    callback = MemoryGrowth()
    with caplog.at_level(logging.WARNING, logger="kerasmem"):
        _fit(callback)
    assert callback.result is None
    assert "right after importing TensorFlow" in callback.message and "TF_FORCE_GPU_ALLOW_GROWTH=true" in callback.message
    assert [r.getMessage() for r in caplog.records if r.name == "kerasmem"] == [f"kerasmem.MemoryGrowth: memory growth is off. {callback.message}"]


def test_too_late_strict_raises(started_gpu):
    with pytest.raises(TooLateError, match="TF_FORCE_GPU_ALLOW_GROWTH=true"):
        _fit(MemoryGrowth(strict=True))


def test_in_a_fresh_process_growth_is_set_before_the_gpus_start(run_python):
    """Where TensorFlow has GPUs, enable_memory_growth right after import turns it on; here it finds none."""
    result = run_python(
        """
        import json, tensorflow as tf, kerasmem
        done = kerasmem.enable_memory_growth()
        gpus = tf.config.list_physical_devices("GPU")
        print(json.dumps({"done": done, "growth": [tf.config.experimental.get_memory_growth(g) for g in gpus]}))
        """
    )
    assert set(result["done"]) == {f"GPU:{i}" for i in range(len(result["growth"]))} and all(result["growth"])
