"""The estimate's per-layer table for a zoo model: ``layers.py MODEL BATCH``."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from kerasmem.probes.tf_allocator import simulated_gpu_environment  # noqa: E402

os.environ.update(simulated_gpu_environment())
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import pandas as pd  # noqa: E402
import zoo  # noqa: E402
from kerasmem import estimate_memory  # noqa: E402

_, model = zoo.compiled(sys.argv[1])
est = estimate_memory(model, int(sys.argv[2]), device="cpu")
pd.set_option("display.width", 250, "display.max_rows", 500, "display.max_columns", 20)
print(est.layers)
