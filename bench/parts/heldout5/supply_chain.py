"""Held-out set 5: supply-chain planning (a demand planner, a 供应链计划经理, a PMC 物控专员),
with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("supply_chain")
H = "work[0].highlights"

part.posting(
    "demand-planner",
    "en",
    posting_text(
        "en",
        3,
        "Demand Planner - Small Kitchen Appliances",
        "HearthWare sells blenders, air fryers and coffee makers through Walmart, Target and "
        "Amazon. We are a Great Place to Work certified company with a test kitchen at HQ.",
        [
            "Build the 18-month statistical forecast at SKU and customer level",
            "Lead the monthly demand review in the S&OP cycle",
            "Track forecast accuracy (MAPE) and bias and explain misses",
            "Plan new product launches and promotions with sales and marketing",
            "Collaborate with retail partners on POS data and CPFR",
        ],
        [
            "3+ years in demand planning for consumer products",
            "Experience with Blue Yonder, Kinaxis or SAP IBP",
            "Advanced Excel; SQL is a plus for pulling POS data",
            "Bachelor's in supply chain, business or statistics",
        ],
        ["APICS CPIM or CSCP", "Power BI dashboards", "Python forecasting"],
        ["Free small appliances yearly", "Hybrid (3 days in office)", "Paid volunteer days"],
        [
            "Salary: $80,000 - $95,000 + bonus.",
            "HearthWare is an equal opportunity employer and an E-Verify participant.",
        ],
    ),
    resume(
        "Olga Petrenko",
        "Demand Planner",
        "olga.petrenko.plan@example.com",
        ("Bentonville", "US"),
        "Demand planner for consumer products sold through big-box retail; five years.",
        [
            (
                "Newell Brands",
                "Demand Planner",
                "2020-09",
                "",
                [
                    "Statistical forecasting for 600 SKUs by customer in SAP IBP",
                    "Ran the monthly demand review for sales and operations planning",
                    "Forecast accuracy up from 61% to 74%; tracked bias weekly",
                    "Planned new product introductions and promotional volume with sales and "
                    "marketing",
                    "Collaborative planning with Walmart using Retail Link point-of-sale data",
                ],
            )
        ],
        [("University of Arkansas", "Supply Chain Management", "BSBA", "2020-05")],
        [("Planning", ["demand planning", "SAP IBP", "Excel", "SQL", "forecast accuracy"])],
    ),
    present=[
        "statistical forecast",
        "SKU",
        "demand review",
        "S&OP",
        "forecast accuracy",
        "bias",
        "new product launches",
        "promotions",
        "POS data",
        "demand planning",
        "consumer products",
        "SAP IBP",
        "Excel",
        "SQL",
        "supply chain",
    ],
    missing=["CPIM", "CSCP", "Power BI", "Python"],
    variants=[
        ("S&OP", "sales and operations planning"),
        ("statistical forecast", "Statistical forecasting"),
        ("new product launches", "new product introductions"),
        ("POS data", "point-of-sale data"),
        ("promotions", "promotional volume"),
        ("SKU", "SKUs"),
    ],
    junk=["air fryers", "Great Place to Work", "test kitchen", "Free small appliances"],
    aliases={
        "S&OP": ["sales and operations planning"],
        "POS data": ["point-of-sale", "POS"],
        "new product launches": ["new product introductions", "NPI"],
    },
    edits={
        "claim": ("skills", 0, "Power BI"),
        "title": ("work[0].position", "Director of Demand Planning"),
        "reword": [("set", f"{H}[1]", "Ran the monthly demand review in the S&OP cycle")],
        "reword2": [
            (
                "set",
                "basics.summary",
                "Five years of demand planning for consumer products in big-box retail.",
            )
        ],
    },
)

part.posting(
    "sop-manager-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "供应链计划经理（S&OP方向）",
        "集团为国内领先的家电制造商，拥有8大生产基地，产品覆盖空调、冰箱、洗衣机，员工超过3万人，"
        "园区设有员工超市和幼儿园。",
        [
            "主导月度产销协同（S&OP）会议，平衡需求与产能",
            "制定主生产计划（MPS），跟进物料需求计划（MRP）运行",
            "监控库存周转与呆滞库存，推动库存优化",
            "建立计划KPI体系，如订单满足率、计划达成率",
        ],
        [
            "本科以上学历，物流管理、工业工程相关专业",
            "5年以上制造业计划管理经验，2年以上团队管理",
            "熟悉SAP PP/MM模块",
            "数据分析能力强，精通Excel",
        ],
        ["熟悉APS高级排程系统", "有精益生产项目经验", "持有CPIM证书"],
        ["年终奖", "员工购机优惠", "人才公寓"],
        ["薪资：25-35K·15薪", "集团依法保障女性员工权益。"],
    ),
    resume(
        "邓志华",
        "计划经理",
        "dengzhihua.plan@example.com",
        ("佛山", "CN"),
        "工业工程本科，九年家电制造业计划管理，带领8人计划团队。",
        [
            (
                "佛山某电器制造有限公司",
                "计划部经理",
                "2019-03",
                "",
                [
                    "组织每月产销协同会议，平衡销售需求与工厂产能",
                    "编制MPS，维护MRP运算与物料齐套",
                    "管控库存周转天数，呆滞库存一年下降40%",
                    "搭建订单满足率、计划达成率等计划指标体系",
                    "带领8人计划团队",
                ],
            ),
            ("广州某电子公司", "生产计划员", "2015-07", "2019-02", ["排产与跟单"]),
        ],
        [("华南理工大学", "工业工程", "本科", "2015-06")],
        [("系统", ["SAP PP", "SAP MM", "Excel数据透视表"]), ("能力", ["计划管理", "数据分析"])],
    ),
    present=[
        "S&OP",
        "产能",
        "主生产计划",
        "物料需求计划",
        "库存周转",
        "呆滞库存",
        "订单满足率",
        "计划达成率",
        "工业工程",
        "计划管理",
        "团队管理",
        "SAP PP",
        "数据分析",
        "Excel",
    ],
    missing=["APS", "精益生产", "CPIM"],
    variants=[
        ("S&OP", "产销协同"),
        ("主生产计划", "MPS"),
        ("物料需求计划", "MRP"),
        ("团队管理", "带领8人计划团队"),
    ],
    junk=["生产基地", "员工超市", "幼儿园", "员工购机优惠", "人才公寓"],
    aliases={"S&OP": ["产销协同"], "主生产计划": ["MPS"], "物料需求计划": ["MRP"]},
    edits={
        "claim": ("extend", 0, "，并上线APS高级排程系统"),
        "title": ("work[0].position", "供应链副总裁"),
        "reword": [("set", f"{H}[0]", "主导月度S&OP会议，平衡销售需求与工厂产能")],
        "reword2": [("set", "work[0].position", "计划经理（S&OP）")],
    },
)

part.posting(
    "pmc-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "PMC物控专员",
        "公司专业生产智能门锁，为多家知名品牌提供ODM服务，工厂占地5万平方米，员工宿舍配空调。",
        [
            "根据订单和BOM进行物料需求分析，下达请购",
            "跟催供应商交期，确保物料齐套",
            "控制仓库库存水平，处理呆滞物料",
            "协调生产部门调整排产计划，处理插单与急单",
        ],
        "中专以上学历，2年以上电子或五金行业物控经验，熟悉ERP系统（金蝶K3或用友U8），熟练使用"
        "Excel函数（VLOOKUP、数据透视表），沟通协调能力强。",
        ["熟悉精益生产", "有SMT物料管理经验"],
        ["包住宿", "加班费", "全勤奖", "生日福利"],
        ["薪资：6-8K", "本公司严禁使用童工，依法为员工缴纳社保。"],
    ),
    resume(
        "赖晓敏",
        "物控专员",
        "laixiaomin.pmc@example.com",
        ("东莞", "CN"),
        "三年五金制品工厂物料控制经验，熟悉金蝶K3。",
        [
            (
                "东莞某五金制品有限公司",
                "物控员",
                "2022-04",
                "",
                [
                    "依据订单和物料清单做物料需求分析并下请购单",
                    "每日跟催供应商到料，保证物料齐套率98%",
                    "控制仓库库存，季度清理呆滞料",
                    "与生产部协调排产，处理插单和急单",
                    "熟练使用金蝶K3、VLOOKUP和数据透视表",
                ],
            )
        ],
        [("东莞理工学校", "机电技术", "中专", "2020-06")],
        [("技能", ["物料控制", "金蝶K3", "Excel", "沟通协调"])],
    ),
    present=[
        "BOM",
        "物料需求分析",
        "请购",
        "交期",
        "齐套",
        "库存",
        "呆滞物料",
        "排产",
        "插单",
        "急单",
        "物控",
        "金蝶K3",
        "VLOOKUP",
        "数据透视表",
        "沟通协调",
    ],
    missing=["精益生产", "SMT"],
    variants=[
        ("BOM", "物料清单"),
        ("交期", "到料"),
        ("呆滞物料", "呆滞料"),
    ],
    junk=["智能门锁", "ODM", "全勤奖", "童工"],
    aliases={"BOM": ["物料清单"], "呆滞物料": ["呆滞料"], "物控": ["物料控制"]},
    edits={
        "claim": ("skills", 0, "SMT物料管理"),
        "title": ("work[0].position", "PMC经理"),
        "reword": [("set", f"{H}[0]", "根据订单和BOM进行物料需求分析，下达请购单")],
        "reword2": [("set", "basics.label", "PMC物控专员")],
    },
)

part.distractor(
    "warehouse-supervisor",
    resume(
        "Darnell Hughes",
        "Warehouse Supervisor",
        "darnell.hughes.wh@example.com",
        ("Memphis", "US"),
        "Distribution center supervisor, 40 associates on second shift.",
        [
            (
                "FedEx Supply Chain",
                "Warehouse Supervisor",
                "2019-02",
                "",
                ["Picking and packing productivity", "Forklift safety", "WMS cycle counts"],
            )
        ],
        [("University of Memphis", "Logistics", "BBA", "2018-12")],
        [("Operations", ["warehouse management", "Manhattan WMS", "OSHA forklift"])],
    ),
)
part.distractor(
    "buyer-zh",
    resume(
        "温建新",
        "采购员",
        "wenjianxin.cg@example.com",
        ("东莞", "CN"),
        "五金件采购四年，负责询价与供应商管理。",
        [
            (
                "东莞某电器有限公司",
                "采购员",
                "2020-05",
                "",
                ["五金件询价比价", "供应商对账", "采购合同管理"],
            )
        ],
        [("广东工贸职业技术学院", "物流管理", "大专", "2020-06")],
        [("技能", ["询价", "供应商管理", "用友U8"])],
    ),
)
