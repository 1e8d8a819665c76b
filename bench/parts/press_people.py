"""People of the "press" corpus (`bench/import_press.py`): ten people of ten professions the
other corpora do not have (airline pilot, social worker, civil engineer, chef, veterinarian;
药剂师, 幼儿园教师, 审计师, 土木工程师, 厨师长), English and Chinese, with long highlights that
wrap over several lines (so justified text, hyphenation at line end and wide word gaps
happen). Written after the parser's rules, for typesetters it was never tuned on (groff,
pandoc). People 3 and 4 of each language are held out: never looked at while tuning.

Same row shape as `family_people.py` (its `person()` turns a row into a JSON Resume)."""

from __future__ import annotations

from typing import Any

EN: list[tuple] = [
    ("Marcus Lindqvist", "Airline Captain", "Seattle", "marcus.lindqvist@example.com",
     "+1 206 555 0191",
     "Airline captain with 12,000 flight hours on narrow-body jets, a line check airman who "
     "trains first officers and writes standard operating procedures for winter operations.",
     [("Cascade Air Lines", "Captain, Airbus A320", "Seattle, WA", "2017-05", "", [
         "Commanded more than 2,400 scheduled flights across North America with an on-time "
         "departure rate of 91 percent and no reportable incidents",
         "Served as line check airman, evaluating 60 first officers a year and rewriting the "
         "de-icing checklist adopted across the whole fleet"]),
      ("Horizon Regional", "First Officer, Dash 8", "Portland, OR", "2011-03", "2017-04", [
         "Flew short-haul routes in mountain weather, often into airports without radar "
         "approach control"])],
     [("Embry-Riddle Aeronautical University", "Bachelor of Science", "Aeronautical Science",
       "2006-09", "2010-05")],
     {"Aircraft": ["Airbus A320", "Dash 8"], "Operations": ["Crew resource management",
      "Winter operations", "Line checks"]},
     [("English", "Native"), ("Swedish", "Fluent")],
     [("Airline Transport Pilot", "Federal Aviation Administration", "2012-08")],
     {"awards": [("Captain of the Year", "Cascade Air Lines", "2022-01")]}),
    ("Angela Moreno", "Licensed Clinical Social Worker", "Phoenix", "angela.moreno@example.com",
     "+1 602 555 0134",
     "Clinical social worker who supports families through child welfare cases, with a "
     "caseload of thirty and a record of reuniting children with their parents.",
     [("Maricopa Family Services", "Senior Social Worker", "Phoenix, AZ", "2018-02", "", [
         "Carried a caseload of 30 families and reunited 45 children with their parents "
         "through safety plans written together with the courts",
         "Supervised four case workers and led the weekly review of high-risk placements"]),
      ("Desert Hope Shelter", "Case Manager", "Tempe, AZ", "2014-06", "2018-01", [
         "Placed 120 homeless adults in permanent housing and connected them with benefits"])],
     [("Arizona State University", "Master of Social Work", "Clinical Practice", "2012-08",
       "2014-05")],
     {"Practice": ["Crisis intervention", "Trauma-informed care", "Family mediation"],
      "Systems": ["CHILDS", "Excel"]},
     [("English", "Native"), ("Spanish", "Native")],
     [("Licensed Clinical Social Worker", "Arizona Board of Behavioral Health", "2016-03")],
     {"volunteer": [("Phoenix Crisis Line", "Night Counsellor", "2015-01", "", [
         "Answered crisis calls two nights a month"])]}),
    ("Oliver Brandt", "Civil Engineer", "Melbourne", "oliver.brandt@example.com",
     "+61 3 5550 1188",
     "Chartered civil engineer designing bridges and road interchanges, from feasibility "
     "studies through construction supervision.",
     [("Southbank Infrastructure", "Senior Bridge Engineer", "Melbourne, Australia",
       "2016-09", "", [
         "Designed the 240-metre cable-stayed crossing of the Maribyrnong River, delivered "
         "three months early and four percent under budget",
         "Checked temporary works for twelve interchange projects and signed off their "
         "load ratings"]),
      ("Harbour Consulting Engineers", "Graduate Engineer", "Sydney, Australia", "2012-02",
       "2016-08", ["Modelled culverts and retaining walls for regional highway upgrades"])],
     [("University of New South Wales", "Bachelor of Engineering", "Civil Engineering",
       "2008-02", "2011-12")],
     {"Design": ["Bridge design", "Geotechnics", "Finite element analysis"],
      "Software": ["Midas Civil", "AutoCAD", "Revit"]},
     [("English", "Native"), ("German", "Intermediate")],
     [("Chartered Professional Engineer", "Engineers Australia", "2015-06")],
     {}),
    ("Thomas Okafor", "Executive Chef", "London", "thomas.okafor@example.com",
     "+44 20 7946 0321",
     "Executive chef running a brigade of twenty-two in a restaurant with one Michelin star, "
     "known for seasonal West African and British tasting menus.",
     [("The Copper Table", "Executive Chef", "London, UK", "2019-04", "", [
         "Won and kept a Michelin star for three consecutive years while cutting food waste "
         "by a third through whole-animal butchery",
         "Wrote a new tasting menu every season and trained six commis chefs to sous chef"]),
      ("Savoy Grill", "Sous Chef", "London, UK", "2014-01", "2019-03", [
         "Ran the pass for 300 covers a night and managed ordering from forty suppliers"])],
     [("Westminster Kingsway College", "Diploma", "Culinary Arts", "2009-09", "2011-06")],
     {"Kitchen": ["Menu development", "Butchery", "Pastry"], "Management": ["Food costing",
      "HACCP"]},
     [("English", "Native"), ("Yoruba", "Fluent")],
     [("Level 3 Food Safety", "Royal Society for Public Health", "2018-02")],
     {"awards": [("Chef of the Year", "National Restaurant Awards", "2021-06")]}),
    ("Ingrid Halvorsen", "Veterinary Surgeon", "Edinburgh", "ingrid.halvorsen@example.com",
     "+44 131 555 0176",
     "Small-animal veterinary surgeon with a certificate in orthopaedics, performing soft "
     "tissue and fracture surgery in a referral hospital.",
     [("Lothian Referral Vets", "Orthopaedic Surgeon", "Edinburgh, UK", "2018-10", "", [
         "Performed 350 orthopaedic procedures a year, including cruciate ligament repairs "
         "and fracture fixation, with a complication rate below three percent",
         "Started a rehabilitation clinic with hydrotherapy that now sees 80 patients a week"]),
      ("Highland Animal Clinic", "Veterinary Surgeon", "Inverness, UK", "2013-07", "2018-09", [
         "Treated farm and companion animals across a rural practice of six vets"])],
     [("University of Glasgow", "Bachelor of Veterinary Medicine", "Veterinary Surgery",
       "2008-09", "2013-06")],
     {"Clinical": ["Orthopaedic surgery", "Anaesthesia", "Diagnostic imaging"],
      "Systems": ["RxWorks", "VetIT"]},
     [("English", "Fluent"), ("Norwegian", "Native")],
     [("Certificate in Small Animal Surgery", "Royal College of Veterinary Surgeons",
       "2017-11")],
     {"publications": [("Outcomes of Tibial Plateau Levelling", "Journal of Small Animal "
                        "Practice", "2021-02")]}),
]  # fmt: skip

ZH: list[tuple] = [
    ("周静怡", "主管药师", "南京", "zhoujingyi@example.com", "138-3100-2201",
     "十年医院药学工作经验，熟悉处方审核、静脉用药调配与临床药学服务，持执业药师证。",
     [("江苏省人民医院", "临床药师", "南京", "2018-07", "", [
         "负责心内科与肾内科的处方前置审核，每年拦截不合理处方三千余张，用药差错率下降百分之四十",
         "参与多学科会诊，为重症患者制定抗感染治疗方案并开展用药教育"]),
      ("南京市第一医院", "药师", "南京", "2014-07", "2018-06", [
         "在静脉用药调配中心负责审方与排药，日均调配输液八百袋"])],
     [("中国药科大学", "硕士", "药剂学", "2011-09", "2014-06")],
     {"药学服务": ["处方审核", "临床药学", "药物警戒"], "系统": ["HIS", "合理用药监测系统"]},
     [("英语", "CET-6"), ("普通话", "母语")],
     [("执业药师", "国家药品监督管理局", "2015-10")],
     {"awards": [("优秀药师", "江苏省药学会", "2021-12")]}),
    ("孙悦", "幼儿园教师", "青岛", "sunyue@example.com", "139-3100-2202",
     "八年学前教育经验，擅长游戏化教学与家园共育，带班幼儿入园适应期平均缩短一周。",
     [("青岛市实验幼儿园", "大班主班教师", "青岛", "2019-08", "", [
         "设计以自然探索为主题的园本课程，每学期组织户外观察活动二十余次",
         "建立家长开放日与成长档案制度，家长满意度连续三年保持百分之九十八以上"]),
      ("青岛市市南区阳光幼儿园", "配班教师", "青岛", "2016-08", "2019-07", [
         "协助主班教师开展日常保育工作，负责区角活动材料的设计与投放"])],
     [("山东师范大学", "本科", "学前教育", "2012-09", "2016-06")],
     {"教学": ["游戏化教学", "环境创设", "家园共育"], "特长": ["钢琴", "舞蹈", "手工"]},
     [("英语", "CET-4"), ("普通话", "二级甲等")],
     [("幼儿园教师资格证", "山东省教育厅", "2016-05")],
     {}),
    ("郑浩然", "审计经理", "上海", "zhenghaoran@example.com", "137-3100-2203",
     "注册会计师，九年审计经验，主导过多家上市公司年报审计与首次公开发行项目。",
     [("普华永道中天会计师事务所", "审计经理", "上海", "2019-09", "", [
         "带领十二人团队完成三家上市公司年度财务报表审计，按时出具无保留意见报告",
         "负责一家新能源企业首次公开发行的申报审计，协调券商与律师完成问询回复"]),
      ("立信会计师事务所", "高级审计员", "上海", "2015-07", "2019-08", [
         "执行制造业客户的存货监盘与收入循环测试"])],
     [("上海财经大学", "本科", "会计学", "2011-09", "2015-06")],
     {"审计": ["财务报表审计", "内部控制", "首次公开发行"], "工具": ["Excel", "用友", "SAP"]},
     [("英语", "专业八级"), ("普通话", "母语")],
     [("注册会计师", "中国注册会计师协会", "2018-03")],
     {"awards": [("年度优秀员工", "普华永道中天会计师事务所", "2022-06")]}),
    ("黄志强", "土木工程师", "武汉", "huangzhiqiang@example.com", "136-3100-2204",
     "一级注册结构工程师，十一年桥梁与市政道路设计经验，参与长江大桥引桥设计。",
     [("中铁大桥勘测设计院", "结构设计负责人", "武汉", "2017-03", "", [
         "负责长江公铁两用大桥引桥段的结构计算与施工图设计，项目提前两个月完成",
         "编制城市高架桥抗震加固方案，获得省级优秀设计一等奖"]),
      ("湖北省交通规划设计院", "助理工程师", "武汉", "2013-07", "2017-02", [
         "完成市政道路排水与挡土墙设计三十余项"])],
     [("同济大学", "硕士", "桥梁与隧道工程", "2010-09", "2013-06")],
     {"设计": ["桥梁设计", "结构计算", "抗震分析"], "软件": ["Midas Civil", "AutoCAD", "桥梁博士"]},
     [("英语", "CET-6"), ("普通话", "母语")],
     [("一级注册结构工程师", "住房和城乡建设部", "2018-11")],
     {}),
    ("林美玲", "行政总厨", "广州", "linmeiling@example.com", "135-3100-2205",
     "从业十五年的粤菜行政总厨，擅长菜单研发与厨房成本控制。",
     [("广州白天鹅宾馆", "行政总厨", "广州", "2018-01", "", [
         "管理六十人的厨房团队，每季度研发新菜十二道，餐厅营业额三年增长百分之三十五",
         "建立食材验收与成本核算制度，食材成本率从百分之四十二降到百分之三十六"]),
      ("广州酒家", "厨师长", "广州", "2010-03", "2017-12", [
         "负责点心部出品与新人带教"])],
     [("广东省旅游职业技术学校", "中专", "烹饪工艺与营养", "2005-09", "2008-06")],
     {"烹饪": ["粤菜", "点心", "菜单研发"], "管理": ["成本控制", "食品安全"]},
     [("英语", "基础"), ("粤语", "母语")],
     [("中式烹调师一级", "人力资源和社会保障部", "2016-09")],
     {"awards": [("中国烹饪大师", "中国烹饪协会", "2020-10")]}),
]  # fmt: skip


def held_out(index: int) -> bool:
    return index >= 3


def person(language: str, index: int) -> dict[str, Any]:
    """The index-th person of a language as a JSON Resume (everything they have)."""
    row = (EN if language == "en" else ZH)[index]
    name, label, city, email, phone, summary, jobs, schools, skills, langs, certs, extras = row
    basics = {"name": name, "label": label, "email": email, "phone": phone,
              "location": {"city": city}, "summary": summary}  # fmt: skip
    work = []
    for company, position, place, start, end, highlights in jobs:
        entry = {"name": company, "position": position, "location": place, "startDate": start}
        if end:
            entry["endDate"] = end
        work.append({**entry, "highlights": list(highlights)})
    out: dict[str, Any] = {
        "basics": basics,
        "work": work,
        "education": [
            {"institution": i, "studyType": d, "area": a, "startDate": s, "endDate": e}
            for i, d, a, s, e in schools
        ],
        "skills": [{"name": k, "keywords": list(v)} for k, v in skills.items()],
        "languages": [{"language": x, "fluency": f} for x, f in langs],
        "certificates": [{"name": n, "issuer": i, "date": d} for n, i, d in certs],
    }
    for title, awarder, date in extras.get("awards", []):
        out.setdefault("awards", []).append({"title": title, "awarder": awarder, "date": date})
    for title, publisher, date in extras.get("publications", []):
        out.setdefault("publications", []).append(
            {"name": title, "publisher": publisher, "releaseDate": date}
        )
    for org, position, start, end, highlights in extras.get("volunteer", []):
        entry = {"organization": org, "position": position, "startDate": start}
        if end:
            entry["endDate"] = end
        out.setdefault("volunteer", []).append({**entry, "highlights": list(highlights)})
    return {key: value for key, value in out.items() if value}


def count(language: str) -> int:
    return len(EN if language == "en" else ZH)
