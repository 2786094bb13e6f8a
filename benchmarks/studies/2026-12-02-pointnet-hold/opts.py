"""pointnet's estimate under several optimizers: PYTHONPATH=/work/main:/work/main/benchmarks opts.py MODEL BATCH"""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled
from kerasmem import estimate_memory
import keras
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
for label, opt in [("nadam", keras.optimizers.Nadam()), ("sgd", keras.optimizers.SGD()),
                   ("momentum", keras.optimizers.SGD(momentum=0.9)), ("adam", keras.optimizers.Adam())]:
    e = estimate_memory(model, batch, device="cpu", optimizer=opt)
    print(label, f"total {e.total / 2**20:.1f} MiB, low {(e.low or 0) / 2**20:.1f}")
    print("  ", {k: round(v / 2**20, 1) for k, v in e.breakdown.items()})
    for n in e.notes[:-1]:
        print("  note:", n[:200])
