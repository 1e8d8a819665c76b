"""Held-out set 5: pharmacy (an oncology infusion pharmacist, a sterile compounding technician,
a chain pharmacy's 执业药师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("pharmacy")
H = "work[0].highlights"

part.posting(
    "oncology-pharmacist",
    "en",
    posting_text(
        "en",
        0,
        "Clinical Pharmacist - Oncology Infusion Center",
        "Lakeshore Cancer Institute runs a 140-chair outpatient infusion network affiliated "
        "with a university hospital. We are proud of our Magnet designation and of the "
        "community garden our patients tend every summer.",
        [
            "Verify chemotherapy orders against treatment protocols and dose-rounding rules",
            "Perform pharmacokinetic dosing for carboplatin, vancomycin and aminoglycosides",
            "Counsel patients starting oral chemotherapy and screen for drug interactions",
            "Precept pharmacy students on APPE rotations",
        ],
        [
            "PharmD from an ACPE-accredited college of pharmacy",
            "Active pharmacist license in Illinois (or eligible within 90 days)",
            "Two or more years of oncology pharmacy practice",
            "Working knowledge of USP 797 and USP 800",
            "Experience with Epic Willow",
        ],
        "BCOP certification is a plus, as is a PGY2 residency or experience running an "
        "investigational drug service.",
        ["Tuition reimbursement", "Free garage parking", "403(b) with 5% match", "Wellness app"],
        [
            "Pay range: $128,000 - $151,000 per year, based on experience.",
            "Lakeshore Cancer Institute is an Equal Opportunity Employer. All qualified "
            "applicants will receive consideration without regard to race, color, religion, "
            "sex, national origin, disability or protected veteran status.",
        ],
    ),
    resume(
        "Priya Ramaswamy",
        "Clinical Pharmacist",
        "priya.raman.rx@example.com",
        ("Naperville", "US"),
        "Doctor of Pharmacy with six years of oncology pharmacy practice in outpatient "
        "infusion and hematology clinics.",
        [
            (
                "Edward Cancer Center",
                "Clinical Pharmacist, Hematology/Oncology",
                "2019-07",
                "",
                [
                    "Verified 60+ chemotherapy orders per shift against treatment protocols in "
                    "Epic Willow",
                    "PK dosing of vancomycin, tobramycin and carboplatin (Calvert formula)",
                    "Ran the oral oncolytics clinic: counseling, drug-drug interactions, prior "
                    "authorizations",
                    "Led the USP <797> and USP <800> gap analysis for our hazardous drug cleanroom",
                    "Preceptor for APPE students, 8 per year",
                ],
            ),
            (
                "Walgreens",
                "Staff Pharmacist",
                "2017-07",
                "2019-06",
                ["Immunizations and medication therapy management"],
            ),
        ],
        [("University of Illinois Chicago", "Pharmacy", "Doctor of Pharmacy", "2017-05")],
        [
            ("Clinical", ["oncology pharmacy", "PK dosing", "anticoagulation", "chemo safety"]),
            ("Systems", ["Epic Willow", "Pyxis", "BD Cato"]),
        ],
        certificates=[("Illinois pharmacist license", "IDFPR", "2017-07")],
    ),
    present=[
        "chemotherapy orders",
        "treatment protocols",
        "pharmacokinetic dosing",
        "vancomycin",
        "carboplatin",
        "oral chemotherapy",
        "drug interactions",
        "PharmD",
        "pharmacist license",
        "oncology pharmacy",
        "USP 797",
        "USP 800",
        "Epic Willow",
    ],
    missing=["BCOP", "PGY2", "investigational drug service"],
    variants=[
        ("pharmacokinetic dosing", "PK dosing"),
        ("PharmD", "Doctor of Pharmacy"),
        ("oral chemotherapy", "oral oncolytics"),
        ("USP 797", "USP <797>"),
        ("USP 800", "USP <800>"),
    ],
    junk=["Magnet designation", "community garden", "Tuition reimbursement", "garage parking"],
    aliases={
        "PharmD": ["Doctor of Pharmacy"],
        "pharmacokinetic dosing": ["PK dosing"],
        "oral chemotherapy": ["oral oncolytics"],
    },
    edits={
        "claim": ("summary", "Board Certified Oncology Pharmacist (BCOP)."),
        "title": ("work[0].position", "Director of Pharmacy Oncology Services"),
        "reword": [("set", "skills[0].keywords[1]", "pharmacokinetic dosing")],
        "reword2": [("set", "work[0].position", "Hematology/Oncology Clinical Pharmacist")],
    },
)

part.posting(
    "sterile-tech",
    "en",
    posting_text(
        "en",
        1,
        "Certified Pharmacy Technician, Sterile Compounding (IV Room) - Nights",
        "Harbor Point Health is a 520-bed teaching hospital and Level I trauma center. Our "
        "IT team recently finished the move to ServiceNow and Microsoft Dynamics.",
        [
            "Prepare IV admixtures and TPN bags under aseptic technique in ISO 7 cleanrooms",
            "Compound hazardous drugs in a biological safety cabinet",
            "Restock automated dispensing cabinets and run the carousel",
            "Document every preparation in the IV workflow system (DoseEdge)",
        ],
        "You hold a PTCB certification (CPhT) and an active state pharmacy technician "
        "registration, have at least one year of sterile compounding, pass gowning and "
        "garbing and media fill tests, and can do pharmacy calculations without a "
        "calculator app.",
        ["CSPT credential", "Experience with Omnicell", "Chemotherapy compounding"],
        ["Night differential of $4/hour", "Free meals in the cafeteria", "Pet insurance"],
        [
            "Hourly rate $22.50 - $29.80.",
            "Harbor Point Health participates in E-Verify and is an equal opportunity employer.",
        ],
    ),
    resume(
        "Jordan Whitfield",
        "Pharmacy Technician",
        "jwhitfield.cpht@example.com",
        ("Baltimore", "US"),
        "Certified Pharmacy Technician with three years in a hospital IV room.",
        [
            (
                "Johns Hopkins Bayview Medical Center",
                "IV Pharmacy Technician",
                "2022-03",
                "",
                [
                    "Prepared IV admixtures and total parenteral nutrition with aseptic "
                    "technique in an ISO 7 buffer room",
                    "Compounded hazardous drugs in a BSC under USP 800 procedures",
                    "Refilled Pyxis automated dispensing cabinets across 14 units",
                    "Logged every dose in DoseEdge; zero reportable errors in 2024",
                    "Passed semiannual media fill tests and gowning and garbing checks",
                ],
            ),
            ("CVS Pharmacy", "Pharmacy Technician", "2020-08", "2022-02", ["Filled 300 Rx/day"]),
        ],
        [("Baltimore City Community College", "Pharmacy Technology", "Certificate", "2020-06")],
        [
            ("Compounding", ["sterile compounding", "aseptic technique", "pharmacy math"]),
            ("Systems", ["DoseEdge", "Pyxis"]),
        ],
        certificates=[
            ("CPhT", "Pharmacy Technician Certification Board", "2020-07"),
            ("Maryland pharmacy technician registration", "Maryland Board of Pharmacy", "2020-09"),
        ],
    ),
    present=[
        "IV admixtures",
        "TPN",
        "aseptic technique",
        "ISO 7",
        "hazardous drugs",
        "biological safety cabinet",
        "automated dispensing cabinets",
        "DoseEdge",
        "CPhT",
        "pharmacy technician registration",
        "sterile compounding",
        "gowning and garbing",
        "media fill",
        "pharmacy calculations",
    ],
    missing=["CSPT", "Omnicell", "Chemotherapy compounding"],
    variants=[
        ("TPN", "total parenteral nutrition"),
        ("biological safety cabinet", "BSC"),
        ("pharmacy calculations", "pharmacy math"),
    ],
    junk=["ServiceNow", "Microsoft Dynamics", "Free meals", "Pet insurance", "E-Verify"],
    aliases={
        "TPN": ["total parenteral nutrition"],
        "biological safety cabinet": ["BSC"],
        "CPhT": ["PTCB", "Certified Pharmacy Technician"],
    },
    edits={
        "claim": ("skills", 1, "Omnicell"),
        "title": ("basics.label", "Pharmacy Operations Manager"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Prepared IV admixtures and TPN using aseptic technique in an ISO 7 buffer room",
            )
        ],
        "reword2": [("reorder",)],
        "reword3": [("set", "basics.label", "CPhT, IV Room")],
    },
)

part.posting(
    "licensed-pharmacist-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "执业药师（连锁药房 · 驻店）",
        "本公司为华南地区大型医药零售连锁企业，门店超过1,800家，已在深交所上市，并建有现代化物流"
        "配送中心与自有中药饮片厂。",
        [
            "负责处方审核与调配，确保合理用药",
            "为顾客提供用药咨询与慢病管理服务",
            "做好药品陈列、效期管理及GSP相关记录",
            "参与医保定点药店的医保结算与合规检查",
        ],
        [
            "药学或中药学本科及以上学历",
            "持有执业药师资格证书并可注册到本店",
            "熟悉GSP及处方管理办法",
            "2年以上零售药店工作经验",
            "熟练使用海典或英克ERP系统",
        ],
        ["有中药饮片调剂经验", "持有健康管理师证书", "能使用粤语沟通"],
        ["五险一金", "年度体检", "节日福利", "员工购药折扣"],
        ["薪资：8-12K，13薪", "本公司承诺平等就业，不因性别、民族、户籍等歧视任何求职者。"],
    ),
    resume(
        "梁嘉欣",
        "执业药师",
        "liangjiaxin.yaoshi@example.com",
        ("广州", "CN"),
        "药学本科，执业药师，四年连锁药房驻店经验，擅长慢病用药指导。",
        [
            (
                "广州健民大药房连锁有限公司",
                "驻店药师",
                "2021-03",
                "",
                [
                    "每日审核处方约80张，负责调配与复核，保证合理用药",
                    "为高血压、糖尿病顾客提供用药咨询和慢性病管理，建立档案300余份",
                    "负责药品陈列与近效期品种管理，按《药品经营质量管理规范》做好记录",
                    "协助店长完成医保结算对账和医保飞检准备",
                    "日常使用海典ERP完成进销存",
                ],
            ),
            ("大参林医药", "药店营业员", "2019-07", "2021-02", ["收银及药品上架"]),
        ],
        [("广东药科大学", "药学", "本科", "2019-06")],
        [("专业", ["处方审核", "用药咨询", "慢病管理", "处方管理办法"]), ("系统", ["海典ERP"])],
        certificates=[("执业药师职业资格证书", "国家药品监督管理局", "2020-10")],
    ),
    present=[
        "处方审核",
        "合理用药",
        "用药咨询",
        "慢病管理",
        "药品陈列",
        "效期管理",
        "GSP",
        "医保结算",
        "药学",
        "执业药师",
        "处方管理办法",
        "零售药店",
        "海典",
    ],
    missing=["中药饮片调剂", "健康管理师", "粤语"],
    variants=[
        ("效期管理", "近效期品种管理"),
        ("GSP", "药品经营质量管理规范"),
        ("零售药店", "连锁药房"),
    ],
    junk=["深交所", "物流配送中心", "中药饮片厂", "年度体检", "员工购药折扣"],
    aliases={"GSP": ["药品经营质量管理规范"], "零售药店": ["连锁药房", "药店"]},
    edits={
        "claim": ("skills", 0, "中药饮片调剂"),
        "title": ("work[0].position", "区域质量总监"),
        "reword": [
            ("set", f"{H}[1]", "为高血压、糖尿病患者提供用药咨询与慢病管理，建立档案300余份")
        ],
        "reword2": [("set", "work[0].position", "门店执业药师")],
    },
)

part.distractor(
    "pharm-sales-rep",
    resume(
        "Tyler Brooks",
        "Pharmaceutical Sales Representative",
        "tyler.brooks.rep@example.com",
        ("Indianapolis", "US"),
        "Oncology territory rep calling on infusion centers and community oncologists.",
        [
            (
                "Merck",
                "Oncology Sales Specialist",
                "2020-01",
                "",
                [
                    "Grew Keytruda share 18% across 40 infusion accounts",
                    "Presented clinical data to oncology pharmacy and P&T committees",
                    "Managed call plans in Veeva CRM",
                ],
            )
        ],
        [("Purdue University", "Biology", "BS", "2015-05")],
        [("Sales", ["territory management", "Veeva CRM", "key account management"])],
    ),
)
part.distractor(
    "lab-tech",
    resume(
        "王小雨",
        "医学检验技师",
        "wangxiaoyu.lab@example.com",
        ("深圳", "CN"),
        "三甲医院检验科技师，熟悉生化和免疫检测。",
        [
            (
                "深圳市人民医院",
                "检验技师",
                "2020-07",
                "",
                ["负责生化分析仪日常质控", "参与ISO 15189认可准备", "标本接收与报告审核"],
            )
        ],
        [("南方医科大学", "医学检验技术", "本科", "2020-06")],
        [("专业", ["生化检验", "室内质控", "LIS系统"])],
    ),
)
