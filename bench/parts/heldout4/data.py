"""Held-out set 4: data (BI analysis, recommender algorithms, credit-risk modelling), with two
neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("data")

part.posting(
    "bi-analyst",
    "en",
    posting_text(
        "en",
        0,
        "BI Analyst (Power BI) – Commercial Insights",
        "Harbor Foods sells to 30,000 stores; our 2,000 sales reps work in Salesforce.",
        [
            "Build KPI dashboards in Power BI for sales leadership",
            "Write DAX measures and shape data with Power Query",
            "Design data modeling for the sales star schema",
            "Query Snowflake with SQL",
            "Set up row-level security by region",
            "Partner with stakeholder teams to define metrics",
        ],
        ["3+ years in BI", "Strong Excel"],
        ["Tableau", "Python", "PL-300 certification"],
        ["Pension with 5% match", "Hybrid work"],
        ["£48,000–£58,000.", "Harbor Foods is committed to equal opportunities."],
    ),
    resume(
        "Sophie Aldridge",
        "Business Intelligence Analyst",
        "sophie.bi@example.com",
        ("Leeds", "GB"),
        "BI analyst for retail and FMCG; Power BI, SQL and a lot of stakeholder coffee.",
        [
            (
                "Asda",
                "BI Analyst",
                "2021-01",
                "",
                [
                    "Built 25 KPI dashboards in Power BI for trading directors",
                    "DAX measures for like-for-like sales; Power Query transformations",
                    "Dimensional data modelling (star schema) over Snowflake",
                    "Wrote SQL views",
                    "Configured RLS for 12 regional teams",
                    "Ran metric-definition workshops with stakeholder groups",
                ],
            )
        ],
        [("University of Leeds", "Economics", "BSc", "2020-06")],
        [("Tools", ["Power BI", "DAX", "Power Query", "SQL", "Snowflake", "Excel"])],
    ),
    present=[
        "KPI dashboards",
        "Power BI",
        "DAX",
        "Power Query",
        "data modeling",
        "Snowflake",
        "SQL",
        "row-level security",
        "stakeholder",
        "Excel",
    ],
    missing=["Tableau", "Python", "PL-300"],
    variants=[("row-level security", "RLS"), ("data modeling", "data modelling")],
    junk=["Salesforce", "Pension", "Hybrid work"],
    aliases={"row-level security": ["RLS"], "data modeling": ["data modelling"]},
)

part.posting(
    "recsys",
    "zh",
    posting_text(
        "zh",
        1,
        "推荐算法工程师",
        "公司是一家短视频社交平台，日活用户超过8000万。",
        [
            "负责推荐系统召回与排序模型的优化",
            "开展特征工程与样本构建",
            "基于TensorFlow训练深度学习模型",
            "使用Spark处理亿级日志",
            "设计A/B实验并分析效果",
        ],
        ["计算机、数学相关专业硕士及以上", "熟练掌握Python", "2年以上推荐算法经验"],
        ["有图神经网络落地经验", "熟悉C++", "了解强化学习"],
        ["免费班车", "股票期权"],
        ["薪资：35-60K·16薪", "公司承诺平等招聘。"],
    ),
    resume(
        "钱浩宇",
        "算法工程师",
        "qianhaoyu@example.com",
        ("北京", "CN"),
        "推荐算法3年，负责信息流召回与精排。",
        [
            (
                "北京某资讯App",
                "推荐算法工程师",
                "2022-07",
                "",
                [
                    "优化多路召回与精排模型，人均时长提升6%",
                    "负责特征工程与样本构建",
                    "用TensorFlow实现DIN、MMoE等深度学习模型",
                    "用Spark处理日均百亿级行为日志",
                    "设计AB测试并评估线上效果",
                ],
            )
        ],
        [("中国科学院大学", "计算机应用技术", "硕士", "2022-06")],
        [("技能", ["推荐系统", "特征工程", "TensorFlow", "Spark", "Python", "深度学习"])],
    ),
    present=[
        "推荐系统",
        "召回",
        "排序",
        "特征工程",
        "TensorFlow",
        "深度学习",
        "Spark",
        "A/B实验",
        "Python",
    ],
    missing=["图神经网络", "C++", "强化学习"],
    variants=[("A/B实验", "AB测试"), ("排序", "精排")],
    junk=["短视频", "免费班车", "股票期权"],
    aliases={
        "A/B实验": ["AB测试", "A/B testing"],
        "排序": ["精排", "ranking"],
        "图神经网络": ["GNN"],
    },
)

part.posting(
    "credit-risk",
    "zh",
    posting_text(
        "zh",
        2,
        "风控建模分析师",
        "我们是一家持牌消费金融公司，累计服务用户超3000万。",
        [
            "负责贷前申请评分卡开发",
            "运用逻辑回归、XGBoost建模",
            "使用SQL、Hive提取数据",
            "用Python完成特征工程",
            "监控模型KS、PSI等指标",
        ],
        ["统计、数学相关专业本科及以上", "2年以上风控建模经验"],
        ["会SAS", "有反欺诈模型经验", "熟悉巴塞尔协议"],
        ["补充公积金", "节日福利"],
        ["薪资：20-30K", "本岗位需通过征信及背景调查。"],
    ),
    resume(
        "方晨",
        "风控模型专员",
        "fangchen@example.com",
        ("上海", "CN"),
        "消费信贷风控建模3年，熟悉A卡、B卡全流程。",
        [
            (
                "上海某金融科技公司",
                "风控模型专员",
                "2022-03",
                "",
                [
                    "开发贷前A卡、B卡，覆盖月申请量200万",
                    "使用LR与XGBoost建模并做模型解释",
                    "Hive/SQL取数，Python特征工程",
                    "每周监控KS、PSI，模型衰减及时迭代",
                ],
            )
        ],
        [("上海财经大学", "统计学", "硕士", "2022-06")],
        [("技能", ["Python", "SQL", "Hive", "XGBoost", "特征工程"])],
    ),
    present=[
        "贷前",
        "评分卡",
        "逻辑回归",
        "XGBoost",
        "SQL",
        "Hive",
        "Python",
        "特征工程",
        "KS",
        "PSI",
    ],
    missing=["SAS", "反欺诈", "巴塞尔协议"],
    variants=[("逻辑回归", "LR"), ("评分卡", "A卡")],
    junk=["消费金融", "补充公积金", "背景调查"],
    aliases={"逻辑回归": ["LR", "logistic regression"], "评分卡": ["A卡", "B卡", "scorecard"]},
)

part.distractor(
    "financial-analyst",
    resume(
        "Graham Pike",
        "Financial Analyst",
        "graham.pike.fa@example.com",
        ("Leeds", "GB"),
        "FP&A analyst in retail.",
        [
            (
                "Morrisons",
                "Financial Analyst",
                "2020-09",
                "",
                [
                    "Monthly management accounts and variance commentary",
                    "Budget and forecast models in Excel",
                    "Business partnering with store operations",
                ],
            )
        ],
        [("University of Sheffield", "Accounting and Finance", "BA", "2020-06")],
        [("Skills", ["Excel", "budgeting", "forecasting", "Anaplan"])],
        [("ACCA Part-qualified", "ACCA", "2022-06")],
    ),
)
part.distractor(
    "market-research",
    resume(
        "姚雪",
        "市场调研专员",
        "yaoxue.dy@example.com",
        ("上海", "CN"),
        "市场调研3年，擅长问卷设计与竞品分析。",
        [
            (
                "上海某咨询公司",
                "调研专员",
                "2021-07",
                "",
                ["设计问卷并回收样本", "用SPSS做交叉分析", "撰写竞品分析报告"],
            )
        ],
        [("华东师范大学", "社会学", "本科", "2021-06")],
        [("技能", ["问卷设计", "SPSS", "竞品分析", "Excel"])],
    ),
)

PARTS = (part,)
