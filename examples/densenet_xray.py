"""Seed 001's X-ray question: DenseNet121 at 512x512, batch 8 ran out of GPU memory. Which GPU fits it, and what helps?

A team training a DenseNet on chest X-rays downsampled to 512 x 512 hit CUDA's
out-of-memory error at a batch size as small as 8. This script answers with
kerasmem's analytic estimate alone (nothing is trained, no GPU is needed):

1. the estimate of one training step (DenseNet121, random weights, Adam);
2. each GPU of the catalog (or of one cluster, --cluster): does batch 8 fit, and the largest batch that does;
3. kerasmem.suggest's remedies on a GPU of your choice (by default the catalog
   GPU with the most memory that the batch does not fit), each with its estimated peak.

    python examples/densenet_xray.py                           # 512x512x3, batch 8
    python examples/densenet_xray.py --gpu K20 --channels 1
    python examples/densenet_xray.py --cluster graham         # the GPUs of one cluster of the talk
    python examples/densenet_xray.py --size 64 --batch-size 2   # tiny (the tests run this)
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import kerasmem  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=512, help="image height and width (default 512)")
    parser.add_argument("--channels", type=int, default=3, help="image channels (default 3)")
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--gpu", help="the GPU to ask kerasmem.suggest about (default: the largest that it does not fit)")
    parser.add_argument("--cluster", help="only the GPUs of this cluster (kerasmem gpus --cluster NAME lists them)")
    args = parser.parse_args(argv)
    try:
        names = list(kerasmem.list_gpus(args.cluster)["name"])
    except kerasmem.InvalidArgumentError as error:
        parser.error(str(error))  # one line, exit 2
    import keras

    from kerasmem._text import render_table, thousands
    from kerasmem.units import format_bytes

    shape = (args.size, args.size, args.channels)
    model = keras.applications.DenseNet121(weights=None, input_shape=shape, classes=14)  # 14 findings, as in ChestX-ray14
    model.compile("adam", "categorical_crossentropy")
    print(f"DenseNet121 at {args.size}x{args.size}x{args.channels}: {thousands(model.count_params())} parameters, "
          f"{len(model.layers)} layers, Adam, batch {args.batch_size}\n")
    rows, misfits = [], []
    for name in names:
        estimate = kerasmem.estimate_memory(model, args.batch_size, device=name)
        if not estimate.fits(name):
            misfits.append((kerasmem.get_gpu(name).memory, name))
        largest = kerasmem.max_batch_size(model, name, device=name)
        spec = kerasmem.get_gpu(name)
        rows.append([name, format_bytes(spec.memory, "GiB"), format_bytes(spec.capacity, "GiB"), format_bytes(estimate.total),
                     "yes" if estimate.fits(name) else "no", thousands(int(largest))])
    where = f"GPU of {args.cluster}" if args.cluster else "catalog GPU"
    print(f"\nBatch {args.batch_size} on each {where} (the analytic estimate, with the GPU's CUDA context and "
          "TensorFlow's reserve, against what a process gets of the card: usable)\n")
    print(render_table(["GPU", "memory", "usable", f"batch {args.batch_size} needs", "fits", "largest batch"], rows))
    gpu = args.gpu or (max(misfits)[1] if misfits else min((kerasmem.get_gpu(r[0]).memory, r[0]) for r in rows)[1])
    print(f"\nThe estimate on {gpu}\n")
    print(kerasmem.estimate_memory(model, args.batch_size, device=gpu))

    print(f"\nkerasmem.suggest on {gpu}: the remedies, each with its estimated peak\n")
    table = kerasmem.suggest(model, args.batch_size, gpu)
    print(table[["remedy", "setting", "peak", "fits"]].to_string(index=False))
    print("\nEstimates only: nothing was trained here, and no GPU was used. Of the estimate's GPU terms only the "
          "CUDA context was measured on a GPU (an H100, with other frameworks than TensorFlow).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
