"""Grappler's static estimate from one trace of the training step with an unknown batch: the data
arguments' batch set per estimate, against a trace at each batch (a study, not maintained code).

    python grappler_unknown_batch.py MODEL BATCH [BATCH ...]

Traces ``model.train_step`` as Keras's ``one_step_on_data`` does, once with the batch unknown (None) and
once per batch, writes each as the runtime instantiates a function (session 34's grappler_speed.py:
``_Arg``s with the variables' handle shapes, a ``_Retval``), and prints Grappler's static peak and the
AddNs of three or more inputs alive at it, for each.
"""
import os, sys, time
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", ".."), os.path.join(HERE, "..", "..", "..")]
import numpy as np, tensorflow as tf
from tensorflow.core.protobuf import meta_graph_pb2, device_properties_pb2
from tensorflow.python.grappler import cluster as gcluster, item as gitem
from zoo import compiled
MiB = 2**20
name, batches = sys.argv[1], [int(b) for b in sys.argv[2:]]
_, model = compiled(name)
model.optimizer.build(model.trainable_variables)
device = "/job:localhost/replica:0/task:0/device:CPU:0"
props = device_properties_pb2.DeviceProperties(); props.CopyFrom(gcluster.Cluster().ListDevices()[0].properties)
props.memory_size = 64 * 1024 * MiB
cluster = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=device, properties=props)])


def graph_of(batch):
    @tf.function(autograph=False)
    def one_step_on_data(data):
        return model.train_step(data)
    xs = [tf.TensorSpec((batch, *i.shape[1:]), i.dtype) for i in model.inputs]
    y = tf.TensorSpec((batch, *model.outputs[0].shape[1:-1]), "int32")
    cf = one_step_on_data.get_concrete_function(((xs if len(xs) > 1 else xs[0]), y))
    gd = cf.graph.as_graph_def()
    handles = {op.inputs[0].op.name: (op.outputs[0].shape, op.outputs[0].dtype) for op in cf.graph.get_operations()
               if op.type == "ReadVariableOp" and op.inputs[0].op.type == "Placeholder"}
    args = {n.name: i for i, n in enumerate(n for n in gd.node if n.op == "Placeholder")}
    for n in gd.node:
        n.device = device
        if n.op == "Placeholder":
            dtype, shape = n.attr["dtype"], n.attr["shape"].shape
            n.op = "_Arg"; n.ClearField("attr")
            n.attr["T"].CopyFrom(dtype); n.attr["index"].i = args[n.name]
            n.attr["_output_shapes"].list.shape.add().CopyFrom(shape)
            if n.name in handles:
                s, d = handles[n.name]
                n.attr["_handle_shapes"].list.shape.add().CopyFrom(s.as_proto())
                n.attr["_handle_dtypes"].list.type.append(d.as_datatype_enum)
    for i, t in enumerate(cf.graph.outputs):
        r = gd.node.add(); r.name = f"retval_{i}"; r.op = "_Retval"; r.device = device
        r.input.append(t.name[:-2] if t.name.endswith(":0") else t.name)
        r.attr["T"].type = t.dtype.as_datatype_enum; r.attr["index"].i = i
    return gd


def estimate(gd, batch=None):
    if batch is not None:  # the data arguments' unknown batch made known: as placeholders of that shape
        for n in gd.node:
            if n.op == "_Arg" and "_handle_shapes" not in n.attr:
                shape = n.attr["_output_shapes"].list.shape[0]
                if shape.dim and shape.dim[0].size == -1:
                    shape.dim[0].size = batch
                    dtype = n.attr["T"]
                    n.op = "Placeholder"
                    n.attr["dtype"].CopyFrom(dtype)
                    n.attr["shape"].shape.CopyFrom(shape)
                    del n.attr["T"], n.attr["index"]
    meta = meta_graph_pb2.MetaGraphDef(); meta.graph_def.CopyFrom(gd)
    fetch = meta_graph_pb2.CollectionDef()
    for n in gd.node:
        if n.op == "_Retval" or n.op.startswith(("Assign", "ResourceApply")):
            fetch.node_list.value.append(n.name)
    meta.collection_def["train_op"].CopyFrom(fetch)
    peak, live = next(iter(cluster.DeterminePeakMemoryUsage(gitem.Item(meta)).values()))
    addn = {}
    for n in gd.node:
        ins = [i for i in n.input if not i.startswith("^")]
        if n.op == "AddN" and len(ins) > 2:
            for i in ins:
                addn.setdefault(i if ":" in i else i + ":0", set()).add(n.name)
    return peak, sorted({a for t in live for a in addn.get(f"{t[0]}:{t[1]}", ())})


t = time.perf_counter()
unknown = graph_of(None)
print(f"{name}: traced with the batch unknown in {time.perf_counter() - t:.2f} s, {len(unknown.node)} nodes")
for batch in batches:
    from tensorflow.core.framework import graph_pb2
    g = graph_pb2.GraphDef(); g.CopyFrom(unknown)
    t = time.perf_counter()
    peak_u, named_u = estimate(g, batch)
    took = time.perf_counter() - t
    t = time.perf_counter()
    peak_b, named_b = estimate(graph_of(batch))
    print(f"  b{batch}: unknown-batch trace {peak_u / MiB:.1f} MiB {named_u} ({took:.2f} s); "
          f"traced at b{batch} {peak_b / MiB:.1f} MiB {named_b} ({time.perf_counter() - t:.2f} s with its trace)")
