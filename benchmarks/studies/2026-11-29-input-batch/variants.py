"""Variants of hanning_taper_mlp for the op trace (run: python variants.py NAME BATCH --steps 2 --save X.jsonl).

half_taper_mlp: the taper as ``x * 0.5`` (a product by a scalar), over the same (128, 8) input;
flat_half_taper_mlp: ``x * 0.5`` over a flat (1024,) input;
window_taper_mlp: ``x * w`` with ``w`` a (1, 128, 1) constant made by ``ops.ones`` (not ``ops.hanning``).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "2026-11-21-op-trace"))
import zoo  # noqa: E402


def _mlp(name, taper, shape):
    def build():
        import keras
        from keras import layers

        class Taper(layers.Layer):
            def call(self, x):
                return taper(x)

        x = Taper()(inputs := keras.Input(shape))
        x = layers.Dense(256, activation="relu")(layers.Flatten()(x) if len(shape) > 1 else x)
        return keras.Model(inputs, layers.Dense(6)(x), name=name)
    return build


def _half(x):
    return x * 0.5


def _window(x):
    from keras import ops
    return x * ops.ones((x.shape[1],))[None, :, None]


for _name, _taper, _shape in [("half_taper_mlp", _half, (128, 8)), ("flat_half_taper_mlp", _half, (1024,)),
                              ("window_taper_mlp", _window, (128, 8))]:
    zoo.ZOO = (*zoo.ZOO, zoo.ZooEntry(_name, _mlp(_name, _taper, _shape), "adagrad",
                                      "sparse_categorical_crossentropy", (256, 2048), True, zoo.BLIND))

if __name__ == "__main__":
    import trace
    trace.main()
