"""Bytes held between steps beyond the variables and the data, in outputs, for one Dense layer:
python held_between_steps.py LOSS ACTIVATION UNITS (run with TF_CPU_ALLOCATOR_USE_BFC=true
TF_ENABLE_ONEDNN_OPTS=0). Chunk slack blurs the count; first_step.py lists the buffers themselves.
"""
import sys, numpy as np, keras, tensorflow as tf
from keras import layers
loss, act, units = sys.argv[1], sys.argv[2], int(sys.argv[3])
act = None if act == "linear" else act
keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((64,)), layers.Dense(units, activation=act)])
model.compile(optimizer="adam", loss=loss, jit_compile=False)
x = tf.constant(np.random.rand(64, 64).astype("float32"))
if "sparse" in loss:
    y = tf.constant(np.random.randint(0, units, (64,)).astype("int32"))
else:
    y = tf.constant((np.random.rand(64, units) > 0.5).astype("float32"))
base = tf.config.experimental.get_memory_info("CPU:0")["current"]
for _ in range(3):
    model.train_on_batch(x, y)
m = tf.config.experimental.get_memory_info("CPU:0")
w = sum(np.prod(v.shape) * 4 for v in model.variables) + sum(np.prod(v.shape)*4 for v in model.optimizer.variables)
print(loss, act, units, "held: %.2f outputs" % ((m["current"]-base-w)/(64*units*4)))
