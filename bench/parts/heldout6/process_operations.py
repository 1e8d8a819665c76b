"""Held-out set 6: chemical process operations (a chemical plant operator, a process engineer
in polymers, a 化工工艺工程师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("process_operations")

part.posting(
    "plant-operator",
    "en",
    posting_text(
        "en",
        0,
        "Chemical Plant Operator - Rotating 12-Hour Shifts",
        "Gulfport Olefins operates a 1.2-billion-pound ethylene cracker on the Texas coast. We "
        "host a family day at the ballpark and run a crawfish boil for every safety milestone.",
        [
            "Monitor and control the unit from the DCS (Honeywell Experion) console",
            "Perform outside rounds: log readings, check pumps, compressors and heat exchangers",
            "Execute startups, shutdowns and unit upsets following operating procedures",
            "Prepare equipment for maintenance with lockout/tagout and line breaking permits",
            "Collect process samples and respond to alarms",
        ],
        [
            "High school diploma or GED; an associate degree in process technology is preferred",
            "2+ years as an operator in a refinery or chemical plant",
            "Knowledge of PSM and permit-to-work systems",
            "Able to wear a respirator and climb 150-foot towers",
        ],
        [
            "Emergency response team (HAZMAT technician)",
            "Experience with APC",
            "Board operator qualification",
        ],
        ["Shift differential", "Pension plus 401(k)", "Paid overtime"],
        [
            "Starting rate: $38 - $46 per hour.",
            "Gulfport Olefins is an equal opportunity employer. A TWIC card and a pre-employment "
            "physical are required; forklift experience is not needed.",
        ],
    ),
    resume(
        "Travis Arceneaux",
        "Process Operator",
        "travis.arceneaux.ops@example.com",
        ("Baytown", "US"),
        "Chemical operator with five years on a polyethylene unit, outside and board.",
        [
            (
                "Bayshore Polymers",
                "Chemical Operator II",
                "2020-02",
                "",
                [
                    "Ran the unit from the Distributed Control System (Experion) as relief board "
                    "operator",
                    "Outside rounds: logged readings on pumps, compressors and exchangers",
                    "Startups, shutdowns and upset response per SOPs",
                    "LOTO and line break permits; equipment prep for maintenance crews",
                    "Pulled process samples and answered alarms",
                    "Process Safety Management and permit to work compliance",
                ],
            )
        ],
        [("Lee College", "Process Technology", "AAS", "2019-12")],
        [("Operations", ["refinery", "chemical plant", "respirator"])],
    ),
    present=[
        "DCS",
        "Honeywell Experion",
        "outside rounds",
        "pumps",
        "compressors",
        "heat exchangers",
        "startups",
        "shutdowns",
        "unit upsets",
        "operating procedures",
        "lockout/tagout",
        "line breaking permits",
        "process samples",
        "alarms",
        "process technology",
        "chemical plant",
        "PSM",
        "permit-to-work",
        "respirator",
        "Board operator",
    ],
    missing=["HAZMAT technician", "Emergency response team", "APC"],
    variants=[
        ("DCS", "Distributed Control System"),
        ("Honeywell Experion", "Experion"),
        ("heat exchangers", "exchangers"),
        ("unit upsets", "upset response"),
        ("operating procedures", "SOPs"),
        ("lockout/tagout", "LOTO"),
        ("line breaking permits", "line break permits"),
        ("PSM", "Process Safety Management"),
        ("permit-to-work", "permit to work"),
    ],
    junk=["ballpark", "crawfish boil", "Shift differential", "TWIC", "forklift"],
    aliases={
        "DCS": ["distributed control system"],
        "lockout/tagout": ["LOTO"],
        "PSM": ["process safety management"],
        "operating procedures": ["SOP"],
    },
)

part.posting(
    "polymer-process-engineer",
    "en",
    posting_text(
        "en",
        3,
        "Process Engineer II - Specialty Polymers",
        "Ardent Specialty Materials makes adhesives and coating resins in Louisville. We were "
        "named a Top Workplace in 2025 and our site has walking trails and a community garden.",
        [
            "Own batch reactor processes: yields, cycle times and quality (viscosity, solids)",
            "Write and update P&IDs, PFDs and mass and energy balances",
            "Lead MOC reviews and participate in HAZOP and LOPA studies",
            "Scale up new products from pilot plant to production",
            "Apply statistical process control and DOE to reduce variability",
        ],
        [
            "BS in chemical engineering",
            "3+ years of process engineering in chemicals or polymers",
            "Process simulation experience (Aspen Plus or CHEMCAD)",
            "Working knowledge of PSM",
        ],
        "Extra credit: an EIT or PE license, Six Sigma Black Belt, and experience with "
        "continuous processes or reactive extrusion. You do not need coding experience.",
        ["Annual bonus", "Tuition assistance", "Free on-site parking"],
        [
            "Salary: $92,000 - $112,000.",
            "Ardent Specialty Materials is an equal opportunity employer, including veterans and "
            "individuals with disabilities.",
        ],
    ),
    resume(
        "Hannah Vogel",
        "Process Engineer",
        "hannah.vogel.pe@example.com",
        ("Cincinnati", "US"),
        "Chemical engineer with four years in batch polymer and resin production.",
        [
            (
                "Queen City Resins",
                "Process Engineer",
                "2021-06",
                "",
                [
                    "Owned five batch reactors; raised yield 3% and cut cycle time 12%",
                    "Maintained P&IDs and process flow diagrams; mass and energy balances",
                    "Led management of change reviews; HAZOP and LOPA participant",
                    "Scale-up of two new acrylic resins from the pilot plant",
                    "SPC charts and design of experiments to tighten viscosity and solids",
                    "Aspen Plus models of the solvent recovery column",
                ],
            )
        ],
        [("University of Cincinnati", "Chemical Engineering", "BS", "2021-05")],
        [("Engineering", ["process engineering", "polymers", "PSM", "EIT"])],
    ),
    present=[
        "batch reactor",
        "yields",
        "cycle times",
        "viscosity",
        "solids",
        "P&IDs",
        "PFDs",
        "mass and energy balances",
        "MOC",
        "HAZOP",
        "LOPA",
        "Scale up",
        "pilot plant",
        "statistical process control",
        "DOE",
        "chemical engineering",
        "process engineering",
        "polymers",
        "Aspen Plus",
        "PSM",
        "EIT",
    ],
    missing=["Six Sigma Black Belt", "continuous processes", "reactive extrusion"],
    variants=[
        ("batch reactor", "batch reactors"),
        ("yields", "yield"),
        ("cycle times", "cycle time"),
        ("PFDs", "process flow diagrams"),
        ("MOC", "management of change"),
        ("Scale up", "Scale-up"),
        ("statistical process control", "SPC"),
        ("DOE", "design of experiments"),
    ],
    junk=["Top Workplace", "walking trails", "community garden", "coding"],
    aliases={
        "MOC": ["management of change"],
        "statistical process control": ["SPC"],
        "DOE": ["design of experiments"],
        "PFDs": ["process flow diagram"],
    },
)

part.posting(
    "chemical-process-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "化工工艺工程师（精细化工）",
        "公司是国家级专精特新“小巨人”企业，主营电子化学品，园区内有员工公寓、篮球场和咖啡角。",
        [
            "负责车间生产工艺优化与技术改造，降低单耗、提高收率",
            "编制和修订工艺规程、岗位操作规程（SOP）",
            "参与HAZOP分析与变更管理，落实工艺安全要求",
            "负责新产品从小试、中试到工业化放大",
            "处理生产中的工艺异常，开展原因分析",
        ],
        [
            "化学工程与工艺、应用化学专业本科及以上学历",
            "3年以上精细化工工艺经验",
            "熟练使用Aspen Plus进行流程模拟，能绘制PID图",
            "熟悉DCS操作",
        ],
        [
            "有重氮化、硝化等重点监管危险工艺经验",
            "持有注册化工工程师证书",
            "熟悉精馏、结晶等单元操作",
        ],
        ["六险一金", "免费班车", "年底双薪"],
        ["年薪：15-25万", "公司严格遵守《安全生产法》和《危险化学品安全管理条例》。"],
    ),
    resume(
        "龚浩宇",
        "工艺工程师",
        "gonghaoyu.process@example.com",
        ("南通", "CN"),
        "化工工艺与化学工程硕士，四年精细化工车间工艺经验。",
        [
            (
                "南通某精细化工有限公司",
                "工艺工程师",
                "2021-07",
                "",
                [
                    "工艺优化与技改，单耗下降8%，收率提升4个百分点",
                    "编写工艺规程和岗位SOP",
                    "参加HAZOP分析，执行变更管理流程",
                    "两个新品完成小试、中试及工业化放大",
                    "处理工艺异常并做根本原因分析",
                    "使用Aspen Plus做流程模拟，绘制P&ID",
                    "熟悉DCS操作，精馏、结晶单元操作经验",
                ],
            )
        ],
        [("南京工业大学", "化学工程与技术", "硕士", "2021-06")],
        [("技能", ["精细化工", "工艺改进", "化工安全"])],
    ),
    present=[
        "工艺优化",
        "技术改造",
        "单耗",
        "收率",
        "工艺规程",
        "SOP",
        "HAZOP",
        "变更管理",
        "小试",
        "中试",
        "工业化放大",
        "工艺异常",
        "原因分析",
        "化学工程与工艺",
        "精细化工",
        "Aspen Plus",
        "流程模拟",
        "PID图",
        "DCS",
        "精馏",
        "结晶",
    ],
    missing=["重氮化", "硝化", "危险工艺", "注册化工工程师"],
    variants=[
        ("技术改造", "技改"),
        ("化学工程与工艺", "化学工程与技术"),
        ("PID图", "P&ID"),
    ],
    junk=["员工公寓", "篮球场", "咖啡角", "免费班车", "危险化学品安全管理条例"],
    aliases={"技术改造": ["技改"], "PID图": ["P&ID", "PID"]},
)

part.distractor(
    "lab-technician",
    resume(
        "Darnell Pruitt",
        "QC Lab Technician",
        "darnell.pruitt.lab@example.com",
        ("Louisville", "US"),
        "Quality control lab technician testing resins and coatings.",
        [
            (
                "Bluegrass Coatings",
                "QC Lab Technician",
                "2019-04",
                "",
                [
                    "Viscosity and percent solids testing",
                    "FTIR and GC analysis",
                    "Certificates of analysis",
                ],
            )
        ],
        [("University of Louisville", "Chemistry", "BS", "2019-05")],
        [("Lab", ["FTIR", "gas chromatography", "QC testing"])],
    ),
)
part.distractor(
    "production-supervisor-zh",
    resume(
        "邵建军",
        "生产主管",
        "shaojianjun.prod@example.com",
        ("南通", "CN"),
        "化工厂车间生产主管，负责排班和产量达成。",
        [
            (
                "南通某化工有限公司",
                "车间主任",
                "2015-03",
                "",
                ["车间排班与人员管理", "产量与成本考核", "6S现场管理"],
            )
        ],
        [("常州工程职业技术学院", "应用化工技术", "大专", "2012-06")],
        [("技能", ["生产管理", "6S", "班组建设"])],
    ),
)
part.distractor(
    "near-utilities-operator",
    resume(
        "Beau Thibodeaux",
        "Utilities Operator",
        "beau.thibodeaux.util@example.com",
        ("Port Arthur", "US"),
        "Utilities operator running boilers and cooling water at a refinery.",
        [
            (
                "Sabine Refining",
                "Utilities Operator",
                "2020-10",
                "",
                [
                    "Outside rounds on boilers, pumps, compressors and cooling towers",
                    "Water treatment chemical feeds and boiler water testing",
                    "Lockout/tagout for maintenance",
                    "Monitored utilities on the DCS",
                ],
            )
        ],
        [("Lamar Institute of Technology", "Instrumentation Technology", "AAS", "2020-05")],
        [("Operations", ["refinery", "respirator", "steam systems"])],
    ),
)
