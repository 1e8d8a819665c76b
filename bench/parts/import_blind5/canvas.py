"""Absolute-positioned pages, as design tools export them (Canva, Figma, Illustrator): every
line is placed at x, y by the template, wrapped by the template's own width estimate, with
skill bars, language dots and contact icons drawn as shapes. Two designs: 'sidebar' (a dark
left column with contacts, skills, languages and credentials; dates flush right in the main
column) and 'band' (a coloured header band, a date column on the left, letter-spaced
headings). bench/parts/import_blind5/paint.py paints the pages as SVG (rsvg-convert) or
with matplotlib (Type 3 fonts)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bench.parts.import_blind4.model import Page

W, H = 595.0, 842.0
TOP, BOTTOM = 50.0, 800.0


@dataclass
class Text:
    x: float
    y: float
    text: str
    size: float = 9.5
    bold: bool = False
    color: str = "#222222"
    anchor: str = "start"  # or "end": flush right at x
    spaced: bool = False  # a letter-spaced heading


@dataclass
class Shape:
    kind: str  # "rect" or "circle"
    x: float
    y: float
    w: float
    h: float = 0.0
    color: str = "#cccccc"


@dataclass
class Sheet:
    items: list = field(default_factory=list)


def width(text: str, size: float, bold: bool = False) -> float:
    return sum(size if ord(c) > 0x2E80 else size * (0.56 if bold else 0.52) for c in text)


def wrap(text: str, room: float, size: float, bold: bool = False) -> list[str]:
    """Lines no wider than `room`: breaks at spaces, or anywhere between CJK characters."""
    lines, line = [], ""
    for token in _tokens(text):
        if line and width(line + token, size, bold) > room:
            lines.append(line.rstrip())
            line = token.lstrip()
        else:
            line += token
    return [*lines, line.rstrip()] if line.strip() else lines


def _tokens(text: str) -> list[str]:
    out, word = [], ""
    for c in text:
        if ord(c) > 0x2E80:
            out += [word, c] if word else [c]
            word = ""
        elif c == " ":
            out.append(word + " ")
            word = ""
        else:
            word += c
    return [*out, word] if word else out


class Column:
    """A column down the sheets: each line is placed at the next y; past the bottom a new
    sheet is started (or the next one used)."""

    def __init__(self, sheets: list[Sheet], x0: float, x1: float, top: float = TOP):
        self.sheets, self.x0, self.x1, self.n, self.y, self.top = sheets, x0, x1, 0, top, TOP

    def sheet(self) -> Sheet:
        while len(self.sheets) <= self.n:
            self.sheets.append(Sheet())
        return self.sheets[self.n]

    def room(self, needed: float) -> None:
        if self.y + needed > BOTTOM:
            self.n, self.y = self.n + 1, self.top

    def text(self, text: str, size=9.5, bold=False, color="#222222", indent=0.0, gap=1.35,
             right: str = "", spaced=False) -> None:  # fmt: skip
        room = self.x1 - self.x0 - indent - (width(right, size) + 8 if right else 0)
        for n, line in enumerate(wrap(text, room, size, bold)):
            self.room(size * gap)
            self.y += size * gap
            self.sheet().items.append(
                Text(self.x0 + indent, self.y, line, size, bold, color, spaced=spaced)
            )
            if right and n == 0:
                self.sheet().items.append(
                    Text(self.x1, self.y, right, size, False, color, anchor="end")
                )

    def shape(self, kind: str, dx: float, w: float, h: float, color: str, dy: float = 0) -> None:
        self.sheet().items.append(Shape(kind, self.x0 + dx, self.y + dy, w, h, color))

    def skip(self, dy: float) -> None:
        self.y += dy


def _entries(col: Column, section, zh: bool, date_col: Column | None = None) -> None:
    for e in section.entries:
        col.skip(4)
        col.room(40)
        if date_col is not None:
            date_col.n, date_col.y = col.n, col.y
            date_col.text(e.when, 8.5, color="#555555")
            col.text(e.title, 10, bold=True)
        else:
            col.text(e.title, 10, bold=True, right=e.when)
        org = (
            "　".join(x for x in (e.org, e.place) if x)
            if zh
            else " · ".join(x for x in (e.org, e.place) if x)
        )
        if org:
            col.text(org, 9, color="#1f5f8b")
        for line in e.lines:
            col.text(line, 9, indent=10)
            col.shape("circle", 4, 1.6, 0, "#333333", dy=-3)


def sidebar(p: Page) -> list[Sheet]:
    sheets: list[Sheet] = []
    side = Column(sheets, 22, 178, top=TOP)
    main = Column(sheets, 205, 565, top=TOP)
    side.text(p.name, 20, bold=True, color="#ffffff", gap=1.2)
    side.text(p.label, 10, color="#cfe3f0")
    side.skip(10)
    for value in p.contacts:
        side.text(value, 8, color="#ffffff", indent=12)
        side.shape("circle", 4, 3, 0, "#7fb8d8", dy=-3)
    by_key = {s.key: s for s in p.sections}
    for key in ("skills", "languages", "certificates"):
        if key not in by_key:
            continue
        side.skip(12)
        side.text(by_key[key].heading.upper(), 10, bold=True, color="#7fb8d8")
        for line in by_key[key].lines:
            side.skip(2)
            head, _, rest = line.replace("：", ": ").partition(": ")
            if key == "skills":
                side.text(head, 8.5, bold=True, color="#ffffff")
                for n, term in enumerate(rest.replace("、", ", ").split(", ")):
                    side.text(term, 8, color="#ffffff")
                    side.shape("rect", 0, 150, 2.5, "#3d6680", dy=3)
                    side.shape("rect", 0, 150 - 18 * (n % 3), 2.5, "#7fb8d8", dy=3)
                    side.skip(3)
            else:
                side.text(line, 8, color="#ffffff")
                if key == "languages":
                    for d in range(5):
                        side.shape("circle", 110 + d * 9, 2.6, 0, "#7fb8d8", dy=-3)
    for s in p.sections:
        if s.key in ("skills", "languages", "certificates"):
            continue
        main.skip(10)
        main.room(50)
        main.text(s.heading, 12, bold=True, color="#1f3a4d")
        main.shape("rect", 0, 360, 0.8, "#1f3a4d", dy=3)
        main.skip(3)
        _entries(main, s, p.zh)
        for line in s.lines:
            main.text(line, 9.5)
    for sheet in sheets:
        sheet.items.insert(0, Shape("rect", 0, 0, 192, H, "#1f3a4d"))
    return sheets


def band(p: Page) -> list[Sheet]:
    sheets: list[Sheet] = [Sheet()]
    sheets[0].items.append(Shape("rect", 0, 0, W, 118, "#2e6b5e"))
    head = Column(sheets, 40, 555, top=TOP)
    head.y = 20
    head.text(p.name, 24, bold=True, color="#ffffff", gap=1.3)
    head.text(p.label, 11, color="#d9efe9")
    head.skip(6)
    head.text("   ·   ".join(p.contacts), 8.5, color="#ffffff")
    main = Column(sheets, 150, 555)
    main.y = 130
    dates = Column(sheets, 40, 140)
    for s in p.sections:
        main.skip(10)
        main.room(50)
        main.text(s.heading.upper(), 10.5, bold=True, color="#2e6b5e", spaced=True)
        main.skip(2)
        _entries(main, s, p.zh, dates)
        for line in s.lines:
            main.text(line, 9.5)
    return sheets


DESIGNS = {"sidebar": sidebar, "band": band}


def text_of(sheets: list[Sheet]) -> str:
    """Every line written, in placing order: what the plan test compares facts with."""
    return "\n".join(i.text for s in sheets for i in s.items if isinstance(i, Text))
