"""Tables under a row of column labels (`resumes/importing/pdftables.py`; layout family:
Markdown pipe tables printed by a word processor, pandoc's ODT through LibreOffice Writer):
each column's text starts under its label, a long cell wraps onto the rows under it, two
cells set close read as one run of text; the label row stays in the source text only."""

from __future__ import annotations

import io

from resumes.importing.parse import parse_bytes
from resumes.importing.pdf import read_pdf

COLUMNS = (72, 190, 300, 420)
LONG = "Court interpreter for Yoruba and Hausa since 2012, in criminal and civil trials."


def table_pdf(rows: list[tuple[str, list[str]]], columns=COLUMNS, outline=True) -> bytes:
    """rows: (font, cells by column, '' for an empty cell), drawn at the columns' x; the title
    and each 'head' row (a section heading) bookmarked, as Writer exports headings."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    y = 780
    for number, (font, cells) in enumerate(rows):
        size = 16 if font == "title" else 11
        for x, cell in zip(columns, cells, strict=False):
            if cell:
                page.setFont("Helvetica-Bold" if font != "plain" else "Helvetica", size)
                page.drawString(x, y, cell)
        if outline and font in ("title", "head"):
            page.bookmarkHorizontal(f"b{number}", 72, y + size)
            page.addOutlineEntry(cells[0], f"b{number}", level=0 if font == "title" else 1)
        y -= size + 3.5
    page.save()
    return buffer.getvalue()


CONTACTS = [
    ("title", ["Idris Bakare"]),
    ("plain", ["Court Interpreter"]),
    ("bold", ["Email", "Phone", "City", "Profile"]),
    ("plain", ["idris.bakare.interp", "+234 803 555 0142", "Lagos, NG", "www.linkedin.com/in/"]),
    ("plain", ["@example.org", "", "", "idris-bakare"]),
    ("head", ["Profile"]),
    *[("plain", [LONG])] * 4,
    ("head", ["Experience"]),
    *[("plain", [LONG])] * 4,
]


def test_a_labelled_contacts_table_reads_each_cell_whole():
    basics = parse_bytes(table_pdf(CONTACTS)).document["basics"]

    assert basics["email"] == "idris.bakare.interp@example.org"
    assert basics["phone"] == "+234 803 555 0142"
    assert basics["location"]["city"] == "Lagos"


def test_the_label_row_is_kept_out_of_the_fields_but_in_the_source():
    lines, _ = read_pdf(table_pdf(CONTACTS))

    labels = [line for line in lines if line.text.startswith("Email")]
    assert labels and labels[0].furniture
    row = next(line for line in lines if line.table)
    assert [part.text for part in row.parts][:2] == [
        "idris.bakare.interp@example.org",
        "+234 803 555 0142",
    ]


def test_a_skills_table_keeps_its_groups_and_a_wrapped_cell():
    rows = [
        ("title", ["Idris Bakare"]),
        ("plain", ["Court Interpreter"]),
        ("head", ["Profile"]),
        *[("plain", [LONG])] * 4,
        ("head", ["Skills"]),
        ("bold", ["Area", "", "Skills"]),
        ("plain", ["Interpreting", "", "Consecutive, Simultaneous, Sight"]),
        ("plain", ["", "", "translation"]),
        ("plain", ["Languages", "", "Yoruba, Hausa, French"]),
    ]
    skills = parse_bytes(table_pdf(rows)).document["skills"]

    assert [(s["name"], s["keywords"]) for s in skills] == [
        ("Interpreting", ["Consecutive", "Simultaneous", "Sight translation"]),
        ("Languages", ["Yoruba", "Hausa", "French"]),
    ]


def test_two_cells_set_close_are_split_where_the_label_starts():
    """The e-mail reaches almost to the phone's column: one run of text on the page."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    phone = 72 + stringWidth("idris.bakare@example.org", "Helvetica", 11) + 3
    rows = [
        ("title", ["Idris Bakare"]),
        ("bold", ["Email", "Phone", "City"]),
        ("plain", ["idris.bakare@example.org", "+234 803 555 0142", "Lagos, NG"]),
        ("head", ["Profile"]),
        ("head", ["Experience"]),
    ]
    lines, _ = read_pdf(table_pdf(rows, (72, phone, phone + 120)))

    row = next(line for line in lines if line.table)
    assert [part.text for part in row.parts] == [
        "idris.bakare@example.org",
        "+234 803 555 0142",
        "Lagos, NG",
    ]


def test_an_entry_header_over_its_dates_and_place_is_no_table():
    """Two short cells over a row at the same places, but a date range in it: an entry's
    header (position, employer) over its dates and place, both kept."""
    rows = [
        ("title", ["Idris Bakare"]),
        ("head", ["Profile"]),
        ("head", ["Experience"]),
        ("bold", ["Court Interpreter", "", "Lagos High Court"]),
        ("plain", ["2019 – 2024", "", "Lagos"]),
        ("plain", ["Interpreted Yoruba testimony in criminal trials"]),
    ]
    lines, _ = read_pdf(table_pdf(rows))

    assert not any(line.furniture or line.table for line in lines)


def test_a_header_over_a_paragraph_is_no_table():
    rows = [
        ("title", ["Idris Bakare"]),
        ("head", ["Profile"]),
        ("head", ["Experience"]),
        ("bold", ["Court Interpreter", "", "Lagos High Court"]),
        ("plain", ["Interpreted Yoruba testimony in criminal trials and hearings"]),
    ]
    lines, _ = read_pdf(table_pdf(rows))

    assert not any(line.furniture or line.table for line in lines)


def test_a_two_column_list_in_a_pdf_without_bookmarks_is_no_labelled_table():
    """Outside the family (no outline: an RTF or a sheet printed): "English | Native" over
    "Irish | Conversational" are two rows of content, the first no labels."""
    rows = [
        ("title", ["Idris Bakare"]),
        ("bold", ["Languages"]),
        ("plain", ["English", "Native"]),
        ("plain", ["Irish", "Conversational"]),
    ]
    lines, _ = read_pdf(table_pdf(rows, outline=False))

    assert not any(line.furniture for line in lines)


def test_a_row_of_listed_items_is_no_label_row():
    rows = [
        ("title", ["Idris Bakare"]),
        ("head", ["Profile"]),
        ("head", ["Skills"]),
        ("plain", ["Interpreting", "", "Consecutive, Simultaneous"]),
        ("plain", ["Software", "", "SDL Trados, memoQ"]),
    ]
    lines, _ = read_pdf(table_pdf(rows))

    assert not any(line.furniture for line in lines)
