# ruff: noqa: E501
"""People for the LinkedIn "Save to PDF"-like profiles (`linkedin_render.py`): ten profiles of
eight professions outside software, English and Chinese, with multi-role companies, long
summaries, missing sections, certifications, languages with fluency, awards and
publications. `HELD_OUT` names the profiles kept out of tuning (reported apart).

Each job is a company with one or more roles; dates are "YYYY-MM" (None: present); a role's
`lines` are its description (bullets when `bullets`), schools' dates are years."""

from __future__ import annotations

from typing import Any

HELD_OUT = {"en-lawyer", "en-designer", "zh-accountant", "zh-hr", "mixed-en-pharma"}
# Chinese and mixed profiles of other LinkedIn versions and interface languages (`ui`: the
# language of headings, dates and labels when it is not the content's; `heads`: headings of
# other versions; `date`: "now" 现在, "spaced" 2019年 3月, "month-first" 3月 2019; `duration`:
# "spaced" 5 年 9 个月, "tight" · 5年9个月; `marker`: the bullet; `extra`: a section the reader
# does not know, as (heading, JSON Resume key, [(name, lines)]); `city`: the location's city).
VARIANTS = {"zh-engineer", "zh-pharma", "zh-hr", "mixed-en-pharma", "zh-architect"}


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
    {
        "key": "zh-engineer", "lang": "zh", "ui": "en", "name": "刘洋",
        "headline": "高级电气工程师 - 上海电气集团",
        "location": "Shanghai, China", "city": "Shanghai",
        "email": "liuyang.ee@163.com", "phone": "13761234567", "handle": "liuyang-ee",
        "website": "",
        "summary": "十年电力系统设计与调试经验，负责过多座变电站的电气一次和二次设计，熟悉国家电网的验收规范。",
        "skills": ["电气设计", "继电保护", "AutoCAD Electrical"],
        "languages": [("中文", "Native or Bilingual"), ("英语", "Professional Working Proficiency")],
        "certs": ["注册电气工程师（供配电）"], "awards": [], "pubs": [],
        "date": "now", "duration": "spaced", "marker": "● ",
        "jobs": [
            {"company": "上海电气集团股份有限公司", "roles": [
                role("高级电气工程师", "2019-03", None, "上海市", [
                    "负责二百二十千伏变电站的电气一次设计与设备选型",
                    "带领四人小组完成三座变电站的调试与验收"]),
                role("电气工程师", "2015-07", "2019-02", "上海市", [
                    "完成继电保护定值计算与图纸审核"]),
            ]},
            {"company": "江苏华电工程有限公司", "roles": [
                role("助理工程师", "2014-07", "2015-06", "江苏 南京", [
                    "参与配电房改造项目的现场施工管理，协调施工队伍与监理单位，整理竣工资料并编写调试报告，保证工程按期交付使用。"],
                    bullets=False),
            ]},
        ],
        "schools": [school("东南大学", "硕士", "电气工程", "2011", "2014")],
    },
    {
        "key": "zh-pharma", "lang": "zh", "name": "赵敏",
        "headline": "临床研究经理，恒瑞医药集团",
        "location": "上海市", "city": "上海市",
        "email": "zhaomin.cra@126.com", "phone": "", "handle": "zhaomin-clinical",
        "website": "",
        "summary": "八年临床试验管理经验，负责肿瘤药物二期和三期临床试验的中心启动、监查与数据质量。熟悉药物临床试验质量管理规范，"
        "与研究者和伦理委员会保持良好沟通，多次顺利通过国家药监局的现场核查。",
        "skills": ["临床试验管理", "药物警戒", "项目管理"],
        "languages": [("中文", "母语或双语"), ("英语", "完全专业能力")],
        "certs": ["药物临床试验质量管理规范培训证书", "项目管理专业人士（PMP）"],
        "awards": ["年度优秀项目经理"], "pubs": [],
        "heads": {"work": "工作经验", "education": "教育背景", "skills": "热门技能",
                  "languages": "语言能力", "certs": "执照和认证", "summary": "关于"},
        "date": "spaced", "duration": "tight", "marker": "",
        "jobs": [
            {"company": "江苏恒瑞医药股份有限公司", "roles": [
                role("临床研究经理", "2020-06", None, "上海市", [
                    "管理肺癌靶向药物三期临床试验，覆盖全国三十二家研究中心，按计划完成受试者入组。",
                    "建立中心监查计划与风险评估表，严重方案偏离减少一半。"], bullets=False),
            ]},
            {"company": "昆泰医药发展（上海）有限公司", "roles": [
                role("高级临床监查员", "2018-03", "2020-05", "上海市", [
                    "负责五家研究中心的监查访视、原始数据核查与药物清点，按时提交监查报告。"],
                    bullets=False),
                role("临床监查员", "2017-07", "2018-02", "上海市", [
                    "协助中心启动与伦理递交，整理研究者文件夹。"], bullets=False),
            ]},
        ],
        "schools": [school("复旦大学", "硕士", "药理学", "2014", "2017"),
                    school("中国药科大学", "学士", "药学", "2010", "2014")],
    },
    {
        "key": "zh-hr", "lang": "zh", "name": "孙丽华",
        "headline": "人力资源总监 | 招聘与组织发展",
        "location": "中国 上海",
        "email": "sunlihua.hr@qq.com", "phone": "13916543210", "handle": "sunlihua-hr",
        "website": "",
        "summary": "十五年人力资源管理经验，擅长招聘体系搭建、绩效管理与组织发展。",
        "skills": ["招聘管理", "绩效管理", "组织发展", "员工关系"],
        "languages": [("中文", "母语或双语"), ("英语", "专业工作能力")],
        "certs": ["高级人力资源管理师"], "awards": ["优秀人力资源经理人"],
        "pubs": ["制造企业校园招聘的实践"],
        "heads": {"skills": "技能", "certs": "资格认证", "summary": "简介", "work": "工作经历"},
        "date": "month-first", "marker": "- ",
        "jobs": [
            {"company": "上海联合汽车集团", "roles": [
                role("人力资源总监", "2021-04", None, "中国 上海", [
                    "负责集团三千名员工的招聘、培训与薪酬体系",
                    "推行季度绩效面谈，关键岗位流失率下降三成"]),
                role("人力资源经理", "2020-07", "2021-03", "中国 上海", [
                    "负责新能源事业部的组建与人员招聘"]),
            ]},
            {"company": "苏州精密机械有限公司", "roles": [
                role("招聘主管", "2010-07", "2011-06", "中国 江苏 苏州", [
                    "完成年度校园招聘与社会招聘计划"]),
            ]},
        ],
        "schools": [school("华东师范大学", "学士", "人力资源管理", "2006", "2010")],
    },
    {
        "key": "mixed-en-pharma", "lang": "en", "ui": "zh", "name": "Daniel Brooks",
        "headline": "Regulatory Affairs Manager | Medical Devices",
        "location": "中国 上海", "city": "上海",
        "email": "daniel.brooks@outlook.com", "phone": "+86 138 0013 5566", "handle": "danielbrooks-ra",
        "website": "",
        "summary": "Regulatory affairs manager with nine years of device submissions in China and the "
        "European Union, from classification to post-market surveillance.",
        "skills": ["Regulatory Submissions", "ISO 13485", "Clinical Evaluation"],
        "languages": [("English", "母语或双语"), ("Chinese", "专业工作能力")],
        "certs": ["Regulatory Affairs Certification (RAC)"], "awards": [], "pubs": [],
        "heads": {"work": "经历", "education": "教育经历", "skills": "技能", "languages": "语言",
                  "certs": "证书", "summary": "简介"},
        "date": "now", "marker": "• ",
        "jobs": [
            {"company": "Siemens Healthineers", "roles": [
                role("Regulatory Affairs Manager", "2020-02", None, "Shanghai, China", [
                    "Lead NMPA registrations for imaging devices",
                    "Prepared clinical evaluation reports for twelve products"]),
            ]},
            {"company": "Medtronic", "roles": [
                role("Regulatory Specialist", "2016-05", "2020-01", "Shanghai, China", [
                    "Filed CE technical files under the new Medical Device Regulation"]),
            ]},
        ],
        "schools": [school("University of Manchester", "Master of Science - MSc", "Pharmacy", "2014", "2015")],
    },
    {
        "key": "zh-architect", "lang": "zh", "name": "周凯",
        "headline": "建筑师 | 公共建筑设计",
        "location": "中国 北京",
        "email": "zhoukai.arch@163.com", "phone": "13501237788", "handle": "zhoukai-arch",
        "website": "",
        "summary": "",
        "skills": ["建筑设计", "Revit", "方案汇报"],
        "languages": [("中文", "母语或双语")],
        "certs": ["一级注册建筑师"], "awards": [], "pubs": [],
        "extra": [("项目经历", "projects", [
            ("北京城市副中心图书馆", ["负责立面深化设计与幕墙节点", "协调结构与机电专业的综合图纸"]),
            ("雄安新区市民服务中心", ["完成会议中心的方案设计与施工图审查"]),
        ])],
        "jobs": [
            {"company": "北京市建筑设计研究院有限公司", "roles": [
                role("主创建筑师", "2017-09", None, "中国 北京", [
                    "主持文化建筑与办公建筑的方案设计", "指导三名建筑师完成施工图"]),
            ]},
        ],
        "schools": [school("清华大学", "硕士", "建筑学", "2014", "2017")],
    },
]  # fmt: skip
