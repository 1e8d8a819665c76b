"""A name in capitals whose two words a wide gap sets apart (a letter-spaced heading, or
words that OCR measures as two boxes) is one name, in a PDF and in a scan of it. A reportlab
page of this module's own."""

from __future__ import annotations

import io

import pytest

from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import scans

NAME = ("MARGARET", "OKONKWO-REYES")


def _page() -> bytes:
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    x = 90
    for word in NAME:
        t = c.beginText(x, 780)
        t.setFont("Times-Roman", 24)
        t.setCharSpace(4)
        t.textOut(word)
        t.setCharSpace(0)  # the spacing is graphics state: it would outlive the text object
        c.drawText(t)
        x += stringWidth(word, "Times-Roman", 24) + 4 * len(word) + 26  # a wide word gap
    rows = [
        ("Helvetica", 11, "Registered Pharmacist | Leeds, UK | m.okonkwo@example.com"),
        ("Helvetica-Bold", 13, "Experience"),
        ("Helvetica-Bold", 11, "Lead Pharmacist, Boots UK, 2019 - Present"),
        ("Helvetica", 11, "Ran the dispensary of a city-centre pharmacy"),
        ("Helvetica-Bold", 13, "Education"),
        ("Helvetica", 11, "MPharm, University of Bradford, 2010 - 2014"),
    ]
    y = 745
    for font, size, text in rows:
        c.setFont(font, size)
        c.drawString(90, y, text)
        y -= 26
    c.save()
    return buffer.getvalue()


@pytest.mark.parametrize("how", ["pdf", "scan"])
def test_a_capitalised_name_set_apart_by_a_wide_gap_stays_one_name(how):
    pdf = _page()
    if how == "scan":
        data = scans.encode(scans.scanned(scans.pages(pdf, dpi=150, limit=1)[0], 1.0), "png")
    else:
        data = pdf
    basics = parse_bytes(data).document["basics"]

    assert basics["name"] == " ".join(NAME)
    assert basics["label"] == "Registered Pharmacist"
    assert basics["email"] == "m.okonkwo@example.com"
