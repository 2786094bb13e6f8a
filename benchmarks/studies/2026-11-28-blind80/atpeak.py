"""atpeak.py EVENTS.jsonl STEP: live buffers (requested, allocated) at the step's peak."""
import json, sys
ev = [json.loads(l) for l in open(sys.argv[1])]
step = int(sys.argv[2])
ev = sorted((e for e in ev if e["step"] == step), key=lambda e: e["t"])
live, best, snap = {}, -1, None
for e in ev:
    if e["alloc"]:
        live[e["addr"]] = e
    else:
        live.pop(e["addr"], None)
    if e["in_use"] > best:
        best, snap = e["in_use"], dict(live)
M = 2**20
rows = sorted(snap.values(), key=lambda e: -e["bytes"])
print(f"peak in_use {best/M:.2f}; live in step: req {sum(e['requested'] for e in rows)/M:.2f} alloc {sum(e['bytes'] for e in rows)/M:.2f}")
for e in rows:
    if e["bytes"] > 100000:
        print(f"  {e['requested']/M:8.2f} {e['bytes']/M:8.2f} {e['op'][:90]}")
