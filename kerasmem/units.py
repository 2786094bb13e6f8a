"""Bytes inside, binary units on display.

kerasmem keeps every size as an ``int`` of bytes and shows it in binary units
labelled as such (KiB, MiB, GiB: powers of 1024). The talk this project grew
from writes "MB" for MiB, and GPU makers write "16GB" for a card of 16 GiB, so
:func:`parse_size` reads KB/MB/GB/TB as binary units too. Write an ``int`` (or
"12e9") for a size in decimal bytes.
"""

from __future__ import annotations

import math
import re

from .errors import InvalidArgumentError

__all__ = ["KiB", "MiB", "GiB", "TiB", "format_bytes", "parse_size"]

KiB = 1024
MiB = 1024**2
GiB = 1024**3
TiB = 1024**4

_UNITS = (("TiB", TiB), ("GiB", GiB), ("MiB", MiB), ("KiB", KiB))
_SUFFIXES = {
    "": 1, "b": 1,
    "k": KiB, "kb": KiB, "kib": KiB,
    "m": MiB, "mb": MiB, "mib": MiB,
    "g": GiB, "gb": GiB, "gib": GiB,
    "t": TiB, "tb": TiB, "tib": TiB,
}
_SIZE = re.compile(r"^\s*([0-9]*\.?[0-9]+(?:e[+-]?[0-9]+)?)\s*([a-z]*)\s*$", re.IGNORECASE)


def format_bytes(n: int | float, unit: str | None = None, digits: int = 3) -> str:
    """Formats a byte count in binary units with about ``digits`` significant digits.

    Args:
        n: A size in bytes.
        unit: "B", "KiB", "MiB", "GiB" or "TiB" to force a unit; by default the
            largest unit in which the value is at least 1.
        digits: Significant digits shown (whole numbers are never cut).

    Returns:
        A label such as "8.48 MiB".

    Example:
        >>> format_bytes(8_895_568)
        '8.48 MiB'
        >>> format_bytes(239_824, unit="MiB")
        '0.229 MiB'
    """
    if unit is None:
        unit, scale = next(((u, s) for u, s in _UNITS if abs(n) >= s), ("B", 1))
    else:
        scale = dict(_UNITS + (("B", 1),)).get(unit)
        if scale is None:
            raise InvalidArgumentError(f"unknown unit {unit!r}: use B, KiB, MiB, GiB or TiB")
    if scale == 1:
        return f"{int(n)} B"
    value = n / scale
    if value == 0:
        return f"0 {unit}"
    decimals = max(0, digits - 1 - math.floor(math.log10(abs(value))))
    return f"{value:.{decimals}f} {unit}"


def parse_size(size: int | str) -> int:
    """Reads a memory size as bytes.

    Args:
        size: An ``int`` of bytes, or a string such as "12GB", "16 GiB", "512M"
            or "1.5g". KB/MB/GB/TB mean KiB/MiB/GiB/TiB, as on GPU spec sheets.

    Returns:
        The size in bytes.

    Raises:
        InvalidArgumentError: for a negative size or text that is not a size.

    Example:
        >>> parse_size("16GB") == 16 * 1024**3
        True
    """
    if isinstance(size, bool) or not isinstance(size, (int, str)):
        raise InvalidArgumentError(
            f"a memory size must be an int of bytes or a string like '16GiB', not {size!r}"
        )
    if isinstance(size, int):
        value, suffix = size, ""
    else:
        match = _SIZE.match(size)
        if not match or match.group(2).lower() not in _SUFFIXES:
            raise InvalidArgumentError(
                f"cannot read {size!r} as a memory size: write it like '16GiB', '512MiB' or 2000000000"
            )
        value, suffix = float(match.group(1)), match.group(2).lower()
    if value < 0:
        raise InvalidArgumentError(f"a memory size cannot be negative: {size!r}")
    return int(value * _SUFFIXES[suffix])
