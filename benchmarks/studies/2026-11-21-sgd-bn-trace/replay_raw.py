"""Each MODEL:BATCH: the analytic estimate (device="cpu") without its allowance, its workspace part, and where its peak is. Study only."""
import sys, os
os.environ["TF_CPP_MIN_LOG_LEVEL"]="3"
sys.path.insert(0, __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "..", ".."))
from zoo import compiled
from kerasmem.estimate import prepare
MiB=2**20
for arg in sys.argv[1:]:
    name,b=arg.split(":"); b=int(b)
    e=prepare(compiled(name)[1],"analytic",device="cpu")(b)
    raw=e.total-e.breakdown.get("allocator and executor allowance",0)
    print(f"{name} {b} raw {raw/MiB:.2f} ws {e.breakdown.get('workspace',0)/MiB:.2f} total {e.total/MiB:.2f} {e.notes[0]}")
