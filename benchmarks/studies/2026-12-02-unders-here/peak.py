"""measure_peak of a zoo row in this process, each step's peak: PYTHONPATH=/work/main:/work/main/benchmarks peak.py MODEL BATCH."""
import os, sys
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled
from kerasmem import measure_peak
_, model = compiled(sys.argv[1])
m = measure_peak(model, int(sys.argv[2]), steps=4)
print(sys.argv[1], sys.argv[2], m)
