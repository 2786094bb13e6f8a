"""The replay's chunks alive at its allocator peak, both orders, each step (python replay_chunks.py MODEL BATCH).

A study, not maintained code: walks ``Plan.allocator_peak``'s loop by hand and prints, at the peak,
each live buffer's chunk and rounded request (MiB), its name, category and owner (layer call index).
"""
import os, sys
for k,v in dict(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", KERASMEM_SIMULATED_GROWTH="true", TF_CPP_MIN_LOG_LEVEL="3").items(): os.environ[k]=v
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "..", ".."), os.path.join(HERE, "..", "..")]  # the checkout, benchmarks/
from zoo import compiled
from kerasmem.estimate import prepare
from kerasmem.estimate.liveness import ALLOC, FREE, TEMP, ALIGNMENT
import numpy as np, gc
name,b=sys.argv[1],int(sys.argv[2])
m=compiled(name)[1]
f=prepare(m,"analytic",device="cpu"); f(b)
an=[o for o in gc.get_objects() if type(o).__name__=="_Slack"][-1]
o=an._slack.__self__; plan=o.plan
M=2**20
for reverse in (False,True):
    kind_list, index_list, position, born, dies = plan._order(reverse)
    raw=plan._raw(b)
    sizes = np.where(raw > 0, np.maximum(ALIGNMENT, -(-raw // ALIGNMENT) * ALIGNMENT), 0).tolist()
    bfc=plan._holding(o._variables+[o.folded(b)], o._first_region)
    for step in range(2):
        where={}; best=-1; snap=None
        nreg=len(bfc.regions)
        for k,kind in enumerate(kind_list):
            i=index_list[k]
            if kind==FREE:
                a=where.pop(i,None)
                if a is not None: bfc.free(a)
                continue
            n=sizes[i]
            if n<=0: continue
            a=bfc.alloc_rounded(n)
            if bfc.in_use>best:
                best=bfc.in_use
                snap=[(bfc._size[x], sizes[j], plan.buffers[j]) for j,x in list(where.items())+[(i,a)]]
            if kind==TEMP: bfc.free(a)
            else: where[i]=a
        for a in where.values(): bfc.free(a)
        print("reverse",reverse,"step",step,"peak %.1f"%(best/M),"regions",[r//M for r in bfc.regions])
        for ch,n,buf in sorted(snap,key=lambda t:-t[0])[:12]:
            print("   %8.2f %8.2f %s %s %d"%(ch/M,n/M,buf.name,buf.category,buf.owner))
        if len(bfc.regions)==nreg: break
