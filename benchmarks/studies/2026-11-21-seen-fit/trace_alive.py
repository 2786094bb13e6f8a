"""What is alive at the largest step's peak, grouped by op, and every allocation of 1 MiB or more.

    python trace_alive.py MODEL BATCH [--steps 4] [--optimizer NAME] [--events MIB]

``--optimizer`` compiles the zoo model with another optimizer (a zoo name: sgd, sgd_momentum,
adam, ...); ``--events`` lists instead every allocation *and free* of at least MIB MiB in that
step, with the bytes in use after each (how long each large buffer lives). Both were added by
the other-optimizers study.

Traces ``steps`` training steps of a zoo model (the optimizer built first, as
``measure_peak`` does) with ``../2026-11-21-op-trace/trace.py``'s parser. For the
step with the largest peak it prints the step peaks, then the buffers alive at
the peak grouped by op (layer names and numeric suffixes dropped; F: forward,
B: backward) with their count, bytes requested and BFC chunk bytes, then every
allocation of at least 1 MiB in that step, in order. Not maintained code: a study.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
import trace as optrace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)

MiB = 2**20


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("batch", type=int)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--optimizer")
    parser.add_argument("--events", type=float)
    args = parser.parse_args()

    from zoo import compiled

    from kerasmem.trials import _synthetic_inputs, _synthetic_targets

    spec, model = compiled(args.model)
    if args.optimizer:
        from zoo import optimizer

        model.compile(optimizer=optimizer(args.optimizer), loss=spec.loss, jit_compile=False)
    x = _synthetic_inputs(model, args.batch, None)
    y = _synthetic_targets(model, x)
    model.optimizer.build(model.trainable_variables)
    steps = optrace.traced_steps(model, x, y, args.steps)
    print("step peaks (MiB):", " ".join(f"{m / MiB:.1f}" for m, _ in steps))
    _, events = max(steps, key=lambda s: s[0])
    at, before, peak, alive = optrace.live_at_peak(events)
    if args.events is not None:
        for k, e in enumerate(events):
            if e["bytes"] >= args.events * MiB:
                mark = " <- peak" if k == at else ""
                print(f"{k:6d} {'+' if e['alloc'] else '-'} {e['op'][-70:]:70s} {e['bytes'] / MiB:8.2f} "
                      f"{e['in_use'] / MiB:9.2f}{mark}")
        return
    print(f"peak {peak / MiB:.2f} MiB at {events[at]['op']}; held before the step {before / MiB:.2f} MiB")
    groups = collections.defaultdict(lambda: [0, 0, 0])
    for a in alive:
        op = re.sub(r"_\d+", "", a["op"])
        side = "F" if "while_grad" not in op and "gradient_tape" not in op else "B"
        group = groups[f"{side} {'/'.join(op.split('/')[-2:])} [{a['requested']}]"]
        group[0] += 1
        group[1] += a["requested"]
        group[2] += a["bytes"]
    print("| count | requested MiB | chunks MiB | op [bytes each] |\n|---|---|---|---|")
    for key, (count, requested, chunks) in sorted(groups.items(), key=lambda kv: -kv[1][2])[:30]:
        print(f"| {count} | {requested / MiB:.2f} | {chunks / MiB:.2f} | {key} |")
    print("\nallocations of 1 MiB or more in that step (event, op, requested MiB, chunk MiB):")
    for k, e in enumerate(events):
        if e["alloc"] and e["requested"] >= MiB:
            print(k, e["op"][-90:], f"{e['requested'] / MiB:.2f}", f"{e['bytes'] / MiB:.2f}")


if __name__ == "__main__":
    main()
