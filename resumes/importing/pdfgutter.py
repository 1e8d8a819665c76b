"""Dates in a narrow left gutter beside their entry, wrapped over two rows (layout family:
design-tool two-column templates, Canva-like, printed to PDF): "Jun 2015 – Feb" beside the
title and "2019" alone on the row under it. The rest of the range joins the gutter piece it
continues, so the entry's row holds the whole range; the source text keeps every row."""

from __future__ import annotations

import re
import statistics

from resumes.importing.dates import _MONTH_WORD, PRESENT
from resumes.importing.lines import Line

_DATE_PIECE = re.compile(
    rf"^(?:(?:{_MONTH_WORD}|(?:19|20)\d\d(?:[./-]\d{{1,2}})?(?:年(?:\d{{1,2}}月)?)?|"
    rf"\d{{1,2}}月|\d{{1,2}}[./]\d{{2,4}}|{PRESENT})[\s,]*(?:[-–—~至]\s*)?)+$",
    re.I,
)
_OPEN = re.compile(rf"(?:[-–—~至]|\b{_MONTH_WORD}|\d{{4}}年)\s*$", re.I)


def join_wrapped_dates(lines: list[Line]) -> list[Line]:
    starts = [
        line
        for line in lines
        if len(line.parts) >= 2 and _DATE_PIECE.match(line.parts[0].text.strip())
    ]
    if len(starts) < 2:
        return lines
    gutter = statistics.median(line.parts[0].x0 for line in starts)
    body = min(line.parts[1].x0 for line in starts)
    out: list[Line] = []
    open_line: Line | None = None
    for line in lines:
        first = line.parts[0]
        in_gutter = (
            abs(first.x0 - gutter) <= 2
            and first.x1 < body - 1
            and bool(_DATE_PIECE.match(first.text.strip()))
        )
        if not in_gutter:
            if len(line.parts) == 1 and line.parts[0].x0 >= body - 1:
                out.append(line)  # the entry's next row in the body: the range may go on
                continue
            open_line = None
            out.append(line)
            continue
        if open_line is not None and _OPEN.search(open_line.parts[0].text):
            opened = open_line.parts[0]
            opened.text = f"{opened.text.strip()} {first.text.strip()}"
            open_line.source = [*open_line.source, *line.source]
            if len(line.parts) == 1:
                continue
            line.parts.pop(0)
            line.x0 = line.parts[0].x0
            line.source = []
            open_line = None
            out.append(line)
            continue
        open_line = line if len(line.parts) >= 2 else None
        out.append(line)
    return out
