"""A scanned page's two columns told apart before its rows are laid out (`ocr.py` calls this):
a sidebar beside the main column, whose rows line up with the main column's on a scan."""

from __future__ import annotations

from resumes.importing.ocr_headings import heading_cell
from resumes.importing.pdflayout import _DATE_PIECE


def sidebar_split(chars: list, spans: list[tuple[int, int]], width: float) -> list[list]:
    """The page's characters as one part, or as [what runs across the top, the narrower column,
    the wider column] when Tesseract's lines stand in two columns.

    Layout family: resumes with a sidebar (contact, skills, languages) beside the main column,
    set in the same type on the same line pitch. On a scan the two columns' rows line up, and
    `pdflayout` (which reads rows sharing their height across a gap as one column, for dates
    set right) ran the sidebar into the main column row by row. Tesseract's lines do not
    cross the gap between real columns: a gap at least 4 % of the page wide that no line
    crosses below where both columns have begun, with at least 5 lines on each side and at
    least 4 of each side's lines more than a date (dates set right are one column), splits
    the page. A line whose
    words stand on both sides with none in the gap (Tesseract joined two columns' rows of
    small type, a stained page's rows, or a row read again across the page) is cut in two
    there rather than taken for a line across the gap, unless one piece is a date (a
    ledger's date cell beside its entry: one row)."""
    if len(spans) < 12:
        return [chars]
    boxes = [_box(chars[begin:end]) for begin, end in spans]
    best = None
    for step in range(int(width * 0.2), int(width * 0.8), 2):
        x, gap = float(step), width * 0.02
        left, right, crossing, cut = [], [], [], []
        for box in boxes:
            if box[1] <= x - gap:
                left.append(box)
            elif box[0] >= x + gap:
                right.append(box)
            elif not any(c.x1 > x - gap and c.x0 < x + gap for c in box[4]) and not _dated(box, x):
                cut.append(box)
            else:
                crossing.append(box)
        # The columns are told by whole lines; a cut line's pieces do not count (a date set
        # right, read garbled, is no column's line).
        if len(left) < 5 or len(right) < 5 or min(_texts(left), _texts(right)) < 4:
            continue
        for box in cut:
            left.append(_box([c for c in box[4] if c.x1 <= x]))
            right.append(_box([c for c in box[4] if c.x0 >= x]))
        # Lines across the gap above where both columns have begun (a header: the name, a
        # banner's contact row) are the top; one below them, a line across the page.
        first = max(min(b[2] for b in left), min(b[2] for b in right))
        if any(b[2] > first + 1 for b in crossing):
            continue
        score = abs(len(left) - len(right))
        if best is None or score < best[0]:
            # The lines across the gap and what stands above the last of them are the top
            # (a banner: the name, the title, then its contact row across), in reading order.
            end = max((b[2] for b in crossing), default=-1.0)
            top = sorted((b for b in left + right + crossing if b[2] <= end), key=_y)
            left, right = [b for b in left if b not in top], [b for b in right if b not in top]
            best = (score, left, right, top)
    if best is None:
        return [chars]
    _, left, right, crossing = best
    if not left or not right:
        return [chars]
    narrow, wide = sorted(
        (left, right), key=lambda side: max(b[1] for b in side) - min(b[0] for b in side)
    )
    if len(wide) >= 2 * len(narrow) and all(heading_cell(b[3]) for b in narrow):
        return [chars]  # a heading column beside its sections: `ocr_headings` sets it apart
    return [[c for b in part for c in b[4]] for part in (crossing, narrow, wide)]


def _dated(box: tuple, x: float) -> bool:
    """Whether a line's piece on either side of `x` is a date: a ledger's row (dates in a
    cell of their own beside each entry) is one row, not two columns' lines."""
    for piece in ([c for c in box[4] if c.x1 <= x], [c for c in box[4] if c.x0 >= x]):
        text = " ".join(c.text for c in piece if not c.text.isspace())
        if _DATE_PIECE.match(text):
            return True
    return False


def _y(box: tuple) -> float:
    return box[2]


def _box(line: list) -> tuple:
    """(left, right, baseline, text, chars) of one line's characters (spaces at its ends
    dropped)."""
    while line and line[0].text.isspace():
        line = line[1:]
    while line and line[-1].text.isspace():
        line = line[:-1]
    words = [c for c in line if not c.text.isspace()]
    text = " ".join(c.text for c in words)
    return (min(c.x0 for c in words), max(c.x1 for c in words), words[0].y, text, line)


def _texts(boxes) -> int:
    return sum(1 for b in boxes if len(b[3]) > 3 and not _DATE_PIECE.match(b[3]))
