"""Measured remedies: the peak training memory of a deep MLP and of ResNet50 with each remedy.

Each configuration runs in a fresh process on the simulated GPU, uncapped
(kerasmem.run_simulated(memory=None)), and its peak is the max over the steps
of kerasmem.measure_peak (the first step included). Remedies: none; each
keras.RematScope mode (the model is built inside the scope, as Keras needs);
mixed_float16; mixed_bfloat16; remat "full" with mixed_float16.

The "analytic" column is the analytic estimator's prediction for the same
configuration, estimate_memory(model, batch, device="cpu"): the model
carries its remedy (its dtype policy, its layers' RematScope modes), and
the estimate reads it.

    python benchmarks/remedies.py [--steps 3] [--models mlp,resnet50]
"""

from __future__ import annotations

import argparse
import platform
import re
import sys
from dataclasses import dataclass

MiB = 2**20


@dataclass(frozen=True)
class Model:
    name: str
    batch: int
    description: str


MODELS = {
    "mlp": Model("mlp", 512, "deep MLP: 784 -> 24 x Dense(1024, relu) -> 10, Adam"),
    "resnet50": Model("resnet50", 32, "ResNet50 (keras.applications, weights=None), 64x64x3, 10 classes, Adam"),
}

# (label, remat mode or None, dtype policy or None)
REMEDIES = (
    ("none", None, None),
    ("remat full", "full", None),
    ("remat activations", "activations", None),
    ("remat larger_than (1 MiB)", "larger_than", None),
    ("remat list_of_layers (first half)", "list_of_layers", None),
    ("mixed_float16", None, "mixed_float16"),
    ("mixed_bfloat16", None, "mixed_bfloat16"),
    ("remat full + mixed_float16", "full", "mixed_float16"),
)


def _layer_names(name: str) -> list[str]:
    """The first half of the model's layers, by the names Keras gives them."""
    if name == "mlp":
        return [f"dense_{i}" for i in range(12)]
    return [f"conv2_block{b}_{c}_conv" for b in (1, 2, 3) for c in (1, 2, 3)] + [
        f"conv3_block{b}_{c}_conv" for b in (1, 2, 3, 4) for c in (1, 2, 3)
    ]


def _build(name: str):
    import keras
    from keras import layers

    if name == "mlp":
        x = inputs = keras.Input((784,))
        for i in range(24):
            x = layers.Dense(1024, activation="relu", name=f"dense_{i}")(x)
        outputs = layers.Dense(10, name="head")(x)
        outputs = layers.Activation("linear", dtype="float32")(outputs)  # the loss in float32 under mixed precision
        return keras.Model(inputs, outputs, name="deep_mlp")
    return keras.applications.ResNet50(weights=None, input_shape=(64, 64, 3), classes=10)


def measure(name: str, batch: int, remat: str | None, policy: str | None, steps: int) -> dict:
    """In the simulated process: build under the remedy, measure, and ask the analytic estimator."""
    import keras

    import kerasmem

    if policy:
        keras.mixed_precision.set_global_policy(policy)
    scope = {
        None: None,
        "larger_than": dict(mode="larger_than", output_size_threshold=MiB // 4),  # elements: 1 MiB of float32
        "list_of_layers": dict(mode="list_of_layers", layer_names=_layer_names(name)),
    }.get(remat, dict(mode=remat))
    if scope:
        with keras.RematScope(**scope):
            model = _build(name)
        # The scope marks the model too; rematerializing the whole model's call fails in graph mode in
        # Keras 3.15 (its custom_gradient rejects the keyword arguments training= and mask=): its layers only.
        model._remat_mode = None
    else:
        model = _build(name)
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    peak = kerasmem.measure_peak(model, batch, steps=steps).peak
    # The model carries its remedy (its layers' RematScope modes, its dtype policy): the estimate reads it.
    analytic = kerasmem.estimate_memory(model, batch, device="cpu").total
    return {"peak": peak, "analytic": analytic}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--models", default="mlp,resnet50")
    args = parser.parse_args()

    import keras
    import tensorflow as tf

    import kerasmem
    from kerasmem._text import render_table

    print(f"Machine: {platform.machine()}, {platform.processor() or 'cpu'}, Python {platform.python_version()}, "
          f"TensorFlow {tf.__version__}, Keras {keras.__version__}; simulated GPU, uncapped; "
          f"peak = max over {args.steps} steps (first included), a fresh process per configuration.")
    for key in args.models.split(","):
        spec = MODELS[key]
        rows, base, failures = [], None, {}
        for label, remat, policy in REMEDIES:
            try:
                result = kerasmem.run_simulated(measure, key, spec.batch, remat, policy, args.steps, memory=None)
            except Exception as error:  # noqa: BLE001 - a remedy that fails is a row saying so, not the end of the table
                reason = _reason(error)
                failures.setdefault(reason, len(failures) + 1)
                rows.append([label, f"fails ({failures[reason]})", "", ""])
                print(f"  {label}: fails: {reason}", file=sys.stderr)
                continue
            peak = result["peak"]
            base = base or peak
            analytic = "n/a" if result["analytic"] is None else f"{result['analytic'] / MiB:.1f}"
            rows.append([label, f"{peak / MiB:.1f}", f"{peak / base:.2f}", analytic])
            print(f"  {label}: {peak / MiB:.1f} MiB", file=sys.stderr, flush=True)
        print(f"\n{spec.description}, batch {spec.batch}")
        print(render_table(["remedy", "peak (MiB)", "ratio to none", "analytic (MiB)"], rows))
        for reason, number in failures.items():
            print(f"({number}) {reason}")


def _reason(error: BaseException) -> str:
    """The line of a Keras error that says why, without its terminal colours."""
    lines = [re.sub(r"\x1b\[[0-9;]*m", "", line).strip() for line in str(error).splitlines()]
    lines = [line for line in lines if line and not line.startswith(("Exception encountered", "Arguments received"))]
    return f"{type(error).__name__}: {lines[0] if lines else error}"


if __name__ == "__main__":
    main()
