"""Per-step anatomy of a trace_steps.py --save file: peak chunks vs requested, and the filter-gradient overlap.

    python analyse.py events.jsonl

For each step: the allocator's peak in the trace (chunks), the largest sum of *requested* bytes alive
at any event (what a replay without chunk rounding models), the op at the chunk peak, the column
buffers (Conv2DBackpropFilter / Conv2DBackpropInput allocations of >= 1 MiB) alive at the chunk peak,
and the largest number of filter-gradient column buffers alive at once. Not maintained code: a study.
"""
import json
import sys
from collections import defaultdict

MiB = 2**20
steps = defaultdict(list)
for line in open(sys.argv[1]):
    e = json.loads(line)
    steps[e["step"]].append(e)
print("| step | peak (chunks) MiB | op at peak | requested alive at chunk peak | max requested alive | chunks at max requested | column buffers alive at peak (req/chunk MiB) | most filter-grad buffers alive at once |")
print("|---|---|---|---|---|---|---|---|")
for n, events in sorted(steps.items()):
    first = events[0]
    before = first["in_use"] - (first["bytes"] if first["alloc"] else -first["bytes"])
    alive = {}
    req = 0
    best_req = (0, 0, -1)
    peak = (0, -1, None, 0)
    most_filter = 0
    for k, e in enumerate(events):
        if e["alloc"]:
            alive[e["addr"]] = e
            req += e["requested"]
        elif e["addr"] in alive:
            req -= alive.pop(e["addr"])["requested"]
        filters = sum(1 for a in alive.values() if "BackpropFilter" in a["op"] and a["requested"] >= MiB)
        most_filter = max(most_filter, filters)
        if req > best_req[0]:
            best_req = (req, e["in_use"], k)
        if e["in_use"] > peak[0]:
            cols = [(a["op"].split("/")[-3], a["op"].split("/")[-1].replace("Conv2DBackprop", ""), a["requested"], a["bytes"])
                    for a in alive.values() if "Conv2DBackprop" in a["op"] and a["requested"] >= MiB]
            peak = (e["in_use"], k, e["op"], req, cols)
    cols = ", ".join(f"{c[0]} {c[1]} {c[2]/MiB:.2f}/{c[3]/MiB:.2f}" for c in peak[4])
    print(f"| {n} | {peak[0]/MiB:.2f} | {peak[2].split('/')[-3]}/{peak[2].split('/')[-1]} (ev {peak[1]}) | {(peak[3]+before)/MiB:.2f} | "
          f"{(best_req[0]+before)/MiB:.2f} (ev {best_req[2]}) | {best_req[1]/MiB:.2f} | {cols} | {most_filter} |")
