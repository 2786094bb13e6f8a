"""Print a traced step's allocations and frees of at least 1 MiB, from an op's first event on.

Reads the JSON lines written by the op-trace study's ``trace.py --save`` and prints, for one step,
every event of at least 1 MiB from the first event whose op contains FROM to the step's peak (or
PAST events beyond it): whether it allocates, the chunk and requested MiB, the allocator's use
after it, and the op.

    python events.py td_conv_gru_b32.jsonl --step 2 --from time_distributed_2_1 --past 40
"""
import argparse
import json

MIB = 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("events", help="a trace.py --save file")
    parser.add_argument("--step", type=int, default=2)
    parser.add_argument("--from", dest="start", default="", help="start at the first op containing this")
    parser.add_argument("--past", type=int, default=0, help="events to show beyond the peak")
    args = parser.parse_args()
    with open(args.events) as lines:
        events = [e for e in map(json.loads, lines) if e["step"] == args.step]
    peak = max(range(len(events)), key=lambda i: events[i]["in_use"])
    first = next(i for i, e in enumerate(events) if args.start in e["op"])
    print("| alloc | MiB | requested | in use after | op |\n|---|---|---|---|---|")
    for i, e in enumerate(events[first:peak + args.past + 1], first):
        if e["bytes"] >= MIB:
            mark = " (peak)" if i == peak else ""
            print(f"| {'+' if e['alloc'] else '-'} | {e['bytes'] / MIB:.2f} | {e['requested'] / MIB:.2f} | "
                  f"{e['in_use'] / MIB:.1f}{mark} | {e['op']} |")


if __name__ == "__main__":
    main()
