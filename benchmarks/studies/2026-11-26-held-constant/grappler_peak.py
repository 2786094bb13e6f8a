"""Grappler's own static peak estimate of a zoo model's training step, and the AddNs it would rewrite.

    python grappler_peak.py model batch

Traces the step (``model.train_step`` in a tf.function: nothing runs), hands its graph to a virtual
cluster of one CPU with the memory TensorFlow's CPU device reports (256 MiB), asks for the peak memory
usage (``Cluster.DeterminePeakMemoryUsage``: the virtual scheduler's static estimate), and lists the
AddN nodes of more than two inputs whose inputs are alive at that peak: the ones
``memory_optimizer.cc``'s SchedulingPass rewrites (its zeros then folded and held between steps) when
the peak is above 80% of the device's memory.
"""
import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = [os.path.join(os.path.dirname(__file__), "..", ".."), os.path.join(os.path.dirname(__file__), "..", "..", "..")]
import numpy as np, tensorflow as tf
from tensorflow.core.protobuf import meta_graph_pb2, device_properties_pb2
from tensorflow.python.grappler import cluster as gcluster, item as gitem

MiB = 2**20
name, batch = sys.argv[1], int(sys.argv[2])
from zoo import compiled
_, model = compiled(name)
model.optimizer.build(model.trainable_variables)
x = [np.zeros((batch, *i.shape[1:]), i.dtype) for i in model.inputs]
out = model.outputs[0]
y = np.zeros((batch, *out.shape[1:-1]), "int32")


@tf.function(autograph=False)
def step(x, y):
    return model.train_step((x if len(x) > 1 else x[0], y))


concrete = step.get_concrete_function([tf.TensorSpec(a.shape, a.dtype) for a in x], tf.TensorSpec(y.shape, y.dtype))
graph_def = concrete.graph.as_graph_def()
device = "/job:localhost/replica:0/task:0/device:CPU:0"
for node in graph_def.node:
    node.device = device
meta = meta_graph_pb2.MetaGraphDef()
meta.graph_def.CopyFrom(graph_def)
fetch = meta_graph_pb2.CollectionDef()
for t in concrete.graph.outputs:
    fetch.node_list.value.append(t.name)
# the updates: every op that assigns a variable
for node in graph_def.node:
    if node.op.startswith(("AssignVariableOp", "AssignSubVariableOp", "AssignAddVariableOp")):
        fetch.node_list.value.append(node.name)
meta.collection_def["train_op"].CopyFrom(fetch)
item = gitem.Item(meta)
# The properties this machine's CPU device has for Grappler (a real local cluster's): its virtual
# scheduler's op costs, and so the order it simulates, follow them. The memory is raised here so that
# the estimate returns its live tensors instead of failing; the threshold is applied below.
real = gcluster.Cluster().ListDevices()[0].properties
props = device_properties_pb2.DeviceProperties()
props.CopyFrom(real)
props.memory_size = 64 * 1024 * MiB
cluster = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=device, properties=props)])
usage = cluster.DeterminePeakMemoryUsage(item)
addn = {}
for node in graph_def.node:
    if node.op in ("AddN", "AccumulateNV2") and len([i for i in node.input if not i.startswith("^")]) > 2:
        for i in node.input:
            if not i.startswith("^"):
                addn.setdefault(i if ":" in i else i + ":0", []).append(node.name)
for dev, (peak, live) in usage.items():
    print(f"{name} b{batch}: static peak {peak / MiB:.1f} MiB on {dev} (rewrite above {0.8 * 256:.0f} MiB), {len(live)} live tensors")
    rewritten = set()
    for t in live:
        key = f"{t[0]}:{t[1]}"
        if key in addn:
            rewritten.update(addn[key])
    print("  AddN of 3+ inputs:", len({n for v in addn.values() for n in v}), "; with an input alive at the peak:", sorted(rewritten))
    if peak > 0.8 * 256 * MiB:
        held = 0
        for n in sorted(rewritten):
            t = concrete.graph.get_operation_by_name(n).outputs[0]
            held += t.shape.num_elements() * t.dtype.size
            print(f"  rewritten: {n} {t.shape} {t.dtype.name}: {t.shape.num_elements() * t.dtype.size / MiB:.2f} MiB of zeros held")
        print(f"  predicted held constant: {held / MiB:.2f} MiB")
    else:
        print("  predicted held constant: 0 (the static peak is under the threshold)")
    for t in sorted(live, key=lambda t: -t[2])[:6]:  # (node, output, bytes, allocated, freed)
        print(f"    {t[2] / MiB:8.2f} MiB {t[0]}:{t[1]}")

# Grappler's whole meta optimizer on the same graph, on a cluster of the memory TensorFlow's CPU device
# reports: which sums does it rewrite (their temporary variables' zeros are what is held)?
from tensorflow.core.protobuf import config_pb2
from tensorflow.python.grappler import tf_optimizer

small = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=device, properties=real)])
config = config_pb2.ConfigProto()
optimized = tf_optimizer.OptimizeGraph(config, meta, cluster=small)
zeros = [n for n in optimized.node if "tmp_var" in n.name and "zeros" in n.name.lower()]
print("  meta optimizer, 256 MiB device: rewritten sums' zeros:", [n.name for n in zeros] or "none")
