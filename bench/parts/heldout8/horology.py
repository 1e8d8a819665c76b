"""Held-out set 8: horology (a certified watchmaker, a clock restorer, a 钟表维修师), with two
neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("horology")

part.posting(
    "certified-watchmaker",
    "en",
    posting_text(
        "en",
        1,
        "Watchmaker - Authorized Service Center",
        "Ashford & Kell has sold fine watches on Madison Avenue since 1962, with a private "
        "salon for collectors, a champagne bar and a concierge service.",
        [
            "Perform complete overhauls of mechanical movements: disassembly, cleaning, "
            "lubrication and reassembly",
            "Service automatic and chronograph calibers (ETA 7750, Rolex 3135)",
            "Regulate and time movements on a Witschi timegrapher",
            "Pressure test cases and replace gaskets, crystals and crowns",
            "Diagnose quartz movements and replace batteries and circuits",
        ],
        [
            "WOSTEP, SAWTA or CW21 certification",
            "Three years at the bench in a brand service center or independent shop",
            "Fine motor skills and working under a loupe",
            "Knowledge of Moebius oils and epilames",
        ],
        [
            "Rolex SSP or Omega brand accreditation",
            "Case and bracelet refinishing (polishing)",
            "Experience with tourbillons or minute repeaters",
        ],
        ["Tool allowance", "Health and dental", "Employee purchase discount"],
        [
            "Salary: $85,000 - $110,000 depending on certification.",
            "Ashford & Kell is an equal opportunity employer. Retail sales and "
            "clienteling are not part of this role.",
        ],
    ),
    resume(
        "Anselm Brackenridge",
        "Watchmaker, CW21",
        "anselm.brackenridge.horology@example.com",
        ("Philadelphia", "US"),
        "AWCI-certified watchmaker, five years servicing Swiss mechanical watches.",
        [
            (
                "Main Line Watch Repair",
                "Watchmaker",
                "2020-04",
                "",
                [
                    "Full services of mechanical calibers: strip-down, ultrasonic cleaning, "
                    "oiling and re-assembly",
                    "Self-winding and chronograph movements incl. Valjoux 7750 and Rolex 3135",
                    "Regulation on a Witschi Chronoscope",
                    "Water resistance testing; gaskets, crystals and crowns replaced",
                    "Quartz diagnostics, battery and circuit replacement",
                ],
            ),
            (
                "Lititz Watch Technicum",
                "Student Watchmaker",
                "2018-08",
                "2020-03",
                ["Two-year program in partnership with Rolex"],
            ),
        ],
        [("Lititz Watch Technicum", "Watchmaking", "Diploma", "2020-03")],
        [("Bench", ["Moebius oils", "epilame", "loupe work", "fine motor skills"])],
        certificates=[("CW21", "AWCI", "2021-06")],
    ),
    present=[
        "overhauls",
        "mechanical movements",
        "disassembly",
        "cleaning",
        "lubrication",
        "reassembly",
        "automatic",
        "chronograph",
        "7750",
        "Rolex 3135",
        "Regulate",
        "Witschi",
        "Pressure test",
        "gaskets",
        "crystals",
        "crowns",
        "quartz",
        "CW21",
        "Moebius",
        "loupe",
        "Fine motor skills",
    ],
    missing=["SSP", "Omega", "refinishing", "polishing", "tourbillons", "minute repeaters"],
    variants=[
        ("overhauls", "Full services"),
        ("mechanical movements", "mechanical calibers"),
        ("disassembly", "strip-down"),
        ("lubrication", "oiling"),
        ("reassembly", "re-assembly"),
        ("automatic", "Self-winding"),
        ("Regulate", "Regulation"),
        ("Pressure test", "Water resistance testing"),
    ],
    junk=["champagne bar", "concierge service", "Employee purchase discount", "clienteling"],
    aliases={"automatic": ["self-winding"], "Pressure test": ["water resistance test"]},
    edits={
        "claim": ("extend", 3, "; case and bracelet refinishing"),
        "title": ("basics.label", "Master Watchmaker and Service Director"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Automatic and chronograph calibers incl. ETA/Valjoux 7750 and Rolex 3135",
            )
        ],
        "reword2": [("set", "work[0].position", "Bench Watchmaker")],
        "reword3": [("merge", 3)],
    },
)

part.posting(
    "clock-restorer",
    "en",
    posting_text(
        "en",
        3,
        "Antique Clock Restorer",
        "Pendleford Antiques restores and sells 18th- and 19th-century clocks from a "
        "converted mill in Vermont, with an online auction arm and a small tea room.",
        [
            "Restore longcase, bracket and mantel clocks: strip, clean, bush pivot holes and "
            "re-pivot arbors",
            "Repair fusee chains, mainsprings and strike trains",
            "Make replacement parts on the lathe (Boley or Lorch)",
            "Set up clocks in beat and regulate",
        ],
        "We are looking for a restorer with three years of antique clock repair. Lathe work "
        "(turning and wheel cutting) is essential. BHI or AWCI clock certification is a plus; "
        "so is experience with gilding and dial restoration. No experience with watch "
        "servicing is needed.",
        ["BHI", "wheel cutting", "gilding", "dial restoration"],
        ["Flexible hours", "Profit share on restorations", "Paid holidays"],
        [
            "Pay: $26 - $34 an hour.",
            "Pendleford Antiques is an equal opportunity employer. Furniture restoration and "
            "auction cataloging are done by others.",
        ],
    ),
    resume(
        "Wilhelmina Treadgold",
        "Clockmaker",
        "wilhelmina.treadgold.clocks@example.com",
        ("Concord", "US"),
        "Clockmaker restoring antique English and American clocks for six years.",
        [
            (
                "Granite State Clock Works",
                "Clock Repairer",
                "2019-05",
                "",
                [
                    "Restored grandfather, bracket and mantel clocks: strip-down, cleaning, "
                    "bushing worn pivot holes, repivoting",
                    "Fusee chain, mainspring and striking train repairs",
                    "Turned replacement arbors and pinions on a Lorch lathe",
                    "Put clocks in beat and regulated them",
                ],
            )
        ],
        [("New England School of Clockmaking", "Clock Repair", "Certificate", "2019-03")],
        [("Bench", ["lathe turning", "antique clock repair"])],
        certificates=[("Certified Clockmaker", "AWCI", "2022-02")],
    ),
    present=[
        "longcase",
        "bracket",
        "mantel",
        "bush pivot holes",
        "re-pivot",
        "fusee chains",
        "mainsprings",
        "strike trains",
        "lathe",
        "Lorch",
        "in beat",
        "regulate",
        "antique clock repair",
        "AWCI",
    ],
    missing=["BHI", "wheel cutting", "gilding", "dial restoration"],
    variants=[
        ("longcase", "grandfather"),
        ("bush pivot holes", "bushing worn pivot holes"),
        ("re-pivot", "repivoting"),
        ("fusee chains", "Fusee chain"),
        ("mainsprings", "mainspring"),
        ("strike trains", "striking train"),
        ("regulate", "regulated"),
    ],
    junk=["online auction", "tea room", "Furniture restoration", "auction cataloging"],
    aliases={"longcase": ["grandfather clock"], "strike trains": ["striking train"]},
    edits={
        "claim": ("skills", 0, "wheel cutting"),
        "title": ("work[0].position", "Master Clockmaker and Workshop Owner"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Restored longcase, bracket and mantel clocks: strip-down, cleaning, bushing, "
                "repivoting",
            )
        ],
        "reword2": [("set", "basics.label", "Clock Restorer")],
    },
)

part.posting(
    "watch-repair-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "钟表维修师（品牌售后中心）",
        "公司为多个瑞士腕表品牌的授权售后服务商，在北京、上海、深圳设有维修中心，客户休息区提供"
        "手冲咖啡。",
        [
            "负责机械表的全面保养：拆解、清洗、加油、组装",
            "负责自动表、计时码表机芯的维修与调校",
            "使用校表仪进行走时调校，完成防水测试",
            "更换表镜、表冠、密封圈等零件",
            "负责石英表的故障检测及电路更换",
        ],
        [
            "钟表维修相关专业中专及以上学历，三年以上机械表维修经验",
            "持有钟表维修工（三级/高级）职业资格证书",
            "熟悉ETA、Sellita等常见机芯",
            "动手能力强，工作细致",
        ],
        ["有WOSTEP培训经历", "会表壳及表带抛光", "有陀飞轮维修经验"],
        ["五险一金", "品牌原厂培训", "餐补及交通补贴"],
        ["薪资：1万-1.8万/月", "本岗位不要求门店销售经验，无需值夜班。"],
    ),
    resume(
        "詹文韬",
        "钟表维修技师",
        "zhanwentao.watch@example.com",
        ("深圳", "CN"),
        "五年机械表维修经验，熟悉瑞士机芯保养。",
        [
            (
                "深圳某钟表维修中心",
                "修表师",
                "2020-06",
                "",
                [
                    "机械表全面保养（拆洗、上油、组装）",
                    "自动上链表、计时机芯维修与调校",
                    "校表仪走时调校，防水检测",
                    "更换表镜、表冠、防水圈",
                    "石英表故障检测、更换线路板",
                ],
            ),
            ("广州某表行", "学徒", "2018-07", "2020-05", ["电池更换、表带调节"]),
        ],
        [("深圳市宝安职业技术学校", "钟表维修", "中专", "2018-06")],
        [("技能", ["ETA 2824", "Sellita SW200", "动手能力强", "工作细致"])],
        certificates=[("钟表维修工（三级）", "人力资源和社会保障部", "2021-08")],
    ),
    present=[
        "机械表",
        "保养",
        "清洗",
        "加油",
        "组装",
        "自动表",
        "计时码表",
        "调校",
        "校表仪",
        "防水测试",
        "表镜",
        "表冠",
        "密封圈",
        "石英表",
        "钟表维修工",
        "ETA",
        "Sellita",
        "动手能力强",
    ],
    missing=["WOSTEP", "抛光", "陀飞轮"],
    variants=[
        ("清洗", "拆洗"),
        ("加油", "上油"),
        ("自动表", "自动上链表"),
        ("计时码表", "计时机芯"),
        ("防水测试", "防水检测"),
        ("密封圈", "防水圈"),
    ],
    junk=["手冲咖啡", "餐补及交通补贴", "门店销售", "值夜班"],
    aliases={"密封圈": ["防水圈"], "加油": ["上油"]},
    edits={
        "claim": ("highlight", "陀飞轮机芯维修"),
        "title": ("work[0].position", "维修中心技术总监"),
        "reword": [("set", f"{H}[0]", "机械表全面保养（拆解、清洗、加油、组装）")],
        "reword2": [("set", "basics.label", "钟表维修师")],
    },
)

part.distractor(
    "jeweler-bench",
    resume(
        "Cosimo Valtieri",
        "Bench Jeweler",
        "cosimo.valtieri.jewel@example.com",
        ("New York", "US"),
        "Bench jeweler: ring sizing, stone setting and polishing.",
        [
            (
                "Diamond District Repairs",
                "Bench Jeweler",
                "2017-03",
                "",
                ["Prong retipping and stone setting", "Laser welding", "Polishing and plating"],
            )
        ],
        [("Fashion Institute of Technology", "Jewelry Design", "AAS", "2016-12")],
        [("Bench", ["stone setting", "laser welder", "polishing"])],
    ),
)
part.distractor(
    "watch-sales-zh",
    resume(
        "俞佳怡",
        "腕表销售顾问",
        "yujiayi.sales@example.com",
        ("上海", "CN"),
        "奢侈品腕表销售，熟悉各品牌机芯卖点。",
        [
            (
                "上海某名表专卖店",
                "销售顾问",
                "2019-09",
                "",
                ["高端腕表销售", "VIP客户维护", "售后送修登记"],
            )
        ],
        [("上海商学院", "市场营销", "本科", "2019-06")],
        [("技能", ["奢侈品销售", "客户维护", "英语"])],
    ),
)
part.distractor(
    "near-watch-technician",
    resume(
        "Fenwick Albescu",
        "Watch Technician",
        "fenwick.albescu.watch@example.com",
        ("Newark", "US"),
        "Watch technician doing quartz and basic mechanical service.",
        [
            (
                "Quick Time Watch Service",
                "Watch Technician",
                "2022-01",
                "",
                [
                    "Quartz movement replacement and batteries",
                    "Pressure test and gaskets",
                    "Demagnetizing and basic regulation on a timegrapher",
                ],
            )
        ],
        [("Essex County College", "General Studies", "AA", "2021-05")],
        [("Bench", ["crystals", "crowns", "loupe"])],
    ),
)
