"""PDF lines (`pdflayout.py`): an academic CV's entry header beside its dates that breaks
off after a comma at the column's edge goes on in the next line, whether the rest sits under
the header's text or back under the dates. Drawn with reportlab here."""

from __future__ import annotations

import io

import pytest

from resumes.importing.parse import parse_bytes

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"


def _academic_cv(rest_x: float) -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", FONT))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    y = 790

    def text(x: float, words: str, size: float = 10.5) -> None:
        c.setFont("Serif", size)
        c.drawString(x, y, words)

    text(50, "Oluwaseun Adebayo-Hart", 20)
    y -= 20
    text(50, "Sheffield, England · o.adebayo-hart@example.org · +44 7700 900321", 10)
    y -= 20
    text(50, "Registered nurse with twelve years on acute medical wards and in critical care.")
    y -= 30
    text(50, "Experience", 13)
    y -= 20
    for dates, header, rest, bullet in [
        (
            "May 2019 – Present",
            "Senior Staff Nurse, Critical Care, Northern General Hospital Trust,",
            "Sheffield, England.",
            "Led a team of nine nurses on night shifts",
        ),
        (
            "Sep 2012 – Apr 2019",
            "Staff Nurse, Acute Medicine, Royal Hallamshire Hospital Trust,",
            "Sheffield, England.",
            "Cared for up to eight patients a shift",
        ),
    ]:
        text(50, dates, 9.5)
        text(165, header)
        y -= 14
        text(rest_x, rest)
        y -= 14
        text(62, "• " + bullet)
        y -= 22
    y -= 10
    text(50, "Education", 13)
    y -= 20
    text(50, "2008 – 2012", 9.5)
    text(165, "BSc Nursing, University of Sheffield")
    c.save()
    return buffer.getvalue()


@pytest.mark.parametrize("rest_x", [50, 165.5], ids=["under-the-dates", "under-the-text"])
def test_a_header_broken_after_a_comma_goes_on_in_the_next_line(rest_x):
    work = parse_bytes(_academic_cv(rest_x)).document["work"]

    assert [(w.get("position"), w.get("name"), w.get("location")) for w in work] == [
        (
            "Senior Staff Nurse, Critical Care",
            "Northern General Hospital Trust",
            "Sheffield, England",
        ),
        ("Staff Nurse, Acute Medicine", "Royal Hallamshire Hospital Trust", "Sheffield, England"),
    ]
    assert [len(w.get("highlights", [])) for w in work] == [1, 1]


def _entries_after_a_gap(gap: float) -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", FONT))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    rows = [
        (790, "Hannah Whitfield", 20),
        (768, "Denver · hannah@example.com · +1 303 555 0142", 10),
        (740, "Experience", 13),
    ]
    y = 720
    for employer, line, bullet in [
        (
            "Saint Luke Hospital",
            "Emergency Room Nurse | Denver, CO | 2019 – 2023",
            "• Triaged forty patients per shift in a level one trauma centre of the region",
        ),
        ("Mercy Clinic", "Staff Nurse | Boulder, CO | 2015 – 2019", "• Managed medication"),
    ]:
        rows += [(y, employer, 10.5), (y - 12, line, 10.5), (y - 24, bullet, 10.5)]
        y -= 24 + gap
    for top, words, size in rows:
        c.setFont("Serif", size)
        c.drawString(50, top, words)
    c.save()
    return buffer.getvalue()


def test_a_line_set_off_by_a_paragraph_gap_does_not_continue_the_full_line_above():
    """The longest line of a column (a list item reaching the column's widest extent) and,
    after a gap wider than the column's line pitch, the next entry's first line: two lines
    (layout family: Chromium/pandoc pages whose headings differ from the text by margins
    only, Chinese pages whose bold is not told apart)."""
    work = parse_bytes(_entries_after_a_gap(16.5)).document["work"]

    assert [w.get("name") for w in work] == ["Saint Luke Hospital", "Mercy Clinic"]
    assert work[0]["highlights"] == [
        "Triaged forty patients per shift in a level one trauma centre of the region"
    ]


def test_a_numbered_list_whose_numbers_stand_at_a_tab_stop_gives_highlights():
    """LibreOffice and Word export a numbered list's "1." apart from its text (a tab): the
    number is the item's marker, the rows under its text go on the item."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", FONT))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    rows = [
        (72, 790, "Angela Moreno", 20),
        (72, 766, "Phoenix · angela@example.com · +1 602 555 0134", 10),
        (72, 740, "Experience", 13),
        (72, 718, "Senior Social Worker — Maricopa Family Services", 11),
        (72, 703, "Phoenix, AZ, Feb 2018 – Present", 11),
        (84, 686, "1.", 11),
        (108, 686, "Carried a caseload of 30 families and reunited 45 children with their", 11),
        (108, 672, "parents through safety plans written together with the courts", 11),
        (84, 656, "2.", 11),
        (108, 656, "Supervised four case workers", 11),
    ]
    for x, y, words, size in rows:
        c.setFont("Serif", size)
        c.drawString(x, y, words)
    c.save()
    work = parse_bytes(buffer.getvalue()).document["work"]

    assert work[0]["highlights"] == [
        "Carried a caseload of 30 families and reunited 45 children with their parents "
        "through safety plans written together with the courts",
        "Supervised four case workers",
    ]


def _docs_template() -> bytes:
    """A Google Docs-like page: the name at the left, contacts at the top right starting
    higher than the name, a summary across the page whose last row is short, then a wide
    left column and a right column of "Group: a, b" rows."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", FONT))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(612, 792))
    rows = [
        (42, 745, "Marcus Lindqvist", 24),
        (42, 722, "Airline Captain", 10),
        (470, 752, "Seattle", 9),
        (470, 741, "+1 206 555 0191", 9),
        (470, 730, "marcus@example.com", 9),
        (42, 700, "Airline captain with 12,000 flight hours on narrow-body jets, a line "
         "check airman who trains", 10),
        (42, 688, "first officers.", 10),
        (42, 660, "Experience", 12),
        (42, 644, "Cascade Air Lines, Seattle, WA — Captain", 10),
        (42, 632, "MAY 2017 – PRESENT", 8),
        (42, 620, "• Commanded more than 2,400 scheduled flights", 10),
        (42, 596, "Education", 12),
        (42, 580, "Embry-Riddle Aeronautical University — Bachelor of Science", 10),
        (42, 568, "SEP 2006 – MAY 2010", 8),
        (400, 655, "Skills", 12),
        (400, 637, "Aircraft: Airbus A320, Dash 8, B737", 9.5),
        (400, 624, "Operations: Crew resource management,", 9.5),
        (400, 611, "Line checks", 9.5),
        (400, 587, "Languages", 12),
        (400, 571, "English — Native", 9.5),
    ]  # fmt: skip
    for x, y, words, size in rows:
        c.setFont("Serif", size)
        c.drawString(x, y, words)
    c.save()
    return buffer.getvalue()


def test_a_docs_template_reads_name_summary_and_sidebar_groups_in_order():
    document = parse_bytes(_docs_template()).document
    basics = document["basics"]

    assert basics["name"] == "Marcus Lindqvist"
    assert basics["summary"] == (
        "Airline captain with 12,000 flight hours on narrow-body jets, a line check airman "
        "who trains first officers."
    )
    assert [s["name"] for s in document["skills"]] == ["Aircraft", "Operations"]
    assert document["skills"][1]["keywords"] == ["Crew resource management", "Line checks"]
    assert document["work"][0]["name"] == "Cascade Air Lines"


SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _drawn(rows: list[tuple[float | None, float, str, float]]) -> bytes:
    """A page with each (x, y from the top, text, size) drawn where it says (x None: centred)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Sans", SANS))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    for x, y, text, size in rows:
        c.setFont("Sans", size)
        if x is None:
            c.drawCentredString(297.5, 842 - y, text)
        else:
            c.drawString(x, 842 - y, text)
    c.save()
    return buffer.getvalue()


def _ledger_page() -> bytes:
    rows = [(None, 50, "Marek Zielinski", 20), (None, 70, "Deck Officer · marek@example.org", 10)]
    y = 100.0

    def heading(text: str) -> None:
        nonlocal y
        rows.append((40, y, text, 13))
        y += 18

    def cells(left: str, *right: str) -> None:
        nonlocal y
        if left:
            rows.append((44, y, left, 10))
        for text in right:
            rows.append((170, y, text, 10))
            y += 14
        y += 4

    heading("Summary")
    cells("", "Officer of the watch on ferries and tugs in the Baltic for eleven years.")
    heading("Experience")
    cells("03/2017 - Present", "Norrland Ferries, Stockholm", "Chief Officer")
    cells("", "Kept the bridge watch on a night crossing", "Trained six cadets a year")
    cells("", "Ran the weekly fire and abandon ship drills")
    cells("05/2012 - 02/2017", "Baltic Tugs, Hamburg", "Second Mate")
    heading("Education")
    cells("2008 - 2012", "Maritime Academy of Gdynia", "Bachelor of Navigation")
    heading("Skills")
    cells("Navigation", "ECDIS, Radar plotting, Celestial fixes")
    cells("Safety", "Fire fighting, First aid, Survival craft")
    heading("Languages")
    cells("Polish", "Native")
    cells("English", "Fluent")
    heading("Certifications")
    cells("2019", "Master Mariner Licence")
    heading("Memberships")
    cells("", "The Nautical Institute")
    return _drawn(rows)


def test_a_label_value_ledger_is_read_row_by_row_not_as_a_sidebar():
    """A table used for layout (dates, skill groups, languages in a narrow left cell, the
    entry in the right one) with the section headings on rows of their own: each left cell
    stands on a row of the right side, so the page is one column read row by row."""
    document = parse_bytes(_ledger_page()).document

    work = document["work"]
    assert [(w.get("name"), w.get("startDate")) for w in work] == [
        ("Norrland Ferries", "2017-03"),
        ("Baltic Tugs", "2012-05"),
    ]
    assert document["education"][0]["institution"] == "Maritime Academy of Gdynia"
    assert {"name": "Navigation", "keywords": ["ECDIS", "Radar plotting", "Celestial fixes"]} in (
        document["skills"]
    )


def test_a_list_row_wrapped_back_to_its_marker_goes_on_the_item():
    """LibreOffice and Word lists without a hanging indent: the marker at a tab stop, the
    item's wrapped row back under the marker, not under the item's text."""
    item = "Ordered engine room surveys for the fleet and tracked every one of their"
    rows = [
        (40, 50, "Marek Zielinski", 20),
        (40, 80, "Experience", 13),
        (40, 100, "Norrland Ferries, Umea, 2017 - 2023", 10),
        (60, 116, "•", 10),
        (80, 116, item, 10),
        (60, 130, "recommendations", 10),
        (60, 144, "•", 10),
        (80, 144, "Kept the bridge watch", 10),
    ]
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from resumes.importing.pdf import read_pdf

    assert 80 + stringWidth(item, "Sans", 10) > 400  # the widest row: the column's edge
    lines, _ = read_pdf(_drawn(rows))

    texts = [(line.text, line.continues) for line in lines]
    assert ("recommendations", True) in texts


def test_a_web_address_broken_at_a_hyphen_goes_on_under_its_icon():
    """A narrow sidebar breaks a profile address at its hyphen; the rest starts under the
    icon before the address, not under its text: still the address's rest."""
    from resumes.importing.lines import Line, Part
    from resumes.importing.pdfwraps import mark_continuations

    def line(text: str, x0: float, top: float) -> Line:
        made = Line(parts=[Part(text, x0, x0 + 5 * len(text))], size=9, top=top, column=1)
        made.x0, made.x1 = x0, x0 + 5 * len(text)
        return made

    lines = [
        line("Lisbon, PT", 34, 100),
        line("www.example.org/in/ana-", 34, 112),
        line("lima", 20, 124),
        line("Portuguese", 20, 150),
    ]
    lines[3].block_start = True

    mark_continuations(lines)

    assert [x.continues for x in lines] == [False, False, True, False]


# Layout family: Typst academic CVs in Chinese: dates and headings in a narrow left gutter,
# the name and page number as a running header on the later pages. A document of its own.
ACADEMIC = """
#set page(width: 21cm, height: 29.7cm, margin: (x: 2cm, top: 2.5cm, bottom: 2cm),
  header: context if counter(page).get().first() > 1 [林思远 #h(1fr) #counter(page).display()])
#set text(size: 10.5pt, font: ("Noto Sans CJK SC", "Noto Serif CJK SC"))
#align(center)[#text(size: 18pt)[林思远] \\ 化学教师 \\
  linsiyuan\\@example.cn · 138 5555 7301 · 武汉]
#let row(left, right) = grid(columns: (2.3cm, 1fr), column-gutter: 0.4cm, left, right)
#let head(title) = block(above: 1.2em, below: 0.6em, text(weight: "bold")[#title])
#head[工作经历]
#row[2019 年 9 月 - 至今][高中化学教师 \\ 武汉市第二中学, 武汉 \\ - 承担高二化学教学]
#row[2014 年 7 月 - 2019 年 8 月][化学教师 \\ 宜昌市夷陵中学, 宜昌 \\ - 组织化学竞赛培训]
#head[教育背景]
#row[2010 - 2014][化学 #h(1em) 学士 \\ 华中师范大学]
#head[获奖情况]
#pagebreak()
#row[2022][武汉市优秀教师 \\ 武汉市教育局]
#row[2018][宜昌市教学比赛一等奖 \\ 宜昌市教育局]
"""


def test_a_chinese_academic_gutter_is_read_row_by_row_without_its_running_header():
    typst = pytest.importorskip("typst")
    from resumes.importing.parse import parse_bytes

    document = parse_bytes(typst.compile(ACADEMIC.encode())).document
    assert [(job["name"], job["startDate"]) for job in document["work"]] == [
        ("武汉市第二中学", "2019-09"),
        ("宜昌市夷陵中学", "2014-07"),
    ]
    assert document["education"][0]["institution"] == "华中师范大学"
    assert [award["title"] for award in document["awards"]] == [
        "武汉市优秀教师",
        "宜昌市教学比赛一等奖",
    ]
    assert "林思远" not in str(document.get("awards"))


def test_chinese_dates_left_of_their_entries_stay_on_the_entries_rows(tmp_path):
    """A classic Chinese CV (printed by AbiWord here): dates in a table's left cell beside
    each entry, full-width headings and short rows between: one column read row by row, so
    each date range stays with its employer, not a sidebar of dates."""
    import subprocess

    from resumes.importing.parse import parse_bytes

    def job(dates: str, employer: str, title: str, duties: list[str]) -> str:
        items = "".join(f"<li>{d}</li>" for d in duties)
        return (
            f"<tr><td width='35%'>{dates}</td><td>{employer}<br>{title}<ul>{items}</ul></td></tr>"
        )

    page = tmp_path / "cv.html"
    page.write_text(
        '<html><head><meta charset="utf-8"></head><body><p align="center">欧阳明轩</p>'
        "<p align='center'>物流主管</p><h2>个人简介</h2><p>八年仓储与运输管理经验。</p>"
        "<h2>工作经历</h2><table>"
        + job(
            "2020年3月 - 至今", "宁波港联物流有限公司", "物流主管", ["管理三个仓库", "优化配送路线"]
        )
        + job("2016年7月 - 2020年2月", "杭州顺达供应链公司", "调度员", ["安排每日车辆调度"])
        + "</table><h2>教育背景</h2><table>"
        + "<tr><td width='35%'>2012 - 2016</td><td>浙江工商大学<br>物流管理 学士</td></tr>"
        + "</table><h2>专业技能</h2><p>仓储管理：WMS、库存盘点</p><h2>语言能力</h2>"
        "<p>英语（四级）</p></body></html>",
        encoding="utf-8",
    )
    out = tmp_path / "cv.pdf"
    subprocess.run(["abiword", "--to=pdf", f"--to-name={out}", str(page)], check=True, timeout=120)
    work = parse_bytes(out.read_bytes()).document["work"]
    assert [(w.get("name"), w.get("startDate")) for w in work] == [
        ("宁波港联物流有限公司", "2020-03"),
        ("杭州顺达供应链公司", "2016-07"),
    ]
