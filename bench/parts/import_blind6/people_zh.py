"""Chinese people of blind set 6 (issue 27): JSON Resume truths written by hand for this set
only, six professions sets 1-5 did not use."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

AIRCRAFT_MECHANIC = {
    "basics": {
        "name": "韩志鹏",
        "label": "民航机务工程师",
        "email": "han.zhipeng@example.cn",
        "phone": "138 2241 6093",
        "location": {"city": "成都", "region": "四川"},
        "summary": "九年航线与定检维修经验，持有A320与B737机型签署授权，熟悉适航规章。",
        "profiles": li("han-zhipeng-amt"),
    },
    "work": [
        job("四川航空股份有限公司", "航线维修工程师", "成都", "2019-05", "",
            "负责A320系列飞机航前、过站与航后检查签署",
            "牵头排除发动机引气故障，重复故障率下降40%",
            "带教新入职机务人员8名"),
        job("厦门太古飞机工程有限公司", "定检维修技术员", "厦门", "2015-07", "2019-04",
            "参与B737飞机C检结构检查与部件更换",
            "编写工卡执行记录与不正常情况报告"),
    ],
    "education": [
        school("中国民航大学", "本科", "飞行器动力工程", "2011", "2015"),
    ],
    "skills": [
        {"name": "机型", "keywords": ["A320", "B737NG"]},
        {"name": "维修技能", "keywords": ["孔探检查", "发动机排故", "无损检测"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
    ],
    "certificates": [
        {"name": "民用航空器维修人员执照（ME-TA）", "issuer": "中国民用航空局", "date": "2016"},
        {"name": "A320机型签署", "issuer": "四川航空工程技术分公司", "date": "2019"},
    ],
}  # fmt: skip

LANDSCAPE = {
    "basics": {
        "name": "苏婉清",
        "label": "景观设计师",
        "email": "su.wanqing@example.cn",
        "phone": "186 5710 3348",
        "location": {"city": "杭州", "region": "浙江"},
        "summary": "七年景观设计经验，主导城市公园与住宅景观方案，擅长海绵城市设计。",
    },
    "work": [
        job("浙江山水景观设计院", "主创设计师", "杭州", "2021-03", "",
            "主导完成运河沿岸公园方案设计，总面积18公顷",
            "负责方案汇报与施工图交底",
            "管理五人设计小组"),
        job("上海绿地景观设计有限公司", "景观设计师", "上海", "2017-07", "2021-02",
            "完成住宅示范区景观设计12项",
            "绘制种植设计图与铺装详图"),
    ],
    "education": [
        school("南京林业大学", "硕士", "风景园林", "2014", "2017"),
    ],
    "skills": [
        {"name": "设计软件", "keywords": ["AutoCAD", "SketchUp", "Lumion"]},
        {"name": "专业能力", "keywords": ["海绵城市", "植物配置", "方案汇报"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "雅思6.5"},
    ],
    "certificates": [
        {"name": "注册城乡规划师", "issuer": "住房和城乡建设部", "date": "2022"},
    ],
    "projects": [
        {"name": "拱墅运河生态公园", "startDate": "2021-06", "endDate": "2022-09",
         "highlights": ["设计雨水花园与下凹绿地，年径流控制率达到80%"]},
    ],
}  # fmt: skip

RAIL_SIGNAL = {
    "basics": {
        "name": "郭立新",
        "label": "铁路信号工程师",
        "email": "guo.lixin@example.cn",
        "phone": "135 0922 7781",
        "location": {"city": "郑州", "region": "河南"},
        "summary": "十年高铁信号系统调试与维护经验，熟悉CTCS-3列控系统与计算机联锁。",
    },
    "work": [
        job("中国铁路郑州局集团有限公司", "信号工程师", "郑州", "2018-09", "",
            "负责郑西高铁12个车站联锁设备维护",
            "组织信号设备春检，故障率同比下降25%",
            "参与郑济高铁开通联调联试"),
        job("通号城市轨道交通技术有限公司", "调试工程师", "北京", "2014-07", "2018-08",
            "完成地铁CBTC系统现场调试",
            "编写调试大纲与测试报告"),
    ],
    "education": [
        school("北京交通大学", "本科", "交通信息工程及控制", "2010", "2014"),
    ],
    "skills": [
        {"name": "信号系统", "keywords": ["CTCS-3", "计算机联锁", "CBTC"]},
        {"name": "工具", "keywords": ["信号集中监测", "示波器"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
    ],
    "certificates": [
        {"name": "中级工程师（通信信号）", "issuer": "河南省人力资源和社会保障厅", "date": "2020"},
    ],
}  # fmt: skip

SIGN_INTERPRETER = {
    "basics": {
        "name": "唐思雨",
        "label": "手语翻译",
        "email": "tang.siyu@example.cn",
        "phone": "159 2108 6654",
        "location": {"city": "广州", "region": "广东"},
        "summary": "六年中国手语翻译经验，服务电视新闻、法庭与医院场景。",
    },
    "work": [
        job("广东广播电视台", "新闻手语主播", "广州", "2020-01", "",
            "为每日新闻节目提供同步手语翻译",
            "参与制定节目手语翻译规范",
            "培训新入职手语翻译员4名"),
        job("广州市聋人协会", "手语翻译员", "广州", "2017-09", "2019-12",
            "为法院庭审与医院就诊提供现场翻译",
            "组织社区手语公益课程30余场"),
    ],
    "education": [
        school("北京联合大学", "本科", "特殊教育", "2013", "2017"),
    ],
    "skills": [
        {"name": "翻译", "keywords": ["同声手语翻译", "法律手语", "医疗手语"]},
        {"name": "教学", "keywords": ["手语课程设计"]},
    ],
    "languages": [
        {"language": "中国手语", "fluency": "精通"},
        {"language": "粤语", "fluency": "流利"},
        {"language": "英语", "fluency": "CET-4"},
    ],
    "certificates": [
        {"name": "手语翻译员职业技能等级证书（高级）", "issuer": "中国残疾人联合会",
         "date": "2019"},
    ],
    "awards": [
        {"title": "全国手语翻译大赛二等奖", "awarder": "中国聋人协会", "date": "2022"},
    ],
}  # fmt: skip

GEMOLOGIST = {
    "basics": {
        "name": "邵雅琳",
        "label": "珠宝鉴定师",
        "email": "shao.yalin@example.cn",
        "phone": "137 1186 4020",
        "location": {"city": "深圳", "region": "广东"},
        "summary": "五年珠宝检测经验，熟悉钻石分级与翡翠鉴定，出具检测证书逾两万份。",
        "profiles": li("shao-yalin-gg"),
    },
    "work": [
        job("国家珠宝玉石首饰检验集团深圳实验室", "检测工程师", "深圳", "2022-04", "",
            "完成钻石4C分级与彩色宝石检测",
            "复核疑难翡翠样品的处理判定",
            "参与实验室能力验证，结果全部满意"),
        job("周大福珠宝金行有限公司", "质检员", "深圳", "2019-07", "2022-03",
            "负责门店货品入库质检",
            "建立翡翠手镯瑕疵分级对照表"),
    ],
    "education": [
        school("中国地质大学（武汉）", "本科", "宝石及材料工艺学", "2015", "2019"),
    ],
    "skills": [
        {"name": "鉴定", "keywords": ["钻石分级", "翡翠鉴定", "红外光谱"]},
        {"name": "仪器", "keywords": ["折射仪", "紫外荧光灯"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
        {"language": "粤语", "fluency": "熟练"},
    ],
    "certificates": [
        {"name": "GIA Graduate Gemologist", "issuer": "GIA", "date": "2021"},
        {"name": "珠宝玉石质量检验师", "issuer": "国家珠宝玉石质量监督检验中心", "date": "2020"},
    ],
}  # fmt: skip

GEOLOGIST = {
    "basics": {
        "name": "马振东",
        "label": "地质勘查工程师",
        "email": "ma.zhendong@example.cn",
        "phone": "139 9310 5527",
        "location": {"city": "兰州", "region": "甘肃"},
        "summary": "十二年固体矿产勘查经验，负责钻探编录与储量估算，长期野外工作。",
    },
    "work": [
        job("甘肃省地质矿产勘查开发局第三地质矿产勘查院", "项目负责人", "兰州", "2017-03", "",
            "主持金矿详查项目，新增金金属量6.2吨",
            "组织钻孔编录与岩心采样",
            "编写勘查报告并通过评审"),
        job("新疆地矿局第一地质大队", "地质技术员", "昌吉", "2012-07", "2017-02",
            "完成1:1万地质填图45平方千米",
            "负责探槽编录与化探采样"),
    ],
    "education": [
        school("长安大学", "本科", "资源勘查工程", "2008", "2012"),
    ],
    "skills": [
        {"name": "勘查", "keywords": ["地质填图", "钻孔编录", "储量估算"]},
        {"name": "软件", "keywords": ["MapGIS", "Surpac", "ArcGIS"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "普通话", "fluency": "二级乙等"},
    ],
    "certificates": [
        {"name": "高级工程师（地质矿产）", "issuer": "甘肃省人力资源和社会保障厅", "date": "2021"},
    ],
}  # fmt: skip

PEOPLE_ZH = {
    "aircraft": AIRCRAFT_MECHANIC,
    "landscape": LANDSCAPE,
    "signal": RAIL_SIGNAL,
    "signlang": SIGN_INTERPRETER,
    "gems": GEMOLOGIST,
    "geology": GEOLOGIST,
}
