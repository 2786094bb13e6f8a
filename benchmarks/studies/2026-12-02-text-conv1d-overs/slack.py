"""slack.py EVENTS.jsonl: for each traced step (trace.py --save), the allocator's peak and, among the
buffers allocated in the step and alive at it, their chunks against the bytes asked for."""
import collections
import json
import sys

M = 2**20
events = [json.loads(line) for line in open(sys.argv[1])]
for step in sorted({e["step"] for e in events}):
    es = [e for e in events if e["step"] == step]
    at = max(range(len(es)), key=lambda i: es[i]["in_use"])
    alive = {}
    for e in es[: at + 1]:
        if e["alloc"]:
            alive[e["addr"]] = e
        else:
            alive.pop(e["addr"], None)
    chunks = sum(e["bytes"] for e in alive.values())
    asked = sum(e["requested"] for e in alive.values())
    before = es[0]["in_use"] - (es[0]["bytes"] if es[0]["alloc"] else -es[0]["bytes"])
    print(f"step {step}: peak {es[at]['in_use'] / M:.2f} MiB at {es[at]['op']}; held before {before / M:.2f}; "
          f"alive from the step: chunks {chunks / M:.2f}, asked {asked / M:.2f}, slack {(chunks - asked) / M:.2f}")
    for e in sorted(alive.values(), key=lambda e: -e["bytes"])[:10]:
        print(f"   chunk {e['bytes'] / M:7.2f}  asked {e['requested'] / M:7.2f}  {e['op']}")
