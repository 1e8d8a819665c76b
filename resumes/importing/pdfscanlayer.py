"""Searchable scans (layout family: a scanned page made 'searchable' by an OCR engine, as
Tesseract's PDF renderer, ocrmypdf, scanner drivers and copy shops deliver them): the page is
one picture, and the only text is the engine's invisible layer over it (text render mode 3).

That layer is another program's reading, not the author's text: word boxes stretched to fit,
one text object a word or a line, spaces between Chinese words, a sidebar's lines and the
main column's run together. `pdf.read_pdf` reads such a page as the scan it is, with our own
OCR (`ocr.read_scanned_pdf`), which orders columns, finds headings and bullets and joins
Chinese; visible text anywhere (a typed page with a logo, a form filled in) keeps the file a
text PDF."""

from __future__ import annotations

import pypdfium2.raw as raw

# A page picture covers at least this share of the page (a scan fills it; a logo, a photo in
# a header does not).
_COVERED = 0.8


def invisible_layer_only(pdf, pages: int = 4) -> bool:
    """Whether the first `pages` pages each hold one picture covering the page and every
    text object on them is invisible (render mode 3), with at least one such object."""
    found = False
    for index in range(min(len(pdf), pages)):
        page = pdf[index]
        try:
            width, height = page.get_size()
            for obj in page.get_objects(filter=[raw.FPDF_PAGEOBJ_TEXT]):
                if raw.FPDFTextObj_GetTextRenderMode(obj.raw) != raw.FPDF_TEXTRENDERMODE_INVISIBLE:
                    return False
                found = True
            if not _covered(page, width * height):
                return False
        finally:
            page.close()
    return found


def _covered(page, area: float) -> bool:
    for obj in page.get_objects(filter=[raw.FPDF_PAGEOBJ_IMAGE]):
        left, bottom, right, top = obj.get_bounds()
        if area > 0 and (right - left) * (top - bottom) >= _COVERED * area:
            return True
    return False
