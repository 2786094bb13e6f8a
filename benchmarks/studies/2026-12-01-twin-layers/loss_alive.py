import os, sys, re
sys.path.insert(0, "/work/main/benchmarks"); sys.path.insert(0, "/work/main"); sys.path.insert(0, "/work/main/benchmarks/studies/2026-11-21-op-trace")
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from collections import defaultdict
import numpy as np
import trace as T
from zoo import compiled
from kerasmem.estimate.liveness import ALIGNMENT
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
from kerasmem.estimate import rules
with rules.traced_at(batch):
    plan, fixed, calls, peak = T.plan_of(model, batch)
kinds, index, _, _, born, dies, sign, temp, *_ = plan._arrays()
raw = plan._raw(batch)
sizes = np.where(raw > 0, -(-raw // ALIGNMENT) * ALIGNMENT, 0)
phases = [e[2] for e in plan.events]
at = phases.index("loss")
alive = np.nonzero((born <= at) & (dies > at))[0]
g = defaultdict(lambda: [0, 0])
for i in alive:
    b = plan.buffers[i]
    lname = re.sub(r"_\d+", "", calls[b.owner].name.split(" (")[0]) if b.owner >= 0 else "-"
    what = b.name if b.name and not b.name.startswith(calls[b.owner].name if b.owner>=0 else "@@") else "output"
    g[(lname, what, b.category)][0] += sizes[i]; g[(lname, what, b.category)][1] += 1
print("alive at loss", sizes[alive].sum()/2**20)
for k, (n, c) in sorted(g.items(), key=lambda kv: -kv[1][0])[:30]:
    print(f"{n/2**20:9.2f} {c:4d} {k}")
