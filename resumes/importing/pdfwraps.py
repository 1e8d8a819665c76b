"""Rows of a PDF page that continue the row above: a wrapped line of the same paragraph, list
item or entry, told apart from a new line by the page's own line pitch, indents, URLs broken at
a line's end and "Group: a, b" labels. Used for text layers (`pdf.py`) and OCR pages (`ocr.py`)."""

from __future__ import annotations

import itertools
import re

from resumes.importing.lines import Line, is_cjk
from resumes.importing.slides import frame_edges, frame_wrapped


def mark_continuations(lines: list[Line]) -> None:
    # A column's right edge over all pages: a short last page does not make every line "full".
    edges: dict[int, float] = {}
    for line in lines:
        edges[line.column] = max(edges.get(line.column, 0.0), line.reach or line.x1)
    pitches = _pitches(lines)
    head = lines[0] if lines else None
    frames = frame_edges(lines)
    for previous, line in itertools.pairwise(lines):
        if previous.page == line.page and previous.column == line.column:
            line.continues = frame_wrapped(previous, line, frames) or _continues(
                previous, line, edges[line.column]
            )
            if (
                line.continues
                and previous.continues
                and _GROUP_LABEL.match(line.text)
                and _GROUP_LABEL.match(head.text)
                and not previous.text.rstrip().endswith((",", "，", "、"))
            ):
                # "Assessment: Pure tone audiometry," / "Tympanometry, Otoacoustic emissions"
                # over "Rehabilitation: …": a group's wrapped rows end where the next
                # "Group:" row starts (layout family: design-tool sidebars set row by row,
                # an SVG design through svglib).
                line.continues = False
            pitch = pitches.get(line.column, 0.0) * max(line.size, 1)
            if line.continues and pitch and line.top - previous.top > 1.2 * pitch + 1:
                # Set off by more than the column's line pitch: a new paragraph, not a
                # wrapped rest, even in the same weight (layout family: pages whose headings
                # differ from the text by margins only, Chinese pages whose bold is not told).
                line.continues = previous.text.rstrip().endswith((",", "，", "、"))
        if not line.continues:
            head = line


def _pitches(lines: list[Line]) -> dict[int, float]:
    """Each column's line pitch in ems: the distance from a row's top to the next row's in
    the same size, as the tightest rows of the column have it (rows of one paragraph; those
    of separate entries sit farther apart)."""
    ratios: dict[int, list[float]] = {}
    for previous, line in itertools.pairwise(lines):
        same = abs(previous.size - line.size) <= 0.6 and line.size > 0
        if same and previous.page == line.page and previous.column == line.column:
            advance = (line.top - previous.top) / line.size
            if 0.8 < advance < 3:
                ratios.setdefault(line.column, []).append(advance)
    return {c: _tightest(sorted(r)) for c, r in ratios.items() if len(r) >= 4}


def _tightest(ratios: list[float]) -> float:
    """The smallest advance that two row pairs share (a paragraph's rows share one); the
    lower quartile where none do."""
    for low, high in itertools.pairwise(ratios):
        if high - low <= 0.02:
            return high
    return ratios[len(ratios) // 4]


def _continues(previous: Line, line: Line, right_edge: float) -> bool:
    """Whether `line` is the wrapped rest of `previous` (same style, previous filled the width)."""
    # Beside a date gutter (timelines, academic CVs, and their scans), an entry's header that
    # breaks off after a comma at the column's edge ("Pharmacist, Riverside Methodist
    # Hospital," over "Columbus, OH.") goes on in the next line, under its own text or back
    # under the dates; a comma ends no paragraph, so a gap above the line does not matter.
    beside = len(previous.parts) > 1 and previous.text.rstrip().endswith((",", "，", "、"))
    if _URL_BROKEN.search(previous.text) and _URL_REST.fullmatch(line.text.strip()):
        # A web address broken at a hyphen or slash at a narrow column's edge goes on in
        # the next row, wherever that row starts (under the icon before the address).
        return not line.block_start and abs(previous.size - line.size) <= 0.6
    if (line.block_start and not beside) or line.bullet or len(line.parts) > 1:
        return False
    if len(previous.parts) > 1 and not beside:
        return False
    if abs(previous.size - line.size) > 0.6 or previous.bold != line.bold:
        return False
    if _GROUP_LABEL.match(line.text) and _GROUP_LABEL.match(previous.text):
        return False  # "Aircraft: A320, Dash 8" over "Operations: …": one group a row
    text_start = previous.parts[-1].x0
    marker = previous.marker_x0 if previous.bullet else None
    # Layout family: AbiWord (and other cairo-printed) lists whose tab after the marker
    # reaches past the hanging indent: wrapped rows start between marker and text, where no
    # row of its own starts, so a short row above ("Fault-found on live" before a long word)
    # is told by its next word's width alone.
    between = marker is not None and marker + 2 < line.x0 < text_start
    # The same goes for the next row under such a wrapped row, at its x.
    under = previous.continues and abs(line.x0 - previous.x0) <= 1 and line.x0 < text_start + 1
    short = previous.x1 < right_edge - max(4 * line.size, 0.12 * (right_edge - previous.x0))
    if short and not (between or under):
        return False
    if previous.x1 + _first_word_width(line) + 0.3 * line.size < right_edge:
        return False  # the next line's first word would have fitted: a line of its own
    if beside:
        reach = max(3.0, 0.6 * line.size)
        return any(abs(line.x0 - x) <= reach for x in (text_start, previous.x0))
    if marker is not None and abs(line.x0 - marker) <= 2:
        # Layout family: LibreOffice and Word lists without a hanging indent, whose wrapped
        # rows go back to the marker's x, not under the item's text.
        return True
    if between:
        return True
    return abs(line.x0 - text_start) <= 3 or (previous.bullet and line.x0 > text_start - 3)


_URL_BROKEN = re.compile(r"(?:https?://|www\.|\.[a-z]{2,}/)\S*[-/]$", re.I)
_URL_REST = re.compile(r"[\w.-]+/?")

# A skill group's name before its colon (layout family: sidebars of "Group: a, b" rows).
_GROUP_LABEL = re.compile(r"^\s*[^\W\d][^:：,，.。]{0,24}[:：]\s*\S")


_NO_ROW_START = set("，。、；：！？）」』》")


def _first_word_width(line: Line) -> float:
    """About how wide the line's first word is (a CJK character: one em)."""
    text = line.text.strip()
    if not text:
        return 0.0
    if is_cjk(text[0]):
        # A Chinese row starts with no comma or stop: the character before it goes along.
        return line.size * (2 if text[1:2] and text[1] in _NO_ROW_START else 1)
    mean = (line.x1 - line.x0) / max(1, len(text))
    return 1.15 * mean * len(text.split()[0])  # letters run wider than the mean with spaces
