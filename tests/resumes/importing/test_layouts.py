"""Layout families beyond the usual resume: "label: value" web forms in English and Chinese,
the Chinese 个人简历 info grid (a Chromium-printed table), section headings of professions
other than software, and a document title that is not the headline."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes
from resumes.importing.pipeline import UNPLACED_KEY

FORM_EN = """Personal Information
Full Name: Daniel Okafor
Email Address: daniel.okafor@example.com
Phone Number: +1 415 555 0187
City: San Francisco, CA

Work Experience
Employer 1
Company Name: Bayview Medical Center
Job Title: Registered Nurse
Start Date: 06/2018
End Date: Present
Responsibilities: Managed care for 6 patients per shift in the cardiac unit

Employer 2
Company Name: St. Mary's Hospital
Job Title: Staff Nurse
Start Date: 08/2015
End Date: 05/2018
Responsibilities: Administered medications and monitored vital signs

Education
School Name: University of California, San Francisco
Degree: Bachelor of Science in Nursing
Graduation Date: 05/2015

Licenses and Certifications
Registered Nurse License, California Board of Registered Nursing, 2015
Basic Life Support (BLS), American Heart Association, 2023
"""

FORM_ZH = """个人简历
姓名：陈佳怡    性别：女
求职意向：产品经理    工作年限：6年
电话：139-0000-1234    邮箱：chenjiayi@example.com
现居地：上海

工作经历
公司名称：上海云图信息科技有限公司
职位：高级产品经理
在职时间：2020.03 - 至今
工作内容：负责企业协同产品的规划与迭代

公司名称：杭州有赞科技有限公司
职位：产品经理
在职时间：2017.07 - 2020.02
工作内容：负责商家后台订单模块

教育背景
学校：复旦大学
专业：信息管理与信息系统
学历：本科
时间：2013.09 - 2017.06

执业资格
PMP 项目管理专业人士资格认证
"""


def test_an_english_web_form_gives_fields_not_labels():
    document = parse_bytes(FORM_EN.encode()).document

    basics = document["basics"]
    assert basics["name"] == "Daniel Okafor"
    assert basics.get("label") != "Personal Information"
    assert basics["location"] == {"city": "San Francisco", "region": "CA"}
    assert [(w["name"], w["position"]) for w in document["work"]] == [
        ("Bayview Medical Center", "Registered Nurse"),
        ("St. Mary's Hospital", "Staff Nurse"),
    ]
    assert document["work"][0]["startDate"] == "2018-06" and "endDate" not in document["work"][0]
    assert document["work"][1]["endDate"] == "2018-05"
    assert document["work"][0]["highlights"] == [
        "Managed care for 6 patients per shift in the cardiac unit"
    ]
    assert document["education"][0]["institution"] == "University of California, San Francisco"
    assert [c["name"] for c in document["certificates"]] == [
        "Registered Nurse License",
        "Basic Life Support (BLS)",
    ]
    assert UNPLACED_KEY not in document  # every label became a field


def test_a_chinese_form_and_info_grid_give_name_and_target_position():
    document = parse_bytes(FORM_ZH.encode()).document

    basics = document["basics"]
    assert (basics["name"], basics["label"]) == ("陈佳怡", "产品经理")
    assert basics["location"]["city"] == "上海"
    assert [(w["name"], w["position"]) for w in document["work"]] == [
        ("上海云图信息科技有限公司", "高级产品经理"),
        ("杭州有赞科技有限公司", "产品经理"),
    ]
    education = document["education"][0]
    assert (education["institution"], education["area"], education["studyType"]) == (
        "复旦大学", "信息管理与信息系统", "本科"
    )  # fmt: skip
    assert document["certificates"] == [{"name": "PMP 项目管理专业人士资格认证"}]
    # What JSON Resume has no field for stays listed as not placed; the title is not there.
    assert document[UNPLACED_KEY] == ["性别：女", "工作年限：6年"]


@pytest.mark.parametrize(
    ("heading", "section"),
    [
        ("Clinical Experience", "work"),
        ("Teaching Experience", "work"),
        ("Research Experience", "work"),
        ("Licenses and Certifications", "certificates"),
        ("Bar Admissions", "certificates"),
        ("执业资格", "certificates"),
        ("项目经历", "projects"),
        ("Publications and Presentations", "publications"),
        ("Top Skills", "skills"),
        ("临床经历", "work"),
    ],
)
def test_section_headings_of_every_profession(heading, section):
    text = f"Alex Morgan\nalex@example.com\n\n{heading}\nNorthfield General Hospital, 2019\n"
    draft = parse_bytes(text.encode())
    found = {s["heading"]: s["section"] for s in draft.report["sections"]}
    assert found[heading] == section


@pytest.mark.browser
def test_a_chromium_printed_info_grid_gives_name_and_target_position():
    from tests.resumes.importing.corpus import chromium

    html = (
        "<!doctype html><html><head><meta charset=utf-8><style>body{font-family:'Noto Sans CJK"
        " SC';font-size:10.5pt} td{border:1px solid #999;padding:4pt} h1{text-align:center}"
        "</style></head><body><h1>个人简历</h1><table>"
        "<tr><td>姓名：</td><td>陈佳怡</td><td>性别：</td><td>女</td></tr>"
        "<tr><td>求职意向：</td><td>产品经理</td><td>工作年限：</td><td>6年</td></tr>"
        "<tr><td>电话：</td><td>139-0000-1234</td><td>邮箱：</td><td>chen@example.com</td></tr>"
        "</table><h2>工作经历</h2><p><b>杭州有赞科技有限公司 | 产品经理</b> 2017.07 - 2020.02</p>"
        "<ul><li>负责商家后台订单模块</li></ul></body></html>"
    )
    document = parse_bytes(chromium.print_pdfs([html])[0]).document

    basics = document["basics"]
    assert (basics["name"], basics["label"]) == ("陈佳怡", "产品经理")
    assert basics["email"] == "chen@example.com"
    assert "个人简历" not in str(document)
    assert document["work"][0]["name"] == "杭州有赞科技有限公司"


def _skills_docx(rows: list[list[str]]) -> bytes:
    import io

    from docx import Document

    doc = Document()
    doc.add_paragraph("Marcus Lindqvist", style="Title")
    doc.add_paragraph("marcus@example.com")
    doc.add_heading("Skills", level=1)
    table = doc.add_table(rows=0, cols=2)
    for row in rows:
        cells = table.add_row().cells
        for cell, value in zip(cells, row, strict=True):
            cell.text = value
    doc.add_heading("Languages", level=1)
    doc.add_paragraph("English (Native)")
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


@pytest.mark.parametrize("colon", ["", ":"])
def test_a_word_table_of_skill_groups_keeps_its_groups(colon):
    rows = [
        [f"Analysis{colon}", "ETABS, SAP2000, Tekla"],
        [f"Design{colon}", "Eurocode 2, Eurocode 3"],
    ]
    document = parse_bytes(_skills_docx(rows)).document

    assert document["skills"] == [
        {"name": "Analysis", "keywords": ["ETABS", "SAP2000", "Tekla"]},
        {"name": "Design", "keywords": ["Eurocode 2", "Eurocode 3"]},
    ]
    assert document["languages"] == [{"language": "English", "fluency": "Native"}]


def test_a_word_table_of_tools_and_levels_gives_levels_without_colons():
    document = parse_bytes(_skills_docx([["ETABS:", "Advanced"], ["SAP2000:", "Intermediate"]]))

    assert document.document["skills"] == [
        {"name": "ETABS", "level": "Advanced"},
        {"name": "SAP2000", "level": "Intermediate"},
    ]


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_word_sidebar_in_a_text_box_is_read_apart_from_the_body(language):
    from bench.parts.import_people import person
    from bench.parts.import_renderers import docx_textbox

    _, p = person(language, 3)
    content, expected = docx_textbox(p, language)
    document = parse_bytes(content).document

    assert document["basics"]["label"] == expected["basics"]["label"]  # not the box's text
    assert document["basics"]["email"] == expected["basics"]["email"]
    assert document["skills"] == expected["skills"]
    assert document["languages"] == expected["languages"]
    assert [w["name"] for w in document["work"]] == [w["name"] for w in expected["work"]]


def test_contact_details_that_run_into_languages_are_not_languages():
    text = (
        "Ada Lovelace\n\nLANGUAGES\nEnglish (Native)\nFrench (B2)\n"
        "ada@example.com\n+44 20 7946 0958\n"
    )
    document = parse_bytes(text.encode()).document

    assert document["languages"] == [
        {"language": "English", "fluency": "Native"},
        {"language": "French", "fluency": "B2"},
    ]
    assert document[UNPLACED_KEY] == ["ada@example.com", "+44 20 7946 0958"]
