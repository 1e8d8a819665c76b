"""Searchable scans (`resumes/importing/pdfscanlayer.py`): a scanned page made searchable by
Tesseract's own PDF renderer (the page image, its invisible text layer over it) is read as the
scan it is, with our OCR, not as that layer's text; a PDF with visible text, or whose picture
is only a logo, stays a text PDF."""

from __future__ import annotations

import io
import json
import subprocess
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from resumes.importing.parse import parse_bytes
from resumes.importing.pdfscanlayer import invisible_layer_only
from tests.resumes.importing.corpus import scans

FILES = Path(__file__).parent / "corpus" / "files"


def _tesseract_pdf(image, tmp_path: Path, languages: str) -> bytes:
    """`image` made searchable as scanner software does it: `tesseract scan.jpg out pdf`."""
    source = tmp_path / "scan.jpg"
    image.convert("L").save(source, "JPEG", quality=85, dpi=(200, 200))
    subprocess.run(
        ["tesseract", str(source), str(tmp_path / "scan"), "-l", languages, "pdf"],
        check=True, capture_output=True, timeout=300, env={"OMP_THREAD_LIMIT": "1"},
    )  # fmt: skip
    return (tmp_path / "scan.pdf").read_bytes()


def _layered(visible: bool, picture: tuple[float, float]) -> bytes:
    """A page with a grey picture `picture` (width, height in points) at its corner and a
    line of text over it, visible or in render mode 3."""
    image = scans.scanned(scans.pages((FILES / "en_reportlab_single.pdf").read_bytes())[0], 0)
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=(595, 842))
    c.drawImage(ImageReader(image), 0, 842 - picture[1], *picture)
    text = c.beginText(72, 700)
    text.setTextRenderMode(0 if visible else 3)
    text.setFont("Helvetica", 11)
    text.textOut("Senior Engineer")
    c.drawText(text)
    c.showPage()
    c.save()
    return out.getvalue()


@pytest.mark.parametrize(
    ("visible", "picture", "scan"),
    [(False, (595, 842), True), (True, (595, 842), False), (False, (120, 60), False)],
)
def test_only_an_invisible_layer_over_a_page_picture_is_a_scan(visible, picture, scan):
    pdf = pdfium.PdfDocument(_layered(visible, picture))
    try:
        assert invisible_layer_only(pdf) is scan
    finally:
        pdf.close()


def test_a_chinese_scan_made_searchable_by_tesseract_is_read_by_our_ocr(tmp_path):
    """Tesseract's layer puts a space between Chinese words ('福建 春伦 集团') and stretches
    each word's box; read again, the employers and e-mail come out whole."""
    expected = json.loads((FILES / "zh_weasyprint.expected.json").read_text(encoding="utf-8"))
    page = scans.pages((FILES / "zh_weasyprint.pdf").read_bytes(), limit=1)[0]
    pdf = _tesseract_pdf(scans.scanned(page, -0.6), tmp_path, "chi_sim+eng")

    draft = parse_bytes(pdf)

    assert draft.report["ocr"] is True
    document = draft.document
    assert document["basics"]["email"] == expected["basics"]["email"]
    assert [w["name"] for w in document["work"]] == [w["name"] for w in expected["work"]]
