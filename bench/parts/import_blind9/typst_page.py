"""A two-column Typst template with contact icons (the kind shared on Typst Universe), written
for this set and rasterised by **Typst's own PNG export** (the `typst` package on PyPI): the
name large, the headline in the accent colour, contacts each behind a small filled icon, then a
narrow column (skills as 'group' over its terms, languages, credentials) beside a wide one
(summary, jobs with the dates flush right in grey, 'employer, place' in italics, bullets).
Every fact is a Typst string literal, so no resume text is read as markup."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import typst

from bench.parts.import_blind4.model import Page

_ICONS = ("✉", "☎", "⌂", "⊕", "⊕")
_SIDE = ("skills", "languages", "certificates")
_HEAD = """#set page(paper: "a4", margin: (x: 1.5cm, y: 1.3cm))
#set text(font: ("DejaVu Sans", "Noto Sans CJK SC"), size: 9pt, lang: "{lang}")
#set par(justify: false, leading: 0.55em)
#let accent = rgb("#7a2e3b")
#let icon(sym) = box(baseline: 1.5pt, fill: accent, radius: 2pt, inset: 2pt,
  text(fill: white, size: 6.5pt, sym))
#let heading2(t) = block(above: 11pt, below: 6pt, stroke: (bottom: 0.8pt + accent),
  inset: (bottom: 3pt), width: 100%, text(fill: accent, weight: "bold", size: 10.5pt, t))
"""


def s(text: str) -> str:
    """A Typst string literal."""
    return json.dumps(text, ensure_ascii=False)


def _entries(section) -> list[str]:
    out = []
    for e in section.entries:
        out.append(f"#grid(columns: (1fr, auto), text(weight: \"bold\", {s(e.title)}), "
                   f"text(fill: gray, {s(e.when)}))")  # fmt: skip
        where = ", ".join(x for x in (e.org, e.place) if x)
        if where:
            out.append(f"#v(-3pt)#emph({s(where)})")
        out += [f"- #{s(line)}" for line in e.lines]
    return out


def source(p: Page) -> str:
    """The .typ file."""
    out = [_HEAD.replace("{lang}", "zh" if p.zh else "en")]
    out.append(f'#text(size: 22pt, weight: "bold", {s(p.name)})\\')
    out.append(f"#text(size: 12pt, fill: accent, {s(p.label)})")
    contacts = [f"#icon({s(i)}) #{s(c)}" for i, c in zip(_ICONS, p.contacts, strict=False)]
    out.append("#v(2pt)" + " #h(10pt) ".join(contacts))
    side = [x for x in p.sections if x.key in _SIDE]
    main = [x for x in p.sections if x.key not in _SIDE]
    out.append("#grid(columns: (1fr, 2.3fr), gutter: 16pt, [")
    for section in side:
        out.append(f"#heading2({s(section.heading)})")
        for line in section.lines:
            if section.key == "skills":
                group, _, terms = re.split(r"(：|: )", line, maxsplit=1)
                out.append(f'#text(weight: "bold", {s(group)})\\')
                out.append(f"#{s(terms)}")
            else:
                out.append(f"#{s(line)}")
            out.append("")
    out.append("], [")
    for section in main:
        out.append(f"#heading2({s(section.heading)})")
        out += _entries(section)
        out += [f"#{s(line)}" for line in section.lines]
    out.append("])")
    return "\n".join(out) + "\n"


def to_png(src: str, ppi: int) -> bytes:
    """The first page as PNG (a photographed page shows one page: refuses more)."""
    with tempfile.TemporaryDirectory(prefix="blind9_typst_") as temp:
        path = Path(temp) / "cv.typ"
        path.write_text(src, encoding="utf-8")
        pages = typst.compile(str(path), format="png", ppi=ppi,
                              font_paths=["/usr/share/fonts"])  # fmt: skip
    if isinstance(pages, list):
        if len(pages) > 1:
            raise ValueError("a photographed Typst page must fit one page")
        pages = pages[0]
    return pages


def source_text(src: str) -> str:
    """The string literals of the .typ file."""
    return "\n".join(json.loads(f'"{m}"') for m in re.findall(r'"((?:[^"\\]|\\.)*)"', src))
