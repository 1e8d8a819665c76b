"""Word-processor documents of blind set 4 from writers this project never used: AbiWord
(its HTML import, then its own PDF or DOCX writer: a 'classic' CV with a dates table and
bullets) and odfpy (an OpenDocument text written element by element, exported to PDF by
LibreOffice: a Chinese 个人简历 grid, an English two-column table résumé)."""

from __future__ import annotations

import io
import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind3.common import esc, is_zh
from bench.parts.import_blind4.model import Page, page

CJK = "Noto Sans CJK SC"


def classic(person: dict) -> str:
    """AbiWord's input: a Word-like page, headings, a dates column, bullets."""
    p = page(person, "zh" if is_zh(person) else "sq")
    font = f"font-family: '{CJK}'" if p.zh else "font-family: 'Liberation Serif'"
    parts = [
        f'<h1 style="{font}; text-align: center">{esc(p.name)}</h1>',
        f'<p style="{font}; text-align: center"><i>{esc(p.label)}</i></p>',
        f'<p style="{font}; text-align: center">{" · ".join(map(esc, p.contacts))}</p>',
    ]
    for s in p.sections:
        parts.append(f'<h2 style="{font}">{esc(s.heading)}</h2>')
        parts += [f'<p style="{font}">{esc(x)}</p>' for x in s.lines]
        if not s.entries:
            continue
        rows = []
        for e in s.entries:
            what = f"<b>{esc(e.org or e.title)}</b>" + (f", {esc(e.place)}" if e.place else "")
            if e.org:
                what += f"<br><i>{esc(e.title)}</i>"
            bullets = "".join(f"<li>{esc(x)}</li>" for x in e.lines)
            rows.append(
                f'<tr><td width="28%" style="{font}">{esc(e.when)}</td>'
                f'<td style="{font}">{what}<ul>{bullets}</ul></td></tr>'
            )
        parts.append(f'<table width="100%">{"".join(rows)}</table>')
    return f'<html><head><meta charset="utf-8"></head><body>{"".join(parts)}</body></html>'


def abiword(page_html: str, fmt: str) -> bytes:
    with tempfile.TemporaryDirectory() as temp:
        src, out = Path(temp) / "cv.html", Path(temp) / f"cv.{fmt}"
        src.write_text(page_html, encoding="utf-8")
        subprocess.run(
            ["abiword", f"--to={fmt}", "-o", str(out), str(src)],
            check=True,
            capture_output=True,
            timeout=180,
            env={"PATH": "/usr/bin:/bin", "HOME": temp, "XDG_RUNTIME_DIR": temp},
        )
        return out.read_bytes()


def _odt_parts(zh: bool):
    from odf.opendocument import OpenDocumentText
    from odf.style import (
        ParagraphProperties,
        Style,
        TableCellProperties,
        TableColumnProperties,
        TextProperties,
    )

    doc = OpenDocumentText()
    font = CJK if zh else "Liberation Sans"
    styles = {}
    for name, size, bold in (
        ("P", "10pt", False),
        ("B", "10pt", True),
        ("H", "13pt", True),
        ("N", "20pt", True),
    ):
        style = Style(name=name, family="paragraph")
        props = {"fontsize": size, "fontname": font, "fontnameasian": font}
        props.update(fontfamily=font, fontfamilyasian=font)
        if bold:
            props.update(fontweight="bold", fontweightasian="bold")
        style.addElement(TextProperties(**props))
        style.addElement(ParagraphProperties(marginbottom="0.08cm"))
        doc.automaticstyles.addElement(style)
        styles[name] = style
    cell = Style(name="C", family="table-cell")
    cell.addElement(TableCellProperties(border="0.5pt solid #000000", padding="0.1cm"))
    doc.automaticstyles.addElement(cell)
    styles["C"] = cell
    for name, width in (("W1", "3.2cm"), ("W2", "13.8cm"), ("Q", "4.25cm")):
        column = Style(name=name, family="table-column")
        column.addElement(TableColumnProperties(columnwidth=width))
        doc.automaticstyles.addElement(column)
        styles[name] = column
    return doc, styles


def _cell(styles, texts: list[str], style="P", span: int = 1):
    from odf.table import TableCell
    from odf.text import P

    out = TableCell(stylename=styles["C"], numbercolumnsspanned=span)
    for text in texts:
        out.addElement(P(stylename=styles[style], text=text))
    return out


def _table(doc, styles, name: str, widths: list[str], rows: list[list]):
    from odf.table import CoveredTableCell, Table, TableColumn, TableRow

    table = Table(name=name)
    for width in widths:
        table.addElement(TableColumn(stylename=styles[width]))
    for row in rows:
        tr = TableRow()
        for cell in row:
            tr.addElement(cell)
            for _ in range(int(cell.getAttribute("numbercolumnsspanned") or 1) - 1):
                tr.addElement(CoveredTableCell())
        table.addElement(tr)
    doc.text.addElement(table)


def _entry_texts(e, zh: bool) -> list[str]:
    head = f"{e.when}　{e.org}　{e.title}" if zh else f"{e.title}, {e.org} ({e.when})"
    if e.place:
        head += f"　{e.place}" if zh else f" – {e.place}"
    return [head.replace("　　", "　"), *(f"• {x}" for x in e.lines)]


def odt(person: dict, style: str) -> bytes:
    from odf.text import P

    zh = style == "grid"
    p: Page = page(person, "slashzh" if zh else "mon")
    doc, styles = _odt_parts(zh)
    if zh:
        doc.text.addElement(P(stylename=styles["N"], text="个 人 简 历"))
        email, phone, where = p.contacts[:3]
        grid = [
            ["姓　　名", p.name, "性　　别", "女" if p.name[-1] in "琪燕怡桐" else "男"],
            ["联系电话", phone, "电子邮箱", email],
            ["求职意向", p.label, "现居城市", where],
        ]
        rows = [
            [
                _cell(styles, [a], "B"),
                _cell(styles, [b]),
                _cell(styles, [c], "B"),
                _cell(styles, [d]),
            ]
            for a, b, c, d in grid
        ]
        for s in p.sections:
            texts = list(s.lines) + [t for e in s.entries for t in _entry_texts(e, zh)]
            rows.append([_cell(styles, [s.heading], "B"), _cell(styles, texts, span=3)])
        _table(doc, styles, "resume", ["Q", "Q", "Q", "Q"], rows)
    else:
        doc.text.addElement(P(stylename=styles["N"], text=p.name))
        doc.text.addElement(P(stylename=styles["H"], text=p.label))
        doc.text.addElement(P(stylename=styles["P"], text="  |  ".join(p.contacts)))
        rows = []
        for s in p.sections:
            texts = list(s.lines) + [t for e in s.entries for t in _entry_texts(e, zh)]
            rows.append([_cell(styles, [s.heading.upper()], "B"), _cell(styles, texts)])
        _table(doc, styles, "resume", ["W1", "W2"], rows)
    buffer = io.BytesIO()
    doc.write(buffer)
    return buffer.getvalue()


def odt_text(data: bytes) -> str:
    """The words of an ODT's content.xml (for the plan test)."""
    import html
    import re
    import zipfile

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        xml = z.read("content.xml").decode()
    return html.unescape(re.sub(r"<[^>]+>", " ", xml))


def soffice(data: bytes, ext: str = "odt") -> bytes:
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        src = folder / f"resume.{ext}"
        src.write_bytes(data)
        subprocess.run(
            [
                "soffice",
                f"-env:UserInstallation=file://{folder / 'profile'}",
                "--headless",
                "--convert-to",
                "pdf",
                "--outdir",
                str(folder),
                str(src),
            ],
            check=True,
            capture_output=True,
            timeout=180,
        )
        return (folder / "resume.pdf").read_bytes()
