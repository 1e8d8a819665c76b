"""Held-out set 6: water and wastewater treatment (a wastewater treatment plant operator, a
水厂运行工程师 at a drinking-water plant, a 污水处理工艺工程师), with two neighbouring-role
distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("water_treatment")

part.posting(
    "wastewater-operator",
    "en",
    posting_text(
        "en",
        3,
        "Wastewater Treatment Plant Operator III",
        "The City of Cedar Falls Utilities serves 48,000 residents. Our plant sits beside the "
        "river greenway, with a public nature trail, a disc golf course and an annual open "
        "house for school groups.",
        [
            "Operate an activated sludge plant with biological nutrient removal (BNR)",
            "Adjust aeration, return activated sludge (RAS) and waste activated sludge (WAS) rates",
            "Monitor the plant through SCADA and respond to alarms after hours",
            "Run anaerobic digesters and belt filter press dewatering",
            "Collect samples and perform lab tests (BOD, TSS, ammonia, pH)",
            "Complete discharge monitoring reports (DMRs) for the NPDES permit",
        ],
        [
            "Grade III Wastewater Treatment Operator certificate (or Grade II with ability to "
            "obtain Grade III within 12 months)",
            "3+ years at a wastewater treatment plant",
            "Valid driver's license",
        ],
        [
            "Grade IV certification",
            "Experience with UV disinfection",
            "Knowledge of pretreatment programs",
        ],
        ["IPERS pension", "Uniforms provided", "On-call pay"],
        [
            "Pay: $29.80 - $37.10 per hour.",
            "The City of Cedar Falls is an Equal Opportunity Employer. A CDL and a pesticide "
            "applicator license are not required.",
        ],
    ),
    resume(
        "Russell Kimura",
        "Wastewater Operator",
        "russell.kimura.ww@example.com",
        ("Waterloo", "US"),
        "Certified Grade III wastewater operator with six years on BNR plants.",
        [
            (
                "Black Hawk County Water Reclamation",
                "Plant Operator II",
                "2019-04",
                "",
                [
                    "Operated a 12 MGD activated-sludge facility with biological nutrient removal",
                    "Set aeration, RAS and WAS rates from daily process control data",
                    "SCADA monitoring and after-hours alarm response",
                    "Anaerobic digestion and belt press dewatering",
                    "Lab analysis: BOD, TSS, ammonia, pH",
                    "Prepared monthly DMRs for the NPDES permit",
                ],
            )
        ],
        [("Hawkeye Community College", "Environmental Technology", "AAS", "2018-05")],
        [("Plant", ["wastewater treatment plant", "driver's license", "UV disinfection"])],
        certificates=[("Grade III Wastewater Treatment Operator", "Iowa DNR", "2022-02")],
    ),
    present=[
        "activated sludge",
        "biological nutrient removal",
        "BNR",
        "aeration",
        "RAS",
        "WAS",
        "SCADA",
        "alarms",
        "anaerobic digesters",
        "belt filter press",
        "dewatering",
        "lab tests",
        "BOD",
        "TSS",
        "ammonia",
        "pH",
        "discharge monitoring reports",
        "NPDES",
        "Grade III Wastewater Treatment Operator",
        "wastewater treatment plant",
        "driver's license",
        "UV disinfection",
    ],
    missing=["Grade IV", "pretreatment"],
    variants=[
        ("activated sludge", "activated-sludge"),
        ("alarms", "alarm response"),
        ("anaerobic digesters", "Anaerobic digestion"),
        ("belt filter press", "belt press"),
        ("lab tests", "Lab analysis"),
        ("discharge monitoring reports", "DMRs"),
    ],
    junk=["nature trail", "disc golf", "open house", "pesticide applicator", "IPERS"],
    aliases={"discharge monitoring reports": ["DMR"], "activated sludge": ["activated-sludge"]},
)

part.posting(
    "waterworks-operator-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "水厂运行工程师（自来水厂）",
        "公司为市属国有供水企业，日供水能力80万吨，厂区绿化率超过50%，设有职工之家和羽毛球场。",
        [
            "负责常规处理工艺（混凝、沉淀、过滤、消毒）及深度处理（臭氧-活性炭）的运行调度",
            "根据原水水质调整投药量，开展烧杯试验",
            "监控中控室SCADA系统，处理设备异常",
            "负责出厂水水质达标，熟悉GB 5749《生活饮用水卫生标准》",
            "编制运行日报、月报",
        ],
        [
            "给排水科学与工程、环境工程专业本科及以上学历",
            "3年以上水厂运行管理经验",
            "持有供水行业职业技能证书（净水工）",
            "熟悉PLC基本原理",
        ],
        ["有膜处理（超滤）运行经验", "熟悉水力模型", "持有注册公用设备工程师（给水排水）证书"],
        ["六险二金", "倒班补贴", "免费体检"],
        ["年薪：12-18万", "公司依法保障职工合法权益，实行公开招聘。"],
    ),
    resume(
        "鲍志远",
        "水厂工艺主管",
        "baozhiyuan.water@example.com",
        ("嘉兴", "CN"),
        "给排水本科，六年自来水厂运行经验，熟悉臭氧活性炭深度处理。",
        [
            (
                "嘉兴某水务集团第二水厂",
                "运行主管",
                "2019-07",
                "",
                [
                    "负责混凝沉淀、砂滤、消毒等常规工艺及臭氧-生物活性炭深度处理运行",
                    "依据原水水质调整加药量，定期做烧杯试验",
                    "中控室SCADA监控与设备故障处置",
                    "出厂水符合GB 5749要求，合格率100%",
                    "编写运行日报和月报",
                    "PLC基础维护",
                ],
            )
        ],
        [("河海大学", "给排水科学与工程", "本科", "2019-06")],
        [("技能", ["水厂运行", "水质管理", "环境工程"])],
        certificates=[("净水工（高级工）", "浙江省人社厅", "2021-05")],
    ),
    present=[
        "常规处理工艺",
        "混凝",
        "沉淀",
        "过滤",
        "消毒",
        "深度处理",
        "臭氧",
        "活性炭",
        "原水水质",
        "投药量",
        "烧杯试验",
        "中控室",
        "SCADA",
        "出厂水",
        "GB 5749",
        "运行日报",
        "给排水科学与工程",
        "环境工程",
        "水厂运行",
        "净水工",
        "PLC",
    ],
    missing=["膜处理", "超滤", "水力模型", "注册公用设备工程师"],
    variants=[
        ("常规处理工艺", "常规工艺"),
        ("过滤", "砂滤"),
        ("投药量", "加药量"),
    ],
    junk=["职工之家", "羽毛球场", "倒班补贴", "免费体检"],
    aliases={"投药量": ["加药量", "投加量"], "过滤": ["砂滤"]},
)

part.posting(
    "sewage-process-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "污水处理工艺工程师（市政污水厂）",
        "我司是环保上市公司的运营子公司，运营全国40余座污水处理厂，公司提供人才公寓和通勤班车。",
        [
            "负责AAO、氧化沟或MBR等生化工艺的运行调试与优化",
            "控制溶解氧、污泥浓度（MLSS）、污泥回流比等关键参数",
            "优化碳源、除磷药剂投加，降低吨水电耗与药耗",
            "确保出水稳定达到一级A排放标准",
            "负责污泥脱水系统的运行管理",
        ],
        [
            "环境工程、给排水专业本科学历",
            "3年以上市政污水厂工艺运行经验",
            "熟悉在线监测仪表（COD、氨氮、总磷）",
            "能独立编写工艺调试方案",
        ],
        ["有工业废水处理经验", "持有污水处理工证书", "熟悉精确曝气控制系统"],
        ["五险一金", "项目驻厂补贴", "年度体检"],
        ["薪资：9-14K", "本公司为环保行业，所有项目执行国家排污许可管理规定。"],
    ),
    resume(
        "戚鹏飞",
        "工艺工程师",
        "qipengfei.ww@example.com",
        ("合肥", "CN"),
        "环境工程本科，四年市政污水厂工艺运行经验。",
        [
            (
                "安徽某水务运营公司",
                "工艺工程师",
                "2021-07",
                "",
                [
                    "负责A2O和氧化沟生化系统的调试与工艺优化",
                    "控制DO、MLSS与回流比",
                    "优化碳源、PAC除磷药剂投加，吨水电耗下降12%",
                    "出水稳定达一级A标准",
                    "带式压滤机污泥脱水运行管理",
                    "维护COD、氨氮、总磷在线仪表，编写调试方案",
                ],
            )
        ],
        [("安徽建筑大学", "环境工程", "本科", "2021-06")],
        [("技能", ["市政污水", "工艺运行", "环境工程"])],
    ),
    present=[
        "AAO",
        "氧化沟",
        "生化工艺",
        "运行调试",
        "溶解氧",
        "MLSS",
        "污泥回流比",
        "碳源",
        "除磷药剂",
        "电耗",
        "一级A",
        "污泥脱水",
        "环境工程",
        "市政污水",
        "工艺运行",
        "在线监测仪表",
        "COD",
        "氨氮",
        "总磷",
        "调试方案",
    ],
    missing=["MBR", "工业废水", "污水处理工", "精确曝气"],
    variants=[
        ("AAO", "A2O"),
        ("生化工艺", "生化系统"),
        ("运行调试", "调试"),
        ("溶解氧", "DO"),
        ("污泥回流比", "回流比"),
        ("在线监测仪表", "在线仪表"),
    ],
    junk=["人才公寓", "通勤班车", "驻厂补贴", "排污许可"],
    aliases={"AAO": ["A2O", "A/A/O"], "溶解氧": ["DO"]},
)

part.distractor(
    "water-lab-analyst",
    resume(
        "Paige Lundgren",
        "Environmental Lab Analyst",
        "paige.lundgren.lab@example.com",
        ("Des Moines", "US"),
        "Certified lab analyst for drinking water compliance testing.",
        [
            (
                "Central Iowa Water Works",
                "Laboratory Analyst",
                "2018-03",
                "",
                [
                    "Total coliform and E. coli testing",
                    "ICP-MS metals",
                    "QA/QC for state certification",
                ],
            )
        ],
        [("Iowa State University", "Chemistry", "BS", "2018-05")],
        [("Lab", ["ICP-MS", "microbiology", "LIMS"])],
    ),
)
part.distractor(
    "pipe-network-zh",
    resume(
        "韦德江",
        "管网工程师",
        "weidejiang.pipe@example.com",
        ("嘉兴", "CN"),
        "供水管网漏损控制与DMA分区计量。",
        [
            (
                "嘉兴某水务集团",
                "管网工程师",
                "2017-07",
                "",
                ["DMA分区计量建设", "听漏与漏损控制", "管网GIS数据维护"],
            )
        ],
        [("浙江工业大学", "给排水科学与工程", "本科", "2017-06")],
        [("技能", ["漏损控制", "DMA", "管网GIS"])],
    ),
)
part.distractor(
    "near-shift-leader-zh",
    resume(
        "阙海涛",
        "运行班长",
        "quehaitao.shift@example.com",
        ("合肥", "CN"),
        "污水厂运行班长，负责中控巡检与设备操作。",
        [
            (
                "合肥某污水处理厂",
                "运行班长",
                "2019-09",
                "",
                [
                    "中控室值班，监控溶解氧和液位",
                    "污泥脱水机操作与加药",
                    "巡检鼓风机、水泵等设备",
                    "出水一级A达标记录",
                ],
            )
        ],
        [("安徽水利水电职业技术学院", "水环境监测与治理", "大专", "2019-06")],
        [("技能", ["运行巡检", "设备操作", "污泥脱水"])],
    ),
)
