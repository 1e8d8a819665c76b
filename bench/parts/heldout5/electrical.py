"""Held-out set 5: electrical trades (a commercial journeyman electrician, a solar PV installer
lead, a 配电 electrical engineer), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("electrical")
H = "work[0].highlights"

part.posting(
    "journeyman-electrician",
    "en",
    posting_text(
        "en",
        2,
        "Journeyman Electrician - Commercial Tenant Improvements",
        "Ridgeline Electric has wired offices, labs and schools across the Front Range since "
        "1987. We are an employee-owned company and a proud United Way partner.",
        [
            "Install EMT conduit, MC cable and branch circuits per blueprints",
            "Terminate and label panelboards and lighting controls",
            "Troubleshoot circuits with a multimeter and megohmmeter",
            "Lead one or two apprentices on site",
        ],
        [
            "Colorado journeyman electrician license",
            "4+ years of commercial electrical work",
            "Solid working knowledge of the NEC",
            "Conduit bending (offsets, kicks, saddles)",
            "OSHA 10 card",
            "Reliable transportation and own hand tools",
        ],
        ["Fire alarm experience", "NFPA 70E training", "Low-voltage structured cabling"],
        ["ESOP ownership", "Truck and fuel card for foremen", "Paid apprenticeship classes"],
        [
            "Pay: $34-$42 per hour DOE, plus per diem on travel jobs.",
            "Ridgeline Electric is a drug-free workplace and an Equal Opportunity Employer.",
        ],
    ),
    resume(
        "Luis Ortega",
        "Journeyman Electrician",
        "luis.ortega.electric@example.com",
        ("Aurora", "US"),
        "Licensed journeyman with six years of commercial tenant finish work.",
        [
            (
                "Encore Electric",
                "Journeyman Electrician",
                "2021-04",
                "",
                [
                    "Ran EMT and MC cable for branch circuits in 40+ office build-outs, working "
                    "from blueprints",
                    "Terminated panelboards and programmed lighting controls (nLight)",
                    "Troubleshooting with Fluke multimeter and insulation resistance tester",
                    'Hand bent 3/4" to 2" conduit: offsets, kicks, 3-point saddles',
                    "Mentored two apprentices through their second year",
                ],
            ),
            (
                "IBEW Local 68",
                "Apprentice Electrician",
                "2017-08",
                "2021-03",
                ["Commercial and light industrial apprentice rotations"],
            ),
        ],
        [("Red Rocks Community College", "Electrical Technology", "Certificate", "2019-05")],
        [
            (
                "Trade",
                ["National Electrical Code (NEC 2023)", "conduit bending", "commercial wiring"],
            ),
            ("Tools", ["Fluke multimeter", "megger"]),
        ],
        certificates=[
            (
                "Colorado Journeyman Electrician License",
                "Colorado State Electrical Board",
                "2021-03",
            ),
            ("OSHA 10-Hour Construction", "OSHA", "2018-02"),
        ],
    ),
    present=[
        "EMT conduit",
        "MC cable",
        "branch circuits",
        "blueprints",
        "panelboards",
        "lighting controls",
        "multimeter",
        "megohmmeter",
        "journeyman electrician license",
        "commercial electrical",
        "NEC",
        "Conduit bending",
        "OSHA 10",
        "apprentices",
    ],
    missing=["Fire alarm", "NFPA 70E", "structured cabling"],
    variants=[
        ("megohmmeter", "insulation resistance tester"),
        ("EMT conduit", "EMT"),
        ("commercial electrical", "commercial wiring"),
    ],
    junk=["employee-owned", "United Way", "ESOP", "fuel card", "drug-free workplace"],
    aliases={
        "megohmmeter": ["megger", "insulation resistance tester"],
        "NEC": ["National Electrical Code"],
    },
    edits={
        "claim": ("skills", 0, "NFPA 70E arc flash safety"),
        "title": ("work[0].position", "Master Electrician and Project Superintendent"),
        "reword": [("set", "skills[1].keywords[1]", "megohmmeter")],
        "reword2": [("set", "work[0].position", "Journeyman Electrician (Commercial)")],
    },
)

part.posting(
    "solar-installer",
    "en",
    posting_text(
        "en",
        3,
        "Lead Solar PV Installer",
        "SunCrest Energy installs residential and small-commercial rooftop solar in Arizona. "
        "We were named a Top Workplace three years running and we plant a tree for every "
        "system we install.",
        [
            "Lead a crew of three installing racking, modules and microinverters",
            "Run DC and AC wiring to the main service panel and make the final connections",
            "Set up battery storage systems (Tesla Powerwall, Enphase IQ)",
            "Walk the city inspector through the final inspection",
        ],
        [
            "NABCEP PV Installation Professional or PV Associate",
            "2+ years of residential solar installation",
            "Comfortable working at heights with fall protection",
            "Valid driver's license with a clean record",
        ],
        [
            "Arizona electrician license",
            "Experience with SolarEdge optimizers",
            "Bilingual Spanish",
        ],
        ["Medical, dental, vision", "Quarterly install bonus", "Company phone"],
        [
            "$26 - $33 per hour + install bonus.",
            "SunCrest is an EEO employer; background check and drug screen required.",
        ],
    ),
    resume(
        "Cody Nakamura",
        "Solar Installer",
        "cody.nakamura.pv@example.com",
        ("Mesa", "US"),
        "Rooftop solar installer, 350+ residential systems, NABCEP PV Associate.",
        [
            (
                "Sunrun",
                "Solar Installer II",
                "2022-02",
                "",
                [
                    "Installed racking, PV modules and Enphase microinverters on comp shingle "
                    "and tile roofs",
                    "Pulled DC/AC wiring to the main service panel and landed conductors",
                    "Commissioned Tesla Powerwall battery storage on 40 jobs",
                    "Met city inspectors for sign-off inspections, 97% first-time pass",
                    "Crew lead on weekends, three installers",
                ],
            )
        ],
        [("Mesa Community College", "Renewable Energy", "Certificate", "2021-12")],
        [
            ("Install", ["residential solar", "work at height", "fall protection"]),
            ("Equipment", ["Enphase IQ8", "Tesla Powerwall", "IronRidge racking"]),
        ],
        certificates=[("NABCEP PV Associate", "NABCEP", "2022-06")],
        languages=[("English", "Native")],
    ),
    present=[
        "racking",
        "modules",
        "microinverters",
        "main service panel",
        "battery storage",
        "Tesla Powerwall",
        "final inspection",
        "NABCEP",
        "PV Associate",
        "residential solar",
        "working at heights",
        "fall protection",
    ],
    missing=["Arizona electrician license", "SolarEdge", "Spanish"],
    variants=[
        ("final inspection", "sign-off inspections"),
        ("working at heights", "work at height"),
    ],
    junk=["Top Workplace", "plant a tree", "Company phone", "drug screen"],
    aliases={"NABCEP": ["NABCEP PV Associate"]},
    edits={
        "claim": ("highlight", "Installed SolarEdge optimizers and inverters on commercial roofs"),
        "title": ("basics.label", "Solar Operations Manager"),
        "reword": [
            (
                "set",
                "basics.summary",
                "NABCEP PV Associate; 350+ residential rooftop solar systems installed.",
            )
        ],
        "reword2": [("set", "work[0].position", "PV Installer II")],
    },
)

part.posting(
    "power-distribution-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "电气工程师（配电系统方向）",
        "我们是一家专注于数据中心建设与运维的高新技术企业，在全国拥有30余个数据中心，荣获"
        "“绿色数据中心”称号，总部位于上海张江。",
        [
            "负责10kV及0.4kV配电系统的设计与图纸审核",
            "编制电气施工图并进行短路电流计算与继电保护整定",
            "参与设备选型、招标技术规范书编写",
            "配合现场调试及竣工验收",
        ],
        "电气工程及其自动化相关专业本科以上学历；5年以上配电设计经验；熟练使用AutoCAD和EPLAN；"
        "熟悉GB 50052等供配电设计规范；持有注册电气工程师（供配电）证书者优先。",
        ["有数据中心项目经验", "熟悉ETAP仿真", "持有高压电工进网作业许可证"],
        ["六险一金", "带薪年假15天", "免费班车", "年度旅游"],
        ["薪资范围：20-30K·14薪", "公司为平等机会雇主，欢迎各类人才加入。"],
    ),
    resume(
        "周文博",
        "电气设计工程师",
        "zhouwenbo.ee@example.com",
        ("上海", "CN"),
        "电气工程及其自动化本科，7年工业与民用建筑供配电设计经验。",
        [
            (
                "华东建筑设计研究院",
                "电气设计工程师",
                "2018-07",
                "",
                [
                    "完成10kV/0.4kV供配电工程设计20余项，负责施工图审核",
                    "使用AutoCAD、EPLAN绘制电气施工图，进行短路计算及保护整定",
                    "参与变压器、开关柜等设备选型，编写招标技术规范书",
                    "配合项目现场调试和竣工验收",
                    "数据中心项目：某云计算园区2×20MVA变电站",
                ],
            )
        ],
        [("上海电力大学", "电气工程及其自动化", "本科", "2018-06")],
        [
            ("设计", ["供配电设计", "GB 50052", "短路计算", "继电保护"]),
            ("软件", ["AutoCAD", "EPLAN"]),
        ],
        certificates=[("注册电气工程师（供配电）", "住房和城乡建设部", "2022-10")],
    ),
    present=[
        "配电系统",
        "电气施工图",
        "短路电流计算",
        "继电保护整定",
        "设备选型",
        "招标技术规范书",
        "竣工验收",
        "电气工程及其自动化",
        "AutoCAD",
        "EPLAN",
        "GB 50052",
        "注册电气工程师",
        "数据中心",
    ],
    missing=["ETAP", "高压电工进网作业许可证"],
    variants=[
        ("配电系统", "供配电"),
        ("短路电流计算", "短路计算"),
        ("继电保护整定", "保护整定"),
    ],
    junk=["绿色数据中心", "张江", "免费班车", "年度旅游"],
    aliases={"短路电流计算": ["短路计算"], "继电保护整定": ["保护整定", "继电保护"]},
    edits={
        "claim": ("skills", 1, "ETAP"),
        "title": ("work[0].position", "电气总工程师"),
        "reword": [("set", f"{H}[2]", "参与变压器及开关柜选型，编写招标用技术规范书")],
        "reword2": [("set", "work[0].position", "电气工程师（供配电设计）")],
    },
)

part.distractor(
    "hvac-tech",
    resume(
        "Derek Voss",
        "HVAC Service Technician",
        "derek.voss.hvac@example.com",
        ("Denver", "US"),
        "EPA 608 certified technician for rooftop units and split systems.",
        [
            (
                "Service Experts",
                "HVAC Technician",
                "2019-03",
                "",
                [
                    "Diagnosed RTU faults and replaced compressors",
                    "Brazing and refrigerant recovery",
                ],
            )
        ],
        [("Emily Griffith Technical College", "HVAC", "Certificate", "2019-01")],
        [("HVAC", ["EPA 608", "refrigerant recovery", "brazing", "controls wiring"])],
    ),
)
part.distractor(
    "plc-tech",
    resume(
        "孙立强",
        "自动化工程师",
        "sunliqiang.plc@example.com",
        ("苏州", "CN"),
        "5年PLC编程与产线自动化调试经验。",
        [
            (
                "苏州某精密机械有限公司",
                "自动化工程师",
                "2019-07",
                "",
                ["西门子S7-1200程序编写与调试", "伺服电机选型", "绘制电气原理图"],
            )
        ],
        [("苏州科技大学", "自动化", "本科", "2019-06")],
        [("技能", ["PLC编程", "WinCC", "伺服调试", "电气原理图"])],
    ),
)
