"""Held-out set 4: sales (inside sales of safety equipment, FMCG channel sales, new-energy car
showroom), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("sales")

part.posting(
    "inside-sales-safety",
    "en",
    posting_text(
        "en",
        2,
        "Inside Sales Representative – Industrial Safety Products",
        "Granite Shield Supply distributes PPE and fall protection to 9,000 contractors. Our "
        "warehouses run on SAP S/4HANA and our new vending machines use IoT sensors.",
        [
            "Own a book of 300 mid-size contractor accounts; upselling and cross-selling "
            "gloves, harnesses and gas detectors",
            "Outbound prospecting and cold calling, 60 dials a day",
            "Build quoting and follow-up cadences; keep pipeline management tidy in Salesforce",
            "Hit a monthly gross-margin quota",
        ],
        [
            "2+ years of B2B sales, ideally distribution",
            "Record of quota attainment",
            "Comfort with ZoomInfo and LinkedIn Sales Navigator",
        ],
        ["Outreach.io sequences", "Bilingual English/Spanish", "OSHA 30 card"],
        ["Uncapped commission", "Gym stipend", "Paid volunteer day"],
        [
            "OTE $72,000–$95,000 (base $48,000).",
            "We are a drug-free workplace. Granite Shield is an equal opportunity employer.",
        ],
    ),
    resume(
        "Marcus DeLuca",
        "Inside Sales Rep",
        "marcus.deluca.sales@example.com",
        ("Columbus", "US"),
        "Phone-first business-to-business seller; 9 straight quarters over plan.",
        [
            (
                "Fastenal",
                "Inside Sales Representative",
                "2022-01",
                "",
                [
                    "Managed 280 contractor accounts; upselling into tools and safety lines lifted "
                    "account revenue 22%",
                    "Outbound prospecting: 70 cold calls a day, booked 12 "
                    "meetings a month for outside reps",
                    "Same-day quoting; pipeline management and forecasting in SFDC",
                    "114% average quota attainment over 2023-2024",
                ],
            ),
            ("Verizon", "Retail Sales Associate", "2019-06", "2021-12", ["Phones and plans"]),
        ],
        [("Ohio State University", "Marketing", "BS", "2019-05")],
        [
            ("Sales", ["outbound prospecting", "quoting", "upselling", "pipeline management"]),
            ("Tools", ["SFDC", "ZoomInfo", "LinkedIn Sales Navigator"]),
        ],
        languages=[("English", "Native")],
    ),
    present=[
        "upselling",
        "outbound prospecting",
        "cold calling",
        "quoting",
        "pipeline management",
        "Salesforce",
        "B2B sales",
        "quota attainment",
        "ZoomInfo",
        "LinkedIn Sales Navigator",
    ],
    missing=["Outreach.io", "Spanish", "OSHA 30"],
    variants=[
        ("Salesforce", "SFDC"),
        ("cold calling", "cold calls"),
        ("B2B sales", "business-to-business"),
    ],
    junk=["SAP S/4HANA", "IoT sensors", "Gym stipend", "drug-free workplace"],
    aliases={
        "Salesforce": ["SFDC"],
        "B2B sales": ["business-to-business", "B2B"],
        "cold calling": ["cold calls", "cold call"],
    },
)

part.posting(
    "fmcg-channel",
    "zh",
    posting_text(
        "zh",
        1,
        "渠道销售经理（快消品 · 华东区）",
        "公司为A股上市食品饮料企业，旗下拥有多个全国知名饮料品牌，全国设有12个生产基地。",
        [
            "负责区域经销商管理与新渠道开发",
            "推动终端陈列与铺货率提升",
            "策划并执行区域促销活动",
            "对接KA卖场，完成年度销售目标及回款",
        ],
        ["大专及以上学历，3年以上快消行业渠道销售经验", "能适应出差", "持C1驾照"],
        ["熟练使用SFA系统", "有社区团购渠道经验"],
        ["底薪+提成+季度奖", "五险一金", "出差补贴"],
        ["综合薪资：12-20K", "公司严禁任何形式的商业贿赂。"],
    ),
    resume(
        "韩志刚",
        "区域销售经理",
        "hanzhigang@example.com",
        ("苏州", "CN"),
        "快消行业渠道销售6年，负责苏南区域饮料与休闲食品业务。",
        [
            (
                "苏州某饮料销售有限公司",
                "区域销售经理",
                "2019-05",
                "",
                [
                    "管理苏南地区18家经销商，完成经销商管理与考核",
                    "开发便利店及餐饮新渠道，新增网点1200余家",
                    "推动终端陈列标准化，主推单品铺市率由45%提升至78%",
                    "对接大润发、永辉等重点客户，策划节日促销活动",
                    "2023年完成销售目标112%，回款率99%",
                ],
            )
        ],
        [("苏州市职业大学", "市场营销", "大专", "2017-06")],
        [("技能", ["经销商管理", "渠道开发", "终端陈列", "促销活动"])],
    ),
    present=["经销商管理", "渠道开发", "终端陈列", "铺货率", "促销活动", "KA", "销售目标", "回款"],
    missing=["C1驾照", "SFA", "社区团购"],
    variants=[("铺货率", "铺市率"), ("KA", "重点客户")],
    junk=["A股上市", "食品饮料", "五险一金", "商业贿赂"],
    aliases={"KA": ["重点客户", "key account"], "铺货率": ["铺市率", "distribution rate"]},
)

part.posting(
    "ev-showroom",
    "zh",
    posting_text(
        "zh",
        2,
        "汽车销售顾问（新能源品牌直营店）",
        "我们是一家新能源汽车品牌，自研电池与智能座舱系统，在全国拥有300余家直营门店。",
        [
            "负责展厅客户接待与需求分析",
            "邀约并陪同客户试驾",
            "讲解金融方案及二手车置换政策",
            "跟进意向客户，在CRM中记录并提升成交转化",
            "完成交车仪式及售后回访",
        ],
        ["大专及以上学历", "1年以上汽车销售经验", "持C1驾照，驾龄1年以上"],
        ["有抖音直播带货经验", "有DCC邀约经验", "持有二手车评估师证书"],
        ["六险一金", "带薪年假", "员工购车优惠"],
        ["薪资：底薪6000+提成，综合月收入12-25K", "本公司为平等机会雇主。"],
    ),
    resume(
        "罗嘉豪",
        "销售顾问",
        "luojiahao@example.com",
        ("广州", "CN"),
        "汽车4S店销售顾问3年，年销量稳定在150台以上。",
        [
            (
                "广州广汽丰田某4S店",
                "销售顾问",
                "2022-04",
                "",
                [
                    "展厅接待客户并进行需求分析，月均接待120批次",
                    "安排试驾并讲解车辆卖点",
                    "为客户讲解贷款及金融方案，协助办理旧车置换",
                    "用CRM跟进意向客户，成交转化率28%",
                    "负责交车及售后回访，客户满意度排名门店第一",
                ],
            )
        ],
        [("广州番禺职业技术学院", "汽车营销与服务", "大专", "2021-06")],
        [("技能", ["客户接待", "试驾", "金融方案", "CRM", "交车"])],
        [("C1驾驶证", "广州市公安局交通警察支队", "2020-08")],
    ),
    present=[
        "客户接待",
        "需求分析",
        "试驾",
        "金融方案",
        "二手车置换",
        "CRM",
        "成交转化",
        "交车",
        "售后回访",
        "C1驾照",
    ],
    missing=["抖音直播", "DCC", "二手车评估师"],
    variants=[("二手车置换", "旧车置换"), ("C1驾照", "C1驾驶证")],
    junk=["智能座舱", "六险一金", "员工购车优惠"],
    aliases={"C1驾照": ["C1驾驶证", "driver's license"], "二手车置换": ["旧车置换", "trade-in"]},
)

part.distractor(
    "customer-support",
    resume(
        "Jasmine Cole",
        "Customer Support Specialist",
        "jasmine.cole.cs@example.com",
        ("Columbus", "US"),
        "Tier-1 support lead for an e-commerce retailer.",
        [
            (
                "Zulily",
                "Customer Support Specialist",
                "2021-03",
                "",
                [
                    "Answer 60+ tickets a day in Zendesk",
                    "Process returns and refunds",
                    "Coach new hires on macros",
                ],
            )
        ],
        [("Columbus State Community College", "Business", "AA", "2020-12")],
        [("Tools", ["Zendesk", "Shopify", "live chat"])],
    ),
)
part.distractor(
    "sales-assistant",
    resume(
        "陈露",
        "商务助理",
        "chenlu.sw@example.com",
        ("苏州", "CN"),
        "销售部商务助理4年，负责合同、订单与发货跟进。",
        [
            (
                "苏州某电子科技有限公司",
                "商务助理",
                "2020-07",
                "",
                ["录入销售订单、跟进发货及开票", "整理合同与投标文件", "统计月度销售报表"],
            )
        ],
        [("苏州科技大学", "国际经济与贸易", "本科", "2020-06")],
        [("技能", ["订单管理", "合同管理", "Excel", "ERP"])],
    ),
)

PARTS = (part,)
