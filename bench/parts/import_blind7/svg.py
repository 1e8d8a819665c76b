"""A CV drawn as one SVG (as a vector design tool saves it: every line its own `<text>` at an
absolute place, the dates anchored at their right end with `text-anchor="end"`) and turned
into PDF by **svglib** over reportlab's graphics (sets 2-5 used reportlab's canvas and
platypus, not svglib): a navy sidebar in white type (contacts, expertise, languages,
certification), the main column's name, headline, sections with a rule under each heading.
English only (svglib's standard fonts)."""

from __future__ import annotations

import io
from xml.sax.saxutils import escape

from reportlab.graphics import renderPDF
from reportlab.pdfbase.pdfmetrics import stringWidth
from svglib.svglib import svg2rlg

from bench.parts.import_blind4.model import Page

SIDE = ("skills", "languages", "certificates")


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and stringWidth(trial, font, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]


class Column:
    def __init__(self, x: float, width: float, colour: str):
        self.x, self.width, self.colour, self.y, self.out = x, width, colour, 0.0, []

    def text(self, text: str, size=9.0, bold=False, gap=3.0, right: str = "", colour=""):
        font = "Helvetica-Bold" if bold else "Helvetica"
        for n, line in enumerate(_wrap(text, font, size, self.width - (70 if right else 0))):
            self.y += size + gap * (n == 0)
            self.out.append(
                f'<text x="{self.x}" y="{self.y:.1f}" font-family="{font}" font-size="{size}" '
                f'fill="{colour or self.colour}">{escape(line)}</text>'
            )
            if right and n == 0:
                self.out.append(
                    f'<text x="{self.x + self.width}" y="{self.y:.1f}" text-anchor="end" '
                    f'font-family="Helvetica" font-size="{size - 0.5}" fill="#666666">'
                    f"{escape(right)}</text>"
                )
            self.y += 2


def svg(p: Page) -> str:
    side, main = Column(22, 160, "#ffffff"), Column(215, 355, "#222222")
    side.y, main.y = 40, 30
    main.text(p.name, 24, True, colour="#1b2a4a")
    main.text(p.label, 12, colour="#4a6fa5")
    for c in p.contacts:
        side.text(c, 8)
    for s in p.sections:
        col = side if s.key in SIDE else main
        col.text(s.heading.upper(), 10.5, True, gap=12, colour="#9fc3ff" if col is side else
                 "#1b2a4a")  # fmt: skip
        if col is main:
            y = f"{main.y + 1:.1f}"
            main.out.append(f'<line x1="215" y1="{y}" x2="570" y2="{y}" stroke="#4a6fa5" '
                            'stroke-width="0.7"/>')  # fmt: skip
        for line in s.lines:
            col.text(line, 8.5 if col is side else 9)
        for e in s.entries:
            col.text(e.title, 9.5, True, gap=5, right=e.when)
            org = ", ".join(x for x in (e.org, e.place) if x)
            if org:
                col.text(org, 9, colour="#4a6fa5")
            for line in e.lines:
                col.text(f"• {line}", 9)
    if max(side.y, main.y) > 820:
        raise ValueError("the SVG CV runs over its one page")
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="595pt" height="842pt" '
        'viewBox="0 0 595 842"><rect x="0" y="0" width="198" height="842" fill="#1b2a4a"/>'
        + "".join(side.out + main.out)
        + "</svg>"
    )


def to_pdf(source: str) -> bytes:
    drawing = svg2rlg(io.BytesIO(source.encode()))
    return renderPDF.drawToString(drawing)
