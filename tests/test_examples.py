"""The examples and notebooks run, top to bottom, and say what they should."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


def test_estimate_mnist_example():
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "estimate_mnist.py"), "--batch-size", "64", "--gpu", "v100 32gb"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "Batch size 64 fits on V100-PCIE-32GB" in result.stdout
    assert "Largest batch size by the talk's formula: 143,233" in result.stdout


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
