"""The graph the runtime hands Grappler for a zoo model's training step, built offline (nothing runs).

    python grappler_offline.py model batch     # writes /tmp/km/offline_MODEL_BATCH.pbtxt
    python grappler_dumped.py /tmp/km/offline_MODEL_BATCH.pbtxt

Traces ``model.train_step`` as Keras's ``one_step_on_data`` does (a tf.function of the data), then
writes its graph as the runtime instantiates a function: placeholders as ``_Arg`` nodes (a resource
argument with its variable's shape and dtype, ``_handle_shapes``/``_handle_dtypes``: without them every
weight read has an unknown shape, and Grappler's static estimate sees a different peak), the output as
a ``_Retval``, every node on the CPU. FDEF=1 builds it from the function's FunctionDef instead.
"""
import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main"]
import numpy as np, tensorflow as tf
from google.protobuf import text_format
from tensorflow.core.framework import graph_pb2, attr_value_pb2
from zoo import compiled
MiB = 2**20
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
x = [np.zeros((batch, *i.shape[1:]), i.dtype) for i in model.inputs]
y = np.zeros((batch, *model.outputs[0].shape[1:-1]), "int32")
model.optimizer.build(model.trainable_variables)

@tf.function(autograph=False)
def one_step_on_data(data):
    return model.train_step(data)

cf = one_step_on_data.get_concrete_function(((x if len(x) > 1 else x[0]), y))
gd = cf.graph.as_graph_def()
if os.environ.get("FDEF"):
    from tensorflow.python.framework import function_def_to_graph as f2g
    gd, _ = f2g.function_def_to_graph_def(cf.function_def, input_shapes=[t.shape for t in cf.graph.inputs])
    print("from function_def:", len(gd.node))
device = "/job:localhost/replica:0/task:0/device:CPU:0"
out = graph_pb2.GraphDef()
out.versions.CopyFrom(gd.versions)
index = 0
placeholders = {n.name: i for i, n in enumerate([n for n in gd.node if n.op == "Placeholder"])}
for node in gd.node:
    n = out.node.add(); n.CopyFrom(node); n.device = device
    if node.op == "Placeholder":
        n.op = "_Arg"
        dtype = node.attr["dtype"]
        for k in list(n.attr.keys()):
            if k not in ("_output_shapes",):
                del n.attr[k]
        n.attr["T"].CopyFrom(dtype)
        n.attr["_output_shapes"].list.shape.add().CopyFrom(node.attr["shape"].shape)
        n.attr["index"].i = placeholders.get(node.name, 0)
# A resource argument carries its variable's shape and dtype (the runtime's _Arg does): without them
# every read of a weight has an unknown shape, and so has everything computed from it.
handles = {}
for op in cf.graph.get_operations():
    if op.type == "ReadVariableOp" and op.inputs[0].op.type == "Placeholder":
        handles[op.inputs[0].op.name] = (op.outputs[0].shape, op.outputs[0].dtype)
for n in out.node:
    if n.op == "_Arg" and n.name in handles:
        shape, dtype = handles[n.name]
        n.attr["_handle_shapes"].list.shape.add().CopyFrom(shape.as_proto())
        n.attr["_handle_dtypes"].list.type.append(dtype.as_datatype_enum)
for i, t in enumerate(cf.graph.outputs):
    r = out.node.add(); r.name = f"retval_{i}"; r.op = "_Retval"; r.device = device
    r.input.append(t.name.replace(":0", "") if t.name.endswith(":0") else t.name)
    r.attr["T"].type = t.dtype.as_datatype_enum
    r.attr["index"].i = i
os.makedirs("/tmp/km", exist_ok=True)
path = f"/tmp/km/offline_{name}_{batch}.pbtxt"
open(path, "w").write(text_format.MessageToString(out))
print(path, len(out.node))
