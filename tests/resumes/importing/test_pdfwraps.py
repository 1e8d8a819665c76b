"""Rows that continue the row above (`resumes/importing/pdfwraps.py`) in AbiWord's PDFs: a
list item's wrapped rows start between its marker and its text, so a short first row (its next
word too long to fit) still goes on in the rows under it. An AbiWord document of its own."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from resumes.importing.parse import parse_bytes

PAGE = (
    '<html><head><meta charset="utf-8"></head><body><h1>Okonjo Adeyemi</h1><p>Laboratory Te'
    "chnician</p><p>okonjo.adeyemi@example.ng · +234 803 555 0147 · Lagos, NG</p><h2>Profil"
    "e</h2><p>Laboratory technician with nine years in haematology and microbiology, from s"
    "ample reception to validated results.</p><h2>Work Experience</h2><table><tr><td width="
    '"40%">Mar. 2019 – Present</td><td width="60%">Lagos Diagnostics, Lagos<br>Senior Labor'
    "atory Technician<ul><li>Ran the haematology bench for a busy outpatient clinic</li><li"
    ">Maintained our internationally-accredited instrumentation and recorded calibrations</"
    "li></ul></td></tr><tr><td>Jan. 2015 – Feb. 2019</td><td>Ibadan Teaching Hospital, Ibad"
    "an<br>Laboratory Technician<ul><li>Prepared reagents for the microbiology laboratory</"
    'li></ul></td></tr></table><h2>Education</h2><table><tr><td width="40%">2011 – 2014</td'
    '><td width="60%">University of Ibadan<br>BSc, Medical Laboratory Science</td></tr></ta'
    "ble><h2>Skills</h2><p>Haematology, Microbiology</p></body></html>"
)


def test_an_abiword_list_item_whose_first_row_is_short_reads_whole(tmp_path):
    if not shutil.which("abiword"):
        pytest.skip("abiword is not installed (scripts/bootstrap.sh installs it)")
    source, out = tmp_path / "cv.html", tmp_path / "cv.pdf"
    source.write_text(PAGE, encoding="utf-8")
    command = ["abiword", "--to=pdf", "-o", str(out), str(source)]
    subprocess.run(command, check=True, timeout=120, capture_output=True)

    work = parse_bytes(out.read_bytes()).document["work"]

    assert work[0]["highlights"] == [
        "Ran the haematology bench for a busy outpatient clinic",
        "Maintained our internationally-accredited instrumentation and recorded calibrations",
    ]
    assert [(w["name"], w["position"], w.get("location")) for w in work] == [
        ("Lagos Diagnostics", "Senior Laboratory Technician", "Lagos"),
        ("Ibadan Teaching Hospital", "Laboratory Technician", "Ibadan"),
    ]


def test_a_group_row_after_a_wrapped_group_starts_its_own_line():
    """Layout family: design-tool sidebars set row by row (an SVG design through svglib):
    "Group: a, b," wraps onto a row, and the next "Group:" row is a group of its own."""
    from resumes.importing.lines import Line, Part
    from resumes.importing.pdfwraps import mark_continuations

    rows = [
        "Surveying: Total station, Laser",
        "scanning, Drone photogrammetry",
        "Drafting: AutoCAD, Revit, Tekla",
        "Structures",
    ]
    lines = []
    for number, text in enumerate(rows):
        top = 100.0 + 10.5 * number
        width = 5.0 * len(text)
        lines.append(Line(parts=[Part(text, 22, 22 + width)], x0=22, x1=22 + width,
                          top=top, bottom=top + 8.5, size=8.5))  # fmt: skip
    lines[0].parts[0].x1 = lines[0].x1 = 180.0  # the rows fill the sidebar's width
    lines[2].parts[0].x1 = lines[2].x1 = 180.0

    mark_continuations(lines)

    assert [line.continues for line in lines] == [False, True, False, True]
