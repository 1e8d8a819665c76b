"""A PDF's outline as heading levels (`resumes/importing/pdfoutline.py`; layout family:
word-processor PDFs with their headings exported as bookmarks, as LibreOffice Writer prints
Markdown that pandoc made ODT): section headings and entries' headings drawn alike are told
apart by the outline's levels."""

from __future__ import annotations

import io

from resumes.importing.lines import plain_line
from resumes.importing.parse import parse_bytes
from resumes.importing.pdfoutline import mark_outline_headings

# (level, text, bold size): the sections and the entries' headings in one style.
ROWS = [
    (0, "Mireille Okafor", 16),
    (None, "Conservation Architect", 12),
    (1, "Appointments", 14),
    (2, "Project Architect", 14),
    (None, "Purcell, Bath — 2019-04 – Present", 12),
    (None, "• Lead the repair of Grade I listed churches", 12),
    (2, "Architectural Assistant", 14),
    (None, "Donald Insall Associates, London — 2015-09 – 2019-03", 12),
    (None, "• Surveyed timber roofs of medieval barns", 12),
    (1, "Schooling", 14),
    (2, "Master of Architecture", 14),
    (None, "University of Bath — 2012 – 2015", 12),
]


def outlined_pdf(rows=ROWS, outline: bool = True) -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    y = 780
    for number, (level, text, size) in enumerate(rows):
        page.setFont("Helvetica-Bold" if level is not None else "Helvetica", size)
        page.drawString(72, y, text)
        if outline and level is not None:
            key = f"h{number}"
            page.bookmarkHorizontal(key, 72, y + size)
            page.addOutlineEntry(text, key, level=level)
        y -= size + 12
    page.save()
    return buffer.getvalue()


def test_the_outline_tells_entries_from_sections_drawn_alike():
    work = parse_bytes(outlined_pdf()).document["work"]

    assert [(w.get("position"), w.get("name")) for w in work] == [
        ("Project Architect", "Purcell"),
        ("Architectural Assistant", "Donald Insall Associates"),
    ]


def test_without_the_outline_the_entries_are_lost_as_headings():
    """The same page without bookmarks: what the rule is for."""
    work = parse_bytes(outlined_pdf(outline=False)).document.get("work", [])

    assert ("Project Architect", "Purcell") not in [
        (w.get("position"), w.get("name")) for w in work
    ]


def test_an_outline_naming_what_the_page_does_not_show_marks_nothing():
    lines = [plain_line("Ana Ruiz", page=0), plain_line("Experience", page=0)]

    count = mark_outline_headings(
        lines, [(0, "Chapter 1", 0), (1, "Intro", 0), (1, "Methods", 0), (1, "Experience", 0)]
    )

    assert count == 0
    assert not any(line.heading for line in lines)


def test_a_heading_wrapped_over_two_rows_is_matched_row_by_row():
    lines = [
        plain_line("Ana Ruiz", page=0),
        plain_line("Experience", page=0),
        plain_line("Senior Restoration Carpenter and", page=0),
        plain_line("Joiner", page=0),
    ]
    outline = [(0, "Ana Ruiz", 0), (1, "Experience", 0),
               (2, "Senior Restoration Carpenter and Joiner", 0)]  # fmt: skip

    mark_outline_headings(lines, outline)

    assert [line.heading for line in lines] == [1, 2, 3, 3]
    assert lines[0].title
