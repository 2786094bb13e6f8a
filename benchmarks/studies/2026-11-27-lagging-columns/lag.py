"""For each large Conv*BackpropFilter allocation, which other filter-gradient buffers are alive."""
import json, sys
MiB = 2**20
for path in sys.argv[1:]:
    ev = [json.loads(l) for l in open(path)]
    print("==", path.split("/")[-1])
    for step in sorted({e["step"] for e in ev}):
        alive = {}
        out = []
        for e in (x for x in ev if x["step"] == step):
            isf = "BackpropFilter" in e["op"] and e["requested"] > MiB
            if e["alloc"]:
                if isf:
                    others = [(round(a["requested"]/MiB,1), a["op"].split("/")[-3]) for a in alive.values() if "BackpropFilter" in a["op"] and a["requested"] > MiB]
                    out.append(f'{e["op"].split("/")[-3]}:{e["requested"]/MiB:.1f} with {others}')
                alive[e["addr"]] = e
            else:
                alive.pop(e["addr"], None)
        print(f"  step {step}:", "; ".join(out))
