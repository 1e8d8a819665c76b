"""Held-out set 4: civil and structural engineering (geotechnical, bridge design, steel detailing),
with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("structural")

part.posting(
    "geotech",
    "en",
    posting_text(
        "en",
        1,
        "Geotechnical Engineer I/II – Denver",
        "Front Range Geo has 70 engineers and geologists; our sister company flies drones with "
        "LiDAR for mine surveys.",
        [
            "Plan subsurface exploration and log borings in the field (boring logs in gINT)",
            "Run slope stability analyses in SLOPE/W",
            "Perform settlement analysis and size shallow foundations",
            "Write geotechnical reports for commercial and school projects",
        ],
        [
            "BS in Civil Engineering with a geotechnical focus",
            "E.I.T. certification",
            "Valid driver's license for site visits",
        ],
        ["P.E. license", "PLAXIS 2D modelling", "deep foundations design"],
        ["Company truck for field days", "Paid license exam fees"],
        [
            "$72,000 - $92,000 per year.",
            "Front Range Geo is an equal opportunity employer and drug-free workplace.",
        ],
    ),
    resume(
        "Kaitlyn Morrow",
        "Staff Geotechnical Engineer",
        "kmorrow.geo@example.com",
        ("Golden", "US"),
        "Geotechnical engineer-in-training, three years of field and office work in Colorado.",
        [
            (
                "Terracon",
                "Staff Engineer, Geotechnical",
                "2022-06",
                "",
                [
                    "Logged 400+ borings and wrote borehole logs in gINT",
                    "Planned subsurface exploration programs for 30 sites",
                    "Slope stability models in GeoStudio SLOPE/W for detention ponds",
                    "Settlement analysis and bearing capacity for shallow foundations",
                    "Drafted geotechnical reports for K-12 and retail projects",
                ],
            )
        ],
        [("Colorado School of Mines", "Civil Engineering", "BS", "2022-05")],
        [
            (
                "Geotechnical",
                [
                    "subsurface exploration",
                    "slope stability",
                    "settlement analysis",
                    "shallow foundations",
                    "gINT",
                    "SLOPE/W",
                ],
            )
        ],
        [
            ("Engineer-in-Training (EIT)", "Colorado State Board of Licensure", "2022-08"),
            ("Driver's license", "Colorado DMV", "2016-04"),
        ],
    ),
    present=[
        "subsurface exploration",
        "boring logs",
        "gINT",
        "slope stability",
        "SLOPE/W",
        "settlement analysis",
        "shallow foundations",
        "geotechnical reports",
        "E.I.T.",
        "driver's license",
    ],
    missing=["P.E.", "PLAXIS", "deep foundations"],
    variants=[("boring logs", "borehole logs"), ("E.I.T.", "Engineer-in-Training")],
    junk=["drones", "LiDAR", "Company truck"],
    aliases={
        "E.I.T.": ["EIT", "Engineer in Training", "Engineer-in-Training"],
        "P.E.": ["PE", "Professional Engineer"],
    },
)

part.posting(
    "bridge",
    "en",
    posting_text(
        "en",
        2,
        "Bridge Design Engineer (P.E.) – Transportation",
        "Whitcomb & Hale is an employee-owned firm; our buildings group designs data centers "
        "and our MEP team models in Revit.",
        [
            "Design prestressed concrete girders and steel girders to AASHTO LRFD",
            "Perform load rating of existing bridges in CSiBridge",
            "Lead NBIS bridge inspection teams",
            "Review plans produced in MicroStation",
        ],
        ["Active P.E. license", "6+ years of bridge design"],
        ["LEAP Bridge", "accelerated bridge construction", "SE license"],
        ["ESOP", "Four-day work week option"],
        ["$115,000–$140,000.", "Whitcomb & Hale is an EEO/AA employer."],
    ),
    resume(
        "Rahul Venkatesan",
        "Senior Bridge Engineer",
        "rahul.v.bridges@example.com",
        ("Harrisburg", "US"),
        "Licensed Professional Engineer (PA, NJ) designing highway bridges since 2016.",
        [
            (
                "Gannett Fleming",
                "Bridge Engineer",
                "2016-07",
                "",
                [
                    "Designed prestressed concrete girders and steel girders per AASHTO LRFD for "
                    "25 "
                    "PennDOT bridges",
                    "Load rating of 60 existing structures in CSiBridge",
                    "Team leader for bridge inspection under the National Bridge Inspection "
                    "Standards",
                    "Checked MicroStation plan sets",
                ],
            )
        ],
        [("Penn State University", "Civil Engineering", "MS", "2016-05")],
        [("Design", ["AASHTO LRFD", "load rating", "CSiBridge", "MicroStation", "bridge design"])],
        [("Professional Engineer, Pennsylvania", "PA State Registration Board", "2020-10")],
    ),
    present=[
        "prestressed concrete girders",
        "steel girders",
        "AASHTO LRFD",
        "load rating",
        "CSiBridge",
        "bridge inspection",
        "NBIS",
        "MicroStation",
        "P.E.",
        "bridge design",
    ],
    missing=["LEAP Bridge", "accelerated bridge construction", "SE license"],
    variants=[("P.E.", "Professional Engineer"), ("NBIS", "National Bridge Inspection Standards")],
    junk=["data centers", "Revit", "ESOP"],
    aliases={
        "P.E.": ["PE", "Professional Engineer"],
        "NBIS": ["National Bridge Inspection Standards"],
        "accelerated bridge construction": ["ABC"],
    },
)

part.posting(
    "steel-detailing",
    "zh",
    posting_text(
        "zh",
        0,
        "钢结构深化设计工程师",
        "公司为钢结构专业承包一级企业，业务涵盖厂房、场馆及光伏支架。",
        [
            "负责钢结构深化设计及建模",
            "完成节点设计与加工详图出图",
            "编制材料清单",
            "审核施工图并与设计院沟通",
            "确保图纸符合钢结构规范",
        ],
        ["土木工程相关专业本科", "熟练使用Tekla、AutoCAD", "3年以上深化设计经验"],
        ["持有一级建造师证书", "熟悉BIM协同", "会用Revit"],
        ["包吃住", "项目奖金"],
        ["薪资：12-18K", "公司坚持公平招聘。"],
    ),
    resume(
        "郭振华",
        "钢结构详图工程师",
        "guozhenhua@example.com",
        ("杭州", "CN"),
        "钢结构深化设计5年，参与体育场馆与大跨度厂房项目。",
        [
            (
                "杭州某钢结构公司",
                "深化设计工程师",
                "2020-07",
                "",
                [
                    "负责钢结构深化设计建模，累计完成钢构3万余吨",
                    "完成复杂节点设计与加工详图",
                    "编制料单并配合车间下料",
                    "审核施工图，与设计院沟通变更",
                    "依据GB 50017校核节点",
                ],
            )
        ],
        [("浙江科技学院", "土木工程", "本科", "2020-06")],
        [
            ("软件", ["Tekla Structures", "AutoCAD"]),
            ("技能", ["钢结构深化设计", "节点设计", "加工详图"]),
        ],
    ),
    present=[
        "钢结构深化设计",
        "节点设计",
        "加工详图",
        "材料清单",
        "施工图",
        "钢结构规范",
        "Tekla",
        "AutoCAD",
    ],
    missing=["一级建造师", "BIM", "Revit"],
    variants=[("材料清单", "料单"), ("钢结构规范", "GB 50017")],
    junk=["光伏支架", "包吃住", "项目奖金"],
    aliases={
        "材料清单": ["料单", "bill of materials"],
        "钢结构规范": ["GB 50017"],
        "Tekla": ["Tekla Structures"],
    },
)

part.distractor(
    "arch-drafter",
    resume(
        "Megan Castillo",
        "Architectural Drafter",
        "megan.drafts@example.com",
        ("Denver", "US"),
        "CAD drafter for residential architects.",
        [
            (
                "Studio Alpine Architects",
                "Drafter",
                "2020-03",
                "",
                [
                    "Draft construction documents in AutoCAD and Revit",
                    "Redline pickups",
                    "Prepare permit sets",
                ],
            )
        ],
        [("Red Rocks Community College", "Architectural Technology", "AAS", "2020-01")],
        [("Software", ["AutoCAD", "Revit", "SketchUp"])],
    ),
)
part.distractor(
    "cost-estimator",
    resume(
        "马丽娜",
        "造价员",
        "malina.zj@example.com",
        ("杭州", "CN"),
        "土建造价4年，熟悉清单计价。",
        [
            (
                "杭州某造价咨询公司",
                "造价员",
                "2020-08",
                "",
                ["使用广联达算量与计价", "编制工程量清单及招标控制价", "参与结算审核"],
            )
        ],
        [("浙江建设职业技术学院", "工程造价", "大专", "2020-06")],
        [("技能", ["广联达", "清单计价", "结算审核"])],
        [("二级造价工程师", "浙江省住建厅", "2022-10")],
    ),
)

PARTS = (part,)
