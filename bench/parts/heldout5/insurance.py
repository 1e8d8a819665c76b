"""Held-out set 5: insurance (a property claims adjuster, a commercial lines account manager at
a broker, a 医疗险理赔专员), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("insurance")
H = "work[0].highlights"

part.posting(
    "property-adjuster",
    "en",
    posting_text(
        "en",
        1,
        "Property Claims Adjuster II (Field)",
        "Prairie Mutual has protected Midwest homes and farms for 110 years. We are rated A "
        "(Excellent) by AM Best and sponsor the state fair's 4-H barn every August.",
        [
            "Inspect residential property losses from wind, hail, fire and water",
            "Write estimates in Xactimate and review contractor estimates",
            "Determine coverage under homeowners policies and set reserves",
            "Investigate suspected fraud and refer to SIU",
            "Negotiate settlements within authority and keep cycle time low",
        ],
        [
            "Active adjuster license in Iowa (or ability to obtain within 60 days)",
            "3+ years of property field adjusting",
            "Xactimate Level 2 or higher",
            "Comfortable on roofs with a ladder; valid driver's license",
        ],
        ["Catastrophe (CAT) deployment experience", "AIC designation", "Symbility"],
        ["Company vehicle", "Pension plus 401(k)", "Volunteer time off"],
        [
            "Salary: $66,000 - $80,000.",
            "Prairie Mutual is an equal opportunity employer. Candidates must pass a credit "
            "and background check.",
        ],
    ),
    resume(
        "Brandon Mills",
        "Property Adjuster",
        "brandon.mills.claims@example.com",
        ("Des Moines", "US"),
        "Licensed property field adjuster; four years on homeowners claims.",
        [
            (
                "Grinnell Mutual",
                "Field Property Adjuster",
                "2021-04",
                "",
                [
                    "Inspected 600+ homeowners losses: wind, hail, fire and water damage",
                    "Wrote Xactimate estimates and reviewed contractor bids",
                    "Coverage decisions on HO-3 policies and reserve setting",
                    "Referred suspected fraud to the special investigations unit",
                    "Settled claims within $50K authority; cycle time 11 days",
                ],
            )
        ],
        [("Iowa State University", "Finance", "BS", "2020-12")],
        [
            (
                "Claims",
                ["property adjusting", "Xactimate Level 3", "coverage analysis", "roof inspection"],
            )
        ],
        certificates=[("Iowa Adjuster License", "Iowa Insurance Division", "2021-03")],
    ),
    present=[
        "property losses",
        "estimates",
        "Xactimate",
        "contractor estimates",
        "coverage",
        "homeowners policies",
        "reserves",
        "fraud",
        "SIU",
        "settlements",
        "cycle time",
        "adjuster license",
        "property field adjusting",
    ],
    missing=["CAT", "AIC", "Symbility"],
    variants=[
        ("SIU", "special investigations unit"),
        ("contractor estimates", "contractor bids"),
        ("homeowners policies", "HO-3 policies"),
        ("reserves", "reserve setting"),
        ("property losses", "homeowners losses"),
        ("property field adjusting", "property adjusting"),
        ("settlements", "Settled claims"),
    ],
    junk=["AM Best", "4-H barn", "Company vehicle", "credit and background check"],
    aliases={"SIU": ["special investigations unit"], "settlements": ["Settled claims"]},
    edits={
        "claim": ("highlight", "Deployed to two CAT events after Gulf Coast hurricanes"),
        "title": ("work[0].position", "Claims Director"),
        "reword": [("set", f"{H}[3]", "Referred suspected fraud to SIU")],
        "reword2": [("set", "work[0].position", "Property Claims Adjuster, Field")],
    },
)

part.posting(
    "commercial-account-manager",
    "en",
    posting_text(
        "en",
        3,
        "Commercial Lines Account Manager",
        "Whitcomb & Hale Insurance Brokers is an independent agency founded in 1962 with "
        "offices in Boston and Providence. Our charitable foundation funds youth sailing.",
        [
            "Service a book of middle-market commercial accounts with the producer",
            "Prepare renewal submissions and market them to carriers",
            "Review policies, endorsements and certificates of insurance",
            "Explain coverage for general liability, property, workers' compensation and "
            "commercial auto",
        ],
        "Must hold a Massachusetts property and casualty license, have 3+ years of commercial "
        "lines account management, and know Applied Epic. The CIC designation, experience with "
        "construction risks and surety bonds would set you apart.",
        ["CISR designation", "Professional liability placements"],
        ["Hybrid after 90 days", "Agency-paid designation courses", "Summer hours"],
        [
            "Compensation: $70,000 - $90,000 based on experience.",
            "Whitcomb & Hale is an equal opportunity employer.",
        ],
    ),
    resume(
        "Lauren Pike",
        "Account Manager",
        "lauren.pike.insurance@example.com",
        ("Quincy", "US"),
        "Commercial lines account manager at an independent agency; five years.",
        [
            (
                "Kaplansky Insurance",
                "Commercial Account Manager",
                "2020-05",
                "",
                [
                    "Serviced 180 middle market accounts alongside two producers",
                    "Built renewal submissions and marketed them to carriers",
                    "Checked policies and endorsements; issued COIs daily",
                    "Explained GL, property, workers comp and commercial auto coverage to clients",
                    "Managed the book in Applied Epic",
                ],
            )
        ],
        [("Bridgewater State University", "Business", "BS", "2019-12")],
        [("Insurance", ["commercial lines", "account management", "CISR"])],
        certificates=[
            (
                "Massachusetts Property & Casualty Producer License",
                "MA Division of Insurance",
                "2020-04",
            ),
            ("CISR", "The National Alliance", "2022-09"),
        ],
    ),
    present=[
        "middle-market",
        "commercial accounts",
        "renewal submissions",
        "carriers",
        "endorsements",
        "certificates of insurance",
        "general liability",
        "workers' compensation",
        "commercial auto",
        "property and casualty license",
        "commercial lines",
        "account management",
        "Applied Epic",
        "CISR",
    ],
    missing=["CIC", "construction risks", "surety bonds", "Professional liability"],
    variants=[
        ("middle-market", "middle market"),
        ("certificates of insurance", "COIs"),
        ("general liability", "GL"),
        ("workers' compensation", "workers comp"),
        ("property and casualty license", "Property & Casualty Producer License"),
        ("commercial accounts", "middle market accounts"),
    ],
    junk=["youth sailing", "charitable foundation", "Summer hours", "designation courses"],
    aliases={
        "certificates of insurance": ["COI", "COIs"],
        "general liability": ["GL"],
        "workers' compensation": ["workers comp"],
        "property and casualty license": ["P&C license", "Property & Casualty"],
    },
    edits={
        "claim": ("skills", 0, "surety bonds"),
        "title": ("basics.label", "Agency Principal"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "Checked policies and endorsements; issued certificates of insurance daily",
            )
        ],
        "reword2": [("set", "basics.label", "Commercial Lines Account Manager")],
    },
)

part.posting(
    "health-claims-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "理赔专员（医疗险/重疾险）",
        "公司为全国性寿险公司，总资产超5,000亿元，连续多年获评“最佳雇主”，总部大楼拥有"
        "员工餐厅和健身中心。",
        [
            "负责医疗险、重疾险理赔案件的受理、审核与结案",
            "审核病历、发票及诊断证明，判断保险责任",
            "对疑点案件开展理赔调查，识别欺诈风险",
            "解答客户理赔咨询，处理理赔投诉",
        ],
        [
            "临床医学、护理学或保险学相关专业本科",
            "2年以上健康险理赔经验",
            "熟悉ICD-10疾病编码",
            "了解《保险法》及重疾险疾病定义规范",
        ],
        ["持有保险公估从业资格", "有核保经验", "熟悉医保政策与DRG"],
        ["补充商业医疗保险", "六险二金", "带薪病假"],
        ["薪资：8,000-13,000元/月", "公司严格遵守个人信息保护法律法规。"],
    ),
    resume(
        "宋佳慧",
        "理赔审核员",
        "songjiahui.claims@example.com",
        ("上海", "CN"),
        "护理学本科，三年健康险理赔审核经验，熟悉重疾和医疗险案件。",
        [
            (
                "某人寿保险股份有限公司上海分公司",
                "理赔审核岗",
                "2022-03",
                "",
                [
                    "负责医疗险和重大疾病保险案件受理、审核及结案，月均180件",
                    "审核病历资料、医疗发票、诊断证明，认定保险责任",
                    "对可疑案件进行调查，识别骗保风险",
                    "接听客户理赔咨询，处理客诉",
                    "熟练使用ICD-10编码",
                ],
            ),
            ("上海某三甲医院", "护士", "2019-07", "2022-02", ["内科病房护理"]),
        ],
        [("上海中医药大学", "护理学", "本科", "2019-06")],
        [("专业", ["理赔审核", "保险法", "重疾险疾病定义"])],
    ),
    present=[
        "医疗险",
        "重疾险",
        "理赔",
        "病历",
        "发票",
        "诊断证明",
        "保险责任",
        "理赔调查",
        "欺诈",
        "理赔咨询",
        "理赔投诉",
        "护理学",
        "健康险",
        "ICD-10",
        "保险法",
        "疾病定义",
    ],
    missing=["保险公估", "核保", "DRG"],
    variants=[
        ("理赔调查", "可疑案件进行调查"),
        ("欺诈", "骗保"),
        ("理赔投诉", "客诉"),
    ],
    junk=["最佳雇主", "员工餐厅", "健身中心", "个人信息保护"],
    aliases={"重疾险": ["重大疾病保险"], "欺诈": ["骗保"], "理赔投诉": ["客诉"]},
    edits={
        "claim": ("skills", 0, "核保"),
        "title": ("work[0].position", "理赔部总经理"),
        "reword": [("set", f"{H}[3]", "接听客户理赔咨询，处理理赔投诉")],
        "reword2": [("merge", 0)],
    },
)

part.distractor(
    "insurance-agent",
    resume(
        "Jason Ruiz",
        "Insurance Agent",
        "jason.ruiz.agent@example.com",
        ("Cedar Rapids", "US"),
        "Captive agent selling auto, home and life policies.",
        [
            (
                "State Farm",
                "Agent Team Member",
                "2020-01",
                "",
                [
                    "Quoted auto and home policies",
                    "Cross-sold life insurance",
                    "Met monthly sales goals",
                ],
            )
        ],
        [("Kirkwood Community College", "Business", "AA", "2019-05")],
        [("Sales", ["personal lines", "life insurance", "cross-selling", "CRM"])],
    ),
)
part.distractor(
    "actuary-zh",
    resume(
        "周立",
        "精算分析师",
        "zhouli.actuary@example.com",
        ("上海", "CN"),
        "精算学硕士，负责健康险产品定价。",
        [
            (
                "某财产保险公司",
                "精算分析师",
                "2021-07",
                "",
                ["健康险产品定价与费率厘定", "准备金评估", "使用Prophet建模"],
            )
        ],
        [("中央财经大学", "精算学", "硕士", "2021-06")],
        [("技能", ["产品定价", "准备金评估", "Python", "SQL"])],
    ),
)
