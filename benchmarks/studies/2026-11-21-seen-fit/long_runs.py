"""Step peaks over 40 steps of one zoo model, in this process: is the 4-step truth the peak of a long run?

    TF_ENABLE_ONEDNN_OPTS=0 TF_CPU_ALLOCATOR_USE_BFC=true python long_runs.py MODEL BATCH

Prints the 40 step peaks (``measure_peak(model, batch, steps=40)``, the first step first) as a JSON
list of bytes. Run it in fresh processes to compare their first 4 steps (the stored truth's
definition) with all 40. Not maintained code: a study.
"""

from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def main() -> None:
    import zoo

    from kerasmem import measure_peak

    name, batch = sys.argv[1], int(sys.argv[2])
    _, model = zoo.compiled(name)
    print(json.dumps([int(p) for p in measure_peak(model, batch, steps=40).step_peaks]))


if __name__ == "__main__":
    main()
