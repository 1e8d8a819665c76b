"""Held-out set 8: zookeeping and animal care (a carnivore keeper, an aquarist, a 动物饲养员),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("zookeeping")

part.posting(
    "carnivore-keeper",
    "en",
    posting_text(
        "en",
        2,
        "Zookeeper II - Carnivores",
        "Riverbend Zoo cares for 2,000 animals of 300 species on 90 acres, with a safari "
        "train, a splash pad and a summer concert series.",
        [
            "Provide daily husbandry for big cats, bears and wolves: diets, cleaning and "
            "habitat upkeep",
            "Train animals with operant conditioning for voluntary husbandry behaviors",
            "Design and record enrichment",
            "Observe and report health concerns to veterinary staff; assist with immobilizations",
            "Keep animal records in ZIMS and give keeper talks",
        ],
        [
            "Bachelor's degree in zoology, animal science or biology",
            "Two years of paid experience with large carnivores at an AZA-accredited facility",
            "Knowledge of protected contact and dangerous animal protocols",
            "Comfortable with public speaking",
        ],
        ["Firearms response team experience", "Certified Professional Animal Trainer", "SSP"],
        ["Free zoo membership", "Health, dental, vision", "Uniforms provided"],
        [
            "Pay: $19.50 - $23.00 per hour.",
            "Riverbend Zoo is an equal opportunity employer. Guest services and ticketing are "
            "not part of this role; gift shop cashiering is not needed.",
        ],
    ),
    resume(
        "Rowena Fitzwilliam",
        "Zookeeper",
        "rowena.fitzwilliam.zoo@example.com",
        ("Columbus", "US"),
        "Keeper with four years on carnivore and primate routes at AZA zoos.",
        [
            (
                "Scioto Valley Zoo",
                "Carnivore Keeper",
                "2021-06",
                "",
                [
                    "Daily care of tigers, snow leopards, grizzly bears and Mexican gray "
                    "wolves: diet prep, cleaning, exhibit maintenance",
                    "Positive reinforcement training of husbandry behaviors (voluntary blood "
                    "draws, injections)",
                    "Planned and documented behavioral enrichment",
                    "Reported health concerns to the vet team; assisted with anesthesia events",
                    "Species360 ZIMS records; daily keeper chats",
                ],
            ),
            (
                "Akron Zoo",
                "Seasonal Keeper",
                "2020-04",
                "2020-10",
                ["Primate and bird routes"],
            ),
        ],
        [("Ohio State University", "Animal Sciences", "BS", "2020-05")],
        [
            (
                "Husbandry",
                [
                    "protected contact",
                    "dangerous animal protocols",
                    "public speaking",
                    "large carnivores",
                    "AZA-accredited",
                ],
            )
        ],
    ),
    present=[
        "husbandry",
        "big cats",
        "bears",
        "wolves",
        "diets",
        "habitat upkeep",
        "operant conditioning",
        "enrichment",
        "veterinary staff",
        "immobilizations",
        "ZIMS",
        "keeper talks",
        "animal science",
        "large carnivores",
        "AZA-accredited",
        "protected contact",
        "public speaking",
    ],
    missing=["Firearms response team", "Certified Professional Animal Trainer", "SSP"],
    variants=[
        ("big cats", "tigers, snow leopards"),
        ("diets", "diet prep"),
        ("habitat upkeep", "exhibit maintenance"),
        ("operant conditioning", "Positive reinforcement training"),
        ("veterinary staff", "vet team"),
        ("immobilizations", "anesthesia events"),
        ("keeper talks", "keeper chats"),
        ("animal science", "Animal Sciences"),
    ],
    junk=["safari train", "splash pad", "concert series", "Guest services", "gift shop"],
    aliases={"operant conditioning": ["positive reinforcement training"]},
    edits={
        "claim": ("summary", "Member of the firearms response team."),
        "title": ("work[0].position", "Curator of Mammals"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Operant conditioning of husbandry behaviors (voluntary blood draws, injections)",
            )
        ],
        "reword2": [("set", "basics.label", "Zoo Keeper")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "aquarist",
    "en",
    posting_text(
        "en",
        0,
        "Aquarist I - Tropical Reef Gallery",
        "The Bayfront Aquarium welcomes one million visitors a year, runs a sea turtle "
        "hospital and hosts sleepovers under the shark tunnel.",
        [
            "Care for fish and invertebrates in 40 exhibit and holding systems",
            "Test water quality (ammonia, nitrite, nitrate, alkalinity) and adjust dosing",
            "Maintain life support systems: protein skimmers, sand filters, ozone and UV",
            "Culture live foods and propagate corals",
            "Dive in exhibits to clean and feed",
        ],
        "Applicants need a degree in marine biology or a related field, a year of aquarium "
        "husbandry, and open water scuba certification (PADI or NAUI). AAUS scientific diver "
        "status is a plus, as is experience with quarantine protocols and fish health "
        "(or aquatic animal health). Shark handling experience is welcome but not required.",
        ["AAUS", "Shark handling", "quarantine protocols"],
        ["Free aquarium passes", "Dive gear allowance", "Health benefits"],
        [
            "Pay: $20 - $24 per hour.",
            "The Bayfront Aquarium is an equal opportunity employer. Event catering and "
            "birthday party hosting are handled by our events team.",
        ],
    ),
    resume(
        "Thaddeus Marchbanks",
        "Aquarist",
        "thaddeus.marchbanks.aqua@example.com",
        ("Tampa", "US"),
        "Aquarist with two years in a public aquarium's reef gallery.",
        [
            (
                "Gulf Coast Aquarium",
                "Aquarist",
                "2023-03",
                "",
                [
                    "Husbandry of reef fish and inverts across 25 display and backup systems",
                    "Water chemistry: NH3, NO2, NO3 and alk testing; dosing",
                    "LSS upkeep: skimmers, sand filters, ozone, UV sterilizers",
                    "Rotifer and brine shrimp cultures; coral fragging",
                    "Exhibit dives for cleaning and target feeding",
                ],
            )
        ],
        [("University of South Florida", "Marine Biology", "BS", "2022-12")],
        [("Certifications", ["PADI Open Water", "aquarium husbandry", "fish health"])],
    ),
    present=[
        "invertebrates",
        "water quality",
        "ammonia",
        "nitrite",
        "nitrate",
        "alkalinity",
        "dosing",
        "life support systems",
        "protein skimmers",
        "sand filters",
        "ozone",
        "UV",
        "live foods",
        "propagate corals",
        "marine biology",
        "aquarium husbandry",
        "PADI",
        "fish health",
    ],
    missing=["AAUS", "Shark handling", "quarantine protocols"],
    variants=[
        ("invertebrates", "inverts"),
        ("water quality", "Water chemistry"),
        ("ammonia", "NH3"),
        ("nitrite", "NO2"),
        ("nitrate", "NO3"),
        ("alkalinity", "alk"),
        ("life support systems", "LSS"),
        ("protein skimmers", "skimmers"),
        ("live foods", "Rotifer and brine shrimp cultures"),
        ("propagate corals", "coral fragging"),
    ],
    junk=["sea turtle hospital", "sleepovers", "shark tunnel", "Event catering"],
    aliases={"life support systems": ["LSS"], "ammonia": ["NH3"]},
    edits={
        "claim": ("skills", 0, "AAUS Scientific Diver"),
        "title": ("basics.label", "Senior Curator of Fishes"),
        "reword": [
            ("set", f"{H}[2]", "Life support system upkeep: skimmers, sand filters, ozone, UV")
        ],
        "reword2": [("merge", 3)],
    },
)

part.posting(
    "animal-keeper-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "动物饲养员（灵长类）",
        "本园为国家4A级景区，饲养动物200余种，园内设有儿童萌宠乐园和观光小火车。",
        [
            "负责灵长类动物的日常饲养管理，包括饲料配制、投喂及笼舍清洁消毒",
            "观察动物行为与健康状况，发现异常及时报告兽医",
            "开展丰容工作，设计并记录丰容项目",
            "配合完成动物行为训练（正强化训练）",
            "填写饲养日志，参与科普讲解活动",
        ],
        [
            "动物科学、动物医学或野生动物保护相关专业大专及以上学历",
            "一年以上动物园或野生动物救护中心饲养经验",
            "能适应户外工作及节假日轮班",
            "有爱心、责任心强",
        ],
        ["持有动物饲养员（四级）证书", "有大型猛兽饲养经验", "英语良好"],
        ["五险一金", "免费工作餐", "员工宿舍"],
        ["薪资：4500-6500元/月", "本岗位无需售票及导游经验，不要求具备驾驶证。"],
    ),
    resume(
        "郁晨曦",
        "饲养员",
        "yuchenxi.zoo@example.com",
        ("成都", "CN"),
        "野生动物与自然保护区管理专业，三年动物园灵长类饲养经验。",
        [
            (
                "成都某动物园",
                "动物饲养员",
                "2022-07",
                "",
                [
                    "金丝猴、长臂猿等灵长类日常饲养：配料、投喂、兽舍清扫消毒",
                    "观察动物行为和健康，异常情况及时上报兽医",
                    "设计并记录环境丰容、食物丰容",
                    "正强化行为训练（配合采血、称重）",
                    "饲养日志，参与科普讲解",
                ],
            ),
            ("四川某野生动物救护中心", "救护助理", "2021-03", "2022-06", ["救护动物护理"]),
        ],
        [("四川农业大学", "野生动物与自然保护区管理", "本科", "2021-06")],
        [("技能", ["户外工作", "节假日轮班", "责任心强"])],
    ),
    present=[
        "灵长类",
        "饲养管理",
        "饲料配制",
        "投喂",
        "笼舍清洁消毒",
        "动物行为",
        "兽医",
        "丰容",
        "正强化训练",
        "饲养日志",
        "科普讲解",
        "野生动物保护",
        "野生动物救护中心",
        "户外工作",
        "责任心强",
    ],
    missing=["动物饲养员（四级）", "大型猛兽", "英语"],
    variants=[
        ("饲养管理", "日常饲养"),
        ("饲料配制", "配料"),
        ("笼舍清洁消毒", "兽舍清扫消毒"),
        ("正强化训练", "正强化行为训练"),
        ("野生动物保护", "野生动物与自然保护区管理"),
    ],
    junk=["儿童萌宠乐园", "观光小火车", "售票", "导游", "驾驶证"],
    aliases={"笼舍清洁消毒": ["兽舍清扫消毒"], "丰容": ["环境丰容"]},
    edits={
        "claim": ("extend", 0, "，兼管狮虎等大型猛兽"),
        "title": ("work[0].position", "动物园副园长"),
        "reword": [("set", f"{H}[3]", "正强化训练（配合采血、称重）")],
        "reword2": [("set", "basics.label", "动物饲养员")],
    },
)

part.distractor(
    "vet-tech-exotics",
    resume(
        "Cordelia Ashworth-Bui",
        "Veterinary Technician",
        "cordelia.ashworthbui.lvt@example.com",
        ("Cincinnati", "US"),
        "Licensed vet tech in an exotic animal hospital.",
        [
            (
                "Tri-State Avian & Exotic Hospital",
                "Veterinary Technician",
                "2019-01",
                "",
                ["Anesthesia monitoring", "Radiographs of birds and reptiles", "Lab work"],
            )
        ],
        [("Cincinnati State", "Veterinary Technology", "AAS", "2018-12")],
        [("Clinical", ["LVT", "anesthesia", "phlebotomy"])],
    ),
)
part.distractor(
    "pet-groomer-zh",
    resume(
        "贲小雨",
        "宠物美容师",
        "benxiaoyu.pet@example.com",
        ("成都", "CN"),
        "宠物美容与寄养护理。",
        [
            (
                "成都某宠物店",
                "宠物美容师",
                "2020-05",
                "",
                ["犬猫洗护与造型修剪", "寄养宠物照护", "客户沟通"],
            )
        ],
        [("成都农业科技职业学院", "宠物养护与驯导", "大专", "2020-06")],
        [("技能", ["宠物美容师（C级）", "洗护"])],
    ),
)
part.distractor(
    "near-zoo-intern",
    resume(
        "Lachlan Ebersole",
        "Animal Care Intern",
        "lachlan.ebersole.zoo@example.com",
        ("Toledo", "US"),
        "Zoology graduate finishing a keeper internship.",
        [
            (
                "Toledo Zoo",
                "Animal Care Intern",
                "2024-05",
                "",
                [
                    "Diet prep and exhibit cleaning for bears and wolves",
                    "Enrichment design",
                    "Keeper talks on weekends",
                ],
            )
        ],
        [("Bowling Green State University", "Zoology", "BS", "2024-05")],
        [("Skills", ["husbandry", "public speaking", "ZIMS"])],
    ),
)
