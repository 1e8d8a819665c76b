"""A LinkedIn "Save to PDF"-like profile drawn by reportlab on a canvas (`linkedin_render`
gives the lines): the main column first, page after page, then the sidebar on the first page,
"Page N of M" at the bottom of each page. Lines wrap at the column's width (CJK text at any
character); an entry runs on over a page break."""

from __future__ import annotations

import io
from typing import Any

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SIZES = {"side_head": 13, "side": 10, "name": 26, "headline": 12, "location": 10, "head": 15.5,
         "company": 12, "title": 11, "grey": 10.5, "para": 10.5}  # fmt: skip
BEFORE = {"side_head": 12, "head": 18, "company": 12, "name": 0}
GREY = {"grey", "location"}
SIDE_X, SIDE_W, MAIN_X, MAIN_W = 28, 150, 212, 330
TOP, BOTTOM = 752, 56


def _fonts() -> None:
    if "LiSans" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("LiSans", DEJAVU))
        pdfmetrics.registerFont(TTFont("LiSans-Bold", DEJAVU_BOLD))
        pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))


def _font(style: str, lang: str) -> str:
    if lang == "zh":
        return "STSong-Light"
    return "LiSans-Bold" if style == "title" else "LiSans"


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    rows, row = [], ""
    cjk = font == "STSong-Light"
    pieces = list(text) if cjk else text.split(" ")
    for piece in pieces:
        trial = row + piece if cjk else (f"{row} {piece}" if row else piece)
        if row and pdfmetrics.stringWidth(trial, font, size) > width:
            rows.append(row)
            row = piece
        else:
            row = trial
    if row:
        rows.append(row)
    return rows


def canvas_pdf(
    p: dict[str, Any], side: list[tuple[str, str]], main: list[tuple[str, str]]
) -> bytes:
    from reportlab.pdfgen.canvas import Canvas

    _fonts()
    # CJK type where the content or the interface (headings, dates) is Chinese.
    lang = "zh" if "zh" in (p["lang"], p.get("ui", p["lang"])) else "en"
    pages: list[list[tuple[float, float, str, str, str]]] = [[]]  # (x, y, style, font, text)
    y = TOP
    for style, text in main:
        size, font = SIZES[style], _font(style, lang)
        y -= BEFORE.get(style, 0)
        for row in _wrap(text, font, size, MAIN_W):
            if y - size < BOTTOM:
                pages.append([])
                y = TOP
            y -= size * 1.5
            pages[-1].append((MAIN_X, y, style, font, row))
    side_rows, y = [], TOP
    for style, text in side:
        size, font = SIZES[style], _font(style, lang)
        y -= BEFORE.get(style, 0)
        for row in _wrap(text, font, size, SIDE_W):
            y -= size * 1.3
            side_rows.append((SIDE_X, y, style, font, row))
    out = io.BytesIO()
    c = Canvas(out, pagesize=letter)
    total = len(pages)
    for number, rows in enumerate(pages, 1):
        if number == 1:
            c.setFillColorRGB(0.95, 0.95, 0.94)
            c.rect(0, 0, SIDE_X + SIDE_W + 12, 792, stroke=0, fill=1)
        for x, y, style, font, text in rows + (side_rows if number == 1 else []):
            c.setFillColorRGB(*((0.45, 0.45, 0.45) if style in GREY else (0, 0, 0)))
            c.setFont(font, SIZES[style])
            c.drawString(x, y, text)
        c.setFillColorRGB(0.5, 0.5, 0.5)
        ui = p.get("ui", p["lang"])
        footer = f"第 {number} 页，共 {total} 页" if ui == "zh" else f"Page {number} of {total}"
        c.setFont(_font("para", lang), 8)
        c.drawCentredString(306, 30, footer)
        c.showPage()
    c.save()
    return out.getvalue()
