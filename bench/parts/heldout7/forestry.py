"""Held-out set 7: forestry and arboriculture (a procurement forester, an arborist crew leader,
a 林业工程师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("forestry")

part.posting(
    "procurement-forester",
    "en",
    posting_text(
        "en",
        0,
        "Procurement Forester - Southern Pine",
        "Longleaf Timber Products runs two sawmills and a pellet plant in Georgia. Our annual "
        "employee fish fry and the company deer lease are local legends.",
        [
            "Buy standing timber from private landowners and negotiate timber sale contracts",
            "Run timber cruises and compute volumes and stumpage values",
            "Lay out harvest units and mark boundaries; supervise logging contractors",
            "Ensure compliance with BMPs and SFI fiber sourcing standards",
            "Map tracts in ArcGIS and track wood flow in our inventory system",
        ],
        [
            "BS in forestry or forest resources from an SAF-accredited program",
            "Georgia Registered Forester (or eligible within one year)",
            "3+ years in timber procurement or forest management",
            "Comfortable with GPS units and Avenza Maps in the field",
        ],
        [
            "SAF Certified Forester",
            "Prescribed burn certification",
            "Experience with carbon offset projects",
        ],
        ["Company truck and fuel card", "Hunting lease access", "Profit sharing"],
        [
            "Salary: $62,000 - $78,000 plus procurement incentive.",
            "Longleaf Timber Products is an equal opportunity employer. Sawmill operations "
            "experience is not required.",
        ],
    ),
    resume(
        "Beauregard Tillman-Osei",
        "Forester",
        "beau.tillmanosei.forestry@example.com",
        ("Macon", "US"),
        "Registered forester with five years buying pine sawtimber and pulpwood for a mill.",
        [
            (
                "Georgia-Pacific Wood Products",
                "Wood Procurement Forester",
                "2020-06",
                "",
                [
                    "Purchased stumpage from family landowners; negotiated timber deeds and "
                    "cutting contracts",
                    "Cruised 9,000 acres a year; calculated volumes and stumpage prices",
                    "Laid out harvest tracts, painted lines and oversaw logging crews",
                    "Best management practices inspections; SFI sourcing audits",
                    "Tract maps in ArcGIS Pro; wood flow tracking",
                ],
            ),
            (
                "F&W Forestry Services",
                "Forestry Technician",
                "2018-06",
                "2020-05",
                ["Timber inventory plots and GPS mapping with Avenza"],
            ),
        ],
        [("University of Georgia", "Forest Resources", "BSFR", "2018-05")],
        [("Field", ["timber procurement", "forest management", "GPS"])],
        certificates=[
            (
                "Georgia Registered Forester",
                "Georgia State Board of Registration for Foresters",
                "2020-09",
            )
        ],
    ),
    present=[
        "standing timber",
        "landowners",
        "timber sale contracts",
        "timber cruises",
        "volumes",
        "stumpage",
        "harvest units",
        "logging contractors",
        "BMPs",
        "SFI",
        "ArcGIS",
        "wood flow",
        "forest resources",
        "Registered Forester",
        "timber procurement",
        "forest management",
        "GPS",
        "Avenza",
    ],
    missing=["Certified Forester", "Prescribed burn", "carbon offset"],
    variants=[
        ("standing timber", "stumpage"),
        ("timber sale contracts", "timber deeds and cutting contracts"),
        ("timber cruises", "Cruised"),
        ("harvest units", "harvest tracts"),
        ("logging contractors", "logging crews"),
        ("BMPs", "Best management practices"),
    ],
    junk=["sawmills", "pellet plant", "fish fry", "deer lease", "fuel card"],
    aliases={
        "BMPs": ["best management practices"],
        "timber cruises": ["cruising", "timber cruise"],
    },
    edits={
        "claim": ("summary", "Certified prescribed burn manager."),
        "title": ("work[0].position", "Vice President, Timberlands"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "BMP inspections; SFI fiber sourcing audits",
            )
        ],
        "reword2": [("set", "basics.label", "Procurement Forester")],
        "reword3": [("merge", 0)],
    },
)

part.posting(
    "arborist-crew-leader",
    "en",
    posting_text(
        "en",
        2,
        "Arborist Crew Leader - Residential & Commercial Tree Care",
        "Canopy Works is an employee-owned tree care company in the Pacific Northwest. We plant "
        "a tree for every job and end each season with a climbing competition and barbecue.",
        "Lead a three-person crew on pruning, removals and plant health care. You will climb "
        "with SRT and MRT systems, rig heavy limbs with a Port-a-Wrap and lowering lines, "
        "run the bucket truck and the chipper, and perform tree risk assessments with the "
        "client. Aerial rescue readiness, a clean jobsite and ANSI A300 and Z133 practice are "
        "expected every day.",
        [
            "ISA Certified Arborist",
            "3+ years of climbing experience",
            "Valid driver's license; CDL Class B preferred",
            "Chainsaw safety training (e.g., Game of Logging)",
        ],
        [
            "TRAQ (Tree Risk Assessment Qualification)",
            "Crane removals experience",
            "Line clearance qualification (utility work)",
        ],
        ["Employee ownership (ESOP)", "Gear allowance", "Paid climbing school"],
        [
            "Pay: $30 - $38 per hour.",
            "Canopy Works is an equal opportunity employer. Stump grinding and landscaping "
            "design are not part of this role.",
        ],
    ),
    resume(
        "Silas Okonkwo-Brandt",
        "ISA Certified Arborist",
        "silas.okonkwobrandt.trees@example.com",
        ("Tacoma", "US"),
        "Climbing arborist and foreman, seven years of pruning and technical takedowns.",
        [
            (
                "Bartlett Tree Experts",
                "Arborist Foreman",
                "2020-03",
                "",
                [
                    "Led a 3-person crew: pruning, takedowns and PHC",
                    "Climbed on single rope technique and moving rope systems",
                    "Rigged big wood with a Port-a-Wrap and lowering lines",
                    "Operated aerial lift and brush chipper",
                    "Tree risk evaluations with homeowners",
                    "Aerial rescue drills; ANSI A300 and Z133 standards",
                ],
            ),
            (
                "Davey Tree",
                "Groundworker / Climber",
                "2017-04",
                "2020-02",
                ["Ground support, then climber"],
            ),
        ],
        [("Green River College", "Natural Resources", "AAS", "2017-03")],
        [("Skills", ["climbing", "chainsaw safety (Game of Logging Level 2)", "driver's license"])],
        certificates=[
            ("ISA Certified Arborist", "International Society of Arboriculture", "2019-08")
        ],
    ),
    present=[
        "crew",
        "pruning",
        "removals",
        "plant health care",
        "SRT",
        "MRT",
        "rig",
        "Port-a-Wrap",
        "lowering lines",
        "bucket truck",
        "chipper",
        "tree risk assessments",
        "Aerial rescue",
        "ANSI A300",
        "Z133",
        "ISA Certified Arborist",
        "climbing",
        "driver's license",
        "Chainsaw safety",
        "Game of Logging",
    ],
    missing=["CDL", "TRAQ", "Crane removals", "Line clearance"],
    variants=[
        ("removals", "takedowns"),
        ("plant health care", "PHC"),
        ("SRT", "single rope technique"),
        ("MRT", "moving rope systems"),
        ("rig", "Rigged"),
        ("bucket truck", "aerial lift"),
        ("tree risk assessments", "Tree risk evaluations"),
    ],
    junk=["employee-owned", "plant a tree", "climbing competition", "barbecue", "Stump grinding"],
    aliases={"SRT": ["single rope technique"], "plant health care": ["PHC"]},
    edits={
        "claim": ("skills", 0, "TRAQ tree risk assessment"),
        "title": ("basics.label", "Urban Forestry Program Manager"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Climbed on SRT and MRT systems",
            )
        ],
        "reword2": [("set", "work[0].position", "Arborist Crew Leader")],
    },
)

part.posting(
    "forestry-engineer-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "林业工程师（森林资源调查方向）",
        "我院是省级林业调查规划设计院，承担全省森林资源监测与林业规划任务，单位有食堂和职工书屋。",
        [
            "参与森林资源二类调查及年度监测外业调查",
            "负责样地设置、每木检尺及数据录入",
            "使用ArcGIS进行小班区划与林业专题图制作",
            "编制造林作业设计及森林经营方案",
            "参与林地征占用可行性报告编写",
        ],
        [
            "林学、森林经理学等相关专业本科及以上学历",
            "熟悉森林资源调查技术规程",
            "熟练使用ArcGIS及奥维地图等外业软件",
            "能适应野外工作",
        ],
        ["持有林业工程师（中级）职称", "有无人机航测经验", "会使用R或Python进行数据分析"],
        ["事业单位待遇", "野外补贴", "五险二金"],
        ["薪资：6000-9000元/月", "单位依法保护应聘人员信息，不需要驾驶证。"],
    ),
    resume(
        "闵青松",
        "林业技术员",
        "minqingsong.forest@example.com",
        ("长沙", "CN"),
        "林学专业，三年林业调查规划院外业调查与规划设计经验。",
        [
            (
                "湖南某林业调查规划设计院",
                "助理工程师",
                "2022-07",
                "",
                [
                    "参加森林资源规划设计调查（二类调查）和年度监测外业",
                    "设置标准地、每木检尺及数据录入",
                    "用ArcGIS做小班区划和专题制图",
                    "编写造林作业设计、森林经营方案",
                    "参与使用林地可行性报告编制",
                ],
            ),
        ],
        [("中南林业科技大学", "林学", "本科", "2022-06")],
        [("技能", ["ArcGIS", "奥维互动地图", "森林资源调查技术规程", "野外调查"])],
    ),
    present=[
        "森林资源",
        "二类调查",
        "监测",
        "外业",
        "样地",
        "每木检尺",
        "数据录入",
        "ArcGIS",
        "小班区划",
        "专题图",
        "造林作业设计",
        "森林经营方案",
        "可行性报告",
        "林学",
        "森林资源调查技术规程",
        "奥维",
        "野外",
    ],
    missing=["林业工程师", "无人机", "Python"],
    variants=[("样地", "标准地"), ("专题图", "专题制图")],
    junk=["食堂", "职工书屋", "事业单位待遇", "野外补贴", "驾驶证"],
    aliases={"样地": ["标准地"], "二类调查": ["森林资源规划设计调查"]},
    edits={
        "claim": ("highlight", "无人机航测获取林分影像"),
        "title": ("work[0].position", "院总工程师"),
        "reword": [("set", f"{H}[1]", "设置样地、每木检尺与数据录入")],
        "reword2": [("set", "basics.label", "林业调查技术员")],
        "reword3": [("merge", 3)],
    },
)

part.distractor(
    "wildland-firefighter",
    resume(
        "Dakota Runningwater",
        "Wildland Firefighter",
        "dakota.runningwater.fire@example.com",
        ("Bend", "US"),
        "Type 2 initial attack firefighter on an engine crew.",
        [
            (
                "US Forest Service",
                "Forestry Technician (Fire)",
                "2019-05",
                "",
                ["Initial attack and line construction", "Engine operations", "Red card holder"],
            )
        ],
        [("Central Oregon Community College", "Fire Science", "AAS", "2019-03")],
        [("Fire", ["S-130/S-190", "chainsaw", "pump operations"])],
    ),
)
part.distractor(
    "landscape-gardener-zh",
    resume(
        "苗绿野",
        "园林绿化技术员",
        "miaolvye.garden@example.com",
        ("长沙", "CN"),
        "市政园林绿化养护技术员。",
        [
            (
                "长沙某园林公司",
                "绿化技术员",
                "2019-07",
                "",
                ["苗木种植与养护", "病虫害防治", "绿化工程施工管理"],
            )
        ],
        [("湖南环境生物职业技术学院", "园林技术", "大专", "2019-06")],
        [("技能", ["苗木养护", "病虫害防治", "CAD"])],
    ),
)
part.distractor(
    "near-forestry-technician",
    resume(
        "Harlan Beaudry",
        "Forestry Technician",
        "harlan.beaudry.ftech@example.com",
        ("Valdosta", "US"),
        "Forestry technician running cruise plots and marking timber.",
        [
            (
                "Southern Timberland Services",
                "Forestry Technician",
                "2021-08",
                "",
                [
                    "Timber cruises and volumes for landowners",
                    "Marked harvest units with GPS and Avenza",
                    "Checked BMPs on logging jobs",
                ],
            )
        ],
        [("Abraham Baldwin Agricultural College", "Forest Resources", "AS", "2021-05")],
        [("Skills", ["ArcGIS", "chainsaw", "prescribed burning"])],
    ),
)
