"""Held-out set 4: logistics (pharma cold chain, customs compliance, ocean freight forwarding),
with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("logistics")

part.posting(
    "cold-chain",
    "en",
    posting_text(
        "en",
        2,
        "Cold Chain Logistics Coordinator – Clinical & Commercial Pharma",
        "Polaris Biologistics moves temperature-sensitive medicines; our parent company "
        "develops mRNA vaccines and CRISPR therapies.",
        [
            "Book reefer and air shipments of 2-8°C and frozen product",
            "Program data loggers and investigate temperature excursions",
            "Open and close CAPA records",
            "Carrier management and lane qualification",
            "Keep shipments current in the TMS",
        ],
        [
            "2+ years in cold chain logistics",
            "Working knowledge of GDP",
            "IATA dangerous goods training",
        ],
        ["Class A CDL", "Lean Six Sigma Green Belt", "SAP TM"],
        ["Shift differential", "Tuition assistance"],
        [
            "$27–$33/hour.",
            "Visitors to the warehouse must wear steel-toe boots. Polaris is an EOE.",
        ],
    ),
    resume(
        "Andre Baptiste",
        "Logistics Coordinator",
        "andre.baptiste.log@example.com",
        ("Memphis", "US"),
        "Cold chain coordinator for pharmaceuticals and clinical trial kits.",
        [
            (
                "Cryoport",
                "Logistics Coordinator",
                "2021-04",
                "",
                [
                    "Scheduled refrigerated trailers and air freight for 2-8°C and -70°C shipments",
                    "Set up data loggers; led temperature excursions investigations with QA",
                    "Owned CAPA follow-up for shipping deviations",
                    "Carrier management: quarterly scorecards for 14 carriers",
                    "Tracked loads in the transportation management system (MercuryGate)",
                ],
            )
        ],
        [("University of Memphis", "Supply Chain Management", "BBA", "2020-12")],
        [("Logistics", ["cold chain", "data loggers", "CAPA", "carrier management"])],
        [
            ("IATA Dangerous Goods Regulations", "IATA", "2022-09"),
            ("Good Distribution Practice training", "ECA Academy", "2022-02"),
        ],
    ),
    present=[
        "reefer",
        "data loggers",
        "temperature excursions",
        "CAPA",
        "carrier management",
        "TMS",
        "cold chain",
        "GDP",
        "IATA",
    ],
    missing=["CDL", "Lean Six Sigma", "SAP TM"],
    variants=[
        ("reefer", "refrigerated trailers"),
        ("GDP", "Good Distribution Practice"),
        ("TMS", "transportation management system"),
    ],
    junk=["mRNA", "CRISPR", "steel-toe boots"],
    aliases={
        "GDP": ["Good Distribution Practice"],
        "TMS": ["transportation management system"],
        "reefer": ["refrigerated trailer"],
    },
)

part.posting(
    "customs",
    "zh",
    posting_text(
        "zh",
        0,
        "关务专员（进出口报关）",
        "我们是一家智能家居出口企业，同时经营跨境电商业务，年进出口额约3亿美元。",
        [
            "负责进出口报关及单证审核",
            "准确进行HS编码归类",
            "通过单一窗口申报并跟踪放行",
            "办理原产地证",
            "配合海关稽查及AEO认证维护",
            "管理保税料件账册",
        ],
        ["物流、国际贸易相关专业大专以上", "持报关水平测试证书者优先", "3年以上关务经验"],
        ["会日语", "熟悉RCEP关税优惠", "熟悉ERP系统"],
        ["年度调薪", "餐补"],
        ["薪资：8-12K", "公司依法保护求职者个人信息。"],
    ),
    resume(
        "黄婉清",
        "报关员",
        "huangsiqi@example.com",
        ("宁波", "CN"),
        "关务工作5年，熟悉一般贸易与加工贸易报关。",
        [
            (
                "宁波某家电进出口公司",
                "关务专员",
                "2020-05",
                "",
                [
                    "负责进出口报关，月均报关单300票，差错率低于0.5%",
                    "负责商品编码归类及归类争议处理",
                    "熟练使用单一窗口进行申报",
                    "办理原产地证，年节省关税约200万元",
                    "配合海关稽查，协助公司通过高级认证企业复核",
                    "维护保税手册及核销",
                ],
            )
        ],
        [("浙江万里学院", "国际贸易", "大专", "2019-06")],
        [("技能", ["报关", "归类", "单一窗口", "原产地证", "保税"])],
        [("报关水平测试证书", "中国报关协会", "2019-11")],
    ),
    present=["报关", "HS编码", "归类", "单一窗口", "原产地证", "海关稽查", "AEO认证", "保税"],
    missing=["日语", "RCEP", "ERP"],
    variants=[("HS编码", "商品编码"), ("AEO认证", "高级认证企业")],
    junk=["智能家居", "跨境电商", "年度调薪"],
    aliases={"HS编码": ["商品编码", "HS code"], "AEO认证": ["高级认证", "AEO"]},
)

part.posting(
    "forwarder",
    "zh",
    posting_text(
        "zh",
        1,
        "国际货代操作（海运出口）",
        "集团旗下拥有冷链仓库与新能源车队，为客户提供一站式供应链服务。",
        [
            "负责海运出口订舱及跟踪",
            "安排拖车与报关",
            "核对提单及舱单信息",
            "办理VGM申报",
            "处理危险品出运手续",
            "与船公司及客户保持沟通",
        ],
        ["大专及以上学历，2年以上海运出口操作经验", "英语读写熟练"],
        ["有空运操作经验", "会使用CargoWise系统", "英语口语流利"],
        ["五险一金", "带薪年假", "下午茶"],
        ["薪资：7-10K", "本公司不收取任何招聘费用。"],
    ),
    resume(
        "许浩",
        "海运操作",
        "xuhao.hy@example.com",
        ("上海", "CN"),
        "海运出口操作3年，主做美线与欧线整柜。",
        [
            (
                "上海某国际物流公司",
                "海运出口操作",
                "2022-03",
                "",
                [
                    "负责Booking及放舱跟踪，月均操作200柜",
                    "安排拖车、报关及进港",
                    "核对B/L及舱单，确保提单信息零差错",
                    "办理VGM申报",
                    "处理9类危险品出运",
                    "对接船公司与客户",
                ],
            )
        ],
        [("上海海事大学", "物流管理", "大专", "2021-06")],
        [("技能", ["海运出口", "拖车", "报关", "VGM", "危险品"])],
        languages=[("英语", "读写熟练")],
    ),
    present=["订舱", "拖车", "报关", "提单", "舱单", "VGM", "危险品", "船公司", "英语"],
    missing=["空运", "CargoWise"],
    variants=[("订舱", "Booking")],
    junk=["冷链仓库", "新能源车队", "五险一金"],
    aliases={"订舱": ["booking"], "提单": ["B/L", "bill of lading"], "英语": ["English"]},
)

part.distractor(
    "warehouse-associate",
    resume(
        "Tyrone Banks",
        "Warehouse Associate",
        "tyrone.banks@example.com",
        ("Memphis", "US"),
        "Forklift-certified warehouse associate.",
        [
            (
                "FedEx Ground",
                "Package Handler / Forklift Operator",
                "2019-10",
                "",
                [
                    "Load trailers, 1,200 packages an hour",
                    "Operate sit-down and reach forklifts",
                    "Cycle counts with RF scanner",
                ],
            )
        ],
        [("Whitehaven High School", "General Studies", "Diploma", "2019-05")],
        [("Skills", ["forklift", "RF scanner", "cycle counts"])],
        [("Forklift Operator Certification", "OSHA-compliant trainer", "2020-01")],
    ),
)
part.distractor(
    "buyer",
    resume(
        "曹敏",
        "采购专员",
        "caomin.cg@example.com",
        ("宁波", "CN"),
        "制造业采购4年，负责包材与五金件采购。",
        [
            (
                "宁波某电器公司",
                "采购专员",
                "2020-07",
                "",
                ["负责包材、五金件询比价及下单", "供应商评估与年度考核", "跟进交期与来料异常"],
            )
        ],
        [("宁波工程学院", "物流管理", "本科", "2020-06")],
        [("技能", ["询比价", "供应商管理", "ERP"])],
    ),
)

PARTS = (part,)
