"""A record for issue 3 (not maintained code).

    python bfc_split.py MODEL BATCH EVENTS.jsonl

EVENTS.jsonl is ``trace.py --save``'s. The estimator's allocator start for the model (its variables,
folded constants and both starts, captured from the estimate) is fed the trace's own requests for two
steps; printed beside the trace's peak and the estimate.
"""
import json, os, sys
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
sys.path.insert(0, ROOT); sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import zoo, kerasmem
from kerasmem.estimate import liveness
M = 2**20
name, batch, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
calls = []
orig = liveness.Plan.allocator_peak
def spy(self, b, persistent, first_region=None, steps=2, reverse=False, limit=None, made=(), grown_to=0):
    calls.append((self, b, tuple(persistent), first_region, made, grown_to))
    return orig(self, b, persistent, first_region, steps, reverse, limit, made, grown_to)
liveness.Plan.allocator_peak = spy
spec, model = zoo.compiled(name)
est = kerasmem.estimate_memory(model, batch, device="cpu")
ev = [json.loads(l) for l in open(path)]
steps = sorted({e["step"] for e in ev})
s0 = [e for e in sorted(ev, key=lambda e: e["t"]) if e["step"] == steps[0]]
truth = max(e["in_use"] for e in s0)
seen = set(); out = []
for plan, b, persistent, first_region, made, grown_to in calls:
    key = (persistent, made, grown_to)
    if key in seen: continue
    seen.add(key)
    bfc = plan._holding(made, list(persistent), first_region, None, grown_to)
    held = bfc.in_use
    for rep in range(2):
        where = {}; best = 0
        for e in s0:
            if e["alloc"]:
                where[e["addr"]] = bfc.alloc(e["requested"]); best = max(best, bfc.in_use)
            elif e["addr"] in where:
                bfc.free(where.pop(e["addr"]))
        for a in where.values(): bfc.free(a)
    out.append((grown_to, held, best))
print(f"{name} b{batch}: truth (trace) {truth/M:.2f}, estimate {est.total/M:.2f}; the trace's requests from the estimator's starts:",
      ", ".join(f"grown_to {g/M:.0f} held {h/M:.2f} -> {p/M:.2f}" for g, h, p in out))
