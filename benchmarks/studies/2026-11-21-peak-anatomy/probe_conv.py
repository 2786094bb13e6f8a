"""Single-layer probe: transient memory of one Conv op (forward, and forward+backward w.r.t. input and kernel)
on the CPU BFC allocator, vs. its input+output bytes. Explains batch-independent / super-linear terms."""
import os
os.environ["TF_ENABLE_ONEDNN_OPTS"]="0"; os.environ["TF_CPU_ALLOCATOR_USE_BFC"]="true"; os.environ["TF_CPP_MIN_LOG_LEVEL"]="3"
import numpy as np, tensorflow as tf, keras
from keras import layers
mem = lambda: tf.config.experimental.get_memory_info("CPU:0"); reset = lambda: tf.config.experimental.reset_memory_stats("CPU:0")
CFG = [  # name, input shape, layer factory
 ("mnist conv1 5x5 1->32", (28,28,1), lambda: layers.Conv2D(32,5,padding="same")),
 ("mnist conv2 5x5 32->64", (14,14,32), lambda: layers.Conv2D(64,5,padding="same")),
 ("ae conv 3x3 s2 1->32", (64,64,1), lambda: layers.Conv2D(32,3,strides=2,padding="same")),
 ("ae convT 3x3 s2 128->64", (8,8,128), lambda: layers.Conv2DTranspose(64,3,strides=2,padding="same")),
 ("ae convT 3x3 s2 32->16", (32,32,32), lambda: layers.Conv2DTranspose(16,3,strides=2,padding="same")),
 ("bn_cnn conv 3x3 3->64", (64,64,3), lambda: layers.Conv2D(64,3,padding="same")),
 ("bn_cnn conv 3x3 128->256", (16,16,128), lambda: layers.Conv2D(256,3,padding="same")),
 ("dense 3136->1024", (3136,), lambda: layers.Dense(1024)),
]
print("| op | batch | in MiB | out MiB | kernel MiB | fwd transient MiB | fwd+bwd transient MiB | fwd+bwd - (in+out+grad_in+grad_k) MiB |")
print("|---|---|---|---|---|---|---|---|")
for name, shp, mk in CFG:
    lay = mk(); lay.build((None,) + shp)
    k = lay.weights
    kb = sum(int(np.prod(v.shape)) * 4 for v in k)
    for b in (16, 64):
        x = tf.random.uniform((b,) + shp)
        f = tf.function(lambda x: lay(x))
        @tf.function
        def g(x):
            with tf.GradientTape() as t:
                t.watch(x); y = lay(x); l = tf.reduce_sum(y)
            return t.gradient(l, [x] + lay.trainable_weights)
        f(x); g(x)  # trace
        c = mem()["current"]; reset(); y = f(x); pf = mem()["peak"] - c; ob = int(np.prod(y.shape)) * 4; del y
        c = mem()["current"]; reset(); gr = g(x); pg = mem()["peak"] - c; del gr
        ib = x.numpy().nbytes
        print(f"| {name} | {b} | {ib/2**20:.2f} | {ob/2**20:.2f} | {kb/2**20:.2f} | {pf/2**20:.2f} | {pg/2**20:.2f} | {(pg-ib-ob-ib-kb)/2**20:+.2f} |")
