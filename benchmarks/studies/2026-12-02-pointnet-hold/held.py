"""For zoo rows: the estimate and how much of it is the hold at a lighter optimizer's replay (its note):
PYTHONPATH=/work/main:/work/main/benchmarks held.py MODEL:BATCH ... (or @file of them)"""
import os, re, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from zoo import compiled
from kerasmem import estimate_memory
args = sys.argv[1:]
if args and args[0].startswith("@"):
    args = open(args[0][1:]).read().split()
last = None
for arg in args:
    name, batch = arg.split(":")
    if name != last:
        _, model = compiled(name)
        last = name
    e = estimate_memory(model, int(batch), device="cpu")
    held = [n for n in e.notes if n.startswith("held at the estimate for")]
    more = 0.0
    if held:
        m = re.search(r"\(([\d.,]+) (KiB|MiB|GiB) more", held[0])
        more = float(m.group(1).replace(",", "")) * {"KiB": 1 / 1024, "MiB": 1, "GiB": 1024}[m.group(2)]
    print(f"{arg} total {e.total / 2**20:.1f} held_more {more:.1f} {held[0][25:60] if held else ''}", flush=True)
