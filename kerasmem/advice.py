"""What to do when a training step does not fit: remedies, each with its estimated peak.

Every number comes from the analytic estimate (:mod:`kerasmem.estimate.analytic`)
for the same model with the remedy applied: a smaller batch (alone, or with
gradient accumulation to keep the effective batch), mixed precision (only the
16-bit types the GPU supports), gradient checkpointing with the
``keras.RematScope`` modes that train on TensorFlow, a lighter optimizer, data parallelism over N
GPUs (``tf.distribute.MirroredStrategy``: every replica holds the weights and
the optimizer state and trains on its share of the batch), the smallest
catalog GPU that fits, and, last, unified memory (not estimated).

Under the data parallelism you train with now (``strategy=`` or
``replicas_now=``), every row is estimated under it, per device: the peak is
the bottleneck GPU's (:mod:`kerasmem.estimate.parallel`), the batch the global
one, and the data parallelism rows offer more GPUs than you use.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .errors import InvalidArgumentError
from .units import format_bytes

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["suggest", "REMEDY_COLUMNS"]

#: The columns of :func:`suggest`'s table.
REMEDY_COLUMNS = {
    "remedy": "what changes",
    "setting": "the value it changes to",
    "peak_bytes": "estimated peak of one training step after it, bytes, on the bottleneck GPU under data parallelism "
    "(<NA>: not estimated)",
    "peak": "the same, in binary units",
    "fits": "whether that peak fits the GPU (<NA>: unknown)",
    "saves_bytes": "how much lower than without any remedy, bytes",
    "how": "how to apply it",
}


def suggest(
    model: Any,
    batch_size: int,
    gpu: Any,
    *,
    optimizer: Any = None,
    dtype_policy: str | None = None,
    input_shape: Any = None,
    replicas: Sequence[int] = (2, 4, 8),
    device: str | None = None,
    strategy: Any = None,
    replicas_now: int | None = None,
) -> "pd.DataFrame":
    """Remedies for a training step that does not fit a GPU, each with its estimated peak.

    Under data parallelism now (``strategy=`` or ``replicas_now=``) the batch
    size is the global batch, every peak is the bottleneck device's under that
    strategy, and data parallelism rows offer more GPUs than it has.

    Args:
        model: A built Keras model, a .keras/.h5 path or a built-in model name.
        batch_size: The batch size you want to train with.
        gpu: A catalog GPU name ("V100-PCIE-16GB", "a100"), whose estimates
            include its CUDA context and TensorFlow's reserve; or a size
            ("12GiB", bytes) of an unnamed device.
        optimizer, dtype_policy, input_shape: As for :func:`kerasmem.estimate_memory`.
        replicas: GPU counts to try data parallelism with (those above the
            current count).
        device: The estimate's device (see :func:`kerasmem.estimate_memory`):
            by default the GPU named; for a size, "cpu" on the simulated GPU
            (where ``kerasmem.oom_guard`` calls this), else "gpu".
        strategy: The tf.distribute strategy you train under now (e.g. a
            ``MirroredStrategy`` over 2 GPUs); each of its GPUs is a ``gpu``.
        replicas_now: The same as a count, without a strategy object: you
            train data parallel over this many GPUs now (default 1).

    Returns:
        A DataFrame, one row per remedy (columns in :data:`REMEDY_COLUMNS`),
        the first row being the step as it is. ``.attrs`` holds the GPU's name,
        its memory in bytes, the batch size and the current replica count.

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> table = suggest(mnist_cnn(), 50_000, "K20 5GB")
        >>> bool(table.loc[0, "fits"]), table.loc[1, "remedy"]
        (False, 'smaller batch')
        >>> two = suggest(mnist_cnn(), 50_000, "K20 5GB", replicas_now=2)
        >>> two.loc[0, "setting"], list(two.loc[two["remedy"] == "data parallelism", "setting"])
        ('batch 50000 over 2 GPUs, 25000 per GPU', ['4 GPUs, 12500 per GPU', '8 GPUs, 6250 per GPU'])
    """
    import pandas as pd

    from .estimate import check_batch_size, fits_under, largest_batch, prepare
    from .estimate.optimizers import optimizer_state
    from .estimate.parallel import replica_count
    from .gpus import get_gpu, list_gpus
    from .models import as_model

    from .gpus import resolve_memory

    batch_size = check_batch_size(batch_size)
    capacity, label = resolve_memory(gpu)
    spec = None if label[:1].isdigit() else get_gpu(label)
    model = as_model(model, input_shape)
    if device is None:
        device = spec.name if spec else _unnamed_device()
    now = replica_count(replicas_now, strategy)
    base_options = {
        "device": device, "optimizer": optimizer, "dtype_policy": dtype_policy, "replicas": replicas_now, "strategy": strategy,
    }

    def split(batch: int) -> str:
        return "" if now == 1 else f" over {now} GPUs, {math.ceil(batch / now)} per GPU"

    def estimator(**changes: Any) -> Callable[[int], Any]:
        return prepare(model, "analytic", input_shape, ready_up_to=0, **{**base_options, **changes})

    base = estimator()
    baseline = base(batch_size).total
    rows: list[list[Any]] = []

    def row(remedy: str, setting: str, peak: int | None, how: str, memory: int = capacity, fits: bool | None = None) -> None:
        if fits is None and peak is not None:
            fits = peak <= memory
        saves = None if peak is None else baseline - peak
        rows.append([remedy, setting, peak, "n/a" if peak is None else format_bytes(peak), fits, saves, how])

    def estimated(remedy: str, setting: str, remedied: Callable[[int], Any], batch: int, how: str) -> None:
        # Fits as max_batch_size decides: on the simulated GPU, placed by the capped allocator.
        row(remedy, setting, remedied(batch).total, how, fits=fits_under(remedied, batch, capacity))

    estimated("none", f"batch {batch_size}{split(batch_size)}", base, batch_size, "train as you do now")
    largest = largest_batch(base, capacity, label)
    if int(largest) < batch_size:
        smaller = int(largest)
        if not smaller:
            row("smaller batch", "none fits", None, "even batch size 1 does not fit: see below")
        else:
            estimated("smaller batch", f"batch {smaller}{split(smaller)}", base, smaller,
                      f"model.fit(..., batch_size={smaller})")
            steps = math.ceil(batch_size / smaller)
            accumulate = _with_accumulation(model, optimizer, steps)
            estimated(
                "smaller batch + gradient accumulation",
                f"batch {math.ceil(batch_size / steps)}{split(math.ceil(batch_size / steps))} x {steps} steps",
                estimator(optimizer=accumulate),
                math.ceil(batch_size / steps),
                f"an optimizer with gradient_accumulation_steps={steps}, "
                f"e.g. keras.optimizers.Adam(gradient_accumulation_steps={steps}); the effective batch stays {batch_size}",
            )
    for policy, supported in (
        ("mixed_float16", spec.supports_float16 if spec else True),
        ("mixed_bfloat16", spec.supports_bfloat16 if spec else True),
    ):
        if supported and policy != dtype_policy:
            estimated(
                "mixed precision",
                policy,
                estimator(dtype_policy=policy),
                batch_size,
                f'keras.mixed_precision.set_global_policy("{policy}") before building the model',
            )
    for mode in _REMAT_MODES_THAT_TRAIN:
        estimated(
            "gradient checkpointing",
            f'RematScope(mode="{mode}")',
            estimator(remat=mode),
            batch_size,
            f'build the model inside `with keras.RematScope(mode="{mode}"):`',
        )
    current = optimizer_state(model, optimizer)
    for name, lighter in (("SGD with momentum", {"momentum": 0.9}), ("SGD", {})):
        candidate = _sgd(**lighter)
        if optimizer_state(model, candidate).total < current.total:
            estimated(
                "lighter optimizer",
                name,
                estimator(optimizer=candidate),
                batch_size,
                f"keras.optimizers.SGD({', '.join(f'{k}={v}' for k, v in lighter.items())}) "
                f"(keeps {optimizer_state(model, candidate).slots} slot(s) per weight, against {current.slots})",
            )
    for n in replicas:
        if n > now:
            per_replica = math.ceil(batch_size / n)
            estimated(
                "data parallelism",
                f"{n} GPUs, {per_replica} per GPU",
                estimator(replicas=n, strategy=None),
                batch_size,
                f"with tf.distribute.MirroredStrategy().scope(): build and compile the model; "
                f"fit with the global batch {batch_size} on {n} GPUs (--gres=gpu:{n})",
            )
    # Another GPU makes sense for an estimate that has a GPU's terms in it, not the simulated one's.
    bigger = _smallest_gpu_that_fits(base(batch_size), list_gpus()) if device != "cpu" else None
    if bigger is not None:
        name, peak, memory = bigger
        ask = f"a {name}" if now == 1 else f"{now} x {name}"
        row("another GPU", name, peak, f"ask the cluster for {ask} (`kerasmem gpus --cluster NAME` lists a cluster's GPUs)", memory)
    row(
        "unified memory",
        "TF_FORCE_UNIFIED_MEMORY=1",
        None,
        "a last resort: TensorFlow pages GPU memory to the host (seed 002); far slower, not estimated",
    )
    table = pd.DataFrame(rows, columns=list(REMEDY_COLUMNS))
    # Nullable types: a remedy that is not estimated has <NA>, not a float NaN.
    table = table.astype({"peak_bytes": "Int64", "saves_bytes": "Int64", "fits": "boolean"})
    table.attrs.update(gpu=label, memory_bytes=capacity, batch_size=batch_size, replicas=now)
    return table


# RematScope modes that train on the TensorFlow backend. Measured with Keras 3.15 / TF 2.21
# (benchmarks/RESULTS.md, "Remedies"): "full" fails in compiled training (tf.recompute_grad refuses
# the keyword arguments Keras passes to each layer), and so does "larger_than" wherever it applies.
_REMAT_MODES_THAT_TRAIN = ("activations",)


def _unnamed_device() -> str:
    """"cpu" on the simulated GPU (the CPU's BFC allocator holds no CUDA context), else "gpu"."""
    from .probes import tf_allocator

    return "cpu" if tf_allocator.simulated_gpu() else "gpu"


def _sgd(**kwargs: Any) -> Any:
    import keras

    return keras.optimizers.SGD(**kwargs)


def _with_accumulation(model: Any, optimizer: Any, steps: int) -> Any:
    """The same optimizer, accumulating gradients over ``steps`` batches."""
    import keras

    if optimizer is None:
        optimizer = getattr(model, "optimizer", None) if getattr(model, "compiled", False) else None
    if optimizer is None:
        return keras.optimizers.Adam(gradient_accumulation_steps=steps)
    if isinstance(optimizer, str):
        optimizer = keras.optimizers.get(optimizer)
    config = optimizer.get_config() | {"gradient_accumulation_steps": steps}
    try:
        return type(optimizer).from_config(config)
    except (TypeError, ValueError) as error:
        raise InvalidArgumentError(f"cannot add gradient accumulation to {type(optimizer).__name__}: {error}") from None


def _smallest_gpu_that_fits(estimate: Any, catalog: Any) -> tuple[str, int, int] | None:
    """The catalog GPU with the least memory on which the step fits: its name, the peak, its memory.

    Only TensorFlow's reserve differs from one GPU to another (it follows the
    compute capability), so one estimate serves the whole catalog.
    """
    from .estimate.devices import resolve_device

    reserved = estimate.breakdown.get("reserved by TensorFlow", 0)
    for name, memory in sorted(zip(catalog["name"], catalog["usable"]), key=lambda pair: (pair[1], pair[0])):
        peak = estimate.total - reserved + resolve_device(name).reserved(memory_growth=False)[0]
        if peak <= memory:
            return name, peak, int(memory)
    return None
