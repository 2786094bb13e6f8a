"""The stored rows scored with the Dense kernel-gradient lag threshold set by LAG.

    LAG=8 python eval_lag.py > eval_lag8.txt
"""
import os
import runpy
import sys

from kerasmem.estimate import analytic

analytic._LAG_REDUCTION = int(os.environ["LAG"])
sys.argv = ["evaluate_estimator.py"]
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "evaluate_estimator.py"),
               run_name="__main__")
