"""Each replay's parts (fixed, folded constants, requests, chunk slack) at a batch, per optimizer:
PYTHONPATH=/work/main:/work/main/benchmarks parts.py MODEL BATCH [opt ...]"""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled, optimizer
from kerasmem import estimate_memory
from kerasmem.estimate import analytic
name, batch = sys.argv[1], int(sys.argv[2])
opts = sys.argv[3:] or ["sgd", "sgd_momentum", "nadam"]
M = 2**20
seen = []
original = analytic._Replay.total
def total(self, b):
    t = original(self, b)
    if b == batch and id(self) not in [id(s) for s in seen]:
        seen.append(self)
        print(f"   replay {len(seen)}: fixed {sum(self.fixed.values())/M:.1f} folded {self.folded(b)/M:.1f} "
              f"requests {self.requests(b)/M:.1f} slack {self.slack(b)/M:.1f} chunk_slack@b {self._chunk_slack(b)/M:.1f} "
              f"-> {t/M:.1f}; peak {self.peak(b, 1.0).phase} layer {self.peak(b, 1.0).layer}")
    return t
analytic._Replay.total = total
_, model = compiled(name)
for o in opts:
    seen.clear()
    e = estimate_memory(model, batch, device="cpu", optimizer=optimizer(o))
    print(o, f"total {e.total / M:.1f} MiB")

# The chunk slack's variants at the batch, per replay of the last optimizer (two starts x two orders, per layout).
print("variants at", batch)
for r in seen:
    folded = r.constants(batch)
    for li, made, grown_to, reverse in r.allocator_variants(folded):
        chunks = r.plan.allocator_peak(batch, folded, r._first_region, reverse=reverse, made=made, grown_to=grown_to)
        print(f"  replay fixed {sum(r.fixed.values())/M:.1f} layout {li} grown_to {grown_to/M:.0f} reverse {reverse}: "
              f"bytes {chunks.bytes/M:.1f} - vars {sum(r._variables)/M:.1f} - folded {sum(folded)/M:.1f} - requests/1.05 {r.requests(batch)/1.05/M:.1f}"
              f" = {(chunks.bytes - sum(r._variables) - sum(folded) - r.requests(batch)/1.05)/M:.1f}")
