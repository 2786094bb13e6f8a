"""When each big gradient buffer of a traced step was allocated and freed (python timing.py EVENTS.jsonl STEP [OP SUBSTRING ...]).

Buffers over 1 MiB whose allocating op contains one of the substrings, with their times from the
step's first event (ms). A filter gradient's column buffer is its op's temporary: its free marks the
op's end. A study script.
"""
import json, sys
ev=[json.loads(l) for l in open(sys.argv[1])]
step=int(sys.argv[2]); pat=sys.argv[3:]
es=[e for e in ev if e["step"]==step]
t0=es[0]["t"]
addr={}
for e in es:
    if e["alloc"]: addr[e["addr"]]=e
    else:
        a=addr.pop(e["addr"],None)
        if a and a["bytes"]>2**20 and any(p in a["op"] for p in pat):
            print("%8.2f ms -> %8.2f ms  %6.2f MiB %s"%((a["t"]-t0)/1e9,(e["t"]-t0)/1e9,a["bytes"]/2**20,a["op"][-70:]))
