"""evaluate_estimator.py with the two-lane constants set: eval_lanes.py FILTER_WORK ELEMENT_WORK L3_MIB|sysfs [args].

Study only: FILTER_WORK (analytic), ELEMENT_WORK (rules) and rules._L3 (30 = TensorFlow's hard-coded figure).
"""
import os
import runpy
import sys

import kerasmem.estimate.analytic as analytic
import kerasmem.estimate.rules as rules

analytic.FILTER_WORK = float(sys.argv[1])
rules.ELEMENT_WORK = float(sys.argv[2])
analytic._HOLD_READS = os.environ.get("HOLD_READS", "1") == "1"
if sys.argv[3] != "sysfs":
    rules._L3 = int(float(sys.argv[3]) * 2**20)
sys.argv = ["evaluate_estimator.py"] + sys.argv[4:]
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "evaluate_estimator.py"), run_name="__main__")
