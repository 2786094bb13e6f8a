"""How long a convolution's filter gradient runs on the CPU beside what follows it in the backward pass.

TensorFlow's executor runs a convolution's two gradients side by side on its two inter-op threads;
the backward pass goes on once the input gradient is made, and the next convolution's filter gradient
starts as soon as its incoming gradient is ready, its input gradient waiting for the other thread
(op traces of eleven CNNs: ``benchmarks/studies/2026-11-27-op-times``). So a filter gradient's column
buffer is alive beside the next convolution's only when it runs longer than its own input gradient
and the layers between the two: ``analytic._build`` asks :func:`lag_from` from which batch size that
happens.

The times are relative, from the op traces on this machine (an Intel Xeon, 2 cores, float32): a
convolution's input gradient runs at about 80 GFLOP/s; its filter gradient takes
``0.16 * (positions in the batch / filters) ** 0.4`` times as long (0.3 for 1024 positions into 160
filters, 1 for about 9,000 into 64, 3 for 18,432 into 12: its matrix product's output, kernel by
filters, is small and parallelizes worse as the positions it sums over grow); an element-wise
layer's gradient takes about 0.15 ms a MiB of its output, a normalization's 0.8. 16-bit filter
gradients run many times longer (bf16_groupnorm_cnn b64's: 221 and 292 ms beside input gradients of
73 and 247): they outlast the next layers at any batch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

# filter gradient's time / input gradient's = _RATIO * (positions in the batch / filters) ** _POWER
_RATIO, _POWER = 0.16, 0.4
import os as _os  # STUDY ONLY
_RATIO *= float(_os.environ.get("KERASMEM_RACE_SAFETY", "1"))
# A float32 convolution gradient's floating-point operations a millisecond, two threads.
_FLOPS_PER_MS = 8e7
# Milliseconds a MiB of output of an element-wise layer's gradient, and of a normalization's.
_MS_PER_MIB, _NORMALIZATION_MS_PER_MIB = 0.15, 0.8


@dataclass(frozen=True)
class FilterWork:
    """One convolution's gradients' work for a sample: its FLOPs (each gradient has the forward's),
    its output positions and filters, and whether it makes an input gradient."""

    flops: float
    positions: int
    filters: int
    input_gradient: bool


def filter_work(layer: Any, out_shape: tuple, in_shape: tuple, input_gradient: bool) -> FilterWork | None:
    """A float32 Conv1D/2D/3D's work from its output and input shapes, batch first (None: another layer)."""
    out_shape, in_shape = tuple(out_shape)[1:], tuple(in_shape)[1:]
    if None in out_shape or None in in_shape:
        return None
    if not (hasattr(layer, "kernel_size") and hasattr(layer, "filters")) or "Transpose" in type(layer).__name__:
        return None
    first = getattr(layer, "data_format", "channels_last") == "channels_first"
    filters = int(out_shape[0] if first else out_shape[-1])
    channels = int(in_shape[0] if first else in_shape[-1])
    positions = math.prod(int(d) for d in (out_shape[1:] if first else out_shape[:-1]))
    kernel = math.prod(int(k) for k in layer.kernel_size)
    flops = 2.0 * positions * kernel * channels * filters / max(1, int(getattr(layer, "groups", 1) or 1))
    return FilterWork(flops, positions, filters, input_gradient)


def layer_ms(output_bytes: int, normalization: bool) -> float:
    """A sample's milliseconds of an element-wise (or normalization) layer's gradient."""
    return output_bytes / 2**20 * (_NORMALIZATION_MS_PER_MIB if normalization else _MS_PER_MIB)


def lag_from(work: FilterWork, between_ms: float) -> int:
    """The smallest batch at which the filter gradient outlasts its input gradient and ``between_ms``
    (a sample's milliseconds of the layers after it, before the next convolution).

    Example:
        >>> lag_from(FilterWork(2e6, positions=100, filters=100, input_gradient=True), between_ms=0.0)
        98
    """
    # filter/input = _RATIO * (batch * positions / filters) ** _POWER against 1 + between/input, both
    # sides' times growing with the batch alike.
    threshold = float(work.input_gradient) + between_ms * _FLOPS_PER_MS / max(work.flops, 1.0)
    if threshold <= 0:
        return 1
    return max(1, math.ceil(work.filters / work.positions * (threshold / _RATIO) ** (1 / _POWER)))
