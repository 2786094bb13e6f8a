"""Trace the first training step (function building included): python trace1.py MODEL BATCH OUT.jsonl"""
from pathlib import Path
BENCH = Path(__file__).resolve().parents[2]  # benchmarks/
import sys, json, glob, os, tempfile
sys.path.insert(0, str(BENCH / "studies" / "2026-11-21-op-trace")); sys.path.insert(0, str(BENCH))
name, batch, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
sys.argv = ["x"]
import trace as tr
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
import tensorflow as tf
spec, model = compiled(name)
x = _synthetic_inputs(model, batch, None); y = _synthetic_targets(model, x)
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
with open(out, "w") as f:
    for step in (1, 2):
        folder = tempfile.mkdtemp(prefix="optrace")
        tf.profiler.experimental.start(folder, options=options)
        model.train_on_batch(x, y)
        tf.profiler.experimental.stop()
        print("step", step, "peak", tf.config.experimental.get_memory_info("CPU:0")["peak"] / 2**20)
        path = sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1]
        for e in tr.parse(path):
            e["step"] = step
            f.write(json.dumps(e) + "\n")
