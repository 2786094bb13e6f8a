"""trace.py (studies/2026-11-21-op-trace) on a small MLP under mixed_float16 (the float32 product copies).

    python benchmarks/studies/2026-11-25-float32-products/trace_mlp16.py mlp16_sgd 64 --steps 2 --top 16

mlp16_sgd / mlp16_adam: Dense(2048, relu), Dense(2048, relu), Dense(10, float32) over 784 features.
"""
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(BENCHMARKS))
sys.path.insert(0, str(BENCHMARKS / "studies" / "2026-11-21-op-trace"))
import zoo


@zoo._built_under("mixed_float16")
def _mlp16():
    import keras
    from keras import layers
    return keras.Sequential([keras.Input((784,)), layers.Dense(2048, activation="relu"),
                             layers.Dense(2048, activation="relu"), layers.Dense(10, dtype="float32")], name="mlp16")


zoo.ZOO = zoo.ZOO + tuple(zoo.ZooEntry(f"mlp16_{opt}", _mlp16, opt, "sparse_categorical_crossentropy", (64,), True, zoo.BLIND)
                          for opt in ("sgd", "adam"))
import trace as t
t.main()
