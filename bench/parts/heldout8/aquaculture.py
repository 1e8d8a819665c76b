"""Held-out set 8: aquaculture (a hatchery technician, a 水产养殖技术员, a 饲料销售技术服务
工程师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("aquaculture")

part.posting(
    "hatchery-technician",
    "en",
    posting_text(
        "en",
        1,
        "Salmon Hatchery Technician - Recirculating Aquaculture",
        "Northbay Salmon farms Atlantic salmon on land in Maine with a recirculating "
        "aquaculture system (RAS), a visitor viewing gallery and a smokehouse shop.",
        [
            "Strip and fertilize broodstock and incubate eggs",
            "Feed fry and smolts by hand and with automatic feeders",
            "Monitor dissolved oxygen, temperature, CO2 and TAN; respond to alarms",
            "Vaccinate fish and sample for sea lice and gill health",
            "Grade, count and move fish; keep mortality records",
        ],
        "You bring an associate or bachelor's degree in aquaculture, fisheries or biology and "
        "a year of hands-on fish culture, ideally in RAS or flow-through systems. Biofilter "
        "management and water treatment (ozone or UV) are important. Forklift and "
        "on-call duty are required. Experience with fish health diagnostics (or a fish "
        "health inspector course) is preferred; a commercial driver's license is not needed.",
        ["fish health diagnostics", "PIT tagging", "Spanish"],
        ["Housing stipend", "Medical and dental", "Salmon for your freezer"],
        [
            "Pay: $21 - $26 per hour plus on-call pay.",
            "Northbay Salmon is an equal opportunity employer. Retail work in the smokehouse "
            "shop is not part of this role.",
        ],
    ),
    resume(
        "Soren Haldane-Mbeki",
        "Fish Culturist",
        "soren.haldanembeki.fish@example.com",
        ("Bangor", "US"),
        "Fish culturist, three years in salmonid hatcheries, recirculating and flow-through.",
        [
            (
                "Penobscot Fish Hatchery",
                "Fish Culturist",
                "2022-04",
                "",
                [
                    "Spawning broodstock: egg take, fertilization and incubation",
                    "Fed fry and smolt by hand and with auto feeders",
                    "Tracked DO, temperature, carbon dioxide and total ammonia nitrogen; "
                    "answered alarm call-outs",
                    "Vaccinated smolts; sea lice counts and gill scoring",
                    "Grading, inventory counts, transfers; daily mortality logs",
                ],
            )
        ],
        [("University of Maine", "Aquaculture", "BS", "2021-12")],
        [
            (
                "Systems",
                ["recirculating aquaculture system", "biofilter management", "ozone", "forklift"],
            )
        ],
    ),
    present=[
        "broodstock",
        "fertilize",
        "incubate eggs",
        "fry",
        "smolts",
        "automatic feeders",
        "dissolved oxygen",
        "CO2",
        "TAN",
        "Vaccinate",
        "sea lice",
        "gill health",
        "Grade",
        "mortality records",
        "aquaculture",
        "RAS",
        "Biofilter management",
        "Forklift",
    ],
    missing=["fish health diagnostics", "PIT tagging", "Spanish"],
    variants=[
        ("fertilize", "fertilization"),
        ("incubate eggs", "incubation"),
        ("automatic feeders", "auto feeders"),
        ("dissolved oxygen", "DO"),
        ("CO2", "carbon dioxide"),
        ("TAN", "total ammonia nitrogen"),
        ("Vaccinate", "Vaccinated"),
        ("gill health", "gill scoring"),
        ("Grade", "Grading"),
        ("mortality records", "mortality logs"),
        ("RAS", "recirculating aquaculture system"),
    ],
    junk=["viewing gallery", "smokehouse shop", "Housing stipend", "commercial driver's license"],
    aliases={"RAS": ["recirculating aquaculture system"], "TAN": ["total ammonia nitrogen"]},
    edits={
        "claim": ("highlight", "PIT tagging of broodstock for pedigree tracking"),
        "title": ("work[0].position", "Hatchery Manager"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "Tracked dissolved oxygen, temperature, CO2 and TAN; answered alarm call-outs",
            )
        ],
        "reword2": [("set", "basics.label", "Hatchery Technician")],
        "reword3": [("merge", 3)],
    },
)

part.posting(
    "shrimp-farm-technician-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "水产养殖技术员（对虾工厂化养殖）",
        "公司位于广东湛江，拥有对虾工厂化养殖车间5万平方米和种苗场一座，厂区设有员工篮球场。",
        [
            "负责养殖车间的日常管理：投喂、水质检测、换水及排污",
            "监测溶解氧、氨氮、亚硝酸盐、pH、盐度等水质指标并做好记录",
            "负责虾苗放苗、标粗及分池工作",
            "观察对虾摄食与活力，发现病害及时处理，做好用药记录",
            "维护增氧机、微滤机及生物滤池等设备",
        ],
        [
            "水产养殖学相关专业大专及以上学历",
            "两年以上对虾养殖经验，熟悉工厂化养殖或高位池养殖",
            "熟悉常见虾病（白斑、肝肠胞虫）防治",
            "能吃苦耐劳，服从夜间值班安排",
        ],
        ["有PCR检测经验", "有育苗场工作经验", "持有水产养殖工职业资格证"],
        ["包食宿", "五险", "年终奖金"],
        ["薪资：7000-10000元/月，按产量另计提成", "本岗位无需销售经验，不要求会驾驶。"],
    ),
    resume(
        "龙海生",
        "养殖技术员",
        "longhaisheng.shrimp@example.com",
        ("湛江", "CN"),
        "水产养殖学专业，四年南美白对虾养殖经验。",
        [
            (
                "湛江某水产科技公司",
                "养殖技术员",
                "2021-03",
                "",
                [
                    "工厂化养殖车间日常管理：喂料、测水、换水、吸污",
                    "监测DO、氨氮、亚硝酸盐、pH值及盐度，填写水质记录",
                    "虾苗放养、标粗与分池",
                    "观察吃料和活力，病害处理，记录用药",
                    "增氧机、微滤机、生物滤池的维护",
                ],
            ),
            ("茂名某养殖场", "技术助理", "2019-07", "2021-02", ["高位池养殖管理"]),
        ],
        [("广东海洋大学", "水产养殖学", "大专", "2019-06")],
        [("技能", ["白斑病防治", "肝肠胞虫防控", "吃苦耐劳", "夜间值班"])],
    ),
    present=[
        "投喂",
        "水质检测",
        "换水",
        "排污",
        "溶解氧",
        "氨氮",
        "亚硝酸盐",
        "pH",
        "盐度",
        "放苗",
        "标粗",
        "分池",
        "用药记录",
        "增氧机",
        "微滤机",
        "生物滤池",
        "水产养殖学",
        "工厂化养殖",
        "高位池",
        "白斑",
        "肝肠胞虫",
        "吃苦耐劳",
    ],
    missing=["PCR", "育苗场", "水产养殖工"],
    variants=[
        ("投喂", "喂料"),
        ("水质检测", "测水"),
        ("排污", "吸污"),
        ("溶解氧", "DO"),
        ("放苗", "虾苗放养"),
        ("用药记录", "记录用药"),
    ],
    junk=["员工篮球场", "包食宿", "销售经验", "驾驶"],
    aliases={"溶解氧": ["DO"], "投喂": ["喂料"]},
    edits={
        "claim": ("skills", 0, "PCR病原检测"),
        "title": ("work[0].position", "养殖场场长"),
        "reword": [("set", f"{H}[0]", "工厂化养殖车间日常管理：投喂、水质检测、换水、排污")],
        "reword2": [("set", "basics.label", "水产养殖技术员")],
    },
)

part.posting(
    "feed-technical-service-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "水产饲料技术服务工程师",
        "我们是一家年产60万吨水产饲料的上市企业，产品覆盖鱼、虾、蟹饲料，公司每年组织员工海外游。",
        [
            "为养殖户提供养殖技术服务，制定投喂方案和饲料配方建议",
            "现场诊断鱼病，指导病害防治和科学用药",
            "开展水质分析及底质改良指导",
            "跟踪饲料效果，统计饵料系数（FCR）并形成报告",
            "组织养殖技术培训会",
        ],
        "要求水产养殖、水生动物医学相关专业本科及以上学历，三年以上水产技术服务或养殖经验，"
        "熟悉草鱼、加州鲈或黄颡鱼等主养品种的养殖模式；有执业兽医资格（水生动物类）者优先，"
        "能接受频繁出差，需有驾驶证。",
        ["执业兽医", "显微镜镜检", "饲料营养学"],
        ["五险一金", "出差补贴", "年度海外游"],
        ["薪资：1万-1.5万/月＋销量提成", "本岗位不要求具备财务知识。"],
    ),
    resume(
        "覃永乐",
        "水产技术服务经理",
        "qinyongle.feed@example.com",
        ("佛山", "CN"),
        "水产养殖本科，五年饲料企业技术服务经验，主攻加州鲈和草鱼。",
        [
            (
                "佛山某饲料有限公司",
                "技术服务经理",
                "2020-07",
                "",
                [
                    "服务片区200余户养殖户，制定投喂方案和配方建议",
                    "塘头诊断鱼病，指导病害防控与规范用药",
                    "水质化验与底改指导",
                    "跟踪料效，统计饲料系数，撰写效果报告",
                    "每季度组织养殖技术讲座",
                ],
            ),
            ("江门某养殖基地", "技术员", "2019-07", "2020-06", ["加州鲈养殖管理"]),
        ],
        [("仲恺农业工程学院", "水产养殖学", "本科", "2019-06")],
        [("技能", ["草鱼", "加州鲈", "养殖模式", "驾驶证", "出差"])],
    ),
    present=[
        "养殖技术服务",
        "投喂方案",
        "饲料配方",
        "鱼病",
        "病害防治",
        "用药",
        "水质分析",
        "底质改良",
        "饵料系数",
        "FCR",
        "养殖技术培训",
        "水产养殖",
        "草鱼",
        "加州鲈",
        "养殖模式",
        "驾驶证",
    ],
    missing=["执业兽医", "水生动物医学", "黄颡鱼"],
    variants=[
        ("养殖技术服务", "技术服务"),
        ("饲料配方", "配方建议"),
        ("病害防治", "病害防控"),
        ("水质分析", "水质化验"),
        ("底质改良", "底改"),
        ("饵料系数", "饲料系数"),
        ("FCR", "饲料系数"),
        ("养殖技术培训", "养殖技术讲座"),
    ],
    junk=["年度海外游", "出差补贴", "销量提成", "财务知识"],
    aliases={"饵料系数": ["饲料系数", "FCR"], "底质改良": ["底改"]},
    edits={
        "claim": ("summary", "持有执业兽医资格（水生动物类）。"),
        "title": ("basics.label", "技术服务总监"),
        "reword": [("set", f"{H}[2]", "水质分析与底质改良指导")],
        "reword2": [("merge", 0)],
    },
)

part.distractor(
    "fisheries-biologist",
    resume(
        "Genevieve Thorvaldsen",
        "Fisheries Biologist",
        "genevieve.thorvaldsen.fish@example.com",
        ("Augusta", "US"),
        "State fisheries biologist running river surveys.",
        [
            (
                "Maine Department of Marine Resources",
                "Fisheries Biologist",
                "2017-06",
                "",
                ["Electrofishing surveys", "PIT tagging of river herring", "Population models"],
            )
        ],
        [("University of New Hampshire", "Fisheries Science", "MS", "2017-05")],
        [("Field", ["electrofishing", "R", "PIT tagging"])],
    ),
)
part.distractor(
    "livestock-technician-zh",
    resume(
        "桂志强",
        "养殖场技术员",
        "guizhiqiang.pig@example.com",
        ("湛江", "CN"),
        "生猪养殖场技术员，负责饲养管理和防疫。",
        [
            (
                "湛江某生猪养殖公司",
                "技术员",
                "2019-07",
                "",
                ["母猪饲养管理", "免疫接种", "环境控制"],
            )
        ],
        [("广东海洋大学", "动物科学", "大专", "2019-06")],
        [("技能", ["生猪饲养", "防疫", "吃苦耐劳"])],
    ),
)
part.distractor(
    "near-fish-farm-worker-zh",
    resume(
        "韦春来",
        "养殖工",
        "weichunlai.pond@example.com",
        ("茂名", "CN"),
        "三年池塘养殖一线经验。",
        [
            (
                "茂名某水产养殖合作社",
                "养殖工",
                "2022-04",
                "",
                ["投喂、换水", "增氧机维护", "虾苗放苗"],
            )
        ],
        [("茂名农林科技职业学院", "水产养殖技术", "大专", "2022-06")],
        [("技能", ["pH检测", "盐度检测", "吃苦耐劳"])],
    ),
)
