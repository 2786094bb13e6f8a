"""Estimate the memory a training step needs, and the largest batch that fits."""

from __future__ import annotations

import operator
from typing import Any, Callable

from ..errors import InvalidArgumentError
from ..gpus import resolve_memory
from ..units import format_bytes
from .result import MaxBatch, MemoryEstimate

__all__ = ["estimate_memory", "max_batch_size", "prepare", "largest_batch", "MemoryEstimate", "MaxBatch", "METHODS"]

#: Estimation methods and what they are.
METHODS = {
    "analytic": "a layer-by-layer replay of the training step: what each gradient keeps, "
    "optimizer state, temporaries, allocator and device overheads",
    "seed": "the talk's formula: parameters and layer outputs, each x2 (forward, backward)",
}
#: The options each method takes (see :func:`estimate_memory`).
OPTIONS = {
    "analytic": ("optimizer", "dtype_policy", "device", "jit_compile", "memory_growth", "remat", "remat_threshold",
                 "remat_layers", "replicas", "strategy"),
    "seed": (),
}

# No real batch is this large; the search stops here rather than run on.
_BATCH_LIMIT = 2**31 - 1


def check_batch_size(batch_size: Any) -> int:
    """The batch size as an int, or InvalidArgumentError if it is not a positive integer."""
    try:
        if isinstance(batch_size, bool):
            raise TypeError
        value = operator.index(batch_size)
    except TypeError:
        raise InvalidArgumentError(
            f"batch size must be a positive integer, got {batch_size!r}"
        ) from None
    if value <= 0:
        raise InvalidArgumentError(f"batch size must be a positive integer, got {value}")
    return value


def prepare(model: Any, method: str = "analytic", input_shape: Any = None, **options: Any) -> Callable[[int], MemoryEstimate]:
    """Analyses the model once; the returned function estimates any batch size cheaply.

    For callers that need several batch sizes of one model (the command line,
    plots): :func:`estimate_memory` and :func:`max_batch_size` analyse anew
    on each call.
    """
    from ..models import as_model

    if method not in METHODS:
        raise InvalidArgumentError(
            f"unknown method {method!r}: choose one of {', '.join(METHODS)}"
        )
    unknown = sorted(set(options) - set(OPTIONS[method]))
    if unknown:
        takes = f"; it takes {', '.join(OPTIONS[method])}" if OPTIONS[method] else "; options are for method 'analytic'"
        raise InvalidArgumentError(f"method {method!r} takes no option {', '.join(unknown)}{takes}")
    model = as_model(model, input_shape)
    if method == "seed":
        from . import seed

        return seed.prepare(model, input_shape)
    from . import analytic

    return analytic.prepare(model, input_shape, **options)


def estimate_memory(
    model: Any,
    batch_size: int,
    method: str = "analytic",
    *,
    input_shape: Any = None,
    **options: Any,
) -> MemoryEstimate:
    """Estimates the memory one training step needs, without running the model.

    Args:
        model: A built Keras model, a .keras/.h5 path, or a built-in model
            name ("mnist_cnn", "ResNet50", ...).
        batch_size: The training batch size, a positive integer.
        method: "analytic" (the default), a layer-by-layer replay of the
            training step (see :mod:`kerasmem.estimate.analytic`); or "seed",
            the talk's formula (see :mod:`kerasmem.estimate.seed`).
        input_shape: Input shape(s) without the batch dimension, for models
            with unknown (None) dimensions or not yet built.
        **options: Method-specific options; an option the method does not
            take is an error, never silently ignored. The analytic method takes:

            - ``optimizer``: a Keras optimizer or its name; default the
              compiled model's, else Adam (and a note says so).
            - ``dtype_policy``: "float32", "mixed_float16" or
              "mixed_bfloat16"; default the model's own.
            - ``device``: "gpu" (default), "cpu" (the simulated GPU: TF's BFC
              allocator on the CPU), or a catalog GPU name such as
              "V100-PCIE-16GB", which also sets its reserve.
            - ``jit_compile``: XLA or not; default what Keras's "auto"
              chooses: on for a GPU, off for the CPU.
            - ``memory_growth``: TensorFlow's memory growth is on (default
              False, TensorFlow's default): nothing is reserved for the driver.
            - ``remat``: estimate as if the model were built under
              ``keras.RematScope(mode=...)``: "full", "activations",
              "larger_than" (with ``remat_threshold``, output elements per
              sample) or "list_of_layers" (with ``remat_layers``, names).
              Layers built under a RematScope are seen without it.
            - ``replicas`` or ``strategy``: data parallelism
              (``tf.distribute.MirroredStrategy``) over that many devices;
              the batch size is then the global batch, and the estimate is
              one device's (the busiest one's share), with the weights,
              optimizer state and an all-reduce buffer on every device.

    Returns:
        A :class:`MemoryEstimate`; ``.total`` is in bytes.

    Raises:
        InvalidArgumentError: bad batch size, method or option.
        ModelError: the model cannot be analysed (see the message).

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> estimate = estimate_memory(mnist_cnn(), 32, device="cpu", optimizer="sgd")
        >>> estimate.method, estimate.total > estimate.breakdown["weights"]
        ('analytic', True)
        >>> estimate_memory(mnist_cnn(), 100, method="seed").total == 8_895_568 + 100 * 239_824
        True
    """
    batch_size = check_batch_size(batch_size)
    return prepare(model, method, input_shape, **options)(batch_size)


def max_batch_size(
    model: Any,
    memory: Any,
    method: str = "analytic",
    *,
    input_shape: Any = None,
    **options: Any,
) -> MaxBatch:
    """The largest batch size whose estimate fits into a GPU or a memory size.

    Args:
        model: As for :func:`estimate_memory`.
        memory: A catalog GPU name ("V100-PCIE-16GB", "a100"), a size such as
            "12GB" or "16GiB" (GB read as GiB), or an int of bytes.
        method, input_shape, **options: As for :func:`estimate_memory`.

    Returns:
        A :class:`MaxBatch`: an int (0 when not even one sample fits) with a
        ``reason`` sentence and the ``estimate`` at that batch size.

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> int(max_batch_size(mnist_cnn(), "P100-PCIE-12GB", method="seed"))
        53689
    """
    capacity, label = resolve_memory(memory)
    return largest_batch(prepare(model, method, input_shape, **options), capacity, label)


def largest_batch(estimate: Callable[[int], MemoryEstimate], capacity: int, label: str) -> MaxBatch:
    """The largest batch whose estimate fits into ``capacity`` bytes (``label`` names it)."""
    # "of 16 GiB (V100-PCIE-16GB)" for a GPU, "of 12 GiB" for a plain size.
    place = format_bytes(capacity) + ("" if label[:1].isdigit() else f" ({label})")

    def fits(batch: int) -> bool:
        return estimate(batch).total <= capacity

    first = estimate(1)
    if first.total > capacity:
        return MaxBatch(
            0,
            f"even batch size 1 needs {format_bytes(first.total)}, more than the {place}",
            capacity,
            None,
        )
    # Estimates grow with the batch: double until one does not fit, then bisect.
    low, high = 1, 2
    while high <= _BATCH_LIMIT and fits(high):
        low, high = high, high * 2
    if high > _BATCH_LIMIT:
        best = estimate(low)
        return MaxBatch(
            low,
            f"batch sizes beyond {low:,} were not tried: that one needs only "
            f"{format_bytes(best.total)} of {place}",
            capacity,
            best,
        )
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if fits(middle) else (low, middle)
    best = estimate(low)
    over = estimate(low + 1).total - capacity
    return MaxBatch(
        low,
        f"batch size {low:,} needs {best.total:,} bytes ({format_bytes(best.total)}) of {place}; "
        f"{low + 1:,} would need {over:,} bytes more than that",
        capacity,
        best,
    )
