"""Text pasted from a web application form (`webforms.pasted_form`, layout family:
"label: value" forms in English and Chinese, pasted from a job site): the name, the job title
and the employer land in their fields whichever way the form set label and value apart."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes

ZH_FORM_LABEL_ABOVE = """基本信息
姓名：
周雅琴
性别：
女
手机：
138-0000-5521
邮箱：
zhouyaqin@example.com
现居住地：
南京
求职意向：
会计主管

工作经历
公司名称：
南京金陵会计师事务所
职位名称：
审计经理
在职时间：
2019.03 - 至今
工作内容：
负责二十家客户的年度审计

教育背景
学校名称：
南京财经大学
学历：
本科
专业：
会计学
毕业时间：
2014.06
技能特长：
审计、税务筹划、用友
"""

ZH_FORM_TABS = (
    "基本信息\n姓名\t周雅琴\n性别\t女\n手机\t138-0000-5521\n邮箱\tzhouyaqin@example.com\n"
    "求职意向\t会计主管\n\n工作经历\n工作经历1\n公司名称\t南京金陵会计师事务所\n"
    "职位名称\t审计经理\n在职时间\t2019.03 - 至今\n工作内容\t负责二十家客户的年度审计\n\n"
    "教育背景\n学校名称\t南京财经大学\n学历\t本科\n专业\t会计学\n毕业时间\t2014.06\n\n"
    "技能特长\t审计、税务筹划、用友\n语言能力\t英语：CET-6\n"
)


@pytest.mark.parametrize("text", [ZH_FORM_LABEL_ABOVE, ZH_FORM_TABS], ids=["label-above", "tabs"])
def test_a_pasted_chinese_form_gives_the_name_job_and_school(text):
    document = parse_bytes(text.encode()).document

    assert document["basics"]["name"] == "周雅琴"
    assert document["basics"]["label"] == "会计主管"
    assert document["basics"]["phone"] == "138-0000-5521"
    [job] = document["work"]
    assert job["name"] == "南京金陵会计师事务所"
    assert job["position"] == "审计经理"
    assert job["startDate"] == "2019-03" and "endDate" not in job
    [school] = document["education"]
    assert (school["institution"], school["studyType"], school["area"]) == (
        "南京财经大学",
        "本科",
        "会计学",
    )
    assert school["endDate"] == "2014-06" and "startDate" not in school
    terms = {k for s in document["skills"] for k in [s.get("name"), *s.get("keywords", [])]}
    assert {"审计", "税务筹划", "用友"} <= terms


EN_FORM = """Personal Information
Full Name
Tomás Rivera
Email Address
tomas.rivera@example.com
Phone Number
+1 210 555 0137
LinkedIn Profile (optional)
N/A
Website (optional)

City
San Antonio

Work Experience #1
Company Name: Alamo Freight Lines
Job Title: Dispatch Supervisor
Start Date: 03/2019
End Date: Present
Responsibilities: Scheduled 60 drivers across two depots

Work Experience #2
Company Name: Lone Star Logistics
Job Title: Dispatcher
Start Date: 06/2015
End Date: 02/2019
Responsibilities: Planned daily routes for 25 trucks

Education
School Name: University of Texas at San Antonio
Degree: Bachelor of Business Administration
Field of Study: Supply Chain Management
Graduation Date: 05/2015

Skills: Route planning, TMS, Spanish
Languages: Spanish - fluent, English - native
Certifications: N/A
"""


def test_a_pasted_english_form_places_every_field_and_leaves_empty_ones_out():
    document = parse_bytes(EN_FORM.encode()).document

    basics = document["basics"]
    assert basics["name"] == "Tomás Rivera"
    assert basics["email"] == "tomas.rivera@example.com"
    assert basics["location"]["city"] == "San Antonio"
    assert [(w["name"], w["position"]) for w in document["work"]] == [
        ("Alamo Freight Lines", "Dispatch Supervisor"),
        ("Lone Star Logistics", "Dispatcher"),
    ]
    assert document["work"][1]["endDate"] == "2019-02"
    [school] = document["education"]
    assert school["area"] == "Supply Chain Management"
    assert "Skills" not in str(school)
    terms = {k for s in document["skills"] for k in [s.get("name"), *s.get("keywords", [])]}
    assert {"Route planning", "TMS"} <= terms
    assert {"language": "Spanish", "fluency": "fluent"} in document["languages"]
    assert "certificates" not in document
    assert "N/A" not in str(document.get("x-unplaced", []))
    assert "Work Experience #1" not in str(document)


APPLICATION_FORM = """APPLICATION FORM

Section 1: Personal Details
Name: Priya Nair
E-mail: priya.nair@example.com
Telephone: +44 20 7946 0321
Position Applied For: Night Shift Hotel Manager

Section 2: Employment History
Employer: Harbourside Hotel
Position Held: Duty Manager
From: 09/2020
To: Present
Description of Duties:
- Ran the night shift of a 180-room hotel

Section 3: Education
Institution: University of Surrey
Qualification: BSc International Hospitality Management
Year Completed: 2020

Section 4: Skills
Relevant Skills: Night audit, Opera PMS
"""


def test_an_application_form_with_numbered_sections_reads_as_a_resume():
    document = parse_bytes(APPLICATION_FORM.encode()).document

    assert document["basics"]["name"] == "Priya Nair"
    assert document["basics"]["label"] == "Night Shift Hotel Manager"
    [job] = document["work"]
    assert (job["name"], job["position"], job["startDate"]) == (
        "Harbourside Hotel",
        "Duty Manager",
        "2020-09",
    )
    assert job["highlights"] == ["Ran the night shift of a 180-room hotel"]
    assert document["education"][0]["institution"] == "University of Surrey"
    terms = {k for s in document["skills"] for k in [s.get("name"), *s.get("keywords", [])]}
    assert {"Night audit", "Opera PMS"} <= terms
    assert "Relevant Skills" not in terms
    assert "APPLICATION FORM" not in str(document)
