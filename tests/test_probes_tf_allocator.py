"""The allocator probe's capacity: the simulated GPU's cap, a GPU's memory through the NVML fake."""

import pytest

from kerasmem.batch_search import _capacity
from kerasmem.probes import tf_allocator, tf_devices
from nvml_fake import GiB, FakeNvml, a100, fake_nvml  # noqa: F401


@pytest.fixture
def tf_sees_the_second_a100(monkeypatch, fake_nvml):
    """TensorFlow's GPU:0 is the node's second A100 (bus id 3c), as under SLURM's renumbering."""
    fake_nvml(FakeNvml([a100(0), a100(1, used=5 * GiB)]))
    monkeypatch.setattr(tf_devices, "gpus", lambda: [tf_devices.TfGpu("GPU:0", "NVIDIA A100-SXM4-40GB", (8, 0), "0000:3c:00.0")])
    limits = {}
    monkeypatch.setattr(tf_devices, "memory_limit", lambda device: limits.get(device))
    return limits


def test_a_gpu_s_capacity_is_what_a_process_gets_or_its_logical_cap(tf_sees_the_second_a100):
    limits = tf_sees_the_second_a100
    # NVML's total less the driver's reserve (the fake's: 300 MiB), not what is free: the estimate counts
    # the CUDA context and TensorFlow's reserve itself.
    usable = 40 * GiB - 300 * 2**20
    assert tf_allocator.capacity("GPU:0") == usable
    assert _capacity(None, "GPU:0") == usable  # find_max_batch_size starts from the estimate for it
    limits["GPU:0"] = 12 * GiB
    assert tf_allocator.capacity("GPU:0") == 12 * GiB
    assert tf_allocator.capacity("GPU:1") is None  # no such GPU


def test_without_nvml_a_gpu_s_capacity_is_unknown(fake_nvml, monkeypatch):
    fake_nvml(None)
    monkeypatch.setattr(tf_devices, "gpus", lambda: [tf_devices.TfGpu("GPU:0", "", (8, 0), None)])
    monkeypatch.setattr(tf_devices, "memory_limit", lambda device: None)
    assert tf_allocator.capacity("GPU:0") is None


def test_the_simulated_gpu_s_capacity_is_its_cap(monkeypatch):
    for name, value in tf_allocator.simulated_gpu_environment(256 * 2**20).items():
        monkeypatch.setenv(name, value)
    assert tf_allocator.capacity("CPU:0") == 256 * 2**20
    monkeypatch.delenv("TF_CPU_BFC_MEM_LIMIT_IN_MB")
    assert tf_allocator.capacity("CPU:0") is None
