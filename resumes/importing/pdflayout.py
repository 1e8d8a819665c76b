"""PDF characters to lines: rows by baseline, pieces by the gaps between them (word spaces,
letter-spacing, justified rows, tags), columns by the gutter no row crosses, then lines per
column with their size, boldness, indentation and bullets; the name at the top set apart as the
title (`mark_title`, for a PDF's text layer and for OCR's lines alike)."""

from __future__ import annotations

import bisect
import re
import statistics

from resumes.importing.dates import _MONTH_WORD, PRESENT
from resumes.importing.lexicon import section_of
from resumes.importing.lines import Line, Part, strip_bullet
from resumes.importing.pdfgutter import GUTTER_DATE, join_wrapped_dates, side_by_side, solid_date
from resumes.importing.pdfheadcells import split_heading_cells
from resumes.importing.pdfrows import Char, Segment, bold_leads, overflow_split, row_segments


def _gutter(segments: list[Segment], width: float, slack: float = 0.0) -> float | None:
    """The x of a vertical gap between two columns of text, or None for one column."""
    if len(segments) < 12:
        return None
    # A line centred on the page (a classic template's name and headline over right-aligned
    # dates) is no column's: it does not count for either side.
    segments = [s for s in segments if abs((s.x0 + s.x1) / 2 - width / 2) > 0.005 * width]
    best = None
    shares: dict[tuple[int, int], float] = {}
    for step in range(int(width * 0.2), int(width * 0.8), 2):
        x = float(step)
        left = sum(1 for s in segments if s.x1 <= x)
        right = sum(1 for s in segments if s.x0 >= x)
        crossing = len(segments) - left - right
        if left < 5 or right < 5 or crossing > max(2, len(segments) // 12):
            continue
        # Of two clear gaps, the one between columns, not the one before dates set right in a
        # short main column: a column's rows are its own, the dates share the rows of the text
        # they belong to (in tenths, so balance still decides between near-equal gaps).
        if (left, right) not in shares:  # the same counts are the same two sides
            shares[(left, right)] = round(_aligned(segments, x, slack), 1)
        shared = shares[(left, right)]
        # Of two gaps alike in all else, the one whose right side starts at one edge (a
        # sidebar), then the wider: not the gap before dates set right in the main column,
        # whose right side would be those dates and the sidebar (design-tool templates).
        starts = [g.x0 for g in segments if g.x0 >= x]
        ragged = sum(1 for x0 in starts if x0 > min(starts) + 20) / len(starts)
        gap = min(starts) - max((g.x1 for g in segments if g.x1 <= x), default=x)
        score = (crossing, shared, round(ragged, 1), -min(left, right), -round(gap))
        if best is None or score < best[0]:
            best = (score, x)
    if best is None:
        return None
    # Dates set right, or a table of dates beside entries, share their rows with the text they
    # belong to: that is one column read row by row, not two.
    if best[0][1] >= 0.6 or _ledger(segments, best[1]):
        return None
    left = [s for s in segments if s.x1 <= best[1]]
    if _date_gutter(left) or _date_gutter(_beside(left, [s for s in segments if s.x0 >= best[1]])):
        return None
    return best[1]


def _ledger(segments: list[Segment], x: float) -> bool:
    """Layout family: a label/value ledger (a table used for layout: dates, skill groups or
    languages in a narrow left cell, the entry in the right one), with the section headings
    on rows of their own. Every left cell but the headings sits on a row of the right side;
    a heading is alone across the page (no right-side text within its own row's height), so
    it does not count. A sidebar's rows run on their own, beside the main column's text; a
    main column left of a sidebar is wider than it, which a ledger's labels never are."""
    left = [s for s in segments if s.x1 <= x]
    right = [s for s in segments if s.x0 >= x]
    if not left or not right:
        return False
    # A ledger's left cells are labels and dates, narrower than the entries beside them.
    if max(s.x1 for s in left) - min(s.x0 for s in left) >= max(s.x1 for s in right) - x:
        return False
    cells = [s for s in left if any(abs(r.y - s.y) < 0.8 * max(s.size, r.size, 1) for r in right)]
    if len(cells) < 4:
        return False
    on_row = sum(1 for s in cells if any(abs(s.y - r.y) <= max(1.0, 0.3 * s.size) for r in right))
    return on_row >= _LEDGER_SHARE * len(cells)


_LEDGER_SHARE = 0.8


_DATE_PIECE = re.compile(
    # Chinese dates too: "2021年5月 - 至今" (layout family: Chinese classic CVs' date gutter).
    rf"^(?:(?:{_MONTH_WORD}|(?:19|20)\d\d(?:[./-]\d{{1,2}}|年(?:\d{{1,2}}月)?)?"
    rf"|\d{{1,2}}[./]\d{{2,4}}|{PRESENT})"
    r"[\s,]*(?:[-–—~至]\s*)?)+$",
    re.I,
)


def _date_gutter(left: list[Segment]) -> bool:
    """Layout family: timelines and academic CVs whose dates stand in a narrow left gutter,
    beside or a row above the entries they date, with the section headings over it. Such a
    gutter holds dates and little else: it is a column of the same page, read row by row,
    not a sidebar (which would send every date away from its entry)."""
    if not left:
        return False
    dates = sum(
        1
        for s in left
        if _DATE_PIECE.match(s.text.strip()) or GUTTER_DATE.match(solid_date(s.text))
    )
    # The headings over the gutter's dates are no sidebar's content either (Typst academic
    # CVs, Chinese: "工作经历" over "2018 年 8 月 - 至" and "今").
    headings = sum(1 for s in left if section_of(s.text))
    return dates >= 3 and dates >= 0.5 * (len(left) - headings)


def _beside(left: list[Segment], right: list[Segment]) -> list[Segment]:
    """The left pieces that share a row with a right one: not the headings and short rows
    alone across the page (layout family: classic CVs whose dates stand left of the entry,
    under full-width headings, AbiWord's and Word's tables)."""
    return [s for s in left if any(abs(s.y - r.y) <= max(1.0, 0.3 * s.size) for r in right)]


def _aligned(segments: list[Segment], x: float, slack: float) -> float:
    """The share of the smaller side's segments that sit on a row of the other side."""
    sides = [[s for s in segments if s.x1 <= x], [s for s in segments if s.x0 >= x]]
    smaller, other = sorted(sides, key=len)
    other_rows = sorted(s.y for s in other)

    def on_a_row(segment: Segment) -> bool:
        reach = max(1.0, slack * segment.size)
        at = bisect.bisect_left(other_rows, segment.y - reach)
        return at < len(other_rows) and other_rows[at] <= segment.y + reach

    return sum(1 for s in smaller if on_a_row(s)) / len(smaller)


def page_lines(
    chars: list[Char], dots, width: float, page: int, *, measured: bool = False
) -> list[Line]:
    """`measured`: positions measured on a picture (OCR), whose baselines wobble."""
    segments = [s for s in row_segments(chars, measured=measured) if s.text]
    gutter = _gutter(segments, width, 0.35 if measured else 0.0)
    reach: dict[int, float] = {}
    if gutter is None:
        columns = []
        for column, edge in side_by_side(segments):
            if edge is not None:
                reach[len(columns)] = edge
            columns.append(column)
    else:
        segments = _overflows(segments, gutter)
        crossing = [s for s in segments if s.x0 < gutter < s.x1]
        crossing += _short_last_rows(crossing, [s for s in segments if s not in crossing])
        left = [s for s in segments if s.x1 <= gutter and s not in crossing]
        right = [s for s in segments if s.x0 >= gutter and s not in crossing]
        first_column = min(s.y for s in left + right)
        top = [s for s in crossing if s.y <= first_column + 1]
        rest = [s for s in crossing if s.y > first_column + 1]
        spread = [max(s.x1 for s in col) - min(s.x0 for s in col) for col in (left, right)]
        # The narrower column (a sidebar) first, so the main column runs on across pages.
        sides = [left, right] if spread[0] <= spread[1] * 1.15 else [right, left]
        columns = [(0, top), *_bands(sides, rest)]
    lines: list[Line] = []
    for number, column in columns if gutter is not None else enumerate(columns):
        if column:
            made = _column_lines(column, dots, page, number, measured)
            for line in made if gutter is None and number in reach else ():
                line.reach = reach[number]  # a side-by-side section's cell ends there
            lines.extend(made)
    return lines


def _overflows(segments: list[Segment], gutter: float) -> list[Segment]:
    """Rows of a left sidebar run on past the gutter (xhtml2pdf design templates do not break
    Chinese rows): over the main column's text, parted (`overflow_split`); alone, under the
    columns' first rows, from the sidebar's edge and ending in the main column's first
    quarter, a sidebar row. Either way the sidebar's piece stays in the sidebar."""
    edge = min(s.x0 for s in segments if s.x0 >= gutter)
    left = [s for s in segments if s.x1 <= gutter]
    right = [s for s in segments if s.x0 >= gutter]
    if not left or not right:
        return segments
    left_x0, right_x1 = min(s.x0 for s in left), max(s.x1 for s in right)
    below = min(s.y for s in left + right) + 1
    out = []
    for segment in segments:
        pieces = overflow_split(segment, edge) if segment.x0 < gutter < segment.x1 else []
        if len(pieces) < 2 and segment.x0 < gutter < segment.x1 and segment.y > below:
            run_on = segment.x1 - edge < 0.25 * (right_x1 - edge)
            pieces = [segment] if abs(segment.x0 - left_x0) <= 2 and run_on else []
        for piece in pieces:
            piece.x1 = min(piece.x1, gutter) if piece.x0 < gutter else piece.x1
        out.extend(pieces or [segment])
    return out


def _short_last_rows(crossing: list[Segment], others: list[Segment]) -> list[Segment]:
    """The last row of a paragraph that crosses the gutter, too short to cross it itself:
    the row right under a crossing row, at its left edge (a summary set across the page
    above two columns; layout family: Google Docs and Word templates)."""
    out = []
    for above in crossing:
        below = [s for s in others if 0 < s.y - above.y <= 1.6 * max(above.size, 1)]
        nearest = min(below, key=lambda s: s.y, default=None)
        if (
            nearest is not None
            and abs(nearest.x0 - above.x0) <= 2
            and abs(nearest.size - above.size) <= 0.6
            and not any(s.y < nearest.y and s in out for s in below)
        ):
            out.append(nearest)
    return out


def _bands(sides: list[list[Segment]], rest: list[Segment]) -> list[tuple[int, list]]:
    """The columns read band by band: rows crossing the gutter between two stretches of
    columns (a summary across the page between the header's columns and the body's) come
    where they stand; those under every column last, as before."""
    out: list[tuple[int, list]] = []
    done = float("-inf")
    for row in sorted(rest, key=lambda s: s.y):
        band = [[s for s in side if done < s.y < row.y] for side in sides]
        if any(band) and any(s.y > row.y for side in sides for s in side):
            out += [(1 + i, part) for i, part in enumerate(band)]
            done = row.y
        out.append((0 if done == row.y or (out and out[-1][0] == 0) else 3, [row]))
    out += [(1 + i, [s for s in side if s.y > done]) for i, side in enumerate(sides)]
    return _merge(out)


def _merge(columns: list[tuple[int, list]]) -> list[tuple[int, list]]:
    """Neighbouring pieces of one column made one (its rows read as one stream)."""
    out: list[tuple[int, list]] = []
    for number, part in columns:
        if not part:
            continue
        if out and out[-1][0] == number:
            out[-1][1].extend(part)
        else:
            out.append((number, list(part)))
    return out


def _column_lines(
    segments: list[Segment], dots, page: int, column: int, measured: bool = False
) -> list[Line]:

    rows: list[list[Segment]] = []
    segments = bold_leads(segments)
    for segment in sorted(segments, key=lambda s: (s.y, s.x0)):
        if rows and abs(rows[-1][0].y - segment.y) <= max(1.0, 0.3 * segment.size):
            rows[-1].append(segment)
        else:
            rows.append([segment])
    left_edge = min(s.x0 for s in segments)
    lines: list[Line] = []
    previous: Line | None = None
    for row in rows:
        row.sort(key=lambda s: s.x0)
        parts: list[Part] = []
        for s in row:
            if parts and parts[-1].text.endswith((":", "：")):
                # "Grade:  First Class": a label and its value are one piece.
                parts[-1].text += " " + s.text
                parts[-1].x1 = s.x1
                parts[-1].last_bold = _edge_bold(s, -1)
            else:
                part = Part(s.text, s.x0, s.x1, s.bold, s.size)
                part.first_bold, part.last_bold = _edge_bold(s, 0), _edge_bold(s, -1)
                parts.append(part)
        text = " ".join(p.text for p in parts)
        visible = [c for s in row for c in s.chars if not c.text.isspace()]
        sizes = [round(c.size, 1) for c in visible]
        size = max(set(sizes), key=sizes.count) if sizes else 0.0
        y = statistics.median(s.y for s in row)
        line = Line(
            parts=parts,
            page=page,
            top=y - size,
            bottom=y,
            x0=parts[0].x0,
            x1=parts[-1].x1,
            size=size,
            bold=sum(c.bold for c in visible) * 2 > len(visible),
            italic=sum(c.italic for c in visible) * 2 > len(visible),
            indent=parts[0].x0 - left_edge,
            column=column,
        )
        first, bullet = strip_bullet(parts[0].text)
        if bullet:
            parts[0].text = first
        elif len(parts) > 1 and (
            parts[0].text in {"•", "·", "▪", "●", "■", "◦", "-", "–", "*"}
            or _LIST_NUMBER.fullmatch(parts[0].text)  # "1." at a tab stop: Word, LibreOffice
        ):
            line.marker_x0 = parts.pop(0).x0
            line.x0 = parts[0].x0
            bullet = True
        else:
            marks = [
                d
                for d in dots
                if d[1] <= line.x0 + 1
                and line.x0 - d[1] < 14
                and _dot_low(line, y, size, measured) <= (d[2] + d[3]) / 2 <= y + 2
            ]
            bullet = bool(marks)
            if marks and measured:
                # OCR: where the mark read as a bullet stood (layout family: a plain-text
                # file's "* " items wrapped by a viewer back to the mark's x, no hanging indent).
                line.marker_x0 = marks[0][0]
        line.bullet = bullet
        line.source = [text]
        if previous is not None:
            advance = y - previous.bottom
            line.block_start = advance > 1.6 * max(size, previous.size, 1) or (
                not measured and _drawn_between(dots, previous, line, y - 0.8 * size)
            )
        lines.append(line)
        previous = line
    return split_heading_cells(join_wrapped_dates(lines))


# A numbered list's marker set apart from its text by a tab (layout family: numbered lists
# of Word and LibreOffice exports).
_LIST_NUMBER = re.compile(r"(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]|\(\d{1,2}\)")


def _dot_low(line: Line, y: float, size: float, measured: bool) -> float:
    """How high a drawn dot may sit and still mark this row: in a text layer, within the
    row's letters, not the wrapped row above (whose dot is a line higher); OCR measures rows
    and dots on a picture, loosely, so its window stays the whole row and a little more."""
    return line.top - 2 if measured else y - 0.8 * size


def _drawn_between(dots, previous: Line, line: Line, top: float) -> bool:
    """A shape drawn between two rows under the same text (layout family: design-tool
    templates' skill levels, a bar or a row of dots under each skill): the rows are two
    items, not one wrapped line."""
    return any(
        previous.bottom < (d[2] + d[3]) / 2 < top
        and d[0] < max(previous.x1, line.x1)
        and d[1] > min(previous.x0, line.x0)
        for d in dots
    )


def _edge_bold(segment: Segment, end: int) -> bool | None:
    letters = [c for c in segment.chars if c.text.strip() and not c.generated]
    return letters[end].bold if letters else None


def mark_title(lines: list[Line]) -> None:
    """The largest text near the top of the first page is the name; set beside other text
    on its row (contact details on the right), it becomes a line of its own."""
    sizes = [line.size for line in lines if line.size]
    if not sizes:
        return
    body = statistics.median(sizes)
    # The rows at the top of page 1 by position, not by reading order: a right column whose
    # contacts start higher than the name (layout family: Google Docs and Word templates with
    # contacts at the top right above a right-hand column) is read first.
    first_page = sorted((line for line in lines if line.page == 0), key=lambda line: line.top)
    first_page = [line for line in first_page[:12] if line in lines[:40]]
    candidates = [(part.size, line, part) for line in first_page for part in line.parts]
    if not candidates:
        return
    size, line, part = max(candidates, key=lambda c: c[0])
    if size < body * 1.35:
        return
    # Parts in about the title's size are the title too: a name whose words a wide (letter-
    # spaced, or OCR-measured) gap sets apart ("MARGARET  OKONKWO-REYES") stays one name.
    title = [p for p in line.parts if p is part or p.size >= size * 0.85]
    rest = [p for p in line.parts if p not in title]
    if rest:
        index = lines.index(line)
        line.parts = title
        line.x0, line.x1 = title[0].x0, title[-1].x1
        other = Line(
            parts=rest,
            page=line.page,
            top=line.top,
            bottom=line.bottom,
            x0=rest[0].x0,
            x1=rest[-1].x1,
            size=max(p.size for p in rest),
            column=line.column,
        )
        other.source = [" ".join(p.text for p in rest)]
        line.source = [" ".join(p.text for p in title)]
        lines.insert(index + 1, other)
    line.size = size
    line.title = True
    line.heading = 1
