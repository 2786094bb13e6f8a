"""fasttext b512 under each optimizer: the analytic estimate (device="cpu") against the trace's peak.

    python benchmarks/studies/2026-11-22-eighth-blind/sparse_optimizers.py

The measured peaks are the max of three traced steps (trace_fasttext512_*.txt, taken with
../2026-11-21-op-trace/trace.py fasttext 512 --steps 3 --optimizer NAME on this machine).
"""

import os
import re
import sys
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE.parent.parent.parent))
MiB = 2**20


def main() -> None:
    import kerasmem
    from zoo import compiled, optimizer

    print("| optimizer | measured MiB (max of 3 steps) | analytic MiB | error |\n|---|---|---|---|")
    for name in ("sgd", "sgd_momentum", "adam", "adamw", "rmsprop", "adagrad", "adamax", "nadam", "lion", "adadelta"):
        text = (HERE / f"trace_fasttext512_{name}.txt").read_text()
        measured = max(float(v) for v in re.findall(r"allocator peak ([0-9.]+) MiB", text))
        _, model = compiled("fasttext")
        estimate = kerasmem.estimate_memory(model, 512, optimizer=optimizer(name), device="cpu")
        analytic = estimate.total / MiB
        print(f"| {name} | {measured:.1f} | {analytic:.1f} | {analytic / measured - 1:+.1%} |")


if __name__ == "__main__":
    main()
