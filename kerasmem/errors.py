"""The exceptions kerasmem raises for bad input.

Every message is one line that says what is wrong and how to fix it; the
``kerasmem`` command prints it as ``kerasmem: error: <message>`` and exits 2,
without a traceback.
"""

from __future__ import annotations

__all__ = ["KerasmemError", "InvalidArgumentError", "ModelError", "UnknownGpuError"]


class KerasmemError(Exception):
    """Base class of every error kerasmem raises on purpose."""


class InvalidArgumentError(KerasmemError, ValueError):
    """An argument has the wrong type or value (a batch size of 0, a size of "12XB")."""


class ModelError(KerasmemError, ValueError):
    """The model cannot be analysed: missing or corrupt file, unbuilt, unknown dimensions."""


class UnknownGpuError(KerasmemError, LookupError):
    """A GPU name matches nothing in the catalog; the message lists the closest names."""

    def __str__(self) -> str:
        # LookupError's str() would quote the message like a dict key.
        return str(self.args[0]) if self.args else ""
