"""Data parallelism: every device's estimate under a tf.distribute strategy, and the bottleneck.

Under ``tf.distribute.MirroredStrategy`` every replica holds the weights and
the optimizer state and trains on its share of the global batch. TensorFlow's
all-reduce packs the gradients into one buffer before reducing them
(``cross_device_ops``, one pack by default): one more gradient-sized buffer
on every device during the update. Not measured on GPUs by kerasmem.

How the global batch is split (:func:`split_batch`): checked with TensorFlow
2.21 on logical CPU devices, ``strategy.experimental_distribute_dataset`` (what
Keras 3's ``fit`` calls) gives each replica in order ``ceil(B / N)`` samples
until the batch runs out: 7 over 3 replicas is [3, 3, 1], 10 over 4 is
[3, 3, 3, 1]. That is tf.data's legacy rebatch (``_LegacyRebatchDataset``);
the newer ``batch_sizes_for_worker`` rule (in
``tensorflow/python/data/experimental/ops/distribute.py``, balanced shares
that differ by at most one: 7 over 3 is [3, 2, 2]) is not what a
single-worker MirroredStrategy does. Either way the first replica has the
largest share, ``ceil(B / N)``, so the bottleneck's figure is the same; only
the lighter devices' figures would differ. A last partial batch of an epoch
is smaller, so it never needs more.

Which device is the bottleneck: the one with the least headroom when every
device's memory is known (a catalog GPU name as ``device=``, one name per
replica, or NVML's totals for the strategy's GPUs), else the one with the
highest peak (the first of those with the largest share).

Example:
    >>> split_batch(7, 3)
    [3, 3, 1]
    >>> split_batch(64, 4)
    [16, 16, 16, 16]
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Sequence

from ..errors import InvalidArgumentError
from .result import DeviceEstimate, MemoryEstimate, bottleneck_of

__all__ = ["prepare", "split_batch", "replica_count"]


def split_batch(global_batch: int, replicas: int) -> list[int]:
    """Each replica's share of a global batch, as a single-worker MirroredStrategy splits it.

    ``ceil(global_batch / replicas)`` for each replica in order until the batch
    runs out; the last shares may be smaller, or 0 (see the module docstring).
    """
    share = -(-global_batch // replicas)
    return [max(0, min(share, global_batch - i * share)) for i in range(replicas)]


def replica_count(replicas: Any, strategy: Any) -> int:
    """The number of replicas from ``replicas=`` or a tf.distribute strategy (1 without either)."""
    if strategy is not None:
        count = getattr(strategy, "num_replicas_in_sync", None)
        if not isinstance(count, int) or count < 1:
            raise InvalidArgumentError(
                f"strategy= must be a tf.distribute strategy (with num_replicas_in_sync), got {type(strategy).__name__}"
            )
        if replicas is not None and replicas != count:
            raise InvalidArgumentError(f"replicas={replicas} disagrees with the strategy's {count} replicas: give one of them")
        return count
    if replicas is None:
        return 1
    if isinstance(replicas, bool) or not isinstance(replicas, int) or replicas < 1:
        raise InvalidArgumentError(f"replicas must be a positive integer (GPUs the batch is split over), got {replicas!r}")
    return replicas


def prepare(
    single: Callable[..., Callable[[int], MemoryEstimate]],
    model: Any,
    *,
    replicas: int | None = None,
    strategy: Any = None,
    device: Any = "gpu",
    **options: Any,
) -> Callable[[int], MemoryEstimate]:
    """The per-device estimate for a global batch, or ``single``'s own for one device.

    Args:
        single: Prepares one device's estimator: ``single(device=..., **options)``.
        model: The built model (for the all-reduce buffer's size).
        replicas, strategy: As for :func:`kerasmem.estimate_memory`.
        device: One device ("gpu", "cpu", a catalog name) for every replica,
            or a sequence of catalog names, one per replica.
        **options: The single-device estimator's other options.
    """
    devices = _device_list(device)
    if devices is not None and replicas is None and strategy is None:
        replicas = len(devices)
    copies = replica_count(replicas, strategy)
    if devices is None:
        if copies == 1:
            return single(device=device, **options)
        devices = [device] * copies
    if len(devices) != copies:
        raise InvalidArgumentError(f"device= names {len(devices)} devices for {copies} replicas: give one per replica")
    estimators: dict[str, Callable[[int], MemoryEstimate]] = {}
    for name in devices:
        if name not in estimators:
            estimators[name] = single(device=name, **options)
    names = _replica_names(strategy, copies)
    capacities = _capacities(devices, names)
    return _data_parallel([estimators[d] for d in devices], names, capacities, _gradient_bytes(model))


def _device_list(device: Any) -> list[str] | None:
    """A sequence of device names as a list (None for one device for all)."""
    if isinstance(device, str) or device is None:
        return None
    if not isinstance(device, Sequence) or not device or not all(isinstance(d, str) for d in device):
        raise InvalidArgumentError(
            f'device must be "gpu", "cpu", a GPU name, or a list of GPU names (one per replica), got {device!r}'
        )
    return list(device)


def _replica_names(strategy: Any, copies: int) -> list[str]:
    """The strategy's worker devices in this process, or "replica i" where they are not all known.

    A MultiWorkerMirroredStrategy lists only this worker's devices: its
    replicas are then named by number.
    """
    from ..probes.tf_devices import worker_devices

    names = worker_devices(strategy) if strategy is not None else []
    return names if len(names) == copies else [f"replica {i}" for i in range(copies)]


def _capacities(devices: list[str], names: list[str]) -> list[int | None]:
    """Each device's memory in bytes: a catalog GPU's capacity, else NVML's (less the driver's reserve); None if unknown."""
    from .devices import resolve_device

    resolved = [resolve_device(d) for d in devices]
    if all(r.memory is not None for r in resolved):
        return [r.memory for r in resolved]
    if all(r.is_gpu for r in resolved) and all("GPU:" in n for n in names):
        usable = _nvml_usable(names)
        return [r.memory if r.memory is not None else nvml_usable for r, nvml_usable in zip(resolved, usable)]
    return [r.memory for r in resolved]


def _nvml_usable(names: list[str]) -> list[int | None]:
    """NVML's usable memory of TensorFlow's GPUs named like "/job:.../device:GPU:1" (None where unknown)."""
    from ..probes import nvml, tf_devices

    if not nvml.available():
        return [None] * len(names)
    usable: list[int | None] = []
    for name in names:
        found = tf_devices.nvml_device(name.split("device:")[-1])
        info = nvml.memory_info(found) if found is not None else None
        usable.append(info.usable if info is not None else None)
    return usable


def _gradient_bytes(model: Any) -> int:
    """The all-reduce buffer: every trainable weight's gradient, each rounded as the allocator rounds it."""
    from .analytic import _variable_sizes
    from .liveness import aligned

    return sum(aligned(n) for n in _variable_sizes(model.trainable_weights))


def _data_parallel(
    estimators: list[Callable[[int], MemoryEstimate]],
    names: list[str],
    capacities: list[int | None],
    gradient_bytes: int,
) -> Callable[[int], MemoryEstimate]:
    """The estimate of every device for a global batch: the bottleneck's breakdown, every device's figures."""
    from .analytic import _OVERHEADS

    copies = len(estimators)

    def with_all_reduce(one: MemoryEstimate) -> dict[str, int]:
        breakdown: dict[str, int] = {}
        for part, size in one.breakdown.items():  # the buffer goes with the step's own memory, before the overheads
            if part in _OVERHEADS and "all-reduce buffers" not in breakdown:
                breakdown["all-reduce buffers"] = gradient_bytes
            breakdown[part] = size
        breakdown.setdefault("all-reduce buffers", gradient_bytes)
        return breakdown

    def per_device(batch_size: int) -> MemoryEstimate:
        shares = split_batch(batch_size, copies)
        seen: dict[tuple[int, int], tuple[MemoryEstimate, dict[str, int]]] = {}
        for estimator, share in zip(estimators, shares):
            key = (id(estimator), share)
            if key not in seen:
                one = estimator(share)
                seen[key] = (one, with_all_reduce(one))
        picked = [seen[(id(e), s)] for e, s in zip(estimators, shares)]
        loads = [
            DeviceEstimate(name, share, sum(breakdown.values()), capacity)
            for name, share, (_, breakdown), capacity in zip(names, shares, picked, capacities)
        ]
        worst = loads.index(bottleneck_of(loads))
        one, breakdown = picked[worst]
        why = "the least headroom" if loads[worst].capacity is not None else "the highest peak"
        note = (
            f"per device, data parallel over {copies} replicas: the breakdown is the bottleneck's, "
            f"{names[worst]} ({shares[worst]} of the global batch {batch_size}, {why}); weights, optimizer state "
            f"and an all-reduce buffer on every device"
        )
        return dataclasses.replace(
            one, batch_size=batch_size, breakdown=breakdown, per_sample=one.per_sample // copies,
            notes=(*one.notes, note), devices=tuple(loads),
        )

    return per_device
