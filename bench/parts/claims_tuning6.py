# ruff: noqa: E501
"""A sixth case set for `bench/claims.py`, written by guard28c for issue 28 before any change to
the guard (after claims set 4 was measured and became seen): writes `claims_tuning6.json` (half
of the people, for tuning) and `claims_kept6.json` (the other half, kept out of the tuning and
measured only before and at the end).

    .venv/bin/python bench/parts/claims_tuning6.py

Professions and wording not in claims set 4 (respiratory care, tax, underwriting, real estate,
events, HVAC, quality, UX research, data engineering, clinical research, SEO, payroll; Chinese
audit, pharmacy retail, hotel front office, translation, exhibitions, property management,
procurement, new media, HVAC, data engineering). Each person: a claimed skill, an inflated
title, and rewordings that must raise nothing: an abbreviation spelled out or a phrase
shortened to the abbreviation the earlier version uses anywhere (not only in the same entry), a
product under its new or Chinese name, a Chinese term in its full or usual short form, a
summary naming skills listed elsewhere, a title at the same level ("Sr." / "Senior", 高级 /
资深, word order).
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

OUT_TUNE = HERE / "claims_tuning6.json"
OUT_KEPT = HERE / "claims_kept6.json"


def person(pid, language, profession, label, summary, employer, lines, skills, cases):  # type: ignore[no-untyped-def]
    return {
        "id": pid,
        "language": language,
        "profession": profession,
        "label": label,
        "summary": summary,
        "work": [(employer, label, lines)],
        "skills": skills,
        "cases": cases,
    }


PEOPLE: list[dict[str, Any]] = [
    person(
        "rt-en",
        "en",
        "respiratory care",
        "Respiratory Therapist",
        "Registered respiratory therapist with six years in adult critical care.",
        "Lakeside Medical Center",
        [
            "Managed mechanical ventilation and weaning for 12 ICU beds",
            "Performed arterial blood gas sampling and analysis",
            "Set up noninvasive positive pressure ventilation for COPD patients",
        ],
        ["ventilator management", "ABG analysis", "NIPPV", "BLS"],
        [
            (
                R,
                [(H, 0, 2, "Set up NIPPV for patients with chronic obstructive pulmonary disease")],
                None,
            ),
            (R, [(H, 0, 1, "Performed ABG sampling and analysis")], None),
            (R, [(K, 2, "noninvasive positive pressure ventilation")], None),
            (R, [(L, "Registered Respiratory Therapist (RRT)")], None),
            (
                C,
                [
                    (
                        H,
                        0,
                        0,
                        "Managed mechanical ventilation, ECMO circuits and weaning for 12 ICU beds",
                    )
                ],
                "work[0].highlights[0]",
            ),
            (T, [(L, "Pulmonologist")], "basics.label"),
        ],
    ),
    person(
        "tax-en",
        "en",
        "tax accounting",
        "Senior Tax Accountant",
        "Senior tax accountant preparing corporate returns for mid-size companies.",
        "Reyes & Moss CPAs",
        [
            "Prepared federal and state corporate income tax returns for 40 clients",
            "Computed ASC 740 provisions and deferred tax balances each quarter",
            "Answered IRS notices and drafted responses",
        ],
        ["corporate tax", "ASC 740", "CCH Axcess", "Excel"],
        [
            (
                R,
                [(H, 0, 2, "Answered Internal Revenue Service notices and drafted responses")],
                None,
            ),
            (
                R,
                [
                    (
                        H,
                        0,
                        1,
                        "Computed income tax provisions under ASC 740 and deferred tax balances each quarter",
                    )
                ],
                None,
            ),
            (R, [(L, "Sr. Tax Accountant")], None),
            (
                R,
                [
                    (
                        S,
                        "Senior tax accountant skilled in corporate tax, ASC 740 and CCH Axcess, preparing returns for mid-size companies.",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "transfer pricing")], "skills[0].keywords[3]"),
            (T, [(L, "Tax Director")], "basics.label"),
        ],
    ),
    person(
        "uw-en",
        "en",
        "insurance",
        "Commercial Lines Underwriter",
        "Underwriter for small commercial property and casualty accounts.",
        "Granite Mutual",
        [
            "Underwrote BOP and general liability submissions from 60 agencies",
            "Ordered loss control inspections and reviewed loss runs",
            "Priced accounts in Guidewire PolicyCenter",
        ],
        ["commercial underwriting", "Guidewire", "risk assessment"],
        [
            (
                R,
                [
                    (
                        H,
                        0,
                        0,
                        "Underwrote business owners policy and GL submissions from 60 agencies",
                    )
                ],
                None,
            ),
            (R, [(H, 0, 2, "Priced accounts in PolicyCenter")], None),
            (R, [(L, "Underwriter, Commercial Lines")], None),
            (
                C,
                [
                    (
                        H,
                        0,
                        1,
                        "Ordered loss control inspections, reviewed loss runs and built catastrophe models in RMS",
                    )
                ],
                "work[0].highlights[1]",
            ),
            (T, [(P, 0, "Underwriting Manager")], "work[0].position"),
        ],
    ),
    person(
        "re-en",
        "en",
        "real estate",
        "Real Estate Agent",
        "Licensed real estate agent for residential buyers and sellers in the suburbs.",
        "Hearth Realty",
        [
            "Closed 38 residential transactions worth $14.5 million",
            "Prepared comparative market analyses for listing appointments",
            "Listed homes on the MLS with professional photography",
        ],
        ["residential sales", "CMA", "MLS", "negotiation"],
        [
            (R, [(H, 0, 0, "Closed 38 residential transactions worth $14,500,000")], None),
            (R, [(K, 1, "comparative market analysis")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        2,
                        "Listed homes on the Multiple Listing Service with professional photography",
                    )
                ],
                None,
            ),
            (R, [(L, "Realtor")], None),
            (C, [(K, 3, "property management")], "skills[0].keywords[3]"),
            (T, [(L, "Managing Broker")], "basics.label"),
        ],
    ),
    person(
        "event-en",
        "en",
        "events",
        "Event Coordinator",
        "Event coordinator for corporate conferences and incentive trips.",
        "Northlight Events",
        [
            "Coordinated 25 conferences of up to 800 attendees",
            "Managed registration in Cvent and badge printing",
            "Negotiated hotel room blocks and food and beverage minimums",
        ],
        ["event planning", "Cvent", "vendor management", "budgeting"],
        [
            (R, [(H, 0, 2, "Negotiated hotel room blocks and F&B minimums")], None),
            (
                R,
                [
                    (
                        S,
                        "Event coordinator with Cvent and vendor management skills, for corporate conferences and incentive trips.",
                    )
                ],
                None,
            ),
            (R, [(P, 0, "Corporate Events Coordinator")], None),
            (
                C,
                [
                    (
                        H,
                        0,
                        1,
                        "Managed registration in Cvent, badge printing and the event app in Bizzabo",
                    )
                ],
                "work[0].highlights[1]",
            ),
            (T, [(P, 0, "Director of Events")], "work[0].position"),
        ],
    ),
    person(
        "hvac-en",
        "en",
        "HVAC",
        "HVAC Technician",
        "EPA 608 certified HVAC technician for commercial rooftop units.",
        "Polar Air Services",
        [
            "Serviced 200 rooftop units and split systems a year",
            "Diagnosed variable frequency drive faults and replaced compressors",
            "Recovered refrigerant under EPA Section 608",
        ],
        ["HVAC repair", "refrigerant recovery", "VFD troubleshooting"],
        [
            (R, [(H, 0, 0, "Serviced 200 RTUs and split systems a year")], None),
            (R, [(H, 0, 1, "Diagnosed VFD faults and replaced compressors")], None),
            (R, [(L, "Heating, Ventilation and Air Conditioning Technician")], None),
            (C, [(K, 2, "building automation systems")], "skills[0].keywords[2]"),
            (T, [(L, "HVAC Service Manager")], "basics.label"),
        ],
    ),
    person(
        "qe-en",
        "en",
        "quality engineering",
        "Quality Engineer",
        "Quality engineer in automotive stamping with customer quality duties.",
        "Tandem Metal Forming",
        [
            "Led 8D investigations for customer complaints",
            "Ran measurement system analysis and gauge R&R studies",
            "Built control plans and process FMEAs for new parts",
        ],
        ["8D", "MSA", "PFMEA", "SPC"],
        [
            (R, [(H, 0, 1, "Ran MSA and gauge R&R studies")], None),
            (R, [(K, 3, "statistical process control")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        2,
                        "Built control plans and process failure mode and effects analyses for new parts",
                    )
                ],
                None,
            ),
            (R, [(P, 0, "Quality Engineer, Stamping")], None),
            (C, [(K, 1, "PPAP")], "skills[0].keywords[1]"),
            (T, [(P, 0, "Quality Manager")], "work[0].position"),
        ],
    ),
    person(
        "uxr-en",
        "en",
        "UX research",
        "UX Researcher",
        "UX researcher for a fintech mobile app, mixed methods.",
        "Coinfield",
        [
            "Ran 60 moderated usability tests a year",
            "Wrote surveys in Qualtrics and analysed them in R",
            "Built journey maps with the design team",
        ],
        ["usability testing", "Qualtrics", "survey design", "journey mapping"],
        [
            (R, [(L, "User Experience Researcher")], None),
            (
                R,
                [
                    (
                        S,
                        "UX researcher for a fintech mobile app; usability testing, survey design and journey mapping.",
                    )
                ],
                None,
            ),
            (R, [(H, 0, 0, "Ran 60 moderated usability studies a year")], None),
            (C, [(K, 3, "eye tracking")], "skills[0].keywords[3]"),
            (T, [(L, "Head of Research")], "basics.label"),
        ],
    ),
    person(
        "de-en",
        "en",
        "data engineering",
        "Data Engineer",
        "Data engineer building batch and streaming pipelines on AWS.",
        "Parcelwise",
        [
            "Built ELT pipelines in Airflow and dbt into Snowflake",
            "Streamed order events through Kafka to S3",
            "Cut warehouse spend 22% by clustering large tables",
        ],
        ["Airflow", "dbt", "Snowflake", "Kafka", "Amazon Web Services"],
        [
            (R, [(K, 4, "AWS")], None),
            (R, [(H, 0, 1, "Streamed order events through Apache Kafka to Amazon S3")], None),
            (R, [(P, 0, "Data Engineer II")], None),
            (
                C,
                [(H, 0, 0, "Built ELT pipelines in Airflow and dbt into Snowflake and Databricks")],
                "work[0].highlights[0]",
            ),
            (T, [(P, 0, "Staff Data Engineer")], "work[0].position"),
        ],
    ),
    person(
        "crc-en",
        "en",
        "clinical research",
        "Clinical Research Coordinator",
        "Clinical research coordinator for phase II and III oncology trials.",
        "Mercy Cancer Institute",
        [
            "Screened and consented 120 trial participants",
            "Entered case report form data in Medidata Rave",
            "Reported serious adverse events within 24 hours",
        ],
        ["GCP", "informed consent", "Medidata Rave", "CRF completion"],
        [
            (R, [(H, 0, 2, "Reported SAEs within 24 hours")], None),
            (R, [(K, 0, "Good Clinical Practice")], None),
            (R, [(H, 0, 1, "Entered CRF data in Rave")], None),
            (R, [(L, "Clinical Research Coordinator II")], None),
            (C, [(K, 3, "protocol writing")], "skills[0].keywords[3]"),
            (T, [(L, "Principal Investigator")], "basics.label"),
        ],
    ),
    person(
        "seo-en",
        "en",
        "SEO",
        "SEO Specialist",
        "SEO specialist for an e-commerce site of 40,000 pages.",
        "Trailhead Outfitters",
        [
            "Grew organic traffic 65% in 18 months",
            "Fixed crawl errors found in Google Search Console and Screaming Frog",
            "Wrote title tags and meta descriptions for category pages",
        ],
        ["technical SEO", "Google Search Console", "keyword research", "Google Analytics"],
        [
            (R, [(H, 0, 1, "Fixed crawl errors found in GSC and Screaming Frog")], None),
            (R, [(K, 0, "technical search engine optimization")], None),
            (R, [(K, 3, "GA4")], None),
            (R, [(L, "Search Engine Optimization Specialist")], None),
            (
                C,
                [
                    (
                        H,
                        0,
                        2,
                        "Wrote title tags and meta descriptions and ran Google Ads campaigns for category pages",
                    )
                ],
                "work[0].highlights[2]",
            ),
            (T, [(L, "SEO Manager")], "basics.label"),
        ],
    ),
    person(
        "pay-en",
        "en",
        "payroll",
        "Payroll Specialist",
        "Payroll specialist for a multi-state workforce of 1,500.",
        "Crestline Health",
        [
            "Ran biweekly payroll for 1,500 employees in ADP Workforce Now",
            "Filed quarterly 941 returns and state unemployment reports",
            "Reconciled general ledger payroll accounts",
        ],
        ["ADP", "payroll processing", "GL reconciliation"],
        [
            (R, [(H, 0, 2, "Reconciled GL payroll accounts")], None),
            (R, [(K, 2, "general ledger reconciliation")], None),
            (R, [(H, 0, 0, "Ran bi-weekly payroll for 1.5K employees in ADP Workforce Now")], None),
            (C, [(K, 3, "Workday Payroll")], "skills[0].keywords[3]"),
            (T, [(L, "Payroll Manager")], "basics.label"),
        ],
    ),
    # Chinese
    person(
        "audit-zh",
        "zh",
        "audit",
        "高级审计员",
        "四年会计师事务所审计经验，熟悉上市公司年报审计。",
        "立信会计师事务所",
        [
            "负责3家上市公司年报审计的货币资金和收入循环",
            "执行函证程序并编制审计工作底稿",
            "参与IPO项目的内部控制测试",
        ],
        ["财务审计", "内控测试", "函证", "Excel"],
        [
            (R, [(L, "资深审计员")], None),
            (R, [(H, 0, 2, "参与首次公开发行项目的内部控制测试")], None),
            (R, [(K, 1, "内部控制测试")], None),
            (
                R,
                [
                    (
                        S,
                        "四年会计师事务所审计经验，擅长财务审计、内控测试和函证，熟悉上市公司年报审计。",
                    )
                ],
                None,
            ),
            (C, [(K, 3, "IT审计")], "skills[0].keywords[3]"),
            (T, [(L, "审计经理")], "basics.label"),
        ],
    ),
    person(
        "pharm-zh",
        "zh",
        "retail pharmacy",
        "执业药师",
        "执业药师，五年连锁药店处方审核和用药咨询经验。",
        "老百姓大药房",
        ["每日审核处方200余张", "为慢病顾客提供用药咨询和用药指导", "负责GSP认证迎检和药品陈列"],
        ["处方审核", "用药咨询", "GSP"],
        [
            (R, [(H, 0, 2, "负责药品经营质量管理规范认证迎检和药品陈列")], None),
            (R, [(H, 0, 1, "为慢病患者提供用药咨询和用药指导")], None),
            (R, [(P, 0, "药店执业药师")], None),
            (C, [(K, 2, "静脉药物配置")], "skills[0].keywords[2]"),
            (T, [(P, 0, "药店店长")], "work[0].position"),
        ],
    ),
    person(
        "hotel-zh",
        "zh",
        "hotel front office",
        "前台接待",
        "三年五星级酒店前台经验，熟练使用Opera系统。",
        "上海静安希尔顿酒店",
        [
            "办理入住和退房，日均接待客人150人次",
            "使用Opera PMS处理预订和房态",
            "处理客人投诉，满意度保持在95%以上",
        ],
        ["Opera PMS", "前台接待", "英语口语"],
        [
            (R, [(H, 0, 1, "使用Opera物业管理系统处理预订和房态")], None),
            (R, [(P, 0, "前台接待员")], None),
            (R, [(H, 0, 2, "处理顾客投诉，满意度保持在95%以上")], None),
            (C, [(K, 2, "收益管理")], "skills[0].keywords[2]"),
            (T, [(P, 0, "前厅部经理")], "work[0].position"),
        ],
    ),
    person(
        "trans-zh",
        "zh",
        "translation",
        "英语翻译",
        "英语专业八级，三年法律和技术文件笔译经验。",
        "译国译民翻译公司",
        [
            "完成合同和专利文件笔译80万字",
            "使用Trados管理术语库和翻译记忆库",
            "承担客户会议的交替传译",
        ],
        ["英汉笔译", "Trados", "交替传译", "术语管理"],
        [
            (R, [(H, 0, 1, "使用SDL Trados管理术语库和翻译记忆库")], None),
            (R, [(H, 0, 0, "完成合同和专利文件笔译800,000字")], None),
            (R, [(P, 0, "英文翻译")], None),
            (C, [(K, 2, "同声传译")], "skills[0].keywords[2]"),
            (T, [(P, 0, "翻译部主管")], "work[0].position"),
        ],
    ),
    person(
        "expo-zh",
        "zh",
        "exhibitions",
        "会展策划",
        "五年会展策划经验，负责行业展会的招展和现场执行。",
        "上海国际会展服务有限公司",
        [
            "策划并执行6场行业展会，单场展商300余家",
            "负责招展和展位销售，完成招展目标的120%",
            "协调搭建商完成特装展位搭建",
        ],
        ["展会策划", "招展", "现场执行", "供应商管理"],
        [
            (R, [(S, "五年会展策划经验，擅长展会策划、招展和现场执行，负责行业展会。")], None),
            (R, [(P, 0, "会展策划专员")], None),
            (R, [(H, 0, 1, "负责招展和展位销售，完成招展目标的1.2倍")], None),
            (
                C,
                [(H, 0, 2, "协调搭建商完成特装展位搭建，并负责展会数字化直播")],
                "work[0].highlights[2]",
            ),
            (T, [(L, "会展总监")], "basics.label"),
        ],
    ),
    person(
        "pm-zh",
        "zh",
        "property management",
        "物业管理员",
        "四年住宅小区物业管理经验，持物业管理师证。",
        "万科物业",
        [
            "负责1200户小区的日常客户服务和报修处理",
            "组织消防演练和安全巡查",
            "催缴物业费，收缴率从85%提升到93%",
        ],
        ["物业管理", "客户服务", "消防安全"],
        [
            (R, [(H, 0, 0, "负责1200户小区的日常业主服务和报修处理")], None),
            (R, [(P, 0, "物业管理员（住宅）")], None),
            (R, [(H, 0, 2, "催缴物业费，收缴率从八成五提升到九成三")], None),
            (C, [(K, 2, "设施设备管理")], "skills[0].keywords[2]"),
            (T, [(L, "物业项目经理")], "basics.label"),
        ],
    ),
    person(
        "buyer-zh",
        "zh",
        "procurement",
        "采购专员",
        "三年制造业采购经验，负责电子料的询价、比价和下单。",
        "立讯精密",
        [
            "负责电子元器件询价比价，年采购额3000万元",
            "在SAP MM模块创建采购订单",
            "跟进供应商交期，准时交付率提升到96%",
        ],
        ["询比价", "SAP", "供应商管理", "谈判"],
        [
            (R, [(H, 0, 0, "负责电子元器件RFQ和比价，年采购额3000万元")], None),
            (R, [(H, 0, 1, "在SAP物料管理模块创建PO")], None),
            (R, [(P, 0, "采购员")], None),
            (C, [(K, 3, "招投标管理")], "skills[0].keywords[3]"),
            (T, [(P, 0, "采购经理")], "work[0].position"),
        ],
    ),
    person(
        "newmedia-zh",
        "zh",
        "new media",
        "新媒体运营",
        "三年新媒体运营经验，负责微信公众号和小红书账号。",
        "完美日记",
        [
            "运营微信公众号，粉丝从5万增长到20万",
            "策划小红书种草笔记，单篇最高点赞3万",
            "分析后台数据，优化推文发布时间",
        ],
        ["公众号运营", "小红书运营", "文案写作", "数据分析"],
        [
            (R, [(H, 0, 0, "运营微信公众号，粉丝从5万增长到20万（四倍）")], None),
            (R, [(K, 0, "微信公众号运营")], None),
            (R, [(P, 0, "新媒体运营专员")], None),
            (C, [(K, 3, "抖音直播")], "skills[0].keywords[3]"),
            (T, [(L, "新媒体运营总监")], "basics.label"),
        ],
    ),
    person(
        "hvac-zh",
        "zh",
        "HVAC engineering",
        "暖通工程师",
        "暖通工程师，五年公共建筑空调和通风设计经验。",
        "华东建筑设计研究院",
        [
            "完成8个商业综合体的空调水系统和风系统设计",
            "用鸿业软件做负荷计算",
            "配合施工图审查并出具修改意见回复",
        ],
        ["暖通设计", "负荷计算", "天正暖通", "AutoCAD"],
        [
            (R, [(H, 0, 0, "完成8个商业综合体的空调水系统、风系统设计")], None),
            (R, [(K, 3, "CAD")], None),
            (R, [(P, 0, "暖通设计工程师")], None),
            (C, [(K, 2, "BIM机电深化")], "skills[0].keywords[2]"),
            (T, [(P, 0, "暖通专业负责人兼设计总监")], "work[0].position"),
        ],
    ),
    person(
        "deng-zh",
        "zh",
        "data engineering",
        "数据开发工程师",
        "四年数据仓库开发经验，熟悉Hive和Spark。",
        "美团",
        [
            "基于Hive搭建离线数仓，日处理数据20TB",
            "用Spark SQL开发ETL任务",
            "用Flink开发实时订单指标",
        ],
        ["Hive", "Spark", "Flink", "数据仓库"],
        [
            (R, [(K, 3, "数仓建模")], None),
            (R, [(H, 0, 1, "用Spark SQL开发抽取、转换、加载任务")], None),
            (R, [(L, "大数据开发工程师")], None),
            (C, [(H, 0, 2, "用Flink和ClickHouse开发实时订单指标")], "work[0].highlights[2]"),
            (T, [(L, "数据架构师")], "basics.label"),
        ],
    ),
]

# A second batch for the tuning half, written after the first rules and run once before any
# rule was tuned on it (the kept half is not extended).
PEOPLE += [
    person(
        "ot-en",
        "en",
        "occupational therapy",
        "Occupational Therapist",
        "Licensed occupational therapist in inpatient rehabilitation.",
        "Summit Rehab Hospital",
        [
            "Treated 10 patients a day after stroke and joint replacement",
            "Trained patients in activities of daily living and transfers",
            "Fabricated hand splints and documented in Epic",
        ],
        ["ADL training", "splinting", "Epic", "FIM scoring"],
        [
            (R, [(H, 0, 1, "Trained patients in ADLs and transfers")], None),
            (R, [(K, 0, "activities of daily living training")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        2,
                        "Fabricated hand splints and documented in the electronic health record",
                    )
                ],
                None,
            ),
            (R, [(P, 0, "Occupational Therapist (OTR/L)")], None),
            (
                C,
                [
                    (
                        H,
                        0,
                        0,
                        "Treated 10 patients a day after stroke and joint replacement using LSVT BIG",
                    )
                ],
                "work[0].highlights[0]",
            ),
            (C, [(K, 3, "vestibular rehabilitation")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Rehabilitation Director")], "work[0].position"),
        ],
    ),
    person(
        "loan-en",
        "en",
        "mortgage lending",
        "Mortgage Loan Officer",
        "NMLS-licensed mortgage loan officer for first-time buyers.",
        "Harbor Home Lending",
        [
            "Originated $42 million in conventional and FHA loans",
            "Reviewed debt-to-income ratios and credit reports",
            "Managed the pipeline in Encompass",
        ],
        ["loan origination", "Encompass", "FHA loans", "DTI analysis"],
        [
            (R, [(H, 0, 1, "Reviewed DTI ratios and credit reports")], None),
            (R, [(K, 3, "debt-to-income analysis")], None),
            (R, [(H, 0, 0, "Originated $42M in conventional and FHA loans")], None),
            (R, [(L, "Loan Officer, Mortgage")], None),
            (C, [(K, 2, "VA loans")], "skills[0].keywords[2]"),
            (
                C,
                [(H, 0, 2, "Managed the pipeline in Encompass and underwrote files in DU")],
                "work[0].highlights[2]",
            ),
            (T, [(L, "Branch Manager")], "basics.label"),
        ],
    ),
    person(
        "lib-en",
        "en",
        "libraries",
        "Reference Librarian",
        "Reference librarian at a public library, adult services.",
        "Riverside Public Library",
        [
            "Answered 40 reference questions a day",
            "Catalogued new items in the integrated library system",
            "Ran digital literacy workshops for seniors",
        ],
        ["reference services", "cataloguing", "ILS", "instruction"],
        [
            (R, [(H, 0, 1, "Catalogued new items in the ILS")], None),
            (R, [(K, 2, "integrated library system")], None),
            (R, [(P, 0, "Librarian, Reference Services")], None),
            (C, [(K, 3, "archival processing")], "skills[0].keywords[3]"),
            (T, [(P, 0, "Library Director")], "work[0].position"),
        ],
    ),
    person(
        "teller-zh",
        "zh",
        "banking",
        "银行柜员",
        "三年国有银行柜面经验，办理对公和个人业务。",
        "中国建设银行",
        [
            "日均办理个人存取款、开户业务80笔",
            "办理对公账户开立和变更",
            "向客户推荐理财产品，季度销售额500万元",
        ],
        ["柜面业务", "反洗钱", "理财销售"],
        [
            (R, [(K, 1, "AML")], None),
            (R, [(H, 0, 2, "向客户推荐理财产品，季度销售额5,000,000元")], None),
            (R, [(P, 0, "综合柜员")], None),
            (C, [(K, 2, "信贷审批")], "skills[0].keywords[2]"),
            (C, [(H, 0, 1, "办理对公账户开立和变更，并负责外汇结算")], "work[0].highlights[1]"),
            (T, [(P, 0, "支行行长")], "work[0].position"),
        ],
    ),
    person(
        "esl-zh",
        "zh",
        "teaching",
        "小学英语教师",
        "五年小学英语教学经验，持教师资格证。",
        "杭州市文澜小学",
        ["担任三个班的英语教学，期末平均分年级第一", "用希沃白板制作互动课件", "组织英语戏剧社团"],
        ["英语教学", "希沃白板", "课件制作"],
        [
            (R, [(K, 1, "Seewo白板")], None),
            (R, [(P, 0, "英语教师（小学）")], None),
            (R, [(H, 0, 1, "用Seewo白板制作互动课件")], None),
            (C, [(K, 2, "自然拼读")], "skills[0].keywords[2]"),
            (T, [(P, 0, "英语教研组长")], "work[0].position"),
        ],
    ),
    person(
        "cost-zh",
        "zh",
        "cost engineering",
        "造价工程师",
        "一级造价工程师，五年房建项目全过程造价咨询经验。",
        "中建三局",
        ["用广联达GTJ完成土建算量", "编制招标控制价和工程量清单", "负责竣工结算审核，审减率8%"],
        ["广联达", "工程量清单", "结算审核"],
        [
            (R, [(K, 0, "Glodon")], None),
            (R, [(H, 0, 2, "负责竣工结算审核，审减率百分之八")], None),
            (R, [(L, "一级注册造价工程师")], None),
            (C, [(K, 2, "BIM5D")], "skills[0].keywords[2]"),
            (T, [(L, "造价部经理")], "basics.label"),
        ],
    ),
]


# A third batch for the tuning half (run once before any rule was tuned on it).
PEOPLE += [
    person(
        "fpa-en",
        "en",
        "finance",
        "Sr. Financial Analyst",
        "Senior financial analyst in FP&A for a SaaS company; three-statement modeling.",
        "Brightwave Software",
        [
            "Built the annual operating plan and monthly rolling forecasts",
            "Modeled ARR, churn and CAC payback for the board deck",
            "Automated variance reports with Power Query",
        ],
        ["financial modeling", "forecasting", "Excel", "NetSuite"],
        [
            (R, [(P, 0, "Senior Financial Analyst, FP&A")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        1,
                        "Modeled annual recurring revenue, churn and customer acquisition cost payback for the board deck",
                    )
                ],
                None,
            ),
            (R, [(H, 0, 0, "Built the AOP and monthly rolling forecasts")], None),
            (R, [(K, 0, "financial planning and analysis")], None),
            (C, [(K, 3, "Anaplan")], "skills[0].keywords[3]"),
            (T, [(P, 0, "FP&A Manager")], "work[0].position"),
        ],
    ),
    person(
        "mech-en",
        "en",
        "maintenance",
        "Maintenance Technician",
        "Industrial maintenance technician on packaging lines.",
        "Coastal Bottling",
        [
            "Troubleshot Allen-Bradley PLCs and servo drives",
            "Performed preventive maintenance in the CMMS",
            "Rebuilt gearboxes and conveyors during shutdowns",
        ],
        ["PLC troubleshooting", "preventive maintenance", "CMMS", "hydraulics"],
        [
            (
                R,
                [
                    (
                        H,
                        0,
                        1,
                        "Performed PM work orders in the computerized maintenance management system",
                    )
                ],
                None,
            ),
            (R, [(K, 0, "programmable logic controller troubleshooting")], None),
            (R, [(L, "Industrial Maintenance Technician")], None),
            (
                C,
                [(H, 0, 0, "Troubleshot Allen-Bradley PLCs, servo drives and FANUC robots")],
                "work[0].highlights[0]",
            ),
            (T, [(L, "Maintenance Supervisor")], "basics.label"),
        ],
    ),
    person(
        "soc-en",
        "en",
        "social work",
        "Case Manager",
        "Case manager for adults experiencing homelessness.",
        "Harbor Housing Services",
        [
            "Carried a caseload of 30 clients in permanent supportive housing",
            "Completed VI-SPDAT assessments and housing applications",
            "Connected clients with SNAP, Medicaid and SSI benefits",
        ],
        ["case management", "motivational interviewing", "HMIS"],
        [
            (
                R,
                [
                    (
                        H,
                        0,
                        2,
                        "Connected clients with food stamps, Medicaid and Supplemental Security Income benefits",
                    )
                ],
                None,
            ),
            (R, [(K, 2, "Homeless Management Information System")], None),
            (R, [(P, 0, "Housing Case Manager")], None),
            (C, [(K, 1, "dialectical behavior therapy")], "skills[0].keywords[1]"),
            (T, [(P, 0, "Program Director")], "work[0].position"),
        ],
    ),
    person(
        "fin-zh",
        "zh",
        "finance",
        "高级财务分析师",
        "五年互联网公司财务分析经验，负责预算和经营分析。",
        "携程集团",
        ["编制年度预算和滚动预测", "搭建财务模型，测算新业务投资回报", "每月输出经营分析报告"],
        ["财务建模", "预算管理", "经营分析", "Excel"],
        [
            (R, [(P, 0, "资深财务分析师")], None),
            (R, [(K, 0, "financial modeling")], None),
            (R, [(H, 0, 1, "搭建财务模型，测算新业务ROI")], None),
            (R, [(S, "五年互联网公司财务分析经验，擅长财务建模、预算管理和经营分析。")], None),
            (C, [(K, 3, "SAP BPC")], "skills[0].keywords[3]"),
            (T, [(P, 0, "财务总监")], "work[0].position"),
        ],
    ),
    person(
        "qa-zh",
        "zh",
        "software testing",
        "测试工程师",
        "四年移动端测试经验，熟悉接口测试和自动化测试。",
        "小红书",
        [
            "用Postman和JMeter做接口测试和压测",
            "用Appium编写安卓端UI自动化脚本",
            "在禅道跟踪缺陷，推动版本按期上线",
        ],
        ["接口测试", "自动化测试", "Postman", "JMeter"],
        [
            (R, [(H, 0, 1, "用Appium编写Android端UI自动化脚本")], None),
            (R, [(H, 0, 0, "用Postman和JMeter做API测试和压力测试")], None),
            (R, [(L, "软件测试工程师")], None),
            (C, [(H, 0, 2, "在禅道跟踪缺陷，并用Jenkins搭建持续集成")], "work[0].highlights[2]"),
            (T, [(L, "测试经理")], "basics.label"),
        ],
    ),
    person(
        "nurse-zh",
        "zh",
        "nursing",
        "护士",
        "三年三甲医院心内科护理经验，持护士执业证书。",
        "北京安贞医院",
        ["负责心内科病人的病情观察和护理记录", "执行静脉输液和心电监护", "为出院病人做健康宣教"],
        ["心电监护", "静脉输液", "健康宣教"],
        [
            (R, [(P, 0, "心内科护士")], None),
            (R, [(H, 0, 1, "执行静脉输液、心电监护")], None),
            (R, [(K, 2, "健康教育")], None),
            (C, [(K, 2, "PICC维护")], "skills[0].keywords[2]"),
            (T, [(P, 0, "护士长")], "work[0].position"),
        ],
    ),
]


# A fourth batch for the tuning half (run once before any rule was tuned on it).
PEOPLE += [
    person(
        "hrbp-zh",
        "zh",
        "HR",
        "HRBP",
        "五年互联网公司HRBP经验，负责研发团队的招聘、绩效和员工关系。",
        "字节跳动",
        [
            "支持300人研发团队的招聘，年入职80人",
            "推动OKR落地，组织季度绩效校准",
            "处理员工关系和劳动争议，离职率降低三成",
        ],
        ["招聘", "绩效管理", "员工关系", "OKR"],
        [
            (R, [(P, 0, "人力资源业务伙伴")], None),
            (R, [(H, 0, 1, "推动目标与关键成果落地，组织季度绩效校准")], None),
            (R, [(H, 0, 2, "处理员工关系和劳动争议，离职率降低30%")], None),
            (R, [(K, 0, "人才招聘")], None),
            (C, [(K, 3, "薪酬体系设计")], "skills[0].keywords[3]"),
            (T, [(P, 0, "HRD")], "work[0].position"),
        ],
    ),
    person(
        "seo-zh",
        "zh",
        "marketing",
        "SEO专员",
        "三年B2B网站搜索引擎优化经验。",
        "阿里巴巴国际站",
        [
            "负责200个产品页的关键词布局，自然流量提升45%",
            "用百度统计和Google Analytics分析流量",
            "撰写英文产品文案",
        ],
        ["搜索引擎优化", "关键词研究", "Google Analytics"],
        [
            (R, [(K, 0, "SEO")], None),
            (R, [(H, 0, 1, "用Baidu Tongji和谷歌分析分析流量")], None),
            (R, [(P, 0, "搜索引擎优化专员")], None),
            (C, [(K, 2, "SEM竞价")], "skills[0].keywords[2]"),
            (T, [(P, 0, "SEO经理")], "work[0].position"),
        ],
    ),
    person(
        "acct-zh3",
        "zh",
        "accounting",
        "总账会计",
        "六年制造业总账会计经验，熟悉用友U8和金税系统。",
        "美的集团",
        ["负责月结和总账核对", "编制合并报表", "用用友U8处理凭证和应收应付"],
        ["总账", "合并报表", "用友U8", "税务申报"],
        [
            (R, [(K, 2, "Yonyou U8")], None),
            (R, [(H, 0, 0, "负责月末结账和GL核对")], None),
            (R, [(P, 0, "会计（总账）")], None),
            (C, [(K, 3, "转让定价")], "skills[0].keywords[3]"),
            (T, [(P, 0, "财务经理")], "work[0].position"),
        ],
    ),
    person(
        "sup-zh",
        "zh",
        "supply chain",
        "计划专员",
        "四年快消品供应链计划经验，负责需求预测和S&OP。",
        "宝洁中国",
        [
            "每月组织产销协同会议",
            "用Excel和SAP APO做需求预测，预测准确率提升到85%",
            "跟进安全库存，缺货率降低一半",
        ],
        ["需求预测", "S&OP", "SAP APO", "库存管理"],
        [
            (R, [(H, 0, 0, "每月组织S&OP会议")], None),
            (R, [(H, 0, 2, "跟进安全库存，缺货率降低50%")], None),
            (R, [(K, 1, "产销协同")], None),
            (R, [(L, "供应链计划专员")], None),
            (C, [(K, 2, "SAP IBP")], "skills[0].keywords[2]"),
            (T, [(L, "供应链总监")], "basics.label"),
        ],
    ),
    person(
        "pm-en2",
        "en",
        "project management",
        "Sr. Project Manager",
        "PMP-certified senior project manager for hospital construction programs.",
        "Turner Health Builders",
        [
            "Delivered three hospital wings worth $210 million on schedule",
            "Ran weekly OAC meetings and managed RFIs and submittals in Procore",
            "Controlled change orders against a 3% contingency",
        ],
        ["project management", "Procore", "scheduling", "PMP"],
        [
            (R, [(P, 0, "Senior Project Manager, Healthcare")], None),
            (
                R,
                [
                    (
                        H,
                        0,
                        1,
                        "Ran weekly owner-architect-contractor meetings and managed requests for information and submittals in Procore",
                    )
                ],
                None,
            ),
            (R, [(H, 0, 0, "Delivered three hospital wings worth $210M on schedule")], None),
            (C, [(K, 2, "Primavera P6")], "skills[0].keywords[2]"),
            (T, [(P, 0, "Director of Construction")], "work[0].position"),
        ],
    ),
    person(
        "dental-en",
        "en",
        "dental",
        "Dental Hygienist",
        "Registered dental hygienist in a family practice.",
        "Bright Smiles Dental",
        [
            "Performed scaling and root planing for periodontal patients",
            "Took full-mouth X-rays and intraoral photos",
            "Charted in Dentrix",
        ],
        ["SRP", "radiography", "Dentrix", "patient education"],
        [
            (R, [(K, 0, "scaling and root planing")], None),
            (R, [(H, 0, 1, "Took FMX radiographs and intraoral photos")], None),
            (R, [(L, "Registered Dental Hygienist (RDH)")], None),
            (
                C,
                [
                    (
                        H,
                        0,
                        0,
                        "Performed scaling and root planing and laser bacterial reduction for periodontal patients",
                    )
                ],
                "work[0].highlights[0]",
            ),
            (T, [(L, "Dentist")], "basics.label"),
        ],
    ),
]


# Half of the people (six English, six Chinese) kept out of the tuning.
KEPT = frozenset(
    {
        "tax-en",
        "re-en",
        "hvac-en",
        "uxr-en",
        "crc-en",
        "pay-en",
        "pharm-zh",
        "trans-zh",
        "pm-zh",
        "newmedia-zh",
        "deng-zh",
        "audit-zh",
    }
)

ABOUT = (
    "guard28c's case set for issue 28 (bench/parts/claims_tuning6.py), {part}: claimed "
    "skills, inflated titles and rewordings (abbreviations spelled out or shortened, the other "
    "language, products under another name, Chinese full and short forms, summaries naming "
    "listed skills, titles at the same level), English and Chinese, 22 professions."
)


def build(kept: bool) -> dict[str, Any]:
    return build_set(
        PEOPLE, KEPT, ABOUT, kept=kept, names=("李娜", "Sam Example"), start=(17, "06")
    )


if __name__ == "__main__":
    write_sets((OUT_TUNE, OUT_KEPT), build)
