"""The kerasmem command: output, JSON, and one clear line with exit 2 for bad input."""

import json
import re
import subprocess
import sys

import pytest

from kerasmem.cli import main
from kerasmem.models import mnist_cnn


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_estimate_prints_the_talks_numbers(capsys):
    code, out, err = run(capsys, "estimate", "mnist_cnn", "-b", "32", "--method", "seed")
    assert code == 0 and err == ""
    assert "16,569,936" in out and "239,824" in out


def test_estimate_is_analytic_by_default_and_takes_its_options(capsys):
    from kerasmem import estimate_memory

    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "32", "--device", "cpu", "--optimizer", "sgd", "--json")
    record = json.loads(out)
    assert code == 0 and record["method"] == "analytic"
    expected = estimate_memory(mnist_cnn(), 32, device="cpu", optimizer="sgd")
    assert record["total_bytes"] == expected.total
    assert record["breakdown_bytes"]["optimizer state"] == expected.breakdown["optimizer state"]


def test_estimate_device_follows_the_named_gpu(capsys):
    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "8", "--gpu", "V100-PCIE-16GB", "--json")
    record = json.loads(out)
    # A compute capability 7.0 GPU without memory growth: TensorFlow reserves 1050 MiB.
    assert record["breakdown_bytes"]["reserved by TensorFlow"] == 1050 * 2**20
    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "8", "--gpu", "V100-PCIE-16GB", "--memory-growth", "--json")
    assert "reserved by TensorFlow" not in json.loads(out)["breakdown_bytes"]


def test_estimate_on_a_gpu(capsys):
    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "64", "--gpu", "P100-PCIE-12GB", "--method", "seed")
    assert code == 0
    assert "batch size 64 fits" in out and "Largest batch size that fits: 53,295" in out


def test_estimate_json(capsys):
    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "10", "--gpu", "12GB", "--json", "--method", "seed")
    record = json.loads(out)
    assert code == 0
    assert record["total_bytes"] == 8_895_568 + 10 * 239_824
    assert record["gpu"]["max_batch_size"] == 53_689 and record["gpu"]["fits"] is True


def test_estimate_a_saved_keras_file(capsys, tmp_path):
    path = tmp_path / "talk.keras"
    mnist_cnn().save(path)
    code, out, _ = run(capsys, "estimate", str(path), "-b", "1", "--json", "--method", "seed")
    assert code == 0 and json.loads(out)["total_bytes"] == 8_895_568 + 239_824


def test_estimate_with_input_shape(capsys):
    code, out, _ = run(capsys, "estimate", "MobileNetV2", "-b", "2", "--input-shape", "64,64,3", "--json")
    assert code == 0 and json.loads(out)["batch_size"] == 2


def test_summary_and_its_json(capsys):
    code, out, _ = run(capsys, "summary", "mnist_cnn")
    assert code == 0 and "1,111,946" in out and "conv1 (Conv2D)" in out
    code, out, _ = run(capsys, "summary", "mnist_cnn", "--json")
    assert json.loads(out)["totals"]["params"] == 1_111_946


def test_gpus(capsys, golden):
    code, out, _ = run(capsys, "gpus", "--cluster", "graham")
    assert code == 0
    golden("gpus_graham.txt", out.rstrip("\n"))
    code, out, _ = run(capsys, "gpus", "--json")
    names = [gpu["name"] for gpu in json.loads(out)]
    assert "V100-SXM2-32GB" in names and "H100-SXM5-80GB" in names


@pytest.mark.parametrize(
    "argv, message",
    [
        (["estimate", "missing.keras", "-b", "4"], "kerasmem: error: model file not found: missing.keras"),
        (["estimate", "mnist_cnn", "-b", "4", "--gpu", "x100"], "kerasmem: error: unknown GPU 'x100': did you mean"),
        (["estimate", "no_such_model", "-b", "4"], "kerasmem: error: 'no_such_model' is neither a model file"),
        (["estimate", "mnist_cnn", "-b", "2", "--optimizer", "sgdx"], "kerasmem: error: unknown optimizer 'sgdx'"),
        (["estimate", "mnist_cnn", "-b", "2", "--device", "x100"], "kerasmem: error: unknown GPU 'x100'"),
        (["estimate", "mnist_cnn", "-b", "2", "--dtype-policy", "half"], "kerasmem: error: unknown dtype policy 'half'"),
        (["estimate", "mnist_cnn", "-b", "2", "--method", "seed", "--device", "cpu"], "kerasmem: error: method 'seed' takes no option device"),
        (["gpus", "--cluster", "narnia"], "kerasmem: error: unknown cluster 'narnia'"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith(message) and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv, message",
    [
        (["estimate", "mnist_cnn", "-b", "0"], "batch size must be a positive integer, got 0"),
        (["estimate", "mnist_cnn", "-b", "many"], "batch size must be a positive integer, got 'many'"),
        (["estimate", "mnist_cnn"], "the following arguments are required: -b/--batch-size"),
        (["estimate", "mnist_cnn", "-b", "2", "--input-shape", "2,x"], "input shape must be positive integers"),
        (["suggest", "mnist_cnn", "-b", "8", "--gpu", "k20", "--replicas-now", "0"],
         "argument --replicas-now: the number of GPUs must be a positive integer, got 0"),
    ],
)
def test_bad_arguments_exit_2(capsys, argv, message):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_corrupt_model_file_from_the_console_script(tmp_path):
    """The installed command: exit 2, one line, no traceback, no TensorFlow start-up noise."""
    path = tmp_path / "corrupt.keras"
    path.write_bytes(b"not a zip")
    result = subprocess.run(
        [sys.executable, "-m", "kerasmem", "estimate", str(path), "-b", "8"],
        capture_output=True,
        text=True,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
        timeout=300,
    )
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith(f"kerasmem: error: cannot load model file {path}")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_demo_shows_the_talks_numbers(capsys, tmp_path):
    code, out, err = run(capsys, "demo", "--out", str(tmp_path / "report"), "--batches", "4")
    assert code == 0 and err == ""
    assert "1,111,946 x 2 x 4 bytes = 8,895,568 bytes = 8.48 MiB" in out
    assert "29,978 values x 2 x 4 bytes = 239,824 bytes = 0.229 MiB" in out
    row = re.search(r"V100-PCIE-16GB  16\.0 GiB +15\.8 GiB +71,598 +([\d,]+)\n", out)
    from kerasmem import max_batch_size

    model = mnist_cnn()
    model.compile("adam", "sparse_categorical_crossentropy")
    expected = max_batch_size(model, "V100-PCIE-16GB", device="V100-PCIE-16GB")
    assert row and int(row.group(1).replace(",", "")) == int(expected)
    # Task 3: the logged training and the comparison, measured on the simulated GPU, and the report.
    assert "Measured by: simulated GPU (CPU BFC allocator)" in out
    assert "largest of 4 batches" in out and "data: synthetic" in out
    report = tmp_path / "report"
    history = (report / "logger_history.csv").read_text().splitlines()
    assert "tf_peak_bytes" in history[0].split(",")
    assert sum(",train,batch," in row for row in history) == 4  # a row per batch
    compared = (report / "compare_batch_sizes.csv").read_text().splitlines()
    assert compared[0].startswith("batch_size,seed_bytes,analytic_bytes,measured_bytes") and len(compared) == 5
    page = (report / "index.html").read_text()
    links = set(re.findall(r'(?:href|src)="([^"]+)"', page))
    assert {"logger_history.csv", "compare_batch_sizes.csv", "history_vs_estimate.png", "compare_batch_sizes.png"} <= links
    assert all((report / link).is_file() and (report / link).stat().st_size > 0 for link in links)
    assert "<table" in page and "analytic" in page  # the estimate's HTML repr


def test_demo_says_in_one_line_when_mnist_cannot_be_loaded(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("KERAS_HOME", str(tmp_path / "keras"))  # no cached copy
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")  # and no download, network or not
    monkeypatch.setenv("https_proxy", "http://127.0.0.1:9")
    code, out, _ = run(capsys, "demo", "--data", "mnist", "--out", str(tmp_path / "report"), "--batches", "2")
    assert code == 0
    line = [line for line in out.splitlines() if "MNIST" in line and "load" in line]
    assert len(line) == 1 and line[0].startswith("MNIST could not be loaded (")
    assert line[0].endswith("): training on synthetic data instead.")
    assert (tmp_path / "report" / "index.html").is_file()


def test_suggest(capsys):
    code, out, _ = run(capsys, "suggest", "mnist_cnn", "-b", "50000", "--gpu", "k20")
    assert code == 0 and "Batch size 50000 on K20 5GB (4.61 GiB usable)" in out
    assert re.search(r"\n1 +smaller batch +batch \d+ +[\d.]+ GiB +yes\n", out)
    code, out, _ = run(capsys, "suggest", "mnist_cnn", "-b", "50000", "--gpu", "k20", "--json")
    assert json.loads(out)[0]["remedy"] == "none"
    code, _, err = run(capsys, "suggest", "mnist_cnn", "-b", "8", "--gpu", "x100")
    assert code == 2 and err.startswith("kerasmem: error: unknown GPU 'x100'")


def test_estimate_over_replicas(capsys):
    from kerasmem import estimate_memory

    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "64", "--device", "cpu", "--replicas", "2", "--json")
    record = json.loads(out)
    assert code == 0 and record["batch_size"] == 64
    assert record["total_bytes"] == estimate_memory(mnist_cnn(), 64, device="cpu", replicas=2).total
    assert "all-reduce buffers" in record["breakdown_bytes"]


def test_estimate_over_replicas_names_the_bottleneck(capsys):
    from kerasmem import estimate_memory, max_batch_size

    code, out, err = run(capsys, "estimate", "mnist_cnn", "-b", "7", "--replicas", "3", "--gpu", "k20")
    assert code == 0 and err == ""
    largest = max_batch_size(mnist_cnn(), "K20 5GB", device="K20 5GB", replicas=3)
    assert "global batch size 7 over 3 replicas" in out
    assert "Per device; bottleneck: replica 0 (3 samples, least headroom)" in out
    assert re.search(r"\n  replica 2 +1 +[\d.]+ GiB +4\.61 GiB +[\d.]+ GiB\n", out)
    assert (
        f"On 3 x K20 5GB (4.61 GiB usable each): global batch size 7 fits. Largest global batch size that fits: "
        f"{int(largest):,}, {largest.per_replica:,} per replica" in out
    )
    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "7", "--replicas", "3", "--gpu", "k20", "--json")
    record = json.loads(out)
    assert record["total_bytes"] == estimate_memory(mnist_cnn(), 7, device="K20 5GB", replicas=3).total
    assert [d["batch_size"] for d in record["devices"]] == [3, 3, 1] and record["bottleneck"] == "replica 0"
    assert record["gpu"]["max_batch_size_per_replica"] == largest.per_replica
    # GPUs of different sizes, one per replica, by --device: the K20 is the bottleneck.
    code, out, _ = run(capsys, "estimate", "mnist_cnn", "-b", "64", "--device", "V100-PCIE-16GB,K20 5GB", "--json")
    assert code == 0 and json.loads(out)["bottleneck"] == "replica 1"
    code, _, err = run(capsys, "estimate", "mnist_cnn", "-b", "64", "--device", "V100-PCIE-16GB,K20 5GB", "--replicas", "3")
    assert code == 2 and err.startswith("kerasmem: error: device= names 2 devices for 3 replicas") and "Traceback" not in err


def test_suggest_under_the_current_replicas(capsys):
    from kerasmem import estimate_memory

    code, out, _ = run(capsys, "suggest", "mnist_cnn", "-b", "50000", "--gpu", "k20", "--replicas-now", "2")
    assert code == 0 and "Global batch size 50000 over 2 x K20 5GB (4.61 GiB usable each)" in out
    assert re.search(r"\n0 +none +batch 50000 over 2 GPUs, 25000 per GPU +[\d.]+ GiB +no\n", out)
    assert "2 GPUs," not in out.split("data parallelism", 1)[1].split("\n")[0]  # only more GPUs than now
    code, out, _ = run(capsys, "suggest", "mnist_cnn", "-b", "50000", "--gpu", "k20", "--replicas-now", "2", "--json")
    rows = json.loads(out)
    assert rows[0]["peak_bytes"] == estimate_memory(mnist_cnn(), 50_000, device="K20 5GB", replicas=2).total
    assert [r["setting"] for r in rows if r["remedy"] == "data parallelism"] == ["4 GPUs, 12500 per GPU", "8 GPUs, 6250 per GPU"]


_WITHOUT_TENSORFLOW = """
import sys

class _NoTensorFlow:  # a job run in an environment without TensorFlow (seen on a GPU machine, session 10)
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("tensorflow", "keras"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)

sys.meta_path.insert(0, _NoTensorFlow())
from kerasmem.cli import main
raise SystemExit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize(
    "argv, code, out, err",
    [
        (["check"], 1, "NO GPU: TensorFlow is not usable in this Python", ""),
        (["estimate", "mnist_cnn", "-b", "8"], 2, "", "kerasmem: error: keras cannot be imported in this Python"),
    ],
)
def test_without_tensorflow_commands_say_so_in_one_line(argv, code, out, err):
    """`kerasmem check` still reports the driver and NVML's GPUs; other commands fail in one line."""
    result = subprocess.run([sys.executable, "-c", _WITHOUT_TENSORFLOW, *argv], capture_output=True, text=True, timeout=120)
    assert result.returncode == code and "Traceback" not in result.stderr, result.stderr[-2000:]
    assert out in result.stdout and result.stderr.startswith(err)
    if argv == ["check"]:
        assert re.search(r"TensorFlow +not usable here", result.stdout)
        assert "pip install 'tensorflow[and-cuda]'" in result.stdout
    else:
        assert result.stderr.count("\n") == 1
