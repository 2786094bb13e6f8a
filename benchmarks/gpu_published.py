"""The analytic estimate against a published GPU figure (nothing here runs on a GPU).

NVIDIA's TensorFlow ResNet-50 v1.5 recipe trains batch 128 in FP32 and 256 with
AMP on a 16 GB V100. This prints the analytic estimate for ResNet50
(keras.applications, 224x224, 1000 classes, SGD with momentum 0.875, the GPU's
default jit_compile, memory growth off) for those two configurations, and the
largest batch it predicts.

    python benchmarks/gpu_published.py
"""

from __future__ import annotations

import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")


def main() -> None:
    import keras

    from kerasmem import estimate_memory, max_batch_size

    model = keras.applications.ResNet50(weights=None)
    print("| GPU | policy | batch | estimate | fits | predicted largest batch |")
    print("|---|---|---|---|---|---|")
    for gpu in ("V100-SXM2-16GB", "V100-PCIE-16GB"):
        for policy, batch in (("float32", 128), ("mixed_float16", 256)):
            options = dict(device=gpu, dtype_policy=policy, optimizer=keras.optimizers.SGD(momentum=0.875))
            estimate = estimate_memory(model, batch, **options)
            largest = max_batch_size(model, gpu, **options)
            print(f"| {gpu} | {policy} | {batch} | {estimate.total / 2**30:.2f} GiB | "
                  f"{'yes' if estimate.fits(gpu) else 'no'} | {int(largest)} |")


if __name__ == "__main__":
    main()
