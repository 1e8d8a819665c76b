"""People of the scan and photo set (`bench/parts/ocr_pages.py`, `bench/ocr_accuracy.py`):
nine resumes written for OCR, five professions in English and five in Chinese, each a JSON
Resume (the ground truth) made from the small tables below, with the layout it is printed in.
The people whose `held_out` is true were never looked at while tuning the OCR path."""

from __future__ import annotations

from typing import Any

# (key, language, layout, held_out, name, label, email, phone, city, summary,
#  [(employer, position, city, start, end, [highlights])],
#  [(school, degree, area, start, end)], {skill group: [keywords]}, [(language, fluency)])
PEOPLE: list[tuple] = [
    ("vet", "en", "single", False, "Hannah Kowalczyk", "Veterinary Surgeon",
     "hannah.kowalczyk@example.com", "+1 614 555 0182", "Columbus",
     "Small animal veterinarian with eight years of surgery and emergency care.",
     [("Riverbend Animal Hospital", "Associate Veterinarian", "Columbus, OH", "2019-05", "", [
         "Performed 600 soft tissue surgeries a year with a 98% recovery rate",
         "Introduced a dental screening programme for senior dogs",
     ]), ("Maple Grove Veterinary Clinic", "Veterinary Intern", "Dayton, OH", "2017-06",
          "2019-04", ["Handled night emergency shifts for a clinic of 12 vets"])],
     [("Ohio State University", "Doctor of Veterinary Medicine", "Veterinary Medicine",
       "2013-09", "2017-05")],
     {"Clinical": ["Soft tissue surgery", "Anaesthesia", "Ultrasound"]},
     [("English", "Native"), ("Polish", "Fluent")]),
    ("electrician", "en", "two-column", False, "Marcus Delgado", "Licensed Electrician",
     "marcus.delgado@example.com", "+1 512 555 0147", "Austin",
     "Journeyman electrician wiring commercial buildings and solar installations.",
     [("Lone Star Electric", "Journeyman Electrician", "Austin, TX", "2018-03", "", [
         "Wired 40 commercial units to code with no failed inspections",
         "Installed rooftop solar arrays of up to 250 kilowatts",
     ]), ("Brightline Services", "Apprentice Electrician", "San Marcos, TX", "2014-08",
          "2018-02", ["Ran conduit and pulled cable for school renovations"])],
     [("Austin Community College", "Associate of Applied Science", "Electrical Technology",
       "2012-09", "2014-05")],
     {"Trade": ["Conduit bending", "Panel upgrades", "Solar wiring"],
      "Safety": ["OSHA 30", "Lockout tagout"]},
     [("English", "Native"), ("Spanish", "Native")]),
    ("logistics", "en", "single", False, "Priya Raman", "Logistics Coordinator",
     "priya.raman@example.com", "+44 161 555 0193", "Manchester",
     "Logistics coordinator who plans freight for retailers across the north of England.",
     [("Northgate Freight Ltd", "Logistics Coordinator", "Manchester, UK", "2020-01", "", [
         "Planned 300 deliveries a week for 45 retail stores",
         "Cut empty truck miles by 18% with shared return loads",
     ]), ("Pennine Warehousing", "Warehouse Supervisor", "Leeds, UK", "2016-09", "2019-12", [
         "Supervised a team of 14 pickers on two shifts",
     ])],
     [("University of Leeds", "Bachelor of Science", "Supply Chain Management", "2013-09",
       "2016-06")],
     {"Tools": ["SAP", "Excel", "Route planning"]},
     [("English", "Native"), ("Tamil", "Fluent")]),
    ("marketing", "en", "two-column", True, "Olivia Brennan", "Marketing Manager",
     "olivia.brennan@example.com", "+353 1 555 0124", "Dublin",
     "Marketing manager growing consumer brands through content and paid search.",
     [("Harbour Foods", "Marketing Manager", "Dublin, Ireland", "2019-02", "", [
         "Grew online sales by 35% in two years with seasonal campaigns",
         "Managed a yearly media budget of 1.2 million euro",
     ]), ("Liffey Digital", "Marketing Executive", "Dublin, Ireland", "2015-09", "2019-01", [
         "Ran paid search accounts for 20 clients",
     ])],
     [("University College Dublin", "Bachelor of Commerce", "Marketing", "2011-09", "2015-06")],
     {"Marketing": ["Google Ads", "Content strategy", "Brand management"]},
     [("English", "Native"), ("Irish", "Conversational")]),
    ("hr", "zh", "grid", False, "林晓雯", "人力资源经理", "linxiaowen@example.cn",
     "138 1234 5678", "上海", "八年人力资源经验，熟悉招聘、培训与绩效管理。",
     [("上海联华信息技术有限公司", "人力资源经理", "上海", "2019-03", "", [
         "搭建校园招聘体系，每年招聘应届生八十人",
         "推行季度绩效面谈，员工流失率下降百分之十二",
     ]), ("苏州恒信电子有限公司", "招聘专员", "苏州", "2016-07", "2019-02", [
         "负责技术岗位招聘，年均入职一百二十人",
     ])],
     [("华东师范大学", "本科", "人力资源管理", "2012-09", "2016-06")],
     {"专业技能": ["招聘", "培训体系", "绩效管理"]},
     [("英语", "大学英语六级")]),
    ("frontend", "zh", "two-column", False, "王子豪", "前端工程师", "wangzihao@example.cn",
     "139 8765 4321", "深圳", "五年前端开发经验，擅长大型单页应用与性能优化。",
     [("深圳腾讯计算机系统有限公司", "高级前端工程师", "深圳", "2020-07", "", [
         "负责广告投放平台前端架构，页面加载时间缩短百分之四十",
         "主导组件库建设，覆盖三十个业务团队",
     ]), ("广州网易计算机系统有限公司", "前端工程师", "广州", "2018-07", "2020-06", [
         "开发游戏社区移动端页面",
     ])],
     [("华南理工大学", "本科", "计算机科学与技术", "2014-09", "2018-06")],
     {"技术栈": ["React", "TypeScript", "Webpack"]},
     [("英语", "熟练")]),
    ("pharmacist", "zh", "single", False, "赵敏", "执业药师", "zhaomin@example.cn",
     "136 2468 1357", "成都", "七年医院药房工作经验，负责处方审核与用药指导。",
     [("四川大学华西医院", "主管药师", "成都", "2018-08", "", [
         "每天审核处方六百张，差错率低于千分之一",
         "为慢病患者开设用药咨询门诊",
     ]), ("成都市第三人民医院", "药师", "成都", "2015-07", "2018-07", [
         "负责住院药房调剂与药品库存管理",
     ])],
     [("中国药科大学", "本科", "药学", "2011-09", "2015-06")],
     {"专业技能": ["处方审核", "临床药学", "药品管理"]},
     [("英语", "大学英语四级")]),
    ("mechanic", "zh", "grid", True, "陈志强", "机械工程师", "chenzhiqiang@example.cn",
     "137 1357 2468", "宁波", "十年机械设计经验，熟悉注塑模具与自动化产线。",
     [("宁波舜宇光电有限公司", "高级机械工程师", "宁波", "2017-04", "", [
         "设计自动化组装产线三条，产能提升百分之二十五",
         "负责模具供应商技术评审",
     ]), ("杭州汽轮机股份有限公司", "机械工程师", "杭州", "2013-07", "2017-03", [
         "完成汽轮机叶片夹具设计",
     ])],
     [("浙江大学", "硕士", "机械工程", "2010-09", "2013-06")],
     {"专业技能": ["SolidWorks", "AutoCAD", "公差分析"]},
     [("英语", "大学英语六级")]),
    ("teacher", "zh", "single", True, "刘雨萱", "小学语文教师", "liuyuxuan@example.cn",
     "135 1122 3344", "南京", "六年小学语文教学经验，擅长阅读与写作课程设计。",
     [("南京市琅琊路小学", "语文教师", "南京", "2019-09", "", [
         "担任三年级班主任，组织校级阅读节活动",
         "所带班级语文平均分连续两年位列年级第一",
     ]), ("南京市游府西街小学", "实习教师", "南京", "2018-02", "2018-06", [
         "协助完成二年级语文教学",
     ])],
     [("南京师范大学", "本科", "汉语言文学", "2015-09", "2019-06")],
     {"专业技能": ["课程设计", "阅读指导", "班级管理"]},
     [("英语", "大学英语六级")]),
]  # fmt: skip


def people() -> list[dict[str, Any]]:
    """Each person as {"key", "language", "layout", "held_out", "resume"}."""
    return [resume_of(row) for row in PEOPLE]


def resume_of(row: tuple) -> dict[str, Any]:
    """One row of a people table as {"key", "language", "layout", "held_out", "resume"}."""
    key, language, layout, held_out, name, label, email, phone, city, summary = row[:10]
    work, schools, skills, languages = row[10:]
    resume = {
        "basics": {
            "name": name,
            "label": label,
            "email": email,
            "phone": phone,
            "summary": summary,
            "location": {"city": city},
        },
        "work": [
            {
                "name": company,
                "position": position,
                "location": place,
                "startDate": start,
                **({"endDate": end} if end else {}),
                "highlights": list(highlights),
            }
            for company, position, place, start, end, highlights in work
        ],
        "education": [
            {
                "institution": school,
                "studyType": degree,
                "area": area,
                "startDate": start,
                "endDate": end,
            }
            for school, degree, area, start, end in schools
        ],
        "skills": [{"name": group, "keywords": list(words)} for group, words in skills.items()],
        "languages": [{"language": lang, "fluency": level} for lang, level in languages],
    }
    return {
        "key": key,
        "language": language,
        "layout": layout,
        "held_out": held_out,
        "resume": resume,
    }
