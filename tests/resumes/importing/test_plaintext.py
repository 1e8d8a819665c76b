"""Plain text (`resumes/importing/plaintext.py`) copied out of a web page in a browser: the
screen reader's hidden copy of each title repeats it on the next line."""

from __future__ import annotations

from resumes.importing.parse import parse_bytes

LINKEDIN_PAGE = """Angela Moreno
Licensed Clinical Social Worker
Phoenix · Contact info
500+ connections

Experience
Experience
Senior Social Worker
Senior Social Worker
Maricopa Family Services · Full-time
Maricopa Family Services · Full-time
Feb 2018 - Present · 7 yrs 11 mos
Feb 2018 - Present · 7 yrs 11 mos
Phoenix, AZ
Phoenix, AZ
- Carried a caseload of 30 families

Education
Education
Arizona State University
Arizona State University
Master of Social Work, Clinical Practice
Master of Social Work, Clinical Practice
"""


def test_a_page_copied_with_its_hidden_repeats_reads_each_line_once():
    document = parse_bytes(LINKEDIN_PAGE.encode()).document

    assert [(w["name"], w["position"]) for w in document["work"]] == [
        ("Maricopa Family Services", "Senior Social Worker")
    ]
    assert [e["institution"] for e in document["education"]] == ["Arizona State University"]
    assert document["basics"]["location"]["city"] == "Phoenix"  # not "Phoenix · Contact info"


def test_a_line_said_twice_once_in_a_resume_stays():
    text = "Hannah Whitfield\n\nSkills\nTriage\nTriage\nWound care\n"
    document = parse_bytes(text.encode()).document

    terms = [s["name"] for s in document["skills"]]
    assert terms.count("Triage") == 2


def test_a_setext_underline_under_the_name_is_no_headline():
    text = (
        "韦思琪\n======\n\n**注册营养师**\n\nweisiqi@example.cn · 139 5555 0188 · 南宁\n\n"
        "工作经历\n--------\n\n### 南宁康宁医院 · 营养科营养师\n\n2018.07 – 至今\n\n"
        "- 制定住院患者营养方案\n"
    )
    basics = parse_bytes(text.encode()).document["basics"]

    assert basics["name"] == "韦思琪"
    assert basics["label"] == "注册营养师"
