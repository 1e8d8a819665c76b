"""Page furniture (`resumes/importing/furniture.py`): page numbers set between dashes whose
first dash the row reader took for a list bullet ("– 2 –" read as the item "2 –"; layout
family: troff and LaTeX pages, Word's "- 1 -" footers) are still page numbers."""

from __future__ import annotations

import pytest

from resumes.importing.furniture import mark_furniture
from resumes.importing.lines import plain_line


@pytest.mark.parametrize("text", ["2 –", "12 -", "3 —"])
def test_a_page_number_whose_first_dash_became_a_bullet_is_furniture(text):
    line = plain_line(text, bullet=True, page=0, top=780.0, bottom=790.0)

    mark_furniture([line], [842.0])

    assert line.furniture


def test_a_list_item_that_is_a_number_with_a_dash_in_the_body_is_content():
    line = plain_line("2 – 3 years of ward experience", bullet=True, page=0, top=400.0)

    mark_furniture([line], [842.0])

    assert not line.furniture


def test_a_fixed_width_cv_printed_by_enscript_keeps_rules_and_typed_bullets_out(tmp_path):
    """Plain text printed to PDF (enscript, then ps2pdf): the rows of "=" under headings are
    no text of the resume, and "o" before a capital is a typed list marker."""
    import subprocess

    from resumes.importing.parse import parse_bytes

    rule = "=" * 60
    text = (
        "                 Ingrid Halvorsen\n              Marine Biologist\n\n"
        f"SUMMARY\n{rule}\nField biologist with ten years of reef and kelp surveys.\n\n"
        f"EXPERIENCE\n{rule}\nNorwegian Institute of Marine Research           2018 - 2024\n"
        "  Research Scientist\n    o Led twelve kelp forest survey cruises\n"
        "    o Trained divers in transect sampling\n\n"
        f"SKILLS\n{rule}\nScientific diving, R, GIS\n"
    )
    source = tmp_path / "cv.txt"
    source.write_text(text, encoding="utf-8")
    ps, pdf = tmp_path / "cv.ps", tmp_path / "cv.pdf"
    subprocess.run(["enscript", "-q", "-o", str(ps), str(source)], check=True, timeout=120)
    subprocess.run(["ps2pdf", str(ps), str(pdf)], check=True, timeout=120)
    document = parse_bytes(pdf.read_bytes()).document
    assert "===" not in str({k: v for k, v in document.items() if k != "x-unplaced"})
    assert document["basics"]["summary"].startswith("Field biologist")
    assert [h for w in document["work"] for h in w.get("highlights", [])] == [
        "Led twelve kelp forest survey cruises",
        "Trained divers in transect sampling",
    ]


def _browser_print(stamp: str, title: str, address: str) -> bytes:
    """A one-page CV drawn by reportlab with a browser's print header (date and time left,
    page title in the middle) and footer (the page's address left, "1/1" right)."""
    import io

    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if "STSong-Light" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    c.setFont("Helvetica", 8)
    c.drawString(20, 826, stamp)
    c.drawString(280, 826, title)
    c.drawString(20, 14, address)
    c.drawRightString(575, 14, "1/1")
    y = 760
    for text, size in [("Idris Mensah", 20), ("Piano Technician", 12), ("Certificates", 14),
                       ("Piano Tuning Diploma, Newark College, 2015", 10),
                       ("Grand Action Regulation, Steinway Academy, 2019", 10)]:  # fmt: skip
        c.setFont("Helvetica", size)
        c.drawString(60, y, text)
        y -= size * 2
    c.showPage()
    c.save()
    return buffer.getvalue()


@pytest.mark.parametrize(
    "stamp, address",
    [
        ("3/4/25, 9:12 AM", "file:///home/idris/cv/index.html"),
        ("2025/3/4 09:12", "https://cv.example.net/idris.html"),
    ],
)
def test_a_browsers_print_header_and_footer_are_furniture(stamp, address):
    """Browser prints with the header and footer left on (layout family: Chromium's
    --print-to-pdf, one page, so nothing repeats): the print date and the page title beside it
    at the top, the page's address at the foot, are kept out of the entries, kept in the
    source text."""
    from resumes.importing.parse import parse_bytes

    draft = parse_bytes(_browser_print(stamp, "CV – Idris Mensah", address))
    certificates = draft.document["certificates"]
    assert [c["name"] for c in certificates] == ["Piano Tuning Diploma", "Grand Action Regulation"]
    assert certificates[-1]["date"] == "2019"
    assert draft.document["basics"]["name"] == "Idris Mensah"
    assert address in draft.source_text and stamp in draft.source_text
    flat = str(draft.document)
    assert address not in flat and stamp not in flat


def test_a_counted_footer_above_a_deep_margin_is_furniture():
    """Layout family: LibreOffice Writer's page footer inside a 2 cm margin, above the 10 %
    band: the lowest row of each page a bare number counting the pages, at one height."""
    lines = [
        plain_line("Languages", page=0, top=640.0, bottom=652.0),
        plain_line("Welsh", page=0, top=660.0, bottom=672.0),
        plain_line("1", page=0, top=704.0, bottom=716.0),
        plain_line("Fluent", page=1, top=70.0, bottom=82.0),
        plain_line("2", page=1, top=704.0, bottom=716.0),
    ]

    mark_furniture(lines, [842.0, 842.0])

    assert [line.text for line in lines if line.furniture] == ["1", "2"]


def test_a_number_that_does_not_count_the_pages_stays_content():
    lines = [
        plain_line("Typing speed (wpm)", page=0, top=640.0, bottom=652.0),
        plain_line("85", page=0, top=704.0, bottom=716.0),
        plain_line("Fluent", page=1, top=70.0, bottom=82.0),
        plain_line("90", page=1, top=704.0, bottom=716.0),
    ]

    mark_furniture(lines, [842.0, 842.0])

    assert not any(line.furniture for line in lines)
