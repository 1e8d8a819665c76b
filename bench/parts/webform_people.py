"""People of the pasted-application-form corpus (`bench/import_webforms.py`): six people of
six professions outside software (pharmacist, civil engineer, HR manager; 会计, 护士, 机械工程师),
as JSON Resume documents. Written by another hand than `webforms.py` / `forms.py` and than
the colleague's `family_people.py`; index 2 of each language is held out of tuning."""

from __future__ import annotations

from typing import Any


def _work(name, position, city, start, end, highlights) -> dict[str, Any]:
    entry = {"name": name, "position": position, "location": city, "startDate": start,
             "highlights": highlights}  # fmt: skip
    if end:
        entry["endDate"] = end
    return entry


def _school(institution, degree, area, start, end, score="") -> dict[str, Any]:
    entry = {"institution": institution, "studyType": degree, "area": area,
             "startDate": start, "endDate": end}  # fmt: skip
    if score:
        entry["score"] = score
    return entry


EN: list[dict[str, Any]] = [
    {
        "basics": {
            "name": "Rosa Delgado",
            "label": "Clinical Pharmacist",
            "email": "rosa.delgado@example.com",
            "phone": "+1 512 555 0163",
            "location": {"city": "Austin"},
            "first": "Rosa",
            "last": "Delgado",
            "linkedin": "rosadelgado-pharmd",
            "summary": "Pharmacist with nine years in hospital and retail pharmacy.",
        },
        "work": [
            _work(
                "Dell Seton Medical Center",
                "Clinical Pharmacist",
                "Austin, TX",
                "2019-04",
                "",
                [
                    "Verified 600 medication orders per shift for adult inpatients",
                    "Led the anticoagulation stewardship rounds",
                ],
            ),
            _work(
                "Walgreens",
                "Staff Pharmacist",
                "San Antonio, TX",
                "2015-07",
                "2019-03",
                ["Gave 2,000 immunizations during flu seasons"],
            ),
        ],
        "education": [
            _school(
                "University of Texas at Austin",
                "Doctor of Pharmacy",
                "Pharmacy",
                "2011-08",
                "2015-05",
                "3.7",
            )
        ],
        "skills": [
            "Medication therapy management",
            "Anticoagulation",
            "Epic Willow",
            "Sterile compounding",
        ],
        "languages": [("English", "Native"), ("Spanish", "Fluent")],
        "certificates": [("Board Certified Pharmacotherapy Specialist", "BPS", "2020-06")],
    },
    {
        "basics": {
            "name": "Liam O'Connor",
            "label": "Civil Engineer",
            "email": "liam.oconnor@example.com",
            "phone": "+44 20 7946 0381",
            "location": {"city": "Manchester"},
            "first": "Liam",
            "last": "O'Connor",
            "linkedin": "liam-oconnor-ce",
            "summary": "Chartered civil engineer delivering highway and drainage schemes.",
        },
        "work": [
            _work(
                "Arup",
                "Senior Civil Engineer",
                "Manchester",
                "2020-01",
                "",
                [
                    "Designed drainage for a 12 km bypass",
                    "Managed a team of six graduate engineers",
                ],
            ),
            _work(
                "Balfour Beatty",
                "Site Engineer",
                "Leeds",
                "2016-09",
                "2019-12",
                ["Set out foundations for three bridges"],
            ),
        ],
        "education": [
            _school(
                "University of Leeds",
                "Master of Engineering",
                "Civil Engineering",
                "2012-09",
                "2016-06",
                "First Class",
            )
        ],
        "skills": ["AutoCAD Civil 3D", "MicroDrainage", "NEC contracts", "Site supervision"],
        "languages": [("English", "Native"), ("Irish", "Intermediate")],
        "certificates": [("Chartered Engineer", "Institution of Civil Engineers", "2021-03")],
    },
    {
        "basics": {
            "name": "Priya Raman",
            "label": "HR Business Partner",
            "email": "priya.raman@example.com",
            "phone": "+1 646 555 0117",
            "location": {"city": "Chicago"},
            "first": "Priya",
            "last": "Raman",
            "linkedin": "priyaraman-hr",
            "summary": "HR partner for sales and operations teams of up to 900 people.",
        },
        "work": [
            _work(
                "Kraft Heinz",
                "HR Business Partner",
                "Chicago, IL",
                "2018-10",
                "",
                [
                    "Redesigned the annual review for 900 staff",
                    "Cut regretted attrition from 14% to 9%",
                ],
            ),
            _work(
                "Accenture",
                "HR Generalist",
                "New York, NY",
                "2014-06",
                "2018-09",
                ["Ran onboarding for 300 hires a year"],
            ),
        ],
        "education": [
            _school(
                "Cornell University",
                "Master of Industrial and Labor Relations",
                "Human Resources",
                "2012-08",
                "2014-05",
                "3.8",
            )
        ],
        "skills": ["Workday HCM", "Employee relations", "Compensation planning", "Talent reviews"],
        "languages": [("English", "Fluent"), ("Tamil", "Native")],
        "certificates": [("SHRM Senior Certified Professional", "SHRM", "2019-02")],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "basics": {
            "name": "王芳",
            "label": "财务经理",
            "email": "wangfang@example.com",
            "phone": "138 1234 5678",
            "location": {"city": "上海"},
            "summary": "八年财务工作经验，熟悉集团合并报表与税务筹划。",
        },
        "work": [
            _work(
                "上海华润万家有限公司",
                "财务主管",
                "上海",
                "2019-03",
                "",
                ["负责月度结账与合并报表", "推动费用报销流程线上化"],
            ),
            _work(
                "德勤华永会计师事务所",
                "审计员",
                "上海",
                "2015-07",
                "2019-02",
                ["参与十余家上市公司年报审计"],
            ),
        ],
        "education": [_school("上海财经大学", "本科", "会计学", "2011-09", "2015-06")],
        "skills": ["用友U8", "金蝶", "合并报表", "税务筹划"],
        "languages": [("英语", "CET-6")],
        "certificates": [("中级会计师", "", "")],
        "projects": [
            {
                "name": "集团财务共享中心建设",
                "startDate": "2020-05",
                "endDate": "2021-06",
                "description": "梳理二十家子公司的核算流程",
            }
        ],
    },
    {
        "basics": {
            "name": "李娜",
            "label": "护士长",
            "email": "lina_nurse@example.com",
            "phone": "139 0571 2233",
            "location": {"city": "杭州"},
            "summary": "十年临床护理经验，擅长重症监护与护理质量管理。",
        },
        "work": [
            _work(
                "杭州市第一人民医院",
                "护士长",
                "杭州",
                "2018-06",
                "",
                ["管理三十人的重症监护护理团队", "牵头降低院内压疮发生率"],
            ),
            _work(
                "浙江省人民医院", "护士", "杭州", "2014-07", "2018-05", ["负责心内科病房的日常护理"]
            ),
        ],
        "education": [_school("浙江中医药大学", "本科", "护理学", "2010-09", "2014-06")],
        "skills": ["重症监护", "静脉输液", "护理质量管理"],
        "languages": [("英语", "CET-4")],
        "certificates": [("护士执业资格证书", "", "")],
    },
    {
        "basics": {
            "name": "张伟",
            "label": "机械工程师",
            "email": "zhangwei_me@example.com",
            "phone": "137 2468 1357",
            "location": {"city": "深圳"},
            "summary": "六年新能源汽车结构设计经验，熟悉从设计到量产的全流程。",
        },
        "work": [
            _work(
                "比亚迪股份有限公司",
                "高级机械工程师",
                "深圳",
                "2019-03",
                "",
                ["负责电池包壳体结构设计", "将零件成本降低百分之十二"],
            ),
            _work(
                "格力电器",
                "机械工程师",
                "珠海",
                "2015-07",
                "2019-02",
                ["完成空调外机支架的减重设计"],
            ),
        ],
        "education": [
            _school("华南理工大学", "本科", "机械设计制造及其自动化", "2011-09", "2015-06")
        ],
        "skills": ["SolidWorks", "CATIA", "有限元分析", "公差分析"],
        "languages": [("英语", "CET-6")],
        "certificates": [("机械工程师资格证", "", "")],
        "projects": [
            {
                "name": "电池包轻量化项目",
                "startDate": "2021-01",
                "endDate": "2022-03",
                "description": "主导电池包壳体由钢改铝",
            }
        ],
    },
]


def count(lang: str) -> int:
    return len(EN if lang == "en" else ZH)


def person(lang: str, index: int) -> dict[str, Any]:
    import copy

    return copy.deepcopy((EN if lang == "en" else ZH)[index])


def held_out(index: int) -> bool:
    return index == 2
