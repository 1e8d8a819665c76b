# ruff: noqa: E501
"""Chinese and mixed people for the LinkedIn "Save to PDF"-like profiles (`linkedin_render.py`),
as LinkedIn exports vary by interface language and version (issue 27b). Two are held out
(`linkedin_people.HELD_OUT`: zh-hr, mixed-en-pharma)."""

from __future__ import annotations

from typing import Any

from bench.parts.linkedin_people import role, school

# Chinese and mixed profiles of other LinkedIn versions and interface languages (`ui`: the
# language of headings, dates and labels when it is not the content's; `heads`: headings of
# other versions; `date`: "now" 现在, "spaced" 2019年 3月, "month-first" 3月 2019; `duration`:
# "spaced" 5 年 9 个月, "tight" · 5年9个月; `marker`: the bullet; `extra`: a section the reader
# does not know, as (heading, JSON Resume key, [(name, lines)]); `city`: the location's city).
VARIANTS = {"zh-engineer", "zh-pharma", "zh-hr", "mixed-en-pharma", "zh-architect"}

VARIANT_PROFILES: list[dict[str, Any]] = [
    {
        "key": "zh-engineer", "lang": "zh", "ui": "en", "name": "刘洋",
        "headline": "高级电气工程师 - 上海电气集团",
        "location": "Shanghai, China", "city": "Shanghai",
        "email": "liuyang.ee@163.com", "phone": "13761234567", "handle": "liuyang-ee",
        "website": "",
        "summary": "十年电力系统设计与调试经验，负责过多座变电站的电气一次和二次设计，熟悉国家电网的验收规范。",
        "skills": ["电气设计", "继电保护", "AutoCAD Electrical"],
        "languages": [("中文", "Native or Bilingual"), ("英语", "Professional Working Proficiency")],
        "certs": ["注册电气工程师（供配电）"], "awards": [], "pubs": [],
        "date": "now", "duration": "spaced", "marker": "● ",
        "jobs": [
            {"company": "上海电气集团股份有限公司", "roles": [
                role("高级电气工程师", "2019-03", None, "上海市", [
                    "负责二百二十千伏变电站的电气一次设计与设备选型",
                    "带领四人小组完成三座变电站的调试与验收"]),
                role("电气工程师", "2015-07", "2019-02", "上海市", [
                    "完成继电保护定值计算与图纸审核"]),
            ]},
            {"company": "江苏华电工程有限公司", "roles": [
                role("助理工程师", "2014-07", "2015-06", "江苏 南京", [
                    "参与配电房改造项目的现场施工管理，协调施工队伍与监理单位，整理竣工资料并编写调试报告，保证工程按期交付使用。"],
                    bullets=False),
            ]},
        ],
        "schools": [school("东南大学", "硕士", "电气工程", "2011", "2014")],
    },
    {
        "key": "zh-pharma", "lang": "zh", "name": "赵敏",
        "headline": "临床研究经理，恒瑞医药集团",
        "location": "上海市", "city": "上海市",
        "email": "zhaomin.cra@126.com", "phone": "", "handle": "zhaomin-clinical",
        "website": "",
        "summary": "八年临床试验管理经验，负责肿瘤药物二期和三期临床试验的中心启动、监查与数据质量。熟悉药物临床试验质量管理规范，"
        "与研究者和伦理委员会保持良好沟通，多次顺利通过国家药监局的现场核查。",
        "skills": ["临床试验管理", "药物警戒", "项目管理"],
        "languages": [("中文", "母语或双语"), ("英语", "完全专业能力")],
        "certs": ["药物临床试验质量管理规范培训证书", "项目管理专业人士（PMP）"],
        "awards": ["年度优秀项目经理"], "pubs": [],
        "heads": {"work": "工作经验", "education": "教育背景", "skills": "热门技能",
                  "languages": "语言能力", "certs": "执照和认证", "summary": "关于"},
        "date": "spaced", "duration": "tight", "marker": "",
        "jobs": [
            {"company": "江苏恒瑞医药股份有限公司", "roles": [
                role("临床研究经理", "2020-06", None, "上海市", [
                    "管理肺癌靶向药物三期临床试验，覆盖全国三十二家研究中心，按计划完成受试者入组。",
                    "建立中心监查计划与风险评估表，严重方案偏离减少一半。"], bullets=False),
            ]},
            {"company": "昆泰医药发展（上海）有限公司", "roles": [
                role("高级临床监查员", "2018-03", "2020-05", "上海市", [
                    "负责五家研究中心的监查访视、原始数据核查与药物清点，按时提交监查报告。"],
                    bullets=False),
                role("临床监查员", "2017-07", "2018-02", "上海市", [
                    "协助中心启动与伦理递交，整理研究者文件夹。"], bullets=False),
            ]},
        ],
        "schools": [school("复旦大学", "硕士", "药理学", "2014", "2017"),
                    school("中国药科大学", "学士", "药学", "2010", "2014")],
    },
    {
        "key": "zh-hr", "lang": "zh", "name": "孙丽华",
        "headline": "人力资源总监 | 招聘与组织发展",
        "location": "中国 上海",
        "email": "sunlihua.hr@qq.com", "phone": "13916543210", "handle": "sunlihua-hr",
        "website": "",
        "summary": "十五年人力资源管理经验，擅长招聘体系搭建、绩效管理与组织发展。",
        "skills": ["招聘管理", "绩效管理", "组织发展", "员工关系"],
        "languages": [("中文", "母语或双语"), ("英语", "专业工作能力")],
        "certs": ["高级人力资源管理师"], "awards": ["优秀人力资源经理人"],
        "pubs": ["制造企业校园招聘的实践"],
        "heads": {"skills": "技能", "certs": "资格认证", "summary": "简介", "work": "工作经历"},
        "date": "month-first", "marker": "- ",
        "jobs": [
            {"company": "上海联合汽车集团", "roles": [
                role("人力资源总监", "2021-04", None, "中国 上海", [
                    "负责集团三千名员工的招聘、培训与薪酬体系",
                    "推行季度绩效面谈，关键岗位流失率下降三成"]),
                role("人力资源经理", "2020-07", "2021-03", "中国 上海", [
                    "负责新能源事业部的组建与人员招聘"]),
            ]},
            {"company": "苏州精密机械有限公司", "roles": [
                role("招聘主管", "2010-07", "2011-06", "中国 江苏 苏州", [
                    "完成年度校园招聘与社会招聘计划"]),
            ]},
        ],
        "schools": [school("华东师范大学", "学士", "人力资源管理", "2006", "2010")],
    },
    {
        "key": "mixed-en-pharma", "lang": "en", "ui": "zh", "name": "Daniel Brooks",
        "headline": "Regulatory Affairs Manager | Medical Devices",
        "location": "中国 上海", "city": "上海",
        "email": "daniel.brooks@outlook.com", "phone": "+86 138 0013 5566", "handle": "danielbrooks-ra",
        "website": "",
        "summary": "Regulatory affairs manager with nine years of device submissions in China and the "
        "European Union, from classification to post-market surveillance.",
        "skills": ["Regulatory Submissions", "ISO 13485", "Clinical Evaluation"],
        "languages": [("English", "母语或双语"), ("Chinese", "专业工作能力")],
        "certs": ["Regulatory Affairs Certification (RAC)"], "awards": [], "pubs": [],
        "heads": {"work": "经历", "education": "教育经历", "skills": "技能", "languages": "语言",
                  "certs": "证书", "summary": "简介"},
        "date": "now", "marker": "• ",
        "jobs": [
            {"company": "Siemens Healthineers", "roles": [
                role("Regulatory Affairs Manager", "2020-02", None, "Shanghai, China", [
                    "Lead NMPA registrations for imaging devices",
                    "Prepared clinical evaluation reports for twelve products"]),
            ]},
            {"company": "Medtronic", "roles": [
                role("Regulatory Specialist", "2016-05", "2020-01", "Shanghai, China", [
                    "Filed CE technical files under the new Medical Device Regulation"]),
            ]},
        ],
        "schools": [school("University of Manchester", "Master of Science - MSc", "Pharmacy", "2014", "2015")],
    },
    {
        "key": "zh-architect", "lang": "zh", "name": "周凯",
        "headline": "建筑师 | 公共建筑设计",
        "location": "中国 北京",
        "email": "zhoukai.arch@163.com", "phone": "13501237788", "handle": "zhoukai-arch",
        "website": "",
        "summary": "",
        "skills": ["建筑设计", "Revit", "方案汇报"],
        "languages": [("中文", "母语或双语")],
        "certs": ["一级注册建筑师"], "awards": [], "pubs": [],
        "extra": [("项目经历", "projects", [
            ("北京城市副中心图书馆", ["负责立面深化设计与幕墙节点", "协调结构与机电专业的综合图纸"]),
            ("雄安新区市民服务中心", ["完成会议中心的方案设计与施工图审查"]),
        ])],
        "jobs": [
            {"company": "北京市建筑设计研究院有限公司", "roles": [
                role("主创建筑师", "2017-09", None, "中国 北京", [
                    "主持文化建筑与办公建筑的方案设计", "指导三名建筑师完成施工图"]),
            ]},
        ],
        "schools": [school("清华大学", "硕士", "建筑学", "2014", "2017")],
    },
]  # fmt: skip
