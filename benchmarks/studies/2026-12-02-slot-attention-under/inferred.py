"""Tensors of a zoo model's step (traced with the batch unknown) whose shape Grappler does not infer once
the batch is known: inferred.py MODEL ..."""
import os, sys, time
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled
from kerasmem.estimate import grappler
from tensorflow.core.framework import graph_pb2
from tensorflow.core.protobuf import meta_graph_pb2
from tensorflow.python.grappler import item
for name in sys.argv[1:]:
    _, model = compiled(name)
    t = time.time()
    graph = grappler.StaticSums(model)._graph
    traced = time.time() - t
    graph_def = graph_pb2.GraphDef(); graph_def.CopyFrom(graph.graph_def)
    for node in graph_def.node:
        if node.op == "Placeholder":
            shape = node.attr["shape"].shape
            if shape.dim and shape.dim[0].size == -1:
                shape.dim[0].size = 2
    meta = meta_graph_pb2.MetaGraphDef(); meta.graph_def.CopyFrom(graph_def)
    meta.collection_def["train_op"].node_list.value.extend(n.name for n in graph_def.node if n.op == "_Retval")
    t = time.time()
    props = item.Item(meta).GetOpProperties()
    unknown = [(n, p.shape) for n, ps in props.items() for p in ps
               if p.shape.unknown_rank or any(d.size < 0 for d in p.shape.dim)]
    print(name, f"traced {traced:.2f} s, inferred {time.time() - t:.2f} s: {len(unknown)} of {sum(map(len, props.values()))} outputs not fully known")
    for n, s in unknown[:8]:
        print("   ", n, "unknown rank" if s.unknown_rank else [d.size for d in s.dim])
