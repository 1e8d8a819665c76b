"""Logical lines (`wrapping.py`): a date range wrapped inside a narrow left gutter (timelines,
academic CVs) ends its range and starts no entry, whether the range's first row stands beside
the entry's title or has a row of its own. PDFs drawn with reportlab here."""

from __future__ import annotations

import io

import pytest

from resumes.importing.parse import parse_bytes

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
GUTTER, BODY = 40, 150


def _gutter_cv(beside: bool) -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", FONT))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    y = 790

    def text(x: float, words: str, size: float = 10) -> None:
        c.setFont("DejaVu", size)
        c.drawString(x, y, words)

    text(GUTTER, "Ingrid Solberg", 20)
    y -= 18
    text(GUTTER, "Marine Biologist")
    y -= 18
    text(GUTTER, "ingrid.solberg@example.no · +47 912 34 567 · Bergen, Norway · fjord ecology")
    y -= 30
    entries = [
        ("Experience", None),
        (("March 2019 –", "Present"), ("Research Scientist", "Havforskningsinstituttet")),
        (("September 2014 –", "February 2019"), ("Field Technician", "Akvaplan-niva")),
        ("Education", None),
        (("August 2010 – June", "2014"), ("MSc, Marine Biology", "University of Tromsø")),
    ]
    for dates, title in entries:
        if title is None:
            text(GUTTER, dates, 13)
            y -= 20
            continue
        first, second = dates
        if beside:  # the range's first row beside the title, its rest beside the employer
            text(GUTTER, first)
            text(BODY, title[0])
            y -= 13
            text(GUTTER, second)
            text(BODY, title[1])
        else:  # the range's first row alone, the title and employer beside its rest
            text(GUTTER, first)
            y -= 13
            text(GUTTER, second)
            text(BODY, ", ".join(title))
        y -= 13
        text(BODY + 10, "• Sampled plankton along the coast for the long-term monitoring series")
        y -= 26
    c.save()
    return buffer.getvalue()


@pytest.mark.parametrize("beside", [True, False], ids=["beside-title", "own-row"])
def test_a_date_range_wrapped_in_a_left_gutter_ends_its_range(beside):
    document = parse_bytes(_gutter_cv(beside)).document

    work = document["work"]
    assert [(w.get("startDate"), w.get("endDate")) for w in work] == [
        ("2019-03", None),
        ("2014-09", "2019-02"),
    ]
    assert [w.get("position") for w in work] == ["Research Scientist", "Field Technician"]
    assert [w.get("name") for w in work] == ["Havforskningsinstituttet", "Akvaplan-niva"]
    education = document["education"]
    assert len(education) == 1
    assert (education[0]["startDate"], education[0]["endDate"]) == ("2010-08", "2014-06")
    assert education[0]["institution"] == "University of Tromsø"


@pytest.mark.parametrize(
    ("row", "rest", "expected"),
    [
        ("优秀药师、江苏省药学会、2021年", "12月", "优秀药师、江苏省药学会、2021年12月"),
        ("Nurse of the Year, Saint Luke Hospital, May", "2021", None),
    ],
)
def test_a_date_wrapped_at_a_narrow_columns_edge_stays_one_date(row, rest, expected):
    """A narrow column (a sidebar's award row) wraps inside its date ("2021年" over "12月"):
    the rest carries the date on, it does not go before it."""
    from resumes.importing.lines import plain_line
    from resumes.importing.wrapping import logical_lines

    first = plain_line(row, size=10.0)
    second = plain_line(rest, size=10.0, continues=True)
    joined = logical_lines([first, second])

    assert [line.text for line in joined] == [expected or f"{row} {rest}"]


PHARMACIST_ZH = """赵静怡
执业药师

工作经历
2019年7月 - 至今  杭州百草堂大药房  驻店药师
- 负责处方审核与用药指导

证书
2017年 执业药师职业资格证书 国家药品监督管理
局
2018年 药品经营质量管理培训合格证 浙江省药品监督管
理局
"""


def test_a_dated_chinese_item_wrapped_at_any_character_is_joined_back():
    """Narrow sidebars wrap Chinese at any character: a rest of one to three ideographs
    under a dated item goes on it (plain text of its own)."""
    certificates = parse_bytes(PHARMACIST_ZH.encode()).document["certificates"]

    assert [(c["name"], c.get("issuer")) for c in certificates] == [
        ("执业药师职业资格证书", "国家药品监督管理局"),
        ("药品经营质量管理培训合格证", "浙江省药品监督管理局"),
    ]


HARPIST = """Niamh Coyle
Orchestral Harpist

Certificates
Licentiate Diploma in Harp
Performance, Royal Irish
Academy of Music, 2016
Safeguarding Children, Arts
Council, 2022
"""

ORGAN_ZH = """郑晓岚
管风琴调律师

证书
2017年 管风琴维护技师 国
际管风琴建造者协会
2020年 乐器修造职业技能等级证书 中
国轻工业联合会乐器分会
"""


def test_items_closed_by_their_year_and_wrapped_anywhere_are_joined_back():
    """Narrow sidebars of builder pages (plain text of its own): where every dated line ends
    on its year, the lines up to each year are one item, wherever the sidebar wrapped them
    (not only after a comma)."""
    certificates = parse_bytes(HARPIST.encode()).document["certificates"]

    assert [(c["name"], c.get("issuer"), c.get("date")) for c in certificates] == [
        ("Licentiate Diploma in Harp Performance", "Royal Irish Academy of Music", "2016"),
        ("Safeguarding Children", "Arts Council", "2022"),
    ]


def test_items_opened_by_their_year_and_wrapped_anywhere_are_joined_back():
    """The same sidebars with the year first ("2017年 name issuer"): the lines up to the next
    year are one item, Chinese rests longer than three ideographs included."""
    certificates = parse_bytes(ORGAN_ZH.encode()).document["certificates"]

    assert [c["name"] for c in certificates] == [
        "管风琴维护技师",
        "乐器修造职业技能等级证书",
    ]
    assert [c["issuer"] for c in certificates] == [
        "国际管风琴建造者协会",
        "中国轻工业联合会乐器分会",
    ]
