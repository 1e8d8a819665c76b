"""Held-out set 6: beauty and cosmetology (a hair stylist / colorist, a medical esthetician, a
皮肤管理师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("beauty")

part.posting(
    "hair-stylist",
    "en",
    posting_text(
        "en",
        1,
        "Senior Hair Stylist & Color Specialist - Commission + Hourly Guarantee",
        "Salon Verbena is an Aveda concept salon with two locations in Portland. Guests enjoy "
        "complimentary mimosas, a plant wall and vinyl nights on the first Friday.",
        [
            "Deliver precision haircuts for all hair types and lengths",
            "Perform balayage, foilayage and color corrections",
            "Apply keratin smoothing treatments and extensions",
            "Hold consultations and recommend retail products to every guest",
            "Rebook clients and grow a loyal clientele",
        ],
        [
            "Active Oregon cosmetology license",
            "3+ years behind the chair",
            "Portfolio of color work (Instagram welcome)",
            "Comfortable with textured and curly hair",
        ],
        "Nice to have: Aveda color certification, experience with hand-tied extensions, and "
        "bridal styling. You do not need to know barbering or nail services.",
        ["Paid education", "Product discount", "Health stipend"],
        [
            "Pay: $20/hour guarantee or 45% commission, whichever is higher, plus tips.",
            "Salon Verbena is an equal opportunity employer.",
        ],
    ),
    resume(
        "Skye Marchetti",
        "Hairstylist",
        "skye.marchetti.hair@example.com",
        ("Beaverton", "US"),
        "Licensed cosmetologist and colorist with six years behind the chair.",
        [
            (
                "Studio Lark",
                "Senior Stylist",
                "2020-02",
                "",
                [
                    "Precision cuts for short, long, curly and textured hair",
                    "Balayage, foilayage and corrective color",
                    "Keratin smoothing treatments; tape-in extensions",
                    "Thorough consultations and home-care product recommendations",
                    "78% rebooking rate; built a clientele of 220 regulars",
                    "Color work shared on Instagram (portfolio)",
                ],
            )
        ],
        [("Paul Mitchell The School Portland", "Cosmetology", "Diploma", "2019-08")],
        [("Hair", ["behind the chair", "bridal styling"])],
        certificates=[("Oregon Cosmetology License", "Oregon Health Licensing Office", "2019-10")],
    ),
    present=[
        "precision haircuts",
        "balayage",
        "foilayage",
        "color corrections",
        "keratin smoothing",
        "extensions",
        "consultations",
        "retail products",
        "Rebook",
        "clientele",
        "cosmetology license",
        "behind the chair",
        "Portfolio",
        "textured and curly hair",
        "bridal styling",
    ],
    missing=["Aveda color certification", "hand-tied extensions"],
    variants=[
        ("precision haircuts", "Precision cuts"),
        ("color corrections", "corrective color"),
        ("retail products", "product recommendations"),
        ("Rebook", "rebooking"),
        ("textured and curly hair", "curly and textured hair"),
    ],
    junk=["mimosas", "plant wall", "vinyl nights", "barbering", "nail services"],
    aliases={"color corrections": ["corrective color"], "Rebook": ["rebooking"]},
)

part.posting(
    "medical-esthetician",
    "en",
    posting_text(
        "en",
        2,
        "Licensed Medical Esthetician - Dermatology Practice",
        "Clearview Dermatology & Laser has six board-certified dermatologists and a "
        "physician-owned medspa. Our lobby has a coffee bar and a living moss wall.",
        [
            "Perform chemical peels, microneedling and HydraFacial treatments",
            "Operate IPL and laser hair removal devices under physician supervision",
            "Provide pre- and post-procedure care for dermatology patients",
            "Design skincare regimens and sell medical-grade skincare",
            "Chart treatments and photos in the EMR (ModMed)",
        ],
        [
            "Current esthetician license",
            "2+ years in a medical or medspa setting",
            "Knowledge of skin types (Fitzpatrick scale) and contraindications",
        ],
        ["Laser safety officer training", "Experience with CoolSculpting", "Dermaplaning"],
        ["CE allowance", "Free treatments", "Paid holidays"],
        [
            "$22 - $28/hr plus product and service commission.",
            "Clearview Dermatology & Laser is an equal opportunity employer and follows HIPAA and "
            "OSHA bloodborne pathogens standards.",
        ],
    ),
    resume(
        "Camila Ferreira",
        "Medical Aesthetician",
        "camila.ferreira.skin@example.com",
        ("Scottsdale", "US"),
        "Licensed aesthetician, four years in a plastic surgery medspa.",
        [
            (
                "Desert Bloom Plastic Surgery & Medspa",
                "Medical Aesthetician",
                "2021-01",
                "",
                [
                    "Chemical peels, collagen induction therapy and Hydrafacials",
                    "Intense pulsed light and laser hair removal under MD supervision",
                    "Pre-op and post-op skin care for surgical patients",
                    "Built home skincare routines; top seller of medical-grade skincare",
                    "Charting and before/after photos in ModMed",
                    "Fitzpatrick skin typing and contraindication screening",
                ],
            )
        ],
        [("Arizona Academy of Beauty", "Esthetics", "Certificate", "2020-08")],
        [("Skin", ["medspa", "skin types"])],
        certificates=[("Aesthetician License", "Arizona State Board of Cosmetology", "2020-10")],
    ),
    present=[
        "chemical peels",
        "microneedling",
        "HydraFacial",
        "IPL",
        "laser hair removal",
        "physician supervision",
        "post-procedure care",
        "skincare regimens",
        "medical-grade skincare",
        "ModMed",
        "esthetician license",
        "medspa",
        "skin types",
        "Fitzpatrick",
        "contraindications",
    ],
    missing=["Laser safety officer", "CoolSculpting", "Dermaplaning"],
    variants=[
        ("microneedling", "collagen induction therapy"),
        ("HydraFacial", "Hydrafacials"),
        ("IPL", "Intense pulsed light"),
        ("physician supervision", "MD supervision"),
        ("post-procedure care", "post-op skin care"),
        ("skincare regimens", "skincare routines"),
        ("esthetician license", "Aesthetician License"),
        ("contraindications", "contraindication"),
    ],
    junk=["coffee bar", "moss wall", "Free treatments", "HIPAA", "bloodborne pathogens"],
    aliases={
        "IPL": ["intense pulsed light"],
        "microneedling": ["collagen induction therapy"],
        "esthetician license": ["aesthetician license"],
    },
)

part.posting(
    "skin-care-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "皮肤管理师（轻医美门店）",
        "品牌创立于2016年，全国直营门店80家，门店装修为法式奶油风，设有下午茶区和自拍打卡墙。",
        [
            "为顾客进行皮肤检测（VISIA）与肤质分析，制定个性化护理方案",
            "操作水光、小气泡、光子嫩肤等仪器项目",
            "完成清洁、补水、修复类面部护理",
            "做好术后护理指导与顾客回访，维护会员关系",
            "完成门店卡项销售业绩",
        ],
        [
            "持有美容师职业资格证书（中级及以上）",
            "2年以上皮肤管理或美容院工作经验",
            "熟悉常见问题肌（痘痘肌、敏感肌）的护理",
            "形象气质佳，沟通能力强",
        ],
        "有医美机构工作经验者优先；会纹绣或美睫者优先；无需具备护士执业证书。",
        ["底薪+提成+全勤奖", "免费培训", "员工护理福利"],
        ["综合薪资：7-15K", "本公司依法经营，所有项目均在卫生许可范围内开展。"],
    ),
    resume(
        "葛婉婷",
        "美容师",
        "gewanting.skin@example.com",
        ("上海", "CN"),
        "三年皮肤管理经验，熟悉问题肌护理与光电仪器操作。",
        [
            (
                "上海某皮肤管理中心",
                "高级皮肤管理师",
                "2022-04",
                "",
                [
                    "用VISIA做皮肤测试与肤质分析，出具定制护理方案",
                    "操作水光导入、小气泡清洁、光子嫩肤仪器",
                    "深层清洁、补水、屏障修复面部护理",
                    "术后护理指导，定期回访顾客",
                    "月均卡项销售8万元，会员复购率65%",
                    "擅长痘痘肌、敏感肌护理，沟通能力强",
                ],
            )
        ],
        [("上海某职业技术学校", "美容美体艺术", "中专", "2021-06")],
        [("技能", ["皮肤管理", "会员维护", "光电项目"])],
        certificates=[("美容师职业技能等级证书（四级/中级工）", "人社部门", "2021-08")],
    ),
    present=[
        "皮肤检测",
        "VISIA",
        "肤质分析",
        "护理方案",
        "水光",
        "小气泡",
        "光子嫩肤",
        "清洁",
        "补水",
        "修复",
        "面部护理",
        "术后护理",
        "回访",
        "会员关系",
        "卡项销售",
        "美容师职业资格证书",
        "皮肤管理",
        "痘痘肌",
        "敏感肌",
        "沟通能力",
    ],
    missing=["医美机构", "纹绣", "美睫"],
    variants=[
        ("皮肤检测", "皮肤测试"),
        ("会员关系", "会员维护"),
        ("美容师职业资格证书", "美容师职业技能等级证书"),
    ],
    junk=["法式奶油风", "下午茶区", "自拍打卡墙", "护士执业证书", "全勤奖"],
    aliases={"美容师职业资格证书": ["美容师证", "美容师职业技能等级"]},
)

part.distractor(
    "nail-technician",
    resume(
        "Kim Ngo",
        "Nail Technician",
        "kim.ngo.nails@example.com",
        ("Portland", "US"),
        "Licensed nail technician doing gel, acrylic and nail art.",
        [
            (
                "Polish Lounge",
                "Nail Technician",
                "2018-06",
                "",
                ["Gel manicures and pedicures", "Acrylic and dip powder sets", "Nail art"],
            )
        ],
        [("Portland Beauty Academy", "Nail Technology", "Certificate", "2018-03")],
        [("Nails", ["gel", "acrylic", "nail art"])],
    ),
)
part.distractor(
    "makeup-artist-zh",
    resume(
        "乔梦琪",
        "化妆师",
        "qiaomengqi.makeup@example.com",
        ("上海", "CN"),
        "新娘跟妆与影楼化妆师。",
        [
            (
                "上海某婚纱摄影",
                "化妆造型师",
                "2019-04",
                "",
                ["新娘妆面与发型设计", "跟妆服务", "影楼写真造型"],
            )
        ],
        [("上海某职业技术学校", "人物形象设计", "中专", "2018-06")],
        [("技能", ["新娘跟妆", "盘发造型", "彩妆"])],
    ),
)
part.distractor(
    "near-beauty-consultant-zh",
    resume(
        "司徒雅琳",
        "美容顾问",
        "situyalin.salon@example.com",
        ("上海", "CN"),
        "美容院美容顾问，负责面部护理与会员卡项销售。",
        [
            (
                "上海某美容会所",
                "美容顾问",
                "2021-05",
                "",
                [
                    "面部护理：清洁、补水、按摩",
                    "会员回访与会员关系维护",
                    "卡项销售，月均业绩5万元",
                    "沟通能力强，顾客满意度高",
                ],
            )
        ],
        [("上海某职业技术学校", "市场营销", "中专", "2020-06")],
        [("技能", ["面部护理", "卡项销售", "顾客接待"])],
    ),
)
