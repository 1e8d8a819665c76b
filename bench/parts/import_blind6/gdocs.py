"""A Google-Docs-like DOCX written as raw WordprocessingML (what 'Download as Microsoft Word'
gives): every run carries its own fonts and size, text is cut into several runs at places
that follow editing history rather than words (sometimes inside a word), the name is a
'Title' paragraph, headings 'Heading1' with a colour, the header is a borderless two-column
table (name and headline left, contacts right), dates sit on a right-aligned tab stop,
bullets come from a numbering definition ('●'), and employer and position share one
paragraph split by a soft line break."""

from __future__ import annotations

import io
import random
import zipfile
from xml.sax.saxutils import escape

from bench.parts.import_blind4.model import Page

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>"""  # noqa: E501
RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>"""  # noqa: E501
DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>"""  # noqa: E501
STYLES = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"
 w:eastAsia="Arial" w:cs="Arial"/><w:sz w:val="22"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault>
</w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>
<w:pPr><w:keepNext/><w:spacing w:after="60"/></w:pPr><w:rPr><w:sz w:val="52"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/>
<w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="400" w:after="120"/>
<w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:sz w:val="28"/></w:rPr></w:style>
</w:styles>"""
NUMBERING = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/>
<w:numFmt w:val="bullet"/><w:lvlText w:val="●"/><w:lvlJc w:val="left"/><w:pPr>
<w:ind w:left="720" w:hanging="360"/></w:pPr><w:rPr><w:u w:val="none"/></w:rPr></w:lvl>
</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>"""


class Writer:
    def __init__(self, zh: bool, seed: int):
        self.font = "Noto Sans CJK SC" if zh else "Lato"
        self.rng = random.Random(seed)

    def runs(self, text: str, size: int = 20, bold=False, colour="000000", italic=False):
        """The text as 1-3 runs cut where editing left them."""
        cuts = sorted(
            self.rng.sample(range(1, len(text)), min(len(text) - 1, self.rng.randint(0, 2)))
        )
        pieces = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]
        props = (
            f'<w:rFonts w:ascii="{self.font}" w:hAnsi="{self.font}" w:eastAsia="{self.font}" '
            f'w:cs="{self.font}"/>{"<w:b/>" if bold else ""}{"<w:i/>" if italic else ""}'
            f'<w:color w:val="{colour}"/><w:sz w:val="{size}"/>'
        )
        return "".join(
            f'<w:r><w:rPr>{props}</w:rPr><w:t xml:space="preserve">{escape(x)}</w:t></w:r>'
            for x in pieces
            if x
        )

    @staticmethod
    def para(inner: str, style: str = "", extra: str = "") -> str:
        pstyle = f'<w:pStyle w:val="{style}"/>' if style else ""
        return f"<w:p><w:pPr>{pstyle}{extra}</w:pPr>{inner}</w:p>"


def _cell(inner: str, width: int) -> str:
    return f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{inner}</w:tc>'


def docx(p: Page, seed: int) -> bytes:
    w = Writer(p.zh, seed)
    tab = '<w:tabs><w:tab w:val="right" w:pos="9360"/></w:tabs>'
    left = w.para(w.runs(p.name, 52), "Title") + w.para(w.runs(p.label, 24, colour="E06666"))
    right = "".join(
        w.para(w.runs(c, 18, colour="666666"), extra='<w:jc w:val="right"/>') for c in p.contacts
    )
    body = [
        '<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/><w:tblBorders><w:top w:val="nil"/>'
        '<w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/>'
        '<w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders></w:tblPr>'
        '<w:tblGrid><w:gridCol w:w="5600"/><w:gridCol w:w="3760"/></w:tblGrid>'
        f"<w:tr>{_cell(left, 5600)}{_cell(right, 3760)}</w:tr></w:tbl>"
    ]
    for s in p.sections:
        body.append(w.para(w.runs(s.heading, 28, True, "2E75B6"), "Heading1"))
        for line in s.lines:
            body.append(w.para(w.runs(line)))
        for e in s.entries:
            head = ", ".join(x for x in (e.org, e.place) if x) or e.title
            inner = (
                w.runs(head, 22, True) + "<w:r><w:tab/></w:r>" + w.runs(e.when, 18, colour="666666")
            )
            if e.org:
                inner += "<w:r><w:br/></w:r>" + w.runs(e.title, 20, italic=True)
            body.append(w.para(inner, extra=tab + '<w:spacing w:before="200"/>'))
            for x in e.lines:
                body.append(w.para(w.runs(x), extra='<w:numPr><w:ilvl w:val="0"/>'
                                                   '<w:numId w:val="1"/></w:numPr>'))  # fmt: skip
    document = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document {W} {R}>'
        f'<w:body>{"".join(body)}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" '
        'w:footer="720"/></w:sectPr></w:body></w:document>'
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", TYPES), ("_rels/.rels", RELS),
                           ("word/_rels/document.xml.rels", DOC_RELS),
                           ("word/document.xml", document), ("word/styles.xml", STYLES),
                           ("word/numbering.xml", NUMBERING)):  # fmt: skip
            info = zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0))
            z.writestr(info, data, zipfile.ZIP_DEFLATED)
    return out.getvalue()
