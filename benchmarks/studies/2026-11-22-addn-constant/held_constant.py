"""How much a training step leaves held between steps, with Grappler's constant folding on and off.

    python held_constant.py [--models a,b] [--larger-only]   # each run in a fresh process

Found on bn_cnn at batch 256 (trace of the first step): a 128 MiB buffer,
``AddN_7/tmp_var_zeros``, stays allocated between steps. Grappler's memory
optimizer (``SchedulingPass``) rewrites an AddN of more than two inputs into a
temporary variable and AssignAdds when its static peak estimate is above 80%
of the device's memory (the CPU device says 256 MiB), and constant folding then
turns that rewrite's ZerosLike into a constant of the AddN's output size, held
by the graph for good. This measures, per zoo model and batch, the bytes in use
after two steps less those before the first, and the largest step peak, with
the default options and with ``constant_folding`` off (the difference is the
folded constants). Not maintained code: a study. Prints a Markdown table.
"""
import argparse, json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CHILD = """
import sys, json
sys.path.insert(0, {bench!r}); sys.path.insert(0, {root!r})
import tensorflow as tf
if {off}:
    tf.config.optimizer.set_experimental_options({{"constant_folding": False}})
from zoo import compiled
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
spec, model = compiled({name!r})
x = _synthetic_inputs(model, {batch}, None); y = _synthetic_targets(model, x)
info = lambda: tf.config.experimental.get_memory_info("CPU:0")
before = info()["current"]
peaks = []
for _ in range(2):
    tf.config.experimental.reset_memory_stats("CPU:0")
    model.train_on_batch(x, y)
    peaks.append(info()["peak"])
print(json.dumps({{"held": info()["current"] - before, "peak": max(peaks)}}))
"""


def run(name, batch, off):
    env = {**os.environ, "TF_CPU_ALLOCATOR_USE_BFC": "true", "TF_ENABLE_ONEDNN_OPTS": "0", "CUDA_VISIBLE_DEVICES": "",
           "TF_CPP_MIN_LOG_LEVEL": "3"}
    env.pop("TF_CPU_BFC_MEM_LIMIT_IN_MB", None)
    code = CHILD.format(bench=os.path.join(ROOT, "benchmarks"), root=ROOT, name=name, batch=batch, off=off)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=900)
    lines = out.stdout.strip().splitlines()
    return json.loads(lines[-1]) if out.returncode == 0 and lines else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", help="comma-separated zoo names (default: all)")
    parser.add_argument("--larger-only", action="store_true", help="only each model's larger truth batch")
    args = parser.parse_args()
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    from zoo import ZOO
    wanted = args.models.split(",") if args.models else None
    print("| model | batch | held MiB | held, folding off MiB | folded MiB | peak MiB | peak, folding off MiB | peak change |")
    print("|---|---|---|---|---|---|---|---|")
    for e in ZOO:
        if (wanted and e.name not in wanted) or e.group == "held out (blind)":  # the blind set stays unseen
            continue
        for batch in (e.batch_sizes[-1:] if args.larger_only else e.batch_sizes):
            on, off = run(e.name, batch, False), run(e.name, batch, True)
            if on is None or off is None:
                print(f"| {e.name} | {batch} | failed | | | | | |", flush=True)
                continue
            mib = lambda v: v / 2**20
            print(f"| {e.name} | {batch} | {mib(on['held']):.1f} | {mib(off['held']):.1f} | "
                  f"{mib(on['held'] - off['held']):.1f} | {mib(on['peak']):.1f} | {mib(off['peak']):.1f} | "
                  f"{on['peak'] / off['peak'] - 1:+.1%} |", flush=True)


if __name__ == "__main__":
    main()
