"""PDF text as a reader sees it: words set apart by position with no space glyph, letter-spaced
headings, ligatures, hyphens at line ends, page numbers and running footers kept out of the
resume (but kept in the source text). PDFs drawn with reportlab here; Chromium-printed
resumes in test_import_chromium.py."""

from __future__ import annotations

import io
import subprocess

import pytest

from resumes.importing.parse import parse_bytes
from resumes.importing.pdf import read_pdf

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _canvas():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", FONT))
    buffer = io.BytesIO()
    return canvas.Canvas(buffer, pagesize=(595, 842)), buffer


def _positioned(c, x: float, y: float, text: str, size: float = 10, gap: float = 0.22) -> None:
    """Each word drawn on its own, `gap` font sizes after the last: no space glyph at all."""
    from reportlab.pdfbase import pdfmetrics

    for word in text.split():
        c.setFont("DejaVu", size)
        c.drawString(x, y, word)
        x += pdfmetrics.stringWidth(word, "DejaVu", size) + gap * size


def _spaced(c, x: float, y: float, text: str, size: float, spacing: float) -> None:
    t = c.beginText(x, y)
    t.setFont("DejaVu", size)
    t.setCharSpace(spacing)
    t.textOut(text)
    c.drawText(t)


SENTENCE = "Backend engineer with nine years of experience at Freshkorb GmbH in Berlin, Germany"


@pytest.mark.parametrize("gap", [0.12, 0.18, 0.25, 0.5])
@pytest.mark.parametrize("size", [8, 10.5, 14])
def test_words_set_apart_by_position_are_words(size, gap):
    c, buffer = _canvas()
    _positioned(c, 40, 700, SENTENCE, size=size, gap=gap)
    c.save()
    lines, _ = read_pdf(buffer.getvalue())
    assert [line.text for line in lines] == [SENTENCE]


def test_letter_spaced_headings_read_as_words_beside_normal_text():
    c, buffer = _canvas()
    _spaced(c, 40, 760, "SUMMARY", 11, 4)
    _spaced(c, 40, 730, "WORK EXPERIENCE", 11, 3)
    _spaced(c, 330, 730, "Own the demand forecasting models", 10, 0)
    _positioned(c, 40, 700, "Bachelor of Science")
    c.save()
    texts = [line.text for line in read_pdf(buffer.getvalue())[0]]
    assert "SUMMARY" in texts
    assert any(t.startswith("WORK EXPERIENCE") for t in texts), texts
    assert "Bachelor of Science" in texts


def test_ligatures_read_as_their_letters_and_a_line_end_hyphen_is_kept():
    c, buffer = _canvas()
    c.setFont("DejaVu", 10)
    c.drawString(40, 700, "Certi\ufb01ed e\ufb03cient work\ufb02ow")
    c.save()
    assert read_pdf(buffer.getvalue())[0][0].text == "Certified efficient workflow"


def _two_pages() -> bytes:
    c, buffer = _canvas()
    for page in (1, 2):
        if page == 1:
            c.setFont("DejaVu", 22)
            c.drawString(40, 780, "Anna Schmidt")
            c.setFont("DejaVu", 12)
            c.drawString(40, 740, "EXPERIENCE")
        y = 710 if page == 1 else 780
        for n in range(3):
            index = (page - 1) * 3 + n + 1
            c.setFont("DejaVu", 10)
            c.drawString(40, y, f"Engineer {index}, Company Number{index} Ltd    2010 – 2012")
            c.drawString(52, y - 14, f"• Shipped the release number {index} on time")
            y -= 44
        _positioned(c, 240, 30, "Anna Schmidt · Resume", size=8)
        _positioned(c, 520, 30, f"Page {page}", size=8)
        c.showPage()
    c.save()
    return buffer.getvalue()


def test_page_numbers_and_running_footers_stay_out_of_the_resume():
    draft = parse_bytes(_two_pages())
    document = draft.document
    assert document["basics"]["name"] == "Anna Schmidt"
    assert len(document["work"]) == 6
    every = str(document)
    assert "Page 1" not in every and "Page 2" not in every
    assert "Resume" not in every
    assert "Page 2" in draft.source_text
    assert "Anna Schmidt · Resume" in draft.source_text


@pytest.mark.parametrize("text", ["☎ +33 6 12 34 56 78", "Go C R Qt JS Ada 12 34 56 7"])
def test_a_row_of_short_words_keeps_its_spaces(text):
    # As many word gaps as letter gaps: the usual letter gap is still the smaller one.
    c, buffer = _canvas()
    _positioned(c, 60, 780, text, size=12, gap=0.17)
    c.save()
    lines, _ = read_pdf(buffer.getvalue())

    # The source keeps the row as drawn; an icon glyph leads a line like a bullet.
    assert lines[0].source == [text]
    assert lines[0].text == text.removeprefix("☎ ")


def test_fonts_sized_by_the_text_matrix_keep_their_words_whole(tmp_path):
    """cairo (AbiWord, Inkscape) sets each font at size 1 and scales it by the text matrix,
    and places every glyph on its own: the gaps between letters are measured against the
    size on the page, so letters stay words and spaces stay spaces."""
    c, buffer = _canvas()
    c.saveState()
    c.transform(14, 0, 0, 14, 72, 760)
    _positioned(c, 0, 0, "Harbour pilot at Skagerrak Pilotage", size=1, gap=0.28)
    c.restoreState()
    c.save()
    assert [line.text for line in read_pdf(buffer.getvalue())[0]] == [
        "Harbour pilot at Skagerrak Pilotage"
    ]


def test_an_abiword_pdf_reads_as_its_words(tmp_path):
    page = tmp_path / "cv.html"
    page.write_text(
        "<html><body><h1>Marguerite Olsson</h1><p>Harbour pilot, Gothenburg</p>"
        "<h2>Experience</h2><p>Senior pilot at Skagerrak Pilotage since 2019, guiding "
        "tankers through narrow channels.</p></body></html>",
        encoding="utf-8",
    )
    out = tmp_path / "cv.pdf"
    subprocess.run(["abiword", "--to=pdf", f"--to-name={out}", str(page)], check=True, timeout=120)
    lines = [line.text for line in read_pdf(out.read_bytes())[0]]
    assert lines[:3] == ["Marguerite Olsson", "Harbour pilot, Gothenburg", "Experience"]
    assert lines[3].startswith("Senior pilot at Skagerrak Pilotage since 2019, guiding")


def test_an_abiword_list_item_keeps_its_wrapped_rows(tmp_path):
    """AbiWord's list items wrap back to left of the text after the marker's tab: each wrapped
    row is the rest of its item, not a line of its own."""
    item = (
        "Rebuilt the cold-chain audit for forty regional pharmacies and trained every "
        "dispensary lead in the new temperature logging routine within two months"
    )
    page = tmp_path / "cv.html"
    page.write_text(
        "<html><body><h2>Experience</h2><table><tr><td>2019 - 2023</td><td>"
        f"<p>Nordvik Pharmacy</p><ul><li>{item}</li><li>Cut stock write-offs by a "
        "third</li></ul></td></tr></table></body></html>",
        encoding="utf-8",
    )
    out = tmp_path / "cv.pdf"
    subprocess.run(["abiword", "--to=pdf", f"--to-name={out}", str(page)], check=True, timeout=120)
    highlights = parse_bytes(out.read_bytes()).document["work"][0]["highlights"]
    assert highlights == [item, "Cut stock write-offs by a third"]
