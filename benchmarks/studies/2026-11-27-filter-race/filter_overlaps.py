"""Which convolutions' filter-gradient column buffers are alive together in real steps, against the
replay's peak (a study for the lagging filter gradients' race; not maintained code).

    python filter_overlaps.py MODEL:BATCH [MODEL:BATCH ...]

For each row: two traced steps (``../2026-11-21-op-trace/trace.py``'s ``traced_steps``, the simulated
GPU), the requests over 1 MiB made by a ``Conv*BackpropFilter*`` op (its column buffer) with the
interval each is alive, the most alive at once and which overlapped, each one's lifetime and the time
to the next one's allocation (ms, from the trace's timestamps); then the analytic replay's
(device="cpu") filter-gradient workspaces alive at its own peak.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace as tr  # sets the simulated GPU's environment before TensorFlow is imported
import numpy as np
from zoo import compiled

MiB = 2**20


def layer_of(op: str) -> str:
    parts = op.split("/")
    return next((p for p in parts if p.startswith(("conv", "separable", "depthwise"))), op)


for arg in sys.argv[1:]:
    name, batch = arg.split(":")
    batch = int(batch)
    spec, model = compiled(name)
    shape = (batch, *model.input_shape[1:])
    x = np.random.rand(*shape).astype("float32")
    from kerasmem.trials import _synthetic_targets

    y = _synthetic_targets(model, x)  # integer labels for a sparse loss, zeros of the output's shape else
    model.train_on_batch(x, y)
    print(f"== {name} b{batch}")
    for step, (measured, events) in enumerate(tr.traced_steps(model, x, y, 2), start=2):
        open_, intervals = {}, []
        for k, e in enumerate(events):
            if e["alloc"] and "BackpropFilter" in (e.get("op") or "") and e["requested"] > MiB:
                open_[e["addr"]] = (k, layer_of(e["op"]), e["requested"])
            elif not e["alloc"] and e["addr"] in open_:
                start, layer, size = open_.pop(e["addr"])
                intervals.append((start, k, layer, size))
        intervals += [(start, len(events), layer, size) for start, layer, size in open_.values()]
        most, pairs = 0, set()
        for i, (s1, e1, l1, _) in enumerate(intervals):
            alive = [l2 for s2, e2, l2, _ in intervals if s2 <= s1 < e2]
            most = max(most, len(alive))
            pairs.update(tuple(sorted((l1, l2))) for l2 in alive if l2 != l1)
        def others(s, e, own):
            """The layers other than its own whose ops allocated while a buffer was alive (its lag)."""
            seen = []
            for f in events[s + 1:e]:
                if f["alloc"] and f["requested"] > MiB // 4:
                    layer = "/".join(f.get("op", "").split("/")[1:3])
                    if own not in layer and layer not in seen:
                        seen.append(layer)
            return seen
        sizes = "; ".join(f"{l} {n / MiB:.1f} (beside: {', '.join(others(s, e, l)) or '-'})" for s, e, l, n in intervals)
        print(f"  step {step}: peak {measured / MiB:.1f} MiB; filter column buffers: {sizes or 'none'}; "
              f"most alive at once {most}; overlapping: {sorted(pairs) or 'none'}")
        # Each buffer's lifetime (its filter gradient's running time, about) and the time from its
        # allocation to the next filter buffer's (the rest of the backward pass between them), in ms.
        ordered = sorted(intervals)
        timing = []
        for j, (s1, e1, l1, _) in enumerate(ordered):
            alive_ms = (events[min(e1, len(events) - 1)]["t"] - events[s1]["t"]) / 1e9
            gap = (events[ordered[j + 1][0]]["t"] - events[s1]["t"]) / 1e9 if j + 1 < len(ordered) else None
            timing.append(f"{l1} {alive_ms:.1f}" + (f" / {gap:.1f}" if gap is not None else ""))
        print(f"    lifetime / to the next filter buffer (ms): {'; '.join(timing)}")
    plan, fixed, calls, peak = tr.plan_of(model, batch)
    held = [(calls[b.owner].name, round(b.raw(batch) / MiB, 1)) for b in peak.live if b.name == "filter gradient workspace"]
    print(f"  replay: peak {peak.bytes / MiB:.1f} MiB at {peak.phase} {calls[peak.layer].name if peak.layer >= 0 else '-'}; "
          f"filter-gradient workspaces alive there: {held or 'none'}", flush=True)
