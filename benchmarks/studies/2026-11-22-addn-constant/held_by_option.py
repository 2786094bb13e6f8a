"""Bytes held between steps and step peaks of one zoo model in this process, with one Grappler option changed.

    TF_CPU_ALLOCATOR_USE_BFC=true TF_ENABLE_ONEDNN_OPTS=0 CUDA_VISIBLE_DEVICES= \\
        python held_by_option.py MODEL BATCH [constant_folding|disable_meta_optimizer]

Run from the repository root. Not maintained code: a study.
"""
import sys; sys.path.insert(0, "benchmarks")
import numpy as np, tensorflow as tf
opt = sys.argv[3] if len(sys.argv) > 3 else ""
if opt:
    tf.config.optimizer.set_experimental_options({opt: False} if opt != "disable_meta_optimizer" else {opt: True})
from zoo import compiled
name, b = sys.argv[1], int(sys.argv[2])
spec, model = compiled(name)
cur = lambda: round(tf.config.experimental.get_memory_info("CPU:0")["current"] / 2**20, 1)
x = np.zeros((b, *model.input_shape[1:]), "float32"); y = np.zeros((b,), "int32")
out = []
for i in range(3):
    tf.config.experimental.reset_memory_stats("CPU:0")
    model.train_on_batch(x, y)
    out.append((cur(), round(tf.config.experimental.get_memory_info("CPU:0")["peak"] / 2**20, 1)))
print(name, b, opt or "default", "held, peak per step:", out)
