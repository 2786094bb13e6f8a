"""The talk end to end: the MNIST CNN summarized, estimated, trained with GpuMemoryLogger and compared.

The script is a fresh process, so it makes the CPU a simulated GPU (TensorFlow's
BFC allocator, oneDNN off) before TensorFlow is imported: the peaks it measures
are the allocator's, as a GPU's would be counted. On a real GPU, pass --gpu-run
to leave TensorFlow's settings alone and measure the GPU.

    python examples/mnist_memory.py                          # 40 batches of 32, synthetic data
    python examples/mnist_memory.py --data mnist --batches 200
    python examples/mnist_memory.py --batches 3 --compare 8,16   # a tiny run (the tests run this)
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import kerasmem  # noqa: E402  (light: TensorFlow is not imported yet)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--batches", type=int, default=40, help="training batches to log")
    parser.add_argument("--data", choices=("synthetic", "mnist"), default="synthetic")
    parser.add_argument("--compare", default="16,32,64,128", help="batch sizes to compare, comma-separated")
    parser.add_argument("--gpu-run", action="store_true", help="measure this machine's GPU (no simulated GPU)")
    args = parser.parse_args(argv)
    if not args.gpu_run:
        os.environ.update(kerasmem.simulated_environment())  # before TensorFlow's import, which reads it
    from kerasmem.demo import measure_training
    from kerasmem.models import mnist_cnn
    from kerasmem.units import format_bytes

    model = mnist_cnn()
    print("Task 1: the network\n")
    print(kerasmem.summarize(model))
    print("\nThe talk's estimate\n")
    print(kerasmem.estimate_memory(model, args.batch_size, method="seed"))
    model.compile("adam", "sparse_categorical_crossentropy")
    device = "gpu" if args.gpu_run else "cpu"
    analytic = kerasmem.estimate_memory(model, args.batch_size, device=device)
    print(f"\nThe analytic estimate (device={device!r})\n")
    print(analytic)

    sizes = tuple(int(b) for b in args.compare.split(","))
    print(f"\nTask 3: {args.batches} batches of {args.batch_size} with GpuMemoryLogger, then batch sizes {sizes}\n")
    result = measure_training(args.batch_size, args.batches, args.data, sizes)
    print(result["data"])
    print(f"Measured by: {result['measured_on']}")
    versus = kerasmem.compare_history(result["history"], analytic)
    peak = int(versus["measured_bytes"].max())
    print(f"Largest measured peak per batch: {format_bytes(peak)}; analytic estimate: {format_bytes(analytic.total)} "
          f"({100 * (analytic.total - peak) / peak:+.1f}%)\n")
    frame = result["compare"]
    for column in ("seed_bytes", "analytic_bytes", "measured_bytes"):
        frame[column.replace("_bytes", "")] = [format_bytes(int(n)) for n in frame[column]]
    print(frame[["batch_size", "seed", "analytic", "measured"]].to_string(index=False))


if __name__ == "__main__":
    sys.exit(main())
