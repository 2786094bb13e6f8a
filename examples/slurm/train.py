"""Data-parallel training with kerasmem's memory log, on one node or several, under SLURM or not.

One node, several GPUs: ``tf.distribute.MirroredStrategy`` over the GPUs TensorFlow sees. Several
nodes (``--multi-worker``): ``MultiWorkerMirroredStrategy``, with
``tf.distribute.cluster_resolver.SlurmClusterResolver`` under SLURM (one task per node), or
``TF_CONFIG`` where it is set. Every task gives its ``GpuMemoryLogger`` the same
``csv_path``, ``<out>/memory-<job>.csv``, on the cluster's shared filesystem: with one worker
the logger writes it directly; with several, each worker appends whole lines to its own file
beside it (``memory-<job>.worker-<i>.csv``, with a ``.meta.json``: host, SLURM job), flushed every
epoch and every 10 s, so a worker that dies loses at most its last seconds, and the chief merges
them into ``memory-<job>.csv`` at each epoch's end and at the end. The chief then prints ``kerasmem.cluster_summary``: the peak per
worker, host and device, and the bottleneck device. Before training it prints kerasmem's
estimate for one device at the per-replica batch (``estimate_memory(..., strategy=...)``).

    python examples/slurm/train.py --batch-size 256 --epochs 1          # here: one replica (CPU or GPU)
    sbatch examples/slurm/one_node.sbatch                                 # several GPUs on one node
    sbatch examples/slurm/multi_node.sbatch                               # several nodes

Keras 3.15's ``fit`` fails under ``MultiWorkerMirroredStrategy`` (seen here with TensorFlow 2.21);
``--multi-worker`` applies :func:`patch_keras_for_multi_worker` first. kerasmem's tests run this
path with two workers on one machine's CPU; not run on GPUs or a SLURM cluster by kerasmem yet: the
sbatch scripts are a starting point.
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")


def patch_keras_for_multi_worker() -> None:
    """Works around Keras 3.15's ``fit`` under ``MultiWorkerMirroredStrategy``.

    Keras reduces the first batch across workers to build the model and the step's scalar logs
    along an axis they do not have; both raise. Under several workers this builds the model from
    this worker's first replica's batch and averages the logs whole; anything else goes to Keras
    unchanged. Call it before ``fit``; calling it again does nothing.

    Example:
        ```python
        patch_keras_for_multi_worker()
        model.fit(dataset, epochs=2, callbacks=[kerasmem.GpuMemoryLogger(csv_path="logs/memory.csv")])
        ```
    """
    import tensorflow as tf
    from keras.src.backend.tensorflow import trainer

    if getattr(trainer, "_kerasmem_patched", False):
        return
    build, reduce = trainer.TensorFlowTrainer._maybe_symbolic_build, trainer.reduce_per_replica

    def maybe_symbolic_build(self, iterator=None, data_batch=None):
        strategy = self.distribute_strategy
        if iterator is None or not trainer._collective_all_reduce_multi_worker(strategy):
            return build(self, iterator=iterator, data_batch=data_batch)
        for _, _, batches in iterator:
            batch = tf.nest.map_structure(lambda v: strategy.experimental_local_results(v)[0], next(batches))
            break
        with strategy.scope():
            self._symbolic_build(data_batch=batch)

    def reduce_per_replica(values, strategy, reduction):
        if reduction in ("auto", "mean") and trainer._collective_all_reduce_multi_worker(strategy):
            return tf.nest.map_structure(lambda v: strategy.reduce("MEAN", v, axis=None), values)
        return reduce(values, strategy, reduction)

    trainer.TensorFlowTrainer._maybe_symbolic_build = maybe_symbolic_build
    trainer.reduce_per_replica = reduce_per_replica
    trainer._kerasmem_patched = True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-size", type=int, default=256, help="the global batch")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--samples", type=int, default=2048, help="synthetic images")
    parser.add_argument("--multi-worker", action="store_true",
                        help="MultiWorkerMirroredStrategy via SlurmClusterResolver (or TF_CONFIG where set)")
    parser.add_argument("--out", default=".", help="folder for the memory logs (shared by the nodes)")
    args = parser.parse_args()

    import numpy as np
    import tensorflow as tf

    import kerasmem
    from kerasmem.models import mnist_cnn

    if args.multi_worker:
        patch_keras_for_multi_worker()
        resolver = None if os.environ.get("TF_CONFIG") else tf.distribute.cluster_resolver.SlurmClusterResolver()
        strategy = tf.distribute.MultiWorkerMirroredStrategy(cluster_resolver=resolver)
        chief = strategy.extended.should_checkpoint  # TensorFlow's chief: the task that saves
    else:
        strategy = tf.distribute.MirroredStrategy()
        chief = True
    with strategy.scope():
        model = mnist_cnn()
        model.compile("adam", "sparse_categorical_crossentropy")

    replicas = strategy.num_replicas_in_sync
    estimate = kerasmem.estimate_memory(model, args.batch_size, strategy=strategy, device="gpu" if tf.config.list_physical_devices("GPU") else "cpu")
    if chief:
        print(f"{replicas} replica(s); estimate for one device: {kerasmem.format_bytes(estimate.total)} "
              f"(global batch {args.batch_size})")

    # The same data on every worker, batched globally: tf.distribute gives each worker its share of each batch.
    rng = np.random.default_rng(0)
    x = rng.random((args.samples, 28, 28, 1), dtype=np.float32)
    y = rng.integers(0, 10, args.samples).astype("int32")
    options = tf.data.Options()
    options.experimental_distribute.auto_shard_policy = tf.data.experimental.AutoShardPolicy.DATA
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(args.batch_size).with_options(options)

    job = os.environ.get("SLURM_JOB_ID", "local")
    os.makedirs(args.out, exist_ok=True)
    csv_path = os.path.join(args.out, f"memory-{job}.csv")
    logger = kerasmem.GpuMemoryLogger(csv_path=csv_path)
    model.fit(dataset, epochs=args.epochs, shuffle=False, verbose=2 if chief else 0, callbacks=[logger])  # the dataset is ready: fit would only warn that it cannot shuffle it
    print(f"{logger.worker.name} on {logger.metadata['host']}:")
    print(logger.summary())
    if chief:
        print(kerasmem.cluster_summary(csv_path))


if __name__ == "__main__":
    main()
