"""What a zoo model holds after its first training step, by the op that allocated each chunk.

    python held_after_step.py MODEL BATCH

On the simulated GPU (trace.py sets it). Traces building, the optimizer's build and one
``train_on_batch`` in one ``tf.profiler`` session, then lists the chunks still allocated, grouped by
the op that made them: the variables the update gave a new buffer sit in chunks the step allocated.
Not maintained code: a study.
"""
import os, sys, glob, tempfile
from collections import defaultdict
sys.path[:0] = ["/work/main/benchmarks/studies/2026-11-21-op-trace", "/work/main/benchmarks", "/work/main"]
import trace as T  # sets the simulated GPU's environment
import tensorflow as tf
from kerasmem.trials import _synthetic_inputs, _synthetic_targets

name, batch = sys.argv[1], int(sys.argv[2])
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
folder = tempfile.mkdtemp(prefix="heldtrace")
from zoo import compiled
tf.profiler.experimental.start(folder, options=options)
model = compiled(name)[1]
model.optimizer.build(model.trainable_variables)
x = _synthetic_inputs(model, batch, None)
y = _synthetic_targets(model, x)
built = tf.config.experimental.get_memory_info("CPU:0")["current"]
model.train_on_batch(x, y)
after = tf.config.experimental.get_memory_info("CPU:0")["current"]
tf.profiler.experimental.stop()
events = T.parse(sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1])
live = {}
for e in events:
    if e["alloc"]:
        live[e["addr"]] = e
    else:
        live.pop(e["addr"], None)
print(f"# {name} b{batch}: in use after building {built / 2**20:.3f} MiB, after one step {after / 2**20:.3f} MiB")
print("| op that allocated the chunk | MiB | chunks |")
print("|---|---|---|")
by = defaultdict(lambda: [0, 0])
for e in live.values():
    op = e["op"].split("/")[-1]
    by[op][0] += e["bytes"]
    by[op][1] += 1
for op, (nbytes, n) in sorted(by.items(), key=lambda kv: -kv[1][0])[:20]:
    print(f"| {op} | {nbytes / 2**20:.3f} | {n} |")
