from pathlib import Path
import json, statistics, sys
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
rows = [json.loads(l) for l in open("lows_replayed_and_subtracted.jsonl")]
M = 2**20
def stats(key):
    raced = [r for r in rows if r[key] < r["total"]]
    err = [(r[key] - r["truth"]) / r["truth"] for r in raced]
    inside = sum(r[key] <= r["truth"] <= r["total"] for r in raced)
    below = sum(r["truth"] < r[key] for r in raced)
    best = [min(abs(e), abs((r["total"] - r["truth"]) / r["truth"])) for e, r in zip(err, raced)]
    print(f"{key}: {len(raced)} raced; inside {inside}, below {below}, above {len(raced)-inside-below}; "
          f"median |err| at low {statistics.median(abs(e) for e in err):.1%}; >20% over {sum(e > .2 for e in err)}, >10% under {sum(e < -.1 for e in err)}; "
          f"truth within 10% of the range's nearer end or inside: {sum(b <= .1 or lo <= r['truth'] <= r['total'] for b, lo, r in zip(best, [r[key] for r in raced], raced))}")
stats("subtracted"); stats("low")
noted = [r for r in rows if r["subtracted"] < r["total"]]
print("notes:", len(noted), "with low == total:", sum(r["low"] == r["total"] for r in noted))
print("low above subtracted:", sum(r["low"] > r["subtracted"] for r in noted), "below:", sum(r["low"] < r["subtracted"] for r in noted))
for name in ("sibling_max_pool_cnn", "bf16_quad_tower_cnn", "f16_two_head_cnn", "f16_image_tabular_fusion", "bf16_image_text_towers", "f16_framed_audio_conv1d"):
    for r in rows:
        if r["model"] == name:
            t = r["truth"]
            print(f"  {name} b{r['batch']}: est {(r['total']-t)/t:+.1%}, subtracted {(r['subtracted']-t)/t:+.1%}, replayed {(r['low']-t)/t:+.1%}")
