"""Held-out set 6: property management (a multifamily community manager, a commercial
facilities / building engineer, a 物业项目经理), with two neighbouring-role distractor
resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("property_management")

part.posting(
    "community-manager",
    "en",
    posting_text(
        "en",
        0,
        "Community Manager - 312-Unit Class A Multifamily",
        "Brightwater Residential manages 18,000 apartment homes across Texas. Our communities "
        "feature resort-style pools, dog parks, package lockers and a 24-hour fitness center.",
        [
            "Own the property's budget, NOI and monthly variance reports",
            "Drive leasing: occupancy, renewals and lead-to-lease conversion",
            "Manage delinquency, collections and evictions per the Texas Property Code",
            "Oversee make-ready turns and vendor contracts with the maintenance supervisor",
            "Lead, coach and schedule a team of leasing consultants",
            "Respond to online reviews and resident concerns",
        ],
        [
            "3+ years as a property manager or assistant manager in conventional multifamily",
            "Yardi Voyager (or RealPage OneSite) experience",
            "Texas real estate license or willingness to obtain within 90 days",
            "Fair Housing training",
        ],
        ["CAM (Certified Apartment Manager)", "Lease-up experience", "Bilingual Spanish"],
        ["Rent discount", "Quarterly bonus", "401(k) match"],
        [
            "Salary: $62,000 - $72,000 plus bonuses.",
            "Brightwater Residential is an equal opportunity employer and an Equal Housing "
            "Opportunity provider.",
        ],
    ),
    resume(
        "Tanisha Broadnax",
        "Property Manager",
        "tanisha.broadnax.pm@example.com",
        ("Round Rock", "US"),
        "Multifamily property manager, five years across two conventional communities.",
        [
            (
                "Lonestar Living Communities",
                "Property Manager",
                "2021-06",
                "",
                [
                    "Managed a $3.8M operating budget; net operating income up 7%; monthly "
                    "variance reporting",
                    "Occupancy 96%, renewal conversion 58%, strong lead-to-lease ratio",
                    "Reduced delinquency to 0.8%; collections and eviction filings",
                    "Unit turns and vendor contracts with the service manager",
                    "Trained and scheduled four leasing agents",
                    "Replied to Google reviews and resident concerns within 24 hours",
                ],
            ),
            (
                "Austin Park Apartments",
                "Assistant Manager",
                "2019-03",
                "2021-05",
                ["Lease-up of a 280-unit new build", "Yardi Voyager daily"],
            ),
        ],
        [("Texas State University", "Business Administration", "BBA", "2019-05")],
        [("Operations", ["conventional multifamily", "Fair Housing", "leasing"])],
        certificates=[("Texas Real Estate Salesperson License", "TREC", "2020-01")],
    ),
    present=[
        "budget",
        "NOI",
        "variance reports",
        "leasing",
        "occupancy",
        "renewals",
        "lead-to-lease",
        "delinquency",
        "collections",
        "evictions",
        "make-ready",
        "vendor contracts",
        "leasing consultants",
        "online reviews",
        "resident concerns",
        "property manager",
        "assistant manager",
        "conventional multifamily",
        "Yardi Voyager",
        "real estate license",
        "Fair Housing",
        "Lease-up",
    ],
    missing=["CAM", "Certified Apartment Manager", "Spanish"],
    variants=[
        ("NOI", "net operating income"),
        ("variance reports", "variance reporting"),
        ("renewals", "renewal"),
        ("evictions", "eviction"),
        ("make-ready", "Unit turns"),
        ("leasing consultants", "leasing agents"),
        ("online reviews", "Google reviews"),
        ("real estate license", "Real Estate Salesperson License"),
    ],
    junk=["resort-style pools", "dog parks", "package lockers", "Rent discount"],
    aliases={"NOI": ["net operating income"], "make-ready": ["unit turns", "turns"]},
)

part.posting(
    "building-engineer",
    "en",
    posting_text(
        "en",
        3,
        "Chief Building Engineer - Class A Office Tower",
        "Meridian Tower is a 38-story LEED Platinum office building downtown. Tenants enjoy a "
        "rooftop terrace, a conference center and valet bike storage.",
        [
            "Operate and maintain central plant equipment: chillers, cooling towers, boilers",
            "Manage the building automation system (BAS) and tune schedules for energy savings",
            "Run the preventive maintenance program in the CMMS (Angus AnyWhere)",
            "Handle tenant work orders and oversee contractors for fire life safety and elevators",
            "Track utility use in ENERGY STAR Portfolio Manager",
        ],
        "You have 7+ years in commercial building operations, an EPA 608 Universal "
        "certification and solid HVAC, electrical and plumbing troubleshooting skills. You can "
        "read mechanical drawings and lead a team of three engineers.",
        ["Stationary Engineer license", "BOMI (SMT or FMA)", "Experience with Tridium Niagara"],
        ["Overtime after 40 hours", "Union scale", "Paid holidays"],
        [
            "Pay: $48 - $58 per hour.",
            "Meridian Tower's management company is an equal opportunity employer and requires a "
            "background check for building access.",
        ],
    ),
    resume(
        "Victor Szabo",
        "Building Engineer",
        "victor.szabo.eng@example.com",
        ("Denver", "US"),
        "Lead engineer for two high-rise office buildings, ten years in operations.",
        [
            (
                "Larimer Office Partners",
                "Lead Building Engineer",
                "2018-04",
                "",
                [
                    "Ran the central plant: centrifugal chillers, cooling towers and boilers",
                    "Managed the BMS and optimized schedules to cut energy use 14%",
                    "PM program in the CMMS (Angus AnyWhere); tenant work orders",
                    "Coordinated fire/life safety and elevator vendors",
                    "ENERGY STAR Portfolio Manager benchmarking",
                    "HVAC, electrical and plumbing troubleshooting; led three engineers",
                    "Read mechanical drawings and as-builts",
                ],
            )
        ],
        [("Emily Griffith Technical College", "HVAC/R", "Certificate", "2014-05")],
        [("Operations", ["commercial building operations", "Tridium Niagara"])],
        certificates=[("EPA 608 Universal", "US EPA", "2014-06")],
    ),
    present=[
        "central plant",
        "chillers",
        "cooling towers",
        "boilers",
        "building automation system",
        "energy savings",
        "preventive maintenance",
        "CMMS",
        "Angus AnyWhere",
        "tenant work orders",
        "fire life safety",
        "elevators",
        "ENERGY STAR Portfolio Manager",
        "commercial building operations",
        "EPA 608 Universal",
        "HVAC",
        "electrical",
        "plumbing",
        "mechanical drawings",
        "Tridium Niagara",
    ],
    missing=["Stationary Engineer", "BOMI", "SMT", "FMA"],
    variants=[
        ("building automation system", "BMS"),
        ("energy savings", "cut energy use"),
        ("preventive maintenance", "PM program"),
        ("fire life safety", "fire/life safety"),
        ("elevators", "elevator"),
    ],
    junk=["LEED Platinum", "rooftop terrace", "conference center", "bike storage", "Union scale"],
    aliases={
        "building automation system": ["BAS", "BMS", "building management system"],
        "preventive maintenance": ["PM"],
    },
)

part.posting(
    "property-manager-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "物业项目经理（高端住宅）",
        "公司为百强物业服务企业，在管项目120余个，项目配有恒温泳池、业主会所与儿童游乐场。",
        [
            "全面负责项目的客服、工程、秩序、环境四大板块管理",
            "编制并执行项目年度预算，完成物业费收缴率指标",
            "处理业主投诉，组织业主满意度调查与社区文化活动",
            "对接业主委员会、街道及住建部门，做好消防安全与设施设备管理",
            "负责承接查验与新项目入伙交付",
        ],
        [
            "物业管理、工商管理相关专业大专及以上学历",
            "5年以上住宅物业管理经验，其中2年以上项目经理经验",
            "持有物业管理师证书或物业经理岗位证书",
            "熟悉《物业管理条例》及民法典物业服务合同相关条款",
        ],
        [
            "有创优（省市级物业管理优秀示范项目）经验",
            "熟悉智慧物业平台",
            "有ISO9001质量体系内审员证",
        ],
        ["五险一金", "年终绩效奖金", "餐补"],
        ["薪资：12-18K", "公司承诺平等对待每一位应聘者。"],
    ),
    resume(
        "贾慧敏",
        "物业经理",
        "jiahuimin.pm@example.com",
        ("苏州", "CN"),
        "七年住宅物业经验，三年项目经理，熟悉高端住宅服务标准。",
        [
            (
                "苏州某物业服务有限公司",
                "项目经理",
                "2021-03",
                "",
                [
                    "统筹客服、工程、安保、保洁绿化四条线",
                    "编制年度预算，物业费收费率由88%提升至96%",
                    "业主投诉处理与满意度调研，策划邻里节等社区活动",
                    "对接业委会、街道和住建局；消防管理与设备设施维护",
                    "完成两个新盘的承接查验和集中交付",
                    "熟悉《物业管理条例》",
                ],
            ),
            ("苏州某物业服务有限公司", "客服主管", "2018-07", "2021-02", ["前台客服与报事报修"]),
        ],
        [("苏州市职业大学", "物业管理", "大专", "2018-06")],
        [("技能", ["住宅物业管理", "民法典", "智慧物业平台"])],
        certificates=[("物业经理岗位证书", "中国物业管理协会", "2020-11")],
    ),
    present=[
        "客服",
        "工程",
        "秩序",
        "环境",
        "年度预算",
        "物业费收缴率",
        "业主投诉",
        "满意度调查",
        "社区文化活动",
        "业主委员会",
        "消防安全",
        "设施设备管理",
        "承接查验",
        "入伙交付",
        "物业管理",
        "住宅物业管理",
        "项目经理",
        "物业经理岗位证书",
        "物业管理条例",
        "民法典",
        "智慧物业平台",
    ],
    missing=["物业管理优秀示范项目", "创优", "ISO9001", "内审员"],
    variants=[
        ("秩序", "安保"),
        ("环境", "保洁绿化"),
        ("物业费收缴率", "物业费收费率"),
        ("满意度调查", "满意度调研"),
        ("社区文化活动", "社区活动"),
        ("业主委员会", "业委会"),
        ("消防安全", "消防管理"),
        ("设施设备管理", "设备设施维护"),
        ("入伙交付", "集中交付"),
    ],
    junk=["恒温泳池", "业主会所", "儿童游乐场", "餐补"],
    aliases={"业主委员会": ["业委会"], "秩序": ["安保", "秩序维护"], "环境": ["保洁", "绿化"]},
)

part.distractor(
    "leasing-agent",
    resume(
        "Brooke Whitfield",
        "Leasing Consultant",
        "brooke.whitfield.leasing@example.com",
        ("Austin", "US"),
        "Leasing consultant giving tours and closing leases.",
        [
            (
                "Mueller Flats",
                "Leasing Consultant",
                "2021-09",
                "",
                [
                    "Tours and lease signings",
                    "Follow-up on leads in Knock CRM",
                    "Move-in inspections",
                ],
            )
        ],
        [("Austin Community College", "Communications", "AA", "2021-05")],
        [("Leasing", ["tours", "Knock CRM", "customer service"])],
    ),
)
part.distractor(
    "facility-engineer-zh",
    resume(
        "尹建国",
        "工程主管",
        "yinjianguo.mep@example.com",
        ("苏州", "CN"),
        "商业综合体工程主管，负责强弱电与暖通设备运维。",
        [
            (
                "苏州某商业广场",
                "工程主管",
                "2016-05",
                "",
                ["冷水机组与空调系统运行", "高低压配电房管理", "电梯与消防设备维保外包管理"],
            )
        ],
        [("苏州某技师学院", "机电一体化", "中专", "2012-06")],
        [("技能", ["暖通空调", "高压电工证", "设备维保"])],
    ),
)
part.distractor(
    "near-leasing-manager",
    resume(
        "Ximena Carrasco",
        "Leasing Manager",
        "ximena.carrasco.leasing@example.com",
        ("Pflugerville", "US"),
        "Leasing manager for a 400-unit conventional multifamily community.",
        [
            (
                "Heritage Oaks Apartments",
                "Leasing Manager",
                "2021-02",
                "",
                [
                    "Led four leasing consultants; occupancy 95% and renewals 55%",
                    "Improved lead-to-lease conversion with faster follow-up",
                    "Answered online reviews; marketing on ILS sites",
                    "Lease files and move-ins in Yardi Voyager",
                ],
            )
        ],
        [("Concordia University Texas", "Communications", "BA", "2020-12")],
        [("Leasing", ["Fair Housing", "conventional multifamily", "leasing"])],
    ),
)
