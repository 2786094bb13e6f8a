"""Estimate and `low` of zoo rows against their stored truth, under a chosen lag threshold.

    LAG=32 python rows.py kron_factored_mlp:2048 tril_mixer_mlp:128 ...
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
from zoo import compiled  # noqa: E402

from kerasmem import estimate_memory  # noqa: E402
from kerasmem.estimate import analytic  # noqa: E402

analytic._LAG_REDUCTION = int(os.environ.get("LAG", "32"))
rows = json.load(open(os.path.join(HERE, "..", "..", "truth", "estimator_truth.json")))["rows"]
truth = {(r["model"], r["batch"]): r["median"] for r in rows}
for arg in sys.argv[1:]:
    name, batch = arg.split(":")
    _, model = compiled(name)
    e = estimate_memory(model, int(batch), device="cpu")
    t = truth[(name, int(batch))]  # bytes
    lagging = [n[30:70] for n in e.notes if "kernel gradient of" in n]
    print(f"{name:28s} {batch:>6s} meas {t / 2**20:7.1f} est {e.total / 2**20:7.1f} {100 * (e.total / t - 1):+6.1f}% "
          f"low {100 * (e.low / t - 1):+6.1f}%", lagging)
