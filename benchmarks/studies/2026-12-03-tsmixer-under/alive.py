"""Every buffer made in a traced step and alive at its peak, in birth order, with its request and its chunk:
``alive.py EVENTS.jsonl STEP [min_MiB]``."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-11-21-batchnorm-trace"))
from trace_steps import lifetimes  # noqa: E402

events = [e for e in map(json.loads, open(sys.argv[1])) if e["step"] == int(sys.argv[2])]
least = float(sys.argv[3]) if len(sys.argv) > 3 else 0.5
peak = max(range(len(events)), key=lambda k: events[k]["in_use"])
req = got = 0
for start, end, a in sorted(lifetimes(events), key=lambda t: t[0]):
    if start <= peak and (end is None or end > peak):
        req += a["requested"]
        got += a["bytes"]
        if a["bytes"] >= least * 2**20:
            print(f"{start:5d} {'-' if end is None else end:>5} {a['requested'] / 2**20:7.2f} {a['bytes'] / 2**20:7.2f}  {a['op']}")
print(f"peak event {peak}, in use {events[peak]['in_use'] / 2**20:.2f} MiB; alive from the step: requested "
      f"{req / 2**20:.2f} MiB, chunks {got / 2**20:.2f} MiB")
