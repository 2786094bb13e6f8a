"""trace.py's report for frozen_backbone.py's model: python trace_frozen_backbone.py frozen 32 --steps 2
(PYTHONPATH: the repository and benchmarks/)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
sys.path.insert(0, HERE)
import trace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)

import frozen_backbone  # noqa: E402


class _Spec:
    def __init__(self, optimizer, loss):
        self.optimizer, self.loss = optimizer, loss


def _compiled(name):
    return _Spec("adam", "sparse_categorical_crossentropy"), frozen_backbone.build()


if __name__ == "__main__":
    import zoo

    zoo.compiled = _compiled
    trace.main()
