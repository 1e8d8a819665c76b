"""PDF (with a text layer) to lines, through PDFium (pypdfium2): characters with their
positions, sizes and fonts become lines; columns (sidebar layouts) are found per page by the
gutter no line crosses; wrapped lines and drawn bullet dots are recognised.
"""

from __future__ import annotations

import ctypes
import itertools
import re
import statistics
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as raw

from resumes.importing.errors import MAX_PAGES, ParseFailure
from resumes.importing.lines import Line, Part, is_cjk, strip_bullet

MAX_CHARS = 300_000
_PAGE_NUMBER = re.compile(r"^(?:page\s*)?\d{1,3}\s*(?:/|of|von)\s*\d{1,3}$|^第\s*\d+\s*页", re.I)
_BOLD_NAME = re.compile(r"bold|black|heavy|semibold|demi|extrab", re.I)
_ITALIC_NAME = re.compile(r"italic|oblique", re.I)
_FUNCTION_WORDS = {"of", "and", "in", "the", "to", "for", "with", "a", "an", "at", "on", "by"}
_FULL_WIDTH = re.compile(r"[\u3000-\u303f\uff00-\uffef]")


@dataclass
class Char:
    text: str
    x0: float
    x1: float
    y: float  # baseline, from the top of the page
    size: float
    bold: bool
    italic: bool
    generated: bool = False


@dataclass
class Segment:
    chars: list[Char]
    text: str
    x0: float
    x1: float
    y: float
    size: float
    bold: bool
    italic: bool


def read_pdf(data: bytes) -> tuple[list[Line], dict]:
    """The lines of a PDF in reading order, and facts for the report (pages)."""
    if b"%%EOF" not in data[-2048:]:
        raise ParseFailure("truncated_pdf")
    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        if getattr(exc, "err_code", None) == raw.FPDF_ERR_PASSWORD:
            raise ParseFailure("encrypted") from None
        raise ParseFailure("corrupt_pdf") from None
    try:
        pages = len(pdf)
        if pages > MAX_PAGES:
            raise ParseFailure("too_many_pages", pages=pages, limit=MAX_PAGES)
        if pages == 0:
            raise ParseFailure("empty")
        lines: list[Line] = []
        total = 0
        for index in range(pages):
            page = pdf[index]
            try:
                chars = _chars(page)
                total += len(chars)
                if total > MAX_CHARS:
                    raise ParseFailure("too_much_text", chars=total, limit=MAX_CHARS)
                dots = _dots(page)
                width = page.get_size()[0]
                lines.extend(_page_lines(chars, dots, width, index))
            finally:
                page.close()
    finally:
        pdf.close()
    if not any(line.text.strip() for line in lines):
        raise ParseFailure("no_text_layer")
    _mark_continuations(lines)
    _mark_title(lines)
    return lines, {"pages": pages}


def _chars(page) -> list[Char]:
    textpage = page.get_textpage()
    try:
        height = page.get_size()[1]
        handle = textpage.raw
        count = raw.FPDFText_CountChars(handle)
        left, right, bottom, top = (ctypes.c_double() for _ in range(4))
        ox, oy = ctypes.c_double(), ctypes.c_double()
        fonts: dict[int, tuple[bool, bool]] = {}
        chars = []
        for i in range(count):
            code = raw.FPDFText_GetUnicode(handle, i)
            if raw.FPDFText_IsGenerated(handle, i) == 1:
                # PDFium's own word breaks (it knows the fonts' space widths) mark a space.
                if (
                    code == 32
                    and chars
                    and chars[-1].text != " "
                    and not _FULL_WIDTH.match(chars[-1].text)
                ):
                    last = chars[-1]
                    chars.append(Char(" ", last.x1, last.x1, last.y, last.size, False, False, True))
                continue
            if code in (0, 0xFFFE, 0xFFFF):
                continue
            text = chr(code) if code < 0x110000 else ""
            if not text or text in "\r\n" or (code < 32 and code != 9):
                continue
            if 0xD800 <= code <= 0xDFFF:
                continue
            raw.FPDFText_GetCharBox(handle, i, left, right, bottom, top)
            raw.FPDFText_GetCharOrigin(handle, i, ox, oy)
            size = raw.FPDFText_GetFontSize(handle, i)
            bold, italic = _font(handle, i, fonts)
            x0, x1 = left.value, right.value
            if text.isspace():
                x1 = x0
            chars.append(Char(text, x0, x1, height - oy.value, size, bold, italic))
        return chars
    finally:
        textpage.close()


def _font(handle, index: int, cache: dict[int, tuple[bool, bool]]) -> tuple[bool, bool]:
    obj = raw.FPDFText_GetTextObject(handle, index)
    key = ctypes.cast(obj, ctypes.c_void_p).value or 0
    if key in cache:
        return cache[key]
    weight = raw.FPDFText_GetFontWeight(handle, index)
    flags = ctypes.c_int()
    length = raw.FPDFText_GetFontInfo(handle, index, None, 0, flags)
    name = ""
    if length:
        buffer = ctypes.create_string_buffer(length)
        raw.FPDFText_GetFontInfo(handle, index, buffer, length, flags)
        name = buffer.value.decode("utf-8", "replace")
    bold = weight >= 600 or bool(_BOLD_NAME.search(name)) or bool(flags.value & (1 << 18))
    italic = bool(_ITALIC_NAME.search(name)) or bool(flags.value & (1 << 6))
    cache[key] = (bold, italic)
    return cache[key]


def _dots(page) -> list[tuple[float, float, float, float]]:
    """Small filled shapes (drawn bullet points) as (x0, x1, ytop, ybottom) from the top."""
    height = page.get_size()[1]
    dots = []
    for obj in page.get_objects(filter=[raw.FPDF_PAGEOBJ_PATH], max_depth=2):
        try:
            left, bottom, right, top = obj.get_bounds()
        except pdfium.PdfiumError:
            continue
        width, tall = right - left, top - bottom
        if 0.8 <= width <= 7 and 0.8 <= tall <= 7 and 0.5 <= width / tall <= 2:
            dots.append((left, right, height - top, height - bottom))
    return dots


def _segments(chars: list[Char]) -> list[Segment]:
    """Characters grouped by baseline, then split where a gap is wider than about a word space."""
    ordered = sorted((c for c in chars), key=lambda c: (round(c.y, 1), c.x0))
    rows: list[list[Char]] = []
    for char in sorted(ordered, key=lambda c: c.y):
        if rows and abs(rows[-1][-1].y - char.y) <= max(1.0, 0.3 * (char.size or 10)):
            rows[-1].append(char)
        else:
            rows.append([char])
    segments = []
    for row in rows:
        row.sort(key=lambda c: c.x0)
        row = _respace(row)
        split_at = _split_gap(row)
        current: list[Char] = []
        text = ""
        last_x1 = None
        for char in row:
            size = char.size or 10
            if char.text.isspace():
                if current and not text.endswith(" "):
                    text += " "
                continue
            if current and last_x1 is not None:
                gap = char.x0 - last_x1
                if gap > split_at * size:
                    segments.append(_segment(current, text))
                    current, text = [], ""
                elif (
                    gap > 0.45 * size
                    and not text.endswith(" ")
                    and not _cjk_pair(current[-1].text, char.text)
                ):
                    text += " "
            current.append(char)
            text += char.text
            last_x1 = char.x1
        if current:
            segments.append(_segment(current, text))
    return segments


def _split_gap(row: list[Char]) -> float:
    """How wide a gap (in font sizes) sets two pieces of a row apart: about one size, more in
    a justified row whose word spaces are all stretched alike."""
    visible = [c for c in row if not c.text.isspace()]
    gaps = sorted(
        (b.x0 - a.x1) / (a.size or 10)
        for a, b in itertools.pairwise(visible)
        if (b.x0 - a.x1) > 0.2 * (a.size or 10)
    )
    if len(gaps) >= 3 and gaps[-1] >= 1.0 and gaps[-1] < gaps[0] * 1.6:
        # Every space alike: justified prose (words end in commas and stops) keeps its
        # words together; a row of tags ("Python   Django   Go") is split at each gap.
        words = "".join(
            c.text if (b.x0 - c.x1) <= 0.2 * (c.size or 10) else c.text + " "
            for c, b in zip(visible, [*visible[1:], visible[-1]], strict=False)
        ).split()
        prose = any(w[-1] in ",.;:，。；：—–-|" or w.lower() in _FUNCTION_WORDS for w in words)
        if prose:
            return max(1.0, gaps[-1] * 1.01)
    return 1.0


def _cjk_pair(before: str, after: str) -> bool:
    """No space is read between CJK characters, nor after CJK punctuation."""
    if _FULL_WIDTH.match(before):
        return True
    return is_cjk(before) and is_cjk(after)


def _respace(row: list[Char]) -> list[Char]:
    """Letter-spaced text ("E X P E R I E N C E"): PDFium's word breaks fall between letters,
    so spaces are told from the gaps instead, a word space being wider than the letter gaps."""
    visible = [c for c in row if not c.text.isspace()]
    gaps = [
        b.x0 - a.x1 for a, b in itertools.pairwise(visible) if 0 <= b.x0 - a.x1 < 2 * (a.size or 10)
    ]
    if len(gaps) < 3:
        return row
    size = statistics.median(c.size or 10 for c in visible)
    letter_gap = statistics.median(gaps)
    if letter_gap < 0.08 * size:
        return row
    out: list[Char] = []
    for char in row:
        if char.generated:
            continue
        spaced = out and not char.text.isspace() and not out[-1].text.isspace()
        if spaced and char.x0 - out[-1].x1 > letter_gap + 0.22 * size:
            out.append(Char(" ", out[-1].x1, out[-1].x1, char.y, char.size, False, False, True))
        out.append(char)
    return out


def _segment(chars: list[Char], text: str) -> Segment:
    visible = [c for c in chars if not c.text.isspace()] or chars
    sizes = [round(c.size, 1) for c in visible]
    return Segment(
        chars=chars,
        text=text.strip(),
        x0=min(c.x0 for c in visible),
        x1=max(c.x1 for c in visible),
        y=statistics.median(c.y for c in visible),
        size=max(set(sizes), key=sizes.count),
        bold=sum(c.bold for c in visible) * 2 > len(visible),
        italic=sum(c.italic for c in visible) * 2 > len(visible),
    )


def _gutter(segments: list[Segment], width: float) -> float | None:
    """The x of a vertical gap between two columns of text, or None for one column."""
    if len(segments) < 12:
        return None
    best = None
    for step in range(int(width * 0.2), int(width * 0.8), 2):
        x = float(step)
        left = sum(1 for s in segments if s.x1 <= x)
        right = sum(1 for s in segments if s.x0 >= x)
        crossing = len(segments) - left - right
        if left < 5 or right < 5 or crossing > max(2, len(segments) // 12):
            continue
        score = (crossing, -min(left, right))
        if best is None or score < best[0]:
            best = (score, x)
    if best is None:
        return None
    x = best[1]
    # Dates set right, or a table of dates beside entries, share their rows with the text they
    # belong to: that is one column read row by row, not two.
    sides = [[s for s in segments if s.x1 <= x], [s for s in segments if s.x0 >= x]]
    smaller, other = sorted(sides, key=len)
    other_rows = [s.y for s in other]
    aligned = sum(1 for s in smaller if any(abs(s.y - y) <= 1.0 for y in other_rows))
    if aligned >= 0.6 * len(smaller):
        return None
    return x


def _page_lines(chars: list[Char], dots, width: float, page: int) -> list[Line]:
    segments = [s for s in _segments(chars) if s.text]
    gutter = _gutter(segments, width)
    if gutter is None:
        columns = [segments]
    else:
        crossing = [s for s in segments if s.x0 < gutter < s.x1]
        left = [s for s in segments if s.x1 <= gutter]
        right = [s for s in segments if s.x0 >= gutter]
        first_column = min(s.y for s in left + right)
        top = [s for s in crossing if s.y <= first_column + 1]
        rest = [s for s in crossing if s.y > first_column + 1]
        spread = [max(s.x1 for s in col) - min(s.x0 for s in col) for col in (left, right)]
        # The narrower column (a sidebar) first, so the main column runs on across pages.
        sides = [left, right] if spread[0] <= spread[1] * 1.15 else [right, left]
        columns = [top, *sides, rest]
    lines: list[Line] = []
    for number, column in enumerate(columns):
        if column:
            lines.extend(_column_lines(column, dots, page, number))
    return lines


def _column_lines(segments: list[Segment], dots, page: int, column: int) -> list[Line]:
    rows: list[list[Segment]] = []
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
            else:
                parts.append(Part(s.text, s.x0, s.x1, s.bold, s.size))
        text = " ".join(p.text for p in parts)
        if _PAGE_NUMBER.match(text.strip()):
            continue
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
        elif parts[0].text in {"•", "·", "▪", "●", "■", "◦", "-", "–", "*"} and len(parts) > 1:
            parts.pop(0)
            line.x0 = parts[0].x0
            bullet = True
        elif any(
            d[1] <= line.x0 + 1
            and line.x0 - d[1] < 14
            and line.top - 2 <= (d[2] + d[3]) / 2 <= y + 2
            for d in dots
        ):
            bullet = True
        line.bullet = bullet
        line.source = [text]
        if previous is not None:
            advance = y - previous.bottom
            line.block_start = advance > 1.6 * max(size, previous.size, 1)
        lines.append(line)
        previous = line
    return lines


def _mark_continuations(lines: list[Line]) -> None:
    # A column's right edge over all pages: a short last page does not make every line "full".
    edges: dict[int, float] = {}
    for line in lines:
        edges[line.column] = max(edges.get(line.column, 0.0), line.x1)
    for previous, line in itertools.pairwise(lines):
        if previous.page == line.page and previous.column == line.column:
            line.continues = _continues(previous, line, edges[line.column])


def _continues(previous: Line, line: Line, right_edge: float) -> bool:
    """Whether `line` is the wrapped rest of `previous` (same style, previous filled the width)."""
    if line.block_start or line.bullet or len(previous.parts) > 1 or len(line.parts) > 1:
        return False
    if abs(previous.size - line.size) > 0.6 or previous.bold != line.bold:
        return False
    if previous.x1 < right_edge - max(4 * line.size, 0.12 * (right_edge - previous.x0)):
        return False
    text_start = previous.parts[0].x0
    return abs(line.x0 - text_start) <= 3 or (previous.bullet and line.x0 > text_start - 3)


def _mark_title(lines: list[Line]) -> None:
    """The largest text near the top of the first page is the name; set beside other text
    on its row (contact details on the right), it becomes a line of its own."""
    sizes = [line.size for line in lines if line.size]
    if not sizes:
        return
    body = statistics.median(sizes)
    first_page = [line for line in lines[:12] if line.page == 0]
    candidates = [(part.size, line, part) for line in first_page for part in line.parts]
    if not candidates:
        return
    size, line, part = max(candidates, key=lambda c: c[0])
    if size < body * 1.35:
        return
    if len(line.parts) > 1:
        index = lines.index(line)
        rest = [p for p in line.parts if p is not part]
        line.parts = [part]
        line.x0, line.x1 = part.x0, part.x1
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
        line.source = [part.text]
        lines.insert(index + 1, other)
    line.size = size
    line.title = True
    line.heading = 1
