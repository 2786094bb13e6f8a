"""The `kerasmem` command.

    kerasmem estimate MODEL -b N [--method seed] [--gpu NAME] [--device cpu] [--optimizer sgd] [--replicas N] [--json]
    kerasmem suggest MODEL -b N --gpu NAME [--replicas-now N] [--json]
    kerasmem summary MODEL [--input-shape ...] [--json]
    kerasmem gpus [--cluster NAME] [--json]
    kerasmem demo
    kerasmem check [--json]
    kerasmem watch [--interval S] [--once] [--csv FILE]
    kerasmem simulate [--memory 2GiB] [--no-growth] -- COMMAND [ARGS ...]
    kerasmem plot MODEL -o FILE [--batch-size N] [--input-shape 224,224,3]

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
EXIT_NO_GPU = 1  # `kerasmem check`: the verdict is "no GPU"


def _positive_int(text: str, what: str = "batch size") -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{what} must be a positive integer, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{what} must be a positive integer, got {value}")
    return value


def _gpu_count(text: str) -> int:
    return _positive_int(text, "the number of GPUs")


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


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"interval must be a positive number of seconds, got {text!r}")
    return value


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
        default="analytic",
        help="; ".join(f"{name}: {text}" for name, text in METHODS.items()) + " (default: analytic)",
    )
    estimate.add_argument("--gpu", metavar="NAME", help="a GPU (e.g. V100-PCIE-16GB, a100) or a size (e.g. 12GB): does it fit, and the largest batch that does")
    analytic = estimate.add_argument_group("analytic method")
    analytic.add_argument(
        "--device",
        metavar="DEVICE",
        help='"gpu", "cpu" or a GPU name, or GPU names one per replica separated by commas '
        '(V100-PCIE-16GB,P100-PCIE-12GB: data parallel over them); default: the --gpu named, else "gpu"',
    )
    analytic.add_argument("--optimizer", metavar="NAME", help="a Keras optimizer name (default: the model's, else adam)")
    analytic.add_argument("--dtype-policy", metavar="POLICY", help="float32, mixed_float16 or mixed_bfloat16 (default: the model's)")
    analytic.add_argument(
        "--jit-compile", choices=["auto", "on", "off"], default="auto", help="XLA (default auto: on for a GPU, off for the CPU)"
    )
    analytic.add_argument("--memory-growth", action="store_true", help="TensorFlow's memory growth is on: no memory reserved")
    analytic.add_argument(
        "--replicas", type=_gpu_count, metavar="N",
        help="data parallelism over N GPUs (MirroredStrategy): -b is the global batch; every GPU's share "
        "and peak, and the bottleneck's breakdown",
    )

    suggest = commands.add_parser(
        "suggest",
        help="what to do when it does not fit: remedies with their estimated peaks",
        description="Remedies for a training step that does not fit a GPU, each with its estimated peak.",
    )
    model_arguments(suggest)
    suggest.add_argument("-b", "--batch-size", type=_positive_int, required=True, metavar="N", help="the batch size you want")
    suggest.add_argument("--gpu", required=True, metavar="NAME", help="a catalog GPU, e.g. V100-PCIE-16GB, t4, a100")
    suggest.add_argument("--optimizer", metavar="NAME", help="a Keras optimizer name (default: the model's, else adam)")
    suggest.add_argument("--dtype-policy", metavar="POLICY", help="the policy you train with (default: the model's)")
    suggest.add_argument(
        "--replicas-now", type=_gpu_count, metavar="N",
        help="you train data parallel over N GPUs now (MirroredStrategy): -b is the global batch, every remedy "
        "is estimated per GPU under it (default 1)",
    )

    summary = commands.add_parser(
        "summary", help="per-layer table: shapes, parameters, activations", description="Per-layer table of a model."
    )
    model_arguments(summary)

    gpus = commands.add_parser("gpus", help="list the GPU catalog", description="List the GPU catalog, or one cluster's GPUs.")
    gpus.add_argument("--cluster", metavar="NAME", help="only this cluster's GPUs (Graham, Cedar, Beluga, Helios, Mist)")
    gpus.add_argument("--json", action="store_true", help="print JSON (memory in bytes)")

    demo = commands.add_parser(
        "demo",
        help="the talk's MNIST CNN: summary, estimates, a short logged training, the comparison, a report",
        description="Run the demo: the talk's MNIST CNN end to end, with a report (CSV, PNG, HTML) in a folder.",
    )
    demo.add_argument("--out", metavar="DIR", default="kerasmem-demo", help="the report's folder (default ./kerasmem-demo)")
    demo.add_argument("--data", choices=("synthetic", "mnist"), default="synthetic",
                      help="train on synthetic data (default) or MNIST (keras.datasets; synthetic if it cannot load)")
    demo.add_argument("--batches", type=int, default=40, metavar="N", help="training batches (default 40)")

    check = commands.add_parser(
        "check",
        help="is TensorFlow on the GPU? versions, GPUs, CUDA_VISIBLE_DEVICES, SLURM, and a verdict",
        description="Is TensorFlow on the GPU? Exits 0 when TensorFlow sees a GPU, 1 when not (with the reason and the fix).",
    )
    check.add_argument("--json", action="store_true", help="print JSON (memory in bytes)")

    watch = commands.add_parser(
        "watch",
        help="live per-GPU memory table with per-process use (like watch -n1 nvidia-smi)",
        description="Live per-GPU memory table with per-process use, from NVML. Ctrl-C ends it.",
    )
    watch.add_argument("--interval", type=_positive_seconds, default=1.0, metavar="S", help="seconds between samples (default 1)")
    watch.add_argument("--once", action="store_true", help="print one table and exit")
    watch.add_argument("--csv", metavar="FILE", help="also append every sample to FILE (bytes)")

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
    simulate.add_argument(
        "--no-growth", action="store_true",
        help="hold the whole cap in one region from the start, as a GPU without memory growth (TensorFlow's default "
        "on a GPU); by default the allocator grows by regions, as with memory growth on. Needs --memory",
    )
    simulate.add_argument("argv", nargs=argparse.REMAINDER, metavar="-- COMMAND ...", help="the command to run, after --")

    plot = commands.add_parser(
        "plot",
        help="draw the model's graph, each layer labelled with its memory (needs Graphviz for images)",
        description="Draw the model's graph with each layer's output shape, parameters and activation MiB per "
        "sample, shaded by its share of memory. .png, .svg and .pdf need Graphviz's dot; .dot writes the source.",
    )
    plot.add_argument("model", metavar="MODEL", help="a .keras or .h5 file, or a built-in model: mnist_cnn, ResNet50, ...")
    plot.add_argument("-o", "--output", required=True, metavar="FILE", help="the file to write: .png, .svg, .pdf or .dot")
    plot.add_argument("-b", "--batch-size", type=_positive_int, default=32, metavar="N",
                      help="the batch the shading's shares are taken at (default 32)")
    plot.add_argument("--input-shape", type=_shape, action="append", metavar="SHAPE",
                      help="input shape without the batch dimension, e.g. 224,224,3; repeat for several inputs")
    return parser


def _estimate(args: argparse.Namespace) -> None:
    from .estimate import check_batch_size, fits_under, largest_batch, prepare
    from .gpus import resolve_memory
    from .units import format_bytes

    # One analysis of the model serves the estimate and the largest-batch search.
    estimator = prepare(args.model, args.method, _input_shape(args), ready_up_to=0, **_analytic_options(args))
    batch_size = check_batch_size(args.batch_size)
    estimate = estimator(batch_size)
    verdict = None
    if args.gpu:
        capacity, label = resolve_memory(args.gpu)
        largest = largest_batch(estimator, capacity, label)
        verdict = {
            "gpu": label,
            "memory_bytes": capacity,
            "fits": fits_under(estimator, batch_size, capacity),
            "max_batch_size": int(largest),
            "reason": largest.reason,
        } | ({"max_batch_size_per_replica": largest.per_replica} if largest.replicas > 1 else {})
    if args.json:
        print(json.dumps(estimate.to_dict() | ({"gpu": verdict} if verdict else {}), indent=2))
        return
    print(estimate)
    if verdict:
        answer = "fits" if verdict["fits"] else "does NOT fit"
        if estimate.devices:
            print(
                f"\nOn {len(estimate.devices)} x {verdict['gpu']} ({_usable(verdict)} each): global batch "
                f"size {args.batch_size} {answer}. Largest global batch size that fits: {verdict['max_batch_size']:,}, "
                f"{largest.per_replica:,} per replica ({verdict['reason']})."
            )
            return
        print(
            f"\nOn {verdict['gpu']} ({_usable(verdict)}): batch size "
            f"{args.batch_size} {answer}. Largest batch size that fits: {verdict['max_batch_size']:,} "
            f"({verdict['reason']})."
        )


def _analytic_options(args: argparse.Namespace) -> dict:
    """The analytic method's options that were given (the seed method takes none)."""
    options: dict = {}
    device = args.device
    if device is None and args.gpu and args.method == "analytic":
        from .gpus import resolve_memory

        _, label = resolve_memory(args.gpu)
        device = None if label[:1].isdigit() else label  # a plain size such as 12GB: an unnamed GPU
    if device is not None:
        options["device"] = [d.strip() for d in device.split(",")] if "," in device else device
    if args.optimizer is not None:
        options["optimizer"] = args.optimizer
    if args.dtype_policy is not None:
        options["dtype_policy"] = args.dtype_policy
    if args.jit_compile != "auto":
        options["jit_compile"] = args.jit_compile == "on"
    if args.memory_growth:
        options["memory_growth"] = True
    if args.replicas is not None:
        options["replicas"] = args.replicas
    return options


def _suggest(args: argparse.Namespace) -> None:
    import pandas as pd

    from ._text import render_table
    from .advice import suggest

    table = suggest(
        args.model, args.batch_size, args.gpu, optimizer=args.optimizer, dtype_policy=args.dtype_policy,
        input_shape=_input_shape(args), replicas_now=args.replicas_now,
    )
    if args.json:
        print(table.to_json(orient="records", indent=2))
        return
    gpu, now = table.attrs["gpu"], table.attrs["replicas"]
    if now > 1:
        print(
            f"Global batch size {args.batch_size} over {now} x {gpu} ({_usable(table.attrs)} each), "
            f"analytic estimates for the bottleneck GPU:\n"
        )
    else:
        print(f"Batch size {args.batch_size} on {gpu} ({_usable(table.attrs)}), analytic estimates:\n")
    rows = [
        [str(i), r.remedy, r.setting, r.peak, "?" if r.fits is pd.NA else "yes" if r.fits else "no"]
        for i, r in enumerate(table.itertuples(index=False))
    ]
    print(render_table(["#", "remedy", "setting", "peak", "fits"], rows, left=3))
    print("\nHow:")
    for i, how in enumerate(table["how"]):
        print(f"{i:>3}  {how}")


def _summary(args: argparse.Namespace) -> None:
    from .summary import summarize

    table = summarize(args.model, _input_shape(args))
    if args.json:
        print(json.dumps({"model": table.model_name, "layers": table.to_dict("records"), "totals": table.totals.to_dict()}, indent=2, default=int))
    else:
        print(table)


def _usable(verdict: dict) -> str:
    from .gpus import capacity_text

    return capacity_text(verdict["memory_bytes"], verdict["gpu"])


def _gpus(args: argparse.Namespace) -> None:
    from ._text import render_table
    from .gpus import list_gpus
    from .units import format_bytes

    table = list_gpus(args.cluster)
    if args.json:
        print(table.to_json(orient="records", indent=2))
        return
    headers = ["GPU", "memory", "usable", "compute capability", "architecture", "bfloat16"]
    columns = ["name", "memory", "usable", "compute_capability", "architecture", "bfloat16"]
    if args.cluster:
        headers.append("GPUs per node")
        columns.append("gpus_per_node")
    rows = [
        [format_bytes(v, "GiB") if c in ("memory", "usable") else ("yes" if v is True else "no" if v is False else v)
         for c, v in zip(columns, row)]
        for row in table[columns].itertuples(index=False)
    ]
    print(render_table(headers, rows))
    print("\nMemory is the card's nominal size; usable is what a process gets (NVML's total less the driver's reserve, "
          "ECC on), which estimates are compared with. TensorFlow's allocator gets less still: the CUDA context and "
          "TensorFlow's own reserve, which estimates count.")


def _demo(args: argparse.Namespace) -> None:
    from .demo import run_demo

    if args.batches < 1:
        from .errors import InvalidArgumentError

        raise InvalidArgumentError(f"--batches must be at least 1, got {args.batches}")
    run_demo(out=args.out, data=args.data, batches=args.batches)


def _check(args: argparse.Namespace) -> int:
    from .devices import check_devices

    report = check_devices()
    print(json.dumps(report.to_dict(), indent=2) if args.json else report)
    return EXIT_OK if report.ok else EXIT_NO_GPU


def _watch(args: argparse.Namespace) -> int:
    from .watch import watch

    watch(interval=args.interval, once=args.once, csv_path=args.csv)
    return EXIT_OK


def _simulate(args: argparse.Namespace) -> int:
    from .errors import InvalidArgumentError
    from .simulate import run_command

    argv = args.argv[1:] if args.argv[:1] == ["--"] else args.argv
    if args.no_growth and not args.memory:
        raise InvalidArgumentError("--no-growth holds the cap in one region: give --memory too (e.g. --memory 2GiB)")
    return run_command(argv, args.memory, memory_growth=not args.no_growth)


def _plot(args: argparse.Namespace) -> None:
    from .plots import plot_model

    plot_model(args.model, args.output, batch_size=args.batch_size, input_shape=_input_shape(args))
    print(f"wrote {args.output}")


_COMMANDS = {
    "estimate": _estimate, "suggest": _suggest, "summary": _summary, "gpus": _gpus, "demo": _demo,
    "check": _check, "watch": _watch, "simulate": _simulate,
    "plot": _plot,
}


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
        try:
            import tensorflow  # noqa: F401
        except ImportError:
            pass  # check says so in its report; the other commands fail with one line in main()


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command; returns its exit status."""
    args = _parser().parse_args(argv)
    code = EXIT_OK
    try:
        if args.command not in ("gpus", "watch", "simulate"):  # watch reads NVML only; simulate runs a command
            _import_tensorflow_quietly()
        code = _COMMANDS[args.command](args)
    except KerasmemError as error:
        print(f"kerasmem: error: {error}", file=sys.stderr)
        return EXIT_ERROR
    except ImportError as error:
        if error.name not in ("tensorflow", "keras"):
            raise
        print(
            f"kerasmem: error: {error.name} cannot be imported in this Python ({sys.executable}): install it in "
            "the environment the job uses (pip install 'tensorflow[and-cuda]'), or activate the one that has it",
            file=sys.stderr,
        )
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("kerasmem: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # `kerasmem gpus | head`: the reader left, nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return code if isinstance(code, int) else EXIT_OK
