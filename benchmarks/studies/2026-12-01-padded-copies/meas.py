"""Measures (measure_peak, batch 64, 3 steps, simulated GPU) and estimates each kind of pad_src.branches.

Usage: meas.py KIND   (twins, undilated or distinct; one fresh process each, as meas.txt was made)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))
from kerasmem.probes.tf_allocator import simulated_gpu_environment

os.environ.update(simulated_gpu_environment())
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
exec(open(os.path.join(HERE, "pad_src.py")).read())
from kerasmem import estimate_memory, measure_peak

kind = sys.argv[1]
keras.utils.set_random_seed(0)
measured = measure_peak(branches(kind), 64, steps=3).peak
estimated = estimate_memory(branches(kind), 64, device="cpu").total
print(json.dumps({kind: [round(measured / 2**20, 1), round(estimated / 2**20, 1)]}))
