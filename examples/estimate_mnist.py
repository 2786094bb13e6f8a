"""The talk's Task 1 and its estimate, from Python.

    python examples/estimate_mnist.py [--batch-size 128] [--gpu V100-PCIE-16GB]
"""

import argparse

import kerasmem
from kerasmem.models import mnist_cnn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument("--gpu", default="P100-PCIE-12GB")
    args = parser.parse_args()

    model = mnist_cnn()
    print(kerasmem.summarize(model), end="\n\n")

    estimate = kerasmem.estimate_memory(model, args.batch_size, method="seed")
    print(estimate, end="\n\n")

    gpu = kerasmem.get_gpu(args.gpu)
    verdict = "fits" if estimate.fits(gpu) else "does not fit"
    talk = kerasmem.max_batch_size(model, gpu.memory, method="seed")  # the talk divides the card's nominal memory
    largest = kerasmem.max_batch_size(model, gpu, method="seed")
    print(f"Batch size {args.batch_size} {verdict} on {gpu}.")
    print(f"Largest batch size by the talk's formula: {talk:,} ({talk.reason}).")
    print(f"Against what a process gets of the card: {largest:,} ({largest.reason}).")


if __name__ == "__main__":
    main()
