"""ResNet50's analysis on the CPU path with Grappler asked (a study, not maintained code): the first
prepare of a model (its step traced for Grappler) and later ones (the trace kept), median of 3 each,
and a further batch; device="gpu" beside it (Grappler not asked).

    python cputime_cached.py
"""
import os, sys, time, statistics
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
import keras
from kerasmem.estimate import prepare
for dev in ("gpu", "cpu"):
    first, again, further = [], [], []
    for _ in range(3):
        m = keras.applications.ResNet50(weights=None)
        s = time.perf_counter(); prepare(m, "analytic", device=dev); first.append(time.perf_counter() - s)
        s = time.perf_counter(); e = prepare(m, "analytic", device=dev); again.append(time.perf_counter() - s)
        for b in (16, 32, 64):
            s = time.perf_counter(); e(b); further.append(time.perf_counter() - s)
    print(f"{dev}: first prepare {statistics.median(first):.2f} s, again {statistics.median(again):.2f} s, "
          f"further batch {statistics.median(further) * 1000:.1f} ms (median of 3, of 9)")
