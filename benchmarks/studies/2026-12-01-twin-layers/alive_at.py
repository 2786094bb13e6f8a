import json, sys, re
from collections import defaultdict
f, step = sys.argv[1], int(sys.argv[2])
ev = [json.loads(l) for l in open(f)]
ev = [e for e in ev if e["step"] == step]
alive = {}
for k, e in enumerate(ev):
    if e["op"].startswith("gradient_tape"):
        break
    if e["alloc"]: alive[e["addr"]] = e
    else: alive.pop(e["addr"], None)
print("first backward event", k, ev[k]["op"][:120], "in_use", ev[k]["in_use"]/2**20)
g = defaultdict(lambda: [0, 0])
for e in alive.values():
    op = e["op"]
    last = op.split("/")[-1]
    layer = re.sub(r"_\d+", "", op.split("/")[1]) if "/" in op else op
    g[(layer, re.sub(r"_\d+$", "", last))][0] += e["bytes"]; g[(layer, re.sub(r"_\d+$", "", last))][1] += 1
print("alive", sum(e["bytes"] for e in alive.values())/2**20)
for kk, (n, c) in sorted(g.items(), key=lambda kv: -kv[1][0])[:30]:
    print(f"{n/2**20:9.2f} {c:4d} {kk}")
