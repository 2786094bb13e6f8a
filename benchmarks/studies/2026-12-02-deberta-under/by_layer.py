"""Buffers alive at a traced step's peak, summed by the layer (or optimizer) that made them:
``by_layer.py EVENTS.jsonl STEP``."""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-11-21-batchnorm-trace"))
from trace_steps import lifetimes  # noqa: E402

events = [e for e in map(json.loads, open(sys.argv[1])) if e["step"] == int(sys.argv[2])]
peak = max(range(len(events)), key=lambda k: events[k]["in_use"])
total, count = collections.Counter(), collections.Counter()
for start, end, a in lifetimes(events):
    if start <= peak and (end is None or end > peak):
        parts = a["op"].split("/")
        name = parts[2] if parts[0] == "gradient_tape" and len(parts) > 2 else parts[1] if len(parts) > 1 else parts[0]
        key = (name.rsplit("_", 1)[0] if name[-1:].isdigit() and "_" in name else name,
               "backward" if parts[0] == "gradient_tape" else "forward")
        total[key] += a["bytes"]
        count[key] += 1
for key, n in sorted(total.items(), key=lambda kv: -kv[1]):
    print(f"{key[0]:40s} {key[1]:9s} {n / 2**20:8.2f} MiB {count[key]:4d}")
print(f"{'all':40s} {'':9s} {sum(total.values()) / 2**20:8.2f} MiB")
