"""Measure what TensorFlow really allocates: real training steps, the allocator's peak."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any, Iterator

from ._text import render_table, thousands
from .errors import InvalidArgumentError
from .probes import tf_allocator
from .units import format_bytes

__all__ = ["PeakMeasurement", "measure_peak", "release_failed_step"]


@dataclass(frozen=True)
class PeakMeasurement:
    """The allocator's peak over some real training steps.

    Attributes:
        model_name: The model's name.
        batch_size: The batch size trained with.
        device: The device whose allocator was read ("CPU:0", "GPU:0").
        allocator: Which allocator answered, in words (see :mod:`kerasmem.probes.tf_allocator`).
        step_peaks: The peak of each step in bytes, the first step first.
        baseline: The allocator's current bytes before the first step:
            weights, optimizer state, and whatever else the process holds.
        optimizer: The optimizer's class name.
        notes: What the measurement assumed, one sentence each.
        nvml_process: On a GPU, NVML's view after the steps: the bytes this
            process holds on the GPU (TensorFlow's whole pool, the CUDA
            context and libraries included); None elsewhere or when NVML
            cannot say.
        nvml_used: On a GPU, the GPU's used bytes by NVML (every process); None elsewhere.
        step_updated: For each step, whether it updated the weights (False
            where a loss scale skipped the update); empty if not recorded.
    """

    model_name: str
    batch_size: int
    device: str
    allocator: str
    step_peaks: tuple[int, ...]
    baseline: int
    optimizer: str
    notes: tuple[str, ...] = ()
    nvml_process: int | None = None
    nvml_used: int | None = None
    step_updated: tuple[bool, ...] = ()

    @property
    def peak(self) -> int:
        """The largest step peak in bytes: steps differ (by up to 25% measured here), so the max of them."""
        return max(self.step_peaks)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; every size in bytes."""
        return {
            "model": self.model_name,
            "batch_size": self.batch_size,
            "device": self.device,
            "allocator": self.allocator,
            "peak_bytes": self.peak,
            "step_peak_bytes": list(self.step_peaks),
            "baseline_bytes": self.baseline,
            "optimizer": self.optimizer,
            "nvml_process_bytes": self.nvml_process,
            "nvml_used_bytes": self.nvml_used,
            "step_updated": list(self.step_updated),
            "notes": list(self.notes),
        }

    def __str__(self) -> str:
        skipped = [not u for u in self.step_updated] or [False] * len(self.step_peaks)
        rows = [
            [f"step {i + 1}" + (" (update skipped)" if s else ""), thousands(p), format_bytes(p)]
            for i, (p, s) in enumerate(zip(self.step_peaks, skipped))
        ]
        footer = [
            ["peak (max)", thousands(self.peak), format_bytes(self.peak)],
            ["before step 1", thousands(self.baseline), format_bytes(self.baseline)],
        ]
        for label, value in (("NVML: this process", self.nvml_process), ("NVML: GPU used", self.nvml_used)):
            if value is not None:
                footer.append([label, thousands(value), format_bytes(value)])
        title = (
            f"Measured peak for '{self.model_name}', batch size {self.batch_size}, "
            f"{self.optimizer}, on {self.device} ({self.allocator})"
        )
        notes = "".join(f"\n* {note}" for note in self.notes)
        return f"{title}\n{render_table(['', 'bytes', 'size'], rows, footer)}{notes}"


def measure_peak(
    model: Any,
    batch_size: int,
    steps: int = 3,
    *,
    x: Any = None,
    y: Any = None,
    input_shape: Any = None,
) -> PeakMeasurement:
    """Runs real training steps and returns the allocator's peak: the ground truth.

    Trains ``steps`` batches with ``model.train_on_batch`` on the current
    device (a GPU if TensorFlow sees one, else the CPU), resetting the
    allocator's peak before each step. Afterwards the model's weights and its
    optimizer's state are as they were, and training can go on.

    The peak is the whole process's: it includes anything else the process
    holds on that device. On a CPU the figures depend on TensorFlow's
    configuration (see :mod:`kerasmem.probes.tf_allocator`); a GPU's are
    predicted best by the simulated GPU.

    Args:
        model: A built Keras model, a .keras/.h5 path, or a built-in name.
            If it is not compiled, it is compiled with Adam and mean squared
            error (the result's notes say so).
        batch_size: The batch size to train with.
        steps: Training steps that update the weights, at least 1; the first
            one is included. A step whose update a loss scale skips (its
            scaled gradients overflowed: the first steps of many
            mixed_float16 models) is run and measured too, but not counted,
            up to 32 of them: its peak lacks the update phase.
            A few steps can miss a rarer, higher one (the executor's threads
            race): in 60-step runs of 17 models, 7 had one to three steps 6-31%
            above their first four's max. Near a limit, run more steps or keep
            headroom.
        x, y: Data to train on (the first ``batch_size`` samples are used);
            by default synthetic data shaped like the model's inputs and
            outputs (integer labels for sparse losses), made on the device
            before the steps, so the peak counts the input batch as a GPU
            holds it. NumPy data is copied as each step starts; on the
            simulated GPU that copy is in the allocator's figures in some
            processes and not in others.
        input_shape: As for :func:`kerasmem.estimate_memory`.

    Returns:
        A :class:`PeakMeasurement`; ``.peak`` is in bytes.

    Raises:
        MeasurementError: TensorFlow keeps no allocator statistics here.

    Example:
        >>> from kerasmem.models import mnist_cnn
        >>> m = measure_peak(mnist_cnn(), batch_size=8, steps=2)
        >>> m.peak >= m.baseline > 0
        True
    """
    from .estimate import check_batch_size
    from .models import as_model

    batch_size = check_batch_size(batch_size)
    _check_steps(steps)
    model, notes = _compiled(as_model(model, input_shape))
    synthetic = x is None
    if synthetic:
        # Made on the device, before the steps, as a GPU holds its input batch. NumPy arrays would be
        # copied into the allocator as each step starts in some processes and not in others on the
        # simulated GPU (benchmarks/studies/2026-11-29-input-batch: the same model measured 8 MiB apart).
        x = _synthetic_inputs(model, batch_size, input_shape, tensors=True)
        notes.append("Synthetic data shaped like the model's inputs, made on the device before the steps.")
    else:
        x = _first(x, batch_size)
    y = _synthetic_targets(model, x, tensors=synthetic) if y is None else _first(y, batch_size)

    device = tf_allocator.default_device()
    tf_allocator.read(device)  # fail early, with the fix, where there are no statistics
    optimizer = model.optimizer
    with _restored(model):
        baseline = tf_allocator.read(device).current
        peaks, updated = _step_peaks(model, x, y, steps, device)
    notes.extend(_skipped_notes(updated, steps))
    allocator = tf_allocator.allocator_name(device)
    if not any(peaks):
        raise tf_allocator.MeasurementError(
            f"the {allocator} counted no memory for these steps (oneDNN's allocator sees only its own "
            f"buffers): measure on the simulated GPU, with TF_CPU_ALLOCATOR_USE_BFC=true and "
            f"TF_ENABLE_ONEDNN_OPTS=0 set before TensorFlow is imported"
        )
    if device.startswith("CPU") and not tf_allocator.simulated_gpu():
        notes.append(
            f"Measured by the {allocator}, not the simulated GPU: the figures differ from a GPU's; "
            f"the simulated GPU predicts a GPU best."
        )
    nvml_process, nvml_used = nvml_view(device)
    return PeakMeasurement(
        model_name=model.name,
        batch_size=batch_size,
        device=device,
        allocator=allocator,
        step_peaks=tuple(peaks),
        baseline=baseline,
        optimizer=type(optimizer).__name__,
        notes=tuple(notes),
        nvml_process=nvml_process,
        nvml_used=nvml_used,
        step_updated=tuple(updated),
    )


def nvml_view(device: str) -> tuple[int | None, int | None]:
    """NVML's (this process's bytes, the GPU's used bytes) for TensorFlow's ``device``; Nones off a GPU.

    NVML sees what TensorFlow's allocator does not: its whole pool (all of the
    GPU's free memory without memory growth), the CUDA context and libraries.
    """
    if not device.startswith("GPU"):
        return None, None
    from .probes import nvml, tf_devices

    found = tf_devices.nvml_device(device)
    if found is None:
        return None, None
    info = nvml.memory_info(found)
    return nvml.process_used(found), None if info is None else info.used


def _skipped_notes(updated: list[bool], steps: int) -> list[str]:
    skipped = updated.count(False)
    if not skipped:
        return []
    done = updated.count(True)
    if done < steps:
        return [
            f"The loss scale skipped the update in {skipped} of {len(updated)} steps (their gradients overflowed "
            f"at every scale it tried): "
            + ("no step updated the weights, and the peak lacks the update phase." if not done
               else f"only {done} of the {steps} steps asked for updated the weights.")
        ]
    return [
        f"The loss scale skipped the update in {skipped} of {len(updated)} steps (their scaled gradients "
        f"overflowed): those are measured too, beside the {steps} that updated the weights."
    ]


def _check_steps(steps: Any) -> None:
    if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
        raise InvalidArgumentError(f"steps must be a positive integer, got {steps!r}")


def _compiled(model: Any) -> tuple[Any, list[str]]:
    """The model, compiled with Adam and mean squared error if it was not; notes say so."""
    if getattr(model, "optimizer", None) is not None:
        return model, []
    model.compile(optimizer="adam", loss="mean_squared_error")
    return model, ["The model was not compiled: it was compiled with Adam and mean squared error."]


@contextlib.contextmanager
def _restored(model: Any) -> Iterator[None]:
    """After the block, the model's weights and optimizer state are as they were before it."""
    import numpy as np

    optimizer = model.optimizer
    if not optimizer.built:
        # Keras builds it on the first step with zero slots: the same state, made now to be restorable.
        optimizer.build(model.trainable_variables)
    saved = [(v, np.array(v.numpy())) for v in [*model.weights, *optimizer.variables]]
    try:
        yield
    finally:
        for variable, value in saved:
            variable.assign(value)
        model.reset_metrics()


# A loss scale halves at each step it skips, from 2**15 under mixed_float16: 32 skips reach 2**-17,
# where gradients that still overflow are infinite at any scale.
_MAX_SKIPPED = 32


def _step_peaks(model: Any, x: Any, y: Any, steps: int, device: str | None) -> tuple[list[int | None], list[bool]]:
    """Trains until ``steps`` batches update the weights; each step's allocator peak and whether it updated.

    A step updates when the optimizer's iteration count advances. A loss scale skips the update of a
    step whose scaled gradients overflow (the first steps of many mixed_float16 models: 11 of the
    zoo's 55 updated in none of their first 4), and such a step's peak lacks the update phase, whose
    temporaries can be the step's highest (a Lion MLP: 58 MiB skipping, 85 MiB updating). Those steps
    are run and measured too, but not counted, up to ``_MAX_SKIPPED`` of them. The peaks are None
    where ``device`` is None. A step that runs out of memory raises, after
    :func:`release_failed_step`.
    """
    import tensorflow as tf

    optimizer = model.optimizer
    peaks: list[int | None] = []
    updated: list[bool] = []
    while updated.count(True) < steps and updated.count(False) < _MAX_SKIPPED:
        if device is not None:
            tf_allocator.reset_peak(device)
        before = _iterations(optimizer)
        try:
            model.train_on_batch(x, y)
        except tf.errors.ResourceExhaustedError:
            release_failed_step(model)
            raise
        peaks.append(tf_allocator.read(device).peak if device is not None else None)
        updated.append(_iterations(optimizer) != before)
    return peaks, updated


def _iterations(optimizer: Any) -> int:
    return int(optimizer.iterations.numpy())


def release_failed_step(model: Any) -> None:
    """Frees what a training step that ran out of memory left allocated.

    When the first call of Keras's compiled train function runs out of
    memory, TensorFlow keeps some of that step's tensors referenced from the
    function until it is rebuilt; ``gc.collect()`` alone does not free them.
    Measured on the simulated GPU (bn_cnn of benchmarks/zoo.py, Adam, under a
    256 MiB cap): 45-71 MiB stayed in use after an out-of-memory step at batch
    72-90, and a batch of 64 that trains in a fresh process then ran out of
    memory too; with the function rebuilt it trained. Rebuilding costs one
    retrace at the next step.

    Args:
        model: The Keras model whose training step ran out of memory.

    Example:
        >>> import keras
        >>> model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])
        >>> model.compile("sgd", "mse")
        >>> release_failed_step(model)  # after catching tf.errors.ResourceExhaustedError
    """
    import gc

    make = getattr(model, "make_train_function", None)
    if make is not None:
        make(force=True)
    gc.collect()


def _first(data: Any, n: int) -> Any:
    import tensorflow as tf

    return tf.nest.map_structure(lambda a: a[:n], data)


def _synthetic_inputs(model: Any, batch_size: int, input_shape: Any, tensors: bool = False) -> Any:
    """Arrays shaped like the model's inputs; with ``tensors``, made on the device (no host copy)."""
    import numpy as np

    from ._graph import input_specs

    rng = np.random.default_rng(0)
    arrays = []
    for spec in input_specs(model, input_shape):
        shape = (batch_size, *spec.shape[1:])
        if "int" in spec.dtype:
            arrays.append(_zeros(shape, spec.dtype, tensors))  # index 0 is valid for any embedding
        elif tensors:
            import tensorflow as tf

            arrays.append(tf.random.normal(shape, seed=0, dtype=spec.dtype))
        else:
            arrays.append(rng.standard_normal(shape).astype(spec.dtype))
    return arrays[0] if len(arrays) == 1 else arrays


def _zeros(shape: tuple[int, ...], dtype: str, tensors: bool) -> Any:
    if tensors:
        import tensorflow as tf

        return tf.zeros(shape, dtype)
    import numpy as np

    return np.zeros(shape, dtype)


def _loss_names(model: Any, n_outputs: int) -> list[str]:
    loss = model.loss
    losses = list(loss) if isinstance(loss, (list, tuple)) else [loss] * n_outputs
    if isinstance(loss, dict) or len(losses) != n_outputs:
        raise InvalidArgumentError("cannot make synthetic targets for this model's losses: pass y=")
    return [
        (l if isinstance(l, str) else getattr(l, "name", None) or getattr(l, "__name__", "")).lower()
        for l in losses
    ]


def _synthetic_targets(model: Any, x: Any, tensors: bool = False) -> Any:
    """Zeros shaped like the outputs; integer labels where the loss is sparse."""
    import tensorflow as tf

    outputs = tf.nest.flatten(model(_first(x, 1), training=False))
    batch = len(tf.nest.flatten(x)[0])
    targets = [
        _zeros((batch, *out.shape[1:-1]), "int32", tensors)
        if "sparse" in name
        else _zeros((batch, *out.shape[1:]), out.dtype.name if out.dtype.is_floating else "float32", tensors)
        for out, name in zip(outputs, _loss_names(model, len(outputs)))
    ]
    return targets[0] if len(targets) == 1 else targets
