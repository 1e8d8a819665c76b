"""Chinese people of blind set 4, continued: 会计主管, 药品注册专员, 室内设计师."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, school

ACCOUNTING_SUPERVISOR = {
    "basics": {
        "name": "罗晓燕",
        "label": "会计主管",
        "email": "luoxiaoyan@example.com",
        "phone": "139 5555 3308",
        "location": {"city": "成都"},
        "summary": "九年制造业财务工作经验，熟悉总账、税务申报和成本核算，"
        "带领团队完成过两次年度审计。",
    },
    "work": [
        job(
            "四川蜀达机械制造有限公司",
            "会计主管",
            "成都",
            "2020-03",
            "",
            "负责总账管理和月度结账，结账时间从八天缩短到五天",
            "按时完成增值税和企业所得税申报",
            "配合会计师事务所完成年度审计",
        ),
        job(
            "成都锦程物流有限公司",
            "总账会计",
            "成都",
            "2015-07",
            "2020-02",
            "编制月度财务报表和管理报表",
            "负责固定资产核算和费用报销审核",
        ),
    ],
    "education": [
        school("西南财经大学", "学士", "会计学", "2011", "2015"),
    ],
    "skills": [
        {"name": "财务软件", "keywords": ["用友U8", "金蝶K3", "SAP FICO"]},
        {"name": "专业技能", "keywords": ["成本核算", "纳税申报", "合并报表"]},
    ],
    "languages": [{"language": "英语", "fluency": "四级"}],
    "certificates": [
        {"name": "中级会计师", "issuer": "财政部", "date": "2018"},
        {"name": "税务师", "issuer": "中国注册税务师协会", "date": "2022"},
    ],
}

REGULATORY_AFFAIRS = {
    "basics": {
        "name": "司马静怡",
        "label": "药品注册专员",
        "email": "sima.jingyi@example.cn",
        "phone": "150 5555 7462",
        "location": {"city": "苏州"},
        "summary": "六年化学药品注册经验，熟悉 NMPA 申报流程和 CTD 格式资料，"
        "独立负责过三个仿制药一致性评价项目。",
    },
    "work": [
        job(
            "苏州恒瑞康药业有限公司",
            "高级注册专员",
            "苏州",
            "2021-05",
            "",
            "负责仿制药一致性评价的申报资料撰写和递交",
            "跟踪审评进度并回复发补意见",
            "维护产品注册证书和变更备案",
        ),
        job(
            "南京华东医药研究院",
            "注册专员",
            "南京",
            "2018-07",
            "2021-04",
            "整理 CTD 模块三药学资料",
            "协助完成两个临床试验申请",
        ),
    ],
    "education": [
        school("中国药科大学", "硕士", "药物分析", "2015", "2018"),
        school("沈阳药科大学", "学士", "药学", "2011", "2015"),
    ],
    "skills": [
        {"name": "注册法规", "keywords": ["NMPA 申报", "CTD 格式", "一致性评价"]},
        {"name": "办公软件", "keywords": ["Word", "Excel", "Adobe Acrobat"]},
    ],
    "languages": [{"language": "英语", "fluency": "六级"}],
    "certificates": [
        {"name": "执业药师", "issuer": "国家药品监督管理局", "date": "2020"},
    ],
}

INTERIOR_DESIGNER = {
    "basics": {
        "name": "韩雨桐",
        "label": "室内设计师",
        "email": "hanyutong@example.com",
        "phone": "177 5555 4186",
        "location": {"city": "深圳"},
        "summary": "七年住宅和商业空间设计经验，擅长现代简约与新中式风格，"
        "从方案到施工落地全程跟进。",
    },
    "work": [
        job(
            "深圳尚品空间设计有限公司",
            "主案设计师",
            "深圳",
            "2021-04",
            "",
            "负责高端住宅的方案设计和施工图，年完成项目二十余个",
            "与客户沟通需求并控制预算",
            "指导两名助理设计师",
        ),
        job(
            "广州木子装饰工程有限公司",
            "设计师",
            "广州",
            "2017-07",
            "2021-03",
            "完成餐饮和办公空间的方案设计",
            "跟进施工现场并处理设计变更",
        ),
    ],
    "education": [
        school("广州美术学院", "学士", "环境设计", "2013", "2017"),
    ],
    "skills": [
        {"name": "设计软件", "keywords": ["AutoCAD", "3ds Max", "SketchUp", "酷家乐"]},
        {"name": "专业能力", "keywords": ["空间规划", "软装搭配", "预算控制"]},
    ],
    "languages": [{"language": "英语", "fluency": "四级"}, {"language": "粤语", "fluency": "熟练"}],
    "certificates": [
        {"name": "室内装饰设计师（三级）", "issuer": "人力资源和社会保障部", "date": "2019"},
    ],
    "projects": [
        {
            "name": "深圳湾一号样板间",
            "startDate": "2022-03",
            "endDate": "2022-08",
            "highlights": [
                "新中式风格大平层样板间，面积三百二十平方米",
                "负责方案和软装设计",
                "项目获开发商年度优秀样板间",
            ],
        },
    ],
}
