"""kerasmem.plots: figures rendered to PNG with the Agg backend, and the memory-annotated plot_model."""

import re

import matplotlib

matplotlib.use("Agg")

import pandas as pd
import pytest

from kerasmem import GraphvizNotFoundError, InvalidArgumentError, compare, compare_history, plot_model
from kerasmem import plots
from kerasmem.cli import main

MiB = 2**20
PNG = b"\x89PNG\r\n\x1a\n"


def measured_frame(capacity=None):
    """A compare() frame with measured figures (as on the simulated GPU), from the real estimates."""
    frame = compare("mnist_cnn", [8, 32, 128], gpu=capacity, measure=False)
    frame["measured_bytes"] = pd.array([40 * MiB, 52 * MiB, 80 * MiB], dtype="Int64")
    frame.attrs["measured_on"] = "simulated GPU (CPU BFC allocator)"
    return frame


def lines_by_label(ax):
    return {line.get_label(): line for line in ax.get_lines()}


def test_plot_compare_one_line_per_source_and_the_capacity(tmp_path):
    frame = measured_frame("P100-PCIE-12GB")
    figure = plots.plot_compare(frame, to_file=tmp_path / "compare.png")
    assert (tmp_path / "compare.png").read_bytes().startswith(PNG)
    ax = figure.axes[0]
    lines = lines_by_label(ax)
    assert set(lines) == {"seed formula (the talk)", "analytic estimate", "measured peak", "P100-PCIE-12GB: 11.9 GiB usable"}
    # Drawn in MiB: the measured line is the frame's bytes / 2**20; the capacity is horizontal at 12 GiB.
    assert list(lines["measured peak"].get_ydata()) == [40, 52, 80]
    assert list(lines["analytic estimate"].get_ydata()) == list(frame["analytic_bytes"].astype(float) / MiB)
    assert set(lines["P100-PCIE-12GB: 11.9 GiB usable"].get_ydata()) == {12198}  # MiB a process gets
    assert ax.get_xlabel() == "batch size (samples)" and "(MiB)" in ax.get_ylabel()
    assert "mnist_cnn" in ax.get_title() and "simulated GPU" in ax.get_title()
    assert ax.get_legend() is not None
    assert ax.get_yscale() == "log"  # 12 GiB over ~80 MiB: on a linear axis the lines would lie flat


def test_plot_compare_linear_near_the_capacity_and_without_measurements():
    frame = measured_frame("100MiB")
    ax = plots.plot_compare(frame).axes[0]
    assert ax.get_yscale() == "linear" and "GPU capacity: 100 MiB" in lines_by_label(ax)
    estimates = compare("mnist_cnn", [8, 16], measure=False)  # no GPU, nothing measured
    ax = plots.plot_compare(estimates).axes[0]
    assert set(lines_by_label(ax)) == {"seed formula (the talk)", "analytic estimate"}
    assert "measured" not in ax.get_title()


def test_plot_compare_shades_the_estimates_range_where_a_race_decides_it():
    frame = measured_frame()
    assert not plots.plot_compare(frame).axes[0].collections  # no race on a GPU: no band
    frame["analytic_low_bytes"] = frame["analytic_bytes"] - pd.array([0, 4 * MiB, 8 * MiB], dtype="Int64")
    ax = plots.plot_compare(frame).axes[0]
    (band,) = ax.collections
    assert band.get_label() == "analytic range (CPU race)"
    low, high = band.get_paths()[0].vertices[:, 1].min(), band.get_paths()[0].vertices[:, 1].max()
    assert low == pytest.approx(float(frame["analytic_low_bytes"].min()) / MiB)
    assert high == pytest.approx(float(frame["analytic_bytes"].max()) / MiB)


def test_plot_compare_draws_on_given_axes():
    from matplotlib.figure import Figure

    figure = Figure()
    left, right = figure.subplots(1, 2)
    assert plots.plot_compare(measured_frame(), ax=right) is figure
    assert len(right.get_lines()) == 3 and not left.get_lines()


def test_plot_compare_history(tmp_path):
    history = pd.DataFrame({"epoch": [0, 0, 0, 1, 1], "batch": [0, 1, 2, 0, 1],
                            "tf_peak_bytes": [30 * MiB, 50 * MiB, 49 * MiB, 50 * MiB, 51 * MiB]})
    figure = plots.plot_compare_history(compare_history(history, 45 * MiB), to_file=tmp_path / "h.png")
    assert (tmp_path / "h.png").read_bytes().startswith(PNG)
    ax = figure.axes[0]
    lines = lines_by_label(ax)
    assert list(lines["measured peak per batch"].get_ydata()) == [30, 50, 49, 50, 51]
    assert set(lines["estimate: 45.0 MiB"].get_ydata()) == {45}
    epoch_lines = [line for line in ax.get_lines() if line.get_label().startswith("_")]
    assert [line.get_xdata()[0] for line in epoch_lines] == [2.5]  # one new epoch, before step 3
    assert "(MiB)" in ax.get_ylabel() and "batch" in ax.get_xlabel()


def test_plot_timeline(tmp_path):
    frame = pd.DataFrame({
        "phase": ["pre", "fwd", "fwd", "loss", "bwd", "bwd"],
        "layer": ["m", "conv", "dense", "m", "dense", "conv"],
        "memory_bytes": [MiB, 5 * MiB, 6 * MiB, 6 * MiB, 4 * MiB, 2 * MiB],
        "peak_bytes": [MiB, 7 * MiB, 6 * MiB, 6 * MiB, 8 * MiB, 9 * MiB],
    })
    frame.attrs.update(model="m", batch_size=8, allocator="simulated GPU (CPU BFC allocator)")
    figure = plots.plot_timeline(frame, to_file=tmp_path / "t.png")
    assert (tmp_path / "t.png").read_bytes().startswith(PNG)
    ax = figure.axes[0]
    lines = lines_by_label(ax)
    assert list(lines["memory after the layer"].get_ydata()) == [1, 5, 6, 6, 4, 2]
    assert list(lines["peak during the layer"].get_ydata()) == [1, 7, 6, 6, 8, 9]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["m (pre)", "conv", "dense", "m (loss)", "dense", "conv"]
    assert {t.get_text() for t in ax.texts} == {"forward pass", "backward pass"}
    assert "(MiB)" in ax.get_ylabel() and "batch 8" in ax.get_title()


@pytest.mark.parametrize("fn", [plots.plot_compare, plots.plot_compare_history, plots.plot_timeline])
def test_plots_refuse_other_frames(fn):
    with pytest.raises(InvalidArgumentError, match="lacks the column"):
        fn(pd.DataFrame({"x": [1]}))


def test_plot_model_labels_and_shades_each_layer(tmp_path, mnist):
    from kerasmem import summarize

    path = tmp_path / "mnist.dot"
    plot_model(mnist, path, batch_size=32)  # the graph's source: no Graphviz needed
    source = path.read_text()
    table = summarize(mnist)
    for row in table.itertuples():
        label = re.search(rf"<b>{row.name}</b>.*?</table>", source).group(0)
        assert f"output {row.output_shape}" in label
        params, mib = re.search(r"([\d,]+) params · (&lt;0\.001|[\d.]+) MiB/sample", label).groups()
        assert int(params.replace(",", "")) == row.params
        per_sample = row.activation_bytes_per_sample / MiB
        assert per_sample < 0.001 if mib == "&lt;0.001" else abs(float(mib) - per_sample) <= 0.0005
    shares = [float(s) for s in re.findall(r"([\d.]+)% of memory at batch 32", source)]
    assert len(shares) == len(table) and abs(sum(shares) - 100) < 1
    # dense1 holds half the memory (its 1M weights): the strongest shade; nodes in a chain.
    colours = dict(re.findall(r'bgcolor="(#[0-9a-f]{6})"><tr><td><b>(\w+)</b>', source))
    colours = {name: colour for colour, name in colours.items()}
    assert min(colours.values()) == colours["dense1"] and colours["dense1"] != "#ffffff"
    assert source.count("->") == len(table) - 1


@pytest.mark.skipif(not plots._find_dot(), reason="Graphviz's dot is not installed here")
def test_plot_model_png_with_graphviz(tmp_path):
    assert main(["plot", "mnist_cnn", "-o", str(tmp_path / "m.png")]) == 0
    assert (tmp_path / "m.png").read_bytes().startswith(PNG)


def test_plot_model_without_graphviz_says_how_to_install_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plots, "_find_dot", lambda: None)
    with pytest.raises(GraphvizNotFoundError) as error:
        plot_model("mnist_cnn", tmp_path / "m.png")
    message = str(error.value)
    assert "apt install graphviz" in message and "conda install graphviz" in message
    assert "module load graphviz" in message and "\n" not in message
    assert main(["plot", "mnist_cnn", "-o", str(tmp_path / "m.svg")]) == 2
    assert capsys.readouterr().err.startswith("kerasmem: error: plot_model needs Graphviz")
    assert list(tmp_path.iterdir()) == []  # nothing half-written


@pytest.mark.parametrize("to_file, message", [("m.jpeg", "cannot tell the format"), ("m.dot", "rankdir")])
def test_plot_model_bad_arguments(tmp_path, to_file, message):
    with pytest.raises(InvalidArgumentError, match=message):
        plot_model("mnist_cnn", tmp_path / to_file, rankdir="TB" if "jpeg" in to_file else "BT")


def test_kerasmem_plot_writes_the_source_without_graphviz(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plots, "_find_dot", lambda: None)
    path = tmp_path / "m.dot"
    assert main(["plot", "mnist_cnn", "-o", str(path), "-b", "1"]) == 0
    assert capsys.readouterr().out == f"wrote {path}\n"
    assert "of memory at batch 1" in path.read_text() and "digraph" in path.read_text()


def test_a_figure_shows_as_a_picture_in_ipython_without_pyplot(monkeypatch):
    """ipykernel 7 registers figure formatters only when pyplot is imported; kerasmem's figures never
    import it, so without the registration Jupyter showed '<Figure size ...>' instead of the plot."""
    from IPython.core.interactiveshell import InteractiveShell
    from matplotlib.figure import Figure

    shell = InteractiveShell.instance()
    try:
        formatters = shell.display_formatter.formatters
        formatters["image/png"].type_printers.pop(Figure, None)
        assert "image/png" not in shell.display_formatter.format(Figure())[0]  # the bug, as it was
        figure = plots.plot_compare_history(compare_history(pd.DataFrame(
            {"epoch": [0, 0], "batch": [0, 1], "tf_peak_bytes": [3 * MiB, 5 * MiB]}), 4 * MiB))
        assert shell.display_formatter.format(figure)[0]["image/png"]
        # A user's own choice (SVG) is kept: no PNG forced on top of it.
        formatters["image/png"].type_printers.pop(Figure, None)
        formatters["image/svg+xml"].for_type(Figure, lambda fig: "<svg/>")
        plots.plot_compare_history(compare_history(pd.DataFrame(
            {"epoch": [0], "batch": [0], "tf_peak_bytes": [3 * MiB]}), 4 * MiB))
        assert Figure not in formatters["image/png"].type_printers
    finally:
        InteractiveShell.clear_instance()
