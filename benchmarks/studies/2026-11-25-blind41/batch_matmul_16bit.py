"""A batched matmul gradient on the simulated GPU (CPU, BFC) in float32, float16 and bfloat16: the peak above
what was held, for the gradient with respect to a (128, 80, 128) operand (Keras Attention's key at b128).

    python benchmarks/studies/2026-11-25-blind41/batch_matmul_16bit.py
"""
import os
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
import tensorflow as tf
for dt in (tf.float32, tf.float16, tf.bfloat16):
    q = tf.ones((128, 1, 128), dt); k = tf.ones((128, 80, 128), dt)
    @tf.function
    def f(q, k):
        with tf.GradientTape() as t:
            t.watch(k)
            s = tf.matmul(q, k, transpose_b=True)
        return t.gradient(s, k)
    f(q, k)
    tf.config.experimental.reset_memory_stats("CPU:0")
    base = tf.config.experimental.get_memory_info("CPU:0")["current"]
    g = f(q, k)
    peak = tf.config.experimental.get_memory_info("CPU:0")["peak"]
    print(dt.name, "k MiB", k.shape.num_elements() * dt.size / 2**20, "peak above base MiB", (peak - base) / 2**20)
