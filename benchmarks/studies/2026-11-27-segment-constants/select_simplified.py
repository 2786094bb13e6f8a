"""The segment pooling's select, zeros and mask after Grappler's meta optimizer (nothing runs).

    python ../2026-11-26-held-constant/grappler_offline.py segment_pool_text BATCH
    python select_simplified.py /tmp/km/offline_segment_pool_text_BATCH.pbtxt

Runs ``../2026-11-26-held-constant/grappler_dumped.py`` on the offline graph (its static estimate and
the whole meta optimizer on a 256 MiB device), then lists the segment pooling's gradient nodes that
remain: a SelectV2 if the select was not simplified, and the constants (their shapes and encodings).
"""
import os
import runpy

HERE = os.path.dirname(os.path.abspath(__file__))
optimized = runpy.run_path(os.path.join(HERE, "..", "2026-11-26-held-constant", "grappler_dumped.py"),
                           run_name="__main__")["optimized"]
for n in optimized.node:
    if "segment_pool" in n.name and "gradient_tape" in n.name and n.op in (
            "Select", "SelectV2", "Const", "ZerosLike", "LogicalAnd", "Identity", "Fill"):
        size = ""
        if n.op == "Const":
            t = n.attr["value"].tensor
            size = f" dims {[d.size for d in t.tensor_shape.dim]} content {len(t.tensor_content)}"
        print("   ", n.op, n.name, list(n.input)[:3], size)
