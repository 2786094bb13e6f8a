"""The talk's crash test on a simulated small GPU: the out-of-memory error, kerasmem's advice, the fix.

The talk grows its MNIST CNN from filters (32, 64) and a 1024-unit dense layer
to (320, 640) and 10240 units until training crashes. Here the GPU is the CPU
with TensorFlow's GPU allocator and a hard cap (kerasmem.run_simulated), so the
out-of-memory error is TensorFlow's own, on any machine:

1. train the grown network with Adam: it runs out of memory; kerasmem.oom_guard
   explains the error;
2. kerasmem.suggest lists the remedies with their estimated peaks;
3. the first remedy that fits and keeps the batch is applied, and training runs.

    python examples/crash_test.py                    # 1.5 GiB, the talk's sizes (a few minutes on 2 cores)
    python examples/crash_test.py --scale 0.3 --memory 230MiB   # a small version (the tests run this)
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import kerasmem  # noqa: E402


def train(scale: float, batch_size: int, optimizer: str, momentum: float = 0.0) -> str:
    """In the simulated GPU: build the grown network and train one epoch on synthetic data."""
    import keras
    import numpy as np

    model = _grown(scale)
    chosen = keras.optimizers.SGD(momentum=momentum) if optimizer == "sgd" else keras.optimizers.get(optimizer)
    model.compile(optimizer=chosen, loss="sparse_categorical_crossentropy")
    x = np.random.default_rng(0).random((2 * batch_size, 28, 28, 1), dtype=np.float32)
    y = np.zeros(2 * batch_size, dtype=np.int32)
    with kerasmem.oom_guard(model, batch_size):
        model.fit(x, y, batch_size=batch_size, epochs=1, verbose=0)
    return f"It trains: {model.count_params():,} parameters, batch {batch_size}, {type(chosen).__name__}."


def _grown(scale: float):
    from kerasmem.models import mnist_cnn

    filters = (max(1, round(320 * scale)), max(1, round(640 * scale)))
    return mnist_cnn(filters=filters, dense_units=max(1, round(10240 * scale)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memory", default="1.5GiB", help="the simulated GPU's memory")
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument("--scale", type=float, default=1.0, help="network sizes relative to the talk's crash test")
    args = parser.parse_args()
    memory = kerasmem.parse_size(args.memory)

    print(f"1. The grown network with Adam, batch {args.batch_size}, on a simulated GPU of {kerasmem.format_bytes(memory)}\n")
    try:
        print(kerasmem.run_simulated(train, args.scale, args.batch_size, "adam", memory=memory))
        print("\nIt fit: give a smaller --memory to see the crash.")
        return
    except kerasmem.OutOfMemoryError as error:
        print(error)

    print("\n2. kerasmem.suggest: each remedy with its estimated peak\n")
    model = _grown(args.scale)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
    table = kerasmem.suggest(model, args.batch_size, memory, device="cpu")
    print(table[["remedy", "setting", "peak", "fits"]].to_string(index=False))

    # A remedy this script can apply by itself, keeping the batch: a lighter optimizer; else a smaller batch.
    fixes = table[(table["fits"] == True) & table["remedy"].isin(["lighter optimizer", "smaller batch"])]  # noqa: E712
    if fixes.empty:
        print("\nNo remedy this script can apply fits: try a larger --memory.")
        return
    fix = fixes.iloc[0]
    if fix["remedy"] == "lighter optimizer":
        batch, optimizer, momentum = args.batch_size, "sgd", 0.9 if fix["setting"] == "SGD with momentum" else 0.0
    else:
        batch, optimizer, momentum = int(fix["setting"].split()[1]), "adam", 0.0
    print(f"\n3. The fix: {fix['remedy']} ({fix['setting']}), estimated at {fix['peak']}\n")
    print(kerasmem.run_simulated(train, args.scale, batch, optimizer, momentum, memory=memory))


if __name__ == "__main__":
    main()
