"""Held-out set 6: land surveying and GIS (a survey party chief, a GIS analyst for a county, a
测绘工程师 doing UAV photogrammetry), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("surveying")

part.posting(
    "party-chief",
    "en",
    posting_text(
        "en",
        3,
        "Survey Party Chief - Land Development",
        "Pinecrest Land Surveying has mapped the Carolinas since 1972. We keep a fleet of "
        "4x4 trucks, host a pig pickin' every spring and sponsor the local 5K.",
        [
            "Lead a two-person field crew on boundary surveys, ALTA/NSPS Land Title Surveys and "
            "topographic surveys",
            "Run Trimble robotic total stations and GNSS receivers (RTK and static)",
            "Perform construction staking for curb, utilities and building corners",
            "Search for and recover property corners and monuments; keep neat field notes",
            "Process field data in Trimble Business Center and hand off to CAD (Civil 3D)",
        ],
        [
            "4+ years of survey field experience, 2+ as party chief",
            "Understanding of horizontal and vertical control and traverse adjustment",
            "OSHA 10 and a valid driver's license",
        ],
        "Surveyor-in-Training (SIT) or progress toward licensure (PLS) is a plus, as is "
        "experience with UAS mapping or laser scanning. Being able to use Carlson instead of "
        "Trimble is fine.",
        ["Take-home truck", "Paid licensure exam fees", "Profit sharing"],
        [
            "Hourly: $28 - $36.",
            "Pinecrest Land Surveying is an equal opportunity employer and a drug-free workplace.",
        ],
    ),
    resume(
        "Wade Pennington",
        "Survey Crew Chief",
        "wade.pennington.survey@example.com",
        ("Greenville", "US"),
        "Party chief with seven years of boundary, topo and construction layout work.",
        [
            (
                "Upstate Surveying & Mapping",
                "Party Chief",
                "2020-03",
                "",
                [
                    "Led 2-man crews on boundary surveys, ALTA surveys and topographic surveys",
                    "Trimble S7 robotic total station and R12i GNSS (RTK and static)",
                    "Construction layout for curb and gutter, utilities and building corners",
                    "Recovered property corners and monuments; neat field notes",
                    "Processed field data in TBC for Civil 3D drafting",
                    "Horizontal and vertical control networks; traverse adjustment",
                ],
            ),
            (
                "Palmetto Engineering",
                "Instrument Operator",
                "2017-05",
                "2020-02",
                ["Rod and instrument"],
            ),
        ],
        [("Greenville Technical College", "Surveying and Geomatics", "AAS", "2017-05")],
        [("Field", ["OSHA 10", "driver's license", "survey field"])],
    ),
    present=[
        "field crew",
        "boundary surveys",
        "ALTA/NSPS",
        "topographic surveys",
        "Trimble",
        "robotic total stations",
        "GNSS",
        "RTK",
        "construction staking",
        "property corners",
        "monuments",
        "field notes",
        "Trimble Business Center",
        "Civil 3D",
        "party chief",
        "horizontal and vertical control",
        "traverse adjustment",
        "OSHA 10",
        "driver's license",
    ],
    missing=["Surveyor-in-Training", "PLS", "UAS", "laser scanning"],
    variants=[
        ("field crew", "crews"),
        ("ALTA/NSPS", "ALTA surveys"),
        ("robotic total stations", "robotic total station"),
        ("construction staking", "Construction layout"),
        ("Trimble Business Center", "TBC"),
    ],
    junk=["4x4 trucks", "pig pickin'", "5K", "drug-free workplace"],
    aliases={
        "Trimble Business Center": ["TBC"],
        "construction staking": ["construction layout", "stakeout"],
        "PLS": ["Professional Land Surveyor"],
    },
)

part.posting(
    "gis-analyst",
    "en",
    posting_text(
        "en",
        2,
        "GIS Analyst II - County Information Technology",
        "Mariposa County serves 280,000 residents. Our campus has an EV charging lot, a "
        "wellness room and an on-site credit union branch.",
        [
            "Maintain the enterprise geodatabase (SQL Server) and the parcel fabric",
            "Build web maps, dashboards and Survey123 forms in ArcGIS Online / Enterprise",
            "Automate geoprocessing with Python (ArcPy) and ModelBuilder",
            "Support E911 addressing and road centerline edits",
            "Georeference scanned plats and digitize subdivisions",
        ],
        [
            "Bachelor's degree in GIS, geography or a related field",
            "3+ years with ArcGIS Pro",
            "Experience with spatial analysis and cartography",
            "SQL",
        ],
        ["GISP certification", "Experience with FME", "Familiarity with LiDAR data"],
        ["CalPERS pension", "Hybrid after probation", "Tuition reimbursement"],
        [
            "Salary: $76,200 - $92,600 annually.",
            "Mariposa County is an Equal Opportunity Employer. Finalists complete a Live Scan "
            "fingerprint check.",
        ],
    ),
    resume(
        "Alondra Reyes",
        "GIS Analyst",
        "alondra.reyes.gis@example.com",
        ("Merced", "US"),
        "GIS analyst with four years in local government GIS.",
        [
            (
                "City of Merced",
                "GIS Technician",
                "2021-02",
                "",
                [
                    "Maintained the enterprise geodatabase on SQL Server and the parcel fabric",
                    "Published web maps, Dashboards and Survey123 forms on ArcGIS Online",
                    "Wrote ArcPy scripts and ModelBuilder models for nightly geoprocessing",
                    "Next Generation 911 address points and road centerlines",
                    "Georeferenced historic plats; digitized new subdivisions",
                ],
            )
        ],
        [("UC Davis", "Geography", "BA", "2020-06")],
        [("GIS", ["ArcGIS Pro", "spatial analysis", "cartography", "SQL", "LiDAR"])],
    ),
    present=[
        "enterprise geodatabase",
        "SQL Server",
        "parcel fabric",
        "web maps",
        "dashboards",
        "Survey123",
        "ArcGIS Online",
        "geoprocessing",
        "Python",
        "ArcPy",
        "ModelBuilder",
        "E911",
        "road centerline",
        "Georeference",
        "digitize",
        "geography",
        "ArcGIS Pro",
        "spatial analysis",
        "cartography",
        "SQL",
        "LiDAR",
    ],
    missing=["GISP", "FME"],
    variants=[
        ("Python", "ArcPy"),
        ("E911", "Next Generation 911"),
        ("road centerline", "road centerlines"),
        ("Georeference", "Georeferenced"),
        ("digitize", "digitized"),
    ],
    junk=["EV charging", "wellness room", "credit union", "Live Scan", "CalPERS"],
    aliases={"E911": ["911", "NG911"], "Python": ["ArcPy"]},
)

part.posting(
    "uav-mapping-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "测绘工程师（无人机航测方向）",
        "公司是国家甲级测绘资质单位，总部位于武汉光谷，办公区配有健身房、咖啡吧与屋顶花园。",
        [
            "负责无人机航测外业：航线规划、像控点布设与测量、倾斜摄影数据采集",
            "使用ContextCapture（Smart3D）或大疆智图进行三维实景建模",
            "制作DOM、DEM、DLG等4D测绘产品",
            "使用南方CASS绘制1:500地形图，完成不动产测绘及土方量计算",
        ],
        [
            "测绘工程、遥感或地理信息系统专业本科及以上学历",
            "熟练使用RTK、全站仪等测量仪器",
            "持有无人机驾驶员执照（CAAC）",
            "2年以上航测项目经验",
        ],
        ["有机载激光雷达（LiDAR）点云处理经验", "持有注册测绘师证书", "熟悉ArcGIS"],
        ["五险一金", "项目奖金", "出差补贴"],
        ["薪资：8-14K", "本公司承诺不以性别、地域等因素歧视应聘者。"],
    ),
    resume(
        "熊思远",
        "测绘工程师",
        "xiongsiyuan.uav@example.com",
        ("武汉", "CN"),
        "测绘工程本科，三年无人机航测经验，持CAAC执照。",
        [
            (
                "湖北某测绘地理信息公司",
                "航测工程师",
                "2022-07",
                "",
                [
                    "航线设计、像控布设与测量，五镜头倾斜摄影外业采集",
                    "Smart3D实景三维建模",
                    "生产正射影像、数字高程模型和数字线划图",
                    "CASS成图（1:500地形图）、房地一体不动产测绘、土方计算",
                    "熟练使用RTK、全站仪",
                ],
            )
        ],
        [("武汉大学", "测绘工程", "本科", "2022-06")],
        [("技能", ["航测", "无人机", "倾斜摄影"])],
        certificates=[("民用无人机驾驶员执照（CAAC）", "中国民用航空局", "2022-09")],
    ),
    present=[
        "无人机航测",
        "航线规划",
        "像控点",
        "倾斜摄影",
        "ContextCapture",
        "三维实景建模",
        "DOM",
        "DEM",
        "DLG",
        "CASS",
        "地形图",
        "不动产测绘",
        "土方量计算",
        "测绘工程",
        "RTK",
        "全站仪",
        "无人机驾驶员执照",
        "航测",
    ],
    missing=["LiDAR", "点云", "注册测绘师", "ArcGIS"],
    variants=[
        ("航线规划", "航线设计"),
        ("像控点", "像控布设"),
        ("ContextCapture", "Smart3D"),
        ("三维实景建模", "实景三维建模"),
        ("DOM", "正射影像"),
        ("DEM", "数字高程模型"),
        ("DLG", "数字线划图"),
        ("土方量计算", "土方计算"),
    ],
    junk=["健身房", "咖啡吧", "屋顶花园", "出差补贴"],
    aliases={
        "DOM": ["正射影像"],
        "DEM": ["数字高程模型"],
        "DLG": ["数字线划图"],
        "ContextCapture": ["Smart3D"],
    },
)

part.distractor(
    "civil-drafter",
    resume(
        "Hollis Gray",
        "Civil CAD Technician",
        "hollis.gray.cad@example.com",
        ("Spartanburg", "US"),
        "Civil 3D drafter for site plans and grading.",
        [
            (
                "Piedmont Civil Engineers",
                "CAD Technician",
                "2016-04",
                "",
                ["Site plans and grading in Civil 3D", "Storm sewer profiles", "Permit plan sets"],
            )
        ],
        [("Tri-County Technical College", "Drafting", "AAS", "2016-03")],
        [("CAD", ["Civil 3D", "grading plans", "storm sewer"])],
    ),
)
part.distractor(
    "remote-sensing-zh",
    resume(
        "冯若曦",
        "遥感算法工程师",
        "fengruoxi.rs@example.com",
        ("武汉", "CN"),
        "遥感影像分类与变化检测算法研发。",
        [
            (
                "武汉某遥感科技公司",
                "算法工程师",
                "2020-07",
                "",
                ["卫星影像地物分类（深度学习）", "变化检测", "影像融合与辐射校正"],
            )
        ],
        [("武汉大学", "摄影测量与遥感", "硕士", "2020-06")],
        [("技能", ["Python", "PyTorch", "ENVI"])],
    ),
)
part.distractor(
    "near-gis-technician",
    resume(
        "Marisa Quintero",
        "GIS Technician",
        "marisa.quintero.gis@example.com",
        ("Modesto", "US"),
        "GIS technician editing utility data for an irrigation district.",
        [
            (
                "Stanislaus Irrigation District",
                "GIS Technician",
                "2022-06",
                "",
                [
                    "Digitized canals, pipelines and turnouts from as-builts",
                    "Field data collection with Field Maps and a Trimble R2",
                    "Map books and exhibits in ArcGIS Pro",
                    "Simple web maps on ArcGIS Online",
                ],
            )
        ],
        [("CSU Stanislaus", "Geography", "BA", "2022-05")],
        [("GIS", ["ArcGIS Pro", "cartography", "Field Maps"])],
    ),
)
