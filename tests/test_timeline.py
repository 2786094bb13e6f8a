"""kerasmem.memory_timeline: memory after each layer's forward and backward pass, measured on the simulated GPU."""

import pytest

from conftest import SIMULATED_GPU

# A tiny functional model with a branch (one tensor read by two layers) and a weightless layer.
TIMELINE = """
import json, keras
from kerasmem import memory_timeline
from kerasmem.timeline import TIMELINE_COLUMNS
inputs = keras.Input((64,), name="x")
a = keras.layers.Dense(256, activation="relu", name="wide")(inputs)
b = keras.layers.Dense(256, name="branch")(a)
b = keras.layers.BatchNormalization(name="norm")(b)
c = keras.layers.Add(name="add")([a, b])
outputs = keras.layers.Dense(8, name="head")(c)
model = keras.Model(inputs, outputs, name="tiny")
model.compile(optimizer="sgd", loss="mean_squared_error")
before = [w.numpy().tolist() for w in model.weights]
frame = memory_timeline(model, batch_size=512)
assert list(frame.columns) == list(TIMELINE_COLUMNS)
print(json.dumps({"rows": frame.to_dict("records"), "attrs": frame.attrs,
                  "unchanged": before == [w.numpy().tolist() for w in model.weights],
                  "weight_bytes": sum(w.numpy().nbytes for w in model.trainable_weights)}))
"""


def test_rows_follow_the_step(run_python):
    result = run_python(TIMELINE, env=SIMULATED_GPU)
    rows = result["rows"]
    assert [(r["phase"], r["layer"]) for r in rows] == [
        ("pre", "tiny"),
        ("fwd", "wide"), ("fwd", "branch"), ("fwd", "norm"), ("fwd", "add"), ("fwd", "head"),
        ("loss", "tiny"),
        ("bwd", "head"), ("bwd", "add"), ("bwd", "norm"), ("bwd", "branch"), ("bwd", "wide"),
    ]
    assert result["attrs"]["allocator"].startswith("simulated GPU") and result["attrs"]["batch_size"] == 512
    assert result["unchanged"]  # no optimizer update, and the moving statistics are put back
    memory = [r["memory_bytes"] for r in rows]
    assert [r["delta_bytes"] for r in rows] == [0] + [b - a for a, b in zip(memory, memory[1:])]
    assert all(r["peak_bytes"] >= r["memory_bytes"] for r in rows)
    # The forward pass keeps the wide activations: at least 512 x 256 float32 for "wide" (its output).
    by = {(r["phase"], r["layer"]): r for r in rows}
    assert by[("fwd", "wide")]["delta_bytes"] >= 512 * 256 * 4
    # The backward pass frees the activations as it goes, but keeps every weight gradient for the update.
    assert memory[-1] - memory[0] >= result["weight_bytes"]
    assert memory[-1] < by[("loss", "tiny")]["memory_bytes"] - 512 * 256 * 4
    assert by[("bwd", "add")]["delta_bytes"] < 0  # its output and that output's gradient are freed


def test_refuses_tensorflows_default_cpu_allocator(run_python):
    result = run_python(
        """
        import json
        from kerasmem import memory_timeline, MeasurementError
        try:
            memory_timeline("mnist_cnn", 4)
        except MeasurementError as error:
            print(json.dumps(str(error)))
        """,
        env={"TF_ENABLE_ONEDNN_OPTS": "1", "TF_CPU_ALLOCATOR_USE_BFC": "false"},
    )
    assert "TF_CPU_ALLOCATOR_USE_BFC=true" in result and "run_simulated" in result


def test_subclassed_models_are_refused():
    import keras

    from kerasmem import ModelError, memory_timeline

    class Net(keras.Model):
        def __init__(self):
            super().__init__(name="net")
            self.dense = keras.layers.Dense(2)

        def call(self, x):
            return self.dense(x)

    model = Net()
    model(keras.ops.zeros((1, 3)))
    with pytest.raises(ModelError, match="subclassed"):
        memory_timeline(model, 2)
