"""Grappler's static estimate of the training step with and without the optimizer's update (a study,
not maintained code).

    python gradient_only.py MODEL:BATCH[,BATCH] ...

The estimator may trace but must not build the user's optimizer (its slots are allocated when built).
For each model: the step traced as Keras's ``one_step_on_data`` (optimizer built), and the forward,
loss and ``tape.gradient`` alone, each once with the batch unknown; for each batch, the static peak
and the sums of three or more inputs alive at it (grappler_unknown_batch.py's method), with times.
"""
import os, sys, time
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", ".."), os.path.join(HERE, "..", "..", "..")]
import tensorflow as tf
from tensorflow.core.framework import graph_pb2
from tensorflow.core.protobuf import meta_graph_pb2, device_properties_pb2
from tensorflow.python.grappler import cluster as gcluster, item as gitem
from zoo import compiled

MiB = 2**20
THRESHOLD = 0.8 * 256 * MiB
device = "/job:localhost/replica:0/task:0/device:CPU:0"
props = device_properties_pb2.DeviceProperties(); props.CopyFrom(gcluster.Cluster().ListDevices()[0].properties)
props.memory_size = 64 * 1024 * MiB
cluster = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=device, properties=props)])


def specs(model):
    xs = [tf.TensorSpec((None, *i.shape[1:]), i.dtype) for i in model.inputs]
    loss = model.loss if isinstance(model.loss, str) else getattr(model.loss, "name", "") or ""
    out = model.outputs[0]
    y = (tf.TensorSpec((None, *out.shape[1:-1]), "int32") if "sparse" in loss.lower()
         else tf.TensorSpec((None, *out.shape[1:]), "float32"))
    return (xs if len(xs) > 1 else xs[0]), y


def as_runtime(cf):
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


def full_step(model):
    @tf.function(autograph=False)
    def one_step_on_data(data):
        return model.train_step(data)
    return as_runtime(one_step_on_data.get_concrete_function(specs(model)))


def gradients_only(model):
    @tf.function(autograph=False)
    def gradients(data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = model(x, training=True)
            loss = model.compute_loss(x=x, y=y, y_pred=y_pred, training=True)
        return tape.gradient(loss, model.trainable_variables)
    return as_runtime(gradients.get_concrete_function(specs(model)))


def named(gd, batch):
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
                inputs.setdefault(i if ":" in i else i + ":0", set()).add(n.name)
    sums = {}
    for node, out, size, *_ in live:
        for name in inputs.get(f"{node}:{out}", ()):
            sums[name] = max(size, sums.get(name, 0))
    return peak, sums


def shown(peak, sums):
    s = ", ".join(f"{k.split('/')[-1]} {v / MiB:.1f}" for k, v in sorted(sums.items())) or "-"
    return f"{peak / MiB:7.1f} MiB{' *' if peak > THRESHOLD else '  '} {s}"


for arg in sys.argv[1:]:
    name, batches = arg.split(":")
    _, model = compiled(name)
    t = time.perf_counter(); grads = gradients_only(model); tg = time.perf_counter() - t
    model.optimizer.build(model.trainable_variables)
    t = time.perf_counter(); full = full_step(model); tf_ = time.perf_counter() - t
    print(f"{name}: traced gradients only {tg:.2f} s ({len(grads.node)} nodes), full step {tf_:.2f} s ({len(full.node)} nodes)")
    for b in map(int, batches.split(",")):
        t = time.perf_counter(); a = named(full, b); ta = time.perf_counter() - t
        t = time.perf_counter(); g = named(grads, b); tgb = time.perf_counter() - t
        print(f"  b{b}: full {shown(*a)} ({ta:.2f} s) | gradients {shown(*g)} ({tgb:.2f} s)", flush=True)
