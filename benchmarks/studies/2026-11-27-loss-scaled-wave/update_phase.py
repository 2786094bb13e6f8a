import json, sys
ev = [json.loads(l) for l in open(sys.argv[1])]
ev = [e for e in ev if e["step"] == 2]
MiB = 2**20
start = next(i for i, e in enumerate(ev) if "cond/" in e["op"])
print("in use at first cond op:", round(ev[start]["in_use"] / MiB, 2))
peak = max(ev[start:], key=lambda e: e["in_use"])
print("peak after:", round(peak["in_use"] / MiB, 2), peak["op"])
for e in ev[start:start + 60]:
    if e["bytes"] >= 2**19:
        print(("+" if e["alloc"] else "-"), round(e["bytes"] / MiB, 2), e["op"][-45:], round(e["in_use"] / MiB, 2))
