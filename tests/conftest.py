"""Shared fixtures: small models built once per session, golden files, the gpu marker."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

# Before TensorFlow is imported anywhere: keep the test log readable.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
# TensorFlow's default CPU configuration depends on the CPU: oneDNN (and its allocator's statistics)
# is on by default on some x86 CPUs and off on others (an AMD EPYC with AVX2 only: no statistics at
# all). The tests that run in this process were written for oneDNN's allocator: the same on every
# machine. The configuration without statistics is tested in subprocesses of its own.
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "1")

import pytest

GOLDEN = Path(__file__).parent / "golden"


@contextlib.contextmanager
def dtype_policy(name: str):
    """Keras's global dtype policy set to ``name`` for the models built inside, float32 again after."""
    import keras

    keras.mixed_precision.set_global_policy(name)
    try:
        yield
    finally:
        keras.mixed_precision.set_global_policy("float32")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not any("gpu" in item.keywords for item in items):
        return
    import tensorflow as tf

    if tf.config.list_physical_devices("GPU"):
        return
    skip = pytest.mark.skip(reason="needs an NVIDIA GPU; TensorFlow sees none here")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _two_cpu_threads(monkeypatch):
    """Estimates on the CPU depend on TensorFlow's intra-op threads (a convolution's input gradient
    runs image by image when each thread's share is large): fix them at 2, the machine the goldens
    and expected figures come from, so that the tests pass on any machine."""
    from kerasmem.probes import host

    monkeypatch.setattr(host, "cpu_threads", lambda: 2)
    # Conv3D's gradients size their column buffers by the L3 cache: this machine's 36,608 KiB.
    monkeypatch.setattr(host, "l3_cache_bytes", lambda: 36_608 * 2**10)


@pytest.fixture(scope="session")
def mnist():
    """The talk's MNIST CNN (do not mutate it: it is shared by the session)."""
    from kerasmem.models import mnist_cnn

    return mnist_cnn()


@pytest.fixture
def golden():
    """Compares text with tests/golden/NAME; KERASMEM_UPDATE_GOLDEN=1 rewrites the file."""

    def check(name: str, text: str) -> None:
        path = GOLDEN / name
        if os.environ.get("KERASMEM_UPDATE_GOLDEN") == "1":
            path.write_text(text + "\n", encoding="utf-8")
        assert path.exists(), f"missing golden file {path}: run with KERASMEM_UPDATE_GOLDEN=1"
        assert text + "\n" == path.read_text(encoding="utf-8")

    return check


from kerasmem.probes.tf_allocator import simulated_gpu_environment  # noqa: E402  (light: no TensorFlow)

SIMULATED_GPU = {**simulated_gpu_environment(), "TF_CPP_MIN_LOG_LEVEL": "3"}

# A user-written layer (benchmarks' segment_pool_text's pooling): a sequence summed (or reduced by
# ops.segment_max, ...) into 8 segments, the ids made from positions. Source, for tests that run it in a
# process of their own.
SEGMENT_POOL_SOURCE = """
from keras import layers, ops


class SegmentPool(layers.Layer):
    def __init__(self, reduce="sum", **kwargs):
        super().__init__(**kwargs)
        self.reduce = getattr(ops, "segment_" + reduce)

    def call(self, x):
        batch, steps, width = ops.shape(x)[0], x.shape[1], x.shape[2]
        ids = ops.reshape(ops.arange(batch)[:, None] * 8 + ops.arange(steps)[None, :] // (steps // 8), (-1,))
        pooled = self.reduce(ops.reshape(x, (-1, width)), ids, num_segments=batch * 8)
        return ops.reshape(pooled, (-1, 8, width))
"""


def one_batchnorm_block(loss):
    """A Conv2D of 32 on 64x64x3 images, BatchNormalization, ReLU, pooling and 10 logits, compiled with
    Adam and ``loss``: its BatchNormalization's input gradient is the sum Grappler rewrites near 256 MiB."""
    import keras
    from keras import layers

    x = inputs = keras.Input((64, 64, 3))
    x = layers.Conv2D(32, 3, padding="same", use_bias=False)(x)
    x = layers.ReLU()(layers.BatchNormalization()(x))
    x = layers.GlobalAveragePooling2D()(layers.MaxPooling2D(4)(x))
    model = keras.Model(inputs, layers.Dense(10)(x), name="one_bn_block")
    model.compile("adam", loss)
    return model


def segment_pool_layer(reduce: str = "sum"):
    """A new ``SegmentPool`` layer (``SEGMENT_POOL_SOURCE``) reducing by ``ops.segment_<reduce>``."""
    namespace: dict = {}
    exec(SEGMENT_POOL_SOURCE, namespace)
    return namespace["SegmentPool"](reduce)


@pytest.fixture
def run_python():
    """Runs Python code in a fresh process with extra environment; returns what it prints as JSON.

    The simulated GPU (kerasmem's ground truth) must be configured before
    TensorFlow is imported, so it needs a process of its own.
    """

    def run(code: str, env: dict[str, str] | None = None, timeout: int = 300):
        result = subprocess.run(
            [sys.executable, "-c", textwrap.dedent(code)],
            capture_output=True,
            text=True,
            env={**os.environ, **(env or {})},
            timeout=timeout,
        )
        assert result.returncode == 0, result.stderr[-3000:]
        return json.loads(result.stdout.strip().splitlines()[-1])

    return run
