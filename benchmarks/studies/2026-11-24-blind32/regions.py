"""Regions of the capped allocator after N steps: python regions.py MODEL BATCH STEPS"""
from pathlib import Path
BENCH = Path(__file__).resolve().parents[2]  # benchmarks/
import sys, os
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "0"
sys.path.insert(0, str(BENCH))
name, batch, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
import tensorflow as tf
spec, model = compiled(name)
x = _synthetic_inputs(model, batch, None); y = _synthetic_targets(model, x)
for s in range(steps):
    model.train_on_batch(x, y)
    print("step", s + 1, "peak", tf.config.experimental.get_memory_info("CPU:0")["peak"] / 2**20, flush=True)
try:
    with tf.device("CPU:0"):
        z = tf.zeros((int(os.environ.get("ASK_MIB", "300")) * 2**20 // 4,))
        print(float(tf.reduce_sum(z)))
except tf.errors.ResourceExhaustedError as e:
    print("OOM as asked")
