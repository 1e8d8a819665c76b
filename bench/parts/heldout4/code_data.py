"""Held-out set 4: software (embedded firmware, iOS, test development) and data (BI
analysis, recommender algorithms, credit-risk modelling), with two neighbouring-role
distractor resumes each."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

code = Part("software")
data = Part("data")

code.posting(
    "firmware", "en",
    posting_text(
        "en", 1, "Embedded Firmware Engineer – Connected Irrigation Controllers",
        "Rainline builds smart irrigation for farms; our cloud dashboard runs on AWS and our "
        "growers' app is written in Flutter.",
        ["Write embedded C for ARM Cortex-M microcontrollers running FreeRTOS",
         "Bring up drivers for SPI, I2C and UART sensors", "Maintain the CAN bus protocol "
         "between valve modules", "Own the bootloader and over-the-air update path",
         "Debug with JTAG, a logic analyzer and an oscilloscope"],
        ["BS in Electrical or Computer Engineering", "3+ years of firmware", "Git"],
        ["Zephyr RTOS", "Rust for embedded", "ISO 26262 or IEC 61508 exposure"],
        ["Equity", "Annual hardware budget"],
        ["$125,000–$155,000.", "Rainline is an equal opportunity employer."],
    ),
    resume(
        "Ivan Petrenko", "Firmware Engineer", "ivan.fw@example.com", ("Fresno", "US"),
        "Firmware engineer for battery-powered field devices; from board bring-up to OTA.",
        [("Hunter Industries", "Embedded Software Engineer", "2020-02", "",
          ["Embedded C on STM32 (ARM Cortex-M4) with FreeRTOS", "Wrote SPI, I²C and UART "
           "drivers for soil sensors", "CAN 2.0B messaging between pump modules",
           "Secure bootloader and OTA updates for 40k devices", "Board bring-up with JTAG "
           "(SEGGER J-Link), logic analyzer and oscilloscope", "Git and Gerrit reviews"])],
        [("Cal Poly San Luis Obispo", "Computer Engineering", "BS", "2019-06")],
        [("Firmware", ["embedded C", "FreeRTOS", "ARM Cortex-M", "SPI", "UART", "bootloader",
                       "JTAG", "oscilloscope", "Git"])],
    ),
    present=["embedded C", "ARM Cortex-M", "FreeRTOS", "SPI", "I2C", "UART", "CAN bus",
             "bootloader", "JTAG", "oscilloscope", "Git", "over-the-air"],
    missing=["Zephyr", "Rust", "ISO 26262"],
    variants=[("I2C", "I²C"), ("CAN bus", "CAN 2.0B"), ("over-the-air", "OTA")],
    junk=["AWS", "Flutter", "Equity"],
    aliases={"I2C": ["I²C", "IIC"], "CAN bus": ["CAN"], "over-the-air": ["OTA"]},
)

code.posting(
    "ios", "en",
    posting_text(
        "en", 2, "Senior iOS Engineer",
        "Hopwise is a ride-hailing marketplace in 40 cities; our backend is Go microservices "
        "on GCP.",
        ["Build rider features in Swift with SwiftUI and UIKit", "Use Combine for reactive "
         "state; persist trips in Core Data", "Consume REST APIs from the platform team",
         "Write XCTest unit and UI tests; keep CI/CD green", "Ship to the App Store every "
         "two weeks and champion accessibility"],
        ["5+ years of iOS", "Deep Swift knowledge"],
        ["Kotlin Multiplatform", "GraphQL", "Objective-C legacy code"],
        ["Relocation package", "Monthly ride credits"],
        ["$160,000–$195,000 + equity.", "Hopwise is an equal opportunity employer."],
    ),
    resume(
        "Mei Tanaka", "iOS Developer", "mei.tanaka.ios@example.com", ("Seattle", "US"),
        "iOS developer, seven years, consumer apps with millions of users.",
        [("Zillow", "Senior iOS Developer", "2020-04", "",
          ["Rebuilt search screens in SwiftUI, interoperating with UIKit",
           "Combine pipelines for map state; offline favorites in Core Data",
           "Integrated RESTful services with Codable", "XCTest coverage from 35% to 70%; "
           "Fastlane + Bitrise CI", "Biweekly App Store releases; VoiceOver and Dynamic Type "
           "accessibility audits"])],
        [("University of Washington", "Informatics", "BS", "2017-06")],
        [("iOS", ["Swift", "SwiftUI", "UIKit", "Combine", "Core Data", "XCTest",
                  "accessibility"])],
    ),
    present=["Swift", "SwiftUI", "UIKit", "Combine", "Core Data", "REST APIs", "XCTest",
             "CI/CD", "App Store", "accessibility"],
    missing=["Kotlin", "GraphQL", "Objective-C"],
    variants=[("REST APIs", "RESTful services"), ("CI/CD", "Bitrise CI")],
    junk=["Go microservices", "GCP", "Relocation package"],
    aliases={"REST APIs": ["RESTful", "REST"], "CI/CD": ["continuous integration", "CI"]},
)

code.posting(
    "test-dev", "zh",
    posting_text(
        "zh", 0, "测试开发工程师",
        "公司是领先的在线教育平台，服务超过5000万学员。",
        ["搭建并维护自动化测试框架（Python + pytest）", "负责接口测试及UI自动化（Selenium）",
         "使用JMeter开展性能测试", "将测试接入Jenkins持续集成", "编写SQL校验数据"],
        ["计算机相关专业本科", "熟悉Linux常用命令", "3年以上测试开发经验"],
        ["会Appium移动端自动化", "会Go语言", "了解K8s"],
        ["免费三餐", "年度体检"],
        ["薪资：20-35K·15薪", "公司为平等机会雇主。"],
    ),
    resume(
        "贺俊杰", "测试开发工程师", "hejunjie@example.com", ("北京", "CN"),
        "测试开发4年，主导过两个自动化测试平台建设。",
        [("北京某互联网公司", "高级测试工程师", "2021-03", "",
          ["基于Python与pytest搭建自动化测试框架，覆盖核心用例1500条",
           "负责API测试及Selenium UI自动化", "使用JMeter压测，定位数据库慢查询",
           "测试流水线接入Jenkins，每次提交自动回归", "编写SQL进行数据校验，熟练使用Linux"])],
        [("北京邮电大学", "软件工程", "本科", "2021-06")],
        [("技能", ["Python", "pytest", "Selenium", "JMeter", "Jenkins", "Linux", "SQL",
                   "自动化测试"])],
    ),
    present=["自动化测试", "Python", "pytest", "接口测试", "Selenium", "JMeter", "性能测试",
             "Jenkins", "SQL", "Linux"],
    missing=["Appium", "Go", "K8s"],
    variants=[("接口测试", "API测试"), ("性能测试", "压测")],
    junk=["在线教育", "免费三餐", "年度体检"],
    aliases={"接口测试": ["API测试", "API testing"], "性能测试": ["压测", "performance testing"],
             "K8s": ["Kubernetes"], "Go": ["Golang"]},
)

code.distractor("it-support", resume(
    "Derek Holloway", "IT Support Technician", "derek.it@example.com", ("Fresno", "US"),
    "Desktop support for a 500-person hospital network.",
    [("Community Health System", "IT Support Technician II", "2019-08", "",
      ["Resolve tickets in ServiceNow", "Image laptops with SCCM", "Reset accounts in "
       "Active Directory"])],
    [("Fresno City College", "Network Technology", "AS", "2019-05")],
    [("Skills", ["Active Directory", "ServiceNow", "Windows 11", "SCCM"])],
    [("CompTIA A+", "CompTIA", "2019-09")],
))
code.distractor("ops-engineer", resume(
    "邵明", "运维工程师", "shaoming.yw@example.com", ("北京", "CN"),
    "Linux运维5年。",
    [("北京某云服务公司", "运维工程师", "2019-07", "",
      ["维护300台Linux服务器", "编写Shell脚本实现巡检", "Zabbix监控告警"])],
    [("北京信息科技大学", "网络工程", "本科", "2019-06")],
    [("技能", ["Linux", "Shell", "Zabbix", "Nginx"])],
))

data.posting(
    "bi-analyst", "en",
    posting_text(
        "en", 0, "BI Analyst (Power BI) – Commercial Insights",
        "Harbor Foods sells to 30,000 stores; our 2,000 sales reps work in Salesforce.",
        ["Build KPI dashboards in Power BI for sales leadership", "Write DAX measures and "
         "shape data with Power Query", "Design data modeling for the sales star schema",
         "Query Snowflake with SQL", "Set up row-level security by region",
         "Partner with stakeholder teams to define metrics"],
        ["3+ years in BI", "Strong Excel"],
        ["Tableau", "Python", "PL-300 certification"],
        ["Pension with 5% match", "Hybrid work"],
        ["£48,000–£58,000.", "Harbor Foods is committed to equal opportunities."],
    ),
    resume(
        "Sophie Aldridge", "Business Intelligence Analyst", "sophie.bi@example.com",
        ("Leeds", "GB"),
        "BI analyst for retail and FMCG; Power BI, SQL and a lot of stakeholder coffee.",
        [("Asda", "BI Analyst", "2021-01", "",
          ["Built 25 KPI dashboards in Power BI for trading directors",
           "DAX measures for like-for-like sales; Power Query transformations",
           "Dimensional data modelling (star schema) over Snowflake", "Wrote SQL views",
           "Configured RLS for 12 regional teams", "Ran metric-definition workshops with "
           "stakeholder groups"])],
        [("University of Leeds", "Economics", "BSc", "2020-06")],
        [("Tools", ["Power BI", "DAX", "Power Query", "SQL", "Snowflake", "Excel"])],
    ),
    present=["KPI dashboards", "Power BI", "DAX", "Power Query", "data modeling", "Snowflake",
             "SQL", "row-level security", "stakeholder", "Excel"],
    missing=["Tableau", "Python", "PL-300"],
    variants=[("row-level security", "RLS"), ("data modeling", "data modelling")],
    junk=["Salesforce", "Pension", "Hybrid work"],
    aliases={"row-level security": ["RLS"], "data modeling": ["data modelling"]},
)

data.posting(
    "recsys", "zh",
    posting_text(
        "zh", 1, "推荐算法工程师",
        "公司是一家短视频社交平台，日活用户超过8000万。",
        ["负责推荐系统召回与排序模型的优化", "开展特征工程与样本构建",
         "基于TensorFlow训练深度学习模型", "使用Spark处理亿级日志", "设计A/B实验并分析效果"],
        ["计算机、数学相关专业硕士及以上", "熟练掌握Python", "2年以上推荐算法经验"],
        ["有图神经网络落地经验", "熟悉C++", "了解强化学习"],
        ["免费班车", "股票期权"],
        ["薪资：35-60K·16薪", "公司承诺平等招聘。"],
    ),
    resume(
        "钱浩宇", "算法工程师", "qianhaoyu@example.com", ("北京", "CN"),
        "推荐算法3年，负责信息流召回与精排。",
        [("北京某资讯App", "推荐算法工程师", "2022-07", "",
          ["优化多路召回与精排模型，人均时长提升6%", "负责特征工程与样本构建",
           "用TensorFlow实现DIN、MMoE等深度学习模型", "用Spark处理日均百亿级行为日志",
           "设计AB测试并评估线上效果"])],
        [("中国科学院大学", "计算机应用技术", "硕士", "2022-06")],
        [("技能", ["推荐系统", "特征工程", "TensorFlow", "Spark", "Python", "深度学习"])],
    ),
    present=["推荐系统", "召回", "排序", "特征工程", "TensorFlow", "深度学习", "Spark", "A/B实验",
             "Python"],
    missing=["图神经网络", "C++", "强化学习"],
    variants=[("A/B实验", "AB测试"), ("排序", "精排")],
    junk=["短视频", "免费班车", "股票期权"],
    aliases={"A/B实验": ["AB测试", "A/B testing"], "排序": ["精排", "ranking"],
             "图神经网络": ["GNN"]},
)

data.posting(
    "credit-risk", "zh",
    posting_text(
        "zh", 2, "风控建模分析师",
        "我们是一家持牌消费金融公司，累计服务用户超3000万。",
        ["负责贷前申请评分卡开发", "运用逻辑回归、XGBoost建模", "使用SQL、Hive提取数据",
         "用Python完成特征工程", "监控模型KS、PSI等指标"],
        ["统计、数学相关专业本科及以上", "2年以上风控建模经验"],
        ["会SAS", "有反欺诈模型经验", "熟悉巴塞尔协议"],
        ["补充公积金", "节日福利"],
        ["薪资：20-30K", "本岗位需通过征信及背景调查。"],
    ),
    resume(
        "方晨", "风控模型专员", "fangchen@example.com", ("上海", "CN"),
        "消费信贷风控建模3年，熟悉A卡、B卡全流程。",
        [("上海某金融科技公司", "风控模型专员", "2022-03", "",
          ["开发贷前A卡、B卡，覆盖月申请量200万", "使用LR与XGBoost建模并做模型解释",
           "Hive/SQL取数，Python特征工程", "每周监控KS、PSI，模型衰减及时迭代"])],
        [("上海财经大学", "统计学", "硕士", "2022-06")],
        [("技能", ["Python", "SQL", "Hive", "XGBoost", "特征工程"])],
    ),
    present=["贷前", "评分卡", "逻辑回归", "XGBoost", "SQL", "Hive", "Python", "特征工程", "KS",
             "PSI"],
    missing=["SAS", "反欺诈", "巴塞尔协议"],
    variants=[("逻辑回归", "LR"), ("评分卡", "A卡")],
    junk=["消费金融", "补充公积金", "背景调查"],
    aliases={"逻辑回归": ["LR", "logistic regression"], "评分卡": ["A卡", "B卡", "scorecard"]},
)

data.distractor("financial-analyst", resume(
    "Graham Pike", "Financial Analyst", "graham.pike.fa@example.com", ("Leeds", "GB"),
    "FP&A analyst in retail.",
    [("Morrisons", "Financial Analyst", "2020-09", "",
      ["Monthly management accounts and variance commentary", "Budget and forecast models "
       "in Excel", "Business partnering with store operations"])],
    [("University of Sheffield", "Accounting and Finance", "BA", "2020-06")],
    [("Skills", ["Excel", "budgeting", "forecasting", "Anaplan"])],
    [("ACCA Part-qualified", "ACCA", "2022-06")],
))
data.distractor("market-research", resume(
    "姚雪", "市场调研专员", "yaoxue.dy@example.com", ("上海", "CN"),
    "市场调研3年，擅长问卷设计与竞品分析。",
    [("上海某咨询公司", "调研专员", "2021-07", "",
      ["设计问卷并回收样本", "用SPSS做交叉分析", "撰写竞品分析报告"])],
    [("华东师范大学", "社会学", "本科", "2021-06")],
    [("技能", ["问卷设计", "SPSS", "竞品分析", "Excel"])],
))

PARTS = (code, data)
