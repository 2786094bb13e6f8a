"""trace.py's report for this study's models (not the zoo's): python trace_study.py MODEL CONSTRAINT [--steps 2]."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)

import constraints  # noqa: E402


class _Spec:
    def __init__(self, optimizer, loss):
        self.optimizer, self.loss = optimizer, loss


def _compiled(name_and_constraint):
    name, constraint = name_and_constraint.split(":")
    build, _, optimizer = constraints.MODELS[name]
    model, loss = build(constraint)
    model.compile(optimizer=optimizer, loss=loss, jit_compile=False)
    return _Spec(optimizer, loss), model


if __name__ == "__main__":
    import zoo

    zoo.compiled = _compiled
    trace.main()
