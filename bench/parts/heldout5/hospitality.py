"""Held-out set 5: hospitality (a hotel revenue manager, a banquet and events manager, a
restaurant's 店长), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("hospitality")
H = "work[0].highlights"

part.posting(
    "revenue-manager",
    "en",
    posting_text(
        "en",
        1,
        "Hotel Revenue Manager (Cluster: 3 Properties)",
        "Bayview Hospitality Group owns and operates eleven select-service and boutique hotels "
        "on the West Coast. Our newest property opened this spring with a rooftop bar and an "
        "EV charging garage.",
        [
            "Own pricing and inventory strategy for three hotels (410 rooms)",
            "Forecast occupancy, ADR and RevPAR weekly and present to the GMs",
            "Manage rates and restrictions across OTA channels (Expedia, Booking.com)",
            "Build group displacement analyses for the sales team",
        ],
        [
            "3+ years in hotel revenue management",
            "Hands-on with IDeaS G3 or a similar revenue management system",
            "Opera PMS",
            "Advanced Excel (pivot tables, XLOOKUP)",
            "Bachelor's degree in hospitality management, business or finance",
        ],
        ["CRME certification", "Experience with STR reports and comp sets", "Tableau"],
        ["Discounted hotel stays worldwide", "401(k) match", "Hybrid schedule"],
        [
            "Salary: $88,000 - $102,000 annually plus bonus.",
            "Bayview Hospitality Group is an equal opportunity employer and complies with the "
            "San Francisco Fair Chance Ordinance.",
        ],
    ),
    resume(
        "Natalie Cho",
        "Revenue Manager",
        "natalie.cho.rev@example.com",
        ("Oakland", "US"),
        "Hotel revenue strategist for select-service properties; four years of revenue management.",
        [
            (
                "Pacifica Hotels",
                "Area Revenue Manager",
                "2021-05",
                "",
                [
                    "Set pricing and inventory for two properties, 290 keys; RevPAR index up 9 "
                    "points",
                    "Weekly forecast of occupancy and average daily rate for the general managers",
                    "Managed rates and restrictions on Expedia and Booking.com",
                    "Group displacement analysis for every group over 15 rooms",
                    "Daily work in IDeaS G3 RMS and Oracle Opera",
                ],
            ),
            ("Hilton", "Front Desk Supervisor", "2018-06", "2021-04", ["Night audit"]),
        ],
        [("San Jose State University", "Hospitality Management", "BS", "2018-05")],
        [
            ("Revenue", ["forecasting", "pricing strategy", "STR reports", "comp set analysis"]),
            ("Tools", ["IDeaS G3", "Opera", "Excel pivot tables", "XLOOKUP"]),
        ],
    ),
    present=[
        "pricing",
        "inventory",
        "occupancy",
        "ADR",
        "RevPAR",
        "OTA",
        "Expedia",
        "group displacement",
        "revenue management",
        "IDeaS G3",
        "Opera PMS",
        "Excel",
        "pivot tables",
        "hospitality management",
        "STR reports",
    ],
    missing=["CRME", "Tableau"],
    variants=[
        ("ADR", "average daily rate"),
        ("OTA", "Booking.com"),
        ("Opera PMS", "Oracle Opera"),
    ],
    junk=["rooftop bar", "EV charging", "Discounted hotel stays", "Fair Chance Ordinance"],
    aliases={"ADR": ["average daily rate"], "Opera PMS": ["Opera", "Oracle Opera"]},
    edits={
        "claim": ("skills", 1, "Tableau dashboards"),
        "title": ("work[0].position", "Vice President of Revenue Strategy"),
        "reword": [
            ("set", f"{H}[1]", "Weekly occupancy and ADR forecast for the general managers")
        ],
        "reword2": [("set", "basics.label", "Hotel Revenue Manager")],
    },
)

part.posting(
    "banquet-manager",
    "en",
    posting_text(
        "en",
        0,
        "Banquet & Events Manager",
        "The Granville is a historic 300-room hotel with 28,000 sq ft of ballroom and meeting "
        "space, a LEED Gold certification and an award-winning spa.",
        [
            "Run banquet events from setup to breakdown: weddings, galas, corporate meetings",
            "Read and execute BEOs; coordinate with catering sales, culinary and AV partners",
            "Schedule and train a team of 40 banquet servers and captains",
            "Control labor cost and linen inventory",
        ],
        "You have at least three years of banquet operations in a full-service hotel, two as "
        "a supervisor or captain, know food and beverage service standards, hold a food "
        "handler card and are comfortable with Delphi or Tripleseat.",
        ["TIPS certification", "Wine knowledge (WSET Level 2)", "Union property experience"],
        ["Complimentary shift meal", "Spa discount", "Transit pass"],
        [
            "Pay range: $68,000 to $78,000 per year.",
            "We are an Equal Opportunity Employer: Minorities/Women/Veterans/Disabled.",
        ],
    ),
    resume(
        "Andre Baptiste-Laurent",
        "Banquet Captain",
        "andre.baptiste.events@example.com",
        ("Philadelphia", "US"),
        "Banquet captain with five years of banquet operations, now at a full-service hotel.",
        [
            (
                "Loews Philadelphia Hotel",
                "Banquet Captain",
                "2020-09",
                "",
                [
                    "Ran weddings, galas and corporate meetings for up to 600 guests, set-up to "
                    "tear-down",
                    "Executed banquet event orders with catering sales and the culinary team",
                    "Scheduled and trained 35 banquet servers",
                    "Cut overtime 12% by staggering set-up crews (labor cost control)",
                    "Linen inventory counts every week",
                ],
            ),
            (
                "Marriott Downtown",
                "Banquet Server",
                "2018-05",
                "2020-08",
                ["Plated and buffet service"],
            ),
        ],
        [("Temple University", "Tourism and Hospitality Management", "BS", "2018-05")],
        [
            ("Operations", ["banquet operations", "F&B service standards", "labor cost control"]),
            ("Systems", ["Tripleseat"]),
        ],
        certificates=[("Food Handler Certificate", "ServSafe", "2023-01")],
    ),
    present=[
        "banquet events",
        "weddings",
        "galas",
        "corporate meetings",
        "BEOs",
        "catering sales",
        "banquet servers",
        "labor cost",
        "linen inventory",
        "banquet operations",
        "full-service hotel",
        "food and beverage service standards",
        "food handler",
        "Tripleseat",
    ],
    missing=["TIPS", "WSET", "Union property"],
    variants=[
        ("BEOs", "banquet event orders"),
        ("food and beverage service standards", "F&B service standards"),
        ("banquet events", "banquet operations"),
    ],
    junk=["LEED Gold", "award-winning spa", "Spa discount", "Transit pass"],
    aliases={
        "BEOs": ["banquet event orders", "BEO"],
        "food and beverage service standards": ["F&B service", "food and beverage service"],
    },
    edits={
        "claim": ("extend", 0, ", with WSET Level 2 wine pairing for every menu"),
        "title": ("work[0].position", "Director of Catering and Conference Services"),
        "reword": [("set", f"{H}[1]", "Executed BEOs with catering sales and the culinary team")],
        "reword2": [
            (
                "set",
                "basics.summary",
                "Five years of banquet operations in full-service hotels, now as banquet captain.",
            )
        ],
    },
)

part.posting(
    "restaurant-manager-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "餐厅店长（连锁火锅品牌）",
        "品牌创立于2012年，全国门店260余家，连续三年入选“必吃榜”，中央厨房和冷链物流覆盖全国。",
        [
            "全面负责门店营运管理，完成月度营业额与利润指标",
            "负责排班、人员招聘与培训，打造高效团队",
            "严格执行食品安全标准，应对市场监管部门检查",
            "分析营业数据，控制食材成本与损耗",
            "处理顾客投诉，提升顾客满意度和大众点评评分",
        ],
        [
            "3年以上餐饮门店管理经验，其中1年以上店长或副店长经验",
            "熟悉门店P&L，能独立完成成本控制",
            "持有健康证",
            "会使用美团、饿了么外卖平台及收银系统",
        ],
        ["持有食品安全管理员证", "有新店开业经验"],
        ["月度绩效奖金", "提供员工宿舍", "包吃住", "晋升区域经理通道"],
        ["薪资：12,000-18,000元/月", "我们尊重每一位员工，实行同工同酬。"],
    ),
    resume(
        "何思远",
        "餐饮店长",
        "hesiyuan.dianzhang@example.com",
        ("成都", "CN"),
        "餐饮行业8年，连锁火锅门店店长4年，擅长门店运营与团队建设。",
        [
            (
                "成都某串串火锅连锁",
                "店长",
                "2020-04",
                "",
                [
                    "负责门店运营管理，年营业额1,600万元，完成月度营业额与利润目标",
                    "负责排班、招聘与新员工培训，团队28人",
                    "落实食品安全制度，连续两年市场监管部门检查零问题",
                    "每周分析营业数据，食材成本率下降2个百分点，降低损耗",
                    "处理顾客投诉，大众点评评分由4.3提升至4.7",
                    "管理美团、饿了么外卖订单",
                ],
            ),
            ("海底捞", "领班", "2016-06", "2020-03", ["负责楼面服务"]),
        ],
        [("四川旅游学院", "酒店管理", "大专", "2016-06")],
        [("管理", ["门店损益表", "成本控制", "团队建设", "顾客满意度"])],
        certificates=[("健康证", "成都市疾控中心", "2025-03")],
    ),
    present=[
        "营运管理",
        "营业额",
        "排班",
        "招聘",
        "培训",
        "食品安全",
        "营业数据",
        "损耗",
        "顾客投诉",
        "顾客满意度",
        "大众点评",
        "餐饮门店管理",
        "P&L",
        "成本控制",
        "健康证",
        "美团",
        "饿了么",
    ],
    missing=["食品安全管理员证", "新店开业"],
    variants=[
        ("营运管理", "运营管理"),
        ("P&L", "损益表"),
        ("餐饮门店管理", "门店运营"),
    ],
    junk=["必吃榜", "中央厨房", "冷链物流", "员工宿舍", "同工同酬"],
    aliases={"P&L": ["损益表", "损益"], "营运管理": ["运营管理", "门店运营"]},
    edits={
        "claim": ("highlight", "主导3家新店开业筹备，开业首月盈利"),
        "title": ("work[0].position", "区域运营总监"),
        "reword": [("set", f"{H}[1]", "负责排班、人员招聘以及新员工培训，团队共28人")],
        "reword2": [("set", "work[0].position", "门店店长")],
    },
)

part.distractor(
    "travel-agent",
    resume(
        "Megan Hollis",
        "Travel Consultant",
        "megan.hollis.travel@example.com",
        ("Orlando", "US"),
        "Leisure travel advisor booking cruises, resorts and group trips.",
        [
            (
                "AAA Travel",
                "Travel Consultant",
                "2019-01",
                "",
                ["Booked cruises and resort packages in Sabre", "Group trips of 20-60 travelers"],
            )
        ],
        [("University of Central Florida", "Hospitality Management", "BS", "2018-12")],
        [("Travel", ["Sabre GDS", "cruise booking", "customer service", "itinerary planning"])],
    ),
)
part.distractor(
    "chef-zh",
    resume(
        "罗志勇",
        "厨师长",
        "luozhiyong.chef@example.com",
        ("重庆", "CN"),
        "川菜厨师长，12年后厨管理经验。",
        [
            (
                "重庆某酒楼",
                "厨师长",
                "2018-03",
                "",
                ["负责后厨出品与菜品研发", "食材采购与成本核算", "后厨6S管理"],
            )
        ],
        [("重庆商务职业学院", "烹饪工艺与营养", "大专", "2012-06")],
        [("技能", ["川菜", "菜品研发", "成本核算", "后厨管理"])],
    ),
)
