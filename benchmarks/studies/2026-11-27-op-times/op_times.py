"""How long each backward op of a training step runs, on which thread (a study for the lagging filter
gradients' race; not maintained code).

    python op_times.py MODEL:BATCH [MODEL:BATCH ...]

For each row: two traced steps (``../2026-11-21-op-trace/trace.py``'s profiler options, the simulated
GPU), every op event of the backward pass over 0.05 ms in start order: its start (ms from the first
backward op), its duration, its thread, its type and its layer; then, for each convolution, its filter
gradient's and input gradient's durations beside its forward FLOPs (2 x output elements x kernel
elements x input channels / groups).
"""
import glob, os, shutil, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace as tr  # sets the simulated GPU's environment before TensorFlow is imported
from zoo import compiled


def op_events(path):
    """(start ms, duration ms, thread, name) of every op event of a model's (a name with a scope), in time order."""
    out = []
    for plane, line, base in tr.host_lines(path):
        thread = (line.name.split("/")[-1] if "/" in line.name else str(line.id))[-12:]
        for e in line.events:
            name = plane.event_metadata[e.metadata_id].name
            if tr.is_op(name) and "/" in name:
                out.append(((base + e.offset_ps) / 1e9, e.duration_ps / 1e9, thread, name))
    return sorted(out)


def main():
    import tensorflow as tf
    from kerasmem.trials import _synthetic_inputs, _synthetic_targets
    for arg in sys.argv[1:]:
        name, batch = arg.split(":")
        batch = int(batch)
        spec, model = compiled(name)
        x = _synthetic_inputs(model, batch, None)
        y = _synthetic_targets(model, x)
        model.train_on_batch(x, y)
        print(f"== {name} b{batch}")
        options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0,
                                                           device_tracer_level=0)
        for step in (2, 3):
            folder = tempfile.mkdtemp(prefix="optimes")
            tf.profiler.experimental.start(folder, options=options)
            model.train_on_batch(x, y)
            tf.profiler.experimental.stop()
            path = sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1]
            events = [e for e in op_events(path) if e[3].startswith("gradient_tape") and e[1] > 0.05]
            shutil.rmtree(folder, ignore_errors=True)
            t0 = events[0][0] if events else 0
            print(f"  step {step}:")
            for start, dur, thread, full in events:
                op, kind = full.rsplit(":", 1)
                layer = "/".join(op.split("/")[2:3])
                print(f"    {start - t0:8.2f} {dur:7.2f} {thread:>12s} {kind:28s} {layer}")
        convs = [l for l in model._flatten_layers() if hasattr(l, "kernel_size") and hasattr(l, "filters")]
        for l in convs:
            out = l.output.shape if hasattr(l, "output") else None
            try:
                k = 1
                for d in l.kernel_size:
                    k *= d
                cin = l.input.shape[-1]
                elems = batch
                for d in l.output.shape[1:]:
                    elems *= d
                flops = 2 * elems * k * cin // getattr(l, "groups", 1)
                print(f"  conv {l.name}: forward GFLOP {flops / 1e9:.3f}")
            except Exception as err:  # a nested or unbuilt layer: skip
                print(f"  conv {l.name}: ({err})")


main()
