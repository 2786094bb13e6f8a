"""measure_peak's step peaks for a zoo model under an optimizer, a fresh process:
PYTHONPATH=/work/main:/work/main/benchmarks steps.py MODEL BATCH OPT [STEPS]"""
import os, sys
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import keras
from zoo import entry, optimizer
from kerasmem import measure_peak
name, batch, opt = sys.argv[1], int(sys.argv[2]), sys.argv[3]
steps = int(sys.argv[4]) if len(sys.argv) > 4 else 4
keras.utils.set_random_seed(0)
spec = entry(name)
model = spec.build()
model.compile(optimizer=optimizer(opt), loss=spec.loss, jit_compile=False)
m = measure_peak(model, batch, steps=steps)
print(name, batch, opt, f"peak {m.peak / 2**20:.1f}", [None if p is None else round(p / 2**20, 1) for p in m.step_peaks])
