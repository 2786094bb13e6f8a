"""replay_chunks.py MODEL BATCH: the plain BFC replay of the analytic plan's step (no variables, 2 steps,
as liveness.Plan.allocator_peak), and at its peak each live buffer's bytes asked for against its chunk."""
import os
import sys

sys.path.insert(0, "/work/main/benchmarks")
sys.path.insert(0, "/work/main")
sys.path.insert(0, "/work/main/benchmarks/studies/2026-11-21-op-trace")
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import numpy as np  # noqa: E402
import trace as T  # noqa: E402
from zoo import compiled  # noqa: E402

from kerasmem.estimate import rules  # noqa: E402
from kerasmem.estimate.bfc import BFC  # noqa: E402
from kerasmem.estimate.liveness import ALIGNMENT, FREE, TEMP  # noqa: E402

name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
with rules.traced_at(batch):
    plan, fixed, calls, peak = T.plan_of(model, batch)
M = 2**20
kinds, index, position, born, dies = plan._order(False)
raw = plan._raw(batch)
sizes = np.where(raw > 0, np.maximum(ALIGNMENT, -(-raw // ALIGNMENT) * ALIGNMENT), 0).tolist()
bfc = BFC()
best, snapshot = -1, None
for step in range(2):
    where = {}
    for k, kind in enumerate(kinds):
        i = index[k]
        if kind == FREE:
            addr = where.pop(i, None)
            if addr is not None:
                bfc.free(addr)
            continue
        if sizes[i] <= 0:
            continue
        addr = bfc.alloc(sizes[i])
        if bfc.in_use > best:
            best = bfc.in_use
            snapshot = (step, k, {j: bfc._size[a] for j, a in where.items()}, i, bfc._size[addr], list(bfc.regions))
        if kind == TEMP:
            bfc.free(addr)
        else:
            where[i] = addr
    for addr in where.values():
        bfc.free(addr)
step, k, live, i, size, regions = snapshot
live[i] = size
print(f"chunks peak {best / M:.2f} MiB in step {step + 1} of the replay; regions (MiB): "
      + " ".join(f"{r / M:g}" for r in regions))
for j, chunk in sorted(live.items(), key=lambda kv: -kv[1]):
    b = plan.buffers[j]
    if chunk >= M / 4:
        print(f"   chunk {chunk / M:7.2f}  asked {raw[j] / M:7.2f}  {calls[b.owner].name if b.owner >= 0 else '-'}: {b.name}")
print(f"asked {sum(raw[j] for j in live) / M:.2f}, chunks {sum(live.values()) / M:.2f}")
