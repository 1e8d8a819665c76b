"""Rows of a PDF page that continue the row above: a wrapped line of the same paragraph, list
item or entry, told apart from a new line by the page's own line pitch, indents, URLs broken at
a line's end and "Group: a, b" labels. Used for text layers (`pdf.py`) and OCR pages (`ocr.py`)."""

from __future__ import annotations

import itertools
import re

from resumes.importing.dates import find_range
from resumes.importing.lines import Line, is_cjk
from resumes.importing.slides import frame_edges, frame_wrapped


def mark_continuations(lines: list[Line]) -> None:
    # A column's right edge over all pages: a short last page does not make every line "full".
    edges: dict[int, float] = {}
    for line in lines:
        edges[line.column] = max(edges.get(line.column, 0.0), line.reach or line.x1)
    pitches = _pitches(lines)
    advances = _monospaced(lines)
    head = lines[0] if lines else None
    frames = frame_edges(lines)
    for index, (previous, line) in enumerate(itertools.pairwise(lines)):
        if previous.page == line.page and previous.column == line.column:
            line.continues = frame_wrapped(previous, line, frames) or _continues(
                previous, line, edges[line.column], advances.get(line.column)
            )
            following = lines[index + 2] if index + 2 < len(lines) else None
            if line.continues and line.column in advances and head.bullet and following:
                # A fixed-width row after a list item, over a row of dates, heads the next
                # entry ("Second Officer, Skagerrak Shipping, Frederikshavn" over "2016-05 –
                # 2020-02"), however far the item above it ran.
                line.continues = not _dated(following.text)
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


def _monospaced(lines: list[Line]) -> dict[int, float]:
    """Each column set in a fixed-width font, with its character advance: rows of ten
    characters or more (Latin only: an ideograph takes two cells; no list item, whose marker
    is stripped) as wide per character as each other, nine in ten within 2 % (layout family:
    plain text printed from a text editor, enscript, a2ps). Proportional rows differ more."""
    widths: dict[int, list[float]] = {}
    for line in lines:
        text = line.text.strip()
        plain = len(line.parts) == 1 and not line.bullet  # a marker stripped: not counted
        if plain and len(text) >= 10 and not any(is_cjk(ch) for ch in text):
            widths.setdefault(line.column, []).append((line.x1 - line.x0) / len(text))
    out = {}
    for column, found in widths.items():
        middle = sorted(found)[len(found) // 2]
        alike = sum(1 for w in found if abs(w - middle) <= 0.02 * middle)
        if len(found) >= 6 and alike >= 0.9 * len(found):
            out[column] = middle
    return out


def _dated(text: str) -> bool:
    """A row that opens on a date range (an entry's dates under its header) is a row of its
    own, wherever the row above ended."""
    found = find_range(text)
    return found is not None and found.begin == 0


def _measured_word(line: Line, advance: float | None) -> float | None:
    """The exact width of the line's first word where the page tells it: a row of one word
    is that word; in a fixed-width column each character is one advance."""
    text = line.text.strip()
    if not text or is_cjk(text[0]):
        return None
    if advance:
        return advance * len(text.split()[0])
    return line.x1 - line.x0 if len(line.parts) == 1 and len(text.split()) == 1 else None


def _continues(previous: Line, line: Line, right_edge: float, advance: float | None = None) -> bool:
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
    word = _measured_word(line, advance)
    if word is not None:
        # Measured, the first word tells alone: a row that stopped short of the edge by less
        # than a space and that word wrapped (a wrapped row ends a word early, by up to the
        # longest word's width: more than the estimate below allows).
        space = advance or _SPACE * line.size
        if previous.x1 + space + word <= right_edge or (advance and _dated(line.text)):
            return False
        filled = previous.x1 - previous.x0 >= _FILLED * (right_edge - previous.x0)
        if not (filled or between or under):
            return False  # a short row over a long word (an e-mail address): rows of their own
    else:
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


_FILLED = 0.6  # a wrapped row fills this much of its column at least
_SPACE = 0.25  # a proportional font's word space, in font sizes (DejaVu's 0.32, Times' 0.25)

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
