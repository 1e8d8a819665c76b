"""Held-out set 4: accounting and finance (corporate tax, manufacturing cost accounting, treasury),
with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("accounting")

part.posting(
    "tax-accountant",
    "en",
    posting_text(
        "en",
        2,
        "Senior Tax Accountant, Corporate Tax (hybrid, Chicago)",
        "Lakeshore Payments is a fintech processing $40B a year; our engineers work in Python "
        "and Kubernetes and our sales team lives in HubSpot.",
        [
            "Prepare the federal corporate income tax return (Form 1120) and state filings",
            "Own the quarterly ASC 740 provision and deferred tax rollforwards",
            "File monthly sales and use tax returns in 24 states",
            "Perform tax research and write memos on nexus questions",
        ],
        [
            "Bachelor's in Accounting; CPA or CPA-eligible",
            "3-5 years of corporate tax in public accounting or industry",
            "Advanced Excel (pivot tables, XLOOKUP)",
            "Experience with ONESOURCE Income Tax",
        ],
        ["R&D tax credit studies", "transfer pricing documentation", "Alteryx workflows"],
        ["Hybrid: three days in the Loop office", "Annual CPE allowance", "Pet insurance"],
        [
            "Base salary $92,000–$118,000 plus annual bonus.",
            "Employment is contingent on a background check. We are an equal opportunity employer.",
        ],
    ),
    resume(
        "Anjali Sundaresan",
        "Tax Accountant",
        "anjali.s.tax@example.com",
        ("Chicago", "US"),
        "Four years in corporate income tax, the last two in industry after Big Four "
        "compliance busy seasons.",
        [
            (
                "Midway Logistics Holdings",
                "Tax Accountant",
                "2022-08",
                "",
                [
                    "Prepare the consolidated 1120 and 18 state corporate income tax returns in "
                    "ONESOURCE",
                    "Quarterly and year-end FAS 109 income tax provision, including "
                    "deferred tax rollforwards and the rate reconciliation",
                    "Monthly sales and use tax filings (Avalara) for 24 states",
                    "Tax research memos on state nexus and apportionment",
                ],
            ),
            (
                "Ernst & Young",
                "Tax Staff",
                "2020-09",
                "2022-07",
                ["Corporate tax compliance for mid-market clients; heavy Excel workpapers"],
            ),
        ],
        [("University of Illinois Chicago", "Accounting", "BS", "2020-05")],
        [
            ("Tax", ["corporate income tax", "Form 1120", "sales and use tax", "tax research"]),
            ("Tools", ["ONESOURCE", "Excel (pivot tables, XLOOKUP)", "Avalara"]),
        ],
        [("Certified Public Accountant", "Illinois Board of Examiners", "2021-11")],
    ),
    present=[
        "corporate income tax",
        "Form 1120",
        "ASC 740",
        "sales and use tax",
        "tax research",
        "Excel",
        "ONESOURCE",
        "CPA",
        "deferred tax",
    ],
    missing=["R&D tax credit", "transfer pricing", "Alteryx"],
    variants=[("CPA", "Certified Public Accountant"), ("ASC 740", "FAS 109")],
    junk=["Python", "Kubernetes", "HubSpot", "background check"],
    aliases={
        "CPA": ["Certified Public Accountant", "注册会计师"],
        "ASC 740": ["FAS 109", "income tax provision", "accounting for income taxes"],
        "Form 1120": ["1120"],
    },
)

part.posting(
    "cost-accountant",
    "zh",
    posting_text(
        "zh",
        1,
        "成本会计（制造业，宁波）",
        "公司成立于2009年，国家级高新技术企业，主营新能源汽车电机控制器，客户覆盖国内主流主机厂。",
        [
            "负责产品成本核算与月度成本结转",
            "维护标准成本及BOM，定期更新材料与工时定额",
            "组织月末存货盘点，跟进盘盈盘亏处理",
            "编制成本差异分析报告，提出降本建议",
        ],
        [
            "财务、会计相关专业本科及以上",
            "3年以上制造业成本会计经验",
            "熟练使用金蝶或同类ERP系统，Excel函数熟练",
            "具有中级会计职称",
        ],
        ["熟悉作业成本法", "有SAP CO模块使用经验", "持有CMA证书"],
        ["五险一金", "免费班车", "年终奖1-3个月"],
        ["薪资范围：9-14K·13薪", "本公司承诺对应聘者信息保密。"],
    ),
    resume(
        "周婧",
        "成本会计",
        "zhoujing.acc@example.com",
        ("宁波", "CN"),
        "制造业成本会计5年，熟悉汽车零部件行业的料工费归集与分摊。",
        [
            (
                "宁波恒锐汽车部件有限公司",
                "成本会计",
                "2020-04",
                "",
                [
                    "每月完成3000余个料号的成本核算与结转，关账时间由8天缩短至5天",
                    "维护物料清单和标准成本，每季度更新材料价格与工时定额",
                    "组织月末及年度存货盘点，出具盘点差异报告",
                    "编写月度成本差异分析，推动包材降本约120万元/年",
                ],
            ),
            ("宁波某会计师事务所", "审计助理", "2018-07", "2020-03", ["参与制造业企业年审"]),
        ],
        [("浙江财经大学", "会计学", "本科", "2018-06")],
        [("技能", ["成本核算", "标准成本", "差异分析", "金蝶K/3 Cloud", "ERP", "Excel"])],
        [("中级会计师", "财政部", "2021-10")],
        [("普通话", "母语"), ("英语", "CET-6")],
    ),
    present=[
        "成本核算",
        "标准成本",
        "BOM",
        "存货盘点",
        "差异分析",
        "金蝶",
        "ERP",
        "Excel",
        "中级会计职称",
    ],
    missing=["作业成本法", "SAP", "CMA"],
    variants=[("BOM", "物料清单"), ("中级会计职称", "中级会计师")],
    junk=["新能源汽车", "五险一金", "班车"],
    aliases={
        "BOM": ["物料清单", "bill of materials"],
        "中级会计职称": ["中级会计师"],
        "作业成本法": ["activity-based costing", "ABC"],
    },
)

part.posting(
    "treasury",
    "zh",
    posting_text(
        "zh",
        2,
        "资金专员（集团司库）",
        "我们是一家总部位于深圳的消费电子集团，旗下拥有自主品牌及跨境电商业务，员工8000余人。",
        [
            "编制集团月度资金计划，跟踪执行情况",
            "负责银企直连及网银日常付款审核",
            "编制13周现金流预测",
            "管理银行承兑汇票等票据的开立、贴现与到期托收",
            "办理外汇结售汇，完成每日银行对账",
        ],
        ["金融、财务类本科学历，2年以上资金管理经验", "熟悉用友NC资金模块", "具备初级会计职称"],
        ["持有CTP国际财资管理师证书", "有司库系统上线经验", "会用Power BI制作资金看板"],
        ["六险一金", "节日福利", "员工购机优惠"],
        ["月薪：10000-15000元", "本岗位需通过背景调查。"],
    ),
    resume(
        "邓子轩",
        "资金会计",
        "dengzx@example.com",
        ("深圳", "CN"),
        "3年企业资金岗经验，负责多家子公司资金收付与票据管理。",
        [
            (
                "深圳市佳航电子集团",
                "资金会计",
                "2021-07",
                "",
                [
                    "汇总14家子公司资金需求，编制月度资金计划并分析偏差",
                    "通过银企直连平台每日处理付款约300笔，复核网银支付指令",
                    "滚动编制资金预测，为融资安排提供依据",
                    "管理银行承兑汇票开立、贴现及到期托收，票据台账零差错",
                    "办理美元、港币FX结售汇，每日编制银行余额调节表",
                ],
            )
        ],
        [("深圳大学", "金融学", "本科", "2021-06")],
        [("技能", ["资金计划", "银企直连", "票据管理", "用友NC", "Excel"])],
        [("初级会计职称", "财政部", "2020-09")],
    ),
    present=[
        "资金计划",
        "银企直连",
        "现金流预测",
        "票据",
        "外汇",
        "银行对账",
        "用友",
        "初级会计职称",
        "银行承兑汇票",
    ],
    missing=["CTP", "司库系统", "Power BI"],
    variants=[("现金流预测", "资金预测"), ("外汇", "FX"), ("银行对账", "银行余额调节表")],
    junk=["跨境电商", "六险一金", "背景调查"],
    aliases={
        "外汇": ["FX", "foreign exchange"],
        "银行对账": ["bank reconciliation"],
        "现金流预测": ["cash flow forecast", "资金预测"],
    },
)

part.distractor(
    "bookkeeper",
    resume(
        "Gloria Mendez",
        "Bookkeeper",
        "gloria.books@example.com",
        ("Joliet", "US"),
        "Full-charge bookkeeper for small businesses; QuickBooks ProAdvisor.",
        [
            (
                "Mendez Bookkeeping LLC",
                "Owner / Bookkeeper",
                "2017-01",
                "",
                [
                    "Monthly bookkeeping and bank reconciliations for 22 clients in QuickBooks "
                    "Online",
                    "Run payroll in Gusto and file quarterly 941s",
                    "Prepare 1099s each January",
                ],
            )
        ],
        [("Joliet Junior College", "Accounting", "AAS", "2012-05")],
        [("Tools", ["QuickBooks Online", "Gusto", "Excel"])],
        [("QuickBooks Online ProAdvisor", "Intuit", "2022-03")],
    ),
)
part.distractor(
    "bank-teller",
    resume(
        "钱佳怡",
        "银行柜员",
        "qianjiayi@example.com",
        ("宁波", "CN"),
        "国有银行网点柜员4年，熟悉个人与对公业务。",
        [
            (
                "中国建设银行宁波分行",
                "综合柜员",
                "2020-08",
                "",
                [
                    "办理个人存取款、开销户及对公结算业务，日均80笔",
                    "现金清点与尾箱管理，连续三年零差错",
                    "营销理财产品及信用卡",
                ],
            )
        ],
        [("宁波大学", "金融学", "本科", "2020-06")],
        [("技能", ["柜面业务", "反洗钱识别", "点钞"])],
        [("银行从业资格证", "中国银行业协会", "2020-03")],
    ),
)

PARTS = (part,)
