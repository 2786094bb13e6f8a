"""Out-of-memory errors explained: what failed to allocate, the estimate, the largest batch, remedies.

:func:`explain_oom` reads TensorFlow's out-of-memory text (the exception's
message, or a pasted log with the allocator's summary); :class:`oom_guard`
wraps training and re-raises TensorFlow's ``ResourceExhaustedError`` as an
:class:`OutOfMemoryError` that says the same.

The remedies come from one pluggable function: :func:`set_remedies` replaces
the built-in list, e.g. with a function that works out each remedy's numbers.
"""

from __future__ import annotations

import contextlib
import html
import re
import sys
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from ._text import render_html_table
from .errors import InvalidArgumentError, KerasmemError
from .units import format_bytes, parse_size

__all__ = [
    "OomExplanation",
    "OutOfMemoryError",
    "RemedyProvider",
    "explain_oom",
    "oom_guard",
    "set_remedies",
]

#: ``provider(model, batch_size, memory)`` -> remedies, one line each (or a DataFrame, a row each).
#: ``model`` and ``batch_size`` may be None; ``memory`` is the device's bytes, or None where unknown.
RemedyProvider = Callable[[Any, "int | None", "int | None"], Any]

# TensorFlow's names of tensor types in its messages, and their sizes in bytes.
_DTYPE_BYTES = {
    "bool": 1, "int8": 1, "uint8": 1, "qint8": 1, "quint8": 1, "float8_e4m3fn": 1, "float8_e5m2": 1,
    "half": 2, "bfloat16": 2, "int16": 2, "uint16": 2,
    "float": 4, "int32": 4, "uint32": 4, "qint32": 4,
    "double": 8, "int64": 8, "uint64": 8, "complex64": 8,
    "complex128": 16,
}
# The allocator's summary; NumAllocs is a count, the others are sizes.
_STATS = ("Limit", "InUse", "MaxInUse", "NumAllocs", "MaxAllocSize", "Reserved", "PeakReserved", "LargestFreeBlock")

_TENSOR = re.compile(
    r"OOM when allocating tensor (?:with|of) shape\s*\[(?P<shape>[^\]]*)\]"
    r"(?: and type (?P<dtype>\w+))?(?: on (?P<device>\S+))?(?: by allocator (?P<allocator>\w+))?"
)
_RAN_OUT = re.compile(
    r"Allocator \((?P<allocator>\w+)\) ran out of memory trying to allocate (?P<size>[0-9.]+\s*[KMGT]?i?B)"
    r"(?: \(rounded to (?P<rounded>\d+)\))?(?P<rest>[^\n]*)"
)
_RAN_OUT_OLD = re.compile(r"Ran out of memory trying to allocate (?P<size>[0-9.]+\s*[KMGT]?i?B)")
_XLA = re.compile(r"Out of memory while trying to allocate (?P<bytes>\d+) bytes")
_STAT_LINE = re.compile(rf"^\s*(?P<key>{'|'.join(_STATS)}):\s*(?P<value>[0-9.]+\s*[KMGT]?i?B?)\s*$", re.MULTILINE)
_CREATED = re.compile(
    r"Created (?:TensorFlow )?device \(?(?P<device>\S+) with (?P<mb>\d+) MB memory\)?"
    r"(?:.*?name: (?P<name>[^,]+))?"
)
_OP_PATTERNS = (
    re.compile(r"\{\{node (?P<op>[^}]+)\}\}"),
    re.compile(r"\[\[Node: (?P<op>\S+) ="),
    re.compile(r"Detected at node (?P<op>\S+)"),
    re.compile(r"requested by op (?P<op>\S+)"),
    re.compile(r"\[Op:(?P<op>(?!__inference)[^\]]+)\]"),
)


class OutOfMemoryError(KerasmemError, MemoryError):
    """The device ran out of memory; ``str()`` explains it, ``.explanation`` holds the parts.

    Raised by :class:`oom_guard` (chained to TensorFlow's error; an instance
    is then also a ``tf.errors.ResourceExhaustedError``, so existing handlers
    still catch it) and by :func:`kerasmem.run_simulated`.
    """

    def __init__(self, explanation: "OomExplanation | str") -> None:
        super().__init__(str(explanation))
        self.explanation = explanation if isinstance(explanation, OomExplanation) else None
        self._text = str(explanation)

    def __str__(self) -> str:
        return self._text

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt as this class, so that a process without TensorFlow can unpickle it.
        return OutOfMemoryError, (self.explanation or self._text,)


@dataclass(frozen=True)
class OomExplanation:
    """What an out-of-memory error says, with kerasmem's estimate and remedies beside it.

    Sizes are in bytes. Fields that the text did not give, or that needed a
    model or batch size that was not given, are None (empty for collections).

    Attributes:
        failed: Whether an allocation failed; False when the text holds only
            TensorFlow's warnings that it retried with less memory.
        shape: The tensor that failed to allocate, e.g. (8192, 1024).
        dtype: Its type in TensorFlow's words ("float", "half", ...).
        requested: The bytes asked for: the allocator's rounded figure when
            logged, else shape x type size, else XLA's figure.
        op: The node or op that asked ("sequential_1/dense_1/Relu", "Mul").
        device: "GPU:0", "CPU:0", ...
        allocator: "GPU_0_bfc"; "bfc_cpu_allocator_for_gpu" on the simulated GPU.
        allocator_stats: The allocator's summary as logged: Limit, InUse,
            MaxInUse, ... in bytes (NumAllocs is a count). TensorFlow rounds
            them to two decimals of their unit.
        device_memory: The memory TensorFlow gave the device at start-up, if logged.
        gpu_name: The GPU's name, if logged.
        warnings: Allocation warnings that are not failures, one line each.
        model_name, batch_size: The model and batch size explained, if given.
        memory: The device's memory in bytes used for the largest batch:
            given, or the allocator's Limit, or the logged device memory.
        estimate: kerasmem's estimate at ``batch_size`` (a MemoryEstimate).
        largest_batch: The largest batch whose estimate fits ``memory``.
        remedies: What to try, one line each.
        notes: What could not be worked out, and why.
    """

    failed: bool
    shape: tuple[int, ...] | None = None
    dtype: str | None = None
    requested: int | None = None
    op: str | None = None
    device: str | None = None
    allocator: str | None = None
    allocator_stats: Mapping[str, int] = field(default_factory=dict)
    device_memory: int | None = None
    gpu_name: str | None = None
    warnings: tuple[str, ...] = ()
    model_name: str | None = None
    batch_size: int | None = None
    memory: int | None = None
    estimate: Any = field(default=None, repr=False)
    largest_batch: int | None = None
    remedies: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def limit(self) -> int | None:
        """The allocator's limit in bytes, if the text gave its summary."""
        return self.allocator_stats.get("Limit")

    @property
    def fragmented(self) -> bool:
        """Whether the failed request was smaller than the memory left under the limit."""
        stats = self.allocator_stats
        if self.requested is None or "Limit" not in stats or "InUse" not in stats:
            return False
        return stats["InUse"] + self.requested <= stats["Limit"]

    def _failure_line(self) -> str:
        if not self.failed:
            return (
                "No allocation failed: the text holds only warnings that TensorFlow retried with less "
                "memory (not an error by themselves)."
            )
        where = self.device or ""
        if self.allocator:
            where = f"{where} (allocator {self.allocator})" if where else f"allocator {self.allocator}"
        what = format_bytes(self.requested) if self.requested is not None else "memory"
        tensor = ""
        if self.shape is not None:
            tensor = f" for a {self.dtype + ' ' if self.dtype else ''}tensor of shape {list(self.shape)}"
        op = f" in {self.op}" if self.op else ""
        return f"Out of memory{' on ' + where if where else ''}: could not allocate {what}{tensor}{op}."

    def _lines(self) -> list[str]:
        lines = [self._failure_line()]
        stats = self.allocator_stats
        shown = [(k, label) for k, label in (("Limit", "limit"), ("InUse", "in use"), ("MaxInUse", "peak in use")) if k in stats]
        if shown:
            lines.append("Allocator: " + ", ".join(f"{label} {format_bytes(stats[k])}" for k, label in shown) + ".")
        if self.fragmented:
            lines.append(
                f"The request fits the {format_bytes(stats['Limit'] - stats['InUse'])} left under the limit, but "
                f"not in one piece: the allocator's memory is fragmented (or its regions could not grow)."
            )
        if self.estimate is not None:
            parts = " + ".join(f"{part} {format_bytes(n)}" for part, n in self.estimate.breakdown.items())
            lines.append(
                f"Estimate for '{self.estimate.model_name}' at batch size {self.estimate.batch_size} "
                f"({self.estimate.method}): {format_bytes(self.estimate.total)} = {parts}."
            )
        if self.largest_batch is not None:
            lines.append(
                f"Largest batch that fits {format_bytes(self.memory)} by the estimate: {int(self.largest_batch):,}."
            )
        lines += [f"Note: {note}" for note in self.notes]
        if self.remedies:
            lines.append("Remedies:")
            lines += [f"  - {remedy}" for remedy in self.remedies]
        return lines

    def __str__(self) -> str:
        return "\n".join(self._lines())

    def _repr_html_(self) -> str:
        rows = [
            [name, "" if value is None else value]
            for name, value in (
                ("shape", self.shape and list(self.shape)),
                ("type", self.dtype),
                ("requested", self.requested and format_bytes(self.requested)),
                ("op", self.op),
                ("device", self.device),
                ("allocator", self.allocator),
                *((key, format_bytes(v) if key != "NumAllocs" else f"{v:,}") for key, v in self.allocator_stats.items()),
                ("estimate", self.estimate and format_bytes(self.estimate.total)),
                ("largest batch (estimate)", self.largest_batch and f"{int(self.largest_batch):,}"),
            )
            if value is not None
        ]
        table = render_html_table(["", ""], rows, caption=self._failure_line())
        items = "".join(f"<li>{html.escape(r)}</li>" for r in (*self.notes, *self.remedies))
        return table + (f"<ul>{items}</ul>" if items else "")

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; sizes in bytes."""
        return {
            "failed": self.failed,
            "shape": list(self.shape) if self.shape is not None else None,
            "dtype": self.dtype,
            "requested_bytes": self.requested,
            "op": self.op,
            "device": self.device,
            "allocator": self.allocator,
            "allocator_stats": dict(self.allocator_stats),
            "device_memory_bytes": self.device_memory,
            "gpu_name": self.gpu_name,
            "warnings": list(self.warnings),
            "model": self.model_name,
            "batch_size": self.batch_size,
            "memory_bytes": self.memory,
            "estimate_bytes": self.estimate.total if self.estimate is not None else None,
            "largest_batch": int(self.largest_batch) if self.largest_batch is not None else None,
            "remedies": list(self.remedies),
            "notes": list(self.notes),
        }


def _tf_size(text: str) -> int:
    """TensorFlow's human sizes ("64.00MiB", "0B", "503270604") as bytes; it writes binary units."""
    return parse_size(text.strip())


def _device(path: str | None) -> str | None:
    if not path:
        return None
    match = re.search(r"(?:device:)?(GPU|CPU|TPU|gpu|cpu):(\d+)", path)
    return f"{match.group(1).upper()}:{match.group(2)}" if match else path


def _parse(text: str) -> OomExplanation:
    tensor = _TENSOR.search(text)
    failures = [m for m in _RAN_OUT.finditer(text) if "not a failure" not in m.group("rest")]
    warnings = tuple(m.group(0).strip() for m in _RAN_OUT.finditer(text) if "not a failure" in m.group("rest"))
    old = _RAN_OUT_OLD.search(text)
    xla = _XLA.search(text)
    # The allocator logs its summary only when an allocation fails.
    stats = {
        m.group("key"): int(m.group("value")) if m.group("key") == "NumAllocs" else _tf_size(m.group("value"))
        for m in _STAT_LINE.finditer(text)
    }
    failed = bool(tensor or failures or old or xla or "Limit" in stats)
    if not (failed or warnings):
        raise InvalidArgumentError(
            "found no out-of-memory error in the text: expected TensorFlow's 'OOM when allocating tensor ...', "
            "the allocator's 'ran out of memory trying to allocate ...' or XLA's 'Out of memory while trying to allocate ...'"
        )
    shape = dtype = requested = None
    if tensor:
        shape = tuple(int(d) for d in tensor.group("shape").replace(" ", "").split(",") if d)
        dtype = tensor.group("dtype")
    failure = failures[0] if failures else None
    if failure and failure.group("rounded"):
        requested = int(failure.group("rounded"))
    elif shape is not None and dtype in _DTYPE_BYTES:
        requested = _DTYPE_BYTES[dtype]
        for d in shape:
            requested *= d
    elif failure or old:
        requested = _tf_size((failure or old).group("size"))
    elif xla:
        requested = int(xla.group("bytes"))
    op = next((m.group("op") for p in _OP_PATTERNS if (m := p.search(text))), None)
    created = _CREATED.search(text)
    allocator = (tensor and tensor.group("allocator")) or (failure and failure.group("allocator"))
    return OomExplanation(
        failed=failed,
        shape=shape,
        dtype=dtype,
        requested=requested,
        op=op.strip() if op else None,
        device=_device((tensor and tensor.group("device")) or (created and created.group("device"))),
        allocator=allocator or None,
        allocator_stats=stats,
        # TensorFlow logs the device's memory in MiB and calls it MB.
        device_memory=int(created.group("mb")) * 2**20 if created else None,
        gpu_name=created.group("name").strip() if created and created.group("name") else None,
        warnings=warnings,
    )


def _builtin_remedies(model: Any, batch_size: int | None, memory: int | None) -> list[str]:
    """A short list without numbers; a plugged-in provider can give each remedy's."""
    smaller = "A smaller batch: kerasmem.find_max_batch_size(model) finds the largest that trains, by real steps."
    if batch_size:
        smaller = f"A smaller batch than {batch_size:,}: " + smaller.split(": ", 1)[1]
    return [
        smaller,
        "Mixed precision: keras.mixed_precision.set_global_policy('mixed_float16') before building the model "
        "('mixed_bfloat16' on Ampere or newer) stores activations in 2 bytes instead of 4.",
        "A lighter optimizer: SGD keeps no state per weight, Adam keeps two.",
        "More GPUs: tf.distribute.MirroredStrategy splits each batch across a node's GPUs.",
        "Each remedy with its estimated peak: kerasmem.suggest(model, batch_size, gpu), or kerasmem.set_remedies("
        "kerasmem.suggest) to have them here. (Gradient checkpointing with keras.RematScope does not help on "
        "TensorFlow with Keras 3.15: mode 'full' fails in compiled training, measured in benchmarks/RESULTS.md.)",
    ]


_remedy_provider: RemedyProvider = _builtin_remedies


def set_remedies(provider: RemedyProvider | None) -> RemedyProvider:
    """Plugs in the function that lists remedies for every explanation; returns the previous one.

    Args:
        provider: ``provider(model, batch_size, memory)`` returning remedies,
            one line each, or a pandas DataFrame (one line a row); None puts
            back the built-in list.

    Returns:
        The provider that was in place, to put it back later.

    Example:
        >>> previous = set_remedies(lambda model, batch_size, memory: ["Halve the batch."])
        >>> explain_oom("OOM when allocating tensor with shape[64,512] and type float").remedies
        ('Halve the batch.',)
        >>> _ = set_remedies(previous)
    """
    global _remedy_provider
    previous = _remedy_provider
    _remedy_provider = provider or _builtin_remedies
    return previous


def _remedy_lines(result: Any) -> tuple[str, ...]:
    if hasattr(result, "to_string") and hasattr(result, "columns"):
        text = result.to_string(index=False)
        return tuple(line.rstrip() for line in text.splitlines()[1:])  # the header adds nothing to a line
    return tuple(str(line) for line in result)


def explain_oom(
    text: str,
    model: Any = None,
    batch_size: int | None = None,
    *,
    memory: Any = None,
    input_shape: Any = None,
    method: str | None = None,
    remedies: bool = True,
) -> OomExplanation:
    """Explains TensorFlow's out-of-memory text: an exception's message or a pasted log.

    Reads what failed to allocate (shape, type, bytes, op, device, allocator),
    the allocator's summary where the log has it (Limit, InUse, MaxInUse, ...)
    and the device's memory where TensorFlow logged it at start-up. Given a
    model and batch size it adds kerasmem's estimate and the largest batch that
    fits the device's memory, then the remedies (see :func:`set_remedies`).

    Args:
        text: The text to read; anything around the error is ignored.
        model: The model that ran out of memory (as for
            :func:`kerasmem.estimate_memory`), for the estimate.
        batch_size: The batch size it trained with.
        memory: The device's memory: a GPU name, a size ("16GiB") or bytes.
            By default the allocator's Limit or the logged device memory.
        input_shape: As for :func:`kerasmem.estimate_memory`.
        method: The estimation method; by default the estimator's own.
        remedies: Whether to list remedies.

    Returns:
        An :class:`OomExplanation`; ``str()`` of it is a short readable text.

    Raises:
        InvalidArgumentError: the text holds no out-of-memory message.

    Example:
        >>> e = explain_oom("OOM when allocating tensor with shape[8192,1024] and type float on "
        ...                 "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc")
        >>> e.shape, e.requested, e.device, e.allocator
        ((8192, 1024), 33554432, 'GPU:0', 'GPU_0_bfc')
        >>> print(str(e).splitlines()[0])
        Out of memory on GPU:0 (allocator GPU_0_bfc): could not allocate 32.0 MiB for a float tensor of shape [8192, 1024].
    """
    if not isinstance(text, str):
        raise InvalidArgumentError(f"explain_oom reads text (a str), not {type(text).__name__}")
    found = _parse(text)
    notes: list[str] = []
    capacity = found.limit or found.device_memory
    device = None  # for the analytic estimate: where the memory ran out
    if memory is not None:
        from .gpus import resolve_memory

        capacity, label = resolve_memory(memory)
        device = None if label[:1].isdigit() else label
    if device is None:
        # The simulated GPU's allocator (the CPU's BFC) holds no CUDA context or reserve.
        on_cpu = "cpu" in (found.allocator or "").lower() or (found.device or "").upper().startswith("CPU")
        device = "cpu" if on_cpu else "gpu"
    estimate = largest = model_name = None
    if model is not None:
        from .models import as_model

        options: dict[str, Any] = {"method": method} if method else {}
        if (method or "analytic") == "analytic":
            options["device"] = device
        try:
            model = as_model(model, input_shape)
            model_name = model.name
            if batch_size is not None:
                from .estimate import estimate_memory

                estimate = estimate_memory(model, batch_size, input_shape=input_shape, **options)
            if capacity:
                from .estimate import max_batch_size

                largest = max_batch_size(model, capacity, input_shape=input_shape, **options)
        except KerasmemError as error:
            # The out-of-memory error is the news; a model the estimator cannot read must not hide it.
            notes.append(f"no estimate: {error}")
        if not capacity:
            notes.append("the device's memory is unknown: pass memory= for the largest batch that fits")
    lines = _remedy_lines(_remedy_provider(model, batch_size, capacity)) if remedies and found.failed else ()
    return replace(
        found,
        model_name=model_name,
        batch_size=batch_size,
        memory=capacity,
        estimate=estimate,
        largest_batch=int(largest) if largest is not None else None,  # MaxBatch does not pickle
        remedies=lines,
        notes=tuple(notes),
    )


def _resource_exhausted(error: BaseException | None) -> BaseException | None:
    """TensorFlow's ResourceExhaustedError in ``error`` or what it was raised from, if any."""

    tf_errors = sys.modules.get("tensorflow.python.framework.errors_impl")
    seen = set()
    while error is not None and id(error) not in seen and tf_errors is not None:
        if isinstance(error, tf_errors.ResourceExhaustedError):
            return error
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return None


_tf_flavoured: dict[str, type] = {}


def _as_tensorflow_error(explanation: OomExplanation) -> OutOfMemoryError:
    """An OutOfMemoryError that is also a tf.errors.ResourceExhaustedError, for handlers that catch TF's."""
    import tensorflow as tf

    cls = _tf_flavoured.get("cls")
    if cls is None:

        def __init__(self: Any, explanation: OomExplanation) -> None:
            tf.errors.ResourceExhaustedError.__init__(self, None, None, str(explanation))
            self.explanation = explanation
            self._text = str(explanation)

        cls = type("OutOfMemoryError", (OutOfMemoryError, tf.errors.ResourceExhaustedError), {"__init__": __init__})
        cls.__module__ = __name__
        _tf_flavoured["cls"] = cls
    return cls(explanation)


class oom_guard(contextlib.ContextDecorator):
    """Re-raises TensorFlow's out-of-memory error inside it as an explained :class:`OutOfMemoryError`.

    A context manager and a decorator. The new error is chained to
    TensorFlow's (``raise ... from``) and is also a
    ``tf.errors.ResourceExhaustedError``, so handlers written for TensorFlow's
    still catch it. Other errors pass through untouched.

    Args:
        model: The model being trained, for the estimated breakdown and the
            largest batch that fits (optional).
        batch_size: The batch size it trains with (optional).
        memory: The device's memory (GPU name, size or bytes); by default the
            device's capacity where kerasmem knows it (the simulated GPU's cap).
        input_shape, method, remedies: As for :func:`explain_oom`.

    Example:
        >>> with oom_guard():
        ...     pass

        Around ``fit`` (not run here)::

            with kerasmem.oom_guard(model, batch_size=256):
                model.fit(x, y, batch_size=256)

            @kerasmem.oom_guard(model, batch_size=256)
            def train():
                model.fit(x, y, batch_size=256)
    """

    def __init__(
        self,
        model: Any = None,
        batch_size: int | None = None,
        *,
        memory: Any = None,
        input_shape: Any = None,
        method: str | None = None,
        remedies: bool = True,
    ) -> None:
        self.model, self.batch_size, self.memory = model, batch_size, memory
        self.input_shape, self.method, self.remedies = input_shape, method, remedies

    def __enter__(self) -> "oom_guard":
        return self

    def __exit__(self, exc_type: Any, error: BaseException | None, traceback: Any) -> bool:
        original = _resource_exhausted(error)
        if original is None or isinstance(error, OutOfMemoryError):
            return False
        if self.model is not None and not isinstance(self.model, str):
            from .trials import release_failed_step

            release_failed_step(self.model)  # so that training can go on, e.g. at a smaller batch
        memory = self.memory
        if memory is None:
            from .probes import tf_allocator

            memory = tf_allocator.capacity(tf_allocator.default_device())
        try:
            explanation = explain_oom(
                str(original), self.model, self.batch_size, memory=memory,
                input_shape=self.input_shape, method=self.method, remedies=self.remedies,
            )
        except InvalidArgumentError:
            return False  # resource exhausted, but not memory (a quota, a file system): not ours to explain
        raise _as_tensorflow_error(explanation) from original
