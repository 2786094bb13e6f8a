"""Is the input batch in the measured allocator? (run: python input_copies.py NAME BATCH; one fresh process each)

measure_peak's step peaks for the model, twice in one process: fed the NumPy arrays measure_peak makes
by default (TensorFlow copies each to a tensor as train_on_batch's function is called), then tensors made
on the device (``tf.random.normal``: in the allocator before the step, as a GPU's input batch is).
"""
import os
import sys

os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
os.environ.setdefault("TF_CPU_ALLOCATOR_USE_BFC", "true")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))
import variants  # noqa: E402,F401  (adds the variants to the zoo)

import kerasmem  # noqa: E402
from kerasmem.trials import _synthetic_inputs, _synthetic_targets  # noqa: E402
from zoo import compiled  # noqa: E402


def main() -> None:
    name, batch = sys.argv[1], int(sys.argv[2])
    _, model = compiled(name)
    peaks = []
    for tensors in (False, True):
        x = _synthetic_inputs(model, batch, None, tensors=tensors)
        y = _synthetic_targets(model, x, tensors=tensors)
        peaks.append([round(p / 2**20, 2) for p in kerasmem.measure_peak(model, batch, steps=3, x=x, y=y).step_peaks])
    print(f"| {name} | {batch} | {' / '.join(map(str, peaks[0]))} | {' / '.join(map(str, peaks[1]))} |")


if __name__ == "__main__":
    main()
