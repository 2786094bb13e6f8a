"""NVML probe: named scenarios through a fake at the pynvml boundary, the probe's real code above it."""

import logging
import os
import threading

import pynvml
import pytest

from kerasmem.probes import nvml
from nvml_fake import GiB, MiB, FakeGpu, FakeNvml, a100, fake_nvml  # noqa: F401


def test_no_binding_and_no_library_give_reasons_not_exceptions(fake_nvml):
    fake_nvml(None)
    assert not nvml.available() and "pip install nvidia-ml-py" in nvml.unavailable_reason()
    fake = fake_nvml(FakeNvml([], init_error=pynvml.NVML_ERROR_LIBRARY_NOT_FOUND))
    assert nvml.devices() == [] and nvml.visible_devices({}) == []
    assert nvml.driver_version() is None and nvml.query("nvmlDeviceGetCount", default=-1) == -1
    assert nvml.unavailable_reason() == "no NVIDIA driver here: the NVML library libnvidia-ml.so.1 was not found"
    nvml.available()
    assert fake.init_calls == 1  # tried once, not at every query


def test_driver_not_loaded(fake_nvml):
    fake_nvml(FakeNvml([], init_error=pynvml.NVML_ERROR_DRIVER_NOT_LOADED))
    assert "driver is not loaded" in nvml.unavailable_reason()


def test_init_once_under_threads_and_shutdown_resets(fake_nvml):
    fake = fake_nvml(FakeNvml([a100(0)]))
    threads = [threading.Thread(target=nvml.devices) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert fake.init_calls == 1
    nvml.shutdown()
    assert fake.shutdown_calls == 1
    nvml.devices()
    assert fake.init_calls == 2


def test_two_gpus_with_cuda_visible_devices_1_maps_tf_gpu0_to_nvml_gpu1(fake_nvml):
    fake_nvml(FakeNvml([a100(0), a100(1, used=5 * GiB)]))
    visible = nvml.visible_devices({"CUDA_VISIBLE_DEVICES": "1"})
    assert [d.index for d in visible] == [1]
    matched, how = nvml.match_tf_gpus([None], {"CUDA_VISIBLE_DEVICES": "1"})
    assert matched[0].index == 1 and "CUDA_VISIBLE_DEVICES" in how
    assert nvml.memory_info(matched[0]).used == 5 * GiB


def test_pci_bus_id_wins_over_index_order(fake_nvml):
    """SLURM renumbers GPUs in the job's cgroup: CUDA_VISIBLE_DEVICES=0 while TF runs on the second card."""
    fake_nvml(FakeNvml([a100(0), a100(1)]))
    matched, how = nvml.match_tf_gpus(["0000:3c:00.0"], {"CUDA_VISIBLE_DEVICES": "0"})
    assert matched[0].index == 1 and how == "by PCI bus id"
    assert nvml.devices()[1].pci_bus_id == "0000:3c:00.0"


def test_uuid_list_in_its_own_order_and_prefixes(fake_nvml):
    fake_nvml(FakeNvml([a100(0), a100(1), a100(2)]))
    gpus = nvml.devices()
    spec = f"{gpus[2].uuid},{gpus[0].uuid[:12]}"
    assert [d.index for d in nvml.visible_devices({"CUDA_VISIBLE_DEVICES": spec})] == [2, 0]


@pytest.mark.parametrize(
    "spec, expected",
    [("", []), ("-1", []), ("0,7,1", [0]), ("1,1", [1]), ("GPU-nope,0", []), ("NoDevFiles", [])],
)
def test_cuda_visible_devices_stops_at_the_first_invalid_entry(fake_nvml, spec, expected):
    fake_nvml(FakeNvml([a100(0), a100(1)]))
    assert [d.index for d in nvml.visible_devices({"CUDA_VISIBLE_DEVICES": spec})] == expected


def test_mig_instances_listed_and_chosen_by_mig_uuid(fake_nvml):
    mig = [
        FakeGpu(uuid="MIG-aaaa-1111", name="NVIDIA A100-SXM4-40GB MIG 1g.5gb", bus_id="", total=5 * GiB, used=1 * GiB),
        FakeGpu(uuid="MIG-bbbb-2222", name="NVIDIA A100-SXM4-40GB MIG 3g.20gb", bus_id="", total=20 * GiB, used=3 * GiB),
    ]
    fake_nvml(FakeNvml([a100(0, mig=mig), a100(1)]))
    found = nvml.devices()
    assert [d.label for d in found] == ["GPU 0", "GPU 0 MIG 0", "GPU 0 MIG 1", "GPU 1"]
    second = found[2]
    assert second.is_mig and second.parent_uuid == found[0].uuid and second.pci_bus_id == found[0].pci_bus_id
    assert second.memory_total == 20 * GiB
    assert nvml.visible_devices({"CUDA_VISIBLE_DEVICES": "MIG-bbbb-2222"}) == [second]
    # Unset: a GPU in MIG mode offers its first instance; by bus id, the visible instance is chosen.
    assert [d.label for d in nvml.visible_devices({})] == ["GPU 0 MIG 0", "GPU 1"]
    matched, _ = nvml.match_tf_gpus(["0000:3b:00.0"], {"CUDA_VISIBLE_DEVICES": "MIG-bbbb-2222"})
    assert matched == [second]


def test_v2_memory_excludes_the_reserve_and_v1_is_the_fallback(fake_nvml):
    gpu = a100(0, used=3 * GiB, reserved=512 * MiB)
    fake_nvml(FakeNvml([gpu]))
    info = nvml.memory_info(nvml.devices()[0])
    assert (info.version, info.used, info.reserved, info.free) == (2, 3 * GiB, 512 * MiB, 40 * GiB - 3 * GiB - 512 * MiB)
    assert info.usable == 40 * GiB - 512 * MiB  # what processes can have: the reserve is the driver's
    gpu.faults["nvmlDeviceGetMemoryInfo_v2"] = (pynvml.NVML_ERROR_FUNCTION_NOT_FOUND, 0)
    nvml.shutdown()
    fake_nvml(FakeNvml([gpu]))
    info = nvml.memory_info(nvml.devices()[0])
    assert (info.version, info.used, info.reserved) == (1, 3 * GiB + 512 * MiB, None)


def test_not_supported_degrades_to_none_and_is_reported_once(fake_nvml, caplog):
    gpu = a100(0, processes=[(os.getpid(), 1 * GiB)])
    gpu.faults.update({"v3": (pynvml.NVML_ERROR_NOT_SUPPORTED, 0), "nvmlDeviceGetMemoryInfo": (pynvml.NVML_ERROR_NOT_SUPPORTED, 0),
                       "nvmlDeviceGetMemoryInfo_v2": (pynvml.NVML_ERROR_NOT_SUPPORTED, 0)})
    fake_nvml(FakeNvml([gpu]))
    device = nvml.devices()[0]
    with caplog.at_level(logging.WARNING, logger="kerasmem"):
        for _ in range(3):
            assert nvml.memory_info(device) is None
            assert nvml.processes(device) is None and nvml.process_used(device) is None
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == len(set(messages)) == 2 and all("Not Supported" in m for m in messages)
    assert nvml.problems() == [m.removeprefix("kerasmem: ") for m in messages]


def test_gpu_lost_mid_epoch(fake_nvml, caplog):
    gpu = a100(0, processes=[(os.getpid(), 2 * GiB)])
    gpu.faults["*"] = (pynvml.NVML_ERROR_GPU_IS_LOST, 3)  # from the 4th call of each function on
    fake_nvml(FakeNvml([gpu]))
    device = nvml.devices()[0]  # the device listing itself made 1 v2 memory call
    readings = [nvml.memory_info(device) for _ in range(4)]
    assert [r is not None for r in readings] == [True, True, False, False]
    assert sum("GPU is lost" in r.getMessage() for r in caplog.records) == 1
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="kerasmem"):
        assert nvml.memory_info(device) is None
    assert any("GPU is lost" in p for p in nvml.problems())
    assert not caplog.records  # already reported, once


def test_bytes_names_and_driver(fake_nvml):
    fake_nvml(FakeNvml([a100(0, name=b"Tesla V100-SXM2-16GB")], driver=b"470.57.02"))
    assert nvml.devices()[0].name == "Tesla V100-SXM2-16GB" and nvml.driver_version() == "470.57.02"


def test_used_gpu_memory_none(fake_nvml):
    fake_nvml(FakeNvml([a100(0, processes=[(os.getpid(), None), (4242, 3 * GiB)])]))
    device = nvml.devices()[0]
    assert nvml.processes(device) == [nvml.ProcessMemory(os.getpid(), None), nvml.ProcessMemory(4242, 3 * GiB)]
    assert nvml.process_used(device) is None and nvml.process_used(device, 4242) == 3 * GiB
    assert nvml.process_used(device, 99999) is None  # another PID namespace: not found


def test_v3_missing_falls_back_to_v2_then_v1(fake_nvml):
    gpu = a100(0, processes=[(os.getpid(), 1 * GiB)])
    fake_nvml(FakeNvml([gpu], missing=("nvmlDeviceGetComputeRunningProcesses_v3",)))
    device = nvml.devices()[0]
    assert nvml.process_used(device) == 1 * GiB and nvml.process_used(device) == 1 * GiB
    assert gpu.calls == gpu.calls | {"v2": 2} and "v3" not in gpu.calls
    gpu.calls.clear()
    gpu.faults["v2"] = (pynvml.NVML_ERROR_FUNCTION_NOT_FOUND, 0)  # the binding has it, the driver not
    fake_nvml(FakeNvml([gpu], missing=("nvmlDeviceGetComputeRunningProcesses_v3",)))
    assert nvml.process_used(nvml.devices()[0]) == 1 * GiB
    assert gpu.calls.get("v1") == 1 and gpu.calls.get("v2") == 1


def test_import_kerasmem_probes_nvml_does_not_import_pynvml(run_python):
    result = run_python(
        "import sys, json; import kerasmem.probes.nvml, kerasmem.devices, kerasmem.watch; "
        "print(json.dumps([m for m in ('pynvml', 'tensorflow', 'keras') if m in sys.modules]))"
    )
    assert result == []
