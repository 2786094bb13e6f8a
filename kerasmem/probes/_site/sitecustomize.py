"""Holds the simulated GPU's cap in one region as TensorFlow starts (``kerasmem simulate --no-growth``).

Python imports this file at start-up from the folder kerasmem puts first on
``PYTHONPATH`` (``simulated_gpu_environment(memory, memory_growth=False)``). It waits
for TensorFlow's eager context, the first thing TensorFlow does before it
allocates, and right after it has the allocator take the cap as one region
(``kerasmem.probes.tf_allocator.hold_one_region``): not at import, so that
the program can still configure TensorFlow (threads, devices) first. Then it
runs the ``sitecustomize`` it hides, if there is one. Not a package, so that
nothing imports it by accident.
"""

import importlib.abc
import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_CONTEXT = "tensorflow.python.eager.context"


def _hold() -> None:
    try:
        from kerasmem.probes.tf_allocator import hold_one_region

        hold_one_region()
    except Exception as error:  # noqa: BLE001 - a start-up hook must not stop the program; it says why
        print(f"kerasmem: memory growth stays on: {error}", file=sys.stderr, flush=True)


def _after_first_initialisation(ensure_initialized):
    held = []

    def wrapper(self):
        ensure_initialized(self)
        if not held:
            held.append(True)  # before _hold(), whose own op comes back here
            _hold()

    return wrapper


class _WatchContext(importlib.abc.MetaPathFinder):
    """Finds TensorFlow's eager-context module as usual and wraps its Context once it has run."""

    def find_spec(self, name, path=None, target=None):
        if name != _CONTEXT:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            module.Context.ensure_initialized = _after_first_initialisation(module.Context.ensure_initialized)

        spec.loader.exec_module = exec_module
        return spec


def _chain() -> None:
    """Runs the next ``sitecustomize`` on the path, the one this file hides."""
    from importlib.machinery import PathFinder

    spec = PathFinder.find_spec("sitecustomize", [p for p in sys.path if os.path.abspath(p or ".") != _HERE])
    if spec is not None and spec.loader is not None:
        spec.loader.exec_module(importlib.util.module_from_spec(spec))


# The switch tf_allocator.simulated_gpu_environment writes; read here without importing kerasmem, so
# that a process that never starts TensorFlow pays nothing for the hook.
if os.environ.get("KERASMEM_SIMULATED_GROWTH", "").strip().lower() == "false":
    sys.meta_path.insert(0, _WatchContext())
_chain()
