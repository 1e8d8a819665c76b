"""Pages drawn in LibreOffice Draw (how people lay out a CV in a drawing or presentation
program: every block its own text frame at a fixed place), written as flat OpenDocument
drawing XML (.fodg) and exported to PDF by Draw. `design`: a coloured sidebar (contacts,
toolkit, languages, licences) beside the main column, headings letter-spaced, dates in a
frame of their own flush right; `linkedin`: a LinkedIn 'Save to PDF'-like profile drawn the
same way (grey left column: Contact, Top Skills, Languages, Certifications, Honors-Awards,
Publications; right: name, headline, place, Summary, Experience with company then title then
'March 2021 - Present (5 years 9 months)', Education; 'Page 1 of 2' at each foot). Frames grow
with their text; this module places them from an estimate of each paragraph's lines."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from bench.parts.import_blind3.common import date, duration
from bench.parts.import_blind4.model import Page

NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"'
)
H, BOTTOM = 29.7, 27.6
# paragraph styles: (size pt, bold, colour, letter spacing, align)
PARAS = {
    "name": (24, True, "#1d3557", "0.05cm", "start"),
    "label": (12, False, "#e76f51", "0cm", "start"),
    "head": (11, True, "#1d3557", "0.12cm", "start"),
    "side_head": (10, True, "#ffffff", "0.1cm", "start"),
    "side": (8.5, False, "#f1faee", "0cm", "start"),
    "body": (9, False, "#222222", "0cm", "start"),
    "bold": (9.5, True, "#222222", "0cm", "start"),
    "when": (8.5, False, "#666666", "0cm", "end"),
    "li_name": (22, False, "#000000", "0cm", "start"),
    "li_head": (14, False, "#000000", "0cm", "start"),
    "li_side_head": (11, False, "#000000", "0cm", "start"),
    "li_small": (9, False, "#555555", "0cm", "start"),
    "foot": (8, False, "#888888", "0cm", "end"),
}


@dataclass
class Frame:
    x: float
    y: float
    w: float
    paras: list[tuple[str, str]]  # (style, text)
    page: int = 0


@dataclass
class Sheet:
    frames: list[Frame] = field(default_factory=list)
    fills: list[tuple[int, float, float, float, float, str]] = field(default_factory=list)
    pages: int = 1


def _width(text: str, size: float) -> float:
    """An estimate of a line's width in cm: CJK characters a full em, others 0.52 em."""
    em = size * 0.0353
    return sum(em if ord(c) > 0x2E80 else em * 0.52 for c in text)


def height(paras: list[tuple[str, str]], w: float) -> float:
    total = 0.0
    for style, text in paras:
        size = PARAS[style][0]
        lines = max(1, math.ceil(_width(text, size) / (w - 0.1)))
        total += lines * size * 0.0353 * 1.25 + 0.06
    return total


class Flow:
    """A column that places frames downwards and turns the page at the bottom."""

    def __init__(self, sheet: Sheet, x: float, w: float, y: float, top: float = 1.6):
        self.sheet, self.x, self.w, self.y, self.top, self.page = sheet, x, w, y, top, 0

    def add(self, paras, gap=0.15, w=None, x=None, keep_y=False) -> float:
        width = w or self.w
        need = height(paras, width)
        if self.y + need > BOTTOM:
            self.page += 1
            self.sheet.pages = max(self.sheet.pages, self.page + 1)
            self.y = self.top
        y = self.y
        self.sheet.frames.append(Frame(x if x is not None else self.x, y, width, paras, self.page))
        if not keep_y:
            self.y += need + gap
        return y


def design(p: Page) -> Sheet:
    sheet = Sheet()
    sheet.fills.append((0, 0, 0, 6.4, H, "#1d3557"))
    side = Flow(sheet, 0.6, 5.2, 1.2)
    main = Flow(sheet, 7.2, 12.8, 1.2)
    main.add([("name", p.name), ("label", p.label)], gap=0.5)
    side_keys = ("skills", "languages", "certificates")
    side.add([("side_head", "CONTACT" if not p.zh else "联系方式")]
             + [("side", f"› {c}") for c in p.contacts], gap=0.5)  # fmt: skip
    for s in p.sections:
        if s.key in side_keys:
            side.add([("side_head", s.heading.upper())] + [("side", x) for x in s.lines], 0.5)
            continue
        main.add([("head", s.heading.upper())], gap=0.1)
        if s.lines:
            main.add([("body", x) for x in s.lines], gap=0.35)
        for e in s.entries:
            top = main.add([("bold", e.title)], gap=0.0, w=9.0, keep_y=True)
            main.sheet.frames.append(Frame(16.2, top, 3.8, [("when", e.when)], main.page))
            main.y = top + height([("bold", e.title)], 9.0)
            where = " · ".join(x for x in (e.org, e.place) if x)
            paras = ([("body", where)] if where else []) + [("body", f"• {x}") for x in e.lines]
            if paras:
                main.add(paras, gap=0.3)
    return sheet


def linkedin(person: dict, zh: bool) -> Sheet:
    b = person["basics"]
    w = dict(contact="联系方式", top="热门技能", langs="语言", certs="证书", awards="荣誉奖项",
             pubs="出版作品", summary="简介", exp="工作经历", edu="教育经历",
             present="至今", mobile="（手机）", li="（LinkedIn）") if zh else dict(
             contact="Contact", top="Top Skills", langs="Languages", certs="Certifications",
             awards="Honors-Awards", pubs="Publications", summary="Summary",
             exp="Experience", edu="Education", present="Present", mobile=" (Mobile)",
             li=" (LinkedIn)")  # fmt: skip
    style = "zh" if zh else "month"
    sheet = Sheet()
    side = Flow(sheet, 0.8, 5.4, 1.4)
    main = Flow(sheet, 7.4, 12.4, 1.4)
    terms = [k for g in person["skills"] for k in g.get("keywords") or [g["name"]]][:3]
    contact = [("li_small", b["email"]), ("li_small", b["phone"] + w["mobile"])]
    for prof in b.get("profiles") or []:
        contact.append(("li_small", prof["url"].removeprefix("https://") + w["li"]))
    side.add([("li_side_head", w["contact"]), *contact], gap=0.5)
    side.add([("li_side_head", w["top"])] + [("li_small", t) for t in terms], gap=0.5)
    fl = "{language}（{fluency}）" if zh else "{language} ({fluency})"
    side.add([("li_side_head", w["langs"])]
             + [("li_small", fl.format(**x)) for x in person["languages"]], gap=0.5)  # fmt: skip
    side.add([("li_side_head", w["certs"])]
             + [("li_small", c["name"]) for c in person["certificates"]], gap=0.5)  # fmt: skip
    if person.get("awards"):
        side.add([("li_side_head", w["awards"])]
                 + [("li_small", a["title"]) for a in person["awards"]], gap=0.5)  # fmt: skip
    if person.get("publications"):
        side.add([("li_side_head", w["pubs"])]
                 + [("li_small", x["name"]) for x in person["publications"]], gap=0.5)  # fmt: skip
    loc = b["location"]
    place = ", ".join(x for x in (loc["city"], loc.get("region") or loc.get("countryCode")) if x)
    main.add([("li_name", b["name"]), ("body", b["label"]), ("li_small", place)], gap=0.5)
    main.add([("li_head", w["summary"]), ("body", b["summary"])], gap=0.5)
    main.add([("li_head", w["exp"])], gap=0.1)
    for job in person["work"]:
        start = date(job["startDate"], style, w["present"])
        end = date(job.get("endDate"), style, w["present"])
        when = f"{start} - {end} ({duration(job, zh)})"
        main.add([("bold", job["name"]), ("body", job["position"]), ("li_small", when),
                  ("li_small", job["location"])] + [("body", x) for x in job["highlights"]],
                 gap=0.4)  # fmt: skip
    main.add([("li_head", w["edu"])], gap=0.1)
    for s in person["education"]:
        years = f"({s['startDate']} - {s['endDate']})"
        degree = f"{s['studyType']}，{s['area']}" if zh else f"{s['studyType']}, {s['area']}"
        main.add([("bold", s["institution"]), ("li_small", f"{degree} · {years}")], gap=0.3)
    for n in range(sheet.pages):
        foot = f"第 {n + 1} 页，共 {sheet.pages} 页" if zh else f"Page {n + 1} of {sheet.pages}"
        sheet.frames.append(Frame(14.0, 28.4, 6.0, [("foot", foot)], n))
    return sheet


def _styles(zh: bool) -> str:
    out = []
    for name, (size, bold, colour, spacing, align) in PARAS.items():
        weight = ' fo:font-weight="bold" style:font-weight-asian="bold"' if bold else ""
        out.append(
            f'<style:style style:name="{name}" style:family="paragraph"><style:paragraph-'
            f'properties fo:text-align="{align}"/><style:text-properties fo:font-size="{size}pt"'
            f' style:font-size-asian="{size}pt" fo:color="{colour}" fo:letter-spacing="{spacing}"'
            f' style:font-name="Sans" style:font-name-asian="CJK"{weight}/></style:style>'
        )
    return "\n".join(out)


def _sans(zh: bool) -> str:
    return "Noto Sans CJK SC" if zh else "DejaVu Sans"


def fodg(sheet: Sheet, zh: bool, grey_side: bool = False) -> bytes:
    pages = []
    for n in range(sheet.pages):
        shapes = []
        for page, x, y, w, h, colour in sheet.fills:
            if page == n:
                shapes.append(
                    f'<draw:rect draw:style-name="fill{colour[1:]}" svg:x="{x}cm" svg:y="{y}cm"'
                    f' svg:width="{w}cm" svg:height="{h}cm"/>'
                )
        if grey_side:
            shapes.append('<draw:rect draw:style-name="fillf3f2ef" svg:x="0cm" svg:y="0cm" '
                          f'svg:width="6.8cm" svg:height="{H}cm"/>')  # fmt: skip
        for f in sheet.frames:
            if f.page != n:
                continue
            paras = "".join(
                f'<text:p text:style-name="{s}">{escape(t)}</text:p>' for s, t in f.paras
            )
            shapes.append(
                f'<draw:frame draw:style-name="box" svg:x="{f.x:.2f}cm" svg:y="{f.y:.2f}cm" '
                f'svg:width="{f.w:.2f}cm" svg:height="{max(0.5, height(f.paras, f.w)):.2f}cm">'
                f"<draw:text-box>{paras}</draw:text-box></draw:frame>"
            )
        pages.append(
            f'<draw:page draw:name="page{n + 1}" draw:master-page-name="A4">{"".join(shapes)}'
            "</draw:page>"
        )
    colours = {c for *_, c in sheet.fills} | {"#f3f2ef"}
    fills = "".join(
        f'<style:style style:name="fill{c[1:]}" style:family="graphic"><style:graphic-'
        f'properties draw:stroke="none" draw:fill="solid" draw:fill-color="{c}"/></style:style>'
        for c in colours
    )
    doc = f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document {NS} office:version="1.2"
 office:mimetype="application/vnd.oasis.opendocument.graphics">
<office:font-face-decls><style:font-face style:name="CJK" svg:font-family="'Noto Sans CJK SC'"/>
<style:font-face style:name="Sans" svg:font-family="'{_sans(zh)}'"/>
</office:font-face-decls>
<office:automatic-styles>
<style:page-layout style:name="PM"><style:page-layout-properties fo:margin-top="0cm"
 fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="21cm"
 fo:page-height="{H}cm" style:print-orientation="portrait"/></style:page-layout>
<style:style style:name="dp" style:family="drawing-page"/>
<style:style style:name="box" style:family="graphic"><style:graphic-properties draw:stroke="none"
 draw:fill="none" draw:auto-grow-height="true" draw:textarea-vertical-align="top"
 fo:padding-top="0cm" fo:padding-bottom="0cm" fo:padding-left="0.05cm"
 fo:padding-right="0.05cm" fo:wrap-option="wrap"/></style:style>
{fills}
{_styles(zh)}
</office:automatic-styles>
<office:master-styles><style:master-page style:name="A4" style:page-layout-name="PM"
 draw:style-name="dp"/></office:master-styles>
<office:body><office:drawing>{"".join(pages)}</office:drawing></office:body></office:document>"""
    return doc.encode("utf-8")
