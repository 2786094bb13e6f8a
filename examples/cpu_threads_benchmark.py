"""Seed 000's cores-versus-GPU table: training time of the talk's MNIST CNN by CPU thread count, and the GPU when present.

The talk trained its MNIST CNN for 20,000 iterations of batch 256 on 1 to 32
CPU cores (11,194 s on one core, 2,336 s on 32) and in about 150 s on one P100.
This script times the same network here: for each thread count, a fresh
process sets ``tf.config.threading`` (intra-op and inter-op threads, both N)
before anything runs, hides any GPU, trains a few warm-up steps (not timed:
graph tracing), then times ``--iterations`` steps on synthetic data. When
TensorFlow sees a GPU, one more fresh process times the GPU. The 20,000-step
column is an extrapolation from the steps timed, and says so.

    python examples/cpu_threads_benchmark.py                       # 1, 2, 4, ... up to this machine's cores, 30 steps
    python examples/cpu_threads_benchmark.py --threads 1,2 --iterations 3 --batch-size 32   # tiny (the tests)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

#: The talk's table: CPU cores -> seconds for 20,000 iterations of batch 256 (and ~150 s on one P100).
TALK_SECONDS = {1: 11193.94, 2: 8757.93, 4: 6645.16, 8: 3838.28, 16: 2559.46, 32: 2336.07}
TALK_ITERATIONS = 20_000


def child(threads: int, device: str, batch_size: int, iterations: int, warmup: int) -> dict:
    """In a fresh process: set the threads, then time ``iterations`` training steps."""
    import numpy as np
    import tensorflow as tf

    if threads:
        tf.config.threading.set_intra_op_parallelism_threads(threads)
        tf.config.threading.set_inter_op_parallelism_threads(threads)
    from kerasmem.models import mnist_cnn

    gpus = tf.config.list_physical_devices("GPU")
    if device == "gpu" and not gpus:
        return {"error": "TensorFlow sees no GPU"}
    rng = np.random.default_rng(0)
    x = rng.random((batch_size, 28, 28, 1), dtype=np.float32)
    y = rng.integers(0, 10, batch_size)
    with tf.device("/GPU:0" if device == "gpu" else "/CPU:0"):
        model = mnist_cnn()
        model.compile("adam", "sparse_categorical_crossentropy")
        for _ in range(warmup):
            model.train_on_batch(x, y)
        start = time.perf_counter()
        for _ in range(iterations):
            loss = model.train_on_batch(x, y)
        float(np.asarray(loss))  # the last step has finished
        seconds = time.perf_counter() - start
    return {
        "seconds": seconds,
        "device": "GPU:0" if device == "gpu" else "CPU:0",
        "threads": [tf.config.threading.get_intra_op_parallelism_threads(),
                    tf.config.threading.get_inter_op_parallelism_threads()],
    }


def _run(threads: int, device: str, args: argparse.Namespace) -> dict:
    """Runs :func:`child` in a fresh Python; on the CPU with every GPU hidden."""
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    if device == "cpu":
        env["CUDA_VISIBLE_DEVICES"] = ""
    command = [sys.executable, __file__, "--child", str(threads), device, str(args.batch_size), str(args.iterations),
               str(args.warmup)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return {"error": (done.stderr.strip().splitlines() or ["no output"])[-1][:160]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def _gpu_present() -> bool:
    """Whether TensorFlow sees a GPU, asked in a fresh process (this one never imports TensorFlow)."""
    code = "import tensorflow as tf; print(len(tf.config.list_physical_devices('GPU')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False,
                          env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
    return done.returncode == 0 and done.stdout.strip().splitlines()[-1:] != ["0"]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        threads, device, batch, iterations, warmup = argv[1:6]
        print(json.dumps(child(int(threads), device, int(batch), int(iterations), int(warmup))))
        return 0
    cores = os.cpu_count() or 1
    default = ",".join(str(2**k) for k in range(8) if 2**k <= cores)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", default=default, help=f"thread counts to time, comma-separated (default {default})")
    parser.add_argument("--batch-size", type=int, default=256, help="the talk's 256 by default")
    parser.add_argument("--iterations", type=int, default=30, help="training steps timed per run")
    parser.add_argument("--warmup", type=int, default=2, help="steps run first and not timed (tracing)")
    parser.add_argument("--no-gpu", action="store_true", help="skip the GPU row even when a GPU is present")
    args = parser.parse_args(argv)

    print(f"The talk's MNIST CNN, batch {args.batch_size}: {args.iterations} timed steps per run, each in a fresh "
          f"process; this machine has {cores} CPU cores.\n")
    head = (f"{'device':<14} {'intra/inter':>11} {'seconds':>8} {'s/step':>8} "
            f"{f'{TALK_ITERATIONS:,} steps (extrapolated)':>30}  talk (s)")
    print(head)
    rows = [(int(n), "cpu") for n in args.threads.split(",")]
    if not args.no_gpu and _gpu_present():
        rows.append((0, "gpu"))
    for threads, device in rows:
        label = f"CPU, {threads} thread{'s' if threads != 1 else ''}" if device == "cpu" else "GPU:0"
        result = _run(threads, device, args)
        if "error" in result:
            print(f"{label:<14} FAILED: {result['error']}")
            continue
        per_step = result["seconds"] / args.iterations
        talk = TALK_SECONDS.get(threads) if device == "cpu" else 150
        talk_text = f"{talk:,.0f}" if talk and args.batch_size == 256 else ""
        pools = "{}/{}".format(*result["threads"])
        print(f"{label:<14} {pools:>11} {result['seconds']:>8.2f} {per_step:>8.3f} "
              f"{per_step * TALK_ITERATIONS:>30,.0f}  {talk_text}")
    if all(device == "cpu" for _, device in rows):
        print("\nNo GPU row: TensorFlow sees no GPU here (or --no-gpu), so none was measured.")
    print("The talk's column: 20,000 steps on Intel E5-2683 v4 cores, and ~150 s on one P100 (its numbers, not ours).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
