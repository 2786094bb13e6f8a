"""The per-layer table: shapes, parameters, activations, for every kind of model."""

import keras
import pytest
from keras import layers

from kerasmem import _graph, summarize
from kerasmem.errors import ModelError
from kerasmem.summary import SUMMARY_COLUMNS, ModelSummary


def _rows(table):
    return {row["name"]: row for row in table.to_dict("records")}


def test_mnist_cnn_matches_the_talk(mnist, golden):
    table = summarize(mnist)
    rows = _rows(table)
    # The talk's Task 1: parameters per layer and in total.
    assert rows["conv1"]["params"] == 832 == 32 * (5 * 5 + 1)
    assert rows["conv2"]["params"] == 51_264 == 64 * (5 * 5 * 32 + 1)
    assert rows["dense1"]["params"] == 1_049_600 == 1024 * (1024 + 1)
    assert rows["dense2"]["params"] == 10_250 == 10 * (1024 + 1)
    assert table.totals["params"] == 1_111_946 == mnist.count_params()
    assert rows["conv1"]["output_shape"] == "(None, 24, 24, 32)"
    assert rows["conv1"]["activations_per_sample"] == 24 * 24 * 32
    assert rows["conv1"]["activation_bytes_per_sample"] == 24 * 24 * 32 * 4
    assert list(table.columns) == list(SUMMARY_COLUMNS)
    assert table["kind"].tolist()[0] == "input"
    golden("mnist_cnn_summary.txt", table.to_text())


def test_summary_prints_and_displays_with_totals(mnist):
    table = summarize(mnist)
    assert isinstance(table, ModelSummary)
    assert repr(table) == table.to_text()
    assert "1,111,946" in table._repr_html_() and "<tfoot>" in table._repr_html_()
    # Slices are plain DataFrames: a total of a slice would mislead.
    assert type(table[table["params"] > 0]).__name__ == "DataFrame"


def _nested_shared():
    inner = keras.Sequential([keras.Input((4,)), layers.Dense(4, name="inner_dense")], name="inner")
    x = keras.Input((4,), name="x")
    shared = layers.Dense(4, name="shared")
    y = shared(shared(inner(x)))
    y = layers.Dense(2, name="head")(y)
    return keras.Model(x, y, name="outer")


def test_nested_models_are_expanded_and_shared_layers_counted_once():
    model = _nested_shared()
    table = summarize(model)
    assert table["name"].tolist() == ["x", "inner", "inner_dense", "shared", "shared (call 2)", "head"]
    assert table["depth"].tolist() == [0, 0, 1, 0, 0, 0]
    rows = _rows(table)
    assert rows["inner"]["kind"] == "model" and rows["inner"]["params"] == 0
    assert rows["shared"]["params"] == 20 and rows["shared (call 2)"]["params"] == 0
    # ...but both calls of the shared layer produce activations.
    assert rows["shared (call 2)"]["activations_per_sample"] == 4
    assert table.totals["params"] == model.count_params() == 50


def test_graph_walk_and_trace_agree():
    model = _nested_shared()
    specs, walked = _graph.layer_calls(model)
    _, traced = _graph._trace(model, specs)
    assert [c for c in walked if not c.is_input] == traced


def test_a_layer_called_again_on_a_later_layers_output_comes_after_it():
    # Keras orders a graph's nodes by their layer's first call: the tied Dense's second call would come
    # before the normalization that makes its input, and the replay would not find its producer.
    dense, norm = layers.Dense(16, activation="relu", name="tied"), layers.LayerNormalization(name="norm")
    x = inputs = keras.Input((16,), name="x")
    for _ in range(3):
        x = norm(dense(x))
    model = keras.Model(inputs, layers.Dense(1, name="head")(x))
    specs, walked = _graph.layer_calls(model)
    assert [c.name for c in walked] == ["x", "tied", "norm", "tied (call 2)", "norm (call 2)", "tied (call 3)",
                                        "norm (call 3)", "head"]
    made = set()
    for call in walked:
        assert set(call.inputs) <= made, f"{call.name} reads a tensor not made yet"
        made.update(call.outputs)
    _, traced = _graph._trace(model, specs)
    assert [c.name for c in walked if not c.is_input] == [c.name for c in traced]


class _Block(keras.Model):
    def __init__(self):
        super().__init__(name="block")
        self.dense = layers.Dense(8, name="dense_in")
        self.attention = layers.MultiHeadAttention(2, 4, name="attention")
        self.lstm = layers.LSTM(5, name="lstm")
        self.scale = self.add_weight(shape=(5,), name="scale")

    def call(self, x):
        h = self.dense(x)
        return self.lstm(self.attention(h, h)) * self.scale


def test_subclassed_model_is_traced():
    model = _Block()
    model(keras.ops.zeros((2, 6, 3)))
    table = summarize(model)
    assert table["name"].tolist() == ["input", "dense_in", "attention", "lstm", "(other weights)"]
    rows = _rows(table)
    assert rows["input"]["output_shape"] == "(None, 6, 3)"
    assert rows["attention"]["output_shape"] == "(None, 6, 8)"
    # The model's own weight, which no layer holds, has a row of its own.
    assert rows["(other weights)"]["params"] == 5
    assert table.totals["params"] == model.count_params()


def test_multiple_inputs_and_outputs():
    a, b = keras.Input((8,), name="a"), keras.Input((3, 4), name="b")
    h = layers.Concatenate(name="join")([layers.Dense(4, name="da")(a), layers.Flatten(name="fb")(b)])
    model = keras.Model([a, b], [layers.Dense(1, name="out1")(h), layers.Dense(3, name="out2")(h)])
    rows = _rows(summarize(model))
    assert rows["a"]["kind"] == rows["b"]["kind"] == "input"
    assert rows["b"]["activations_per_sample"] == 12
    assert rows["join"]["output_shape"] == "(None, 16)"
    assert {"out1", "out2"} <= set(rows)


def test_plain_operations_in_a_functional_model():
    x = keras.Input((6, 8), name="x")
    h = layers.Dense(8, name="proj")(x)
    y = layers.LayerNormalization(name="norm")(x + h)
    table = summarize(keras.Model(x, keras.ops.mean(y, axis=1)))
    # ``x + h`` and ``keras.ops.mean`` are graph nodes without weights, named by Keras ("add", or
    # "add_1" once another test made an Add in this process).
    rows = {row["class"]: row for row in table.to_dict("records")}
    assert rows["Add"]["name"].startswith("add") and rows["Add"]["params"] == 0
    assert rows["Add"]["activations_per_sample"] == 48
    assert rows["Mean"]["name"].startswith("mean") and rows["Mean"]["output_shape"] == "(None, 8)"


def test_mixed_precision_halves_activation_bytes_not_weight_bytes():
    model = keras.Sequential(
        [keras.Input((16,)), layers.Dense(32, dtype="mixed_float16", name="half"), layers.Dense(4, dtype="float32", name="full")]
    )
    rows = _rows(summarize(model))
    assert rows["half"]["dtype"] == "float16"
    assert rows["half"]["activation_bytes_per_sample"] == 32 * 2
    assert rows["half"]["param_bytes"] == (16 * 32 + 32) * 4  # variables stay float32
    assert rows["full"]["activation_bytes_per_sample"] == 4 * 4


def test_frozen_layers_have_no_trainable_params():
    model = keras.Sequential([keras.Input((4,)), layers.Dense(4, name="frozen"), layers.BatchNormalization(name="bn")])
    model.get_layer("frozen").trainable = False
    rows = _rows(summarize(model))
    assert rows["frozen"]["trainable_params"] == 0 and rows["frozen"]["params"] == 20
    # BatchNormalization: gamma and beta train, the moving statistics do not.
    assert rows["bn"]["params"] == 16 and rows["bn"]["trainable_params"] == 8


def test_unknown_dimensions_need_input_shape():
    x = keras.Input((None, None, 3), name="image")
    model = keras.Model(x, layers.Conv2D(4, 3, name="conv")(x))
    with pytest.raises(ModelError, match=r"unknown dimensions \(None, None, None, 3\).*input_shape=\(\?, \?, 3\)"):
        summarize(model)
    rows = _rows(summarize(model, input_shape=(32, 32, 3)))
    assert rows["image"]["output_shape"] == "(None, 32, 32, 3)"
    assert rows["conv"]["output_shape"] == "(None, 30, 30, 4)"


def test_a_nested_model_over_any_length_takes_the_length_it_is_called_on():
    # bf16_mae_masked_patch_vit (set 118): its encoder, built over any number of tokens, called on 64.
    tokens = keras.Input((None, 8))
    encoder = keras.Model(tokens, layers.LayerNormalization(name="norm")(layers.Dense(16, name="wide")(tokens)),
                          name="encoder")
    x = keras.Input((64, 8), name="patches")
    rows = _rows(summarize(keras.Model(x, layers.Dense(2, name="head")(encoder(x)))))
    assert rows["wide"]["output_shape"] == rows["norm"]["output_shape"] == "(None, 64, 16)"
    assert rows["head"]["output_shape"] == "(None, 64, 2)"


def test_unbuilt_model_is_refused_unless_input_shape_is_given():
    model = keras.Sequential([layers.Dense(3, name="d")])
    with pytest.raises(ModelError, match="not built"):
        summarize(model)
    assert summarize(model, input_shape=(5,)).totals["params"] == 18


@pytest.mark.parametrize("bad", [(0, 3), "28x28", [], [(2,), "x"]])
def test_bad_input_shape(bad):
    x = keras.Input((None, 3))
    with pytest.raises(ModelError, match="input_shape"):
        summarize(keras.Model(x, layers.Dense(2)(x)), input_shape=bad)


def test_not_a_model():
    with pytest.raises(ModelError, match="expected a Keras model, got int"):
        summarize(42)


def test_keras_applications_params_match_keras():
    model = keras.applications.MobileNetV2(weights=None, input_shape=(96, 96, 3), alpha=0.35)
    table = summarize(model)
    assert table.totals["params"] == model.count_params()
    assert table.totals["trainable_params"] == sum(int(keras.ops.size(v)) for v in model.trainable_weights)
