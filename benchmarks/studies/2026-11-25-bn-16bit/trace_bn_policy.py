"""trace.py (studies/2026-11-21-op-trace) on small convolution/BatchNormalization nets built under a dtype policy.

    PYTHONPATH=. python benchmarks/studies/2026-11-25-bn-16bit/trace_bn_policy.py mixed_bfloat16 bn_policy_net 64 --steps 2 --save events.jsonl
"""
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(BENCHMARKS))
sys.path.insert(0, str(BENCHMARKS / "studies" / "2026-11-21-op-trace"))
import zoo

policy = sys.argv.pop(1)


def _net():
    import keras
    keras.mixed_precision.set_global_policy(policy)
    try:
        x = inputs = keras.Input((32, 32, 64))
        for _ in range(2):
            x = keras.layers.Conv2D(64, 3, padding="same", use_bias=False)(x)
            x = keras.layers.BatchNormalization()(x)
            x = keras.layers.ReLU()(x)
        x = keras.layers.GlobalAveragePooling2D()(x)
        outputs = keras.layers.Dense(10, dtype="float32")(x)
        return keras.Model(inputs, outputs, name="bn_policy_net")
    finally:
        keras.mixed_precision.set_global_policy("float32")


def _bn_net():
    """tests/test_estimate_analytic.py's bn_net, its head in float32."""
    import keras
    from keras import layers
    keras.mixed_precision.set_global_policy(policy)
    try:
        x = inputs = keras.Input((16, 16, 3))
        x = layers.Conv2D(8, 3, padding="same", use_bias=False)(x)
        x = layers.BatchNormalization()(x)
        x = layers.ReLU()(x)
        x = layers.MaxPooling2D()(x)
        x = layers.Dropout(0.2)(layers.Flatten()(x))
        return keras.Model(inputs, layers.Dense(10, activation="softmax", dtype="float32")(x), name="bn_net")
    finally:
        keras.mixed_precision.set_global_policy("float32")


zoo.ZOO = zoo.ZOO + (zoo.ZooEntry("bn_policy_net", _net, "sgd", "sparse_categorical_crossentropy", (64, 128), True, zoo.BLIND),
                     zoo.ZooEntry("bn_net", _bn_net, "adam", "sparse_categorical_crossentropy", (4096,), True, zoo.BLIND))
import trace as t
t.main()
