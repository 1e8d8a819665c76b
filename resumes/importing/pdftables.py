"""Tables under a row of column labels in a PDF, read cell by cell. Layout family: Markdown
pipe tables printed by a word processor (pandoc's ODT or DOCX writer, then LibreOffice
Writer or Word): no rules drawn, each column's text starting where its label starts
("Email | Phone | City", "Area | Skills", "证书名称 | 发证机构 | 年份"), a cell too long for
its column wrapped onto the rows under it, two cells close enough to read as one run of
text. The label row is kept in the source text only (furniture); each table row becomes
one line whose parts are its cells, its wrapped rest joined back."""

from __future__ import annotations

import re

from resumes.importing.dates import find_range
from resumes.importing.lines import Line, Part
from resumes.importing.pdfrows import Char

_SLACK = 3.0  # points: how far a cell's start may stand from its label's
_LABEL = re.compile(r"^[^\d@/:：.,，、;；]{1,24}$")  # no list: "勘查 | 地质填图、钻孔编录"
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
_GLUED_AFTER = re.compile(r"[/@.\-_]$")
_GLUED_BEFORE = re.compile(r"^[/@.\-_]")


def read_labelled_tables(lines: list[Line], page_chars: dict[int, list[Char]]) -> list[Line]:
    """The lines with each labelled table's rows made one line a row (cells as parts)."""
    out: list[Line] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        rows = _table_rows(lines, index) if _label_row(line) else []
        if not rows:
            out.append(line)
            index += 1
            continue
        starts = [part.x0 for part in line.parts]
        chars = page_chars.get(line.page, [])
        cells = [_cells(row, starts, chars) for row in rows]
        edges = _edges(starts, cells)
        line.furniture = True
        out.append(line)
        for made in _merge(rows, cells, edges, chars):
            out.append(made)
        index += 1 + len(rows)
    return out


def _label_row(line: Line) -> bool:
    if len(line.parts) < 2 or line.bullet or line.heading or line.title or line.furniture:
        return False
    return all(
        _LABEL.match(part.text.strip()) and len(part.text.split()) <= 3 for part in line.parts
    )


def _column(x: float, starts: list[float]) -> int | None:
    for number, start in enumerate(starts):
        if abs(x - start) <= _SLACK:
            return number
    return None


def _table_rows(lines: list[Line], index: int) -> list[Line]:
    """The rows under a label row whose every part starts where a label starts (a glued run
    of two cells starts at a label too), on its page and column, closely set."""
    head = lines[index]
    starts = [part.x0 for part in head.parts]
    rows: list[Line] = []
    last = head
    for line in lines[index + 1 :]:
        if (
            line.page != head.page
            or line.column != head.column
            or line.heading
            or line.title
            or line.bullet
            or line.furniture
            or line.top - last.bottom > (last.bottom - last.top) * 1.2
            or any(_column(part.x0, starts) is None for part in line.parts)
        ):
            break
        rows.append(line)
        last = line
    if not rows or _column(rows[0].parts[0].x0, starts) != 0 or len(rows[0].parts) < 2:
        return []  # a table's first row fills two columns at least, each where its label is
    if any(_date_range(part.text) for row in rows for part in row.parts):
        # A date range is an entry's ("Site Engineer | Arup" over "2019 – 2022 | Leeds"): the
        # row above it is the entry's header, not a table's labels.
        return []
    return rows


def _date_range(text: str) -> bool:
    span = find_range(text)
    return bool(span and (span.ongoing or span.end != span.start))


def _row_chars(line: Line, chars: list[Char]) -> list[Char]:
    return sorted(
        (c for c in chars if line.top - 1 <= c.y <= line.bottom + 1 and c.text.strip()),
        key=lambda c: c.x0,
    )


def _cells(line: Line, starts: list[float], chars: list[Char]) -> list[Part | None]:
    """The row's cells by column: a part that runs over the next label's start (two cells
    read as one run) is split where its characters cross it."""
    cells: list[Part | None] = [None] * len(starts)
    row = _row_chars(line, chars)
    for part in line.parts:
        column = _column(part.x0, starts)
        pieces = _split(part, starts[column + 1 :], row)
        for offset, piece in enumerate(pieces):
            if column + offset < len(cells) and piece is not None:
                cells[column + offset] = piece
    return cells


def _split(part: Part, bounds: list[float], row: list[Char]) -> list[Part | None]:
    inside = [c for c in row if part.x0 - 1 <= c.x0 <= part.x1 + 1]
    crossing = [b for b in bounds if part.x1 > b + _SLACK]
    if not crossing or not inside:
        return [part]
    pieces: list[Part | None] = []
    text = part.text
    consumed = 0
    left = part.x0
    for bound in [*crossing, float("inf")]:
        count = sum(1 for c in inside if left - 1 <= c.x0 < bound - 1)
        taken, seen = consumed, 0
        while taken < len(text) and seen < count:
            if not text[taken].isspace():
                seen += 1
            taken += 1
        piece = text[consumed:taken].strip()
        mine = [c for c in inside if left - 1 <= c.x0 < bound - 1]
        if piece and mine:
            pieces.append(Part(piece, x0=mine[0].x0, x1=mine[-1].x1, bold=part.bold,
                               size=part.size))  # fmt: skip
        else:
            pieces.append(None)
        consumed, left = taken, bound
    return pieces


def _edges(starts: list[float], cells: list[list[Part | None]]) -> list[float]:
    """How far each column's text may reach: up to the next label's start, the last column
    as far as any of its cells reaches."""
    ends = [start - 4 * _SLACK for start in starts[1:]]
    last = [row[-1].x1 for row in cells if row[-1] is not None]
    return [*ends, max(last) if last else float("inf")]


def _first_word_width(part: Part, chars: list[Char], line: Line) -> float:
    row = [c for c in _row_chars(line, chars) if part.x0 - 1 <= c.x0 <= part.x1 + 1]
    if not row:
        return 0.0
    if _CJK.match(row[0].text):
        return row[0].x1 - row[0].x0
    word = part.text.split()[0] if part.text.split() else ""
    end = row[min(len(word), len(row)) - 1]
    return end.x1 - row[0].x0


def _wrapped(previous: list[Part | None], cells, edges, chars, line: Line) -> bool:
    """Whether a row is the wrapped rest of the row above: its first cell empty, or each of
    its cells' first word too wide for what was left of the cell above."""
    if cells[0] is None:
        return True
    for column, cell in enumerate(cells):
        if cell is None:
            continue
        above = previous[column]
        if above is None:
            return False
        room = edges[column] - above.x1
        if _first_word_width(cell, chars, line) < room:
            return False
    return True


def _join(before: str, after: str) -> str:
    if _CJK.search(before[-1:]) or _CJK.search(after[:1]):
        return before + after
    if (" " not in before and _GLUED_AFTER.search(before)) or _GLUED_BEFORE.search(after):
        return before + after
    return f"{before} {after}"


def _merge(rows: list[Line], cells: list[list[Part | None]], edges, chars) -> list[Line]:
    made: list[tuple[Line, list[Part | None]]] = []
    for line, row in zip(rows, cells, strict=True):
        if made and _wrapped(made[-1][1], row, edges, chars, line):
            target = made[-1][1]
            for column, cell in enumerate(row):
                if cell is None:
                    continue
                if target[column] is None:
                    target[column] = cell
                else:
                    above = target[column]
                    above.text = _join(above.text, cell.text)
                    above.x1 = cell.x1  # where its last row ends
            made[-1][0].bottom = line.bottom
            made[-1][0].source.append(line.text)
            continue
        copy = [Part(c.text, x0=c.x0, x1=c.x1, bold=c.bold, size=c.size) if c else None
                for c in row]  # fmt: skip
        out = Line(parts=[], page=line.page, top=line.top, bottom=line.bottom, x0=line.x0,
                   x1=line.x1, size=line.size, bold=line.bold, italic=line.italic,
                   column=line.column, indent=line.indent, table=True,
                   block_start=line.block_start)  # fmt: skip
        out.source = [line.text]
        made.append((out, copy))
    for out, row in made:
        out.parts = [cell for cell in row if cell is not None]
    return [out for out, _ in made if out.parts]
