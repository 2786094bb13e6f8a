"""The tests' two-tower step (_DUAL_SOURCE) estimated with a checkout's code.

    python dual_est.py /path/to/checkout 2048 4096
"""
import ast, os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
root = sys.argv[1]
sys.path.insert(0, root)
tests = ast.parse(open(os.path.join(root, "tests", "test_estimate_steps.py")).read())
source = next(ast.literal_eval(n.value) for n in tests.body
              if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "_DUAL_SOURCE")
ns = {}
exec(source, ns)
from kerasmem import estimate_memory
m = ns["dual"](1024)
for b in map(int, sys.argv[2:]):
    print(b, round(estimate_memory(m, b, device="cpu").total / 2**20, 1))
