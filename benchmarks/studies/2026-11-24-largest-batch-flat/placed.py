"""The largest batch the capped replay alone places (no total, no allowance): python placed.py MODEL CAP [CAP ...]

Doubles, then bisects, on ``prepare(model, device="cpu", memory_growth=True).places(batch, cap)``; the
replay's answer is ragged near its boundary, so this is the first boundary found from below. Not
maintained code: a study.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # benchmarks/ (zoo)
from zoo import compiled  # noqa: E402

from kerasmem import parse_size  # noqa: E402
from kerasmem.estimate import prepare  # noqa: E402

name = sys.argv[1]
_, model = compiled(name)
estimate = prepare(model, device="cpu", memory_growth=True)
for cap in sys.argv[2:]:
    memory = parse_size(cap)
    low, high = 1, 2
    while estimate.places(high, memory):
        low, high = high, high * 2
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if estimate.places(middle, memory) else (low, middle)
    print(name, cap, "placed", low, flush=True)
