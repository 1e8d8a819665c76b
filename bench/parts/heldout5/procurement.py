"""Held-out set 5: procurement (an indirect procurement buyer, a strategic sourcing manager
for packaging, an electronics 采购工程师), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("procurement")
H = "work[0].highlights"

part.posting(
    "indirect-buyer",
    "en",
    posting_text(
        "en",
        0,
        "Buyer, Indirect Procurement (Facilities & MRO)",
        "Halvorsen Foods makes frozen meals in six plants across the Midwest. Our brands are "
        "sold in 30,000 grocery stores and we recently opened an innovation kitchen in Chicago.",
        [
            "Run RFQs and competitive bids for facilities services, MRO supplies and capex "
            "equipment",
            "Negotiate pricing and terms with suppliers and document savings",
            "Convert purchase requisitions to purchase orders in SAP Ariba",
            "Track supplier performance and resolve invoice discrepancies with accounts payable",
        ],
        [
            "Bachelor's degree in supply chain management or business",
            "3+ years of indirect sourcing or purchasing",
            "Experience with SAP Ariba or Coupa",
            "Strong negotiation skills",
            "Advanced Excel for bid analysis",
        ],
        [
            "CPSM or CPM certification",
            "Contract management in Icertis",
            "Food manufacturing background",
        ],
        ["Employee store discounts", "On-site fitness center", "Tuition assistance"],
        [
            "Pay: $72,000 - $85,000 plus annual incentive.",
            "Halvorsen Foods is an Equal Opportunity Employer, including disability and veterans.",
        ],
    ),
    resume(
        "Kevin Duarte",
        "Procurement Specialist",
        "kevin.duarte.buyer@example.com",
        ("Milwaukee", "US"),
        "Indirect purchasing specialist, four years buying facilities services and MRO.",
        [
            (
                "Johnson Controls",
                "Procurement Specialist",
                "2021-01",
                "",
                [
                    "Ran requests for quotation and competitive bids for janitorial, HVAC "
                    "maintenance and MRO supplies",
                    "Negotiated pricing and payment terms; $1.2M documented savings in 2024",
                    "Turned purchase requisitions into POs in SAP Ariba",
                    "Supplier scorecards and invoice discrepancy resolution with AP",
                    "Bid analysis in Excel with pivot tables",
                ],
            )
        ],
        [("University of Wisconsin-Whitewater", "Supply Chain Management", "BBA", "2020-12")],
        [("Sourcing", ["indirect sourcing", "negotiation", "supplier management", "capex"])],
    ),
    present=[
        "RFQs",
        "competitive bids",
        "facilities services",
        "MRO",
        "capex",
        "negotiation",
        "pricing",
        "purchase requisitions",
        "purchase orders",
        "SAP Ariba",
        "supplier performance",
        "invoice discrepancies",
        "accounts payable",
        "supply chain management",
        "indirect sourcing",
        "Excel",
        "bid analysis",
    ],
    missing=["CPSM", "Icertis", "Food manufacturing"],
    variants=[
        ("RFQs", "requests for quotation"),
        ("purchase orders", "POs"),
        ("supplier performance", "Supplier scorecards"),
        ("accounts payable", "AP"),
        ("invoice discrepancies", "invoice discrepancy"),
    ],
    junk=["frozen meals", "innovation kitchen", "Employee store", "fitness center"],
    aliases={
        "RFQs": ["requests for quotation", "RFQ"],
        "purchase orders": ["PO", "POs"],
        "accounts payable": ["AP"],
    },
    edits={
        "claim": ("summary", "CPSM certified."),
        "title": ("work[0].position", "Chief Procurement Officer"),
        "reword": [
            ("set", f"{H}[2]", "Converted purchase requisitions to purchase orders in SAP Ariba")
        ],
        "reword2": [("set", "basics.label", "Indirect Buyer")],
    },
)

part.posting(
    "packaging-sourcing",
    "en",
    posting_text(
        "en",
        2,
        "Strategic Sourcing Manager - Packaging",
        "Bloom & Vine is a fast-growing skincare brand sold at Sephora and Ulta. We are Leaping "
        "Bunny certified and our HQ has a rooftop garden and a free in-house barista.",
        [
            "Own the packaging category strategy: bottles, jars, cartons and closures",
            "Lead sourcing events and supplier selection, including should-cost models",
            "Negotiate master supply agreements and manage supplier risk",
            "Drive cost reduction and dual-sourcing with R&D and quality",
        ],
        [
            "6+ years of strategic sourcing, 3 in packaging",
            "Category management experience",
            "Total cost of ownership analysis",
            "Knowledge of Incoterms and international suppliers (China, Italy)",
        ],
        "A plus: sustainable packaging (PCR resin), Mandarin, or a lean six sigma belt.",
        ["Free products", "Hybrid work", "Fertility benefits"],
        [
            "Base salary $125,000 - $140,000.",
            "Bloom & Vine is proud to be an equal opportunity workplace.",
        ],
    ),
    resume(
        "Alicia Ferreira",
        "Sourcing Manager",
        "alicia.ferreira.sourcing@example.com",
        ("Newark", "US"),
        "Strategic sourcing leader for beauty packaging; eight years in procurement.",
        [
            (
                "Coty",
                "Senior Sourcing Manager, Packaging",
                "2020-02",
                "",
                [
                    "Owned category strategy for primary packaging: glass bottles, jars, "
                    "folding cartons, caps",
                    "Ran RFPs and supplier selection using should-cost modeling",
                    "Negotiated MSAs with Chinese and Italian suppliers; supplier risk reviews",
                    "Delivered $3.4M cost reduction and dual sourcing on 18 SKUs with R&D and QA",
                    "TCO analysis including freight under FOB and DDP Incoterms",
                ],
            ),
            ("Avon", "Buyer", "2016-06", "2020-01", ["Component purchasing"]),
        ],
        [("Rutgers University", "Supply Chain Management", "BS", "2016-05")],
        [("Procurement", ["category management", "strategic sourcing", "packaging", "Incoterms"])],
    ),
    present=[
        "packaging",
        "category strategy",
        "supplier selection",
        "should-cost",
        "master supply agreements",
        "supplier risk",
        "cost reduction",
        "dual-sourcing",
        "strategic sourcing",
        "Category management",
        "Total cost of ownership",
        "Incoterms",
    ],
    missing=["sustainable packaging", "PCR", "Mandarin", "lean six sigma"],
    variants=[
        ("master supply agreements", "MSAs"),
        ("Total cost of ownership", "TCO"),
        ("dual-sourcing", "dual sourcing"),
    ],
    junk=["Leaping Bunny", "rooftop garden", "barista", "Fertility benefits", "Sephora"],
    aliases={"master supply agreements": ["MSA", "MSAs"], "Total cost of ownership": ["TCO"]},
    edits={
        "claim": ("extend", 3, ", moving 12 SKUs to PCR resin bottles"),
        "title": ("work[0].position", "Vice President, Global Procurement"),
        "reword": [
            (
                "set",
                f"{H}[4]",
                "Total cost of ownership analysis including freight under FOB and DDP Incoterms",
            )
        ],
        "reword2": [("set", "work[0].position", "Sr. Sourcing Manager - Packaging")],
    },
)

part.posting(
    "electronics-buyer-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "电子料采购工程师（储能事业部）",
        "公司是国家级专精特新“小巨人”企业，主营工业储能变流器，产品出口40多个国家，"
        "园区配有员工公寓和篮球场。",
        [
            "负责IC、被动元器件、连接器等电子料的采购与供应商开发",
            "进行询价、比价、议价，推动年度降本",
            "跟进采购订单交期，处理缺料与呆滞物料",
            "参与新供应商审核与供应商绩效考核",
        ],
        [
            "电子、机电类专业大专以上学历",
            "3年以上电子料采购经验，熟悉主流原厂及代理商",
            "熟练操作SAP MM模块",
            "具备良好的谈判能力",
        ],
        ["有现货市场渠道资源", "熟悉BOM成本分析", "英语可作为工作语言"],
        ["年终奖", "员工公寓", "通讯补贴", "节日礼品"],
        ["薪资：12-18K", "公司实行阳光采购，严禁收受供应商任何形式的回扣。"],
    ),
    resume(
        "黄志鹏",
        "电子料采购",
        "huangzhipeng.buyer@example.com",
        ("深圳", "CN"),
        "电子信息工程大专，五年电子元器件采购经验。",
        [
            (
                "深圳某电源科技有限公司",
                "采购工程师",
                "2020-06",
                "",
                [
                    "负责MCU、MOSFET、阻容感、连接器等元器件采购及新供应商开发",
                    "询比价及商务谈判，2024年电子料降本6.5%",
                    "跟踪PO交期，协调缺料，清理呆滞料80万元",
                    "参与供应商审核和季度绩效评分",
                    "在SAP MM中完成采购申请转PO",
                ],
            )
        ],
        [("深圳职业技术学院", "电子信息工程技术", "大专", "2019-06")],
        [("技能", ["元器件采购", "供应商开发", "议价", "SAP MM"])],
    ),
    present=[
        "电子料",
        "IC",
        "被动元器件",
        "连接器",
        "供应商开发",
        "询价",
        "比价",
        "议价",
        "降本",
        "采购订单",
        "交期",
        "缺料",
        "呆滞",
        "供应商审核",
        "供应商绩效",
        "SAP MM",
        "谈判",
    ],
    missing=["现货市场", "BOM成本分析", "英语"],
    variants=[
        ("IC", "MCU"),
        ("被动元器件", "阻容感"),
        ("供应商绩效", "绩效评分"),
        ("采购订单", "PO"),
        ("询价", "询比价"),
    ],
    junk=["专精特新", "储能变流器", "员工公寓", "篮球场", "回扣"],
    aliases={"被动元器件": ["阻容感"], "采购订单": ["PO"], "询价": ["询比价"]},
    edits={
        "claim": ("highlight", "建立现货市场渠道，紧急缺料48小时内到货"),
        "title": ("work[0].position", "供应链总监"),
        "reword": [("set", f"{H}[2]", "跟踪采购订单交期，协调缺料问题，清理呆滞料80万元")],
        "reword2": [("set", "basics.label", "采购工程师（电子料）")],
    },
)

part.distractor(
    "inventory-analyst",
    resume(
        "Ryan Schultz",
        "Inventory Analyst",
        "ryan.schultz.inv@example.com",
        ("Milwaukee", "US"),
        "Inventory analyst for a regional distributor.",
        [
            (
                "Grainger",
                "Inventory Analyst",
                "2020-03",
                "",
                ["Cycle counts and reorder points", "Slow-moving inventory reports"],
            )
        ],
        [("Marquette University", "Business Analytics", "BS", "2020-01")],
        [("Inventory", ["cycle counting", "reorder points", "Excel", "SQL"])],
    ),
)
part.distractor(
    "sales-assistant-zh",
    resume(
        "钟丽",
        "销售助理",
        "zhongli.xszl@example.com",
        ("深圳", "CN"),
        "电子元器件代理商销售助理，负责报价与订单跟进。",
        [
            (
                "深圳某电子元器件代理公司",
                "销售助理",
                "2021-05",
                "",
                ["客户报价与合同录入", "跟进订单发货", "对账与回款提醒"],
            )
        ],
        [("广东科技学院", "市场营销", "大专", "2021-06")],
        [("技能", ["报价", "订单跟进", "客户对账"])],
    ),
)
