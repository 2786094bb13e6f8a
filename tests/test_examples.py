"""The examples and notebooks run, top to bottom, and say what they should."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


def _example(name: str, *args: str, env: dict | None = None) -> str:
    """Runs examples/NAME with arguments (and extra environment); returns what it printed (it must succeed)."""
    import os

    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / name), *args],
        capture_output=True, text=True, timeout=600, env={**os.environ, **(env or {})},
    )
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


def test_is_my_nn_too_big_notebook_walks_the_talks_tasks(tmp_path):
    """The talk's Tasks 1-4 as a notebook: it runs top to bottom on the CPU and its outputs say the right things."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    notebook = nbformat.read(ROOT / "notebooks" / "is_my_nn_too_big.ipynb", as_version=4)
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()

    def text(output):
        return output.get("text", "") + output.get("data", {}).get("text/plain", "") + output.get("data", {}).get("text/html", "")

    outputs = [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs]
    # Joined as they came: under load the kernel can send one printed line as two stream outputs (a
    # full run of the suite once failed to find "TensorFlow sees a GPU: False"; the likely cause).
    everything = "".join(text(o) for o in outputs)
    assert "simulated GPU: True | allocator: simulated GPU (CPU BFC allocator)" in everything  # set before TensorFlow
    assert "1,111,946" in everything and "conv1" in everything  # Task 1
    assert "TensorFlow sees a GPU: False" in everything  # Task 2: no GPU here
    # Task 3: a measured peak (a positive size) beside the estimate, and the figure.
    from kerasmem import estimate_memory, format_bytes
    from kerasmem.models import mnist_cnn

    model = mnist_cnn()
    model.compile("adam", "sparse_categorical_crossentropy")
    line = re.search(r"measured peak: ([\d.]+) MiB, analytic estimate: (.+?) \(", everything)
    assert line and float(line.group(1)) > 0
    assert line.group(2) == format_bytes(estimate_memory(model, 32, device="cpu").total)
    assert sum("image/png" in o.get("data", {}) for o in outputs) >= 1
    # Task 4: the talk's largest batch on a 16 GB V100, and remedies for the crash-test network.
    assert re.search(r"V100-PCIE-16GB .* 71598", everything)
    assert "the largest batch that fits a V100-PCIE-16GB" in everything and "lighter optimizer" in everything
    assert not [o for o in outputs if o.output_type == "error"]


def test_mnist_memory_example_logs_and_compares():
    out = _example("mnist_memory.py", "--batches", "3", "--compare", "8,16")
    assert "1,111,946" in out and "239,824" in out  # the summary, and the talk's per-image bytes
    assert "Measured by: simulated GPU (CPU BFC allocator)" in out
    assert re.search(r"Largest measured peak per batch: [\d.]+ MiB; analytic estimate: [\d.]+ MiB", out)
    rows = re.findall(r"^ +(8|16) +[\d.]+ MiB +[\d.]+ MiB +[\d.]+ MiB$", out, re.M)
    assert rows == ["8", "16"]


def test_checkpointing_example_measures_each_mode_and_reports_failures():
    out = _example("checkpointing.py", "--depth", "4", "--width", "64", "--batch-size", "16", "--steps", "1",
                   "--modes", "none,activations,full")
    none = re.search(r"^none +no checkpointing +[\d.]+ [KM]iB +[\d.]+ [KM]iB +100\.0%$", out, re.M)
    activations = re.search(r"^activations +activation functions +[\d.]+ [KM]iB +[\d.]+ [KM]iB +[\d.]+%$", out, re.M)
    assert none and activations
    # Keras 3.15 on TensorFlow: RematScope "full" fails in compiled training, and the example says so.
    assert re.search(r"^full +every layer +[\d.]+ [KM]iB +FAILED +\w+Error: ", out, re.M)
    assert "1 mode(s) failed to train on TensorFlow" in out


def test_densenet_xray_example_tabulates_a_clusters_gpus_and_suggests():
    # One cluster's GPUs (the whole catalog is the same loop over 33 GPUs: 2 minutes here).
    out = _example("densenet_xray.py", "--size", "64", "--batch-size", "2", "--gpu", "K20", "--cluster", "graham")
    assert "DenseNet121 at 64x64x3: 7,051,854 parameters" in out
    import keras

    from kerasmem import estimate_memory, format_bytes, list_gpus

    rows = re.findall(r"^(\S.*?) +[\d.]+ GiB +[\d.]+ GiB +([\d.]+ [KMG]iB) +(yes|no) +([\d,]+)$", out, re.M)
    assert sorted(name for name, *_ in rows) == sorted(list_gpus("Graham")["name"])
    assert "Batch 2 on each GPU of graham (" in out
    assert all((fits == "yes") == (int(largest.replace(",", "")) >= 2) for _, _, fits, largest in rows)
    model = keras.applications.DenseNet121(weights=None, input_shape=(64, 64, 3), classes=14)
    model.compile("adam", "categorical_crossentropy")
    needs = dict((name, need) for name, need, *_ in rows)
    assert needs["V100-PCIE-16GB"] == format_bytes(estimate_memory(model, 2, device="V100-PCIE-16GB").total)
    assert "kerasmem.suggest on K20" in out and re.search(r"^ +none +batch 2 ", out, re.M)


def test_cpu_threads_benchmark_example_times_each_thread_count_in_a_fresh_process():
    out = _example("cpu_threads_benchmark.py", "--threads", "1,2", "--iterations", "2", "--batch-size", "16", "--warmup", "1")
    rows = re.findall(r"^CPU, (\d) threads? +(\d)/(\d) +([\d.]+) +([\d.]+) +([\d,]+) *$", out, re.M)
    assert [r[:3] for r in rows] == [("1", "1", "1"), ("2", "2", "2")]  # each process really set its threads
    assert all(float(r[3]) > 0 for r in rows)
    assert "No GPU row" in out or "GPU:0" in out


def test_slurm_training_example_logs_with_the_job_and_summarises_the_cluster(tmp_path):
    """examples/slurm/train.py on one replica here, as SLURM job 77 would run it on a node."""
    import json

    out = _example("slurm/train.py", "--batch-size", "32", "--samples", "64", "--out", str(tmp_path),
                   env={"SLURM_JOB_ID": "77", "SLURM_JOB_GPUS": "0"})
    assert "1 replica(s); estimate for one device:" in out and "Peak memory per epoch and device" in out
    assert "Peak memory per worker and device" in out and "Bottleneck: CPU:0 of worker:0" in out
    meta = json.loads((tmp_path / "memory-77.csv.meta.json").read_text())
    assert meta["slurm"]["SLURM_JOB_ID"] == "77" and (tmp_path / "memory-77.csv").stat().st_size > 0
    for script in ("one_node.sbatch", "multi_node.sbatch"):
        assert subprocess.run(["bash", "-n", str(ROOT / "examples" / "slurm" / script)]).returncode == 0
