"""The replay plan's events of 0.1 MiB or more at a batch (python plan_events.py MODEL BATCH). A study script."""
import os, sys, gc
for k,v in dict(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", KERASMEM_SIMULATED_GROWTH="true", TF_CPP_MIN_LOG_LEVEL="3").items(): os.environ[k]=v
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "..", ".."), os.path.join(HERE, "..", "..")]  # the checkout, benchmarks/
from zoo import compiled
from kerasmem.estimate import prepare
name,b=sys.argv[1],int(sys.argv[2])
m=compiled(name)[1]
f=prepare(m,"analytic",device="cpu"); f(b)
o=[x for x in gc.get_objects() if type(x).__name__=="_Slack"][-1]._slack.__self__
plan=o.plan
M=2**20
for kind,i,phase,layer in plan.events:
    buf=plan.buffers[i]; n=buf.size(b)
    if n<0.1*M: continue
    print(["ALLOC","FREE ","TEMP "][kind], phase[:4], layer, "%6.2f"%(n/M), buf.name, buf.owner)
