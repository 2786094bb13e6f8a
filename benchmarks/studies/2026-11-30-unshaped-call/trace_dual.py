"""trace.py on the test's dual model (tests/test_estimate_steps.py _DUAL_SOURCE), width W (env)."""
import os, sys, types
sys.path.insert(0, "/work/main/benchmarks"); sys.path.insert(0, "/work/main/benchmarks/studies/2026-11-21-op-trace")
src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../tests/test_estimate_steps.py")).read().split("_DUAL_SOURCE = '''")[1].split("'''")[0]
import trace as tr  # sets the environment first
import zoo
ns = {}; exec(src, ns)
def compiled(name):
    import keras
    keras.utils.set_random_seed(0)
    return types.SimpleNamespace(optimizer="sgd", loss="sparse_categorical_crossentropy"), ns["dual"](int(os.environ.get("W", 4096)))
zoo.compiled = compiled
tr.main()
