"""Typst (the `typst` Python package, its own layout engine and PDF writer) templates of
blind set 4: 'band', a modern one-page with a coloured header band, contact icons drawn as
shapes and dates flush right in a grid; 'academic', a serif CV with a dates column in the
margin, numbered publications and a running header with the name and page number."""

from __future__ import annotations

import json

from bench.parts.import_blind3.common import is_zh
from bench.parts.import_blind4.model import Page, page

FONTS = "/usr/share/fonts"


def s(text: str) -> str:
    """Text as a Typst string literal in markup: nothing in it is read as markup."""
    return "#" + json.dumps(str(text), ensure_ascii=False)


def _band(p: Page) -> str:
    font = '("Noto Sans CJK SC", "Noto Sans")' if p.zh else '("Noto Sans", "Noto Sans CJK SC")'
    out = [
        '#set page(paper: "a4", margin: (x: 1.6cm, top: 0cm, bottom: 1.4cm))',
        f"#set text(font: {font}, size: 9.5pt)",
        "#set par(justify: false, leading: 0.55em)",
        '#block(width: 100% + 3.2cm, fill: rgb("#0f5257"), inset: (x: 1.6cm, y: 0.9cm),'
        " outset: (x: -1.6cm))[",
        f'  #text(fill: white, size: 22pt, weight: "bold")[{s(p.name)}] \\',
        f'  #text(fill: rgb("#bfe3e0"), size: 12pt)[{s(p.label)}] \\',
        "  #v(4pt)",
        "  #text(fill: white, size: 8.5pt)["
        + " #h(10pt) ".join(
            f'#box(circle(radius: 2.5pt, fill: rgb("#f2a541"))) {s(c)}' for c in p.contacts
        )
        + "]",
        "]",
    ]
    for section in p.sections:
        out.append(
            f'#v(6pt)#text(size: 11pt, weight: "bold", fill: rgb("#0f5257"))[{s(section.heading)}]'
            '#v(-6pt)#line(length: 100%, stroke: 0.6pt + rgb("#0f5257"))'
        )
        for line in section.lines:
            out.append(f"{s(line)}\n")
        for e in section.entries:
            head = f'#text(weight: "bold")[{s(e.title)}]'
            if e.org:
                head += f" #text(fill: luma(90))[{s('｜' if p.zh else ' · ')}{s(e.org)}]"
            if e.place:
                head += f" #text(fill: luma(120), size: 8.5pt)[{s(e.place)}]"
            out.append(f"#grid(columns: (1fr, auto), [{head}], [{s(e.when)}])")
            out += [f"- {s(line)}" for line in e.lines]
            out.append("")
    return "\n".join(out)


def _academic(p: Page) -> str:
    font = '("Noto Serif CJK SC", "Noto Serif")' if p.zh else '("Noto Serif", "Noto Serif CJK SC")'
    header = (
        "context { if counter(page).get().first() > 1 ["
        f'#text(size: 8pt, style: "italic")[{s(p.name)} #h(1fr) '
        '#counter(page).display("1")]] }'
    )
    out = [
        f'#set page(paper: "us-letter", margin: (x: 2.2cm, y: 2.4cm), header: {header})',
        f"#set text(font: {font}, size: 10.5pt)",
        f"#align(center)[#text(size: 17pt)[#smallcaps[{s(p.name)}]] \\ #emph[{s(p.label)}] \\"
        f" #text(size: 9pt)[{' #sym.bullet '.join(s(c) for c in p.contacts)}]]",
    ]
    for section in p.sections:
        out.append(f"#v(8pt)#text(size: 12pt)[#smallcaps[{s(section.heading)}]]#v(-4pt)")
        out.append("#line(length: 100%, stroke: 0.4pt)")
        for line in section.lines:
            out.append(f"#pad(left: 2.6cm)[{s(line)}]\n")
        numbered = section.key == "publications"
        for n, e in enumerate(section.entries, 1):
            if numbered:
                body = f"[{n}] {s(e.title)}. #emph[{s(e.org)}], {s(e.when)}."
                out.append(f"#pad(left: 2.6cm)[{body}]\n")
                continue
            body = f'#text(weight: "bold")[{s(e.title)}]'
            body += f" \\ {s(e.org)}" + (f", {s(e.place)}" if e.place else "")
            body += "".join(f" \\ #sym.dash.en {s(line)}" for line in e.lines)
            out.append(f"#grid(columns: (2.6cm, 1fr), [#text(size: 9pt)[{s(e.when)}]], [{body}])")
            out.append("#v(3pt)")
    return "\n".join(out)


# style: (template, English date style, Chinese date style)
STYLES = {"band": (_band, "mon", "dot"), "academic": (_academic, "month", "zh")}


def source(person: dict, style: str) -> str:
    make, en, zh = STYLES[style]
    if is_zh(person):
        return make(page(person, zh))
    return make(page(person, en, "academic" if style == "academic" else ""))


def render(markup: str) -> bytes:
    import typst

    return typst.compile(markup.encode(), font_paths=[FONTS])
