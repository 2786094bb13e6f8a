"""lows.py: every non-blind row's total, replayed low and subtracted low (from the note's buffer sizes), JSON lines."""
from pathlib import Path
import sys, os, json, re
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import kerasmem  # noqa
from evaluate_estimator import truth, prepare_rows, BLIND
UNITS = {"B": 1, "KiB": 2**10, "MiB": 2**20, "GiB": 2**30}
rows = [r for r in truth() if r["group"] != BLIND]
prepared = prepare_rows(rows)
with open("lows_replayed_and_subtracted.jsonl", "w") as out:
    for r in rows:
        e = prepared[r["model"]](r["batch"])
        lag = 0
        for n in e.notes:
            if "still alive after its layer's own backward" in n:
                head = n.split(" still alive")[0]
                lag = sum(float(v) * UNITS[u] for v, u in re.findall(r"\(([\d.]+) (B|KiB|MiB|GiB)\)", head))
        out.write(json.dumps(dict(model=r["model"], batch=r["batch"], truth=r["median"], total=e.total, low=e.low,
                                  subtracted=e.total - lag if lag else e.total)) + "\n")
        out.flush()
