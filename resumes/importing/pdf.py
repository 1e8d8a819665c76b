"""PDF (with a text layer) to lines, through PDFium (pypdfium2): each character with its
position, size and font (bold, italic), and the small drawn shapes that are bullet dots;
`pdflayout` turns them into lines and columns. Limits: pages, characters, a complete file."""

from __future__ import annotations

import ctypes
import itertools
import re
import unicodedata

import pypdfium2 as pdfium
import pypdfium2.raw as raw

from resumes.importing.cjkforms import unified_ideograph
from resumes.importing.errors import MAX_PAGES, ParseFailure
from resumes.importing.furniture import mark_furniture
from resumes.importing.hyphens import hyphenating, mark_soft_hyphens
from resumes.importing.lines import Line
from resumes.importing.pdflayout import mark_title, page_lines
from resumes.importing.pdfoutline import mark_outline_headings, read_outline
from resumes.importing.pdfrows import FULL_WIDTH, Char
from resumes.importing.pdfscanlayer import invisible_layer_only
from resumes.importing.pdftables import read_labelled_tables
from resumes.importing.pdfwraps import mark_continuations
from resumes.importing.sheets import sheet_rows

MAX_CHARS = 300_000
_BOLD_NAME = re.compile(r"bold|black|heavy|semibold|demi|extrab", re.I)
_ITALIC_NAME = re.compile(r"italic|oblique", re.I)


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
        if not _has_text(pdf) or invisible_layer_only(pdf):
            # OCR's libraries (numpy, Pillow, Tesseract) load only for a scanned file; a scan
            # with another engine's invisible text layer is read as the scan it is.
            from resumes.importing.ocr import read_scanned_pdf

            lines, facts = read_scanned_pdf(pdf)
            mark_title(lines)
            mark_furniture(lines, [pdf[i].get_size()[1] for i in range(min(pages, 4))])
            mark_continuations([line for line in lines if not line.furniture])
            return lines, facts
        lines: list[Line] = []
        heights: list[float] = []
        total = 0
        made_by = " ".join(str(v) for v in _metadata(pdf).values())
        outline = read_outline(pdf)
        page_chars: dict[int, list[Char]] = {}
        for index in range(pages):
            page = pdf[index]
            try:
                chars = _chars(page)
                total += len(chars)
                if total > MAX_CHARS:
                    raise ParseFailure("too_much_text", chars=total, limit=MAX_CHARS)
                dots = _dots(page)
                width, height = page.get_size()
                heights.append(height)
                page_chars[index] = chars
                lines.extend(page_lines(chars, dots, width, index))
            finally:
                page.close()
    finally:
        pdf.close()
    if not any(line.text.strip() for line in lines):
        raise ParseFailure("no_text_layer")
    mark_title(lines)
    mark_furniture(lines, heights)
    if mark_outline_headings(lines, outline):
        # Word-processor PDFs with bookmarks (Markdown through pandoc, printed by Writer):
        # their tables are set without rules under a row of labels.
        lines = read_labelled_tables(lines, page_chars)
    lines = sheet_rows(lines)  # a spreadsheet's vertically centred cells, one row a line
    body = [line for line in lines if not line.furniture]
    mark_continuations(body)
    mark_soft_hyphens(body, hyphenating(made_by))
    return lines, {"pages": pages}


def _metadata(pdf) -> dict:
    try:
        return {k: v for k, v in pdf.get_metadata_dict().items() if k in {"Creator", "Producer"}}
    except (pdfium.PdfiumError, ValueError, KeyError):
        return {}


def _has_text(pdf) -> bool:
    """Whether any page has characters in its text layer (a scan has none)."""
    for index in range(len(pdf)):
        page = pdf[index]
        try:
            textpage = page.get_textpage()
            try:
                if raw.FPDFText_CountChars(textpage.raw) > 0:
                    return True
            finally:
                textpage.close()
        finally:
            page.close()
    return False


def _chars(page) -> list[Char]:
    textpage = page.get_textpage()
    try:
        height = page.get_size()[1]
        handle = textpage.raw
        count = raw.FPDFText_CountChars(handle)
        left, right, bottom, top = (ctypes.c_double() for _ in range(4))
        loose = raw.FS_RECTF()
        ox, oy = ctypes.c_double(), ctypes.c_double()
        fonts: dict[int, tuple[bool, bool]] = {}
        scales: dict[int, float] = {}
        chars = []
        origin = None
        objects: list[int] = []  # each character's text object (0 for a guessed space)
        slanted_objects: set[int] = set()
        ligatures: set[int] = set()  # characters that are one glyph of several letters
        for i in range(count):
            code = raw.FPDFText_GetUnicode(handle, i)
            if raw.FPDFText_IsGenerated(handle, i) == 1:
                # PDFium's own word breaks (it knows the fonts' space widths) mark a space.
                if (
                    code == 32
                    and chars
                    and chars[-1].text != " "
                    and not FULL_WIDTH.match(chars[-1].text)
                ):
                    last = chars[-1]
                    chars.append(Char(" ", last.x1, last.x1, last.y, last.size, False, False, True))
                    objects.append(0)
                continue
            if code == 2:
                code = 0x2D  # PDFium's mark for a hyphen that ends a line
            if code in (0, 0xFFFE, 0xFFFF):
                continue
            text = chr(code) if code < 0x110000 else ""
            if not text or text in "\r\n" or (code < 32 and code != 9):
                continue
            if 0xD800 <= code <= 0xDFFF:
                continue
            if 0xFB00 <= code <= 0xFB06:
                text = unicodedata.normalize("NFKC", text)  # ligatures: "ﬁ" is "fi"
            else:
                text = unified_ideograph(text)  # "⼯" (a Kangxi radical) is "工"
            raw.FPDFText_GetCharBox(handle, i, left, right, bottom, top)
            raw.FPDFText_GetCharOrigin(handle, i, ox, oy)
            obj = raw.FPDFText_GetTextObject(handle, i)
            key = ctypes.cast(obj, ctypes.c_void_p).value or 0
            size = raw.FPDFText_GetFontSize(handle, i)
            scale = _scale(obj, key, scales)
            if size <= 1.5 or scale < 0.7:
                size *= scale
            x0, x1 = left.value, right.value
            # The advance box (origin to origin + advance): the gaps between letters of a
            # word are then about zero whatever the glyphs' side bearings, and a word gap
            # is a gap even where the PDF has no space glyph (Chromium, Google Docs).
            slanted = False
            if raw.FPDFText_GetLooseCharBox(handle, i, loose) and size:
                width = loose.right - loose.left
                if 0 < width <= 3 * size and loose.left <= x0 + size * 0.5:
                    x0, x1 = loose.left, loose.right
                    # A slanted glyph's box starts left of its origin (an upright one's at
                    # it): italic even where the font is not (Chromium's synthetic italic).
                    # Letters only: a symbol's (an icon's) box may start anywhere.
                    # J, j and y hook left of their origin in upright fonts too.
                    slanted = (
                        text.isalpha() and text not in "Jjy" and loose.left < ox.value - 0.02 * size
                    )
            bold, italic = _font(handle, i, fonts)
            if slanted:
                slanted_objects.add(key)
            if text.isspace():
                x1 = x0
            elif origin == (ox.value, oy.value) and chars and not chars[-1].text.isspace():
                # Pieces of one glyph (a ligature "ffi" spelled out by the PDF's text map)
                # share its origin: one character, never a word gap inside it.
                chars[-1].text += text
                chars[-1].x1 = max(chars[-1].x1, x1)
                ligatures.add(len(chars) - 1)
                continue
            origin = (ox.value, oy.value)
            chars.append(Char(text, x0, x1, height - oy.value, size, bold, italic))
            objects.append(key)
        _ligature_bearings(chars, ligatures)
        # A text object with a slanted glyph is slanted throughout (a ligature's pieces have
        # boxes of their own that do not show the slant).
        for char, key in zip(chars, objects, strict=True):
            char.italic = char.italic or key in slanted_objects
        for before, char in itertools.pairwise(chars):
            # A glyph the slanted letter before overhangs belongs to its word (a ligature
            # drawn as an object of its own).
            if before.italic and not char.italic and not char.text.isspace():
                char.italic = char.x0 < before.x1 and not before.text.isspace()
        return chars
    finally:
        textpage.close()


def _ligature_bearings(chars: list[Char], ligatures: set[int]) -> None:
    """A ligature's box is its ink, not its advance (PDFium shares the ink among its letters),
    so the side bearing after it reads as a gap (layout family: Pango/cairo prints, whose
    "fi" in DejaVu Sans ends 0.1 em before the next letter: "Certifi ed"). The next letter
    close after it on its row, nearer than a word space, touches it."""
    for index in ligatures:
        char = chars[index]
        after = chars[index + 1] if index + 1 < len(chars) else None
        if after is None or after.text.isspace() or abs(after.y - char.y) > 0.3 * char.size:
            continue
        if 0 < after.x0 - char.x1 <= _LIGATURE_BEARING * char.size:
            char.x1 = after.x0


_LIGATURE_BEARING = 0.15


def _scale(obj, key: int, cache: dict[int, float]) -> float:
    """How much a text object's matrix scales its font: cairo (AbiWord, Inkscape) sets every
    font at size 1 and scales it by the text matrix, wkhtmltopdf shrinks the whole page; the
    reported size times this is the size on the page, which every gap rule measures by. Only
    there: other makers' scales (Chromium's, Word's) are what the gap rules were tuned on."""
    if key not in cache:
        matrix = raw.FS_MATRIX()
        scale = 1.0
        if key and raw.FPDFPageObj_GetMatrix(obj, matrix):
            scale = abs(matrix.a * matrix.d - matrix.b * matrix.c) ** 0.5 or 1.0
        cache[key] = scale
    return cache[key]


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
    # A face whose name states its style (DejaVuSans-Oblique) is bold only if the style says
    # so: PDFium computes an oblique face's weight from its stems as 610.
    styled = bool(re.search(r"-(?:italic|oblique|regular|book|roman|light)\b", name, re.I))
    heavy = weight >= 600 and not styled
    bold = heavy or bool(_BOLD_NAME.search(name)) or bool(flags.value & (1 << 18))
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
        elif 1 <= tall <= 7 and width >= 4 * tall and width >= 15:
            # A drawn skill level (layout family: design-tool templates): a bar between rows.
            dots.append((left, right, height - top, height - bottom))
    return dots
