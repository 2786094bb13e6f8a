"""Print when each gradient op's large buffers of a saved trace were allocated and freed, step by step.

Reads the JSON lines written by the op-trace study's ``trace.py --save`` and prints, for every
buffer of at least MIN MiB (default 1) allocated by an op whose name holds ``Backprop`` or ``Grad``,
its allocation and free times (the trace's clock, from the step's first event, in millions of its
units) and the op: a convolution's column buffer lives as long as its filter gradient runs, so
two that overlap are a filter gradient that outlasted its layer.

    python intervals.py elu_dropout_cnn_b16.jsonl [MIN]
"""
import json
import sys

MIB = 2**20


def main() -> None:
    events = [json.loads(line) for line in open(sys.argv[1])]
    smallest = float(sys.argv[2]) * MIB if len(sys.argv) > 2 else MIB
    for step in sorted({e["step"] for e in events}):
        ours = [e for e in events if e["step"] == step]
        start = min(e["t"] for e in ours)
        alive = {}
        print(f"## step {step}\n| allocated | freed | MiB | op |\n|---|---|---|---|")
        for e in ours:
            if e["bytes"] < smallest:
                continue
            if e["alloc"]:
                alive[e["addr"]] = e
                continue
            made = alive.pop(e["addr"], None)
            if made and ("Backprop" in made["op"] or "Grad" in made["op"]):
                print(f"| {(made['t'] - start) / 1e6:.2f} | {(e['t'] - start) / 1e6:.2f} | "
                      f"{made['bytes'] / MIB:.2f} | {made['op']} |")


if __name__ == "__main__":
    main()
