"""Copies the estimator-accuracy table's truth (benchmarks/RESULTS.md) into estimator_truth.json.

    python benchmarks/truth/from_results_md.py

That table (the second session's run of 2026-11-21, ``estimator_accuracy.py --repeats 3``) printed
only each row's 3-run median, rounded to 0.1 MiB: those rows have ``peaks: null`` and a median in
bytes converted from the rounded MiB figure (within 0.05 MiB, ~52 kB, of the measured one). Rows
already in the file for the same model and batch are replaced; the measured rows are kept.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))


def results_md_rows() -> list[dict]:
    from zoo import entry

    text = (ROOT / "benchmarks" / "RESULTS.md").read_text()
    section = text.split("## Estimator accuracy", 1)[1].split("\n## ", 1)[0]
    versions = re.search(r"TensorFlow ([\d.]+), Keras ([\d.]+), Python ([\d.]+), (\S+) with (\d+) cores", section)
    rows, header = [], None
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if "measured MiB" in cells:
            header = cells
            continue
        if header is None or len(cells) != len(header) or set(line) <= set("|- "):
            continue
        if not re.fullmatch(r"\d+", cells[header.index("batch")]):
            header = None
            continue
        name = cells[0].replace(" (held out)", "")
        mib = float(cells[header.index("measured MiB")].replace(",", ""))
        rows.append({
            "model": name, "batch": int(cells[1]), "optimizer": cells[2], "group": entry(name).group,
            "peaks": None, "median": round(mib * 2**20), "unit": "bytes", "median_rounding": "0.1 MiB",
            "step_spread": float(cells[header.index("step spread")].rstrip("%")) / 100,
            "run_spread": float(cells[header.index("run spread")].rstrip("%")) / 100,
            "largest_step": cells[header.index("largest step")], "steps": 4, "repeats": 3,
            "tensorflow": versions[1], "keras": versions[2], "python": versions[3],
            "machine": f"{versions[4]} with {versions[5]} cores", "date": "2026-11-21",
            "source": "benchmarks/RESULTS.md estimator-accuracy table (second session's run, 2026-11-21)",
        })
    return rows


def main() -> None:
    path = HERE / "estimator_truth.json"
    from estimator_accuracy import TRUTH_DESCRIPTION

    data = json.loads(path.read_text()) if path.exists() else {"description": TRUTH_DESCRIPTION, "rows": []}
    old = results_md_rows()
    keys = {(r["model"], r["batch"]) for r in old}
    data["rows"] = old + [r for r in data["rows"] if (r["model"], r["batch"]) not in keys]
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"{len(old)} rows from RESULTS.md, {len(data['rows'])} in {path}")


if __name__ == "__main__":
    main()
