"""Typed results of an estimate: MemoryEstimate and MaxBatch."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from .._text import render_html_table, render_table, thousands
from ..units import format_bytes

if TYPE_CHECKING:
    import pandas as pd

    from ..gpus import GpuSpec

__all__ = ["MemoryEstimate", "MaxBatch", "DeviceEstimate"]


@dataclass(frozen=True)
class DeviceEstimate:
    """One device's figures in a data-parallel estimate (``replicas=`` or ``strategy=``).

    Attributes:
        device: The strategy's device name ("/job:localhost/replica:0/task:0/device:GPU:1"),
            or "replica i" where the devices are not known.
        batch_size: Its share of the global batch (samples).
        peak: Its estimated peak in bytes.
        capacity: Its memory in bytes (None when unknown).

    Example:
        >>> DeviceEstimate("replica 0", 16, 3 * 2**30, 16 * 2**30).headroom == 13 * 2**30
        True
    """

    device: str
    batch_size: int
    peak: int
    capacity: int | None = None

    @property
    def headroom(self) -> int | None:
        """Bytes left on the device at the peak (negative: it does not fit); None when its memory is unknown."""
        return None if self.capacity is None else self.capacity - self.peak


def bottleneck_of(devices: Sequence[DeviceEstimate]) -> DeviceEstimate | None:
    """The device with the least headroom where every memory is known, else the highest peak (the first such)."""
    if not devices:
        return None
    if all(d.capacity is not None for d in devices):
        return min(devices, key=lambda d: d.headroom)  # type: ignore[arg-type, return-value]
    return max(devices, key=lambda d: d.peak)


@dataclass(frozen=True)
class MemoryEstimate:
    """How much memory one training step of a model needs, part by part.

    Attributes:
        model_name: The model's name.
        batch_size: The batch size estimated for.
        method: The estimator ("analytic" or "seed", the talk's formula).
        breakdown: Named parts in bytes, in display order; they sum to ``total``.
        per_sample: Bytes that each further sample of the batch adds.
        notes: What the estimate assumes or leaves out, one sentence each.
        layers: Each layer's share in bytes, as a DataFrame (None if unknown); for
            the analytic method: its weights and optimizer state, the activations
            it keeps that are alive at the peak, its other buffers alive then,
            their total and share of the estimate.
        devices: Under data parallelism (``replicas=``/``strategy=``), every
            device's share, peak and memory (:class:`DeviceEstimate`), in replica
            order; ``batch_size`` is then the global batch, and ``breakdown`` the
            :attr:`bottleneck` device's. Empty for one device.
        race: Bytes of the total that a race between two ops decides, 0 where
            none does: on the CPU, a convolution's filter gradient that may still
            run, holding its column buffers, after its layer's own backward step,
            or a narrow Dense layer's kernel gradient, holding what it reads; or
            Adagrad's ``lr * g`` in a buffer of its own, where a run that makes
            it after ``square(g)`` writes over the gradient (the notes name it).
            The estimate assumes the larger side; a run on the other needs this
            much less (:attr:`low`: the step replayed with every filter and
            kernel gradient finished within its layer's step and ``lr * g`` made
            in place, its own peak and allocator chunks; never above the total).

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> from kerasmem import estimate_memory
        >>> estimate_memory(mnist_cnn(), 32, method="seed").total
        16569936
    """

    model_name: str
    batch_size: int
    method: str
    breakdown: Mapping[str, int]
    per_sample: int
    notes: tuple[str, ...] = ()
    layers: "pd.DataFrame | None" = field(default=None, repr=False, compare=False)
    devices: tuple[DeviceEstimate, ...] = ()
    race: int = 0

    @property
    def total(self) -> int:
        """The estimated peak in bytes: the sum of the breakdown (the bottleneck device's)."""
        return sum(self.breakdown.values())

    @property
    def low(self) -> int:
        """The peak in bytes of a run where the race (:attr:`race`) goes the other way, replayed: the
        low end of the estimate's range, ``total`` where no race decides it. ``fits`` uses ``total``.

        Example:
            >>> from kerasmem.models import mnist_cnn
            >>> from kerasmem import estimate_memory
            >>> estimate = estimate_memory(mnist_cnn(), 32, device="cpu")
            >>> estimate.low == estimate.total - estimate.race
            True
        """
        return self.total - self.race

    @property
    def bottleneck(self) -> DeviceEstimate | None:
        """The device that runs out first: the least headroom where every device's memory
        is known, else the highest peak (the first such). None for one device.

        Example:
            >>> from kerasmem.models import mnist_cnn
            >>> from kerasmem import estimate_memory
            >>> estimate = estimate_memory(mnist_cnn(), 7, replicas=3, device="V100-PCIE-16GB")
            >>> [d.batch_size for d in estimate.devices], estimate.bottleneck.device
            ([3, 3, 1], 'replica 0')
        """
        return bottleneck_of(self.devices)

    def fits(self, gpu_or_size: "str | int | GpuSpec") -> bool:
        """Whether the estimate fits into a GPU (catalog name) or a size ("12GB", bytes).

        Example:
            >>> from kerasmem.models import mnist_cnn
            >>> from kerasmem import estimate_memory
            >>> estimate_memory(mnist_cnn(), 32, method="seed").fits("P100-PCIE-12GB")
            True
        """
        from ..gpus import resolve_memory

        memory, _ = resolve_memory(gpu_or_size)
        return self.peak_of_busiest() <= memory

    def peak_of_busiest(self) -> int:
        """The highest peak of any device, in bytes (``total`` for one device).

        Under data parallelism with devices of different sizes the bottleneck
        (least headroom) need not be the busiest device.
        """
        return max((d.peak for d in self.devices), default=self.total)

    def devices_frame(self) -> "pd.DataFrame":
        """Every device under data parallelism: device, batch share, peak, memory and headroom in
        bytes (<NA> when unknown), and whether it is the bottleneck. Empty for one device."""
        import pandas as pd

        worst = self.bottleneck
        frame = pd.DataFrame(
            {
                "device": [d.device for d in self.devices],
                "batch_size": [d.batch_size for d in self.devices],
                "peak_bytes": [d.peak for d in self.devices],
                "capacity_bytes": [d.capacity for d in self.devices],
                "headroom_bytes": [d.headroom for d in self.devices],
                "bottleneck": [d is worst for d in self.devices],
            }
        )
        return frame.astype({"capacity_bytes": "Int64", "headroom_bytes": "Int64"})

    def to_frame(self) -> "pd.DataFrame":
        """The breakdown as a DataFrame: part, bytes, MiB and share of the total."""
        import pandas as pd

        total = self.total or 1
        return pd.DataFrame(
            {
                "part": list(self.breakdown),
                "bytes": list(self.breakdown.values()),
                "MiB": [b / 2**20 for b in self.breakdown.values()],
                "share": [b / total for b in self.breakdown.values()],
            }
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; every size in bytes."""
        return {
            "model": self.model_name,
            "batch_size": self.batch_size,
            "method": self.method,
            "total_bytes": self.total,
            "per_sample_bytes": self.per_sample,
            "breakdown_bytes": dict(self.breakdown),
            "notes": list(self.notes),
        } | ({"low_bytes": self.low} if self.race else {}) | (
            {"devices": [dataclasses.asdict(d) | {"headroom": d.headroom} for d in self.devices],
             "bottleneck": self.bottleneck.device} if self.devices else {})

    def _title(self) -> str:
        if self.devices:
            return (
                f"Memory estimate for '{self.model_name}', global batch size {self.batch_size} over "
                f"{len(self.devices)} replicas, per device (method: {self.method})"
            )
        return f"Memory estimate for '{self.model_name}', batch size {self.batch_size} (method: {self.method})"

    def _device_rows(self) -> tuple[str, list[list[str]]]:
        """The per-device table's caption and rows (data parallelism only)."""
        worst = self.bottleneck
        assert worst is not None
        why = "least headroom" if worst.capacity is not None else "highest peak"
        caption = f"Per device; bottleneck: {worst.device} ({worst.batch_size} samples, {why})"
        rows = [
            [
                ("* " if d is worst else "  ") + d.device,
                thousands(d.batch_size),
                format_bytes(d.peak),
                "?" if d.capacity is None else format_bytes(d.capacity),
                "?" if d.headroom is None else format_bytes(d.headroom),
            ]
            for d in self.devices
        ]
        return caption, rows

    def _rows(self) -> tuple[list[list[str]], list[list[str]]]:
        total = self.total or 1
        rows = [
            [part, thousands(n), format_bytes(n), f"{100 * n / total:.1f}%"]
            for part, n in self.breakdown.items()
        ]
        footer = [
            ["total", thousands(self.total), format_bytes(self.total), "100.0%"],
            ["per sample", thousands(self.per_sample), format_bytes(self.per_sample), ""],
        ]
        if self.race:
            # The range's low end, beside the total it is read against (the notes say which race).
            footer.insert(1, ["as low as", thousands(self.low), format_bytes(self.low), f"{100 * self.low / total:.1f}%"])
        return rows, footer

    def __str__(self) -> str:
        rows, footer = self._rows()
        table = render_table(["part", "bytes", "size", "share"], rows, footer)
        notes = "".join(f"\n* {note}" for note in self.notes)
        if self.devices:
            caption, rows = self._device_rows()
            table += f"\n\n{caption}\n" + render_table(_DEVICE_HEADERS, rows)
        return f"{self._title()}\n{table}{notes}"

    def _repr_html_(self) -> str:
        rows, footer = self._rows()
        table = render_html_table(["part", "bytes", "size", "share"], rows, footer, caption=self._title())
        import html

        notes = "".join(f"<li>{html.escape(note)}</li>" for note in self.notes)
        if self.devices:
            caption, rows = self._device_rows()
            table += render_html_table(_DEVICE_HEADERS, rows, caption=caption)
        return table + (f"<ul>{notes}</ul>" if notes else "")


_DEVICE_HEADERS = ["device", "batch", "peak", "memory", "headroom"]


class MaxBatch(int):
    """The largest batch size whose estimate fits: an ``int`` that also says why.

    Under data parallelism the int is the largest global batch, limited by
    the bottleneck device.

    Attributes:
        reason: One sentence: what the largest batch needs, or why none fits.
        memory: The memory it was fitted into (the bottleneck device's), in bytes.
        estimate: The estimate at that batch size (None when it is 0).
        replicas: The devices the batch is split over (1: one device).
        per_replica: The largest share of the batch on one device,
            ``ceil(batch / replicas)`` (the batch itself for one device).

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> from kerasmem import max_batch_size
        >>> int(max_batch_size(mnist_cnn(), "16GiB", method="seed"))
        71598
    """

    reason: str
    memory: int
    estimate: MemoryEstimate | None
    replicas: int
    per_replica: int

    def __new__(
        cls, value: int, reason: str, memory: int, estimate: MemoryEstimate | None, replicas: int = 1
    ) -> "MaxBatch":
        self = super().__new__(cls, value)
        self.reason = reason
        self.memory = memory
        self.estimate = estimate
        self.replicas = replicas
        self.per_replica = -(-int(value) // replicas)
        return self

    def __repr__(self) -> str:
        extra = f", per_replica={self.per_replica}, replicas={self.replicas}" if self.replicas > 1 else ""
        return f"MaxBatch({int(self)}{extra}, reason={self.reason!r})"
