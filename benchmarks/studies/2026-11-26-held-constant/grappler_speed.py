"""The offline Grappler estimate's cost, in memory: tracing the step, building the runtime-like graph, the estimate
(OTHER=16,32: the same graph with only the data arguments' batch changed)."""
import os, sys, time
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main"]
import numpy as np, tensorflow as tf
from tensorflow.core.framework import graph_pb2
from tensorflow.core.protobuf import meta_graph_pb2, device_properties_pb2
from tensorflow.python.grappler import cluster as gcluster, item as gitem
from zoo import compiled
MiB = 2**20
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
model.optimizer.build(model.trainable_variables)
x = [np.zeros((batch, *i.shape[1:]), i.dtype) for i in model.inputs]
y = np.zeros((batch, *model.outputs[0].shape[1:-1]), "int32")
t0 = time.perf_counter()
@tf.function(autograph=False)
def one_step_on_data(data):
    return model.train_step(data)
cf = one_step_on_data.get_concrete_function(((x if len(x) > 1 else x[0]), y))
t1 = time.perf_counter()
gd = cf.graph.as_graph_def()
device = "/job:localhost/replica:0/task:0/device:CPU:0"
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
meta = meta_graph_pb2.MetaGraphDef(); meta.graph_def.CopyFrom(gd)
fetch = meta_graph_pb2.CollectionDef()
for n in gd.node:
    if n.op == "_Retval" or n.op.startswith(("Assign", "ResourceApply")):
        fetch.node_list.value.append(n.name)
meta.collection_def["train_op"].CopyFrom(fetch)
t2 = time.perf_counter()
props = device_properties_pb2.DeviceProperties(); props.CopyFrom(gcluster.Cluster().ListDevices()[0].properties)
props.memory_size = 64 * 1024 * MiB
cluster = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=device, properties=props)])
t3 = time.perf_counter()
item = gitem.Item(meta)
t4 = time.perf_counter()
peak, live = next(iter(cluster.DeterminePeakMemoryUsage(item).values()))
t5 = time.perf_counter()
print(f"{name} b{batch}: trace {t1-t0:.2f} s, graph {t2-t1:.2f} s, clusters {t3-t2:.2f} s, item {t4-t3:.2f} s, estimate {t5-t4:.2f} s; static peak {peak/MiB:.1f} MiB, {len(gd.node)} nodes")

# Another batch without a new trace: only the data arguments' shapes changed.
for other in [int(b) for b in os.environ.get("OTHER", "").split(",") if b]:
    g2 = graph_pb2.GraphDef(); g2.CopyFrom(gd)
    for n in g2.node:
        if n.op == "_Arg" and "_handle_shapes" not in n.attr:
            shape = n.attr["_output_shapes"].list.shape[0]
            if shape.dim and shape.dim[0].size == batch:
                shape.dim[0].size = other
    m2 = meta_graph_pb2.MetaGraphDef(); m2.CopyFrom(meta); m2.graph_def.CopyFrom(g2)
    t = time.perf_counter()
    peak2, live2 = next(iter(cluster.DeterminePeakMemoryUsage(gitem.Item(m2)).values()))
    addn = {}
    for n in g2.node:
        ins = [i for i in n.input if not i.startswith("^")]
        if n.op == "AddN" and len(ins) > 2:
            for i in ins:
                addn.setdefault(i if ":" in i else i + ":0", set()).add(n.name)
    named = sorted({a for t_ in live2 for a in addn.get(f"{t_[0]}:{t_[1]}", ())})
    print(f"  reshaped to b{other}: static peak {peak2/MiB:.1f} MiB in {time.perf_counter()-t:.2f} s; named {named}")
