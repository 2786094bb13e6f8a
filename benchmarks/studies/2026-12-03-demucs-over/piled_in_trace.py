"""The most each recurrent layer's backward loop held of its per-step kernel gradients (MatMul buffers of
1 MiB or more made inside a ``while_grad`` body), and what was held at the step's peak:
``piled_in_trace.py EVENTS.jsonl STEP``."""
import collections
import json
import re
import sys

events = [e for e in map(json.loads, open(sys.argv[1])) if e["step"] == int(sys.argv[2])]
peak = max(range(len(events)), key=lambda k: events[k]["in_use"])
live, most = {}, collections.Counter()
for i, e in enumerate(events):
    if e["alloc"]:
        live[e["addr"]] = e
    else:
        live.pop(e["addr"], None)
    held = collections.Counter()
    for a in live.values():
        if ("while_grad" in a["op"] or "/while/" in a["op"]) and "_grad/MatMul" in a["op"] and a["bytes"] >= 2**20:
            m = re.search(r"/((?:forward_|backward_)?lstm_[\d_]+)/while", a["op"])
            held[m.group(1) if m else "?"] += a["bytes"]
    for k, v in held.items():
        most[k] = max(most[k], v)
    if i == peak:
        print("at the peak:", {k: round(v / 2**20, 1) for k, v in held.items()})
print("most held:", {k: round(v / 2**20, 1) for k, v in sorted(most.items())})
