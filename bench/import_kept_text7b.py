"""Kept-out documents of the text7b round (issue 27): documents of people, renderers and
layouts of their own for the families that round served (one-slide CVs exported by
LibreOffice Impress, groff's mom and ms macros straight to PDF, résumé sheets printed by
LibreOffice Calc with its running header), none of them looked at while the rules were
written (the rules' tests and blind sets 6 and 7 use other people and layouts). 8 documents,
5 English and 3 Chinese; renderers in bench/parts/kept_text7b_render.py, people in
bench/parts/kept_text7b_people.py. Each is parsed in-process (`parse_bytes`, no Django start)
and scored with the corpus scorer. LibreOffice's PDFs are cached by source in
$TMPDIR/kept_text7b (one soffice start for what is missing).

    .venv/bin/python bench/import_kept_text7b.py [--smoke] [--show]

--smoke: the first two documents (the groff ones: no office suite); --show: each document's
misses.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.parts import kept_text7b_people as P  # noqa: E402
from bench.parts import kept_text7b_render as R  # noqa: E402

FODS_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"'
)
CELL_STYLES = """<office:automatic-styles>
<style:style style:name="c0" style:family="table-column"><style:table-column-properties
 style:column-width="3.2cm"/></style:style>
<style:style style:name="c1" style:family="table-column"><style:table-column-properties
 style:column-width="4.4cm"/></style:style>
<style:style style:name="v" style:family="table-cell"><style:table-cell-properties
 fo:border="0.5pt solid #666666" fo:wrap-option="wrap" fo:padding="0.06cm"/>
 <style:text-properties fo:font-size="9.5pt" style:font-size-asian="9.5pt"/></style:style>
<style:style style:name="k" style:family="table-cell"><style:table-cell-properties
 fo:border="0.5pt solid #666666" fo:background-color="#f1e3c8" fo:wrap-option="wrap"/>
 <style:text-properties fo:font-size="9.5pt" fo:font-weight="bold"
 style:font-size-asian="9.5pt" style:font-weight-asian="bold"/></style:style>
<style:style style:name="h" style:family="table-cell"><style:table-cell-properties
 fo:background-color="#7f5539"/><style:text-properties fo:font-size="11pt"
 fo:color="#ffffff" fo:font-weight="bold" style:font-size-asian="11pt"
 style:font-weight-asian="bold"/></style:style>
<style:style style:name="t" style:family="table-cell"><style:text-properties
 fo:font-size="16pt" fo:font-weight="bold" style:font-size-asian="16pt"
 style:font-weight-asian="bold"/></style:style>
</office:automatic-styles>"""


def _cell(text: str | list[str], style: str = "v", span: int = 1) -> str:
    paras = text if isinstance(text, list) else [text]
    body = "".join(f"<text:p>{escape(p)}</text:p>" for p in paras)
    extra = f' table:number-columns-spanned="{span}"' if span > 1 else ""
    cover = "<table:covered-table-cell/>" * (span - 1)
    return (f'<table:table-cell table:style-name="{style}" office:value-type="string"{extra}>'
            f"{body}</table:table-cell>{cover}")  # fmt: skip


def _fods(sheet: str, rows: list[list[str]]) -> bytes:
    cols = (
        '<table:table-column table:style-name="c0"/>'
        '<table:table-column table:style-name="c1" table:number-columns-repeated="3"/>'
    )
    body = "".join(f"<table:table-row>{''.join(r)}</table:table-row>" for r in rows)
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document {FODS_NS} office:version="1.2" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
        f"{CELL_STYLES}<office:body><office:spreadsheet>"
        f'<table:table table:name="{escape(sheet)}">{cols}{body}</table:table>'
        "</office:spreadsheet></office:body></office:document>"
    ).encode()


def sheet_rows(doc: dict, style: str) -> bytes:
    """One row per entry ('dates | position | employer | place'), each duty its own row
    under it; side sections as 'group | values' rows. Sheet named after the person."""
    z = R.zh(doc)
    heads = R.HEADS["zh" if z else "en"]
    b = doc["basics"]
    labels = ("邮箱", "电话", "城市") if z else ("Email", "Phone", "City")
    rows = [[_cell(b["name"], "t", 4)], [_cell(b["label"], span=4)]]
    rows += [
        [_cell(k, "k"), _cell(v, span=3)] for k, v in zip(labels, R.contacts(doc), strict=False)
    ]
    rows.append([_cell(heads["work"], "h", 4)])
    for e in doc["work"]:
        rows.append([_cell(R.span(e, style, z)), _cell(e["position"]), _cell(e["name"]),
                     _cell(e["location"])])  # fmt: skip
        rows += [[_cell(""), _cell(f"• {h}", span=3)] for h in e["highlights"]]
    rows.append([_cell(heads["education"], "h", 4)])
    for e in doc["education"]:
        rows.append([_cell(R.span(e, style, z)), _cell(e["institution"]),
                     _cell(e["studyType"]), _cell(e["area"])])  # fmt: skip
    for s in doc.get("skills", []):
        rows += [
            [_cell(heads["skills"], "h", 4)],
            [_cell(s["name"], "k"), _cell(", ".join(s["keywords"]), span=3)],
        ]
    for key, lines in (("languages", R.lang_lines(doc)), ("certificates", R.cert_lines(doc))):
        if lines:
            rows += [[_cell(heads[key], "h", 4)]] + [[_cell(x, span=4)] for x in lines]
    return _fods(b["name"], rows)


def sheet_form(doc: dict, style: str) -> bytes:
    """A stacked label form (Chinese 简历表): every entry as label rows (时间 / 单位 / 职位 /
    工作内容), duties in one cell, one paragraph each. Sheet named '简历表'."""
    heads = R.HEADS["zh"]
    b = doc["basics"]
    rows = [[_cell("个人简历", "t", 4)],
            [_cell("姓名", "k"), _cell(b["name"]), _cell("求职意向", "k"), _cell(b["label"])],
            [_cell("电话", "k"), _cell(b["phone"]), _cell("邮箱", "k"), _cell(b["email"])],
            [_cell("现居城市", "k"), _cell(b["location"]["city"], span=3)],
            [_cell(heads["work"], "h", 4)]]  # fmt: skip
    for e in doc["work"]:
        rows += [[_cell("时间", "k"), _cell(R.span(e, style, True), span=3)],
                 [_cell("单位", "k"), _cell(e["name"]), _cell("职位", "k"),
                  _cell(e["position"])],
                 [_cell("地点", "k"), _cell(e["location"], span=3)],
                 [_cell("工作内容", "k"), _cell(e["highlights"], span=3)]]  # fmt: skip
    rows.append([_cell(heads["education"], "h", 4)])
    for e in doc["education"]:
        rows.append([_cell(R.span(e, style, True)), _cell(e["institution"]),
                     _cell(e["studyType"]), _cell(e["area"])])  # fmt: skip
    for key, lines in (("skills", R.skill_lines(doc)), ("languages", R.lang_lines(doc)),
                       ("certificates", R.cert_lines(doc))):  # fmt: skip
        if lines:
            rows += [[_cell(heads[key], "h", 4)]] + [[_cell(x, span=4)] for x in lines]
    return _fods("简历表", rows)


def documents() -> list[tuple[str, bytes, dict]]:
    out = [
        ("groff-mom-interpreter", R.groff(R.mom(P.INTERPRETER), "mom"), P.INTERPRETER),
        ("groff-ms-ferry", R.groff(R.ms(P.FERRY), "ms"), P.FERRY),
    ]
    office = {
        "impress-portrait-beekeeper": (R.slide_portrait(P.BEEKEEPER, "mon"), "fodp"),
        "impress-wide-film-editor": (R.slide_wide(P.FILM_EDITOR, "dot"), "fodp"),
        "impress-wide-arborist": (R.slide_wide(P.ARBORIST, "mon"), "fodp"),
        "calc-rows-surveyor": (sheet_rows(P.SURVEYOR, "slash"), "fods"),
        "calc-rows-bridge": (sheet_rows(P.BRIDGE, "dot"), "fods"),
        "calc-form-dietitian": (sheet_form(P.DIETITIAN, "zh"), "fods"),
    }
    truths = {
        "impress-portrait-beekeeper": P.BEEKEEPER, "impress-wide-film-editor": P.FILM_EDITOR,
        "impress-wide-arborist": P.ARBORIST, "calc-rows-surveyor": P.SURVEYOR,
        "calc-rows-bridge": P.BRIDGE, "calc-form-dietitian": P.DIETITIAN,
    }  # fmt: skip
    if "--smoke" not in sys.argv:
        pdfs = R.office_pdf(office, Path(tempfile.gettempdir()) / "kept_text7b")
        out += [(name, pdfs[name], truths[name]) for name in office]
    return out


def main() -> None:
    from bench.import_kept_text5 import report

    docs = documents()
    if "--dump" in sys.argv:
        folder = Path(sys.argv[sys.argv.index("--dump") + 1])
        folder.mkdir(parents=True, exist_ok=True)
        for name, data, _truth in docs:
            (folder / f"{name}.pdf").write_bytes(data)
    report(docs)


if __name__ == "__main__":
    main()
