"""measure_peak of a zoo model under another of the zoo's optimizers, beside its estimate under it:
PYTHONPATH=/work/main:/work/main/benchmarks peak_with.py MODEL BATCH OPTIMIZER [measure]."""
import os, sys
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import keras
from zoo import entry, optimizer
from kerasmem import estimate_memory, measure_peak
name, batch, opt = sys.argv[1], int(sys.argv[2]), sys.argv[3]
keras.utils.set_random_seed(0)
spec = entry(name)
model = spec.build()
model.compile(optimizer=optimizer(opt), loss=spec.loss, jit_compile=False)
if sys.argv[4:] == ["measure"]:
    print(f"{name} b{batch} {opt}: measured {measure_peak(model, batch, steps=4).peak / 2**20:.1f} MiB")
else:
    e = estimate_memory(model, batch, device="cpu")
    held = [n for n in e.notes if n.startswith("held at")]
    print(f"{name} b{batch} {opt}: estimated {e.total / 2**20:.1f} MiB", held)
