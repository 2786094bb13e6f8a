"""The examples and notebooks run, top to bottom, and say what they should."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


def _example(name: str, *args: str) -> str:
    """Runs examples/NAME with arguments; returns what it printed (it must succeed)."""
    result = subprocess.run([sys.executable, str(ROOT / "examples" / name), *args], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def test_estimate_mnist_example():
    out = _example("estimate_mnist.py", "--batch-size", "64", "--gpu", "v100 32gb")
    assert "Batch size 64 fits on V100-PCIE-32GB" in out
    assert "Largest batch size by the talk's formula: 143,233" in out


def test_crash_test_example_crashes_then_trains_with_the_suggested_fix():
    """A small version of the talk's crash test: Adam runs out of a 230 MiB simulated GPU, SGD trains."""
    out = _example("crash_test.py", "--scale", "0.3", "--memory", "230MiB")
    assert "Out of memory on CPU:0 (allocator bfc_cpu_allocator_for_gpu)" in out
    assert "2. kerasmem.suggest" in out and "3. The fix: lighter optimizer (SGD)" in out
    assert out.rstrip().endswith("It trains: 9,934,474 parameters, batch 128, SGD.")


def test_quickstart_notebook_runs(tmp_path):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    notebook = nbformat.read(ROOT / "notebooks" / "quickstart.ipynb", as_version=4)
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = [cell.outputs for cell in notebook.cells if cell.cell_type == "code"]
    summary_html = outputs[0][0]["data"]["text/html"]
    assert "1,111,946" in summary_html and "conv1" in summary_html
    assert "39,593,040" in outputs[1][0]["data"]["text/html"]  # 8,895,568 + 128 x 239,824
    assert "V100-PCIE-16GB" in outputs[3][0]["data"]["text/plain"]
