"""trace.py (studies/2026-11-21-op-trace) on the remedies benchmark's ResNet50 built under a dtype policy.

    PYTHONPATH=. python benchmarks/studies/2026-11-25-loss-scaling/trace_resnet50_policy.py mixed_bfloat16 remedy_resnet50 32 --steps 2
"""
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(BENCHMARKS))
sys.path.insert(0, str(BENCHMARKS / "studies" / "2026-11-21-op-trace"))
import zoo

policy = sys.argv.pop(1)

def _resnet():
    import keras
    keras.mixed_precision.set_global_policy(policy)
    try:
        return keras.applications.ResNet50(weights=None, input_shape=(64, 64, 3), classes=10)
    finally:
        keras.mixed_precision.set_global_policy("float32")

zoo.ZOO = zoo.ZOO + (zoo.ZooEntry("remedy_resnet50", _resnet, "adam", "sparse_categorical_crossentropy", (32, 32), True, zoo.BLIND),)
import trace as t
t.main()
