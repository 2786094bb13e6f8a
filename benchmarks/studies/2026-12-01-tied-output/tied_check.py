"""The tests' tied-output model (test_estimate_rules._TIED_OUTPUT_SOURCE) at b64: measured on the simulated GPU, and
estimated by the kerasmem of the checkout given (python tied_check.py CHECKOUT), the model from this repository's tests.
"""
import os, sys
root = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, root); sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "tests"))  # the model: this repo's tests
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import test_estimate_rules as t
ns = {}; exec(t._TIED_OUTPUT_SOURCE, ns)
import keras
from kerasmem import estimate_memory, measure_peak
keras.utils.set_random_seed(0)
m = ns["tied"]()
print(root, measure_peak(m, 64, steps=4).peak / 2**20, estimate_memory(m, 64, device="cpu").total / 2**20)
