import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
import tensorflow as tf, keras, gc
from keras import layers
def cur(): return tf.config.experimental.get_memory_info("CPU:0")["current"]
base = cur()
init = sys.argv[1]
ls = []
for shape in [(3, 3, 256, 256), (3, 3, 128, 128), (1024, 1024), (2048, 2048), (3, 3, 512, 512)]:
    before = cur()
    l = layers.Conv2D(shape[-1], shape[0], kernel_initializer=init) if len(shape) == 4 else layers.Dense(shape[-1], kernel_initializer=init)
    l.build((None, 16, 16, shape[2]) if len(shape) == 4 else (None, shape[0]))
    ls.append(l)
    after = cur(); gc.collect(); after_gc = cur()
    n = sum(v.numpy().nbytes for v in l.weights)
    print(f"{init:15s} {str(shape):18s} weights {n/2**20:6.2f} MiB; in use +{(after-before)/2**20:6.2f}, after gc +{(after_gc-before)/2**20:6.2f}")
