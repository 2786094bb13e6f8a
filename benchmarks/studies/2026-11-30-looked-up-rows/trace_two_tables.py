"""Op-level trace (../2026-11-21-op-trace/trace.py) of a layer of two Embedding tables looked up inside it,
each lookup weighted by position and summed over the words, as a memory network's sentences.

    python trace_two_tables.py [float32|mixed_float16] [--save events.jsonl]

Batch 256 of 50 sentences x 12 word ids, Adam; the same model as
tests/test_estimate_analytic.py::test_close_to_the_measured_peak_of_tables_looked_up_inside_a_layer.
"""
import os
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace as op_trace  # noqa: E402  (sets the simulated GPU's environment first)
import zoo  # noqa: E402

POLICY = sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("-") else "float32"


def compiled(name):
    import keras
    from keras import layers, ops

    class Sentences(layers.Layer):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.tables = [layers.Embedding(2000, 64) for _ in range(2)]

        def build(self, shape):
            for table in self.tables:
                table.build(shape)

        def call(self, ids):
            weights = ops.cast(ops.linspace(0.5, 1.5, ids.shape[-1])[:, None], self.compute_dtype)
            return ops.concatenate([ops.sum(table(ids) * weights, axis=2) for table in self.tables], axis=-1)

        def compute_output_shape(self, shape):
            return (shape[0], shape[1], 128)

    keras.config.set_dtype_policy(POLICY)
    keras.utils.set_random_seed(0)
    ids = keras.Input((50, 12), dtype="int32")
    model = keras.Model(ids, layers.Dense(10, dtype="float32")(layers.Flatten()(Sentences()(ids))), name="bag")
    model.compile("adam", "sparse_categorical_crossentropy", jit_compile=False)
    return types.SimpleNamespace(optimizer="adam", loss="sparse_categorical_crossentropy"), model


zoo.compiled = compiled
sys.argv = ["trace.py", "bag", "256", "--steps", "3", *[a for a in sys.argv[1:] if a not in ("float32", "mixed_float16")]]
op_trace.main()
