"""The largest batch that trains on this device, found by real training steps, started from the estimate."""

from __future__ import annotations

import math
import sys
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ._text import render_html_table, render_table, thousands
from .errors import InvalidArgumentError
from .probes import tf_allocator
from .units import format_bytes

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["BatchSearch", "Trial", "find_max_batch_size"]

FITS, OOM = "fits", "out of memory"
# Growing without an estimate, or past a too-small prediction, goes at most this many times further.
_GROWTH = 4
# Everything tried ran out of memory: the next trial is this much smaller (half, without an estimate).
_SHRINK = 0.7
# The first trial is this much under the estimate's largest batch: on the simulated GPU the estimate was
# from 8% under to 6% over the largest batch that trains in a fresh process (benchmarks/RESULTS.md), and
# a trial that runs out of memory leaves the allocator's regions as it grew them, which lowers every later
# trial in the process (two_inputs under 256 MiB, its data made on the device: 491 ran out, then 441).
_FIRST_UNDER = 0.1
# The estimate's first guess ran out of memory: the next trial is this much smaller (such guesses in
# benchmarks/largest_batch.py were at most 26% above the true largest, most often under 10%).
_NEAR = 0.9
# The flattest line through measured peaks believed, as a share of the estimate's scaled growth per sample.
_FLATTEST = 0.5
# A line through two measured peaks only if their batches are at least this far apart.
_APART = 1.1
# A measured peak at least this share of the memory is at the cap: TensorFlow's allocator, short of
# memory, waits for running ops to free some before it fails, so peaks there stop rising with the batch
# (mnist_cnn under 256 MiB: 241, 237, 237 MiB at batches 692, 727, 768, all of which trained).
_AT_CAP = 0.9


@dataclass(frozen=True)
class Trial:
    """One batch size tried: ``steps`` real training steps.

    Attributes:
        batch: The batch size.
        outcome: "fits" or "out of memory".
        peak: The allocator's peak over the steps in bytes (None if it ran
            out of memory, or the device keeps no statistics).
        seconds: Wall time of the trial, data making included.
    """

    batch: int
    outcome: str
    peak: int | None
    seconds: float


@dataclass(frozen=True)
class BatchSearch:
    """The largest batch size that trained, and the trials that found it.

    Attributes:
        batch_size: The answer: the largest batch that trained, less the
            safety margin (0 if not even a batch of 1 trained).
        largest: The largest batch that trained.
        smallest_oom: The smallest batch that ran out of memory (None if none
            did): the true largest batch is from ``largest`` to one below it.
        complete: Whether the search closed its bracket to ``resolution``
            (False: it stopped at ``max_trials``).
        trials: Every trial, in order.
        start: The first batch tried, and where it came from (``start_reason``).
        memory: The device's memory in bytes, if known.
        device: The device trained on ("GPU:0", "CPU:0").
        allocator: Which allocator was read, in words.
        margin: The safety margin (a fraction of ``largest``).
        notes: What the search assumed, one sentence each.
    """

    batch_size: int
    largest: int
    smallest_oom: int | None
    complete: bool
    trials: tuple[Trial, ...]
    start: int
    start_reason: str
    memory: int | None
    device: str
    allocator: str
    margin: float
    notes: tuple[str, ...] = ()

    def __int__(self) -> int:
        return self.batch_size

    def __index__(self) -> int:
        return self.batch_size

    @property
    def table(self) -> "pd.DataFrame":
        """The trials as a DataFrame: batch, outcome, peak (bytes), seconds."""
        import pandas as pd

        return pd.DataFrame(
            {
                "batch": [t.batch for t in self.trials],
                "outcome": [t.outcome for t in self.trials],
                "peak": pd.array([t.peak for t in self.trials], dtype="Int64"),
                "seconds": [round(t.seconds, 2) for t in self.trials],
            }
        )

    def _rows(self) -> list[list[str]]:
        return [
            [str(i + 1), thousands(t.batch), t.outcome, "" if t.peak is None else format_bytes(t.peak), f"{t.seconds:.1f}"]
            for i, t in enumerate(self.trials)
        ]

    def _title(self) -> str:
        memory = f" of {format_bytes(self.memory)}" if self.memory else ""
        answer = f"Largest batch that trains on {self.device}{memory}: {self.largest:,}"
        if self.smallest_oom is None or self.smallest_oom - self.largest > 1:
            above = f"below {self.smallest_oom:,}" if self.smallest_oom is not None else "no upper bound found"
            answer += f" (at least; {above}{'' if self.complete else ', stopped at max_trials'})"
        if self.margin:
            answer += f"; with a {self.margin:.0%} margin: {self.batch_size:,}"
        return f"{answer} ({len(self.trials)} trials, starting from {self.start_reason})"

    def __str__(self) -> str:
        table = render_table(["trial", "batch", "outcome", "peak", "seconds"], self._rows(), left=1)
        notes = "".join(f"\n* {note}" for note in self.notes)
        return f"{self._title()}\n{table}{notes}"

    def _repr_html_(self) -> str:
        return render_html_table(["trial", "batch", "outcome", "peak", "seconds"], self._rows(), caption=self._title())

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; sizes in bytes."""
        return {
            "batch_size": self.batch_size,
            "largest": self.largest,
            "smallest_oom": self.smallest_oom,
            "complete": self.complete,
            "start": self.start,
            "start_reason": self.start_reason,
            "memory_bytes": self.memory,
            "device": self.device,
            "allocator": self.allocator,
            "margin": self.margin,
            "trials": [t.__dict__ for t in self.trials],
            "notes": list(self.notes),
        }


def find_max_batch_size(
    model: Any,
    x: Any = None,
    y: Any = None,
    *,
    steps: int = 2,
    margin: float = 0.0,
    start: int | None = None,
    max_trials: int = 12,
    resolution: float = 0.05,
    memory: Any = None,
    method: str | None = None,
    input_shape: Any = None,
    verbose: bool = True,
) -> BatchSearch:
    """Finds the largest batch that trains without running out of memory, by real training steps.

    Each trial trains ``steps`` batches with ``model.train_on_batch`` on the
    current device (a GPU if TensorFlow sees one, else the simulated GPU) and
    counts as out of memory if TensorFlow raises ``ResourceExhaustedError``.
    The first trial is 10% under the estimate's largest batch for the
    device's memory (the estimate is off by a few percent either way, and a
    trial that runs out of memory leaves the allocator's regions as it grew
    them, which on the simulated GPU lowers every later trial in the
    process); the next ones follow the measured peaks (the estimate's growth scaled to
    them, then a line through peaks of batches at least 10% apart, never
    flatter than half the estimate's growth; on the simulated GPU, near the
    cap, where the estimate's allocator capped at the memory stops placing
    the step), aimed half a ``resolution``
    under the boundary they predict, within a bracket of the largest batch
    that trained and the smallest that did not, bisecting when a prediction misses. It ends when the bracket is
    narrower than ``resolution``.

    Afterwards the model's weights and optimizer state are exactly as before,
    and training can go on in this process, also after trials that ran out of
    memory. The peak is the process's: memory held by anything else counts.

    Args:
        model: A built Keras model (compiled, or it is compiled with Adam and
            mean squared error), a .keras/.h5 path or a built-in name.
        x, y: Data: arrays (or lists/dicts of them), or a ``tf.data.Dataset``
            of ``(x, y)`` or of ``x`` alone, batched or not. Trials cycle
            through it to fill larger batches. By default synthetic data
            shaped like the model's inputs and outputs (host arrays, as
            :func:`kerasmem.measure_peak`'s).
        steps: Training steps per trial that update the weights (steps whose
            update a loss scale skips are run too, not counted, as in
            :func:`kerasmem.measure_peak`); the first step is not always the
            largest, so at least 2 is wise. A long run meets rarer, higher
            steps than a few trial steps show (up to 31% higher in 60-step
            runs, benchmarks/studies/2026-11-26-long-runs): keep a ``margin``.
        margin: Safety margin, a fraction: the answer is the largest batch
            that trained times ``1 - margin``, rounded down.
        start: The first batch to try, instead of the estimate's (less 10%).
        max_trials: The search stops after this many trials.
        resolution: The search ends when the largest batch that trains is
            known to within this fraction of it (between the largest that
            trained and the smallest that ran out of memory); 0 for the exact
            batch. 5% by default: each trial that runs out of memory costs
            seconds (TensorFlow waits for memory to be freed before it gives
            up), every 1% closer costs a trial or two, and the allocator's
            fragmentation moves the boundary by a few percent from one process
            to the next anyway (benchmarks/RESULTS.md).
        memory: The device's memory (a size, bytes or a GPU name), to start
            from the estimate; by default what kerasmem knows of the device
            (the simulated GPU's cap).
        method: The estimation method for the start; by default the
            estimator's own.
        input_shape: As for :func:`kerasmem.estimate_memory`.
        verbose: Print one line per trial.

    Returns:
        A :class:`BatchSearch`: ``int()`` of it is the answer; ``.table`` the
        trials (batch, outcome, peak, seconds).

    Raises:
        InvalidArgumentError: bad arguments, or nothing caps this device's
            memory (a CPU that is not a capped simulated GPU), so no trial
            could ever run out of memory.

    Example:
        Under a 200 MiB simulated GPU (not run here)::

            >>> search = kerasmem.run_simulated(find_max_batch_size, model, memory="200MiB")  # doctest: +SKIP
            >>> print(search)  # doctest: +SKIP
    """
    from .models import as_model
    from .trials import _check_steps, _compiled, _restored

    _check_steps(steps)
    if isinstance(margin, bool) or not isinstance(margin, (int, float)) or not 0 <= margin < 1:
        raise InvalidArgumentError(f"margin must be a fraction from 0 to below 1, got {margin!r}")
    if isinstance(resolution, bool) or not isinstance(resolution, (int, float)) or not 0 <= resolution < 1:
        raise InvalidArgumentError(f"resolution must be a fraction from 0 to below 1, got {resolution!r}")
    if isinstance(max_trials, bool) or not isinstance(max_trials, int) or max_trials < 1:
        raise InvalidArgumentError(f"max_trials must be a positive integer, got {max_trials!r}")
    if start is not None:
        from .estimate import check_batch_size

        start = check_batch_size(start)
    model, notes = _compiled(as_model(model, input_shape))
    device = tf_allocator.default_device()
    capacity = _capacity(memory, device)
    batches = _data_source(model, x, y, input_shape)
    notes += batches.notes
    options: dict[str, Any] = {"method": method} if method else {}
    if (method or "analytic") == "analytic" and device.startswith("CPU"):
        options["device"] = "cpu"  # the simulated GPU: its allocator holds no CUDA context or reserve
        options["memory_growth"] = tf_allocator.simulated_growth()  # or one region (simulate --no-growth)
    estimator = _estimator(model, input_shape, options) if capacity else None
    if start is not None:
        reason = f"the given start, {start:,}"
    elif capacity:
        from .estimate import max_batch_size

        guess = max_batch_size(model, capacity, input_shape=input_shape, **options)
        start = max(1, math.floor(int(guess) * (1 - _FIRST_UNDER)))
        reason = f"the estimate's largest batch for {format_bytes(capacity)}, {int(guess):,}" + (
            f", less {_FIRST_UNDER:.0%}" if start < int(guess) else "")
    else:
        start = 32
        reason = "32: the device's memory is unknown, so no estimate"
        notes.append("The device's memory is unknown: the search doubled from 32, without an estimate.")
    try:
        tf_allocator.read(device)
        stats_device: str | None = device
    except tf_allocator.MeasurementError:
        stats_device = None
        notes.append(f"{device} keeps no allocator statistics here: the trials show no peaks.")
    search = _Search(capacity, estimator)
    trials: list[Trial] = []
    candidate: int | None = start
    with _restored(model):
        while candidate is not None and len(trials) < max_trials:
            trial = _try(model, batches, candidate, steps, stats_device)
            trials.append(trial)
            if verbose:
                peak = f", peak {format_bytes(trial.peak)}" if trial.peak is not None else ""
                print(f"kerasmem: trial {len(trials)}: batch {trial.batch:,}: {trial.outcome}{peak} ({trial.seconds:.1f} s)",
                      file=sys.stdout, flush=True)
            search.record(trial)
            candidate = search.next(resolution)
    largest = search.lo
    complete = candidate is None
    if not complete:
        bound = f"below {search.hi:,}" if search.hi is not None else "not bounded above"
        notes.append(f"Stopped after {max_trials} trials: the largest batch is at least {largest:,}, {bound}.")
    answer = math.floor(largest * (1 - margin)) if largest else 0
    return BatchSearch(
        batch_size=max(answer, 1) if largest else 0,
        largest=largest,
        smallest_oom=search.hi,
        complete=complete,
        trials=tuple(trials),
        start=trials[0].batch,
        start_reason=reason,
        memory=capacity,
        device=device,
        allocator=tf_allocator.allocator_name(device),
        margin=float(margin),
        notes=tuple(notes),
    )


def _capacity(memory: Any, device: str) -> int | None:
    if memory is not None:
        from .gpus import resolve_memory

        return resolve_memory(memory)[0]
    capacity = tf_allocator.capacity(device)
    if capacity is None and device.startswith("CPU"):
        raise InvalidArgumentError(
            f"nothing caps the memory of {device} here, so no batch would run out of memory: run it on a "
            f"simulated GPU with a cap (kerasmem.run_simulated(..., memory='2GiB') or kerasmem simulate "
            f"--memory 2GiB -- python script.py), or on a GPU"
        )
    return capacity


def _estimator(model: Any, input_shape: Any, options: dict[str, Any]) -> Callable[[int], Any]:
    from .estimate import prepare

    return prepare(model, input_shape=input_shape, ready_up_to=0, **options)


class _Search:
    """The bracket of batch sizes: ``lo`` trained, ``hi`` ran out of memory; and what to try next."""

    def __init__(self, capacity: int | None, estimator: Callable[[int], Any] | None) -> None:
        self.capacity, self.estimator = capacity, estimator
        self.lo, self.hi = 0, None
        self.peaks: dict[int, int] = {}  # batch -> measured peak, for the batches that trained
        self.confirming = False  # whether the last trial was the closing one, to confirm a predicted boundary at lo
        self.tried = 0
        # The estimate's allocator capped at the memory (the analytic one on the CPU): where it can no
        # longer place the step. Dropped once a batch it cannot place has trained.
        self.places = getattr(estimator, "places", None) if capacity else None
        self.refuted = 0  # the batch that trained although the capped allocator could not place it

    def record(self, trial: Trial) -> None:
        self.tried += 1
        if trial.outcome == FITS:
            self.lo = max(self.lo, trial.batch)
            if trial.peak is not None:
                self.peaks[trial.batch] = trial.peak
            if self.places is not None and not self.places(trial.batch, self.capacity):
                self.places, self.refuted = None, trial.batch
        else:
            self.hi = trial.batch if self.hi is None else min(self.hi, trial.batch)

    def _predicted(self) -> int | None:
        """The largest batch whose predicted peak fits: a line through the measured peaks."""
        if not self.capacity or not self.peaks:
            return None
        (b2, p2), *rest = sorted(self.peaks.items(), reverse=True)
        if self.places is not None and p2 >= _AT_CAP * self.capacity:
            # A peak at the cap measures what the allocator let run, not what the step needs: one
            # alone (mnist_cnn under 1 GiB: 1,008 MiB at 3,084, and 3,572 trained), or peaks that rise
            # less than half as fast as the batch (conv_autoencoder under 256 MiB: 234, 236, 237, 238
            # MiB at 103, 112, 119, 125). The boundary is where the capped allocator stops placing the step.
            if not rest or p2 / rest[0][1] - 1 < _FLATTEST * (b2 / rest[0][0] - 1):
                return self._last_placed(b2, _GROWTH * b2)
        scaled = None
        if self.estimator is not None:
            # The estimate's growth per sample, scaled by how far the estimate was off at b2. Taken over
            # b2/2..b2, not at b2 alone: the allocator's chunks make the estimate grow in steps, so its
            # growth from one sample to the next is often 0 or a whole chunk.
            estimate = self.estimator(b2)
            half = b2 // 2
            growth = (estimate.total - self.estimator(half).total) / (b2 - half) if half else estimate.per_sample
            if estimate.total > 0 and growth > 0:
                scaled = growth * p2 / estimate.total
        secant = None
        if rest:
            b1, p1 = rest[0]
            # Two batches a few percent apart differ by less than the peaks' own noise near the cap.
            secant = (p2 - p1) / (b2 - b1) if p2 > p1 and b2 >= _APART * b1 else None
        slope = secant or scaled
        if secant and scaled:
            # Peaks move by whole allocator chunks and flatten near the cap: the line can be nearly flat
            # and predict far too much. No flatter than part of the estimate's.
            slope = max(secant, _FLATTEST * scaled)
        if not slope:
            return None
        line = b2 + math.floor((self.capacity - p2) / slope)
        if self.places is None or line <= b2:
            return line
        # Near the cap a step runs out of memory before its peak reaches it (no region left for a
        # request), so the line overshoots: the boundary is where the capped allocator stops placing it.
        return self._last_placed(b2, line)

    def _last_placed(self, low: int, high: int) -> int:
        """The largest batch up to ``high`` the capped allocator places, from ``low`` (placed)."""
        from .estimate import _last_passing

        if self.places(high, self.capacity):
            return high
        return _last_passing(low, high, lambda batch: self.places(batch, self.capacity))

    def next(self, resolution: float) -> int | None:
        lo, hi = self.lo, self.hi
        if hi is not None and hi - 1 - lo <= resolution * lo:
            return None
        predicted = self._predicted()
        if predicted is not None:
            # Aim half a resolution under the predicted boundary: a trial that trains there leaves one
            # more (``closing``) to end the search, where one aimed at the boundary fails half the time.
            predicted = max(1, math.floor(predicted * (1 - resolution / 2)))
        closing = lo + math.floor(resolution * lo) + 1  # the smallest batch whose failure ends the search
        if hi is None:  # everything so far trained: grow, at least by the resolution
            if self.refuted == lo:
                # The capped allocator refused lo, which trained: a few percent pessimistic (mlp_4096
                # under 1 GiB: refused 11,828, which trained; 11,912 ran out). The boundary is likely
                # within a step: close there, not where a line through peaks at the cap points.
                return closing
            target = max(predicted, closing) if predicted is not None else 2 * lo
            return min(target, _GROWTH * lo)
        if lo == 0:  # everything so far ran out of memory: shrink
            if self.capacity and self.estimator is not None and self.tried == 1:
                return max(1, math.floor(hi * _NEAR))  # the estimate was near: a little below it
            return max(1, math.floor(hi * _SHRINK) if self.capacity else hi // 2)
        bisect = (lo + hi) // 2
        confirming, self.confirming = self.confirming, False
        if predicted is None or predicted >= hi:  # no prediction, or one already refuted
            return bisect
        if predicted <= lo:
            if confirming:  # the closing trial trained although predicted not to: the prediction is off, bisect
                return bisect
            self.confirming = True  # the boundary is predicted at lo: the closing trial should run out of memory
            return min(closing, hi - 1)
        return predicted


def _try(model: Any, batches: "_DataSource", batch: int, steps: int, device: str | None) -> Trial:
    import tensorflow as tf

    from .trials import _step_peaks

    began = time.perf_counter()
    try:
        x, y = batches(batch)
        peaks, _ = _step_peaks(model, x, y, steps, device)
        del x, y
        outcome, peak = FITS, (max(peaks) if device is not None else None)
    except tf.errors.ResourceExhaustedError:
        outcome, peak = OOM, None
    return Trial(batch, outcome, peak, time.perf_counter() - began)


class _DataSource:
    """``source(n)`` -> (x, y) with n samples: synthetic, cycled from arrays, or drawn from a dataset."""

    def __init__(self, make: Callable[[int], tuple[Any, Any]], notes: list[str]) -> None:
        self.make, self.notes = make, notes

    def __call__(self, n: int) -> tuple[Any, Any]:
        return self.make(n)


def _data_source(model: Any, x: Any, y: Any, input_shape: Any) -> _DataSource:
    import tensorflow as tf

    from .trials import _synthetic_inputs, _synthetic_targets

    if x is None:
        if y is not None:
            raise InvalidArgumentError("y= needs x=: pass both, or neither for synthetic data")

        def synthetic(n: int) -> tuple[Any, Any]:
            # Host arrays: each step copies them to the device. Made on the simulated GPU they would sit
            # in its capped allocator before the step and move its boundary (two_inputs under 256 MiB:
            # 440 ran out with device tensors, 470 trained with arrays). A GPU holds the copy in its
            # allocator; the simulated GPU does in some processes only (measure_peak makes its data
            # on the device for that reason: benchmarks/studies/2026-11-29-input-batch). Kept as
            # arrays: the search's benchmarks were measured so.
            inputs = _synthetic_inputs(model, n, input_shape)
            return inputs, _synthetic_targets(model, inputs)

        return _DataSource(synthetic, ["Synthetic data shaped like the model's inputs (host arrays)."])
    if isinstance(x, tf.data.Dataset):
        if y is not None:
            raise InvalidArgumentError("a tf.data.Dataset brings its own targets: pass y=None")
        return _dataset_source(model, x)

    def cycled(n: int) -> tuple[Any, Any]:
        inputs = _cycle(x, n)
        return inputs, (_synthetic_targets(model, inputs) if y is None else _cycle(y, n))

    return _DataSource(cycled, [] if y is not None else ["Synthetic targets shaped like the model's outputs."])


def _cycle(data: Any, n: int) -> Any:
    """The first ``n`` samples, starting over as often as needed: the batch must have n samples."""
    import numpy as np
    import tensorflow as tf

    def take(array: Any) -> Any:
        array = np.asarray(array)
        if len(array) == 0:
            raise InvalidArgumentError("the data has no samples")
        return array[:n] if len(array) >= n else np.take(array, np.arange(n) % len(array), axis=0)

    return tf.nest.map_structure(take, data)


def _dataset_source(model: Any, dataset: Any) -> _DataSource:
    import tensorflow as tf

    spec = dataset.element_spec
    with_targets = isinstance(spec, tuple) and len(spec) in (2, 3)
    first_input = tf.nest.flatten(spec[0] if with_targets else spec)[0]
    # Batched if its elements have the model input's rank, batch dimension included.
    batched = len(first_input.shape) == len(tf.nest.flatten(model.inputs)[0].shape)
    samples = dataset.unbatch() if batched else dataset

    def drawn(n: int) -> tuple[Any, Any]:
        from .trials import _synthetic_targets

        element = samples.repeat().batch(n).take(1).get_single_element()
        if with_targets:
            return element[0], element[1]
        return element, _synthetic_targets(model, element, tensors=True)

    notes = ["Batches drawn from the dataset, repeated to fill large ones."]
    if not with_targets:
        notes.append("Synthetic targets shaped like the model's outputs.")
    return _DataSource(drawn, notes)
