import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main"]
import zoo
from kerasmem import measure_peak
name, batch, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 4
_, m = zoo.compiled(name)
r = measure_peak(m, batch, steps=steps)
print(name, batch, "baseline", round(r.baseline / 2**20, 1), [f"{p / 2**20:.1f}{'' if u else 's'}" for p, u in zip(r.step_peaks, r.step_updated)])
