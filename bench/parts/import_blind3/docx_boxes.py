"""A Word-like DOCX written as raw WordprocessingML (no python-docx): the contacts in a
floating text box anchored at the top right (DrawingML inside mc:AlternateContent with the
VML fallback Word also writes, so the box's text is stored twice), the jobs in a borderless
two-column table (dates and place | company, role, bullets typed as '•'), skill groups in
a table, languages and certificates side by side in a second table, a footer 'Page X of Y'
made of PAGE / NUMPAGES fields. LibreOffice exports the same file to PDF. Returns
(bytes, truth)."""

from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

from bench.parts.import_blind3.common import (
    cert_line,
    city,
    is_zh,
    language_line,
    links,
    school_line,
    span,
    truth,
    words,
)

NS = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"'
)
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
CT = "application/vnd.openxmlformats-officedocument.wordprocessingml"


def _run(text: str, bold: bool = False, italic: bool = False, size: int = 0) -> str:
    props = ("<w:b/>" if bold else "") + ("<w:i/>" if italic else "")
    props += f'<w:sz w:val="{size}"/>' if size else ""
    rpr = f"<w:rPr>{props}</w:rPr>" if props else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _p(*runs: str, style: str = "", after: int = 60, right: bool = False) -> str:
    ppr = f'<w:pStyle w:val="{style}"/>' if style else ""
    ppr += f'<w:spacing w:after="{after}"/>' + ('<w:jc w:val="right"/>' if right else "")
    return f"<w:p><w:pPr>{ppr}</w:pPr>{''.join(runs)}</w:p>"


def _cell(width: int, content: str) -> str:
    return f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{content}</w:tc>'


def _table(rows: list[list[str]], widths: list[int], borders: bool = False) -> str:
    edge = "single" if borders else "nil"
    sides = "".join(
        f'<w:{s} w:val="{edge}" w:sz="4"/>'
        for s in ("top", "left", "bottom", "right", "insideH", "insideV")
    )
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    body = "".join(
        "<w:tr>" + "".join(_cell(w, c) for w, c in zip(widths, row, strict=True)) + "</w:tr>"
        for row in rows
    )
    return (
        f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblBorders>{sides}'
        f"</w:tblBorders></w:tblPr><w:tblGrid>{grid}</w:tblGrid>{body}</w:tbl>"
    )


def _textbox(paragraphs: str) -> str:
    cx, cy = 2400000, 1150000
    box = f"<w:txbxContent>{paragraphs}</w:txbxContent>"
    return (
        '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
        '<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" '
        'relativeHeight="2" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">'
        '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:align>right'
        '</wp:align></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0'
        f'</wp:posOffset></wp:positionV><wp:extent cx="{cx}" cy="{cy}"/>'
        '<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/>'
        '<wp:docPr id="1" name="Text Box 1"/><wp:cNvGraphicFramePr/><a:graphic>'
        '<a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
        '<wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/>'
        f'<a:ext cx="{cx}" cy="{cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>'
        f"<a:noFill/><a:ln><a:noFill/></a:ln></wps:spPr><wps:txbx>{box}</wps:txbx>"
        '<wps:bodyPr rot="0" vert="horz" wrap="square" anchor="t"><a:noAutofit/></wps:bodyPr>'
        "</wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>"
        '<mc:Fallback><w:pict><v:shape id="Text Box 1" o:spid="_x0000_s1026" type="#_x0000_t202" '
        'style="position:absolute;margin-left:0;margin-top:0;width:189pt;height:90.5pt;'
        'z-index:2;mso-position-horizontal:right;mso-position-horizontal-relative:margin" '
        f'stroked="f"><v:textbox>{box}</v:textbox></v:shape></w:pict></mc:Fallback>'
        "</mc:AlternateContent></w:r>"
    )


def _field(code: str) -> str:
    return (
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
        f'<w:r><w:instrText xml:space="preserve"> {code} </w:instrText></w:r>'
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r>'
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
    )


def body(person: dict) -> str:
    zh, w, b = is_zh(person), words(person), person["basics"]
    contact = [b["email"], b["phone"], city(person), *links(person)]
    box = _textbox("".join(_p(_run(x, size=18), after=0, right=True) for x in contact))
    out = [_p(box, _run(b["name"]), style="Title"), _p(_run(b["label"], italic=True, size=26))]
    out += [_p(_run(w["summary"]), style="Heading1"), _p(_run(b["summary"]))]
    out.append(_p(_run(w["work"]), style="Heading1"))
    style = "zh" if zh else "mon"
    rows = []
    for j in person["work"]:
        left = _p(_run(span(j, style, " – ", w["present"]), size=18)) + _p(
            _run(j["location"], italic=True, size=18)
        )
        right = _p(_run(j["name"], bold=True), _run(("，" if zh else ", ") + j["position"]))
        right += "".join(_p(_run(f"•\t{h}"), after=20) for h in j["highlights"])
        rows.append([left, right])
    out.append(_table(rows, [2200, 7000]))
    out.append(_p(_run(w["education"]), style="Heading1"))
    for s in person["education"]:
        out.append(
            _p(_run(s["institution"], bold=True), _run(f"  {s['startDate']}–{s['endDate']}"))
        )
        out.append(_p(_run(school_line(s, zh))))
    out.append(_p(_run(w["skills"]), style="Heading1"))
    groups = [g for g in person["skills"] if g.get("keywords")]
    if groups:
        sep = "、" if zh else ", "
        rows = [[_p(_run(g["name"], bold=True)), _p(_run(sep.join(g["keywords"])))] for g in groups]
        out.append(_table(rows, [2600, 6600], borders=True))
    else:
        out.append(_p(_run(("、" if zh else " | ").join(g["name"] for g in person["skills"]))))
    langs = _p(_run(w["languages"]), style="Heading1") + "".join(
        _p(_run(language_line(x, zh))) for x in person["languages"]
    )
    certs = _p(_run(w["certificates"]), style="Heading1") + "".join(
        _p(_run(cert_line(c, zh))) for c in person["certificates"]
    )
    out.append(_table([[langs, certs]], [3800, 5400]))
    sect = (
        '<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter"/>'
        '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
        'w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>'
    )
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {NS}><w:body>' + (
        "".join(out) + sect + "</w:body></w:document>"
    )


def _footer(zh: bool) -> str:
    words_ = ("第 ", " 页，共 ", " 页") if zh else ("Page ", " of ", "")
    runs = _run(words_[0]) + _field("PAGE") + _run(words_[1]) + _field("NUMPAGES") + _run(words_[2])
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {NS}>'
        f'<w:p><w:pPr><w:jc w:val="center"/></w:pPr>{runs}</w:p></w:ftr>'
    )


STYLES_XML = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
    '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Carlito" w:hAnsi="Carlito" '
    'w:eastAsia="Noto Sans CJK SC"/><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults>'
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>'
    "</w:style>"
    '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:rPr>'
    '<w:sz w:val="48"/><w:color w:val="1F3864"/></w:rPr></w:style>'
    '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr>'
    '<w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/>'
    '<w:caps/><w:color w:val="2E74B5"/><w:sz w:val="24"/></w:rPr></w:style></w:styles>'
)


def render(person: dict) -> tuple[bytes, dict]:
    main = f"{CT}.document.main+xml"
    types = (
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
        'package/2006/content-types"><Default Extension="rels" ContentType="application/'
        'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" '
        'ContentType="application/xml"/>'
        f'<Override PartName="/word/document.xml" ContentType="{main}"/>'
        f'<Override PartName="/word/styles.xml" ContentType="{CT}.styles+xml"/>'
        f'<Override PartName="/word/footer1.xml" ContentType="{CT}.footer+xml"/></Types>'
    )
    rels = (
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats'
        f'.org/package/2006/relationships"><Relationship Id="rId1" Type="{REL}/officeDocument" '
        'Target="word/document.xml"/></Relationships>'
    )
    doc_rels = (
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats'
        f'.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="{REL}/styles" '
        f'Target="styles.xml"/><Relationship Id="rIdFooter" Type="{REL}/footer" '
        'Target="footer1.xml"/></Relationships>'
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (
            ("[Content_Types].xml", types),
            ("_rels/.rels", rels),
            ("word/_rels/document.xml.rels", doc_rels),
            ("word/document.xml", body(person)),
            ("word/styles.xml", STYLES_XML),
            ("word/footer1.xml", _footer(is_zh(person))),
        ):
            info = zipfile.ZipInfo(name, date_time=(2026, 11, 1, 0, 0, 0))
            z.writestr(info, data.encode("utf-8"), zipfile.ZIP_DEFLATED)
    return buffer.getvalue(), truth(person)
