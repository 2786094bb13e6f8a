"""suggest(): remedies, each with the analytic estimate of the step after it."""

import keras
import pandas as pd
import pytest
from keras import layers

from kerasmem import estimate_memory, get_gpu, max_batch_size, suggest
from kerasmem.errors import UnknownGpuError


@pytest.fixture(scope="module")
def table(mnist):
    return suggest(mnist, 50_000, "K20 5GB")


K20 = get_gpu("K20 5GB").capacity  # what a process gets of its 5 GiB


def _row(table, remedy, setting=None):
    chosen = table[(table["remedy"] == remedy) & ((table["setting"] == setting) if setting else True)]
    assert len(chosen) == 1, (remedy, setting, table[["remedy", "setting"]])
    return chosen.iloc[0]


def test_the_first_row_is_the_step_as_it_is(table, mnist):
    first = table.iloc[0]
    assert first["remedy"] == "none" and not first["fits"]
    assert first["peak_bytes"] == estimate_memory(mnist, 50_000, device="K20 5GB").total
    assert table.attrs == {"gpu": "K20 5GB", "memory_bytes": K20, "batch_size": 50_000, "replicas": 1}


def test_a_smaller_batch_is_the_largest_that_fits(table, mnist):
    row = _row(table, "smaller batch")
    batch = int(row["setting"].split()[1])
    assert row["fits"] and row["peak_bytes"] <= K20
    assert estimate_memory(mnist, batch + 1, device="K20 5GB").total > K20


def test_on_the_simulated_gpu_a_remedy_fits_as_max_batch_size_decides(mnist):
    # Under a cap the capped allocator's replay decides (max_batch_size), not the total: the smaller
    # batch fits although its peak estimated without a cap is above the cap (mnist_cnn: 796, 282 MiB).
    cap = 256 * 2**20
    table = suggest(mnist, 2_000, "256MiB", device="cpu")
    row = _row(table, "smaller batch")
    assert row["setting"] == f"batch {int(max_batch_size(mnist, cap, device='cpu'))}"
    assert row["fits"] and row["peak_bytes"] > cap
    assert not table.iloc[0]["fits"]


def test_data_parallelism_estimates_the_per_replica_batch(table, mnist):
    row = _row(table, "data parallelism", "4 GPUs, 12500 per GPU")
    assert row["peak_bytes"] == estimate_memory(mnist, 50_000, device="K20 5GB", replicas=4).total
    assert row["fits"] and row["saves_bytes"] > 0


def test_lighter_optimizers_never_cost_more(table):
    # At batch 50,000 the 4 MiB slot that momentum saves over Adam is within the allocator's chunk
    # slack (tens of MiB here): the estimate holds Adam at momentum's, so it may save nothing.
    momentum, plain = _row(table, "lighter optimizer", "SGD with momentum"), _row(table, "lighter optimizer", "SGD")
    assert 0 <= momentum["saves_bytes"] <= plain["saves_bytes"] and plain["saves_bytes"] > 0


def test_mixed_precision_only_where_the_gpu_has_it(mnist):
    old = suggest(mnist, 64, "K20 5GB")  # Kepler: neither float16 tensor cores nor bfloat16
    assert "mixed precision" not in set(old["remedy"])
    new = suggest(mnist, 64, "A100-PCIE-40GB")
    assert set(new.loc[new["remedy"] == "mixed precision", "setting"]) == {"mixed_float16", "mixed_bfloat16"}
    assert not new.loc[new["remedy"] == "smaller batch"].shape[0]  # 64 fits already


def test_another_gpu_fits_and_unified_memory_is_not_estimated(table):
    other = _row(table, "another GPU")
    assert other["fits"] and other["peak_bytes"] > 5 * 2**30
    last = table.iloc[-1]
    assert last["remedy"] == "unified memory" and last["peak_bytes"] is pd.NA and last["fits"] is pd.NA


def test_checkpointing_rows_come_from_the_estimator(mnist, table):
    row = _row(table, "gradient checkpointing", 'RematScope(mode="activations")')
    assert row["peak_bytes"] == estimate_memory(mnist, 50_000, device="K20 5GB", remat="activations").total
    # "full" fails in compiled training on TensorFlow with Keras 3.15: it is not offered.
    assert 'RematScope(mode="full")' not in set(table["setting"])


def test_a_model_built_under_remat_scope_is_seen_so():
    def build():
        return keras.Sequential([keras.Input((64,)), layers.Dense(256, activation="gelu"), layers.Dense(10)])

    with keras.RematScope(mode="full"):
        remat = build()
    plain = build()
    assert estimate_memory(remat, 512, device="cpu").total == estimate_memory(plain, 512, device="cpu", remat="full").total
    assert estimate_memory(remat, 512, device="cpu").total != estimate_memory(plain, 512, device="cpu").total


def test_unknown_gpu_is_an_error(mnist):
    with pytest.raises(UnknownGpuError):
        suggest(mnist, 8, "x100")


def test_a_size_and_the_oom_guard_hook(mnist):
    table = suggest(mnist, 4096, "200MiB", device="cpu")
    assert table.attrs["gpu"] == "200 MiB" and table.loc[0, "peak_bytes"] == estimate_memory(mnist, 4096, device="cpu").total
    assert "another GPU" not in set(table["remedy"])  # the simulated GPU's estimate has no GPU terms to swap
    # oom_guard calls a remedy provider as provider(model, batch_size, memory_in_bytes).
    assert suggest(mnist, 4096, 200 * 2**20, device="cpu").loc[0, "peak_bytes"] == table.loc[0, "peak_bytes"]
