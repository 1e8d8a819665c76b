"""Word files (`resumes/importing/wordfile.py`) laid out by converters rather than by hand:
Markdown turned into DOCX (pandoc, online converters) gives the name as the one "Heading 1"
and the sections as "Heading 2"."""

from __future__ import annotations

import io

import pytest

from resumes.importing.parse import parse_bytes


def _converted_docx(name: str, headings: list[tuple[str, list[str]]]) -> bytes:
    from docx import Document

    doc = Document()
    doc.add_heading(name, level=1)
    doc.add_paragraph("Registered Nurse · Denver · hannah@example.com · +1 303 555 0142")
    for heading, paragraphs in headings:
        doc.add_heading(heading, level=2)
        for text in paragraphs:
            if text.startswith("### "):
                doc.add_heading(text[4:], level=3)
            else:
                doc.add_paragraph(text)
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("name", "work", "education"),
    [
        ("Hannah Whitfield", "Professional Experience", "Education"),
        ("周静怡", "工作经历", "教育经历"),
    ],
)
def test_the_one_top_level_heading_above_the_sections_is_the_name(name, work, education):
    content = _converted_docx(
        name,
        [
            ("Profile", ["Registered nurse with eight years in emergency and intensive care."]),
            (work, ["### Saint Luke Hospital", "Emergency Room Nurse | Denver, CO | 2019 – 2023"]),
            (education, ["### University of Colorado", "Bachelor of Science in Nursing"]),
        ],
    )
    document = parse_bytes(content).document

    assert document["basics"]["name"] == name
    assert document["basics"]["email"] == "hannah@example.com"
    assert document["work"][0]["name"] == "Saint Luke Hospital"
    assert document["education"][0]["institution"] == "University of Colorado"


def test_a_heading_1_that_heads_sections_of_its_own_level_is_not_taken_for_the_name():
    from docx import Document

    doc = Document()
    doc.add_paragraph("Hannah Whitfield", style="Title")
    doc.add_heading("Experience", level=1)
    doc.add_paragraph("Saint Luke Hospital, Emergency Room Nurse, 2019 – 2023")
    doc.add_heading("Education", level=1)
    doc.add_paragraph("University of Colorado, Bachelor of Science in Nursing, 2011 – 2015")
    out = io.BytesIO()
    doc.save(out)
    document = parse_bytes(out.getvalue()).document

    assert document["basics"]["name"] == "Hannah Whitfield"
    assert document["education"][0]["institution"] == "University of Colorado"


_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_BOX = (
    f'<w:r xmlns:w="{_W}" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
    'xmlns:v="urn:schemas-microsoft-com:vml">'
    '<mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>'
    "<w:p><w:r><w:t>{text}</w:t></w:r></w:p></w:txbxContent></wps:txbx></w:drawing>"
    "</mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>"
    "<w:p><w:r><w:t>{text}</w:t></w:r></w:p></w:txbxContent></v:textbox></w:pict>"
    "</mc:Fallback></mc:AlternateContent></w:r>"
)


def _boxed_docx() -> bytes:
    from docx import Document
    from docx.oxml import parse_xml

    doc = Document()
    anchor = doc.add_paragraph("Ingrid Solberg")
    anchor._p.append(parse_xml(_BOX.format(text="ingrid@example.org")))
    doc.add_paragraph("Experience")
    lead = doc.add_paragraph()
    lead.add_run("Arctic Line").bold = True
    lead.add_run(", Chief Mate")
    doc.add_paragraph("•\tKept the bridge watch on the coastal route")
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


def test_a_text_box_is_read_once_and_a_tabbed_marker_makes_a_list_item():
    """A floating text box (DrawingML) carries a VML copy of its text for old readers: read
    once. A list typed by hand ("•<tab>text") is a list item; a bold lead-in followed by a
    comma stays one piece with its rest (Word templates, converted documents)."""
    from resumes.importing.wordfile import read_docx

    lines = read_docx(_boxed_docx())

    texts = [line.text for line in lines]
    assert texts.count("ingrid@example.org") == 1
    item = next(line for line in lines if "bridge watch" in line.text)
    assert item.bullet and item.text == "Kept the bridge watch on the coastal route"
    assert "Arctic Line, Chief Mate" in texts


def _sections_in_a_table() -> bytes:
    import docx

    document = docx.Document()
    document.add_paragraph("Tomasz Wiśniewski", style="Title")
    document.add_paragraph("Site Electrician")
    table = document.add_table(rows=0, cols=2)
    for heading, paragraphs in (
        ("Profile", [("Electrician with nine years on hospital sites.", "")]),
        ("Work Experience", [
            ("Lead Electrician, Vistula Power Services", "bold"),
            ("Jun 2018 – Present | Kraków", ""),
            ("Ran a crew of six on a hospital fit-out", "bullet"),
            ("Electrician, Baltic Wiring", "bold"),
            ("Mar 2014 – May 2018 | Gdańsk", ""),
            ("Wired three primary schools", "bullet"),
        ]),
        ("Language Skills", [("Polish (Native)", "")]),
        ("Honours and Awards", [("Safe Site Award, Polish Electrical Guild, 2022", "")]),
    ):  # fmt: skip
        left, right = table.add_row().cells
        left.paragraphs[0].add_run(heading).bold = True
        for index, (text, style) in enumerate(paragraphs):
            paragraph = right.paragraphs[0] if index == 0 else right.add_paragraph()
            paragraph.add_run(text).bold = style == "bold"
            if style == "bullet":
                paragraph.style = document.styles["List Bullet"]
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_sections_as_rows_of_a_table_with_the_heading_in_the_left_cell():
    """Layout family: a Word resume whose sections are the rows of one two-column table."""
    document = parse_bytes(_sections_in_a_table()).document

    assert document["basics"]["summary"] == "Electrician with nine years on hospital sites."
    assert [(w["position"], w["name"]) for w in document["work"]] == [
        ("Lead Electrician", "Vistula Power Services"),
        ("Electrician", "Baltic Wiring"),
    ]
    assert document["languages"] == [{"language": "Polish", "fluency": "Native"}]
    assert document["awards"][0]["title"] == "Safe Site Award"
    assert not document.get("skills")


_ABIWORD_EN = (
    '<html><head><meta charset="utf-8"></head><body><h1>Tamsin Okonkwo-Reyes</h1>'
    "<p><i>Marine Biologist</i></p><p>tamsin.reyes@example.org · +44 7700 900123</p>"
    '<h2>Experience</h2><table border="1"><tr><td>Sep. 2020 – Present</td><td>Plymouth Marine '
    "Laboratory, Plymouth<br>Senior Research Scientist<ul><li>Ran seagrass restoration surveys "
    "across four estuaries</li><li>Supervised three doctoral students</li></ul></td></tr>"
    "<tr><td>Jan. 2016 – Aug. 2020</td><td>Marine Biological Association, Plymouth<br>Research "
    "Assistant<ul><li>Maintained the plankton time series at station L4</li></ul></td></tr>"
    '</table><h2>Publications</h2><table border="1"><tr><td>2021</td><td>Proceedings of the '
    "Royal Society B<br>Seagrass recovery after mooring removal</td></tr><tr><td>2019</td><td>"
    "Journal of Plankton Research<br>Diatom blooms at a coastal station</td></tr></table>"
    "</body></html>"
)
_ABIWORD_ZH = (
    '<html><head><meta charset="utf-8"></head><body><h1>宋雨桐</h1><p>土木工程师</p>'
    "<p>电话：13812345678 · 邮箱：songyutong@example.com</p><h2>工作经历</h2>"
    '<table border="1"><tr><td>2019.07 - 至今</td><td>江苏华建工程咨询有限公司，南京<br>'
    "结构工程师<ul><li>负责高层住宅的结构计算和施工图审核</li><li>参与三座桥梁的检测评估</li>"
    "</ul></td></tr></table><h2>证书</h2><p>2020年 一级注册结构工程师 住房和城乡建设部</p>"
    '<h2>获奖情况</h2><table border="1"><tr><td>2022</td><td>江苏省土木建筑学会<br>'
    "优秀结构设计二等奖</td></tr></table></body></html>"
)


def _abiword_docx(tmp_path, page: str) -> dict:
    import shutil
    import subprocess

    if not shutil.which("abiword"):
        pytest.skip("abiword is not installed (scripts/bootstrap.sh installs it)")
    source, out = tmp_path / "cv.html", tmp_path / "cv.docx"
    source.write_text(page, encoding="utf-8")
    subprocess.run(
        ["abiword", "--to=docx", "-o", str(out), str(source)],
        check=True,
        timeout=120,
        capture_output=True,
    )
    return parse_bytes(out.read_bytes()).document


def test_an_abiword_docx_keeps_its_line_breaks_lists_and_issuers_first(tmp_path):
    """AbiWord's DOCX: a line break written as a newline inside the text (employer, then the
    position under it), list items as paragraphs with a hanging indent and a tab where the
    marker was, and dated rows whose journal comes before the title."""
    document = _abiword_docx(tmp_path, _ABIWORD_EN)

    work = [(w.get("name"), w.get("position"), w.get("location")) for w in document["work"]]
    assert work == [
        ("Plymouth Marine Laboratory", "Senior Research Scientist", "Plymouth"),
        ("Marine Biological Association", "Research Assistant", "Plymouth"),
    ]
    assert document["work"][0]["highlights"] == [
        "Ran seagrass restoration surveys across four estuaries",
        "Supervised three doctoral students",
    ]
    assert [(p["name"], p.get("publisher")) for p in document["publications"]] == [
        ("Seagrass recovery after mooring removal", "Proceedings of the Royal Society B"),
        ("Diatom blooms at a coastal station", "Journal of Plankton Research"),
    ]


def test_a_chinese_abiword_docx_parts_its_fields_at_spaces_and_puts_awarders_second(tmp_path):
    document = _abiword_docx(tmp_path, _ABIWORD_ZH)

    job = document["work"][0]
    assert (job["name"], job["position"], job.get("location")) == (
        "江苏华建工程咨询有限公司",
        "结构工程师",
        "南京",
    )
    assert len(job["highlights"]) == 2
    assert document["certificates"] == [
        {"name": "一级注册结构工程师", "issuer": "住房和城乡建设部", "date": "2020"}
    ]
    assert [(a["title"], a.get("awarder")) for a in document["awards"]] == [
        ("优秀结构设计二等奖", "江苏省土木建筑学会")
    ]
