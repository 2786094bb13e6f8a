"""check_devices, enable_memory_growth, limit_memory: verdicts in fixed fake environments."""

import json

import pynvml
import pytest

import kerasmem
from kerasmem.cli import main
from kerasmem.devices import TooLateError
from kerasmem.errors import InvalidArgumentError, KerasmemError
from kerasmem.probes import tf_devices
from nvml_fake import GiB, FakeGpu, FakeNvml, a100, fake_nvml  # noqa: F401

RUNTIME = tf_devices.TfRuntime("2.21.0", "3.15.1", True, "12.5.1", "9")
TOO_LATE = RuntimeError("Physical devices cannot be modified after being initialized")


@pytest.fixture
def tf_sees(monkeypatch):
    """Fixes what the TensorFlow probe reports: its runtime, its GPUs and their memory growth."""

    def configure(gpus=(), runtime=RUNTIME, growth=False, started=True):
        state = {"growth": {g.device: growth for g in gpus}, "limits": {}}
        monkeypatch.setattr(tf_devices, "runtime", lambda: runtime)
        monkeypatch.setattr(tf_devices, "gpus", lambda: list(gpus))
        monkeypatch.setattr(tf_devices, "memory_growth", lambda device: state["growth"][device])

        def set_growth(device):
            if started:
                raise TOO_LATE
            state["growth"][device] = True

        def set_limit(device, limit):
            if started:
                raise TOO_LATE
            state["limits"][device] = limit

        monkeypatch.setattr(tf_devices, "set_memory_growth", set_growth)
        monkeypatch.setattr(tf_devices, "set_memory_limit", set_limit)
        return state

    return configure


def slurm_env(monkeypatch, **env):
    for name in ("CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", "TF_FORCE_GPU_ALLOW_GROWTH", *kerasmem.devices.SLURM_VARIABLES):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)


def test_check_on_a_slurm_gpu_node_golden(monkeypatch, fake_nvml, tf_sees, capsys, golden):
    fake_nvml(FakeNvml([a100(0, used=9 * GiB), a100(1)]))
    tf_sees([tf_devices.TfGpu("GPU:0", "NVIDIA A100-SXM4-40GB", (8, 0), "0000:3c:00.0")])
    slurm_env(monkeypatch, CUDA_VISIBLE_DEVICES="1", SLURM_JOB_ID="4242", SLURM_JOB_GPUS="1", SLURM_GPUS_ON_NODE="1")
    code = main(["check"])
    out = capsys.readouterr().out
    assert code == 0
    golden("check_slurm_a100.txt", out.rstrip("\n"))
    report = kerasmem.check_devices()
    assert report.ok and report.tf_to_nvml[0].index == 1 and report.memory_growth == {"GPU:0": "off"}
    assert "<table" in report._repr_html_() and "OK: " in report._repr_html_()
    assert main(["check", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["tf_gpus"][0]["uuid"] == a100(1).uuid and record["tf_gpus"][0]["memory_bytes"] == 40 * GiB


@pytest.mark.parametrize(
    "scenario, env, runtime, nvml_gpus, init_error, reason, fix",
    [
        ("cpu-only build", {}, tf_devices.TfRuntime("2.21.0", "3.15.1", False, "", ""), [a100(0)], None,
         "CPU-only build", "pip install 'tensorflow[and-cuda]'"),
        ("hidden", {"CUDA_VISIBLE_DEVICES": ""}, RUNTIME, [a100(0)], None, "CUDA_VISIBLE_DEVICES='' hides every GPU", "unset"),
        ("no gres", {"SLURM_JOB_ID": "77"}, RUNTIME, [], pynvml.NVML_ERROR_LIBRARY_NOT_FOUND,
         "SLURM job 77 was given no GPU", "--gres=gpu:1"),
        ("no driver", {}, RUNTIME, [], pynvml.NVML_ERROR_LIBRARY_NOT_FOUND, "libnvidia-ml.so.1 was not found", "NVIDIA driver"),
        ("wrong uuid", {"CUDA_VISIBLE_DEVICES": "GPU-deadbeef"}, RUNTIME, [a100(0)], None,
         "names none of the 1 GPU(s)", "nvidia-smi -L"),
        ("no device", {}, RUNTIME, [a100(0)], None, "CUDA_ERROR_NO_DEVICE", "tensorflow[and-cuda]"),
    ],
)
def test_no_gpu_verdicts(monkeypatch, fake_nvml, tf_sees, capsys, scenario, env, runtime, nvml_gpus, init_error, reason, fix):
    fake_nvml(FakeNvml(nvml_gpus, init_error=init_error))
    tf_sees([], runtime=runtime)
    slurm_env(monkeypatch, **env)
    report = kerasmem.check_devices()
    assert not report.ok and reason in report.reason and fix in report.fix
    assert main(["check"]) == 1
    assert f"NO GPU: {report.reason}\nFix: {report.fix}" in capsys.readouterr().out


def test_enable_memory_growth_before_and_too_late(monkeypatch, tf_sees):
    slurm_env(monkeypatch)
    gpus = [tf_devices.TfGpu(f"GPU:{i}", "A100", (8, 0), None) for i in range(2)]
    state = tf_sees(gpus, started=False)
    state["growth"]["GPU:1"] = True
    assert kerasmem.enable_memory_growth() == {"GPU:0": "turned on", "GPU:1": "already on"}
    tf_sees(gpus, started=True)
    with pytest.raises(TooLateError) as error:
        kerasmem.enable_memory_growth()
    message = str(error.value)
    assert "call kerasmem.enable_memory_growth() right after importing TensorFlow" in message
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in message and "\n" not in message
    monkeypatch.setenv("TF_FORCE_GPU_ALLOW_GROWTH", "true")
    assert kerasmem.enable_memory_growth() == {"GPU:0": "on (TF_FORCE_GPU_ALLOW_GROWTH=true)", "GPU:1": "on (TF_FORCE_GPU_ALLOW_GROWTH=true)"}


def test_enable_memory_growth_without_a_gpu_does_nothing(tf_sees):
    tf_sees([])
    assert kerasmem.enable_memory_growth() == {}


def test_limit_memory(tf_sees):
    state = tf_sees([tf_devices.TfGpu("GPU:0", "A100", (8, 0), None)], started=False)
    assert kerasmem.limit_memory("4GiB") == 4 * GiB and state["limits"] == {"GPU:0": 4 * GiB}
    assert kerasmem.limit_memory(1_000_000_000) == 953 * 2**20
    with pytest.raises(InvalidArgumentError, match="at least 1 MiB"):
        kerasmem.limit_memory("12KiB")
    with pytest.raises(InvalidArgumentError, match="has no GPU:3"):
        kerasmem.limit_memory("1GiB", "GPU:3")
    with pytest.raises(InvalidArgumentError, match="cannot read"):
        kerasmem.limit_memory("lots")
    tf_sees([tf_devices.TfGpu("GPU:0", "A100", (8, 0), None)], started=True)
    with pytest.raises(TooLateError, match=r"call kerasmem.limit_memory\('4GiB'\) right after"):
        kerasmem.limit_memory("4GiB")
    tf_sees([])
    with pytest.raises(KerasmemError, match="sees no GPU to limit"):
        kerasmem.limit_memory("4GiB")


def test_check_here_without_fakes_matches_what_tensorflow_sees():
    import tensorflow as tf

    report = kerasmem.check_devices()
    assert report.ok == bool(tf.config.list_physical_devices("GPU"))
    assert report.runtime.tensorflow == tf.__version__ and str(report).startswith("Devices\n")


@pytest.mark.gpu
def test_on_a_real_gpu_tensorflow_and_nvml_agree():
    import tensorflow as tf

    tf.constant(1.0)  # start the GPUs, so that their PCI bus ids are known
    report = kerasmem.check_devices()
    assert report.ok and report.matched_by == "by PCI bus id"
    assert all(d is not None and d.memory_total for d in report.tf_to_nvml)


def test_nvml_device_of_a_tensorflow_gpu_for_other_measurements(fake_nvml, tf_sees, monkeypatch):
    slurm_env(monkeypatch, CUDA_VISIBLE_DEVICES="0")
    fake_nvml(FakeNvml([a100(0), a100(1)]))
    tf_sees([tf_devices.TfGpu("GPU:0", "NVIDIA A100-SXM4-40GB", (8, 0), "0000:3c:00.0")])
    assert tf_devices.nvml_device("GPU:0").index == 1 and tf_devices.nvml_device("GPU:1") is None
