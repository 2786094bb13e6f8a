"""MemoryGrowth: turns memory growth on, or says at train begin why it is too late and how to fix it."""

from __future__ import annotations

import logging
from typing import Any

import keras

from ..devices import TooLateError, enable_memory_growth

__all__ = ["MemoryGrowth"]

_log = logging.getLogger("kerasmem")


class MemoryGrowth(keras.callbacks.Callback):
    """Checks memory growth when training begins, and turns it on where it still can.

    By then TensorFlow has usually started its GPUs (building a model does),
    and memory growth can no longer change: the callback then warns (or, with
    ``strict=True``, raises :class:`kerasmem.TooLateError`) with the fix:
    call :func:`kerasmem.enable_memory_growth` right after importing
    TensorFlow, or set ``TF_FORCE_GPU_ALLOW_GROWTH=true`` before Python
    starts. Without a GPU there is nothing to do and it says nothing.

    Args:
        strict: Raise instead of warning when growth is off and cannot be turned on.

    Attributes:
        result: What :func:`kerasmem.enable_memory_growth` did ({} without a GPU),
            or None when it was too late.
        message: The warning given, "" if none.

    Example:
        ```python
        model.fit(x, y, callbacks=[kerasmem.MemoryGrowth()])
        ```
    """

    async_safe = True  # no batch hooks: nothing to keep in step with training

    def __init__(self, strict: bool = False) -> None:
        super().__init__()
        self.strict = strict
        self.result: dict[str, str] | None = None
        self.message = ""

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        try:
            self.result = enable_memory_growth()
        except TooLateError as error:
            if self.strict:
                raise
            self.result = None
            self.message = str(error)
            _log.warning("kerasmem.MemoryGrowth: memory growth is off. %s", error)
