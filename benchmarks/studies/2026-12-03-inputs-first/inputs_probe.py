"""What the simulated GPU's allocator holds after measure_peak's synthetic inputs are made (tf.random.normal,
eager), one input at a time: bytes in use and the peak. Usage: inputs_probe.py SHAPE [SHAPE ...] (e.g. 128x25x10x602)"""
import os, sys
os.environ.update(TF_CPU_ALLOCATOR_USE_BFC="true", TF_ENABLE_ONEDNN_OPTS="0", TF_CPP_MIN_LOG_LEVEL="3")
import tensorflow as tf
M = 2**20
held = []
for arg in sys.argv[1:]:
    shape = tuple(int(s) for s in arg.split("x"))
    held.append(tf.random.normal(shape, seed=0))
    info = tf.config.experimental.get_memory_info("CPU:0")
    print(f"{arg}: {4 * tf.size(held[-1]).numpy() / M:.2f} MiB asked; in use {info['current'] / M:.2f} MiB, peak {info['peak'] / M:.2f} MiB")
