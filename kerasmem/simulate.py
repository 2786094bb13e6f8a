"""A small GPU on any machine: run code in a fresh process on the simulated GPU, with a hard cap.

The simulated GPU is the CPU allocating through TensorFlow's BFC allocator, a
GPU's own, with oneDNN off (see :mod:`kerasmem.probes.tf_allocator`). Capped, it
raises the same out-of-memory errors a GPU of that size would. TensorFlow reads
these settings once, at import, so the code runs in a process of its own:
:func:`run_simulated` from Python, ``kerasmem simulate`` from the shell.
"""

from __future__ import annotations

import io
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Sequence

from .errors import InvalidArgumentError, KerasmemError

__all__ = ["SimulationError", "run_command", "run_simulated", "simulated_environment"]

# The log kept to explain an out-of-memory error: the allocator's dump runs to a few hundred lines.
_LOG_LINES = 20_000


class SimulationError(KerasmemError, RuntimeError):
    """The simulated process failed without an exception that could be brought back (a crash, a kill)."""


def simulated_environment(memory: Any = None, memory_growth: bool = True) -> dict[str, str]:
    """The variables that make a new process's CPU a simulated GPU of ``memory``.

    Args:
        memory: A size ("2GiB", "512MiB"), bytes, or a catalog GPU name
            ("V100-PCIE-16GB": what a process gets of it, its ``capacity``); None for no cap.
        memory_growth: False: the allocator holds the whole cap in one region
            from the start, as a GPU's does without memory growth
            (TensorFlow's default on a GPU); True (default): it grows by
            regions, as TensorFlow's CPU allocator does and a GPU's with memory
            growth on. Near the cap the two differ: a request must fit inside
            one region. False needs a cap.

    Returns:
        Variable name -> value, to add to the new process's environment.

    Example:
        >>> simulated_environment("2GiB")["TF_CPU_BFC_MEM_LIMIT_IN_MB"]
        '2048'
    """
    from .probes import tf_allocator

    if memory is None:
        return tf_allocator.simulated_gpu_environment(None, memory_growth)
    from .gpus import resolve_memory

    return tf_allocator.simulated_gpu_environment(resolve_memory(memory)[0], memory_growth)


def run_simulated(
    fn: Callable[..., Any],
    *args: Any,
    memory: Any = "256MiB",
    memory_growth: bool = True,
    timeout: float | None = None,
    **kwargs: Any,
) -> Any:
    """Runs ``fn(*args, **kwargs)`` in a fresh process on the simulated GPU; returns its result.

    ``fn``, its arguments and its result travel by pickle: ``fn`` must be
    importable by name (defined at the top level of a module, or of the
    script being run). The child imports TensorFlow itself; the calling
    process may have imported it already, in any configuration. What the
    child prints to stdout shows as it runs; its stderr (TensorFlow's log) is
    kept, to explain an out-of-memory error.

    Args:
        fn: The function to run.
        *args, **kwargs: Its arguments.
        memory: The simulated GPU's memory: a size ("256MiB", "2GiB"), bytes,
            a catalog GPU name, or None for no cap (to measure).
        memory_growth: False: one region of the whole cap, as a GPU without
            memory growth (see :func:`simulated_environment`).
        timeout: Seconds to wait before the child is killed; None waits.

    Returns:
        What ``fn`` returned.

    Raises:
        OutOfMemoryError: ``fn`` ran out of the simulated GPU's memory; the
            message explains it, with the allocator's summary from the log.
        SimulationError: the child died without raising (killed, crashed,
            timed out), or its error could not be brought back; the message
            ends with the last lines of its log.
        Exception: whatever else ``fn`` raised, as it raised it.

    Example:
        >>> run_simulated(max, 3, 7, memory="64MiB")
        7
    """
    import multiprocessing.spawn

    # The log is kept, not shown, so it may be full: the allocator's summary is logged at INFO level.
    env = {**os.environ, **simulated_environment(memory, memory_growth), "TF_CPP_MIN_LOG_LEVEL": "0"}
    # What multiprocessing's spawn start method passes a child: sys.path, the working directory, and the
    # main script (run under another name), so that functions defined there can be found by name.
    preparation = multiprocessing.spawn.get_preparation_data("kerasmem-simulated")
    preparation.pop("authkey", None)  # for multiprocessing's connections, which this child has none of
    try:
        call = pickle.dumps((fn, args, kwargs))
    except (pickle.PicklingError, AttributeError, TypeError) as error:
        raise InvalidArgumentError(
            f"run_simulated sends the function and its arguments to a new process by pickle, and they do not "
            f"pickle ({error}): define the function at the top level of a module"
        ) from error
    with tempfile.TemporaryDirectory(prefix="kerasmem-simulated-") as folder:
        request, reply, log = (Path(folder) / name for name in ("request", "reply", "log"))
        request.write_bytes(pickle.dumps(preparation) + call)
        with open(log, "wb") as stderr:
            try:
                process = subprocess.run(
                    [sys.executable, "-c", "from kerasmem.simulate import _child; _child()", str(request), str(reply)],
                    env=env, stderr=stderr, stdin=subprocess.DEVNULL, timeout=timeout, check=False,
                )
            except subprocess.TimeoutExpired:
                raise SimulationError(f"the simulated process ran past {timeout} seconds and was stopped") from None
        text = log.read_bytes().decode(errors="replace")
        if not reply.exists():
            raise SimulationError(f"the simulated process ended with status {process.returncode} {_tail(text)}")
        ok, value = _load_reply(reply.read_bytes(), text)
    if ok:
        return value
    raise value


def run_command(argv: Sequence[str], memory: Any = None, memory_growth: bool = True) -> int:
    """Runs a command on the simulated GPU; returns its exit status (128 + N if killed by signal N).

    The command's output passes through as it comes; if it fails and its log
    shows an out-of-memory error, the explanation follows on stderr.
    ``kerasmem simulate`` is this function.

    Raises:
        InvalidArgumentError: no command, a bad ``memory``, or a command that
            cannot be run.
    """
    from collections import deque

    from .units import format_bytes

    if not argv:
        raise InvalidArgumentError("no command to run: write it after --, e.g. kerasmem simulate --memory 2GiB -- python train.py")
    env = {**os.environ, **simulated_environment(memory, memory_growth)}
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "0")  # the allocator's summary is logged at INFO level
    cap = env.get("TF_CPU_BFC_MEM_LIMIT_IN_MB")
    size = f"{format_bytes(int(cap) * 2**20)} of memory" if cap else "no memory cap"
    size += "" if memory_growth else " in one region (no memory growth)"
    log: deque[str] = deque(maxlen=_LOG_LINES)
    try:
        with subprocess.Popen(list(argv), env=env, stderr=subprocess.PIPE) as process:
            assert process.stderr is not None
            print(f"kerasmem: simulated GPU with {size} (the CPU through TensorFlow's BFC allocator, real GPUs hidden)",
                  file=sys.stderr, flush=True)
            for raw in process.stderr:
                sys.stderr.buffer.write(raw)
                sys.stderr.buffer.flush()
                log.append(raw.decode(errors="replace"))
    except FileNotFoundError:
        raise InvalidArgumentError(f"command not found: {argv[0]}") from None
    except PermissionError:
        raise InvalidArgumentError(f"cannot run {argv[0]}: permission denied") from None
    status = process.returncode
    if status != 0:
        _explain_log("".join(log))
    return 128 - status if status < 0 else status


def _explain_log(text: str) -> None:
    from .oom import explain_oom

    try:
        explanation = explain_oom(text)
    except InvalidArgumentError:
        return  # it failed for another reason: its own output says which
    if explanation.failed:
        print(f"\nkerasmem: {explanation}", file=sys.stderr)


def _tail(log: str, lines: int = 12) -> str:
    return "and no result; its log ends:\n" + "\n".join(log.rstrip().splitlines()[-lines:])


def _load_reply(data: bytes, log: str) -> tuple[bool, Any]:
    from .oom import OutOfMemoryError, explain_oom

    try:
        ok, value = pickle.loads(data)
    except Exception as error:  # noqa: BLE001 - any unpickling failure (a class the parent lacks) is reported the same way
        return False, SimulationError(f"the simulated process's result could not be read here ({error})")
    if isinstance(value, _Unpicklable):
        return False, SimulationError(f"the simulated process raised {value.text}")
    if isinstance(value, _OutOfMemory):
        # TensorFlow logs the allocator's summary, not in the exception: read both.
        try:
            return False, OutOfMemoryError(explain_oom(value.message + "\n" + log))
        except InvalidArgumentError:  # resource exhausted, but not memory
            return False, SimulationError(f"the simulated process raised ResourceExhaustedError: {value.message}")
    return ok, value


class _Unpicklable:
    """Stands in for an exception that does not pickle: its type and message."""

    def __init__(self, error: BaseException) -> None:
        self.text = f"{type(error).__module__}.{type(error).__qualname__}: {error}"


class _OutOfMemory:
    """Stands in for TensorFlow's out-of-memory error, which needs TensorFlow to unpickle."""

    def __init__(self, message: str) -> None:
        self.message = message


def _child() -> None:
    """The simulated process: prepare like a spawned child, call, send back the result or the error."""
    import multiprocessing.spawn

    request, reply = sys.argv[1], sys.argv[2]
    with open(request, "rb") as stream:
        preparation = pickle.load(stream)
        multiprocessing.spawn.prepare(preparation)
        fn, args, kwargs = pickle.load(stream)
    try:
        outcome: tuple[bool, Any] = (True, fn(*args, **kwargs))
    except Exception as error:  # noqa: BLE001 - every error goes back to the caller, to be raised there
        outcome = (False, _portable(error))
    buffer = io.BytesIO()
    try:
        pickle.dump(outcome, buffer)
    except Exception as error:  # noqa: BLE001 - a result or error that does not pickle is reported, not lost
        buffer = io.BytesIO()
        pickle.dump((False, _Unpicklable(error if outcome[0] else outcome[1])), buffer)
    Path(reply).write_bytes(buffer.getvalue())


def _portable(error: BaseException) -> Any:
    """TensorFlow's out-of-memory error as its message (the parent may lack TensorFlow); others as raised."""
    from .oom import OutOfMemoryError, _resource_exhausted

    original = _resource_exhausted(error)
    if original is None or isinstance(error, OutOfMemoryError):
        return error
    return _OutOfMemory(str(original))
