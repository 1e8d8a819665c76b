"""Held-out set 8: tea (a tea buyer and blender, a 评茶员 in a tea factory, a 茶艺师), with two
neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("tea")

part.posting(
    "tea-buyer-blender",
    "en",
    posting_text(
        "en",
        0,
        "Tea Buyer & Master Blender",
        "Fernleaf Tea Co. imports single-estate teas for 400 cafés and our own online shop, "
        "with a tasting bar in Seattle and a subscription box club.",
        [
            "Cup and grade incoming samples from Darjeeling, Assam, Yunnan and Uji",
            "Build blends to recipe and develop new flavored and herbal blends",
            "Source from estates and brokers; negotiate contracts and manage lot inventory",
            "Run sensory training for café partners",
            "Work with QA on food safety, pesticide residue testing and organic certification",
        ],
        [
            "Five years of professional tea cupping and blending",
            "Deep knowledge of tea processing (withering, rolling, oxidation, firing)",
            "Experience with import logistics and FDA prior notice",
            "Excellent palate and calibrated cupping notes",
        ],
        [
            "Certified Tea Specialist (STI) or Tea Master certification",
            "Mandarin or Japanese",
            "Matcha grading",
        ],
        ["Tea allowance", "Origin trips", "Medical, dental and 401(k)"],
        [
            "Salary: $78,000 - $92,000.",
            "Fernleaf Tea Co. is an equal opportunity employer. Barista shifts at the "
            "tasting bar are not required.",
        ],
    ),
    resume(
        "Clementine Ashcombe",
        "Tea Blender",
        "clementine.ashcombe.tea@example.com",
        ("Portland", "US"),
        "Tea taster and blender with seven years in specialty tea importing.",
        [
            (
                "Cascade Leaf Importers",
                "Senior Tea Taster & Blender",
                "2019-03",
                "",
                [
                    "Cupping and grading of arrival samples: Darjeeling, Assam, Yunnan and Uji",
                    "Blended to recipe; created new flavored and tisane blends",
                    "Bought from gardens and auction brokers; contracts and lot tracking",
                    "Taught tasting classes to wholesale café accounts",
                    "Food safety, MRL residue tests and USDA Organic paperwork with QA",
                ],
            ),
            ("Steepwell Tea House", "Tea Sommelier", "2017-06", "2019-02", ["Tea service"]),
        ],
        [("Reed College", "Chemistry", "BA", "2017-05")],
        [
            (
                "Tea",
                [
                    "tea processing",
                    "withering, rolling, oxidation and firing",
                    "import logistics",
                    "FDA prior notice",
                    "palate",
                ],
            )
        ],
    ),
    present=[
        "Cup",
        "grade",
        "Darjeeling",
        "Assam",
        "Yunnan",
        "Uji",
        "blends",
        "herbal",
        "estates",
        "brokers",
        "contracts",
        "inventory",
        "sensory training",
        "food safety",
        "pesticide residue testing",
        "organic certification",
        "tea processing",
        "withering",
        "oxidation",
        "import logistics",
        "FDA prior notice",
        "palate",
    ],
    missing=["Certified Tea Specialist", "Tea Master", "Mandarin", "Japanese", "Matcha"],
    variants=[
        ("Cup", "Cupping"),
        ("grade", "grading"),
        ("herbal", "tisane"),
        ("estates", "gardens"),
        ("inventory", "lot tracking"),
        ("sensory training", "tasting classes"),
        ("pesticide residue testing", "MRL residue tests"),
        ("organic certification", "USDA Organic"),
    ],
    junk=["tasting bar", "subscription box", "Origin trips", "Barista shifts"],
    aliases={"herbal": ["tisane"], "Cup": ["cupping"]},
    edits={
        "claim": ("highlight", "Graded ceremonial and culinary matcha from Uji"),
        "title": ("work[0].position", "Vice President of Sourcing"),
        "reword": [("set", f"{H}[1]", "Blended to recipe; created new flavored and herbal blends")],
        "reword2": [("set", "basics.label", "Tea Taster and Blender")],
        "reword3": [("merge", 2)],
    },
)

part.posting(
    "tea-taster-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "评茶员（茶叶加工厂）",
        "公司位于福建安溪，是一家集茶园种植、加工、销售于一体的茶企，拥有生态茶园5000亩，厂区设有茶文化"
        "体验馆。",
        [
            "负责毛茶收购时的感官审评，按外形、汤色、香气、滋味、叶底评定等级",
            "参与铁观音、乌龙茶的精制拼配，制定拼配方案",
            "监督做青、杀青、揉捻、烘焙等加工工序质量",
            "做好茶叶留样及审评记录",
            "配合完成农残检测送样及食品安全管理",
        ],
        [
            "茶学、茶叶生产加工技术相关专业大专及以上学历",
            "持有评茶员（三级及以上）职业资格证书",
            "三年以上乌龙茶审评或加工经验",
            "嗅觉、味觉灵敏，无色盲色弱",
        ],
        ["持有高级评茶师证书", "熟悉红茶、白茶审评", "有茶叶出口经验"],
        ["五险一金", "包食宿", "年终奖"],
        ["薪资：7000-12000元/月", "本岗位无需茶艺表演经验，不要求直播带货。"],
    ),
    resume(
        "苏婉清",
        "审评员",
        "suwanqing.cha@example.com",
        ("安溪", "CN"),
        "茶学专业，五年乌龙茶审评与加工经验。",
        [
            (
                "安溪某茶业有限公司",
                "茶叶审评员",
                "2020-06",
                "",
                [
                    "毛茶收购感官审评，从外形、汤色、香气、滋味、叶底五项因子定级",
                    "铁观音精制拼堆，制定拼配方案",
                    "把控摇青、杀青、揉捻、烘焙工序质量",
                    "茶叶留样与审评记录",
                    "农药残留检测送样，协助食品安全管理",
                ],
            ),
            ("福建某茶厂", "制茶工", "2018-07", "2020-05", ["乌龙茶初制"]),
        ],
        [("福建农林大学", "茶学", "大专", "2018-06")],
        [("技能", ["嗅觉、味觉灵敏", "乌龙茶"])],
        certificates=[("评茶员（三级）", "人力资源和社会保障部", "2019-10")],
    ),
    present=[
        "毛茶",
        "感官审评",
        "外形",
        "汤色",
        "香气",
        "滋味",
        "叶底",
        "评定等级",
        "铁观音",
        "乌龙茶",
        "拼配",
        "做青",
        "杀青",
        "揉捻",
        "烘焙",
        "留样",
        "审评记录",
        "农残检测",
        "食品安全管理",
        "茶学",
        "评茶员",
    ],
    missing=["高级评茶师", "红茶", "白茶", "出口"],
    variants=[("做青", "摇青"), ("农残检测", "农药残留检测"), ("评定等级", "定级")],
    junk=["茶文化体验馆", "包食宿", "茶艺表演", "直播带货"],
    aliases={"农残检测": ["农药残留检测"], "做青": ["摇青"]},
    edits={
        "claim": ("skills", 0, "红茶、白茶审评"),
        "title": ("work[0].position", "生产副总经理"),
        "reword": [("set", f"{H}[2]", "把控做青、杀青、揉捻、烘焙工序质量")],
        "reword2": [("set", "basics.label", "评茶员")],
    },
)

part.posting(
    "tea-artist-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "茶艺师（高端茶空间）",
        "我们是一家位于杭州西湖边的新中式茶空间，提供茶会、茶课和私宴服务，店内设有古琴演奏区。",
        [
            "为客人提供茶艺冲泡服务，熟练掌握绿茶、乌龙茶、红茶及普洱茶的冲泡方法",
            "讲解茶叶知识及茶文化，推荐适合的茶品",
            "策划并主持主题茶会",
            "负责茶具、茶品的日常管理与陈列",
            "开展初级茶艺课程教学",
        ],
        "要求茶文化、茶艺与茶营销相关专业大专及以上学历，持有茶艺师（中级及以上）职业资格证书，"
        "两年以上茶艺服务经验，形象气质佳，普通话标准；会插花或香道者优先，能用英语讲解茶文化者优先。",
        ["插花", "香道", "英语"],
        ["五险一金", "员工茶饮", "古琴课程免费学习"],
        ["薪资：6000-9000元/月＋课时费", "本岗位不要求具备厨师证，无需销售指标。"],
    ),
    resume(
        "林若溪",
        "茶艺老师",
        "linruoxi.chayi@example.com",
        ("杭州", "CN"),
        "茶艺与茶营销专业，三年茶馆茶艺服务及教学经验，普通话二甲。",
        [
            (
                "杭州某茶馆",
                "茶艺师",
                "2022-03",
                "",
                [
                    "茶艺冲泡：龙井等绿茶、岩茶、红茶、普洱",
                    "为客人讲解茶知识与茶文化，推荐茶品",
                    "策划、主持主题茶会20余场",
                    "茶器和茶品的管理与陈列",
                    "教授初级茶艺课",
                ],
            ),
            ("杭州某茶叶店", "店员", "2021-07", "2022-02", ["茶叶陈列与接待"]),
        ],
        [("浙江农业商贸职业学院", "茶艺与茶营销", "大专", "2021-06")],
        [("技能", ["形象气质佳", "普通话二甲", "茶艺服务"])],
        certificates=[("茶艺师（四级/中级）", "人力资源和社会保障部", "2022-01")],
    ),
    present=[
        "茶艺冲泡",
        "绿茶",
        "乌龙茶",
        "红茶",
        "普洱茶",
        "茶叶知识",
        "茶文化",
        "茶品",
        "主题茶会",
        "茶具",
        "陈列",
        "茶艺课程",
        "茶艺与茶营销",
        "茶艺师",
        "茶艺服务",
        "形象气质佳",
        "普通话",
    ],
    missing=["插花", "香道", "英语"],
    variants=[
        ("乌龙茶", "岩茶"),
        ("普洱茶", "普洱"),
        ("茶叶知识", "茶知识"),
        ("茶具", "茶器"),
        ("茶艺课程", "茶艺课"),
    ],
    junk=["古琴演奏区", "员工茶饮", "厨师证", "销售指标"],
    aliases={"茶具": ["茶器"], "普洱茶": ["普洱"]},
    edits={
        "claim": ("extend", 2, "，并以插花布置茶席"),
        "title": ("basics.label", "茶空间创始人兼总经理"),
        "reword": [("set", f"{H}[3]", "茶具和茶品的管理与陈列")],
        "reword2": [("reorder",)],
    },
)

part.distractor(
    "barista",
    resume(
        "Jasper Whitlock-Amara",
        "Head Barista",
        "jasper.whitlockamara.coffee@example.com",
        ("Seattle", "US"),
        "Specialty coffee barista and trainer.",
        [
            (
                "Victrola Coffee",
                "Head Barista",
                "2019-04",
                "",
                ["Espresso dial-in", "Latte art training", "Coffee cupping"],
            )
        ],
        [("Seattle Central College", "Culinary Arts", "Certificate", "2019-03")],
        [("Coffee", ["SCA Barista Skills", "cupping", "pour-over"])],
    ),
)
part.distractor(
    "tea-farm-zh",
    resume(
        "陈立春",
        "茶园管理员",
        "chenlichun.chayuan@example.com",
        ("安溪", "CN"),
        "茶园种植与病虫害防治。",
        [
            (
                "安溪某生态茶园",
                "茶园管理员",
                "2018-04",
                "",
                ["茶树修剪与施肥", "病虫害绿色防控", "采摘组织"],
            )
        ],
        [("福建农林大学", "园艺", "本科", "2018-06")],
        [("技能", ["茶树栽培", "植保"])],
    ),
)
part.distractor(
    "near-tea-shop-clerk-zh",
    resume(
        "叶知秋",
        "茶叶店导购",
        "yezhiqiu.shop@example.com",
        ("杭州", "CN"),
        "茶叶门店导购，会基础冲泡。",
        [
            (
                "杭州某茶叶专卖店",
                "导购",
                "2023-03",
                "",
                ["绿茶、红茶冲泡试饮", "讲解茶文化与茶叶知识", "茶具陈列"],
            )
        ],
        [("杭州职业技术学院", "市场营销", "大专", "2023-06")],
        [("技能", ["普通话", "茶品推荐"])],
    ),
)
