"""Data-parallel training with kerasmem's memory log, on one node or several, under SLURM or not.

One node, several GPUs: ``tf.distribute.MirroredStrategy`` over the GPUs TensorFlow sees. Several
nodes (``--multi-worker``): ``MultiWorkerMirroredStrategy`` with
``tf.distribute.cluster_resolver.SlurmClusterResolver``, one task per node. Each worker logs its own
devices to its own CSV, ``memory-<job>-<task>.csv`` with a ``.meta.json`` beside it (host, SLURM job),
so nothing is lost when a worker dies; merging the workers' files into one table is left to the
reader (``pandas.concat``). Before training it prints kerasmem's estimate for one device at the
per-replica batch (``estimate_memory(..., replicas=N)``).

    python examples/slurm/train.py --batch-size 256 --epochs 1          # here: one replica (CPU or GPU)
    sbatch examples/slurm/one_node.sbatch                                 # several GPUs on one node
    sbatch examples/slurm/multi_node.sbatch                               # several nodes

Not run on a GPU or a SLURM cluster by kerasmem yet: the sbatch scripts are a starting point.
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-size", type=int, default=256, help="the global batch")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--samples", type=int, default=2048, help="synthetic images")
    parser.add_argument("--multi-worker", action="store_true", help="MultiWorkerMirroredStrategy via SlurmClusterResolver")
    parser.add_argument("--out", default=".", help="folder for the memory logs")
    args = parser.parse_args()

    import numpy as np
    import tensorflow as tf

    import kerasmem
    from kerasmem.models import mnist_cnn

    if args.multi_worker:
        resolver = tf.distribute.cluster_resolver.SlurmClusterResolver()
        strategy = tf.distribute.MultiWorkerMirroredStrategy(cluster_resolver=resolver)
        task = resolver.task_id
    else:
        strategy = tf.distribute.MirroredStrategy()
        task = 0
    with strategy.scope():
        model = mnist_cnn()
        model.compile("adam", "sparse_categorical_crossentropy")

    replicas = strategy.num_replicas_in_sync
    estimate = kerasmem.estimate_memory(model, args.batch_size, strategy=strategy, device="gpu" if tf.config.list_physical_devices("GPU") else "cpu")
    if task == 0:
        print(f"{replicas} replica(s); estimate for one device: {kerasmem.format_bytes(estimate.total)} "
              f"(global batch {args.batch_size})")

    rng = np.random.default_rng(task)
    x = rng.random((args.samples, 28, 28, 1), dtype=np.float32)
    y = rng.integers(0, 10, args.samples).astype("int32")
    job = os.environ.get("SLURM_JOB_ID", "local")
    os.makedirs(args.out, exist_ok=True)
    logger = kerasmem.GpuMemoryLogger(csv_path=os.path.join(args.out, f"memory-{job}-{task}.csv"))
    model.fit(x, y, batch_size=args.batch_size, epochs=args.epochs, verbose=2 if task == 0 else 0, callbacks=[logger])
    print(f"task {task} on {logger.metadata['host']}:")
    print(logger.summary())


if __name__ == "__main__":
    main()
