"""Measures the stored truth's models again on this machine (forty-fourth session).

The stored truth (``benchmarks/truth/estimator_truth.json``) was measured over many sessions on
four machines; each row names its own. This measures again, by the same protocol
(``estimator_accuracy.py --repeats 3 --truth-only``), every zoo model but the blind set's, in a
random order fixed by the seed (so that a run cut short by time is a random sample, not one chosen
by the rows' errors or their machine), one model at a time, until ``--until`` (UTC, HH:MM). Rows go
to ``--out`` as they are measured; the stored truth is not touched.

    python benchmarks/studies/2026-11-27-one-machine/remeasure.py --out truth_here.json --until 17:55
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
from kerasmem.probes import host  # noqa: E402

sys.path.insert(0, str(ROOT / "benchmarks"))
from estimator_accuracy import _machine  # noqa: E402
from evaluate_estimator import truth  # noqa: E402
from zoo import BLIND  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--until", required=True, help="UTC time (HH:MM) after which no model is started")
    parser.add_argument("--seed", type=int, default=44)
    args = parser.parse_args()
    here = _machine()
    models = sorted({r["model"] for r in truth() if r["group"] != BLIND})
    random.Random(args.seed).shuffle(models)
    done = {r["model"] for r in json.loads(args.out.read_text())["rows"]} if args.out.exists() else set()
    hour, minute = map(int, args.until.split(":"))
    now = datetime.datetime.now(datetime.timezone.utc)
    deadline = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    print(f"{len(models)} models; this machine '{here}' (L3 {host.l3_cache_bytes():,}); "
          f"{len(done)} done before; until {deadline:%H:%M} UTC", flush=True)
    for k, model in enumerate(models, 1):
        if model in done:
            continue
        if datetime.datetime.now(datetime.timezone.utc) >= deadline:
            print(f"deadline: {k - 1} of {len(models)} in the order reached", flush=True)
            break
        subprocess.run([sys.executable, str(ROOT / "benchmarks/estimator_accuracy.py"), "--models", model,
                        "--repeats", "3", "--truth-only", "--truth-out", str(args.out)], check=False)
        print(f"[{k}/{len(models)}] {model} {datetime.datetime.now(datetime.timezone.utc):%H:%M:%S}", flush=True)


if __name__ == "__main__":
    main()
