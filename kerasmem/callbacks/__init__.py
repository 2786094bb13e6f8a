"""Keras callbacks that watch memory and devices while a model trains (one class a module).

Importing this package imports Keras; ``import kerasmem`` alone does not.
"""

from .device_placement_logger import DevicePlacementLogger, PlacementReport
from .gpu_memory_logger import HISTORY_COLUMNS, GpuMemoryLogger, MemorySummary, PeakReset
from .memory_growth import MemoryGrowth

__all__ = [
    "GpuMemoryLogger",
    "MemorySummary",
    "PeakReset",
    "HISTORY_COLUMNS",
    "MemoryGrowth",
    "DevicePlacementLogger",
    "PlacementReport",
]
