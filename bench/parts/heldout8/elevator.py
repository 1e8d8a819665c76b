"""Held-out set 8: elevator installation and service (an elevator mechanic, a 电梯维保工, an
电梯安装调试工程师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("elevator")

part.posting(
    "elevator-service-mechanic",
    "en",
    posting_text(
        "en",
        2,
        "Elevator Service Mechanic - Union Route",
        "Keystone Vertical Transportation maintains 4,000 elevators and escalators in "
        "Pennsylvania and sponsors the city's marathon and a holiday toy drive.",
        [
            "Run a preventive maintenance route of traction and hydraulic elevators",
            "Troubleshoot controllers, door operators and drives (relay logic and "
            "microprocessor-based)",
            "Respond to entrapments and trouble calls",
            "Perform Category 1 and Category 5 tests with the inspector",
            "Maintain escalators: steps, handrails and comb plates",
        ],
        [
            "IUEC journeyman mechanic card, or completion of the NEIEP apprenticeship",
            "QEI-ready knowledge of ASME A17.1",
            "Read wiring diagrams and use a multimeter",
            "Pennsylvania elevator mechanic license",
        ],
        ["QEI certification", "Modernization experience", "Otis Gen2 or KONE MonoSpace"],
        ["Union wages and benefits", "Company van", "Annuity and pension"],
        [
            "Pay: $58.20 per hour (IUEC Local 5 scale).",
            "Keystone is an equal opportunity employer. Building HVAC and fire alarm work "
            "is done by other trades.",
        ],
    ),
    resume(
        "Rocco Szymanski",
        "Elevator Mechanic",
        "rocco.szymanski.iuec@example.com",
        ("Pittsburgh", "US"),
        "IUEC elevator mechanic, nine years in service and repair.",
        [
            (
                "Allegheny Elevator Co.",
                "Service Mechanic",
                "2019-04",
                "",
                [
                    "PM route of 90 units: geared and gearless traction and hydro elevators",
                    "Troubleshot relay and microprocessor controllers, door operators, VFDs",
                    "Answered entrapments and callbacks",
                    "Cat 1 and Cat 5 tests witnessed by the state inspector",
                    "Escalator step, handrail and comb plate work",
                ],
            ),
            (
                "Allegheny Elevator Co.",
                "Apprentice Mechanic",
                "2015-06",
                "2019-03",
                ["NEIEP apprenticeship, installation crews"],
            ),
        ],
        [("NEIEP", "Elevator Industry Apprenticeship", "Certificate", "2019-03")],
        [("Trade", ["ASME A17.1", "wiring diagrams", "multimeter", "IUEC journeyman card"])],
        certificates=[("Pennsylvania Elevator Mechanic License", "PA L&I", "2019-05")],
    ),
    present=[
        "preventive maintenance",
        "traction",
        "hydraulic",
        "controllers",
        "door operators",
        "drives",
        "relay",
        "entrapments",
        "trouble calls",
        "Category 1",
        "Category 5",
        "escalators",
        "handrails",
        "comb plates",
        "IUEC",
        "NEIEP",
        "ASME A17.1",
        "wiring diagrams",
        "multimeter",
        "elevator mechanic license",
    ],
    missing=["QEI", "Modernization", "Otis", "KONE"],
    variants=[
        ("preventive maintenance", "PM route"),
        ("hydraulic", "hydro"),
        ("drives", "VFDs"),
        ("trouble calls", "callbacks"),
        ("Category 1", "Cat 1"),
        ("Category 5", "Cat 5"),
        ("escalators", "Escalator"),
        ("handrails", "handrail"),
        ("comb plates", "comb plate"),
    ],
    junk=["marathon", "toy drive", "Company van", "fire alarm"],
    aliases={"Category 1": ["Cat 1"], "Category 5": ["Cat 5"]},
    edits={
        "claim": ("highlight", "Led a modernization of six hydraulic units"),
        "title": ("work[0].position", "Service Operations Manager"),
        "reword": [
            ("set", f"{H}[3]", "Category 1 and Category 5 tests witnessed by the state inspector")
        ],
        "reword2": [("set", "basics.label", "Elevator Service Mechanic")],
        "reword3": [("merge", 1)],
    },
)

part.posting(
    "elevator-maintenance-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "电梯维保工",
        "公司是一家具有A级电梯安装维修资质的企业，维保电梯3000余台，覆盖住宅、商场和医院，"
        "每年组织员工技能比武。",
        [
            "负责所辖区域电梯的日常维护保养，按半月、季度、年度保养计划执行",
            "处理电梯故障和困人救援，24小时应急响应",
            "配合特种设备检验机构完成电梯定期检验",
            "填写维保记录，上传维保数据到电梯安全监管平台",
            "对自动扶梯进行梯级、扶手带及梳齿板检查",
        ],
        [
            "持有特种设备作业人员证（电梯修理T）",
            "中专及以上学历，机电一体化或电气自动化相关专业",
            "能看懂电气原理图，会使用万用表",
            "两年以上电梯维保经验",
        ],
        ["熟悉三菱、日立电梯", "有电梯改造经验", "持有低压电工证"],
        ["五险一金", "交通及通讯补贴", "年度体检"],
        ["薪资：6000-9000元/月", "本岗位不要求具备消防设施操作员证，无需销售业绩。"],
    ),
    resume(
        "祁振东",
        "电梯维修工",
        "qizhendong.lift@example.com",
        ("苏州", "CN"),
        "机电一体化专业，五年电梯维保经验。",
        [
            (
                "苏州某电梯工程有限公司",
                "维保组长",
                "2020-04",
                "",
                [
                    "负责片区110台电梯的半月保、季度保、年度保",
                    "电梯故障排除及困人解救，24小时值班响应",
                    "配合特检院年检",
                    "填写保养记录，上传至96333电梯应急处置平台",
                    "扶梯梯级、扶手带、梳齿板检查",
                ],
            ),
            ("无锡某电梯公司", "安装工", "2019-07", "2020-03", ["住宅电梯安装"]),
        ],
        [("苏州工业职业技术学院", "机电一体化技术", "中专", "2019-06")],
        [("技能", ["电气原理图", "万用表"])],
        certificates=[("特种设备作业人员证（T 电梯修理）", "苏州市场监督管理局", "2020-09")],
    ),
    present=[
        "维护保养",
        "保养计划",
        "电梯故障",
        "困人救援",
        "应急响应",
        "定期检验",
        "特种设备检验机构",
        "维保记录",
        "自动扶梯",
        "梯级",
        "扶手带",
        "梳齿板",
        "特种设备作业人员证",
        "电梯修理",
        "机电一体化",
        "电气原理图",
        "万用表",
        "电梯维保",
    ],
    missing=["三菱", "日立", "电梯改造", "低压电工证"],
    variants=[
        ("维护保养", "年度保"),
        ("保养计划", "半月保、季度保、年度保"),
        ("困人救援", "困人解救"),
        ("应急响应", "值班响应"),
        ("定期检验", "年检"),
        ("维保记录", "保养记录"),
        ("自动扶梯", "扶梯"),
        ("特种设备检验机构", "特检院"),
    ],
    junk=["技能比武", "交通及通讯补贴", "消防设施操作员证", "销售业绩"],
    aliases={"特种设备检验机构": ["特检院"], "自动扶梯": ["扶梯"]},
    edits={
        "claim": ("skills", 0, "低压电工证"),
        "title": ("work[0].position", "分公司总经理"),
        "reword": [("set", f"{H}[2]", "配合特种设备检验机构完成定期检验")],
        "reword2": [("set", "basics.label", "电梯维保工")],
    },
)

part.posting(
    "elevator-commissioning-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "电梯安装调试工程师",
        "我们是一家外资电梯品牌的中国工厂，年产电梯2万台，在全国设有30家分公司，厂区内有员工咖啡厅。",
        [
            "负责新梯安装后的慢车、快车调试",
            "调试变频器和主板参数，完成井道自学习",
            "调试门机系统及称重装置，完成平层精度调整",
            "协助质检完成自检及监督检验",
            "编写调试报告，向安装队伍提供技术支持",
        ],
        "要求机电、电气自动化或相关专业大专及以上学历，三年以上电梯调试经验，持有特种设备作业人员证"
        "（电梯安装或修理），能熟练使用调试工具（服务器/手操器），可接受长期出差；有PLC编程、"
        "群控系统调试经验或英语读写能力者优先。",
        ["PLC", "群控", "英语"],
        ["五险一金", "出差补贴", "员工咖啡厅"],
        ["薪资：1.2万-1.8万/月", "本岗位无需土建施工经验，不需要销售能力。"],
    ),
    resume(
        "尚文杰",
        "电梯调试技术员",
        "shangwenjie.tiaoshi@example.com",
        ("上海", "CN"),
        "电气自动化专业，四年电梯安装调试经验，常驻项目现场。",
        [
            (
                "上海某电梯有限公司",
                "调试技术员",
                "2021-07",
                "",
                [
                    "新梯慢车、快车调试，月均12台",
                    "变频器及主板参数设置，井道自学习",
                    "门机调试、称重装置标定，平层调整",
                    "配合自检和监督检验",
                    "出具调试报告，为安装班组提供技术支持",
                ],
            ),
            ("昆山某电梯安装公司", "安装工", "2019-07", "2021-06", ["导轨、曳引机安装"]),
        ],
        [("上海电机学院", "电气自动化技术", "大专", "2019-06")],
        [("技能", ["服务器", "手操器", "长期出差"])],
        certificates=[("特种设备作业人员证（电梯安装）", "上海市市场监督管理局", "2021-03")],
    ),
    present=[
        "慢车",
        "快车",
        "调试",
        "变频器",
        "主板参数",
        "井道自学习",
        "门机",
        "称重装置",
        "平层精度调整",
        "自检",
        "监督检验",
        "调试报告",
        "技术支持",
        "安装队伍",
        "电气自动化",
        "特种设备作业人员证",
        "手操器",
        "服务器",
        "长期出差",
    ],
    missing=["PLC", "群控", "英语"],
    variants=[("平层精度调整", "平层调整"), ("安装队伍", "安装班组")],
    junk=["员工咖啡厅", "出差补贴", "土建施工", "销售能力"],
    aliases={"门机": ["门机系统"]},
    edits={
        "claim": ("extend", 0, "，负责群控系统调试"),
        "title": ("basics.label", "技术总监"),
        "reword": [("set", f"{H}[2]", "门机系统调试、称重装置标定，平层精度调整")],
        "reword2": [("merge", 2)],
    },
)

part.distractor(
    "hvac-technician",
    resume(
        "Vincenzo Abernathy",
        "HVAC Service Technician",
        "vincenzo.abernathy.hvac@example.com",
        ("Harrisburg", "US"),
        "Commercial HVAC service technician.",
        [
            (
                "Capital Mechanical",
                "HVAC Technician",
                "2018-03",
                "",
                ["Rooftop unit service", "Chiller PM", "VFD troubleshooting"],
            )
        ],
        [("Harrisburg Area Community College", "HVAC Technology", "AAS", "2018-01")],
        [("Trade", ["EPA 608", "multimeter", "wiring diagrams"])],
    ),
)
part.distractor(
    "crane-electrician-zh",
    resume(
        "骆建华",
        "起重机电工",
        "luojianhua.crane@example.com",
        ("无锡", "CN"),
        "桥式起重机电气维修电工。",
        [
            (
                "无锡某重工企业",
                "维修电工",
                "2017-07",
                "",
                ["起重机电气故障处理", "变频器维护", "PLC程序修改"],
            )
        ],
        [("无锡职业技术学院", "电气自动化技术", "大专", "2017-06")],
        [("技能", ["低压电工证", "PLC", "变频器"])],
    ),
)
part.distractor(
    "near-elevator-installer-zh",
    resume(
        "郝立新",
        "电梯安装工",
        "haolixin.anzhuang@example.com",
        ("苏州", "CN"),
        "三年电梯安装经验，正在学习维保。",
        [
            (
                "苏州某电梯安装公司",
                "安装工",
                "2022-03",
                "",
                ["导轨安装与校正", "扶梯梯级安装", "配合慢车调试"],
            )
        ],
        [("苏州技师学院", "机电一体化", "中专", "2022-06")],
        [("技能", ["万用表", "特种设备作业人员证"])],
    ),
)
