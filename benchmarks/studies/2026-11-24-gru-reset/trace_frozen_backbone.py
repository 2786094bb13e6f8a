"""trace.py's report for frozen_backbone.py's model: python trace_frozen_backbone.py frozen 32 --steps 2
(PYTHONPATH: the repository and benchmarks/)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-11-21-op-trace"))
import trace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)
class _Spec:
    def __init__(self, optimizer, loss): self.optimizer, self.loss = optimizer, loss
def _compiled(name):
    import keras
    from keras import layers
    keras.utils.set_random_seed(0)
    base = keras.applications.MobileNetV2(weights=None, include_top=False, input_shape=(96, 96, 3), alpha=0.5)
    base.trainable = False
    x = inputs = keras.Input((96, 96, 3))
    x = layers.GlobalAveragePooling2D()(base(x, training=False))
    model = keras.Model(inputs, layers.Dense(10)(layers.Dense(256, activation="relu")(x)))
    loss = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    model.compile("adam", loss, jit_compile=False)
    return _Spec("adam", "sparse_categorical_crossentropy"), model
if __name__ == "__main__":
    import zoo
    zoo.compiled = _compiled
    trace.main()
