"""Each zoo LSTM layer's kernel and recurrent-kernel bytes, steps and units: what the pile rule multiplies."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import zoo  # noqa: E402

for name in sys.argv[1:]:
    model = zoo.entry(name).build()
    for layer in model._flatten_layers():
        if type(layer).__name__ == "LSTM":
            cell = layer.cell
            k = sum(math.prod(w.shape) * 4 for w in (cell.kernel, cell.recurrent_kernel))
            steps = layer.input.shape[1] if hasattr(layer, "input") else None
            print(f"{name:40s} {layer.name:20s} units {layer.units:5d} steps {steps} kernels {k / 2**20:7.2f} MiB")
