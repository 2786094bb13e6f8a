"""Several workers: MultiWorkerMirroredStrategy end to end on 127.0.0.1, and the chief's merge of their files."""

import csv
import json
import os
import platform
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import SIMULATED_GPU
from kerasmem import cluster_summary, merge_worker_logs
from kerasmem.errors import InvalidArgumentError
from kerasmem.history import GPU_COLUMNS, HISTORY_COLUMNS
from kerasmem.probes.tf_cluster import SINGLE, worker_info
from kerasmem.worker_logs import worker_csv_path

ROOT = Path(__file__).parent.parent
CPU_COLUMNS = [c for c in HISTORY_COLUMNS if c not in GPU_COLUMNS]

WORKER = """
import json, os, sys
index = json.loads(os.environ["TF_CONFIG"])["task"]["index"]
os.sched_setaffinity(0, {index % os.cpu_count()})  # each worker its own core
import numpy as np, tensorflow as tf, keras
tf.config.threading.set_intra_op_parallelism_threads(1)
tf.config.threading.set_inter_op_parallelism_threads(1)
sys.path.insert(0, os.path.join(os.environ["KERASMEM_ROOT"], "examples", "slurm"))
from train import patch_keras_for_multi_worker
import kerasmem

patch_keras_for_multi_worker()
strategy = tf.distribute.MultiWorkerMirroredStrategy()
with strategy.scope():
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16), keras.layers.Dense(1)])
    model.compile("sgd", "mse")
# The global batch (8) in one dataset; tf.distribute gives each worker its half of every batch.
options = tf.data.Options()
options.experimental_distribute.auto_shard_policy = tf.data.experimental.AutoShardPolicy.DATA
data = tf.data.Dataset.from_tensor_slices((np.ones((32, 8), "float32"), np.ones((32, 1), "float32")))
logger = kerasmem.GpuMemoryLogger(csv_path=os.environ["LOG"], tensorboard_dir=os.environ["TB"])
model.fit(data.batch(8).with_options(options), epochs=2, verbose=0, callbacks=[logger])
out = {"worker": logger.worker.name, "chief": logger.worker.is_chief, "notes": logger.notes,
       "peaks": [int(p) for p in logger.history["tf_peak_bytes"]], "replicas": strategy.num_replicas_in_sync}
if logger.worker.is_chief:
    summary = kerasmem.cluster_summary(os.environ["LOG"])
    out.update(summary=str(summary), bottleneck=summary.bottleneck["device"], table=summary.table.astype(str).values.tolist())
print(json.dumps(out))
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_two_workers_on_127_0_0_1_log_their_devices_and_the_chief_merges_them(tmp_path):
    cluster = {"worker": [f"127.0.0.1:{_free_port()}", f"127.0.0.1:{_free_port()}"]}
    log = tmp_path / "memory.csv"
    processes = []
    for index in range(2):
        env = {**os.environ, **SIMULATED_GPU, "KERASMEM_ROOT": str(ROOT), "LOG": str(log), "TB": str(tmp_path / "tb"),
               "TF_CONFIG": json.dumps({"cluster": cluster, "task": {"type": "worker", "index": index}})}
        processes.append(subprocess.Popen([sys.executable, "-c", WORKER], env=env, stdout=subprocess.PIPE,
                                          stderr=subprocess.PIPE, text=True))
    results = []
    try:
        deadline = time.monotonic() + 120  # a hung collective fails the test instead of blocking the suite
        for process in processes:
            out, err = process.communicate(timeout=max(1.0, deadline - time.monotonic()))
            assert process.returncode == 0, err[-3000:]
            results.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
    chief, other = results
    assert (chief["worker"], chief["chief"], other["worker"], other["chief"]) == ("worker:0", True, "worker:1", False)
    assert chief["replicas"] == 2

    # Each worker's own file; the merged file (the chief's alone) has both, tagged, whole.
    with open(log, newline="") as handle:
        merged = list(csv.DictReader(handle))
    assert list(merged[0]) == CPU_COLUMNS
    for result in results:
        rows = [r for r in merged if r["worker"] == result["worker"]]
        assert len(rows) == 2 * (4 + 1)  # 2 epochs of 4 batches and the epoch's end
        assert {r["host"] for r in rows} == {platform.node()} and {r["device"] for r in rows} == {"CPU:0"}
        assert [int(r["tf_peak_bytes"]) for r in rows] == result["peaks"]
        assert Path(worker_csv_path(log, result["worker"])).exists()
    meta = json.loads((tmp_path / "memory.csv.meta.json").read_text())
    assert meta["workers"] == ["worker:0", "worker:1"] and meta["notes"] == []
    assert json.loads(Path(worker_csv_path(log, "worker:1") + ".meta.json").read_text())["finished"] is True

    # TensorBoard: one event file, the chief's, with scalars per worker and device.
    import tensorflow as tf

    events = [f for f in os.listdir(tmp_path / "tb") if "tfevents" in f]
    assert len(events) == 1
    tags = {v.tag for e in tf.compat.v1.train.summary_iterator(str(tmp_path / "tb" / events[0])) for v in e.summary.value}
    assert {"kerasmem/worker:0/CPU:0/tf_peak_MiB", "kerasmem/worker:1/CPU:0/tf_peak_MiB"} <= tags
    assert any("writes no TensorBoard scalars" in n for n in other["notes"])

    # The cluster summary: one row per worker, host and device; the bottleneck named.
    assert [row[:3] for row in chief["table"]] == [["worker:0", platform.node(), "CPU:0"], ["worker:1", platform.node(), "CPU:0"]]
    assert "Peak memory per worker and device" in chief["summary"] and "Bottleneck: CPU:0 of worker:" in chief["summary"]
    assert chief["bottleneck"] == "CPU:0"


def _write_log(path, worker, epochs, peak, host="node-a", columns=CPU_COLUMNS, tail=""):
    with open(path, "w", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(columns)
        for epoch in range(epochs):
            for batch, event in ((0, "batch"), (1, "batch"), (1, "epoch_end")):
                row = {"time_s": "0.1", "phase": "train", "event": event, "epoch": epoch, "batch": batch, "device": "CPU:0",
                       "tf_current_bytes": peak // 2, "tf_peak_bytes": peak + epoch, "host_rss_bytes": 10 * peak,
                       "worker": worker, "host": host}
                writer.writerow([row.get(c, "") for c in columns])
        handle.write(tail)


def test_the_merge_keeps_complete_lines_and_says_which_workers_are_missing_or_stopped_early(tmp_path):
    log = str(tmp_path / "memory.csv")
    _write_log(worker_csv_path(log, "worker:0"), "worker:0", epochs=3, peak=1000)
    # worker:1 died while writing a line of its second epoch.
    _write_log(worker_csv_path(log, "worker:1"), "worker:1", epochs=1, peak=5000, host="node-b", tail="0.2,train,batch,1,0,CPU:0,25")
    open(worker_csv_path(log, "worker:2"), "w").close()  # started, never sampled
    # worker:3 never started: no file.

    problems = merge_worker_logs(log, workers=["worker:0", "worker:1", "worker:2", "worker:3"])
    assert problems == [
        "worker:1's log ends in a partial line (left out): it stopped while writing",
        "worker:2 logged no samples (" + worker_csv_path(log, "worker:2") + " is empty)",
        "worker:3 left no log (" + worker_csv_path(log, "worker:3") + " is missing): it never started, or logged elsewhere",
        "worker:1 stopped early: its last sample is from epoch 0, another worker's from epoch 2",
    ]
    with open(log, newline="") as handle:
        merged = list(csv.DictReader(handle))
    assert [r["worker"] for r in merged] == ["worker:0"] * 9 + ["worker:1"] * 3
    assert json.loads(open(log + ".meta.json").read())["notes"] == problems

    summary = cluster_summary(log)  # from the worker files again, with the workers the merge recorded
    table = summary.table
    assert list(table["worker"]) == ["worker:0", "worker:1"] and list(table["host"]) == ["node-a", "node-b"]
    assert list(table["tf_peak_bytes"]) == [1002, 5000] and list(table["samples"]) == [9, 3]
    assert summary.bottleneck["worker"] == "worker:1" and summary.bottleneck["by"] == "TensorFlow peak"
    assert summary.notes[0] == "Bottleneck: CPU:0 of worker:1 on node-b (TensorFlow peak 0.00477 MiB)"
    assert summary.notes[1:] == tuple(problems)
    text = str(summary)
    assert text.startswith("Peak memory per worker and device\nworker    host    device") and "<table" in summary._repr_html_()


def test_the_bottleneck_is_the_fullest_gpu_and_old_logs_without_worker_columns_are_read(tmp_path):
    gpu_columns = [c for c in HISTORY_COLUMNS if c not in ("worker", "host")]  # a log from before the tags
    rows = [  # (file, device, used, total): GPU:1 of b is the fullest, GPU:0 of a holds the most
        ("a", "GPU:0", 30, 80), ("a", "GPU:1", 20, 80), ("b", "GPU:0", 10, 16), ("b", "GPU:1", 15, 16),
    ]
    for name in ("a", "b"):
        with open(tmp_path / f"memory-{name}.csv", "w", newline="") as handle:
            writer = csv.writer(handle, lineterminator="\n")
            writer.writerow(gpu_columns)
            for _, device, used, total in [r for r in rows if r[0] == name]:
                values = {"time_s": 1.0, "phase": "train", "event": "batch", "epoch": 0, "batch": 0, "device": device,
                          "tf_peak_bytes": used - 1, "nvml_used_bytes": used, "nvml_total_bytes": total}
                writer.writerow([values.get(c, "") for c in gpu_columns])
        (tmp_path / f"memory-{name}.csv.meta.json").write_text(json.dumps({"host": f"node-{name}"}))
    summary = cluster_summary(tmp_path)
    assert [tuple(r) for r in summary.table[["worker", "host", "device"]].values] == [
        ("memory-a", "node-a", "GPU:0"), ("memory-a", "node-a", "GPU:1"), ("memory-b", "node-b", "GPU:0"),
        ("memory-b", "node-b", "GPU:1"),
    ]
    assert (summary.bottleneck["worker"], summary.bottleneck["device"]) == ("memory-b", "GPU:1")
    assert summary.bottleneck["by"] == "GPU memory used (NVML)"


def test_bad_paths_are_one_line_errors(tmp_path):
    with pytest.raises(InvalidArgumentError, match="no worker logs beside"):
        merge_worker_logs(tmp_path / "memory.csv")
    with pytest.raises(InvalidArgumentError, match="no memory log at"):
        cluster_summary(tmp_path / "nothing.csv")


@pytest.mark.parametrize(
    "tf_config, expected",
    [
        ({"cluster": {"worker": ["a:1", "b:1"]}, "task": {"type": "worker", "index": 0}}, ("worker:0", True, 2)),
        ({"cluster": {"chief": ["c:1"], "worker": ["a:1"]}, "task": {"type": "worker", "index": 0}}, ("worker:0", False, 2)),
        ({"cluster": {"chief": ["c:1"], "worker": ["a:1"], "ps": ["p:1"]}, "task": {"type": "chief", "index": 0}},
         ("chief:0", True, 2)),
        ({"cluster": {"worker": {"3": "a:1"}}, "task": {"type": "worker", "index": 3}}, ("worker:3", False, 1)),
    ],
)
def test_the_worker_comes_from_tf_config(tf_config, expected):
    info = worker_info(env={"TF_CONFIG": json.dumps(tf_config)})
    assert (info.name, info.is_chief, len(info.workers)) == expected


def test_no_cluster_is_one_worker_and_chief():
    assert worker_info(env={}) is SINGLE and worker_info(env={"TF_CONFIG": "{not json"}) is SINGLE
    assert SINGLE.name == "worker:0" and SINGLE.is_chief and not SINGLE.multi_worker


def test_a_run_without_samples_summarises_to_an_empty_table_with_the_reasons(tmp_path):
    log = str(tmp_path / "memory.csv")
    open(worker_csv_path(log, "worker:0"), "w").close()
    summary = cluster_summary(log)
    assert summary.table.empty and summary.bottleneck is None
    assert summary.notes == (f"worker:0 logged no samples ({worker_csv_path(log, 'worker:0')} is empty)",)
    assert str(summary).startswith("Peak memory per worker and device")


def test_a_folder_of_several_runs_names_each_runs_workers(tmp_path):
    for run, peak in (("job-1", 100), ("job-2", 200)):
        for worker in ("worker:0", "worker:1"):
            _write_log(worker_csv_path(tmp_path / f"{run}.csv", worker), worker, epochs=1, peak=peak)
        (tmp_path / f"{run}.csv").write_text("merged: never read when its workers' files are there\n")
    summary = cluster_summary(tmp_path)
    assert list(summary.table["worker"]) == ["job-1/worker:0", "job-1/worker:1", "job-2/worker:0", "job-2/worker:1"]
    assert list(summary.table["tf_peak_bytes"]) == [100, 100, 200, 200] and summary.bottleneck["worker"] == "job-2/worker:0"
