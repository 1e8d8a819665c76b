"""People of the OCR kept-out set 7 (`bench/parts/ocr_kept7.py`): eight resumes written for it,
four English and four Chinese, professions no other OCR set uses, each with the look it is
rendered in. None of them was looked at while the screenshot and stain stages were tuned on
import set 7: their figures are reported apart."""

from __future__ import annotations

# Same row shape as `ocr_people.PEOPLE` (key, language, layout, kept, name, label, email,
# phone, city, summary, work, schools, skills, languages).
KEPT7: list[tuple] = [
    (
        "marine",
        "en",
        "app_dark",
        True,
        "Oriana Castellanos",
        "Marine Biologist",
        "oriana.castellanos@example.net",
        "+1 831 555 0172",
        "Monterey",
        "Field biologist surveying kelp forests and the fish that shelter in them.",
        [
            (
                "Pacific Reef Institute",
                "Research Scientist",
                "Monterey, CA",
                "2019-06",
                "",
                [
                    "Ran quarterly dive surveys across forty kelp transects",
                    "Published six papers on urchin grazing and canopy loss",
                ],
            ),
            (
                "Coastal Survey Trust",
                "Field Technician",
                "Santa Cruz, CA",
                "2015-03",
                "2019-05",
                [
                    "Tagged and tracked rockfish with acoustic receivers",
                ],
            ),
        ],
        [("University of Hawaii", "Master of Science", "Marine Biology", "2013-08", "2015-02")],
        {"Field": ["Scientific diving", "Acoustic telemetry"], "Analysis": ["R", "QGIS"]},
        [("English", "Native"), ("Spanish", "Fluent")],
    ),
    (
        "architect",
        "en",
        "app_light",
        True,
        "Henrik Aldous",
        "Project Architect",
        "h.aldous@example.com",
        "+44 161 555 0193",
        "Manchester",
        "Architect delivering timber frame schools from brief to handover.",
        [
            (
                "Northlight Studio",
                "Project Architect",
                "Manchester, UK",
                "2018-09",
                "",
                [
                    "Led design of three primary schools in cross laminated timber",
                    "Coordinated consultants through planning and tender",
                ],
            ),
            (
                "Bramwell Partners",
                "Architectural Assistant",
                "Leeds, UK",
                "2014-07",
                "2018-08",
                [
                    "Produced construction drawings for social housing blocks",
                ],
            ),
        ],
        [
            (
                "University of Sheffield",
                "Master of Architecture",
                "Architecture",
                "2011-09",
                "2014-06",
            )
        ],
        {"Design": ["Revit", "Rhino", "SketchUp"], "Delivery": ["RIBA stages", "Planning"]},
        [("English", "Native"), ("German", "Basic")],
    ),
    (
        "translator",
        "en",
        "stain",
        True,
        "Margit Olsson",
        "Legal Translator",
        "margit.olsson@example.se",
        "+46 8 555 0127",
        "Stockholm",
        "Sworn translator of contracts and court records between Swedish and English.",
        [
            (
                "Nordvik Language Services",
                "Senior Translator",
                "Stockholm, Sweden",
                "2017-02",
                "",
                [
                    "Translated merger agreements for four listed companies",
                    "Built a term base of twelve thousand legal entries",
                ],
            ),
            (
                "Baltic Court Registry",
                "Court Interpreter",
                "Uppsala, Sweden",
                "2012-10",
                "2017-01",
                ["Interpreted hearings in civil and family courts"],
            ),
        ],
        [("Uppsala University", "Master of Arts", "Translation Studies", "2010-08", "2012-06")],
        {"Tools": ["Trados", "memoQ"], "Fields": ["Contract law", "Litigation"]},
        [("Swedish", "Native"), ("English", "Fluent")],
    ),
    (
        "pharmacist",
        "en",
        "shadow",
        True,
        "Kwabena Mensah",
        "Clinical Pharmacist",
        "kwabena.mensah@example.org",
        "+1 416 555 0164",
        "Toronto",
        "Hospital pharmacist reviewing oncology and antibiotic prescriptions.",
        [
            (
                "Lakeshore General Hospital",
                "Clinical Pharmacist",
                "Toronto, ON",
                "2020-01",
                "",
                [
                    "Reviewed chemotherapy orders for a thirty bed oncology ward",
                    "Cut broad spectrum antibiotic use by a fifth",
                ],
            ),
            (
                "Queen Street Pharmacy",
                "Staff Pharmacist",
                "Hamilton, ON",
                "2016-05",
                "2019-12",
                [
                    "Dispensed and counselled two hundred patients a day",
                ],
            ),
        ],
        [("University of Toronto", "Doctor of Pharmacy", "Pharmacy", "2012-09", "2016-04")],
        {"Clinical": ["Oncology", "Antimicrobial stewardship"], "Systems": ["Epic", "Pyxis"]},
        [("English", "Native"), ("Twi", "Fluent")],
    ),
    (
        "electric",
        "zh",
        "app_dark",
        True,
        "苗振宇",
        "电气工程师",
        "miao.zhenyu@example.cn",
        "139 0215 6684",
        "天津",
        "八年变电站与配电系统设计经验，熟悉继电保护整定。",
        [
            (
                "华北电力设计院",
                "电气工程师",
                "天津",
                "2018-03",
                "",
                [
                    "负责十二座110千伏变电站的一次设计",
                    "编写继电保护整定计算书并通过评审",
                ],
            ),
            (
                "津南配电工程公司",
                "助理工程师",
                "天津",
                "2015-07",
                "2018-02",
                [
                    "参与工业园区配电网改造",
                ],
            ),
        ],
        [("天津大学", "学士", "电气工程及其自动化", "2011-09", "2015-06")],
        {"设计": ["AutoCAD", "ETAP"], "标准": ["继电保护", "配电网规划"]},
        [("英语", "熟练"), ("普通话", "母语")],
    ),
    (
        "teacher",
        "zh",
        "app_light",
        True,
        "龚晓岚",
        "幼儿园教师",
        "gong.xiaolan@example.cn",
        "137 6620 4158",
        "成都",
        "热爱学前教育，擅长绘本阅读与户外游戏课程。",
        [
            (
                "成都市锦江实验幼儿园",
                "主班教师",
                "成都",
                "2019-09",
                "",
                [
                    "带领大班三十名幼儿完成一年主题课程",
                    "组织家长开放日与亲子运动会",
                ],
            ),
            (
                "蓝天双语幼儿园",
                "配班教师",
                "绵阳",
                "2016-08",
                "2019-07",
                [
                    "设计每周英语儿歌活动",
                ],
            ),
        ],
        [("四川师范大学", "学士", "学前教育", "2012-09", "2016-06")],
        {"教学": ["绘本教学", "户外游戏"], "艺术": ["钢琴", "手工"]},
        [("英语", "良好"), ("普通话", "母语")],
    ),
    (
        "costing",
        "zh",
        "stain",
        True,
        "骆文博",
        "造价工程师",
        "luo.wenbo@example.cn",
        "186 3379 0251",
        "郑州",
        "熟悉房建与市政项目全过程造价控制。",
        [
            (
                "中原建设咨询有限公司",
                "造价工程师",
                "郑州",
                "2017-04",
                "",
                [
                    "完成二十余个住宅项目的招标控制价编制",
                    "审核结算金额累计九亿元",
                ],
            ),
            (
                "豫东建筑公司",
                "预算员",
                "开封",
                "2013-07",
                "2017-03",
                [
                    "编制市政道路工程预算",
                ],
            ),
        ],
        [("河南工业大学", "学士", "工程造价", "2009-09", "2013-06")],
        {"软件": ["广联达", "AutoCAD"], "专业": ["工程量清单", "结算审核"]},
        [("英语", "一般"), ("普通话", "母语")],
    ),
    (
        "analyst",
        "zh",
        "shadow",
        True,
        "柴嘉怡",
        "数据分析师",
        "chai.jiayi@example.cn",
        "158 2046 7713",
        "杭州",
        "四年电商数据分析经验，擅长用户增长与留存分析。",
        [
            (
                "杭州云集电商有限公司",
                "高级数据分析师",
                "杭州",
                "2021-02",
                "",
                [
                    "搭建会员留存看板覆盖五百万用户",
                    "通过实验设计提升复购率百分之八",
                ],
            ),
            (
                "钱塘数据科技",
                "数据分析师",
                "杭州",
                "2018-07",
                "2021-01",
                [
                    "维护每日销售报表与异常预警",
                ],
            ),
        ],
        [("浙江工商大学", "硕士", "统计学", "2015-09", "2018-06")],
        {"工具": ["SQL", "Python", "Tableau"], "方法": ["AB实验", "用户分群"]},
        [("英语", "熟练"), ("普通话", "母语")],
    ),
]


def people() -> list[dict]:
    from bench.parts.ocr_people import resume_of

    return [resume_of(row) for row in KEPT7]
