"""Faxes and black-and-white scans (`ocr._page` and `ocr.read_scanned_pdf` call these): a
picture stored at 204 x 98 dpi set square, a PDF's 1-bit page taken in its own pixels, a page
told black and white, and a fax machine's transmit header line kept out of the resume."""

from __future__ import annotations

import re

import numpy as np
from PIL import Image

from resumes.importing.lines import Line

MAX_PIXELS = 40_000_000  # as ocr.MAX_PIXELS: a bigger picture is not taken out of a PDF


def bilevel_picture(page) -> Image.Image | None:
    """A page that is one black-and-white picture (a fax, a 1-bit scan), in its own pixels and
    stretched to square ones: rendered, its jagged edges are smoothed into greys that hide it
    is black and white (`bilevel`), and a fax's 204 x 98 dpi would be lost."""
    import pypdfium2.raw as pdfium_c

    objects = list(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE], max_depth=1))
    if len(objects) != 1:
        return None
    try:
        meta = objects[0].get_metadata()
        if meta.bits_per_pixel != 1 or meta.width * meta.height > MAX_PIXELS:
            return None
        image = objects[0].get_bitmap(render=False).to_pil().convert("L")
    except Exception:
        return None
    image.info["dpi"] = (meta.horizontal_dpi, meta.vertical_dpi)
    return image


def low_quality_jpeg(image: Image.Image) -> bool:
    """Whether a picture is a JPEG saved at a low quality (about 30 or under: the mean of its
    luminance quantisation table over 80; quality 20-28 gives 130-140, 80-90 under 40), whose
    8-pixel blocks fade a table's hairlines and break them into dashes. `ocr_page._broken_rules`
    is looked for on such pictures only: on a good photo of a grid its extra painting changed
    what Tesseract took for a block, and a title was lost."""
    tables = getattr(image, "quantization", None) or {}
    luminance = tables.get(0)
    return bool(luminance) and float(np.mean(luminance)) > 80


def bilevel(gray: Image.Image) -> bool:
    """Whether a picture holds black and white only (a fax, a 1-bit scan, such a page in a
    PDF rendered with its edges smoothed): nearly all its pixels at the two ends."""
    counts = np.bincount(np.asarray(gray)[::2, ::2].ravel(), minlength=256)
    return counts[:40].sum() + counts[216:].sum() >= 0.985 * counts.sum()


def square_pixels(gray: Image.Image, dpi) -> Image.Image:
    """A picture stored at a different resolution across than down stretched to square pixels.

    Layout family: faxes saved as they were received, 204 x 98 dpi ("standard" fax lines):
    stored as they are, the page is half as tall as it is meant and its type squashed flat,
    which Tesseract cannot read."""
    try:
        across, down = (float(v) for v in dpi)
    except (TypeError, ValueError):
        return gray
    if across <= 0 or down <= 0 or max(across, down) / min(across, down) < 1.3:
        return gray
    if across > down:
        size = (gray.width, round(gray.height * across / down))
    else:
        size = (round(gray.width * down / across), gray.height)
    return gray.resize(size, Image.Resampling.BICUBIC)


# What a fax machine prints across the top of each page it sends (the transmit terminal
# identification): the time, the sender's and receiver's numbers, the page count.
_FAX_MARKS = (
    re.compile(r"\b\d{1,2}:\d{2}\b"),
    re.compile(r"\bFROM\b", re.IGNORECASE),
    re.compile(r"\bTO\b:?", re.IGNORECASE),
    re.compile(r"\bP(?:AGE)?\.?\s?\d{1,2}\s?/\s?\d{1,2}\b", re.IGNORECASE),
    re.compile(r"\bFAX\b", re.IGNORECASE),
)


def without_fax_header(lines: list[Line], height: float) -> list[Line]:
    """A fax's transmit header kept as source text only.

    Layout family: faxed resumes; the machine prints a line across the very top of each page
    ("NOV-23-2026 09:15  FROM: +1 555 0100  TO: 5550199  P.1/1") in small type above the
    resume's own margin. Read as the first line, it took the name's place (the name became the
    headline and the first heading the name) and gave a phone. A line in the top 4 % of a page
    (all of them: the header's pieces may be read as lines of their own) showing together at
    least two of the marks (a time, FROM, TO, a page count n/m, FAX) is taken out, its text
    put before the next line's source text (a line flagged `furniture` lost the flag when the
    form reader split its pieces into cells)."""
    top = [line for line in lines if line.top <= 0.04 * height and line.page == lines[0].page]
    text = "  ".join(line.text for line in top)  # its pieces may stand as lines of their own
    rest = [line for line in lines if line not in top]
    if not rest or sum(1 for mark in _FAX_MARKS if mark.search(text)) < 2:
        return lines
    rest[0].source = [s for line in top for s in (line.source or [line.text])] + (
        rest[0].source or [rest[0].text]
    )
    return rest
