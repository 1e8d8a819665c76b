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
from resumes.importing.pdflayout import mark_continuations, mark_title, page_lines
from resumes.importing.pdfrows import Char

# One thread: Tesseract's OpenMP threads fight each other (ten times slower on 2 cores).
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
ENGLISH, BOTH = "eng", "chi_sim+eng"
DPI = 200
MAX_OCR_PAGES = 4  # pages read of an image-only PDF (a scan of a resume is rarely longer)
MAX_PIXELS = 40_000_000  # a bigger image is refused as a decompression bomb
_LONG_SIDE = 3600  # photos larger than this are scaled down before recognition
_MIN_CONFIDENCE = 30
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
    image = ImageOps.exif_transpose(image)
    lines, angle = _page(image, 0)
    mark_title(_checked(lines))
    mark_continuations(lines)
    return lines, {"pages": 1, "ocr": True, "deskew": [angle]}


def read_scanned_pdf(pdf) -> tuple[list[Line], dict]:
    """The lines of an open PDFium document whose pages are pictures with no text layer."""
    lines: list[Line] = []
    angles = []
    for index in range(min(len(pdf), MAX_OCR_PAGES)):
        page = pdf[index]
        try:
            bitmap = page.render(scale=DPI / 72, grayscale=True)
            image = bitmap.to_pil()
        finally:
            page.close()
        found, angle = _page(image, index)
        lines.extend(found)
        angles.append(angle)
    return _checked(lines), {"pages": len(pdf), "ocr": True, "deskew": angles}


def _buffer(data: bytes):
    import io

    return io.BytesIO(data)


def _checked(lines: list[Line]) -> list[Line]:
    words = sum(len(line.text.split()) for line in lines)
    if words < 3:
        raise ParseFailure("unreadable")
    return lines


def _page(image: Image.Image, index: int) -> tuple[list[Line], float]:
    plain = ImageOps.grayscale(image.convert("RGB"))
    scale = min(1.0, _LONG_SIDE / max(plain.size))
    if scale < 1.0:
        plain = plain.resize((round(plain.width * scale), round(plain.height * scale)))
    plain = _even_light(plain)
    gray = plain.filter(ImageFilter.MedianFilter(3))
    angle = skew_angle(gray)
    if abs(angle) >= 0.2:
        gray = gray.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
        plain = plain.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    chars, dots = _words(gray, plain)
    points = 72 / DPI
    for char in chars:
        char.x0 *= points
        char.x1 *= points
        char.y *= points
        char.size *= points
    dots = [tuple(v * points for v in dot) for dot in dots]
    lines = page_lines(chars, dots, gray.width * points, index, measured=True)
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


def _even_light(gray: Image.Image) -> Image.Image:
    """A phone photo's shading divided out: each pixel against the blurred background."""
    small = gray.resize((max(1, gray.width // 8), max(1, gray.height // 8)))
    background = small.filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.GaussianBlur(6))
    background = background.resize(gray.size)
    ink = np.asarray(gray, dtype=np.float32)
    light = np.maximum(np.asarray(background, dtype=np.float32), 1.0)
    flat = np.clip(ink / light * 255.0, 0, 255).astype(np.uint8)
    return ImageOps.autocontrast(Image.fromarray(flat), cutoff=1)


def skew_angle(gray: Image.Image, limit: float = 6.0) -> float:
    """The rotation (degrees, counter-clockwise) that makes the text rows level: the angle
    whose rows of ink are sharpest (projection profile), coarse then fine."""
    width = 900 if gray.width >= gray.height else gray.width * 900 // gray.height
    height = max(1, gray.height * width // max(1, gray.width))
    small = gray.resize((max(1, width), height))
    ink = Image.fromarray(((np.asarray(small) < 140) * 255).astype(np.uint8))
    if not np.asarray(ink).any():
        return 0.0

    def sharpness(angle: float) -> float:
        rows = np.asarray(ink.rotate(angle, expand=False, fillcolor=0), dtype=np.float32).sum(1)
        return float(np.square(np.diff(rows)).sum())

    best = max(np.arange(-limit, limit + 0.01, 0.5), key=sharpness)
    fine = max(np.arange(best - 0.5, best + 0.51, 0.1), key=sharpness)
    return round(float(fine), 2)


def _recognise(gray: Image.Image, languages: str, psm: int = 3) -> dict:
    import pytesseract

    return pytesseract.image_to_data(
        gray, lang=languages, config=f"--psm {psm}", output_type=pytesseract.Output.DICT
    )


def _confidence(data: dict) -> float:
    values = [float(c) for c, t in zip(data["conf"], data["text"], strict=False) if t.strip()]
    return float(np.mean(values)) if values else 0.0


def _words(
    gray: Image.Image, plain: Image.Image
) -> tuple[list[Char], list[tuple[float, float, float, float]]]:
    """Tesseract's words as placed characters, a space between the words of one line. English
    first, on the cleaned page; a page it reads with low confidence (Chinese, most likely) is
    read again with Simplified Chinese and English on the page without the speckle filter
    (which thins Chinese strokes), and the surer reading kept."""
    data, languages = _recognise(gray, ENGLISH), ENGLISH
    if _confidence(data) < 80:
        both = _recognise(plain, BOTH)
        if _confidence(both) > _confidence(data):
            data, languages = both, BOTH
    if languages == ENGLISH:
        data = reread_doubtful_rows(data, plain, languages)
    lines: dict[tuple[int, int, int], list[int]] = {}
    for i, text in enumerate(data["text"]):
        word = (text or "").strip()
        confidence = float(data["conf"][i])
        if not word or confidence < _MIN_CONFIDENCE:
            continue
        if _NOISE.match(word) and confidence < 70:
            continue
        key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
        lines.setdefault(key, []).append(i)
    ink = np.asarray(gray) < 128
    raw_ink = np.asarray(plain) < 128
    chars: list[Char] = []
    dots: list[tuple[float, float, float, float]] = []
    for indexes in lines.values():
        tops = [data["top"][i] for i in indexes]
        bottoms = [data["top"][i] + data["height"][i] for i in indexes]
        height = max(bottoms) - min(tops)
        size = max(1.0, height * 0.75)
        baseline = float(np.median(bottoms))
        first = indexes[0]
        if len(indexes) > 1 and _BULLET_READ.match(data["text"][first].strip()):
            # A bullet read as "e", "«" or "。": the mark, not a word.
            box = (data["left"][first], data["top"][first], data["width"][first], height)
            dots.append(_dot_box(*box))
            indexes = indexes[1:]
        elif _GLUED_BULLET.match(data["text"][first].strip()):
            word = data["text"][first].strip()
            data["text"][first] = _GLUED_BULLET.sub("", word)
            dots.append(_dot_box(data["left"][first], min(tops), height * 0.4, height))
        else:
            where = (data["left"][first], min(tops), max(bottoms))
            dot = _dot_left_of(ink, *where) or _dot_left_of(raw_ink, *where)
            if dot:
                dots.append(dot)
        density = _density(ink, data, indexes)
        previous = ""
        for i in indexes:
            word = _without_stray_marks(data["text"][i].strip())
            if not word:
                continue
            x0 = float(data["left"][i])
            x1 = x0 + data["width"][i]
            if previous and not (is_cjk(previous[-1]) and is_cjk(word[0])):
                chars.append(Char(" ", x0, x0, baseline, size, False, False, False))
            chars.append(Char(word, x0, x1, baseline, size, density, False))
            previous = word
    _bold_by_density(chars)
    return chars, dots


_DOUBTFUL_MEAN, _DOUBTFUL_LOWEST = 88, 60
_REREAD_HEIGHT = 44  # pixels a doubtful row is scaled to (Tesseract reads ~30-50 px best)
_SHEET_GAP = 30
_MAX_REREAD = 16
_WORD_KEYS = ("text", "conf", "left", "top", "width", "height")


def reread_doubtful_rows(data: dict, plain: Image.Image, languages: str) -> dict:
    """Rows Tesseract read with low confidence, read again on their own, larger.

    Layout family: scans at low resolution (150 dpi office scanners, photos of a page from a
    distance), where small type (a contact row with middle dots, small-caps headings) falls
    under the size Tesseract reads well, and the page's speckle filter erases the dots of an
    e-mail address. Each row whose words have a mean confidence under 88 (or one word under
    60) is cut from the unfiltered page, scaled so its height is about 44 px, cleaned at that
    size, and all such rows are read in one Tesseract call as a uniform block (`--psm 6`) on
    one sheet; a row's new reading replaces the old one when it is surer and keeps about as
    much text (a row read as nothing is never taken). English readings only: Simplified
    Chinese is read slowly and its rows came back no better on their own."""
    rows = _rows(data)
    doubtful = []
    for indexes in rows:
        confidences = [float(data["conf"][i]) for i in indexes]
        if min(confidences) >= _DOUBTFUL_LOWEST and np.mean(confidences) >= _DOUBTFUL_MEAN:
            continue
        doubtful.append((float(np.mean(confidences)), indexes))
    # The least sure rows, at most _MAX_REREAD: the second reading's time stays bounded.
    doubtful = [indexes for _, indexes in sorted(doubtful, key=lambda d: d[0])[:_MAX_REREAD]]
    if not doubtful:
        return data
    crops, places = [], []
    for indexes in doubtful:
        top = min(data["top"][i] for i in indexes)
        bottom = max(data["top"][i] + data["height"][i] for i in indexes)
        left = min(data["left"][i] for i in indexes)
        right = max(data["left"][i] + data["width"][i] for i in indexes)
        height = max(1, bottom - top)
        pad = int(height * 0.4)
        box = (
            max(0, left - pad),
            max(0, top - pad // 3),
            min(plain.width, right + pad),
            min(plain.height, bottom + pad // 3),
        )
        scale = min(4.0, max(1.5, _REREAD_HEIGHT / height))
        crop = plain.crop(box)
        crop = crop.resize(
            (round(crop.width * scale), round(crop.height * scale)), Image.Resampling.LANCZOS
        )
        if languages == ENGLISH:
            crop = crop.filter(ImageFilter.MedianFilter(3))
        crops.append(crop)
        places.append((box, scale))
    sheet = Image.new("L", (max(c.width for c in crops) + 2 * _SHEET_GAP, 1), 255)
    sheet = sheet.resize((sheet.width, sum(c.height + _SHEET_GAP for c in crops) + _SHEET_GAP))
    spans, y = [], _SHEET_GAP
    for crop in crops:
        sheet.paste(crop, (_SHEET_GAP, y))
        spans.append((y, y + crop.height))
        y += crop.height + _SHEET_GAP
    again = _recognise(sheet, languages, psm=6)
    drop: set[int] = set()
    added = {key: [] for key in (*_WORD_KEYS, "block_num", "par_num", "line_num")}
    for number, (indexes, (y0, y1), (box, scale)) in enumerate(
        zip(doubtful, spans, places, strict=True)
    ):
        found = [
            j
            for j, text in enumerate(again["text"])
            if (text or "").strip() and y0 - 5 <= again["top"][j] + again["height"][j] / 2 <= y1 + 5
        ]
        if not found or not _surer(data, indexes, again, found):
            continue
        drop.update(indexes)
        for j in sorted(found, key=lambda j: again["left"][j]):
            added["text"].append(again["text"][j])
            added["conf"].append(again["conf"][j])
            added["left"].append(round(box[0] + (again["left"][j] - _SHEET_GAP) / scale))
            added["top"].append(round(box[1] + (again["top"][j] - y0) / scale))
            added["width"].append(max(1, round(again["width"][j] / scale)))
            added["height"].append(max(1, round(again["height"][j] / scale)))
            added["block_num"].append(100_000 + number)
            added["par_num"].append(0)
            added["line_num"].append(0)
    if not drop:
        return data
    kept = [i for i in range(len(data["text"])) if i not in drop]
    return {key: [data[key][i] for i in kept] + added[key] for key in added}


def _rows(data: dict) -> list[list[int]]:
    """Tesseract's lines, those side by side on one row (it splits a row at wide gaps or
    at marks it cannot read) joined."""
    lines: dict[tuple[int, int, int], list[int]] = {}
    for i, text in enumerate(data["text"]):
        if (text or "").strip():
            key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
            lines.setdefault(key, []).append(i)
    rows: list[tuple[int, int, list[int]]] = []
    for indexes in sorted(lines.values(), key=lambda ix: data["top"][ix[0]]):
        top = min(data["top"][i] for i in indexes)
        bottom = max(data["top"][i] + data["height"][i] for i in indexes)
        for n, (row_top, row_bottom, row) in enumerate(rows):
            overlap = min(bottom, row_bottom) - max(top, row_top)
            if overlap > 0.6 * min(bottom - top, row_bottom - row_top):
                rows[n] = (min(top, row_top), max(bottom, row_bottom), row + indexes)
                break
        else:
            rows.append((top, bottom, list(indexes)))
    return [row for _, _, row in rows]


def _surer(data: dict, old: list[int], again: dict, new: list[int]) -> bool:
    def letters(d: dict, ix: list[int]) -> int:
        return sum(len(re.sub(r"\W", "", d["text"][i])) for i in ix)

    before = float(np.mean([float(data["conf"][i]) for i in old]))
    after = float(np.mean([float(again["conf"][j]) for j in new]))
    return after > before + 2 and letters(again, new) >= 0.8 * letters(data, old)


def _density(ink, data: dict, indexes: list[int]) -> float:
    """Share of inked pixels in a line's word boxes: bold type has thicker strokes."""
    inked = area = 0
    for i in indexes:
        top, left = data["top"][i], data["left"][i]
        box = ink[top : top + data["height"][i], left : left + data["width"][i]]
        inked += int(box.sum())
        area += box.size
    return inked / area if area else 0.0


def _bold_by_density(chars: list[Char]) -> None:
    """The `bold` slot held each line's ink density: bold where it is well above the page's
    usual density (the median line being regular text)."""
    densities = [c.bold for c in chars if not c.text.isspace()]
    usual = float(np.median(densities)) if densities else 0.0
    for char in chars:
        char.bold = bool(usual) and char.bold > usual * 1.2


# A quote mark or tilde glued to the front of a word, with no partner after it: a cell border,
# an ideographic space, a middle dot or paper grain read as a mark (layout family: scans of
# grids and of contact rows split by dots). A quoted word keeps its pair.
_STRAY_MARK = re.compile(r"^[‘’“”~`«»\"']+(?=[A-Za-z0-9+\u4e00-\u9fff])")
_CLOSING = re.compile(r"[‘’“”»\"']")


def _without_stray_marks(word: str) -> str:
    stripped = _STRAY_MARK.sub("", word)
    if stripped != word and _CLOSING.search(stripped):
        return word
    return stripped


_GLUED_BULLET = re.compile(r"^(?:[.·•«。]+(?=[A-Z])|[”“\"'‘’·•。]+(?=[\u4e00-\u9fff]))")
_BULLET_READ = re.compile(r"^(?:[e«»©°¢•·。・*o]|e«|«e|\.)$")


def _dot_box(left: float, top: float, width: float, height: float):
    return (float(left), float(left + width), float(top), float(top + height))


def _dot_left_of(ink, left: int, top: int, bottom: int):
    """A bullet Tesseract did not read: a small solid blob just left of a line's first word,
    about half the line's height."""
    height = bottom - top
    if height < 6:
        return None
    x_from = max(0, int(left - 2.5 * height))
    region = ink[top:bottom, x_from : max(x_from, left - 1)]
    if region.size == 0 or not region.any():
        return None
    columns = np.flatnonzero(region.any(0))
    # The blob nearest the word: the run of inked columns ending closest to it.
    end = columns[-1]
    start = end
    while start - 1 in columns:
        start -= 1
    blob = region[:, start : end + 1]
    rows = np.flatnonzero(blob.any(1))
    width, tall = end - start + 1, rows[-1] - rows[0] + 1
    if not (0.15 * height <= width <= 0.7 * height and 0.15 * height <= tall <= 0.7 * height):
        return None
    if blob[rows[0] : rows[-1] + 1].mean() < 0.45 or left - (x_from + end) > 1.6 * height:
        return None
    x0 = x_from + start
    return (float(x0), float(x_from + end + 1), float(top + rows[0]), float(top + rows[-1] + 1))
