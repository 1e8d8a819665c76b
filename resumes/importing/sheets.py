"""Layout family: résumés kept in a spreadsheet (the 个人简历 form filled in Excel or WPS, an
English "CV sheet") and printed by LibreOffice Calc or Excel. Every fact is a cell; cells wrap
inside narrow columns and sit vertically centred in their row, so one row of the sheet prints
as rows of text at half a line's pitch from each other: "07/2019 –" and "Queensland Parks and
Wildlife" on top, "Senior Ranger  Cairns" between, "Present" and "Service" under them. Read
row by row, every cell is cut in two and the row's facts are shuffled.

`sheet_rows` puts such a band back together: rows of a column closer than 0.8 em, each set
beside the next (no piece of one over a piece of the next), are one row of the sheet; pieces
over each other are one cell (its wrapped rows joined), and the row becomes one line of
cells, left to right. A cell holding a numbered list ("1. …", "2、…") keeps its items as lines
of their own under the row. A row of column labels ("Dates  Employer  Position  Location",
"起止时间  单位名称  职位  地点") and a lone "Duties" / "工作内容" label cell beside the list it
labels are page furniture (kept in the source text, out of the entries)."""

from __future__ import annotations

import copy
import re

from resumes.importing.forms import FIELDS
from resumes.importing.lines import Line, Part, join_wrapped

_ITEM = re.compile(r"^\s*\d{1,2}\s*[.、)）]\s*(?=\S)")
_LABELS = {label for kind in ("work", "education") for label in FIELDS[kind]}
_TEXT_LABELS = {
    label for kind in ("work", "education") for label, f in FIELDS[kind].items() if f == "text"
}


def sheet_rows(lines: list[Line]) -> list[Line]:
    """The page's lines with each band of a sheet row made one line (see the module)."""
    out: list[Line] = []
    index = 0
    while index < len(lines):
        band = _band(lines, index)
        if len(band) >= 2:
            out.extend(_row(band))
            index += len(band)
        else:
            out.extend(_labelled_item(lines[index]))
            index += 1
    for line, following in zip(out, [*out[1:], None], strict=True):
        if not line.furniture and len(line.parts) >= 2 and _all_labels(line):
            line.furniture = True  # a table's column labels
        elif following is not None and _label_beside(line, following):
            line.furniture = True  # "Duties" set on the row of the list's middle item
    _number_siblings(out)
    return out


def _number_siblings(lines: list[Line]) -> None:
    """ "1、主持金矿详查项目" over a list item made above ("2、…" beside its label): the
    cell's other numbered rows, at the item's x, are items of the same list."""
    changed = True
    while changed:
        changed = False
        body = [line for line in lines if not line.furniture]
        for index, line in enumerate(body):
            if line.bullet or len(line.parts) != 1 or not _ITEM.match(line.parts[0].text):
                continue
            near = body[max(0, index - 1) : index] + body[index + 1 : index + 2]
            if any(n.bullet and n.page == line.page and abs(n.x0 - line.x0) <= 1 for n in near):
                line.parts[0] = copy.copy(line.parts[0])
                line.parts[0].text, line.bullet = _unmark(line.parts[0].text)
                changed = True


def _band(lines: list[Line], start: int) -> list[Line]:
    band = [lines[start]]
    for line in lines[start + 1 :]:
        last = band[-1]
        size = max(last.size, line.size, 1.0)
        if (
            line.furniture
            or last.furniture
            or (line.page, line.column) != (last.page, last.column)
            or abs(line.size - last.size) > 0.6
            or not 0 <= line.top - last.top < 0.8 * size
            or _overlap(last, line)
        ):
            break
        band.append(line)
    # A band is a row of cells only where a cell wraps: its first and last rows share a cell.
    while len(band) >= 2 and not _overlap(band[0], band[-1]):
        band.pop()
    return band


def _overlap(a: Line, b: Line) -> bool:
    return any(p.x0 < q.x1 - 0.5 and q.x0 < p.x1 - 0.5 for p in a.parts for q in b.parts)


def _row(band: list[Line]) -> list[Line]:
    cells: list[list[tuple[Line, Part]]] = []
    for line in band:
        for part in _cell_pieces(line):
            hits = [c for c in cells if any(part.x0 < q.x1 and q.x0 < part.x1 for _l, q in c)]
            merged = [(line, part)]
            for cell in hits:
                merged = cell + merged
                cells.remove(cell)
            cells.append(merged)
    cells.sort(key=lambda cell: min(p.x0 for _l, p in cell))
    row_parts: list[Part] = []
    items: list[Line] = []
    for cell in cells:
        paragraphs = _paragraphs(cell)
        if len(paragraphs) > 1:
            items.extend(paragraphs)
        else:
            row_parts.extend(paragraphs[0].parts)
    first = band[0]
    sources = [text for line in band for text in line.source]
    out: list[Line] = []
    if row_parts:
        row = copy.copy(first)
        row.parts = row_parts
        row.x0, row.x1 = row_parts[0].x0, max(p.x1 for p in row_parts)
        row.bottom = max(line.bottom for line in band)
        row.bullet, row.continues = False, False
        row.bold = all(p.bold for p in row_parts)
        row.source = sources
        if items and len(row_parts) == 1 and row_parts[0].text.strip().lower() in _TEXT_LABELS:
            row.furniture = True  # "Duties" beside the list it labels
        out.append(row)
    for number, item in enumerate(items):
        item.block_start = first.block_start if not out and not number else item.block_start
        if not row_parts and not number:
            item.source = sources
        out.append(item)
    return out


def _cell_pieces(line: Line) -> list[Part]:
    """The line's parts, those closer than 0.4 em in one weight (one cell's words a gap
    apart, "2017.03 -" and "至") made one: cells sit at least two paddings apart."""
    out: list[Part] = []
    for part in line.parts:
        near = out and part.x0 - out[-1].x1 < 0.4 * max(line.size, 1)
        if near and part.bold == out[-1].bold:  # a bold label cell beside its value: two
            last = out[-1] = copy.copy(out[-1])
            last.text = last.text.rstrip() + " " + part.text.lstrip()
            last.x1 = part.x1
            continue
        out.append(part)
    return out


def _paragraphs(cell: list[tuple[Line, Part]]) -> list[Line]:
    """A cell's text: its wrapped rows joined, a numbered list's items apart."""
    out: list[Line] = []
    for line, part in cell:
        starts = _ITEM.match(part.text) or (line.bullet and part is line.parts[0])
        if out and not starts:
            last = out[-1].parts[0]
            last.text = join_wrapped(last.text, part.text)
            last.x1 = max(last.x1, part.x1)
            continue
        item = copy.copy(line)
        text, bullet = _unmark(part.text)
        item.parts = [copy.copy(part)]
        item.parts[0].text = text
        item.bullet = bool(line.bullet and part is line.parts[0]) or bullet
        item.x0, item.x1 = part.x0, part.x1
        item.continues = False
        item.source = []
        out.append(item)
    return out


def _labelled_item(line: Line) -> list[Line]:
    """ "Duties  2. Lead search and rescue callouts": a list's label cell, centred beside
    the list, printed on the row of its middle item: the label apart (furniture), the item a
    list item."""
    if len(line.parts) < 2 or line.parts[0].text.strip().lower() not in _TEXT_LABELS:
        return [line]
    if not _ITEM.match(line.parts[1].text):
        return [line]
    label, item = copy.copy(line), copy.copy(line)
    label.parts, label.furniture = [line.parts[0]], True
    label.x1 = line.parts[0].x1
    rest = copy.copy(line.parts[1])
    rest.text, bullet = _unmark(rest.text)
    item.parts = [rest, *line.parts[2:]]
    item.x0, item.bullet, item.block_start, item.source = rest.x0, bullet, False, []
    return [label, item]


def _label_beside(line: Line, following: Line) -> bool:
    if len(line.parts) != 1 or line.parts[0].text.strip().lower() not in _TEXT_LABELS:
        return False
    same_row = abs(following.top - line.top) <= 1 and following.x0 > line.x1
    return same_row and (following.bullet or bool(_ITEM.match(following.text)))


def _unmark(text: str) -> tuple[str, bool]:
    """An item's text without its number ("2、组织钻孔编录", "2. Lead …") and whether it had one."""
    found = _ITEM.match(text)
    return (text[found.end() :], True) if found else (text, False)


def _all_labels(line: Line) -> bool:
    return all(p.text.strip().lower() in _LABELS for p in line.parts)
