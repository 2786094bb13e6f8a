"""Typed results of an estimate: MemoryEstimate and MaxBatch."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

from .._text import render_html_table, render_table, thousands
from ..units import format_bytes

if TYPE_CHECKING:
    import pandas as pd

    from ..gpus import GpuSpec

__all__ = ["MemoryEstimate", "MaxBatch"]


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

    @property
    def total(self) -> int:
        """The estimated peak in bytes: the sum of the breakdown."""
        return sum(self.breakdown.values())

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
        return self.total <= memory

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
        }

    def _title(self) -> str:
        return f"Memory estimate for '{self.model_name}', batch size {self.batch_size} (method: {self.method})"

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
        return rows, footer

    def __str__(self) -> str:
        rows, footer = self._rows()
        table = render_table(["part", "bytes", "size", "share"], rows, footer)
        notes = "".join(f"\n* {note}" for note in self.notes)
        return f"{self._title()}\n{table}{notes}"

    def _repr_html_(self) -> str:
        rows, footer = self._rows()
        table = render_html_table(["part", "bytes", "size", "share"], rows, footer, caption=self._title())
        import html

        notes = "".join(f"<li>{html.escape(note)}</li>" for note in self.notes)
        return table + (f"<ul>{notes}</ul>" if notes else "")


class MaxBatch(int):
    """The largest batch size whose estimate fits: an ``int`` that also says why.

    Attributes:
        reason: One sentence: what the largest batch needs, or why none fits.
        memory: The memory it was fitted into, in bytes.
        estimate: The estimate at that batch size (None when it is 0).

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> from kerasmem import max_batch_size
        >>> int(max_batch_size(mnist_cnn(), "16GiB", method="seed"))
        71598
    """

    reason: str
    memory: int
    estimate: MemoryEstimate | None

    def __new__(cls, value: int, reason: str, memory: int, estimate: MemoryEstimate | None) -> "MaxBatch":
        self = super().__new__(cls, value)
        self.reason = reason
        self.memory = memory
        self.estimate = estimate
        return self

    def __repr__(self) -> str:
        return f"MaxBatch({int(self)}, reason={self.reason!r})"
