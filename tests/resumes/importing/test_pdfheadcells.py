"""Layout family: a word processor's resume laid out as a two-column table (ODT written with
odfpy, exported to PDF by LibreOffice): the narrow left column names each section, the right
column holds its entries. A document of this module's own, rendered for the test."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from resumes.importing.lines import Line, Part
from resumes.importing.parse import parse_bytes
from resumes.importing.pdfheadcells import split_heading_cells

pytestmark = pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice absent")

ROWS = [
    ("SUMMARY", ["Registered nurse with six years in cardiac and intensive care."]),
    (
        "EMPLOYMENT HISTORY",
        [
            "Charge Nurse, Ottawa Heart Institute (Apr 2020 – Present) – Ottawa",
            "• Lead a team of nine nurses on the night shift",
            "• Introduced a bedside handover checklist",
            "Staff Nurse, Kingston General Hospital (Jul 2017 – Mar 2020) – Kingston",
            "• Cared for patients after cardiac surgery",
        ],
    ),
    ("EDUCATION", ["Bachelor of Science in Nursing, Nursing, Queen's University (2013 – 2017)"]),
    ("LANGUAGES", ["English (Native)", "French (Professional)"]),
    ("CERTIFICATIONS", ["Advanced Cardiac Life Support, Heart and Stroke Foundation, 2021"]),
]


def _odt(path):
    from odf.opendocument import OpenDocumentText
    from odf.style import Style, TableCellProperties, TableColumnProperties, TextProperties
    from odf.table import Table, TableCell, TableColumn, TableRow
    from odf.text import P

    doc = OpenDocumentText()
    narrow = Style(name="Narrow", family="table-column")
    narrow.addElement(TableColumnProperties(columnwidth="4.2cm"))
    wide = Style(name="Wide", family="table-column")
    wide.addElement(TableColumnProperties(columnwidth="12.8cm"))
    head = Style(name="Head", family="paragraph")
    head.addElement(TextProperties(fontweight="bold"))
    cell = Style(name="Cell", family="table-cell")
    cell.addElement(TableCellProperties(padding="0.1cm"))
    for style in (narrow, wide, head, cell):
        doc.automaticstyles.addElement(style)
    doc.text.addElement(P(text="Amelie Tremblay"))
    doc.text.addElement(P(text="Cardiac Nurse"))
    doc.text.addElement(P(text="amelie.tremblay@example.org | +1 613 555 0142 | Ottawa, ON"))
    table = Table(name="Resume")
    table.addElement(TableColumn(stylename=narrow))
    table.addElement(TableColumn(stylename=wide))
    for heading, entries in ROWS:
        row = TableRow()
        left, right = TableCell(stylename=cell), TableCell(stylename=cell)
        left.addElement(P(stylename=head, text=heading))
        for entry in entries:
            right.addElement(P(text=entry))
        row.addElement(left)
        row.addElement(right)
        table.addElement(row)
    doc.text.addElement(table)
    doc.save(str(path))


@pytest.fixture(scope="module")
def document(tmp_path_factory):
    folder = tmp_path_factory.mktemp("odt")
    _odt(folder / "resume.odt")
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(folder),
         str(folder / "resume.odt")],
        check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    return parse_bytes((folder / "resume.pdf").read_bytes()).document


def test_the_left_cells_are_section_headings(document):
    assert document["basics"]["summary"].startswith("Registered nurse with six years")
    assert "Ottawa Heart Institute" not in document["basics"]["summary"]
    assert [job["name"] for job in document["work"]] == [
        "Ottawa Heart Institute",
        "Kingston General Hospital",
    ]
    assert document["work"][0]["highlights"] == [
        "Lead a team of nine nurses on the night shift",
        "Introduced a bedside handover checklist",
    ]
    assert document["education"][0]["institution"] == "Queen's University"
    assert [lang["language"] for lang in document["languages"]] == ["English", "French"]


def test_a_heading_broken_inside_a_word_by_its_narrow_cell_is_one_heading(document):
    names = [c["name"] for c in document.get("certificates", [])]
    assert names == ["Advanced Cardiac Life Support"]


def test_a_heading_that_filled_its_cell_is_cut_off_the_entry():
    def row(*parts, x0=60.0):
        line = Line(parts=[Part(text, x, x1) for text, x, x1 in parts], x0=x0)
        line.source = [" ".join(p[0] for p in parts)]
        return line

    lines = [
        row(("PROFILE", 60, 100), ("Surveyor of roads and bridges.", 151, 400)),
        row(("EDUCATION", 60, 110), ("BSc Surveying, Ulster University (2010 – 2013)", 151, 420)),
        row(("SKILLS", 60, 95), ("Total stations, GNSS", 151, 300)),
        row(("LICENSES Chartered Surveyor, RICS, 2016", 60, 390)),
    ]
    out = split_heading_cells(lines)
    assert [line.text for line in out][-2:] == ["LICENSES", "Chartered Surveyor, RICS, 2016"]
    assert out[-1].x0 == 151
    assert out[-2].source == ["LICENSES Chartered Surveyor, RICS, 2016"]


def test_a_list_item_whose_mark_was_not_read_in_a_heading_row_is_still_a_list_item():
    # A scan (or a drawn bullet) loses the mark between "EXPERIENCE" and the row's item: the
    # piece cut off the heading cell starts where the section's list items start.
    def row(*parts, bullet=False):
        line = Line(parts=[Part(text, x, x1) for text, x, x1 in parts], x0=parts[0][1])
        line.source, line.bullet = [" ".join(p[0] for p in parts)], bullet
        return line

    lines = [
        row(("PROFILE", 60, 100), ("Structural engineer on bridges.", 151, 400)),
        row(("WORK", 60, 95), ("Senior Engineer, Calder Partners (2020 - Present)", 151, 420)),
        row(("EXPERIENCE", 60, 120), ("Designed steel footbridges", 158, 360)),
        row(("Checked temporary works", 158, 360), bullet=True),
        row(("SKILLS", 60, 95), ("ETABS, Tekla", 151, 300)),
    ]
    out = split_heading_cells(lines)
    texts = [line.text for line in out]
    assert texts[:4] == ["PROFILE", "Structural engineer on bridges.", "WORK EXPERIENCE",
                         "Senior Engineer, Calder Partners (2020 - Present)"]  # fmt: skip
    items = [line.text for line in out if line.bullet]
    assert items == ["Designed steel footbridges", "Checked temporary works"]
