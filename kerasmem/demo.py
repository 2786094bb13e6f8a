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

    model.compile("adam", "sparse_categorical_crossentropy")
    analytic = estimate_memory(model, batch_size, device="cpu")
    print("\nkerasmem's analytic estimate, for this CPU's allocator (estimate_memory(model, batch_size, device='cpu'))\n")
    print(analytic)

    print("\nLargest batch size on the talk's cluster GPUs: the talk's formula, and the analytic estimate\n")
    seen, rows = set(), []
    for cluster in list_clusters():
        for entry in cluster_gpus(cluster):
            if entry.gpu.name not in seen:
                seen.add(entry.gpu.name)
                talk = max_batch_size(model, entry.gpu, method="seed")
                ours = max_batch_size(model, entry.gpu, device=entry.gpu.name)
                rows.append([entry.gpu.name, format_bytes(entry.gpu.memory, "GiB"), thousands(talk), thousands(ours)])
    print(render_table(["GPU", "memory", "talk's formula", "analytic"], rows))
    print(
        "\nThe talk's formula leaves out the optimizer's state, the backward pass's temporaries "
        "and the runtime's overheads; the analytic estimate counts them, and on a GPU also the CUDA "
        "context and the memory TensorFlow reserves (its GPU terms are not yet checked on a real GPU)."
    )
