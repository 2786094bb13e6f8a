"""Each allocation and free of one traced step, in time order (a record; not maintained code).

    python events.py EVENTS.jsonl [MIN_BYTES]

EVENTS.jsonl is ``trace.py --save``'s (``../2026-11-21-op-trace/trace.py``). Prints every request
over MIN_BYTES (default 100,000) of the first traced step: time (ms), + or -, MiB requested, the op
that made it (for a free, also the op that freed it), and the allocator's bytes in use after it.
"""
import json
import sys

events = [json.loads(line) for line in open(sys.argv[1])]
least = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
step = min(e["step"] for e in events)
live = {}
for e in sorted((e for e in events if e["step"] == step), key=lambda e: e["t"]):
    if e["alloc"] and e["requested"] > least:
        live[e["addr"]] = e
        print(f"{e['t'] / 1e6:10.2f} + {e['requested'] / 2**20:7.2f} {e['op'][:75]:75s} {e['shape']} "
              f"in_use {e['in_use'] / 2**20:.2f}")
    elif not e["alloc"] and e["addr"] in live:
        made = live.pop(e["addr"])
        print(f"{e['t'] / 1e6:10.2f} - {made['requested'] / 2**20:7.2f} {made['op'][:75]:75s}  (by {e['op'][:30]}) "
              f"in_use {e['in_use'] / 2**20:.2f}")
