"""Op-level memory trace of real training steps on the simulated GPU, beside the analytic replay.

    python trace.py MODEL BATCH [--steps 3] [--save events.jsonl] [--top 25] [--with-first]

Runs in this process (it sets the simulated-GPU environment before TensorFlow is
imported): builds the zoo model with ``zoo.compiled``, trains one step untraced
(tracing the function, building the optimizer; ``--with-first``: that step traced too, as step 1),
then traces ``--steps`` steps,
each under its own ``tf.profiler.experimental`` session. The batch is made on the device, as
``measure_peak`` makes it (``--host-inputs``: NumPy arrays, as the traces before 2026-11-29's
spectral-norm study were fed, whose copy shows as a ``(python)`` allocation in some processes). TensorFlow's BFC
allocator emits a "MemoryAllocation"/"MemoryDeallocation" TraceMe for every
request when the host tracer runs at level >= 2 (``bfc_allocator.cc``
``AddTraceMe``), with the allocator's bytes in use after it, the request and
its rounded size, the address and, where the op set one, its name (``tf_op``).
An event without ``tf_op`` is attributed to the op event that encloses it on
the same thread line. The .xplane.pb is parsed with TensorFlow's own
``tensorflow.tsl.profiler.protobuf.xplane_pb2`` (no tensorboard plugin needed).

Prints, for each traced step: the allocator's peak (``get_memory_info``) and
the trace's, what was held before the step, and what was alive at the trace's
peak grouped by the op that allocated it; then the analytic replay's
(device="cpu") live buffers at its own peak. Not maintained code: a study.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import shutil
import sys
import tempfile
from collections import defaultdict

os.environ.update(
    TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3"
)
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))  # benchmarks/ (zoo)
sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))  # the checkout (kerasmem)
MiB = 2**20


def _stats(plane, event) -> dict:
    out = {}
    for s in event.stats:
        name = plane.stat_metadata[s.metadata_id].name
        kind = s.WhichOneof("value")
        value = getattr(s, kind) if kind else None
        if kind == "ref_value":
            value = plane.stat_metadata[value].name
        out[name] = value
    return out


def host_lines(path: str):
    """Each thread line of a trace's host plane: (plane, line, the line's start in picoseconds)."""
    from tensorflow.tsl.profiler.protobuf import xplane_pb2

    space = xplane_pb2.XSpace()
    with open(path, "rb") as f:
        space.ParseFromString(f.read())
    for plane in space.planes:
        if plane.name == "/host:CPU":
            for line in plane.lines:
                yield plane, line, line.timestamp_ns * 1000


def is_op(name: str) -> bool:
    """Whether a host event is an op's (``name:type``), not the executor's own."""
    return ":" in name and not name.startswith(("ThreadpoolListener", "Executor"))


def parse(path: str) -> list[dict]:
    """Memory events of one trace, in time order, each with the op that made it."""
    events = []
    for plane, line, base in host_lines(path):
        ops = []  # (start, end, name) of op events on this thread
        mems = []
        for e in line.events:
            name = plane.event_metadata[e.metadata_id].name
            start = base + e.offset_ps
            if name in ("MemoryAllocation", "MemoryDeallocation"):
                mems.append((start, name, _stats(plane, e)))
            elif is_op(name):
                ops.append((start, start + e.duration_ps, name))
        ops.sort()
        for start, name, st in mems:
            op = st.get("tf_op") or ""
            if not op:
                inside = [o for o in ops if o[0] <= start <= o[1]]
                op = inside[-1][2] if inside else f"({line.name.split('/')[0]})"
            events.append({
                "t": start, "alloc": name == "MemoryAllocation", "bytes": int(st.get("allocation_bytes", 0)),
                "requested": int(st.get("requested_bytes", 0)), "addr": int(st.get("addr", 0)),
                "in_use": int(st.get("bytes_allocated", 0)), "op": op, "shape": st.get("tensor_shape", ""),
                "thread": line.name.split("/")[0],
            })
    events.sort(key=lambda e: e["t"])
    return events


def live_at_peak(events: list[dict]) -> tuple[int, int, int, list[dict]]:
    """(index of the peak event, bytes in use before the step, bytes at the peak, allocations alive then)."""
    if not events:
        return -1, 0, 0, []
    first = events[0]
    before = first["in_use"] - (first["bytes"] if first["alloc"] else -first["bytes"])
    at = max(range(len(events)), key=lambda i: events[i]["in_use"])
    return at, before, events[at]["in_use"], alive_after(events[: at + 1])


def alive_after(events: list[dict]) -> list[dict]:
    """The allocations among ``events`` not freed among them."""
    alive: dict[int, dict] = {}
    for e in events:
        if e["alloc"]:
            alive[e["addr"]] = e
        else:
            alive.pop(e["addr"], None)
    return list(alive.values())


def phase(op: str) -> str:
    """Which part of the step an op belongs to, from Keras's name scopes."""
    low = op.lower()
    if low.startswith("gradient_tape") or "/gradient_tape/" in low or "grad" in low.split("/")[0]:
        return "backward"
    if low.split("/")[0] in ("adam", "adamw", "sgd", "rmsprop", "adagrad", "adadelta", "adamax", "nadam", "lion"):
        return "update"
    if "loss" in low or "compile_loss" in low:
        return "loss"
    return "forward"


def curve(events: list[dict]) -> dict:
    """In use at phase boundaries: the first backward op, the first update op, the end."""
    marks = {}
    for e in events:
        p = phase(e["op"])
        if p not in marks:
            marks[p] = e["in_use"]
    marks["end"] = events[-1]["in_use"] if events else 0
    return marks


def traced_steps(model, x, y, steps: int) -> list[tuple[int, list[dict]]]:
    import tensorflow as tf

    out = []
    options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3, python_tracer_level=0, device_tracer_level=0)
    for _ in range(steps):
        folder = tempfile.mkdtemp(prefix="optrace")
        tf.config.experimental.reset_memory_stats("CPU:0")
        tf.profiler.experimental.start(folder, options=options)
        model.train_on_batch(x, y)
        tf.profiler.experimental.stop()
        measured = tf.config.experimental.get_memory_info("CPU:0")["peak"]
        path = sorted(glob.glob(os.path.join(folder, "**", "*.xplane.pb"), recursive=True))[-1]
        out.append((measured, parse(path)))
        shutil.rmtree(folder, ignore_errors=True)
    return out


def plan_of(model, batch: int):
    """The analytic replay (device="cpu") of this model: its plan and its peak at ``batch``."""
    from kerasmem import _graph
    from kerasmem.estimate import analytic
    from kerasmem.estimate.devices import resolve_device
    from kerasmem.estimate.optimizers import optimizer_state

    state = optimizer_state(model, model.optimizer)
    # The calls in the replay's order, so that the plan's layer indices name them.
    calls, renames = analytic._replay_order(_graph.layer_calls(model, None)[1])
    policy = analytic._policy(model, None)
    plan, fixed = analytic._build(model, calls, state, model.optimizer, policy, resolve_device("cpu"), False, None,
                                  analytic._loss_scaled(model, model.optimizer, policy), renames)
    return plan, fixed, calls, plan.peak(batch)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("batch", type=int)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--save", help="write every step's events (JSON lines) here")
    parser.add_argument("--optimizer", help="a zoo optimizer name instead of the model's own")
    parser.add_argument("--with-first", action="store_true",
                        help="trace the first step too (the truth's max is over every step, the first among them)")
    parser.add_argument("--host-inputs", action="store_true",
                        help="feed NumPy arrays (the truth's input before set 99) instead of device tensors")
    args = parser.parse_args()

    import numpy as np

    from zoo import compiled, optimizer

    from kerasmem.trials import _synthetic_inputs, _synthetic_targets

    spec, model = compiled(args.model)
    if args.optimizer:
        model.compile(optimizer=optimizer(args.optimizer), loss=spec.loss, jit_compile=False)
    # As measure_peak feeds them (device tensors) unless asked otherwise.
    x = _synthetic_inputs(model, args.batch, None, tensors=not args.host_inputs)
    y = _synthetic_targets(model, x, tensors=not args.host_inputs)
    if not args.with_first:
        model.train_on_batch(x, y)  # untraced: builds the function and the optimizer
    weights = sum(int(np.prod(v.shape)) * 4 for v in model.weights)
    slots = sum(int(np.prod(v.shape)) * v.dtype.size if hasattr(v.dtype, "size") else 0 for v in model.optimizer.variables)
    trainable = sum(int(np.prod(v.shape)) * 4 for v in model.trainable_weights)
    print(f"# {args.model} batch {args.batch} ({args.optimizer or spec.optimizer}); weights {weights / MiB:.2f} MiB, "
          f"trainable {trainable / MiB:.2f} MiB, largest variable "
          f"{max(int(np.prod(v.shape)) * 4 for v in model.trainable_weights) / MiB:.2f} MiB")
    steps = traced_steps(model, x, y, args.steps)
    saved = open(args.save, "w") if args.save else None
    summary = []
    for n, (measured, events) in enumerate(steps, start=1 if args.with_first else 2):
        at, before, peak, alive = live_at_peak(events)
        new = sum(a["bytes"] for a in alive)
        freed_old = before + new - peak  # held before the step and freed before its peak
        print(f"\n## step {n}: allocator peak {measured / MiB:.2f} MiB, trace peak {peak / MiB:.2f} MiB, "
              f"held before the step {before / MiB:.2f} MiB ({freed_old / MiB:+.2f} of it freed by the peak), "
              f"allocated in the step and alive at the peak {new / MiB:.2f} MiB in {len(alive)} buffers; "
              f"peak at event {at}/{len(events)}, op {events[at]['op']} ({phase(events[at]['op'])})")
        marks = curve(events)
        print("in use when each phase starts (MiB): " + ", ".join(f"{k} {v / MiB:.2f}" for k, v in marks.items()))
        groups: dict[str, list] = defaultdict(lambda: [0, 0])
        for a in alive:
            groups[a["op"]][0] += a["bytes"]
            groups[a["op"]][1] += 1
        by_phase: dict[str, int] = defaultdict(int)
        for op, (b, _) in groups.items():
            by_phase[phase(op)] += b
        print("alive at the peak by phase of the allocating op (MiB): "
              + ", ".join(f"{k} {v / MiB:.2f}" for k, v in sorted(by_phase.items())))
        print(f"| op that allocated it | phase | MiB | buffers |\n|---|---|---|---|")
        for op, (b, c) in sorted(groups.items(), key=lambda kv: -kv[1][0])[: args.top]:
            print(f"| {op} | {phase(op)} | {b / MiB:.2f} | {c} |")
        big = sorted((e for e in events if e["alloc"]), key=lambda e: -e["bytes"])[:12]
        print("largest allocations of the step: " + "; ".join(f"{e['op']} {e['bytes'] / MiB:.2f} (req {e['requested'] / MiB:.2f})" for e in big))
        summary.append({"step": n, "measured_peak": measured, "trace_peak": peak, "before": before,
                        "alive_new": new, "peak_op": events[at]["op"], "phases": marks, "alive_by_phase": by_phase})
        if saved:
            for e in events:
                saved.write(json.dumps({"step": n, **e}) + "\n")
    if saved:
        saved.close()
    plan, fixed, calls, peak = plan_of(model, args.batch)
    static = sum(fixed[k] for k in ("weights", "optimizer state")) + fixed.get("_weights rounding", 0) + fixed.get("_state rounding", 0)
    print(f"\n## analytic replay (device=cpu, before ALLOWANCE): peak {peak.bytes / MiB:.2f} MiB of step buffers "
          f"+ {static / MiB:.2f} MiB weights and state = {(peak.bytes + static) / MiB:.2f} MiB; "
          f"at {peak.phase} layer {calls[peak.layer].name if peak.layer >= 0 else '-'}")
    groups = defaultdict(lambda: [0, 0])
    for buf in peak.live:
        owner = calls[buf.owner].name if buf.owner >= 0 else "-"
        groups[(owner, buf.name or buf.category, buf.category)][0] += buf.size(args.batch)
        groups[(owner, buf.name or buf.category, buf.category)][1] += 1
    print("| layer | buffer | category | MiB | n |\n|---|---|---|---|---|")
    for (owner, name, cat), (b, c) in sorted(groups.items(), key=lambda kv: -kv[1][0])[: args.top]:
        print(f"| {owner} | {name} | {cat} | {b / MiB:.2f} | {c} |")
    print("\nSUMMARY " + json.dumps({"model": args.model, "batch": args.batch, "steps": summary,
                                      "replay_peak": peak.bytes, "static": static, "replay_phase": peak.phase}))


if __name__ == "__main__":
    main()
