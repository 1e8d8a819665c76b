"""Chinese people of blind set 9 (issue 27): JSON Resume truths written by hand for this set
only, four professions sets 2-8 did not use."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, school

PASTRY = {
    "basics": {
        "name": "岳春燕",
        "label": "中式面点师",
        "email": "yue.chunyan@example.cn",
        "phone": "139 1846 2207",
        "location": {"city": "扬州", "region": "江苏"},
        "summary": "十一年淮扬面点制作经验，擅长包子、烧卖与酥点，熟悉中央厨房标准化生产。",
    },
    "work": [
        job("扬州富春茶社", "面点主管", "扬州", "2019-05", "",
            "负责三丁包、翡翠烧卖等28款面点的日常出品",
            "制定发面与馅料配比标准，损耗率降至3%以内",
            "带教面点学徒9名"),
        job("南京金陵饭店", "面点厨师", "南京", "2014-08", "2019-04",
            "承担宴会面点制作，单日最高出品3000件",
            "参与中秋月饼礼盒研发"),
    ],
    "education": [
        school("江苏旅游职业学院", "大专", "烹调工艺与营养", "2011", "2014"),
    ],
    "skills": [
        {"name": "面点工艺", "keywords": ["发酵面团", "酥皮制作", "花式造型"]},
        {"name": "厨房管理", "keywords": ["成本核算", "食品安全管理"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "日常交流"},
        {"language": "扬州话", "fluency": "母语"},
    ],
    "certificates": [
        {"name": "中式面点师（一级/高级技师）", "issuer": "江苏省人力资源和社会保障厅",
         "date": "2021"},
    ],
    "awards": [
        {"title": "全国烹饪技能竞赛面点金奖", "awarder": "中国烹饪协会", "date": "2022"},
    ],
}  # fmt: skip

BRIDGE = {
    "basics": {
        "name": "单志远",
        "label": "桥梁检测工程师",
        "email": "shan.zhiyuan@example.cn",
        "phone": "186 2731 5098",
        "location": {"city": "重庆"},
        "summary": "八年公路桥梁定期检测与荷载试验经验，持有公路水运试验检测师证书。",
    },
    "work": [
        job("招商局重庆交通科研设计院有限公司", "检测工程师", "重庆", "2019-07", "",
            "主持斜拉桥、拱桥定期检测40余座",
            "编写桥梁技术状况评定报告并提出维修建议",
            "使用桥检车与无人机完成梁底病害普查"),
        job("四川公路桥梁建设集团", "试验员", "成都", "2016-07", "2019-06",
            "负责混凝土、钢筋原材料进场检测",
            "参与静载与动载试验的测点布置"),
    ],
    "education": [
        school("重庆交通大学", "本科", "土木工程（桥梁方向）", "2012", "2016"),
    ],
    "skills": [
        {"name": "检测", "keywords": ["荷载试验", "无损检测", "技术状况评定"]},
        {"name": "软件", "keywords": ["Midas Civil", "AutoCAD", "桥梁养护管理系统"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
    ],
    "certificates": [
        {"name": "公路水运工程试验检测师（桥梁隧道工程）", "issuer": "交通运输部职业资格中心",
         "date": "2020"},
    ],
    "projects": [
        {"name": "朝天门长江大桥荷载试验", "startDate": "2022-03", "endDate": "2022-09",
         "highlights": ["布设应变与挠度测点186个，完成主跨静载试验"]},
    ],
}  # fmt: skip

RADIOGRAPHER = {
    "basics": {
        "name": "欧阳静怡",
        "label": "放射科技师",
        "email": "ouyang.jingyi@example.cn",
        "phone": "137 0551 8624",
        "location": {"city": "合肥", "region": "安徽"},
        "summary": "七年CT与磁共振检查经验，熟悉增强扫描、心脏冠脉成像及辐射防护管理。",
    },
    "work": [
        job("安徽医科大学第一附属医院", "主管技师", "合肥", "2020-09", "",
            "完成CT增强及冠脉CTA检查，日均80余例",
            "负责磁共振室质控与设备日常保养",
            "带教规培技师与实习生"),
        job("芜湖市第二人民医院", "放射技师", "芜湖", "2017-07", "2020-08",
            "承担DR与CT常规检查及急诊摄片",
            "参与辐射剂量优化项目"),
    ],
    "education": [
        school("蚌埠医学院", "本科", "医学影像技术", "2013", "2017"),
    ],
    "skills": [
        {"name": "成像技术", "keywords": ["CT增强扫描", "冠脉CTA", "磁共振成像"]},
        {"name": "质量与安全", "keywords": ["辐射防护", "设备质控"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "日语", "fluency": "N3"},
    ],
    "certificates": [
        {"name": "放射医学技术（中级）", "issuer": "国家卫生健康委员会", "date": "2021"},
        {"name": "大型医用设备上岗证（CT/MR）", "issuer": "国家卫生健康委员会", "date": "2018"},
    ],
    "publications": [
        {"name": "低剂量冠脉CTA扫描方案的临床研究", "publisher": "中华放射学杂志",
         "releaseDate": "2023"},
    ],
}  # fmt: skip

CROSS_BORDER = {
    "basics": {
        "name": "柯梓萱",
        "label": "跨境电商运营",
        "email": "ke.zixuan@example.cn",
        "phone": "158 1902 4473",
        "location": {"city": "深圳", "region": "广东"},
        "summary": "六年亚马逊与独立站运营经验，负责家居品类从选品到广告投放的全流程。",
    },
    "work": [
        job("深圳市安克创新科技股份有限公司", "高级运营专员", "深圳", "2021-02", "",
            "负责美国站与欧洲站家居品类，年销售额1.2亿元",
            "搭建广告投放模型，ACOS从32%降至19%",
            "管理3名运营助理"),
        job("广州致景贸易有限公司", "运营助理", "广州", "2018-07", "2021-01",
            "完成商品上架、listing优化与库存计划",
            "协助处理平台绩效与客户邮件"),
    ],
    "education": [
        school("华南师范大学", "本科", "国际经济与贸易", "2014", "2018"),
    ],
    "skills": [
        {"name": "平台运营", "keywords": ["亚马逊广告", "Listing优化", "Shopify独立站"]},
        {"name": "数据分析", "keywords": ["Excel数据透视", "卖家精灵", "Power BI"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "专业八级"},
        {"language": "粤语", "fluency": "熟练"},
    ],
    "certificates": [
        {"name": "亚马逊广告认证", "issuer": "Amazon Ads", "date": "2022"},
    ],
    "projects": [
        {"name": "欧洲站新品冷启动", "startDate": "2023-04", "endDate": "2023-12",
         "highlights": ["六个月内将12款新品做到类目前50名"]},
    ],
}  # fmt: skip

PEOPLE_ZH = {
    "pastry": PASTRY,
    "bridge": BRIDGE,
    "radiographer": RADIOGRAPHER,
    "crossborder": CROSS_BORDER,
}
