"""OCR rows read with low confidence read again larger (`ocr_rows.reread_doubtful_rows`): scans at
office-scanner resolution (150 dpi) where a small contact row split by middle dots and
small-caps headings fall under the size Tesseract reads well. Pages drawn with reportlab
here, rendered at 150 dpi, turned and speckled as a flatbed scan."""

from __future__ import annotations

import io

import pytest

from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import scans

SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
CONTACTS = ("Dayton, Ohio", "h.abernathy-cole@fastmail.com", "+1 937 555 0142")


def _page() -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", SERIF))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    y = 780

    def line(x: float, text: str, size: float = 10.5, spacing: float = 0) -> None:
        t = c.beginText(x, y)
        t.setFont("Serif", size)
        t.setCharSpace(spacing)
        t.textOut(text)
        c.drawText(t)

    line(190, "HANNAH ABERNATHY-COLE", 20)
    y -= 22
    line(240, "Hospital Pharmacist", 11)
    y -= 16
    line(150, "  ·  ".join(CONTACTS), 9)
    y -= 34
    for heading, rows in [
        (
            "EXPERIENCE",
            [
                "Hospital Pharmacist, Kettering Health, 2017 – Present",
                "Staff Pharmacist, Walgreens, 2012 – 2017",
            ],
        ),
        ("EDUCATION", ["PharmD, Pharmacy, University of Cincinnati, 2008 – 2012"]),
        ("LICENSURE", ["Registered Pharmacist, Ohio Board of Pharmacy, 2012"]),
    ]:
        line(60, heading, 9, 1.6)
        y -= 18
        for row in rows:
            line(60, row)
            y -= 16
        y -= 14
    c.save()
    return buffer.getvalue()


@pytest.fixture(scope="module")
def scan_150dpi() -> bytes:
    page = scans.pages(_page(), dpi=150, limit=1)[0]
    return scans.encode(scans.scanned(page, 1.1, seed=7), "png")


def test_a_small_contact_row_of_a_150_dpi_scan_is_read(scan_150dpi):
    draft = parse_bytes(scan_150dpi)
    basics = draft.document["basics"]

    assert draft.report["ocr"] is True
    assert basics["email"] == CONTACTS[1]
    assert basics["phone"].replace(" ", "") == CONTACTS[2].replace(" ", "")
    assert basics["location"]["city"] == "Dayton"


def test_letter_spaced_small_headings_of_a_scan_find_their_sections(scan_150dpi):
    document = parse_bytes(scan_150dpi).document

    assert len(document["work"]) == 2
    assert document["education"][0]["institution"] == "University of Cincinnati"
    assert document["certificates"][0]["name"] == "Registered Pharmacist"


def _barred_page() -> bytes:
    """A design template's page: section headings in white on dark bars."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", SERIF))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    y = 780
    c.setFont("Serif", 20)
    c.drawString(60, y, "Tobias Lindgren")
    y -= 20
    c.setFont("Serif", 10.5)
    c.drawString(60, y, "tobias.lindgren@example.se · +46 70 123 45 67")
    y -= 36
    for heading, rows in [
        (
            "EXPERIENCE",
            [
                "Site Electrician, Vattenfall AB, 2018 – Present",
                "Apprentice Electrician, Elektroskandia, 2015 – 2018",
            ],
        ),
        ("EDUCATION", ["Electrical Installation Diploma, Malmö Technical College, 2012 – 2015"]),
        ("LANGUAGES", ["Swedish (Native), English (Fluent)"]),
    ]:
        c.setFillGray(0.3)
        c.rect(55, y - 6, 480, 22, stroke=0, fill=1)
        c.setFillGray(1.0)
        c.setFont("Serif", 12)
        c.drawString(62, y, heading)
        c.setFillGray(0.0)
        c.setFont("Serif", 10.5)
        y -= 26
        for row in rows:
            c.drawString(60, y, row)
            y -= 16
        y -= 16
    c.save()
    return buffer.getvalue()


def test_headings_in_white_on_dark_bars_are_read():
    page = scans.pages(_barred_page(), dpi=200, limit=1)[0]
    draft = parse_bytes(scans.encode(scans.scanned(page, -1.2, seed=3), "png"))
    sections = [s["section"] for s in draft.report["sections"]]

    assert sections[:3] == ["work", "education", "languages"]
    assert len(draft.document["work"]) == 2
    assert draft.document["languages"][0]["language"] == "Swedish"
