"""For every stored row: the estimate, its input batch (inputs and targets), and how the error would move
without it (run: python input_share.py [--summary]; the estimates at 7d8854e are in input_share.json)."""
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))


def estimates() -> list[dict]:
    import evaluate_estimator as ev

    rows = ev.truth()
    prepared = ev.prepare_rows(rows)
    out = []
    for r in rows:
        e = prepared[r["model"]](r["batch"])
        out.append({"model": r["model"], "batch": r["batch"], "median": r["median"], "total": e.total,
                    "input": e.breakdown.get("input batch", 0), "runs": r["peaks"]})
    return out


def summary(rows: list[dict]) -> None:
    def error(r: dict, less: int = 0) -> float:
        return (r["total"] - less - r["median"]) / r["median"]
    within = [r for r in rows if error(r) > 0.2 and error(r, r["input"]) <= 0.2]
    under = [r for r in rows if error(r) >= -0.1 and error(r, r["input"]) < -0.1]
    print(f"{len(rows)} rows; the input batch's median share of the estimate: "
          f"{statistics.median(r['input'] / r['total'] for r in rows):.1%}; more than 20% of it in "
          f"{sum(r['input'] > 0.2 * r['total'] for r in rows)} rows")
    print(f"without the input batch, {len(within)} rows more than 20% over would be within 20%, and {len(under)} "
          f"rows would be more than 10% under")
    print("| model | batch | input MiB | estimate MiB | measured MiB (runs) | err | err without the input |")
    print("|---|---|---|---|---|---|---|")
    for r in sorted(rows, key=lambda r: -r["input"] / r["total"])[:8]:
        runs = ", ".join(f"{p / 2**20:.1f}" for p in r["runs"])
        print(f"| {r['model']} | {r['batch']} | {r['input'] / 2**20:.2f} | {r['total'] / 2**20:.1f} | "
              f"{r['median'] / 2**20:.1f} ({runs}) | {error(r):+.1%} | {error(r, r['input']):+.1%} |")


if __name__ == "__main__":
    path = os.path.join(HERE, "input_share.json")
    if "--summary" not in sys.argv:
        json.dump(estimates(), open(path, "w"))
    summary(json.load(open(path)))
