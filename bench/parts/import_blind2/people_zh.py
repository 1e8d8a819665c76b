"""Chinese people of the blind set (issue 27): JSON Resume truths, written by hand for this
set only. Dates as JSON Resume wants them; the renderers show them as 2019.03 / 2019年3月."""

from __future__ import annotations

FOREIGN_TRADE = {
    "basics": {
        "name": "林晓彤",
        "label": "外贸业务员",
        "email": "lin.xiaotong@example.cn",
        "phone": "138 2655 0417",
        "location": {"city": "宁波"},
        "summary": "五年外贸业务经验，熟悉欧美客户开发与跟单流程，"
        "能独立完成询盘、报价、打样和出运。",
    },
    "work": [
        {
            "name": "宁波海曙恒远进出口有限公司",
            "position": "外贸业务员",
            "location": "宁波",
            "startDate": "2020-07",
            "highlights": [
                "负责欧洲市场小家电客户开发，年销售额约 600 万美元",
                "通过展会和阿里巴巴国际站新开发客户 23 家",
                "跟进订单从打样到出运的全部流程",
            ],
        },
        {
            "name": "义乌博达贸易有限公司",
            "position": "外贸跟单",
            "location": "义乌",
            "startDate": "2018-07",
            "endDate": "2020-06",
            "highlights": ["处理信用证和报关单据", "与工厂协调交期和验货"],
        },
    ],
    "education": [
        {
            "institution": "浙江外国语学院",
            "studyType": "本科",
            "area": "国际经济与贸易",
            "startDate": "2014-09",
            "endDate": "2018-06",
        }
    ],
    "skills": [
        {"name": "业务技能", "keywords": ["客户开发", "报价核算", "信用证"]},
        {"name": "办公软件", "keywords": ["Excel", "Photoshop"]},
    ],
    "languages": [{"language": "英语", "fluency": "专业八级"}],
    "certificates": [{"name": "国际商务单证员", "issuer": "中国国际贸易学会", "date": "2019"}],
}

PRESCHOOL_TEACHER = {
    "basics": {
        "name": "周雨萱",
        "label": "幼儿教师",
        "email": "zhouyuxuan@example.cn",
        "phone": "139 1872 5530",
        "location": {"city": "成都"},
        "summary": "热爱幼教工作，六年一线带班经验，擅长主题活动设计和家园沟通。",
    },
    "work": [
        {
            "name": "成都市锦江区蓝天幼儿园",
            "position": "主班教师",
            "location": "成都",
            "startDate": "2019-08",
            "highlights": [
                "负责大班 32 名幼儿的一日生活和教学活动",
                "设计的绘本主题课程获区级优秀教案",
                "每学期组织两次家长开放日",
            ],
        },
        {
            "name": "成都市小树苗幼儿园",
            "position": "配班教师",
            "location": "成都",
            "startDate": "2017-09",
            "endDate": "2019-07",
            "highlights": ["协助主班完成日常教学", "负责班级环境创设"],
        },
    ],
    "education": [
        {
            "institution": "四川师范大学",
            "studyType": "本科",
            "area": "学前教育",
            "startDate": "2013-09",
            "endDate": "2017-06",
        }
    ],
    "skills": [
        {"name": "专业技能", "keywords": ["钢琴", "舞蹈", "简笔画"]},
    ],
    "languages": [{"language": "普通话", "fluency": "二级甲等"}],
    "certificates": [{"name": "幼儿园教师资格证", "issuer": "四川省教育厅", "date": "2017"}],
}

PHARMACIST = {
    "basics": {
        "name": "黄志明",
        "label": "药剂师",
        "email": "huang.zhiming@example.cn",
        "phone": "186 2093 4471",
        "location": {"city": "广州"},
        "summary": "执业药师，八年医院药房和临床药学工作经验，熟悉处方审核与合理用药指导。",
    },
    "work": [
        {
            "name": "广州市第二人民医院",
            "position": "主管药师",
            "location": "广州",
            "startDate": "2019-03",
            "highlights": [
                "每日审核门诊处方约 800 张，不合理处方率降至 1% 以下",
                "参与抗菌药物专项点评",
                "为住院患者提供用药教育",
            ],
        },
        {
            "name": "大参林医药集团",
            "position": "驻店药师",
            "location": "佛山",
            "startDate": "2015-07",
            "endDate": "2019-02",
            "highlights": ["负责药品陈列与效期管理", "为顾客提供用药咨询"],
        },
    ],
    "education": [
        {
            "institution": "中山大学",
            "studyType": "本科",
            "area": "药学",
            "startDate": "2011-09",
            "endDate": "2015-06",
        }
    ],
    "skills": [
        {"name": "专业", "keywords": ["处方审核", "药物咨询", "GSP"]},
        {"name": "软件", "keywords": ["HIS系统", "Excel"]},
    ],
    "languages": [{"language": "英语", "fluency": "六级"}],
    "certificates": [{"name": "执业药师资格证", "issuer": "国家药品监督管理局", "date": "2016"}],
}

ARCHITECT = {
    "basics": {
        "name": "沈嘉伟",
        "label": "建筑设计师",
        "email": "shenjiawei@example.cn",
        "phone": "137 6120 8845",
        "url": "https://shenjiawei.example.cn",
        "location": {"city": "上海"},
        "summary": "一级注册建筑师，主持过多个公共建筑和住宅项目，擅长方案设计和施工图配合。",
    },
    "work": [
        {
            "name": "华东建筑设计研究院",
            "position": "主创建筑师",
            "location": "上海",
            "startDate": "2018-04",
            "highlights": [
                "主持嘉定区文化中心方案设计，建筑面积 4.2 万平方米",
                "带领 6 人团队完成三个住宅小区施工图",
                "负责与结构和机电专业的协调",
            ],
        },
        {
            "name": "同济大学建筑设计研究院",
            "position": "建筑师",
            "location": "上海",
            "startDate": "2014-07",
            "endDate": "2018-03",
            "highlights": ["参与杭州某中学校园规划", "绘制方案效果图和汇报文本"],
        },
    ],
    "education": [
        {
            "institution": "同济大学",
            "studyType": "硕士",
            "area": "建筑学",
            "startDate": "2011-09",
            "endDate": "2014-06",
        },
        {
            "institution": "东南大学",
            "studyType": "本科",
            "area": "建筑学",
            "startDate": "2006-09",
            "endDate": "2011-06",
        },
    ],
    "skills": [
        {"name": "设计软件", "keywords": ["AutoCAD", "Revit", "SketchUp", "Rhino"]},
    ],
    "languages": [{"language": "英语", "fluency": "流利"}],
    "certificates": [{"name": "一级注册建筑师", "issuer": "住房和城乡建设部", "date": "2020"}],
}

AUDITOR = {
    "basics": {
        "name": "王若琳",
        "label": "审计经理",
        "email": "wang.ruolin@example.cn",
        "phone": "135 0109 6623",
        "location": {"city": "北京"},
        "summary": "注册会计师，九年审计经验，熟悉上市公司年报审计和内部控制审计。",
    },
    "work": [
        {
            "name": "信永中和会计师事务所",
            "position": "审计经理",
            "location": "北京",
            "startDate": "2020-01",
            "highlights": [
                "负责 5 家上市公司年报审计项目",
                "管理 12 人审计团队的现场工作",
                "复核审计底稿并与客户管理层沟通",
            ],
        },
        {
            "name": "致同会计师事务所",
            "position": "高级审计员",
            "location": "北京",
            "startDate": "2015-07",
            "endDate": "2019-12",
            "highlights": ["执行 IPO 审计和专项审计", "编制合并报表"],
        },
    ],
    "education": [
        {
            "institution": "中央财经大学",
            "studyType": "本科",
            "area": "会计学",
            "startDate": "2011-09",
            "endDate": "2015-06",
        }
    ],
    "skills": [
        {"name": "专业能力", "keywords": ["财务报表审计", "内部控制", "IFRS"]},
        {"name": "工具", "keywords": ["用友", "SAP", "Excel"]},
    ],
    "languages": [{"language": "英语", "fluency": "熟练"}],
    "certificates": [{"name": "注册会计师", "issuer": "中国注册会计师协会", "date": "2018"}],
}

ECOMMERCE = {
    "basics": {
        "name": "陈思远",
        "label": "电商运营",
        "email": "chensiyuan@example.cn",
        "phone": "150 5712 3386",
        "location": {"city": "杭州"},
        "summary": "四年天猫和抖音电商运营经验，擅长活动策划、数据分析和店铺流量提升。",
    },
    "work": [
        {
            "name": "杭州禾木服饰有限公司",
            "position": "电商运营主管",
            "location": "杭州",
            "startDate": "2021-03",
            "highlights": [
                "负责天猫旗舰店日常运营，年销售额 4800 万元",
                "策划双十一大促，当日成交额同比增长 35%",
                "搭建抖音直播间并培养两名主播",
            ],
        },
        {
            "name": "杭州优选家居网络科技有限公司",
            "position": "运营专员",
            "location": "杭州",
            "startDate": "2019-07",
            "endDate": "2021-02",
            "highlights": ["负责商品上新和详情页优化", "每周整理店铺数据报表"],
        },
    ],
    "education": [
        {
            "institution": "浙江工商大学",
            "studyType": "本科",
            "area": "电子商务",
            "startDate": "2015-09",
            "endDate": "2019-06",
        }
    ],
    "skills": [
        {"name": "运营技能", "keywords": ["直通车", "生意参谋", "直播运营"]},
        {"name": "工具", "keywords": ["Excel", "Photoshop"]},
    ],
    "languages": [{"language": "英语", "fluency": "四级"}],
}

PEOPLE_ZH = {
    "foreign_trade": FOREIGN_TRADE,
    "preschool_teacher": PRESCHOOL_TEACHER,
    "pharmacist": PHARMACIST,
    "architect": ARCHITECT,
    "auditor": AUDITOR,
    "ecommerce": ECOMMERCE,
}
