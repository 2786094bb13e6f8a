import sys
sys.path.insert(0, "/work/main/benchmarks")
import keras
from zoo import entry
from kerasmem import estimate_memory
for name, b, truth in [("vdot_penalty_mlp", 256, 29.9), ("vdot_penalty_mlp", 2048, 50.7)]:
    keras.utils.set_random_seed(0)
    spec = entry(name); m = spec.build()
    m.compile(optimizer=keras.optimizers.Ftrl(), loss=spec.loss, jit_compile=False)
    e = estimate_memory(m, b, device="cpu")
    t = e.total / 2**20
    print(name, b, round(t, 1), "truth", truth, f"{100 * (t / truth - 1):+.1f}%", e.notes[1])
