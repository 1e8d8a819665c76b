"""A one-slide CV made in LibreOffice Impress (flat ODP XML, exported by `impress_pdf_Export`):
an A4-portrait slide, a coloured title band of text frames (name, headline, contacts run
together with '  |  '), a narrow left frame (expertise, languages, credentials, recognition,
writing) and a wide right frame (summary, career, training, projects), each entry's dates
first in small grey type, then the position in bold and 'employer · place', duties marked
'▸'. Fonts named per script (Liberation Sans, Noto Sans CJK SC)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from bench.parts.import_blind4.model import Page

NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"'
)
# paragraph style: size pt, bold, colour, space above cm
PARAS = {
    "name": (22, True, "#ffffff", 0.0), "label": (12, False, "#d8efe9", 0.1),
    "contact": (8.5, False, "#ffffff", 0.15), "head": (10.5, True, "#136f63", 0.35),
    "body": (8.5, False, "#222222", 0.05), "when": (7.5, False, "#777777", 0.2),
    "title": (9, True, "#111111", 0.02), "org": (8.5, False, "#136f63", 0.0),
    "item": (8.5, False, "#222222", 0.03),
}  # fmt: skip
LEFT = ("skills", "languages", "certificates", "awards", "publications")


def _styles() -> str:
    out = [
        '<style:style style:name="band" style:family="graphic"><style:graphic-properties '
        'draw:stroke="none" draw:fill="solid" draw:fill-color="#136f63" '
        'draw:textarea-vertical-align="top" fo:padding="0.3cm"/></style:style>',
        '<style:style style:name="plain" style:family="graphic"><style:graphic-properties '
        'draw:stroke="none" draw:fill="none" draw:auto-grow-height="false" '
        'draw:textarea-vertical-align="top" fo:padding="0.1cm"/></style:style>',
    ]
    for name, (size, bold, colour, above) in PARAS.items():
        weight = ' fo:font-weight="bold" style:font-weight-asian="bold"' if bold else ""
        out.append(
            f'<style:style style:name="{name}" style:family="paragraph"><style:paragraph-'
            f'properties fo:margin-top="{above}cm"/><style:text-properties '
            f'fo:font-family="Liberation Sans" style:font-family-asian="Noto Sans CJK SC" '
            f'fo:font-size="{size}pt" style:font-size-asian="{size}pt" fo:color="{colour}"'
            f"{weight}/></style:style>"
        )
    return "".join(out)


def _frame(style: str, x: float, y: float, w: float, h: float, paras: list) -> str:
    body = "".join(f'<text:p text:style-name="{s}">{escape(t)}</text:p>' for s, t in paras)
    return (
        f'<draw:frame draw:style-name="{style}" svg:x="{x}cm" svg:y="{y}cm" '
        f'svg:width="{w}cm" svg:height="{h}cm"><draw:text-box>{body}</draw:text-box>'
        "</draw:frame>"
    )


def _section(section) -> list[tuple[str, str]]:
    out = [("head", section.heading.upper() if section.heading.isascii() else section.heading)]
    out += [("body", line) for line in section.lines]
    for e in section.entries:
        if e.when:
            out.append(("when", e.when))
        out.append(("title", e.title))
        org = " · ".join(x for x in (e.org, e.place) if x)
        if org:
            out.append(("org", org))
        out += [("item", f"▸ {line}") for line in e.lines]
    return out


def fodp(p: Page) -> bytes:
    left = [x for s in p.sections if s.key in LEFT for x in _section(s)]
    right = [x for s in p.sections if s.key not in LEFT for x in _section(s)]
    band = [("name", p.name), ("label", p.label), ("contact", "  |  ".join(p.contacts))]
    frames = (
        _frame("band", 0, 0, 21, 3.6, band)
        + _frame("plain", 0.8, 4.1, 6.0, 25.0, left)
        + _frame("plain", 7.4, 4.1, 12.8, 25.0, right)
    )
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.presentation">'
        f"<office:styles/><office:automatic-styles>{_styles()}"
        '<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" '
        'fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="21cm" '
        'fo:page-height="29.7cm" style:print-orientation="portrait"/></style:page-layout>'
        '<style:style style:name="dp" style:family="drawing-page"/>'
        "</office:automatic-styles><office:master-styles>"
        '<style:master-page style:name="Default" style:page-layout-name="PM1" '
        'draw:style-name="dp"/>'
        "</office:master-styles><office:body><office:presentation>"
        '<draw:page draw:name="CV" draw:master-page-name="Default">'
        f"{frames}</draw:page></office:presentation></office:body></office:document>"
    ).encode()
