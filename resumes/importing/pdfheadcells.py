"""Section headings in the left column of a two-column table (layout family: a word
processor's document laid out as a table, exported by LibreOffice from ODT or Word): each row's
left cell names the section ("PROFILE", "WORK" over "EXPERIENCE") and its right cell holds the
section's entries, row by row. Each heading cell becomes a heading line of its own ahead of its
row's entry; a heading wrapped over two rows of the narrow cell is one heading; a heading that
filled its cell to the entries' edge runs into the entry as one piece and is cut off it.
The heading line keeps the row's source text."""

from __future__ import annotations

import copy
import re
import statistics

from resumes.importing import lexicon
from resumes.importing.lines import Line, Part, strip_bullet

_SLACK = 2.0
_CJK = re.compile(r"[\u4e00-\u9fff]")
_MAX_HEADING_WORDS = 4


def split_heading_cells(lines: list[Line]) -> list[Line]:
    cells = [line for line in lines if _heading_cell(line)]
    if len(cells) < 3:
        return lines
    gutter = statistics.median(line.parts[0].x0 for line in cells)
    body = statistics.median(line.parts[1].x0 for line in cells)
    if body - gutter < 30:
        return lines
    out: list[Line] = []
    entries: list[Line] = []  # the entry pieces cut off heading cells
    previous_heading: Line | None = None  # the heading cell of the row just above
    for line in lines:
        first = line.parts[0]
        if line.furniture or abs(first.x0 - gutter) > _SLACK:
            previous_heading = None
            out.append(line)
            continue
        cell, rest = _cut(line, body)
        if cell is None:
            previous_heading = None
            out.append(line)
            continue
        wrapped = _wrapped(previous_heading, cell.text.strip())
        if wrapped and previous_heading is not None:
            # "WORK" over "EXPERIENCE": the narrow cell wrapped its heading ("CERTIFICATION"
            # over "S": inside a word too long for it).
            previous_heading.parts[0].text = wrapped
            previous_heading.source = [*previous_heading.source, *line.source]
            heading = previous_heading
        else:
            heading = _piece(line, [cell])
            heading.block_start = True
            heading.source = list(line.source)
            out.append(heading)
        previous_heading = heading
        if rest:
            entries.append(_entry(line, rest, gutter))
            out.append(entries[-1])
    mark_items(out, entries, body)
    return out


def mark_items(lines: list[Line], entries: list[Line], body: float) -> None:
    """A list item's mark drawn in the heading cell's row but not read as text (a scan, a
    drawn bullet): a piece cut off a heading cell is a list item when it starts where the
    section's list items start, set in from the entries' edge `body` (also `ocr_headings`)."""
    items = [line.x0 for line in lines if line.bullet and line.x0 > body + 1.5]
    for entry in entries:
        if not entry.bullet and any(abs(entry.x0 - x) <= 1.5 for x in items):
            entry.bullet = True


def _wrapped(heading: Line | None, rest: str) -> str:
    """The heading `heading` and the cell under it read as one, or "" where they are two."""
    if heading is None:
        return ""
    for joined in (f"{heading.text}{rest}", f"{heading.text} {rest}"):
        if _names_section(joined) and len(joined.split()) <= _MAX_HEADING_WORDS:
            return joined
    return ""


def _heading_cell(line: Line) -> bool:
    return (
        len(line.parts) >= 2
        and not line.furniture
        and line.parts[0].x1 < line.parts[1].x0
        and _names_section(line.parts[0].text)
    )


def _names_section(text: str) -> bool:
    """A section's name; a Chinese one is left to `forms.split_cells` (the 个人简历 grid,
    whose first cell names the section and whose rest is that section's content)."""
    if _CJK.search(text):
        return False
    return lexicon.section_of(text) not in {"", "header", "contact"}


def _cut(line: Line, body: float) -> tuple[Part | None, list[Part]]:
    """The row's heading cell and the rest of the row, or (None, []) for a row without one."""
    first = line.parts[0]
    if len(line.parts) >= 2 and first.x1 < body - 1 and line.parts[1].x0 >= body - _SLACK:
        if not _names_section(first.text) and not first.text.strip().isupper():
            return None, []
        return first, line.parts[1:]
    if len(line.parts) == 1 and first.x1 < body - 1:
        # The wrapped rest of a heading alone on its row ("HISTORY" under "EMPLOYMENT").
        return (first, []) if first.text.strip().isupper() else (None, [])
    if first.x1 < body:
        return None, []
    words = first.text.split()
    for count in range(min(_MAX_HEADING_WORDS, len(words) - 1), 0, -1):
        head = " ".join(words[:count])
        if _names_section(head):
            cell = Part(head, first.x0, body - _SLACK, first.bold, first.size)
            rest = Part(" ".join(words[count:]), body, first.x1, first.bold, first.size)
            return cell, [rest, *line.parts[1:]]
    return None, []


def _piece(line: Line, parts: list[Part]) -> Line:
    piece = copy.copy(line)
    piece.parts = [copy.copy(part) for part in parts]
    piece.x0, piece.x1 = parts[0].x0, parts[-1].x1
    piece.bullet, piece.marker_x0, piece.continues = False, None, False
    piece.source = []
    return piece


def _entry(line: Line, rest: list[Part], gutter: float) -> Line:
    entry = _piece(line, rest)
    text, bullet = strip_bullet(entry.parts[0].text)
    if bullet and text:
        entry.parts[0].text = text
        entry.bullet, entry.marker_x0 = True, rest[0].x0
    entry.indent = line.indent + rest[0].x0 - gutter
    entry.block_start = line.block_start
    return entry
