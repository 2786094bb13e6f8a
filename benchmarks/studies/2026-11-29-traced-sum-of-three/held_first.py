"""Traces a zoo model's first training step (the simulated GPU) and lists the largest allocations it
leaves held: Grappler's folded constants, which the later steps' traces count only as "held before".

    python held_first.py MODEL BATCH"""
import os, sys, glob, tempfile, shutil
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ["TF_ENABLE_ONEDNN_OPTS"] = "0"; os.environ["TF_CPU_ALLOCATOR_USE_BFC"] = "true"
sys.path.insert(0, "/work/main/benchmarks"); sys.path.insert(0, "/work/main/benchmarks/studies/2026-11-21-op-trace"); sys.path.insert(0, "/work/main")
import tensorflow as tf
from trace import parse, alive_after
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
spec, model = compiled(sys.argv[1]); b = int(sys.argv[2])
x = _synthetic_inputs(model, b, None, tensors=True); y = _synthetic_targets(model, x, tensors=True)
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
folder = tempfile.mkdtemp(prefix="optrace")
tf.profiler.experimental.start(folder, options=options)
model.train_on_batch(x, y)
tf.profiler.experimental.stop()
ev = parse(sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1])
print("in use after step 1: %.2f MiB" % (tf.config.experimental.get_memory_info("CPU:0")["current"] / 2**20))
for e in sorted(alive_after(ev), key=lambda e: -e["bytes"])[:12]:
    print("%8.2f (req %8.2f) %s %s" % (e["bytes"] / 2**20, e["requested"] / 2**20, e["op"], e["shape"]))
