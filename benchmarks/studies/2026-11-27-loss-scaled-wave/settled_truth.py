"""The truth of a mixed_float16 row measured after its loss scale settles (forty-first session).

The stored truth (``estimator_accuracy.py``) is the max over a model's first 4 steps; under
LossScaleOptimizer (initial scale 2^15) some models skip the update in all of them. Here each fresh
process first trains until a step keeps the scale (at most 16 steps, uncounted), then measures 4 steps
as the truth does (``measure_peak``, the simulated GPU). ``settled_truth.py MODEL:BATCH ...`` prints,
for each row, the three runs' peaks and their median beside the stored truth and the estimate.
"""
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.join(HERE, "..", "..")
sys.path[:0] = [BENCH, os.path.join(BENCH, "..")]
MiB = 2**20


def one(name: str, batch: int) -> dict:
    from zoo import compiled

    from kerasmem import measure_peak, trials

    _, model = compiled(name)
    x = trials._synthetic_inputs(model, batch, None)
    y = trials._synthetic_targets(model, x)
    def scale() -> float:  # the optimizer makes its scale at the first step
        found = getattr(model.optimizer, "dynamic_scale", None)
        return float(model.optimizer.initial_scale if found is None else found.numpy())

    warm = 0
    for warm in range(1, 17):
        before = scale()
        model.train_on_batch(x, y)
        if scale() >= before:
            break
    measured = measure_peak(model, batch, steps=4)
    return {"peak": measured.peak, "warm": warm, "scale": scale()}


def main() -> None:
    if sys.argv[1] == "--one":
        print("RESULT " + json.dumps(one(sys.argv[2], int(sys.argv[3]))))
        return
    from estimator_accuracy import SIMULATED_GPU

    truth = {(r["model"], r["batch"]): r for r in json.load(open(os.path.join(BENCH, "truth", "estimator_truth.json")))["rows"]}
    print("| row | stored truth MiB | settled runs MiB | settled median | warm-up steps |")
    print("|---|---|---|---|---|")
    for arg in sys.argv[1:]:
        name, batch = arg.split(":")
        runs = []
        for _ in range(3):
            out = subprocess.run([sys.executable, __file__, "--one", name, batch], env={**os.environ, **SIMULATED_GPU},
                                 capture_output=True, text=True, check=True).stdout
            runs.append(json.loads(out.split("RESULT ", 1)[1]))
        peaks = [r["peak"] / MiB for r in runs]
        stored = truth[(name, int(batch))]["median"] / MiB
        print(f"| {name} b{batch} | {stored:.1f} | {' '.join(f'{p:.1f}' for p in peaks)} | {statistics.median(peaks):.1f} | "
              f"{' '.join(str(r['warm']) for r in runs)} |", flush=True)


if __name__ == "__main__":
    main()
