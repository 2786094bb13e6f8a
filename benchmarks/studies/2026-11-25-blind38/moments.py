"""The replay's requests (unrounded) alive at each layer's largest moment of the backward pass.

    PYTHONPATH=.:benchmarks python benchmarks/studies/2026-11-25-blind38/moments.py bf16_groupnorm_cnn 64 [layer]
"""
import sys

import zoo
from kerasmem import _graph
from kerasmem.estimate import analytic
from kerasmem.estimate.devices import resolve_device
from kerasmem.estimate.liveness import ALLOC, FREE, TEMP
from kerasmem.estimate.optimizers import optimizer_state

name, batch = sys.argv[1], int(sys.argv[2])
show = sys.argv[3] if len(sys.argv) > 3 else None
spec, model = zoo.compiled(name)
_, calls = _graph.layer_calls(model, None)
policy = analytic._policy(model, None)
plan, _ = analytic._build(model, calls, optimizer_state(model, model.optimizer), model.optimizer, policy,
                          resolve_device("cpu"), False, None, analytic._loss_scaled(model, model.optimizer, policy))
raw = plan._raw(batch)
alive, total, best = set(), 0, {}
for kind, i, phase, layer in plan.events:
    if kind == FREE:
        if i in alive:
            alive.discard(i)
            total -= raw[i]
        continue
    now = total + raw[i]
    key = (phase, calls[layer].name if layer >= 0 else "-")
    if now > best.get(key, (0,))[0]:
        best[key] = (now, sorted(alive | {i}, key=lambda j: -raw[j]))
    if kind == ALLOC:
        alive.add(i)
        total += raw[i]
MiB = 2**20
for (phase, layer), (now, buffers) in best.items():
    if phase == "backward":
        print(f"{phase:9} {layer:24} {now / MiB:8.2f} MiB")
        if layer == show:
            for j in buffers[:20]:
                b = plan.buffers[j]
                print(f"    {calls[b.owner].name if b.owner >= 0 else '-':24} {b.name or b.category:32} {raw[j] / MiB:7.2f}")
