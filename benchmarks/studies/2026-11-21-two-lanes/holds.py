"""For each CPU convolution, the backward layers its filter gradient outlives (two-lane rule). holds.py FILTER_WORK ELEMENT_WORK MODEL..."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
from zoo import compiled  # noqa: E402

from kerasmem import _graph  # noqa: E402
from kerasmem.estimate import rules  # noqa: E402

filter_work, rules.ELEMENT_WORK = float(sys.argv[1]), float(sys.argv[2])
for name in sys.argv[3:]:
    model = compiled(name)[1]
    _, calls = _graph.layer_calls(model, None)
    shapes = {t: s for c in calls for t, s in zip(c.outputs, c.output_shapes)}
    from_input = {t for c in calls if c.is_input for t in c.outputs}
    work = []
    for i, c in enumerate(calls):
        ins = [shapes[t] for t in c.inputs if t in shapes] if not c.is_input else []
        conv = c.class_name in rules._CONVOLUTIONS
        work.append(rules.backward_work(c, ins, conv) if not c.is_input else (0, 0))
    print(f"== {name}")
    for i in range(len(calls) - 1, -1, -1):
        f, _ = work[i]
        if not f:
            continue
        left, j, seen = filter_work * f, i, []
        while j >= 0 and left > 0:
            if not calls[j].is_input:
                # a convolution reading the model's input has no input gradient (approximation of
                # analytic._build's needs_grad: layers right after the inputs)
                left -= 0 if j == i and all(t in from_input for t in calls[j].inputs) else work[j][1]
                seen.append(calls[j].name)
            j -= 1
        print(f"{calls[i].name} ({calls[i].class_name}): {f / 1e6:.1f} MFLOP/sample, alive through {seen}")
