"""Held-out set 7: gemology and jewellery (a diamond grader, a bench jeweler, a 珠宝鉴定师), with
two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("gemology")

part.posting(
    "diamond-grader",
    "en",
    posting_text(
        "en",
        1,
        "Diamond Grader / Graduate Gemologist - Grading Laboratory",
        "Brightline Gem Lab grades 30,000 stones a month for retailers and manufacturers from "
        "our New York lab on 47th Street. Enjoy catered Friday lunches and a view of the "
        "Diamond District.",
        [
            "Grade loose diamonds for color, clarity and cut using the 4Cs",
            "Plot inclusions on clarity diagrams",
            "Screen for lab-grown diamonds and treatments with spectroscopy (FTIR, UV-Vis) and "
            "DiamondView",
            "Identify colored gemstones with a refractometer, polariscope and microscope",
            "Measure proportions with Sarine and OGI scanners",
        ],
        [
            "GIA Graduate Gemologist (GG) diploma",
            "2+ years grading diamonds in a lab or for a manufacturer",
            "Excellent color vision; loupe and microscope work all day",
        ],
        [
            "FGA (Gem-A) diploma",
            "Experience with colored diamond origin reports",
            "Pearl identification experience",
        ],
        ["Diamond District location", "Catered lunches", "Tuition for GIA courses"],
        [
            "Salary: $55,000 - $70,000, depending on experience.",
            "Brightline Gem Lab is an equal opportunity employer; employees handle consigned "
            "goods and must pass a background check and bonding. Retail sales experience is "
            "not required.",
        ],
    ),
    resume(
        "Esther Abramowitz-Kahn",
        "GIA Graduate Gemologist",
        "esther.abramowitzkahn.gg@example.com",
        ("Jersey City", "US"),
        "Graduate Gemologist with three years of lab grading for diamonds and colored stones.",
        [
            (
                "International Gemological Institute",
                "Diamond Grader",
                "2022-02",
                "",
                [
                    "Graded loose diamonds for colour, clarity and cut (the four Cs)",
                    "Plotted inclusions on clarity plots",
                    "Lab-grown (CVD and HPHT) and treatment screening with FTIR, UV-Vis and "
                    "DiamondView",
                    "Colored stone ID with RI, polariscope and gemological microscope",
                    "Proportion measurements on Sarine and OGI",
                ],
            ),
            (
                "Stuller",
                "Quality Inspector",
                "2020-06",
                "2022-01",
                ["Checked melee and mountings under a loupe"],
            ),
        ],
        [("Gemological Institute of America", "Graduate Gemologist", "Diploma", "2020-05")],
        [("Lab", ["loupe", "microscope", "color vision"])],
    ),
    present=[
        "loose diamonds",
        "color",
        "clarity",
        "cut",
        "4Cs",
        "inclusions",
        "clarity diagrams",
        "lab-grown",
        "treatments",
        "FTIR",
        "UV-Vis",
        "DiamondView",
        "refractometer",
        "polariscope",
        "microscope",
        "Sarine",
        "OGI",
        "Graduate Gemologist",
        "loupe",
    ],
    missing=["FGA", "Gem-A", "colored diamond origin", "Pearl"],
    variants=[
        ("4Cs", "four Cs"),
        ("clarity diagrams", "clarity plots"),
        ("refractometer", "RI"),
        ("treatments", "treatment"),
    ],
    junk=["47th Street", "catered Friday lunches", "Diamond District", "bonding", "Retail sales"],
    aliases={"Graduate Gemologist": ["GG"], "refractometer": ["RI"]},
    edits={
        "claim": ("skills", 0, "pearl identification (X-radiography)"),
        "title": ("work[0].position", "Laboratory Director"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Graded loose diamonds for color, clarity and cut (4Cs)",
            )
        ],
        "reword2": [("set", "basics.label", "Graduate Gemologist (GIA)")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "bench-jeweler",
    "en",
    posting_text(
        "en",
        3,
        "Bench Jeweler - Custom Design & Repair Studio",
        "Hollis & Grey Fine Jewelry has been a family jeweler in Charleston since 1952. Our "
        "showroom hosts trunk shows and a champagne bar on Saturdays.",
        "You will size rings, retip prongs, rebuild shanks and do all stone setting (prong, "
        "bezel, channel, pave and flush) in platinum and gold. Custom pieces start in "
        "Matrix or RhinoGold and come to you as castings for clean-up, assembly and finishing "
        "(polishing and rhodium plating). You will use the laser welder and PUK daily and "
        "keep the take-in and job envelope system moving.",
        [
            "5+ years at the bench",
            "Platinum work and micro-pave setting",
            "Own hand tools (we supply flex shaft, laser and PUK)",
        ],
        [
            "Hand engraving",
            "GIA Jewelry Technology or Applied Jewelry Professional",
            "Wax carving",
        ],
        ["Jewelry purchase discount", "Paid vacation", "Tool allowance"],
        [
            "Pay: $30 - $45 per hour, based on skill.",
            "Hollis & Grey is an equal opportunity employer. Appraisal and sales are handled by "
            "our gemologists; no appraisal experience is needed.",
        ],
    ),
    resume(
        "Mateo Ferraro-Quinn",
        "Goldsmith",
        "mateo.ferraroquinn.bench@example.com",
        ("Savannah", "US"),
        "Master bench jeweler, eight years of repair, setting and custom fabrication.",
        [
            (
                "Levy's Fine Jewelry",
                "Bench Jeweler",
                "2019-04",
                "",
                [
                    "Ring sizing, retipping, shank replacements",
                    "Prong, bezel, channel, pavé and flush setting; micro pave in platinum and "
                    "18k gold",
                    "Cleaned up and assembled castings from RhinoGold CAD files; polishing and "
                    "rhodium plating",
                    "Laser welding and PUK welding every day",
                    "Managed repair intake envelopes for three stores",
                ],
            ),
            (
                "Savannah Jewelry Repair",
                "Apprentice Jeweler",
                "2016-06",
                "2019-03",
                ["Sizing, soldering and polishing"],
            ),
        ],
        [
            (
                "Savannah Technical College",
                "Jewelry Repair and Fabrication",
                "Certificate",
                "2016-05",
            )
        ],
        [("Bench", ["flex shaft", "platinum", "stone setting"])],
    ),
    present=[
        "size rings",
        "retip",
        "shanks",
        "stone setting",
        "prong",
        "bezel",
        "channel",
        "pave",
        "flush",
        "platinum",
        "gold",
        "RhinoGold",
        "castings",
        "assembly",
        "polishing",
        "rhodium plating",
        "laser welder",
        "PUK",
        "take-in",
        "micro-pave",
        "flex shaft",
    ],
    missing=["Hand engraving", "Jewelry Technology", "Applied Jewelry Professional", "Wax carving"],
    variants=[
        ("size rings", "Ring sizing"),
        ("retip", "retipping"),
        ("shanks", "shank"),
        ("assembly", "assembled"),
        ("laser welder", "Laser welding"),
        ("take-in", "intake"),
        ("micro-pave", "micro pave"),
    ],
    junk=[
        "trunk shows",
        "champagne bar",
        "Jewelry purchase discount",
        "Tool allowance",
        "appraisal experience",
    ],
    aliases={"retip": ["retipping"], "pave": ["pavé"]},
    edits={
        "claim": ("extend", 3, "; hand engraving with gravers"),
        "title": ("basics.label", "Creative Director and Head Designer"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Sizing rings, retipping prongs and rebuilding shanks",
            )
        ],
        "reword2": [("set", "work[0].position", "Bench Jeweler / Goldsmith")],
    },
)

part.posting(
    "jade-appraiser-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "珠宝鉴定师（检测站）",
        "我们是省级珠宝玉石质量检验站，具备CMA与CNAS资质，地处珠宝产业园，园区有展厅和员工餐厅。",
        [
            "负责翡翠、和田玉、钻石及有色宝石的常规鉴定",
            "使用折射仪、偏光镜、分光镜、显微镜等仪器进行检测",
            "使用红外光谱仪、拉曼光谱仪判断翡翠是否经过充填处理（B货）",
            "按GB/T 16553出具珠宝玉石鉴定证书",
            "参与钻石分级（4C）工作",
        ],
        [
            "宝石及材料工艺学相关专业本科及以上学历",
            "持有珠宝玉石质量检验师（NJQE）证书",
            "两年以上检测机构工作经验",
            "熟悉国家标准GB/T 16552、GB/T 16554",
        ],
        ["有GIA GG或FGA证书", "有贵金属检测（XRF）经验", "熟悉珍珠鉴定"],
        ["五险一金", "周末双休", "员工餐厅"],
        ["薪资：7000-11000元/月", "本站遵守实验室保密规定；不需要销售或直播经验。"],
    ),
    resume(
        "覃婉清",
        "宝石鉴定员",
        "qinwanqing.gem@example.com",
        ("昆明", "CN"),
        "宝石学专业，持NJQE证书，三年珠宝检测站鉴定经验，擅长翡翠与和田玉。",
        [
            (
                "云南某珠宝检测中心",
                "检验员",
                "2022-07",
                "",
                [
                    "负责翡翠、软玉（和田玉）、钻石和彩色宝石的日常检测",
                    "常规仪器：折射仪、偏光镜、分光镜、宝石显微镜",
                    "利用红外光谱和拉曼光谱鉴别注胶处理翡翠",
                    "依据珠宝玉石名称及鉴定标准出证",
                    "协助钻石4C分级",
                ],
            ),
        ],
        [("中国地质大学（武汉）", "宝石及材料工艺学", "本科", "2022-06")],
        [("技能", ["GB/T 16552", "GB/T 16554", "检测机构质量体系"])],
        certificates=[("珠宝玉石质量检验师（NJQE）", "国家珠宝玉石首饰检验集团", "2023-05")],
    ),
    present=[
        "翡翠",
        "和田玉",
        "钻石",
        "有色宝石",
        "折射仪",
        "偏光镜",
        "分光镜",
        "显微镜",
        "红外光谱",
        "拉曼光谱",
        "充填处理",
        "钻石分级",
        "4C",
        "宝石及材料工艺学",
        "NJQE",
        "检测机构",
        "GB/T 16552",
        "GB/T 16554",
    ],
    missing=["GIA", "FGA", "XRF", "贵金属", "珍珠"],
    variants=[("有色宝石", "彩色宝石"), ("充填处理", "注胶处理"), ("钻石分级", "4C分级")],
    junk=["CMA", "CNAS", "珠宝产业园", "员工餐厅", "直播经验"],
    aliases={"充填处理": ["注胶", "B货"], "有色宝石": ["彩色宝石"]},
    edits={
        "claim": ("skills", 0, "XRF贵金属含量检测"),
        "title": ("work[0].position", "检测中心主任"),
        "reword": [("set", f"{H}[2]", "利用红外光谱和拉曼光谱鉴别充填处理（B货）翡翠")],
        "reword2": [("set", "basics.label", "珠宝玉石鉴定员")],
        "reword3": [("merge", 0)],
    },
)

part.distractor(
    "jewelry-sales",
    resume(
        "Whitney Albrecht",
        "Jewelry Sales Associate",
        "whitney.albrecht.sales@example.com",
        ("Charleston", "US"),
        "Fine jewelry sales consultant with a $1.2M annual book.",
        [
            (
                "Kay Jewelers",
                "Sales Associate",
                "2019-02",
                "",
                [
                    "Bridal consultations",
                    "Clienteling and follow-up",
                    "Diamond education for customers",
                ],
            )
        ],
        [("College of Charleston", "Business Administration", "BA", "2018-12")],
        [("Sales", ["clienteling", "CRM", "visual merchandising"])],
    ),
)
part.distractor(
    "jewelry-designer-zh",
    resume(
        "龙芷若",
        "珠宝设计师",
        "longzhiruo.design@example.com",
        ("深圳", "CN"),
        "水贝珠宝品牌设计师，负责黄金与镶嵌款设计。",
        [
            (
                "深圳某珠宝品牌",
                "珠宝设计师",
                "2019-07",
                "",
                ["手绘及JewelCAD建模", "古法金系列设计", "起版跟进"],
            )
        ],
        [("深圳职业技术学院", "首饰设计", "大专", "2019-06")],
        [("技能", ["JewelCAD", "手绘", "Rhino"])],
    ),
)
part.distractor(
    "near-gem-identification-tech",
    resume(
        "Priscilla Yamamoto-Grant",
        "Gem Identification Technician",
        "priscilla.yamamotogrant.gem@example.com",
        ("New York", "US"),
        "Lab technician sorting and screening melee diamonds.",
        [
            (
                "Diamond Screening Services",
                "Screening Technician",
                "2022-09",
                "",
                [
                    "Lab-grown screening of melee with DiamondView",
                    "Color sorting under a loupe and microscope",
                    "Logged inclusions for the grading team",
                ],
            )
        ],
        [("Gemological Institute of America", "Diamonds Graduate", "Diploma", "2022-06")],
        [("Lab", ["loupe", "polariscope", "FTIR"])],
    ),
)
