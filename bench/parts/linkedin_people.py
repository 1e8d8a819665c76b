# ruff: noqa: E501
"""People for the LinkedIn "Save to PDF"-like profiles (`linkedin_render.py`): ten profiles of
eight professions outside software, English and Chinese, with multi-role companies, long
summaries, missing sections, certifications, languages with fluency, awards and
publications. `HELD_OUT` names the profiles kept out of tuning (reported apart), those of
`linkedin_people_zh.py` too.

Each job is a company with one or more roles; dates are "YYYY-MM" (None: present); a role's
`lines` are its description (bullets when `bullets`), schools' dates are years."""

from __future__ import annotations

from typing import Any

HELD_OUT = {"en-lawyer", "en-designer", "zh-accountant", "zh-hr", "mixed-en-pharma"}


def role(title, start, end, location="", lines=(), bullets=True) -> dict[str, Any]:
    return {"title": title, "start": start, "end": end, "location": location,
            "lines": list(lines), "bullets": bullets}  # fmt: skip


def school(name, degree="", area="", start="", end="") -> dict[str, Any]:
    return {"school": name, "degree": degree, "area": area, "start": start, "end": end}


PROFILES: list[dict[str, Any]] = [
    {
        "key": "en-nurse", "lang": "en", "name": "Hannah Okafor",
        "headline": "Registered Nurse | Intensive Care | Critical Care Transport",
        "location": "Leeds, England, United Kingdom",
        "email": "hannah.okafor@outlook.com", "phone": "+44 7700 900431", "handle": "hannahokafor",
        "website": "",
        "summary": "Critical care nurse with eleven years on adult intensive care units and two "
        "years on the regional transfer team. I care about calm handovers, family "
        "communication and teaching new starters to read a ventilator screen with confidence.",
        "skills": ["Critical Care Nursing", "Patient Safety", "Clinical Mentoring"],
        "languages": [("English", "Native or Bilingual"), ("Yoruba", "Limited Working Proficiency")],
        "certs": ["Advanced Life Support (ALS)", "NMC Registered Nurse - Adult",
                  "Mentorship in Practice"],
        "awards": ["Nurse of the Year, Leeds Teaching Hospitals"], "pubs": [],
        "jobs": [
            {"company": "Leeds Teaching Hospitals NHS Trust", "roles": [
                role("Senior Staff Nurse, Adult ICU", "2019-04", None, "Leeds, England, United Kingdom", [
                    "Lead a team of six nurses on a 22-bed mixed intensive care unit",
                    "Introduced a proning checklist that cut pressure injuries by a third",
                    "Mentor student nurses from the University of Leeds on placement"]),
                role("Staff Nurse, Adult ICU", "2014-09", "2019-03", "Leeds, England, United Kingdom", [
                    "Cared for ventilated patients after cardiac and major abdominal surgery",
                    "Trained colleagues on the new infusion pumps"]),
            ]},
            {"company": "Yorkshire Critical Care Transfer Service", "roles": [
                role("Transfer Nurse", "2012-06", "2014-08", "Wakefield, England, United Kingdom", [
                    "Accompanied critically ill adults between twelve hospitals in the region, "
                    "often at night and in bad weather, and checked the transfer bags and "
                    "audited the equipment every week."], bullets=False),
            ]},
        ],
        "schools": [school("University of Leeds", "Bachelor of Science - BSc", "Adult Nursing", "2009", "2012")],
    },
    {
        "key": "en-accountant", "lang": "en", "name": "Markus Weber",
        "headline": "Chartered Accountant | Head of Group Reporting and Consolidation at Krauss "
        "Maschinenbau | IFRS, HGB and SAP S/4HANA",
        "location": "Munich, Bavaria, Germany",
        "email": "markus.weber@gmx.de", "phone": "+49 151 23456789", "handle": "markus-weber-cpa-4b21a7",
        "website": "weber-finance.de",
        "summary": "Accountant with ten years in group reporting for manufacturing companies. "
        "I build month-end close calendars that people actually keep, and I like turning "
        "messy intercompany balances into something an auditor signs without questions.\n"
        "Outside work I teach bookkeeping evening classes at the Volkshochschule.",
        "skills": ["IFRS", "Consolidation", "SAP S/4HANA"],
        "languages": [("German", "Native or Bilingual"), ("English", "Full Professional Proficiency"),
                      ("French", "Elementary Proficiency")],
        "certs": ["Certified Public Accountant (CPA)", "ACCA Diploma in International Financial Reporting"],
        "awards": [], "pubs": [],
        "jobs": [
            {"company": "Krauss Maschinenbau AG", "roles": [
                role("Head of Group Reporting", "2021-02", None, "Munich, Bavaria, Germany", [
                    "Own the consolidated IFRS statements of 34 subsidiaries in 19 countries",
                    "Cut the month-end close from nine working days to five",
                    "Lead four accountants and two controllers"]),
                role("Senior Group Accountant", "2017-05", "2021-01", "Munich, Bavaria, Germany", [
                    "Prepared the quarterly consolidation and the notes to the accounts",
                    "Moved intercompany reconciliation from spreadsheets into SAP"]),
            ]},
            {"company": "Deloitte", "roles": [
                role("Audit Senior", "2014-09", "2017-04", "Frankfurt, Hesse, Germany", [
                    "Audited industrial and automotive clients under IFRS and HGB",
                    "Coached junior auditors through their first year-end"]),
            ]},
            {"company": "Stadtwerke Augsburg", "roles": [
                role("Accounting Trainee", "2013-01", "2014-08", "", [
                    "Posted accruals and prepared fixed asset schedules"]),
            ]},
        ],
        "schools": [
            school("Ludwig-Maximilians-Universität München", "Master of Science - MS", "Accounting and Finance", "2011", "2013"),
            school("Universität Augsburg", "Bachelor of Science - BS", "Business Administration", "2008", "2011"),
        ],
    },
    {
        "key": "en-civil", "lang": "en", "name": "Priya Raman",
        "headline": "Civil Engineer - Bridges and Highway Structures",
        "location": "Toronto, Ontario, Canada",
        "email": "priya.raman.eng@gmail.com", "phone": "", "handle": "priyaraman",
        "website": "",
        "summary": "",
        "skills": ["Bridge Design", "AutoCAD Civil 3D", "Construction Management"],
        "languages": [("English", "Full Professional Proficiency"), ("Tamil", "Native or Bilingual"),
                      ("French", "Limited Working Proficiency")],
        "certs": ["Professional Engineer (P.Eng.)", "Project Management Professional (PMP)"],
        "awards": [], "pubs": ["Fatigue assessment of steel girder bridges in cold climates"],
        "jobs": [
            {"company": "Stantec", "roles": [
                role("Senior Bridge Engineer and Design Lead, Structures and Rehabilitation Group", "2018-03", None, "Toronto, Ontario, Canada", [
                    "Design lead for the rehabilitation of fourteen highway overpasses on Highway 401",
                    "Review steel and concrete shop drawings and answer contractors' questions on site",
                    "Run inspections of culverts and bridges under the Ontario Structure Inspection Manual",
                    "Prepare cost estimates and tender packages for municipal clients"]),
            ]},
            {"company": "Ontario Ministry of Transportation", "roles": [
                role("Structural Engineer", "2013-07", "2018-02", "St. Catharines, Ontario, Canada", [
                    "Checked load ratings of 120 provincial bridges",
                    "Wrote the deck replacement specification used in the Niagara region",
                    "Supervised two co-op students each term"]),
                role("Engineer in Training", "2011-09", "2013-06", "St. Catharines, Ontario, Canada", [
                    "Drafted bridge details and measured quantities for contracts"]),
            ]},
        ],
        "schools": [
            school("University of Waterloo", "Master of Applied Science - MASc", "Civil Engineering", "2009", "2011"),
            school("Anna University", "Bachelor of Engineering - BE", "Civil Engineering", "2005", "2009"),
        ],
    },
    {
        "key": "en-sales", "lang": "en", "name": "Daniel Costa",
        "headline": "Regional Sales Manager at Medline Industries",
        "location": "Lisbon, Lisbon, Portugal",
        "email": "daniel.costa@medline-mail.pt", "phone": "+351 912 345 678", "handle": "danielcosta",
        "website": "",
        "summary": "Sales manager for medical supplies across Portugal and Spain. Fifteen years of "
        "selling to hospitals and purchasing groups, building teams that keep their customers "
        "for years. I am at my best in long tenders where the product, the logistics and the "
        "price all have to line up, and I enjoy coaching new account managers through their "
        "first big hospital deal. Before sales I worked in a hospital pharmacy, which still "
        "helps me understand what clinicians need from a supplier and why a late delivery "
        "matters more than a small discount. Based in Lisbon and on the road most weeks.",
        "skills": ["Key Account Management", "Tenders", "Sales Forecasting"],
        "languages": [("Portuguese", "Native or Bilingual"), ("Spanish", "Full Professional Proficiency"),
                      ("English", "Professional Working Proficiency")],
        "certs": [], "awards": ["President's Club 2021", "President's Club 2023"], "pubs": [],
        "jobs": [
            {"company": "Medline Industries", "roles": [
                role("Regional Sales Manager, Iberia", "2020-01", None, "Lisbon, Lisbon, Portugal", [
                    "Lead nine account managers covering 140 hospitals",
                    "Grew revenue from 18 to 31 million euros in four years",
                    "Won the national tender for surgical gloves in 2022"]),
                role("Key Account Manager", "2016-03", "2019-12", "Porto, Porto, Portugal", [
                    "Managed the five largest private hospital groups in the north"]),
            ]},
            {"company": "B. Braun", "roles": [
                role("Sales Representative", "2011-05", "2016-02", "Porto, Porto, Portugal", [
                    "Sold infusion therapy products to public hospitals in the north of Portugal.",
                    "Ran product training for nursing teams."], bullets=False),
            ]},
            {"company": "Hospital de Santo António", "roles": [
                role("Pharmacy Technician", "2009-02", "2011-04", "Porto, Porto, Portugal", [
                    "Prepared unit doses and managed ward stock"]),
            ]},
        ],
        "schools": [
            school("Universidade do Porto", "Bachelor's degree", "Pharmaceutical Sciences"),
        ],
    },
    {
        "key": "en-lawyer", "lang": "en", "name": "Claire Dubois",
        "headline": "Employment Lawyer | Partner at Fontaine & Associés",
        "location": "Lyon, Auvergne-Rhône-Alpes, France",
        "email": "claire.dubois@fontaine-avocats.fr", "phone": "+33 6 12 34 56 78", "handle": "clairedubois",
        "website": "fontaine-avocats.fr",
        "summary": "Employment lawyer advising employers on restructuring, collective bargaining "
        "and workplace investigations. Admitted to the Lyon bar in 2009.",
        "skills": ["Employment Law", "Litigation", "Collective Bargaining"],
        "languages": [("French", "Native or Bilingual"), ("English", "Full Professional Proficiency"),
                      ("Italian", "Professional Working Proficiency")],
        "certs": ["Certificat d'aptitude à la profession d'avocat (CAPA)"],
        "awards": ["Best Lawyers France - Employment Law 2024"],
        "pubs": ["Remote work and the right to disconnect: a practical guide"],
        "jobs": [
            {"company": "Fontaine & Associés", "roles": [
                role("Partner", "2018-01", None, "Lyon, Auvergne-Rhône-Alpes, France", [
                    "Head the employment practice of eight lawyers",
                    "Represent employers before the labour courts and the court of appeal",
                    "Negotiated the redundancy plans of three industrial groups"]),
                role("Senior Associate", "2013-09", "2017-12", "Lyon, Auvergne-Rhône-Alpes, France", [
                    "Advised on dismissals, transfers and works council consultations"]),
            ]},
            {"company": "Cabinet Martin Avocats", "roles": [
                role("Associate", "2009-11", "2013-08", "Paris, Île-de-France, France", [
                    "Drafted pleadings in unfair dismissal cases",
                    "Ran internal investigations for retail clients"]),
            ]},
        ],
        "schools": [
            school("Université Jean Moulin Lyon 3", "Master of Laws - LLM", "Labour Law", "2006", "2008"),
            school("Sciences Po Lyon", "Diplôme", "Political Science", "2003", "2006"),
        ],
    },
    {
        "key": "en-designer", "lang": "en", "name": "Sofia Lindqvist",
        "headline": "Senior Graphic Designer | Packaging and Brand Identity",
        "location": "Gothenburg, Västra Götaland County, Sweden",
        "email": "sofia@lindqvist.studio", "phone": "", "handle": "sofialindqvist",
        "website": "lindqvist.studio",
        "summary": "",
        "skills": ["Packaging Design", "Adobe Illustrator", "Brand Identity"],
        "languages": [("Swedish", "Native or Bilingual"), ("English", "Full Professional Proficiency")],
        "certs": [], "awards": ["Pentawards Silver 2022"], "pubs": [],
        "jobs": [
            {"company": "Volvo Cars", "roles": [
                role("Senior Graphic Designer", "2020-08", None, "Gothenburg, Västra Götaland County, Sweden", [
                    "Design the packaging of accessories sold in 100 markets",
                    "Keep the brand guidelines for printed matter up to date"]),
            ]},
            {"company": "Studio Nord", "roles": [
                role("Graphic Designer", "2016-02", "2020-07", "Malmö, Skåne County, Sweden", [
                    "Created identities for restaurants, breweries and small food brands",
                    "Prepared print files and checked proofs with printers"]),
                role("Junior Designer", "2014-06", "2016-01", "Malmö, Skåne County, Sweden", [
                    "Laid out catalogues and trade fair posters"]),
            ]},
        ],
        "schools": [
            school("HDK-Valand Academy of Art and Design", "Bachelor of Fine Arts - BFA", "Graphic Design", "2011", "2014"),
        ],
    },
    {
        "key": "zh-logistics", "lang": "zh", "name": "王建国",
        "headline": "物流经理 | 仓储与运输管理 | 供应链优化",
        "location": "中国 上海",
        "email": "wangjianguo@163.com", "phone": "13812345678", "handle": "wangjianguo",
        "website": "",
        "summary": "十二年仓储与运输管理经验，熟悉冷链物流与电商仓库运营。带领团队完成三座仓库的"
        "搬迁与自动化改造，库存准确率提升到百分之九十九点八。",
        "skills": ["仓储管理", "运输调度", "供应链管理"],
        "languages": [("中文", "母语或双语"), ("英语", "专业工作能力")],
        "certs": ["注册物流师", "叉车操作证"], "awards": [], "pubs": [],
        "jobs": [
            {"company": "顺丰速运有限公司", "roles": [
                role("华东区物流经理", "2019-03", None, "中国 上海", [
                    "负责华东区五座仓库的日常运营，团队共一百二十人",
                    "推动仓库自动分拣改造，单日处理量提升百分之四十",
                    "建立冷链运输温控规范并通过客户审核"]),
                role("仓储主管", "2015-07", "2019-02", "中国 苏州", [
                    "管理两万平方米电商仓库的收货、拣货与发货",
                    "引入循环盘点制度，库存准确率达到百分之九十九点八"]),
            ]},
            {"company": "德邦物流股份有限公司", "roles": [
                role("运输调度员", "2012-07", "2015-06", "中国 上海", [
                    "安排长途干线车辆与司机排班，处理运输异常与客户投诉，每月统计车辆使用率并提出改进建议。"],
                    bullets=False),
            ]},
        ],
        "schools": [school("上海海事大学", "学士", "物流管理", "2008", "2012")],
    },
    {
        "key": "zh-teacher", "lang": "zh", "name": "李晓梅",
        "headline": "高中数学教师 | 年级组长",
        "location": "中国 浙江 杭州",
        "email": "lixiaomei@qq.com", "phone": "13905711234", "handle": "lixiaomei",
        "website": "",
        "summary": "从事高中数学教学十年，担任班主任六年。注重启发式教学与学生的数学思维培养，"
        "所带班级高考数学平均分连续三年位居区前列。参与编写校本教材，指导学生参加数学竞赛多次获奖。"
        "热爱教育事业，关注每一位学生的成长，善于与家长沟通合作，共同帮助学生制定学习计划。",
        "skills": ["课堂教学", "班级管理", "教学研究"],
        "languages": [("中文", "母语或双语"), ("英语", "有限工作能力")],
        "certs": ["高级中学教师资格证", "普通话二级甲等"],
        "awards": ["杭州市优秀教师", "浙江省高中数学优质课一等奖"], "pubs": ["高中数学探究式教学的实践与思考"],
        "jobs": [
            {"company": "杭州市第二中学", "roles": [
                role("数学教师、年级组长", "2018-08", None, "中国 浙江 杭州", [
                    "承担高三两个班的数学教学工作",
                    "组织年级教研活动，每学期开设公开课",
                    "指导学生参加全国高中数学联赛，多人获省一等奖"]),
            ]},
            {"company": "杭州市西湖区实验中学", "roles": [
                role("数学教师、班主任", "2014-08", "2018-07", "中国 浙江 杭州", [
                    "担任初中数学教学与班主任工作", "参与编写校本教材《趣味数学》"]),
            ]},
        ],
        "schools": [
            school("浙江师范大学", "硕士", "学科教学（数学）", "2012", "2014"),
            school("浙江师范大学", "学士", "数学与应用数学", "2008", "2012"),
        ],
    },
    {
        "key": "zh-nurse", "lang": "zh", "name": "陈静",
        "headline": "主管护师 | 急诊科",
        "location": "中国 广东 广州",
        "email": "chenjing.nurse@126.com", "phone": "", "handle": "chenjing-er",
        "website": "",
        "summary": "",
        "skills": ["急诊护理", "危重症护理", "护理带教"],
        "languages": [("中文", "母语或双语"), ("粤语", "母语或双语"), ("英语", "初级")],
        "certs": ["护士执业证书", "主管护师资格证", "美国心脏协会高级心血管生命支持"],
        "awards": [], "pubs": [],
        "jobs": [
            {"company": "中山大学附属第一医院", "roles": [
                role("急诊科主管护师", "2017-01", None, "中国 广东 广州", [
                    "负责急诊抢救室护理工作与新护士带教",
                    "牵头制定胸痛患者分诊流程，缩短分诊时间",
                    "参与医院护理质量检查"]),
                role("急诊科护师", "2012-07", "2016-12", "中国 广东 广州", [
                    "完成急危重症患者的抢救配合与病情观察"]),
                role("内科护士", "2009-07", "2012-06", "中国 广东 广州", [
                    "负责心内科病房的日常护理"]),
            ]},
        ],
        "schools": [school("南方医科大学", "学士", "护理学", "2005", "2009")],
    },
    {
        "key": "zh-accountant", "lang": "zh", "name": "张伟",
        "headline": "财务经理 | 注册会计师",
        "location": "中国 北京",
        "email": "zhangwei.cpa@sina.com", "phone": "13601012345", "handle": "zhangwei-cpa",
        "website": "",
        "summary": "注册会计师，十年财务与审计经验，熟悉企业会计准则与合并报表。",
        "skills": ["财务分析", "合并报表", "税务筹划"],
        "languages": [("中文", "母语或双语"), ("英语", "专业工作能力")],
        "certs": ["中国注册会计师（CICPA）"], "awards": [], "pubs": [],
        "jobs": [
            {"company": "北京京东世纪贸易有限公司", "roles": [
                role("财务经理", "2020-04", None, "中国 北京", [
                    "负责物流板块月度结账与合并报表", "管理六人会计团队",
                    "配合年度审计与税务检查"]),
            ]},
            {"company": "普华永道中天会计师事务所", "roles": [
                role("高级审计师", "2016-09", "2020-03", "中国 北京", [
                    "负责制造业与零售业客户的年度审计"]),
                role("审计师", "2014-07", "2016-08", "中国 北京", [
                    "执行存货监盘与往来函证"]),
            ]},
        ],
        "schools": [school("中央财经大学", "学士", "会计学", "2010", "2014")],
    },
]  # fmt: skip
