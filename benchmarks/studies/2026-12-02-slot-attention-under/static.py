"""Grappler's static estimate for a zoo model: its peak and named sums at each batch, and the replay's
sums of three: PYTHONPATH=/work/main:/work/main/benchmarks static.py MODEL BATCH ..."""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled
from kerasmem.estimate import grappler
name = sys.argv[1]
_, model = compiled(name)
s = grappler.StaticSums(model)
for b in map(int, sys.argv[2:]):
    peak, live = grappler._static_peak(s._graph, b)
    print(b, f"static peak {peak / 2**20:.1f} MiB (threshold {grappler.THRESHOLD / 2**20:.1f})", s.rewritten(b))
    big = sorted(live, key=lambda l: -l[2])[:12]
    for node, port, size, *rest in big:
        print(f"   {size / 2**20:7.2f} {node}:{port} sums {s._graph.sums_of.get(f'{node}:{port}')}")
print("sums_of:", len(s._graph.sums_of), sorted({x for v in s._graph.sums_of.values() for x in v})[:20])
