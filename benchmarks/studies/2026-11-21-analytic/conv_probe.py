import os, json, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", TF_CPP_MIN_LOG_LEVEL="3")
import tensorflow as tf
MiB = 2**20
def peak_of(fn, *args):
    fn(*args)  # warm up / trace
    tf.config.experimental.reset_memory_stats("CPU:0")
    before = tf.config.experimental.get_memory_info("CPU:0")["current"]
    out = fn(*args)
    info = tf.config.experimental.get_memory_info("CPU:0")
    return info["peak"] - before, out.shape.num_elements() * 4
L3 = 36608 * 1024  # this machine (sysfs cpu0/cache/index3/size)
def formula(b, h, w, cin, k, cout, stride, padding):
    oh = -(-h // stride) if padding == "SAME" else (h - k) // stride + 1
    ow = -(-w // stride) if padding == "SAME" else (w - k) // stride + 1
    oi, fts = oh * ow, k * k * cin
    A, B, C = oi * cout, fts * cout, oi * fts
    shard = -(-(L3 // 4) // (A + B + C))
    return shard * C * 4, min(shard, b) * C * 4
configs = [  # b, h, w, cin, k, cout, stride, padding
    (16, 28, 28, 1, 5, 32, 1, "VALID"), (64, 28, 28, 1, 5, 32, 1, "VALID"),
    (16, 12, 12, 32, 5, 64, 1, "VALID"), (256, 12, 12, 32, 5, 64, 1, "VALID"),
    (16, 64, 64, 3, 3, 64, 1, "SAME"), (64, 64, 64, 3, 3, 64, 1, "SAME"),
    (16, 8, 8, 128, 3, 256, 1, "SAME"), (64, 8, 8, 128, 3, 256, 1, "SAME"),
    (32, 15, 15, 32, 3, 64, 1, "VALID"), (128, 15, 15, 32, 3, 64, 1, "VALID"),
    (8, 16, 16, 64, 3, 64, 1, "SAME"), (32, 16, 16, 64, 1, 256, 1, "SAME"),
    (8, 64, 64, 3, 7, 64, 2, "SAME"), (8, 32, 32, 64, 3, 128, 1, "SAME"), (32, 32, 32, 64, 3, 128, 1, "SAME"),
    (16, 64, 64, 1, 3, 32, 2, "SAME"),
]
for cfg in configs:
    b, h, w, cin, k, cout, s, p = cfg
    x = tf.random.normal((b, h, w, cin)); f = tf.random.normal((k, k, cin, cout))
    y = tf.nn.conv2d(x, f, s, p); dy = tf.random.normal(y.shape)
    bf = tf.function(lambda x, dy: tf.raw_ops.Conv2DBackpropFilter(input=x, filter_sizes=f.shape, out_backprop=dy, strides=[1, s, s, 1], padding=p))
    bi = tf.function(lambda f, dy: tf.raw_ops.Conv2DBackpropInput(input_sizes=x.shape, filter=f, out_backprop=dy, strides=[1, s, s, 1], padding=p))
    pf, of = peak_of(bf, x, dy); pi, oi = peak_of(bi, f, dy)
    fa, fb = formula(*cfg)
    print(json.dumps(dict(cfg=cfg, filter_ws=round((pf - of) / MiB, 2), input_ws=round((pi - oi) / MiB, 2), formula=round(fa / MiB, 2), formula_capped=round(fb / MiB, 2))), flush=True)
