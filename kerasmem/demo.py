"""`kerasmem demo`: the talk's MNIST CNN, summarized and estimated."""

from __future__ import annotations

from ._text import render_table, thousands
from .units import format_bytes


def run_demo(batch_size: int = 32) -> None:
    """Prints the talk's Task 1 and its estimate for the MNIST CNN, with the talk's GPUs."""
    from .estimate import estimate_memory, max_batch_size
    from .gpus import cluster_gpus, list_clusters
    from .models import mnist_cnn
    from .summary import summarize

    model = mnist_cnn()
    print("Is my neural network too big to fit into GPU? The talk's MNIST CNN, with kerasmem.\n")
    print("Task 1: summarize the network (kerasmem.summarize)\n")
    table = summarize(model)
    print(table)

    estimate = estimate_memory(model, batch_size, method="seed")
    params = int(table.totals["params"])
    fixed = estimate.breakdown["weights"] + estimate.breakdown["gradients"]
    print("\nThe talk's estimate (kerasmem.estimate_memory(model, batch_size, method='seed'))\n")
    print(f"  parameters:   {thousands(params)} x 2 x 4 bytes = {thousands(fixed)} bytes = {format_bytes(fixed)}")
    print(
        f"  per image:    {thousands(estimate.per_sample // 8)} values x 2 x 4 bytes = "
        f"{thousands(estimate.per_sample)} bytes = {format_bytes(estimate.per_sample, 'MiB')}"
    )
    print(f"  total:        {format_bytes(fixed)} + batch_size x {format_bytes(estimate.per_sample, 'MiB')}")
    print("  (the talk writes MB for MiB)\n")
    print(estimate)

    print("\nLargest batch size by the talk's formula on the talk's cluster GPUs\n")
    seen, rows = set(), []
    for cluster in list_clusters():
        for entry in cluster_gpus(cluster):
            if entry.gpu.name not in seen:
                seen.add(entry.gpu.name)
                largest = max_batch_size(model, entry.gpu, method="seed")
                rows.append([entry.gpu.name, format_bytes(entry.gpu.memory, "GiB"), thousands(largest)])
    print(render_table(["GPU", "memory", "largest batch"], rows))
    print(
        "\nThe talk's formula leaves out the optimizer's state, the backward pass's temporaries "
        "and the runtime's overheads: treat these batch sizes as upper bounds."
    )
