"""A reader's red seal and blue pen taken off a colour scan before it is made grey (layout family:
a printout HR stamped and marked, scanned at 150 dpi: `corpus/handled.py`'s `marked_png`),
while a design's own coloured type stays."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from resumes.importing.ocr_marks_colour import without_coloured_marks
from tests.resumes.importing.corpus import degraded, handled

BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def _page(marked: bool = True) -> Image.Image:
    """A white 150 dpi page: black type crossed by a red ring, a red job title of the design's
    own, a blue underline."""
    page = Image.new("RGB", (1240, 1754), "white")
    d = ImageDraw.Draw(page)
    font = ImageFont.truetype(BOLD, 26)
    d.text((100, 100), "Helena Marsh  helena@example.org", fill="black", font=font)
    d.text((100, 160), "Structural Engineer", fill=(200, 60, 40), font=font)
    d.text((100, 380), "Calder Bridge Partners", fill="black", font=font)
    if not marked:
        return page
    layer = Image.new("RGB", page.size, "white")  # the marks' ink, printed over the type
    marks = ImageDraw.Draw(layer)
    marks.ellipse((380, 40, 620, 260), outline=(200, 40, 40), width=7)
    marks.line((100, 420, 600, 424), fill=(30, 50, 150), width=4)
    return handled._multiply(page, layer)


def test_a_seal_ring_and_an_underline_become_paper_and_type_under_them_stays():
    gray = np.asarray(without_coloured_marks(_page()))
    assert gray[40:50, 490:510].min() > 200  # the ring's top
    assert gray[419:426, 100:600].min() > 200  # the underline
    black = np.asarray(_page(marked=False).convert("L")) < 100
    assert (gray[black] < 128).mean() > 0.95  # the black type, under the ring too


def test_a_designs_coloured_title_is_kept():
    gray = np.asarray(without_coloured_marks(_page()))
    title = gray[160:195, 100:400]
    assert (title < 160).sum() > 300  # "Structural Engineer" still inked


def test_a_page_without_marks_is_left_to_the_usual_greying():
    page = Image.new("RGB", (1240, 1754), "white")
    ImageDraw.Draw(page).text((100, 100), "Plain", fill="black")
    assert without_coloured_marks(page) is None
    assert without_coloured_marks(page.convert("L")) is None
    warm = Image.new("RGB", (800, 1000), (255, 247, 230))  # paper under a warm lamp
    ImageDraw.Draw(warm).rectangle((0, 800, 800, 1000), fill=(120, 92, 66))  # a brown table
    assert without_coloured_marks(warm) is None


@pytest.mark.django_db
def test_a_stamped_and_pen_marked_scan_reads_its_header_and_entries():
    from resumes.importing.parse import parse_bytes

    person = degraded.PEOPLE[0]
    document = parse_bytes(handled.marked_png(degraded.table_pdf(person))).document
    assert document["basics"]["email"] == person["email"]
    assert document["basics"]["name"] == person["name"]
    companies = {job.get("name") for job in document.get("work", [])}
    assert {w[1] for w in person["work"]} <= companies
    assert Image.open(io.BytesIO(handled.marked_png(degraded.table_pdf(person)))).mode == "RGB"
