"""laycost.py MODEL BATCH: each traced layer's LayerCost (MiB at BATCH)."""
import os, sys
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
_km = os.environ.get("KM", os.path.abspath(os.path.join(os.path.dirname(__file__), "../../.."))); sys.path.insert(0, _km); sys.path.insert(0, _km + "/benchmarks")
from kerasmem.estimate import rules
import zoo
name, b = sys.argv[1], int(sys.argv[2]); M = 2**20
spec, model = zoo.compiled(name)
orig = rules._graph_cost
def spy(*a, **k):
    c = orig(*a, **k)
    f = lambda t: [round(n * b / M, 2) for n in t] if t else t
    print("backward_temps", f(c.backward_temps), "forward_temps", f(c.forward_temps), "in_place", c.in_place,
          "gradient_over_input", getattr(c, "gradient_over_input", None))
    print("  pieces", [(p.name, round((p.per_sample * b + p.fixed) / M, 2)) for p in c.pieces], "keeps_in", c.keeps_inputs, "keeps_out", c.keeps_outputs)
    return c
rules._graph_cost = spy
import kerasmem
print(kerasmem.estimate_memory(model, b, device="cpu").total / M)
