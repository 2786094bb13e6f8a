"""Data parallelism: every device's share and peak, the bottleneck, the largest global batch, suggest under it.

Expected figures come from the single-device estimate at each replica's share
plus one gradient-sized all-reduce buffer, computed here independently of the
per-device code.
"""

from types import SimpleNamespace

import keras
import pytest

from conftest import SIMULATED_GPU
from nvml_fake import GiB, FakeNvml, a100, fake_nvml  # noqa: F401
from kerasmem import estimate_memory, get_gpu, max_batch_size, suggest
from kerasmem.errors import InvalidArgumentError
from kerasmem.estimate import prepare
from kerasmem.estimate.parallel import split_batch

# The talk's 1,111,946 trainable float32 weights, each variable rounded to 256 bytes: the all-reduce buffer.
GRADIENTS = 4_448_256


@pytest.fixture(scope="module")
def single_cpu(mnist):
    return prepare(mnist, device="cpu")


def test_an_uneven_batch_gives_the_first_replicas_the_larger_share(mnist, single_cpu):
    estimate = estimate_memory(mnist, 7, device="cpu", replicas=3)
    assert [d.batch_size for d in estimate.devices] == [3, 3, 1]
    assert [d.device for d in estimate.devices] == ["replica 0", "replica 1", "replica 2"]
    assert [d.peak for d in estimate.devices] == [single_cpu(3).total + GRADIENTS] * 2 + [single_cpu(1).total + GRADIENTS]
    assert all(d.capacity is None and d.headroom is None for d in estimate.devices)
    assert estimate.bottleneck is estimate.devices[0] and estimate.total == estimate.devices[0].peak
    assert estimate.batch_size == 7
    text = str(estimate)
    assert "global batch size 7 over 3 replicas" in text
    assert "Per device; bottleneck: replica 0 (3 samples, highest peak)" in text
    assert "* replica 0      3" in text and "  replica 2      1" in text
    assert "Per device; bottleneck: replica 0" in estimate._repr_html_()
    frame = estimate.devices_frame()
    assert list(frame["batch_size"]) == [3, 3, 1] and list(frame["bottleneck"]) == [True, False, False]
    record = estimate.to_dict()
    assert record["bottleneck"] == "replica 0" and [d["peak"] for d in record["devices"]] == list(frame["peak_bytes"])


def test_one_device_has_no_per_device_figures(mnist):
    estimate = estimate_memory(mnist, 7, device="cpu")
    assert estimate.devices == () and estimate.bottleneck is None
    assert "devices" not in estimate.to_dict() and "Per device" not in str(estimate)


def test_the_bottleneck_is_the_device_with_the_least_headroom(mnist):
    # The V100's estimate holds more (TensorFlow reserves 1050 MiB there, 500 MiB on a K20), the K20 has less room.
    estimate = estimate_memory(mnist, 64, device=["V100-PCIE-16GB", "K20 5GB"])
    v100, k20 = estimate.devices
    assert (v100.capacity, k20.capacity) == (get_gpu("V100-PCIE-16GB").capacity, get_gpu("K20 5GB").capacity)
    assert v100.peak == estimate_memory(mnist, 32, device="V100-PCIE-16GB").total + GRADIENTS
    assert k20.peak == estimate_memory(mnist, 32, device="K20 5GB").total + GRADIENTS
    assert v100.peak > k20.peak and k20.headroom < v100.headroom
    assert estimate.bottleneck is k20 and estimate.total == k20.peak
    assert estimate.peak_of_busiest() == v100.peak
    assert "bottleneck: replica 1 (32 samples, least headroom)" in str(estimate)
    with pytest.raises(InvalidArgumentError, match="names 2 devices for 3 replicas"):
        estimate_memory(mnist, 64, device=["V100-PCIE-16GB", "K20 5GB"], replicas=3)


def test_nvml_gives_the_memory_of_a_strategys_gpus(mnist, monkeypatch, fake_nvml):
    from kerasmem.probes import tf_devices

    small = a100(1)
    small.total = 12 * GiB
    fake_nvml(FakeNvml([a100(0), small]))
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    monkeypatch.setattr(tf_devices, "started", lambda: True)
    monkeypatch.setattr(tf_devices, "gpus", lambda: [
        tf_devices.TfGpu(f"GPU:{i}", "NVIDIA A100-SXM4-40GB", (8, 0), f"0000:{0x3B + i:02x}:00.0") for i in range(2)
    ])
    names = tuple(f"/job:localhost/replica:0/task:0/device:GPU:{i}" for i in range(2))
    strategy = SimpleNamespace(num_replicas_in_sync=2, extended=SimpleNamespace(worker_devices=names))
    estimate = estimate_memory(mnist, 64, strategy=strategy)
    assert [d.device for d in estimate.devices] == list(names)
    # NVML's total less the driver's reserve (the fake's: 300 MiB)
    assert [d.capacity for d in estimate.devices] == [40 * GiB - 300 * 2**20, 12 * GiB - 300 * 2**20]
    assert estimate.bottleneck.device == names[1]
    largest = max_batch_size(mnist, strategy=strategy)  # no memory given: each GPU's own
    assert largest.estimate.bottleneck.device == names[1] and largest.memory == 12 * GiB - 300 * 2**20


def test_the_largest_global_batch_is_limited_by_the_bottleneck(mnist, single_cpu):
    cap = 256 * 2**20
    largest = max_batch_size(mnist, "256MiB", device="cpu", replicas=3)
    batch, share = int(largest), largest.per_replica
    assert largest.replicas == 3 and share == -(-batch // 3)
    # One more sample would give the first replica one more: the largest global batch is a multiple of 3.
    assert batch % 3 == 0
    assert single_cpu(share).total + GRADIENTS <= cap < single_cpu(share + 1).total + GRADIENTS
    assert f"global batch size {batch:,} ({share:,} on replica 0, the bottleneck)" in largest.reason
    assert largest.estimate.batch_size == batch
    # Without a memory, each device's own: the K20 (replica 1) limits a V100 + K20 pair. An odd global batch
    # gives the V100 the larger share, so the largest is odd: the K20's share is its own largest.
    pair = max_batch_size(mnist, device=["V100-PCIE-16GB", "K20 5GB"])
    k20 = prepare(mnist, device="K20 5GB")
    v100_share, k20_share = (d.batch_size for d in pair.estimate.devices)
    assert int(pair) % 2 == 1 and (v100_share, k20_share) == (pair.per_replica, pair.per_replica - 1)
    k20_capacity = get_gpu("K20 5GB").capacity
    assert k20(k20_share).total + GRADIENTS <= k20_capacity < k20(k20_share + 1).total + GRADIENTS
    assert pair.memory == k20_capacity and f"({k20_share:,} on replica 1, the bottleneck)" in pair.reason
    with pytest.raises(InvalidArgumentError, match="give the memory"):
        max_batch_size(mnist, device="cpu", replicas=2)


def test_suggest_under_the_current_data_parallelism(mnist):
    table = suggest(mnist, 50_000, "K20 5GB", replicas_now=2)
    assert table.attrs["replicas"] == 2
    first = table.iloc[0]
    assert first["setting"] == "batch 50000 over 2 GPUs, 25000 per GPU"
    assert first["peak_bytes"] == estimate_memory(mnist, 50_000, device="K20 5GB", replicas=2).total
    smaller = table[table["remedy"] == "smaller batch"].iloc[0]
    largest = max_batch_size(mnist, "K20 5GB", device="K20 5GB", replicas=2)
    assert smaller["setting"] == f"batch {int(largest)} over 2 GPUs, {largest.per_replica} per GPU"
    assert smaller["peak_bytes"] == largest.estimate.total
    sgd = table[table["setting"] == "SGD"].iloc[0]
    assert sgd["peak_bytes"] == estimate_memory(mnist, 50_000, device="K20 5GB", replicas=2, optimizer=keras.optimizers.SGD()).total
    parallel = table[table["remedy"] == "data parallelism"]
    assert list(parallel["setting"]) == ["4 GPUs, 12500 per GPU", "8 GPUs, 6250 per GPU"]  # only more than now
    assert parallel.iloc[0]["peak_bytes"] == estimate_memory(mnist, 50_000, device="K20 5GB", replicas=4).total
    with pytest.raises(InvalidArgumentError, match="disagrees"):
        suggest(mnist, 64, "K20 5GB", replicas_now=4, strategy=SimpleNamespace(num_replicas_in_sync=2))


def test_mirrored_strategy_over_two_logical_cpus(run_python, mnist, single_cpu):
    """A real MirroredStrategy (2 logical CPUs): its devices, its split of an uneven batch, suggest under it."""
    result = run_python(
        """
        import json, numpy as np, tensorflow as tf
        cpu = tf.config.list_physical_devices("CPU")[0]
        tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 4)
        from keras.src.trainers.data_adapters import get_data_adapter
        from kerasmem import estimate_memory, suggest
        from kerasmem.estimate.parallel import split_batch
        from kerasmem.models import mnist_cnn
        splits = {}
        for n in (2, 3, 4):
            strategy = tf.distribute.MirroredStrategy([f"/cpu:{i}" for i in range(n)])
            for batch in (7, 9, 10, 64):
                # What Keras 3's fit does with arrays under a strategy: its data adapter, then distribute.
                adapter = get_data_adapter(np.zeros((batch, 3), "float32"), np.zeros((batch, 1), "float32"),
                                           batch_size=batch, shuffle=False)
                x, _ = next(iter(strategy.experimental_distribute_dataset(adapter.get_tf_dataset())))
                seen = [int(v.shape[0]) for v in strategy.experimental_local_results(x)]
                splits[f"{batch}/{n}"] = [seen, split_batch(batch, n)]
        strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
        estimate = estimate_memory(mnist_cnn(), 7, device="cpu", strategy=strategy)
        table = suggest(mnist_cnn(), 7, "K20 5GB", strategy=strategy)
        print(json.dumps({
            "splits": splits,
            "devices": [[d.device, d.batch_size, d.peak] for d in estimate.devices],
            "bottleneck": estimate.bottleneck.device,
            "suggest": [int(table.loc[0, "peak_bytes"]), table.loc[0, "setting"], table.attrs["replicas"]],
        }))
        """,
        env=SIMULATED_GPU,
    )
    for key, (seen, modelled) in result["splits"].items():
        assert seen == modelled, key
    names = [f"/job:localhost/replica:0/task:0/device:CPU:{i}" for i in range(2)]
    assert result["devices"] == [
        [names[0], 4, single_cpu(4).total + GRADIENTS], [names[1], 3, single_cpu(3).total + GRADIENTS]
    ]
    assert result["bottleneck"] == names[0]
    assert result["suggest"] == [
        estimate_memory(mnist, 7, device="K20 5GB", replicas=2).total, "batch 7 over 2 GPUs, 4 per GPU", 2
    ]


def test_split_batch():
    assert split_batch(7, 3) == [3, 3, 1] and split_batch(9, 4) == [3, 3, 3, 0] and split_batch(64, 4) == [16] * 4
    assert all(sum(split_batch(b, n)) == b for b in range(1, 40) for n in range(1, 9))
