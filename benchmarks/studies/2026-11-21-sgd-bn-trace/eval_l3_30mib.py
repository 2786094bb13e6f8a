"""Runs benchmarks/evaluate_estimator.py with rules._L3 set to 30 MiB (TensorFlow's hard-coded L3 figure in its CPU conv-gradient kernels). Study only."""
import sys, runpy
import kerasmem.estimate.rules as r
r._L3 = 30 * 2**20
sys.argv = ["evaluate_estimator.py"] + sys.argv[1:]
runpy.run_path("" + __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "..", "..", "evaluate_estimator.py") + "", run_name="__main__")
