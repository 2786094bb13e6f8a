"""One measure_peak run with the simulated GPU's allocator grown by doubling regions, or made one region first.

    TF_ENABLE_ONEDNN_OPTS=0 TF_CPU_ALLOCATOR_USE_BFC=true CUDA_VISIBLE_DEVICES= \
        python one_region_probe.py MODEL BATCH growth|one

"one": a 4 GiB ``tf.raw_ops.Empty`` right after TensorFlow's import, then freed, so the BFC allocator
holds one large region (as a GPU without memory growth does) before the model is built. Not
maintained code: a study. Prints one JSON line (peak, step peaks, bytes).
"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..")); sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))
name, batch, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
import tensorflow as tf
if mode == "one":
    t = tf.raw_ops.Empty(shape=[4 << 30], dtype=tf.uint8, init=False)
    del t
from zoo import compiled
from kerasmem import measure_peak
spec, model = compiled(name)
m = measure_peak(model, batch, steps=4)
print(json.dumps({"model": name, "batch": batch, "mode": mode, "peak": m.peak, "steps": m.step_peaks}))
