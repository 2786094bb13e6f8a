"""cdist_prototype_mlp variants for kerasmem.measure_peak's step peaks (python variants_cdist.py NAME BATCH).

cdist_as_is: the zoo's (``ops.cdist``; its input, a Dense's output, takes a gradient);
cdist_ungraded_input: the tokens straight from the model's input (no gradient for them), as rbf_network's;
cdist_written_out: the distance written out, ``sqrt(sum(square(x[:, :, None] - p)))``;
cdist_exp_of_sum: ``exp(-sum(square(...)))`` in place of ``exp(-sqrt(...))``, as rbf_network's.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import zoo  # noqa: E402


def _cdist(name, form="ops", graded_input=True):
    def build():
        import keras
        from keras import layers, ops

        class Prototypes(layers.Layer):
            def build(self, input_shape):
                self.prototypes = self.add_weight(shape=(16, input_shape[-1]))

            def call(self, x):
                if form == "ops":
                    return ops.exp(-ops.cdist(x, self.prototypes))
                squared = ops.sum(ops.square(x[:, :, None, :] - self.prototypes[None, None]), axis=-1)
                return ops.exp(-(ops.sqrt(squared) if form == "sqrt" else squared))

            def compute_output_shape(self, shape):
                return (*shape[:-1], 16)

        x = inputs = keras.Input((24, 64 if not graded_input else 32))
        if graded_input:
            x = layers.Dense(64)(x)
        x = layers.Dense(64, activation="relu")(layers.Flatten()(Prototypes()(x)))
        return keras.Model(inputs, layers.Dense(5)(x), name=name)
    return build


VARIANTS = {"cdist_as_is": {}, "cdist_ungraded_input": {"graded_input": False},
            "cdist_written_out": {"form": "sqrt"}, "cdist_exp_of_sum": {"form": "sum"}}
for _name, _options in VARIANTS.items():
    zoo.ZOO = (*zoo.ZOO, zoo.ZooEntry(_name, _cdist(_name, **_options), "rmsprop", zoo.SPARSE, (256, 2048), True,
                                      zoo.BLIND))

if __name__ == "__main__":
    from variants import report  # the rbf variants' row printer (it registers them too: harmless)

    report(sys.argv[1], int(sys.argv[2]))
