"""Requested bytes and chunks alive at each traced step's peak (python alive.py EVENTS.jsonl [TOP]).

EVENTS.jsonl: ``../2026-11-21-op-trace/trace.py MODEL BATCH --save EVENTS.jsonl``. A study script.
"""
import json, sys
from collections import defaultdict
ev=[json.loads(l) for l in open(sys.argv[1])]
M=2**20
steps=sorted(set(e["step"] for e in ev))
for s in steps:
    es=[e for e in ev if e["step"]==s]
    # peak by in_use
    k=max(range(len(es)), key=lambda i: es[i]["in_use"])
    alive={}
    for e in es[:k+1]:
        if e["alloc"]: alive[e["addr"]]=e
        else: alive.pop(e["addr"],None)
    req=sum(e["requested"] for e in alive.values()); ch=sum(e["bytes"] for e in alive.values())
    print("step",s,"in_use %.1f"%(es[k]["in_use"]/M),"alive chunks %.1f requested %.1f slack %.1f"%(ch/M,req/M,(ch-req)/M))
    if len(sys.argv)>2:
        for e in sorted(alive.values(), key=lambda e:-e["bytes"])[:int(sys.argv[2])]:
            print("   %8.2f %8.2f %s"%(e["bytes"]/M,e["requested"]/M,e["op"]))
