"""Held-out set 6: telecommunications (an RF optimization engineer, a fiber splicing
technician, a 传输网络工程师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("telecom")

part.posting(
    "rf-engineer",
    "en",
    posting_text(
        "en",
        2,
        "RF Optimization Engineer - 5G NR (Market: Dallas-Fort Worth)",
        "Tessellate Wireless Services deploys and optimizes networks for the three national "
        "carriers. We run a hackathon each spring and our office has a gaming lounge and "
        "standing desks.",
        [
            "Optimize LTE and 5G NR performance: accessibility, retainability, throughput",
            "Analyze drive test logs (TEMS or NEMO) and OSS counters; tune parameters and tilts",
            "Plan neighbor lists and PCI and run coverage predictions in Atoll",
            "Support new site integration and carrier adds; write KPI reports",
        ],
        [
            "BS in electrical engineering or telecommunications",
            "3+ years RF optimization on Ericsson or Nokia RAN",
            "Solid grasp of 3GPP procedures (handover, RACH, carrier aggregation)",
            "Python or SQL for KPI automation",
        ],
        ["Experience with Samsung vRAN", "DAS or small cell design", "O-RAN"],
        ["Company truck for field days", "Certification bonuses", "Remote Fridays"],
        [
            "Salary range: $95,000 - $125,000.",
            "Tessellate Wireless Services is an equal opportunity employer. Climbing towers is not "
            "part of this role; tower climber certification is not required.",
        ],
    ),
    resume(
        "Arjun Raghavan",
        "RF Engineer",
        "arjun.raghavan.rf@example.com",
        ("Irving", "US"),
        "RF engineer with five years optimizing LTE and NR on Ericsson RAN.",
        [
            (
                "Lonestar Network Solutions",
                "RF Optimization Engineer",
                "2020-08",
                "",
                [
                    "Improved accessibility, retainability and throughput KPIs across 900 sites "
                    "(LTE and 5G New Radio)",
                    "Post-processed TEMS drive test logs and OSS counters; parameter and "
                    "antenna tilt changes",
                    "Neighbour planning, PCI planning and Atoll coverage predictions",
                    "Site integrations and carrier add support; weekly KPI reporting",
                    "Python and SQL scripts for KPI dashboards",
                    "Handover, RACH and CA troubleshooting per 3GPP specs",
                ],
            )
        ],
        [("UT Arlington", "Electrical Engineering", "BS", "2020-05")],
        [("RAN", ["RF optimization", "Ericsson", "small cell design"])],
    ),
    present=[
        "LTE",
        "5G NR",
        "accessibility",
        "retainability",
        "throughput",
        "drive test",
        "TEMS",
        "OSS counters",
        "tilts",
        "neighbor lists",
        "PCI",
        "coverage predictions",
        "Atoll",
        "site integration",
        "carrier adds",
        "KPI reports",
        "electrical engineering",
        "RF optimization",
        "Ericsson",
        "3GPP",
        "handover",
        "RACH",
        "carrier aggregation",
        "Python",
        "SQL",
        "small cell",
    ],
    missing=["Samsung vRAN", "DAS", "O-RAN"],
    variants=[
        ("5G NR", "5G New Radio"),
        ("tilts", "tilt changes"),
        ("neighbor lists", "Neighbour planning"),
        ("site integration", "Site integrations"),
        ("carrier adds", "carrier add"),
        ("KPI reports", "KPI reporting"),
        ("carrier aggregation", "CA"),
    ],
    junk=["hackathon", "gaming lounge", "standing desks", "tower climber"],
    aliases={"5G NR": ["5G New Radio", "NR"], "carrier aggregation": ["CA"]},
)

part.posting(
    "fiber-splicer",
    "en",
    (
        "Fiber Optic Splicing Technician (FTTH) - Travel Crew\n"
        "\n"
        "Who we are: Prairie Fiber Builders constructs fiber-to-the-home networks for rural "
        "electric co-ops and broadband grants. Crews stay in company-paid hotels and we throw a "
        "season-end barbecue.\n"
        "\n"
        "What you will do: Fusion splice ribbon and loose-tube fiber in aerial and underground "
        "plant, prepare and mount splice cases and terminals, test with an OTDR and a power "
        "meter and document results, read construction prints, and keep the splicing trailer "
        "clean and stocked.\n"
        "\n"
        "What you need: 2+ years of outside plant (OSP) fiber splicing, bucket truck "
        "experience, a CDL Class A or B (or the ability to obtain one within 6 months), and "
        "basic knowledge of GPON architecture.\n"
        "\n"
        "Preferred: FOA CFOT certification, experience with mass fusion splicers (Fujikura 70R), "
        "and micro-trenching.\n"
        "\n"
        "Pay and perks: $26 - $34/hour plus per diem, overtime, and a tool allowance.\n"
        "Prairie Fiber Builders is an Equal Opportunity Employer; DOT drug testing applies to "
        "CDL holders."
    ),
    resume(
        "Colt Hendricks",
        "Fiber Splicer",
        "colt.hendricks.fiber@example.com",
        ("Salina", "US"),
        "Fiber optic splicer, four years on FTTH and long-haul builds.",
        [
            (
                "Heartland Broadband Contractors",
                "Lead Splicer",
                "2021-04",
                "",
                [
                    "Ribbon and loose tube fusion splicing on aerial and underground builds",
                    "Prepped and mounted splice enclosures and MSTs",
                    "OTDR traces and light meter testing; documented results in test reports",
                    "Worked from construction prints; ran a splicing trailer",
                    "Operated a bucket truck daily",
                    "Mass fusion splicing with a Fujikura 70R",
                ],
            )
        ],
        [
            (
                "North Central Kansas Technical College",
                "Telecommunications",
                "Certificate",
                "2020-12",
            )
        ],
        [("OSP", ["outside plant", "GPON", "FTTH"])],
        certificates=[("CDL Class B", "Kansas DMV", "2021-06")],
    ),
    present=[
        "Fusion splice",
        "ribbon",
        "loose-tube",
        "aerial",
        "underground",
        "splice cases",
        "terminals",
        "OTDR",
        "power meter",
        "construction prints",
        "splicing trailer",
        "outside plant",
        "bucket truck",
        "CDL",
        "GPON",
        "mass fusion splicers",
        "Fujikura",
        "fiber-to-the-home",
    ],
    missing=["FOA", "CFOT", "micro-trenching"],
    variants=[
        ("Fusion splice", "fusion splicing"),
        ("loose-tube", "loose tube"),
        ("splice cases", "splice enclosures"),
        ("terminals", "MSTs"),
        ("power meter", "light meter"),
        ("mass fusion splicers", "Mass fusion splicing"),
        ("fiber-to-the-home", "FTTH"),
    ],
    junk=["hotels", "barbecue", "per diem", "tool allowance", "drug testing"],
    aliases={
        "fiber-to-the-home": ["FTTH"],
        "outside plant": ["OSP"],
        "power meter": ["light meter"],
    },
)

part.posting(
    "transmission-engineer-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "传输网络工程师（OTN/SDH方向）",
        "公司为三大运营商核心合作伙伴，承接省级传输网代维与工程服务，办公楼配有健身房与员工食堂。",
        [
            "负责省干及本地传输网（OTN、SDH、PTN）的日常维护与故障处理",
            "使用华为U2000/NCE网管进行业务开通、配置与性能监控",
            "配合完成割接方案编制与夜间割接实施",
            "开展光缆线路故障定位（OTDR测试）及光功率测试",
        ],
        [
            "通信工程、电子信息相关专业大专及以上学历",
            "3年以上传输网络维护经验，熟悉华为或中兴传输设备",
            "持有华为HCIP-Transmission认证",
            "能接受7x24小时值班",
        ],
        "持有HCIE认证、熟悉IPRAN或SPN者优先；不需要无线网络优化经验。",
        ["五险一金", "夜班补贴", "通讯补贴"],
        ["薪资：9-14K", "公司遵守劳动法，保障员工休息休假权利。"],
    ),
    resume(
        "陆家辉",
        "传输工程师",
        "lujiahui.otn@example.com",
        ("南昌", "CN"),
        "通信工程本科，五年运营商传输网代维经验，HCIP认证。",
        [
            (
                "江西某通信技术服务公司",
                "传输维护工程师",
                "2020-07",
                "",
                [
                    "维护省干、本地网的OTN、SDH和PTN设备，处理告警与故障",
                    "用华为NCE网管做电路开通、数据配置和性能监控",
                    "编写割接方案并参与夜间割接80余次",
                    "光缆故障定位、OTDR测试、光功率测试",
                    "熟悉华为与中兴设备，7x24小时值班",
                ],
            )
        ],
        [("南昌大学", "通信工程", "本科", "2020-06")],
        [("技能", ["传输网络维护", "故障处理", "SPN"])],
        certificates=[("HCIP-Transmission", "华为", "2022-03")],
    ),
    present=[
        "传输网",
        "OTN",
        "SDH",
        "PTN",
        "故障处理",
        "NCE",
        "网管",
        "业务开通",
        "配置",
        "性能监控",
        "割接方案",
        "割接",
        "故障定位",
        "OTDR",
        "光功率测试",
        "通信工程",
        "传输网络维护",
        "华为",
        "中兴",
        "HCIP-Transmission",
        "7x24小时值班",
        "SPN",
    ],
    missing=["HCIE", "IPRAN"],
    variants=[("业务开通", "电路开通")],
    junk=["健身房", "员工食堂", "夜班补贴", "无线网络优化"],
    aliases={"业务开通": ["电路开通"], "HCIP-Transmission": ["HCIP"]},
)

part.distractor(
    "network-engineer",
    resume(
        "Megan Lutz",
        "Network Engineer",
        "megan.lutz.net@example.com",
        ("Plano", "US"),
        "Enterprise network engineer for campus LAN and SD-WAN.",
        [
            (
                "Collin County Health",
                "Network Engineer",
                "2018-01",
                "",
                ["Cisco campus switching", "SD-WAN rollout", "Firewall rules on Palo Alto"],
            )
        ],
        [("UT Dallas", "Information Technology", "BS", "2017-12")],
        [("Networking", ["Cisco", "BGP", "SD-WAN", "CCNP"])],
    ),
)
part.distractor(
    "wireless-optimizer-zh",
    resume(
        "廖子豪",
        "无线网优工程师",
        "liaozihao.rf@example.com",
        ("南昌", "CN"),
        "4G/5G无线网络优化，路测与参数调整。",
        [
            (
                "江西某网优公司",
                "网优工程师",
                "2019-07",
                "",
                ["路测与DT/CQT测试", "邻区与PCI规划", "天馈调整与KPI提升"],
            )
        ],
        [("华东交通大学", "电子信息工程", "本科", "2019-06")],
        [("技能", ["无线网络优化", "路测", "5G"])],
    ),
)
part.distractor(
    "near-drive-test-engineer",
    resume(
        "Hector Villanueva",
        "Drive Test Engineer",
        "hector.villanueva.dt@example.com",
        ("Fort Worth", "US"),
        "Drive test engineer collecting LTE and 5G NR data for carriers.",
        [
            (
                "FieldWave Services",
                "Drive Test Engineer",
                "2021-07",
                "",
                [
                    "Cluster and single-site drive tests with TEMS",
                    "Site acceptance (SSV) for new LTE and 5G NR sites",
                    "Uploaded logs and basic KPI reports for RF engineers",
                    "Scanner setup and equipment checks",
                ],
            )
        ],
        [("Tarrant County College", "Electronics Technology", "AAS", "2021-05")],
        [("Field", ["drive test", "TEMS", "SSV"])],
    ),
)
