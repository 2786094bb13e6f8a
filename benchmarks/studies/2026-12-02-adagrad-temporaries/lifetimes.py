"""Each buffer of one traced step, in event order: when made, by which op, and when freed (event index).

    python lifetimes.py EVENTS.jsonl STEP [--min-mib 0.5]

EVENTS.jsonl: ``trace.py --save``'s events; the pairing is ``../2026-11-21-batchnorm-trace/trace_steps.py``'s.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-11-21-batchnorm-trace"))
from trace_steps import lifetimes  # noqa: E402

path, step = sys.argv[1], int(sys.argv[2])
least = float(sys.argv[sys.argv.index("--min-mib") + 1]) if "--min-mib" in sys.argv else 0.5
events = [e for e in map(json.loads, open(path)) if e["step"] == step]
peak = max(range(len(events)), key=lambda k: events[k]["in_use"])
print(f"step {step}: {len(events)} events, peak {events[peak]['in_use'] / 2**20:.2f} MiB at event {peak}")
for start, end, a in lifetimes(events):
    if a["bytes"] >= least * 2**20:
        mark = "*" if start <= peak and (end is None or end > peak) else " "
        print(f"{mark} {start:4d} -> {str(end):>4}  {a['bytes'] / 2**20:6.2f} MiB  in_use {a['in_use'] / 2**20:6.2f}  {a['op']}")
