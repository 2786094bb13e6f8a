"""Where the variables sit after each of a few training steps: the chunks held between steps, by origin.

    python moved_by_steps.py MODEL BATCH [STEPS]

On the simulated GPU (trace.py sets it). Traces building, the optimizer's build and STEPS (default 3)
``train_on_batch`` calls in one ``tf.profiler`` session. After each step, the chunks still allocated
are grouped: made while building (the variables where their initializers left them), or made in
step k by an op of a given type (a slot that Keras assigns a new value adopts that value's chunk; a
weight updated in place while a read still holds its buffer is copied by ``Assign*VariableOp``).
Not maintained code: a study.
"""
import os, re, sys, glob, tempfile
from collections import defaultdict
sys.path[:0] = ["/work/main/benchmarks/studies/2026-11-21-op-trace", "/work/main/benchmarks", "/work/main"]
import trace as T  # sets the simulated GPU's environment
import tensorflow as tf
from kerasmem.trials import _synthetic_inputs, _synthetic_targets

name, batch = sys.argv[1], int(sys.argv[2])
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 3
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
folder = tempfile.mkdtemp(prefix="movedtrace")
from zoo import compiled
marks = []
current = lambda: tf.config.experimental.get_memory_info("CPU:0")["current"]
tf.profiler.experimental.start(folder, options=options)
spec, model = compiled(name)
model.optimizer.build(model.trainable_variables)
x = _synthetic_inputs(model, batch, None)
y = _synthetic_targets(model, x)
marks.append(current())
for _ in range(steps):
    model.train_on_batch(x, y)
    marks.append(current())
tf.profiler.experimental.stop()
events = T.parse(sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1])
# The first step's first request made by the train function (its ops carry the model's or the tape's scope).
first_step = next(i for i, e in enumerate(events) if "StatefulPartitionedCall" in e["op"] or "gradient_tape" in e["op"]
                  or e["op"].startswith(model.name))
live = {}
for i, e in enumerate(events):
    if e["alloc"]:
        live[e["addr"]] = (e, int(i >= first_step))
    else:
        live.pop(e["addr"], None)
print(f"# {name} b{batch} ({spec.optimizer}): in use after building {marks[0] / 2**20:.3f} MiB; after each step "
      + ", ".join(f"{m / 2**20:.3f}" for m in marks[1:]))
by = defaultdict(lambda: [0, 0])
for e, s in live.values():
    op = re.sub(r"_\d+$", "", e["op"].split("/")[-1])
    origin = "built" if s == 0 else f"a step: {op}"
    by[origin][0] += e["bytes"]
    by[origin][1] += 1
print(f"after step {steps}: | origin of the chunk | MiB | chunks |")
for origin, (nbytes, n) in sorted(by.items(), key=lambda kv: -kv[1][0])[:12]:
    if nbytes >= 2**14:
        print(f"| {origin} | {nbytes / 2**20:.3f} | {n} |")
