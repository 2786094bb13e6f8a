"""MatMul, BatchMatMulV2 and Einsum alone on the simulated GPU (CPU, BFC) in float32, float16 and bfloat16:
each op's peak above what was held, beside the size of its result.

    python benchmarks/studies/2026-11-25-float32-products/ops_16bit.py

In 16 bits MatMul and BatchMatMulV2 peak at their result plus float32 copies of both operands and of the
result (TensorFlow's BaseBatchMatMulOp::Compute on the CPU); Einsum does not.
"""
import os
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
import tensorflow as tf
M = 2**20
def peak(fn, *args):
    fn(*args)
    tf.config.experimental.reset_memory_stats("CPU:0")
    base = tf.config.experimental.get_memory_info("CPU:0")["current"]
    r = fn(*args)
    p = tf.config.experimental.get_memory_info("CPU:0")["peak"]
    return (p - base) / M
for dt in (tf.float32, tf.float16, tf.bfloat16):
    a = tf.ones((2048, 512), dt); w = tf.ones((512, 1024), dt)
    mm = tf.function(lambda a, w: tf.matmul(a, w))
    q = tf.ones((64, 128, 64), dt); k = tf.ones((64, 128, 64), dt)
    bmm = tf.function(lambda q, k: tf.matmul(q, k, transpose_b=True))
    q4 = tf.ones((64, 128, 4, 16), dt); k4 = tf.ones((64, 128, 4, 16), dt)
    ein = tf.function(lambda q, k: tf.einsum("aecd,abcd->acbe", k, q))
    print(dt.name, "MatMul out %.2f MiB: peak %.2f" % (2048*1024*dt.size/M, peak(mm, a, w)),
          "| BMM out %.2f: peak %.2f" % (64*128*128*dt.size/M, peak(bmm, q, k)),
          "| einsum out %.2f: peak %.2f" % (64*4*128*128*dt.size/M, peak(ein, q4, k4)))
