"""Variants of fmod_wrap_mlp for the op trace (run: python variants.py NAME BATCH --steps 2 --save X.jsonl).

sign_abs_mlp: the wrap as ``sign(3x) * abs(3x)`` (a Sign whose gradient, zeros_like, reaches the input);
stopped_sign_mlp: the same with ``stop_gradient(sign(3x))`` (no gradient through the Sign);
floormod_mlp: ``floormod(3x, 1)`` alone (a FloorMod by a constant).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "2026-11-21-op-trace"))
import zoo  # noqa: E402


def _mlp(name, wrap):
    def build():
        import keras
        from keras import layers

        class Wrap(layers.Layer):
            def call(self, x):
                return wrap(x)

        x = Wrap()(layers.Dense(1024)(inputs := keras.Input((160,))))
        x = layers.Dense(256, activation="relu")(x)
        return keras.Model(inputs, layers.Dense(9)(x), name=name)
    return build


def _sign_abs(x):
    from keras import ops
    return ops.sign(3.0 * x) * ops.abs(3.0 * x)


def _stopped_sign(x):
    from keras import ops
    return ops.stop_gradient(ops.sign(3.0 * x)) * ops.abs(3.0 * x)


def _floormod(x):
    import tensorflow as tf
    return tf.math.floormod(3.0 * x, 1.0)


for _name, _wrap in [("sign_abs_mlp", _sign_abs), ("stopped_sign_mlp", _stopped_sign), ("floormod_mlp", _floormod)]:
    zoo.ZOO = (*zoo.ZOO, zoo.ZooEntry(_name, _mlp(_name, _wrap), "adam", "sparse_categorical_crossentropy",
                                      (256, 2048), True, zoo.BLIND))

if __name__ == "__main__":
    import trace
    trace.main()
