"""Chinese people of blind set 7 (issue 27): JSON Resume truths written by hand for this set
only, four professions sets 1-6 did not use."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

BOOK_RESTORER = {
    "basics": {
        "name": "沈若兰",
        "label": "古籍修复师",
        "email": "shen.ruolan@example.cn",
        "phone": "139 1027 5584",
        "location": {"city": "南京", "region": "江苏"},
        "summary": "十年古籍修复经验，擅长宋元刻本与民国线装书的补破、托裱与装帧。",
        "profiles": li("shen-ruolan-guji"),
    },
    "work": [
        job("南京图书馆", "古籍修复部主管", "南京", "2019-09", "",
            "主持馆藏善本修复计划，年修复古籍300余册",
            "制定修复档案与纸张检测流程",
            "培养青年修复师6名"),
        job("苏州博物馆", "文物修复师", "苏州", "2015-07", "2019-08",
            "完成明清书画与碑帖托裱修复80余件",
            "参与馆藏古籍普查与定级"),
    ],
    "education": [
        school("复旦大学", "硕士", "文物与博物馆学", "2012", "2015"),
    ],
    "skills": [
        {"name": "修复技艺", "keywords": ["补破", "托裱", "线装"]},
        {"name": "检测", "keywords": ["纤维分析", "纸张酸碱度检测"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
        {"language": "日语", "fluency": "N2"},
    ],
    "certificates": [
        {"name": "古籍修复技术职业资格（高级）", "issuer": "文化和旅游部", "date": "2018"},
    ],
    "awards": [
        {"title": "全国古籍修复技艺竞赛一等奖", "awarder": "国家古籍保护中心", "date": "2021"},
    ],
}  # fmt: skip

PERFUMER = {
    "basics": {
        "name": "唐雨桐",
        "label": "调香师",
        "email": "tang.yutong@example.cn",
        "phone": "186 2130 9467",
        "location": {"city": "上海"},
        "summary": "八年香精香料研发经验，负责日化与香水香型开发，熟悉IFRA合规要求。",
    },
    "work": [
        job("奇华顿（中国）投资有限公司", "高级调香师", "上海", "2020-04", "",
            "开发洗护与香水香型40余款，年销售额超过2000万元",
            "建立中国市场消费者气味偏好数据库"),
        job("华宝香精股份有限公司", "调香师助理", "上海", "2016-07", "2020-03",
            "配制小样并完成稳定性测试",
            "维护香料原料库与配方记录"),
    ],
    "education": [
        school("上海应用技术大学", "本科", "香料香精技术与工程", "2012", "2016"),
    ],
    "skills": [
        {"name": "调香", "keywords": ["香水香型设计", "日化香精", "气相色谱分析"]},
        {"name": "法规", "keywords": ["IFRA标准", "化妆品原料备案"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "雅思7.0"},
        {"language": "法语", "fluency": "DELF B1"},
    ],
    "certificates": [
        {"name": "调香师职业资格（二级）", "issuer": "人力资源和社会保障部", "date": "2021"},
    ],
    "projects": [
        {"name": "东方茶香系列香水", "startDate": "2022-03", "endDate": "2023-01",
         "highlights": ["完成三款茶香调香水从概念到上市"]},
    ],
}  # fmt: skip

WATCHMAKER = {
    "basics": {
        "name": "邓建国",
        "label": "钟表维修师",
        "email": "deng.jianguo@example.cn",
        "phone": "135 8806 4192",
        "location": {"city": "深圳", "region": "广东"},
        "summary": "十四年机械表维修经验，熟悉瑞士与国产机芯的拆装、校时与防水检测。",
    },
    "work": [
        job("亨得利钟表（深圳）有限公司", "高级维修技师", "深圳", "2017-03", "",
            "负责高端机械表整机保养，年维修量约900只",
            "处理陀飞轮与计时机芯疑难故障",
            "编写维修作业指导书"),
        job("飞亚达精密科技股份有限公司", "装配技师", "深圳", "2011-08", "2017-02",
            "完成机芯装配与走时误差调校",
            "参与防水检测设备验收"),
    ],
    "education": [
        school("深圳技师学院", "大专", "钟表维修", "2008", "2011"),
    ],
    "skills": [
        {"name": "维修", "keywords": ["机芯拆装", "摆轮游丝调校", "计时机构"]},
        {"name": "检测", "keywords": ["校表仪", "防水检测"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "粤语", "fluency": "熟练"},
    ],
    "certificates": [
        {"name": "钟表维修工（高级技师）", "issuer": "广东省人力资源和社会保障厅",
         "date": "2019"},
        {"name": "WOSTEP维修证书", "issuer": "WOSTEP", "date": "2016"},
    ],
}  # fmt: skip

ZOOKEEPER = {
    "basics": {
        "name": "马晓雯",
        "label": "动物饲养员",
        "email": "ma.xiaowen@example.cn",
        "phone": "158 0291 7735",
        "location": {"city": "西安", "region": "陕西"},
        "summary": "九年大熊猫与灵长类动物饲养经验，负责动物行为丰容与繁育记录。",
        "profiles": li("ma-xiaowen-zoo"),
    },
    "work": [
        job("西安秦岭野生动物园", "大熊猫馆饲养组长", "西安", "2019-06", "",
            "负责4只大熊猫的日常饲喂与健康观察",
            "设计丰容方案20余项，刻板行为减少35%"),
        job("成都大熊猫繁育研究基地", "饲养员", "成都", "2015-07", "2019-05",
            "参与幼崽人工育幼与体重记录",
            "协助兽医完成体检保定"),
    ],
    "education": [
        school("西北农林科技大学", "本科", "动物科学", "2011", "2015"),
    ],
    "skills": [
        {"name": "饲养", "keywords": ["动物丰容", "人工育幼", "行为训练"]},
        {"name": "记录", "keywords": ["繁育谱系管理", "ZIMS"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
    ],
    "certificates": [
        {"name": "动物饲养员职业技能等级证书（高级）", "issuer": "中国动物园协会",
         "date": "2020"},
    ],
    "publications": [
        {"name": "圈养大熊猫丰容效果评估", "publisher": "野生动物学报", "releaseDate": "2022"},
    ],
}  # fmt: skip

PEOPLE_ZH = {
    "restorer": BOOK_RESTORER,
    "perfumer": PERFUMER,
    "watchmaker": WATCHMAKER,
    "zookeeper": ZOOKEEPER,
}
