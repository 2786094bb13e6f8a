"""The test's two-tower model (tests/test_estimate_steps.py _DUAL_SOURCE) measured on the simulated GPU beside
the estimate and Keras's step's. usage: W=WIDTH measure_dual.py BATCH ..."""
import os, sys, json
sys.path.insert(0, "/work/main/tests")
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment()); os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../tests/test_estimate_steps.py")).read()
src = src.split("_DUAL_SOURCE = '''")[1].split("'''")[0]
ns = {}; exec(src, ns)
import keras
from kerasmem import estimate_memory, measure_peak
for b in map(int, sys.argv[1:]):
    keras.utils.set_random_seed(0)
    model = ns["dual"](int(os.environ.get("W", 1024)))
    plain = keras.Model(model.inputs, model.outputs); plain.compile("sgd", "sparse_categorical_crossentropy", jit_compile=False)
    m = measure_peak(model, b, steps=4)
    print(b, json.dumps([round(x / 2**20, 1) for x in (m.peak, estimate_memory(model, b, device="cpu").total, estimate_memory(plain, b, device="cpu").total)]), [round(p/2**20,1) for p in m.step_peaks])
