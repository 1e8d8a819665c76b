"""Held-out set 7: mining (a mine planning engineer, a drill and blast engineer, a 采矿工程师),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("mining")

part.posting(
    "mine-planning-engineer",
    "en",
    posting_text(
        "en",
        0,
        "Senior Mine Planning Engineer - Open Pit Copper (FIFO/Residential)",
        "Kestrel Ridge Copper operates a 40 Mtpa open pit mine in northern Nevada. The camp has "
        "a cinema, a pool and chef-prepared meals; our ESG report is published every June.",
        [
            "Own the life-of-mine (LOM) plan and annual budget schedules",
            "Run pit optimization in Whittle and design pit shells, phases and haul roads",
            "Produce short-term and medium-term mine schedules in Deswik",
            "Reconcile planned vs actual tonnes and grade with geology and survey",
            "Prepare reserve statements to NI 43-101 / S-K 1300 standards",
        ],
        [
            "Bachelor's degree in mining engineering",
            "7+ years of open pit planning experience",
            "Proficiency in Vulcan or Deswik CAD, and Excel",
            "MSHA Part 48 training",
        ],
        [
            "Professional Engineer license or QP status (SME Registered Member)",
            "Experience with fleet management systems (Modular Mining Dispatch)",
            "Knowledge of geotechnical slope design",
        ],
        ["Even-time roster 8/6", "Relocation package", "Annual incentive plan"],
        [
            "Salary: $145,000 - $175,000 plus bonus.",
            "Kestrel Ridge Copper is an equal opportunity employer. Candidates must pass a "
            "pre-employment medical and drug test. Underground experience is not required.",
        ],
    ),
    resume(
        "Callum Ferreira-Oduya",
        "Mine Planner",
        "callum.ferreiraoduya.mining@example.com",
        ("Elko", "US"),
        "Mining engineer with nine years in open-pit gold and copper operations, from "
        "short-range scheduling to life of mine planning.",
        [
            (
                "Nevada Gold Mines",
                "Senior Mine Engineer",
                "2019-02",
                "",
                [
                    "Life of mine plan and budget schedules for a 60 Mtpa operation",
                    "Pit optimisation with Whittle; pit shell, phase and ramp design",
                    "Short and medium range schedules in Deswik.Sched",
                    "Monthly reconciliation of planned vs actual tonnes and grade",
                    "Supported reserve reporting under S-K 1300",
                ],
            ),
            (
                "Robinson Nevada Mining Company",
                "Mine Engineer",
                "2015-06",
                "2019-01",
                ["Drill and blast patterns; Maptek Vulcan design"],
            ),
        ],
        [("University of Nevada, Reno", "Mining Engineering", "BS", "2015-05")],
        [("Software", ["Deswik CAD", "Vulcan", "Microsoft Excel"])],
        certificates=[("MSHA Part 48 New Miner and Annual Refresher", "MSHA", "2024-01")],
    ),
    present=[
        "open pit",
        "life-of-mine",
        "budget",
        "pit optimization",
        "Whittle",
        "pit shells",
        "haul roads",
        "Deswik",
        "reconcile",
        "tonnes and grade",
        "S-K 1300",
        "mining engineering",
        "Vulcan",
        "Excel",
        "MSHA Part 48",
    ],
    missing=["Professional Engineer", "QP", "fleet management", "Modular Mining", "slope design"],
    variants=[
        ("open pit", "open-pit"),
        ("life-of-mine", "Life of mine"),
        ("pit optimization", "Pit optimisation"),
        ("pit shells", "pit shell"),
        ("haul roads", "ramp"),
        ("reconcile", "reconciliation"),
    ],
    junk=["cinema", "pool", "chef-prepared meals", "ESG report", "Underground experience"],
    aliases={
        "life-of-mine": ["LOM", "life of mine"],
        "pit optimization": ["pit optimisation"],
    },
    edits={
        "claim": ("extend", 2, "; Modular Mining Dispatch fleet management integration"),
        "title": ("work[0].position", "General Manager - Mining"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "LOM plan and budget schedules for a 60 Mtpa operation",
            )
        ],
        "reword2": [("set", "basics.label", "Mine Planning Engineer")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "drill-blast-engineer",
    "en",
    posting_text(
        "en",
        2,
        "Drill & Blast Engineer - Underground Gold",
        "Tamarack Underground is a sublevel stoping gold mine in Ontario's Red Lake district. "
        "We fly crews in from Winnipeg and Thunder Bay; the camp has a sauna and a curling rink.",
        "You will design development rounds and production ring blasts for longhole stopes, "
        "using Aegis or similar software, and own explosives management from the magazine to "
        "the face. Expect to analyze fragmentation and overbreak from cavity monitoring system "
        "(CMS) scans, run vibration monitoring near infrastructure, and work with geotech on "
        "ground support. Emulsion loading trials are starting this year.",
        [
            "Degree in mining engineering (P.Eng. or EIT eligible in Ontario)",
            "3+ years underground drill and blast experience",
            "Ontario Common Core (underground) or willingness to complete it",
            "AutoCAD proficiency",
        ],
        [
            "Blaster's licence",
            "Experience with Deswik underground design",
            "Knowledge of paste fill",
        ],
        ["14/14 rotation", "Flights paid from Winnipeg or Thunder Bay", "RRSP matching"],
        [
            "Salary: $110,000 - $135,000 CAD ($80,000 - $98,000 USD) plus site allowance.",
            "Tamarack is an equal opportunity employer. No experience with open pit "
            "operations is needed.",
        ],
    ),
    resume(
        "Ingrid Castellano-Moe",
        "Mining Engineer",
        "ingrid.castellanomoe.dnb@example.com",
        ("Timmins", "CA"),
        "EIT mining engineer with four years of underground drilling and blasting in "
        "longhole stoping gold mines.",
        [
            (
                "Kidd Creek Operations",
                "Drill and Blast Engineer",
                "2021-05",
                "",
                [
                    "Designed development rounds and production rings for longhole stopes in Aegis",
                    "Explosive inventory and magazine management, monthly reconciliations",
                    "Fragmentation and overbreak analysis from CMS scans",
                    "Blast vibration monitoring near the shaft and crusher",
                    "Ground support reviews with geotechnical engineers",
                    "Ran bulk emulsion trials in development headings",
                ],
            ),
            (
                "Porcupine Gold Mines",
                "Junior Mine Engineer",
                "2020-06",
                "2021-04",
                ["Ventilation surveys and AutoCAD as-builts"],
            ),
        ],
        [("Laurentian University", "Mining Engineering", "BEng", "2020-05")],
        [("Skills", ["underground mining", "AutoCAD", "Common Core"])],
        certificates=[("Engineer-in-Training (EIT)", "PEO", "2020-09")],
    ),
    present=[
        "development rounds",
        "drill and blast",
        "longhole stopes",
        "Aegis",
        "explosives",
        "magazine",
        "fragmentation",
        "overbreak",
        "cavity monitoring system",
        "CMS",
        "vibration monitoring",
        "ground support",
        "Emulsion",
        "mining engineering",
        "EIT",
        "Common Core",
        "AutoCAD",
    ],
    missing=["Blaster's licence", "Deswik", "paste fill"],
    variants=[("cavity monitoring system", "CMS scans"), ("explosives", "explosive")],
    junk=["sauna", "curling rink", "RRSP matching", "site allowance", "open pit operations"],
    aliases={"cavity monitoring system": ["CMS"], "EIT": ["Engineer-in-Training"]},
    edits={
        "claim": ("skills", 0, "paste fill design"),
        "title": ("basics.label", "Mine Superintendent"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "Fragmentation and overbreak analysis from cavity monitoring system scans",
            )
        ],
        "reword2": [("set", "work[0].position", "Drill & Blast Engineer")],
    },
)

part.posting(
    "mining-engineer-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "采矿工程师（露天矿）",
        "公司为大型国有矿业集团下属企业，主营铁矿石开采与选矿，矿区配有职工公寓、篮球场和班车。",
        [
            "负责露天矿采剥计划（年、季、月计划）编制与执行",
            "负责穿孔爆破设计及爆破参数优化",
            "负责采场验收测量数据整理与储量动态管理",
            "参与边坡稳定性监测与安全生产管理",
            "参与矿山数字化建设，使用3DMine进行三维建模",
        ],
        [
            "采矿工程专业本科及以上学历，中级工程师职称",
            "三年以上露天矿生产技术工作经验",
            "熟练使用AutoCAD、3DMine或Dimine软件",
            "熟悉《金属非金属矿山安全规程》",
        ],
        ["持有注册安全工程师证书优先", "有爆破工程技术人员证优先", "有智能矿山项目经验优先"],
        ["六险二金", "矿区津贴", "探亲假"],
        ["薪资：15-22万元/年", "公司遵守《劳动法》；不要求井下工作经验。"],
    ),
    resume(
        "聂振华",
        "采矿技术员",
        "niezhenhua.mine@example.com",
        ("鞍山", "CN"),
        "采矿工程本科，中级职称，六年露天铁矿生产技术经验。",
        [
            (
                "鞍山某露天铁矿",
                "采矿工程师",
                "2019-07",
                "",
                [
                    "编制年度、季度、月度采剥进度计划并跟踪执行",
                    "中深孔爆破设计，调整孔网参数降低大块率",
                    "采场验收测量与储量动态管理",
                    "边坡位移监测及安全生产标准化",
                    "用3DMine建立矿体和采场三维模型",
                ],
            ),
            (
                "鞍山某矿业设计院",
                "助理工程师",
                "2017-07",
                "2019-06",
                ["矿山开采设计图纸绘制"],
            ),
        ],
        [("东北大学", "采矿工程", "本科", "2017-06")],
        [("技能", ["CAD", "3DMine", "金属非金属矿山安全规程"])],
        certificates=[("采矿工程师（中级）", "辽宁省人力资源和社会保障厅", "2022-12")],
    ),
    present=[
        "露天矿",
        "采剥计划",
        "爆破设计",
        "爆破参数",
        "验收测量",
        "储量动态管理",
        "边坡",
        "安全生产",
        "3DMine",
        "采矿工程",
        "中级",
        "AutoCAD",
        "金属非金属矿山安全规程",
    ],
    missing=["注册安全工程师", "爆破工程技术人员", "智能矿山", "Dimine"],
    variants=[
        ("露天矿", "露天铁矿"),
        ("采剥计划", "采剥进度计划"),
        ("AutoCAD", "CAD"),
        ("爆破参数", "孔网参数"),
    ],
    junk=["职工公寓", "篮球场", "班车", "矿区津贴", "井下工作经验"],
    aliases={"AutoCAD": ["CAD"]},
    edits={
        "claim": ("highlight", "持爆破工程技术人员证，负责爆破安全评估"),
        "title": ("work[0].position", "矿长"),
        "reword": [("set", f"{H}[1]", "中深孔爆破设计，优化爆破参数，降低大块率")],
        "reword2": [("set", "basics.label", "露天矿采矿技术员")],
    },
)

part.distractor(
    "exploration-geologist",
    resume(
        "Petra Wakeling",
        "Exploration Geologist",
        "petra.wakeling.geo@example.com",
        ("Reno", "US"),
        "Geologist logging core and building resource models for gold projects.",
        [
            (
                "Great Basin Exploration",
                "Project Geologist",
                "2018-05",
                "",
                ["Core logging and sampling", "Leapfrog Geo models", "Drill program management"],
            )
        ],
        [("University of Nevada, Reno", "Geology", "BS", "2018-05")],
        [("Geology", ["Leapfrog", "core logging", "QA/QC"])],
    ),
)
part.distractor(
    "mineral-processing-zh",
    resume(
        "褚建勋",
        "选矿工程师",
        "chujianxun.mp@example.com",
        ("包头", "CN"),
        "选矿工艺工程师，负责磨矿浮选流程优化。",
        [
            (
                "包头某选矿厂",
                "选矿工程师",
                "2018-07",
                "",
                ["磨矿分级与浮选工艺调整", "精矿品位和回收率指标管理", "选矿试验"],
            )
        ],
        [("中南大学", "矿物加工工程", "本科", "2018-06")],
        [("技能", ["浮选", "磨矿", "选矿试验"])],
    ),
)
part.distractor(
    "near-mine-surveyor",
    resume(
        "Declan Obiora",
        "Mine Technician",
        "declan.obiora.mt@example.com",
        ("Winnemucca", "US"),
        "Mine technician in an open pit gold mine supporting planning and survey.",
        [
            (
                "Marigold Mine",
                "Mine Technician",
                "2021-03",
                "",
                [
                    "Open pit end-of-month survey pickups and tonnes and grade reconciliation",
                    "Haul roads and bench as-builts in Vulcan",
                    "Excel reports for the planning team",
                ],
            )
        ],
        [("Great Basin College", "Surveying Technology", "AAS", "2021-01")],
        [("Skills", ["Vulcan", "Excel", "MSHA Part 48"])],
    ),
)
