"""Print the chunk replay's slack anchors and requests around a batch, for one zoo model."""
import sys
import zoo
from kerasmem.estimate import analytic
from kerasmem.estimate.analytic import prepare

name, batch = sys.argv[1], int(sys.argv[2])
spec, model = zoo.compiled(name)
est = prepare(model, device="cpu")
e = est(batch)
print("total", e.total / 2**20)
# find the replay object
rep = est.places.__self__
sl = rep.slack
sl(batch * 2)
for a, v, r in zip(sl._anchors, sl._values, sl._at):
    if batch / 3 <= a <= batch * 1.5:
        print(f"anchor {a}: slack {v/2**20:.2f} MiB requests {r/2**20:.2f} MiB raw slack {rep._chunk_slack(a)/2**20:.2f}")
