"""Held-out set 4: healthcare (dialysis nursing, cardiac sonography, midwifery), with two
neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("healthcare")

part.posting(
    "dialysis-rn",
    "en",
    posting_text(
        "en",
        0,
        "Registered Nurse – Outpatient Hemodialysis (Mon/Wed/Fri, 4:30am start)",
        "Riverbend Kidney Partners runs 38 outpatient clinics across Ohio and Kentucky. Our "
        "corporate team relies on data analytics and Salesforce to plan capacity; you will not.",
        [
            "Initiate and discontinue hemodialysis treatments for 12-16 patients per shift",
            "Cannulate arteriovenous fistula and graft accesses; assess vascular access daily",
            "Calculate fluid removal goals and adjust to patient response",
            "Deliver patient education on diet, fluid limits and home medications",
            "Follow infection control and CDC dialysis precautions; chart in Epic",
        ],
        [
            "Active Ohio RN license",
            "Current Basic Life Support (BLS) card",
            "1+ year acute or chronic hemodialysis experience",
            "Experience with lab draws and monthly bloodwork trends",
        ],
        [
            "Certified Nephrology Nurse (CNN)",
            "peritoneal dialysis home training experience",
            "ACLS",
        ],
        ["Tuition reimbursement up to $5,250", "401(k) with 4% match", "Sundays off, always"],
        [
            "Pay range: $38.50–$49.00/hour depending on experience.",
            "Riverbend participates in E-Verify. Offers are contingent on a drug screen and TB "
            "test. EOE/AA: minorities, women, veterans, disability.",
        ],
    ),
    resume(
        "Danielle Okafor",
        "Dialysis Nurse (RN)",
        "d.okafor.rn@example.com",
        ("Dayton", "US"),
        "Registered nurse with four years in chronic in-center hemodialysis; calm at 5am, good "
        "with needles and with anxious first-week patients.",
        [
            (
                "DaVita Kettering Dialysis",
                "Staff RN, In-Center Hemodialysis",
                "2022-03",
                "",
                [
                    "Run a 14-chair pod: start, monitor and take off treatments, cannulate AV "
                    "fistula "
                    "and AV graft accesses including buttonhole technique",
                    "Set UF goals from target weight and adjust fluid removal when BP drops",
                    "Draw monthly labs, review Kt/V and albumin trends with the nephrologist",
                    "Teach patients about potassium, phosphorus and fluid limits (patient "
                    "education)",
                ],
            ),
            (
                "Miami Valley Hospital",
                "RN, Medical-Surgical",
                "2020-06",
                "2022-02",
                [
                    "Cared for 5-6 post-op patients per shift; infection control champion for the "
                    "unit (CLABSI bundle)",
                    "Documented in Epic",
                ],
            ),
        ],
        [("Wright State University", "Nursing", "BSN", "2020-05")],
        [
            (
                "Clinical",
                [
                    "hemodialysis",
                    "AV fistula cannulation",
                    "lab draws",
                    "Epic",
                    "infection control",
                ],
            )
        ],
        [
            ("Registered Nurse, Ohio", "Ohio Board of Nursing", "2020-07"),
            ("BLS Provider", "American Heart Association", "2024-01"),
        ],
        [("English", "Native")],
    ),
    present=[
        "hemodialysis",
        "arteriovenous fistula",
        "fluid removal",
        "patient education",
        "infection control",
        "Epic",
        "Basic Life Support",
        "lab draws",
        "RN license",
    ],
    missing=["Certified Nephrology Nurse", "peritoneal dialysis", "ACLS"],
    variants=[
        ("Basic Life Support", "BLS Provider"),
        ("arteriovenous fistula", "AV fistula"),
        ("RN license", "Registered Nurse, Ohio"),
    ],
    junk=["data analytics", "Salesforce", "E-Verify", "Tuition reimbursement"],
    aliases={
        "Basic Life Support": ["BLS"],
        "arteriovenous fistula": ["AV fistula", "AVF"],
        "Certified Nephrology Nurse": ["CNN"],
        "RN license": ["registered nurse"],
    },
)

part.posting(
    "echo-sonographer",
    "en",
    posting_text(
        "en",
        1,
        "Cardiac Sonographer (RDCS) – Heart & Vascular Institute",
        "St. Brennan Health is a 420-bed teaching hospital. Our IT department is moving the "
        "hospital to Microsoft Azure and ServiceNow this year.",
        [
            "Perform complete transthoracic echocardiograms with 2D, M-mode, color and spectral "
            "Doppler",
            "Assist cardiologists with TEE and dobutamine stress echo",
            "Acquire strain imaging (GLS) for the cardio-oncology clinic",
            "Send studies and preliminary measurements to Syngo Dynamics",
        ],
        [
            "RDCS (AE) through ARDMS",
            "2+ years adult echo in a hospital setting",
            "BLS certification",
        ],
        ["3D echo experience", "pediatric echo exposure", "RVT credential"],
        ["Relocation assistance", "Free parking", "Pension plan with 3% employer contribution"],
        [
            "$36.00 - $52.00 per hour. Sign-on bonus for night call participation.",
            "St. Brennan is an equal opportunity employer. Applicants must complete a Workday "
            "application and a criminal background check.",
        ],
    ),
    resume(
        "Tomasz Wierzbicki",
        "Echocardiographer, RDCS",
        "tomasz.echo@example.com",
        ("Milwaukee", "US"),
        "Adult echo sonographer, 5 years, comfortable with difficult windows and ICU portables.",
        [
            (
                "Froedtert Hospital",
                "Cardiac Sonographer II",
                "2021-01",
                "",
                [
                    "~9 complete transthoracic echo studies a day: 2D, M-mode, color flow and "
                    "spectral "
                    "Doppler with full measurement packages",
                    "Prep and image during transesophageal echocardiography and pharmacologic "
                    "stress "
                    "echocardiography (dobutamine)",
                    "Built the GLS strain imaging protocol for oncology patients on anthracyclines",
                    "Upload and pre-read in Syngo Dynamics",
                ],
            ),
            ("Aurora Sinai", "Echo Tech", "2019-06", "2020-12", ["Outpatient and portable echo"]),
        ],
        [("Milwaukee Area Technical College", "Diagnostic Medical Sonography", "AAS", "2019-05")],
        [("Imaging", ["TTE", "spectral Doppler", "strain imaging", "Syngo Dynamics", "BLS"])],
        [("RDCS (AE)", "ARDMS", "2019-09"), ("BLS", "American Heart Association", "2024-06")],
        [("English", "Native"), ("Polish", "Fluent")],
    ),
    present=[
        "transthoracic",
        "spectral Doppler",
        "TEE",
        "stress echo",
        "strain imaging",
        "Syngo Dynamics",
        "RDCS",
        "ARDMS",
        "BLS",
        "M-mode",
    ],
    missing=["3D echo", "pediatric echo", "RVT"],
    variants=[
        ("TEE", "transesophageal echocardiography"),
        ("stress echo", "stress echocardiography"),
    ],
    junk=["Microsoft Azure", "ServiceNow", "Workday", "background check"],
    aliases={
        "TEE": ["transesophageal echocardiography", "transesophageal echo"],
        "stress echo": ["stress echocardiography"],
        "transthoracic": ["TTE"],
    },
)

part.posting(
    "midwife",
    "zh",
    posting_text(
        "zh",
        0,
        "助产士（产房，社会招聘）",
        "本院为三级甲等妇幼保健院，年分娩量约1.2万例。医院信息化建设领先，已全面上线HIS系统与"
        "移动护理PDA。",
        [
            "负责产房待产、分娩及产后2小时观察",
            "独立完成正常分娩接产，做好会阴保护",
            "配合医生处理产后出血、肩难产等急症",
            "胎心监护图形判读，异常及时报告",
            "开展母乳喂养指导及产妇健康宣教",
        ],
        [
            "护理或助产专业大专及以上学历",
            "持有护士执业证书及母婴保健技术考核合格证书（助产）",
            "熟练掌握新生儿复苏技术",
            "2年以上产房工作经验",
        ],
        ["有导乐分娩或自由体位分娩经验者", "有水中分娩经验者", "持IBCLC国际认证泌乳顾问证书者"],
        ["五险一金", "带薪年假", "院内职工食堂", "规范化培训及进修机会"],
        ["薪资：8000-13000元/月（含夜班费）", "本院招聘不收取任何费用，请勿轻信中介。"],
    ),
    resume(
        "林晓雯",
        "助产士",
        "linxiaowen@example.com",
        ("佛山", "CN"),
        "助产专业毕业，产房工作5年，累计独立接产600余例，熟悉产程管理与产科急救。",
        [
            (
                "佛山市第一人民医院",
                "助产士（产房）",
                "2020-07",
                "",
                [
                    "独立接产600余例，会阴保护到位，会阴完整率居科室前列",
                    "参与产后出血、肩难产抢救演练及实战，配合医生完成宫腔填塞",
                    "熟练进行CTG判读，异常图形及时上报",
                    "承担产后母乳指导与出院健康宣教，获优秀带教老师",
                ],
            )
        ],
        [("广东江门中医药职业学院", "助产", "大专", "2020-06")],
        [("专业技能", ["正常分娩接产", "NRP新生儿窒息复苏", "产程观察", "母乳指导"])],
        [
            ("护士执业证书", "国家卫生健康委员会", "2020-09"),
            ("母婴保健技术考核合格证书（助产技术）", "佛山市卫生健康局", "2021-03"),
        ],
        [("普通话", "流利"), ("粤语", "母语")],
    ),
    present=[
        "接产",
        "会阴保护",
        "产后出血",
        "肩难产",
        "胎心监护",
        "母乳喂养",
        "新生儿复苏",
        "护士执业证书",
        "母婴保健技术",
        "健康宣教",
    ],
    missing=["导乐", "水中分娩", "IBCLC"],
    variants=[("胎心监护", "CTG"), ("新生儿复苏", "NRP"), ("母乳喂养", "母乳指导")],
    junk=["HIS系统", "五险一金", "带薪年假"],
    aliases={
        "胎心监护": ["CTG", "electronic fetal monitoring"],
        "新生儿复苏": ["NRP", "neonatal resuscitation"],
        "母乳喂养": ["breastfeeding"],
    },
)

part.distractor(
    "medical-assistant",
    resume(
        "Kayla Brennan",
        "Certified Medical Assistant",
        "kayla.cma@example.com",
        ("Dayton", "US"),
        "CMA in a busy family practice: rooming, vitals, injections and prior authorizations.",
        [
            (
                "Premier Family Physicians",
                "Medical Assistant",
                "2021-05",
                "",
                [
                    "Room 30+ patients a day, take vitals and update histories in eClinicalWorks",
                    "Venipuncture, EKGs, immunizations",
                    "Handle referrals and prior authorizations",
                ],
            )
        ],
        [("Sinclair Community College", "Medical Assisting", "Certificate", "2021-04")],
        [("Clinical", ["vital signs", "phlebotomy", "EKG", "eClinicalWorks", "scheduling"])],
        [("CMA (AAMA)", "AAMA", "2021-06"), ("BLS", "American Heart Association", "2023-08")],
    ),
)
part.distractor(
    "care-worker",
    resume(
        "杜春梅",
        "养老护理员",
        "duchunmei@example.com",
        ("佛山", "CN"),
        "养老机构护理员，6年照护失能、半失能老人经验。",
        [
            (
                "佛山颐和养老院",
                "护理组长",
                "2018-03",
                "",
                [
                    "负责12位失能老人的生活照料、翻身拍背与压疮预防",
                    "协助护士测量血压、血糖并记录",
                    "组织老人康复活动",
                ],
            )
        ],
        [("佛山市技工学校", "老年服务与管理", "中专", "2017-07")],
        [("技能", ["生活照料", "压疮预防", "血压测量", "康复活动"])],
        [("养老护理员职业技能等级证书（四级）", "人社部门", "2019-05")],
    ),
)

PARTS = (part,)
