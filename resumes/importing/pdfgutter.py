"""Side-by-side sections on a one-column page (`side_by_side`), and dates in a narrow left
gutter beside their entry, wrapped over two rows (layout family: design-tool two-column
templates, Canva-like, printed to PDF): "Jun 2015 – Feb" beside the
title and "2019" alone on the row under it. The rest of the range joins the gutter piece it
continues, so the entry's row holds the whole range; the source text keeps every row."""

from __future__ import annotations

import copy
import itertools
import re
import statistics

from resumes.importing import lexicon
from resumes.importing.dates import _MONTH_WORD, PRESENT
from resumes.importing.lines import Line, Part, strip_bullet

_DATE_PIECE = re.compile(
    rf"^(?:(?:{_MONTH_WORD}|(?:19|20)\d\d(?:[./-]\d{{1,2}})?(?:年(?:\d{{1,2}}月)?)?|"
    rf"年?\d{{1,2}}\s*月|\d{{1,2}}[./]\d{{2,4}}|{PRESENT})[\s,]*(?:[-–—~至]\s*)?)+$",
    re.I,
)
_OPEN = re.compile(rf"(?:[-–—~至]|\b{_MONTH_WORD}|\d{{4}}\s*年)\s*$", re.I)


def _solid(text: str) -> str:
    """A Chinese date as LibreOffice sets it, spaced ("2019 年 8 月"), read solid."""
    return re.sub(r"(?<=\d)\s+(?=[年月])|(?<=年)\s+(?=\d)", "", text.strip())


# A date cut after its year or month number: at the piece's end, or before the text the
# piece ran on into ("2021年12 浙江省中医院").
# Solid dates only: LibreOffice's spaced ones ("2020 年" over "6 月") are joined below.
_CUT_DATE = re.compile(r"(?:19|20)\d\d年\d{0,2}(?=\s+[^\d月]|$)")
_DATE_TAIL = re.compile(r"^\d{0,2}月$")


def join_cut_months(lines: list[Line]) -> list[Line]:
    """Layout family: Chinese resumes set as a table (个人简历 grids, HTML engines): a date
        cell too narrow for "2018年8月 - 2021年12月" wraps its last "月" (or "12月") onto a row of
        its own under the cell. That rest joins the date it ends (also where the date ran on into
    the next cell's text); the source keeps both rows."""
    out: list[Line] = []
    for line in lines:
        above = out[-1] if out else None
        if (
            above is not None
            and len(line.parts) == 1
            and _DATE_TAIL.match(line.parts[0].text.strip())
            and abs(line.parts[0].x0 - above.parts[0].x0) <= 2
            and (cut := _CUT_DATE.search(above.parts[0].text.strip()))
        ):
            text = above.parts[0].text.strip()
            above.parts[0].text = text[: cut.end()] + line.parts[0].text.strip() + text[cut.end() :]
            above.source = [*above.source, *line.source]
            continue
        out.append(line)
    return out


def join_wrapped_dates(lines: list[Line]) -> list[Line]:
    lines = join_cut_months(lines)
    starts = [line for line in lines if _LEADING_DATES.match(line.parts[0].text.strip())]
    starts += [
        line
        for line in lines
        if len(line.parts) >= 2 and _DATE_PIECE.match(_solid(line.parts[0].text))
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
            and bool(_DATE_PIECE.match(_solid(first.text)))
        )
        if not in_gutter:
            split = _cell_beside_item(line, gutter, body)
            if split is not None:
                out.append(line)
                line = split
            if len(line.parts) == 1 and line.parts[0].x0 >= body - 1:
                out.append(line)  # the entry's next row in the body: the range may go on
                continue
            open_line = None
            out.append(line)
            continue
        rest = first.text.strip()
        if open_line is not None and _wraps(_solid(open_line.parts[0].text), rest):
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
    rf"{PRESENT})[\s,]*(?:[-–—~至]\s*)?)+)\s*(?=[^\W\d])(?!(?:{_MONTH_WORD}|{PRESENT})\b)"
    # Chinese dates: "年2月" is the rest of the date before it ("2020年2月"), never the title.
    r"(?![年月日])(.+)$",
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


_MARKERS = {"•", "·", "▪", "●", "■", "◦", "-", "–", "*"}


def _cell_beside_item(line: Line, gutter: float, body: float) -> Line | None:
    """Layout family: a Word table used for layout, exported by LibreOffice: the left cell
    holds an entry's dates, then its place ("Toronto") on the row of the entry's first list
    item ("• Underwrite ..."). The cell keeps `line` (a line of its own, under the entry's
    dates); the item is returned as the next line, a list item. Other rows stay as they are
    (a ledger's "Software | CostX, Excel" is one row of two cells)."""
    first = line.parts[0]
    if len(line.parts) < 2 or abs(first.x0 - gutter) > 2 or first.x1 >= body - 1:
        return None
    if _DATE_PIECE.match(_solid(first.text)) or line.parts[1].x0 < body - 1:
        return None
    rest = line.parts[1:]
    marker = rest[0].x0
    if rest[0].text.strip() in _MARKERS and len(rest) > 1:
        rest = rest[1:]
    else:
        text, bullet = strip_bullet(rest[0].text)
        if not bullet:
            return None
        rest = [copy.copy(rest[0]), *rest[1:]]
        rest[0].text = text
    item = copy.copy(line)
    item.parts = rest
    item.x0, item.indent = rest[0].x0, line.indent + rest[0].x0 - first.x0
    item.bullet, item.marker_x0, item.source = True, marker, []
    line.parts = [first]
    line.x1 = first.x1
    return item


def side_by_side(segments: list) -> list[tuple[list, float | None]]:
    """Layout family: a page of one column that ends (or goes on) with sections set side by
    side, as a two-cell table or a grid does ("LANGUAGES" beside "CERTIFICATIONS", each with
    its rows under it): from a row of two or more section headings down to the first row
    that crosses between them, each heading's rows are a column of their own, read one
    after the other. Segments are `pdfrows.Segment`s; the page's pieces come back in order,
    each with the x its rows could reach (the next column's start; None for the last, whose
    rows tell)."""
    rows: list[list] = []
    for segment in sorted(segments, key=lambda s: (s.y, s.x0)):
        if rows and abs(rows[-1][0].y - segment.y) <= max(1.0, 0.3 * segment.size):
            rows[-1].append(segment)
        else:
            rows.append([segment])
    for index, row in enumerate(rows):
        row.sort(key=lambda s: s.x0)
        if len(row) < 2 or not all(lexicon.section_of(s.text) for s in row):
            continue
        splits = [s.x0 - 1 for s in row[1:]]
        end = index + 1
        while end < len(rows) and not any(s.x0 < x < s.x1 for s in rows[end] for x in splits):
            end += 1
        band = [s for r in rows[index:end] for s in r]
        bounds = [float("-inf"), *splits, float("inf")]
        columns: list[tuple[list, float | None]] = [([s for r in rows[:index] for s in r], None)]
        columns += [
            ([s for s in band if lo <= s.x0 < hi], None if hi == float("inf") else hi)
            for lo, hi in itertools.pairwise(bounds)
        ]
        return [*columns, *side_by_side([s for r in rows[end:] for s in r])]
    return [([s for r in rows for s in r], None)]


# For pdflayout's gutter test: a date piece of a gutter, a Chinese one read solid.
GUTTER_DATE = _DATE_PIECE
solid_date = _solid
