"""People of the generated import corpus (`bench/parts/import_corpus.py`): eight professions
in English and eight in Chinese, each a JSON Resume made from the small tables below. The
parser was not written against these documents: rules in the parser name layout families,
and the held-out professions (`HELD_OUT`) were never looked at while tuning."""

from __future__ import annotations

from typing import Any

HELD_OUT = {"accountant", "sales", "会计", "销售经理"}

# profession: (label, [(company, position, city, start, end, [highlights])],
#              (institution, degree, area, start, end), {skill group: [keywords]},
#              (certificate, issuer, date))
EN: dict[str, tuple] = {
    "nurse": (
        "Registered Nurse",
        [
            ("Bayview Medical Center", "Charge Nurse", "Oakland, CA", "2019-04", "", [
                "Led a team of 9 nurses on a 32-bed cardiac step-down unit",
                "Cut patient falls by 40% with hourly rounding and bed alarms",
            ]),
            ("St. Mary's Hospital", "Staff Nurse", "San Jose, CA", "2015-08", "2019-03", [
                "Cared for 5 to 6 post-surgical patients per shift",
                "Precepted 12 new graduate nurses",
            ]),
        ],
        ("University of California, San Francisco", "Bachelor of Science", "Nursing",
         "2011-09", "2015-06"),
        {"Clinical": ["Telemetry", "IV therapy", "Wound care"], "Systems": ["Epic", "Cerner"]},
        ("Basic Life Support (BLS)", "American Heart Association", "2023-02"),
    ),
    "teacher": (
        "High School Mathematics Teacher",
        [
            ("Lincoln High School", "Mathematics Teacher", "Portland, OR", "2017-08", "", [
                "Taught algebra and calculus to 150 students a year",
                "Raised the AP Calculus pass rate from 61% to 84%",
            ]),
            ("Riverside Middle School", "Student Teacher", "Salem, OR", "2016-01", "2016-06", [
                "Planned and taught a six-week unit on linear equations",
            ]),
        ],
        ("Oregon State University", "Master of Arts", "Teaching", "2015-09", "2017-06"),
        {"Teaching": ["Curriculum design", "Differentiated instruction"],
         "Tools": ["Google Classroom", "Desmos"]},
        ("Oregon Teaching License", "Teacher Standards and Practices Commission", "2017-07"),
    ),
    "lawyer": (
        "Corporate Attorney",
        [
            ("Hartwell & Stone LLP", "Senior Associate", "Chicago, IL", "2018-09", "", [
                "Advised on 25 mergers and acquisitions worth 3 billion dollars in total",
                "Drafted and negotiated credit agreements for mid-market lenders",
            ]),
            ("Cook County Public Defender", "Law Clerk", "Chicago, IL", "2016-06", "2017-08", [
                "Researched and wrote 40 motions for felony trials",
            ]),
        ],
        ("Northwestern University", "Juris Doctor", "Law", "2014-08", "2017-05"),
        {"Practice": ["Mergers and acquisitions", "Securities", "Contract drafting"],
         "Research": ["Westlaw", "LexisNexis"]},
        ("Illinois State Bar", "Supreme Court of Illinois", "2017-11"),
    ),
    "civil": (
        "Structural Engineer",
        [
            ("Arup", "Senior Structural Engineer", "London, UK", "2016-03", "", [
                "Designed the steel frame of a 28-storey office tower",
                "Checked 60 concrete slab designs against Eurocode 2",
            ]),
            ("Mott MacDonald", "Graduate Engineer", "Birmingham, UK", "2013-09", "2016-02", [
                "Modelled highway bridges in SAP2000 and ETABS",
            ]),
        ],
        ("Imperial College London", "Master of Engineering", "Civil Engineering",
         "2009-10", "2013-06"),
        {"Analysis": ["ETABS", "SAP2000", "Tekla"], "Design": ["Eurocode 2", "Eurocode 3"]},
        ("Chartered Engineer", "Institution of Structural Engineers", "2018-05"),
    ),
    "designer": (
        "Senior Graphic Designer",
        [
            ("Studio Nord", "Senior Graphic Designer", "Berlin, Germany", "2019-01", "", [
                "Led the rebrand of a national rail operator across 400 stations",
                "Built a design system used by 30 designers",
            ]),
            ("Pixelwerk Agency", "Graphic Designer", "Hamburg, Germany", "2015-05", "2018-12", [
                "Designed packaging for 12 organic food brands",
            ]),
        ],
        ("University of the Arts Berlin", "Bachelor of Arts", "Visual Communication",
         "2011-10", "2015-03"),
        {"Design": ["Typography", "Branding", "Illustration"],
         "Software": ["Figma", "InDesign", "Illustrator"]},
        ("Adobe Certified Professional", "Adobe", "2020-09"),
    ),
    "data": (
        "Data Scientist",
        [
            ("Freshkorb GmbH", "Senior Data Scientist", "Munich, Germany", "2020-02", "", [
                "Own the demand forecasting models for 140 fresh-produce categories",
                "Reduced food waste by 18% with daily reorder recommendations",
            ]),
            ("Allianz", "Data Analyst", "Munich, Germany", "2017-07", "2020-01", [
                "Built churn models for 2 million insurance customers",
            ]),
        ],
        ("Technical University of Munich", "Master of Science", "Statistics",
         "2015-10", "2017-06"),
        {"Modelling": ["Python", "scikit-learn", "PyTorch"], "Data": ["SQL", "Spark", "dbt"]},
        ("Google Cloud Professional Data Engineer", "Google", "2021-04"),
    ),
    "accountant": (
        "Chartered Accountant",
        [
            ("Deloitte", "Audit Manager", "Manchester, UK", "2018-10", "", [
                "Managed year-end audits for 14 manufacturing clients",
                "Introduced data analytics testing that saved 300 audit hours a year",
            ]),
            ("Grant Thornton", "Audit Senior", "Leeds, UK", "2014-09", "2018-09", [
                "Audited charities and housing associations",
            ]),
        ],
        ("University of Leeds", "Bachelor of Science", "Accounting and Finance",
         "2011-09", "2014-06"),
        {"Accounting": ["IFRS", "UK GAAP", "Consolidation"], "Tools": ["Excel", "Xero"]},
        ("ACA Chartered Accountant", "ICAEW", "2017-12"),
    ),
    "sales": (
        "Regional Sales Manager",
        [
            ("Medline Industries", "Regional Sales Manager", "Dallas, TX", "2019-05", "", [
                "Grew regional revenue from 8 million to 13 million dollars",
                "Hired and coached a team of 7 account executives",
            ]),
            ("Cardinal Health", "Account Executive", "Houston, TX", "2015-02", "2019-04", [
                "Closed 120 new hospital accounts",
            ]),
        ],
        ("Texas A&M University", "Bachelor of Business Administration", "Marketing",
         "2010-09", "2014-05"),
        {"Sales": ["Salesforce", "Forecasting", "Negotiation"], "Markets": ["Healthcare"]},
        ("Certified Sales Professional", "National Association of Sales Professionals",
         "2020-03"),
    ),
}  # fmt: skip

ZH: dict[str, tuple] = {
    "产品经理": (
        "高级产品经理",
        [
            ("上海云图信息科技有限公司", "高级产品经理", "上海", "2020-03", "", [
                "负责企业协同产品的规划与迭代，付费客户增长三倍",
                "搭建需求评审流程，版本延期率下降一半",
            ]),
            ("杭州有赞科技有限公司", "产品经理", "杭州", "2017-07", "2020-02", [
                "负责商家后台订单模块，日均订单两百万",
            ]),
        ],
        ("复旦大学", "本科", "信息管理与信息系统", "2013-09", "2017-06"),
        {"产品设计": ["Axure", "Figma", "需求分析"], "数据": ["SQL", "埋点设计"]},
        ("PMP 项目管理专业人士", "美国项目管理协会", "2021-06"),
    ),
    "教师": (
        "高中语文教师",
        [
            ("北京市第四中学", "语文教师", "北京", "2016-08", "", [
                "担任高三语文教学，所带班级高考平均分年级第一",
                "主持区级课题一项，开设校本阅读课程",
            ]),
            ("北京市第八中学", "实习教师", "北京", "2015-09", "2016-01", [
                "完成初二语文课堂教学四十课时",
            ]),
        ],
        ("北京师范大学", "硕士", "汉语言文字学", "2013-09", "2016-06"),
        {"教学": ["课程设计", "班级管理"], "工具": ["希沃白板", "问卷星"]},
        ("高级中学教师资格证", "北京市教育委员会", "2016-06"),
    ),
    "护士": (
        "主管护师",
        [
            ("四川大学华西医院", "主管护师", "成都", "2018-07", "", [
                "负责心内科病区护理管理，护理不良事件下降三成",
                "带教实习护士六十余名",
            ]),
            ("成都市第三人民医院", "护士", "成都", "2014-07", "2018-06", [
                "完成急诊科日常护理与分诊工作",
            ]),
        ],
        ("四川大学", "本科", "护理学", "2010-09", "2014-06"),
        {"临床护理": ["心电监护", "静脉治疗", "急救"], "系统": ["电子病历"]},
        ("护士执业证书", "国家卫生健康委员会", "2014-08"),
    ),
    "律师": (
        "执业律师",
        [
            ("北京市金杜律师事务所", "资深律师", "北京", "2017-09", "", [
                "参与三十余起并购交易的法律尽职调查",
                "为外资企业提供合规咨询",
            ]),
            ("北京市中伦律师事务所", "律师助理", "北京", "2015-07", "2017-08", [
                "起草与审阅商业合同两百余份",
            ]),
        ],
        ("中国政法大学", "硕士", "民商法学", "2012-09", "2015-06"),
        {"专业领域": ["公司并购", "合规", "合同审查"], "工具": ["北大法宝", "威科先行"]},
        ("律师执业证", "北京市司法局", "2016-09"),
    ),
    "土木工程师": (
        "结构工程师",
        [
            ("中国建筑设计研究院", "结构工程师", "北京", "2016-07", "", [
                "负责三栋超高层办公楼的结构设计",
                "完成六十余项结构计算书审核",
            ]),
            ("中建三局", "技术员", "武汉", "2014-07", "2016-06", [
                "参与地铁车站主体结构施工管理",
            ]),
        ],
        ("同济大学", "本科", "土木工程", "2010-09", "2014-06"),
        {"结构分析": ["ETABS", "SAP2000", "盈建科"], "制图": ["AutoCAD", "Revit"]},
        ("一级注册结构工程师", "住房和城乡建设部", "2020-10"),
    ),
    "数据分析师": (
        "高级数据分析师",
        [
            ("北京字节跳动科技有限公司", "高级数据分析师", "北京", "2019-07", "", [
                "搭建电商增长指标体系，覆盖全部核心业务线",
                "设计实验平台分析方法，实验周期缩短一半",
            ]),
            ("美团", "数据分析师", "北京", "2016-07", "2019-06", [
                "负责外卖配送时长分析与预测",
            ]),
        ],
        ("北京大学", "硕士", "统计学", "2013-09", "2016-06"),
        {"分析": ["Python", "SQL", "Spark"], "可视化": ["Tableau", "Superset"]},
        ("数据分析师认证", "中国商业联合会", "2018-05"),
    ),
    "会计": (
        "财务经理",
        [
            ("普华永道中天会计师事务所", "审计经理", "上海", "2018-09", "", [
                "负责十余家上市公司年报审计",
                "推动审计数据分析工具落地，节省工时两成",
            ]),
            ("安永华明会计师事务所", "审计员", "上海", "2014-07", "2018-08", [
                "参与制造业客户的年度审计",
            ]),
        ],
        ("上海财经大学", "本科", "会计学", "2010-09", "2014-06"),
        {"财务": ["企业会计准则", "合并报表", "税务筹划"], "工具": ["用友", "Excel"]},
        ("中国注册会计师", "中国注册会计师协会", "2017-12"),
    ),
    "销售经理": (
        "区域销售经理",
        [
            ("迈瑞医疗", "区域销售经理", "广州", "2019-03", "", [
                "负责华南区医院客户，年销售额增长百分之四十",
                "带领八人销售团队完成年度目标",
            ]),
            ("强生医疗", "销售代表", "深圳", "2015-07", "2019-02", [
                "开发新医院客户三十余家",
            ]),
        ],
        ("中山大学", "本科", "市场营销", "2011-09", "2015-06"),
        {"销售": ["客户开发", "商务谈判"], "工具": ["Salesforce", "企业微信"]},
        ("医疗器械销售资格证", "中国医疗器械行业协会", "2016-04"),
    ),
}  # fmt: skip

EN_NAMES = ["Grace Holloway", "Samuel Okafor", "Elena Petrova", "Marcus Lindqvist",
            "Aisha Rahman", "Jonas Becker", "Olivia Brennan", "Carlos Mendes"]  # fmt: skip
ZH_NAMES = ["陈佳怡", "刘思远", "王雪", "赵磊", "孙建国", "周敏", "吴晓峰", "郑丽"]
EN_LANGUAGES = [("English", "Native"), ("Spanish", "Professional working proficiency")]
ZH_LANGUAGES = [("英语", "CET-6"), ("普通话", "母语")]


def person(language: str, index: int) -> tuple[str, dict[str, Any]]:
    """(profession, JSON Resume) of the index-th person of a language."""
    table, names = (EN, EN_NAMES) if language == "en" else (ZH, ZH_NAMES)
    profession = list(table)[index % len(table)]
    label, jobs, school, skills, certificate = table[profession]
    name = names[index % len(names)]
    city = jobs[0][2]
    handle = f"user{index}{language}"
    work = []
    for company, position, place, start, end, highlights in jobs:
        entry = {"name": company, "position": position, "location": place, "startDate": start}
        if end:
            entry["endDate"] = end
        entry["highlights"] = list(highlights)
        work.append(entry)
    institution, degree, area, start, end = school
    pieces = [p.strip() for p in city.split(",")]
    location = {"city": pieces[0]}
    if len(pieces) > 1 and len(pieces[1]) == 2 and pieces[1] != "UK":
        location["region"] = pieces[1]
    if language == "en":
        summary = (
            f"{label} with {len(jobs) * 4} years of experience. Known for careful work, clear "
            "communication and steady results."
        )
    else:
        summary = f"{len(jobs) * 4}年{label}经验，工作认真负责，善于沟通，注重结果。"
    return profession, {
        "basics": {
            "name": name,
            "label": label,
            "email": f"{handle}@example.com",
            "phone": f"+1 415 555 01{index:02d}" if language == "en" else f"139-0000-12{index:02d}",
            "location": location,
            "summary": summary,
        },
        "work": work,
        "education": [
            {"institution": institution, "studyType": degree, "area": area,
             "startDate": start, "endDate": end}
        ],
        "skills": [{"name": k, "keywords": list(v)} for k, v in skills.items()],
        "languages": [
            {"language": lang, "fluency": fluency}
            for lang, fluency in (EN_LANGUAGES if language == "en" else ZH_LANGUAGES)
        ],
        "certificates": [
            {"name": certificate[0], "issuer": certificate[1], "date": certificate[2]}
        ],
    }  # fmt: skip
