"""The package itself: a light import, an explicit public API, docs that run."""

import doctest
import importlib
import pkgutil
import subprocess
import sys

import pytest

import kerasmem


def test_import_is_light_and_touches_no_gpu():
    code = (
        "import sys, kerasmem, kerasmem.gpus, kerasmem.units; "
        "kerasmem.get_gpu('v100'); "
        "print(sorted(m for m in ('tensorflow', 'keras', 'pandas') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    # Without TensorFlow imported no device can be initialised, so memory growth stays settable.
    assert out.strip() == "[]"


def test_public_api_is_explicit_and_resolves():
    for name in kerasmem.__all__:
        assert getattr(kerasmem, name) is not None
    with pytest.raises(AttributeError):
        kerasmem.no_such_thing  # noqa: B018


MODULES = sorted(
    info.name for info in pkgutil.walk_packages(kerasmem.__path__, "kerasmem.") if info.name != "kerasmem.__main__"
)


@pytest.mark.parametrize("name", ["kerasmem", *MODULES])
def test_docstring_examples_run(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
