"""Grappler's static peak estimate on the graph the runtime itself handed the memory optimizer.

    TF_DUMP_GRAPH_PREFIX=DIR TF_CPP_MIN_LOG_LEVEL=0 TF_CPP_VMODULE=meta_optimizer=4 python first_step.py MODEL BATCH
    python grappler_dumped.py DIR/after_MetaOptimizer_iteration_0_dependency_optimizer_*.pbtxt

The dump of the pass before the memory optimizer is its input. The estimate (a virtual cluster with
this machine's CPU device properties, the memory raised so that it returns its live tensors) names the
AddNs of more than two inputs with an input alive at the peak: those the SchedulingPass rewrites when
the peak is above 80% of the device's 256 MiB.
"""
import os, sys
os.environ.update(CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
from google.protobuf import text_format
import tensorflow as tf
from tensorflow.core.framework import graph_pb2
from tensorflow.core.protobuf import meta_graph_pb2, device_properties_pb2
from tensorflow.python.grappler import cluster as gcluster, item as gitem

MiB = 2**20
graph = text_format.Parse(open(sys.argv[1]).read(), graph_pb2.GraphDef())
meta = meta_graph_pb2.MetaGraphDef()
meta.graph_def.CopyFrom(graph)
fetch = meta_graph_pb2.CollectionDef()
for node in graph.node:
    if node.op in ("_Retval", "_DeviceRetval") or node.op.startswith(("Assign", "ResourceApply")):
        fetch.node_list.value.append(node.name)
meta.collection_def["train_op"].CopyFrom(fetch)
real = gcluster.Cluster().ListDevices()[0]
props = device_properties_pb2.DeviceProperties()
props.CopyFrom(real.properties)
props.memory_size = 64 * 1024 * MiB
devices = {n.device for n in graph.node if n.device}
cluster = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=d, properties=props) for d in devices])
item = gitem.Item(meta)
addn = {}
for node in graph.node:
    ins = [i for i in node.input if not i.startswith("^")]
    if node.op in ("AddN", "AccumulateNV2") and len(ins) > 2:
        for i in ins:
            addn.setdefault(i if ":" in i else i + ":0", set()).add(node.name)
for device, (peak, live) in cluster.DeterminePeakMemoryUsage(item).items():
    named = sorted({n for t in live for n in addn.get(f"{t[0]}:{t[1]}", ())})
    print(f"{os.path.basename(sys.argv[1])[:60]}: static peak {peak / MiB:.1f} MiB; AddN (3+ inputs) {len({n for v in addn.values() for n in v})}; "
          f"with an input alive at the peak: {named}{'' if peak > 0.8 * 256 * MiB else ' (under the threshold: none rewritten)'}")

# The whole meta optimizer on the same graph, on the device as TensorFlow reports it (256 MiB): the
# sums it rewrites, their zeros' sizes from the shapes it infers.
from tensorflow.core.protobuf import config_pb2
from tensorflow.python.grappler import tf_optimizer

device_256 = [device_properties_pb2.NamedDevice(name=d, properties=real.properties) for d in devices]
optimized = tf_optimizer.OptimizeGraph(config_pb2.ConfigProto(), meta, cluster=gcluster.Cluster(devices=device_256))
print("  meta optimizer rewrote:", sorted({n.name.split("/")[0] for n in optimized.node if n.name.endswith("/tmp_var_zeros")}) or "none")
