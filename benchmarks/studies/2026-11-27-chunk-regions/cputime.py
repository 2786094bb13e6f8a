import os, sys, time, statistics
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
sys.path.insert(0, "/work/main")
import keras
from kerasmem.estimate import prepare
m = keras.applications.ResNet50(weights=None)
for dev in ("gpu", "cpu"):
    t = []
    for _ in range(3):
        s = time.perf_counter(); e = prepare(m, "analytic", device=dev); t.append(time.perf_counter() - s)
    u = []
    for b in (16, 32, 64):
        s = time.perf_counter(); e(b); u.append(time.perf_counter() - s)
    print(dev, "prepare median", round(statistics.median(t), 3), "s; further batch median", round(statistics.median(u) * 1000, 1), "ms")
