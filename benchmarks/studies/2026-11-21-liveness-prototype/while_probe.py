"""Estimate memory held by while_v2 gradient accumulators (TensorLists) in LSTM/GRU graphs."""
import os; os.environ.update(TF_CPP_MIN_LOG_LEVEL="3", TF_ENABLE_ONEDNN_OPTS="0")
import sys; sys.path.insert(0, "/tmp/liveness"); sys.path.insert(0, "/work/main/benchmarks")
import numpy as np, tensorflow as tf, zoo
from simulate import trace, MiB
for name in ("lstm_256", "gru_2x128"):
    e = zoo.entry(name); m = e.build()
    for b in e.batch_sizes:
        cf = trace(m, b, e); g = cf.graph
        fns = {}
        def collect(graph):
            for k, f in getattr(graph, "_functions", {}).items():
                fns[k] = f
        collect(g)
        tot = 0
        for op in g.get_operations():
            if op.type not in ("While", "StatelessWhile") or op.name.startswith("gradient_tape"):
                continue
            body = op.get_attr("body").name
            f = fns.get(body)
            fg = getattr(f, "graph", None)
            if fg is None:
                from tensorflow.python.framework import function_def_to_graph
                fdef = g.as_graph_def().library
                fd = next(x for x in fdef.function if x.signature.name == body)
                fg = function_def_to_graph.function_def_to_graph(fd)
            T = 50
            per = 0; n = 0
            for bo in fg.get_operations():
                if bo.type in ("TensorListPushBack", "TensorListSetItem"):
                    t = bo.inputs[-1]
                    src = t
                    while src.op.type in ("Identity", "Reshape", "ExpandDims", "Squeeze") and src.op.inputs:
                        src = src.op.inputs[0]
                    if src.op.type in ("ReadVariableOp", "Placeholder"):
                        print("   alias (no copy):", src.op.type, t.shape); continue
                    if t.shape.is_fully_defined():
                        per += int(np.prod(t.shape.as_list())) * t.dtype.size; n += 1
                    else:
                        print("  unknown elem shape", t.name, t.shape)
            print(name, b, op.name, "accumulators", n, "per-step MiB", round(per / MiB, 3), "x T=50 ->", round(per * T / MiB, 1))
            tot += per * T
        print(name, b, "total accumulated MiB", round(tot / MiB, 1))
