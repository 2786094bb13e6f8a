"""ResNet50 (224x224) estimated for device="cpu", with and without the Grappler rule: first estimate, further batches.

Not maintained code: a study. Run from the repository root.
"""
import time, statistics, keras
from kerasmem.estimate import prepare, analytic
model = keras.applications.ResNet50(weights=None)
def run(label):
    first, each = [], []
    for _ in range(3):
        t = time.perf_counter(); est = prepare(model, "analytic", device="cpu"); est(16); first.append(time.perf_counter() - t)
        for b in (32, 64, 128, 256):
            t = time.perf_counter(); est(b); each.append(time.perf_counter() - t)
    print(label, f"first estimate {statistics.median(first):.2f} s, further batch {statistics.median(each)*1000:.1f} ms (max {max(each)*1000:.1f})")
run("with the Grappler rule")
analytic._folded_per_sample = lambda calls, policy: {}
run("without")
