"""Résumés kept in a spreadsheet (`resumes/importing/sheets.py`): flat ODS written here, one
row per job under a row of column labels, cells vertically centred and wrapped in narrow
columns, printed to PDF by LibreOffice Calc (its default page style adds the sheet's name as
a running header and "Page 1" as a footer)."""

from __future__ import annotations

import os
import shutil
import subprocess
from xml.sax.saxutils import escape

import pytest

from resumes.importing.lines import Line, Part
from resumes.importing.parse import parse_bytes
from resumes.importing.sheets import sheet_rows

NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"'
)
STYLES = """<office:automatic-styles>
<style:style style:name="w" style:family="table-column"><style:table-column-properties
 style:column-width="2.4cm"/></style:style>
<style:style style:name="v" style:family="table-column"><style:table-column-properties
 style:column-width="3.4cm"/></style:style>
<style:style style:name="c" style:family="table-cell"><style:table-cell-properties
 fo:border="0.6pt solid #000000" fo:wrap-option="wrap" style:vertical-align="middle"
 fo:padding="0.08cm"/><style:text-properties fo:font-size="9pt"
 style:font-size-asian="9pt"/></style:style>
<style:style style:name="l" style:family="table-cell"><style:table-cell-properties
 fo:border="0.6pt solid #000000" fo:wrap-option="wrap" style:vertical-align="middle"
 fo:padding="0.08cm"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold"
 style:font-size-asian="9pt" style:font-weight-asian="bold"/></style:style>
<style:style style:name="h" style:family="table-cell"><style:text-properties
 fo:font-size="11pt" fo:font-weight="bold" style:font-size-asian="11pt"
 style:font-weight-asian="bold"/></style:style>
</office:automatic-styles>"""


def _cell(text: str | list[str], style: str = "c", span: int = 1) -> str:
    paras = "".join(
        f"<text:p>{escape(p)}</text:p>" for p in ([text] if isinstance(text, str) else text)
    )
    spanned = f' table:number-columns-spanned="{span}"' if span > 1 else ""
    return (f'<table:table-cell table:style-name="{style}" office:value-type="string"{spanned}>'
            f"{paras}</table:table-cell>" + "<table:covered-table-cell/>" * (span - 1))  # fmt: skip


def _fods(rows: list[list[str]]) -> bytes:
    body = "".join(f"<table:table-row>{''.join(r)}</table:table-row>" for r in rows)
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.2" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
        f"{STYLES}<office:body><office:spreadsheet>"
        '<table:table table:name="CV"><table:table-column table:style-name="w"/>'
        '<table:table-column table:style-name="v" table:number-columns-repeated="2"/>'
        f'<table:table-column table:style-name="w"/>{body}</table:table>'
        "</office:spreadsheet>"
        "</office:body></office:document>"
    ).encode()


def _sheet() -> bytes:
    return _fods([
        [_cell("Tamsin Okafor", "h", 4)],
        [_cell("Name", "l"), _cell("Tamsin Okafor"), _cell("Phone", "l"),
         _cell("+44 7700 900 512")],
        [_cell("Work Experience", "h", 4)],
        [_cell("Dates", "l"), _cell("Employer", "l"), _cell("Position", "l"),
         _cell("Location", "l")],
        [_cell("04/2018 – Present"), _cell("Royal Botanic Gardens Kew"),
         _cell("Head Gardener"), _cell("Richmond")],
        [_cell("Duties", "l"), _cell(["1. Curate the alpine collection",
                                      "2. Train apprentices in propagation"], span=3)],
        [_cell("09/2012 – 03/2018"), _cell("National Trust"), _cell("Gardener"),
         _cell("Sissinghurst")],
        [_cell("Duties", "l"), _cell(["1. Propagated the white garden's roses",
                                      "2. Kept the plant records",
                                      "3. Led garden tours"], span=3)],
        [_cell("Education", "h", 4)],
        [_cell("2009 – 2012"), _cell("Writtle University College"),
         _cell("BSc Horticulture", span=2)],
    ])  # fmt: skip


@pytest.fixture(scope="module")
def sheet_pdf(tmp_path_factory) -> bytes:
    if not shutil.which("soffice"):
        pytest.skip("LibreOffice is not installed (scripts/bootstrap.sh installs it)")
    tmp = tmp_path_factory.mktemp("sheet")
    (tmp / "cv.fods").write_bytes(_sheet())
    command = ["soffice", f"-env:UserInstallation=file://{tmp}/profile", "--headless",
               "--norestore", "--convert-to", "pdf", "--outdir", str(tmp),
               str(tmp / "cv.fods")]  # fmt: skip
    env = {**os.environ, "HOME": str(tmp)}
    subprocess.run(command, capture_output=True, timeout=300, env=env, check=True)
    return (tmp / "cv.pdf").read_bytes()


def test_a_sheet_row_of_wrapped_centred_cells_reads_as_one_job(sheet_pdf):
    work = parse_bytes(sheet_pdf).document["work"]

    assert [(w.get("name"), w.get("position"), w.get("location"), w.get("startDate"),
             w.get("endDate")) for w in work] == [
        ("Royal Botanic Gardens Kew", "Head Gardener", "Richmond", "2018-04", None),
        ("National Trust", "Gardener", "Sissinghurst", "2012-09", "2018-03"),
    ]  # fmt: skip
    assert work[0]["highlights"] == [
        "Curate the alpine collection", "Train apprentices in propagation"
    ]  # fmt: skip
    assert work[1]["highlights"] == [
        "Propagated the white garden's roses", "Kept the plant records", "Led garden tours"
    ]  # fmt: skip


def _line(top: float, *parts: tuple[str, float, float], bold: bool = False) -> Line:
    made = [Part(text, x0, x1, bold=bold, size=9) for text, x0, x1 in parts]
    line = Line(parts=made, top=top, x0=made[0].x0, x1=made[-1].x1, size=9, bold=bold)
    line.source = [line.text]
    return line


def test_a_band_of_half_pitch_rows_is_one_row_of_cells_and_its_labels_are_furniture():
    lines = [
        _line(100, ("Dates", 76, 100), ("Employer", 170, 210), ("Position", 330, 370), bold=True),
        _line(114, ("07/2019 –", 59, 103), ("Queensland Parks and Wildlife", 127, 264)),
        _line(119.3, ("Senior Ranger", 277, 340), ("Cairns", 420, 453)),
        _line(124.5, ("Present", 59, 92), ("Service", 127, 160)),
        _line(140, ("1. Plan and run planned burns", 127, 300)),
        _line(150.5, ("Duties", 74, 107), ("2. Lead search and rescue", 127, 260)),
        _line(161, ("3. Co-manage cultural sites", 127, 280)),
    ]

    out = sheet_rows(lines)

    assert [(line.text, line.furniture, line.bullet) for line in out] == [
        ("Dates Employer Position", True, False),
        ("07/2019 – Present Queensland Parks and Wildlife Service Senior Ranger Cairns",
         False, False),
        ("Plan and run planned burns", False, True),
        ("Duties", True, False),
        ("Lead search and rescue", False, True),
        ("Co-manage cultural sites", False, True),
    ]  # fmt: skip


def test_rows_a_line_apart_or_one_over_the_other_are_not_a_band():
    """Ordinary text: rows a full line apart, or close but over each other (a subscript, a
    tight heading), stay as they are."""
    lines = [
        _line(100, ("Senior Ranger", 59, 130), ("Cairns", 400, 430)),
        _line(111, ("Queensland Parks", 59, 140)),
        _line(116, ("and Wildlife", 80, 150)),
    ]

    assert [line.text for line in sheet_rows(lines)] == [
        "Senior Ranger Cairns", "Queensland Parks", "and Wildlife"
    ]  # fmt: skip
