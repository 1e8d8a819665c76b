# ruff: noqa: E501
"""A fifth case set for `bench/claims.py`, written by guard28b for issue 28 before any change to
the guard: writes `claims_tuning5.json` (half of the people, for tuning) and `claims_kept5.json`
(the other half, kept out of the tuning and measured only before and at the end).

    .venv/bin/python bench/parts/claims_tuning5.py

Each person (a profession, a language) has a small JSON Resume; each case is an edit as an
editor or a language model would make it while tailoring: a claimed skill (a tool, method or
credential nothing backs), an inflated title (a seniority step up or another role), and
rewordings that must raise nothing: a tool named by a nickname, an abbreviation, its product
family or in the other language ("K8s", "PS", "Excel" / "spreadsheets", 财务报表), a skill
the earlier lines describe in words ("Ran monthly close" -> "month-end close"), generic words
of a reworded sentence ("stakeholders", "cross-functional", 沟通), and a title that keeps its
role and level ("RN" -> "Registered Nurse", 前端开发 -> 前端开发工程师, a specialty added).
Written from the classes of the issue, not from any held-out file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.claims_tuning4 import C, H, K, L, P, R, S, T, build_set, write_sets  # noqa: E402

OUT_TUNE = HERE / "claims_tuning5.json"
OUT_KEPT = HERE / "claims_kept5.json"

PEOPLE: list[dict[str, Any]] = [
    {
        "id": "acct-en",
        "language": "en",
        "profession": "accounting",
        "label": "Staff Accountant",
        "summary": "Staff accountant with five years in a manufacturing group.",
        "work": [
            (
                "Brightline Manufacturing",
                "Staff Accountant",
                [
                    "Ran the monthly close for three subsidiaries",
                    "Reconciled bank accounts and posted journal entries in Excel",
                    "Prepared the quarterly financial statements for the auditors",
                ],
            )
        ],
        "skills": ["Excel", "QuickBooks", "GAAP"],
        "cases": [
            (R, [(K, 0, "Microsoft Excel"), (K, 3, "month-end close")], None),
            (
                R,
                [
                    (
                        S,
                        "Detail-oriented staff accountant with five years of experience in month-end close, account reconciliations and financial reporting for a manufacturing group.",
                    )
                ],
                None,
            ),
            (
                R,
                [
                    (
                        H,
                        0,
                        1,
                        "Performed bank reconciliations and recorded journal entries using spreadsheets",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "NetSuite")], "skills[0].keywords[3]"),
            (
                C,
                [
                    (
                        H,
                        0,
                        2,
                        "Prepared consolidated financial statements under IFRS for the auditors",
                    )
                ],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Senior Accountant")], "work[0].position"),
        ],
    },
    {
        "id": "acct-zh",
        "language": "zh",
        "profession": "accounting",
        "label": "会计",
        "summary": "五年制造业会计工作经验。",
        "work": [
            (
                "华信制造有限公司",
                "会计",
                [
                    "负责每月结账和编制财务报表",
                    "使用用友U8录入凭证、核对往来账",
                    "按月申报增值税和企业所得税",
                ],
            )
        ],
        "skills": ["用友U8", "Excel", "纳税申报"],
        "cases": [
            (R, [(K, 3, "financial statements"), (K, 0, "用友")], None),
            (R, [(H, 0, 0, "负责月结并出具月度财务报表")], None),
            (R, [(K, 3, "月末结账"), (K, 1, "Excel表格")], None),
            (C, [(K, 3, "SAP")], "skills[0].keywords[3]"),
            (C, [(H, 0, 0, "负责每月结账、合并报表编制")], "work[0].highlights[0]"),
            (T, [(P, 0, "财务经理")], "work[0].position"),
            (T, [(L, "会计主管")], "basics.label"),
        ],
    },
    {
        "id": "nurse-en",
        "language": "en",
        "profession": "healthcare",
        "label": "Registered Nurse",
        "summary": "Registered nurse on a cardiac step-down unit.",
        "work": [
            (
                "Mercy General Hospital",
                "RN",
                [
                    "Monitored telemetry for five cardiac patients per shift",
                    "Documented assessments and care in Epic",
                    "Taught patients and families about heart failure medications",
                ],
            )
        ],
        "skills": ["BLS", "ACLS", "Epic"],
        "cases": [
            (R, [(P, 0, "Registered Nurse")], None),
            (R, [(K, 2, "Epic EHR"), (K, 3, "EHR documentation")], None),
            (R, [(P, 0, "Staff Nurse, Cardiac Step-Down")], None),
            (R, [(K, 0, "Basic Life Support (BLS)"), (K, 3, "patient education")], None),
            (C, [(K, 3, "PALS")], "skills[0].keywords[3]"),
            (
                C,
                [(H, 0, 0, "Managed ventilator settings for five cardiac patients per shift")],
                "work[0].highlights[0]",
            ),
            (T, [(P, 0, "Charge Nurse")], "work[0].position"),
            (T, [(L, "Nurse Manager")], "basics.label"),
        ],
    },
    {
        "id": "nurse-zh",
        "language": "zh",
        "profession": "healthcare",
        "label": "护士",
        "summary": "三甲医院心内科护士。",
        "work": [
            (
                "仁济医院",
                "护士",
                [
                    "负责静脉输液、采血和心电监护",
                    "书写护理记录，参与交接班",
                ],
            )
        ],
        "skills": ["静脉穿刺", "心肺复苏", "护理文书"],
        "cases": [
            (R, [(P, 0, "临床护士（心内科）")], None),
            (R, [(H, 0, 1, "规范书写护理文书，做好交接班")], None),
            (R, [(K, 1, "CPR"), (K, 3, "心电监护")], None),
            (C, [(K, 3, "PICC置管维护")], "skills[0].keywords[3]"),
            (T, [(P, 0, "护士长")], "work[0].position"),
            (T, [(L, "主管护师")], "basics.label"),
        ],
    },
    {
        "id": "swe-en",
        "language": "en",
        "profession": "software",
        "label": "Software Engineer",
        "summary": "Backend software engineer building Python services.",
        "work": [
            (
                "Northwind Apps",
                "Software Engineer",
                [
                    "Deployed services to Kubernetes clusters on AWS",
                    "Wrote REST APIs in Python with Django",
                    "Worked with product managers and designers to ship features",
                ],
            )
        ],
        "skills": ["Python", "Kubernetes", "PostgreSQL", "AWS"],
        "cases": [
            (R, [(K, 1, "K8s"), (K, 2, "Postgres")], None),
            (R, [(K, 3, "Amazon Web Services"), (P, 0, "Software Developer")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        2,
                        "Partnered with cross-functional stakeholders in product and design to ship features",
                    )
                ],
                None,
            ),
            (R, [(H, 0, 1, "Built RESTful APIs using Python and Django")], None),
            (C, [(K, 4, "Terraform")], "skills[0].keywords[4]"),
            (
                C,
                [
                    (
                        H,
                        0,
                        0,
                        "Deployed services to Kubernetes clusters on AWS and designed Kafka event pipelines",
                    )
                ],
                "work[0].highlights[0]",
            ),
            (T, [(P, 0, "Principal Engineer")], "work[0].position"),
            (T, [(L, "Engineering Manager")], "basics.label"),
        ],
    },
    {
        "id": "fe-zh",
        "language": "zh",
        "profession": "software",
        "label": "前端开发",
        "summary": "三年前端开发经验，熟悉Vue。",
        "work": [
            (
                "云帆科技",
                "前端开发",
                [
                    "使用Vue开发管理后台页面",
                    "负责首页加载性能优化",
                    "与后端同事对接接口",
                ],
            )
        ],
        "skills": ["Vue", "JavaScript", "CSS"],
        "cases": [
            (R, [(P, 0, "前端开发工程师")], None),
            (R, [(K, 1, "JS"), (K, 0, "Vue.js")], None),
            (R, [(H, 0, 2, "与后端团队沟通协作，完成接口联调")], None),
            (C, [(K, 3, "React")], "skills[0].keywords[3]"),
            (C, [(H, 0, 0, "使用TypeScript重构管理后台组件库")], "work[0].highlights[0]"),
            (T, [(P, 0, "前端技术负责人")], "work[0].position"),
            (T, [(L, "高级前端开发工程师")], "basics.label"),
        ],
    },
    {
        "id": "gd-en",
        "language": "en",
        "profession": "design",
        "label": "Graphic Designer",
        "summary": "Graphic designer for print and packaging.",
        "work": [
            (
                "Maple Print Studio",
                "Graphic Designer",
                [
                    "Retouched product photos in Photoshop",
                    "Laid out brochures and catalogs in InDesign",
                    "Drew logos and icons in Illustrator",
                ],
            )
        ],
        "skills": ["Adobe Photoshop", "InDesign", "Illustrator"],
        "cases": [
            (R, [(K, 0, "Photoshop"), (K, 3, "Adobe Creative Suite")], None),
            (R, [(H, 0, 1, "Designed print layouts for brochures and catalogs (InDesign)")], None),
            (R, [(K, 3, "photo retouching"), (K, 4, "logo design")], None),
            (C, [(K, 3, "Figma")], "skills[0].keywords[3]"),
            (C, [(H, 0, 2, "Animated logos and icons in After Effects")], "work[0].highlights[2]"),
            (T, [(P, 0, "Art Director")], "work[0].position"),
        ],
    },
    {
        "id": "gd-zh",
        "language": "zh",
        "profession": "design",
        "label": "平面设计师",
        "summary": "四年平面设计经验。",
        "work": [
            (
                "星图广告",
                "平面设计师",
                [
                    "用Photoshop做电商产品精修",
                    "负责海报和画册排版",
                    "用Illustrator绘制品牌图标",
                ],
            )
        ],
        "skills": ["Photoshop", "Illustrator", "排版"],
        "cases": [
            (R, [(K, 0, "PS"), (K, 1, "AI")], None),
            (R, [(H, 0, 1, "负责宣传海报、画册的版式设计")], None),
            (R, [(K, 3, "图片精修"), (K, 2, "版式设计")], None),
            (C, [(K, 3, "C4D")], "skills[0].keywords[3]"),
            (C, [(H, 0, 2, "负责App的UI界面设计")], "work[0].highlights[2]"),
            (T, [(P, 0, "设计总监")], "work[0].position"),
            (T, [(L, "资深平面设计师")], "basics.label"),
        ],
    },
    {
        "id": "teach-en",
        "language": "en",
        "profession": "teaching",
        "label": "Math Teacher",
        "summary": "Middle school math teacher.",
        "work": [
            (
                "Lincoln Middle School",
                "Math Teacher",
                [
                    "Taught Algebra I and Geometry to 120 students",
                    "Posted assignments and graded work in Google Classroom",
                    "Met parents each term to discuss progress",
                ],
            )
        ],
        "skills": ["lesson planning", "classroom management", "Google Classroom"],
        "cases": [
            (R, [(P, 0, "Mathematics Teacher")], None),
            (R, [(K, 2, "LMS (Google Classroom)"), (K, 0, "lesson plans")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        2,
                        "Held parent-teacher conferences each term to discuss student progress",
                    )
                ],
                None,
            ),
            (
                C,
                [(H, 0, 0, "Taught Algebra I, Geometry and AP Calculus to 120 students")],
                "work[0].highlights[0]",
            ),
            (C, [(K, 3, "special education")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Head of Mathematics Department")], "work[0].position"),
        ],
    },
    {
        "id": "teach-zh",
        "language": "zh",
        "profession": "teaching",
        "label": "语文教师",
        "summary": "初中语文教师，六年教龄。",
        "work": [
            (
                "实验中学",
                "语文教师",
                [
                    "担任初二两个班的语文教学",
                    "组织学生参加作文比赛",
                    "每周与家长沟通学生情况",
                ],
            )
        ],
        "skills": ["教案设计", "班级管理", "多媒体教学"],
        "cases": [
            (R, [(P, 0, "初中语文老师")], None),
            (R, [(H, 0, 0, "负责初二两个班的语文课堂教学")], None),
            (R, [(H, 0, 2, "定期与家长沟通，反馈学生学习情况")], None),
            (C, [(K, 3, "心理咨询")], "skills[0].keywords[3]"),
            (T, [(P, 0, "语文教研组长")], "work[0].position"),
            (T, [(L, "教导主任")], "basics.label"),
        ],
    },
    {
        "id": "sales-en",
        "language": "en",
        "profession": "sales",
        "label": "Account Executive",
        "summary": "Account executive selling payroll software to small businesses.",
        "work": [
            (
                "PayPilot",
                "Account Executive",
                [
                    "Closed $1.2M in new business in 2023",
                    "Managed a pipeline of 60 opportunities in Salesforce",
                    "Prospected through cold calls and LinkedIn",
                ],
            )
        ],
        "skills": ["Salesforce", "cold calling", "negotiation"],
        "cases": [
            (R, [(K, 0, "Salesforce CRM"), (K, 3, "pipeline management")], None),
            (R, [(K, 3, "prospecting"), (K, 1, "outbound prospecting")], None),
            (
                R,
                [
                    (
                        S,
                        "Results-driven account executive selling payroll software to small businesses; strong communicator and relationship builder.",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "HubSpot")], "skills[0].keywords[3]"),
            (
                C,
                [(H, 0, 2, "Built a channel partner program with regional resellers")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Sales Director")], "work[0].position"),
            (T, [(L, "Senior Account Executive")], "basics.label"),
        ],
    },
    {
        "id": "sales-zh",
        "language": "zh",
        "profession": "sales",
        "label": "销售代表",
        "summary": "五年B2B销售经验。",
        "work": [
            (
                "恒达工业设备",
                "销售代表",
                [
                    "负责华东区客户开发与维护",
                    "年度完成销售额800万元",
                    "使用CRM跟进客户",
                ],
            )
        ],
        "skills": ["客户关系管理", "商务谈判", "CRM"],
        "cases": [
            (R, [(H, 0, 0, "开拓并维护华东地区客户")], None),
            (R, [(K, 3, "客户开发"), (K, 1, "谈判")], None),
            (R, [(S, "五年B2B销售经验，具备良好的沟通能力和抗压能力。")], None),
            (C, [(K, 3, "招投标")], "skills[0].keywords[3]"),
            (C, [(H, 0, 2, "负责跨境电商平台运营")], "work[0].highlights[2]"),
            (T, [(P, 0, "销售经理")], "work[0].position"),
            (T, [(L, "区域销售总监")], "basics.label"),
        ],
    },
    {
        "id": "hr-en",
        "language": "en",
        "profession": "hr",
        "label": "HR Generalist",
        "summary": "HR generalist in a 400-person logistics company.",
        "work": [
            (
                "FleetCo",
                "HR Generalist",
                [
                    "Ran onboarding for about 40 new hires a quarter",
                    "Processed biweekly payroll in ADP",
                    "Handled employee questions on leave and benefits",
                ],
            )
        ],
        "skills": ["ADP", "onboarding", "employee relations"],
        "cases": [
            (R, [(K, 0, "ADP Workforce Now"), (K, 3, "payroll processing")], None),
            (R, [(K, 1, "new hire onboarding"), (K, 3, "benefits administration")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        2,
                        "Answered employee questions about leave and benefits, partnering with managers across departments",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "Workday")], "skills[0].keywords[3]"),
            (
                C,
                [
                    (
                        H,
                        0,
                        0,
                        "Ran onboarding for about 40 new hires a quarter and led compensation benchmarking",
                    )
                ],
                "work[0].highlights[0]",
            ),
            (T, [(P, 0, "HR Manager")], "work[0].position"),
            (T, [(L, "Head of People")], "basics.label"),
        ],
    },
    {
        "id": "hr-zh",
        "language": "zh",
        "profession": "hr",
        "label": "人事专员",
        "summary": "三年人事工作经验。",
        "work": [
            (
                "远航物流",
                "人事专员",
                [
                    "负责员工入职、离职手续办理",
                    "每月核算工资并缴纳社保",
                    "组织新员工培训",
                ],
            )
        ],
        "skills": ["员工关系", "薪酬核算", "Excel"],
        "cases": [
            (R, [(P, 0, "人力资源专员")], None),
            (R, [(K, 1, "薪资核算"), (K, 3, "社保公积金")], None),
            (R, [(H, 0, 0, "办理员工入离职手续，做好员工沟通")], None),
            (C, [(K, 3, "人才盘点")], "skills[0].keywords[3]"),
            (T, [(P, 0, "人事经理")], "work[0].position"),
        ],
    },
    {
        "id": "wh-en",
        "language": "en",
        "profession": "logistics",
        "label": "Warehouse Supervisor",
        "summary": "Warehouse supervisor at a regional distribution center.",
        "work": [
            (
                "Coastal Distribution",
                "Warehouse Supervisor",
                [
                    "Supervised 12 associates on second shift",
                    "Cycle-counted inventory in SAP",
                    "Trained new hires on forklift safety",
                ],
            )
        ],
        "skills": ["SAP", "inventory control", "forklift operation"],
        "cases": [
            (R, [(K, 0, "SAP ERP"), (K, 3, "cycle counting")], None),
            (R, [(H, 0, 0, "Led a second-shift team of 12 associates")], None),
            (R, [(P, 0, "Warehouse Shift Supervisor")], None),
            (C, [(K, 3, "Lean Six Sigma")], "skills[0].keywords[3]"),
            (
                C,
                [(H, 0, 1, "Cycle-counted inventory in the Manhattan WMS")],
                "work[0].highlights[1]",
            ),
            (T, [(P, 0, "Warehouse Manager")], "work[0].position"),
            (T, [(L, "Director of Operations")], "basics.label"),
        ],
    },
    {
        "id": "legal-en",
        "language": "en",
        "profession": "legal",
        "label": "Paralegal",
        "summary": "Litigation paralegal at a mid-size firm.",
        "work": [
            (
                "Hart & Lowe LLP",
                "Paralegal",
                [
                    "Drafted discovery requests and deposition summaries",
                    "Researched case law on Westlaw",
                    "Filed pleadings through the court's e-filing system",
                ],
            )
        ],
        "skills": ["Westlaw", "e-filing", "legal research"],
        "cases": [
            (R, [(P, 0, "Litigation Paralegal")], None),
            (R, [(K, 3, "legal drafting"), (K, 0, "Westlaw Edge")], None),
            (R, [(H, 0, 1, "Conducted case law research using Westlaw")], None),
            (C, [(K, 3, "Relativity")], "skills[0].keywords[3]"),
            (
                C,
                [(H, 0, 0, "Drafted discovery requests and negotiated commercial contracts")],
                "work[0].highlights[0]",
            ),
            (T, [(P, 0, "Attorney")], "work[0].position"),
            (T, [(L, "Senior Paralegal")], "basics.label"),
        ],
    },
    {
        "id": "civil-zh",
        "language": "zh",
        "profession": "civil engineering",
        "label": "结构工程师",
        "summary": "五年住宅结构设计经验。",
        "work": [
            (
                "华东建筑设计院",
                "结构工程师",
                [
                    "使用PKPM完成住宅楼结构计算",
                    "用AutoCAD绘制结构施工图",
                    "配合建筑专业进行方案调整",
                ],
            )
        ],
        "skills": ["PKPM", "AutoCAD", "结构设计"],
        "cases": [
            (R, [(K, 1, "CAD"), (K, 3, "施工图绘制")], None),
            (R, [(P, 0, "结构设计工程师")], None),
            (R, [(H, 0, 2, "与建筑专业沟通协调，优化设计方案")], None),
            (C, [(K, 3, "BIM（Revit）")], "skills[0].keywords[3]"),
            (C, [(H, 0, 0, "使用ETABS完成高层结构计算")], "work[0].highlights[0]"),
            (T, [(P, 0, "结构总工")], "work[0].position"),
            (T, [(L, "项目经理")], "basics.label"),
        ],
    },
    {
        "id": "data-en",
        "language": "en",
        "profession": "data",
        "label": "Data Analyst",
        "summary": "Data analyst supporting a retail sales team.",
        "work": [
            (
                "ShopWell",
                "Data Analyst",
                [
                    "Built dashboards in Tableau for the sales team",
                    "Wrote SQL queries against Snowflake",
                    "Cleaned weekly sales extracts in Excel",
                ],
            )
        ],
        "skills": ["SQL", "Tableau", "Excel"],
        "cases": [
            (R, [(K, 2, "spreadsheets"), (K, 3, "data visualization")], None),
            (R, [(K, 3, "Snowflake"), (K, 4, "dashboards")], None),
            (R, [(H, 0, 0, "Designed Tableau dashboards for sales stakeholders")], None),
            (C, [(K, 3, "Power BI")], "skills[0].keywords[3]"),
            (
                C,
                [(H, 0, 2, "Trained machine learning models on weekly sales extracts")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Lead Data Scientist")], "work[0].position"),
            (T, [(L, "Analytics Manager")], "basics.label"),
        ],
    },
    {
        "id": "mkt-en",
        "language": "en",
        "profession": "marketing",
        "label": "Marketing Coordinator",
        "summary": "Marketing coordinator for a consumer brand.",
        "work": [
            (
                "Bloom Skincare",
                "Marketing Coordinator",
                [
                    "Scheduled posts on Instagram and LinkedIn",
                    "Sent weekly newsletters through Mailchimp",
                    "Made social graphics in Canva",
                ],
            )
        ],
        "skills": ["Mailchimp", "social media", "Canva"],
        "cases": [
            (R, [(K, 3, "email marketing"), (K, 1, "social media marketing")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        0,
                        "Planned and scheduled Instagram and LinkedIn posts in collaboration with cross-functional teams",
                    )
                ],
                None,
            ),
            (R, [(S, "Creative, data-driven marketing coordinator for a consumer brand.")], None),
            (C, [(K, 3, "SEO")], "skills[0].keywords[3]"),
            (
                C,
                [(H, 0, 1, "Ran Google Ads campaigns and sent weekly newsletters")],
                "work[0].highlights[1]",
            ),
            (T, [(P, 0, "Marketing Manager")], "work[0].position"),
            (T, [(L, "Head of Growth")], "basics.label"),
        ],
    },
    {
        "id": "mkt-zh",
        "language": "zh",
        "profession": "marketing",
        "label": "新媒体运营",
        "summary": "两年新媒体运营经验。",
        "work": [
            (
                "花间美妆",
                "新媒体运营",
                [
                    "负责公众号内容撰写与排版",
                    "策划小红书种草活动",
                    "每周统计粉丝增长数据",
                ],
            )
        ],
        "skills": ["公众号运营", "文案", "秀米"],
        "cases": [
            (R, [(K, 0, "微信公众号运营"), (K, 1, "文案撰写")], None),
            (R, [(P, 0, "新媒体运营专员")], None),
            (R, [(H, 0, 2, "每周统计并分析粉丝增长数据")], None),
            (C, [(K, 3, "抖音直播")], "skills[0].keywords[3]"),
            (C, [(H, 0, 1, "负责SEM竞价推广投放")], "work[0].highlights[1]"),
            (T, [(P, 0, "新媒体运营经理")], "work[0].position"),
            (T, [(L, "市场总监")], "basics.label"),
        ],
    },
]

# A second batch for the tuning half, written after the first changes (the kept half is not
# extended: it stays as measured before any change).
PEOPLE += [
    {
        "id": "pharm-en",
        "language": "en",
        "profession": "pharmacy",
        "label": "Pharmacist",
        "summary": "Community pharmacist in a busy retail store.",
        "work": [
            (
                "Corner Drug",
                "Pharmacist",
                [
                    "Verified about 300 prescriptions a day",
                    "Counseled patients on new medications",
                    "Gave flu shots and other vaccines",
                ],
            )
        ],
        "skills": ["immunizations", "medication therapy management", "PioneerRx"],
        "cases": [
            (R, [(K, 3, "patient counseling"), (K, 0, "vaccine administration")], None),
            (R, [(P, 0, "Staff Pharmacist")], None),
            (R, [(H, 0, 0, "Reviewed and verified roughly 300 prescriptions daily")], None),
            (C, [(K, 3, "sterile compounding")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Pharmacy Manager")], "work[0].position"),
        ],
    },
    {
        "id": "law-zh",
        "language": "zh",
        "profession": "legal",
        "label": "律师助理",
        "summary": "两年律师事务所工作经验。",
        "work": [
            (
                "明诚律师事务所",
                "律师助理",
                [
                    "协助律师起草合同和法律意见书",
                    "检索案例和法规",
                    "整理诉讼案卷材料",
                ],
            )
        ],
        "skills": ["合同审查", "法律检索", "Word"],
        "cases": [
            (R, [(K, 1, "案例检索"), (K, 3, "法律文书起草")], None),
            (R, [(H, 0, 2, "负责诉讼案卷材料的整理与归档")], None),
            (R, [(P, 0, "律师助理（诉讼）")], None),
            (C, [(K, 3, "知识产权诉讼")], "skills[0].keywords[3]"),
            (C, [(H, 0, 1, "使用Westlaw检索英文判例")], "work[0].highlights[1]"),
            (T, [(P, 0, "律师")], "work[0].position"),
            (T, [(L, "合伙人")], "basics.label"),
        ],
    },
    {
        "id": "chef-zh",
        "language": "zh",
        "profession": "hospitality",
        "label": "厨师",
        "summary": "八年粤菜厨师经验。",
        "work": [
            (
                "粤香楼",
                "厨师",
                [
                    "负责粤菜热菜出品",
                    "每日检查食材新鲜度",
                    "协助厨师长制定菜单",
                ],
            )
        ],
        "skills": ["粤菜", "刀工", "食品安全"],
        "cases": [
            (R, [(K, 2, "食品卫生安全"), (K, 3, "菜单设计")], None),
            (R, [(H, 0, 0, "负责粤式热菜的烹饪与出品")], None),
            (R, [(P, 0, "粤菜厨师")], None),
            (C, [(K, 3, "西点烘焙")], "skills[0].keywords[3]"),
            (T, [(P, 0, "行政总厨")], "work[0].position"),
            (T, [(L, "厨师长")], "basics.label"),
        ],
    },
]


# A third batch for the tuning half: titles, reworded and raised, across trades (written after
# the second batch; the kept half again not extended).
def _titled(
    pid: str,
    language: str,
    profession: str,
    title: str,
    employer: str,
    line: str,
    skills: list[str],
    edits: list[tuple[Any, ...]],
) -> dict[str, Any]:
    return {
        "id": pid,
        "language": language,
        "profession": profession,
        "label": title,
        "summary": line,
        "work": [(employer, title, [line])],
        "skills": skills,
        "cases": [
            (
                kind,
                [(P, 0, new)] if kind != T or not new.startswith("@") else [(L, new[1:])],
                ("work[0].position" if not new.startswith("@") else "basics.label")
                if kind == T
                else None,
            )
            for kind, new in edits
        ],
    }


PEOPLE += [
    _titled(
        "t-acct-en",
        "en",
        "accounting",
        "Sr. Accountant",
        "Halden Foods",
        "Closed the books monthly and prepared accruals",
        ["Excel", "GAAP"],
        [
            (R, "Senior Accountant"),
            (R, "Senior Accountant, General Ledger"),
            (T, "Controller"),
            (T, "Accounting Manager"),
        ],
    ),
    _titled(
        "t-mkt-en",
        "en",
        "marketing",
        "Marketing Associate",
        "Lumen Apps",
        "Ran email and social campaigns for product launches",
        ["Mailchimp", "social media"],
        [
            (R, "Associate, Marketing"),
            (R, "Marketing Associate (Product Launches)"),
            (T, "Marketing Manager"),
            (T, "Senior Marketing Associate"),
        ],
    ),
    _titled(
        "t-sales-en",
        "en",
        "sales",
        "Sales Associate",
        "Outdoor Depot",
        "Helped customers choose camping gear and ran the register",
        ["customer service", "POS systems"],
        [
            (R, "Retail Sales Associate"),
            (R, "Sales Associate, Camping Department"),
            (T, "Store Manager"),
            (T, "Assistant Store Manager"),
        ],
    ),
    _titled(
        "t-cs-en",
        "en",
        "customer service",
        "Customer Service Representative",
        "Telco One",
        "Answered about 80 billing calls a day",
        ["Zendesk", "de-escalation"],
        [
            (R, "Customer Support Representative"),
            (R, "Customer Service Rep"),
            (T, "Customer Service Supervisor"),
            (T, "Customer Success Manager"),
        ],
    ),
    _titled(
        "t-eng-en",
        "en",
        "engineering",
        "Software Engineer II",
        "Parcel Labs",
        "Built the billing service in Java",
        ["Java", "Spring Boot"],
        [
            (R, "Software Engineer"),
            (R, "SWE II"),
            (T, "Senior Software Engineer"),
            (T, "Software Architect"),
        ],
    ),
    _titled(
        "t-law-en",
        "en",
        "legal",
        "Paralegal",
        "Reed & Cole",
        "Prepared exhibits and trial binders",
        ["Westlaw", "trial preparation"],
        [
            (R, "Legal Assistant"),
            (R, "Paralegal (Litigation)"),
            (T, "Associate Attorney"),
            (T, "Paralegal Manager"),
        ],
    ),
    _titled(
        "t-ta-en",
        "en",
        "teaching",
        "Teaching Assistant",
        "Oak Primary School",
        "Supported small reading groups in Year 2",
        ["phonics", "SEN support"],
        [
            (R, "Classroom Teaching Assistant"),
            (R, "Teaching Assistant (Year 2)"),
            (T, "Class Teacher"),
            (T, "@Deputy Head Teacher"),
        ],
    ),
    _titled(
        "t-cook-en",
        "en",
        "hospitality",
        "Line Cook",
        "Harbor Grill",
        "Worked the grill station on busy weekend services",
        ["grill", "food safety"],
        [
            (R, "Grill Cook"),
            (R, "Line Cook (Grill Station)"),
            (T, "Sous Chef"),
            (T, "@Executive Chef"),
        ],
    ),
    _titled(
        "t-wh-en",
        "en",
        "logistics",
        "Warehouse Associate",
        "ParcelPoint",
        "Picked and packed about 300 orders a shift",
        ["RF scanning", "order picking"],
        [
            (R, "Warehouse Worker"),
            (R, "Warehouse Associate, Picking and Packing"),
            (T, "Warehouse Lead"),
            (T, "Logistics Manager"),
        ],
    ),
    _titled(
        "t-ma-en",
        "en",
        "healthcare",
        "Medical Assistant",
        "Valley Family Clinic",
        "Roomed patients and took vital signs",
        ["vital signs", "EHR"],
        [
            (R, "Clinical Medical Assistant"),
            (R, "Certified Medical Assistant (CMA)"),
            (T, "Physician Assistant"),
            (T, "Registered Nurse"),
        ],
    ),
    _titled(
        "t-fe-zh",
        "zh",
        "software",
        "Web前端开发",
        "蓝海网络",
        "负责官网和H5活动页开发",
        ["HTML", "CSS", "JavaScript"],
        [(R, "Web前端开发工程师"), (R, "前端工程师"), (T, "前端架构师"), (T, "前端开发组长")],
    ),
    _titled(
        "t-hr-zh",
        "zh",
        "hr",
        "人事专员",
        "新程教育",
        "负责招聘和员工入离职手续",
        ["招聘", "员工关系"],
        [(R, "HR专员"), (R, "人力资源专员（招聘）"), (T, "人事主管"), (T, "@人力资源经理")],
    ),
    _titled(
        "t-acct-zh",
        "zh",
        "accounting",
        "会计",
        "鑫源商贸",
        "负责记账、报税和月末结账",
        ["金蝶", "纳税申报"],
        [(R, "会计（总账）"), (R, "财务会计"), (T, "主办会计"), (T, "@财务主管")],
    ),
    _titled(
        "t-sales-zh",
        "zh",
        "sales",
        "销售代表",
        "远景汽车",
        "负责展厅客户接待和车辆销售",
        ["汽车销售", "客户接待"],
        [(R, "销售顾问"), (R, "汽车销售代表"), (T, "销售主管"), (T, "@销售经理")],
    ),
    _titled(
        "t-cs-zh",
        "zh",
        "customer service",
        "客服专员",
        "优品电商",
        "处理售后咨询和退换货",
        ["售后服务", "客户沟通"],
        [(R, "客户服务专员"), (R, "售后客服专员"), (T, "客服主管"), (T, "@客服经理")],
    ),
    _titled(
        "t-eng-zh",
        "zh",
        "engineering",
        "助理工程师",
        "中建三局",
        "协助现场施工管理和质量检查",
        ["施工管理", "AutoCAD"],
        [(R, "助理工程师（施工）"), (R, "助理工程师（土建）"), (T, "工程师"), (T, "@项目经理")],
    ),
    _titled(
        "t-nurse-zh",
        "zh",
        "healthcare",
        "护士",
        "省人民医院",
        "负责骨科病房的基础护理",
        ["基础护理", "静脉输液"],
        [(R, "注册护士"), (R, "骨科护士"), (T, "护师"), (T, "@护士长")],
    ),
    _titled(
        "t-kg-zh",
        "zh",
        "teaching",
        "幼师",
        "阳光幼儿园",
        "负责中班幼儿的保育和教学",
        ["保育", "绘本教学"],
        [(R, "幼儿教师"), (R, "幼儿园老师（中班）"), (T, "幼儿园园长"), (T, "@保教主任")],
    ),
    _titled(
        "t-rec-en",
        "en",
        "hr",
        "Recruiter",
        "Brightpath",
        "Hired about 40 engineers a year",
        ["sourcing", "Greenhouse"],
        [
            (R, "Talent Acquisition Partner"),
            (R, "Technical Recruiter"),
            (T, "Head of Talent Acquisition"),
            (T, "@Recruiting Manager"),
        ],
    ),
    _titled(
        "t-intern-zh",
        "zh",
        "data",
        "数据分析实习生",
        "快看科技",
        "用SQL整理用户行为数据",
        ["SQL", "Excel"],
        [
            (R, "数据分析实习"),
            (R, "数据分析实习生（用户增长）"),
            (T, "数据分析师"),
            (T, "@数据分析主管"),
        ],
    ),
]

# A fourth batch for the tuning half: whole lines rewritten as a model tailors them, short
# forms both ways, the other language, skills regrouped (kept half again not extended).
PEOPLE += [
    {
        "id": "ar-en",
        "language": "en",
        "profession": "accounting",
        "label": "AR Specialist",
        "summary": "Accounts receivable specialist for a distributor.",
        "work": [
            (
                "Tri-State Supply",
                "AR Specialist",
                [
                    "Applied about 900 customer payments a month in NetSuite",
                    "Chased overdue invoices by phone and email",
                    "Reconciled the AR subledger to the general ledger each month",
                ],
            )
        ],
        "skills": ["NetSuite", "collections", "Excel pivot tables"],
        "cases": [
            (R, [(K, 1, "A/R collections"), (K, 3, "accounts receivable")], None),
            (R, [(H, 0, 2, "Performed monthly AR-to-GL reconciliations")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        1,
                        "Followed up on past-due invoices by phone and email, reducing overdue balances",
                    )
                ],
                None,
            ),
            (R, [(K, 2, "Excel (pivot tables, VLOOKUP)")], None),
            (
                R,
                [
                    (
                        S,
                        "Accounts receivable specialist (cash application, collections, reconciliations) for a wholesale distributor.",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "FP&A")], "skills[0].keywords[3]"),
        ],
    },
    {
        "id": "icu-en",
        "language": "en",
        "profession": "healthcare",
        "label": "ICU Nurse",
        "summary": "Critical care nurse in a 20-bed medical ICU.",
        "work": [
            (
                "Lakeside Medical Center",
                "Staff Nurse, ICU",
                [
                    "Cared for two critically ill patients per shift, including ventilated patients",
                    "Titrated vasoactive drips per protocol",
                    "Charted in Cerner",
                ],
            )
        ],
        "skills": ["ACLS", "CCRN", "Cerner"],
        "cases": [
            (R, [(K, 2, "Cerner EMR"), (K, 3, "critical care")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        0,
                        "Provided care for 2 critically ill ICU patients each shift, incl. mechanically ventilated patients",
                    )
                ],
                None,
            ),
            (
                R,
                [
                    (P, 0, "Intensive Care Unit Registered Nurse"),
                    (L, "Critical Care Registered Nurse"),
                ],
                None,
            ),
            (R, [(K, 0, "Advanced Cardiovascular Life Support (ACLS)")], None),
            (C, [(K, 3, "ECMO")], "skills[0].keywords[3]"),
            (T, [(P, 0, "ICU Nurse Manager")], "work[0].position"),
        ],
    },
    {
        "id": "ml-en",
        "language": "en",
        "profession": "data",
        "label": "Machine Learning Engineer",
        "summary": "ML engineer working on search ranking.",
        "work": [
            (
                "Findly",
                "Machine Learning Engineer",
                [
                    "Trained ranking models in PyTorch",
                    "Set up CI/CD pipelines for model releases with GitHub Actions",
                    "Wrote feature pipelines in Python and Spark",
                ],
            )
        ],
        "skills": ["PyTorch", "Python", "Spark"],
        "cases": [
            (R, [(K, 3, "machine learning"), (K, 4, "continuous integration")], None),
            (R, [(K, 2, "Apache Spark"), (K, 3, "PySpark")], None),
            (R, [(H, 0, 0, "Developed and trained learning-to-rank models using PyTorch")], None),
            (
                R,
                [
                    (
                        S,
                        "Machine learning engineer focused on search ranking models, from feature pipelines to production releases.",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "TensorFlow")], "skills[0].keywords[3]"),
            (
                C,
                [
                    (
                        H,
                        0,
                        2,
                        "Wrote feature pipelines in Python and Spark and served models on SageMaker",
                    )
                ],
                "work[0].highlights[2]",
            ),
        ],
    },
    {
        "id": "esl-en",
        "language": "en",
        "profession": "teaching",
        "label": "ESL Teacher",
        "summary": "ESL teacher for adult learners.",
        "work": [
            (
                "City Adult Learning Center",
                "ESL Teacher",
                [
                    "Taught English as a second language to adult immigrants",
                    "Wrote IEP goals with the special education team",
                    "Prepared learners for the IELTS speaking test",
                ],
            )
        ],
        "skills": ["ESL", "lesson planning", "IELTS preparation"],
        "cases": [
            (
                R,
                [
                    (K, 0, "English as a Second Language (ESL)"),
                    (K, 3, "individualized education programs"),
                ],
                None,
            ),
            (R, [(H, 0, 0, "Delivered ESL instruction to adult immigrant learners")], None),
            (R, [(P, 0, "English as a Second Language Teacher")], None),
            (
                R,
                [
                    (
                        S,
                        "Patient, encouraging ESL teacher who helps adult learners build confidence in English.",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "TESOL certification")], "skills[0].keywords[3]"),
            (T, [(P, 0, "ESL Program Director")], "work[0].position"),
        ],
    },
    {
        "id": "scm-en",
        "language": "en",
        "profession": "logistics",
        "label": "Logistics Coordinator",
        "summary": "Logistics coordinator for inbound freight.",
        "work": [
            (
                "Granite Home Goods",
                "Logistics Coordinator",
                [
                    "Booked inbound truckloads with third-party logistics carriers",
                    "Tracked shipments in the transportation management system",
                    "Wrote standard operating procedures for receiving",
                ],
            )
        ],
        "skills": ["freight booking", "TMS", "Excel"],
        "cases": [
            (R, [(K, 3, "3PL management"), (K, 4, "SOPs")], None),
            (R, [(K, 1, "transportation management systems (TMS)"), (K, 2, "MS Excel")], None),
            (R, [(H, 0, 1, "Monitored inbound shipments end to end in the TMS")], None),
            (R, [(H, 0, 2, "Authored receiving SOPs adopted by the warehouse team")], None),
            (C, [(K, 3, "customs brokerage")], "skills[0].keywords[3]"),
            (T, [(L, "Logistics Manager")], "basics.label"),
        ],
    },
    {
        "id": "ux-en",
        "language": "en",
        "profession": "design",
        "label": "UX Designer",
        "summary": "UX designer for a banking app.",
        "work": [
            (
                "Northbank Digital",
                "UX Designer",
                [
                    "Ran usability tests with 8 to 10 customers per release",
                    "Built wireframes and prototypes in Figma",
                    "Kept the design system's components up to date",
                ],
            )
        ],
        "skills": ["Figma", "user research", "prototyping"],
        "cases": [
            (R, [(K, 3, "usability testing"), (K, 4, "wireframing")], None),
            (R, [(P, 0, "User Experience Designer")], None),
            (R, [(H, 0, 2, "Maintained and evolved design system components")], None),
            (
                R,
                [
                    (
                        S,
                        "User experience designer who turns customer research into clear, tested flows for a banking app.",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "Sketch")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Lead UX Designer")], "work[0].position"),
        ],
    },
    {
        "id": "tax-zh",
        "language": "zh",
        "profession": "accounting",
        "label": "税务会计",
        "summary": "四年税务会计经验。",
        "work": [
            (
                "恒信会计师事务所",
                "税务会计",
                [
                    "按月申报增值税和个人所得税",
                    "办理企业所得税年度汇算清缴",
                    "使用Excel编制税务底稿",
                ],
            )
        ],
        "skills": ["增值税", "个人所得税", "Excel"],
        "cases": [
            (R, [(K, 1, "个税申报"), (K, 3, "汇算清缴")], None),
            (R, [(H, 0, 0, "每月完成增值税、个税的申报工作")], None),
            (R, [(K, 0, "VAT"), (K, 2, "电子表格")], None),
            (R, [(S, "四年税务会计经验，熟悉增值税、个税申报及企业所得税汇算清缴。")], None),
            (C, [(K, 3, "转让定价")], "skills[0].keywords[3]"),
            (T, [(P, 0, "税务经理")], "work[0].position"),
        ],
    },
    {
        "id": "ops-zh",
        "language": "zh",
        "profession": "marketing",
        "label": "电商运营",
        "summary": "三年天猫店铺运营经验。",
        "work": [
            (
                "橙果食品",
                "电商运营",
                [
                    "负责天猫旗舰店日常运营和活动报名",
                    "用生意参谋分析店铺流量和转化率",
                    "策划双11大促活动",
                ],
            )
        ],
        "skills": ["天猫运营", "生意参谋", "活动策划"],
        "cases": [
            (R, [(K, 0, "天猫店铺运营"), (K, 3, "数据分析")], None),
            (R, [(H, 0, 1, "利用生意参谋监控流量、转化等核心数据")], None),
            (R, [(P, 0, "电商运营专员")], None),
            (R, [(H, 0, 2, "独立策划并执行双十一大促活动")], None),
            (C, [(K, 3, "亚马逊运营")], "skills[0].keywords[3]"),
            (T, [(P, 0, "电商运营总监")], "work[0].position"),
        ],
    },
    {
        "id": "doc-zh",
        "language": "zh",
        "profession": "healthcare",
        "label": "住院医师",
        "summary": "内科住院医师。",
        "work": [
            (
                "市第二人民医院",
                "住院医师",
                [
                    "负责心内科病房患者的诊治",
                    "书写病历和病程记录",
                    "参与夜班值班和急诊会诊",
                ],
            )
        ],
        "skills": ["心电图判读", "病历书写", "临床诊疗"],
        "cases": [
            (R, [(K, 0, "ECG判读"), (K, 1, "住院病历书写")], None),
            (R, [(H, 0, 0, "负责心内科病房病人的诊断与治疗")], None),
            (R, [(P, 0, "内科住院医师")], None),
            (R, [(H, 0, 1, "规范书写病历及病程记录")], None),
            (C, [(K, 3, "冠脉介入")], "skills[0].keywords[3]"),
            (T, [(P, 0, "主治医师")], "work[0].position"),
        ],
    },
    {
        "id": "admin-zh",
        "language": "zh",
        "profession": "administration",
        "label": "行政专员",
        "summary": "三年行政工作经验。",
        "work": [
            (
                "晨光科技",
                "行政专员",
                [
                    "负责办公用品采购和固定资产登记",
                    "组织公司年会和团建活动",
                    "用PPT制作月度汇报材料",
                ],
            )
        ],
        "skills": ["PowerPoint", "活动组织", "资产管理"],
        "cases": [
            (R, [(K, 0, "PPT"), (K, 3, "Office办公软件")], None),
            (R, [(H, 0, 0, "负责办公用品的采购与固定资产台账管理")], None),
            (R, [(P, 0, "行政助理专员"), (K, 1, "会议及活动组织")], None),
            (R, [(S, "三年行政工作经验，做事细致，服务意识强。")], None),
            (C, [(K, 3, "合同管理")], "skills[0].keywords[3]"),
            (T, [(P, 0, "行政经理")], "work[0].position"),
        ],
    },
]

# A seventh batch for the tuning half: summaries rewritten whole with a skill cue listing what
# the lines show in other words, more trades.
PEOPLE += [
    {
        "id": "elec-en",
        "language": "en",
        "profession": "trades",
        "label": "Electrician",
        "summary": "Licensed electrician for commercial fit-outs.",
        "work": [
            (
                "Volt Brothers",
                "Journeyman Electrician",
                [
                    "Pulled wire and installed conduit in office fit-outs",
                    "Read blueprints and wired lighting panels to the NEC",
                    "Troubleshot faulty circuits with a multimeter",
                ],
            )
        ],
        "skills": ["conduit bending", "NEC", "troubleshooting"],
        "cases": [
            (
                R,
                [
                    (
                        S,
                        "Licensed journeyman electrician skilled in conduit installation, blueprint reading and electrical troubleshooting for commercial fit-outs.",
                    )
                ],
                None,
            ),
            (R, [(K, 1, "National Electrical Code (NEC)"), (K, 3, "blueprint reading")], None),
            (R, [(H, 0, 2, "Diagnosed and repaired faulty circuits using multimeters")], None),
            (C, [(K, 3, "PLC programming")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Master Electrician")], "work[0].position"),
        ],
    },
    {
        "id": "sw-en",
        "language": "en",
        "profession": "social work",
        "label": "Case Manager",
        "summary": "Case manager for adults experiencing homelessness.",
        "work": [
            (
                "Harbor Housing",
                "Case Manager",
                [
                    "Carried a caseload of 25 adults",
                    "Connected clients to housing, benefits and mental health services",
                    "Wrote case notes in the agency database",
                ],
            )
        ],
        "skills": ["case management", "crisis intervention", "documentation"],
        "cases": [
            (
                R,
                [
                    (
                        S,
                        "Compassionate case manager experienced in caseload management, resource referral and crisis intervention for adults experiencing homelessness.",
                    )
                ],
                None,
            ),
            (R, [(K, 3, "resource referral"), (K, 2, "case notes")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        1,
                        "Linked clients with housing, public benefits and behavioral health services",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "motivational interviewing")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Clinical Supervisor")], "work[0].position"),
        ],
    },
    {
        "id": "pm-en",
        "language": "en",
        "profession": "project management",
        "label": "Project Coordinator",
        "summary": "Project coordinator for office construction projects.",
        "work": [
            (
                "BuildRight",
                "Project Coordinator",
                [
                    "Tracked schedules and RFIs for three office builds",
                    "Kept meeting minutes and action items in Excel",
                    "Processed subcontractor invoices",
                ],
            )
        ],
        "skills": ["scheduling", "Excel", "document control"],
        "cases": [
            (R, [(K, 3, "RFI tracking"), (K, 4, "meeting minutes")], None),
            (
                R,
                [
                    (
                        S,
                        "Organized project coordinator proficient in scheduling, RFI tracking and document control for office construction projects.",
                    )
                ],
                None,
            ),
            (R, [(H, 0, 2, "Reviewed and processed subcontractor invoices for payment")], None),
            (C, [(K, 3, "Procore")], "skills[0].keywords[3]"),
            (C, [(K, 3, "PMP")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Project Manager")], "work[0].position"),
        ],
    },
    {
        "id": "re-zh",
        "language": "zh",
        "profession": "real estate",
        "label": "置业顾问",
        "summary": "三年新房销售经验。",
        "work": [
            (
                "万家地产",
                "置业顾问",
                [
                    "接待来访客户并讲解楼盘户型",
                    "跟进意向客户，促成签约",
                    "协助客户办理按揭贷款手续",
                ],
            )
        ],
        "skills": ["客户接待", "房产销售", "按揭办理"],
        "cases": [
            (R, [(S, "三年新房销售经验，熟悉客户接待、户型讲解和按揭贷款办理流程。")], None),
            (R, [(K, 3, "促成签单"), (K, 2, "按揭贷款")], None),
            (R, [(H, 0, 1, "持续跟进意向客户，推动成交签约")], None),
            (C, [(K, 3, "二手房交易")], "skills[0].keywords[3]"),
            (T, [(P, 0, "销售经理")], "work[0].position"),
        ],
    },
    {
        "id": "lab-zh",
        "language": "zh",
        "profession": "laboratory",
        "label": "检验技师",
        "summary": "医院检验科技师。",
        "work": [
            (
                "市中心医院",
                "检验技师",
                [
                    "负责血常规、尿常规检测",
                    "每日做室内质控并记录",
                    "维护全自动生化分析仪",
                ],
            )
        ],
        "skills": ["血常规", "室内质控", "生化分析"],
        "cases": [
            (R, [(S, "医院检验科技师，熟悉血尿常规检测、室内质控及生化分析仪维护。")], None),
            (R, [(K, 1, "质量控制"), (K, 3, "仪器维护")], None),
            (R, [(H, 0, 1, "每日开展室内质控，做好质控记录")], None),
            (C, [(K, 3, "PCR检测")], "skills[0].keywords[3]"),
            (T, [(P, 0, "主管检验技师")], "work[0].position"),
        ],
    },
]

# An eighth batch for the tuning half: editions, spellings and suites.
PEOPLE += [
    {
        "id": "ea-en",
        "language": "en",
        "profession": "administration",
        "label": "Executive Assistant",
        "summary": "Executive assistant to a CEO.",
        "work": [
            (
                "Crestview Capital",
                "Executive Assistant",
                [
                    "Managed the CEO's calendar in Outlook and booked travel",
                    "Prepared board decks in PowerPoint",
                    "Ran weekly team meetings on Zoom and kept notes in Google Docs",
                ],
            )
        ],
        "skills": ["Outlook", "PowerPoint", "Google Docs"],
        "cases": [
            (R, [(K, 0, "Microsoft 365"), (K, 2, "Google Workspace")], None),
            (R, [(K, 3, "calendar management"), (K, 4, "travel booking")], None),
            (R, [(K, 1, "PowerPoint 365"), (K, 3, "video conferencing (Zoom)")], None),
            (
                R,
                [(H, 0, 0, "Coordinated complex executive calendars and travel arrangements")],
                None,
            ),
            (C, [(K, 3, "Concur expense reporting")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Chief of Staff")], "work[0].position"),
        ],
    },
    {
        "id": "web-en",
        "language": "en",
        "profession": "software",
        "label": "Web Developer",
        "summary": "Web developer building marketing sites.",
        "work": [
            (
                "Pixel Foundry",
                "Web Developer",
                [
                    "Built marketing sites with React and Node.js",
                    "Tracked work in Jira",
                    "Wrote unit tests with Jest",
                ],
            )
        ],
        "skills": ["React", "Node.js", "JavaScript"],
        "cases": [
            (R, [(K, 0, "React.js"), (K, 1, "Node")], None),
            (R, [(K, 2, "JavaScript (ES6+)"), (K, 3, "unit testing")], None),
            (R, [(K, 3, "Jira"), (K, 4, "Jest")], None),
            (R, [(H, 0, 0, "Developed responsive marketing websites using React and Node")], None),
            (C, [(K, 3, "Next.js")], "skills[0].keywords[3]"),
            (
                C,
                [(H, 0, 1, "Tracked work in Jira and documented releases in Confluence")],
                "work[0].highlights[1]",
            ),
            (T, [(P, 0, "Lead Web Developer")], "work[0].position"),
        ],
    },
    {
        "id": "mini-zh",
        "language": "zh",
        "profession": "software",
        "label": "小程序开发",
        "summary": "两年微信小程序开发经验。",
        "work": [
            (
                "有赞合作商",
                "小程序开发",
                [
                    "使用uni-app开发微信小程序商城",
                    "对接微信支付接口",
                    "用Git管理代码",
                ],
            )
        ],
        "skills": ["微信小程序", "uni-app", "Git"],
        "cases": [
            (R, [(K, 0, "小程序开发"), (K, 1, "uniapp")], None),
            (R, [(K, 3, "微信支付"), (K, 2, "Git版本管理")], None),
            (R, [(P, 0, "微信小程序开发工程师")], None),
            (R, [(H, 0, 1, "完成微信支付接口的对接与联调")], None),
            (C, [(K, 3, "Flutter")], "skills[0].keywords[3]"),
            (T, [(P, 0, "前端架构师")], "work[0].position"),
        ],
    },
    {
        "id": "video-zh",
        "language": "zh",
        "profession": "media",
        "label": "短视频剪辑",
        "summary": "三年短视频剪辑经验。",
        "work": [
            (
                "抖映传媒",
                "短视频剪辑",
                [
                    "用Premiere剪辑抖音短视频",
                    "用AE做片头动画",
                    "为视频配字幕和背景音乐",
                ],
            )
        ],
        "skills": ["Premiere", "After Effects", "剪辑"],
        "cases": [
            (R, [(K, 0, "PR"), (K, 1, "AE")], None),
            (R, [(K, 2, "视频剪辑"), (K, 3, "字幕制作")], None),
            (R, [(P, 0, "视频剪辑师")], None),
            (R, [(H, 0, 0, "使用PR完成抖音短视频的剪辑与包装")], None),
            (C, [(K, 3, "达芬奇调色")], "skills[0].keywords[3]"),
            (T, [(P, 0, "视频部主管")], "work[0].position"),
        ],
    },
]

MORE: dict[str, list[tuple[Any, ...]]] = {
    "acct-en": [
        (
            R,
            [
                (
                    H,
                    0,
                    0,
                    "Owned the month-end close process for three subsidiaries, ensuring timely and accurate results",
                )
            ],
            None,
        ),
        (R, [(K, 2, "US GAAP"), (K, 3, "account reconciliation")], None),
        (R, [(K, 3, "financial reporting"), (K, 1, "QuickBooks Online (QBO)")], None),
        (C, [(K, 3, "variance analysis")], "skills[0].keywords[3]"),
        (T, [(L, "Accounting Manager")], "basics.label"),
    ],
    "nurse-zh": [
        (R, [(K, 0, "静脉穿刺技术")], None),
        (R, [(S, "三甲医院心内科临床护士，具备扎实的专业知识和良好的沟通能力。")], None),
        (R, [(H, 0, 0, "熟练完成静脉输液、静脉采血及心电监护等护理操作")], None),
        (C, [(K, 3, "血液净化")], "skills[0].keywords[3]"),
        (T, [(P, 0, "护理部主任")], "work[0].position"),
    ],
    "swe-en": [
        (R, [(K, 0, "Python 3"), (K, 4, "Django"), (K, 5, "REST APIs")], None),
        (
            R,
            [(H, 0, 0, "Shipped containerized services to Kubernetes clusters running on AWS")],
            None,
        ),
        (
            R,
            [
                (
                    S,
                    "Backend engineer who builds and ships Python/Django services on AWS and Kubernetes, working closely with product and design.",
                )
            ],
            None,
        ),
        (R, [(K, 3, "AWS (Amazon Web Services)")], None),
        (C, [(K, 4, "Go")], "skills[0].keywords[4]"),
        (
            C,
            [(H, 0, 1, "Wrote REST and GraphQL APIs in Python with Django")],
            "work[0].highlights[1]",
        ),
        (T, [(P, 0, "Staff Software Engineer")], "work[0].position"),
    ],
    "gd-zh": [
        (R, [(K, 3, "Adobe全家桶"), (K, 4, "电商设计")], None),
        (R, [(H, 0, 0, "使用PS完成电商产品图精修")], None),
        (R, [(S, "四年平面设计经验，审美好，细心，能承受工作压力。")], None),
        (C, [(K, 3, "Premiere视频剪辑")], "skills[0].keywords[3]"),
        (T, [(P, 0, "设计主管")], "work[0].position"),
    ],
    "teach-en": [
        (R, [(H, 0, 1, "Used Google Classroom to assign, collect and grade student work")], None),
        (R, [(K, 3, "parent communication")], None),
        (R, [(S, "Dedicated, student-centered middle school mathematics teacher.")], None),
        (R, [(P, 0, "Math Teacher (Grades 7-8)")], None),
        (C, [(K, 3, "Desmos")], "skills[0].keywords[3]"),
        (C, [(H, 0, 2, "Coached the school robotics club")], "work[0].highlights[2]"),
        (T, [(L, "Assistant Principal")], "basics.label"),
    ],
    "sales-zh": [
        (R, [(K, 2, "CRM系统")], None),
        (R, [(H, 0, 2, "通过CRM系统跟进客户，及时记录拜访情况")], None),
        (R, [(P, 0, "销售代表（华东区）"), (L, "B2B销售代表")], None),
        (C, [(K, 3, "SaaS销售")], "skills[0].keywords[3]"),
        (C, [(H, 0, 0, "负责海外市场拓展")], "work[0].highlights[0]"),
        (T, [(P, 0, "销售主管")], "work[0].position"),
    ],
    "hr-en": [
        (R, [(H, 0, 1, "Processed bi-weekly payroll for 400 employees using ADP")], None),
        (R, [(K, 3, "HRIS (ADP)")], None),
        (
            R,
            [
                (
                    S,
                    "People-focused HR generalist who partners with managers and employees across a 400-person logistics company.",
                )
            ],
            None,
        ),
        (R, [(P, 0, "Human Resources Generalist")], None),
        (C, [(K, 3, "SHRM-CP")], "skills[0].keywords[3]"),
        (C, [(H, 0, 2, "Led union contract negotiations")], "work[0].highlights[2]"),
        (T, [(P, 0, "Senior HR Generalist")], "work[0].position"),
    ],
    "wh-en": [
        (R, [(K, 3, "team leadership")], None),
        (R, [(H, 0, 2, "Trained new associates on safe forklift operation")], None),
        (
            R,
            [
                (
                    S,
                    "Hands-on warehouse supervisor with a track record of safe, accurate second-shift operations.",
                )
            ],
            None,
        ),
        (C, [(K, 3, "OSHA 30")], "skills[0].keywords[3]"),
        (C, [(H, 0, 0, "Implemented 5S on the second shift")], "work[0].highlights[0]"),
        (T, [(P, 0, "Distribution Center Manager")], "work[0].position"),
    ],
    "civil-zh": [
        (R, [(K, 2, "住宅结构设计"), (K, 3, "结构计算")], None),
        (R, [(H, 0, 0, "运用PKPM软件完成住宅项目的结构计算与分析")], None),
        (R, [(S, "五年住宅结构设计经验，工作认真负责，具备良好的团队协作精神。")], None),
        (R, [(P, 0, "结构工程师（住宅）")], None),
        (C, [(K, 3, "盈建科YJK")], "skills[0].keywords[3]"),
        (C, [(K, 3, "注册结构工程师")], "skills[0].keywords[3]"),
        (T, [(P, 0, "结构专业负责人")], "work[0].position"),
    ],
    "mkt-en": [
        (R, [(K, 3, "newsletters"), (K, 4, "social media management")], None),
        (R, [(H, 0, 2, "Designed on-brand social media graphics using Canva")], None),
        (
            R,
            [
                (
                    S,
                    "Marketing coordinator with hands-on experience in social media, email newsletters and content creation for a consumer brand.",
                )
            ],
            None,
        ),
        (C, [(K, 3, "Hootsuite")], "skills[0].keywords[3]"),
        (C, [(H, 0, 1, "Managed a paid social budget on Meta Ads")], "work[0].highlights[1]"),
        (T, [(P, 0, "Senior Marketing Manager")], "work[0].position"),
    ],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE.get(_person["id"], [])

# A fifth batch for the tuning half: claims written beside the words a rewording may add
# (plain words, a family, a credential, an activity noun), so that what rewording may add
# hides no claim.
MORE_CLAIMS: dict[str, list[tuple[Any, ...]]] = {
    "mkt-en": [(C, [(K, 3, "Adobe Creative Suite")], "skills[0].keywords[3]")],
    "acct-en": [
        (
            C,
            [
                (
                    H,
                    0,
                    2,
                    "Collaborated with cross-functional stakeholders on SOX compliance testing",
                )
            ],
            "work[0].highlights[2]",
        ),
        (C, [(K, 3, "database administration")], "skills[0].keywords[3]"),
    ],
    "teach-en": [(C, [(K, 3, "team leadership")], "skills[0].keywords[3]")],
    "icu-en": [(C, [(K, 2, "Epic")], "skills[0].keywords[2]")],
    "sales-zh": [
        (C, [(S, "五年B2B销售经验，具备良好的沟通能力和项目管理经验。")], "basics.summary")
    ],
    "ops-zh": [(C, [(K, 3, "数据建模")], "skills[0].keywords[3]")],
    "swe-en": [(C, [(K, 4, "Certified Kubernetes Administrator (CKA)")], "skills[0].keywords[4]")],
    "hr-en": [(C, [(K, 3, "HRIS implementation")], "skills[0].keywords[3]")],
    "gd-zh": [(C, [(S, "四年平面设计经验，细心负责，熟悉UI设计。")], "basics.summary")],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_CLAIMS.get(_person["id"], [])

# A sixth batch for the tuning half: the same resume tailored into the other language (a
# Chinese resume for an English posting, and back): terms and titles translated.
MORE_TRANSLATED: dict[str, list[tuple[Any, ...]]] = {
    "nurse-zh": [
        (R, [(K, 0, "venipuncture"), (K, 1, "CPR"), (K, 2, "nursing documentation")], None),
        (R, [(P, 0, "Staff Nurse (Cardiology)"), (L, "Registered Nurse")], None),
        (R, [(H, 0, 0, "Performed IV infusions, blood draws and ECG monitoring")], None),
    ],
    "gd-zh": [
        (R, [(K, 2, "typesetting"), (P, 0, "Graphic Designer")], None),
        (R, [(H, 0, 1, "Designed layouts for posters and brochures")], None),
    ],
    "sales-zh": [
        (R, [(K, 0, "customer relationship management"), (K, 1, "business negotiation")], None),
        (R, [(P, 0, "Sales Representative"), (L, "B2B Sales Representative")], None),
        (R, [(H, 0, 0, "Developed and maintained customer accounts in East China")], None),
    ],
    "civil-zh": [
        (R, [(K, 2, "structural design"), (P, 0, "Structural Engineer")], None),
        (
            R,
            [(H, 0, 0, "Performed structural calculations for residential buildings in PKPM")],
            None,
        ),
    ],
    "tax-zh": [
        (R, [(K, 0, "VAT"), (K, 1, "individual income tax"), (P, 0, "Tax Accountant")], None),
        (R, [(H, 0, 0, "Filed monthly VAT and individual income tax returns")], None),
    ],
    "doc-zh": [
        (
            R,
            [
                (K, 0, "ECG interpretation"),
                (K, 1, "medical record writing"),
                (P, 0, "Resident Physician"),
            ],
            None,
        ),
    ],
    "admin-zh": [
        (
            R,
            [
                (K, 1, "event planning"),
                (K, 2, "asset management"),
                (P, 0, "Administrative Specialist"),
            ],
            None,
        ),
    ],
    "acct-en": [
        (R, [(K, 0, "Excel"), (K, 3, "月末结账"), (K, 4, "财务报表")], None),
        (R, [(P, 0, "会计"), (L, "会计")], None),
    ],
    "swe-en": [
        (R, [(K, 1, "容器编排（Kubernetes）"), (P, 0, "软件工程师")], None),
    ],
    "hr-en": [
        (R, [(K, 1, "员工入职"), (K, 2, "员工关系"), (P, 0, "人事专员")], None),
    ],
    "wh-en": [
        (R, [(K, 1, "库存管理"), (P, 0, "仓库主管")], None),
    ],
}
# A claim slipped into a translated line or entry is still a claim.
MORE_TRANSLATED_CLAIMS: dict[str, list[tuple[Any, ...]]] = {
    "civil-zh": [
        (
            C,
            [
                (
                    H,
                    0,
                    0,
                    "Performed structural calculations for residential buildings in PKPM and ETABS",
                )
            ],
            "work[0].highlights[0]",
        )
    ],
    "nurse-zh": [(C, [(K, 2, "ECMO management")], "skills[0].keywords[2]")],
    "ops-zh": [
        (
            C,
            [
                (
                    H,
                    0,
                    0,
                    "Ran daily operations of the Tmall flagship store and its Amazon storefront",
                )
            ],
            "work[0].highlights[0]",
        )
    ],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_TRANSLATED.get(_person["id"], [])
    _person["cases"] += MORE_TRANSLATED_CLAIMS.get(_person["id"], [])

# A ninth batch for the tuning half: skill cues in rewritten summaries naming what the
# resume has by family, short form or the other language, and a claim inside such a cue.
MORE_CUES: dict[str, list[tuple[Any, ...]]] = {
    "gd-zh": [
        (R, [(S, "四年平面设计经验，熟练使用PS、AI等设计软件。")], None),
        (R, [(S, "四年平面设计经验，精通Adobe系列软件和版式设计。")], None),
        (C, [(S, "四年平面设计经验，熟练使用PS、AI和Sketch。")], "basics.summary"),
    ],
    "acct-en": [
        (
            R,
            [(S, "Staff accountant proficient in Microsoft Office, QuickBooks and US GAAP.")],
            None,
        ),
        (
            C,
            [
                (
                    S,
                    "Staff accountant proficient in Microsoft Office, QuickBooks and Oracle Hyperion.",
                )
            ],
            "basics.summary",
        ),
    ],
    "swe-en": [
        (
            R,
            [(S, "Backend engineer experienced in Python, Django, K8s and Amazon Web Services.")],
            None,
        ),
        (
            C,
            [(S, "Backend engineer experienced in Python, Django, K8s and Rust.")],
            "basics.summary",
        ),
    ],
    "nurse-zh": [
        (R, [(S, "三甲医院心内科护士，熟练掌握静脉穿刺、CPR及心电监护。")], None),
    ],
    "civil-zh": [
        (R, [(S, "五年住宅结构设计经验，熟练使用PKPM、CAD等结构设计软件。")], None),
        (C, [(S, "五年住宅结构设计经验，熟练使用PKPM、CAD和Midas Gen。")], "basics.summary"),
    ],
    "ea-en": [
        (
            R,
            [
                (
                    S,
                    "Executive assistant to a CEO, skilled in Microsoft 365, Google Workspace and calendar management.",
                )
            ],
            None,
        ),
    ],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_CUES.get(_person["id"], [])

# A tenth batch for the tuning half: levels and years written beside skills, headlines that
# list skills, lines merged or split.
MORE_LEVELS: dict[str, list[tuple[Any, ...]]] = {
    "acct-en": [
        (R, [(K, 0, "Excel (advanced)"), (K, 1, "QuickBooks - 5 years")], None),
        (R, [(L, "Staff Accountant | Month-End Close | Reconciliations")], None),
        (
            R,
            [
                (
                    H,
                    0,
                    0,
                    "Ran the monthly close for three subsidiaries and reconciled their bank accounts",
                ),
                (H, 0, 1, "Posted journal entries in Excel"),
            ],
            None,
        ),
    ],
    "swe-en": [
        (R, [(K, 0, "Python (5+ years)"), (K, 1, "Kubernetes – intermediate")], None),
        (R, [(L, "Software Engineer · Python · AWS")], None),
    ],
    "gd-zh": [
        (R, [(K, 0, "Photoshop（精通）"), (K, 1, "Illustrator（熟练）")], None),
        (R, [(L, "平面设计师｜电商设计｜品牌视觉")], None),
    ],
    "nurse-zh": [
        (R, [(L, "临床护士 | 心内科 | 静脉穿刺")], None),
        (C, [(K, 3, "英语（CET-6）")], "skills[0].keywords[3]"),
    ],
    "teach-en": [
        (R, [(P, 0, "Math Teacher / Form Tutor")], None),
        (R, [(H, 0, 0, "Taught Algebra I (60 students) and Geometry (60 students)")], None),
    ],
    "hr-en": [
        (R, [(K, 0, "ADP (payroll)"), (K, 2, "employee relations (ER)")], None),
    ],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_LEVELS.get(_person["id"], [])

# An eleventh batch for the tuning half: self-descriptions a model adds to summaries.
MORE_SOFT: dict[str, list[tuple[Any, ...]]] = {
    "tax-zh": [
        (R, [(S, "四年税务会计经验，工作细致严谨，具备良好的职业道德。")], None),
        (R, [(S, "四年税务会计经验，以结果为导向，适应能力强，逻辑思维清晰。")], None),
    ],
    "ar-en": [
        (
            R,
            [
                (
                    S,
                    "Accounts receivable specialist known for strong analytical and organizational skills.",
                )
            ],
            None,
        ),
        (
            R,
            [(S, "Accounts receivable specialist who thrives in deadline-driven environments.")],
            None,
        ),
        (
            C,
            [
                (
                    S,
                    "Accounts receivable specialist known for strong analytical skills and credit risk modeling.",
                )
            ],
            "basics.summary",
        ),
    ],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_SOFT.get(_person["id"], [])

# A twelfth batch for the tuning half: the verbs and set phrases a model writes into lines.
MORE_VERBS: dict[str, list[tuple[Any, ...]]] = {
    "scm-en": [
        (
            R,
            [(H, 0, 1, "Utilized the TMS to provide end-to-end visibility of inbound shipments")],
            None,
        ),
        (
            R,
            [
                (
                    H,
                    0,
                    0,
                    "Served as the primary point of contact for third-party logistics carriers on inbound truckloads",
                )
            ],
            None,
        ),
        (
            R,
            [(H, 0, 1, "Monitored inbound shipments in the TMS and proactively escalated delays")],
            None,
        ),
        (
            C,
            [(H, 0, 1, "Utilized the TMS and built Power BI reports on inbound shipments")],
            "work[0].highlights[1]",
        ),
    ],
    "ops-zh": [
        (R, [(H, 0, 0, "作为天猫旗舰店的运营对接窗口，负责日常运营和活动报名")], None),
    ],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_VERBS.get(_person["id"], [])

# Half of the people (both languages, ten professions) kept out of the tuning.
KEPT = frozenset(
    {
        "acct-zh",
        "nurse-en",
        "fe-zh",
        "gd-en",
        "teach-zh",
        "sales-en",
        "hr-zh",
        "legal-en",
        "data-en",
        "mkt-zh",
    }
)


ABOUT = (
    "guard28b's case set for issue 28 (bench/parts/claims_tuning5.py), {part}: claimed "
    "skills, inflated titles and rewordings an editor would write (nicknames, product "
    "families, the other language, methods described in words, generic words, titles "
    "reworded at the same role and level), English and Chinese, 11 professions."
)


def build(kept: bool) -> dict[str, Any]:
    return build_set(
        PEOPLE, KEPT, ABOUT, kept=kept, names=("王芳", "Jordan Example"), start=(19, "03")
    )


if __name__ == "__main__":
    write_sets((OUT_TUNE, OUT_KEPT), build)
