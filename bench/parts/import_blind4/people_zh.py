"""Chinese people of blind set 4 (issue 27): JSON Resume truths written by hand for this set
only, professions blind set 3 did not use. A renderer shows every fact kept here, unless it
narrows its own copy of the truth."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, school

ELECTRICAL_ENGINEER = {
    "basics": {
        "name": "欧阳俊峰",
        "label": "电气工程师",
        "email": "ouyang.jf@example.cn",
        "phone": "138 5555 2741",
        "location": {"city": "武汉"},
        "summary": "八年工业与民用建筑电气设计经验，熟悉变配电系统和智能照明，"
        "负责过多个十万平方米以上项目的施工图设计。",
    },
    "work": [
        job(
            "中南建筑设计院股份有限公司",
            "主任电气工程师",
            "武汉",
            "2019-07",
            "",
            "负责十万平方米以上综合体项目的供配电系统设计",
            "审核施工图并解决现场技术问题",
            "带领三名设计师完成医院项目的电气施工图",
        ),
        job(
            "湖北华力机电工程有限公司",
            "电气设计师",
            "襄阳",
            "2016-07",
            "2019-06",
            "完成工厂车间的动力和照明设计",
            "编制设备材料清单和预算",
        ),
    ],
    "education": [
        school("华中科技大学", "学士", "电气工程及其自动化", "2012", "2016"),
    ],
    "skills": [
        {"name": "设计软件", "keywords": ["AutoCAD", "天正电气", "Revit MEP"]},
        {"name": "专业能力", "keywords": ["负荷计算", "短路计算", "防雷接地"]},
    ],
    "languages": [{"language": "英语", "fluency": "四级"}],
    "certificates": [
        {"name": "注册电气工程师（供配电）", "issuer": "住房和城乡建设部", "date": "2021"},
    ],
}

NEW_MEDIA = {
    "basics": {
        "name": "沈思琪",
        "label": "新媒体运营",
        "email": "shensiqi@example.com",
        "phone": "186 5555 0923",
        "location": {"city": "杭州"},
        "summary": "五年新媒体运营经验，擅长小红书和抖音内容策划，"
        "从零做起过两个十万粉丝的品牌账号。",
    },
    "work": [
        job(
            "杭州知味轻食科技有限公司",
            "新媒体运营主管",
            "杭州",
            "2022-03",
            "",
            "负责小红书和抖音账号的内容规划，一年粉丝从零增长到十二万",
            "策划直播活动二十余场，单场成交额最高八十万元",
            "管理三人内容小组并制定每周选题",
        ),
        job(
            "上海青橙文化传媒有限公司",
            "新媒体编辑",
            "上海",
            "2020-07",
            "2022-02",
            "撰写微信公众号推文，单篇阅读量最高十万加",
            "整理每月数据报表并优化发布时间",
        ),
    ],
    "education": [
        school("浙江传媒学院", "学士", "网络与新媒体", "2016", "2020"),
    ],
    "skills": [
        {"name": "内容运营", "keywords": ["选题策划", "短视频脚本", "直播运营"]},
        {"name": "工具", "keywords": ["剪映", "Photoshop", "新榜"]},
    ],
    "languages": [{"language": "英语", "fluency": "六级"}],
    "certificates": [
        {"name": "巨量引擎营销认证", "issuer": "巨量引擎", "date": "2023"},
    ],
}

MATH_TEACHER = {
    "basics": {
        "name": "贺文博",
        "label": "高中数学教师",
        "email": "hewenbo@example.cn",
        "phone": "135 5555 6120",
        "location": {"city": "长沙"},
        "summary": "十年高中数学教学经验，担任过六届班主任，"
        "所带班级高考数学平均分连续三年位列全市前五。",
    },
    "work": [
        job(
            "长沙市第一中学",
            "高中数学教师兼班主任",
            "长沙",
            "2018-08",
            "",
            "承担高三两个班的数学教学，每周十四节课",
            "指导学生参加全国高中数学联赛，六人获省一等奖",
            "参与编写校本教材《函数与导数专题》",
        ),
        job(
            "株洲市南方中学",
            "数学教师",
            "株洲",
            "2015-08",
            "2018-07",
            "承担高一、高二数学教学",
            "开设数学建模选修课",
        ),
    ],
    "education": [
        school("湖南师范大学", "硕士", "学科教学（数学）", "2013", "2015"),
        school("湘潭大学", "学士", "数学与应用数学", "2009", "2013"),
    ],
    "skills": [
        {"name": "教学", "keywords": ["高考命题研究", "竞赛辅导", "分层教学"]},
        {"name": "信息技术", "keywords": ["GeoGebra", "希沃白板"]},
    ],
    "languages": [{"language": "英语", "fluency": "六级"}],
    "certificates": [
        {"name": "高级中学教师资格证", "issuer": "湖南省教育厅", "date": "2015"},
    ],
    "awards": [
        {"title": "长沙市优秀班主任", "awarder": "长沙市教育局", "date": "2021"},
        {"title": "湖南省高中数学优质课一等奖", "awarder": "湖南省教育学会", "date": "2019"},
    ],
}
