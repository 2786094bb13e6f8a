"""Each buffer of one traced step, in event order: when made, by which op, and when freed (event index).

    python lifetimes.py EVENTS.jsonl STEP [--min-mib 0.5]
"""
import json
import sys

path, step = sys.argv[1], int(sys.argv[2])
least = float(sys.argv[sys.argv.index("--min-mib") + 1]) if "--min-mib" in sys.argv else 0.5
events = [e for e in map(json.loads, open(path)) if e["step"] == step]
alive = {}
rows = []
for k, e in enumerate(events):
    if e["alloc"]:
        alive[e["addr"]] = (k, e)
    elif e["addr"] in alive:
        start, a = alive.pop(e["addr"])
        rows.append((start, k, a))
rows += [(start, None, a) for start, a in alive.values()]
peak = max(range(len(events)), key=lambda k: events[k]["in_use"])
print(f"step {step}: {len(events)} events, peak {events[peak]['in_use'] / 2**20:.2f} MiB at event {peak}")
for start, end, a in sorted(rows, key=lambda r: r[0]):
    if a["bytes"] >= least * 2**20:
        mark = "*" if start <= peak and (end is None or end > peak) else " "
        print(f"{mark} {start:4d} -> {str(end):>4}  {a['bytes'] / 2**20:6.2f} MiB  in_use {a['in_use'] / 2**20:6.2f}  {a['op']}")
