"""The tests' second-order step (tests/test_estimate_steps.py, _RESIDUAL_SOURCE) with three Dense 256 tanh
layers: measured on the simulated GPU (4 steps) and estimated, as itself and as Keras's step.

    python residual_toy.py 1024      # prints [measured MiB, estimate MiB, Keras's step MiB]
"""
import ast
import json
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
sys.path.insert(0, ROOT)
from kerasmem.probes.tf_allocator import simulated_gpu_environment  # noqa: E402

os.environ.update(simulated_gpu_environment())
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
tests = ast.parse(open(os.path.join(ROOT, "tests", "test_estimate_steps.py")).read())
source = next(ast.literal_eval(n.value) for n in tests.body
              if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "_RESIDUAL_SOURCE")
namespace: dict = {}
exec(source, namespace)
keras = namespace["keras"]

from kerasmem import estimate_memory, measure_peak  # noqa: E402

keras.utils.set_random_seed(0)
batch = int(sys.argv[1])
model = namespace["residual"](256, 3)
plain = keras.Model(model.inputs, model.outputs)
plain.compile("adam", "mse", jit_compile=False)
measured = measure_peak(model, batch, steps=4).peak
print(json.dumps([measured / 2**20, *(estimate_memory(m, batch, device="cpu").total / 2**20 for m in (model, plain))]))
