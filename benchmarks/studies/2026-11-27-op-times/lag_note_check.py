"""A study script (not maintained code), run from anywhere: for every scored row: does the estimate carry the lagging-column note, and where is the truth against
the estimate and against the estimate less the note's bytes?"""
import os, re, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))  # the checkout
sys.path[:0] = [os.path.join(ROOT, "benchmarks"), ROOT]
import evaluate_estimator as ev
rows = [r for r in ev.truth() if r["group"] != ev.BLIND]
prep = ev.prepare_rows(rows)
units = {"B": 1, "KiB": 2**10, "MiB": 2**20, "GiB": 2**30}
out = []
for r in rows:
    e = prep[r["model"]](r["batch"])
    note = next((n for n in e.notes if "column buffer of the filter gradient" in n), None)
    lag = 0
    if note:
        m = re.search(r"\(([\d.,]+) (B|KiB|MiB|GiB)\)", note)
        lag = float(m.group(1).replace(",", "")) * units[m.group(2)]
    err = (e.total - r["median"]) / r["median"]
    low = (e.total - lag - r["median"]) / r["median"]
    out.append((r["model"], r["batch"], err, low, bool(note)))
    print(f"{r['model']} b{r['batch']} {err:+.1%} {'note' if note else '-'} {low:+.1%}", flush=True)
noted = [o for o in out if o[4]]
print(f"\nrows {len(out)}; with the note {len(noted)}")
print(f"over 20%: {sum(o[2] > .2 for o in out)}, of them with the note {sum(o[2] > .2 and o[4] for o in out)}, "
      f"within 20% at the lower figure {sum(o[2] > .2 and o[4] and o[3] <= .2 for o in out)}")
print(f"under 10%: {sum(o[2] < -.1 for o in out)}, of them with the note {sum(o[2] < -.1 and o[4] for o in out)}")
print(f"noted rows whose truth lies between the lower figure and the estimate (10% slack below): "
      f"{sum(o[4] and o[3] <= 0.0 <= o[2] for o in out)} of {len(noted)}; above the estimate: {sum(o[4] and o[2] < 0 for o in out)}; "
      f"below the lower figure: {sum(o[4] and o[3] > 0 for o in out)}")
