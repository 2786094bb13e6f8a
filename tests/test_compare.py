"""kerasmem.compare and compare_history: estimates beside real measurements on the simulated GPU."""

import pandas as pd
import pytest

import kerasmem
from conftest import SIMULATED_GPU
from kerasmem import InvalidArgumentError, compare, compare_history, estimate_memory


def test_estimates_only_follow_the_named_gpu(mnist):
    frame = compare(mnist, [8, 64], gpu="V100-PCIE-16GB", measure=False)
    assert list(frame.columns) == list(kerasmem.comparison.COMPARE_COLUMNS)
    assert frame["batch_size"].tolist() == [8, 64]
    for row in frame.itertuples():
        assert row.seed_bytes == estimate_memory(mnist, row.batch_size, method="seed").total
        assert row.analytic_bytes == estimate_memory(mnist, row.batch_size, device="V100-PCIE-16GB").total
        assert row.analytic_low_bytes == row.analytic_bytes  # no race on a GPU: no range
    assert frame["measured_bytes"].isna().all() and frame["nvml_used_bytes"].isna().all()
    assert frame.attrs == {
        "model": "mnist_cnn", "gpu": "V100-PCIE-16GB", "capacity_bytes": kerasmem.get_gpu("V100-PCIE-16GB").capacity,
        "analytic_device": "V100-PCIE-16GB", "measured_on": None,
    }


def test_a_bare_size_is_a_capacity_not_a_gpu(mnist):
    frame = compare(mnist, [8], gpu="2GiB", measure=False)
    assert frame.attrs["capacity_bytes"] == 2 * 2**30 and frame.attrs["gpu"] is None
    assert frame.attrs["analytic_device"] == "gpu"
    assert frame["analytic_bytes"][0] == estimate_memory(mnist, 8).total


@pytest.mark.parametrize("sizes", [[], [0], [8, -1]])
def test_bad_batch_sizes(mnist, sizes):
    with pytest.raises(InvalidArgumentError):
        compare(mnist, sizes, measure=False)


def test_measures_on_the_simulated_gpu_in_process(run_python):
    # In a simulated-GPU process: measured here, with the analytic estimate for the simulated GPU ("cpu").
    result = run_python(
        """
        import json
        from kerasmem import compare, measure_peak, estimate_memory
        from kerasmem.models import mnist_cnn
        frame = compare(mnist_cnn(), [4, 64], gpu="P100-PCIE-12GB", steps=2)
        print(json.dumps({"frame": frame.astype(object).where(frame.notna(), None).to_dict("list"),
                          "attrs": frame.attrs, "analytic_cpu_64": estimate_memory(mnist_cnn(), 64, device="cpu").total,
                          "low_cpu_64": estimate_memory(mnist_cnn(), 64, device="cpu").low}))
        """,
        env=SIMULATED_GPU,
    )
    frame, attrs = result["frame"], result["attrs"]
    assert attrs["measured_on"].startswith("simulated GPU") and attrs["analytic_device"] == "cpu"
    assert frame["analytic_bytes"][1] == result["analytic_cpu_64"]
    assert frame["analytic_low_bytes"][1] == result["low_cpu_64"]
    small, large = frame["measured_bytes"]
    # Real peaks: above the weights, growing with the batch, and far below the GPU.
    assert 4 * 1_111_946 < small < large < attrs["capacity_bytes"]
    assert frame["nvml_used_bytes"] == [None, None]


def test_measures_on_the_simulated_gpu_from_a_default_cpu(run_python):
    # TensorFlow's default CPU (oneDNN's allocator): the measurements go to a simulated-GPU process.
    result = run_python(
        """
        import json
        from kerasmem import compare
        from kerasmem.models import mnist_cnn
        frame = compare(mnist_cnn(), [16], steps=1)
        print(json.dumps({"measured": int(frame["measured_bytes"][0]), "attrs": frame.attrs}))
        """,
        env={"TF_ENABLE_ONEDNN_OPTS": "1", "TF_CPU_ALLOCATOR_USE_BFC": "false"},
    )
    assert result["attrs"]["measured_on"].startswith("simulated GPU")
    assert result["attrs"]["analytic_device"] == "cpu"
    assert result["measured"] > 4 * 1_111_946


def history_frame(peaks, epochs=None):
    n = len(peaks)
    return pd.DataFrame({
        "epoch": epochs or [0] * n, "batch": list(range(n)), "tf_peak_bytes": pd.array(peaks, dtype="Int64"),
    })


def test_compare_history_against_an_estimate(mnist):
    estimate = estimate_memory(mnist, 32, device="cpu")
    peaks = [estimate.total - 1000, estimate.total + 5000, None]
    frame = compare_history(history_frame(peaks), estimate)
    assert list(frame.columns) == list(kerasmem.comparison.HISTORY_COMPARE_COLUMNS)
    assert frame["measured_bytes"].tolist() == peaks[:2]  # the unmeasured batch is dropped
    assert frame["difference_bytes"].tolist() == [-1000, 5000]
    assert frame.attrs["estimate_label"] == "analytic estimate"


def test_compare_history_reads_a_logger():
    from kerasmem import GpuMemoryLogger

    class Logged(GpuMemoryLogger):
        history = history_frame([100, 200], epochs=[0, 1])

    frame = compare_history(Logged(), 150)
    assert frame["step"].tolist() == [0, 1] and frame["epoch"].tolist() == [0, 1]
    assert frame["difference_bytes"].tolist() == [-50, 50]


@pytest.mark.parametrize(
    "history, estimate, message",
    [
        (pd.DataFrame({"epoch": [0]}), 1, "lacks the column"),
        (history_frame([None]), 1, "no measured batches"),
        (history_frame([5]), "big", "MemoryEstimate or a byte count"),
        ([1, 2], 1, "GpuMemoryLogger or its history"),
    ],
)
def test_compare_history_bad_input(history, estimate, message):
    with pytest.raises(InvalidArgumentError, match=message):
        compare_history(history, estimate)


def test_compare_history_of_a_real_training_run(run_python):
    result = run_python(
        """
        import json, numpy as np
        from kerasmem import GpuMemoryLogger, compare_history, estimate_memory
        from kerasmem.models import mnist_cnn
        model = mnist_cnn()
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
        logger = GpuMemoryLogger()
        x, y = np.zeros((64, 28, 28, 1), "float32"), np.zeros((64,), "int32")
        model.fit(x, y, batch_size=16, epochs=2, verbose=0, callbacks=[logger])
        frame = compare_history(logger, estimate_memory(model, 16, device="cpu"))
        print(json.dumps({"frame": frame.to_dict("list"), "label": frame.attrs["estimate_label"],
                          "history_rows": len(logger.history)}))
        """,
        env=SIMULATED_GPU,
    )
    frame = result["frame"]
    assert frame["epoch"] == [0] * 4 + [1] * 4 and frame["step"] == list(range(8))
    assert all(4 * 1_111_946 < m for m in frame["measured_bytes"])  # real peaks: weights and more
    assert len(set(frame["estimate_bytes"])) == 1 and result["label"] == "analytic estimate"
    assert [m - e for m, e in zip(frame["measured_bytes"], frame["estimate_bytes"])] == frame["difference_bytes"]
