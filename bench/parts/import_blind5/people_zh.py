"""Chinese people of blind set 5 (issue 27): JSON Resume truths written by hand for this set
only, six professions sets 1-4 did not use."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, school

SITE_CONSTRUCTOR = {
    "basics": {
        "name": "周建军",
        "label": "土木施工员",
        "email": "zhoujianjun@example.cn",
        "phone": "139 8607 2215",
        "location": {"city": "武汉", "region": "湖北"},
        "summary": "八年房建与市政施工现场经验，熟悉钢筋、模"
        "板、混凝土工序验收，能独立组织班组施工。",
    },
    "work": [
        job("中建三局第一建设有限公司", "施工员", "武汉", "2020-03", "",
            "负责32层住宅主体结构施工，协调六个劳务班组",
            "编制周进度计划，主体结构提前18天封顶",
            "组织钢筋隐蔽验收，一次验收合格率98%"),
        job("湖北路桥集团有限公司", "技术员", "襄阳", "2017-07", "2020-02",
            "参与市政道路排水管网施工放线",
            "整理施工日志与检验批资料"),
    ],
    "education": [
        school("武汉理工大学", "本科", "土木工程", "2013", "2017"),
    ],
    "skills": [
        {"name": "施工技术", "keywords": ["施工放线", "混凝土养护", "脚手架验收"]},
        {"name": "软件", "keywords": ["AutoCAD", "广联达", "Project"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "普通话", "fluency": "二级甲等"},
    ],
    "certificates": [
        {"name": "二级建造师（建筑工程）", "issuer": "湖北省住房和城乡建设厅", "date": "2021"},
        {"name": "施工员岗位证书", "issuer": "中国建设教育协会", "date": "2018"},
    ],
}  # fmt: skip

LEGAL_SPECIALIST = {
    "basics": {
        "name": "林晓雯",
        "label": "法务专员",
        "email": "lin.xiaowen@example.cn",
        "phone": "136 3120 8846",
        "location": {"city": "深圳", "region": "广东"},
        "summary": "五年企业法务经验，擅长合同审核、劳动争议"
        "处理与数据合规，已通过法律职业资格考试。",
    },
    "work": [
        job("深圳云帆科技股份有限公司", "法务专员", "深圳", "2021-05", "",
            "年审核采购、销售与技术许可合同600余份",
            "牵头完成个人信息保护合规自查，修订隐私政策",
            "代理劳动仲裁案件12件，胜诉或调解结案11件"),
        job("广东正衡律师事务所", "律师助理", "广州", "2019-07", "2021-04",
            "协助律师起草起诉状与证据目录",
            "整理尽职调查底稿"),
    ],
    "education": [
        school("中山大学", "硕士", "民商法学", "2016", "2019"),
        school("华南师范大学", "本科", "法学", "2012", "2016"),
    ],
    "skills": [
        {"name": "法律实务", "keywords": ["合同审核", "劳动争议", "知识产权"]},
        {"name": "合规", "keywords": ["数据合规", "反商业贿赂"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
        {"language": "粤语", "fluency": "流利"},
    ],
    "certificates": [
        {"name": "法律职业资格证书", "issuer": "司法部", "date": "2018"},
    ],
}  # fmt: skip

COUNSELOR = {
    "basics": {
        "name": "许静怡",
        "label": "心理咨询师",
        "email": "xujingyi@example.cn",
        "phone": "158 2811 6703",
        "location": {"city": "成都", "region": "四川"},
        "summary": "专注青少年与职场人群的个体咨询，累计咨询时"
        "长2000小时，接受认知行为疗法系统培训。",
    },
    "work": [
        job("成都心晴心理咨询中心", "心理咨询师", "成都", "2021-09", "",
            "每周完成个体咨询18小时，来访者以青少年为主",
            "开展情绪管理团体辅导，累计服务学员400余人",
            "建立来访者初访评估流程"),
        job("四川某科技公司员工关爱中心", "EAP专员", "成都", "2019-03", "2021-08",
            "为2000名员工提供心理热线与讲座",
            "撰写季度员工心理健康报告"),
    ],
    "education": [
        school("西南大学", "硕士", "应用心理学", "2016", "2019"),
    ],
    "skills": [
        {"name": "咨询方法", "keywords": ["认知行为疗法", "焦点解决短期治疗", "沙盘"]},
        {"name": "评估工具", "keywords": ["SCL-90", "MMPI"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
    ],
    "certificates": [
        {"name": "心理咨询师（三级）", "issuer": "人力资源和社会保障部", "date": "2017"},
    ],
    "projects": [
        {"name": "校园心理危机干预项目", "startDate": "2022-03", "endDate": "2023-06",
         "highlights": ["为三所中学建立危机筛查与转介机制"]},
    ],
}  # fmt: skip

CONCEPT_ARTIST = {
    "basics": {
        "name": "唐一鸣",
        "label": "游戏原画师",
        "email": "tangyiming.art@example.cn",
        "phone": "177 5710 3392",
        "location": {"city": "杭州", "region": "浙江"},
        "summary": "六年游戏角色与场景原画经验，参与两款上线手游的美术风格设定。",
        "url": "https://tangyiming.example.cn",
    },
    "work": [
        job("杭州星野互动网络科技有限公司", "高级原画师", "杭州", "2021-02", "",
            "负责国风卡牌手游角色原画，累计交付角色设定80余个",
            "制定角色设计规范，指导三名初级原画师",
            "参与版本美术评审"),
        job("上海青鸟游戏工作室", "原画师", "上海", "2018-07", "2021-01",
            "绘制场景概念图与道具设定",
            "配合3D组完成模型还原度检查"),
    ],
    "education": [
        school("中国美术学院", "本科", "动画", "2014", "2018"),
    ],
    "skills": [
        {"name": "绘画软件", "keywords": ["Photoshop", "SAI", "Procreate"]},
        {"name": "辅助工具", "keywords": ["Blender", "Clip Studio Paint"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "日语", "fluency": "N2"},
    ],
    "certificates": [
        {"name": "Adobe Certified Professional", "issuer": "Adobe", "date": "2019"},
    ],
    "awards": [
        {"title": "金翎奖最佳原创手游美术提名", "awarder": "金翎奖组委会", "date": "2023"},
    ],
}  # fmt: skip

DENTIST = {
    "basics": {
        "name": "孟凡舒",
        "label": "口腔医生",
        "email": "mengfanshu@example.cn",
        "phone": "186 6401 7758",
        "location": {"city": "济南", "region": "山东"},
        "summary": "口腔全科医生，擅长根管治疗、种植修复与儿童牙病防治，执业七年。",
    },
    "work": [
        job("济南瑞尔口腔门诊部", "主治医师", "济南", "2022-01", "",
            "年接诊患者3000余人次，完成种植体植入150颗",
            "开展显微根管治疗，复诊满意度96%",
            "带教两名住院医师"),
        job("山东大学口腔医院", "住院医师", "济南", "2018-08", "2021-12",
            "完成口腔全科住院医师规范化培训",
            "参与龋病流行病学调查"),
    ],
    "education": [
        school("山东大学", "硕士", "口腔医学", "2015", "2018"),
        school("青岛大学", "本科", "口腔医学", "2010", "2015"),
    ],
    "skills": [
        {"name": "临床技能", "keywords": ["显微根管治疗", "种植修复", "牙周洁治"]},
        {"name": "设备", "keywords": ["CBCT", "口内扫描仪"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
    ],
    "certificates": [
        {"name": "医师资格证书", "issuer": "国家卫生健康委员会", "date": "2016"},
        {"name": "医师执业证书", "issuer": "山东省卫生健康委员会", "date": "2018"},
    ],
}  # fmt: skip

CAR_SALES = {
    "basics": {
        "name": "韩志强",
        "label": "汽车销售顾问",
        "email": "hanzhiqiang@example.cn",
        "phone": "150 7314 9026",
        "location": {"city": "长沙", "region": "湖南"},
        "summary": "七年新能源与合资品牌汽车销售经验，连续三"
        "年门店销量前三，熟悉金融分期与置换流程。",
    },
    "work": [
        job("长沙鑫远汽车销售服务有限公司", "资深销售顾问", "长沙", "2020-04", "",
            "年销售新能源车型210台，成交率28%",
            "维护老客户转介绍渠道，转介绍占比35%",
            "协助完成金融分期与二手车置换"),
        job("湖南华泰丰田汽车销售有限公司", "销售顾问", "株洲", "2017-06", "2020-03",
            "接待展厅客户并完成试乘试驾",
            "获评年度服务之星"),
    ],
    "education": [
        school("湖南工业职业技术学院", "大专", "汽车营销与服务", "2014", "2017"),
    ],
    "skills": [
        {"name": "销售技能", "keywords": ["需求分析", "试乘试驾", "异议处理"]},
        {"name": "系统", "keywords": ["DMS系统", "企业微信"]},
    ],
    "languages": [
        {"language": "普通话", "fluency": "二级乙等"},
        {"language": "英语", "fluency": "日常交流"},
    ],
    "certificates": [
        {"name": "机动车驾驶证C1", "issuer": "长沙市公安局交通警察支队", "date": "2015"},
    ],
}  # fmt: skip

PEOPLE_ZH = {
    "site_constructor": SITE_CONSTRUCTOR,
    "legal_specialist": LEGAL_SPECIALIST,
    "counselor": COUNSELOR,
    "concept_artist": CONCEPT_ARTIST,
    "dentist": DENTIST,
    "car_sales": CAR_SALES,
}
