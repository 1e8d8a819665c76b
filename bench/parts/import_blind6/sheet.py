"""A résumé kept in a spreadsheet (the 个人简历 form people fill in Excel or WPS 表格, and an
English 'CV sheet'), written as flat OpenDocument spreadsheet XML (.fods) and printed to PDF
by LibreOffice Calc: six columns of bordered cells, label cells beside value cells, merged
section rows, every entry one row of cells and its duties one merged cell; Calc's default
page style adds the sheet name as a running header and 'Page 1' as a footer. Facts a form
asks and JSON Resume has no place for (gender, birth month, political status, years of work)
are on the page only."""

from __future__ import annotations

from xml.sax.saxutils import escape

from bench.parts.import_blind4.model import Page

NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"'
)
WIDTHS = ("2.4cm", "3.1cm", "2.2cm", "3.0cm", "2.2cm", "3.1cm")  # 16 cm: one page wide

STYLES = """<office:font-face-decls>
<style:font-face style:name="CJK" svg:font-family="'Noto Sans CJK SC'"/>
<style:font-face style:name="Sans" svg:font-family="'DejaVu Sans'"/>
</office:font-face-decls>
<office:automatic-styles>
{columns}
<style:style style:name="ce" style:family="table-cell"><style:table-cell-properties
 fo:border="0.6pt solid #000000" fo:wrap-option="wrap" style:vertical-align="middle"
 fo:padding="0.08cm"/><style:text-properties style:font-name="Sans" fo:font-size="9pt"
 style:font-name-asian="CJK" style:font-size-asian="9pt"/></style:style>
<style:style style:name="lab" style:family="table-cell" style:parent-style-name="Default">
 <style:table-cell-properties fo:border="0.6pt solid #000000" fo:background-color="#eeeeee"
 fo:wrap-option="wrap" style:vertical-align="middle"/><style:paragraph-properties
 fo:text-align="center"/><style:text-properties style:font-name="Sans" fo:font-size="9pt"
 fo:font-weight="bold" style:font-name-asian="CJK" style:font-size-asian="9pt"
 style:font-weight-asian="bold"/></style:style>
<style:style style:name="sec" style:family="table-cell"><style:table-cell-properties
 fo:border="0.6pt solid #000000" fo:background-color="#c9d7ea"/><style:text-properties
 style:font-name="Sans" fo:font-size="10.5pt" fo:font-weight="bold" style:font-name-asian="CJK"
 style:font-size-asian="10.5pt" style:font-weight-asian="bold"/></style:style>
<style:style style:name="ttl" style:family="table-cell"><style:paragraph-properties
 fo:text-align="center"/><style:text-properties style:font-name="Sans" fo:font-size="18pt"
 fo:font-weight="bold" style:font-name-asian="CJK" style:font-size-asian="18pt"
 style:font-weight-asian="bold"/></style:style>
</office:automatic-styles>"""


def _cell(value: str | list[str], style: str = "ce", span: int = 1) -> str:
    paras = value if isinstance(value, list) else [value]
    body = "".join(f"<text:p>{escape(p)}</text:p>" for p in paras)
    spanned = f' table:number-columns-spanned="{span}"' if span > 1 else ""
    covered = f'<table:covered-table-cell table:number-columns-repeated="{span - 1}"/>'
    return (
        f'<table:table-cell table:style-name="{style}" office:value-type="string"{spanned}>'
        f"{body}</table:table-cell>{covered if span > 1 else ''}"
    )


def _row(*cells: str) -> str:
    return f"<table:table-row>{''.join(cells)}</table:table-row>"


def _labels(zh: bool) -> dict:
    if zh:
        return dict(title="个人简历", name="姓名", sex="性别", born="出生年月", goal="求职意向",
                    years="工作年限", phone="联系电话", mail="电子邮箱", city="现居住地",
                    status="政治面貌", status_v="群众", when="起止时间", org="单位名称",
                    title_="职位", place="地点", school="学校", degree="学历 / 专业",
                    duties="工作内容", sheet="简历")  # fmt: skip
    return dict(title="CURRICULUM VITAE", name="Name", sex="Nationality", born="Date of birth",
                goal="Position sought", years="Experience", phone="Phone", mail="E-mail",
                city="Address", status="Driving licence", status_v="Class B", when="Dates",
                org="Employer", title_="Position", place="Location", school="Institution",
                degree="Qualification", duties="Duties", sheet="CV")  # fmt: skip


def fods(p: Page, extra: dict) -> bytes:
    """The sheet: `extra` holds the page-only answers (sex, born, years)."""
    L = _labels(p.zh)
    columns = "\n".join(
        f'<style:style style:name="co{n}" style:family="table-column">'
        f'<style:table-column-properties style:column-width="{w}"/></style:style>'
        for n, w in enumerate(WIDTHS)
    )
    rows = [
        _row(_cell(L["title"], "ttl", 6)),
        _row(_cell(L["name"], "lab"), _cell(p.name), _cell(L["sex"], "lab"),
             _cell(extra["sex"]), _cell(L["born"], "lab"), _cell(extra["born"])),
        _row(_cell(L["goal"], "lab"), _cell(p.label, span=3), _cell(L["years"], "lab"),
             _cell(extra["years"])),
        _row(_cell(L["phone"], "lab"), _cell(p.contacts[1]), _cell(L["mail"], "lab"),
             _cell(p.contacts[0], span=3)),
        _row(_cell(L["city"], "lab"), _cell(p.contacts[2], span=3), _cell(L["status"], "lab"),
             _cell(L["status_v"])),
    ]  # fmt: skip
    for link in p.contacts[3:]:
        rows.append(_row(_cell("LinkedIn", "lab"), _cell(link, span=5)))
    for s in p.sections:
        rows.append(_row(_cell(s.heading, "sec", 6)))
        if s.key == "summary":
            rows.append(_row(_cell(s.lines, span=6)))
            continue
        for line in s.lines:
            sep = "：" if p.zh else ": "
            if s.key == "skills" and sep in line:
                head, tail = line.split(sep, 1)
                rows.append(_row(_cell(head, "lab"), _cell(tail, span=5)))
            else:
                rows.append(_row(_cell(line, span=6)))
        if s.key == "work":
            rows.append(_row(_cell(L["when"], "lab"), _cell(L["org"], "lab", 2),
                             _cell(L["title_"], "lab", 2), _cell(L["place"], "lab")))  # fmt: skip
        for e in s.entries:
            if s.key == "work":
                rows.append(_row(_cell(e.when), _cell(e.org, span=2), _cell(e.title, span=2),
                                 _cell(e.place)))  # fmt: skip
                mark = "{}、{}" if p.zh else "{}. {}"
                duties = [mark.format(n, x) for n, x in enumerate(e.lines, 1)]
                rows.append(_row(_cell(L["duties"], "lab"), _cell(duties, span=5)))
            elif s.key == "education":
                rows.append(_row(_cell(e.when), _cell(e.org, span=2), _cell(e.title, span=3)))
            else:
                who = ", ".join(x for x in (e.org, e.when) if x)
                rows.append(_row(_cell(e.title, span=3), _cell(who, span=3)))
                if e.lines:
                    rows.append(_row(_cell(e.lines, span=6)))
    cols = "".join(f'<table:table-column table:style-name="co{n}"/>' for n in range(6))
    doc = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {NS} office:version="1.2" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
        f"{STYLES.format(columns=columns)}<office:body><office:spreadsheet>"
        f'<table:table table:name="{L["sheet"]}">{cols}{"".join(rows)}</table:table>'
        "</office:spreadsheet></office:body></office:document>"
    )
    return doc.encode("utf-8")
