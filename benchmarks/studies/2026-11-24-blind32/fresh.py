"""One fresh capped process: does batch B train (2 steps)? python fresh.py MODEL B"""
from pathlib import Path
BENCH = Path(__file__).resolve().parents[2]  # benchmarks/
import sys
sys.path.insert(0, str(BENCH))
name, b = sys.argv[1], int(sys.argv[2])
import zoo, tensorflow as tf
from kerasmem import measure_peak
_, m = zoo.compiled(name)
try:
    r = measure_peak(m, b, steps=2)
    print("RESULT", name, b, "fits", round(r.peak / 2**20, 1))
except tf.errors.ResourceExhaustedError as e:
    print("RESULT", name, b, "oom")
