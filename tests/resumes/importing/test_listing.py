"""Skills (`listing.py`): a PDF row of two cells set apart like a table's (a label/value
ledger, a Word table exported by LibreOffice) is a group and its keywords; two pieces a word
space apart are read as any line."""

from __future__ import annotations

from resumes.importing.lines import Line, Part
from resumes.importing.listing import build_skills


def _row(left: str, right: str, gap: float) -> Line:
    first = Part(left, 40, 40 + 5 * len(left))
    return Line(parts=[first, Part(right, first.x1 + gap, first.x1 + gap + 200)], size=10)


def test_a_row_of_two_cells_is_a_group_with_its_keywords():
    items, _ = build_skills([_row("Rigging", "Knots, Splicing, Block and tackle", 60)])

    assert items == [{"name": "Rigging", "keywords": ["Knots", "Splicing", "Block and tackle"]}]


def test_pieces_a_word_space_apart_stay_skills_of_their_own():
    items, _ = build_skills([_row("Rigging", "Knots, Splicing", 12)])

    assert {"name": "Rigging"} in items
    assert {"name": "Knots"} in items


def test_a_language_level_drawn_again_as_dots_is_left_to_the_words():
    """Design-tool sidebars: "Tagalog (Fluent)" with its level drawn as dots beside it, or
    the dots alone on the row under it: the language and the fluency its words give."""
    from resumes.importing.listing import build_languages

    beside = Line(parts=[Part("Tagalog (Fluent)", 40, 120), Part("●●●●○", 140, 180)], size=10)
    under = Line(parts=[Part("●●○○○", 40, 80)], size=10)
    alone = Line(parts=[Part("Korean (Basic)", 40, 110)], size=10)

    items, _ = build_languages([beside, alone, under])

    assert items == [
        {"language": "Tagalog", "fluency": "Fluent"},
        {"language": "Korean", "fluency": "Basic"},
    ]


def _docx_table(rows: list[tuple[str, str]]) -> bytes:
    import io

    import docx

    document = docx.Document()
    document.add_paragraph("Noor Haddad", style="Title")
    document.add_heading("Skills", level=2)
    table = document.add_table(rows=0, cols=2)
    for left, right in rows:
        cells = table.add_row().cells
        cells[0].text, cells[1].text = left, right
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_a_skill_tables_header_row_names_no_group():
    """Layout family: pandoc's DOCX tables of skill groups open with a header row."""
    from resumes.importing.parse import parse_bytes

    data = _docx_table(
        [
            ("Area", "Skills"),
            ("Clinical", "Triage, Wound care, IV therapy"),
            ("Systems", "Epic, Cerner"),
        ]
    )
    skills = parse_bytes(data).document["skills"]

    assert [s["name"] for s in skills] == ["Clinical", "Systems"]
    assert skills[1]["keywords"] == ["Epic", "Cerner"]


CHIPS_HTML = """<html><head><style>
body {font-family: DejaVu Sans; font-size: 10pt}
.tag {display: inline-block; background: #dde8f0; padding: 1pt 5pt; margin-right: 7pt}
</style></head><body><h1>Ines Varga</h1><p>Museum conservator</p>
<h2>Experience</h2><p><b>Paper Conservator</b>, Lindenhof Museum, 2019 - Present</p>
<h2>Skills</h2>
<p><b>Treatment:</b> <span class="tag">Humidification</span><span class="tag">Leaf casting</span>
<span class="tag">Tear repair</span></p>
<p><b>Survey:</b> <span class="tag">Condition reports</span>
<span class="tag">Light monitoring</span></p>
</body></html>"""


def test_skill_chips_printed_by_an_html_engine_keep_each_chip_a_keyword():
    """Web builders' skill chips (here drawn by WeasyPrint, not Chromium): "Group:" then chips
    set apart by their margins, no commas: each chip is a keyword of the group."""
    from weasyprint import HTML

    from resumes.importing.parse import parse_bytes

    skills = parse_bytes(HTML(string=CHIPS_HTML).write_pdf()).document["skills"]

    assert skills == [
        {"name": "Treatment", "keywords": ["Humidification", "Leaf casting", "Tear repair"]},
        {"name": "Survey", "keywords": ["Condition reports", "Light monitoring"]},
    ]


def test_a_definition_list_gives_each_language_the_indented_fluency_under_it():
    """Layout family: pandoc's Markdown definition list printed by a word processor: the
    language on its row, its fluency on the row under it, indented as a definition."""
    from resumes.importing.listing import build_languages

    rows = [("Scottish Gaelic", 72), ("Spoken at home", 108), ("Lingala", 72), ("CEFR B2", 108)]
    lines = [Line(parts=[Part(text, x, x + 60)], x0=x, size=12) for text, x in rows]

    items, _ = build_languages(lines)

    assert items == [
        {"language": "Scottish Gaelic", "fluency": "Spoken at home"},
        {"language": "Lingala", "fluency": "CEFR B2"},
    ]


def test_rows_at_one_indent_stay_languages_of_their_own():
    from resumes.importing.listing import build_languages

    lines = [Line(parts=[Part(t, 72, 130)], x0=72, size=12) for t in ("Welsh", "Cornish")]

    items, _ = build_languages(lines)

    assert items == [{"language": "Welsh"}, {"language": "Cornish"}]
