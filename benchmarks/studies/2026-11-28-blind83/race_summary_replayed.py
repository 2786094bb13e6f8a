"""evaluate_estimator.race_summary over lows.py's rows (the estimator of 70067fe): race_summary_replayed.txt."""
import json
import sys
from pathlib import Path

here = Path(__file__).resolve().parent
sys.path.insert(0, str(here.parents[1]))
from evaluate_estimator import race_summary  # noqa: E402

rows = []
for line in (here / "lows_replayed_and_subtracted.jsonl").read_text().splitlines():
    d = json.loads(line)
    rows.append(dict(low=d["low"], total=d["total"], median=d["truth"], error=(d["total"] - d["truth"]) / d["truth"]))
print(race_summary(rows).strip())
