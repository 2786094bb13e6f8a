"""Bytes a model holds between training steps, less what it holds before them, with and without an
activity penalty (Keras's L1, L2, L1L2 regularizers and the ActivityRegularization layer).

    python held.py [BATCH ...]

Each variant is a fresh process: Dense 512 (tanh) on 256 features, the penalty on its output,
Dense 128 (ReLU), 10 classes, Adam. The allocator's bytes in use are read after the inputs and the
optimizer's state are made (before the steps) and after each of four steps (the simulated GPU).
"""
import json
import os
import subprocess
import sys

VARIANTS = ("none", "l1", "l2", "l1l2", "layer_l1", "layer_l2", "layer_l1l2")


def child(variant: str, batch: int) -> None:
    import keras
    from keras import layers, regularizers

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
    from kerasmem.probes import tf_allocator
    from kerasmem.trials import _synthetic_inputs, _synthetic_targets

    penalty = {"l1": regularizers.L1(1e-5), "l2": regularizers.L2(1e-5), "l1l2": regularizers.L1L2(1e-5, 1e-5)}
    x = inputs = keras.Input((256,))
    x = layers.Dense(512, activation="tanh", activity_regularizer=penalty.get(variant))(x)
    if variant.startswith("layer_"):
        x = layers.ActivityRegularization(**{term: 1e-5 for term in ("l1", "l2") if term in variant})(x)
    x = layers.Dense(128, activation="relu")(x)
    model = keras.Model(inputs, layers.Dense(10)(x))
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  jit_compile=False)
    xs = _synthetic_inputs(model, batch, None, tensors=True)
    ys = _synthetic_targets(model, xs, tensors=True)
    model.optimizer.build(model.trainable_variables)
    device = tf_allocator.default_device()
    before = tf_allocator.read(device).current
    after = []
    for _ in range(4):
        model.train_on_batch(xs, ys)
        after.append(tf_allocator.read(device).current - before)
    print(json.dumps({"variant": variant, "batch": batch, "held": after}))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], int(sys.argv[3]))
        sys.exit()
    env = dict(os.environ, TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", TF_CPP_MIN_LOG_LEVEL="3")
    print("| batch | penalized output MiB | variant | held after steps 1-4 (MiB) | more than none (MiB, step 4) |")
    print("|---|---|---|---|---|")
    for batch in [int(b) for b in sys.argv[1:]] or [256, 2048, 4096, 8192]:
        none = None
        for variant in VARIANTS:
            out = subprocess.run([sys.executable, __file__, "--child", variant, str(batch)], env=env,
                                 capture_output=True, text=True, check=True).stdout
            row = json.loads(out.strip().splitlines()[-1])
            none = row["held"] if variant == "none" else none
            print(f"| {batch} | {batch * 512 * 4 / 2**20:.2f} | {variant} | "
                  f"{' / '.join(f'{h / 2**20:.2f}' for h in row['held'])} | {(row['held'][-1] - none[-1]) / 2**20:+.2f} |",
                  flush=True)
