"""rbf_network variants for kerasmem.measure_peak's step peaks (python variants.py NAME BATCH).

rbf_as_is: the zoo's RBF layer (input straight from the model's input: no gradient for it);
rbf_graded_input: a Dense(64) before it (its input takes a gradient, as cdist_prototype_mlp's does);
rbf_product: the square written as d * d;
rbf_stopped_centers: the centers' gradient stopped (no broadcast subtrahend's gradient).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
import zoo  # noqa: E402


def _rbf(name, square=None, graded_input=False, stop_centers=False):
    def build():
        import keras
        from keras import layers, ops

        class RBF(layers.Layer):
            def build(self, input_shape):
                self.centers = self.add_weight((512, input_shape[-1]), initializer="random_normal")
                self.gamma = self.add_weight((512,), initializer="ones")

            def call(self, x):
                centers = ops.stop_gradient(self.centers) if stop_centers else self.centers
                d = x[:, None, :] - centers[None]
                squared = ops.sum(d * d if square == "product" else ops.square(d), axis=-1)
                return ops.exp(-self.gamma * squared)

        x = inputs = keras.Input((64,))
        if graded_input:
            x = layers.Dense(64)(x)
        x = layers.Dense(128, activation="relu")(RBF()(x))
        return keras.Model(inputs, layers.Dense(10)(x), name=name)
    return build


VARIANTS = {"rbf_as_is": {}, "rbf_graded_input": {"graded_input": True}, "rbf_product": {"square": "product"},
            "rbf_stopped_centers": {"stop_centers": True}}
for _name, _options in VARIANTS.items():
    zoo.ZOO = (*zoo.ZOO, zoo.ZooEntry(_name, _rbf(_name, **_options), "adam", zoo.SPARSE, (128, 1024), True,
                                      zoo.BLIND))


def report(name, batch):
    """Prints a table row: the variant, its batch, measure_peak's four step peaks and the estimate (MiB)."""
    import kerasmem
    from kerasmem import estimate_memory

    _, model = zoo.compiled(name)
    estimate = estimate_memory(model, batch, device="cpu").total / 2**20
    peaks = kerasmem.measure_peak(model, batch, steps=4).step_peaks
    print(f"| {name} | {batch} | {' / '.join(f'{p / 2**20:.1f}' for p in peaks)} | {estimate:.1f} |", flush=True)


if __name__ == "__main__":
    report(sys.argv[1], int(sys.argv[2]))
