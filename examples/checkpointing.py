"""Seed 003's segment-count table redone with keras.RematScope: measured peaks per mode beside the estimate.

Seed 003 splits a deep stack of linear layers into 2 to 16 checkpointed segments
(PyTorch's checkpoint_sequential) and tabulates the peak memory of each. Keras's
counterpart is ``keras.RematScope``: layers built inside it recompute their
outputs in the backward pass instead of keeping them. Its modes: "full" (every
layer), "activations" (activation functions), "larger_than" (layers whose output
is over a threshold) and "list_of_layers" (named layers, here every k-th Dense
layer: the nearest thing to k-layer segments).

For each mode the deep MLP is built inside the scope and trained a few steps
with Adam on the simulated GPU (kerasmem.run_simulated, no cap), and the
allocator's peak is set beside kerasmem's analytic estimate of the same model.
A mode that fails to train is reported as failed, with its error: on TensorFlow
with Keras 3.15, "full" fails in compiled training (and "larger_than" wherever
it applies).

    python examples/checkpointing.py                           # 16 layers of 2048, batch 256
    python examples/checkpointing.py --depth 6 --width 128 --batch-size 32   # tiny (the tests run this)
"""

from __future__ import annotations

import argparse
import os
import re
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import kerasmem  # noqa: E402  (light: TensorFlow is not imported here)


def _scope_arguments(mode: str, every: int, depth: int, width: int) -> dict | None:
    """keras.RematScope's arguments for one row; None for no scope."""
    if mode == "none":
        return None
    if mode == "list_of_layers":
        return {"mode": mode, "layer_names": [f"dense_{i}" for i in range(0, depth, every)]}
    if mode == "larger_than":
        return {"mode": mode, "output_size_threshold": width // 2}
    return {"mode": mode}


def measure(mode: str, every: int, depth: int, width: int, batch_size: int, steps: int) -> dict:
    """In the simulated GPU: build the MLP under the scope, estimate it, train it; peak or the failure."""
    import keras

    from kerasmem.trials import measure_peak

    arguments = _scope_arguments(mode, every, depth, width)

    def build() -> keras.Model:
        inputs = keras.Input((width,), name="x")
        h = inputs
        for i in range(depth):
            h = keras.layers.Dense(width, activation="relu", name=f"dense_{i}")(h)
        outputs = keras.layers.Dense(10, name="logits")(h)
        return keras.Model(inputs, outputs, name=f"mlp_{depth}x{width}")

    if arguments is None:
        model = build()
    else:
        with keras.RematScope(**arguments):
            model = build()
    model.compile(keras.optimizers.Adam(), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    options = {}
    if arguments is not None:  # said outright, though a model built under the scope is estimated with it anyway
        options = {"remat": mode, "remat_threshold": arguments.get("output_size_threshold", 1024),
                   "remat_layers": arguments.get("layer_names") or ()}
    row = {"estimate_bytes": kerasmem.estimate_memory(model, batch_size, device="cpu", **options).total}
    try:
        peak = measure_peak(model, batch_size, steps)
        row.update(peak_bytes=peak.peak, allocator=peak.allocator, error="")
    except Exception as error:  # reported as a failure, not hidden
        message = " ".join(re.sub(r"\x1b\[[0-9;]*m", "", str(error)).split())
        row.update(peak_bytes=None, allocator="", error=f"{type(error).__name__}: {message[:110]}")
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=16, help="Dense layers (default 16)")
    parser.add_argument("--width", type=int, default=2048, help="units per layer and input features (default 2048)")
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--steps", type=int, default=2, help="training steps per mode (the peak is their max)")
    parser.add_argument("--modes", default="none,list_of_layers,activations,larger_than,full",
                        help="the RematScope modes to run, comma-separated (none: no scope)")
    args = parser.parse_args(argv)
    from kerasmem.units import format_bytes

    rows = [("none", 0, "no checkpointing")]
    rows += [("list_of_layers", k, f"every {k} Dense layer(s): {-(-args.depth // k)} of them") for k in (1, 2, 4, 8)
             if k <= args.depth]
    rows += [("activations", 0, "activation functions"), ("larger_than", 0, f"outputs over {args.width // 2} values"),
             ("full", 0, "every layer")]
    chosen = set(args.modes.split(","))
    rows = [row for row in rows if row[0] in chosen]
    print(f"Deep MLP: {args.depth} Dense layers of {args.width}, Adam, batch {args.batch_size}; "
          f"measured on the simulated GPU (TensorFlow's BFC allocator on the CPU), {args.steps} steps per mode.\n")
    print(f"{'RematScope mode':<16} {'what is recomputed':<34} {'estimate':>10} {'measured':>10}  vs none")
    reference, failures = None, 0
    for mode, every, what in rows:
        result = kerasmem.run_simulated(measure, mode, every, args.depth, args.width, args.batch_size, args.steps,
                                        memory=None)
        estimate = format_bytes(result["estimate_bytes"])
        if result["peak_bytes"] is None:
            print(f"{mode:<16} {what:<34} {estimate:>10} {'FAILED':>10}  {result['error']}")
            failures += 1
            continue
        reference = reference or result["peak_bytes"]
        share = f"{100 * result['peak_bytes'] / reference:.1f}%"
        print(f"{mode:<16} {what:<34} {estimate:>10} {format_bytes(result['peak_bytes']):>10}  {share}")
    if failures:
        print(f"\n{failures} mode(s) failed to train on TensorFlow: their errors are above, as raised.")
    print("No GPU result: these are the simulated GPU's peaks; the estimates are for it (device='cpu').")
    return 0


if __name__ == "__main__":
    sys.exit(main())
