"""Held-out set 6: urban planning (a current planner for a city, a 国土空间规划师, a 交通规划
工程师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("urban_planning")

part.posting(
    "city-planner",
    "en",
    posting_text(
        "en",
        0,
        "Planner II - Current Planning Division",
        "The City of Larkspur Hills (pop. 96,000) is known for its historic downtown, a "
        "farmers' market that runs year-round and the Fourth of July fireworks over the lake.",
        [
            "Review site plans, subdivisions and conditional use permits for zoning compliance",
            "Write staff reports and present to the Planning Commission and City Council",
            "Prepare environmental review documents under CEQA (categorical exemptions, IS/MNDs)",
            "Answer public inquiries at the permit counter and run community meetings",
            "Help update the zoning code and the General Plan housing element",
        ],
        [
            "Bachelor's degree in urban planning, geography or a related field",
            "3+ years of current planning experience in a public agency",
            "Working knowledge of ArcGIS",
            "Strong writing skills",
        ],
        [
            "Master of Urban Planning (MUP) or Master of City Planning (MCP)",
            "AICP certification",
            "Experience with objective design standards and SB 9 / SB 35 streamlining",
        ],
        ["CalPERS retirement", "9/80 schedule", "Tuition reimbursement"],
        [
            "Salary: $98,500 - $119,700 per year.",
            "The City of Larkspur Hills is an Equal Opportunity Employer. Selected candidates must "
            "complete a Live Scan and a loyalty oath per the California Constitution.",
        ],
    ),
    resume(
        "Dominic Achebe",
        "Associate Planner",
        "dominic.achebe.plan@example.com",
        ("Walnut Creek", "US"),
        "Current planner with four years at a Bay Area city.",
        [
            (
                "City of Pleasant Grove",
                "Associate Planner",
                "2021-01",
                "",
                [
                    "Reviewed site plans, tentative maps and CUPs against the zoning ordinance",
                    "Wrote staff reports; presented to the Planning Commission and City Council",
                    "Prepared CEQA documents: categorical exemptions and Initial Study/Mitigated "
                    "Negative Declarations",
                    "Staffed the permit counter; facilitated community meetings",
                    "Drafted zoning code amendments and the 6th cycle Housing Element",
                    "Objective design standards for multifamily projects",
                ],
            )
        ],
        [("San Jose State University", "Urban and Regional Planning", "MUP", "2020-12")],
        [("Planning", ["current planning", "public agency", "ArcGIS", "writing"])],
    ),
    present=[
        "site plans",
        "subdivisions",
        "conditional use permits",
        "zoning",
        "staff reports",
        "Planning Commission",
        "City Council",
        "CEQA",
        "categorical exemptions",
        "IS/MND",
        "permit counter",
        "community meetings",
        "zoning code",
        "housing element",
        "urban planning",
        "current planning",
        "public agency",
        "ArcGIS",
        "writing",
        "MUP",
        "objective design standards",
    ],
    missing=["AICP", "SB 9", "SB 35"],
    variants=[
        ("subdivisions", "tentative maps"),
        ("conditional use permits", "CUPs"),
        ("IS/MND", "Initial Study/Mitigated Negative Declarations"),
        ("urban planning", "Urban and Regional Planning"),
    ],
    junk=["farmers' market", "fireworks", "loyalty oath", "Live Scan", "CalPERS"],
    aliases={
        "conditional use permits": ["CUP"],
        "IS/MND": ["Initial Study", "Mitigated Negative Declaration"],
        "MUP": ["Master of Urban Planning"],
    },
)

part.posting(
    "spatial-planner-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "国土空间规划师",
        "本院为城乡规划编制甲级单位，成立于1985年，院内设有规划展览馆、职工健身房和读书角。",
        [
            "参与市县级国土空间总体规划编制，开展“双评价”与“三区三线”划定工作",
            "编制控制性详细规划及村庄规划",
            "开展城市更新与城市体检评估研究",
            "使用ArcGIS进行空间分析与制图，参与“一张图”数据库建设",
            "撰写规划文本、说明书及汇报材料",
        ],
        [
            "城乡规划、人文地理与城乡规划专业硕士及以上学历",
            "3年以上规划编制经验",
            "熟练使用ArcGIS、AutoCAD及Adobe系列软件",
            "具备良好的文字表达能力",
        ],
        [
            "持有注册城乡规划师证书",
            "熟悉Python空间数据处理",
            "有多源大数据（手机信令、POI）分析经验",
        ],
        ["六险二金", "餐补", "年度疗养"],
        ["年薪：15-25万", "本院招聘工作坚持公开、平等、竞争、择优原则。"],
    ),
    resume(
        "郁思涵",
        "规划师",
        "yusihan.plan@example.com",
        ("南京", "CN"),
        "城乡规划硕士，四年国土空间规划编制经验。",
        [
            (
                "江苏某规划设计研究院",
                "规划师",
                "2021-07",
                "",
                [
                    "参与3个县级国土空间总规编制，负责资源环境承载能力和国土空间开发适宜性评价",
                    "参与“三区三线”划定",
                    "编制控规2项、村规5项",
                    "参与城市更新专项规划与城市体检评估",
                    "用ArcGIS做空间分析和出图，参与国土空间规划“一张图”建库",
                    "撰写规划文本、说明书和汇报PPT",
                ],
            )
        ],
        [("东南大学", "城乡规划学", "硕士", "2021-06")],
        [("技能", ["ArcGIS", "AutoCAD", "Adobe Photoshop/Illustrator", "文字表达"])],
    ),
    present=[
        "国土空间总体规划",
        "双评价",
        "三区三线",
        "控制性详细规划",
        "村庄规划",
        "城市更新",
        "城市体检评估",
        "ArcGIS",
        "空间分析",
        "制图",
        "一张图",
        "规划文本",
        "说明书",
        "汇报材料",
        "城乡规划",
        "规划编制",
        "AutoCAD",
        "Adobe",
        "文字表达",
    ],
    missing=["注册城乡规划师", "Python", "手机信令", "POI"],
    variants=[
        ("国土空间总体规划", "国土空间总规"),
        ("双评价", "资源环境承载能力和国土空间开发适宜性评价"),
        ("控制性详细规划", "控规"),
        ("村庄规划", "村规"),
        ("制图", "出图"),
        ("汇报材料", "汇报PPT"),
    ],
    junk=["规划展览馆", "职工健身房", "读书角", "年度疗养"],
    aliases={"控制性详细规划": ["控规"], "村庄规划": ["村规"], "国土空间总体规划": ["总规"]},
)

part.posting(
    "transport-planner-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "交通规划工程师",
        "公司是一家专注城市交通的咨询机构，服务过30多个城市的交通规划项目，办公室位于地铁口，配有"
        "零食柜和按摩椅。",
        [
            "参与城市综合交通规划、轨道交通线网规划及交通影响评价",
            "开展交通调查、客流预测与交通需求分析",
            "使用TransCAD或VISUM搭建宏观交通模型，使用VISSIM进行微观仿真",
            "编制停车专项规划与慢行系统规划",
        ],
        [
            "交通工程、交通运输规划与管理专业硕士学历",
            "2年以上交通规划咨询经验",
            "熟练掌握TransCAD、VISSIM",
            "熟悉《城市综合交通体系规划标准》",
        ],
        "有注册城乡规划师或注册咨询工程师证书者优先；不要求掌握建筑设计软件。",
        ["弹性工作制", "五险一金", "出差补贴"],
        ["薪资：12-20K", "公司尊重并保护应聘者隐私。"],
    ),
    resume(
        "褚文博",
        "交通工程师",
        "chuwenbo.traffic@example.com",
        ("上海", "CN"),
        "交通运输规划与管理硕士，三年交通规划咨询经验。",
        [
            (
                "上海某交通规划咨询公司",
                "交通规划师",
                "2022-07",
                "",
                [
                    "参与两市综合交通规划与地铁线网规划，完成交评报告12份",
                    "组织交通调查，完成客流预测和交通需求分析",
                    "TransCAD四阶段模型搭建，VISSIM微观仿真",
                    "编制停车规划和慢行交通系统规划",
                    "熟悉《城市综合交通体系规划标准》",
                ],
            )
        ],
        [("同济大学", "交通运输规划与管理", "硕士", "2022-06")],
        [("技能", ["TransCAD", "VISSIM", "交通规划咨询"])],
    ),
    present=[
        "综合交通规划",
        "轨道交通线网规划",
        "交通影响评价",
        "交通调查",
        "客流预测",
        "交通需求分析",
        "TransCAD",
        "宏观交通模型",
        "VISSIM",
        "微观仿真",
        "停车专项规划",
        "慢行系统规划",
        "交通运输规划与管理",
        "交通规划咨询",
        "城市综合交通体系规划标准",
    ],
    missing=["VISUM", "注册城乡规划师", "注册咨询工程师"],
    variants=[
        ("轨道交通线网规划", "地铁线网规划"),
        ("交通影响评价", "交评"),
        ("宏观交通模型", "四阶段模型"),
        ("停车专项规划", "停车规划"),
        ("慢行系统规划", "慢行交通系统规划"),
    ],
    junk=["地铁口", "零食柜", "按摩椅", "建筑设计软件"],
    aliases={"交通影响评价": ["交评"], "轨道交通线网规划": ["地铁线网"]},
)

part.distractor(
    "landscape-designer",
    resume(
        "Fiona Gallagher-Ito",
        "Landscape Designer",
        "fiona.gallagherito.la@example.com",
        ("Oakland", "US"),
        "Landscape designer for parks and streetscapes.",
        [
            (
                "Greenline Studio",
                "Landscape Designer",
                "2019-09",
                "",
                [
                    "Park and streetscape design",
                    "Planting plans in AutoCAD",
                    "Renderings in Lumion",
                ],
            )
        ],
        [("UC Berkeley", "Landscape Architecture", "BA", "2019-05")],
        [("Design", ["AutoCAD", "SketchUp", "planting design"])],
    ),
)
part.distractor(
    "real-estate-analyst-zh",
    resume(
        "伍子墨",
        "房地产投资分析师",
        "wuzimo.re@example.com",
        ("上海", "CN"),
        "房地产开发项目投资测算与市场研究。",
        [
            (
                "上海某房地产开发公司",
                "投资分析师",
                "2020-07",
                "",
                ["土地拍卖项目投资测算", "周边竞品市场调研", "可研报告撰写"],
            )
        ],
        [("上海财经大学", "房地产经济学", "硕士", "2020-06")],
        [("技能", ["投资测算", "市场调研", "Excel建模"])],
    ),
)
part.distractor(
    "near-permit-technician",
    resume(
        "Gideon Pratt-Nakamura",
        "Permit Technician",
        "gideon.prattnakamura.permits@example.com",
        ("Concord", "US"),
        "Permit technician at a city's planning and building counter.",
        [
            (
                "City of Concord",
                "Permit Technician",
                "2021-04",
                "",
                [
                    "Staffed the permit counter and answered zoning questions",
                    "Checked site plans for completeness and setbacks",
                    "Routed applications in Accela and looked up parcels in ArcGIS",
                    "Scheduled community meetings for the planning division",
                ],
            )
        ],
        [("Diablo Valley College", "Architecture", "AA", "2020-12")],
        [("Counter", ["permit counter", "Accela", "customer service"])],
    ),
)
