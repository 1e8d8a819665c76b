"""Held-out resumes of the theme readback bench: written for it alone, in professions and
wording the importer was never looked at against (a veterinary surgeon, a structural engineer,
a school librarian; 审计师, 小学数学教师). Measured apart; the importer is not tuned on them."""

from __future__ import annotations

from typing import Any

EN: list[dict[str, Any]] = [
    {
        "basics": {
            "name": "Harriet Oyelaran", "label": "Veterinary Surgeon",
            "email": "h.oyelaran@example.org", "phone": "+44 7700 900321",
            "location": {"city": "Bristol"},
            "summary": "Small-animal vet who runs a busy first-opinion practice and teaches "
            "final-year students on rotation.",
        },
        "work": [
            {"name": "Harbourside Veterinary Hospital", "position": "Clinical Director",
             "location": "Bristol", "startDate": "2019-05",
             "highlights": ["Grew the surgical caseload by 35% in two years",
                            "Introduced a dental service that now books 20 procedures a week"]},
            {"name": "Pennine Animal Clinic and Referral Centre", "position":
             "Veterinary Surgeon and Clinical Lead for Soft Tissue Surgery",
             "location": "Leeds", "startDate": "2014", "endDate": "2019",
             "highlights": ["Performed 600 soft-tissue operations a year"]},
        ],
        "education": [
            {"institution": "Royal Veterinary College", "studyType": "Master of Science",
             "area": "Veterinary Epidemiology", "startDate": "2016", "endDate": "2018"},
            {"institution": "University of Liverpool",
             "studyType": "Bachelor of Veterinary Science",
             "area": "Veterinary Medicine", "startDate": "2008", "endDate": "2013"},
            {"institution": "Bristol Grammar School", "studyType": "Diploma",
             "area": "Sciences", "startDate": "2006", "endDate": "2008"},
        ],
        "skills": [{"name": "Clinical", "keywords": ["Soft-tissue surgery", "Anaesthesia",
                                                     "Ultrasound"]}],
        "languages": [{"language": "English", "fluency": "Native"}],
    },
    {
        "basics": {
            "name": "Tomasz Wieczorek", "label": "Chartered Structural Engineer",
            "email": "tomasz.w@example.net", "phone": "+1 312 555 0188",
            "location": {"city": "Chicago", "region": "IL"},
            "summary": "Designs steel and timber frames for schools and hospitals.",
        },
        "work": [
            {"name": "Lakeshore Structural Partners", "position": "Associate Director",
             "location": "Chicago, IL", "startDate": "2018-02",
             "highlights": ["Led the frame design of a 14-storey mass-timber dormitory",
                            "Cut steel tonnage by 12% on a hospital extension"]},
            {"name": "Kowalski & Brandt Engineering Consultants",
             "position": "Senior Structural Engineer responsible for Seismic Retrofit Design",
             "location": "Milwaukee, WI", "startDate": "2012", "endDate": "2018",
             "highlights": ["Checked 40 school buildings for seismic retrofit"]},
        ],
        "education": [
            {"institution": "Northwestern University", "studyType": "Master of Science",
             "area": "Structural Engineering", "startDate": "2010", "endDate": "2012"},
            {"institution": "Warsaw University of Technology",
             "studyType": "Bachelor of Engineering",
             "area": "Civil Engineering", "startDate": "2006", "endDate": "2010"},
        ],
        "certificates": [{"name": "Structural Engineer License", "issuer":
                          "Illinois Department of Financial and Professional Regulation",
                          "date": "2016-09"}],
        "skills": [{"name": "Software", "keywords": ["ETABS", "Tekla", "Revit"]}],
    },
]  # fmt: skip

ZH: list[dict[str, Any]] = [
    {
        "basics": {
            "name": "林晓彤", "label": "高级审计师", "email": "lin.xt@example.cn",
            "phone": "136-1234-5678", "location": {"city": "杭州"},
            "summary": "九年审计经验，熟悉上市公司年报审计与内部控制评价。",
        },
        "work": [
            {"name": "天健联合会计师事务所（特殊普通合伙）", "position": "审计经理",
             "location": "杭州", "startDate": "2019-07",
             "highlights": ["负责12家上市公司年报审计，未出现重大差错",
                            "带领8人团队完成首次公开发行审计项目3个"]},
            {"name": "浙江中信会计师事务所", "position": "审计助理兼内部控制评价项目组成员",
             "location": "宁波", "startDate": "2015", "endDate": "2019",
             "highlights": ["参与20余家企业内部控制评价"]},
        ],
        "education": [
            {"institution": "浙江财经大学", "studyType": "硕士", "area": "审计学",
             "startDate": "2013", "endDate": "2015"},
            {"institution": "江西财经大学", "studyType": "本科", "area": "会计学",
             "startDate": "2009", "endDate": "2013"},
        ],
        "certificates": [{"name": "注册会计师", "issuer": "中国注册会计师协会", "date": "2017-12"}],
        "skills": [{"name": "专业", "keywords": ["财务报表审计", "内部控制", "税务筹划"]}],
    },
    {
        "basics": {
            "name": "何雨萱", "label": "小学数学教师", "email": "he.yx@example.cn",
            "phone": "137-5555-0101", "location": {"city": "成都"},
            "summary": "热爱数学教育，擅长用游戏化方式激发学生兴趣。",
        },
        "work": [
            {"name": "成都市实验小学", "position": "数学教研组长", "location": "成都",
             "startDate": "2018-09",
             "highlights": ["所带班级数学平均分连续三年全区第一", "主编校本教材《趣味数学》"]},
            {"name": "绵阳市东辰国际学校", "position": "数学教师", "location": "绵阳",
             "startDate": "2014", "endDate": "2018",
             "highlights": ["指导学生获省级数学竞赛一等奖5人次"]},
        ],
        "education": [
            {"institution": "四川师范大学", "studyType": "硕士", "area": "课程与教学论",
             "startDate": "2016", "endDate": "2019"},
            {"institution": "西华师范大学", "studyType": "本科", "area": "数学与应用数学",
             "startDate": "2010", "endDate": "2014"},
            {"institution": "四川省南充高级中学", "studyType": "高中", "area": "理科",
             "startDate": "2007", "endDate": "2010"},
        ],
        "skills": [{"name": "教学", "keywords": ["课堂管理", "分层教学", "希沃白板"]}],
    },
]  # fmt: skip


def heldout() -> list[tuple[str, str, dict[str, Any]]]:
    """(name, language, resume) of the held-out resumes."""
    rows = [(f"en held-out {d['basics']['label']}", "en", d) for d in EN]
    rows += [(f"zh held-out {d['basics']['label']}", "zh", d) for d in ZH]
    return rows
