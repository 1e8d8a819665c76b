"""A DOCX built from a Word résumé template of **content controls** (raw WordprocessingML, no
library): every fact sits in a `w:sdt` with its alias and tag (the name in a block control,
each contact in a run control inside a borderless three-cell table, the entries in a Word
2013 repeating section, one repeating item per job or school, each date range and place in
run controls), headings in a coloured 'Heading1' with a bottom border, position and
employer on one line split by ' | ', bullets from numbering.xml, skills and certificates in
two-column tables of controls. Uploaded as DOCX."""

from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

from bench.parts.import_blind4.model import Page

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
W15 = 'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"'
_ids = iter(range(100000, 999999))


def _run(text: str, bold=False, colour="", size=0) -> str:
    props = ("<w:b/><w:bCs/>" if bold else "") + (f'<w:color w:val="{colour}"/>' if colour
                                                  else "")  # fmt: skip
    props += f'<w:sz w:val="{size * 2}"/><w:szCs w:val="{size * 2}"/>' if size else ""
    return f'<w:r><w:rPr>{props}</w:rPr><w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _sdt_run(alias: str, text: str, **kw) -> str:
    return (f'<w:sdt><w:sdtPr><w:alias w:val="{alias}"/><w:tag w:val="{alias.lower()}"/>'
            f'<w:id w:val="{next(_ids)}"/><w:text/></w:sdtPr><w:sdtContent>{_run(text, **kw)}'
            "</w:sdtContent></w:sdt>")  # fmt: skip


def _p(inner: str, style: str = "", num: bool = False, align: str = "") -> str:
    props = f'<w:pStyle w:val="{style}"/>' if style else ""
    props += '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' if num else ""
    props += f'<w:jc w:val="{align}"/>' if align else ""
    return f"<w:p><w:pPr>{props}</w:pPr>{inner}</w:p>"


def _block(alias: str, inner: str, extra: str = "") -> str:
    return (f'<w:sdt><w:sdtPr><w:alias w:val="{alias}"/><w:tag w:val="{alias.lower()}"/>'
            f'<w:id w:val="{next(_ids)}"/>{extra}</w:sdtPr><w:sdtContent>{inner}'
            "</w:sdtContent></w:sdt>")  # fmt: skip


def _table(rows: list[list[str]], widths: list[int]) -> str:
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    body = "".join(
        "<w:tr>" + "".join(f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>{c}</w:tc>'
                           for c, w in zip(row, widths, strict=True)) + "</w:tr>"
        for row in rows
    )  # fmt: skip
    return (f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblBorders>'
            '<w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right '
            'w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders>'
            f"</w:tblPr><w:tblGrid>{grid}</w:tblGrid>{body}</w:tbl>")  # fmt: skip


def document(p: Page, person: dict) -> str:
    aliases = ("Email", "Phone", "Address", "Website")
    cells = [
        _p(_sdt_run(a, c, size=8), align="center")
        for a, c in zip(aliases, p.contacts, strict=False)
    ]
    room = [sum(2 if ord(ch) > 0x2E80 else 1 for ch in c) + 4 for c in p.contacts]
    widths = [9700 * n // sum(room) for n in room]
    body = [_block("Author", _p(_sdt_run("Name", p.name), "Title")),
            _p(_sdt_run("Headline", p.label, colour="2E74B5", size=12)),
            _table([cells], widths)]  # fmt: skip
    sep = "、" if p.zh else ", "
    for section in p.sections:
        body.append(_p(_run(section.heading), "Heading1"))
        if section.key == "skills":
            rows = [[_p(_sdt_run("Skill group", g["name"], bold=True)),
                     _p(_sdt_run("Skills", sep.join(g["keywords"])))]
                    for g in person["skills"]]  # fmt: skip
            body.append(_table(rows, [2400, 7200]))
            continue
        if section.key == "certificates":
            rows = [[_p(_sdt_run("Certificate", c["name"], bold=True)),
                     _p(_sdt_run("Issuer", f"{c['issuer']}{sep}{c['date']}"))]
                    for c in person["certificates"]]  # fmt: skip
            body.append(_table(rows, [4800, 4800]))
            continue
        body += [_block(section.key.title(), _p(_run(line))) for line in section.lines]
        items = []
        for e in section.entries:
            head = _sdt_run("Title", e.title, bold=True)
            if e.org:
                head += _run(" | ") + _sdt_run("Organisation", e.org)
            lines = [_p(head)]
            meta = [_sdt_run("Dates", e.when, colour="595959")] if e.when else []
            if e.place:
                meta.append(_sdt_run("Place", e.place, colour="595959"))
            if meta:
                lines.append(_p(_run(" · ", colour="595959").join(meta)))
            lines += [_p(_run(x), num=True) for x in e.lines]
            items.append(_block("Item", "".join(lines), "<w15:repeatingSectionItem/>"))
        if items:
            body.append(_block(section.heading, "".join(items), "<w15:repeatingSection/>"))
    sect = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1100" '
            'w:bottom="1000" w:left="1100" w:header="600" w:footer="600" w:gutter="0"/>'
            "</w:sectPr>")  # fmt: skip
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W} {W15}>'
            f"<w:body>{''.join(body)}{sect}</w:body></w:document>")  # fmt: skip


def _styles(zh: bool) -> str:
    east = "Microsoft YaHei" if zh else "Calibri"
    fonts = f'<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="{east}"/>'
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}><w:docDefaults>'
        f'<w:rPrDefault><w:rPr>{fonts}<w:sz w:val="19"/><w:szCs w:val="19"/>'
        f'<w:lang w:val="{"zh-CN" if zh else "en-GB"}"/></w:rPr></w:rPrDefault><w:pPrDefault>'
        '<w:pPr><w:spacing w:after="40" w:line="252" w:lineRule="auto"/></w:pPr>'
        '</w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" '
        'w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" '
        'w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/>'
        '<w:sz w:val="48"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1">'
        '<w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:pBdr>'
        '<w:bottom w:val="single" w:sz="6" w:space="1" w:color="2E74B5"/></w:pBdr><w:spacing '
        'w:before="200" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color '
        'w:val="2E74B5"/><w:sz w:val="24"/></w:rPr></w:style></w:styles>'
    )


NUMBERING = (
    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}>'
    '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt '
    'w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" '
    'w:hanging="240"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId '
    'w:val="0"/></w:num></w:numbering>'
)
TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.'
    'openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType='
    '"application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" '
    'ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="'
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-'
    'officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"'
    "/></Types>"
)
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://'
    'schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="'
    f'{REL}/officeDocument" Target="word/document.xml"/></Relationships>'
)
DOC_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://'
    'schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="'
    f'{REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="{REL}/numbering" '
    'Target="numbering.xml"/></Relationships>'
)


def docx(p: Page, person: dict) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", TYPES)
        z.writestr("_rels/.rels", RELS)
        z.writestr("word/_rels/document.xml.rels", DOC_RELS)
        z.writestr("word/document.xml", document(p, person))
        z.writestr("word/styles.xml", _styles(p.zh))
        z.writestr("word/numbering.xml", NUMBERING)
    return buf.getvalue()
