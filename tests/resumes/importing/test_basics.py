"""The header (`resumes/importing/basics.py`): one row of "Label · City · e-mail · phone"
under the name, with a city no list of cities holds."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes


@pytest.mark.parametrize("city", ["Phoenix", "Tromsø", "Bandar Seri Begawan"])
def test_a_proper_noun_beside_the_contacts_after_the_label_is_the_city(city):
    text = (
        "# Angela Moreno\n\n"
        f"**Licensed Clinical Social Worker** · {city} · angela@example.com · +1 602 555 0134\n\n"
        "## Experience\n\n### Maricopa Family Services\n\n"
        "**Senior Social Worker** | Phoenix, AZ | Feb 2018 – Present\n"
    )
    basics = parse_bytes(text.encode()).document["basics"]

    assert basics["label"] == "Licensed Clinical Social Worker"
    assert basics["location"]["city"] == city


def test_a_second_phrase_in_lower_case_beside_the_contacts_is_not_a_city():
    text = (
        "# Angela Moreno\n\n"
        "Social Worker · open to relocation · angela@example.com · +1 602 555 0134\n\n"
        "## Experience\n\n### Maricopa Family Services\n"
    )
    basics = parse_bytes(text.encode()).document["basics"]

    assert "location" not in basics


def test_the_headline_under_the_name_wins_over_what_reading_order_put_first():
    """Contacts at the top right, read before the name (layout family: Google Docs-like
    templates): the line under the name is the headline, not the first unknown word."""
    import io

    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(612, 792))
    rows = [(42, 745, "Angela Moreno", 24), (42, 722, "Licensed Clinical Social Worker", 10),
            (470, 752, "Sedona Springs", 9), (470, 741, "+1 602 555 0134", 9),
            (470, 730, "angela@example.com", 9)]  # fmt: skip
    y = 690
    for heading, body in [
        ("Experience", "Maricopa Family Services — Senior Social Worker"),
        ("Education", "Arizona State University — Master of Social Work"),
    ]:
        rows += [(42, y, heading, 12), (42, y - 16, body, 10), (42, y - 28, "2014 – 2018", 8)]
        y -= 60  # fmt: skip
    for x, top, words, size in rows:
        c.setFont("Serif", size)
        c.drawString(x, top, words)
    c.save()
    basics = parse_bytes(buffer.getvalue()).document["basics"]

    assert basics["name"] == "Angela Moreno"
    assert basics["label"] == "Licensed Clinical Social Worker"


JOB_SITE = """司徒嘉欣
女 | 29岁 | 现居苏州 | 6年工作经验
手机：138 5555 0192
邮箱：situ.jx@example.cn
期望职位：药剂师
期望地点    苏州

工作经历
2019.03 - 至今 苏州明德医院 | 主管药师
- 审核住院处方
"""


def test_a_job_site_row_of_personal_details_is_reported_as_its_row():
    """Layout family: a job-site export's row of personal details under the name."""
    document = parse_bytes(JOB_SITE.encode()).document
    unplaced = document["x-unplaced"]

    assert document["basics"]["location"]["city"] == "苏州"
    assert "女 | 29岁 | 现居苏州 | 6年工作经验" in unplaced
    for piece in ("女", "29岁", "现居", "期望地点"):
        assert piece not in unplaced  # no piece that says nothing alone


def test_a_title_naming_its_machine_is_the_headline():
    text = (
        "RAFAEL OKONJO\nFirst Officer, Boeing 737\nrafael@example.com | +44 7700 900123\n\n"
        "EXPERIENCE\nFirst Officer, Northwind Airways   Jan 2019 - Present\n- Flew the 737-800\n"
    )
    assert parse_bytes(text.encode()).document["basics"]["label"] == "First Officer, Boeing 737"


def test_a_spaced_asterisk_sets_a_plain_text_headers_pieces_apart():
    text = (
        "HAMISH DOYLE\nChartered Surveyor\nToowoomba, QLD  *  +61 412 555 301  *  "
        "hamish@example.com\n\nEXPERIENCE\n----------\n\n"
        "Darling Downs Surveys, Toowoomba          Mar 2017 - Present\nSenior Surveyor\n"
    )
    basics = parse_bytes(text.encode()).document["basics"]

    assert basics["location"]["city"] == "Toowoomba"
    assert basics["phone"] == "+61 412 555 301"
