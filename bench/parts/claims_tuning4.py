# ruff: noqa: E501
"""A fourth case set for `bench/claims.py`, written by guard28 for issue 28: writes
`claims_tuning4.json` (tuning) and `claims_kept4.json` (a third of the people, kept out of the
tuning and measured apart).

    .venv/bin/python bench/parts/claims_tuning4.py

Each person (a profession, a language) has a small JSON Resume with a summary, and four or
five edits, each a case: a claimed skill (in a summary sentence, a new highlight or a skills
keyword; a tool the taxonomy does not know, an acronym, a method phrase, Chinese without
spaces), an inflated title (a seniority word, another role, "and Team Lead"), and rewordings
that must raise nothing (a synonym, an abbreviation, the other language, another word order or
inflection, a skill moved between sections, a split or merged line, a title reworded).
Written from the classes of the issue, not from any held-out file.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT_TUNE = HERE / "claims_tuning4.json"
OUT_KEPT = HERE / "claims_kept4.json"

S, L, P, H, K = "summary", "label", "pos", "line", "skill"
C, T, R = "claimed_skill", "inflated_title", "rewording"

PEOPLE: list[dict[str, Any]] = [
    {
        "id": "nurse-en",
        "language": "en",
        "profession": "healthcare",
        "label": "Registered Nurse",
        "summary": "Registered nurse with six years on a cardiac step-down unit.",
        "work": [
            (
                "St. Mary Hospital",
                "Registered Nurse",
                [
                    "Administered medications to six patients per shift",
                    "Taught patients about heart failure diets",
                ],
            )
        ],
        "skills": ["BLS", "telemetry monitoring", "IV therapy"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Registered nurse with six years on a cardiac step-down unit, experienced in hemodialysis.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(P, 0, "Nurse Practitioner")], "work[0].position"),
            (R, [(P, 0, "RN"), (K, 0, "Basic Life Support")], None),
            (R, [(H, 0, 0, "Gave medications to 6 patients each shift")], None),
        ],
    },
    {
        "id": "nurse-zh",
        "language": "zh",
        "profession": "healthcare",
        "label": "护士",
        "summary": "心内科护士，五年临床护理经验。",
        "work": [("协和医院", "护士", ["负责静脉输液和采血", "为出院患者做健康宣教"])],
        "skills": ["心肺复苏", "静脉输液", "心电监护"],
        "cases": [
            (C, [(K, 3, "血液透析")], "skills[0].keywords[3]"),
            (T, [(P, 0, "护士长")], "work[0].position"),
            (R, [(K, 0, "CPR")], None),
            (R, [(H, 0, 1, "为出院病人开展健康教育")], None),
        ],
    },
    {
        "id": "accountant-en",
        "language": "en",
        "profession": "accounting",
        "label": "Staff Accountant",
        "summary": "Staff accountant handling month-end close for a manufacturing group.",
        "work": [
            (
                "Baker Tilly",
                "Staff Accountant",
                [
                    "Reconciled bank accounts and vendor statements",
                    "Prepared accruals for month-end close",
                ],
            )
        ],
        "skills": ["QuickBooks", "general ledger", "accounts payable"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Implemented NetSuite and Workday Adaptive Planning for budgeting")],
                "work[0].highlights[2]",
            ),
            (T, [(L, "Finance Manager")], "basics.label"),
            (R, [(K, 1, "GL"), (K, 2, "AP")], None),
            (R, [(H, 0, 0, "Bank and vendor statement reconciliations")], None),
        ],
    },
    {
        "id": "accountant-zh",
        "language": "zh",
        "profession": "accounting",
        "label": "会计",
        "summary": "制造业会计，负责月结和总账。",
        "work": [("美的集团", "会计", ["负责应付账款核对和月末结账", "编制增值税纳税申报表"])],
        "skills": ["用友", "总账", "应付账款"],
        "cases": [
            (
                C,
                [(S, "制造业会计，负责月结和总账，熟悉合并报表和国际财务报告准则。")],
                "basics.summary",
            ),
            (T, [(P, 0, "财务经理")], "work[0].position"),
            (R, [(H, 0, 0, "核对应付账款，完成月结")], None),
            (R, [(P, 0, "会计（总账）"), (K, 2, "AP")], None),
        ],
    },
    {
        "id": "teacher-en",
        "language": "en",
        "profession": "teaching",
        "label": "Science Teacher",
        "summary": "Middle school science teacher for grades 6 to 8.",
        "work": [
            (
                "Roosevelt Middle School",
                "Science Teacher",
                [
                    "Planned inquiry-based lessons for grade 7 biology",
                    "Managed classrooms of 30 students",
                ],
            )
        ],
        "skills": ["lesson planning", "classroom management", "Google Classroom"],
        "cases": [
            (C, [(K, 3, "Orton-Gillingham")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Head of Science Department")], "work[0].position"),
            (R, [(K, 0, "planning lessons"), (K, 1, "managing classrooms")], None),
            (R, [(S, "Science teacher at a middle school, grades 6-8.")], None),
        ],
    },
    {
        "id": "teacher-zh",
        "language": "zh",
        "profession": "teaching",
        "label": "语文教师",
        "summary": "初中语文教师，八年教学经验，持有教师资格证。",
        "work": [("北京四中", "语文教师", ["负责初二两个班的语文教学", "组织学生参加作文比赛"])],
        "skills": ["教学设计", "班级管理", "多媒体教学"],
        "cases": [
            (C, [(H, 0, 2, "主导STEAM课程开发和项目式学习")], "work[0].highlights[2]"),
            (T, [(L, "教务主任")], "basics.label"),
            (R, [(P, 0, "语文老师")], None),
            (R, [(K, 1, "管理班级"), (S, "八年教学经验的初中语文老师，持有教师资格证。")], None),
        ],
    },
    {
        "id": "sales-en",
        "language": "en",
        "profession": "sales",
        "label": "Account Executive",
        "summary": "Account executive selling software to mid-market retailers.",
        "work": [
            (
                "Shopify",
                "Account Executive",
                ["Closed $1.2M in new business in 2023", "Managed the pipeline in Salesforce"],
            )
        ],
        "skills": ["Salesforce", "cold calling", "contract negotiation"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Account executive selling software to mid-market retailers; skilled in MEDDIC and Gong.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(P, 0, "Sales Director")], "work[0].position"),
            (R, [(K, 0, "SFDC"), (K, 2, "negotiating contracts")], None),
            (R, [(H, 0, 1, "Kept the Salesforce pipeline up to date")], None),
        ],
    },
    {
        "id": "sales-zh",
        "language": "zh",
        "profession": "sales",
        "label": "销售代表",
        "summary": "医疗器械销售代表，负责华东区医院客户。",
        "work": [("迈瑞医疗", "销售代表", ["开发华东区二十家医院客户", "完成年度销售指标的120%"])],
        "skills": ["客户开发", "商务谈判", "CRM"],
        "cases": [
            (C, [(K, 3, "招投标管理")], "skills[0].keywords[3]"),
            (T, [(P, 0, "大区销售经理")], "work[0].position"),
            (R, [(K, 1, "谈判"), (P, 0, "销售")], None),
            (R, [(H, 0, 0, "开拓华东地区20家医院客户")], None),
        ],
    },
    {
        "id": "marketing-en",
        "language": "en",
        "profession": "marketing",
        "label": "Marketing Coordinator",
        "summary": "Marketing coordinator running email campaigns and social media.",
        "work": [
            (
                "Glossier",
                "Marketing Coordinator",
                ["Ran weekly email campaigns in Mailchimp", "Posted daily on Instagram and TikTok"],
            )
        ],
        "skills": ["Mailchimp", "social media marketing", "copywriting"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Built attribution models with marketing mix modeling")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Marketing Manager")], "work[0].position"),
            (R, [(K, 1, "social media"), (K, 2, "writing copy")], None),
            (R, [(H, 0, 0, "Sent email campaigns every week with Mailchimp")], None),
        ],
    },
    {
        "id": "marketing-zh",
        "language": "zh",
        "profession": "marketing",
        "label": "市场专员",
        "summary": "快消品市场专员，负责新媒体运营和活动策划。",
        "work": [("元气森林", "市场专员", ["负责微信公众号和小红书内容运营", "策划线下促销活动"])],
        "skills": ["新媒体运营", "活动策划", "文案撰写"],
        "cases": [
            (
                C,
                [(S, "快消品市场专员，负责新媒体运营和活动策划，精通搜索引擎优化。")],
                "basics.summary",
            ),
            (T, [(L, "市场总监")], "basics.label"),
            (R, [(K, 2, "文案写作"), (K, 1, "策划活动")], None),
            (R, [(H, 0, 0, "运营小红书和微信公众号的内容")], None),
        ],
    },
    {
        "id": "hr-en",
        "language": "en",
        "profession": "hr",
        "label": "HR Coordinator",
        "summary": "HR coordinator supporting recruiting and onboarding for 400 staff.",
        "work": [
            (
                "Target",
                "HR Coordinator",
                [
                    "Scheduled interviews for 40 openings a quarter",
                    "Ran new-hire onboarding sessions",
                ],
            )
        ],
        "skills": ["onboarding", "Workday", "interview scheduling"],
        "cases": [
            (C, [(K, 3, "compensation benchmarking")], "skills[0].keywords[3]"),
            (T, [(P, 0, "HR Business Partner and Team Lead")], "work[0].position"),
            (R, [(P, 0, "Human Resources Coordinator")], None),
            (R, [(H, 0, 1, "Onboarded new hires in weekly sessions")], None),
        ],
    },
    {
        "id": "hr-zh",
        "language": "zh",
        "profession": "hr",
        "label": "招聘专员",
        "summary": "互联网公司招聘专员，负责技术岗位招聘。",
        "work": [("美团", "招聘专员", ["筛选简历并安排面试", "办理新员工入职手续"])],
        "skills": ["简历筛选", "面试安排", "入职办理"],
        "cases": [
            (C, [(H, 0, 2, "搭建胜任力模型和绩效考核体系")], "work[0].highlights[2]"),
            (T, [(P, 0, "人力资源经理")], "work[0].position"),
            (R, [(K, 0, "筛选简历"), (K, 2, "办理入职")], None),
            (R, [(H, 0, 0, "简历筛选、面试安排")], None),
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
                "Baker McKenzie",
                "Paralegal",
                ["Drafted discovery responses and subpoenas", "Organized exhibits for trial"],
            )
        ],
        "skills": ["legal research", "Westlaw", "e-discovery"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Litigation paralegal at a mid-size firm with expertise in patent prosecution.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(L, "Associate Attorney")], "basics.label"),
            (R, [(K, 2, "electronic discovery")], None),
            (R, [(H, 0, 0, "Prepared subpoenas and responses to discovery requests")], None),
        ],
    },
    {
        "id": "legal-zh",
        "language": "zh",
        "profession": "legal",
        "label": "法务专员",
        "summary": "企业法务专员，负责合同审核。",
        "work": [("京东", "法务专员", ["审核采购合同和销售合同", "协助处理劳动争议案件"])],
        "skills": ["合同审核", "法律检索", "劳动法"],
        "cases": [
            (C, [(K, 3, "知识产权诉讼")], "skills[0].keywords[3]"),
            (T, [(P, 0, "法务总监")], "work[0].position"),
            (R, [(K, 0, "合同审查"), (K, 1, "法律研究")], None),
            (R, [(H, 0, 0, "审核销售和采购合同")], None),
        ],
    },
    {
        "id": "logistics-en",
        "language": "en",
        "profession": "logistics",
        "label": "Logistics Coordinator",
        "summary": "Logistics coordinator for inbound freight at a distribution center.",
        "work": [
            (
                "DHL Supply Chain",
                "Logistics Coordinator",
                ["Booked inbound freight with 12 carriers", "Tracked shipments in SAP"],
            )
        ],
        "skills": ["freight booking", "SAP", "inventory control"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Ran root cause analysis on late deliveries with Six Sigma DMAIC")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Logistics Manager")], "work[0].position"),
            (R, [(K, 2, "controlling inventory"), (P, 0, "Logistics Co-ordinator")], None),
            (R, [(H, 0, 0, "Booked freight for inbound loads with twelve carriers")], None),
        ],
    },
    {
        "id": "logistics-zh",
        "language": "zh",
        "profession": "logistics",
        "label": "物流专员",
        "summary": "物流专员，负责干线运输调度。",
        "work": [("顺丰速运", "物流专员", ["安排干线车辆调度", "跟踪在途货物并处理异常"])],
        "skills": ["运输调度", "WMS", "库存管理"],
        "cases": [
            (C, [(S, "物流专员，负责干线运输调度，擅长精益物流和六西格玛。")], "basics.summary"),
            (T, [(L, "供应链总监")], "basics.label"),
            (R, [(K, 0, "调度运输"), (K, 1, "仓储管理系统")], None),
            (R, [(H, 0, 1, "处理在途异常，跟踪货物")], None),
        ],
    },
    {
        "id": "civil-en",
        "language": "en",
        "profession": "civil engineering",
        "label": "Structural Engineer, P.E.",
        "summary": "Licensed structural engineer designing steel and concrete buildings.",
        "work": [
            (
                "Thornton Tomasetti",
                "Structural Engineer",
                ["Designed steel moment frames in ETABS", "Checked concrete slabs against ACI 318"],
            )
        ],
        "skills": ["ETABS", "AutoCAD", "steel design"],
        "cases": [
            (C, [(K, 3, "Revit")], "skills[0].keywords[3]"),
            (T, [(L, "Principal Engineer")], "basics.label"),
            (R, [(L, "Structural Engineer (PE)")], None),
            (R, [(K, 2, "design of steel structures")], None),
        ],
    },
    {
        "id": "civil-zh",
        "language": "zh",
        "profession": "civil engineering",
        "label": "结构工程师",
        "summary": "注册结构工程师，从事高层建筑结构设计。",
        "work": [
            ("中国建筑设计研究院", "结构工程师", ["使用PKPM完成高层住宅结构计算", "绘制结构施工图"])
        ],
        "skills": ["PKPM", "AutoCAD", "结构设计"],
        "cases": [
            (C, [(H, 0, 2, "使用Midas Gen和BIM完成钢结构深化设计")], "work[0].highlights[2]"),
            (T, [(P, 0, "结构设计总工程师")], "work[0].position"),
            (R, [(P, 0, "Structural Engineer")], None),
            (R, [(H, 0, 1, "完成结构施工图的绘制")], None),
        ],
    },
    {
        "id": "design-en",
        "language": "en",
        "profession": "design",
        "label": "Graphic Designer",
        "summary": "Graphic designer for packaging and print.",
        "work": [
            (
                "Pentagram",
                "Graphic Designer",
                ["Designed packaging for 15 food brands", "Prepared print-ready files in InDesign"],
            )
        ],
        "skills": ["Adobe Illustrator", "InDesign", "typography"],
        "cases": [
            (C, [(K, 3, "Figma")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Art Director")], "work[0].position"),
            (R, [(K, 0, "Illustrator"), (K, 1, "Adobe InDesign")], None),
            (R, [(H, 0, 0, "Packaging design for fifteen food brands")], None),
        ],
    },
    {
        "id": "design-zh",
        "language": "zh",
        "profession": "design",
        "label": "平面设计师",
        "summary": "平面设计师，擅长包装设计和品牌视觉。",
        "work": [("蓝色光标", "平面设计师", ["完成二十个品牌的包装设计", "输出印刷文件"])],
        "skills": ["Photoshop", "Illustrator", "包装设计"],
        "cases": [
            (C, [(S, "平面设计师，擅长包装设计和品牌视觉，精通三维建模和C4D。")], "basics.summary"),
            (T, [(L, "设计总监")], "basics.label"),
            (R, [(K, 0, "PS"), (K, 1, "AI")], None),
            (R, [(P, 0, "Graphic Designer")], None),
        ],
    },
    {
        "id": "software-en",
        "language": "en",
        "profession": "software",
        "label": "Software Engineer",
        "summary": "Backend engineer building payment APIs in Python.",
        "work": [
            (
                "Stripe",
                "Software Engineer",
                ["Built payment APIs in Python and PostgreSQL", "Wrote unit tests with pytest"],
            )
        ],
        "skills": ["Python", "PostgreSQL", "Docker"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Deployed services on Kubernetes with Terraform")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Software Engineer and Team Lead")], "work[0].position"),
            (R, [(K, 1, "Postgres"), (P, 0, "Software Developer")], None),
            (R, [(H, 0, 0, "Built Python and PostgreSQL APIs for payments")], None),
        ],
    },
    {
        "id": "software-zh",
        "language": "zh",
        "profession": "software",
        "label": "后端开发工程师",
        "summary": "后端开发工程师，使用Java开发支付系统。",
        "work": [("蚂蚁集团", "后端开发工程师", ["使用Java和MySQL开发支付接口", "编写单元测试"])],
        "skills": ["Java", "MySQL", "Redis"],
        "cases": [
            (C, [(K, 3, "Kubernetes")], "skills[0].keywords[3]"),
            (T, [(P, 0, "资深架构师")], "work[0].position"),
            (R, [(P, 0, "Backend Engineer")], None),
            (R, [(H, 0, 0, "基于Java和MySQL开发支付接口")], None),
        ],
    },
    {
        "id": "data-en",
        "language": "en",
        "profession": "data",
        "label": "Data Analyst",
        "summary": "Data analyst building dashboards for an e-commerce team.",
        "work": [
            (
                "Wayfair",
                "Data Analyst",
                [
                    "Built Tableau dashboards for weekly sales",
                    "Wrote SQL queries against Snowflake",
                ],
            )
        ],
        "skills": ["SQL", "Tableau", "Excel"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Data analyst building dashboards for an e-commerce team; proficient in causal inference.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(L, "Data Scientist")], "basics.label"),
            (R, [(K, 2, "Microsoft Excel"), (P, 0, "Analyst, Data")], None),
            (R, [(H, 0, 1, "Queried Snowflake in SQL")], None),
        ],
    },
    {
        "id": "data-zh",
        "language": "zh",
        "profession": "data",
        "label": "数据分析师",
        "summary": "电商数据分析师，负责销售报表。",
        "work": [("拼多多", "数据分析师", ["使用SQL提取销售数据", "搭建周报看板"])],
        "skills": ["SQL", "Excel", "数据可视化"],
        "cases": [
            (C, [(H, 0, 2, "建立用户流失预测模型和A/B测试平台")], "work[0].highlights[2]"),
            (T, [(P, 0, "数据分析经理")], "work[0].position"),
            (R, [(P, 0, "Data Analyst"), (K, 2, "可视化")], None),
            (R, [(H, 0, 0, "用SQL提取销售数据")], None),
        ],
    },
    {
        "id": "pharmacy-en",
        "language": "en",
        "profession": "pharmacy",
        "label": "Pharmacy Technician",
        "summary": "Certified pharmacy technician in a retail pharmacy.",
        "work": [
            (
                "CVS Pharmacy",
                "Pharmacy Technician",
                ["Filled 200 prescriptions a day", "Processed insurance claims"],
            )
        ],
        "skills": ["prescription filling", "insurance billing", "inventory"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Performed sterile compounding of IV admixtures")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Pharmacist")], "work[0].position"),
            (R, [(P, 0, "Pharmacy Tech"), (K, 0, "filling prescriptions")], None),
            (R, [(H, 0, 1, "Handled insurance claims processing")], None),
        ],
    },
    {
        "id": "mech-zh",
        "language": "zh",
        "profession": "mechanical engineering",
        "label": "机械工程师",
        "summary": "机械工程师，负责汽车零部件设计。",
        "work": [("比亚迪", "机械工程师", ["使用SolidWorks设计底盘零件", "编写设计变更单"])],
        "skills": ["SolidWorks", "CAD", "公差分析"],
        "cases": [
            (C, [(K, 3, "有限元分析")], "skills[0].keywords[3]"),
            (T, [(L, "研发部负责人")], "basics.label"),
            (R, [(P, 0, "Mechanical Engineer")], None),
            (R, [(H, 0, 0, "底盘零件设计（SolidWorks）")], None),
        ],
    },
    {
        "id": "construction-en",
        "language": "en",
        "profession": "construction",
        "label": "Site Engineer",
        "summary": "Site engineer on residential construction projects.",
        "work": [
            (
                "Skanska",
                "Site Engineer",
                ["Set out foundations and checked levels", "Wrote daily site reports"],
            )
        ],
        "skills": ["setting out", "AutoCAD", "site supervision"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Site engineer on residential construction projects, experienced in Primavera P6 scheduling.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(P, 0, "Construction Manager")], "work[0].position"),
            (R, [(K, 2, "supervising sites"), (H, 0, 1, "Daily site reports")], None),
            (R, [(P, 0, "Engineer (Site)")], None),
        ],
    },
    {
        "id": "hr-en2",
        "language": "en",
        "profession": "hr",
        "label": "Payroll Specialist",
        "summary": "Payroll specialist for a 1,200-person workforce.",
        "work": [
            (
                "ADP",
                "Payroll Specialist",
                [
                    "Processed biweekly payroll in ADP Workforce Now",
                    "Answered employee pay questions",
                ],
            )
        ],
        "skills": ["payroll processing", "ADP", "Excel"],
        "cases": [
            (C, [(K, 3, "SuccessFactors")], "skills[0].keywords[3]"),
            (T, [(L, "Senior Payroll Specialist")], "basics.label"),
            (R, [(K, 0, "processing payroll")], None),
            (R, [(H, 0, 1, "Answered questions from employees about pay")], None),
        ],
    },
    {
        "id": "nurse-zh2",
        "language": "zh",
        "profession": "healthcare",
        "label": "ICU护士",
        "summary": "重症监护室护士，熟悉呼吸机管理。",
        "work": [("华西医院", "ICU护士", ["护理机械通气患者", "执行医嘱并记录护理文书"])],
        "skills": ["呼吸机", "护理记录", "静脉采血"],
        "cases": [
            (C, [(H, 0, 2, "开展ECMO护理和连续性肾脏替代治疗")], "work[0].highlights[2]"),
            (T, [(P, 0, "ICU主管护师")], "work[0].position"),
            (R, [(P, 0, "重症监护室护士")], None),
            (R, [(K, 2, "采血"), (H, 0, 1, "执行医嘱，书写护理记录")], None),
        ],
    },
    {
        "id": "chef-en",
        "language": "en",
        "profession": "hospitality",
        "label": "Sous Chef",
        "summary": "Sous chef in a 120-cover bistro.",
        "work": [
            (
                "Bistro Vert",
                "Sous Chef",
                [
                    "Ran the line on busy weekend services",
                    "Ordered produce and kept food costs at 28%",
                ],
            )
        ],
        "skills": ["food safety", "menu costing", "butchery"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Wrote the kitchen's HACCP plan and sous vide program")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Executive Chef")], "work[0].position"),
            (R, [(P, 0, "Sous-Chef"), (K, 1, "costing menus")], None),
            (
                R,
                [
                    (K, 0, "butchery"),
                    (K, 2, "food safety"),
                    (H, 0, 1, "Kept food costs at 28% while ordering produce"),
                ],
                None,
            ),
        ],
    },
    {
        "id": "socialwork-en",
        "language": "en",
        "profession": "social work",
        "label": "Social Worker",
        "summary": "Social worker supporting families in child welfare cases.",
        "work": [
            (
                "County Family Services",
                "Social Worker",
                [
                    "Carried a caseload of 25 families",
                    "Wrote court reports for dependency hearings",
                ],
            )
        ],
        "skills": ["case management", "crisis intervention", "home visits"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Social worker supporting families in child welfare cases. Trained in motivational interviewing and dialectical behavior therapy.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(L, "Social Work Supervisor")], "basics.label"),
            (
                R,
                [
                    (K, 0, "case management and crisis intervention"),
                    (K, 1, "home visits"),
                    (K, 2, "court reports"),
                ],
                None,
            ),
            (R, [(H, 0, 0, "Managed a case load of 25 families")], None),
        ],
    },
    {
        "id": "auditor-zh",
        "language": "zh",
        "profession": "accounting",
        "label": "审计专员",
        "summary": "四年内部审计经验，熟悉采购和费用审计。",
        "work": [
            ("海尔集团", "审计专员", ["执行采购流程审计，发现问题23项", "跟踪审计整改落实情况"])
        ],
        "skills": ["内部审计", "采购审计", "Excel"],
        "cases": [
            (C, [(K, 3, "IT审计")], "skills[0].keywords[3]"),
            (T, [(P, 0, "审计主管")], "work[0].position"),
            (R, [(K, 0, "内审"), (P, 0, "内部审计专员")], None),
            (R, [(H, 0, 1, "跟进审计发现的整改落实")], None),
        ],
    },
    {
        "id": "electrician-en",
        "language": "en",
        "profession": "electrical trades",
        "label": "Electrician",
        "summary": "Licensed electrician for commercial fit-outs.",
        "work": [
            (
                "Rosendin",
                "Electrician",
                [
                    "Pulled wire and terminated panels in office fit-outs",
                    "Read blueprints and followed the NEC",
                ],
            )
        ],
        "skills": ["conduit bending", "NEC", "troubleshooting"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Programmed Allen-Bradley PLCs for conveyor lines")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Electrical Engineer")], "work[0].position"),
            (R, [(K, 1, "National Electrical Code"), (P, 0, "Licensed Electrician")], None),
            (R, [(H, 0, 1, "Followed the NEC and read blueprints")], None),
        ],
    },
    {
        "id": "realestate-zh",
        "language": "zh",
        "profession": "sales",
        "label": "置业顾问",
        "summary": "三年住宅销售经验的置业顾问。",
        "work": [("万科", "置业顾问", ["接待来访客户并讲解楼盘", "维护老客户并促成转介绍"])],
        "skills": ["客户接待", "客户维护", "销售谈判"],
        "cases": [
            (C, [(S, "三年住宅销售经验的置业顾问。有商业地产招商经验。")], "basics.summary"),
            (T, [(P, 0, "销售经理")], "work[0].position"),
            (R, [(K, 1, "维护客户关系"), (K, 0, "接待客户")], None),
            (R, [(S, "置业顾问，住宅销售三年。")], None),
        ],
    },
    {
        "id": "teacher-en2",
        "language": "en",
        "profession": "teaching",
        "label": "ESL Teacher",
        "summary": "ESL teacher for adult learners.",
        "work": [
            (
                "Bay Adult School",
                "ESL Teacher",
                [
                    "Taught English as a second language to adult learners",
                    "Assessed students with CASAS tests",
                ],
            )
        ],
        "skills": ["ESL", "curriculum design", "student assessment"],
        "cases": [
            (C, [(K, 3, "IB curriculum")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Lead Teacher")], "work[0].position"),
            (R, [(P, 0, "English as a Second Language Teacher")], None),
            (R, [(K, 1, "designing curricula"), (K, 2, "assessing students")], None),
        ],
    },
    {
        "id": "pm-zh",
        "language": "zh",
        "profession": "software",
        "label": "项目经理",
        "summary": "IT项目经理，负责ERP实施项目。",
        "work": [
            ("用友网络", "项目经理", ["管理ERP实施项目的进度和预算", "协调客户需求和开发团队"])
        ],
        "skills": ["项目管理", "需求分析", "ERP实施"],
        "cases": [
            (C, [(H, 0, 2, "推行Scrum敏捷开发和看板管理")], "work[0].highlights[2]"),
            (T, [(P, 0, "高级项目经理")], "work[0].position"),
            (R, [(P, 0, "Project Manager")], None),
            (R, [(K, 1, "需求调研与分析"), (H, 0, 0, "把控ERP实施项目进度与预算")], None),
        ],
    },
    {
        "id": "nurse-en3",
        "language": "en",
        "profession": "healthcare",
        "label": "Senior Staff Nurse",
        "summary": "Senior staff nurse on a surgical ward.",
        "work": [
            (
                "Royal Infirmary",
                "Senior Staff Nurse",
                ["Cared for post-operative patients", "Changed surgical wound dressings"],
            )
        ],
        "skills": ["post-operative care", "wound care", "medication administration"],
        "cases": [
            (C, [(H, 0, 2, "Managed central lines and PICC dressings")], "work[0].highlights[2]"),
            (T, [(P, 0, "Charge Nurse")], "work[0].position"),
            (R, [(P, 0, "Sr. Staff Nurse"), (L, "Staff Nurse (Senior)")], None),
            (R, [(K, 0, "postoperative care"), (K, 2, "administering medications")], None),
        ],
    },
    {
        "id": "hr-zh2",
        "language": "zh",
        "profession": "hr",
        "label": "人事专员",
        "summary": "人事专员，负责薪酬核算和员工关系。",
        "work": [
            ("海底捞", "人事专员", ["负责每月薪酬核算和社保公积金缴纳", "处理员工入离职手续"])
        ],
        "skills": ["薪酬核算", "社保公积金", "员工关系"],
        "cases": [
            (C, [(S, "人事专员，负责薪酬核算和员工关系，熟悉OKR绩效管理。")], "basics.summary"),
            (T, [(L, "人事行政负责人")], "basics.label"),
            (R, [(K, 0, "社保公积金"), (K, 1, "员工关系"), (K, 2, "薪资核算")], None),
            (R, [(H, 0, 1, "办理员工入职和离职")], None),
        ],
    },
    {
        "id": "data-en2",
        "language": "en",
        "profession": "data",
        "label": "Data Analyst",
        "summary": "Product data analyst running experiments.",
        "work": [
            (
                "Duolingo",
                "Data Analyst",
                [
                    "Designed A/B tests for onboarding flows",
                    "Built machine learning models to predict churn",
                ],
            )
        ],
        "skills": ["A/B testing", "machine learning", "Python"],
        "cases": [
            (C, [(K, 3, "survival analysis")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Lead Data Analyst")], "work[0].position"),
            (R, [(K, 1, "ML"), (K, 0, "experimentation (A/B tests)")], None),
            (R, [(H, 0, 1, "Predicted churn with ML models")], None),
        ],
    },
    {
        "id": "retail-en",
        "language": "en",
        "profession": "sales",
        "label": "Sales Associate",
        "summary": "Sales associate in a busy electronics store.",
        "work": [
            (
                "Best Buy",
                "Sales Associate",
                [
                    "Helped 60 customers a day choose laptops",
                    "Ran the register and handled returns",
                ],
            )
        ],
        "skills": ["customer service", "point of sale", "product knowledge"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Merchandised planograms with JDA Space Planning")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Assistant Store Manager")], "work[0].position"),
            (R, [(K, 0, "client service"), (K, 1, "POS systems")], None),
            (R, [(H, 0, 1, "Handled returns and ran the register")], None),
        ],
    },
    {
        "id": "cashier-zh",
        "language": "zh",
        "profession": "accounting",
        "label": "出纳",
        "summary": "两年出纳经验，负责现金和银行账户管理。",
        "work": [("永辉超市", "出纳", ["负责每日现金盘点和银行存取款", "编制资金日报表"])],
        "skills": ["现金管理", "网银操作", "资金日报"],
        "cases": [
            (C, [(K, 3, "金税系统")], "skills[0].keywords[3]"),
            (T, [(P, 0, "主办会计")], "work[0].position"),
            (R, [(K, 2, "资金日报表"), (K, 1, "网上银行操作")], None),
            (R, [(H, 0, 0, "每日盘点现金，办理银行存取款")], None),
        ],
    },
    {
        "id": "recruiter-en",
        "language": "en",
        "profession": "hr",
        "label": "Recruiter",
        "summary": "Technical recruiter hiring engineers for a fintech.",
        "work": [
            (
                "Plaid",
                "Recruiter",
                ["Sourced engineers on LinkedIn Recruiter", "Hired 35 engineers in 2023"],
            )
        ],
        "skills": ["sourcing", "Greenhouse", "candidate screening"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Technical recruiter hiring engineers for a fintech, with a background in employer branding and DEI programs.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(L, "Head of Talent")], "basics.label"),
            (R, [(K, 2, "screening candidates"), (P, 0, "Technical Recruiter")], None),
            (R, [(H, 0, 1, "Made 35 engineering hires in 2023")], None),
        ],
    },
    {
        "id": "nurse-zh3",
        "language": "zh",
        "profession": "healthcare",
        "label": "护士",
        "summary": "儿科护士，三年临床经验。",
        "work": [("湘雅医院", "护士", ["负责儿科病房患儿的基础护理", "配合医生完成静脉穿刺"])],
        "skills": ["儿科护理", "静脉穿刺", "健康宣教"],
        "cases": [
            (C, [(H, 0, 2, "负责PICC置管维护和新生儿复苏")], "work[0].highlights[2]"),
            (T, [(P, 0, "主管护师")], "work[0].position"),
            (R, [(P, 0, "儿科护士"), (K, 0, "小儿护理")], None),
            (R, [(H, 0, 1, "协助医生进行静脉穿刺")], None),
        ],
    },
    {
        "id": "civil-en2",
        "language": "en",
        "profession": "civil engineering",
        "label": "Civil Engineer",
        "summary": "Civil engineer designing municipal water and sewer lines.",
        "work": [
            (
                "Kimley-Horn",
                "Civil Engineer",
                [
                    "Designed water mains and sanitary sewers in Civil 3D",
                    "Prepared stormwater reports",
                ],
            )
        ],
        "skills": ["Civil 3D", "stormwater management", "AutoCAD"],
        "cases": [
            (C, [(K, 3, "HEC-RAS")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Civil Engineering Manager")], "work[0].position"),
            (R, [(K, 0, "AutoCAD Civil 3D"), (K, 2, "CAD")], None),
            (R, [(H, 0, 1, "Wrote stormwater management reports")], None),
        ],
    },
    {
        "id": "teacher-zh2",
        "language": "zh",
        "profession": "teaching",
        "label": "数学教师",
        "summary": "高中数学教师，六年教学经验。",
        "work": [("杭州二中", "数学教师", ["承担高二两个班数学教学", "辅导学生参加数学竞赛"])],
        "skills": ["课堂教学", "竞赛辅导", "命题"],
        "cases": [
            (C, [(S, "高中数学教师，六年教学经验，精通希沃白板和翻转课堂。")], "basics.summary"),
            (T, [(P, 0, "数学教研组长")], "work[0].position"),
            (R, [(P, 0, "Math Teacher"), (K, 1, "数学竞赛辅导")], None),
            (R, [(H, 0, 0, "负责高二两个班的数学课")], None),
        ],
    },
    {
        "id": "designer-en2",
        "language": "en",
        "profession": "design",
        "label": "UX Designer",
        "summary": "UX designer for mobile banking apps.",
        "work": [
            (
                "Monzo",
                "UX Designer",
                ["Ran usability tests with 40 customers", "Built prototypes in Figma"],
            )
        ],
        "skills": ["user research", "prototyping", "Figma"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Led service blueprinting and Jobs-to-be-Done workshops")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Design Director")], "work[0].position"),
            (R, [(P, 0, "User Experience Designer"), (K, 1, "prototypes")], None),
            (R, [(H, 0, 0, "Usability testing with 40 customers")], None),
        ],
    },
    {
        "id": "warehouse-zh",
        "language": "zh",
        "profession": "logistics",
        "label": "仓库管理员",
        "summary": "仓库管理员，负责出入库和盘点。",
        "work": [("京东物流", "仓库管理员", ["负责货物出入库登记", "每月组织库存盘点"])],
        "skills": ["出入库管理", "库存盘点", "叉车操作"],
        "cases": [
            (C, [(K, 3, "SAP EWM")], "skills[0].keywords[3]"),
            (T, [(L, "仓储经理")], "basics.label"),
            (R, [(K, 0, "入库出库管理"), (K, 1, "盘点")], None),
            (R, [(H, 0, 1, "每月进行库存盘点")], None),
        ],
    },
    {
        "id": "marketing-en2",
        "language": "en",
        "profession": "marketing",
        "label": "Content Marketing Specialist",
        "summary": "Content marketer writing blogs and newsletters for a B2B SaaS company.",
        "work": [
            (
                "Zapier",
                "Content Marketing Specialist",
                [
                    "Wrote 4 blog posts a month on workflow automation",
                    "Grew the newsletter to 20,000 subscribers",
                ],
            )
        ],
        "skills": ["content writing", "SEO", "email newsletters"],
        "cases": [
            (
                C,
                [
                    (
                        H,
                        0,
                        2,
                        "Ran paid social campaigns in LinkedIn Campaign Manager with ABM targeting",
                    )
                ],
                "work[0].highlights[2]",
            ),
            (T, [(L, "Head of Content")], "basics.label"),
            (R, [(K, 0, "writing content"), (K, 1, "search engine optimization")], None),
            (R, [(H, 0, 1, "Newsletter grown to 20,000 subscribers")], None),
        ],
    },
    {
        "id": "legal-en2",
        "language": "en",
        "profession": "legal",
        "label": "Associate Attorney",
        "summary": "Associate attorney in commercial litigation.",
        "work": [
            (
                "Kirkland & Ellis",
                "Associate Attorney",
                ["Took and defended 30 depositions", "Drafted motions for summary judgment"],
            )
        ],
        "skills": ["commercial litigation", "legal writing", "depositions"],
        "cases": [
            (
                C,
                [
                    (
                        S,
                        "Associate attorney in commercial litigation, experienced in antitrust merger review.",
                    )
                ],
                "basics.summary",
            ),
            (T, [(P, 0, "Partner")], "work[0].position"),
            (R, [(P, 0, "Attorney, Associate"), (K, 2, "taking depositions")], None),
            (R, [(H, 0, 1, "Wrote summary judgment motions")], None),
        ],
    },
    {
        "id": "accountant-en2",
        "language": "en",
        "profession": "accounting",
        "label": "Tax Accountant",
        "summary": "Tax accountant preparing individual and partnership returns.",
        "work": [
            (
                "H&R Block",
                "Tax Accountant",
                [
                    "Prepared 300 individual tax returns per season",
                    "Prepared Form 1065 partnership returns",
                ],
            )
        ],
        "skills": ["tax preparation", "Form 1065", "Lacerte"],
        "cases": [
            (C, [(K, 3, "transfer pricing")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Tax Manager")], "work[0].position"),
            (R, [(K, 0, "preparing tax returns"), (P, 0, "Accountant, Tax")], None),
            (R, [(H, 0, 0, "Filed 300 individual returns each tax season")], None),
        ],
    },
    {
        "id": "logistics-zh2",
        "language": "zh",
        "profession": "logistics",
        "label": "采购专员",
        "summary": "制造业采购专员，负责原材料采购和供应商管理。",
        "work": [
            ("格力电器", "采购专员", ["负责钢材和铜材的询价比价", "跟踪供应商交期并处理来料异常"])
        ],
        "skills": ["询价比价", "供应商管理", "ERP"],
        "cases": [
            (C, [(K, 3, "战略寻源")], "skills[0].keywords[3]"),
            (T, [(P, 0, "采购经理")], "work[0].position"),
            (R, [(K, 0, "比价询价"), (P, 0, "Purchasing Specialist")], None),
            (R, [(H, 0, 1, "跟进供应商交期，处理来料异常")], None),
        ],
    },
    {
        "id": "hr-zh3",
        "language": "zh",
        "profession": "hr",
        "label": "培训专员",
        "summary": "培训专员，负责新员工培训和课程开发。",
        "work": [("招商银行", "培训专员", ["组织新员工入职培训", "开发销售技巧课程"])],
        "skills": ["培训组织", "课程开发", "培训评估"],
        "cases": [
            (
                C,
                [(S, "培训专员，负责新员工培训和课程开发，擅长引导技术和行动学习。")],
                "basics.summary",
            ),
            (T, [(L, "培训经理")], "basics.label"),
            (R, [(K, 1, "开发课程"), (K, 2, "评估培训效果")], None),
            (R, [(H, 0, 0, "组织新员工的入职培训")], None),
        ],
    },
    {
        "id": "software-en2",
        "language": "en",
        "profession": "software",
        "label": "Frontend Developer",
        "summary": "Frontend developer building React apps.",
        "work": [
            (
                "Atlassian",
                "Frontend Developer",
                [
                    "Built React components for the issue tracker",
                    "Cut bundle size by 30% with code splitting",
                ],
            )
        ],
        "skills": ["React", "TypeScript", "CSS"],
        "cases": [
            (
                C,
                [(H, 0, 2, "Shipped offline sync with Elm and WebAssembly")],
                "work[0].highlights[2]",
            ),
            (T, [(P, 0, "Staff Frontend Engineer")], "work[0].position"),
            (R, [(P, 0, "Front-End Developer"), (K, 1, "TS")], None),
            (R, [(H, 0, 1, "Reduced bundle size 30% through code splitting")], None),
        ],
    },
    {
        "id": "physio-en",
        "language": "en",
        "profession": "healthcare",
        "label": "Physical Therapist",
        "summary": "Outpatient physical therapist treating sports injuries.",
        "work": [
            (
                "ATI Physical Therapy",
                "Physical Therapist",
                [
                    "Treated 12 patients a day after ACL reconstruction",
                    "Wrote home exercise programs",
                ],
            )
        ],
        "skills": ["manual therapy", "therapeutic exercise", "gait training"],
        "cases": [
            (C, [(K, 3, "dry needling")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Clinic Director")], "work[0].position"),
            (R, [(P, 0, "Physiotherapist"), (K, 1, "exercise therapy")], None),
            (R, [(H, 0, 1, "Designed home exercise programmes")], None),
        ],
    },
    {
        "id": "design-zh2",
        "language": "zh",
        "profession": "design",
        "label": "UI设计师",
        "summary": "UI设计师，负责移动端App界面设计。",
        "work": [
            ("字节跳动", "UI设计师", ["完成App首页和个人中心的界面设计", "维护设计规范和组件库"])
        ],
        "skills": ["Figma", "界面设计", "设计规范"],
        "cases": [
            (C, [(H, 0, 2, "使用Principle和After Effects制作动效")], "work[0].highlights[2]"),
            (T, [(P, 0, "设计负责人")], "work[0].position"),
            (R, [(P, 0, "UI Designer"), (K, 2, "设计系统规范")], None),
            (R, [(H, 0, 1, "维护组件库与设计规范")], None),
        ],
    },
    {
        "id": "civil-zh2",
        "language": "zh",
        "profession": "civil engineering",
        "label": "施工员",
        "summary": "房建施工员，负责现场施工管理。",
        "work": [
            ("中建三局", "施工员", ["负责主体结构施工的现场管理", "编写施工日志并组织技术交底"])
        ],
        "skills": ["施工管理", "技术交底", "CAD"],
        "cases": [
            (C, [(K, 3, "广联达算量")], "skills[0].keywords[3]"),
            (T, [(L, "项目经理")], "basics.label"),
            (R, [(K, 0, "现场施工管理"), (H, 0, 1, "组织技术交底，编写施工日志")], None),
            (R, [(P, 0, "现场施工员")], None),
        ],
    },
]

# More rewordings for tuning people (measured once before any rule was tuned on them).
MORE_REWORDINGS: dict[str, list[tuple[Any, ...]]] = {
    "nurse-en": [(R, [(H, 0, 1, "Educated patients on low-sodium diets for heart failure")], None)],
    "nurse-zh": [(R, [(H, 0, 0, "执行静脉输液、采血等操作")], None)],
    "accountant-en": [
        (R, [(S, "Staff accountant for a manufacturing group; owns the month-end close.")], None)
    ],
    "accountant-zh": [(R, [(H, 0, 1, "按月编制增值税申报表")], None)],
    "teacher-en": [(R, [(H, 0, 0, "Designed inquiry lessons for seventh-grade biology")], None)],
    "teacher-zh": [(R, [(H, 0, 1, "指导学生参加作文竞赛")], None)],
    "marketing-en": [(R, [(H, 0, 1, "Daily posts on TikTok and Instagram")], None)],
    "marketing-zh": [(R, [(H, 0, 1, "策划并执行线下促销")], None)],
    "hr-en": [(R, [(H, 0, 0, "Coordinated interviews for about 40 roles per quarter")], None)],
    "hr-zh": [(R, [(H, 0, 1, "为新员工办理入职")], None)],
    "legal-en": [(R, [(H, 0, 1, "Prepared trial exhibits")], None)],
    "logistics-zh": [(R, [(H, 0, 0, "负责干线车辆的调度安排")], None)],
    "civil-en": [(R, [(H, 0, 1, "Verified concrete slab design to ACI 318")], None)],
    "civil-zh": [(R, [(H, 0, 0, "用PKPM做高层住宅的结构计算")], None)],
    "design-en": [(R, [(H, 0, 1, "Prepared files for print in InDesign")], None)],
    "software-en": [(R, [(H, 0, 1, "Unit-tested the services with pytest")], None)],
    "software-zh": [(R, [(H, 0, 1, "为接口编写单元测试")], None)],
    "data-zh": [(R, [(H, 0, 1, "搭建每周报表看板")], None)],
    "chef-en": [(R, [(H, 0, 0, "Ran the line during busy weekend service")], None)],
    "socialwork-en": [(R, [(H, 0, 1, "Wrote reports to the court for dependency hearings")], None)],
    "auditor-zh": [(R, [(H, 0, 0, "开展采购流程审计，发现23项问题")], None)],
    "electrician-en": [
        (R, [(H, 0, 0, "Terminated panels and pulled wire for office fit-outs")], None)
    ],
    "realestate-zh": [(R, [(H, 0, 0, "接待到访客户，讲解楼盘")], None)],
    "teacher-en2": [(R, [(H, 0, 1, "Tested students with CASAS assessments")], None)],
    "pm-zh": [(R, [(H, 0, 1, "协调客户需求与开发团队")], None)],
    "nurse-en3": [(R, [(H, 0, 0, "Post-op patient care")], None)],
    "hr-zh2": [(R, [(H, 0, 0, "每月核算薪酬，缴纳社保和公积金")], None)],
    "data-en2": [(R, [(H, 0, 0, "Ran A/B tests on onboarding flows")], None)],
    "retail-en": [(R, [(H, 0, 0, "Helped about 60 shoppers a day pick laptops")], None)],
    "cashier-zh": [(R, [(H, 0, 1, "每日编制资金日报")], None)],
    "recruiter-en": [
        (R, [(H, 0, 0, "Sourced engineering candidates through LinkedIn Recruiter")], None)
    ],
    "nurse-zh3": [(R, [(H, 0, 0, "负责儿科病房的基础护理工作")], None)],
    "civil-en2": [
        (R, [(H, 0, 0, "Designed sanitary sewer and water main layouts using Civil 3D")], None)
    ],
    "teacher-zh2": [(R, [(H, 0, 1, "辅导学生备战数学竞赛")], None)],
    "designer-en2": [(R, [(H, 0, 1, "Prototyped flows in Figma")], None)],
    "warehouse-zh": [(R, [(H, 0, 0, "登记货物的入库和出库")], None)],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_REWORDINGS.get(_person["id"], [])

# A third batch of tuning rewordings (skills, titles, summaries), measured once before tuning.
MORE_REWORDINGS_2: dict[str, list[tuple[Any, ...]]] = {
    "nurse-en": [(R, [(K, 1, "cardiac telemetry"), (K, 2, "intravenous therapy")], None)],
    "nurse-zh": [(R, [(K, 2, "心电监测"), (P, 0, "临床护士")], None)],
    "accountant-en": [(R, [(K, 0, "QuickBooks Online"), (L, "Accountant")], None)],
    "accountant-zh": [(R, [(L, "总账会计")], None)],
    "teacher-en": [(R, [(L, "Teacher of Science"), (K, 2, "Google Classroom (LMS)")], None)],
    "teacher-zh": [(R, [(K, 2, "多媒体课件教学")], None)],
    "marketing-en": [
        (R, [(S, "Coordinator for marketing: email campaigns and social media.")], None)
    ],
    "marketing-zh": [(R, [(K, 0, "新媒体内容运营")], None)],
    "hr-en": [(R, [(K, 2, "scheduling interviews"), (K, 1, "Workday HCM")], None)],
    "hr-zh": [(R, [(S, "负责技术岗位招聘的招聘专员，就职于互联网公司。")], None)],
    "legal-en": [(R, [(K, 0, "legal research (Westlaw)"), (K, 1, "Westlaw")], None)],
    "logistics-zh": [(R, [(L, "物流调度专员")], None)],
    "civil-en": [(R, [(P, 0, "Structural Engineer II")], None)],
    "civil-zh": [(R, [(K, 2, "建筑结构设计")], None)],
    "design-en": [(R, [(K, 2, "type design and typography"), (L, "Designer (Graphic)")], None)],
    "software-en": [(R, [(K, 2, "Docker containers"), (P, 0, "Backend Software Engineer")], None)],
    "software-zh": [(R, [(L, "Java后端工程师")], None)],
    "data-zh": [(R, [(K, 2, "数据可视化（看板）")], None)],
    "chef-en": [(R, [(K, 2, "whole-animal butchery"), (L, "Sous Chef (Bistro)")], None)],
    "socialwork-en": [(R, [(L, "Child Welfare Social Worker")], None)],
    "pm-zh": [(R, [(L, "IT项目经理")], None)],
    "hr-zh2": [(R, [(L, "人事专员（薪酬福利）")], None)],
    "data-en2": [(R, [(L, "Product Data Analyst"), (K, 2, "Python 3")], None)],
    "recruiter-en": [(R, [(L, "Technical Recruiter")], None)],
}
for _person in PEOPLE:
    _person["cases"] = list(_person["cases"]) + MORE_REWORDINGS_2.get(_person["id"], [])

# A third of the people (both languages, several professions) kept out of the tuning.
KEPT = frozenset(
    {
        "sales-en",
        "sales-zh",
        "legal-zh",
        "logistics-en",
        "design-zh",
        "data-en",
        "pharmacy-en",
        "hr-en2",
        "nurse-zh2",
        "marketing-en2",
        "legal-en2",
        "accountant-en2",
        "logistics-zh2",
        "hr-zh3",
        "software-en2",
        "physio-en",
        "design-zh2",
        "civil-zh2",
    }
)


def resume(
    person: dict[str, Any],
    *,
    names: tuple[str, str] = ("张明", "Alex Example"),
    start: tuple[int, str] = (18, "01"),
) -> dict[str, Any]:
    """The small JSON Resume of a person: `names` is (Chinese, English); the jobs start in
    `start` (two-digit year, month), one year apart."""
    zh = person["language"] == "zh"
    return {
        "basics": {
            "name": names[0] if zh else names[1],
            "label": person["label"],
            "summary": person["summary"],
        },
        "work": [
            {
                "name": name,
                "position": position,
                "startDate": f"20{start[0] + i}-{start[1]}",
                "highlights": list(lines),
            }
            for i, (name, position, lines) in enumerate(person["work"])
        ],
        "skills": [{"name": "技能" if zh else "Skills", "keywords": list(person["skills"])}],
    }


def apply(document: dict[str, Any], edit: tuple[Any, ...]) -> None:
    op, *args = edit
    if op == S:
        document["basics"]["summary"] = args[0]
    elif op == L:
        document["basics"]["label"] = args[0]
    elif op == P:
        document["work"][args[0]]["position"] = args[1]
    elif op == H:
        lines = document["work"][args[0]]["highlights"]
        lines[args[1] : args[1] + 1] = [args[2]]
    elif op == K:
        keywords = document["skills"][0]["keywords"]
        keywords[args[0] : args[0] + 1] = [args[1]]
    else:
        raise ValueError(op)


def cases(person: dict[str, Any], **style: Any) -> list[dict[str, Any]]:
    """Each edit of a person as one case of `bench/claims.py` (`style`: see `resume`)."""
    before = resume(person, **style)
    made = []
    for number, (kind, edits, path) in enumerate(person["cases"], 1):
        after = copy.deepcopy(before)
        for edit in edits:
            apply(after, edit)
        check = {C: "skill_claimed", T: "title_inflated"}.get(kind)
        made.append(
            {
                "id": f"{person['id']}-{number}",
                "language": person["language"],
                "profession": person["profession"],
                "kind": kind,
                "before": before,
                "after": after,
                "expect": [{"check": check, "path": path}] if check else [],
            }
        )
    return made


def build_set(
    people: list[dict[str, Any]], kept_ids: frozenset[str], about: str, *, kept: bool, **style: Any
) -> dict[str, Any]:
    """The tuning half (`kept` False) or the kept half of a case set (`about` gets its name)."""
    return {
        "about": about.format(part="kept out of the tuning" if kept else "tuning"),
        "cases": [c for p in people if (p["id"] in kept_ids) == kept for c in cases(p, **style)],
    }


def write_sets(outputs: tuple[Path, Path], build: Any) -> None:
    """Write `build(kept=False)` and `build(kept=True)` to the two files."""
    for out, kept in zip(outputs, (False, True), strict=True):
        data = build(kept=kept)
        out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
        print(f"wrote {out} ({len(data['cases'])} cases)")


ABOUT = (
    "guard28's case set for issue 28 (bench/parts/claims_tuning4.py), {part}: claimed "
    "skills in summaries, highlights and skills lists, inflated titles, and rewordings "
    "that must raise nothing, in English and Chinese across 14 professions."
)


def build(kept: bool) -> dict[str, Any]:
    return build_set(PEOPLE, KEPT, ABOUT, kept=kept)


if __name__ == "__main__":
    write_sets((OUT_TUNE, OUT_KEPT), build)
