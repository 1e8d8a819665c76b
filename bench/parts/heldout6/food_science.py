"""Held-out set 6: food science (a food technologist in product development, a food safety /
QA manager, a 食品研发工程师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("food_science")

part.posting(
    "food-technologist",
    "en",
    posting_text(
        "en",
        1,
        "Food Scientist - Product Development (Snacks & Bars)",
        "Trailhead Foods makes better-for-you snack bars and granola sold in 20,000 stores. Our "
        "test kitchen doubles as a tasting bar, and every employee gets a monthly snack box.",
        [
            "Develop new bars and clusters from bench top formulation to commercial scale-up",
            "Run plant trials and write product specifications",
            "Conduct sensory evaluation and shelf-life studies",
            "Build nutrition facts panels and ingredient statements in Genesis R&D",
            "Work with suppliers to qualify ingredients (proteins, fibers, sweeteners)",
        ],
        [
            "BS in food science or a related field",
            "3+ years in CPG product development",
            "Knowledge of FDA labeling regulations and allergen management",
            "PCQI or HACCP certification",
        ],
        [
            "MS in food science",
            "Experience with extrusion",
            "Clean-label and plant-based formulation",
        ],
        ["Hybrid (2 days in the lab)", "Free snacks", "Annual bonus"],
        [
            "Salary range: $78,000 - $95,000.",
            "Trailhead Foods is an equal opportunity employer and is certified organic, kosher and "
            "Non-GMO Project Verified.",
        ],
    ),
    resume(
        "Mei-Ling Forsythe",
        "Product Developer",
        "meiling.forsythe.rd@example.com",
        ("Boulder", "US"),
        "Food technologist with four years developing bars, cereals and snacks.",
        [
            (
                "Flatiron Nutrition Co.",
                "Food Technologist",
                "2021-03",
                "",
                [
                    "Bench-top formulation of protein bars and clusters through commercialization",
                    "Led plant trials and wrote finished product specs",
                    "Sensory panels and accelerated shelf life testing",
                    "Nutrition Facts and ingredient declarations in Genesis R&D",
                    "Qualified new proteins, fibers and sweeteners with suppliers",
                    "Plant-based formulation for two vegan SKUs",
                ],
            )
        ],
        [("Colorado State University", "Food Science and Human Nutrition", "BS", "2020-12")],
        [("Regulatory", ["FDA labeling", "allergen management", "CPG", "product development"])],
        certificates=[("PCQI (Preventive Controls Qualified Individual)", "FSPCA", "2022-05")],
    ),
    present=[
        "bench top formulation",
        "scale-up",
        "plant trials",
        "product specifications",
        "sensory evaluation",
        "shelf-life studies",
        "nutrition facts",
        "ingredient statements",
        "Genesis R&D",
        "proteins",
        "fibers",
        "sweeteners",
        "food science",
        "CPG",
        "product development",
        "FDA labeling",
        "allergen management",
        "PCQI",
        "plant-based",
    ],
    missing=["MS in food science", "extrusion", "Clean-label"],
    variants=[
        ("bench top formulation", "Bench-top formulation"),
        ("scale-up", "commercialization"),
        ("product specifications", "product specs"),
        ("sensory evaluation", "Sensory panels"),
        ("shelf-life studies", "shelf life testing"),
        ("ingredient statements", "ingredient declarations"),
    ],
    junk=["tasting bar", "snack box", "Free snacks", "kosher", "Non-GMO Project Verified"],
    aliases={"scale-up": ["commercialization"], "sensory evaluation": ["sensory panel"]},
)

part.posting(
    "food-safety-manager",
    "en",
    (
        "Food Safety & Quality Assurance Manager\n"
        "Fresh-cut produce plant | Salinas, CA | Full-time, on-site\n"
        "\n"
        "Valley Green Harvest packs salads and fresh-cut vegetables for grocery chains. We're "
        "proud of our farm-to-table employee lunches and our annual Harvest Festival.\n"
        "\n"
        "In this role you will own the plant's food safety plan and HACCP program, maintain SQF "
        "certification (Edition 9) and lead customer and third-party audits. You will manage "
        "environmental monitoring for Listeria, run the sanitation verification program "
        "(ATP swabs), handle supplier approval, and lead root cause investigations for "
        "customer complaints and holds. You will supervise a team of six QA technicians.\n"
        "\n"
        "Required: a bachelor's in food science, microbiology or a related science; 5+ years of "
        "QA in food manufacturing; SQF Practitioner; HACCP certified; working knowledge of FSMA "
        "Produce Safety and Preventive Controls rules.\n"
        "\n"
        "Preferred: PCQI, bilingual Spanish, experience with BRCGS.\n"
        "\n"
        "Benefits: medical/dental/vision, 401(k) match, free produce.\n"
        "Salary: $105,000 - $125,000.\n"
        "Valley Green Harvest is an equal opportunity employer; we comply with Cal/OSHA and "
        "Prop 65 notices."
    ),
    resume(
        "Gabriel Ochoa",
        "QA Manager",
        "gabriel.ochoa.fsqa@example.com",
        ("Watsonville", "US"),
        "Food safety and quality leader, eight years in fresh produce and ready-to-eat.",
        [
            (
                "Monterey Fresh Packers",
                "Quality Assurance Manager",
                "2019-05",
                "",
                [
                    "Owned the food safety plan and HACCP plan; kept SQF Edition 9 certified with "
                    "an excellent rating",
                    "Hosted customer and third-party audits",
                    "Environmental monitoring program for Listeria monocytogenes",
                    "Sanitation verification with ATP swabbing",
                    "Supplier approval program; RCA for complaints and product holds",
                    "Supervised six QA techs",
                ],
            )
        ],
        [("UC Davis", "Microbiology", "BS", "2016-06")],
        [
            (
                "Food safety",
                ["SQF Practitioner", "HACCP certified", "FSMA", "food manufacturing", "Spanish"],
            )
        ],
    ),
    present=[
        "food safety plan",
        "HACCP",
        "SQF",
        "third-party audits",
        "environmental monitoring",
        "Listeria",
        "sanitation verification",
        "ATP swabs",
        "supplier approval",
        "root cause investigations",
        "customer complaints",
        "QA technicians",
        "microbiology",
        "food manufacturing",
        "SQF Practitioner",
        "FSMA",
        "Spanish",
    ],
    missing=["PCQI", "BRCGS", "Preventive Controls"],
    variants=[
        ("ATP swabs", "ATP swabbing"),
        ("root cause investigations", "RCA"),
        ("customer complaints", "complaints"),
        ("QA technicians", "QA techs"),
    ],
    junk=["farm-to-table", "Harvest Festival", "free produce", "Cal/OSHA", "Prop 65"],
    aliases={"root cause investigations": ["RCA", "root cause analysis"]},
)

part.posting(
    "food-rd-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "食品研发工程师（烘焙方向）",
        "公司是国内知名烘焙连锁品牌的中央工厂，拥有全自动面包生产线，厂区有员工烘焙体验课和"
        "免费下午茶。",
        [
            "负责面包、蛋糕等烘焙新品的配方开发与工艺设计",
            "组织中试放大及产线试产，解决量产中的工艺问题",
            "开展感官评价与保质期试验",
            "编制产品标准、配料表及营养成分表，确保符合GB 7718和GB 28050",
            "跟踪原辅料市场，参与供应商评估",
        ],
        [
            "食品科学与工程或相关专业本科及以上学历",
            "3年以上烘焙产品研发经验",
            "熟悉HACCP及ISO 22000体系",
            "熟悉食品添加剂使用标准GB 2760",
        ],
        ["有冷冻面团研发经验", "熟悉清洁标签", "有国际烘焙比赛获奖经历"],
        ["五险一金", "包吃住", "新品研发奖金"],
        ["薪资：10-16K", "公司所有产品均通过SC食品生产许可认证。"],
    ),
    resume(
        "阮晓菲",
        "研发工程师",
        "ruanxiaofei.rd@example.com",
        ("苏州", "CN"),
        "食品科学硕士，四年烘焙产品开发经验。",
        [
            (
                "苏州某食品有限公司",
                "烘焙研发专员",
                "2021-07",
                "",
                [
                    "面包、蛋糕新品配方研发与工艺流程设计，上市新品18款",
                    "中试及工厂试生产，解决量产工艺问题",
                    "组织感官评定与货架期测试",
                    "编写企业标准、配料表和营养标签，符合GB 7718、GB 28050",
                    "原辅料调研与供应商审核",
                    "HACCP、ISO 22000体系内审；熟悉GB 2760",
                ],
            )
        ],
        [("江南大学", "食品科学与工程", "硕士", "2021-06")],
        [("技能", ["烘焙", "产品研发", "食品添加剂"])],
    ),
    present=[
        "面包",
        "蛋糕",
        "配方开发",
        "工艺设计",
        "中试",
        "试产",
        "量产",
        "感官评价",
        "保质期试验",
        "产品标准",
        "配料表",
        "营养成分表",
        "GB 7718",
        "GB 28050",
        "原辅料",
        "供应商评估",
        "食品科学与工程",
        "烘焙",
        "HACCP",
        "ISO 22000",
        "食品添加剂",
        "GB 2760",
    ],
    missing=["冷冻面团", "清洁标签", "烘焙比赛"],
    variants=[
        ("配方开发", "配方研发"),
        ("工艺设计", "工艺流程设计"),
        ("试产", "试生产"),
        ("感官评价", "感官评定"),
        ("保质期试验", "货架期测试"),
        ("产品标准", "企业标准"),
        ("营养成分表", "营养标签"),
        ("供应商评估", "供应商审核"),
    ],
    junk=["全自动面包生产线", "烘焙体验课", "下午茶", "SC食品生产许可", "包吃住"],
    aliases={"保质期试验": ["货架期"], "营养成分表": ["营养标签"]},
)

part.distractor(
    "line-cook",
    resume(
        "Tyrell Brannigan",
        "Pastry Cook",
        "tyrell.brannigan.pastry@example.com",
        ("Denver", "US"),
        "Restaurant pastry cook making plated desserts and breads.",
        [
            (
                "Larkspur Bistro",
                "Pastry Cook",
                "2019-08",
                "",
                [
                    "Plated desserts for 200 covers",
                    "Laminated doughs and sourdough",
                    "ServSafe food handling",
                ],
            )
        ],
        [("Johnson & Wales University", "Baking and Pastry Arts", "AAS", "2019-05")],
        [("Pastry", ["laminated dough", "sourdough", "ServSafe"])],
    ),
)
part.distractor(
    "food-qc-zh",
    resume(
        "黎思琪",
        "品控专员",
        "lisiqi.qc@example.com",
        ("苏州", "CN"),
        "食品厂品控，负责来料检验与成品放行。",
        [
            (
                "苏州某乳业公司",
                "品控专员",
                "2020-07",
                "",
                ["原料验收与理化检测", "微生物检验", "成品放行与留样"],
            )
        ],
        [("扬州大学", "食品质量与安全", "本科", "2020-06")],
        [("技能", ["理化检测", "微生物检验", "品控"])],
    ),
)
part.distractor(
    "near-qa-supervisor",
    resume(
        "Rosa Delgadillo",
        "QA Supervisor",
        "rosa.delgadillo.qa@example.com",
        ("Gilroy", "US"),
        "Quality assurance supervisor in a bakery plant.",
        [
            (
                "Golden Crust Bakeries",
                "QA Supervisor",
                "2020-03",
                "",
                [
                    "Maintained the HACCP plan and SQF records",
                    "Pre-op inspections and ATP swabs",
                    "Trained QA technicians on GMPs",
                    "Handled customer complaints and product holds",
                ],
            )
        ],
        [("San Jose State University", "Nutrition", "BS", "2018-05")],
        [("Quality", ["SQF Practitioner", "food manufacturing", "GMP"])],
    ),
)
