"""Held-out set 5: aviation operations (an aircraft dispatcher, a ramp operations supervisor,
a 飞行签派员), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("aviation")
H = "work[0].highlights"

part.posting(
    "aircraft-dispatcher",
    "en",
    posting_text(
        "en",
        2,
        "Aircraft Dispatcher - Operations Control Center",
        "Cascade Regional Airlines flies 180 daily departures on E175 and Q400 aircraft "
        "across the Pacific Northwest. We were the first regional carrier to offer free "
        "onboard Wi-Fi and a sustainable aviation fuel program.",
        [
            "Plan flights and release them under Part 121 with joint operational control",
            "Build flight plans with fuel planning, weight and balance and alternates",
            "Monitor weather (METARs, TAFs, SIGMETs) and NOTAMs for every flight",
            "Coordinate irregular operations with crew scheduling and maintenance control",
        ],
        [
            "FAA Aircraft Dispatcher certificate",
            "Knowledge of Part 121 operations and MEL/CDL procedures",
            "Flight planning software such as Jeppesen or Lido",
            "Ability to work rotating shifts including holidays",
        ],
        ["ETOPS dispatch experience", "Sabre Flight Explorer", "A college degree in aviation"],
        ["Flight benefits for you and your family", "Shift differential", "Employee parking"],
        [
            "Starting pay $31.50/hr; after year one $36/hr.",
            "Cascade Regional Airlines is an equal opportunity employer. This position is "
            "subject to DOT drug and alcohol testing.",
        ],
    ),
    resume(
        "Erin Caldwell",
        "Aircraft Dispatcher",
        "erin.caldwell.dx@example.com",
        ("Spokane", "US"),
        "Licensed dispatcher; four years in a Part 121 operations control center.",
        [
            (
                "Horizon Air",
                "Flight Dispatcher",
                "2021-06",
                "",
                [
                    "Dispatched 45 flights per shift under joint operational control with the PIC",
                    "Flight plans with fuel planning, W&B and alternate selection in Jeppesen "
                    "JetPlan",
                    "Monitored METARs, TAFs, SIGMETs and NOTAMs across the network",
                    "Worked IROPS with crew scheduling and maintenance control during winter "
                    "de-icing events",
                    "Applied MEL/CDL restrictions to flight releases",
                ],
            )
        ],
        [("Sheffield School of Aeronautics", "Aircraft Dispatch", "Certificate", "2021-02")],
        [
            ("Dispatch", ["Part 121", "flight planning", "fuel planning", "weather analysis"]),
            ("Systems", ["Jeppesen JetPlan", "SkyPlan"]),
        ],
        certificates=[("FAA Aircraft Dispatcher Certificate", "FAA", "2021-03")],
    ),
    present=[
        "Part 121",
        "joint operational control",
        "flight plans",
        "fuel planning",
        "weight and balance",
        "alternates",
        "METARs",
        "TAFs",
        "SIGMETs",
        "NOTAMs",
        "irregular operations",
        "crew scheduling",
        "maintenance control",
        "Aircraft Dispatcher certificate",
        "MEL",
        "Jeppesen",
    ],
    missing=["ETOPS", "Sabre Flight Explorer", "degree in aviation"],
    variants=[
        ("weight and balance", "W&B"),
        ("irregular operations", "IROPS"),
        ("alternates", "alternate selection"),
    ],
    junk=["onboard Wi-Fi", "sustainable aviation fuel", "Flight benefits", "Employee parking"],
    aliases={"weight and balance": ["W&B"], "irregular operations": ["IROPS"]},
    edits={
        "claim": ("extend", 0, ", including ETOPS releases to Hawaii"),
        "title": ("work[0].position", "Director of Operations Control"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "Handled irregular operations with crew scheduling and "
                "maintenance control during winter de-icing events",
            )
        ],
        "reword2": [("set", "work[0].position", "Aircraft Dispatcher")],
    },
)

part.posting(
    "ramp-supervisor",
    "en",
    posting_text(
        "en",
        3,
        "Ramp Operations Supervisor",
        "Skyline Ground Services handles 60,000 turns a year for 14 airlines at three hub "
        "airports, and our break rooms have been rebuilt with a game lounge and nap pods.",
        [
            "Supervise ramp agents during aircraft turns: marshalling, pushback, baggage loading",
            "Run the turn to schedule and report delays with correct IATA delay codes",
            "Enforce foreign object debris walks and ramp safety rules",
            "Complete load sheets and coordinate with load control",
        ],
        "Two years on an airline ramp, one as a lead; tug and belt loader certified; "
        "familiar with dangerous goods acceptance; able to lift 70 lb and work outdoors in all "
        "weather; a clean driving record for the airside driving permit.",
        ["Deicing experience (Type I and IV)", "IATA Airport Handling Manual training"],
        ["Free standby flights", "Paid training", "Uniforms provided"],
        [
            "$24-$28/hour.",
            "Skyline Ground Services is an E-Verify employer; employment requires a 10-year "
            "background check and a SIDA badge.",
        ],
    ),
    resume(
        "Marcus Bell",
        "Lead Ramp Agent",
        "marcus.bell.ramp@example.com",
        ("Charlotte", "US"),
        "Ramp lead with three years turning narrow-body aircraft.",
        [
            (
                "Piedmont Airlines",
                "Lead Ramp Agent",
                "2022-05",
                "",
                [
                    "Led 8 ramp agents per turn: marshalling, pushback and bag loading",
                    "On-time turns and delay reporting with IATA delay codes",
                    "Ran FOD walks before every bank",
                    "Prepared load sheets with load control",
                    "Certified on tug, belt loader and pushback tractor",
                    "Airside driving permit, clean record",
                ],
            )
        ],
        [("Central Piedmont Community College", "Aviation Management", "Certificate", "2022-04")],
        [("Ramp", ["ramp safety", "dangerous goods acceptance", "marshalling", "aircraft turns"])],
    ),
    present=[
        "ramp agents",
        "aircraft turns",
        "marshalling",
        "pushback",
        "baggage loading",
        "IATA delay codes",
        "foreign object debris",
        "ramp safety",
        "load sheets",
        "load control",
        "belt loader",
        "dangerous goods acceptance",
        "airside driving permit",
    ],
    missing=["Deicing", "Airport Handling Manual"],
    variants=[
        ("foreign object debris", "FOD"),
        ("baggage loading", "bag loading"),
    ],
    junk=["game lounge", "nap pods", "standby flights", "SIDA badge"],
    aliases={"foreign object debris": ["FOD"], "baggage loading": ["bag loading"]},
    edits={
        "claim": ("skills", 0, "aircraft deicing"),
        "title": ("basics.label", "Station Manager"),
        "reword": [("set", f"{H}[2]", "Foreign object debris (FOD) walks before every bank")],
        "reword2": [("reorder",)],
    },
)

part.posting(
    "dispatcher-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "飞行签派员（运行控制中心）",
        "公司为国内主要航空公司之一，机队规模超过300架，航线网络覆盖国内外180余个城市，"
        "并拥有自己的飞行学院和航空食品公司。",
        [
            "负责航班的签派放行，与机长共同承担运行控制责任",
            "制作计算机飞行计划，进行燃油政策执行与载重平衡审核",
            "监控航路天气、航行通告，对航班实施飞行跟踪",
            "处置航班延误、备降、返航等不正常航班",
        ],
        [
            "持有民航局颁发的飞行签派员执照",
            "熟悉CCAR-121部运行规章及MEL",
            "英语CET-4以上，能阅读英文航行资料",
            "能适应倒班",
        ],
        ["有宽体机或ETOPS运行经验", "熟悉Lido飞行计划系统"],
        ["机票优惠", "班车接送", "补充医疗保险", "年终奖"],
        ["月薪：15,000-22,000元", "本岗位需通过民航背景调查。"],
    ),
    resume(
        "韩雪",
        "签派员",
        "hanxue.dispatch@example.com",
        ("广州", "CN"),
        "飞行签派专业，持签派员执照，五年签派放行经验。",
        [
            (
                "某航空公司运行控制中心",
                "飞行签派员",
                "2020-07",
                "",
                [
                    "每班次签派放行航班40余班，与机长共同负责运行控制",
                    "制作计算机飞行计划，执行二次放行及油量政策，审核配载平衡",
                    "监控航路天气和NOTAM，实施航班跟踪",
                    "处置延误、备降、返航等不正常航班，年均200余起",
                    "熟悉CCAR-121部及最低设备清单",
                ],
            )
        ],
        [("中国民航大学", "交通运输（签派方向）", "本科", "2020-06")],
        [("专业", ["签派放行", "飞行计划", "气象分析", "不正常航班处置"]), ("语言", ["CET-6"])],
        certificates=[("飞行签派员执照", "中国民用航空局", "2020-12")],
    ),
    present=[
        "签派放行",
        "运行控制",
        "计算机飞行计划",
        "载重平衡",
        "航路天气",
        "航行通告",
        "飞行跟踪",
        "备降",
        "返航",
        "不正常航班",
        "飞行签派员执照",
        "CCAR-121",
        "MEL",
        "CET-4",
    ],
    missing=["ETOPS", "Lido", "宽体机"],
    variants=[
        ("载重平衡", "配载平衡"),
        ("航行通告", "NOTAM"),
        ("飞行跟踪", "航班跟踪"),
        ("MEL", "最低设备清单"),
        ("CET-4", "CET-6"),
    ],
    junk=["飞行学院", "航空食品公司", "机票优惠", "班车接送"],
    aliases={"航行通告": ["NOTAM"], "MEL": ["最低设备清单"], "载重平衡": ["配载平衡"]},
    edits={
        "claim": ("skills", 0, "Lido飞行计划系统"),
        "title": ("work[0].position", "运行控制中心总经理"),
        "reword": [("set", f"{H}[2]", "监控航路天气与航行通告（NOTAM），实施航班跟踪")],
        "reword2": [("set", "work[0].position", "签派员（运行控制中心）")],
    },
)

part.distractor(
    "flight-attendant",
    resume(
        "Sofia Reyes",
        "Flight Attendant",
        "sofia.reyes.fa@example.com",
        ("Dallas", "US"),
        "Flight attendant, FAA certificate of demonstrated proficiency, bilingual.",
        [
            (
                "Envoy Air",
                "Flight Attendant",
                "2019-04",
                "",
                ["Safety demonstrations and cabin checks", "Handled in-flight medical events"],
            )
        ],
        [("University of North Texas", "Communication", "BA", "2018-12")],
        [("Cabin", ["passenger safety", "emergency procedures", "customer service"])],
        languages=[("Spanish", "Native")],
    ),
)
part.distractor(
    "amt-zh",
    resume(
        "高志远",
        "飞机维修工程师",
        "gaoyuan.amt@example.com",
        ("天津", "CN"),
        "持CCAR-66部执照，A320系列航线维修。",
        [
            (
                "某飞机维修工程有限公司",
                "航线维修工程师",
                "2018-07",
                "",
                ["A320航前、航后及短停检查", "故障排除与保留", "工卡填写"],
            )
        ],
        [("中国民航大学", "飞行器动力工程", "本科", "2018-06")],
        [("技能", ["航线维修", "A320", "故障隔离", "CCAR-66部执照"])],
    ),
)
