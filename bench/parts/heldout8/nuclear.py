"""Held-out set 8: nuclear power operations (a licensed reactor operator, a radiation protection
technician, a 核电厂主控室操纵员), with two neighbouring-role distractor resumes and a near
miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("nuclear")

part.posting(
    "reactor-operator",
    "en",
    posting_text(
        "en",
        0,
        "Licensed Reactor Operator (RO) - Pressurized Water Reactor",
        "Cedar Bluff Generating Station is a two-unit PWR site in South Carolina producing "
        "2,300 MW, with a visitor education center and a lakeside recreation area.",
        [
            "Operate reactor, turbine and balance-of-plant systems from the main control room",
            "Perform surveillance tests per Technical Specifications",
            "Respond to transients and use emergency operating procedures (EOPs)",
            "Take part in simulator training and requalification",
            "Conduct shift turnovers and keep narrative logs",
        ],
        [
            "Active NRC Reactor Operator license, or completion of a license class at a PWR",
            "Knowledge of reactor theory, thermodynamics and plant chemistry",
            "Human performance tools: three-way communication, peer checks, STAR",
            "Able to obtain unescorted access (background check and fitness for duty)",
        ],
        [
            "Senior Reactor Operator (SRO) license",
            "Navy nuclear propulsion background",
            "Westinghouse 4-loop experience",
        ],
        ["Shift premium", "Pension and 401(k)", "Relocation assistance"],
        [
            "Base pay $98,000 - $125,000 plus overtime.",
            "Cedar Bluff is an equal opportunity employer. Security officer duties and "
            "switchyard line work are not part of this role.",
        ],
    ),
    resume(
        "Ezekiel Abernethy-Sato",
        "Reactor Operator",
        "ezekiel.abernethysato.ro@example.com",
        ("Rock Hill", "US"),
        "NRC-licensed RO on a two-unit pressurized water reactor plant.",
        [
            (
                "Catawba Nuclear Station",
                "Licensed Reactor Operator",
                "2020-09",
                "",
                [
                    "Operated reactor, turbine and BOP systems at the main control boards",
                    "Performed tech spec surveillances",
                    "Responded to plant transients using EOPs and AOPs",
                    "Simulator training and licensed operator requalification",
                    "Shift turnover briefs and control room narrative logs",
                ],
            ),
            (
                "Catawba Nuclear Station",
                "Non-Licensed Operator",
                "2016-06",
                "2020-08",
                ["Auxiliary building and turbine building rounds"],
            ),
        ],
        [("Clemson University", "Mechanical Engineering", "BS", "2016-05")],
        [
            (
                "Fundamentals",
                [
                    "reactor theory",
                    "thermodynamics",
                    "plant chemistry",
                    "three-way communication",
                    "peer checks",
                    "STAR",
                    "unescorted access",
                ],
            )
        ],
        certificates=[("NRC Reactor Operator License", "U.S. NRC", "2020-08")],
    ),
    present=[
        "reactor",
        "turbine",
        "balance-of-plant",
        "main control room",
        "surveillance tests",
        "Technical Specifications",
        "transients",
        "emergency operating procedures",
        "EOPs",
        "simulator training",
        "requalification",
        "shift turnovers",
        "narrative logs",
        "NRC Reactor Operator license",
        "PWR",
        "reactor theory",
        "thermodynamics",
        "plant chemistry",
        "three-way communication",
        "peer checks",
        "unescorted access",
    ],
    missing=["SRO", "Navy nuclear", "Westinghouse"],
    variants=[
        ("balance-of-plant", "BOP"),
        ("main control room", "main control boards"),
        ("surveillance tests", "surveillances"),
        ("Technical Specifications", "tech spec"),
        ("emergency operating procedures", "EOPs"),
        ("shift turnovers", "Shift turnover"),
        ("PWR", "pressurized water reactor"),
    ],
    junk=[
        "visitor education center",
        "recreation area",
        "Relocation assistance",
        "switchyard line work",
    ],
    aliases={"PWR": ["pressurized water reactor"], "balance-of-plant": ["BOP"]},
    edits={
        "claim": ("skills", 0, "Senior Reactor Operator (SRO) license"),
        "title": ("work[0].position", "Shift Manager"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Performed surveillance tests per Technical Specifications",
            )
        ],
        "reword2": [("set", "work[0].position", "Reactor Operator (RO)")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "radiation-protection-technician",
    "en",
    posting_text(
        "en",
        3,
        "Radiation Protection Technician - Outage Support",
        "Atlas Outage Services staffs refueling outages at nuclear plants across the US and "
        "offers per diem, travel pay and a referral bonus program.",
        [
            "Perform radiation, contamination and airborne surveys",
            "Write and brief radiation work permits (RWPs)",
            "Provide job coverage with remote monitoring and electronic dosimetry",
            "Control high radiation areas and set up boundaries and postings",
            "Count smears on a gas-flow proportional counter",
        ],
        "Candidates must be ANSI/ANS 3.1 qualified as a senior RP technician (three years of "
        "RP experience) with knowledge of 10 CFR 20 and ALARA. NRRPT registration is a plus, "
        "and steam generator outage experience or dry cask storage support is welcome. "
        "Respirator fit testing is needed.",
        ["NRRPT", "steam generator", "dry cask"],
        ["Per diem", "Travel pay", "Referral bonus"],
        [
            "Pay: $38 - $48 per hour, 72-hour weeks during outages.",
            "Atlas Outage Services is an equal opportunity employer. Welding and crane "
            "rigging are done by other crafts.",
        ],
    ),
    resume(
        "Delphine Kasprzak",
        "Senior Health Physics Technician",
        "delphine.kasprzak.hp@example.com",
        ("Knoxville", "US"),
        "Senior HP tech, seven years of outage and station RP work.",
        [
            (
                "Bartlett Nuclear",
                "Senior RP Technician",
                "2019-02",
                "",
                [
                    "Dose rate, contamination and air sampling surveys",
                    "Prepared and briefed RWPs for refuel floor work",
                    "Remote job coverage with teledosimetry and EPDs",
                    "Posted and controlled HRAs and locked high rad areas",
                    "Counted smears on a Tennelec proportional counter",
                ],
            )
        ],
        [("Roane State Community College", "Radiation Protection Technology", "AAS", "2018-05")],
        [("RP", ["ANSI/ANS 3.1", "10 CFR 20", "ALARA", "respirator fit testing"])],
    ),
    present=[
        "radiation",
        "contamination",
        "airborne surveys",
        "radiation work permits",
        "RWPs",
        "remote monitoring",
        "electronic dosimetry",
        "high radiation areas",
        "proportional counter",
        "ANSI/ANS 3.1",
        "10 CFR 20",
        "ALARA",
        "Respirator fit testing",
    ],
    missing=["NRRPT", "steam generator", "dry cask"],
    variants=[
        ("airborne surveys", "air sampling surveys"),
        ("radiation work permits", "RWPs"),
        ("remote monitoring", "Remote job coverage"),
        ("electronic dosimetry", "EPDs"),
        ("high radiation areas", "HRAs"),
    ],
    junk=["Per diem", "Travel pay", "Referral bonus", "crane rigging"],
    aliases={"radiation work permits": ["RWP"], "high radiation areas": ["HRA"]},
    edits={
        "claim": ("extend", 1, " and steam generator jobs"),
        "title": ("basics.label", "Radiation Protection Manager"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "Posted and controlled high radiation areas and locked high rad areas",
            )
        ],
        "reword2": [("set", "work[0].position", "Senior Radiation Protection Technician")],
    },
)

part.posting(
    "control-room-operator-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "核电厂主控室操纵员",
        "公司为国内大型核电运营企业，运营6台百万千瓦级压水堆机组，基地配套员工公寓、游泳馆和子弟学校。",
        [
            "在主控室监视和操作反应堆、汽轮机及辅助系统",
            "按照技术规格书执行定期试验",
            "执行事故规程（EOP）处理异常和事故工况",
            "参加全范围模拟机培训及复训",
            "做好交接班及运行日志记录",
        ],
        [
            "核工程与核技术、热能与动力工程等相关专业本科及以上学历",
            "持有国家核安全局颁发的操纵员执照",
            "熟悉压水堆核电厂系统及运行规程",
            "具备良好的人因工具使用习惯（三段式沟通、监护操作）",
        ],
        ["持有高级操纵员执照", "有机组大修经验", "英语CET-6"],
        ["六险二金", "倒班津贴", "员工公寓"],
        ["薪资：25-40万/年", "本岗位不要求核电厂保卫经验，无需外语口译能力。"],
    ),
    resume(
        "阚思远",
        "反应堆操纵员",
        "kansiyuan.npp@example.com",
        ("宁德", "CN"),
        "核工程与核技术专业，持照操纵员，六年压水堆机组运行经验。",
        [
            (
                "福建某核电有限公司",
                "主控室操纵员（RO）",
                "2021-06",
                "",
                [
                    "主控室监盘，操作反应堆、汽机及辅助系统",
                    "执行技规要求的定期试验",
                    "按EOP事故规程处理异常和事故工况",
                    "全范围模拟机培训及复训",
                    "交班接班、运行日志记录",
                ],
            ),
            ("福建某核电有限公司", "现场巡检员", "2018-07", "2021-05", ["核岛、常规岛巡检"]),
        ],
        [("哈尔滨工程大学", "核工程与核技术", "本科", "2018-06")],
        [("技能", ["压水堆核电厂系统", "运行规程", "三段式沟通", "监护操作"])],
        certificates=[("操纵员执照", "国家核安全局", "2021-05")],
    ),
    present=[
        "主控室",
        "反应堆",
        "汽轮机",
        "辅助系统",
        "技术规格书",
        "定期试验",
        "事故规程",
        "EOP",
        "模拟机培训",
        "复训",
        "交接班",
        "运行日志",
        "核工程与核技术",
        "操纵员执照",
        "压水堆",
        "运行规程",
        "三段式沟通",
        "监护操作",
    ],
    missing=["高级操纵员执照", "大修", "CET-6"],
    variants=[("汽轮机", "汽机"), ("技术规格书", "技规"), ("交接班", "交班接班")],
    junk=["游泳馆", "子弟学校", "倒班津贴", "保卫经验", "口译"],
    aliases={"汽轮机": ["汽机"], "事故规程": ["EOP"]},
    edits={
        "claim": ("highlight", "参与机组大修期间的运行配合"),
        "title": ("work[0].position", "值长"),
        "reword": [("set", f"{H}[0]", "主控室监视，操作反应堆、汽轮机及辅助系统")],
        "reword2": [("set", "basics.label", "主控室操纵员")],
    },
)

part.distractor(
    "power-plant-operator",
    resume(
        "Montgomery Alcott",
        "Combined Cycle Plant Operator",
        "montgomery.alcott.ops@example.com",
        ("Charlotte", "US"),
        "Gas turbine combined cycle plant operator.",
        [
            (
                "Lincoln Combined Cycle",
                "Control Room Operator",
                "2017-08",
                "",
                ["GE 7FA gas turbine operation", "HRSG and steam turbine startups", "DCS"],
            )
        ],
        [("Central Piedmont Community College", "Power Plant Technology", "AAS", "2017-05")],
        [("Operations", ["DCS", "steam turbine", "lockout/tagout"])],
    ),
)
part.distractor(
    "thermal-power-zh",
    resume(
        "秦宏伟",
        "火电集控值班员",
        "qinhongwei.power@example.com",
        ("宁德", "CN"),
        "火电厂集控运行值班员。",
        [
            (
                "宁德某火力发电厂",
                "集控值班员",
                "2018-07",
                "",
                ["锅炉、汽轮机、发电机集控监盘", "机组启停操作", "运行日志"],
            )
        ],
        [("华北电力大学", "热能与动力工程", "本科", "2018-06")],
        [("技能", ["DCS", "汽轮机", "锅炉"])],
    ),
)
part.distractor(
    "near-non-licensed-operator",
    resume(
        "Bridget Okwuosa",
        "Non-Licensed Operator",
        "bridget.okwuosa.nlo@example.com",
        ("Hartsville", "US"),
        "Equipment operator at a PWR plant, preparing for license class.",
        [
            (
                "Robinson Nuclear Plant",
                "Non-Licensed Operator",
                "2021-03",
                "",
                [
                    "Turbine and auxiliary building rounds",
                    "Clearance and tagging",
                    "Peer checks and three-way communication on field evolutions",
                ],
            )
        ],
        [("Florence-Darlington Technical College", "Nuclear Technology", "AAS", "2021-01")],
        [("Operations", ["reactor theory", "unescorted access", "narrative logs"])],
    ),
)
