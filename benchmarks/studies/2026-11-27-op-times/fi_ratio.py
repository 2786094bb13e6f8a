"""Each convolution's filter- and input-gradient durations (op_times.py's output) beside its shape.

    python fi_ratio.py times_1.txt

Pairs a model's Conv*BackpropFilter ops, in the order the backward pass runs them, with its
convolution layers in reverse (forward) order: right for a chain of convolutions, not for branches.
"""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace as tr  # noqa: F401  (the simulated GPU's environment)
from zoo import compiled

rows, model, step = {}, None, None
for line in open(sys.argv[1]):
    if line.startswith("== "):
        name, b = line[3:].split(" b")
        model, batch = name.strip(), int(b)
        rows[(model, batch)] = {}
    elif line.strip().startswith("step"):
        step = int(line.split()[1].rstrip(":"))
        rows[(model, batch)][step] = []
    elif re.match(r"\s+[\d.]+\s+[\d.]+\s", line):
        start, dur, thread, kind, *layer = line.split()
        if "Backprop" in kind:
            rows[(model, batch)][step].append((float(start), float(dur), kind, layer[0] if layer else ""))
print("| model | batch | layer | positions | K*Cin | Cout | stride | F ms | I ms | F/I | F start - I start |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
for (name, batch), steps in rows.items():
    _, m = compiled(name)
    convs = [l for l in m._flatten_layers() if hasattr(l, "kernel_size") and hasattr(l, "filters")]
    for step, ops in steps.items():
        order = []  # backward layers in order, each with its F and I
        for start, dur, kind, layer in ops:
            if not order or order[-1][0] != layer:
                order.append([layer, None, None])
            entry = next(o for o in order if o[0] == layer)
            entry[1 if "Filter" in kind else 2] = (start, dur)
        for conv, (layer, f, i) in zip(reversed(convs), order):
            k = 1
            for d in conv.kernel_size:
                k *= d
            positions = batch
            for d in conv.output.shape[1:-1]:
                positions *= d
            kcin = k * conv.input.shape[-1]
            stride = max(conv.strides) if hasattr(conv, "strides") else 1
            fi = f"{f[1] / i[1]:.2f}" if f and i else "-"
            lead = f"{f[0] - i[0]:+.2f}" if f and i else "-"
            print(f"| {name} | {batch} | {layer} ({conv.name}) | {positions} | {kcin} | {conv.filters} | {stride} | "
                  f"{f[1] if f else '-'} | {i[1] if i else '-'} | {fi} | {lead} |")
