"""orders_summary.py: the targets' counts with the chunk replay's mean of two orders, each order alone,
and the smaller / larger of the two (orders.jsonl); then the rows sorted by the rounding's share."""
import json, statistics
rows = [json.loads(l) for l in open("orders.jsonl")]
rows = [r for r in rows if "fwd" in r]
MiB = 2**20
def counts(label, key):
    err = [(key(r) - r["truth"]) / r["truth"] for r in rows]
    a = [abs(e) for e in err]
    print(f"| {label} | {statistics.median(a):.1%} | {max(err):+.1%} | {min(err):+.1%} | {sum(e > .2 for e in err)} | "
          f"{sum(e < -.1 for e in err)} |")
print(f"{len(rows)} rows (of the batches the replay's anchors hit)\n")
print("| chunks | median abs | max | min | over 20% | under 10% |\n|---|---|---|---|---|---|")
counts("mean of both orders (the estimate)", lambda r: r["total"])
counts("as planned", lambda r: r["fwd"])
counts("each layer's run reversed", lambda r: r["rev"])
counts("the smaller", lambda r: min(r["fwd"], r["rev"]))
counts("the larger", lambda r: max(r["fwd"], r["rev"]))
differ = [r for r in rows if abs(r["fwd"] - r["rev"]) > 0.02 * r["truth"]]
closer = sum(abs(r["rev"] - r["truth"]) < abs(r["fwd"] - r["truth"]) for r in differ)
print(f"\nrows whose orders differ by more than 2% of the truth: {len(differ)}; the reversed order nearer the "
      f"truth in {closer}, as planned in {len(differ) - closer}")
print("\nten largest rounding shares:\n| model | batch | truth | estimate | rounding | as planned | reversed |\n|---|---|---|---|---|---|---|")
for r in sorted(rows, key=lambda r: -r["rounding"] / r["total"])[:20]:
    print(f"| {r['model']} | {r['batch']} | {r['truth']/MiB:.1f} | {r['total']/MiB:.1f} ({(r['total']-r['truth'])/r['truth']:+.1%}) | "
          f"{r['rounding']/MiB:.1f} ({r['rounding']/r['total']:.0%}) | {(r['fwd']-r['truth'])/r['truth']:+.1%} | {(r['rev']-r['truth'])/r['truth']:+.1%} |")
