"""A resume set as a ruled two-column table (each section's heading in the left cell), scanned
at 150 dpi and saved as a low-quality JPEG: its hairline borders, faint and broken by the
JPEG's blocks, are painted over or dropped where Tesseract read them as "|", and the heading
column becomes headings above their sections (`ocr_headings.py`, `ocr_page._broken_rules`,
`ocr_marks.without_cell_borders`). The documents are our own (`corpus/degraded.py`)."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from resumes.importing.lines import Line, Part
from resumes.importing.ocr_fax import low_quality_jpeg
from resumes.importing.ocr_headings import heading_column
from resumes.importing.ocr_marks import without_cell_borders
from resumes.importing.ocr_page import without_rules
from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import degraded
from tests.resumes.importing.corpus.scoring import content_recall, score_document


@pytest.fixture(scope="module")
def table_scan():
    person = degraded.PEOPLE[0]
    draft = parse_bytes(degraded.low_jpeg(degraded.table_pdf(person)))
    return draft, degraded.truth(person)


def test_a_low_jpeg_scan_of_a_heading_column_table_is_read_section_by_section(table_scan):
    draft, truth = table_scan
    document = draft.document

    assert draft.report["ocr"] is True
    assert [w["position"] for w in document["work"]] == [w["position"] for w in truth["work"]]
    assert [w["startDate"] for w in document["work"]] == ["2020-04", "2017-09"]
    assert document["education"][0]["institution"] == "University of Leeds"
    assert [s["name"] for s in document["skills"]] == ["Design", "Codes"]
    assert document["basics"]["email"] == "helena.marsh@example.org"  # not split at its @
    assert not any("|" in line or "PROFILE" in line for line in document.get("x-unplaced", []))
    assert content_recall(truth, document) >= 0.95
    assert score_document(truth, document).f1 >= 0.85


def _line(top: float, *pieces: tuple[str, float, float], bullet: bool = False) -> Line:
    parts = [Part(text, x0, x1, size=10.0) for text, x0, x1 in pieces]
    return Line(parts, top=top, bottom=top + 10, x0=parts[0].x0, x1=parts[-1].x1, size=10.0,
                bullet=bullet)  # fmt: skip


def test_a_heading_column_becomes_headings_above_their_sections():
    lines = [
        _line(60, ("Ada Park", 80, 160)),
        _line(100, ("PROFILE", 80, 125), ("Nurse with six years in intensive care.", 170, 400)),
        _line(130, ("WORK", 80, 110), ("Staff Nurse, Leeds General (2019 - Present)", 170, 420)),
        _line(143, ("EXPERIENCE", 80, 140), ("Ran the night shift's handovers", 178, 380)),
        _line(156, ("Cared for twelve ventilated patients", 178, 400), bullet=True),
        _line(190, ("SKILLS", 80, 115), ("Clinical: ECMO, Triage", 170, 300)),
        _line(203, ("Systems: Cerner", 170, 260)),
        # A heading filling its cell: no gap wide enough to part it from its content.
        _line(230, ("CERTIFICATIONS Advanced Life Support, Resuscitation Council", 80, 470)),
    ]

    out = heading_column(lines)

    assert [line.text for line in out] == [
        "Ada Park", "PROFILE", "Nurse with six years in intensive care.",
        "WORK EXPERIENCE", "Staff Nurse, Leeds General (2019 - Present)",
        "Ran the night shift's handovers", "Cared for twelve ventilated patients",
        "SKILLS", "Clinical: ECMO, Triage", "Systems: Cerner",
        "CERTIFICATIONS", "Advanced Life Support, Resuscitation Council",
    ]  # fmt: skip
    headings = [line for line in out if line.text in ("PROFILE", "WORK EXPERIENCE", "SKILLS")]
    assert all(line.block_start and len(line.parts) == 1 for line in headings)
    assert out[5].bullet  # its mark stood mid-row, after the heading cell


def test_rows_that_only_start_with_a_short_word_are_left_as_they_are():
    # A dates column: a piece with digits is no heading cell; and a page of plain rows.
    lines = [
        _line(100 + 13 * n, ("2019 - 2021", 80, 140), ("Staff Nurse, Leeds General", 170, 330))
        for n in range(4)
    ]
    lines.append(_line(200, ("A paragraph of text set across the page", 80, 400)))

    assert heading_column(lines) == lines


def _reading(*words: tuple[str, int, int]) -> dict:
    return {
        "text": [w for w, _, _ in words],
        "left": [x for _, x, _ in words],
        "width": [w for _, _, w in words],
        "top": [100] * len(words),
        "height": [20] * len(words),
    }


def test_cell_borders_read_as_bars_are_dropped_and_typed_separators_kept():
    border = _reading(("|", 10, 3), ("PROFILE", 22, 80), ("|", 160, 3), ("|", 166, 3),
                      ("Physiotherapist", 182, 120))  # fmt: skip
    contact = _reading(("ada@example.org", 10, 150), ("|", 166, 4), ("+44", 176, 30))

    assert [border["text"][i] for i in without_cell_borders(border, list(range(5)))] == [
        "PROFILE",
        "Physiotherapist",
    ]
    assert without_cell_borders(contact, [0, 1, 2]) == [0, 1, 2]


def _font(size: int):
    return ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size)


def test_hairline_borders_broken_by_jpeg_blocks_are_painted_over():
    page = Image.new("L", (1240, 600), 255)
    draw = ImageDraw.Draw(page)
    for y in (100, 300, 500):
        draw.line((80, y, 1160, y), fill=150, width=1)  # faint hairlines
    for x in (80, 300, 1160):
        draw.line((x, 100, x, 500), fill=150, width=1)
    draw.text((320, 180), "Physiotherapist with eight years", fill=0, font=_font(20))
    draw.text((320, 220), "in sports rehabilitation", fill=0, font=_font(12))  # small type
    buffer = io.BytesIO()
    page.rotate(0.3, resample=Image.Resampling.BICUBIC, fillcolor=255).save(
        buffer, "JPEG", quality=20
    )
    scan = Image.open(io.BytesIO(buffer.getvalue())).convert("L")

    assert low_quality_jpeg(Image.open(io.BytesIO(buffer.getvalue())))
    cleaned = np.asarray(without_rules(scan, broken=True))
    before = np.asarray(scan)

    rule = (slice(290, 312), slice(400, 1100))  # along the middle hairline
    assert (before[rule] < 200).sum() > 300
    assert (cleaned[rule] < 200).sum() < 40
    text = (slice(170, 245), slice(315, 800))
    assert (cleaned[text] < 128).sum() >= 0.9 * (before[text] < 128).sum()  # the text kept


def test_broken_hairlines_are_looked_for_on_low_quality_jpegs_only():
    page = Image.new("L", (400, 300), 255)
    good, poor = io.BytesIO(), io.BytesIO()
    page.save(good, "JPEG", quality=85)
    page.save(poor, "JPEG", quality=25)

    assert not low_quality_jpeg(Image.open(good))
    assert low_quality_jpeg(Image.open(poor))
    assert not low_quality_jpeg(page)  # not a JPEG
