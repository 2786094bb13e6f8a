"""Estimate the memory a training step needs, and the largest batch that fits."""

from __future__ import annotations

import operator
from typing import Any, Callable

from ..errors import InvalidArgumentError
from ..gpus import capacity_text, resolve_memory
from ..units import format_bytes
from .result import DeviceEstimate, MaxBatch, MemoryEstimate

__all__ = [
    "estimate_memory", "max_batch_size", "prepare", "largest_batch", "fits_under", "MemoryEstimate", "MaxBatch", "DeviceEstimate",
    "METHODS",
]

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


def prepare(model: Any, method: str = "analytic", input_shape: Any = None, *, ready_up_to: int | None = None,
            **options: Any) -> Callable[[int], MemoryEstimate]:
    """Analyses the model once; the returned function estimates any batch size cheaply.

    For callers that need several batch sizes of one model (the command line,
    plots): :func:`estimate_memory` and :func:`max_batch_size` analyse anew
    on each call, and replay only what the batch sizes they ask for need.

    The analytic method replays TensorFlow's allocator at anchor batch sizes
    (every integer up to 17, then steps of about 19%) and interpolates between
    them; the replays up to the largest batch the device can hold are made
    here, so that each batch size up to it then takes about a millisecond (a
    new anchor beyond it, tens of milliseconds for a large model).

    Args:
        model, method, input_shape, **options: As for :func:`estimate_memory`.
        ready_up_to: The batch size the replays are made up to now. None: the
            largest whose estimate fits the device's memory (a catalog GPU's
            or each replica's; the largest catalog GPU's for "gpu"; the
            host's for "cpu"); 0: none ahead.

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> estimator = prepare(mnist_cnn(), device="cpu", ready_up_to=256)
        >>> estimator(128).total < estimator(256).total
        True
    """
    if ready_up_to is not None and (isinstance(ready_up_to, bool) or not isinstance(ready_up_to, int)
                                    or ready_up_to < 0):
        raise InvalidArgumentError(
            f"ready_up_to must be a batch size, 0 (no replays ahead) or None (up to the device's memory), "
            f"got {ready_up_to!r}"
        )
    estimator = _prepare(model, method, input_shape, **options)
    if method == "analytic" and ready_up_to != 0:
        _replay_ahead(estimator, ready_up_to, options.get("device", "gpu"))
    return estimator


def _prepare(model: Any, method: str, input_shape: Any, **options: Any) -> Callable[[int], MemoryEstimate]:
    """:func:`prepare` without replays ahead."""
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
    from . import analytic, parallel

    def single(**device_options: Any) -> Callable[[int], MemoryEstimate]:
        return analytic.prepare(model, input_shape, **device_options)

    return parallel.prepare(single, model, **options)


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
              "mixed_bfloat16"; default the model's own, each layer in its
              own dtype (a float32 output layer computes in float32);
              another policy is taken as every layer's.
            - ``device``: "gpu" (default), "cpu" (the simulated GPU: TF's BFC
              allocator on the CPU), or a catalog GPU name such as
              "V100-PCIE-16GB", which also sets its reserve and its memory;
              or a list of catalog names, one per replica (data parallelism
              over GPUs of different sizes; it implies ``replicas``).
            - ``jit_compile``: XLA or not; default what Keras's "auto"
              chooses: on for a GPU, off for the CPU.
            - ``memory_growth``: TensorFlow's memory growth is on; default
              TensorFlow's: off on a GPU, on for the CPU. On, nothing is
              reserved for the driver and the allocator's chunks are replayed
              in regions that grow; off, in one region of all the memory
              (for ``device="cpu"``: a simulated GPU started with
              ``memory_growth=False``, ``kerasmem simulate --no-growth``).
            - ``remat``: estimate as if the model were built under
              ``keras.RematScope(mode=...)``: "full", "activations",
              "larger_than" (with ``remat_threshold``, output elements per
              sample) or "list_of_layers" (with ``remat_layers``, names).
              Layers built under a RematScope are seen without it.
            - ``replicas`` or ``strategy``: data parallelism
              (``tf.distribute.MirroredStrategy``) over that many devices;
              the batch size is then the global batch, split as
              MirroredStrategy splits it (the first replicas take
              ``ceil(batch / N)``), with the weights, optimizer state and an
              all-reduce buffer on every device. ``.devices`` lists every
              device's share, peak and memory (the strategy's device names, or
              "replica i"); ``.bottleneck`` is the one with the least headroom
              where the memories are known (a catalog ``device``, or NVML's
              totals for a strategy's GPUs), else the highest peak; the
              breakdown and ``.total`` are the bottleneck's. See
              :mod:`kerasmem.estimate.parallel`.

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
        >>> split = estimate_memory(mnist_cnn(), 7, device="cpu", replicas=3)
        >>> [d.batch_size for d in split.devices], split.bottleneck.device
        ([3, 3, 1], 'replica 0')
    """
    batch_size = check_batch_size(batch_size)
    return _prepare(model, method, input_shape, **options)(batch_size)


def _replay_ahead(estimator: Callable[[int], MemoryEstimate], up_to: int | None, device: Any) -> None:
    """Estimates up to ``up_to`` (None: the largest batch the device holds, and one step beyond), in
    steps no wider than the anchors', so that the allocator is replayed at every anchor on the way."""
    if up_to is not None:
        estimator(up_to)
        return
    try:
        _room(estimator(1), None)
        capacity = None  # each device's own memory, known
    except InvalidArgumentError:
        capacity = _largest_memory(device)
    batch = 1
    while batch <= _BATCH_LIMIT and _room(estimator(batch), capacity)[0] >= 0:
        batch = max(batch + 1, round(batch * 2 ** 0.25))


def _largest_memory(device: Any) -> int:
    """The memory of one device: a catalog GPU's; the host's for "cpu"; for "gpu" (unknown), the
    largest catalog GPU's."""
    name = device.lower() if isinstance(device, str) else None
    if name == "cpu":
        from ..probes import host

        return host.memory().total
    if name != "gpu":
        try:
            return resolve_memory(device)[0]
        except (InvalidArgumentError, TypeError, ValueError):
            pass  # several devices, or one not in the catalog: as for "gpu"
    from ..gpus import list_gpus

    return int(list_gpus()["usable"].max())


def max_batch_size(
    model: Any,
    memory: Any = None,
    method: str = "analytic",
    *,
    input_shape: Any = None,
    **options: Any,
) -> MaxBatch:
    """The largest batch size whose estimate fits into a GPU or a memory size.

    Under data parallelism (``replicas=`` or ``strategy=``) it is the largest
    global batch that fits every device, limited by the bottleneck device; the
    result's ``per_replica`` is the largest share of it (``ceil(batch / N)``).
    On the CPU (the simulated GPU) the analytic estimate answers with the
    largest batch whose step an allocator with regions capped at ``memory``
    places, request by request: a step can run out of memory with bytes free
    in other regions, and can train with its estimated total over the cap
    (that total counts ops run side by side, which a capped allocator waits
    out). On a GPU the total decides (a capped replay is not checked on one).

    Args:
        model: As for :func:`estimate_memory`.
        memory: Each device's memory: a catalog GPU name ("V100-PCIE-16GB",
            "a100"), a size such as "12GB" or "16GiB" (GB read as GiB), or an
            int of bytes. None: the devices' own memory, known from a catalog
            GPU name (or one per replica) as ``device=``, or from NVML for a
            strategy's GPUs.
        method, input_shape, **options: As for :func:`estimate_memory`.

    Returns:
        A :class:`MaxBatch`: an int (0 when not even one sample fits) with a
        ``reason`` sentence, the ``estimate`` at that batch size, and
        ``per_replica`` and ``replicas``.

    Raises:
        InvalidArgumentError: as for :func:`estimate_memory`, or no ``memory``
            and a device whose memory is unknown.

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> int(max_batch_size(mnist_cnn(), "P100-PCIE-12GB", method="seed"))
        53295
        >>> over_two = max_batch_size(mnist_cnn(), device="K20 5GB", replicas=2)
        >>> over_two.replicas, over_two.per_replica == -(-int(over_two) // 2)
        (2, True)
    """
    if memory is None:
        capacity, label = None, ""
    else:
        capacity, label = resolve_memory(memory)
    return largest_batch(_prepare(model, method, input_shape, **options), capacity, label)


def _room(estimate: MemoryEstimate, capacity: int | None) -> tuple[int, Any]:
    """Bytes left on the tightest device (negative: over), and that device (None for one device).

    With ``capacity`` every device has that much memory, so the busiest one is
    the tightest; without it, each device's own memory counts.
    """
    if capacity is not None:
        busiest = max(estimate.devices, key=lambda d: d.peak) if estimate.devices else None
        return capacity - estimate.peak_of_busiest(), busiest
    worst = estimate.bottleneck
    if worst is None or worst.headroom is None:
        raise InvalidArgumentError(
            "give the memory (a GPU name or a size): the devices' memory is unknown "
            "(name a catalog GPU as device=, or one per replica)"
        )
    return worst.headroom, worst


def fits_under(estimate: Callable[[int], MemoryEstimate], batch_size: int, capacity: int | None) -> bool:
    """Whether ``batch_size`` fits ``capacity`` bytes a device, as :func:`largest_batch` decides.

    For an estimate that replays the allocator (the analytic one on the CPU,
    the simulated GPU: its ``places``), whether every request of the step
    finds room in regions capped at ``capacity``; otherwise whether the
    busiest device's estimated peak is within it (``capacity`` None: within
    each device's own memory).
    """
    places = getattr(estimate, "places", None)
    if places is not None and capacity is not None:
        return places(batch_size, capacity)
    return _room(estimate(batch_size), capacity)[0] >= 0


def largest_batch(estimate: Callable[[int], MemoryEstimate], capacity: int | None, label: str) -> MaxBatch:
    """The largest (global) batch whose estimate fits ``capacity`` bytes on every device (``label`` names it).

    ``capacity`` None: each device's own memory, as the estimate knows it. For
    an estimate that replays the allocator (the analytic one on the CPU, the
    simulated GPU: its ``places``) the answer is the largest batch whose every
    request finds room in regions capped at ``capacity`` (:func:`fits_under`),
    not the estimated total: under a limit a step runs out of memory with
    bytes still free, and TensorFlow's allocator, short of memory, waits for
    running ops to free some rather than fail, so the total's allowance for
    ops run side by side (``analytic.ALLOWANCE``) is not needed there. Against
    the largest batch that trains in a fresh capped process, this answer was
    within 10% on 15 of 15 searches and at most 2.2% over (the run before:
    14 of 15, at most 5.7% over; that boundary moves by a few percent from
    run to run), where the total,
    stepped down to it, had been 13-20% under on 4 of 11
    (benchmarks/RESULTS.md, "Largest batch under a cap").
    """
    placing = capacity is not None and getattr(estimate, "places", None) is not None

    def place(device: Any) -> str:
        # "15.8 GiB usable (V100-PCIE-16GB)" for a GPU, "12 GiB" for a plain size.
        if capacity is None:
            return format_bytes(device.capacity)
        return capacity_text(capacity, label) + ("" if label[:1].isdigit() else f" ({label})")

    def fits(batch: int) -> bool:
        return fits_under(estimate, batch, capacity)

    def result(value: int, reason: str, best: MemoryEstimate | None, device: Any) -> MaxBatch:
        memory = capacity if capacity is not None else device.capacity
        return MaxBatch(value, reason, memory, best, replicas=max(1, len(first.devices)))

    def needs(batch: int, best: MemoryEstimate, device: Any) -> str:
        if device is None:
            return f"batch size {batch:,} needs {best.total:,} bytes ({format_bytes(best.total)}) of {place(device)}"
        return (
            f"global batch size {batch:,} ({device.batch_size:,} on {device.device}, the bottleneck) needs "
            f"{device.peak:,} bytes ({format_bytes(device.peak)}) of its {place(device)}"
        )

    first = estimate(1)
    if not fits(1):
        if placing:
            return result(0, f"even batch size 1 finds no room in the allocator's regions within {place(None)}",
                          None, None)
        device = _room(first, capacity)[1]
        peak = device.peak if device is not None else first.total
        size = f"global batch size 1 ({device.device})" if device is not None else "batch size 1"
        return result(0, f"even {size} needs {format_bytes(peak)}, more than the {place(device)}", None, device)
    # Estimates grow with the batch: double until one does not fit, then bisect. Near its boundary the
    # capped replay is ragged (a batch fails, the next is placed): this finds the first boundary from below.
    low, high = 1, 2
    while high <= _BATCH_LIMIT and fits(high):
        low, high = high, high * 2
    if high > _BATCH_LIMIT:
        best = estimate(low)
        device = _room(best, capacity)[1]
        peak = device.peak if device is not None else best.total
        return result(
            low, f"batch sizes beyond {low:,} were not tried: that one needs only {format_bytes(peak)} of {place(device)}",
            best, device,
        )
    low = _last_passing(low, high, fits)
    best = estimate(low)
    if placing:
        # The total can be over the cap: uncapped, ops run side by side and regions grow freely.
        over = (f" (the peak estimated without a cap, {format_bytes(best.total)}, is more: there ops run side by "
                f"side and regions grow freely, where a capped allocator waits for memory)" if best.total > capacity
                else "")
        return result(low, f"batch size {low:,}: an allocator capped at {place(None)} places every buffer of its "
                           f"step{over}; at {low + 1:,} it would find no room for one of them", best, None)
    device = _room(best, capacity)[1]
    over = -_room(estimate(low + 1), capacity)[0]
    return result(low, f"{needs(low, best, device)}; {low + 1:,} would need {over:,} bytes more than that", best, device)


def _last_passing(low: int, high: int, passes: Callable[[int], bool]) -> int:
    """The last batch that ``passes``, by bisection between ``low`` (passes) and ``high`` (does not)."""
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if passes(middle) else (low, middle)
    return low
