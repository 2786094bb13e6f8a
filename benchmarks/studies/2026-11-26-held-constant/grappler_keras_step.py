"""Grappler's meta optimizer, offline, on the concrete function Keras itself traced for train_on_batch
(one_step_on_data), on a cluster of this machine's CPU device: which sums it rewrites (CF=index picks
the concrete function). See README.md."""
import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main"]
import numpy as np, tensorflow as tf
from tensorflow.core.protobuf import meta_graph_pb2, device_properties_pb2, config_pb2
from tensorflow.python.grappler import cluster as gcluster, item as gitem, tf_optimizer
from zoo import compiled
MiB = 2**20
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
x = [np.zeros((batch, *i.shape[1:]), i.dtype) for i in model.inputs]
y = np.zeros((batch, *model.outputs[0].shape[1:-1]), "int32")
model.train_on_batch(x if len(x) > 1 else x[0], y)
inner = [c.cell_contents for c in model.train_function.__closure__ if "one_step_on_data" in repr(c.cell_contents)]
fn = inner[0]
while hasattr(fn, "__wrapped__") and not hasattr(fn, "_list_all_concrete_functions"):
    fn = fn.__wrapped__
cfs = fn._list_all_concrete_functions()
print(len(cfs), [c.name for c in cfs])
cf = cfs[int(os.environ.get("CF", "0"))]
print("inputs", [t.shape for t in cf.inputs][:3])
gd = cf.graph.as_graph_def()
print("ops", len(gd.node), "library functions", len(gd.library.function), [f.signature.name[:40] for f in gd.library.function][:5])
device = "/job:localhost/replica:0/task:0/device:CPU:0"
for n in gd.node:
    n.device = device
meta = meta_graph_pb2.MetaGraphDef(); meta.graph_def.CopyFrom(gd)
fetch = meta_graph_pb2.CollectionDef()
for t in cf.graph.outputs:
    fetch.node_list.value.append(t.name)
for n in gd.node:
    if n.op.startswith(("AssignVariableOp", "AssignSubVariableOp", "AssignAddVariableOp")):
        fetch.node_list.value.append(n.name)
meta.collection_def["train_op"].CopyFrom(fetch)
real = gcluster.Cluster().ListDevices()[0].properties
small = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=device, properties=real)])
opt = tf_optimizer.OptimizeGraph(config_pb2.ConfigProto(), meta, cluster=small)
print("rewritten:", [n.name for n in opt.node if "tmp_var" in n.name and "zeros" in n.name.lower()])
addn = [n.name for n in gd.node if n.op == "AddN" and len([i for i in n.input if not i.startswith("^")]) > 2]
for a in addn:
    t = cf.graph.get_operation_by_name(a).outputs[0]
    print("  ", a, t.shape, t.dtype.name)
