"""The real BFC allocator's regions during a measurement (python regions.py MODEL BATCH 2>&1 | grep -E "MARK|Extending").

``TF_CPP_VMODULE=bfc_allocator=1`` (with ``TF_CPP_MIN_LOG_LEVEL=0``) makes ``BFCAllocator::Extend`` log
every region it obtains. A study script.
"""
import os, sys
for k,v in dict(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", KERASMEM_SIMULATED_GROWTH="true", TF_CPP_MIN_LOG_LEVEL="0", TF_CPP_VMODULE="bfc_allocator=1").items(): os.environ[k]=v
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "..", ".."), os.path.join(HERE, "..", "..")]  # the checkout, benchmarks/
from zoo import compiled
import kerasmem
name,b=sys.argv[1],int(sys.argv[2])
e,m=compiled(name)
print("MARK built", flush=True); sys.stderr.flush()
r=kerasmem.measure_peak(m, b, steps=4)
print("MARK peaks", [round(p/2**20,1) for p in r.step_peaks], flush=True)
