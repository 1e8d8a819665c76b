"""A resume pasted under an e-mail's greeting, and a Chinese 个人简历 grid whose labels are
spread over their cells with ideographic spaces (姓　　名) and whose work cells hold employer,
position and city apart by ideographic spaces. Documents of this module's own."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes
from resumes.importing.pipeline import UNPLACED_KEY

LETTER_EN = """{greeting}

As promised, my resume is pasted below. Happy to talk any time next week.

Best,
Daniel

DANIEL OKORO
Quantity Surveyor
Manchester, UK | daniel.okoro@example.com | +44 7700 900456

EXPERIENCE
Senior Quantity Surveyor, Hartwell Construction, 2019 - Present
- Managed cost plans for a 40 million pound hospital wing

EDUCATION
BSc Quantity Surveying, University of Salford, 2011 - 2014
"""

LETTER_ZH = """王经理，您好：

附上我的简历，请查收。

李明轩
财务主管 | 杭州 | lmx@example.cn | 138 0000 5678

工作经历
杭州银泰百货有限公司  财务主管  2018.03 - 至今
- 负责月度结算

教育背景
浙江财经大学  会计学学士  2010.09 - 2014.06
"""


@pytest.mark.parametrize("greeting", ["Hi Sam,", "Dear Ms Patel,", "Hello hiring team!"])
def test_an_e_mail_greeting_is_not_the_name(greeting):
    document = parse_bytes(LETTER_EN.format(greeting=greeting).encode()).document
    basics = document["basics"]

    assert basics["name"] == "DANIEL OKORO"  # one name, capitals and all
    assert basics["label"] == "Quantity Surveyor"
    assert "As promised" not in basics.get("summary", "")
    assert greeting in document[UNPLACED_KEY]  # kept in view, never the resume's
    assert document["work"][0]["name"] == "Hartwell Construction"


def test_a_chinese_e_mail_greeting_is_not_the_name():
    basics = parse_bytes(LETTER_ZH.encode()).document["basics"]

    assert (basics["name"], basics["label"]) == ("李明轩", "财务主管")
    assert basics["location"]["city"] == "杭州"


GRID = """<html><head><meta charset=utf-8><style>
body {{ font-family: 'Noto Sans CJK SC', sans-serif; font-size: 10.5pt }}
table {{ border-collapse: collapse; width: 100% }}
td, th {{ border: 1px solid #999; padding: 4px; text-align: left }}
th {{ background: #eee; width: 18% }}</style></head><body>
<h1 style="text-align: center">个人简历</h1>
<table><tr><th>姓　　名</th><td>周文博</td><th>求职意向</th><td>机械工程师</td></tr>
<tr><th>电　　话</th><td>139 1234 5678</td><th>邮　　箱</th><td>zhouwb@example.cn</td></tr>
<tr><th>现居地</th><td>苏州</td><th>学　　历</th><td>硕士</td></tr></table>
<h2>工作经历</h2><table>
<tr><td>2019.03 - 至今</td><td><b>博世汽车部件（苏州）有限公司</b>　高级机械工程师　苏州
<ul><li>负责制动系统零部件设计</li></ul></td></tr>
<tr><td>2016.07 - 2019.02</td><td><b>江苏恒立液压股份有限公司</b>　机械工程师　常州
<ul><li>完成液压缸结构优化</li></ul></td></tr></table>
<h2>教育背景</h2><table><tr><td>2013.09 - 2016.06</td><td>东南大学　机械工程硕士</td></tr></table>
</body></html>"""


@pytest.mark.browser
def test_a_chromium_grid_with_spaced_labels_and_ideographic_spaces():
    from tests.resumes.importing.corpus import chromium

    document = parse_bytes(chromium.print_pdfs([GRID.format()])[0]).document
    basics = document["basics"]

    assert (basics["name"], basics["label"]) == ("周文博", "机械工程师")
    assert basics["location"]["city"] == "苏州"
    assert [(w["name"], w["position"], w.get("location")) for w in document["work"]] == [
        ("博世汽车部件（苏州）有限公司", "高级机械工程师", "苏州"),
        ("江苏恒立液压股份有限公司", "机械工程师", "常州"),
    ]
    assert document["education"][0]["institution"] == "东南大学"


def test_spaced_grid_labels_in_a_word_table():
    import io

    from docx import Document

    doc = Document()
    table = doc.add_table(rows=0, cols=4)
    for row in (
        ["姓　　名", "周文博", "求职意向", "机械工程师"],
        ["电　　话", "13912345678", "邮　　箱", "zhouwb@example.cn"],
    ):
        for cell, value in zip(table.add_row().cells, row, strict=True):
            cell.text = value
    doc.add_heading("工作经历", level=1)
    doc.add_paragraph("博世汽车部件（苏州）有限公司  高级机械工程师  2019.03 - 至今")
    out = io.BytesIO()
    doc.save(out)
    basics = parse_bytes(out.getvalue()).document["basics"]

    assert (basics["name"], basics["label"]) == ("周文博", "机械工程师")
    assert basics["email"] == "zhouwb@example.cn"
