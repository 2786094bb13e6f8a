"""What counting Grappler's rewritten sums would do to the estimate, first order (a study, not
maintained code; the blind set left out).

    python grappler_projection.py > grappler_projection.txt

For each model of the stored truth: the committed estimate (device="cpu") and the bytes its replay
counts as Grappler's folded zeros at each row's batch (``_Replay.folded``: the rewritten
TimeDistributed sums' zeros and, when the replay's own peak is above 80% of 256 MiB, the zeros of the
BatchNormalization at that peak); then Grappler's static estimate of the training step (traced once
with the batch unknown, the data given each batch's shape, grappler_unknown_batch.py) and the sums of
three or more inputs alive at its peak when that peak is above the threshold, each counted at its
input's size. The projection replaces the first count by the second, nothing else: the allocator's
chunks and the temporary variable's effect on the step are not replayed.
"""
import os, sys, statistics, time
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", ".."), os.path.join(HERE, "..", "..", "..")]
import tensorflow as tf
from tensorflow.core.framework import graph_pb2
from tensorflow.core.protobuf import meta_graph_pb2, device_properties_pb2
from tensorflow.python.grappler import cluster as gcluster, item as gitem
import evaluate_estimator as ev
from zoo import compiled
from kerasmem.estimate import analytic, prepare

MiB = 2**20
THRESHOLD = 0.8 * 256 * MiB
device = "/job:localhost/replica:0/task:0/device:CPU:0"
props = device_properties_pb2.DeviceProperties(); props.CopyFrom(gcluster.Cluster().ListDevices()[0].properties)
props.memory_size = 64 * 1024 * MiB
cluster = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=device, properties=props)])
captured = []
_init = analytic._Replay.__init__
def _capture(self, *a, **k):
    _init(self, *a, **k); captured.append(self)
analytic._Replay.__init__ = _capture


def unknown_batch_graph(model):
    @tf.function(autograph=False)
    def one_step_on_data(data):
        return model.train_step(data)
    xs = [tf.TensorSpec((None, *i.shape[1:]), i.dtype) for i in model.inputs]
    y = tf.TensorSpec((None, *model.outputs[0].shape[1:-1]), "int32")
    cf = one_step_on_data.get_concrete_function(((xs if len(xs) > 1 else xs[0]), y))
    gd = cf.graph.as_graph_def()
    handles = {op.inputs[0].op.name: (op.outputs[0].shape, op.outputs[0].dtype) for op in cf.graph.get_operations()
               if op.type == "ReadVariableOp" and op.inputs[0].op.type == "Placeholder"}
    args = {n.name: i for i, n in enumerate(n for n in gd.node if n.op == "Placeholder")}
    for n in gd.node:
        n.device = device
        if n.op == "Placeholder" and n.name in handles:
            dtype, shape = n.attr["dtype"], n.attr["shape"].shape
            n.op = "_Arg"; n.ClearField("attr")
            n.attr["T"].CopyFrom(dtype); n.attr["index"].i = args[n.name]
            n.attr["_output_shapes"].list.shape.add().CopyFrom(shape)
            s, d = handles[n.name]
            n.attr["_handle_shapes"].list.shape.add().CopyFrom(s.as_proto())
            n.attr["_handle_dtypes"].list.type.append(d.as_datatype_enum)
    for i, t in enumerate(cf.graph.outputs):
        r = gd.node.add(); r.name = f"retval_{i}"; r.op = "_Retval"; r.device = device
        r.input.append(t.name[:-2] if t.name.endswith(":0") else t.name)
        r.attr["T"].type = t.dtype.as_datatype_enum; r.attr["index"].i = i
    return gd


def rewritten(gd, batch):
    g = graph_pb2.GraphDef(); g.CopyFrom(gd)
    for n in g.node:
        if n.op == "Placeholder":
            shape = n.attr["shape"].shape
            if shape.dim and shape.dim[0].size == -1:
                shape.dim[0].size = batch
    meta = meta_graph_pb2.MetaGraphDef(); meta.graph_def.CopyFrom(g)
    fetch = meta_graph_pb2.CollectionDef()
    for n in g.node:
        if n.op == "_Retval" or n.op.startswith(("Assign", "ResourceApply")):
            fetch.node_list.value.append(n.name)
    meta.collection_def["train_op"].CopyFrom(fetch)
    peak, live = next(iter(cluster.DeterminePeakMemoryUsage(gitem.Item(meta)).values()))
    inputs = {}
    for n in g.node:
        ins = [i for i in n.input if not i.startswith("^")]
        if n.op == "AddN" and len(ins) > 2:
            for i in ins:
                inputs.setdefault(i if ":" in i else i + ":0", set()).add((n.name, len(ins)))
    named = {}
    for node, out, size, *_ in live:
        for name, count in inputs.get(f"{node}:{out}", ()):
            named[name] = (max(size, named.get(name, (0, 0))[0]), count)
    return peak, (named if peak > THRESHOLD else {})


rows = [r for r in ev.truth() if r["group"] != ev.BLIND]
by_model = {}
for r in rows:
    by_model.setdefault(r["model"], []).append(r)
print("| model | batch | measured MiB | estimate MiB | error | counted zeros MiB | Grappler peak MiB | sums named (inputs) | their zeros MiB | projected error |")
print("|---|---|---|---|---|---|---|---|---|---|")
errors, projected = [], []
for name, model_rows in by_model.items():
    r0 = model_rows[0]
    captured.clear()
    threads, l3 = r0.get("threads", ev.FIRST_MACHINE["threads"]), r0.get("l3_bytes", ev.FIRST_MACHINE["l3_bytes"])
    from kerasmem.probes import host
    host.cpu_threads, host.l3_cache_bytes = (lambda: threads), (lambda: l3)
    _, model = compiled(name)
    est = prepare(model, "analytic", device="cpu")
    step = captured[0]
    try:
        model.optimizer.build(model.trainable_variables)
        gd = unknown_batch_graph(model)
    except Exception as e:  # noqa: BLE001
        gd = None
        print(f"<!-- {name}: not traced ({type(e).__name__}) -->", file=sys.stderr)
    for r in model_rows:
        b, truth = r["batch"], r["median"]
        total = est(b).total
        counted = step.folded(b)
        if gd is not None:
            peak, named = rewritten(gd, b)
            zeros = sum(size for size, _ in named.values())
        else:
            peak, named, zeros = 0, {}, counted
        new = total - counted + zeros
        errors.append((total - truth) / truth); projected.append((new - truth) / truth)
        if counted or zeros:
            shown = ", ".join(f"{k} ({c})" for k, (s, c) in sorted(named.items())) or "-"
            print(f"| {name} | {b} | {truth/MiB:.1f} | {total/MiB:.1f} | {errors[-1]:+.1%} | {counted/MiB:.1f} | "
                  f"{peak/MiB:.1f} | {shown} | {zeros/MiB:.1f} | {projected[-1]:+.1%} |", flush=True)
for label, e in (("committed", errors), ("projected", projected)):
    print(f"{label}: {len(e)} rows, median {statistics.median(map(abs, e)):.1%}, max {max(map(abs, e)):.1%}, "
          f"{sum(x < -0.10 for x in e)} more than 10% under, {sum(x > 0.20 for x in e)} more than 20% over")
