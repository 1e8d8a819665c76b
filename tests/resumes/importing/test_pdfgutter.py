"""Design-tool two-column templates (Canva-like) printed by Chromium (`pdfgutter.py`,
`basics.py`'s icon-led contact lines, `pdflayout.py`'s drawn skill levels): dates wrapped in a
narrow left gutter join their entry, the sidebar's contacts (behind icon glyphs), skills (a
drawn bar under each) and languages (the fluency on the row under) stay out of the jobs."""

from __future__ import annotations

import io

import pytest

from resumes.importing.lines import Line, Part
from resumes.importing.parse import parse_bytes
from resumes.importing.pdfgutter import join_wrapped_dates


def _line(*parts: tuple[str, float]) -> Line:
    line = Line(parts=[Part(text, x0, x0 + 4.5 * len(text)) for text, x0 in parts])
    line.x0 = parts[0][1]
    line.source = [" ".join(text for text, _ in parts)]
    return line


def test_dates_wrapped_in_a_left_gutter_join_their_entry_and_keep_their_source():
    lines = [
        _line(("Mar 2019 –", 40), ("Charge Nurse", 120)),
        _line(("Present", 40)),
        _line(("Bayview Medical Center", 120)),
        _line(("Jun 2015 – Feb", 40), ("Staff Nurse", 120)),
        _line(("2019", 40), ("St. Mary's Hospital", 120)),
        _line(("Sep 2011 – May Bachelor of Science", 40)),
        _line(("2015", 40)),
    ]

    joined = join_wrapped_dates(lines)

    assert [line.text for line in joined] == [
        "Mar 2019 – Present Charge Nurse",
        "Bayview Medical Center",
        "Jun 2015 – Feb 2019 Staff Nurse",
        "St. Mary's Hospital",
        "Sep 2011 – May 2015 Bachelor of Science",
    ]
    assert joined[0].source == ["Mar 2019 – Charge Nurse", "Present"]
    assert [p.text for p in joined[4].parts] == ["Sep 2011 – May 2015", "Bachelor of Science"]


def test_years_dating_one_entry_each_stay_on_their_own_rows():
    """A job-site export's certificates, each dated by its year in the gutter ("2016年" over
    "2022年"): a year that ends in 年 is complete, the next year starts a row of its own."""
    lines = [
        _line(("2014 – 2018", 40), ("Lanzhou University", 110)),
        _line(("2016年", 40), ("教师资格证 — 甘肃省教育厅", 110)),
        _line(("2022年", 40), ("心理咨询师 — 中国心理学会", 110)),
    ]

    joined = join_wrapped_dates(lines)

    assert [line.text for line in joined] == [
        "2014 – 2018 Lanzhou University",
        "2016年 教师资格证 — 甘肃省教育厅",
        "2022年 心理咨询师 — 中国心理学会",
    ]


def test_a_one_column_resume_without_a_gutter_is_left_alone():
    lines = [_line(("2019 Annual Report on Ward Safety", 40)), _line(("Present at rounds", 40))]

    assert [line.text for line in join_wrapped_dates(lines)] == [
        "2019 Annual Report on Ward Safety",
        "Present at rounds",
    ]


ZH_DESIGN = """<html><head><meta charset=utf-8><style>
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'Noto Sans CJK SC', sans-serif; font-size: 9.5pt; }
.wrap { display: flex; min-height: 297mm; }
aside { width: 64mm; background: #2f4858; color: #fff; padding: 12mm 7mm; }
main { flex: 1; padding: 14mm 10mm; }
.photo { width: 30mm; height: 30mm; border-radius: 50%; background: #86a3b3; margin: 0 auto 6mm; }
h1 { font-size: 24pt; margin: 0; }
h2 { font-size: 10.5pt; letter-spacing: 4px; margin: 12pt 0 6pt; }
.bar { height: 4px; background: #4f6d7f; margin-bottom: 4pt; }
.bar i { display: block; height: 4px; width: 70%; background: #f6c667; }
.job { display: flex; margin-bottom: 7pt; } .gut { width: 27mm; flex: none; font-size: 8.5pt; }
p { margin: 2pt 0; } ul { margin: 2pt 0; padding-left: 11pt; }
</style></head><body><div class=wrap><aside><div class=photo></div>
<h2>联 系 方 式</h2><p>✉ songjia@example.com</p><p>☎ 186-0000-3321</p><p>⌂ 苏州</p>
<h2>专 业 技 能</h2><p>物流调度</p><div class=bar><i></i></div><p>仓储管理</p>
<div class=bar><i></i></div><p>报关</p><div class=bar><i></i></div>
<h2>语 言 能 力</h2><p>英语</p><p>CET-6</p></aside>
<main><h1>宋佳</h1><p>物流主管</p><h2>工 作 经 历</h2>
<div class=job><div class=gut>2020年4月 – 至今</div><div><p>物流主管</p><p>苏州德邦物流｜苏州</p>
<ul><li>管理三十辆货车的日常调度</li></ul></div></div>
<div class=job><div class=gut>2016年7月 – 2020年3月</div><div><p>调度员</p><p>顺丰速运｜无锡</p>
<ul><li>负责华东线路的运输计划</li></ul></div></div>
<h2>教 育 背 景</h2><div class=job><div class=gut>2012年9月 – 2016年6月</div>
<div><p>物流管理｜本科</p><p>苏州大学</p></div></div></main></div></body></html>"""


@pytest.mark.browser
def test_a_chinese_two_column_design_pdf_keeps_its_sidebar_out_of_the_jobs():
    from tests.resumes.importing.corpus import chromium

    [pdf] = chromium.print_pdfs([ZH_DESIGN])
    document = parse_bytes(pdf).document

    basics = document["basics"]
    assert basics["name"] == "宋佳"
    assert basics["email"] == "songjia@example.com"
    assert basics["phone"] == "186-0000-3321"
    assert basics["location"]["city"] == "苏州"
    assert [(w["name"], w["position"]) for w in document["work"]] == [
        ("苏州德邦物流", "物流主管"),
        ("顺丰速运", "调度员"),
    ]
    assert document["work"][1]["startDate"] == "2016-07"
    assert document["work"][1]["endDate"] == "2020-03"
    jobs = str(document["work"])
    for sidebar in ("物流调度", "仓储管理", "报关", "186-0000-3321", "CET-6"):
        assert sidebar not in jobs
    terms = {k for s in document["skills"] for k in [s.get("name"), *s.get("keywords", [])]}
    assert {"物流调度", "仓储管理", "报关"} <= terms
    assert document["languages"] == [{"language": "英语", "fluency": "CET-6"}]
    assert document["education"][0]["institution"] == "苏州大学"


def test_a_place_in_the_left_cell_beside_a_list_item_is_a_line_of_its_own():
    """A Word table used for layout, exported by LibreOffice: the left cell's place
    ("Tromso") shares the row of the entry's first list item; it stays a line of its own
    under the dates, and the item is a list item with its marker's x kept."""
    lines = [
        _line(("May 2019 – Present", 40), ("Arctic Line, Mate", 150)),
        _line(("Tromso", 40), ("•", 150), ("Kept the watch", 172)),
        _line(("Jan 2015 – Apr 2019", 40), ("Fjord Tugs, Deckhand", 150)),
        _line(("Bergen", 40), ("• Painted the hull", 150)),
    ]

    joined = join_wrapped_dates(lines)

    assert [(line.text, line.bullet) for line in joined] == [
        ("May 2019 – Present Arctic Line, Mate", False),
        ("Tromso", False),
        ("Kept the watch", True),
        ("Jan 2015 – Apr 2019 Fjord Tugs, Deckhand", False),
        ("Bergen", False),
        ("Painted the hull", True),
    ]
    assert joined[2].marker_x0 == 150
    assert joined[1].source == ["Tromso • Kept the watch"] and joined[2].source == []


def _sections_side_by_side() -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Sans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    rows = [
        (40, 60, "Ingrid Solberg", 20),
        (40, 90, "Experience", 13),
        (40, 108, "Arctic Line, Tromso, Mate, 2019 – 2024", 10),
        (40, 124, "Kept the bridge watch on the coastal route and logged every crossing", 10),
        (40, 150, "LANGUAGES", 13),
        (300, 150, "CERTIFICATIONS", 13),
        (40, 168, "Norwegian (Native)", 10),
        (300, 168, "Master Mariner Licence, 2021", 10),
        (40, 182, "English (Full professional)", 10),
        (300, 182, "Radio Operator Certificate, 2016", 10),
        (300, 196, "Advanced Fire Fighting, Maritime Authority, 2015", 10),
        (40, 196, "German (Basic)", 10),
    ]
    for x, y, text, size in rows:
        c.setFont("Sans", size)
        c.drawString(x, 842 - y, text)
    c.save()
    return buffer.getvalue()


def test_sections_set_side_by_side_are_read_one_after_the_other():
    """A one-column page ending in two sections side by side (a two-cell table or a grid):
    from their row of headings down, each heading's rows are read as a column of their own."""
    document = parse_bytes(_sections_side_by_side()).document

    assert [(x["language"], x.get("fluency")) for x in document["languages"]] == [
        ("Norwegian", "Native"),
        ("English", "Full professional"),
        ("German", "Basic"),
    ]
    assert [x["name"] for x in document["certificates"]] == [
        "Master Mariner Licence",
        "Radio Operator Certificate",
        "Advanced Fire Fighting",
    ]


def test_a_spaced_chinese_date_wrapped_in_the_gutter_joins_its_entry():
    """LibreOffice sets a Chinese date spaced ("2018 年 3 月 – 2020 年") and wraps the rest of
    the range ("6 月") onto the row under it in a narrow table cell."""
    lines = [
        _line(("2020 年 7 月 – 至今", 40), ("海港小学，语文教师", 150)),
        _line(("2018 年 3 月 – 2020 年", 40), ("江城中学，实习教师", 150)),
        _line(("6 月", 40)),
        _line(("批改作文", 170)),
    ]

    joined = join_wrapped_dates(lines)

    assert [line.text for line in joined] == [
        "2020 年 7 月 – 至今 海港小学，语文教师",
        "2018 年 3 月 – 2020 年 6 月 江城中学，实习教师",
        "批改作文",
    ]


def test_a_chinese_date_filling_its_cell_is_not_cut_at_its_year():
    """个人简历 grids: a work row's date runs past the education table's narrower date column;
    "2017年7月 - 2020年2月" is one date, "年2月" never the title beside it."""
    lines = [
        _line(("2020年3月 - 至今", 40), ("中建三局", 130)),
        _line(("2017年7月 - 2020年2月", 40), ("湖北路桥", 130)),
        _line(("2013 - 2017", 40), ("武汉理工大学", 100)),
    ]

    joined = join_wrapped_dates(lines)

    assert joined[1].parts[0].text == "2017年7月 - 2020年2月"


GRID_HTML = """<html><head><style>body {{font-family: 'Noto Sans CJK SC'; font-size: 10pt}}
td {{padding: 2pt 4pt; vertical-align: top}} .d {{width: {width}pt}}</style></head><body>
<h1>个人简历</h1><table><tr><td>姓名</td><td>林晓雯</td><td>求职意向</td><td>药剂师</td></tr></table>
<h2>工作经历</h2><table>
<tr><td class=d>2021年3月-至今</td><td>杭州市第一人民医院</td><td>主管药师</td></tr>
<tr><td class=d>2016年7月-2021年12月</td><td>浙江省中医院</td><td>药师</td></tr></table>
<h2>教育经历</h2><table><tr><td class=d>2012-2016</td><td>浙江大学</td><td>药学</td><td>本科</td>
</tr></table></body></html>"""


@pytest.mark.parametrize("width", [90, 95])
def test_a_chinese_date_wrapped_in_its_narrow_cell_keeps_its_month(width):
    """A 个人简历 table (drawn by WeasyPrint) whose date cell is too narrow: "12月" or "月"
    alone on the row under the cell ends the date above it."""
    from weasyprint import HTML

    pdf = HTML(string=GRID_HTML.format(width=width)).write_pdf()
    work = parse_bytes(pdf).document["work"]

    assert [(w["name"], w["position"], w["startDate"], w.get("endDate")) for w in work] == [
        ("杭州市第一人民医院", "主管药师", "2021-03", None),
        ("浙江省中医院", "药师", "2016-07", "2021-12"),
    ]
