"""Held-out set 8: archaeology (a CRM field archaeologist, a GIS/lab archaeologist, a 考古发掘
技术员), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("archaeology")

part.posting(
    "crm-field-archaeologist",
    "en",
    posting_text(
        "en",
        3,
        "Field Archaeologist / Crew Chief - Cultural Resource Management",
        "Mesa Heritage Consultants is a cultural resource management firm of 45 staff in "
        "Albuquerque, working on pipelines, solar farms and highways, with a company-wide "
        "field season barbecue.",
        [
            "Lead Phase I pedestrian survey, shovel testing and site recording",
            "Supervise Phase II testing and Phase III data recovery excavations",
            "Record sites and isolated finds with a Trimble GPS and complete LA site forms",
            "Write sections of technical reports under Section 106 of the NHPA",
            "Identify lithics, ceramics and features in the field",
        ],
        [
            "BA in anthropology or archaeology and a field school",
            "Two years of CRM fieldwork in the Southwest",
            "Ability to hike 10 miles a day over rough terrain",
            "Experience supervising a field crew",
        ],
        [
            "MA meeting the Secretary of the Interior's Professional Qualification Standards",
            "ArcGIS Pro mapping",
            "Experience with tribal consultation",
        ],
        ["Per diem on project", "Paid travel time", "Health insurance after 60 days"],
        [
            "Pay: $24 - $30 per hour depending on experience.",
            "Mesa Heritage Consultants is an equal opportunity employer. Paleontological "
            "monitoring and biological surveys are done by other subcontractors.",
        ],
    ),
    resume(
        "Cormac Yazzie-Albright",
        "Archaeological Field Technician",
        "cormac.yazziealbright@example.com",
        ("Flagstaff", "US"),
        "CRM archaeologist, five field seasons in Arizona and New Mexico.",
        [
            (
                "Desert Archaeology Group",
                "Field Archaeologist",
                "2021-03",
                "",
                [
                    "Class III pedestrian survey, STPs and site recording on BLM land",
                    "Ran a crew of six on testing and data recovery excavations",
                    "Mapped sites and isolates with a Trimble Geo 7X; filled out LA forms for ARMS",
                    "Drafted report chapters for Section 106 undertakings (National Historic "
                    "Preservation Act)",
                    "Field identification of flaked stone, pottery and features",
                ],
            ),
            (
                "Northern Arizona University",
                "Field School Student",
                "2019-05",
                "2019-07",
                ["Excavation at a Sinagua pueblo"],
            ),
        ],
        [("Northern Arizona University", "Anthropology", "BA", "2020-05")],
        [("Field", ["field school", "CRM fieldwork", "Southwest", "field crew supervision"])],
    ),
    present=[
        "pedestrian survey",
        "shovel testing",
        "site recording",
        "Phase II testing",
        "data recovery",
        "Trimble",
        "site forms",
        "technical reports",
        "Section 106",
        "NHPA",
        "lithics",
        "ceramics",
        "features",
        "anthropology",
        "field school",
        "CRM fieldwork",
        "Southwest",
        "supervising a field crew",
    ],
    missing=["MA", "Secretary of the Interior's", "ArcGIS Pro", "tribal consultation"],
    variants=[
        ("shovel testing", "STPs"),
        ("Phase II testing", "testing and data recovery"),
        ("site forms", "LA forms"),
        ("technical reports", "report chapters"),
        ("NHPA", "National Historic Preservation Act"),
        ("lithics", "flaked stone"),
        ("ceramics", "pottery"),
        ("supervising a field crew", "Ran a crew of six"),
    ],
    junk=["pipelines", "solar farms", "barbecue", "Paleontological monitoring"],
    aliases={"shovel testing": ["STPs", "shovel test pits"], "lithics": ["flaked stone"]},
    edits={
        "claim": ("highlight", "Mapped site boundaries in ArcGIS Pro"),
        "title": ("work[0].position", "Principal Investigator"),
        "reword": [
            (
                "set",
                f"{H}[4]",
                "Field identification of lithics, ceramics and features",
            )
        ],
        "reword2": [("set", "basics.label", "Field Archaeologist")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "lab-archaeologist",
    "en",
    posting_text(
        "en",
        0,
        "Archaeology Laboratory Technician - Artifact Processing & GIS",
        "The Valley Archaeological Trust runs a curation facility for 300,000 artifacts and a "
        "public visitor center with a gift shop and school tours.",
        [
            "Wash, sort and catalog artifacts into the collections database (PastPerfect)",
            "Analyze historic ceramics and glass for dating",
            "Prepare collections for curation to 36 CFR 79 standards",
            "Digitize field maps and build site maps in QGIS or ArcGIS",
            "Photograph artifacts for reports",
        ],
        "We need a bachelor's degree in archaeology or anthropology, a year of lab work, and "
        "solid skills in artifact cataloging. Familiarity with zooarchaeology (faunal "
        "analysis) or radiocarbon sample handling is a plus. Total station experience is "
        "welcome but is not required.",
        ["zooarchaeology", "radiocarbon", "Total station"],
        ["Hybrid schedule", "403(b)", "Free museum memberships"],
        [
            "Salary: $42,000 - $48,000.",
            "The Trust is an equal opportunity employer. Leading school tours is not part of "
            "this role.",
        ],
    ),
    resume(
        "Henrietta Castellano-Reyes",
        "Lab Archaeologist",
        "henrietta.castellanoreyes@example.com",
        ("Sacramento", "US"),
        "Archaeology lab technician processing and curating CRM collections.",
        [
            (
                "Far Western Anthropological Research Group",
                "Laboratory Technician",
                "2022-09",
                "",
                [
                    "Washing, sorting and cataloguing of artifacts in PastPerfect",
                    "Historic ceramic and bottle glass analysis for dates",
                    "Curation packaging to federal standards (36 CFR Part 79)",
                    "Georeferenced field maps and made site maps in QGIS",
                    "Artifact photography for technical reports",
                ],
            )
        ],
        [("Sacramento State University", "Anthropology", "BA", "2022-05")],
        [("Lab", ["archaeology", "collections database", "lab work"])],
    ),
    present=[
        "catalog artifacts",
        "collections database",
        "PastPerfect",
        "historic ceramics",
        "glass",
        "curation",
        "36 CFR",
        "QGIS",
        "site maps",
        "Photograph artifacts",
        "archaeology",
        "anthropology",
        "lab work",
    ],
    missing=["zooarchaeology", "radiocarbon", "Total station"],
    variants=[
        ("catalog artifacts", "cataloguing of artifacts"),
        ("historic ceramics", "Historic ceramic"),
        ("Photograph artifacts", "Artifact photography"),
    ],
    junk=["visitor center", "gift shop", "school tours", "museum memberships"],
    aliases={"catalog artifacts": ["cataloguing"]},
    edits={
        "claim": ("extend", 1, "; faunal analysis (zooarchaeology)"),
        "title": ("basics.label", "Curator of Collections and Lab Director"),
        "reword": [("set", f"{H}[0]", "Washing, sorting and cataloging artifacts in PastPerfect")],
        "reword2": [("merge", 3)],
    },
)

part.posting(
    "excavation-technician-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "考古发掘技术员",
        "本院是省级文物考古研究机构，承担全省基本建设考古工作，下设博物馆一座，馆内设有文创商店。",
        [
            "参与基建考古项目的考古调查、勘探及发掘工作",
            "负责探方发掘、遗迹清理及地层划分",
            "使用全站仪、RTK进行测绘，绘制遗迹平、剖面图",
            "负责出土器物的清洗、拼对、修复及登记",
            "整理发掘资料，协助编写考古发掘报告",
        ],
        [
            "考古学、文物保护技术等相关专业大专及以上学历",
            "持有考古发掘领队资格或田野考古技工证书",
            "能适应长期野外工作",
            "熟练使用CAD制图",
        ],
        ["熟悉无人机航拍与三维建模", "有动物考古或植物考古经验", "有论文发表者优先"],
        ["五险一金", "野外工作补贴", "提供住宿"],
        ["薪资：5000-8000元/月，另有野外津贴", "本岗位不需要讲解员经验，无需文物鉴定资质。"],
    ),
    resume(
        "姚博远",
        "田野考古技工",
        "yaoboyuan.kaogu@example.com",
        ("西安", "CN"),
        "考古学专业，五年基建考古田野经验。",
        [
            (
                "陕西某考古研究单位",
                "考古技工",
                "2020-07",
                "",
                [
                    "配合基本建设的考古调查、钻探和发掘",
                    "布方发掘，遗迹清理，划分地层",
                    "全站仪和RTK测量，绘制遗迹平剖面图",
                    "出土文物清洗、拼接、修复与登记入库",
                    "发掘资料整理，参与编写发掘简报",
                ],
            ),
            ("西北大学考古队", "实习生", "2019-03", "2019-12", ["田野考古实习"]),
        ],
        [("西北大学", "考古学", "本科", "2020-06")],
        [("技能", ["AutoCAD", "野外工作"])],
        certificates=[("田野考古技工证书", "国家文物局", "2021-09")],
    ),
    present=[
        "考古调查",
        "勘探",
        "发掘",
        "探方",
        "遗迹清理",
        "地层划分",
        "全站仪",
        "RTK",
        "剖面图",
        "清洗",
        "拼对",
        "修复",
        "考古发掘报告",
        "考古学",
        "田野考古技工证书",
        "野外工作",
        "CAD",
    ],
    missing=["无人机", "三维建模", "动物考古", "植物考古", "论文"],
    variants=[
        ("勘探", "钻探"),
        ("探方", "布方"),
        ("地层划分", "划分地层"),
        ("拼对", "拼接"),
        ("考古发掘报告", "发掘简报"),
        ("CAD", "AutoCAD"),
    ],
    junk=["文创商店", "野外工作补贴", "讲解员", "文物鉴定资质"],
    aliases={"勘探": ["钻探"], "CAD": ["AutoCAD"]},
    edits={
        "claim": ("skills", 0, "无人机航拍"),
        "title": ("work[0].position", "考古发掘领队"),
        "reword": [("set", f"{H}[1]", "探方发掘，遗迹清理，地层划分")],
        "reword2": [("set", "basics.label", "考古发掘技术员")],
    },
)

part.distractor(
    "museum-registrar",
    resume(
        "Ophelia Strand-Nakamura",
        "Museum Registrar",
        "ophelia.strandnakamura@example.com",
        ("Santa Fe", "US"),
        "Registrar managing loans and collections records.",
        [
            (
                "Museum of Indian Arts and Culture",
                "Registrar",
                "2018-02",
                "",
                ["Loans and condition reports", "Collections database (TMS)", "NAGPRA records"],
            )
        ],
        [("University of New Mexico", "Museum Studies", "MA", "2017-12")],
        [("Collections", ["TMS", "NAGPRA", "condition reporting"])],
    ),
)
part.distractor(
    "surveyor-zh",
    resume(
        "冼立峰",
        "测量员",
        "xianlifeng.survey@example.com",
        ("西安", "CN"),
        "工程测量员，熟练使用全站仪和RTK。",
        [
            (
                "西安某测绘公司",
                "测量员",
                "2019-07",
                "",
                ["道路工程放样", "全站仪、RTK地形测量", "CAD成图"],
            )
        ],
        [("陕西铁路工程职业技术学院", "工程测量技术", "大专", "2019-06")],
        [("技能", ["全站仪", "RTK", "CAD"])],
    ),
)
part.distractor(
    "near-field-tech",
    resume(
        "Barnaby Oyelaran",
        "Archaeological Technician",
        "barnaby.oyelaran.arch@example.com",
        ("Las Cruces", "US"),
        "Seasonal archaeological technician after a summer field school.",
        [
            (
                "Statistical Research Inc.",
                "Archaeological Technician",
                "2024-04",
                "",
                [
                    "Pedestrian survey and shovel testing",
                    "Screened excavation units",
                    "Bagged and labeled lithics and ceramics",
                ],
            )
        ],
        [("New Mexico State University", "Anthropology", "BA", "2023-12")],
        [("Field", ["field school", "Trimble", "site recording"])],
    ),
)
