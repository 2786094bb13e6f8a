"""Do weight constraints (MaxNorm, UnitNorm, NonNeg, ...) change the training step's peak?

    python constraints.py [--repeats 3]

Keras applies a variable's constraint after the optimizer's update
(``variable.assign(constraint(variable))`` in ``BaseOptimizer.apply``): MaxNorm
squares the kernel, sums it, and multiplies the kernel by the clipped ratio, so
one or two kernel-sized temporaries per constrained variable. Whether they are
alive at the step's peak depends on when the executor runs them. Study models
(none of them in the zoo), each with and without constraints on every kernel,
measured on the simulated GPU (one fresh process per run, ``measure_peak`` with
4 steps) beside the analytic estimate (device="cpu"). Not maintained code: a study.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import os

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
MiB = 2**20

MODELS = {
    # Kernels dominate: a 4096 x 4096 kernel is 64 MiB, activations at batch 32 half a MiB.
    "wide_mlp": (lambda c: _mlp(c, 4096, 2), 32, "sgd"),
    "wide_mlp_b512": (lambda c: _mlp(c, 4096, 2), 512, "sgd"),
    "wide_mlp_adam": (lambda c: _mlp(c, 2048, 3), 64, "adam"),
    # Activations dominate: small kernels.
    "cnn": (lambda c: _cnn(c), 32, "rmsprop"),
}
CONSTRAINTS = ["none", "max_norm", "unit_norm", "non_neg"]


def _constraint(name):
    import keras

    return {"none": None, "max_norm": keras.constraints.MaxNorm(2.0), "unit_norm": keras.constraints.UnitNorm(),
            "non_neg": keras.constraints.NonNeg()}[name]


def _mlp(constraint, width, depth):
    import keras

    layers = [keras.Input((1024,))]
    layers += [keras.layers.Dense(width, activation="relu", kernel_constraint=_constraint(constraint))
               for _ in range(depth)]
    layers += [keras.layers.Dense(10, kernel_constraint=_constraint(constraint))]
    return keras.Sequential(layers), "sparse_categorical_crossentropy"


def _cnn(constraint):
    import keras

    c = lambda: _constraint(constraint)
    model = keras.Sequential([
        keras.Input((64, 64, 3)),
        keras.layers.Conv2D(64, 3, padding="same", activation="relu", kernel_constraint=c()),
        keras.layers.Conv2D(128, 3, padding="same", activation="relu", kernel_constraint=c()),
        keras.layers.MaxPooling2D(),
        keras.layers.Conv2D(256, 3, padding="same", activation="relu", kernel_constraint=c()),
        keras.layers.GlobalAveragePooling2D(),
        keras.layers.Dense(10, kernel_constraint=c()),
    ])
    return model, "sparse_categorical_crossentropy"


def one(name: str, constraint: str) -> tuple[int, int]:
    """(measured peak, analytic estimate) of one fresh run."""
    import keras

    import kerasmem

    build, batch, optimizer = MODELS[name]
    model, loss = build(constraint)
    model.compile(optimizer=optimizer, loss=loss, jit_compile=False)
    estimate = kerasmem.estimate_memory(model, batch, device="cpu").total
    return kerasmem.measure_peak(model, batch, steps=4).peak, estimate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--constraints", default=",".join(CONSTRAINTS))
    args = parser.parse_args()
    from kerasmem.simulate import run_simulated

    print("| model | batch | optimizer | constraint | measured MiB (median) | runs MiB | analytic MiB | error |")
    print("|---|---|---|---|---|---|---|---|")
    for name in args.models.split(","):
        for constraint in args.constraints.split(","):
            runs = [run_simulated(one, name, constraint, memory=None, timeout=900) for _ in range(args.repeats)]
            peaks = [p for p, _ in runs]
            median, estimate = statistics.median(peaks), runs[0][1]
            _, batch, optimizer = MODELS[name]
            print(f"| {name} | {batch} | {optimizer} | {constraint} | {median / MiB:.2f} | "
                  f"{', '.join(f'{p / MiB:.1f}' for p in peaks)} | {estimate / MiB:.2f} | "
                  f"{(estimate - median) / median:+.1%} |", flush=True)


if __name__ == "__main__":
    main()
