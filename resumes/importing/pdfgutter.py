"""Dates in a narrow left gutter beside their entry, wrapped over two rows (layout family:
design-tool two-column templates, Canva-like, printed to PDF): "Jun 2015 – Feb" beside the
title and "2019" alone on the row under it. The rest of the range joins the gutter piece it
continues, so the entry's row holds the whole range; the source text keeps every row."""

from __future__ import annotations

import re
import statistics

from resumes.importing.dates import _MONTH_WORD, PRESENT
from resumes.importing.lines import Line, Part

_DATE_PIECE = re.compile(
    rf"^(?:(?:{_MONTH_WORD}|(?:19|20)\d\d(?:[./-]\d{{1,2}})?(?:年(?:\d{{1,2}}月)?)?|"
    rf"年?\d{{1,2}}月|\d{{1,2}}[./]\d{{2,4}}|{PRESENT})[\s,]*(?:[-–—~至]\s*)?)+$",
    re.I,
)
_OPEN = re.compile(rf"(?:[-–—~至]|\b{_MONTH_WORD}|\d{{4}}年)\s*$", re.I)


def join_wrapped_dates(lines: list[Line]) -> list[Line]:
    starts = [line for line in lines if _LEADING_DATES.match(line.parts[0].text.strip())]
    starts += [
        line
        for line in lines
        if len(line.parts) >= 2 and _DATE_PIECE.match(line.parts[0].text.strip())
    ]
    if len(starts) < 2:
        return lines
    gutter = statistics.median(line.parts[0].x0 for line in starts)
    # The body's left edge: where the rows beside and under the gutter's dates start.
    beside = [line.parts[1].x0 for line in starts if len(line.parts) >= 2]
    under = [round(line.x0) for line in lines if line.x0 > gutter + 20 and not line.bullet]
    if not beside and not under:
        return lines
    body = min(beside) if beside else statistics.mode(under)
    out: list[Line] = []
    open_line: Line | None = None
    for line in lines:
        _split_at_gutter(line, gutter, body)
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
        rest = first.text.strip()
        if open_line is not None and _wraps(open_line.parts[0].text, rest):
            opened = open_line.parts[0]
            glue = "" if rest[0] in "年月" else " "  # "2019" / "年2月" wrapped inside a date
            opened.text = f"{opened.text.strip()}{glue}{rest}"
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


def _wraps(opened: str, rest: str) -> bool:
    """Whether a gutter piece goes on the open one above: "Jun 2015 –" over "2019", "2019年"
    over "2月"; never a dated year over the next one ("2017年" over "2021年", a list of
    certificates each dated by its year)."""
    if rest[0] in "年月":
        return True
    if opened.strip().endswith("年") and re.match(r"(?:19|20)\d\d", rest):
        return False
    return bool(_OPEN.search(opened))


_LEADING_DATES = re.compile(
    rf"^((?:(?:(?:{_MONTH_WORD})(?![a-z])|(?:19|20)\d\d(?:[./-]\d{{1,2}})?(?:年(?:\d{{1,2}}月)?)?|"
    rf"{PRESENT})[\s,]*(?:[-–—~至]\s*)?)+)\s*(?=[^\W\d])(?!(?:{_MONTH_WORD}|{PRESENT})\b)(.+)$",
    re.I,
)


def _split_at_gutter(line: Line, gutter: float, body: float) -> None:
    """A gutter's dates that filled it to the body's edge run into the title beside them as
    one piece ("Sep 2011 – May Bachelor of Science"): the dates are a piece of their own. A
    month is a whole word ("Mar" of "March 2019" is no month of its own)."""
    first = line.parts[0]
    if abs(first.x0 - gutter) > 2 or first.x1 < body:
        return
    match = _LEADING_DATES.match(first.text.strip())
    if not match or not re.search(r"\d", match.group(1)):
        return
    dates, rest = match.group(1).strip(), match.group(2).strip()
    line.parts[0:1] = [
        Part(dates, first.x0, body - 2, first.bold, first.size),
        Part(rest, body, first.x1, first.bold, first.size),
    ]
