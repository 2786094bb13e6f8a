"""Op trace of a 3-layer MLP (784-1024-1024-10, Adam, batch 64): the model of
``tests/test_estimate_analytic.py``'s check against measure_peak, not in the zoo.

    python trace_mlp.py

Prints each step's peak and the largest buffers alive at it. Not maintained code: a study.
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
import trace as optrace  # noqa: E402  (sets the simulated-GPU environment before TensorFlow)

MiB = 2**20


def main() -> None:
    import keras
    from keras import layers

    from kerasmem.trials import _synthetic_inputs, _synthetic_targets

    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((784,)), layers.Dense(1024, activation="relu"),
                              layers.Dense(1024, activation="relu"), layers.Dense(10)])
    model.compile("adam", "sparse_categorical_crossentropy", jit_compile=False)
    x = _synthetic_inputs(model, 64, None)
    y = _synthetic_targets(model, x)
    model.optimizer.build(model.trainable_variables)
    for n, (_, events) in enumerate(optrace.traced_steps(model, x, y, 4), start=1):
        at, before, peak, alive = optrace.live_at_peak(events)
        print(f"step {n}: peak {peak / MiB:.2f} MiB at {events[at]['op'][-70:]}; held before {before / MiB:.2f}")
        for a in sorted(alive, key=lambda a: -a["bytes"])[:6]:
            print(f"   {a['requested'] / MiB:7.2f} {a['bytes'] / MiB:7.2f} {a['op'][-80:]}")


if __name__ == "__main__":
    main()
