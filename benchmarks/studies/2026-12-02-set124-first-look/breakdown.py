"""An estimate's breakdown and notes for zoo rows: PYTHONPATH=/work/main:/work/main/benchmarks breakdown.py MODEL:BATCH ..."""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled
from kerasmem import estimate_memory
for arg in sys.argv[1:]:
    name, batch = arg.split(":")
    _, model = compiled(name)
    e = estimate_memory(model, int(batch), device="cpu")
    print(arg, f"total {e.total / 2**20:.1f} MiB, low {(e.low or 0) / 2**20:.1f}")
    print(e.breakdown if hasattr(e, "breakdown") else e)
    for n in e.notes:
        print("  note:", n[:300])
