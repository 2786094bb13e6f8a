"""kerasmem watch: the live table through the NVML fake; no GPU, Ctrl-C and bad input."""

import csv
import io
import os

import pynvml
import pytest

from kerasmem import watch as watch_module
from kerasmem.cli import main
from nvml_fake import GiB, MiB, FakeGpu, FakeNvml, a100, fake_nvml  # noqa: F401


@pytest.fixture
def node(fake_nvml, monkeypatch):
    """Two A100s, the second in MIG mode; processes with and without a known size."""
    mig = [FakeGpu(uuid="MIG-aaaa-1111", name="NVIDIA A100-SXM4-40GB MIG 3g.20gb", bus_id="", total=20 * GiB,
                   used=3 * GiB, processes=[(5001, 2 * GiB)])]
    gpus = [a100(0, used=9 * GiB + 512 * MiB, processes=[(4242, 9 * GiB), (4343, None)]), a100(1, used=0, mig=mig)]
    # Fixed local time for the golden file.
    monkeypatch.setenv("TZ", "UTC")
    return fake_nvml(FakeNvml(gpus, names={4242: "python train.py", 5001: "python eval.py"}))


def test_watch_once_golden(node, capsys, golden):
    code = watch_module.watch(once=True, out=io.StringIO(), clock=lambda: 0.0)
    assert code == 1
    assert main(["watch", "--once"]) == 0
    out = capsys.readouterr().out
    assert "GPU memory at " in out
    stamp = out.splitlines()[0].split(" at ")[1].split(" (")[0]
    golden("watch_once.txt", out.replace(stamp, "TIME").rstrip("\n"))


def test_watch_until_ctrl_c_with_csv(node, tmp_path):
    path = tmp_path / "watch.csv"
    sleeps = []

    def sleep(seconds):
        sleeps.append(seconds)
        if len(sleeps) == 3:
            raise KeyboardInterrupt

    out = io.StringIO()
    samples = watch_module.watch(interval=0.5, csv_path=str(path), out=out, clock=lambda: 100.0, sleep=sleep)
    assert samples == 3 and sleeps == [0.5, 0.5, 0.5]
    assert out.getvalue().count("GPU memory at") == 3 and "\x1b[2J" not in out.getvalue()  # not a terminal
    with open(path, newline="") as handle:
        rows = list(csv.DictReader(handle))
    gpu_rows = [r for r in rows if not r["pid"]]
    assert len(gpu_rows) == 3 * 3  # GPU 0, GPU 1 and its MIG instance, each sample
    first = {r["gpu"]: r for r in gpu_rows[:3]}
    assert int(first["GPU 0"]["used_bytes"]) == 9 * GiB + 512 * MiB and int(first["GPU 0"]["reserved_bytes"]) == 300 * MiB
    procs = [r for r in rows[:6] if r["pid"]]
    assert [(r["pid"], r["process"], r["used_bytes"]) for r in procs] == [
        ("4242", "python train.py", str(9 * GiB)), ("4343", "", ""), ("5001", "python eval.py", str(2 * GiB))
    ]


def test_ctrl_c_from_the_command_exits_0(node, monkeypatch, capsys):
    def interrupted(seconds):
        raise KeyboardInterrupt

    monkeypatch.setattr(watch_module.time, "sleep", interrupted)
    assert main(["watch", "--interval", "0.1"]) == 0
    captured = capsys.readouterr()
    assert captured.out.count("GPU memory at") == 1 and "Traceback" not in captured.err


def test_a_lost_gpu_shows_question_marks(node):
    node.gpus[0].faults["*"] = (pynvml.NVML_ERROR_GPU_IS_LOST, 0)
    text = watch_module.render(watch_module.snapshot(), when="T")
    row = next(line for line in text.splitlines() if line.startswith("GPU 0 "))
    assert row.split()[-5:] == ["?"] * 5 and "Processes unknown for GPU 0" in text


def test_without_nvml_one_line_and_nonzero(fake_nvml, capsys):
    fake_nvml(FakeNvml([], init_error=pynvml.NVML_ERROR_LIBRARY_NOT_FOUND))
    assert main(["watch", "--once"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "kerasmem: error: no GPU to watch: no NVIDIA driver here: the NVML library libnvidia-ml.so.1 was not found\n"
    fake_nvml(FakeNvml([]))
    assert main(["watch"]) == 2
    assert capsys.readouterr().err == "kerasmem: error: no GPU to watch: the NVIDIA driver sees none\n"


@pytest.mark.parametrize("value", ["0", "-1", "soon", "inf"])
def test_bad_interval_exits_2(value, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["watch", "--interval", value])
    assert exit_info.value.code == 2
    assert "interval must be a positive number of seconds" in capsys.readouterr().err


def test_the_real_command_here(tmp_path):
    """This machine has no NVIDIA driver: one line, non-zero, no traceback (skipped where NVML works)."""
    import subprocess
    import sys

    from kerasmem.probes import nvml

    if nvml.available():
        pytest.skip("NVML works here")
    result = subprocess.run([sys.executable, "-m", "kerasmem", "watch", "--once"], capture_output=True, text=True,
                            env={**os.environ, "HOME": str(tmp_path)}, timeout=120)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("kerasmem: error: no GPU to watch") and result.stderr.count("\n") == 1
