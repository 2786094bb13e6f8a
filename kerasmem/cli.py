"""The `kerasmem` command.

    kerasmem estimate MODEL -b N [--method seed] [--gpu NAME] [--input-shape 224,224,3] [--json]
    kerasmem summary MODEL [--input-shape ...] [--json]
    kerasmem gpus [--cluster NAME] [--json]
    kerasmem demo
    kerasmem simulate [--memory 2GiB] -- COMMAND [ARGS ...]

Bad input prints one line, ``kerasmem: error: ...``, and exits with status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import tempfile
from typing import Any, Iterator, Sequence

from .errors import KerasmemError

EXIT_OK, EXIT_ERROR, EXIT_INTERRUPTED = 0, 2, 130


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"batch size must be a positive integer, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"batch size must be a positive integer, got {value}")
    return value


def _shape(text: str) -> tuple[int, ...]:
    try:
        shape = tuple(int(part) for part in text.replace("x", ",").split(","))
    except ValueError:
        shape = ()
    if not shape or any(d <= 0 for d in shape):
        raise argparse.ArgumentTypeError(
            f"input shape must be positive integers without the batch dimension, like 224,224,3; got {text!r}"
        )
    return shape


def _input_shape(args: argparse.Namespace) -> Any:
    shapes = args.input_shape
    if not shapes:
        return None
    return shapes[0] if len(shapes) == 1 else shapes


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kerasmem",
        description="Will my Keras model fit into a GPU? Sizes are shown in binary units (MiB, GiB).",
    )
    from . import __version__

    parser.add_argument("--version", action="version", version=f"kerasmem {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def model_arguments(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("model", metavar="MODEL", help="a .keras or .h5 file, or a built-in model: mnist_cnn, ResNet50, MobileNetV2, ...")
        sub.add_argument(
            "--input-shape",
            type=_shape,
            action="append",
            metavar="SHAPE",
            help="input shape without the batch dimension, e.g. 224,224,3; repeat for several inputs",
        )
        sub.add_argument("--json", action="store_true", help="print JSON (sizes in bytes)")

    estimate = commands.add_parser(
        "estimate", help="estimate the memory of one training step", description="Estimate the memory of one training step."
    )
    model_arguments(estimate)
    estimate.add_argument("-b", "--batch-size", type=_positive_int, required=True, metavar="N", help="training batch size")
    from .estimate import METHODS

    estimate.add_argument(
        "--method",
        choices=list(METHODS),
        default="seed",
        help="; ".join(f"{name}: {text}" for name, text in METHODS.items()),
    )
    estimate.add_argument("--gpu", metavar="NAME", help="a GPU (e.g. V100-PCIE-16GB, a100) or a size (e.g. 12GB): does it fit, and the largest batch that does")

    summary = commands.add_parser(
        "summary", help="per-layer table: shapes, parameters, activations", description="Per-layer table of a model."
    )
    model_arguments(summary)

    gpus = commands.add_parser("gpus", help="list the GPU catalog", description="List the GPU catalog, or one cluster's GPUs.")
    gpus.add_argument("--cluster", metavar="NAME", help="only this cluster's GPUs (Graham, Cedar, Beluga, Helios, Mist)")
    gpus.add_argument("--json", action="store_true", help="print JSON (memory in bytes)")

    commands.add_parser("demo", help="the talk's MNIST CNN: summary and estimate", description="Run the demo.")

    simulate = commands.add_parser(
        "simulate",
        help="run a command on a simulated small GPU (the CPU, capped)",
        description=(
            "Run a command with TensorFlow's CPU set up as a simulated GPU: the GPU's BFC allocator, oneDNN off, "
            "real GPUs hidden, and with --memory a hard cap that raises genuine out-of-memory errors. The command's "
            "exit status is passed through; if it ran out of memory, kerasmem explains the error after its output."
        ),
    )
    simulate.add_argument(
        "--memory", "-m", metavar="SIZE",
        help="the simulated GPU's memory: a size (2GiB, 512MiB; GB read as GiB) or a catalog GPU (v100-16gb); "
        "without it, no cap (to measure)",
    )
    simulate.add_argument("argv", nargs=argparse.REMAINDER, metavar="-- COMMAND ...", help="the command to run, after --")
    return parser


def _estimate(args: argparse.Namespace) -> None:
    from .estimate import check_batch_size, largest_batch, prepare
    from .gpus import resolve_memory
    from .units import format_bytes

    # One analysis of the model serves the estimate and the largest-batch search.
    estimator = prepare(args.model, args.method, _input_shape(args))
    estimate = estimator(check_batch_size(args.batch_size))
    verdict = None
    if args.gpu:
        capacity, label = resolve_memory(args.gpu)
        largest = largest_batch(estimator, capacity, label)
        verdict = {
            "gpu": label,
            "memory_bytes": capacity,
            "fits": estimate.total <= capacity,
            "max_batch_size": int(largest),
            "reason": largest.reason,
        }
    if args.json:
        print(json.dumps(estimate.to_dict() | ({"gpu": verdict} if verdict else {}), indent=2))
        return
    print(estimate)
    if verdict:
        answer = "fits" if verdict["fits"] else "does NOT fit"
        print(
            f"\nOn {verdict['gpu']} ({format_bytes(verdict['memory_bytes'])}): batch size "
            f"{args.batch_size} {answer}. Largest batch size that fits: {verdict['max_batch_size']:,} "
            f"({verdict['reason']})."
        )


def _summary(args: argparse.Namespace) -> None:
    from .summary import summarize

    table = summarize(args.model, _input_shape(args))
    if args.json:
        print(json.dumps({"model": table.model_name, "layers": table.to_dict("records"), "totals": table.totals.to_dict()}, indent=2, default=int))
    else:
        print(table)


def _gpus(args: argparse.Namespace) -> None:
    from ._text import render_table
    from .gpus import list_gpus
    from .units import format_bytes

    table = list_gpus(args.cluster)
    if args.json:
        print(table.to_json(orient="records", indent=2))
        return
    headers = ["GPU", "memory", "compute capability", "architecture", "bfloat16"]
    columns = ["name", "memory", "compute_capability", "architecture", "bfloat16"]
    if args.cluster:
        headers.append("GPUs per node")
        columns.append("gpus_per_node")
    rows = [
        [format_bytes(v, "GiB") if c == "memory" else ("yes" if v is True else "no" if v is False else v) for c, v in zip(columns, row)]
        for row in table[columns].itertuples(index=False)
    ]
    print(render_table(headers, rows))
    print("\nMemory is the nominal size of the card; NVML reports a little less, and TensorFlow can use less still.")


def _demo(args: argparse.Namespace) -> None:
    from .demo import run_demo

    run_demo()


def _simulate(args: argparse.Namespace) -> int:
    from .simulate import run_command

    argv = args.argv[1:] if args.argv[:1] == ["--"] else args.argv
    return run_command(argv, args.memory)


_COMMANDS = {"estimate": _estimate, "summary": _summary, "gpus": _gpus, "demo": _demo, "simulate": _simulate}


@contextlib.contextmanager
def _quiet_native_stderr() -> Iterator[None]:
    """Holds back what native code writes to stderr; replays it if the block fails.

    TensorFlow 2.19+ prints start-up lines at import ("Could not find cuda
    drivers", oneDNN notices) that TF_CPP_MIN_LOG_LEVEL no longer silences
    (tensorflow/tensorflow#100442). They say nothing about the question asked.
    """
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        try:
            yield
        except BaseException:
            os.dup2(saved, 2)
            held.seek(0)
            sys.stderr.write(held.read().decode(errors="replace"))
            raise
        finally:
            os.dup2(saved, 2)
            os.close(saved)


def _import_tensorflow_quietly() -> None:
    if "TF_CPP_MIN_LOG_LEVEL" in os.environ or "tensorflow" in sys.modules:
        return  # the user chose their own logging; leave it alone
    # 3, not 2: "failed call to cuInit" comes at first device use, after the
    # import, and these commands never need a device; real failures raise.
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
    with _quiet_native_stderr():
        import tensorflow  # noqa: F401


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command; returns its exit status."""
    args = _parser().parse_args(argv)
    status = None
    try:
        if args.command not in ("gpus", "simulate"):
            _import_tensorflow_quietly()
        status = _COMMANDS[args.command](args)
    except KerasmemError as error:
        print(f"kerasmem: error: {error}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("kerasmem: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # `kerasmem gpus | head`: the reader left, nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return status if isinstance(status, int) else EXIT_OK
