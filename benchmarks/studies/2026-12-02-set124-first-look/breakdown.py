"""An estimate's breakdown and notes for zoo rows (``--layers``: its table by layer too):
PYTHONPATH=/work/main:/work/main/benchmarks breakdown.py [--layers] MODEL:BATCH ..."""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled
from kerasmem import estimate_memory
by_layer = "--layers" in sys.argv[1:]
if by_layer:
    import pandas as pd
    pd.set_option("display.width", 250, "display.max_rows", 500, "display.max_columns", 20)
for arg in [a for a in sys.argv[1:] if a != "--layers"]:
    name, batch = arg.split(":")
    _, model = compiled(name)
    e = estimate_memory(model, int(batch), device="cpu")
    print(arg, f"total {e.total / 2**20:.1f} MiB, low {(e.low or 0) / 2**20:.1f}")
    print(e.breakdown if hasattr(e, "breakdown") else e)
    for n in e.notes:
        print("  note:", n[:300])
    if by_layer:
        print(e.layers)
