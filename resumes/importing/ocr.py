"""Scans and photos read offline with Tesseract (English and Simplified Chinese, the Debian
packages installed by scripts/bootstrap.sh) through pytesseract: the image turned upright
(EXIF), its lighting evened out, deskewed by a projection profile, then each recognised word
placed where it stands so `pdflayout` finds rows, columns and bullets as in a PDF.

An image-only PDF has its pages rendered by PDFium first. A page with no readable text is
refused with a sentence (`unreadable`). Runs in the worker process, within its limits."""

from __future__ import annotations

import os
import re

import numpy as np
from PIL import Image, ImageFilter, ImageOps

from resumes.importing.errors import ParseFailure
from resumes.importing.lines import Line, is_cjk
from resumes.importing.ocr_columns import sidebar_split
from resumes.importing.ocr_copies import without_streaks
from resumes.importing.ocr_fax import (
    bilevel,
    bilevel_picture,
    low_quality_jpeg,
    square_pixels,
    without_fax_header,
)
from resumes.importing.ocr_folds import cut_page, desk_page, even_creases
from resumes.importing.ocr_headings import heading_column
from resumes.importing.ocr_lines import (
    CHINESE_WORD,
    MIN_CONFIDENCE,
    date_dashes,
    host_line,
    ink_band,
    kept_words,
    letters,
    mostly_cjk,
    range_dashes,
    sure_lines,
    type_height,
)
from resumes.importing.ocr_marks import (
    bold_by_density,
    border_stub,
    dot_box,
    dot_left_of,
    joined_mail,
    without_cell_borders,
    without_stray_marks,
)
from resumes.importing.ocr_marks import density as ink_density
from resumes.importing.ocr_marks_colour import without_coloured_marks
from resumes.importing.ocr_page import (
    BAR_READ,
    BAR_READ_CHINESE,
    PAGE_WIDTH,
    bar_first,
    dark_regions,
    even_size,
    find_page,
    no_ink,
    without_rules,
)
from resumes.importing.ocr_regions import reread_uncovered, without_dark_regions
from resumes.importing.ocr_rows import (
    read_dark_bands,
    reread_doubtful_rows,
    reread_large_rows,
    reread_latin_words,
)
from resumes.importing.ocr_screens import light_mode, screen_psm, without_status_bar
from resumes.importing.ocr_sheets import even_light, sheets, skew_angle
from resumes.importing.ocr_stains import without_stains
from resumes.importing.pdflayout import mark_title, page_lines
from resumes.importing.pdfrows import Char
from resumes.importing.pdfwraps import mark_continuations

# One thread: Tesseract's OpenMP threads fight each other (ten times slower on 2 cores).
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
ENGLISH, CHINESE = "eng", "chi_sim"
DPI = 200
MAX_OCR_PAGES = 4  # pages read of an image-only PDF (a scan of a resume is rarely longer)
MAX_PIXELS = 40_000_000  # a bigger image is refused as a decompression bomb
_LONG_SIDE = 3600  # photos larger than this are scaled down before recognition
# A line's size as a PDF's text layer gives it (the parser's gaps between rows and pieces are
# measured in sizes): Tesseract's word boxes (ascender to descender) are 1.15 times shorter than
# the size a Chromium or Word PDF states; a Chinese line's inked band 1.2 times. With the
# boxes' height as it was (0.75 of it) every row stood more than 1.6 sizes below the one above
# and started a block of its own (an entry's title under its date row was lost).
_LATIN_SIZE, _CJK_SIZE = 1.15, 1.2
_NOISE = re.compile(r"^[^\w\u4e00-\u9fff]{1,2}$")


def read_image(data: bytes) -> tuple[list[Line], dict]:
    """The lines of a PNG, JPEG, TIFF, GIF, BMP or WebP picture of a resume."""
    Image.MAX_IMAGE_PIXELS = MAX_PIXELS
    try:
        image = Image.open(_buffer(data))
        image.load()
    except Image.DecompressionBombError:
        raise ParseFailure("bomb", size=f"{MAX_PIXELS * 4 / 1e6:g}") from None
    except (OSError, ValueError, SyntaxError):
        raise ParseFailure("corrupt_image") from None
    broken = low_quality_jpeg(image)  # before turning: a turned copy has no JPEG tables
    image = ImageOps.exif_transpose(image)
    lines, angles = _page(image, 0, broken=broken)
    mark_title(_checked(lines))
    mark_continuations(lines)
    return lines, {"pages": len(angles), "ocr": True, "deskew": angles}


def read_scanned_pdf(pdf) -> tuple[list[Line], dict]:
    """The lines of an open PDFium document whose pages are pictures with no text layer."""
    lines: list[Line] = []
    angles = []
    for index in range(min(len(pdf), MAX_OCR_PAGES)):
        page = pdf[index]
        try:
            image = bilevel_picture(page)
            if image is None:
                image = page.render(scale=DPI / 72, grayscale=True).to_pil()
                # In colour too: a stain is told from the print by its colour.
                image.info["colour"] = page.render(scale=DPI / 72).to_pil()
        finally:
            page.close()
        found, turned = _page(image, len(angles))  # a spread's two sheets: two pages
        lines.extend(found)
        angles += turned
    return _checked(lines), {"pages": len(pdf), "ocr": True, "deskew": angles}


def _buffer(data: bytes):
    import io

    return io.BytesIO(data)


def _checked(lines: list[Line]) -> list[Line]:
    words = sum(len(line.text.split()) for line in lines)
    if words < 3:
        raise ParseFailure("unreadable")
    return lines


def _page(image: Image.Image, index: int, broken: bool = False) -> tuple[list[Line], list]:
    """The lines of one picture, and the angle each of its sheets was turned by: a picture of
    sheets on a plain background (a spread, a viewer's screenshot, a crooked feed on a grey
    platen: `ocr_sheets`) is read sheet by sheet, each a page of its own."""
    if no_ink(image):  # a blank page: nothing for Tesseract to find
        return [], [0.0]
    marked = without_coloured_marks(image)  # a reader's pen marks made paper: no stain's
    plain = marked or ImageOps.grayscale(image.convert("RGB"))
    plain = without_stains(image.info.get("colour", image), plain, marked is not None)
    plain = light_mode(plain)
    plain = square_pixels(plain, image.info.get("dpi"))
    bilevel_page = bilevel(plain)
    if bilevel_page:
        # A fax or a black-and-white scan: its strokes' jagged steps smoothed into grey edges
        # Tesseract reads as type; the speckle filter below is skipped, which erased whole
        # strokes of its one-pixel-thin typewriter type ("Suience", "Detivery").
        plain = plain.filter(ImageFilter.GaussianBlur(0.8))
    scale = min(1.0, _LONG_SIDE / max(plain.size))
    if scale < 1.0:
        plain = plain.resize((round(plain.width * scale), round(plain.height * scale)))
    cut = sheets(plain)
    # A page on a desk told from the desk by its hue (`ocr_folds`) where the brightest region
    # is another: a dark sidebar at its edge or a panel turned from the light is not in it.
    corners = None if cut or bilevel_page else desk_page(image, plain)
    lines, angles = [], []
    for number, sheet in enumerate((cut or [plain])[:MAX_OCR_PAGES]):  # as a scanned PDF's
        found, angle = _sheet(sheet, index + number, broken, bilevel_page, cut is not None, corners)
        lines += found
        angles.append(angle)
    return lines, angles


def _sheet(
    plain: Image.Image, index: int, broken: bool, bilevel_page: bool, cut: bool, corners=None
) -> tuple[list[Line], float]:
    # A photo's page cut out of the desk and set square: by its hue against the desk's where
    # that finds it (its corners as the desk's edge shows them), else as the brightest region.
    page = cut_page(plain, corners) if corners else None if cut else find_page(plain)
    plain = (
        even_size(page, photo=True)
        if page is not None
        else even_size(plain, photo=cut and plain.width < PAGE_WIDTH)
    )
    if page is not None:  # a photographed page: the shade along its creases evened out
        plain = even_creases(plain)
    raw = plain  # before the light is evened out, which fades a wide dark bar to the paper's
    plain = even_light(plain)
    if page is None and not bilevel_page:  # a copy's streaks down the page (`ocr_copies`)
        plain, _ = without_streaks(plain)
    gray = plain if bilevel_page else plain.filter(ImageFilter.MedianFilter(3))
    angle = skew_angle(gray)
    if abs(angle) >= 0.2:
        gray = gray.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
        plain = plain.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
        raw = raw.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    chars, dots, spans = _words(without_rules(gray, raw, broken), plain, raw, broken)
    # Positions in points of a page as wide as A4 whatever the picture's resolution (a 150 dpi
    # scan is read at 1240 px): the parser's gaps and offsets in points then mean on a scan what
    # they mean in a PDF. A picture wider than tall (not a page) keeps 200 dpi's scale.
    points = 72 / DPI
    if gray.height >= gray.width:
        points = 72 / DPI * PAGE_WIDTH / gray.width
    for char in chars:
        char.x0 *= points
        char.x1 *= points
        char.y *= points
        char.size *= points
    dots = [tuple(v * points for v in dot) for dot in dots]
    lines = []
    for number, part in enumerate(sidebar_split(chars, spans, gray.width * points)):
        for line in page_lines(part, dots, gray.width * points, index, measured=True):
            line.column += number * 4
            lines.append(line)
    lines = heading_column(lines)
    if bilevel_page:
        lines = without_fax_header(lines, gray.height * points)
    lines = without_status_bar(lines, gray.width * points, gray.height * points)
    _even_sizes(lines)
    return lines, angle


def _even_sizes(lines: list[Line]) -> None:
    """Measured heights vary with ascenders and descenders: a line within an eighth of the body
    size is body size, so only really larger type (a heading, the name) stands out."""
    sizes = [line.size for line in lines if line.size]
    if not sizes:
        return
    body = float(np.median(sizes))
    for line in lines:
        if line.size < body * 1.12:
            line.size = body
            for part in line.parts:
                part.size = body


def _recognise(gray: Image.Image, languages: str, psm: int = 3) -> dict:
    import pytesseract

    return pytesseract.image_to_data(
        gray, lang=languages, config=f"--psm {psm}", output_type=pytesseract.Output.DICT
    )


def _confidence(data: dict) -> float:
    values = [float(c) for c, t in zip(data["conf"], data["text"], strict=False) if t.strip()]
    return float(np.mean(values)) if values else 0.0


def _probably_chinese(gray: Image.Image) -> bool:
    """A quick English reading (0.6 scale) of the band between a quarter and three fifths of
    the page's height, where a resume's body text lies: English type reads with a mean
    confidence above 80, Chinese type read as English under 50. Undecided (few words, or
    between) counts as not Chinese."""
    band = gray.crop((0, gray.height // 4, gray.width, gray.height * 3 // 5))
    band = band.resize(
        (round(band.width * 0.6), round(band.height * 0.6)), Image.Resampling.LANCZOS
    )
    probe = _recognise(band, ENGLISH)
    words = sum(1 for t in probe["text"] if (t or "").strip())
    return words >= 5 and _confidence(probe) < 65


def _plainly_latin(data: dict) -> bool:
    """Whether an English reading holds at least 40 words of four letters or more read with a
    confidence of 70 or more: a page in Latin script, however noisy (a fax, a low-quality
    JPEG), which a second reading of the whole page in Simplified Chinese (three seconds and
    more) cannot beat; Chinese type read as English gives few such words, and unsure ones."""
    words = sum(
        1
        for text, conf in zip(data["text"], data["conf"], strict=False)
        if float(conf) >= 70 and _LATIN_WORD.match((text or "").strip())
    )
    return words >= 40


_LATIN_WORD = re.compile(r"^[A-Za-z][a-z]{3,}[.,;:)]?$")


def _words(
    gray: Image.Image, plain: Image.Image, raw: Image.Image, broken: bool = False
) -> tuple[list[Char], list[tuple[float, float, float, float]], list[tuple[int, int]]]:
    """Tesseract's words as placed characters, a space between the words of one line (none
    between two Chinese characters). The page's language is guessed first from a quick English
    reading of a band across its middle (`_probably_chinese`): a Chinese page is read with
    Simplified Chinese alone, on the page without the speckle filter (which thins Chinese
    strokes): it reads the Latin words of a Chinese resume (e-mail, React, SolidWorks) as
    well, in two thirds of the time of `chi_sim+eng`, which also took a short Chinese name
    or a `· 上海` for English letters (`PRL`, `bis`). Other pages are read in English; one
    read with low confidence is read again in Simplified Chinese and the surer reading
    kept."""
    data, languages = None, ENGLISH
    psm = screen_psm(gray.width, gray.height)
    if _probably_chinese(gray):
        data = _recognise(without_rules(plain, raw, broken), CHINESE, psm)
        languages = CHINESE
        if _confidence(data) < 60:  # not Chinese after all: English decides as before
            data, languages = None, ENGLISH
    if data is None:
        data = _recognise(gray, ENGLISH, psm)
        if _confidence(data) < 80 and not _plainly_latin(data):
            chinese = _recognise(without_rules(plain, raw, broken), CHINESE, psm)
            if _confidence(chinese) > _confidence(data):
                data, languages = chinese, CHINESE
    regions = dark_regions(raw)
    data = without_dark_regions(data, regions)
    if languages == ENGLISH:
        data = reread_doubtful_rows(data, plain, languages, _recognise)
    else:
        data = reread_large_rows(data, plain, languages, _recognise)
    data = read_dark_bands(data, plain, raw, languages, _recognise)
    data = reread_uncovered(data, plain, raw, languages, _recognise, kept_words, regions)
    if languages == CHINESE:
        data = reread_latin_words(data, plain, _recognise)
    lines: dict[tuple[int, int, int], list[int]] = {}
    sure = sure_lines(data)
    range_dashes(data)
    for i, text in enumerate(data["text"]):
        word = (text or "").strip()
        confidence = float(data["conf"][i])
        if not word:
            continue
        key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
        if confidence < MIN_CONFIDENCE and not (key in sure and CHINESE_WORD.match(word)):
            continue
        if _NOISE.match(word) and confidence < 70:
            continue
        lines.setdefault(key, []).append(i)
    ink = np.asarray(gray) < 128
    raw_ink = np.asarray(plain) < 128
    chars: list[Char] = []
    dots: list[tuple[float, float, float, float]] = []
    spans: list[tuple[int, int]] = []  # each Tesseract line's chars
    placed: set[tuple[str, int, int]] = set()
    for indexes in lines.values():
        indexes = without_cell_borders(data, indexes)
        if not indexes or border_stub(data, indexes):
            continue
        begin = len(chars)
        tops = [data["top"][i] for i in indexes]
        bottoms = [data["top"][i] + data["height"][i] for i in indexes]
        height = max(bottoms) - min(tops)
        size = max(1.0, type_height(data, indexes) * _LATIN_SIZE)
        baseline = float(np.median(bottoms))
        band = ink_band(ink, data, indexes) if letters(data, indexes) >= 4 else None
        host = host_line(data, indexes, lines)
        if host is not None:
            band = None
            baseline = host
        if band is not None:
            baseline = float(band[1])
            if mostly_cjk(data, indexes):
                size = max(1.0, (band[1] - band[0]) * _CJK_SIZE)
        first = indexes[0]
        if len(indexes) > 1 and _BULLET_READ.match(data["text"][first].strip()):
            # A bullet read as "e", "«" or "。": the mark, not a word.
            box = (data["left"][first], data["top"][first], data["width"][first], height)
            dots.append(dot_box(*box))
            indexes = indexes[1:]
        elif _GLUED_BULLET.match(data["text"][first].strip()):
            word = data["text"][first].strip()
            data["text"][first] = _GLUED_BULLET.sub("", word)
            dots.append(dot_box(data["left"][first], min(tops), height * 0.4, height))
        else:
            where = (data["left"][first], min(tops), max(bottoms))
            dot = dot_left_of(ink, *where) or dot_left_of(raw_ink, *where)
            if dot:
                dots.append(dot)
        word = data["text"][indexes[0]].strip()
        bar_read = BAR_READ_CHINESE if languages == CHINESE else BAR_READ
        if word[:1] in bar_read and bar_first(ink, data, indexes[0]):
            if len(word) == 1 and len(indexes) > 1:
                indexes = indexes[1:]  # a heading's accent bar read as "|", "‖" or "上"
            elif len(word) > 1:  # or glued to it: "上教育背景"
                data["text"][indexes[0]] = word[1:]
        density = ink_density(ink, data, indexes)
        if languages == CHINESE:
            date_dashes(data, indexes)
        previous, end = "", 0.0
        for i in indexes:
            read = data["text"][i].strip()
            word = without_stray_marks(read)
            if not word:
                continue
            x0 = float(data["left"][i])
            x1 = x0 + data["width"][i]
            place = (word, round(x0 / 4), round(baseline / 4))
            if place in placed:
                continue  # one word read twice in one place (a reading's and a rereading's)
            placed.add(place)
            # Chinese characters Tesseract split into words join up again, unless a gap of
            # half a character or more stands between them, or a mark read in it (an
            # ideographic space between two fields: 公司　职位).
            apart = x0 - end > 0.5 * height or word != read
            if previous and (apart or not (is_cjk(previous[-1]) and is_cjk(word[0]))):
                chars.append(Char(" ", x0, x0, baseline, size, False, False, False))
            chars.append(Char(word, x0, x1, baseline, size, density, False))
            previous, end = word, x1
        if len(chars) > begin:
            spans.append((begin, len(chars)))
    bold_by_density(chars)
    chars, spans = joined_mail(chars, spans)
    return chars, dots, spans


_GLUED_BULLET = re.compile(r"^(?:[.·•«。]+(?=[A-Z])|[”“\"'‘’·•。]+(?=[\u4e00-\u9fff]))")
_BULLET_READ = re.compile(r"^(?:[e«»©°¢•·。・*o@]|e«|«e|\.)$")
