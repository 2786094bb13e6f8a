"""The analytic replay's buffers alive at an event: ``replay_at.py MODEL BATCH [PHASE LAYER]`` (default: the
first backward event), in birth order, with the layer that owns each and the event that frees it."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace  # noqa: E402  (sets the simulated-GPU environment)
import numpy as np  # noqa: E402
from zoo import compiled  # noqa: E402

_, model = compiled(sys.argv[1])
batch = int(sys.argv[2])
plan, fixed, calls, peak = trace.plan_of(model, batch)
*_, born, dies = plan._order(False)
if len(sys.argv) > 4:
    at = next(k for k, e in enumerate(plan.events) if e[2] == sys.argv[3] and calls[e[3]].name == sys.argv[4])
else:
    at = next(k for k, e in enumerate(plan.events) if e[2] == "backward")
sizes = [b.size(batch) for b in plan.buffers]
alive = [i for i in range(len(plan.buffers)) if born[i] <= at < dies[i] and sizes[i]]
print(f"event {at} of {len(plan.events)} ({plan.events[at][2]} {calls[plan.events[at][3]].name}); "
      f"peak {peak.bytes / 2**20:.2f} MiB at {peak.phase} {calls[peak.layer].name}")
total = 0
for i in sorted(alive, key=lambda i: born[i]):
    b = plan.buffers[i]
    total += sizes[i]
    if sizes[i] >= 2**19:
        end = plan.events[dies[i]] if dies[i] < len(plan.events) else None
        print(f"{born[i]:5d} {dies[i]:5d} {sizes[i] / 2**20:7.2f}  {calls[b.owner].name if b.owner >= 0 else '-':24s} "
              f"{b.name or b.category:32s} {b.category:30s} freed at {end[2] + ' ' + calls[end[3]].name if end else '-'}")
print(f"alive: {total / 2**20:.2f} MiB in {len(alive)} buffers")
