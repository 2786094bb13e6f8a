"""Op trace of every step of a measure_peak-like run (the first step included), and its largest step's peak.

    python trace_steps.py MODEL BATCH [--steps 6] [--save events.jsonl] [--top 30]

``../2026-11-21-op-trace/trace.py`` traces steps 2-4 after an untraced first
step; the stored truth (``measure_peak``, max over 4 steps, the first
included) is larger than those for the BatchNormalization nets (bn_cnn b16:
traced 59.6-69.7 MiB, truth 80.6). This script does what ``measure_peak``
does (the optimizer built first, then ``steps`` training steps from the
first) and traces every step with trace.py's parser. For the step with the
largest peak it prints each buffer alive at the peak with the op that
allocated it, the bytes requested and granted (the BFC chunk), and the
events of its birth and death; then per-op totals of the whole step for the
normalization layers. Not maintained code: a study.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace as optrace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)

MiB = 2**20


def lifetimes(events: list[dict]) -> list[tuple[int, int | None, dict]]:
    """(birth event, death event or None, allocation) of every allocation in the step."""
    open_: dict[int, tuple[int, dict]] = {}
    out = []
    for k, e in enumerate(events):
        if e["alloc"]:
            open_[e["addr"]] = (k, e)
        elif e["addr"] in open_:
            k0, a = open_.pop(e["addr"])
            out.append((k0, k, a))
    out += [(k0, None, a) for k0, a in open_.values()]
    return sorted(out, key=lambda r: r[0])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("batch", type=int)
    parser.add_argument("--steps", type=int, default=6)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--save")
    args = parser.parse_args()

    import tensorflow as tf
    from zoo import compiled

    from kerasmem.trials import _synthetic_inputs, _synthetic_targets

    spec, model = compiled(args.model)
    x = _synthetic_inputs(model, args.batch, None)
    y = _synthetic_targets(model, x)
    model.optimizer.build(model.trainable_variables)  # as measure_peak does before its steps
    baseline = tf.config.experimental.get_memory_info("CPU:0")["current"]
    steps = optrace.traced_steps(model, x, y, args.steps)
    print(f"# {args.model} batch {args.batch} ({spec.optimizer}); held before step 1: {baseline / MiB:.2f} MiB")
    print("step peaks (MiB): " + " ".join(f"{m / MiB:.2f}" for m, _ in steps))
    saved = open(args.save, "w") if args.save else None
    for n, (measured, events) in enumerate(steps, start=1):
        if saved:
            for e in events:
                saved.write(json.dumps({"step": n, **e}) + "\n")
    if saved:
        saved.close()
    n = max(range(len(steps)), key=lambda i: steps[i][0])
    measured, events = steps[n]
    at, before, peak, alive = optrace.live_at_peak(events)
    print(f"\n## largest: step {n + 1}, peak {peak / MiB:.2f} MiB at event {at}/{len(events)} "
          f"({events[at]['op']}); held before it {before / MiB:.2f}")
    life = {id(a): (k0, k1) for k0, k1, a in lifetimes(events)}
    print("| op that allocated it | requested MiB | chunk MiB | born | dies |\n|---|---|---|---|---|")
    rest_req = rest_got = 0
    for a in sorted(alive, key=lambda a: -a["bytes"]):
        if a["bytes"] < 0.2 * MiB:
            rest_req += a["requested"]
            rest_got += a["bytes"]
            continue
        k0, k1 = life.get(id(a), ("?", "?"))
        print(f"| {a['op']} | {a['requested'] / MiB:.2f} | {a['bytes'] / MiB:.2f} | {k0} | {k1} |")
    print(f"| (smaller ones, {sum(a['bytes'] < 0.2 * MiB for a in alive)}) | {rest_req / MiB:.2f} | {rest_got / MiB:.2f} | | |")
    req = sum(a["requested"] for a in alive)
    got = sum(a["bytes"] for a in alive)
    print(f"alive at the peak, allocated in the step: requested {req / MiB:.2f} MiB, chunks {got / MiB:.2f} MiB; "
          f"held from before {(peak - got) / MiB:.2f} MiB")


if __name__ == "__main__":
    main()
