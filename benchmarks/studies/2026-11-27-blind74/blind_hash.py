"""Whether the blind set's estimates are the same at two checkouts, without printing them (blind)."""
import os, sys, json, hashlib
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
sys.path[:0] = [f"{root}/benchmarks", root]
import evaluate_estimator as ev
rows = [r for r in ev.truth() if r["group"] == ev.BLIND]
prep = ev.prepare_rows(rows)
totals = [prep[r["model"]](r["batch"]).total for r in rows]
print(len(rows), hashlib.sha256(json.dumps(totals).encode()).hexdigest()[:16])
