"""Bytes inside, binary units on display."""

import pytest

from kerasmem.errors import InvalidArgumentError
from kerasmem.units import GiB, KiB, MiB, format_bytes, parse_size


@pytest.mark.parametrize(
    "n, unit, text",
    [
        (8_895_568, None, "8.48 MiB"),  # the talk's parameter memory ("8.48MB")
        (239_824, "MiB", "0.229 MiB"),  # the talk's memory per image ("0.229MB")
        (239_824, None, "234 KiB"),
        (0, None, "0 B"),
        (1023, None, "1023 B"),
        (1024, None, "1.00 KiB"),
        (16 * GiB, None, "16.0 GiB"),
        (16 * GiB, "GiB", "16.0 GiB"),
        (1536 * GiB, None, "1.50 TiB"),
        (123_456_789, "B", "123456789 B"),
    ],
)
def test_format_bytes(n, unit, text):
    assert format_bytes(n, unit) == text


def test_format_bytes_rejects_unknown_units():
    with pytest.raises(InvalidArgumentError, match="unknown unit 'MB'"):
        format_bytes(1, "MB")


@pytest.mark.parametrize(
    "text, value",
    [
        ("12GB", 12 * GiB),  # GPU makers' GB is GiB
        ("16GiB", 16 * GiB),
        ("16 gib", 16 * GiB),
        ("512M", 512 * MiB),
        ("512MiB", 512 * MiB),
        ("1.5g", int(1.5 * GiB)),
        ("64k", 64 * KiB),
        ("2000000000", 2_000_000_000),
        ("12e9", 12_000_000_000),
        ("100B", 100),
        (4096, 4096),
    ],
)
def test_parse_size(text, value):
    assert parse_size(text) == value


@pytest.mark.parametrize("bad", ["", "GB", "12XB", "twelve", "1.2.3GB", None, 1.5, True, [12]])
def test_parse_size_rejects_what_is_not_a_size(bad):
    with pytest.raises(InvalidArgumentError, match="size"):
        parse_size(bad)


def test_parse_size_rejects_negative_sizes():
    with pytest.raises(InvalidArgumentError, match="negative"):
        parse_size(-1)
