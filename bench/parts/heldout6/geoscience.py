"""Held-out set 6: geoscience (a hydrogeologist, an exploration geologist, a 岩土勘察 /
工程地质 engineer), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("geoscience")

part.posting(
    "hydrogeologist",
    "en",
    posting_text(
        "en",
        2,
        "Hydrogeologist / Project Geologist - Groundwater Resources",
        "Cascadia Earth & Water is a 120-person employee-owned consultancy. We hold an annual "
        "river float trip, keep bikes for the office commute and donate 1% of revenue to "
        "watershed councils.",
        [
            "Design and oversee drilling and installation of monitoring wells",
            "Run aquifer tests (pumping tests, slug tests) and analyze them in AQTESOLV",
            "Build groundwater flow models in MODFLOW (GMS or Groundwater Vistas)",
            "Collect groundwater samples using low-flow sampling and write technical reports",
            "Prepare figures and maps in ArcGIS Pro",
        ],
        [
            "BS or MS in geology, hydrogeology or a related geoscience",
            "3-6 years of consulting experience",
            "Geologist-in-Training (GIT) or Licensed Geologist",
            "40-hour HAZWOPER",
        ],
        ["Licensed Hydrogeologist (LHG)", "Experience with MT3DMS contaminant transport", "Python"],
        ["Employee ownership (ESOP)", "4/10 schedule option", "Paid volunteer days"],
        [
            "Compensation: $78,000 - $98,000 DOE.",
            "Cascadia Earth & Water is an equal opportunity employer; a clean driving record is "
            "required for field work.",
        ],
    ),
    resume(
        "Owen Takahashi",
        "Project Geologist",
        "owen.takahashi.geo@example.com",
        ("Olympia", "US"),
        "Licensed geologist in Washington, five years in groundwater consulting.",
        [
            (
                "Sound Environmental Group",
                "Staff Hydrogeologist",
                "2020-09",
                "",
                [
                    "Oversaw drilling and construction of 60+ monitoring wells",
                    "Pumping and slug tests analysed in AQTESOLV",
                    "Groundwater flow modeling in MODFLOW using Groundwater Vistas",
                    "Low-flow groundwater sampling; authored technical reports for Ecology",
                    "Site figures in ArcGIS Pro",
                ],
            )
        ],
        [("Western Washington University", "Geology (hydrogeology emphasis)", "MS", "2020-06")],
        [("Field", ["HAZWOPER 40-hour", "consulting", "geoscience"])],
        certificates=[
            ("Licensed Geologist (LG)", "Washington State Geologist Licensing Board", "2023-04")
        ],
    ),
    present=[
        "drilling",
        "monitoring wells",
        "aquifer tests",
        "pumping tests",
        "slug tests",
        "AQTESOLV",
        "groundwater flow models",
        "MODFLOW",
        "Groundwater Vistas",
        "groundwater samples",
        "low-flow sampling",
        "technical reports",
        "ArcGIS Pro",
        "geology",
        "hydrogeology",
        "consulting",
        "Licensed Geologist",
        "HAZWOPER",
    ],
    missing=["LHG", "Licensed Hydrogeologist", "MT3DMS", "contaminant transport", "Python"],
    variants=[
        ("aquifer tests", "Pumping and slug tests"),
        ("pumping tests", "Pumping and slug tests"),
        ("groundwater flow models", "groundwater flow modeling"),
        ("groundwater samples", "groundwater sampling"),
        ("low-flow sampling", "Low-flow groundwater sampling"),
    ],
    junk=["river float trip", "bikes", "watershed councils", "driving record"],
    aliases={"aquifer tests": ["pumping tests", "slug tests"]},
)

part.posting(
    "exploration-geologist",
    "en",
    posting_text(
        "en",
        0,
        "Exploration Geologist - Copper-Gold Porphyry Project (FIFO)",
        "Redgum Minerals is an ASX-listed explorer advancing two porphyry copper-gold projects "
        "in Nevada. Camp life includes a gym, a chef-run kitchen and Starlink internet.",
        [
            "Log RC chips and diamond drill core (lithology, alteration, mineralization, "
            "structure)",
            "Supervise drill programs and contractors on a 14/14 roster",
            "Run QA/QC on assays (standards, blanks, duplicates)",
            "Geological mapping and rock chip sampling",
            "Manage drill hole data in acQuire and build 3D models in Leapfrog Geo",
        ],
        "Degree in geology, 3+ years of exploration experience in porphyry or epithermal "
        "systems, strong core logging and mapping skills, and a clean driver's license. "
        "A working knowledge of JORC Code or NI 43-101 reporting is expected.",
        ["Experience with Micromine or Vulcan", "Structural geology", "Competent Person status"],
        ["Fly-in fly-out from Reno", "Per diem", "Equity incentive plan"],
        [
            "Salary: $90,000 - $120,000 USD plus field bonus.",
            "Redgum Minerals is an equal opportunity employer. Employment requires passing a "
            "pre-employment medical, and MSHA training is provided on site.",
        ],
    ),
    resume(
        "Siobhan Kerrigan",
        "Exploration Geologist",
        "siobhan.kerrigan.expl@example.com",
        ("Elko", "US"),
        "Geologist with four years on porphyry copper and epithermal gold drill programs.",
        [
            (
                "Basin & Range Exploration",
                "Project Geologist",
                "2021-05",
                "",
                [
                    "Logged reverse circulation chips and diamond core: lithology, alteration, "
                    "mineralisation and structure",
                    "Supervised drilling contractors on a 14/14 FIFO roster",
                    "QAQC of assay results with CRMs, blanks and duplicates",
                    "Geological mapping and rock chip sampling at 1:2,000",
                    "Managed drillhole data in acQuire; 3D modelling in Leapfrog",
                    "Core logging of 18 km of drillhole",
                ],
            )
        ],
        [("University of Nevada, Reno", "Geology", "BS", "2021-05")],
        [("Exploration", ["porphyry", "epithermal", "NI 43-101"])],
        languages=[("English", "Native")],
    ),
    present=[
        "RC chips",
        "diamond drill core",
        "lithology",
        "alteration",
        "mineralization",
        "drill programs",
        "QA/QC",
        "assays",
        "Geological mapping",
        "rock chip sampling",
        "acQuire",
        "Leapfrog Geo",
        "geology",
        "porphyry",
        "epithermal",
        "core logging",
        "NI 43-101",
    ],
    missing=["Micromine", "Vulcan", "Structural geology", "Competent Person", "JORC"],
    variants=[
        ("RC chips", "reverse circulation chips"),
        ("diamond drill core", "diamond core"),
        ("mineralization", "mineralisation"),
        ("QA/QC", "QAQC"),
        ("assays", "assay results"),
        ("Leapfrog Geo", "Leapfrog"),
    ],
    junk=["Starlink", "chef-run kitchen", "Per diem", "MSHA", "pre-employment medical"],
    aliases={"RC chips": ["reverse circulation"], "QA/QC": ["QAQC"]},
)

part.posting(
    "geotech-survey-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "工程地质勘察工程师（岩土勘察方向）",
        "本院为甲级勘察设计单位，隶属某大型国企，院区环境优美，设有羽毛球馆和职工书屋。",
        [
            "负责工程地质勘察项目的现场钻探编录与原位测试（标准贯入试验、静力触探）",
            "编制勘察纲要及岩土工程勘察报告",
            "开展不良地质作用（滑坡、岩溶）调查与评价",
            "使用理正勘察软件和CAD绘制工程地质剖面图",
        ],
        [
            "地质工程、岩土工程或水文地质专业本科及以上学历",
            "3年以上岩土工程勘察经验",
            "熟悉《岩土工程勘察规范》GB 50021",
            "能适应长期野外工作",
        ],
        [
            "持有注册土木工程师（岩土）证书",
            "有地质灾害危险性评估经验",
            "会使用GIS（ArcGIS或MapGIS）",
        ],
        ["六险二金", "野外津贴", "带薪年假"],
        ["年薪：12-20万", "本院严格按照国家有关规定开展招聘，不收取任何费用。"],
    ),
    resume(
        "罗振宇",
        "岩土工程师",
        "luozhenyu.geo@example.com",
        ("贵阳", "CN"),
        "地质工程硕士，五年岩土勘察经验，熟悉岩溶地区勘察。",
        [
            (
                "贵州某勘察设计研究院",
                "勘察工程师",
                "2020-07",
                "",
                [
                    "现场钻孔编录，标贯试验与静探测试",
                    "编写勘察方案及岩土工程勘察报告40余份",
                    "岩溶、滑坡等不良地质调查评价",
                    "用理正勘察和AutoCAD绘制工程地质剖面",
                    "依据GB 50021开展勘察工作，常年野外作业",
                ],
            )
        ],
        [("成都理工大学", "地质工程", "硕士", "2020-06")],
        [("技能", ["工程地质", "岩土工程勘察", "野外工作"])],
    ),
    present=[
        "工程地质勘察",
        "钻探编录",
        "原位测试",
        "标准贯入试验",
        "静力触探",
        "勘察纲要",
        "岩土工程勘察报告",
        "不良地质",
        "滑坡",
        "岩溶",
        "理正勘察",
        "CAD",
        "工程地质剖面图",
        "地质工程",
        "岩土工程勘察",
        "GB 50021",
        "野外工作",
    ],
    missing=["注册土木工程师", "地质灾害危险性评估", "GIS", "MapGIS"],
    variants=[
        ("工程地质勘察", "工程地质"),
        ("钻探编录", "钻孔编录"),
        ("原位测试", "静探测试"),
        ("标准贯入试验", "标贯试验"),
        ("静力触探", "静探"),
        ("勘察纲要", "勘察方案"),
        ("CAD", "AutoCAD"),
        ("工程地质剖面图", "工程地质剖面"),
    ],
    junk=["羽毛球馆", "职工书屋", "野外津贴", "六险二金"],
    aliases={"标准贯入试验": ["标贯"], "静力触探": ["静探", "CPT"], "CAD": ["AutoCAD"]},
)

part.distractor(
    "mining-engineer",
    resume(
        "Brent Maddox",
        "Mine Planning Engineer",
        "brent.maddox.mining@example.com",
        ("Winnemucca", "US"),
        "Open-pit mine planning engineer scheduling ore and waste.",
        [
            (
                "Silver State Gold Mine",
                "Mine Planning Engineer",
                "2018-07",
                "",
                [
                    "Pit designs and haul road layouts",
                    "Short-range schedules",
                    "Blast pattern design",
                ],
            )
        ],
        [("Montana Tech", "Mining Engineering", "BS", "2018-05")],
        [("Mining", ["Deswik", "pit optimization", "drill and blast"])],
    ),
)
part.distractor(
    "surveyor-geo-zh",
    resume(
        "包文涛",
        "物探工程师",
        "baowentao.geophys@example.com",
        ("贵阳", "CN"),
        "工程物探工程师，从事高密度电法和地震波勘探。",
        [
            (
                "贵州某物探公司",
                "物探工程师",
                "2019-07",
                "",
                ["高密度电法探测岩溶", "浅层地震反射波勘探", "物探成果解释报告"],
            )
        ],
        [("中国地质大学（武汉）", "勘查技术与工程", "本科", "2019-06")],
        [("技能", ["高密度电法", "地震勘探", "探地雷达"])],
    ),
)
part.distractor(
    "near-environmental-technician",
    resume(
        "Kaylee Brandt",
        "Environmental Field Technician",
        "kaylee.brandt.field@example.com",
        ("Tacoma", "US"),
        "Field technician sampling groundwater and soil for site investigations.",
        [
            (
                "Rainier Environmental",
                "Field Technician",
                "2022-04",
                "",
                [
                    "Low-flow groundwater sampling at monitoring wells",
                    "Logged soil borings and observed drilling",
                    "Field notes and chain-of-custody forms",
                    "Water level measurements and well development",
                ],
            )
        ],
        [("Evergreen State College", "Environmental Studies", "BS", "2022-03")],
        [("Field", ["HAZWOPER 40-hour", "groundwater sampling", "soil sampling"])],
    ),
)
