"""GpuMemoryLogger: real model.fit runs; TensorFlow's figures checked against get_memory_info at the same points."""

import csv
import logging
import os

import keras
import numpy as np
import pynvml
import pytest

from conftest import SIMULATED_GPU
from kerasmem import GpuMemoryLogger
from kerasmem.errors import InvalidArgumentError
from kerasmem.probes import tf_allocator, tf_devices
from nvml_fake import GiB, MiB, FakeNvml, a100, fake_nvml  # noqa: F401


def test_on_the_simulated_gpu_the_logged_figures_are_the_allocators(run_python, tmp_path):
    path = tmp_path / "memory.csv"
    result = run_python(
        f"""
        import json, logging, numpy as np, keras, tensorflow as tf
        from kerasmem import GpuMemoryLogger
        from kerasmem.models import mnist_cnn

        class Witness(keras.callbacks.Callback):
            # Placed before the logger: it reads the allocator at the same points, nothing runs in between.
            def __init__(self):
                super().__init__()
                self.seen = []
            def read(self, event, batch):
                info = tf.config.experimental.get_memory_info("CPU:0")
                self.seen.append([event, batch, info["current"], info["peak"]])
            def on_train_batch_end(self, batch, logs=None):
                self.read("batch", batch)
            def on_epoch_end(self, epoch, logs=None):
                self.read("epoch_end", self.seen[-1][1])

        warnings = []
        logging.getLogger("kerasmem").addHandler(logging.Handler())
        logging.getLogger("kerasmem").handlers[-1].emit = lambda record: warnings.append(record.getMessage())
        model = mnist_cnn()
        model.compile("adam", "sparse_categorical_crossentropy")
        x, y = np.random.default_rng(0).random((64, 28, 28, 1), "float32"), np.zeros(64)
        witness, logger = Witness(), GpuMemoryLogger(csv_path={str(path)!r}, show_in_logs=True)
        history = model.fit(x, y, batch_size=16, epochs=2, verbose=0, callbacks=[witness, logger])
        model.fit(x, y, batch_size=32, epochs=1, verbose=0, callbacks=[logger])  # the same logger again
        frame = logger.history
        print(json.dumps({{
            "witness": witness.seen,
            "rows": frame.astype(object).where(frame.notna(), None).values.tolist(),
            "columns": list(frame.columns),
            "logs_key": history.history.get("cpu0_peak_MiB"),
            "warnings": warnings,
            "summary": str(logger.summary()),
        }}))
        """,
        env=SIMULATED_GPU,
    )
    columns = result["columns"]
    assert "nvml_used_bytes" not in columns and "process_bytes" not in columns
    rows = [dict(zip(columns, row)) for row in result["rows"]]
    first_fit = rows[: len(result["witness"])]
    # One row per sample: 4 batches and the epoch's end, twice; then 2 batches and the end.
    expected = [(0, "batch", b) for b in range(4)] + [(0, "epoch_end", 3)]
    expected += [(1, "batch", b) for b in range(4)] + [(1, "epoch_end", 3)]
    expected += [(0, "batch", 0), (0, "batch", 1), (0, "epoch_end", 1)]
    assert [(r["epoch"], r["event"], r["batch"]) for r in rows] == expected
    for row, (event, batch, current, peak) in zip(first_fit, result["witness"]):
        assert (row["event"], row["batch"], row["device"]) == (event, batch, "CPU:0")
        assert (row["tf_current_bytes"], row["tf_peak_bytes"]) == (current, peak)
    for row in rows:
        # The weights (4.24 MiB) and Adam's two slots stay allocated; a peak is never below what is held.
        assert row["tf_current_bytes"] >= 3 * 4_447_784 and row["tf_peak_bytes"] >= row["tf_current_bytes"]
        assert row["host_rss_bytes"] > 100 * 2**20
    # Peaks were reset per batch: the first batch of a training run allocates more than later ones' windows.
    assert len({r["tf_peak_bytes"] for r in first_fit}) > 1
    # The epoch's logs carry the epoch-end sample's peak, in MiB, so History keeps it.
    epoch_ends = [r for r in first_fit if r["event"] == "epoch_end"]
    assert result["logs_key"] == [round(r["tf_peak_bytes"] / 2**20, 1) for r in epoch_ends]
    no_gpu = [w for w in result["warnings"] if "No GPU columns" in w]
    assert len(no_gpu) == 1 and "simulated GPU (CPU BFC allocator)" in no_gpu[0]
    assert "Peak memory per epoch and device" in result["summary"] and "MiB" in result["summary"]

    with open(path, newline="") as handle:
        lines = list(csv.reader(handle))
    assert lines[0] == columns and len(lines) == 1 + len(rows)
    assert [int(line[columns.index("tf_peak_bytes")]) for line in lines[1:]] == [r["tf_peak_bytes"] for r in rows]


def test_where_tensorflow_keeps_no_statistics_the_logger_logs_host_memory_and_says_why(run_python):
    """oneDNN off and no BFC allocator: TensorFlow's default on CPUs it does not turn oneDNN on for (an
    AMD EPYC with AVX2). The logger used to crash training in on_train_begin (reset_memory_stats)."""
    result = run_python(
        """
        import json, logging, numpy as np, keras
        from kerasmem import GpuMemoryLogger
        from kerasmem.probes import tf_allocator

        warnings = []
        logging.getLogger("kerasmem").addHandler(logging.Handler())
        logging.getLogger("kerasmem").handlers[-1].emit = lambda record: warnings.append(record.getMessage())
        model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(4), keras.layers.Dense(1)])
        model.compile("sgd", "mse")
        logger = GpuMemoryLogger()
        model.fit(np.ones((16, 8), "float32"), np.ones((16, 1), "float32"), batch_size=8, epochs=1, verbose=0,
                  callbacks=[logger])
        frame = logger.history
        print(json.dumps({"rows": len(frame), "tf_missing": bool(frame["tf_peak_bytes"].isna().all()),
                          "rss": bool((frame["host_rss_bytes"] > 0).all()), "warnings": warnings,
                          "allocator": tf_allocator.allocator_name("CPU:0")}))
        """,
        env={"TF_ENABLE_ONEDNN_OPTS": "0", "TF_CPU_ALLOCATOR_USE_BFC": "false", "TF_CPP_MIN_LOG_LEVEL": "3"},
    )
    assert result["rows"] == 3 and result["tf_missing"] and result["rss"]
    assert result["allocator"] == "TensorFlow's default CPU allocator (oneDNN off: no statistics)"
    said = [w for w in result["warnings"] if "no TensorFlow allocator figures for CPU:0" in w]
    assert len(said) == 1 and "TF_CPU_ALLOCATOR_USE_BFC=true and TF_ENABLE_ONEDNN_OPTS=0" in said[0]
    no_gpu = [w for w in result["warnings"] if "No GPU columns" in w]
    assert len(no_gpu) == 1 and no_gpu[0].endswith("Logging host memory only (TensorFlow keeps no CPU allocator "
                                                   "statistics here) instead.")


@pytest.fixture(scope="module")
def tiny_data():
    rng = np.random.default_rng(0)
    return rng.random((32, 8), "float32"), rng.random((32, 1), "float32")


def _tiny_model():
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(4), keras.layers.Dense(1)])
    model.compile("sgd", "mse")
    return model


@pytest.fixture
def fake_gpu(monkeypatch, fake_nvml):
    """TensorFlow "sees" GPU:0 on the NVML GPU with bus id 3c (index 1); its allocator is a counter."""
    fake = fake_nvml(FakeNvml([a100(0, used=9 * GiB), a100(1, used=5 * GiB, processes=[(os.getpid(), 3 * GiB)])]))
    monkeypatch.setattr(tf_devices, "logical_gpus", lambda: ["GPU:0"])
    monkeypatch.setattr(tf_devices, "gpus", lambda: [tf_devices.TfGpu("GPU:0", "NVIDIA A100-SXM4-40GB", (8, 0), "0000:3c:00.0")])
    state = {"reads": 0, "resets": 0}

    def read(device):
        assert device == "GPU:0"
        state["reads"] += 1
        return tf_allocator.AllocatorStats(current=100 * MiB + state["reads"], peak=200 * MiB + state["reads"])

    monkeypatch.setattr(tf_allocator, "read", read)
    monkeypatch.setattr(tf_allocator, "reset_peak", lambda device: state.__setitem__("resets", state["resets"] + 1))
    return fake, state


def test_gpu_columns_come_from_the_matched_nvml_device_and_a_lost_gpu_degrades_once(fake_gpu, tiny_data, caplog, tmp_path):
    fake, state = fake_gpu
    lost = fake.gpus[1]
    # Lost from the second epoch's first sample on (listing the devices made one memory query).
    lost.faults["nvmlDeviceGetMemoryInfo_v2"] = (pynvml.NVML_ERROR_GPU_IS_LOST, 1 + 5)
    lost.faults["v3"] = (pynvml.NVML_ERROR_GPU_IS_LOST, 5)
    logger = GpuMemoryLogger(every=2, tensorboard_dir=tmp_path / "tb")
    with caplog.at_level(logging.WARNING, logger="kerasmem"):
        _tiny_model().fit(*tiny_data, batch_size=4, epochs=2, verbose=0, callbacks=[logger])
    frame = logger.history
    assert list(frame.columns) == list(__import__("kerasmem").callbacks.HISTORY_COLUMNS)
    assert list(frame["event"]) == ["batch"] * 4 + ["epoch_end"] + ["batch"] * 4 + ["epoch_end"]
    assert list(frame["batch"]) == [1, 3, 5, 7, 7, 1, 3, 5, 7, 7]
    good, bad = frame.iloc[:5], frame.iloc[5:]
    assert set(good["nvml_used_bytes"]) == {5 * GiB} and set(good["process_bytes"]) == {3 * GiB}
    assert set(good["nvml_total_bytes"]) == {40 * GiB} and set(good["nvml_reserved_bytes"]) == {300 * MiB}
    assert bad["nvml_used_bytes"].isna().all() and bad["process_bytes"].isna().all()
    assert list(frame["tf_current_bytes"]) == [100 * MiB + i for i in range(1, 11)]
    # Reset at train begin, at each epoch's begin, and after each of the 10 samples.
    assert state["resets"] == 1 + 2 + 10
    lost_reports = [r for r in caplog.records if "GPU is lost" in r.getMessage()]
    assert len(lost_reports) == 2  # memory and process queries, once each
    summary = logger.summary()
    assert list(summary.table["epoch"]) == [0, 1] and summary.table["process_bytes"].iloc[0] == 3 * GiB
    assert "3072 MiB" in str(summary) and "<table" in summary._repr_html_()
    events = [f for f in os.listdir(tmp_path / "tb") if "tfevents" in f]
    assert events, "no TensorBoard event file"
    import tensorflow as tf

    tags = {v.tag for e in tf.compat.v1.train.summary_iterator(str(tmp_path / "tb" / events[0])) for v in e.summary.value}
    assert {"kerasmem/GPU:0/tf_peak_MiB", "kerasmem/GPU:0/process_MiB"} <= tags


def test_evaluate_and_predict_are_sampled_when_asked(fake_gpu, tiny_data):
    model = _tiny_model()
    logger = GpuMemoryLogger(phases=("train", "test", "predict"))
    model.fit(*tiny_data, batch_size=16, epochs=1, verbose=0, validation_data=tiny_data, callbacks=[logger])
    model.evaluate(*tiny_data, batch_size=16, verbose=0, callbacks=[logger])
    model.predict(tiny_data[0], batch_size=16, verbose=0, callbacks=[logger])
    frame = logger.history
    assert list(zip(frame["phase"], frame["event"])) == [
        ("train", "batch"), ("train", "batch"), ("test", "batch"), ("test", "batch"), ("train", "epoch_end"),
        ("test", "batch"), ("test", "batch"), ("test", "end"), ("predict", "batch"), ("predict", "batch"), ("predict", "end"),
    ]


@pytest.mark.parametrize("flush_every_s, kept", [(60, 0), (0, 2)])
def test_csv_survives_a_crash_with_whole_lines(fake_gpu, tiny_data, tmp_path, flush_every_s, kept):
    class Crash(keras.callbacks.Callback):
        def on_train_batch_end(self, batch, logs=None):
            if self.model.optimizer.iterations.numpy() == 6:
                raise RuntimeError("boom")

    path = tmp_path / "m.csv"
    logger = GpuMemoryLogger(csv_path=path, flush_every_s=flush_every_s)
    with pytest.raises(RuntimeError, match="boom"):
        _tiny_model().fit(*tiny_data, batch_size=8, epochs=3, verbose=0, callbacks=[logger, Crash()])
    with open(path, newline="") as handle:
        lines = list(csv.reader(handle))
    # The header and the first epoch (4 batches and its end) were flushed whole; of the second, the
    # samples written before the crash: none within flush_every_s, both batches when it is 0.
    assert len(lines) == 1 + 5 + kept and {len(line) for line in lines} == {len(lines[0])}
    # Appending to it later adds rows under the same header.
    _tiny_model().fit(*tiny_data, batch_size=16, epochs=1, verbose=0, callbacks=[GpuMemoryLogger(csv_path=path)])
    with open(path, newline="") as handle:
        assert len(list(csv.reader(handle))) == 1 + 5 + kept + 3


def test_async_dispatch_is_kept_only_where_per_batch_peaks_are_not_asked_for(tiny_data, monkeypatch):
    from keras.callbacks import CallbackList
    from keras.src import backend

    model = _tiny_model()
    per_epoch, per_batch = GpuMemoryLogger(peak_reset="epoch"), GpuMemoryLogger(peak_reset="batch")
    assert per_epoch.async_safe and not per_batch.async_safe
    # Keras 3.15 dispatches asynchronously only on backends it deems thread-safe (JAX, PyTorch), never on TF.
    monkeypatch.setattr(backend, "IS_THREAD_SAFE", True)
    assert CallbackList([per_epoch], model=model)._async_train
    assert not CallbackList([per_batch], model=model)._async_train


@pytest.mark.parametrize(
    "kwargs, message",
    [({"every": 0}, "every must be a positive integer"), ({"peak_reset": "step"}, "peak_reset must be 'batch' or 'epoch'"),
     ({"phases": ("train", "eval")}, "phases are 'train', 'test' and 'predict'"),
     ({"merge_wait_s": -1}, "merge_wait_s must be a number of seconds >= 0"),
     ({"flush_every_s": "often"}, "flush_every_s must be a number of seconds >= 0")],
)
def test_bad_arguments(kwargs, message):
    with pytest.raises(InvalidArgumentError, match=message):
        GpuMemoryLogger(**kwargs)


@pytest.mark.gpu
def test_on_a_real_gpu_nvml_sees_this_process(tiny_data):
    logger = GpuMemoryLogger()
    _tiny_model().fit(*tiny_data, batch_size=8, epochs=1, verbose=0, callbacks=[logger])
    frame = logger.history
    assert (frame["device"] == "GPU:0").all() and frame["nvml_total_bytes"].notna().all()
    # TensorFlow's pool is inside what NVML counts for the process (when NVML can see our PID).
    mine = frame["process_bytes"].dropna()
    assert (mine >= frame.loc[mine.index, "tf_current_bytes"]).all()


def test_the_run_says_where_it_ran_slurm_job_included(fake_gpu, tiny_data, tmp_path, monkeypatch):
    import json

    monkeypatch.setenv("SLURM_JOB_ID", "4242")
    monkeypatch.setenv("SLURM_JOB_GPUS", "1")
    monkeypatch.setenv("SLURM_JOB_NODELIST", "gra[101-102]")
    monkeypatch.delenv("SLURM_PROCID", raising=False)
    path = tmp_path / "m.csv"
    logger = GpuMemoryLogger(csv_path=path)
    _tiny_model().fit(*tiny_data, batch_size=16, epochs=1, verbose=0, callbacks=[logger])
    expected = {"SLURM_JOB_ID": "4242", "SLURM_JOB_GPUS": "1", "SLURM_JOB_NODELIST": "gra[101-102]"}
    assert {k: v for k, v in logger.metadata["slurm"].items() if k in expected} == expected
    assert logger.metadata["pid"] == os.getpid() and logger.history.attrs["metadata"] == logger.metadata
    with open(str(path) + ".meta.json", encoding="utf-8") as handle:
        assert json.load(handle) == logger.metadata


def test_every_replica_device_is_logged_under_mirrored_strategy(run_python):
    """MirroredStrategy over 2 logical CPUs (issue 7's stand-in for 2 GPUs), on the simulated GPU."""
    result = run_python(
        """
        import json, numpy as np, tensorflow as tf, keras
        cpu = tf.config.list_physical_devices("CPU")[0]
        tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
        from kerasmem import GpuMemoryLogger
        strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
        with strategy.scope():
            model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16), keras.layers.Dense(1)])
            model.compile("sgd", "mse")
        logger = GpuMemoryLogger()
        model.fit(np.ones((64, 8), "float32"), np.ones((64, 1), "float32"), batch_size=16, epochs=1, verbose=0,
                  callbacks=[logger])
        history = logger.history
        print(json.dumps({"devices": sorted(set(history["device"])), "replicas": strategy.num_replicas_in_sync,
                          "peaks": [int(v) for v in history["tf_peak_bytes"]]}))
        """,
        env=SIMULATED_GPU,
    )
    assert result["replicas"] == 2 and result["devices"] == ["CPU:0", "CPU:1"]
    assert all(p > 0 for p in result["peaks"])


def test_a_single_process_tags_its_rows_and_appends_to_a_log_from_before_the_tags(fake_gpu, tiny_data, tmp_path):
    import platform

    from kerasmem.history import HISTORY_COLUMNS

    older = [c for c in HISTORY_COLUMNS if c not in ("worker", "host")]
    path = tmp_path / "m.csv"
    path.write_text(",".join(older) + "\n")
    logger = GpuMemoryLogger(csv_path=path)
    _tiny_model().fit(*tiny_data, batch_size=16, epochs=1, verbose=0, callbacks=[logger])
    assert set(logger.history["worker"]) == {"worker:0"} and set(logger.history["host"]) == {platform.node()}
    assert logger.metadata["worker"] == "worker:0" and logger.metadata["chief"] and logger.metadata["finished"]
    with open(path, newline="") as handle:
        lines = list(csv.reader(handle))
    assert lines[0] == older and len(lines) == 1 + 3 and {len(line) for line in lines} == {len(older)}
    assert all("columns differ" not in n for n in logger.notes)


def _as_worker(monkeypatch, name, chief):
    from kerasmem.probes import tf_cluster

    task_type, _, index = name.partition(":")
    info = tf_cluster.WorkerInfo(task_type, int(index), chief, ("worker:0", "worker:1"))
    monkeypatch.setattr(tf_cluster, "worker_info", lambda strategy=None, env=None: info)


def test_the_chief_merges_what_there_is_and_names_a_worker_that_never_logged(fake_gpu, tiny_data, tmp_path, monkeypatch):
    import json

    _as_worker(monkeypatch, "worker:0", chief=True)
    path = tmp_path / "m.csv"
    logger = GpuMemoryLogger(csv_path=path, tensorboard_dir=tmp_path / "tb", merge_wait_s=0.2)
    _tiny_model().fit(*tiny_data, batch_size=16, epochs=2, verbose=0, callbacks=[logger])
    with open(path, newline="") as handle:
        merged = list(csv.DictReader(handle))
    assert len(merged) == 2 * 3 and {r["worker"] for r in merged} == {"worker:0"}
    assert (tmp_path / "m.worker-0.csv").exists()
    missing = [n for n in logger.notes if n.startswith("worker:1")]
    assert missing == [
        f"worker:1 left no log ({tmp_path / 'm.worker-1.csv'} is missing): it never started, or logged elsewhere",
        "worker:1 did not finish within 0.2 s of the chief: its log may lack its last samples",
    ]
    assert json.loads((tmp_path / "m.csv.meta.json").read_text())["notes"] == missing
    import tensorflow as tf

    events = [f for f in os.listdir(tmp_path / "tb") if "tfevents" in f]
    tags = {v.tag for e in tf.compat.v1.train.summary_iterator(str(tmp_path / "tb" / events[0])) for v in e.summary.value}
    assert "kerasmem/worker:0/GPU:0/process_MiB" in tags


def test_a_worker_that_is_not_the_chief_writes_only_its_own_file(fake_gpu, tiny_data, tmp_path, monkeypatch):
    _as_worker(monkeypatch, "worker:1", chief=False)
    logger = GpuMemoryLogger(csv_path=tmp_path / "m.csv", tensorboard_dir=tmp_path / "tb")
    _tiny_model().fit(*tiny_data, batch_size=16, epochs=1, verbose=0, callbacks=[logger])
    assert sorted(os.listdir(tmp_path)) == ["m.worker-1.csv", "m.worker-1.csv.meta.json"]
    assert set(logger.history["worker"]) == {"worker:1"}
