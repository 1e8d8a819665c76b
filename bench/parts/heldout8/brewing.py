"""Held-out set 8: brewing (a production brewer, a brewery quality lab analyst, a 啤酒酿造师),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("brewing")

part.posting(
    "production-brewer",
    "en",
    posting_text(
        "en",
        1,
        "Brewer II - Production Brewery (Early Shifts)",
        "Cedar Ridge Brewing Co. brews 40,000 barrels a year in Bend, Oregon, and runs a "
        "taproom with live music and a dog-friendly beer garden.",
        [
            "Brew on a 30 bbl four-vessel brewhouse: milling, mashing, lautering and wort boiling",
            "Run cellar operations: yeast pitching, dry hopping, fermentation monitoring and "
            "transfers",
            "Clean and sanitize tanks with CIP and keep batch records in Ekos",
            "Take gravity, pH and dissolved oxygen readings",
            "Operate the centrifuge and assist with filtration",
        ],
        [
            "Two years of production brewing experience",
            "Working knowledge of brewing chemistry and yeast health",
            "Forklift certification (or willingness to get it in your first 30 days)",
            "Able to lift 55 lb grain sacks and work on wet floors",
        ],
        [
            "Siebel Institute or IBD diploma",
            "Experience with a canning line (Wild Goose or Cask)",
            "Sensory panel training",
        ],
        ["Shift beer and a monthly beer allowance", "Health, dental and vision", "401(k) match"],
        [
            "$22 - $27 per hour, depending on experience.",
            "Cedar Ridge Brewing Co. is an equal opportunity employer. Taproom bartending and "
            "POS work is not part of this role.",
        ],
    ),
    resume(
        "Declan Ruiz-Halvorsen",
        "Brewer",
        "declan.ruizhalvorsen@example.com",
        ("Portland", "US"),
        "Production brewing, four years on the hot side and in the cellar of a regional brewery.",
        [
            (
                "Willamette Falls Brewing",
                "Brewer",
                "2021-04",
                "",
                [
                    "Brewed on a 20 BBL three-vessel system: milling, mash, lauter and kettle boil",
                    "Cellar work: pitching yeast, dry-hopping, tracking fermentations and "
                    "tank-to-tank transfers",
                    "Clean-in-place of fermenters and brite tanks; brew logs in Ekos Brewmaster",
                    "Measured specific gravity, pH and DO on every batch",
                    "Ran the Alfa Laval centrifuge and the DE filter (filtration)",
                ],
            ),
            (
                "Hopworks Pub",
                "Assistant Brewer",
                "2019-06",
                "2021-03",
                ["Kegging, cleaning and brewhouse prep"],
            ),
        ],
        [("Oregon State University", "Fermentation Science", "BS", "2019-06")],
        [("Brewing", ["brewing chemistry", "yeast management", "forklift"])],
    ),
    present=[
        "production brewing",
        "milling",
        "mashing",
        "lautering",
        "wort boiling",
        "yeast pitching",
        "dry hopping",
        "fermentation monitoring",
        "CIP",
        "Ekos",
        "gravity",
        "pH",
        "dissolved oxygen",
        "centrifuge",
        "filtration",
        "brewing chemistry",
        "yeast health",
        "Forklift",
    ],
    missing=["Siebel Institute", "IBD", "canning line", "Wild Goose", "Sensory panel"],
    variants=[
        ("mashing", "mash"),
        ("lautering", "lauter"),
        ("wort boiling", "kettle boil"),
        ("yeast pitching", "pitching yeast"),
        ("dry hopping", "dry-hopping"),
        ("fermentation monitoring", "tracking fermentations"),
        ("CIP", "Clean-in-place"),
        ("dissolved oxygen", "DO on every batch"),
        ("yeast health", "yeast management"),
    ],
    junk=["taproom", "live music", "beer garden", "Shift beer", "POS"],
    aliases={"CIP": ["clean-in-place"], "dissolved oxygen": ["DO"]},
    edits={
        "claim": ("skills", 0, "canning line operation (Wild Goose)"),
        "title": ("work[0].position", "Head Brewer and Director of Brewing Operations"),
        "reword": [("set", f"{H}[2]", "CIP of fermenters and brite tanks; batch records in Ekos")],
        "reword2": [("merge", 3)],
        "reword3": [("set", "work[0].position", "Production Brewer")],
    },
)

part.posting(
    "brewery-lab-analyst",
    "en",
    posting_text(
        "en",
        3,
        "Quality Assurance Lab Analyst - Brewery",
        "Harbor Light Beer Company is a family-owned brewery on the Great Lakes with 120 "
        "employees, a brewpub, a merch shop and an annual lakeside festival.",
        [
            "Run micro plating for beer spoilers (Lactobacillus, Pediococcus, wild yeast)",
            "Measure alcohol by volume, bitterness units and color with an Anton Paar analyzer "
            "and a spectrophotometer",
            "Lead daily sensory panels and keep the flavor standards",
            "Test packaged beer for dissolved oxygen and CO2",
            "Keep lab data in a LIMS and write certificates of analysis",
        ],
        "A bachelor's degree in microbiology, biology, chemistry or food science is required, "
        "along with a year in a brewery, food or beverage laboratory. You should know ASBC "
        "methods and aseptic technique. Experience with PCR screening (or willingness to "
        "learn) is a plus; a Cicerone certification is welcome but not required.",
        ["PCR screening", "Cicerone certification", "HACCP"],
        ["Medical, dental, vision", "Paid time off", "Two cases of beer a month"],
        [
            "Salary range: $52,000 - $60,000.",
            "Harbor Light Beer Company is an equal opportunity employer. Distribution sales "
            "and delivery driving are handled by another team.",
        ],
    ),
    resume(
        "Priyanka Odegaard",
        "Brewery QC Technician",
        "priyanka.odegaard.qc@example.com",
        ("Milwaukee", "US"),
        "Microbiology graduate, two years in a brewery QC laboratory.",
        [
            (
                "Lakefront Ale Works",
                "QC Lab Technician",
                "2023-02",
                "",
                [
                    "Micro plating (HLP, WLN and UBA media) for lactic acid bacteria and wild "
                    "yeast",
                    "ABV, IBU and SRM on every brand (Anton Paar Alcolyzer, spectrophotometer)",
                    "Ran the daily taste panel and trained new tasters on flavor standards",
                    "Packaged DO and CO2 checks off the canning line's seamer",
                    "Entered results into the laboratory information management system; "
                    "issued COAs",
                ],
            )
        ],
        [("University of Wisconsin-Milwaukee", "Microbiology", "BS", "2022-12")],
        [("Lab", ["ASBC Methods of Analysis", "aseptic technique", "brewery laboratory"])],
    ),
    present=[
        "micro plating",
        "wild yeast",
        "alcohol by volume",
        "bitterness units",
        "Anton Paar",
        "spectrophotometer",
        "sensory panels",
        "flavor standards",
        "dissolved oxygen",
        "CO2",
        "LIMS",
        "certificates of analysis",
        "microbiology",
        "brewery",
        "ASBC",
        "aseptic technique",
    ],
    missing=["PCR", "Cicerone", "HACCP"],
    variants=[
        ("alcohol by volume", "ABV"),
        ("bitterness units", "IBU"),
        ("sensory panels", "taste panel"),
        ("dissolved oxygen", "Packaged DO"),
        ("LIMS", "laboratory information management system"),
        ("certificates of analysis", "COAs"),
    ],
    junk=["brewpub", "merch shop", "lakeside festival", "Distribution sales", "delivery driving"],
    aliases={"alcohol by volume": ["ABV"], "LIMS": ["laboratory information management system"]},
    edits={
        "claim": ("highlight", "Set up PCR screening for hop-tolerant Lactobacillus"),
        "title": ("basics.label", "Director of Quality and Brewmaster"),
        "reword": [("set", f"{H}[1]", "Alcohol by volume, IBU and SRM (Anton Paar, UV-Vis)")],
        "reword2": [("set", "basics.label", "Brewery Quality Control Technician")],
    },
)

part.posting(
    "brewer-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "啤酒酿造师（精酿工坊）",
        "我们是一家成立于2015年的精酿啤酒品牌，在杭州拥有两家酒馆和一座年产3000吨的酿造工厂，"
        "酒馆每周举办乐队演出。",
        [
            "负责糖化车间的投料、糖化、过滤、煮沸及回旋沉淀操作",
            "负责发酵管理：酵母添加、温度控制、干投酒花及发酵曲线记录",
            "按照配方进行新品试酿，参与酒款研发",
            "执行CIP清洗及设备日常维护保养",
            "填写批次记录，配合质检完成原麦汁浓度、pH等检测",
        ],
        [
            "发酵工程、食品科学或生物工程相关专业，大专及以上学历",
            "两年以上啤酒酿造经验，熟悉精酿啤酒工艺",
            "了解酵母管理和啤酒微生物基础",
            "能适应倒班",
        ],
        ["持有品酒师或啤酒评审（BJCP）证书", "有罐装线操作经验", "会英语者优先"],
        ["五险一金", "每月员工啤酒福利", "酒馆消费折扣"],
        ["薪资：8-12K·14薪", "本岗位不要求调酒经验，无需驾驶证。"],
    ),
    resume(
        "邬嘉禾",
        "酿酒师",
        "wujiahe.brew@example.com",
        ("杭州", "CN"),
        "生物工程专业，三年精酿啤酒酿造经验，负责糖化和发酵两个工段。",
        [
            (
                "杭州某精酿啤酒厂",
                "酿酒师",
                "2022-03",
                "",
                [
                    "糖化工段：投料、糖化、麦汁过滤、煮沸、回旋沉淀",
                    "发酵罐管理：酵母接种、控温、干投酒花，记录发酵曲线",
                    "参与IPA、世涛等新品试酿",
                    "就地清洗（CIP）及糖化设备维保",
                    "批次记录，测原麦汁浓度和pH值",
                ],
            ),
            (
                "宁波某啤酒有限公司",
                "酿造工",
                "2020-07",
                "2022-02",
                ["灌装前清酒罐巡检", "设备清洗"],
            ),
        ],
        [("浙江科技学院", "生物工程", "大专", "2020-06")],
        [("技能", ["精酿工艺", "酵母管理", "微生物基础"])],
    ),
    present=[
        "投料",
        "糖化",
        "过滤",
        "煮沸",
        "回旋沉淀",
        "发酵管理",
        "酵母添加",
        "干投酒花",
        "发酵曲线",
        "试酿",
        "CIP",
        "原麦汁浓度",
        "pH",
        "酵母管理",
        "生物工程",
        "精酿啤酒工艺",
    ],
    missing=["品酒师", "BJCP", "罐装线", "英语"],
    variants=[("发酵管理", "发酵罐管理"), ("酵母添加", "酵母接种"), ("精酿啤酒工艺", "精酿工艺")],
    junk=["乐队演出", "员工啤酒福利", "酒馆消费折扣", "调酒经验", "驾驶证"],
    aliases={"CIP": ["就地清洗"], "酵母添加": ["酵母接种"]},
    edits={
        "claim": ("summary", "持有BJCP啤酒评审证书。"),
        "title": ("work[0].position", "酿造总监"),
        "reword": [("set", f"{H}[3]", "CIP就地清洗及糖化设备维护保养")],
        "reword2": [("reorder",)],
    },
)

part.distractor(
    "winery-cellar-hand",
    resume(
        "Matteo Lindqvist",
        "Cellar Hand",
        "matteo.lindqvist.wine@example.com",
        ("Napa", "US"),
        "Winery cellar hand through three harvests.",
        [
            (
                "Silverado Hills Winery",
                "Cellar Hand",
                "2022-08",
                "",
                ["Punch-downs and pump-overs", "Barrel topping and racking", "Crush pad work"],
            )
        ],
        [("Napa Valley College", "Viticulture and Winery Technology", "Certificate", "2022-05")],
        [("Cellar", ["racking", "barrel work", "forklift"])],
    ),
)
part.distractor(
    "beverage-qa-zh",
    resume(
        "卢思远",
        "饮料质检员",
        "lusiyuan.qa@example.com",
        ("广州", "CN"),
        "食品科学专业，负责饮料工厂理化和微生物检验。",
        [
            (
                "广州某饮料有限公司",
                "质检员",
                "2020-07",
                "",
                ["成品理化检测：糖度、酸度、pH", "菌落总数、大肠菌群检测", "HACCP记录"],
            )
        ],
        [("华南农业大学", "食品科学与工程", "本科", "2020-06")],
        [("技能", ["微生物检验", "HACCP", "理化检测"])],
    ),
)
part.distractor(
    "near-homebrewer",
    resume(
        "Caleb Ostrowski",
        "Assistant Brewer",
        "caleb.ostrowski.brews@example.com",
        ("Boise", "US"),
        "Assistant brewer moving from a 7 bbl brewpub to production.",
        [
            (
                "Treefort Brewpub",
                "Assistant Brewer",
                "2023-05",
                "",
                [
                    "Milling and mash-in on a 7 bbl system",
                    "Dry hopping and yeast pitching",
                    "Cleaning kegs and tanks (CIP)",
                ],
            )
        ],
        [("Boise State University", "Biology", "BS", "2022-12")],
        [("Brewing", ["gravity readings", "pH", "keg washing"])],
    ),
)
