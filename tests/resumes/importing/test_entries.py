"""Entry headers (`entries.py`): which piece is the employer and which the title, by evidence
(title words of every trade, organisation suffixes, the order the section's other entries
show), and a place in brackets after the employer. Documents written here: pasted text and a
Word file."""

from __future__ import annotations

import io

import pytest

from resumes.importing.parse import parse_bytes

TITLE_FIRST = """Amélie Durand
Pastry Chef
amelie.durand@example.fr

EXPERIENCE

Head Pastry Chef · Le Petit Four
March 2020 – Present
- Created a seasonal dessert menu of twelve plates

Pastry Cook · Patisserie Lenôtre SA
June 2016 – February 2020
- Laminated dough for 400 croissants a morning

Commis · Chez Marguerite
September 2014 – May 2016
- Prepared mise en place for the pastry section
"""

EMPLOYER_FIRST = TITLE_FIRST.replace(
    "Head Pastry Chef · Le Petit Four", "Le Petit Four · Head Pastry Chef"
).replace("Commis · Chez Marguerite", "Chez Marguerite · Commis")


@pytest.mark.parametrize("text", [TITLE_FIRST, EMPLOYER_FIRST], ids=["title-first", "mixed"])
def test_title_and_employer_found_by_evidence(text):
    work = parse_bytes(text.encode()).document["work"]

    assert [(w.get("position"), w.get("name")) for w in work] == [
        ("Head Pastry Chef", "Le Petit Four"),
        ("Pastry Cook", "Patisserie Lenôtre SA"),
        ("Commis", "Chez Marguerite"),
    ][: len(work)]
    assert len(work) == 3


def test_an_entry_with_no_evidence_follows_the_order_of_the_others():
    """ "Commis · Chez Marguerite" names no title word and no suffix: the other entries put the
    title first, so it does too."""
    work = parse_bytes(TITLE_FIRST.encode()).document["work"]

    assert work[2]["position"] == "Commis"
    assert work[2]["name"] == "Chez Marguerite"


def test_employer_first_sections_stay_employer_first():
    text = TITLE_FIRST.replace("Head Pastry Chef · Le Petit Four", "Le Petit Four Ltd · Commis")
    text = text.replace("Pastry Cook · Patisserie Lenôtre SA", "Lenôtre SA · Apprentice")
    text = text.replace("Commis · Chez Marguerite", "Chez Marguerite · Plongeur")
    work = parse_bytes(text.encode()).document["work"]

    assert [w.get("name") for w in work] == ["Le Petit Four Ltd", "Lenôtre SA", "Chez Marguerite"]
    assert [w.get("position") for w in work] == ["Commis", "Apprentice", "Plongeur"]


PASTED = """Sofia Lindqvist
sofia.lindqvist@example.se

Experience

Senior UX Researcher, Vipps MobilePay (Oslo, Norway)
Feb 2021 – present
Ran diary studies with 300 account holders.

UX Researcher, Kry (Stockholm, Sweden)
Aug 2018 – Jan 2021
Planned usability tests for video consultations.
"""


def test_a_place_in_brackets_after_the_employer_is_the_location():
    work = parse_bytes(PASTED.encode()).document["work"]

    assert [(w.get("position"), w.get("name"), w.get("location")) for w in work] == [
        ("Senior UX Researcher", "Vipps MobilePay", "Oslo, Norway"),
        ("UX Researcher", "Kry", "Stockholm, Sweden"),
    ]


def test_a_word_file_with_title_dash_employer_and_a_location_row():
    from docx import Document

    word = Document()
    word.add_paragraph("Tomás Ferreira").style = "Title"
    word.add_paragraph("tomas.ferreira@example.pt · Porto, Portugal")
    word.add_heading("Work Experience", level=1)
    for title, employer, place, dates in [
        ("Executive Sous Chef", "Casa Lusitana", "Lisbon, Portugal", "2019 – Present"),
        ("Line Cook", "O Pescador", "Porto, Portugal", "2015 – 2019"),
    ]:
        word.add_paragraph(f"{title} — {employer}").runs[0].bold = True
        word.add_paragraph(f"{place} | {dates}")
        word.add_paragraph("Ran the fish station for 120 covers", style="List Bullet")
    buffer = io.BytesIO()
    word.save(buffer)

    work = parse_bytes(buffer.getvalue()).document["work"]

    assert [(w.get("position"), w.get("name"), w.get("location")) for w in work] == [
        ("Executive Sous Chef", "Casa Lusitana", "Lisbon, Portugal"),
        ("Line Cook", "O Pescador", "Porto, Portugal"),
    ]


SCHOOL_DASH = """Chen Yu
chen.yu@example.com

Education

**Shanghai Jiao Tong University School of Medicine** — Nursing · Bachelor of Science, 2009 – 2013
"""


def test_a_spaced_em_dash_beside_other_separators_sets_the_school_apart():
    education = parse_bytes(SCHOOL_DASH.encode()).document["education"]

    assert education[0]["institution"] == "Shanghai Jiao Tong University School of Medicine"
    assert education[0]["area"] == "Nursing"
    assert (education[0]["startDate"], education[0]["endDate"]) == ("2009", "2013")


INDEED_LIKE = """Marcus Lindqvist
Airline Captain
Seattle
marcus.lindqvist@example.com

Work Experience
Captain, Airbus A320
Cascade Air Lines-Seattle, WA
May 2017 to Present
• Commanded more than 2,400 scheduled flights across North America

First Officer, Dash 8
Horizon Regional - Portland, OR
March 2011 to April 2017
• Flew short-haul routes in mountain weather
"""


def test_an_employer_and_its_city_joined_by_a_hyphen_are_split_and_dates_are_placed():
    """Layout family: Indeed-like resume pages copied as text ("Company-City, ST" under the
    title, "May 2017 to Present" under it)."""
    from resumes.importing.parse import parse_bytes

    draft = parse_bytes(INDEED_LIKE.encode())
    work = draft.document["work"]

    assert [(w["name"], w["position"], w["location"]) for w in work] == [
        ("Cascade Air Lines", "Captain, Airbus A320", "Seattle, WA"),
        ("Horizon Regional", "First Officer, Dash 8", "Portland, OR"),
    ]
    assert not any("to" in line.split() for line in draft.unplaced)  # dates were placed


def test_a_chinese_header_with_its_spaces_dropped_splits_at_the_dash_and_the_comma():
    """A Chinese PDF's reader drops the spaces round an em dash and after a comma between
    CJK characters ("立信会计师事务所,上海—高级审计员"): still employer, city and title."""
    from resumes.importing.parse import parse_bytes

    text = (
        "郑浩然\n审计经理\n\n工作经历\n"
        "普华永道中天会计师事务所,上海—审计经理\n2019年9月 – 至今\n"
        "• 带领十二人团队完成三家上市公司年度财务报表审计\n\n"
        "立信会计师事务所,上海—高级审计员\n2015年7月 – 2019年8月\n"
        "• 执行制造业客户的存货监盘与收入循环测试\n"
    )
    work = parse_bytes(text.encode()).document["work"]

    assert [(w["name"], w.get("location"), w["position"]) for w in work] == [
        ("普华永道中天会计师事务所", "上海", "审计经理"),
        ("立信会计师事务所", "上海", "高级审计员"),
    ]


ONE_ORDER = """ISOBEL GRANT
Heritage Professional
isobel.grant@example.org

EXPERIENCE

Conservation Officer, Dunmore Heritage Trust      Apr 2019 - Present
- Wrote the condition surveys of forty listed buildings

Archivist, Kilbride Abbey Collection              Sep 2014 - Mar 2019
- Catalogued the abbey's estate papers
"""


def test_a_title_comma_employer_piece_with_no_evidence_keeps_the_sections_order():
    """Layout family: a resume keeps one order for all its entries, pieces in one too."""
    work = parse_bytes(ONE_ORDER.encode()).document["work"]

    assert [(w["position"], w["name"]) for w in work] == [
        ("Conservation Officer", "Dunmore Heritage Trust"),
        ("Archivist", "Kilbride Abbey Collection"),
    ]


def test_an_undated_title_under_a_dated_header_in_the_same_bold_is_its_title():
    """A Chinese job site's export: "dates  employer  town" bold, then the title in the same
    bold on its own row (and a fixed-width CV's "Employer - Town  dates" over the title): the
    title is that job's, not a new job's."""
    from resumes.importing.fields import build_work
    from resumes.importing.lines import Line, Part

    def row(*texts: str, bold: bool = True, bullet: bool = False) -> Line:
        return Line(parts=[Part(t) for t in texts], bold=bold, bullet=bullet, size=10.0)

    lines = [
        row("2020.09 - 至今", "苏州云帆零售科技股份有限公司", "苏州"),
        row("高级数据分析师"),
        row("搭建门店销售日报", bold=False, bullet=True),
        row("2017.07 - 2020.08", "无锡百联商贸集团有限公司", "无锡"),
        row("数据分析师"),
        row("维护商品主数据", bold=False, bullet=True),
    ]
    work, _ = build_work(lines)
    assert [(w.get("name"), w.get("position"), w.get("location")) for w in work] == [
        ("苏州云帆零售科技股份有限公司", "高级数据分析师", "苏州"),
        ("无锡百联商贸集团有限公司", "数据分析师", "无锡"),
    ]


def test_a_job_sites_city_label_is_no_city():
    from resumes.importing.basics import _could_be_place_words
    from resumes.importing.lexicon import looks_like_place

    assert not looks_like_place("期望城市") and not _could_be_place_words("所在城市")
    assert looks_like_place("晋城市") and looks_like_place("武汉")


def test_a_piece_keeps_the_bracket_closing_its_own_qualifier():
    from resumes.importing.entries import fragments_of
    from resumes.importing.lines import plain_line

    lines = [plain_line("钟表维修工（高级技师） · 广东省人社厅"),
             plain_line("(Registered Nurse (RN)) · St Mary's Hospital")]  # fmt: skip

    assert [text for text, _bold in fragments_of(lines)] == [
        "钟表维修工（高级技师）", "广东省人社厅", "Registered Nurse (RN)", "St Mary's Hospital"
    ]  # fmt: skip
