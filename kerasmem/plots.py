"""Figures: estimates against measurements, memory over a step, and a memory-annotated model graph.

Every plot function works like ``keras.utils.plot_model``: it returns the
figure (a matplotlib ``Figure``, which Jupyter shows), draws on ``ax`` when
one is given, and with ``to_file`` also saves it (the format follows the
file's extension: .png, .svg, .pdf). Sizes are drawn in MiB (2**20 bytes)
and the axes say so. The figures are made without pyplot, so no window opens
and none is kept open: they work on a cluster node without a display.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from typing import Any

from .errors import InvalidArgumentError, KerasmemError
from .gpus import capacity_text
from .units import format_bytes

__all__ = [
    "GraphvizNotFoundError",
    "plot_compare",
    "plot_compare_history",
    "plot_model",
    "plot_timeline",
]

_MiB = 2**20
# IPython's display formats for a matplotlib Figure (``InlineBackend.figure_formats``).
_FIGURE_FORMATS = ("image/png", "image/svg+xml", "image/jpeg", "application/pdf")

# One colour and marker per source, the same in every figure.
_SOURCES = {
    "seed_bytes": ("seed formula (the talk)", "tab:orange", "s", "--"),
    "analytic_bytes": ("analytic estimate", "tab:blue", "o", "-"),
    "measured_bytes": ("measured peak", "tab:green", "^", "-"),
    "nvml_used_bytes": ("NVML: GPU used", "tab:purple", "v", ":"),
}

_INSTALL_GRAPHVIZ = (
    "plot_model needs Graphviz's 'dot' program, which is not on the PATH: install it with "
    "'sudo apt install graphviz' (Debian, Ubuntu), 'conda install graphviz' (conda), or on a cluster "
    "'module load graphviz'; or write the graph's source without it (to_file ending in .dot)"
)


class GraphvizNotFoundError(KerasmemError, RuntimeError):
    """Graphviz's ``dot`` program is missing: the message lists the ways to install it."""


def _axes(ax: Any, size: tuple[float, float] = (7.0, 4.5)) -> tuple[Any, Any]:
    """(figure, axes): ``ax`` and its figure, or a new figure made without pyplot."""
    if ax is not None:
        return ax.figure, ax
    from matplotlib.figure import Figure

    _register_jupyter_png(Figure)
    figure = Figure(figsize=size, layout="constrained")
    return figure, figure.add_subplot()


def _register_jupyter_png(figure_class: Any) -> None:
    """Lets Jupyter show a Figure made without pyplot as a picture, not as ``<Figure size ...>``.

    ipykernel 7 with matplotlib-inline 0.2 registers the PNG formatter for figures only when
    pyplot is first imported, which these plots never do. Outside IPython this does nothing.
    """
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    formatters = getattr(getattr(shell, "display_formatter", None), "formatters", {})
    images = [formatters[kind] for kind in _FIGURE_FORMATS if kind in formatters]
    if not images or any(figure_class in formatter.type_printers for formatter in images):
        return  # not in IPython, or the user's own figure formats are set: keep them
    from IPython.core.pylabtools import select_figure_formats

    select_figure_formats(shell, {"png"})


def _save(figure: Any, to_file: Any) -> None:
    if to_file is not None:
        figure.savefig(os.fspath(to_file), dpi=110)


def _mib(values: Any) -> Any:
    import numpy as np

    return np.asarray(values, dtype="float64") / _MiB


def plot_compare(frame: Any, ax: Any = None, to_file: Any = None, *, log_scale: bool | None = None) -> Any:
    """Memory against batch size, one line per source, the GPU's capacity as a horizontal line.

    The talk's "runtime_memory and estimated_memory" figure, from
    :func:`kerasmem.compare`'s frame. Where the analytic estimate carries a
    race (``analytic_low_bytes`` below ``analytic_bytes``: on the CPU), the
    range between the two is shaded.

    Args:
        frame: What :func:`kerasmem.compare` returned.
        ax: Axes to draw on; by default a new figure.
        to_file: Also save the figure there (.png, .svg, .pdf).
        log_scale: A logarithmic memory axis; by default one when the GPU's
            capacity is over 8 times the largest figure (else the lines
            would lie flat at the bottom).

    Returns:
        The matplotlib Figure.

    Example:
        >>> from kerasmem import compare
        >>> frame = compare("mnist_cnn", [16, 64, 128], gpu="P100-PCIE-12GB", measure=False)
        >>> figure = plot_compare(frame)
        >>> figure.axes[0].get_ylabel()
        'memory (MiB)'
    """
    _check_columns(frame, ("batch_size",), "kerasmem.compare")
    figure, ax = _axes(ax)
    batch = frame["batch_size"].to_numpy()
    largest = 0.0
    for column, (label, colour, marker, style) in _SOURCES.items():
        if column not in frame.columns or frame[column].isna().all():
            continue
        values = frame[column].astype("float64")
        largest = max(largest, float(values.max()))
        ax.plot(batch, _mib(values), marker=marker, linestyle=style, color=colour, label=label)
    if "analytic_low_bytes" in frame.columns and (frame["analytic_low_bytes"] < frame["analytic_bytes"]).any():
        # The estimate's range where a race decides the peak (MemoryEstimate.low): shaded, not a line.
        ax.fill_between(batch, _mib(frame["analytic_low_bytes"]), _mib(frame["analytic_bytes"]),
                        color=_SOURCES["analytic_bytes"][1], alpha=0.15, label="analytic range (CPU race)")
    capacity = frame.attrs.get("capacity_bytes")
    if capacity:
        name = frame.attrs.get("gpu") or "GPU capacity"
        text = capacity_text(capacity, name) if frame.attrs.get("gpu") else format_bytes(capacity)
        ax.axhline(capacity / _MiB, color="tab:red", linewidth=1.5, label=f"{name}: {text}")
        if log_scale is None:
            log_scale = capacity > 8 * largest
    if log_scale:
        ax.set_yscale("log")
    else:
        ax.set_ylim(bottom=0)
    ax.set_xlabel("batch size (samples)")
    ax.set_ylabel("memory (MiB)")
    measured_on = frame.attrs.get("measured_on")
    what = f"estimated and measured\nmeasured on the {measured_on}" if measured_on else "estimated"
    ax.set_title(f"Training memory of '{frame.attrs.get('model', 'model')}': {what}")
    ax.grid(True, alpha=0.3)
    ax.legend(loc="best")
    _save(figure, to_file)
    return figure


def plot_compare_history(frame: Any, ax: Any = None, to_file: Any = None) -> Any:
    """A training run's measured peak per batch against an estimate's total.

    Args:
        frame: What :func:`kerasmem.compare_history` returned.
        ax, to_file: As for :func:`plot_compare`.

    Returns:
        The matplotlib Figure.

    Example:
        >>> import pandas as pd
        >>> from kerasmem import compare_history
        >>> history = pd.DataFrame({"epoch": [0, 0, 1], "batch": [0, 1, 0], "tf_peak_bytes": [3 << 20, 5 << 20, 5 << 20]})
        >>> figure = plot_compare_history(compare_history(history, 4 << 20))
        >>> len(figure.axes[0].get_lines())  # measured, the estimate, one new epoch
        3
    """
    _check_columns(frame, ("step", "measured_bytes", "estimate_bytes"), "kerasmem.compare_history")
    figure, ax = _axes(ax)
    ax.plot(frame["step"], _mib(frame["measured_bytes"]), marker=".", color="tab:green",
            label="measured peak per batch")
    label = frame.attrs.get("estimate_label", "estimate")
    ax.axhline(frame["estimate_bytes"].iloc[0] / _MiB, color="tab:blue", linestyle="--",
               label=f"{label}: {format_bytes(int(frame['estimate_bytes'].iloc[0]))}")
    epochs = frame["epoch"].to_numpy()
    for start in frame["step"][1:][epochs[1:] != epochs[:-1]]:
        ax.axvline(start - 0.5, color="grey", linewidth=0.8, alpha=0.5)
    ax.set_ylim(bottom=0)
    ax.set_xlabel("training batch (steps since the start; grey lines: new epoch)")
    ax.set_ylabel("memory (MiB)")
    ax.set_title("Measured peak per batch against the estimate")
    ax.grid(True, alpha=0.3)
    ax.legend(loc="lower right")
    _save(figure, to_file)
    return figure


def plot_timeline(frame: Any, ax: Any = None, to_file: Any = None) -> Any:
    """Memory over one training step: forward pass, loss, then backward pass, layer by layer.

    Draws :func:`kerasmem.memory_timeline`'s current memory after each row
    (a step line) and the peak during each row (dots), with the forward and
    backward passes shaded and the layers named along the bottom.

    Args:
        frame: What :func:`kerasmem.memory_timeline` returned.
        ax, to_file: As for :func:`plot_compare`.

    Returns:
        The matplotlib Figure.

    Example:
        >>> import pandas as pd
        >>> frame = pd.DataFrame({"phase": ["pre", "fwd", "loss", "bwd"], "layer": ["m", "d", "m", "d"],
        ...     "memory_bytes": [1 << 20, 3 << 20, 3 << 20, 2 << 20], "peak_bytes": [1 << 20, 4 << 20, 3 << 20, 5 << 20]})
        >>> plot_timeline(frame).axes[0].get_xlabel()
        'point in the training step (after each layer)'
    """
    import numpy as np

    _check_columns(frame, ("phase", "layer", "memory_bytes", "peak_bytes"), "kerasmem.memory_timeline")
    n = len(frame)
    figure, ax = _axes(ax, (max(7.0, min(16.0, 0.32 * n + 3)), 4.8))
    steps = np.arange(n)
    phases = frame["phase"].to_numpy()
    for phase, colour, label in (("fwd", "tab:blue", "forward"), ("bwd", "tab:orange", "backward")):
        where = np.nonzero(phases == phase)[0]
        if len(where):
            ax.axvspan(where[0] - 0.5, where[-1] + 0.5, color=colour, alpha=0.08)
            ax.text((where[0] + where[-1]) / 2, 1.0, f"{label} pass", transform=ax.get_xaxis_transform(),
                    ha="center", va="bottom", color=colour)
    ax.step(steps, _mib(frame["memory_bytes"]), where="mid", color="tab:blue", marker="o", markersize=3,
            label="memory after the layer")
    ax.plot(steps, _mib(frame["peak_bytes"]), linestyle="none", marker="_", markersize=9, color="tab:red",
            label="peak during the layer")
    labels = [f"{layer} ({phase})" if phase in ("pre", "loss") else str(layer)
              for phase, layer in zip(phases, frame["layer"])]
    every = max(1, -(-n // 60))  # at most 60 names
    ax.set_xticks(steps[::every], labels[::every], rotation=90, fontsize=7)
    ax.set_xlim(-0.5, n - 0.5)
    ax.set_ylim(bottom=0)
    ax.set_xlabel("point in the training step (after each layer)")
    ax.set_ylabel("memory (MiB)")
    model = frame.attrs.get("model", "model")
    batch = frame.attrs.get("batch_size")
    where_measured = frame.attrs.get("allocator")
    ax.set_title(
        f"Memory over one training step of '{model}'" + (f", batch {batch}" if batch else "")
        + (f"\nmeasured layer by layer on the {where_measured}" if where_measured else ""),
        pad=18,
    )
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(loc="upper left", fontsize=8)
    _save(figure, to_file)
    return figure


def _check_columns(frame: Any, columns: tuple[str, ...], source: str) -> None:
    missing = [c for c in columns if c not in getattr(frame, "columns", ())]
    if missing:
        raise InvalidArgumentError(f"the frame lacks the column(s) {', '.join(missing)}: pass what {source} returned")


def _find_dot() -> str | None:
    """The path of Graphviz's ``dot`` program, or None where it is missing."""
    return shutil.which("dot")


def plot_model(
    model: Any,
    to_file: Any = "model.png",
    *,
    batch_size: int = 32,
    input_shape: Any = None,
    rankdir: str = "TB",
    dpi: int = 96,
) -> Any:
    """Draws the model's graph, each layer labelled with what it costs in memory.

    Like ``keras.utils.plot_model`` (pydot and Graphviz), with each node
    labelled with its output shape, parameters and activation MiB per sample,
    and shaded by its share of the model's memory at ``batch_size``: its
    weights plus ``batch_size`` times its activations (the numbers of
    :func:`kerasmem.summarize`). A nested model is one node, with the sums of
    its layers.

    Args:
        model: A built Keras model, a .keras/.h5 path, or a built-in name.
        to_file: Where to write: .png, .svg, .pdf (these need Graphviz's
            ``dot``), or .dot (the graph's source; no Graphviz needed).
        batch_size: The batch the shading's shares are taken at.
        input_shape: As for :func:`kerasmem.summarize`.
        rankdir: "TB" (top to bottom) or "LR" (left to right).
        dpi: The image's resolution.

    Returns:
        The ``pydot.Dot`` graph, already written to ``to_file``.

    Raises:
        GraphvizNotFoundError: ``dot`` is missing for an image format (the
            message lists the ways to install it); nothing is written.
        InvalidArgumentError: an unknown file extension or ``rankdir``.

    Example:
        >>> import os, tempfile
        >>> path = os.path.join(tempfile.mkdtemp(), "mnist.dot")
        >>> graph = plot_model("mnist_cnn", path)
        >>> "MiB/sample" in open(path).read()
        True
    """
    from .estimate import check_batch_size

    batch_size = check_batch_size(batch_size)
    path = os.fspath(to_file)
    extension = os.path.splitext(path)[1].lower().lstrip(".")
    if extension not in ("png", "svg", "pdf", "dot", "gv"):
        raise InvalidArgumentError(f"cannot tell the format of {path!r}: end it in .png, .svg, .pdf or .dot")
    if rankdir not in ("TB", "LR"):
        raise InvalidArgumentError(f"rankdir must be 'TB' or 'LR', got {rankdir!r}")
    dot = None
    if extension not in ("dot", "gv"):
        dot = _find_dot()
        if dot is None:
            raise GraphvizNotFoundError(_INSTALL_GRAPHVIZ)
    graph = model_graph(model, batch_size=batch_size, input_shape=input_shape, rankdir=rankdir, dpi=dpi)
    data = graph.to_string().encode() if dot is None else graph.create(prog=dot, format=extension)
    # Written whole or not at all: into a temporary file beside it, then moved into place.
    folder = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".kerasmem-", suffix=f".{extension}")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise
    return graph


def model_graph(
    model: Any, *, batch_size: int = 32, input_shape: Any = None, rankdir: str = "TB", dpi: int = 96
) -> Any:
    """The memory-annotated ``pydot.Dot`` graph that :func:`plot_model` draws; no Graphviz needed."""
    import html

    import pydot

    from .models import as_model
    from .summary import layer_rows

    model = as_model(model, input_shape)
    rows = layer_rows(model, input_shape)
    nodes = _top_level_nodes(rows)
    costs = [n["param_bytes"] + batch_size * n["activation_bytes"] for n in nodes]
    total = sum(costs) or 1
    graph = pydot.Dot(graph_type="digraph", rankdir=rankdir, dpi=str(dpi), concentrate="true")
    graph.set_node_defaults(shape="plaintext", fontname="Helvetica", fontsize="11")
    graph.set_label(
        html.escape(f"{model.name}: shade = share of weights + activations at batch {batch_size}")
    )
    producers: dict[int, str] = {}
    for i, (node, cost) in enumerate(zip(nodes, costs)):
        share = cost / total
        shape = ", ".join(node["shapes"])
        label = (
            f'<<table border="0" cellborder="1" cellspacing="0" cellpadding="4" bgcolor="{_shade(share)}">'
            f'<tr><td><b>{html.escape(node["name"])}</b> ({html.escape(node["class"])})</td></tr>'
            f"<tr><td>output {html.escape(shape)}</td></tr>"
            f'<tr><td>{node["params"]:,} params · {html.escape(_per_sample_mib(node["activation_bytes"]))} MiB/sample</td></tr>'
            f"<tr><td>{share:.1%} of memory at batch {batch_size}</td></tr></table>>"
        )
        name = f"n{i}"
        graph.add_node(pydot.Node(name, label=label))
        for tensor in node["inputs"]:
            if tensor in producers:
                graph.add_edge(pydot.Edge(producers[tensor], name))
        for tensor in node["outputs"]:
            producers[tensor] = name
    return graph


def _top_level_nodes(rows: list) -> list[dict[str, Any]]:
    """The depth-0 rows as nodes; a nested model's node sums the rows nested in it."""
    from ._graph import shape_text

    nodes: list[dict[str, Any]] = []
    for row in rows:
        call = row.call
        if call.depth == 0:
            nodes.append({
                "name": call.name, "class": call.class_name or "weights",
                "shapes": [shape_text(s) for s in call.output_shapes] or ["-"],
                "params": row.params, "param_bytes": row.param_bytes, "activation_bytes": row.activation_bytes,
                "inputs": call.inputs, "outputs": call.outputs,
            })
        elif nodes:
            for key, value in (("params", row.params), ("param_bytes", row.param_bytes),
                               ("activation_bytes", row.activation_bytes)):
                nodes[-1][key] += value
    return nodes


def _per_sample_mib(nbytes: int) -> str:
    mib = nbytes / _MiB
    return "<0.001" if 0 < mib < 0.0005 else f"{mib:.3f}"


def _shade(share: float) -> str:
    """White for 0% of the memory to a strong orange for the largest shares, as '#rrggbb'."""
    strength = min(1.0, max(0.0, share) ** 0.5)  # square root: small shares still show
    low, high = (255, 255, 255), (244, 140, 50)
    return "#" + "".join(f"{round(a + (b - a) * strength):02x}" for a, b in zip(low, high))
