"""kerasmem: will my Keras model fit into a GPU?

Estimate the memory a Keras model needs for training, find the batch size and
the GPU that fit it, and check it against what TensorFlow really allocates.

    >>> import kerasmem
    >>> from kerasmem.models import mnist_cnn
    >>> estimate = kerasmem.estimate_memory(mnist_cnn(), batch_size=32, method="seed")
    >>> estimate.fits("V100-PCIE-16GB")
    True

``import kerasmem`` is light: TensorFlow, Keras and pandas are imported when a
function first needs them, and no GPU is touched, so memory growth can still be
set after it.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

# Public name -> the module that holds it; loaded on first access (PEP 562).
_EXPORTS = {
    "summarize": "kerasmem.summary",
    "ModelSummary": "kerasmem.summary",
    "estimate_memory": "kerasmem.estimate",
    "max_batch_size": "kerasmem.estimate",
    "MemoryEstimate": "kerasmem.estimate",
    "MaxBatch": "kerasmem.estimate",
    "DeviceEstimate": "kerasmem.estimate",
    "suggest": "kerasmem.advice",
    "optimizer_state": "kerasmem.estimate.optimizers",
    "OptimizerState": "kerasmem.estimate.optimizers",
    "measure_peak": "kerasmem.trials",
    "release_failed_step": "kerasmem.trials",
    "PeakMeasurement": "kerasmem.trials",
    "load_model": "kerasmem.models",
    "GpuSpec": "kerasmem.gpus",
    "get_gpu": "kerasmem.gpus",
    "list_gpus": "kerasmem.gpus",
    "format_bytes": "kerasmem.units",
    "parse_size": "kerasmem.units",
    "KerasmemError": "kerasmem.errors",
    "InvalidArgumentError": "kerasmem.errors",
    "ModelError": "kerasmem.errors",
    "UnknownGpuError": "kerasmem.errors",
    "MeasurementError": "kerasmem.probes.tf_allocator",
    "GpuMemoryLogger": "kerasmem.callbacks",
    "MemoryGrowth": "kerasmem.callbacks",
    "DevicePlacementLogger": "kerasmem.callbacks",
    "cluster_summary": "kerasmem.worker_logs",
    "merge_worker_logs": "kerasmem.worker_logs",
    "enable_memory_growth": "kerasmem.devices",
    "limit_memory": "kerasmem.devices",
    "check_devices": "kerasmem.devices",
    "DeviceReport": "kerasmem.devices",
    "TooLateError": "kerasmem.devices",
    "explain_oom": "kerasmem.oom",
    "oom_guard": "kerasmem.oom",
    "OomExplanation": "kerasmem.oom",
    "OutOfMemoryError": "kerasmem.oom",
    "set_remedies": "kerasmem.oom",
    "run_simulated": "kerasmem.simulate",
    "simulated_environment": "kerasmem.simulate",
    "SimulationError": "kerasmem.simulate",
    "find_max_batch_size": "kerasmem.batch_search",
    "BatchSearch": "kerasmem.batch_search",
    "compare": "kerasmem.comparison",
    "compare_history": "kerasmem.comparison",
    "memory_timeline": "kerasmem.timeline",
    "plot_model": "kerasmem.plots",
    "GraphvizNotFoundError": "kerasmem.plots",
}

__all__ = sorted(_EXPORTS) + ["__version__"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'kerasmem' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
