"""Plain-text and HTML tables: one renderer for every table kerasmem prints."""

from __future__ import annotations

import html
from typing import Any, Sequence


def thousands(n: int) -> str:
    """An integer with thousands separators: 1111946 -> '1,111,946'."""
    return f"{int(n):,}"


def render_table(
    headers: Sequence[str],
    rows: Sequence[Sequence[Any]],
    footer: Sequence[Sequence[Any]] = (),
    left: int = 1,
) -> str:
    """Aligns columns; the first ``left`` columns are left-aligned, the rest right-aligned.

    Footer rows (totals) come after a rule as wide as the table.
    """
    cells = [[str(c) for c in row] for row in (headers, *rows, *footer)]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]

    def line(row: list[str]) -> str:
        parts = [c.ljust(w) if i < left else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))]
        return "  ".join(parts).rstrip()

    out = [line(cells[0]), "-" * (sum(widths) + 2 * (len(widths) - 1))]
    out += [line(row) for row in cells[1 : 1 + len(rows)]]
    if footer:
        out.append("-" * (sum(widths) + 2 * (len(widths) - 1)))
        out += [line(row) for row in cells[1 + len(rows) :]]
    return "\n".join(out)


def render_html_table(
    headers: Sequence[str],
    rows: Sequence[Sequence[Any]],
    footer: Sequence[Sequence[Any]] = (),
    caption: str = "",
    left: int = 1,
) -> str:
    """The same table as HTML for Jupyter; numbers right-aligned, totals in bold."""

    def cells(row: Sequence[Any], tag: str) -> str:
        return "".join(
            f'<{tag} style="text-align:{"left" if i < left else "right"}">{html.escape(str(c))}</{tag}>'
            for i, c in enumerate(row)
        )

    body = "".join(f"<tr>{cells(row, 'td')}</tr>" for row in rows)
    foot = "".join(f'<tr style="font-weight:bold">{cells(row, "td")}</tr>' for row in footer)
    cap = f"<caption>{html.escape(caption)}</caption>" if caption else ""
    return (
        f'<table class="kerasmem">{cap}<thead><tr>{cells(headers, "th")}</tr></thead>'
        f"<tbody>{body}</tbody><tfoot>{foot}</tfoot></table>"
    )
