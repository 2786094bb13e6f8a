import os, sys
sys.path.insert(0, "/work/main/benchmarks"); sys.path.insert(0, "/work/main"); sys.path.insert(0, "/work/main/benchmarks/studies/2026-11-21-op-trace")
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import trace as T
from zoo import compiled
from kerasmem.estimate import rules
name, batch = sys.argv[1], int(sys.argv[2])
_, model = compiled(name)
with rules.traced_at(batch):
    plan, fixed, calls, peak = T.plan_of(model, batch)
M = 2**20
print("requests peak %.2f at %s layer %s" % (peak.bytes / M, peak.phase, calls[peak.layer].name if peak.layer >= 0 else "-"))
for rev in (False, True):
    ch = plan.allocator_peak(batch, [], None, reverse=rev)
    raw = sum(b.raw(batch) for b in ch.live)
    print("rev", rev, "chunks peak %.2f  live raw %.2f  n %d at %s %s" % (ch.bytes / M, raw / M, len(ch.live), ch.phase, calls[ch.layer].name if ch.layer >= 0 else "-"))
