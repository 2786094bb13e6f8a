"""trace.py (../2026-11-21-op-trace) on a model that is not in the zoo: one Embedding of 400000 x 16,
mean-pooled, a Dense of 4 (../2026-12-02-lighter-strictly/sparse_table.py's), under a zoo optimizer.

    python trace_table.py OPTIMIZER BATCH [trace.py options]
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("op_trace", os.path.join(HERE, "..", "2026-11-21-op-trace", "trace.py"))
op_trace = importlib.util.module_from_spec(spec)
spec.loader.exec_module(op_trace)  # sets the simulated-GPU environment before TensorFlow is imported

import zoo  # noqa: E402


def _table_probe():
    import keras
    from keras import layers

    ids = keras.Input((20,), dtype="int32")
    pooled = layers.GlobalAveragePooling1D()(layers.Embedding(400_000, 16)(ids))
    return keras.Model(ids, layers.Dense(4)(pooled), name="table_probe")


optimizer, batch, *rest = sys.argv[1:]
zoo.ZOO = zoo.ZOO + (zoo.ZooEntry("table_probe", _table_probe, optimizer, zoo.SPARSE, (int(batch),)),)
sys.argv = [sys.argv[0], "table_probe", batch, *rest]
op_trace.main()
