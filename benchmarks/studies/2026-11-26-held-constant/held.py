import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main"]
import numpy as np, tensorflow as tf, keras
MiB = 2**20
def cur(): return tf.config.experimental.get_memory_info("CPU:0")["current"] / MiB
print("start", cur())
from zoo import compiled
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)[:2]
print("built+compiled", round(cur(), 2), "weights", round(sum(v.numpy().nbytes for v in model.weights)/MiB, 2))
model.optimizer.build(model.trainable_variables)
print("optimizer built", round(cur(), 2), "opt vars", round(sum(v.numpy().nbytes for v in model.optimizer.variables)/MiB, 2))
shape = (batch, *model.input_shape[1:])
x = np.random.rand(*shape).astype("float32"); y = np.random.randint(0, 10, batch)
for i in range(3):
    model.train_on_batch(x, y)
    print("after step", i, round(cur(), 2))
