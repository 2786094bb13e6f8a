"""explain_oom and oom_guard: TensorFlow's out-of-memory texts read, explained, re-raised."""

import pickle
from pathlib import Path

import pytest
import tensorflow as tf

import kerasmem
from kerasmem import OomExplanation, OutOfMemoryError, estimate_memory, explain_oom, max_batch_size, oom_guard, set_remedies
from kerasmem.errors import InvalidArgumentError

DATA = Path(__file__).parent / "data"


def fixture(name: str) -> str:
    return (DATA / name).read_text()


@pytest.mark.parametrize(
    "name, shape, dtype, op, device, allocator",
    [
        # Genuine errors from the simulated GPU (tests/data/make_oom_fixtures.py).
        ("oom_simulated_dense_graph_error.txt", (8192, 1024), "float", "sequential_1/dense_1/Relu", "CPU:0", "bfc_cpu_allocator_for_gpu"),
        ("oom_simulated_conv_graph_error.txt", (1024, 1024), "float",
         "mnist_cnn_1/dropout_1/stateless_dropout/stateless_random_uniform/StatelessRandomUniformV2", "CPU:0", "bfc_cpu_allocator_for_gpu"),
        ("oom_simulated_eager_build_error.txt", (2048, 2048), "float", "Mul", "CPU:0", "bfc_cpu_allocator_for_gpu"),
        # GPU messages from public issue threads.
        ("oom_public_gpu_tensorflow_47820.txt", (3, 3, 512, 1024), "float", "Mul", "GPU:0", "GPU_0_bfc"),
        ("oom_public_gpu_tensorflow_models_5527.txt", (64, 2016, 9, 9), "float",
         "SecondStageFeatureExtractor/cell_12/AvgPool_1", "GPU:0", "GPU_0_bfc"),
    ],
)
def test_reads_what_failed_to_allocate(name, shape, dtype, op, device, allocator):
    explanation = explain_oom(fixture(name), remedies=False)
    assert explanation.failed
    assert (explanation.shape, explanation.dtype, explanation.op, explanation.device, explanation.allocator) == (
        shape, dtype, op, device, allocator)
    elements = 1
    for d in shape:
        elements *= d
    assert explanation.requested == 4 * elements  # float: 4 bytes an element
    first = str(explanation).splitlines()[0]
    assert first.startswith(f"Out of memory on {device} (allocator {allocator}): could not allocate ")
    assert f"tensor of shape {list(shape)}" in first


def test_the_allocators_rounded_request_agrees_with_shape_and_type():
    # The GPU log gives the request twice: "18.00MiB (rounded to 18874368)" and the tensor's shape and type.
    text = fixture("oom_public_gpu_tensorflow_47820.txt")
    explanation = explain_oom(text, remedies=False)
    assert "rounded to 18874368" in text and explanation.requested == 18874368 == 3 * 3 * 512 * 1024 * 4
    # "with 67 MB memory" at start-up: TensorFlow's MB are MiB; it becomes the memory to fit into.
    assert explanation.device_memory == explanation.memory == 67 * 2**20
    assert explanation.gpu_name == "NVIDIA Tegra X1"


def test_reads_the_allocators_summary_from_a_log():
    explanation = explain_oom(fixture("oom_simulated_dense_graph_log.txt"), remedies=False)
    stats = explanation.allocator_stats
    assert explanation.limit == stats["Limit"] == 64 * 2**20 == explanation.memory
    # It ran out: what was in use and what was asked for exceed the limit.
    assert stats["InUse"] + explanation.requested > stats["Limit"] and not explanation.fragmented
    assert stats["MaxInUse"] >= stats["InUse"] and stats["NumAllocs"] > 0
    assert "Allocator: limit 64.0 MiB, in use" in str(explanation)


def test_reads_a_summary_in_plain_bytes():
    explanation = explain_oom(fixture("oom_public_gpu_tensorflow_3304_stats.txt"), remedies=False)
    assert explanation.failed and explanation.shape is None
    assert explanation.allocator_stats == {
        "Limit": 503270604, "InUse": 503061248, "MaxInUse": 503061248, "NumAllocs": 20717987, "MaxAllocSize": 4219136}


def test_xla_wording():
    explanation = explain_oom(fixture("oom_public_xla_jax_afprofile_8.txt"), remedies=False)
    assert explanation.failed and explanation.requested == 4770354232


def test_warnings_alone_are_not_a_failure():
    explanation = explain_oom(fixture("oom_public_gpu_warning_not_a_failure.txt"))
    assert not explanation.failed and explanation.remedies == ()
    assert len(explanation.warnings) == 1 and "freed_by_count=0" in explanation.warnings[0]
    assert str(explanation).startswith("No allocation failed")


@pytest.mark.parametrize("text", ["", "Epoch 1/5 ... loss: 0.3", "ResourceExhaustedError: quota exceeded"])
def test_text_without_an_out_of_memory_error_is_refused(text):
    with pytest.raises(InvalidArgumentError, match="found no out-of-memory error"):
        explain_oom(text)


def test_with_a_model_adds_the_estimate_and_the_largest_batch(mnist):
    text = fixture("oom_simulated_dense_graph_log.txt")  # its Limit, 64 MiB, is the memory
    explanation = explain_oom(text, mnist, batch_size=512, method="seed")
    assert explanation.estimate.total == estimate_memory(mnist, 512, method="seed").total
    assert int(explanation.largest_batch) == int(max_batch_size(mnist, 64 * 2**20, method="seed"))
    text_out = str(explanation)
    assert f"Estimate for 'mnist_cnn' at batch size 512 (seed): " in text_out
    assert f"Largest batch that fits 64.0 MiB by the estimate: {int(explanation.largest_batch):,}." in text_out
    assert "A smaller batch than 512" in explanation.remedies[0]
    assert explanation.to_dict()["largest_batch"] == int(explanation.largest_batch)
    html = explanation._repr_html_()
    assert "<table" in html and "[8192, 1024]" in html


def test_without_the_devices_memory_it_says_so(mnist):
    text = fixture("oom_simulated_dense_graph_error.txt")  # an exception's text: no summary, no Limit
    explanation = explain_oom(text, mnist, batch_size=64, method="seed", remedies=False)
    assert explanation.largest_batch is None and explanation.estimate is not None
    assert any("memory is unknown" in note for note in explanation.notes)


def test_remedies_plug_in_with_one_call(mnist):
    import pandas as pd

    calls = []

    def provider(model, batch_size, memory):
        calls.append((model.name, batch_size, memory))
        return pd.DataFrame({"remedy": ["mixed_float16", "batch 32"], "peak": ["40 MiB", "30 MiB"]})

    previous = set_remedies(provider)
    try:
        explanation = explain_oom(fixture("oom_simulated_dense_graph_log.txt"), mnist, 128, method="seed")
    finally:
        set_remedies(previous)
    assert calls == [("mnist_cnn", 128, 64 * 2**20)]
    assert len(explanation.remedies) == 2 and "mixed_float16" in explanation.remedies[0]
    assert explain_oom(fixture("oom_simulated_dense_graph_log.txt")).remedies[0].startswith("A smaller batch")


def _tf_oom(name="oom_simulated_dense_graph_error.txt"):
    return tf.errors.ResourceExhaustedError(None, None, fixture(name))


def test_guard_reraises_explained_and_chained(mnist):
    original = _tf_oom()
    with pytest.raises(OutOfMemoryError) as caught:
        with oom_guard(mnist, batch_size=8192, memory="64MiB", method="seed"):
            raise original
    error = caught.value
    # Handlers written for TensorFlow's error still catch it; the original is its cause.
    assert isinstance(error, tf.errors.ResourceExhaustedError) and isinstance(error, kerasmem.KerasmemError)
    assert error.__cause__ is original
    assert isinstance(error.explanation, OomExplanation) and error.explanation.shape == (8192, 1024)
    assert str(error) == str(error.explanation)
    assert "Largest batch that fits 64.0 MiB by the estimate" in str(error)
    # It pickles (run_simulated sends errors between processes) as kerasmem's own class.
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is OutOfMemoryError and str(again) == str(error)


def test_guard_as_a_decorator_and_what_it_leaves_alone():
    @oom_guard()
    def train(error):
        raise error

    with pytest.raises(OutOfMemoryError, match="could not allocate 16.0 MiB"):
        train(_tf_oom("oom_simulated_eager_build_error.txt"))
    with pytest.raises(KeyError):
        train(KeyError("not memory"))
    quota = tf.errors.ResourceExhaustedError(None, None, "quota exceeded")
    with pytest.raises(tf.errors.ResourceExhaustedError) as caught:
        train(quota)
    assert caught.value is quota  # resource exhausted, but not memory: untouched
    with oom_guard():
        pass


def test_guard_finds_the_error_behind_another():
    with pytest.raises(OutOfMemoryError):
        with oom_guard():
            try:
                raise _tf_oom()
            except tf.errors.ResourceExhaustedError as error:
                raise RuntimeError("training failed") from error
