"""Uncapped peak at the true largest batch under a cap: does a capped run fit more than its uncapped peak?

    python uncapped_at_largest.py            # each row in a fresh process on the simulated GPU, no cap

For each (model, cap, true largest batch) of the seventh session's growth run
(benchmarks/RESULTS.md), one measure_peak (3 steps) at that batch without a cap,
in a process of its own (the peak of a batch depends on the batches before it in
the same process). A peak above the cap means the capped run trained that batch
in less than its uncapped peak: when a request does not fit, TensorFlow's
allocator waits for other ops to free memory (AllocatorRetry) before it gives up.
Not maintained code: a study. Prints a Markdown table.
"""
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
ROWS = [("mnist_cnn", "256MiB", 708), ("bn_cnn", "256MiB", 65), ("lstm_256", "256MiB", 670),
        ("transformer_2x128", "256MiB", 183), ("conv_autoencoder", "256MiB", 127), ("two_inputs", "256MiB", 410),
        ("mnist_cnn", "1GiB", 3532), ("mlp_4096", "1GiB", 11841), ("bn_cnn", "1GiB", 256),
        ("conv_autoencoder", "1GiB", 509), ("two_inputs", "1GiB", 1978)]
CHILD = """
import json, sys
sys.path.insert(0, {bench!r}); sys.path.insert(0, {root!r})
from zoo import compiled
from kerasmem import measure_peak, estimate_memory
spec, model = compiled({name!r})
m = measure_peak(model, {batch}, steps=3)
print(json.dumps({{"peak": m.peak, "estimate": estimate_memory(model, {batch}, device="cpu").total}}))
"""
env = {**os.environ, "TF_CPU_ALLOCATOR_USE_BFC": "true", "TF_ENABLE_ONEDNN_OPTS": "0", "CUDA_VISIBLE_DEVICES": "",
       "TF_CPP_MIN_LOG_LEVEL": "3"}
env.pop("TF_CPU_BFC_MEM_LIMIT_IN_MB", None)
print("| model | cap | true largest (capped, growth) | uncapped peak there MiB | / cap | estimate there MiB |")
print("|---|---|---|---|---|---|")
for name, cap, batch in ROWS:
    code = CHILD.format(bench=os.path.join(ROOT, "benchmarks"), root=ROOT, name=name, batch=batch)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    r = json.loads(out.stdout.strip().splitlines()[-1])
    capb = (256 if cap == "256MiB" else 1024) * 2**20
    print(f"| {name} | {cap} | {batch:,} | {r['peak'] / 2**20:.1f} | {r['peak'] / capb:.2f} | {r['estimate'] / 2**20:.1f} |", flush=True)
