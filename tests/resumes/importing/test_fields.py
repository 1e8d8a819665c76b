"""Dated lists (`resumes/importing/fields.py`: awards, certificates, publications) as the
languages write them."""

from __future__ import annotations

import io

from resumes.importing.parse import parse_bytes

CHINESE = """# 周静怡

主管药师 · 南京 · zhoujingyi@example.com · 138-3100-2201

## 工作经历

### 江苏省人民医院

**临床药师** | 南京 | 2018年7月 – 至今

- 负责心内科与肾内科的处方前置审核

## 资格证书

- 执业药师、国家药品监督管理局、2015年10月
- 主管药师资格证，国家卫生健康委员会，2019年5月

## 荣誉奖项

- 优秀药师、*江苏省药学会*、2021年12月
"""


def test_chinese_fields_set_apart_by_enumeration_commas_are_title_issuer_and_date():
    document = parse_bytes(CHINESE.encode()).document

    assert document["certificates"] == [
        {"name": "执业药师", "issuer": "国家药品监督管理局", "date": "2015-10"},
        {"name": "主管药师资格证", "issuer": "国家卫生健康委员会", "date": "2019-05"},
    ]
    assert document["awards"] == [
        {"title": "优秀药师", "awarder": "江苏省药学会", "date": "2021-12"}
    ]


FEDERAL = """MARCUS LINDQVIST
Seattle
Email: marcus@example.com

Work Experience:
Cascade Air Lines
Seattle, WA
05/2017 - Present
Hours per week: 40
Captain, Airbus A320
Duties, Accomplishments and Related Skills:
Commanded more than 2,400 scheduled flights
Trained first officers on winter operations

Horizon Regional
Portland, OR
03/2011 - 04/2017
Hours per week: 40
First Officer, Dash 8
Duties:
Flew short-haul routes in mountain weather

Education:
Embry-Riddle Aeronautical University
Bachelor of Science 05/2010
Major: Aeronautical Science
"""


def test_duties_under_their_label_are_highlights_and_other_fields_are_no_title():
    """Layout family: federal (USAJOBS-like) and applicant-tracking resumes: duties as lines
    with no bullet under "Duties, Accomplishments and Related Skills:", "Hours per week"
    among the entry's lines; a school's one date is when it was finished, "Major:" the area."""
    draft = parse_bytes(FEDERAL.encode())
    work = draft.document["work"]

    assert [(w["name"], w["position"], w["location"]) for w in work] == [
        ("Cascade Air Lines", "Captain, Airbus A320", "Seattle, WA"),
        ("Horizon Regional", "First Officer, Dash 8", "Portland, OR"),
    ]
    assert work[0]["highlights"] == [
        "Commanded more than 2,400 scheduled flights",
        "Trained first officers on winter operations",
    ]
    assert work[1]["highlights"] == ["Flew short-haul routes in mountain weather"]
    assert "Hours per week: 40" in draft.unplaced
    assert draft.document["education"] == [
        {
            "institution": "Embry-Riddle Aeronautical University",
            "studyType": "Bachelor of Science",
            "area": "Aeronautical Science",
            "endDate": "2010-05",
        }
    ]


SCHOOLS = """# Ciarán Devlin

## Education

### Queen's University Belfast
2010 – 2014

Bachelor of Engineering, Civil Engineering (Upper Second Class Honours)

### Belfast Flight Centre
2015 – 2016

CPL, Commercial Pilot

## Publications

1. Settlement of soft clay under embankments. Journal of Geotechnical Practice, 2018.
"""


def test_a_classification_in_brackets_is_the_score_and_initials_name_the_qualification():
    document = parse_bytes(SCHOOLS.encode()).document
    first, second = document["education"]

    assert first["area"] == "Civil Engineering"
    assert first["score"] == "Upper Second Class Honours"
    assert (second["studyType"], second["area"]) == ("CPL", "Commercial Pilot")


def test_an_academic_citation_gives_title_and_venue():
    publication = parse_bytes(SCHOOLS.encode()).document["publications"][0]

    assert publication["name"] == "Settlement of soft clay under embankments"
    assert publication["publisher"] == "Journal of Geotechnical Practice"
    assert publication["releaseDate"] == "2018"


def test_a_gpa_cell_of_its_own_is_kept_as_written():
    text = (
        "# 陆婉清\n\n## 教育背景\n\n### 复旦大学\n\n2012 – 2016\n\n"
        "复旦大学　药学　学士　GPA 3.6/4.0\n"
    )
    school = parse_bytes(text.encode()).document["education"][0]
    assert school["score"] == "GPA 3.6/4.0"
    assert school["area"] == "药学"


NUMBERED_CITATIONS = """Gwen Pritchard
Soil Ecologist

PUBLICATIONS
[1] Grazing pressure and soil carbon on upland sheep farms. Journal of
Applied Ecology, 2020.
[2] Hedgerow loss in lowland Wales. Landscape Research, 2017.
"""


def test_numbered_citations_are_one_publication_each_without_their_number():
    # Layout family: academic CVs (Typst, LaTeX) numbering their publications "[1]", "[2]".
    from resumes.importing.parse import parse_bytes

    publications = parse_bytes(NUMBERED_CITATIONS.encode()).document["publications"]
    assert [(p["name"], p.get("publisher"), p.get("releaseDate")) for p in publications] == [
        ("Grazing pressure and soil carbon on upland sheep farms", "Journal of Applied Ecology",
         "2020"),
        ("Hedgerow loss in lowland Wales", "Landscape Research", "2017"),
    ]  # fmt: skip


CERTIFICATES_ZH = """王立新
叉车司机

工作经历
2018年3月 - 至今  宁波港物流有限公司  叉车司机
- 负责集装箱堆场的装卸作业

证书
2016年 机动车驾驶证A2 宁波市公安局交通警察支队
2017年 特种设备作业人员证N1 浙江省市场监督管理局
"""


def test_a_chinese_certificate_ending_in_a_latin_class_is_parted_from_its_issuer():
    """Chinese lists part their fields by a space; a name ending in a licence's class ("A2",
    "N1") is still a Chinese field."""
    certificates = parse_bytes(CERTIFICATES_ZH.encode()).document["certificates"]

    assert [(c["name"], c.get("issuer")) for c in certificates] == [
        ("机动车驾驶证A2", "宁波市公安局交通警察支队"),
        ("特种设备作业人员证N1", "浙江省市场监督管理局"),
    ]


BAR_MANAGER = """Callum Reid
Bar Manager

EXPERIENCE
Bar Manager, The Old Quay, Plymouth
Jun 2019 - Present
- Run a team of nine across two bars

CERTIFICATIONS
Personal Licence, Plymouth City
Council, 2019
Food Hygiene Level 3, Highfield,
2020
Cellar Management, BIIAB, 2021
"""


def test_dated_items_wrapped_in_a_narrow_column_are_joined_back():
    """Items written "Name, Issuer, Year" and wrapped by a narrow sidebar: a line closed by a
    comma, or an undated line over a short rest ending on the year, goes on."""
    certificates = parse_bytes(BAR_MANAGER.encode()).document["certificates"]

    assert [(c["name"], c.get("issuer"), c.get("date")) for c in certificates] == [
        ("Personal Licence", "Plymouth City Council", "2019"),
        ("Food Hygiene Level 3", "Highfield", "2020"),
        ("Cellar Management", "BIIAB", "2021"),
    ]


JOB_SITE_LISTS = [
    "冯晓东",
    "工作经历",
    "2020.06 - 至今 | 宁波海天塑机集团 | 注塑工艺工程师",
    "证书",
    "2018年\u3000Autodesk Certified User\u3000Autodesk",
    "获奖经历",
    "2022 | 宁波市总工会 | 宁波市五一劳动奖章",
    "2019 | 浙江省机械工程学会 | 青年工程师创新奖",
]


def test_job_site_lists_parted_by_ideographic_spaces_and_a_body_written_first():
    """Chinese job-site exports (python-docx, of its own): fields parted by the ideographic
    space whatever their script; "year | body | award" gives the body as the awarder."""
    import io

    import docx

    document = docx.Document()
    for row in JOB_SITE_LISTS:
        document.add_paragraph(row)
    out = io.BytesIO()
    document.save(out)

    parsed = parse_bytes(out.getvalue()).document

    assert [(c["name"], c.get("issuer")) for c in parsed["certificates"]] == [
        ("Autodesk Certified User", "Autodesk")
    ]
    assert [(a["title"], a.get("awarder")) for a in parsed["awards"]] == [
        ("宁波市五一劳动奖章", "宁波市总工会"),
        ("青年工程师创新奖", "浙江省机械工程学会"),
    ]


BOSS_LIKE = [
    "宋嘉禾",
    "6年经验 · 大专 · 29岁",
    "",
    "工作经历",
    "",
    "杭州西湖游船有限公司　2020.03 - 至今",
    "",
    "船长 · 杭州",
    "",
    "内容：",
    "",
    "负责画舫日常航行与安全检查",
    "",
    "带领船员完成应急演练",
    "",
    "千岛湖旅游集团　2018.06 - 2020.02",
    "",
    "驾驶员 · 淳安",
    "",
    "内容：",
    "",
    "驾驶观光游船往返各岛",
    "",
]
# The same page with more headings: read as a job site's page (`webforms.pasted_form`).
BOSS_PAGE = [*BOSS_LIKE[:3], "个人优势", "", "持内河船舶船长适任证书，十年无事故。", "",
             *BOSS_LIKE[3:], "教育经历", "", "浙江交通职业技术学院　2013 - 2016", ""]  # fmt: skip


def test_items_under_a_bare_content_label_set_apart_by_space_are_highlights():
    """Chinese job-site exports (BOSS直聘-like, each line a paragraph with space after it, here
    written by python-docx with empty paragraphs): the lines under "内容：" alone are the job's
    items, up to the next dated header."""
    import docx

    for rows in (BOSS_LIKE, BOSS_PAGE):
        document = docx.Document()
        for row in rows:
            document.add_paragraph(row)
        buffer = io.BytesIO()
        document.save(buffer)
        work = parse_bytes(buffer.getvalue()).document["work"]

        assert [w.get("highlights") for w in work] == [
            ["负责画舫日常航行与安全检查", "带领船员完成应急演练"],
            ["驾驶观光游船往返各岛"],
        ]


def test_the_enumeration_comma_before_a_taken_date_goes_with_it():
    """A Word table of content controls: "证书 | 颁发机构、年份" in two cells; the issuer is
    the cell's text without the comma that set the year apart."""
    from resumes.importing.fields import build_certificates
    from resumes.importing.lines import Line, Part

    row = Line(parts=[Part("注册安全工程师"), Part("应急管理部、2020")], table=True)

    items, _ = build_certificates([row])

    assert items == [{"name": "注册安全工程师", "issuer": "应急管理部", "date": "2020"}]
