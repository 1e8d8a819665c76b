"""Chinese people of blind set 3 (issue 27): JSON Resume truths written by hand for this set
only. A renderer shows every fact kept here, unless it narrows its own copy of the truth."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, school

CHEMICAL_ENGINEER = {
    "basics": {
        "name": "邵志远",
        "label": "化工工艺工程师",
        "email": "shaozhiyuan@example.cn",
        "phone": "139 5555 0718",
        "location": {"city": "南京"},
        "summary": "九年石化装置工艺经验，熟悉加氢与精馏单元的开停车、优化和安全管理，"
        "主导过三次装置技改。",
    },
    "work": [
        job(
            "扬子石化工程有限公司",
            "高级工艺工程师",
            "南京",
            "2020-04",
            "",
            "负责加氢裂化装置的工艺优化，装置能耗下降百分之六",
            "编写开停车方案和操作规程，组织两次大检修后的开车",
            "牵头 HAZOP 分析，关闭整改项四十余项",
            "培训新入职工艺员十二人",
        ),
        job(
            "常州新材料化工有限公司",
            "工艺工程师",
            "常州",
            "2016-07",
            "2020-03",
            "负责精馏塔的日常运行和参数调整",
            "参与年产五万吨项目的试车和性能考核",
            "整理工艺台账和物料平衡报表",
        ),
        job(
            "江苏恒润化学",
            "技术员",
            "泰州",
            "2014-07",
            "2016-06",
            "在中控室跟班操作，记录运行数据",
            "协助完成装置的标定工作",
        ),
    ],
    "education": [
        school("南京工业大学", "硕士", "化学工程", "2011", "2014"),
        school("青岛科技大学", "学士", "化学工程与工艺", "2007", "2011"),
    ],
    "skills": [
        {"name": "工艺", "keywords": ["Aspen Plus", "HAZOP", "物料衡算"]},
        {"name": "软件", "keywords": ["AutoCAD", "PI 系统"]},
    ],
    "languages": [{"language": "英语", "fluency": "六级"}],
    "certificates": [
        {"name": "注册化工工程师", "issuer": "人力资源和社会保障部", "date": "2019"},
        {"name": "危险化学品安全管理证", "issuer": "江苏省应急管理厅", "date": "2021"},
    ],
}

PROPERTY_MANAGER = {
    "basics": {
        "name": "冯晓琳",
        "label": "物业项目经理",
        "email": "fengxiaolin@example.com",
        "phone": "186 5555 2039",
        "location": {"city": "杭州"},
        "summary": "八年住宅与商业综合体物业管理经验，擅长客户服务、预算控制和团队管理。",
    },
    "work": [
        job(
            "绿城物业服务集团",
            "项目经理",
            "杭州",
            "2019-09",
            "",
            "管理两千三百户高端住宅小区，团队六十人",
            "物业费收缴率从百分之八十九提升到百分之九十七",
            "牵头完成电梯更新和地下车库改造工程",
        ),
        job(
            "万科物业",
            "客服主管",
            "宁波",
            "2016-03",
            "2019-08",
            "处理业主投诉和报修，满意度连续三年全区第一",
            "制定客服岗位培训手册",
        ),
    ],
    "education": [school("浙江工商大学", "学士", "物业管理", "2012", "2016")],
    "skills": [
        {"name": "预算管理"},
        {"name": "客户服务"},
        {"name": "设备设施管理"},
        {"name": "消防安全"},
    ],
    "languages": [{"language": "英语", "fluency": "四级"}],
    "certificates": [
        {"name": "物业管理师", "issuer": "中国物业管理协会", "date": "2018"},
    ],
}

PHARMACIST = {
    "basics": {
        "name": "欧阳静怡",
        "label": "临床药师",
        "email": "ouyangjy@example.cn",
        "phone": "137 5555 4162",
        "location": {"city": "长沙"},
        "summary": "六年三甲医院临床药学工作经验，专注抗感染药物和用药安全。",
    },
    "work": [
        job(
            "湖南省人民医院",
            "临床药师",
            "长沙",
            "2021-03",
            "",
            "参与感染科查房，为医生提供抗菌药物调整建议",
            "审核住院医嘱，每月拦截不合理用药约一百二十条",
            "为慢病患者开展用药教育",
        ),
        job(
            "老百姓大药房",
            "驻店药师",
            "株洲",
            "2018-07",
            "2021-02",
            "负责处方审核和药品调配",
            "建立门店特殊药品管理台账",
        ),
    ],
    "education": [school("中南大学", "硕士", "临床药学", "2015", "2018")],
    "skills": [
        {"name": "专业", "keywords": ["处方审核", "治疗药物监测", "药物咨询"]},
        {"name": "工具", "keywords": ["HIS 系统", "合理用药软件"]},
    ],
    "languages": [{"language": "英语", "fluency": "六级"}],
    "certificates": [
        {"name": "执业药师", "issuer": "国家药品监督管理局", "date": "2019"},
        {"name": "临床药师岗位培训证书", "issuer": "中国医院协会", "date": "2021"},
    ],
}

KINDERGARTEN_TEACHER = {
    "basics": {
        "name": "薛晴",
        "label": "幼儿园教师",
        "email": "xueqing@example.com",
        "phone": "135 5555 9087",
        "location": {"city": "成都"},
        "summary": "五年幼儿园一线教学经验，擅长游戏化教学和家园沟通。",
    },
    "work": [
        job(
            "成都市锦江区第一幼儿园",
            "大班主班教师",
            "成都",
            "2021-09",
            "",
            "设计自然探索主题课程，获区级优秀课例",
            "组织家长开放日和亲子活动每学期四次",
        ),
        job(
            "金色摇篮幼儿园",
            "配班教师",
            "绵阳",
            "2019-08",
            "2021-07",
            "协助主班教师完成一日生活和教学活动",
            "负责班级环境创设和幼儿成长档案",
        ),
    ],
    "education": [school("四川师范大学", "学士", "学前教育", "2015", "2019")],
    "skills": [
        {"name": "钢琴"},
        {"name": "舞蹈"},
        {"name": "绘本教学"},
        {"name": "家园沟通"},
    ],
    "languages": [{"language": "普通话", "fluency": "二级甲等"}],
    "certificates": [{"name": "幼儿园教师资格证", "issuer": "四川省教育厅", "date": "2019"}],
}

TRADE_SALES = {
    "basics": {
        "name": "邓凯文",
        "label": "外贸业务员",
        "email": "kevin.deng@example.com",
        "phone": "+86 158 5555 3341",
        "location": {"city": "宁波"},
        "summary": "四年五金工具外贸经验，熟悉欧美和中东市场，独立开发客户并跟进订单。",
    },
    "work": [
        job(
            "宁波海曙华通进出口有限公司",
            "外贸业务员",
            "宁波",
            "2022-02",
            "",
            "通过展会和阿里巴巴国际站开发新客户二十一家",
            "年出货额四百二十万美元，同比增长百分之三十",
            "跟进打样、验货、订舱和收汇全流程",
        ),
        job(
            "义乌佳禾贸易有限公司",
            "外贸跟单",
            "义乌",
            "2020-07",
            "2022-01",
            "制作报关单据和信用证审单",
            "协调工厂交期，准时出货率百分之九十八",
        ),
    ],
    "education": [school("浙江万里学院", "学士", "国际经济与贸易", "2016", "2020")],
    "skills": [
        {"name": "业务", "keywords": ["客户开发", "信用证", "报关"]},
        {"name": "平台", "keywords": ["阿里巴巴国际站", "Google Ads"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "专业八级"},
        {"language": "西班牙语", "fluency": "基础"},
    ],
    "certificates": [
        {"name": "国际商务单证员证书", "issuer": "中国对外贸易经济合作企业协会", "date": "2021"}
    ],
}

AUDITOR = {
    "basics": {
        "name": "司马文博",
        "label": "审计经理",
        "email": "simawenbo@example.cn",
        "phone": "138 5555 6620",
        "location": {"city": "上海"},
        "summary": "十年会计师事务所审计经验，负责制造业和零售业上市公司年报审计。",
    },
    "work": [
        job(
            "立信会计师事务所",
            "审计经理",
            "上海",
            "2019-10",
            "",
            "带领八人团队完成三家上市公司年报审计",
            "复核内部控制测试和关键审计事项",
            "与审计委员会沟通审计发现",
        ),
        job(
            "天职国际会计师事务所",
            "高级审计员",
            "苏州",
            "2015-07",
            "2019-09",
            "执行存货监盘、函证和收入截止测试",
            "参与两家企业的首次公开发行审计",
        ),
    ],
    "education": [school("上海财经大学", "学士", "会计学", "2011", "2015", "GPA 3.7/4.0")],
    "skills": [
        {"name": "审计", "keywords": ["财务报表审计", "内部控制", "IPO 审计"]},
        {"name": "工具", "keywords": ["鼎信诺", "Excel", "SAP"]},
    ],
    "languages": [{"language": "英语", "fluency": "流利"}],
    "certificates": [
        {"name": "中国注册会计师", "issuer": "中国注册会计师协会", "date": "2018"},
        {"name": "ACCA", "issuer": "ACCA", "date": "2020"},
    ],
}

NURSE = {
    "basics": {
        "name": "蒋雨桐",
        "label": "ICU 护士",
        "email": "jiangyutong@example.com",
        "phone": "150 5555 7712",
        "location": {"city": "武汉"},
        "summary": "七年重症监护护理经验，熟练掌握呼吸机和 CRRT 护理，带教实习护士。",
    },
    "work": [
        job(
            "华中科技大学同济医学院附属协和医院",
            "ICU 责任护士",
            "武汉",
            "2019-05",
            "",
            "负责重症患者的监护、用药和气道管理",
            "参与科室压力性损伤预防项目，发生率下降百分之四十",
            "每年带教实习护士十余名",
        ),
        job(
            "武汉市第一医院",
            "护士",
            "武汉",
            "2017-07",
            "2019-04",
            "在心内科病房完成日常护理工作",
            "协助护士长整理护理质量检查资料",
        ),
    ],
    "education": [school("武汉大学", "学士", "护理学", "2013", "2017")],
    "skills": [
        {"name": "呼吸机护理"},
        {"name": "CRRT"},
        {"name": "PICC 维护"},
        {"name": "急救技能"},
    ],
    "languages": [{"language": "英语", "fluency": "四级"}],
    "certificates": [
        {"name": "护士执业证书", "issuer": "湖北省卫生健康委员会", "date": "2017"},
        {"name": "重症专科护士", "issuer": "湖北省护理学会", "date": "2021"},
    ],
}

PEOPLE_ZH = {
    "chem_engineer": CHEMICAL_ENGINEER,
    "property_manager": PROPERTY_MANAGER,
    "clinical_pharmacist": PHARMACIST,
    "kindergarten_teacher": KINDERGARTEN_TEACHER,
    "trade_sales": TRADE_SALES,
    "auditor_zh": AUDITOR,
    "icu_nurse": NURSE,
}
