"""Shared fixtures: small models built once per session, golden files, the gpu marker."""

from __future__ import annotations

import os
from pathlib import Path

# Before TensorFlow is imported anywhere: keep the test log readable.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import pytest

GOLDEN = Path(__file__).parent / "golden"


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
