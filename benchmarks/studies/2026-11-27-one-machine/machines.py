"""Each re-measured row's truth here beside its stored truth, by the machine that measured it.

    python benchmarks/studies/2026-11-27-one-machine/machines.py truth_here.json [--errors eval_stored.txt eval_here.txt]

Prints, per machine of the stored row, how the truth moved (here / stored - 1): the median, the
quartiles, the rows that moved more than 10% either way, and whether the two measurements' runs
overlap (a move inside the runs' own spread is noise, not the machine). With ``--errors``, each
row's estimate error against both truths (two ``evaluate_estimator.py`` outputs: the stored truth and
this one) and the targets' counts on the re-measured rows.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "benchmarks"))
from evaluate_estimator import truth  # noqa: E402

MiB = 2**20


def short(machine: str) -> str:
    """The machine a row names, in a few words (the first sessions' rows name none)."""
    for vendor, name in (("AMD", "AMD EPYC"), ("Intel", "Intel Xeon")):
        if vendor in machine:
            return f"{name}, L3 {machine.split('L3 ')[1].split(' KiB')[0]} KiB"
    return "not recorded (first sessions)"


def apart(old: dict, new: dict) -> bool:
    """Whether no run of one measurement lies inside the other's range of runs."""
    return max(old["peaks"]) < min(new["peaks"]) or min(old["peaks"]) > max(new["peaks"])


def errors(path: Path) -> dict:
    rows = {}
    for line in path.read_text().splitlines():
        c = [x.strip() for x in line.split("|")]
        if len(c) > 8 and c[3].isdigit() and c[7].endswith("%"):
            rows[(c[1], int(c[3]))] = float(c[7].rstrip("%"))
    return rows


def counts(values: list[float]) -> str:
    return (f"median {statistics.median(abs(v) for v in values):.1f}%, max {max(values, key=abs):+.1f}%, "
            f"{sum(v > 20 for v in values)} runs >20% over, {sum(v < -10 for v in values)} >10% under")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("here", type=Path)
    parser.add_argument("--errors", nargs=2, type=Path)
    args = parser.parse_args()
    stored = {(r["model"], r["batch"]): r for r in truth()}
    here = {(r["model"], r["batch"]): r for r in json.loads(args.here.read_text())["rows"]}
    print(f"{len(here)} rows ({len({m for m, _ in here})} models) measured here: {next(iter(here.values()))['machine']}\n")
    by: dict[str, list] = {}
    for key, new in here.items():
        old = stored[key]
        by.setdefault(short(old.get("machine", "")), []).append((key, old, new))
    print("| stored on | rows | median move | quartiles | moved >10% up | moved >10% down | of those, runs apart |")
    print("|---|---|---|---|---|---|---|")
    moved_rows = []
    for machine, items in sorted(by.items()):
        moves = [new["median"] / old["median"] - 1 for _, old, new in items]
        q = statistics.quantiles(moves, n=4) if len(moves) > 1 else [moves[0]] * 3
        big = [(k, o, n, m) for (k, o, n), m in zip(items, moves) if abs(m) > 0.10]
        print(f"| {machine} | {len(items)} | {statistics.median(moves):+.1%} | {q[0]:+.1%} .. {q[2]:+.1%} | "
              f"{sum(m > 0.10 for m in moves)} | {sum(m < -0.10 for m in moves)} | {sum(apart(o, n) for _, o, n, _ in big)} |")
        moved_rows += big
    print("\nRows whose truth moved more than 10% (runs in MiB; 'apart': no run of one inside the other's range):")
    for (model, batch), old, new, m in sorted(moved_rows, key=lambda t: t[3]):
        print(f"  {model:34s} b{batch:<5d} {m:+7.1%}  stored {' '.join(f'{p / MiB:.1f}' for p in old['peaks'])}"
              f" ({short(old.get('machine', ''))}); here {' '.join(f'{p / MiB:.1f}' for p in new['peaks'])}"
              f"{'  apart' if apart(old, new) else ''}")
    if args.errors:
        before, after = (errors(p) for p in args.errors)
        keys = [k for k in here if k in before and k in after]
        print(f"\nThe estimate on these {len(keys)} rows: against the stored truth {counts([before[k] for k in keys])};"
              f" against this machine's {counts([after[k] for k in keys])}")


if __name__ == "__main__":
    main()
