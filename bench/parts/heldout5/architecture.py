"""Held-out set 5: architecture (a healthcare project architect, a landscape architect, a
施工图 architect), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("architecture")
H = "work[0].highlights"

part.posting(
    "healthcare-architect",
    "en",
    posting_text(
        "en",
        1,
        "Project Architect - Healthcare Studio",
        "Holloway Brandt Architects is a 90-person practice in Minneapolis designing hospitals, "
        "clinics and research buildings. Our office is in a restored 1910 warehouse with a "
        "rooftop terrace, and we give 1% of fees to pro bono community projects.",
        [
            "Lead construction documents for outpatient clinics and hospital renovations",
            "Coordinate MEP and structural consultants and run clash detection in Navisworks",
            "Apply FGI Guidelines, NFPA 101 Life Safety Code and ADA accessibility standards",
            "Handle construction administration: RFIs, submittals and site observation",
        ],
        [
            "Professional degree in architecture (B.Arch or M.Arch)",
            "Licensed architect in any US state",
            "6+ years of experience, 3 in healthcare design",
            "Expert in Revit",
            "Infection control risk assessment (ICRA) knowledge for occupied renovations",
        ],
        ["LEED AP BD+C", "Experience with Bluebeam Studio sessions", "EDAC certification"],
        ["Firm-paid ARE exam fees", "Profit sharing", "Summer Fridays"],
        [
            "Salary range: $95,000 to $118,000.",
            "Holloway Brandt is an equal opportunity employer and participates in the AIA "
            "2030 Commitment.",
        ],
    ),
    resume(
        "Daniel Lindqvist",
        "Architect",
        "daniel.lindqvist.aia@example.com",
        ("St. Paul", "US"),
        "Registered architect (Minnesota), eight years, five in healthcare design: clinics, ORs, "
        "imaging.",
        [
            (
                "HGA",
                "Project Architect",
                "2020-03",
                "",
                [
                    "Led CDs for three outpatient clinics and a 24-bed hospital renovation",
                    "Coordinated MEP and structural engineers; weekly clash detection in "
                    "Navisworks",
                    "Code reviews against the FGI Guidelines, NFPA 101 and ADA",
                    "Construction administration: answered 400+ RFIs, reviewed submittals, site "
                    "observation reports",
                    "Wrote ICRA phasing plans for occupied renovations",
                ],
            ),
            ("Cuningham", "Architectural Designer", "2017-06", "2020-02", ["Schematic design"]),
        ],
        [("University of Minnesota", "Architecture", "M.Arch", "2017-05")],
        [
            ("Practice", ["healthcare design", "construction administration", "code analysis"]),
            ("Software", ["Revit", "Navisworks", "Bluebeam"]),
        ],
        certificates=[("Registered Architect", "Minnesota AELSLAGID", "2020-01")],
    ),
    present=[
        "construction documents",
        "outpatient clinics",
        "hospital renovations",
        "MEP",
        "clash detection",
        "Navisworks",
        "FGI Guidelines",
        "NFPA 101",
        "ADA",
        "construction administration",
        "RFIs",
        "submittals",
        "site observation",
        "M.Arch",
        "Licensed architect",
        "healthcare design",
        "Revit",
        "ICRA",
    ],
    missing=["LEED AP", "Bluebeam Studio", "EDAC"],
    variants=[
        ("construction documents", "CDs"),
        ("hospital renovations", "hospital renovation"),
        ("Licensed architect", "Registered Architect"),
    ],
    junk=["rooftop terrace", "pro bono", "Profit sharing", "AIA 2030 Commitment"],
    aliases={
        "construction documents": ["CDs", "CD"],
        "Licensed architect": ["Registered Architect", "licensed"],
        "M.Arch": ["Master of Architecture"],
    },
    edits={
        "claim": ("skills", 1, "Bluebeam Studio"),
        "title": ("work[0].position", "Principal and Healthcare Practice Leader"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Led construction documents for three outpatient clinics "
                "and a 24-bed hospital renovation",
            )
        ],
        "reword2": [("set", "basics.label", "Licensed Architect")],
    },
)

part.posting(
    "landscape-architect",
    "en",
    posting_text(
        "en",
        3,
        "Landscape Architect II",
        "Fernhill Design Collaborative plans parks, campuses and streetscapes across the "
        "Southeast. We are a certified B Corp and our office dog, Juniper, is head of morale.",
        [
            "Prepare planting plans, grading plans and site details for parks and campuses",
            "Design stormwater management features such as bioswales and rain gardens",
            "Produce renderings and diagrams for public meetings",
            "Write specifications and cost estimates",
        ],
        "Bachelor's or master's in landscape architecture, four years of experience, strong "
        "AutoCAD and SketchUp skills, Adobe Creative Suite, and knowledge of native plant "
        "species of the Southeast.",
        ["PLA license", "Lumion or Enscape", "SITES AP credential"],
        ["Flexible hours", "Continuing education stipend", "Dog-friendly office"],
        [
            "Salary: $65,000 - $78,000.",
            "Fernhill Design Collaborative is an Equal Opportunity Employer.",
        ],
    ),
    resume(
        "Keisha Barnes",
        "Landscape Designer",
        "keisha.barnes.la@example.com",
        ("Atlanta", "US"),
        "Landscape designer with five years on parks, university campuses and streetscapes.",
        [
            (
                "Sasaki",
                "Landscape Designer",
                "2020-08",
                "",
                [
                    "Drew planting plans, grading plans and site details for 12 park and campus "
                    "projects",
                    "Designed bioswales and rain gardens for green stormwater infrastructure",
                    "Renderings and diagrams in Photoshop and Illustrator for community meetings",
                    "Drafted specifications and opinion of probable cost",
                ],
            )
        ],
        [("University of Georgia", "Landscape Architecture", "BLA", "2020-05")],
        [
            ("Design", ["planting design", "grading", "native plants", "stormwater design"]),
            ("Software", ["AutoCAD", "SketchUp", "Photoshop", "Illustrator", "InDesign"]),
        ],
    ),
    present=[
        "planting plans",
        "grading plans",
        "site details",
        "stormwater management",
        "bioswales",
        "rain gardens",
        "renderings",
        "specifications",
        "cost estimates",
        "landscape architecture",
        "AutoCAD",
        "SketchUp",
        "Adobe Creative Suite",
        "native plant species",
    ],
    missing=["PLA", "Lumion", "Enscape", "SITES AP"],
    variants=[
        ("stormwater management", "green stormwater infrastructure"),
        ("cost estimates", "opinion of probable cost"),
        ("Adobe Creative Suite", "Photoshop"),
        ("native plant species", "native plants"),
    ],
    junk=["B Corp", "office dog", "head of morale", "Dog-friendly office"],
    aliases={"Adobe Creative Suite": ["Photoshop", "Illustrator", "InDesign", "Adobe"]},
    edits={
        "claim": ("skills", 1, "Lumion"),
        "title": ("basics.label", "Principal Landscape Architect"),
        "reword": [
            ("set", f"{H}[3]", "Wrote specifications and cost estimates (opinion of probable cost)")
        ],
        "reword2": [
            (
                "set",
                "skills",
                [
                    {
                        "name": "Design and software",
                        "keywords": [
                            "planting design",
                            "grading",
                            "native plants",
                            "stormwater design",
                            "AutoCAD",
                            "SketchUp",
                            "Photoshop",
                            "Illustrator",
                            "InDesign",
                        ],
                    },
                ],
            )
        ],
    },
)

part.posting(
    "construction-drawings-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "建筑施工图设计师（住宅/公建）",
        "我院为甲级建筑设计研究院，拥有建筑行业（建筑工程）甲级资质，设计作品多次获得詹天佑奖，"
        "公司食堂提供免费午餐。",
        [
            "负责住宅及公共建筑项目的施工图设计与深化",
            "协调结构、给排水、暖通、电气等专业，完成各专业配合",
            "编制建筑设计说明、节能计算书及消防专篇",
            "配合施工图审查，处理现场技术问题",
        ],
        [
            "建筑学专业本科及以上学历，5年以上施工图设计经验",
            "熟悉《建筑设计防火规范》等国家规范",
            "熟练使用天正建筑、AutoCAD",
            "一级注册建筑师优先",
        ],
        ["会使用Revit进行BIM正向设计", "有装配式建筑项目经验"],
        ["十三薪", "双休", "注册证书补贴"],
        ["薪资：15-25K", "本院依法保护应聘者个人信息。"],
    ),
    resume(
        "邵明哲",
        "建筑设计师",
        "shaomingzhe.arch@example.com",
        ("南京", "CN"),
        "建筑学本科，一级注册建筑师，七年住宅及公建施工图经验。",
        [
            (
                "南京某建筑设计研究院有限公司",
                "建筑专业负责人",
                "2019-07",
                "",
                [
                    "负责12个住宅与学校项目的施工图设计和深化",
                    "协调结构、水、暖、电各专业，组织专业间配合与提资",
                    "编写建筑设计说明、节能计算书和消防设计专篇",
                    "配合审图，驻场解决施工技术问题",
                    "熟悉建规、住宅设计规范等",
                ],
            )
        ],
        [("东南大学", "建筑学", "本科", "2018-06")],
        [("软件", ["天正建筑", "AutoCAD", "SketchUp"]), ("规范", ["建筑设计防火规范"])],
        certificates=[("一级注册建筑师", "全国注册建筑师管理委员会", "2022-12")],
    ),
    present=[
        "施工图设计",
        "公共建筑",
        "住宅",
        "建筑设计说明",
        "节能计算书",
        "消防专篇",
        "施工图审查",
        "建筑学",
        "建筑设计防火规范",
        "天正建筑",
        "AutoCAD",
        "一级注册建筑师",
    ],
    missing=["Revit", "BIM", "装配式建筑"],
    variants=[
        ("公共建筑", "公建"),
        ("消防专篇", "消防设计专篇"),
        ("施工图审查", "审图"),
    ],
    junk=["甲级资质", "詹天佑奖", "免费午餐", "注册证书补贴"],
    aliases={"公共建筑": ["公建"], "施工图审查": ["审图"]},
    edits={
        "claim": ("highlight", "采用Revit开展BIM正向设计，完成2个项目"),
        "title": ("work[0].position", "设计院总建筑师"),
        "reword": [("set", f"{H}[3]", "配合施工图审查，并驻场处理现场技术问题")],
        "reword2": [
            ("set", "basics.summary", "一级注册建筑师，建筑学本科，住宅及公建施工图设计七年。")
        ],
    },
)

part.distractor(
    "interior-designer",
    resume(
        "Olivia Grantham",
        "Interior Designer",
        "olivia.grant.id@example.com",
        ("Chicago", "US"),
        "NCIDQ interior designer for workplace and hospitality interiors.",
        [
            (
                "Gensler",
                "Interior Designer",
                "2019-06",
                "",
                ["Finish selections and FF&E specifications", "Space planning for office fit-outs"],
            )
        ],
        [("School of the Art Institute of Chicago", "Interior Architecture", "BFA", "2019-05")],
        [("Design", ["space planning", "FF&E", "Revit", "material boards"])],
    ),
)
part.distractor(
    "cost-engineer-zh",
    resume(
        "吴海燕",
        "造价工程师",
        "wuhaiyan.cost@example.com",
        ("南京", "CN"),
        "一级造价工程师，土建工程量计算与招标控制价编制。",
        [
            (
                "某工程造价咨询有限公司",
                "造价工程师",
                "2018-07",
                "",
                ["编制招标控制价和结算审核", "广联达算量", "参与全过程造价咨询"],
            )
        ],
        [("南京工业大学", "工程造价", "本科", "2018-06")],
        [("技能", ["广联达", "工程量清单", "结算审核"])],
    ),
)
