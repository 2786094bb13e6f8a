"""measure_peak: real training steps, the allocator's peak, the model left as it was."""

import keras
import numpy as np
import pytest
from keras import layers

from conftest import SIMULATED_GPU
from kerasmem import MeasurementError, measure_peak
from kerasmem.errors import InvalidArgumentError
from kerasmem.probes import tf_allocator
from nvml_fake import fake_nvml  # noqa: F401


def test_measures_on_the_simulated_gpu_and_leaves_the_model_as_it_was(run_python):
    result = run_python(
        """
        import json, numpy as np, keras
        from kerasmem import measure_peak
        from kerasmem.models import mnist_cnn
        model = mnist_cnn()
        model.compile("adam", "sparse_categorical_crossentropy")
        before = [w.copy() for w in model.get_weights()]
        small, large = measure_peak(model, 16, steps=3), measure_peak(model, 128, steps=3)
        same = all(np.array_equal(a, b) for a, b in zip(before, model.get_weights()))
        iterations = int(model.optimizer.iterations.numpy())
        slots_zero = all(not np.any(v.numpy()) for v in model.optimizer.variables if "momentum" in v.path)
        history = model.fit(np.zeros((8, 28, 28, 1)), np.zeros(8), epochs=1, verbose=0)
        print(json.dumps({"small": small.to_dict(), "large": large.to_dict(), "same": same,
                          "iterations": iterations, "slots_zero": slots_zero,
                          "trained": len(history.history["loss"])}))
        """,
        env=SIMULATED_GPU,
    )
    small, large = result["small"], result["large"]
    assert small["allocator"] == "simulated GPU (CPU BFC allocator)" and small["device"] == "CPU:0"
    assert len(small["step_peak_bytes"]) == 3 and small["peak_bytes"] == max(small["step_peak_bytes"])
    # Weights (4.24 MiB) and Adam's two slots are held before the first step.
    assert small["baseline_bytes"] >= 3 * 4_447_784
    assert small["peak_bytes"] > small["baseline_bytes"]
    # 112 more images, each at least its input (3,136 bytes) and its first conv output (73,728 bytes).
    assert large["peak_bytes"] - small["peak_bytes"] > 112 * (3_136 + 73_728)
    assert result["same"] and result["iterations"] == 0 and result["slots_zero"]
    assert result["trained"] == 1


def test_without_statistics_says_how_to_get_them(run_python):
    result = run_python(
        """
        import json
        from kerasmem import measure_peak, MeasurementError
        from kerasmem.models import mnist_cnn
        try:
            measure_peak(mnist_cnn(), 4)
        except MeasurementError as error:
            print(json.dumps({"error": str(error)}))
        """,
        env={"TF_ENABLE_ONEDNN_OPTS": "0", "TF_CPU_ALLOCATOR_USE_BFC": "false", "TF_CPP_MIN_LOG_LEVEL": "3"},
    )
    assert "no allocator statistics for CPU:0" in result["error"]
    assert "TF_CPU_ALLOCATOR_USE_BFC=true and TF_ENABLE_ONEDNN_OPTS=0" in result["error"]


def test_uncompiled_model_is_compiled_and_said_so(monkeypatch):
    # This process runs TensorFlow's default CPU configuration, whose allocator
    # may count nothing of a small model: read from a fake at the probe boundary.
    monkeypatch.setattr(tf_allocator, "read", lambda device: tf_allocator.AllocatorStats(1000, 5000))
    monkeypatch.setattr(tf_allocator, "reset_peak", lambda device: None)
    model = keras.Sequential([keras.Input((8,)), layers.Dense(4)])
    measurement = measure_peak(model, 4, steps=2)
    assert measurement.step_peaks == (5000, 5000) and measurement.baseline == 1000
    assert measurement.optimizer == "Adam" and "compiled with Adam" in measurement.notes[0]
    assert measurement.allocator == tf_allocator.allocator_name("CPU:0")
    assert f"Measured by the {measurement.allocator}, not the simulated GPU" in measurement.notes[-1]
    assert "Measured peak for" in str(measurement) and "peak (max)" in str(measurement)
    assert measurement.step_updated == (True, True) and "(update skipped)" not in str(measurement)


def _overflowing_model(value: float) -> tuple[keras.Model, np.ndarray, np.ndarray]:
    """A mixed_float16 Dense layer whose kernel gradient, for inputs of ``value``, overflows float16 when scaled."""
    model = keras.Sequential([keras.Input((8,)), layers.Dense(4, kernel_initializer="ones", dtype="mixed_float16")])
    model.compile(keras.optimizers.LossScaleOptimizer(keras.optimizers.SGD(1e-9)), "mse")
    return model, np.full((8, 8), value, "float32"), np.zeros((8, 4), "float32")


@pytest.fixture
def fake_allocator(monkeypatch):
    """This process runs TensorFlow's default CPU configuration: the allocator is read from a fake."""
    monkeypatch.setattr(tf_allocator, "read", lambda device: tf_allocator.AllocatorStats(1000, 5000))
    monkeypatch.setattr(tf_allocator, "reset_peak", lambda device: None)


def test_steps_whose_update_the_loss_scale_skips_are_measured_but_not_counted(fake_allocator):
    # The kernel's gradient is 8 x 100 x (2 x 800 / 32) = 40,000: finite in float16 (max 65,504) only
    # once the loss scale has halved from 2**15 to 1, fifteen skipped steps later.
    model, x, y = _overflowing_model(100.0)
    measurement = measure_peak(model, 8, steps=2, x=x, y=y)
    assert measurement.step_updated == (False,) * 15 + (True, True)
    assert len(measurement.step_peaks) == 17
    assert "skipped the update in 15 of 17 steps" in " ".join(measurement.notes)
    assert str(measurement).count("(update skipped)") == 15
    assert model.optimizer.iterations.numpy() == 0 and model.optimizer.dynamic_scale.numpy() == 2.0**15


def test_a_loss_scale_that_never_updates_stops_after_32_skipped_steps(fake_allocator):
    model, x, y = _overflowing_model(60_000.0)  # 8 x 60,000 is infinite in float16 at any scale
    measurement = measure_peak(model, 8, steps=2, x=x, y=y)
    assert measurement.step_updated == (False,) * 32
    assert "no step updated the weights" in " ".join(measurement.notes)
    assert measurement.to_dict()["step_updated"] == [False] * 32


def test_several_inputs_outputs_integer_inputs_and_given_data(run_python):
    result = run_python(
        """
        import json, numpy as np, keras
        from keras import layers
        from kerasmem import measure_peak
        tokens, numbers = keras.Input((6,), dtype="int32"), keras.Input((3,))
        h = layers.Concatenate()([layers.Flatten()(layers.Embedding(50, 4)(tokens)), numbers])
        model = keras.Model([tokens, numbers], [layers.Dense(5, activation="softmax")(h), layers.Dense(1)(h)])
        model.compile("sgd", ["sparse_categorical_crossentropy", "mse"])
        synthetic = measure_peak(model, 8, steps=1)
        x = [np.ones((20, 6), "int32"), np.ones((20, 3), "float32")]
        y = [np.ones((20,), "int32"), np.ones((20, 1), "float32")]
        given = measure_peak(model, 8, steps=1, x=x, y=y)
        print(json.dumps([synthetic.peak, given.peak, given.batch_size]))
        """,
        env=SIMULATED_GPU,
    )
    assert result[0] > 0 and result[1] > 0 and result[2] == 8


def test_the_synthetic_batch_is_on_the_device_before_the_steps(run_python):
    # NumPy arrays would be copied as each step starts, into the simulated GPU's allocator in some
    # processes only (a Dense net on 1024 features at batch 2048: 14 or 22 MiB by process,
    # benchmarks/studies/2026-11-29-input-batch). Made on the device, the batch is counted as a GPU's.
    result = run_python(
        """
        import json, keras
        from keras import layers
        from kerasmem import measure_peak
        model = keras.Sequential([keras.Input((1024,)), layers.Dense(1)])
        model.compile("sgd", "mse")
        m = measure_peak(model, 4096, steps=2)
        print(json.dumps([m.baseline, m.peak, m.notes[-1]]))
        """,
        env=SIMULATED_GPU,
    )
    batch = 4096 * 1024 * 4
    assert batch <= result[0] < batch + 2**20 and result[1] >= result[0]  # weights and targets: 4 KiB, 16 KiB
    assert result[2] == "Synthetic data shaped like the model's inputs, made on the device before the steps."


def test_a_peak_of_nothing_is_refused(monkeypatch):
    # oneDNN's allocator, TensorFlow's CPU default, counts none of a small dense model's buffers.
    monkeypatch.setattr(tf_allocator, "read", lambda device: tf_allocator.AllocatorStats(0, 0))
    monkeypatch.setattr(tf_allocator, "reset_peak", lambda device: None)
    model = keras.Sequential([keras.Input((8,)), layers.Dense(4)])
    with pytest.raises(MeasurementError, match="counted no memory.*TF_CPU_ALLOCATOR_USE_BFC=true"):
        measure_peak(model, 4, steps=1)


@pytest.mark.parametrize("steps", [0, -1, 1.5, True])
def test_steps_must_be_a_positive_integer(mnist, steps):
    with pytest.raises(InvalidArgumentError, match="steps must be a positive integer"):
        measure_peak(mnist, 4, steps=steps)


def test_measurement_error_is_a_kerasmem_error():
    assert issubclass(MeasurementError, RuntimeError)


def test_nvml_view_on_a_gpu_through_the_nvml_fake(fake_nvml, monkeypatch):
    """On a GPU measure_peak adds NVML's view; the fake replaces only pynvml, and TF's GPU list."""
    import os
    from types import SimpleNamespace

    from kerasmem.probes import tf_devices
    from kerasmem.trials import nvml_view
    from nvml_fake import GiB, FakeNvml, a100

    fake_nvml(FakeNvml([a100(0, used=9 * GiB), a100(1, used=5 * GiB, processes=[(os.getpid(), 3 * GiB), (1, GiB)])]))
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "1")
    monkeypatch.setattr(tf_devices, "gpus", lambda: [SimpleNamespace(pci_bus_id=None)])
    assert nvml_view("GPU:0") == (3 * GiB, 5 * GiB)
    assert nvml_view("CPU:0") == (None, None)


def test_a_loss_scale_that_stops_updating_says_how_many_steps_did():
    from kerasmem.trials import _skipped_notes

    assert _skipped_notes([True] * 3, 3) == []
    (note,) = _skipped_notes([True, True] + [False] * 32, 4)
    assert "skipped the update in 32 of 34 steps" in note and "only 2 of the 4 steps" in note
