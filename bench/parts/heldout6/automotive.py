"""Held-out set 6: automotive service (a master automotive technician, a collision estimator,
a 新能源汽车维修技师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("automotive")

part.posting(
    "master-technician",
    "en",
    posting_text(
        "en",
        0,
        "Master Automotive Technician - Flat Rate, Toyota Dealership",
        "Sunbelt Toyota of Mesa has served the East Valley for 35 years. Our showroom has a "
        "customer lounge with espresso, a kids' play area and free car washes for life.",
        [
            "Diagnose and repair drivability, electrical and hybrid system concerns",
            "Perform engine and transmission repair, timing chain and head gasket jobs",
            "Use scan tools (Techstream) and a digital multimeter to trace CAN bus faults",
            "Complete warranty repairs and document the 3 C's (concern, cause, correction)",
            "Perform multi-point inspections and recommend needed maintenance",
        ],
        [
            "ASE Master Technician certification (A1-A8)",
            "Toyota certification (Expert or Master level preferred)",
            "5+ years of dealership experience",
            "Own tools and a valid driver's license",
        ],
        [
            "ASE L1 Advanced Engine Performance",
            "EV high-voltage safety training",
            "Experience with ADAS calibration",
        ],
        ["Tool allowance", "Paid Toyota training", "401(k) with match"],
        [
            "Pay: $38 - $52 per flag hour, guaranteed 40 hours for the first 90 days.",
            "Sunbelt Toyota is an equal opportunity employer. Candidates must pass a drug screen "
            "and an MVR check.",
        ],
    ),
    resume(
        "Dustin Abernathy",
        "Automotive Technician",
        "dustin.abernathy.tech@example.com",
        ("Chandler", "US"),
        "ASE-certified master tech, nine years at Toyota and Honda dealers.",
        [
            (
                "Chandler Honda",
                "A-Level Technician",
                "2019-02",
                "",
                [
                    "Diagnosed drivability, electrical and hybrid concerns on Honda and Acura",
                    "Engine and transmission overhauls, timing chains and head gaskets",
                    "Network diagnosis with a scan tool and DMM; CAN bus fault tracing",
                    "Warranty work with concern-cause-correction write-ups",
                    "MPIs and maintenance recommendations",
                ],
            ),
            (
                "Earnhardt Toyota",
                "Line Technician",
                "2015-06",
                "2019-01",
                ["Techstream diagnostics", "Toyota certification: Expert level in engine and EV"],
            ),
        ],
        [("Universal Technical Institute", "Automotive Technology", "Certificate", "2015-05")],
        [("Shop", ["own tools", "dealership", "driver's license"])],
        certificates=[("ASE Master Automobile Technician (A1-A8)", "ASE", "2019-08")],
    ),
    present=[
        "drivability",
        "electrical",
        "hybrid",
        "engine",
        "transmission",
        "timing chain",
        "head gasket",
        "scan tools",
        "Techstream",
        "digital multimeter",
        "CAN bus",
        "warranty",
        "multi-point inspections",
        "ASE Master Technician",
        "Toyota certification",
        "dealership",
        "own tools",
        "driver's license",
    ],
    missing=["ASE L1", "Advanced Engine Performance", "high-voltage safety", "ADAS calibration"],
    variants=[
        ("timing chain", "timing chains"),
        ("head gasket", "head gaskets"),
        ("scan tools", "scan tool"),
        ("digital multimeter", "DMM"),
        ("multi-point inspections", "MPIs"),
        ("ASE Master Technician", "ASE Master Automobile Technician"),
    ],
    junk=["espresso", "kids' play area", "car washes", "drug screen", "MVR"],
    aliases={
        "digital multimeter": ["DMM"],
        "multi-point inspections": ["MPI"],
        "ASE Master Technician": ["ASE Master"],
    },
)

part.posting(
    "collision-estimator",
    "en",
    posting_text(
        "en",
        3,
        "Collision Damage Estimator / Service Advisor",
        "Ridgeline Collision Centers is a family-owned group of nine I-CAR Gold Class body shops "
        "in Oregon. We sponsor the county fair demolition derby and a youth soccer league.",
        [
            "Write damage estimates in CCC ONE (or Mitchell) for customer and insurance claims",
            "Negotiate supplements with insurance adjusters and DRP partners",
            "Explain repair plans, OEM vs aftermarket parts and timelines to customers",
            "Coordinate teardown, blueprinting and parts ordering with the production manager",
            "Track KPIs such as cycle time and CSI scores",
        ],
        "At least three years writing collision estimates, working knowledge of unibody "
        "structural repair, and I-CAR Platinum (Estimator role) training. Strong customer "
        "service skills. You do not need painting experience; our refinish techs handle color "
        "matching.",
        [
            "ASE B6 Damage Analysis and Estimating",
            "Bilingual English/Spanish",
            "Experience with ADAS",
        ],
        ["Health insurance", "Paid time off", "Monthly bonus on gross profit"],
        [
            "$55,000 - $85,000 per year (salary plus bonus).",
            "Ridgeline Collision Centers is an equal opportunity employer.",
        ],
    ),
    resume(
        "Kendra Vasquez-Holt",
        "Collision Estimator",
        "kendra.vasquezholt.est@example.com",
        ("Salem", "US"),
        "Body shop estimator writing 30+ estimates a week for DRP and customer-pay work.",
        [
            (
                "Willamette Auto Body",
                "Estimator",
                "2020-01",
                "",
                [
                    "Wrote collision estimates and supplements in CCC ONE",
                    "Negotiated supplements with insurance adjusters on DRP programs",
                    "Walked customers through repair plans, OEM versus aftermarket parts",
                    "Blueprinting and teardown coordination; parts ordering",
                    "Cut cycle time from 11 to 8 days; customer satisfaction index 96",
                ],
            )
        ],
        [("Chemeketa Community College", "Collision Repair Technology", "Certificate", "2019-06")],
        [("Estimating", ["unibody structural repair", "customer service", "damage estimates"])],
        certificates=[("I-CAR Platinum - Estimator", "I-CAR", "2022-03")],
    ),
    present=[
        "damage estimates",
        "CCC ONE",
        "supplements",
        "insurance adjusters",
        "DRP",
        "repair plans",
        "OEM",
        "aftermarket parts",
        "blueprinting",
        "parts ordering",
        "cycle time",
        "CSI",
        "collision estimates",
        "unibody structural repair",
        "I-CAR Platinum",
        "customer service",
    ],
    missing=["ASE B6", "Damage Analysis and Estimating", "Spanish", "ADAS"],
    variants=[("CSI", "customer satisfaction index")],
    junk=["demolition derby", "youth soccer league", "painting", "color matching"],
    aliases={"CSI": ["customer satisfaction index"], "DRP": ["direct repair program"]},
)

part.posting(
    "ev-technician-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "新能源汽车维修技师（三电方向）",
        "公司为某头部新能源汽车品牌授权服务中心，配备全自动洗车机、客户休息区和儿童乐园，"
        "年服务车辆超过2万台次。",
        [
            "负责纯电及插混车型的三电系统（动力电池、驱动电机、电控）故障诊断与维修",
            "使用专用诊断仪读取故障码、分析数据流，完成软件刷写",
            "进行动力电池包拆装、绝缘检测及高压下电操作",
            "完成定期保养、底盘及空调系统维修",
            "规范填写维修工单，配合索赔鉴定",
        ],
        [
            "汽车检测与维修或新能源汽车技术专业中专及以上学历",
            "持有低压电工证（特种作业操作证），有高压电工证更佳",
            "3年以上汽车维修经验，其中1年以上新能源车型经验",
            "能看懂电路图",
        ],
        "有汽车维修工高级工证书、熟悉CAN总线分析（如CANoe）者优先；不要求有钣金喷漆经验。",
        ["五险一金", "包住宿", "厂家技术培训"],
        ["薪资：9-15K（底薪+工时提成）", "公司依法签订劳动合同，试用期3个月。"],
    ),
    resume(
        "马浩然",
        "汽车维修技师",
        "mahaoran.ev@example.com",
        ("合肥", "CN"),
        "五年汽车维修经验，三年纯电/插混车型三电维修，持电工证。",
        [
            (
                "合肥某新能源汽车服务中心",
                "机电技师",
                "2021-04",
                "",
                [
                    "纯电、插混车型电池、电机、电控故障诊断与维修",
                    "用诊断电脑读码、看数据流，完成ECU刷写",
                    "电池包拆装、绝缘电阻检测、高压断电操作",
                    "常规保养、底盘与空调维修",
                    "规范填写维修工单并配合索赔鉴定",
                ],
            ),
            ("合肥某4S店", "机修工", "2019-07", "2021-03", ["发动机、变速箱维修", "识读电路图"]),
        ],
        [("安徽交通职业技术学院", "汽车检测与维修技术", "大专", "2019-06")],
        [("技能", ["故障诊断", "新能源", "汽车维修"])],
        certificates=[("特种作业操作证（低压电工作业）", "应急管理局", "2020-05")],
    ),
    present=[
        "三电系统",
        "动力电池",
        "驱动电机",
        "电控",
        "故障诊断",
        "诊断仪",
        "数据流",
        "软件刷写",
        "电池包拆装",
        "绝缘检测",
        "高压下电",
        "保养",
        "底盘",
        "空调",
        "维修工单",
        "索赔鉴定",
        "汽车检测与维修",
        "低压电工证",
        "汽车维修",
        "电路图",
    ],
    missing=["高压电工证", "高级工", "CAN总线", "CANoe"],
    variants=[
        ("三电系统", "三电"),
        ("动力电池", "电池"),
        ("驱动电机", "电机"),
        ("诊断仪", "诊断电脑"),
        ("软件刷写", "ECU刷写"),
        ("绝缘检测", "绝缘电阻检测"),
        ("高压下电", "高压断电"),
        ("低压电工证", "低压电工作业"),
    ],
    junk=["洗车机", "客户休息区", "儿童乐园", "钣金喷漆", "包住宿"],
    aliases={"低压电工证": ["低压电工", "电工证"], "高压下电": ["高压断电"]},
)

part.distractor(
    "parts-counter",
    resume(
        "Ray Delgado",
        "Parts Counter Specialist",
        "ray.delgado.parts@example.com",
        ("Tempe", "US"),
        "Dealership parts specialist handling wholesale and retail counter sales.",
        [
            (
                "Tempe Ford",
                "Parts Counter Specialist",
                "2017-03",
                "",
                [
                    "Looked up OEM parts in the EPC",
                    "Wholesale accounts for body shops",
                    "Inventory cycle counts",
                ],
            )
        ],
        [("Mesa Community College", "Business", "Certificate", "2016-12")],
        [("Parts", ["parts lookup", "inventory", "counter sales"])],
    ),
)
part.distractor(
    "car-sales-zh",
    resume(
        "唐一鸣",
        "汽车服务顾问",
        "tangyiming.sa@example.com",
        ("合肥", "CN"),
        "4S店服务顾问，负责接车、报价与客户回访。",
        [
            (
                "合肥某4S店",
                "服务顾问",
                "2018-05",
                "",
                ["接车环检与开具工单", "维修报价与保险理赔对接", "客户回访与续保"],
            )
        ],
        [("合肥学院", "市场营销", "本科", "2018-06")],
        [("技能", ["客户接待", "DMS系统", "续保"])],
    ),
)
part.distractor(
    "near-lube-technician",
    resume(
        "Cody Ferraro",
        "Express Service Technician",
        "cody.ferraro.express@example.com",
        ("Gilbert", "US"),
        "Express maintenance technician at a Toyota dealership.",
        [
            (
                "Gilbert Toyota",
                "Express Service Technician",
                "2022-01",
                "",
                [
                    "Oil changes, tire rotations, brake inspections and fluid services",
                    "Multi-point inspections on every repair order",
                    "Battery testing and replacement",
                    "Toyota certification: Maintenance level",
                ],
            )
        ],
        [("Mesa High School", "Automotive program", "Diploma", "2021-05")],
        [("Shop", ["own tools", "driver's license", "dealership", "tire service"])],
    ),
)
