"""Held-out set 7: renewable energy (a wind turbine technician, a solar PV design engineer, a
光伏电站运维工程师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("renewable_energy")

part.posting(
    "wind-turbine-technician",
    "en",
    posting_text(
        "en",
        1,
        "Wind Turbine Technician II (Travel 60%)",
        "Prairie Gale Services maintains 4 GW of onshore wind across Iowa, Kansas and Texas. "
        "Every tech gets a company truck, a tablet and a climbing kit; our safety record is "
        "shown on a big screen in each shop.",
        [
            "Perform scheduled and unscheduled maintenance on GE 2.x and Vestas V110 turbines",
            "Troubleshoot electrical, hydraulic and mechanical faults using the SCADA system and "
            "schematics",
            "Torque and tension bolts; replace pitch and yaw components",
            "Follow LOTO and arc flash procedures (NFPA 70E)",
            "Perform tower rescue drills and climb up to 100 m daily",
        ],
        [
            "GWO Basic Safety Training (Working at Heights, First Aid, Manual Handling, Fire "
            "Awareness)",
            "Associate degree in wind energy technology or 2 years of turbine experience",
            "Valid driver's license",
        ],
        [
            "GWO Basic Technical Training (BTT)",
            "Blade repair experience (composite, leading edge)",
            "Siemens Gamesa experience",
        ],
        ["Per diem while travelling", "Climbing bonus", "401(k) with 5% match"],
        [
            "Pay: $29 - $37 per hour plus per diem.",
            "Prairie Gale Services is an equal opportunity employer. Candidates must pass a "
            "climb assessment and drug screen. A CDL is not required.",
        ],
    ),
    resume(
        "Travis Nakamura-Holt",
        "Wind Tech",
        "travis.nakamuraholt.wind@example.com",
        ("Sioux City", "US"),
        "Wind technician, three years on GE and Vestas fleets; comfortable at height every day.",
        [
            (
                "NextEra Energy Resources",
                "Wind Technician",
                "2022-03",
                "",
                [
                    "Semi-annual services and corrective maintenance on GE 2.x and Vestas V110",
                    "Electrical, hydraulic and mechanical troubleshooting with SCADA and "
                    "wiring diagrams",
                    "Bolt torquing and tensioning; pitch bearing and yaw drive swaps",
                    "Lockout/tagout and arc flash PPE per 70E",
                    "Quarterly rescue drills; climbs 80-100 m towers",
                ],
            ),
            (
                "Iowa Lakes Community College",
                "Lab Assistant",
                "2020-09",
                "2022-02",
                ["Nacelle trainer setup and tool crib"],
            ),
        ],
        [("Iowa Lakes Community College", "Wind Energy Technology", "AAS", "2022-02")],
        [("Skills", ["hydraulics", "SCADA", "driver's license"])],
        certificates=[
            (
                "GWO BST: Working at Heights, First Aid, Manual Handling, Fire Awareness",
                "GWO",
                "2022-01",
            ),
        ],
    ),
    present=[
        "maintenance",
        "GE",
        "Vestas",
        "troubleshoot",
        "hydraulic",
        "SCADA",
        "schematics",
        "torque",
        "tension",
        "pitch",
        "yaw",
        "LOTO",
        "arc flash",
        "NFPA 70E",
        "rescue",
        "GWO",
        "Working at Heights",
        "wind energy technology",
        "driver's license",
    ],
    missing=["Basic Technical Training", "BTT", "Blade repair", "Siemens Gamesa"],
    variants=[
        ("troubleshoot", "troubleshooting"),
        ("schematics", "wiring diagrams"),
        ("torque", "torquing"),
        ("tension", "tensioning"),
        ("LOTO", "Lockout/tagout"),
        ("NFPA 70E", "70E"),
    ],
    junk=["company truck", "tablet", "big screen", "Per diem", "CDL"],
    aliases={"LOTO": ["lockout/tagout"], "GWO": ["Global Wind Organisation"]},
    edits={
        "claim": ("skills", 0, "leading edge blade repair"),
        "title": ("work[0].position", "Site Manager"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "LOTO and arc flash PPE per NFPA 70E",
            )
        ],
        "reword2": [("set", "basics.label", "Wind Turbine Technician")],
        "reword3": [("merge", 0)],
    },
)

part.posting(
    "solar-pv-design-engineer",
    "en",
    posting_text(
        "en",
        3,
        "Solar PV Design Engineer - Commercial & Utility",
        "Sunfield Renewables develops and builds solar and storage projects in the Southwest. "
        "We have a dog-friendly office in Tucson and a company garden tended by volunteers.",
        "You will design commercial rooftop, carport and ground-mount PV systems from 500 kW to "
        "50 MW: energy yield models in PVsyst, layouts in AutoCAD, single-line diagrams and "
        "string sizing to NEC 690 and 705, voltage drop and conduit fill calculations, and "
        "interconnection applications with the utility. You will also review racking and "
        "inverter submittals and answer RFIs during construction.",
        [
            "BS in electrical engineering or a related field",
            "3+ years designing PV systems",
            "Proficient in PVsyst, AutoCAD and Helioscope",
            "EIT or PE (electrical) track",
        ],
        [
            "BESS design experience (battery energy storage)",
            "NABCEP PV Design Specialist",
            "ETAP or SKM for short-circuit studies",
        ],
        ["Hybrid schedule", "Solar panels for your home at cost", "Paid parental leave"],
        [
            "Salary range: $95,000 - $125,000.",
            "Sunfield Renewables is an equal opportunity employer; this role is not "
            "eligible for visa sponsorship. Sales or permitting experience is not needed.",
        ],
    ),
    resume(
        "Leilani Okonkwo-Baptiste",
        "PV Engineer",
        "leilani.okonkwobaptiste.pv@example.com",
        ("Phoenix", "US"),
        "Electrical engineer designing photovoltaic systems for C&I rooftops and utility-scale "
        "sites for four years.",
        [
            (
                "Arizona Solar Partners",
                "Solar Design Engineer",
                "2021-06",
                "",
                [
                    "Designed commercial rooftop, carport and ground mount arrays, 300 kW to 40 MW",
                    "Production modeling in PVsyst and Helioscope; layouts in AutoCAD",
                    "Single-line drawings, string sizing and NEC 690/705 compliance",
                    "Voltage drop and conduit fill calcs",
                    "Utility interconnection packages for APS and SRP",
                    "Reviewed racking and inverter submittals; answered contractor RFIs",
                ],
            )
        ],
        [("Arizona State University", "Electrical Engineering", "BSE", "2021-05")],
        [("Tools", ["PVsyst", "AutoCAD", "Helioscope"])],
        certificates=[("Engineer in Training (EIT)", "Arizona BTR", "2021-08")],
    ),
    present=[
        "rooftop",
        "carport",
        "ground-mount",
        "PV systems",
        "energy yield",
        "PVsyst",
        "AutoCAD",
        "single-line diagrams",
        "string sizing",
        "NEC 690",
        "voltage drop",
        "conduit fill",
        "interconnection",
        "racking",
        "inverter",
        "RFIs",
        "electrical engineering",
        "Helioscope",
        "EIT",
    ],
    missing=["BESS", "battery energy storage", "NABCEP", "ETAP", "SKM"],
    variants=[
        ("ground-mount", "ground mount"),
        ("PV systems", "photovoltaic systems"),
        ("energy yield", "Production modeling"),
        ("single-line diagrams", "Single-line drawings"),
    ],
    junk=["dog-friendly office", "company garden", "visa sponsorship", "permitting experience"],
    aliases={
        "PV systems": ["photovoltaic systems", "solar arrays"],
        "single-line diagrams": ["SLD"],
    },
    edits={
        "claim": ("extend", 0, ", paired with BESS (battery energy storage) up to 20 MWh"),
        "title": ("basics.label", "VP of Engineering"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Energy yield modeling in PVsyst and Helioscope; layouts in AutoCAD",
            )
        ],
        "reword2": [("set", "work[0].position", "Solar PV Design Engineer")],
    },
)

part.posting(
    "pv-om-engineer-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "光伏电站运维工程师",
        "公司是新能源发电企业，在西北地区运营集中式光伏电站2GW，场站配有职工宿舍、食堂和活动室。",
        [
            "负责光伏电站日常巡检、设备消缺及定期维护",
            "负责逆变器、箱变、汇流箱等设备的故障处理",
            "使用监控系统（SCADA）监视发电数据，分析发电量及PR值",
            "负责组件清洗、IV曲线测试及红外热成像检测",
            "严格执行“两票三制”，确保安全生产",
        ],
        [
            "电气工程及其自动化、新能源相关专业大专及以上学历",
            "持有电工证（高压/低压）或进网作业许可证",
            "熟悉35kV及以下升压站设备",
            "能适应驻站工作",
        ],
        ["有储能电站运维经验", "有无人机巡检经验", "熟悉风电设备"],
        ["五险一金", "驻站补贴", "轮休（上20休10）"],
        ["薪资：7-11K", "公司依法签订劳动合同；无需编程经验。"],
    ),
    resume(
        "祁文涛",
        "运维技术员",
        "qiwentao.pv@example.com",
        ("银川", "CN"),
        "新能源专业，四年集中式光伏电站运行维护经验。",
        [
            (
                "宁夏某光伏电站",
                "运维专责",
                "2021-07",
                "",
                [
                    "电站日常巡视检查、缺陷处理与定检",
                    "组串式逆变器、箱式变压器、汇流箱故障排查",
                    "通过监控后台查看发电数据，分析发电量和系统效率（PR）",
                    "组件清洗，I-V曲线测试，红外测温",
                    "严格执行工作票、操作票制度",
                ],
            ),
            (
                "宁夏某电力工程公司",
                "电工",
                "2019-07",
                "2021-06",
                ["35kV升压站设备安装调试"],
            ),
        ],
        [("宁夏工商职业技术学院", "新能源应用技术", "大专", "2019-06")],
        [("技能", ["高压电工证", "SCADA", "升压站"])],
    ),
    present=[
        "光伏电站",
        "巡检",
        "消缺",
        "逆变器",
        "箱变",
        "汇流箱",
        "故障处理",
        "SCADA",
        "发电量",
        "PR",
        "组件清洗",
        "IV曲线",
        "红外热成像",
        "两票三制",
        "新能源",
        "电工证",
        "升压站",
    ],
    missing=["储能", "无人机", "风电"],
    variants=[
        ("巡检", "巡视检查"),
        ("消缺", "缺陷处理"),
        ("箱变", "箱式变压器"),
        ("故障处理", "故障排查"),
        ("IV曲线", "I-V曲线"),
        ("红外热成像", "红外测温"),
        ("两票三制", "工作票、操作票"),
    ],
    junk=["职工宿舍", "食堂", "活动室", "驻站补贴", "编程经验"],
    aliases={"箱变": ["箱式变压器"], "IV曲线": ["I-V曲线"], "PR": ["系统效率"]},
    edits={
        "claim": ("summary", "另负责储能电站运维。"),
        "title": ("work[0].position", "场站站长"),
        "reword": [("set", f"{H}[0]", "电站日常巡检、消缺与定期维护")],
        "reword2": [("set", "basics.label", "光伏电站运维技术员")],
        "reword3": [("merge", 3)],
    },
)

part.distractor(
    "utility-lineworker",
    resume(
        "Garrett Blackfeather",
        "Journeyman Lineman",
        "garrett.blackfeather.line@example.com",
        ("Wichita", "US"),
        "Journeyman lineworker building and repairing overhead distribution lines.",
        [
            (
                "Evergy",
                "Journeyman Lineman",
                "2016-04",
                "",
                ["Energized line work to 34.5 kV", "Storm restoration", "Bucket truck operation"],
            )
        ],
        [("Pittsburg State University", "Electric Lineman Program", "Certificate", "2016-03")],
        [("Skills", ["CDL Class A", "rubber gloving", "pole climbing"])],
    ),
)
part.distractor(
    "power-dispatcher-zh",
    resume(
        "韦梓航",
        "电网调度员",
        "weizihang.grid@example.com",
        ("兰州", "CN"),
        "地区电网调度员，负责调度运行与倒闸操作指令。",
        [
            (
                "甘肃某供电公司",
                "调度员",
                "2018-07",
                "",
                ["电网运行监视与调度指令下达", "事故处理", "负荷预测"],
            )
        ],
        [("兰州理工大学", "电气工程及其自动化", "本科", "2018-06")],
        [("技能", ["电网调度", "倒闸操作", "负荷预测"])],
    ),
)
part.distractor(
    "near-solar-installer",
    resume(
        "Dario Quintanilla",
        "Solar Installer",
        "dario.quintanilla.pv@example.com",
        ("Tucson", "US"),
        "Lead installer for residential and commercial rooftop solar.",
        [
            (
                "Tucson Sun Electric",
                "Lead PV Installer",
                "2020-01",
                "",
                [
                    "Installed rooftop and carport PV systems and racking",
                    "Inverter mounting and commissioning",
                    "Read single-line diagrams and NEC 690 labels",
                ],
            )
        ],
        [
            (
                "Pima Community College",
                "Building and Construction Technologies",
                "Certificate",
                "2019-12",
            )
        ],
        [("Skills", ["OSHA 10", "AutoCAD", "NABCEP PV Associate"])],
    ),
)
