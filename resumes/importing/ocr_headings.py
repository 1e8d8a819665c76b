"""A scanned page's heading column turned into headings above their sections (`ocr._page`
calls this on each page's lines)."""

from __future__ import annotations

import re
import statistics
from dataclasses import replace

from resumes.importing.lines import Line
from resumes.importing.pdfheadcells import mark_items

# A heading cell: a few words of letters (no digits: not a date or a phone number).
_HEADING_CELL = re.compile(r"^[^\d,;@/]{2,32}$")
_TRAILING = re.compile(r"[.,:;|]+$")


def heading_cell(text: str) -> bool:
    return bool(_HEADING_CELL.match(text)) and len(text.split()) <= 3


def heading_column(lines: list[Line]) -> list[Line]:
    """Layout family: resumes set as a two-column table, each section's heading in the left
    cell ("PROFILE", "WORK EXPERIENCE", 工作经历) and its content in the right one (LibreOffice
    and Word table templates, scanned or photographed). Tesseract reads the heading and the
    content's first row as one row of two pieces, which the parser takes for one line of
    text with a wide gap; in a PDF the cells are apart. When at least three rows start with a
    short heading cell (a few words, no digits) whose content piece starts at one edge, and
    every other row below the first of them starts at that edge or is a heading cell alone
    (a heading wrapped onto a second row), each heading cell becomes a line of its own before
    its content, a heading wrapped onto the next row joined to it ("WORK" + "EXPERIENCE"),
    and the content rows are set at the content column's left edge."""
    candidates = [
        line
        for line in lines
        if len(line.parts) >= 2
        and heading_cell(line.parts[0].text)
        and line.parts[1].x0 - line.parts[0].x1 >= line.size
    ]
    if len(candidates) < 3:
        return lines
    edge = statistics.median(line.parts[1].x0 for line in candidates)
    slack = max(6.0, statistics.median(line.size for line in candidates))
    candidates = [line for line in candidates if abs(line.parts[1].x0 - edge) <= slack]
    if len(candidates) < 3:
        return lines
    chosen = {id(line) for line in candidates}
    first = min(line.top for line in candidates)
    page = candidates[0].page
    below = [line for line in lines if line.page == page and line.top >= first]
    for line in below:
        if id(line) in chosen or line.x0 >= edge - slack:
            continue
        if len(line.parts) == 1 and heading_cell(line.text):
            chosen.add(id(line))  # a heading wrapped onto a row with no content beside it
            continue
        head, rest = _cell_split(line, edge)
        if head:
            # A heading filling its cell: the border between read as a "|" a space away, or
            # nothing, the gap no wider than a space.
            cell = line.parts[0]
            line.parts = [replace(cell, text=head, x1=min(cell.x1, edge - slack)),
                          replace(cell, text=rest, x0=edge)]  # fmt: skip
            chosen.add(id(line))
            continue
        if len(line.text) <= 2:
            continue  # a border's stray mark
        return lines
    out: list[Line] = []
    heading: Line | None = None
    last_top = 0.0  # the top of the heading's last row
    split: list[Line] = []  # the content of a heading's rows
    for line in lines:
        if id(line) not in chosen:
            heading = None if line.x0 < edge - slack else heading
            out.append(_content(line, edge) if any(line is b for b in below) else line)
            continue
        cell = line.parts[0]
        text = _TRAILING.sub("", cell.text).strip() or cell.text
        wrapped = heading is not None and line.top - last_top <= 1.5 * line.size
        if wrapped:
            heading.parts[0] = replace(heading.parts[0], text=f"{heading.parts[0].text} {text}")
            heading.x1 = max(heading.x1, cell.x1)
            heading.source = [heading.parts[0].text]
        else:
            heading = replace(
                line,
                parts=[replace(cell, text=text)],
                x0=cell.x0,
                x1=cell.x1,
                bullet=False,
                continues=False,
                block_start=True,
                indent=0.0,
                source=[text],
                row=None,
            )
            out.append(heading)
        if len(line.parts) > 1:
            rest = line.parts[1:]
            content = replace(
                line,
                parts=rest,
                x0=rest[0].x0,
                block_start=not wrapped,
                continues=False,
                source=[" ".join(part.text for part in rest)],
                row=None,
            )
            out.append(_content(content, edge))
            split.append(content)
        last_top = line.top
    mark_items(out, split, edge)  # a bullet's mark stood mid-row, after the heading
    return out


def _cell_split(line: Line, edge: float) -> tuple[str, str]:
    """A one-piece row starting left of the content's edge split into (heading cell, content):
    at a "|" read between them, or at the last space before the share of its letters the edge
    cuts off (capitals are wider than the average letter, so the heading ends at or before
    it); ("", "") when what stands before is no heading cell."""
    if len(line.parts) != 1:
        return "", ""
    cell = line.parts[0]
    head, bar, rest = cell.text.partition(" | ")
    if bar:
        return (head, rest) if heading_cell(head) else ("", "")
    if cell.x1 <= edge:
        return "", ""
    cut = round(len(cell.text) * (edge - cell.x0) / max(1.0, cell.x1 - cell.x0))
    space = cell.text.rfind(" ", 0, cut + 1)
    head, rest = cell.text[:space], cell.text[space + 1 :]
    if space <= 0 or not heading_cell(head) or not rest:
        return "", ""
    return head, rest


def _content(line: Line, edge: float) -> Line:
    line.indent = max(0.0, line.x0 - edge)
    return line
