"""Every allocator request of building a zoo model and its optimizer, from the op trace.

    python build_trace.py MODEL [MIN_BYTES]

On the simulated GPU (trace.py sets it). Runs ``zoo.compiled`` and ``optimizer.build`` under one
``tf.profiler`` session and prints the requests of at least MIN_BYTES (default 4096) with the op that
made them: how an initializer makes its variable. Not maintained code: a study.
"""
import os, sys, glob, tempfile
sys.path[:0] = ["/work/main/benchmarks/studies/2026-11-21-op-trace", "/work/main/benchmarks", "/work/main"]
import trace as T  # sets the simulated GPU's environment
import tensorflow as tf

name, least = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 4096
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
folder = tempfile.mkdtemp(prefix="buildtrace")
from zoo import compiled
tf.profiler.experimental.start(folder, options=options)
model = compiled(name)[1]
model.optimizer.build(model.trainable_variables)
tf.profiler.experimental.stop()
events = T.parse(sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1])
print(f"# {name}: {len(events)} requests and frees; in use at the end {events[-1]['in_use']:,} bytes "
      f"(get_memory_info: {tf.config.experimental.get_memory_info('CPU:0')['current']:,})")
print("| | op | requested | chunk | in use after |")
print("|---|---|---|---|---|")
for e in events:
    if e["requested"] >= least:
        print(f"| {'+' if e['alloc'] else '-'} | {e['op'].split('/')[-1]} | {e['requested']:,} | {e['bytes']:,} | {e['in_use']:,} |")
