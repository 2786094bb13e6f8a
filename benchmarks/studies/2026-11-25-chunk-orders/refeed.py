"""The BFC model (kerasmem.estimate.bfc) fed a trace's real allocation sequence (python refeed.py EVENTS.jsonl 2,32,32,64,128).

The regions (MiB, in order) are made first and freed, the bytes held before the first traced step
allocated, then each traced step's requests and frees replayed by address. Prints each step's real
peak beside the model's. The state before the traced steps is approximate. A study script.
"""
import os
import json, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from kerasmem.estimate.bfc import BFC, rounded
ev=[json.loads(l) for l in open(sys.argv[1])]
regions=[int(x) for x in sys.argv[2].split(",")]
M=2**20
bfc=BFC()
# make the regions: allocate blocks that force each region, then free them
held=[]
for r in regions:
    bfc.region_bytes=r*M
    a=bfc.alloc(r*M)  # takes the whole new region
    held.append(a)
for a in held: bfc.free(a)
print("regions",[x//M for x in bfc.regions])
# persistent: allocations alive before step 2 = in_use before first event
first=ev[0]; before=first["in_use"]-(first["bytes"] if first["alloc"] else -first["bytes"])
p=bfc.alloc(before)
for step in sorted(set(e["step"] for e in ev)):
    addr={}
    best=0; realbest=0
    for e in [e for e in ev if e["step"]==step]:
        realbest=max(realbest,e["in_use"])
        if e["alloc"]:
            if e["requested"]<=0: continue
            addr[e["addr"]]=bfc.alloc(e["requested"])
            best=max(best,bfc.in_use)
        else:
            a=addr.pop(e["addr"],None)
            if a is not None: bfc.free(a)
    print("step",step,"real peak %.1f  model fed the real sequence %.1f"%(realbest/M,best/M), "left", len(addr))
