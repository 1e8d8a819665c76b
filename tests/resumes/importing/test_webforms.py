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


# Forms as other applicant tracking systems and Chinese job sites lay them out (issue 27's
# second round of pasted forms; bench/import_webforms.py measures the family).
WORKDAY_LIKE = """My Information
Legal Name
First Name*
Grace
Last Name*
Okafor
Address Line 1*
12 Harbour Road
City*
Cork
Email Address*
grace.okafor@example.com
Phone Number*
+353 21 555 0148
My Experience
Work Experience 1
Job Title*
Midwife
Company*
Cork University Maternity Hospital
I currently work here
From*
02/2018
Role Description
Delivered 300 babies on the labour ward
Taught antenatal classes
Languages
Languages 1
Language*
Irish
Overall*
Fluent
Websites
LinkedIn
https://www.linkedin.com/in/grace-okafor-rm
"""


def test_a_workday_like_form_joins_the_name_and_keeps_the_job_lines():
    document = parse_bytes(WORKDAY_LIKE.encode()).document
    basics = document["basics"]
    assert basics["name"] == "Grace Okafor"
    assert basics["location"]["city"] == "Cork"
    assert basics.get("label") != "My Information"
    assert basics["profiles"][0]["username"] == "grace-okafor-rm"
    job = document["work"][0]
    assert (job["name"], job["position"], job["startDate"]) == (
        "Cork University Maternity Hospital", "Midwife", "2018-02"
    )  # fmt: skip
    assert job["highlights"] == [
        "Delivered 300 babies on the labour ward", "Taught antenatal classes"
    ]  # fmt: skip
    assert document["languages"] == [{"language": "Irish", "fluency": "Fluent"}]


TALEO_LIKE = """Personal Information
*First Name: Tomasz
*Last Name: Nowak
*Email Address: tomasz.nowak@example.com
Primary Number: +48 22 555 0199
*City: Warsaw
Preferred Contact Method: Email

Work Experience
*Employer: Skanska Polska
*Job Function: Site Manager
Current job: Yes
*Start date (mm/yyyy): 04/2017
End date (mm/yyyy):
Achievements: Delivered a 14-storey office block on budget.

Certifications
License/Certification: Construction Site Manager Licence
Issuing organization: Polish Chamber of Civil Engineers
Obtained on (mm/yyyy): 09/2016
"""


def test_a_taleo_like_form_reads_starred_labels_and_one_certificate():
    document = parse_bytes(TALEO_LIKE.encode()).document
    assert document["basics"]["name"] == "Tomasz Nowak"
    assert "label" not in document["basics"]  # "Preferred Contact Method: Email" is no headline
    job = document["work"][0]
    assert (job["name"], job["position"], job["startDate"]) == (
        "Skanska Polska", "Site Manager", "2017-04"
    )  # fmt: skip
    assert job["highlights"] == ["Delivered a 14-storey office block on budget."]
    assert not document.get("awards")  # "Achievements" of a job is no awards section
    assert document["certificates"] == [
        {"name": "Construction Site Manager Licence",
         "issuer": "Polish Chamber of Civil Engineers", "date": "2016-09"}
    ]  # fmt: skip


GREENHOUSE_LIKE = """Apply for this Job
* Required
Name *
Amara Nwosu
Email *
amara.nwosu@example.com
Phone *
+44 161 555 0123
Location (City)
Manchester
Resume/CV
Attach, Dropbox, Google Drive or enter manually
Current company
Northern Rail
Current title
Operations Planner
LinkedIn Profile
https://www.linkedin.com/in/amaranwosu
Website

Additional Information
Planner of rolling stock diagrams for 400 daily services.
"""


def test_a_greenhouse_like_form_gives_the_current_job_and_the_summary():
    document = parse_bytes(GREENHOUSE_LIKE.encode()).document
    basics = document["basics"]
    assert (basics["name"], basics["location"]["city"]) == ("Amara Nwosu", "Manchester")
    assert basics["summary"] == "Planner of rolling stock diagrams for 400 daily services."
    assert basics.get("label") not in {"Resume/CV", "Required"}
    assert document["work"] == [{"name": "Northern Rail", "position": "Operations Planner"}]


JOB51_LIKE = """个人信息
姓名：
陈静
手机号码：
136 0000 4521
居住地：
成都
期望职能：
幼儿园教师
到岗时间：
一个月内

工作经验
2017/9 -- 至今：成都市实验幼儿园
主班教师
工作描述：
负责大班三十名幼儿的日常教学
组织家长开放日活动

教育经历
2013/9 -- 2017/6：四川师范大学
学前教育 | 本科
"""


def test_a_job51_like_resume_reads_dated_rows_and_the_lines_under_a_label():
    document = parse_bytes(JOB51_LIKE.encode()).document
    assert (document["basics"]["name"], document["basics"]["label"]) == ("陈静", "幼儿园教师")
    job = document["work"][0]
    assert (job["name"], job["position"], job["startDate"]) == (
        "成都市实验幼儿园", "主班教师", "2017-09"
    )  # fmt: skip
    assert "endDate" not in job
    assert job["highlights"] == ["负责大班三十名幼儿的日常教学", "组织家长开放日活动"]
    school = document["education"][0]
    assert (school["institution"], school["endDate"]) == ("四川师范大学", "2017-06")


BOSS_LIKE = """刘洋
物流主管 · 7年 · 本科 · 在职-月内到岗
135 0000 8899 | liuyang@example.com

个人优势
七年仓储与运输调度经验。

工作经历
顺丰速运  物流主管  2018.05-至今
内容：
管理日均两万单的分拣中心
优化干线排班

京东物流  调度员  2016.07-2018.04
内容：
负责城配车辆调度

教育经历
西南交通大学  物流管理  本科  2012-2016
"""


def test_a_boss_like_page_keeps_each_jobs_lines_and_no_degree_as_the_city():
    document = parse_bytes(BOSS_LIKE.encode()).document
    assert document["basics"]["name"] == "刘洋"
    assert (document["basics"].get("location") or {}).get("city") != "本科"
    first, second = document["work"]
    assert (first["name"], first["position"]) == ("顺丰速运", "物流主管")
    assert first["highlights"] == ["管理日均两万单的分拣中心", "优化干线排班"]
    assert second["highlights"] == ["负责城配车辆调度"]


SMARTRECRUITERS_LIKE = """Personal information
First name: Marcus
Last name: Lindqvist
Email: marcus@example.com
Phone number: +1 206 555 0191
City: Seattle
Headline: Airline Captain

Experience
Title: Captain, Airbus A320
Company: Cascade Air Lines
Office location: Seattle, WA
From: 05/2017
I currently work here
Description:
Commanded more than 2,400 scheduled flights

Skills: Airbus A320, Crew resource management

Message to the Hiring Team (optional)

Cover letter
No file chosen
"""


def test_an_applicant_tracking_forms_office_location_file_input_and_message_box():
    """Layout family: SmartRecruiters-like application forms pasted whole: "Office location"
    is the job's place; an empty message box and a file input's "No file chosen" are no
    summary and no skill."""
    document = parse_bytes(SMARTRECRUITERS_LIKE.encode()).document

    assert document["work"][0]["location"] == "Seattle, WA"
    assert document["work"][0]["name"] == "Cascade Air Lines"
    assert "summary" not in document["basics"]
    terms = [s["name"] for s in document["skills"]]
    assert terms == ["Airbus A320", "Crew resource management"]


ZH_FORM_NUMBERED_BLOCKS = """基本资料
姓名：韩晓东
手机号码：186 0000 3377
电子邮箱：hanxd@example.com
现居城市：西安
期望职位：结构工程师

工作经历（一）
单位名称：西北建筑设计研究院
担任职务：结构工程师
起止时间：2018.03 - 至今
工作内容：
1. 完成高层住宅的结构计算
2. 审核施工图

工作经历（二）
单位名称：陕西建工集团
担任职务：助理工程师
起止时间：2015.07 - 2018.02

教育经历（一）
学校名称：长安大学
学历：硕士
专业：结构工程
就读时间：2012 - 2015

证书名称：一级注册结构工程师　发证机构：住房和城乡建设部　获得时间：2020年
"""


def test_a_chinese_form_with_bracketed_block_numbers_and_a_row_of_certificate_fields():
    document = parse_bytes(ZH_FORM_NUMBERED_BLOCKS.encode()).document
    assert [(j["name"], j["position"]) for j in document["work"]] == [
        ("西北建筑设计研究院", "结构工程师"), ("陕西建工集团", "助理工程师")
    ]  # fmt: skip
    assert document["work"][0]["highlights"] == ["完成高层住宅的结构计算", "审核施工图"]
    assert document["education"][0]["institution"] == "长安大学"
    assert "工作经历" not in document["basics"].get("summary", "")
    assert document["certificates"] == [
        {"name": "一级注册结构工程师", "issuer": "住房和城乡建设部", "date": "2020"}
    ]
    assert not document.get("languages")
    assert not any("手机号码" in u or "现居城市" in u for u in document.get("x-unplaced", []))


EN_FORM_FIELD_ROWS = """Candidate Profile
First Name: Ines
Last Name: Carvalho
Email Address: ines.carvalho@example.com
City / Region: Porto
Professional Headline: Hospital Pharmacist

Work History

Position 1
Job Title: Clinical Pharmacist
Company: Hospital Santo Antonio
From: 03/2019   To: Present

Language 1: Portuguese    Proficiency: Native
Language 2: Spanish    Proficiency: Conversational

Certification: Board Certified Pharmacotherapy Specialist | Issued by: BPS | Year: 2021
Certification: BLS (AHA) Provider | Issued by: Red Cross | Year: 2023
"""


def test_an_english_form_with_several_fields_on_a_line_and_alternative_labels():
    document = parse_bytes(EN_FORM_FIELD_ROWS.encode()).document
    basics = document["basics"]
    assert (basics["label"], basics["location"]["city"]) == ("Hospital Pharmacist", "Porto")
    assert document["languages"] == [
        {"language": "Portuguese", "fluency": "Native"},
        {"language": "Spanish", "fluency": "Conversational"},
    ]
    assert document["certificates"] == [
        {"name": "Board Certified Pharmacotherapy Specialist", "issuer": "BPS", "date": "2021"},
        {"name": "BLS (AHA) Provider", "issuer": "Red Cross", "date": "2023"},
    ]
    assert not document.get("skills")
    assert not document.get("x-unplaced")
