"""Which tf.distribute worker this process is: task type and index, chief or not, and the other workers.

Read from the strategy's cluster resolver (``MultiWorkerMirroredStrategy``
has one: ``TFConfigClusterResolver`` from ``TF_CONFIG``, or
``SlurmClusterResolver``), else from ``TF_CONFIG``. Starts nothing and talks to
no other worker.

Example:
    >>> import json
    >>> tf_config = {"cluster": {"worker": ["a:1", "b:1"]}, "task": {"type": "worker", "index": 1}}
    >>> info = worker_info(env={"TF_CONFIG": json.dumps(tf_config)})
    >>> info.name, info.is_chief, info.workers
    ('worker:1', False, ('worker:0', 'worker:1'))
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Mapping

__all__ = ["WorkerInfo", "worker_info", "SINGLE"]

# The tasks that train and so log; "ps" and "evaluator" tasks do not run the training step.
_TRAINING_JOBS = ("chief", "worker")


@dataclass(frozen=True)
class WorkerInfo:
    """This process's place in a tf.distribute cluster.

    Attributes:
        task_type: "worker" or "chief" (TF_CONFIG's task type).
        task_index: The task's index within its type.
        is_chief: Whether this task is the chief: "chief:0" where the cluster has one, else "worker:0"
            (TensorFlow's rule).
        workers: Every training task of the cluster, "chief:0", "worker:0", ... in cluster order.
    """

    task_type: str
    task_index: int
    is_chief: bool
    workers: tuple[str, ...]

    @property
    def name(self) -> str:
        """'<task type>:<index>', e.g. 'worker:1'."""
        return f"{self.task_type}:{self.task_index}"

    @property
    def multi_worker(self) -> bool:
        """Whether more than one process trains."""
        return len(self.workers) > 1


SINGLE = WorkerInfo("worker", 0, True, ("worker:0",))


def worker_info(strategy: Any = None, env: Mapping[str, str] | None = None) -> WorkerInfo:
    """This process's worker: from ``strategy``'s cluster resolver, else (no strategy given) from TF_CONFIG.

    A strategy without a cluster (the default strategy, ``MirroredStrategy``)
    or no TF_CONFIG gives :data:`SINGLE`, worker 0 and chief.
    """
    resolver = getattr(strategy, "cluster_resolver", None) if strategy is not None else None
    if resolver is not None and getattr(resolver, "task_type", None):
        return _info(resolver.cluster_spec().as_dict(), resolver.task_type, resolver.task_id)
    if strategy is not None:
        return SINGLE
    env = os.environ if env is None else env
    try:
        config = json.loads(env.get("TF_CONFIG") or "{}")
    except ValueError:
        return SINGLE  # TensorFlow itself rejects a malformed TF_CONFIG when a strategy reads it
    task = config.get("task") or {}
    if not config.get("cluster") or not task.get("type"):
        return SINGLE
    return _info(config["cluster"], task["type"], task.get("index", 0))


def _info(cluster: Mapping[str, Any], task_type: str, task_index: Any) -> WorkerInfo:
    workers = []
    for job in _TRAINING_JOBS:
        tasks = cluster.get(job) or []
        # A job's tasks are a list, or a dict {index: address} for sparse clusters.
        indices = sorted(int(i) for i in tasks) if isinstance(tasks, Mapping) else range(len(tasks))
        workers += [f"{job}:{i}" for i in indices]
    chief = "chief:0" if cluster.get("chief") else "worker:0"
    index = int(task_index or 0)
    return WorkerInfo(task_type, index, f"{task_type}:{index}" == chief, tuple(workers) or (f"{task_type}:{index}",))
