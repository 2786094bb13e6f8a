"""Which weights TensorFlow copies on write, and which slots move, in each of a few training steps.

    python copies_by_step.py MODEL BATCH [STEPS]

On the simulated GPU (trace.py sets it). Traces STEPS (default 3) ``train_on_batch`` calls after an
untraced first one, each in its own ``tf.profiler`` session, and lists per step the requests made by
``Assign*VariableOp`` (a weight updated in place while a read holds its buffer: copied) with their
shapes, and how many weight-sized chunks made in the step outlive it (slots that took a new value's
chunk, and the copies). Not maintained code: a study.
"""
import os, sys, glob, tempfile, shutil
from collections import Counter
sys.path[:0] = ["/work/main/benchmarks/studies/2026-11-21-op-trace", "/work/main/benchmarks", "/work/main"]
import trace as T  # sets the simulated GPU's environment
import numpy as np
import tensorflow as tf
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
from zoo import compiled

name, batch = sys.argv[1], int(sys.argv[2])
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 3
spec, model = compiled(name)
x = _synthetic_inputs(model, batch, None)
y = _synthetic_targets(model, x)
model.train_on_batch(x, y)
sizes = Counter(int(np.prod(v.shape)) * 4 for v in model.trainable_weights if int(np.prod(v.shape)) * 4 >= 2**16)
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
print(f"# {name} b{batch} ({spec.optimizer}); trainable weights of 64 KiB or more: {sum(sizes.values())}")
for k in range(steps):
    folder = tempfile.mkdtemp(prefix="copies")
    tf.profiler.experimental.start(folder, options=options)
    model.train_on_batch(x, y)
    tf.profiler.experimental.stop()
    events = T.parse(sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1])
    shutil.rmtree(folder, ignore_errors=True)
    live = {}
    for e in events:
        if e["alloc"]:
            live[e["addr"]] = e
        else:
            live.pop(e["addr"], None)
    copies = [e for e in events if e["alloc"] and "Assign" in e["op"] and e["requested"] >= 2**16]
    kept = Counter(e["op"].split("/")[-1].rstrip("0123456789_") for e in live.values() if e["requested"] >= 2**16)
    print(f"step {k + 2}: copied on write {len(copies)} ({', '.join(sorted(e['shape'] or str(e['requested']) for e in copies))}); "
          f"chunks of 64 KiB or more made in the step and kept after it: {dict(kept)}")
