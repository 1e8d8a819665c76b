"""Held-out set 7: printing and packaging (a prepress technician, a 胶印机长, a 印刷跟单/生产计划),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("printing")

part.posting(
    "prepress-technician",
    "en",
    posting_text(
        "en",
        2,
        "Prepress Technician - Flexible Packaging (2nd Shift)",
        "Northstar Flexibles prints pouches, labels and shrink sleeves for food and pet brands "
        "on eight flexo and two digital presses. We hold an annual chili cook-off and have a "
        "company softball team.",
        [
            "Preflight customer artwork and fix PDFs in Adobe Illustrator and Esko "
            "ArtPro+/DeskPack",
            "Apply trapping, distortion and step-and-repeat for flexographic plates",
            "Manage color with ICC profiles and G7 calibration; produce contract proofs",
            "Output files to the CDI plate imager and inspect plates",
            "Work orders and approvals in Esko WebCenter",
        ],
        "You have three or more years of packaging prepress, know flexo (or gravure) well, and "
        "can read a spectrophotometer (X-Rite eXact). You are comfortable with PANTONE spot "
        "colors, barcodes and the GS1 rules that go with them.",
        [
            "G7 Expert certification",
            "Experience with Esko Automation Engine",
            "Gravure cylinder engraving experience",
        ],
        ["Shift premium $2/hour", "Quarterly safety bonus", "Health, dental and vision"],
        [
            "Pay: $26 - $33 per hour.",
            "Northstar Flexibles is an equal opportunity employer; SQF and BRCGS food safety "
            "rules apply on the plant floor. Forklift certification is not required.",
        ],
    ),
    resume(
        "Gideon Marwick",
        "Prepress Operator",
        "gideon.marwick.prepress@example.com",
        ("Green Bay", "US"),
        "Prepress operator for label and flexible packaging printers, six years on Esko software.",
        [
            (
                "Great Lakes Label & Pouch",
                "Prepress Specialist",
                "2020-04",
                "",
                [
                    "Preflighted artwork and corrected PDF files in Illustrator, ArtPro+ and "
                    "DeskPack",
                    "Traps, distortion and step and repeat for flexo plates",
                    "Color management with ICC profiles to G7; contract proofs on Epson",
                    "Ran the Esko CDI and inspected photopolymer plates",
                    "Job tickets and customer approvals in WebCenter",
                ],
            ),
            (
                "Quad",
                "Prepress Assistant",
                "2018-03",
                "2020-03",
                ["Imposition and proofing for catalogs"],
            ),
        ],
        [("Northeast Wisconsin Technical College", "Graphic Communications", "AAS", "2018-02")],
        [("Skills", ["X-Rite spectrophotometer", "PANTONE", "GS1 barcodes"])],
    ),
    present=[
        "Preflight",
        "PDFs",
        "Adobe Illustrator",
        "Esko",
        "ArtPro+",
        "DeskPack",
        "trapping",
        "distortion",
        "step-and-repeat",
        "flexographic",
        "ICC profiles",
        "G7",
        "contract proofs",
        "CDI",
        "plates",
        "WebCenter",
        "packaging prepress",
        "spectrophotometer",
        "X-Rite",
        "PANTONE",
        "barcodes",
        "GS1",
    ],
    missing=["G7 Expert", "Automation Engine", "Gravure", "engraving"],
    variants=[
        ("Preflight", "Preflighted"),
        ("PDFs", "PDF files"),
        ("Adobe Illustrator", "Illustrator"),
        ("trapping", "Traps"),
        ("step-and-repeat", "step and repeat"),
        ("flexographic", "flexo"),
        ("packaging prepress", "flexible packaging"),
    ],
    junk=["chili cook-off", "softball team", "Shift premium", "SQF", "Forklift"],
    aliases={"flexographic": ["flexo"], "step-and-repeat": ["step and repeat"]},
    edits={
        "claim": ("skills", 0, "Esko Automation Engine workflows"),
        "title": ("work[0].position", "Plant Manager"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Trapping, distortion and step-and-repeat for flexographic plates",
            )
        ],
        "reword2": [("set", "basics.label", "Prepress Technician")],
        "reword3": [("merge", 3)],
    },
)

part.posting(
    "offset-press-captain-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "胶印机长（海德堡四色机）",
        "本公司是一家拥有二十年历史的包装印刷企业，主营烟酒、化妆品彩盒，厂区有篮球场和员工食堂。",
        [
            "负责海德堡四色胶印机的开机、调试与印刷生产",
            "按照标准样张控制墨色，使用分光密度仪检测色差",
            "负责上版、换版、调整套准和水墨平衡",
            "做好设备日常保养与润滑，记录生产报表",
            "带领副手完成班组生产任务，做好首件确认",
        ],
        [
            "三年以上胶印机长经验",
            "熟悉纸张、油墨性能，能处理常见印刷故障（如糊版、飞墨、套印不准）",
            "了解ISO 12647印刷标准",
            "吃苦耐劳，服从安排",
        ],
        ["会操作UV印刷机", "有G7认证经验", "会操作小森（KOMORI）机器"],
        ["包吃包住", "全勤奖", "五险"],
        ["薪资：10000-15000元/月（计件）", "本公司依法用工；无需电脑排版经验。"],
    ),
    resume(
        "龚建国",
        "印刷机长",
        "gongjianguo.press@example.com",
        ("东莞", "CN"),
        "八年胶印经验，其中五年担任海德堡CD102四色机机长，做过烟包、化妆品盒。",
        [
            (
                "东莞某彩印包装厂",
                "机长",
                "2020-05",
                "",
                [
                    "负责海德堡CD102四色胶印机开机调试与日常生产",
                    "对照签样追色，用X-Rite分光密度仪测量色差ΔE",
                    "上版换版，调套准，控制水墨平衡",
                    "设备保养加油，填写生产日报",
                    "带两名副手，首件签样确认",
                ],
            ),
            (
                "东莞某印刷厂",
                "副机长",
                "2017-03",
                "2020-04",
                ["协助机长换版、装纸和清洗墨辊"],
            ),
        ],
        [("广东轻工职业技术学院", "印刷技术", "大专", "2017-01")],
        [("技能", ["纸张油墨", "印刷故障处理", "ISO 12647"])],
    ),
    present=[
        "海德堡",
        "四色",
        "胶印",
        "开机",
        "调试",
        "墨色",
        "标准样张",
        "分光密度仪",
        "色差",
        "上版",
        "换版",
        "套准",
        "水墨平衡",
        "保养",
        "生产报表",
        "首件",
        "机长",
        "印刷故障",
        "ISO 12647",
    ],
    missing=["UV印刷", "G7", "小森", "KOMORI"],
    variants=[("墨色", "追色"), ("生产报表", "生产日报"), ("标准样张", "签样")],
    junk=["篮球场", "员工食堂", "包吃包住", "全勤奖", "电脑排版"],
    aliases={"海德堡": ["Heidelberg"], "分光密度仪": ["X-Rite"]},
    edits={
        "claim": ("extend", 0, "，兼开UV印刷机"),
        "title": ("work[0].position", "生产厂长"),
        "reword": [("set", f"{H}[1]", "对照标准样张控制墨色，X-Rite分光密度仪测色差ΔE")],
        "reword2": [("set", "basics.label", "胶印机长")],
    },
)

part.posting(
    "print-production-planner-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "印刷生产计划/PMC",
        "我们是一家书刊及商业印刷企业，客户包括出版社和教育机构，园区有图书阅览室和咖啡角。",
        "根据订单交期编制印前、印刷、印后各工序的生产排程；跟进纸张及辅料采购到货，控制物料库存；"
        "协调CTP制版、印刷机台与装订（骑马钉、胶装、精装）产能；统计每日产量与损耗，推动准时交货率"
        "提升；异常订单及时与业务和客户沟通。",
        [
            "印刷、包装或物流相关专业大专及以上学历",
            "三年以上印刷企业PMC或生产计划经验",
            "熟悉书刊印刷工艺流程及印后加工",
            "熟练使用ERP及Excel（数据透视表、VLOOKUP）",
        ],
        ["熟悉精益生产", "有MES系统使用经验", "了解FSC认证"],
        ["五险一金", "双休", "年度体检"],
        ["薪资：8-12K", "公司承诺对简历信息保密；不需要会操作印刷机。"],
    ),
    resume(
        "詹晓芸",
        "生产计划员",
        "zhanxiaoyun.pmc@example.com",
        ("北京", "CN"),
        "印刷工程专业，五年书刊印刷厂生产计划与物料控制经验。",
        [
            (
                "北京某书刊印刷厂",
                "PMC专员",
                "2020-07",
                "",
                [
                    "按交货期排印前、印刷、印后生产计划，月排单600余个",
                    "纸张辅料请购及到货跟进，控制库存",
                    "协调CTP出版、机台和装订（骑马钉、无线胶装、精装）产能",
                    "每日产量、损耗统计，准交率从88%提升到96%",
                    "订单异常与业务、客户沟通",
                ],
            ),
        ],
        [("北京印刷学院", "印刷工程", "本科", "2020-06")],
        [("技能", ["ERP", "Excel数据透视表", "VLOOKUP", "书刊印刷工艺", "印后加工"])],
    ),
    present=[
        "交期",
        "生产排程",
        "纸张",
        "辅料",
        "库存",
        "CTP",
        "装订",
        "骑马钉",
        "胶装",
        "精装",
        "产量",
        "损耗",
        "准时交货率",
        "PMC",
        "生产计划",
        "书刊印刷工艺",
        "印后加工",
        "ERP",
        "Excel",
        "数据透视表",
        "VLOOKUP",
    ],
    missing=["精益生产", "MES", "FSC"],
    variants=[("交期", "交货期"), ("生产排程", "生产计划"), ("准时交货率", "准交率")],
    junk=["出版社", "图书阅览室", "咖啡角", "年度体检", "印刷机"],
    aliases={"准时交货率": ["准交率", "OTD"], "生产排程": ["排产", "生产计划"]},
    edits={
        "claim": ("skills", 0, "MES系统"),
        "title": ("work[0].position", "生产副总经理"),
        "reword": [("set", f"{H}[3]", "统计每日产量和损耗，准时交货率由88%升至96%")],
        "reword2": [("set", "basics.label", "PMC生产计划")],
        "reword3": [("reorder",)],
    },
)

part.distractor(
    "graphic-designer",
    resume(
        "Lucia Brannigan",
        "Graphic Designer",
        "lucia.brannigan.design@example.com",
        ("Milwaukee", "US"),
        "Brand designer creating packaging concepts and social media graphics.",
        [
            (
                "Harbor Creative",
                "Graphic Designer",
                "2019-01",
                "",
                [
                    "Packaging concepts for snack brands",
                    "Social media graphics",
                    "Brand guidelines",
                ],
            )
        ],
        [("Milwaukee Institute of Art & Design", "Communication Design", "BFA", "2018-12")],
        [("Design", ["Adobe InDesign", "typography", "branding"])],
    ),
)
part.distractor(
    "bookbinding-operator-zh",
    resume(
        "鲍德胜",
        "装订机操作工",
        "baodesheng.bind@example.com",
        ("廊坊", "CN"),
        "胶装联动线操作工，负责书刊装订。",
        [
            (
                "廊坊某印刷厂",
                "装订工",
                "2016-05",
                "",
                ["操作胶装联动线", "配页、折页机操作", "成品检验"],
            )
        ],
        [("廊坊某职业学校", "机电技术", "中专", "2016-01")],
        [("技能", ["胶装", "折页", "配页"])],
    ),
)
part.distractor(
    "near-flexo-operator",
    resume(
        "Brody Kowalczyk",
        "Flexo Press Operator",
        "brody.kowalczyk.flexo@example.com",
        ("Appleton", "US"),
        "Lead flexo operator on wide-web CI presses.",
        [
            (
                "Appleton Packaging Co.",
                "Flexographic Press Operator",
                "2019-05",
                "",
                [
                    "Mounted plates and ran 8-color CI flexo presses",
                    "Matched PANTONE colors with an X-Rite spectrophotometer",
                    "Checked barcodes and registration",
                ],
            )
        ],
        [("Fox Valley Technical College", "Printing and Publishing", "Certificate", "2019-03")],
        [("Skills", ["flexographic printing", "G7", "plate mounting"])],
    ),
)
