"""People of the layout-family corpus (`bench/import_families.py`): twelve people of twelve
professions outside software (six in English, six in Chinese), each a JSON Resume with the
sections a classic template of their trade shows (publications, awards, volunteer work,
memberships, portfolio). Written for issue 27's three families (pasted web forms, design-tool
two-column PDFs, classic serif one-column PDFs); the parser was not written against them.
People whose index is 2 mod 3 are held out: never looked at while tuning (`held_out`)."""

from __future__ import annotations

from typing import Any

# (name, label, city, email, phone, summary,
#  [(company, position, city, start, end, [highlights])],
#  [(institution, degree, area, start, end)], {group: [keywords]}, [(language, fluency)],
#  [(certificate, issuer, date)], extras)
EN: list[tuple] = [
    ("Hannah Whitfield", "Registered Nurse", "Denver", "hannah.whitfield@example.com",
     "+1 303 555 0142", "Registered nurse with eight years in emergency and intensive care.",
     [("Saint Luke Hospital", "Emergency Room Nurse", "Denver, CO", "2019-03", "", [
         "Triaged 40 patients per shift in a level one trauma centre",
         "Trained 15 new nurses on the sepsis protocol"]),
      ("Mercy Clinic", "Staff Nurse", "Boulder, CO", "2015-06", "2019-02", [
         "Managed medication for a 20-bed surgical ward"])],
     [("University of Colorado", "Bachelor of Science", "Nursing", "2011-09", "2015-05")],
     {"Clinical": ["Triage", "Wound care", "Ventilator management"],
      "Systems": ["Epic", "Pyxis"]},
     [("English", "Native"), ("German", "Fluent")],
     [("Advanced Cardiac Life Support", "American Heart Association", "2022-04")],
     {"awards": [("Daisy Award for Extraordinary Nurses", "Saint Luke Hospital", "2021-05")],
      "volunteer": [("Red Cross Denver", "Disaster Relief Volunteer", "2017-01", "", [
          "Staffed shelters during three wildfire evacuations"])]}),
    ("Daniel Ferreira", "Senior Accountant", "Toronto", "daniel.ferreira@example.com",
     "+1 416 555 0187", "Chartered accountant focused on audit readiness and month-end close.",
     [("Northbridge Capital", "Senior Accountant", "Toronto, ON", "2018-01", "", [
         "Closed the books in five days instead of nine",
         "Prepared consolidated statements for four subsidiaries"]),
      ("Keller Audit Partners", "Audit Associate", "Ottawa, ON", "2014-09", "2017-12", [
         "Audited 30 small and medium clients each year"])],
     [("Queen's University", "Bachelor of Commerce", "Accounting", "2010-09", "2014-05")],
     {"Accounting": ["IFRS", "Consolidation", "Tax provision"],
      "Software": ["SAP", "QuickBooks", "Excel"]},
     [("English", "Native"), ("Portuguese", "Fluent")],
     [("Chartered Professional Accountant", "CPA Ontario", "2016-11")],
     {"memberships": [("CPA Ontario", "Member", "2016-11")],
      "publications": [("Closing the Books Faster", "CPA Magazine", "2022-03")]}),
    ("Sophie Laurent", "Hotel Operations Manager", "Lisbon", "sophie.laurent@example.com",
     "+351 21 555 0199", "Hospitality manager who runs front office and housekeeping teams.",
     [("Grand Harbour Hotel", "Operations Manager", "Lisbon, Portugal", "2020-02", "", [
         "Ran a 240-room hotel with a staff of 85",
         "Raised guest satisfaction scores from 8.1 to 9.2"]),
      ("Seaside Resorts", "Front Office Supervisor", "Porto, Portugal", "2016-05", "2020-01", [
         "Scheduled 22 receptionists across three shifts"])],
     [("Ecole hoteliere de Lausanne", "Bachelor of Science", "Hospitality Management",
       "2012-09", "2016-04")],
     {"Operations": ["Revenue management", "Housekeeping", "Guest relations"],
      "Systems": ["Opera PMS", "Micros"]},
     [("French", "Native"), ("English", "Fluent"), ("Portuguese", "Intermediate")],
     [("Certified Hotel Administrator", "American Hotel and Lodging Institute", "2021-09")],
     {"awards": [("Manager of the Year", "Seaside Resorts", "2019-12")]}),
    ("Michael Osei", "Investigative Journalist", "Chicago", "michael.osei@example.com",
     "+1 312 555 0163", "Reporter covering city hall, housing and public money.",
     [("Chicago Ledger", "Staff Reporter", "Chicago, IL", "2017-04", "", [
         "Broke a series on housing code violations read by 2 million people",
         "Filed 120 public records requests a year"]),
      ("Evanston Review", "Metro Reporter", "Evanston, IL", "2013-08", "2017-03", [
         "Covered schools, courts and local elections"])],
     [("Northwestern University", "Master of Science", "Journalism", "2012-09", "2013-06")],
     {"Reporting": ["Public records", "Data journalism", "Interviewing"],
      "Tools": ["Datawrapper", "Excel"]},
     [("English", "Native"), ("French", "Conversational")],
     [],
     {"publications": [("The Landlords of West Side", "Chicago Ledger", "2021-10"),
                       ("Where the Money Went", "Chicago Ledger", "2019-06")],
      "awards": [("Peter Lisagor Award", "Chicago Headline Club", "2022-05")]}),
    ("Rebecca Stein", "Employment Lawyer", "Boston", "rebecca.stein@example.com",
     "+1 617 555 0120", "Litigator representing employees in discrimination and wage cases.",
     [("Stein and Alvarez LLP", "Partner", "Boston, MA", "2019-01", "", [
         "Won 14 jury verdicts in wage and hour cases",
         "Supervised five associates and three paralegals"]),
      ("Massachusetts Attorney General", "Assistant Attorney General", "Boston, MA",
       "2013-09", "2018-12", ["Prosecuted unfair labour practices"])],
     [("Boston University", "Juris Doctor", "Law", "2010-09", "2013-05")],
     {"Practice": ["Employment litigation", "Mediation", "Appeals"],
      "Research": ["Westlaw", "Lexis"]},
     [("English", "Native"), ("Spanish", "Professional")],
     [("Massachusetts Bar", "Supreme Judicial Court", "2013-11")],
     {"memberships": [("Boston Bar Association", "Member", "2014-01")],
      "volunteer": [("Greater Boston Legal Services", "Pro Bono Counsel", "2015-03", "", [
          "Represented tenants in 30 eviction hearings"])]}),
    ("Victor Nakamura", "Logistics Coordinator", "Rotterdam", "victor.nakamura@example.com",
     "+31 10 555 0178", "Logistics coordinator moving containers through Europe's largest port.",
     [("Maasvlakte Freight", "Logistics Coordinator", "Rotterdam, Netherlands", "2018-06", "", [
         "Booked 300 containers a month across six carriers",
         "Cut demurrage costs by 22 percent"]),
      ("Van Dijk Transport", "Dispatcher", "Utrecht, Netherlands", "2015-02", "2018-05", [
         "Planned routes for a fleet of 45 trucks"])],
     [("Erasmus University Rotterdam", "Bachelor of Science", "Supply Chain Management",
       "2011-09", "2015-01")],
     {"Logistics": ["Customs clearance", "Route planning", "Incoterms"],
      "Systems": ["SAP TM", "Transporeon"]},
     [("Dutch", "Fluent"), ("English", "Fluent"), ("Japanese", "Native")],
     [("Certified in Logistics", "APICS", "2019-08")],
     {"awards": [("Safety Champion", "Van Dijk Transport", "2017-03")]}),
]  # fmt: skip

ZH: list[tuple] = [
    ("李婷", "主管护师", "成都", "liting@example.com", "138-2000-1101",
     "十年临床护理经验，擅长重症监护与护理带教。",
     [("四川大学华西医院", "重症监护室护士长", "成都", "2019-03", "", [
         "管理重症监护室三十名护士的排班与培训", "推动压疮发生率下降百分之三十"]),
      ("成都市第三人民医院", "责任护士", "成都", "2014-07", "2019-02", [
         "负责心内科病房二十张床位的护理工作"])],
     [("四川大学", "本科", "护理学", "2010-09", "2014-06")],
     {"临床护理": ["重症监护", "静脉治疗", "急救护理"], "办公": ["Excel", "护理信息系统"]},
     [("英语", "CET-4"), ("普通话", "母语")],
     [("主管护师资格证", "国家卫生健康委员会", "2020-05")],
     {"awards": [("优秀护士", "四川大学华西医院", "2021-05")]}),
    ("张伟", "高中语文教师", "杭州", "zhangwei@example.com", "139-2000-1102",
     "八年高中语文教学经验，带过三届高三毕业班。",
     [("杭州第二中学", "语文教师", "杭州", "2017-08", "", [
         "担任高三班主任，本科上线率百分之九十五", "主持校级阅读课程改革"]),
      ("杭州文澜中学", "语文教师", "杭州", "2014-08", "2017-07", [
         "教授初中语文，指导学生作文比赛获奖"])],
     [("浙江师范大学", "硕士", "汉语言文学", "2011-09", "2014-06")],
     {"教学": ["课程设计", "班级管理", "作文指导"], "工具": ["希沃白板", "PPT"]},
     [("英语", "CET-6"), ("普通话", "一级乙等")],
     [("高级中学教师资格证", "浙江省教育厅", "2014-06")],
     {"awards": [("杭州市优秀教师", "杭州市教育局", "2020-09")]}),
    ("王芳", "酒店前厅经理", "三亚", "wangfang@example.com", "137-2000-1103",
     "九年高端酒店前厅与客房管理经验。",
     [("三亚海棠湾万豪酒店", "前厅经理", "三亚", "2018-04", "", [
         "管理四十人的前厅团队，宾客满意度提升至九十六分", "制定入住高峰期排班方案"]),
      ("海口喜来登酒店", "前台主管", "海口", "2014-07", "2018-03", [
         "负责前台接待与投诉处理"])],
     [("海南大学", "本科", "酒店管理", "2010-09", "2014-06")],
     {"运营": ["前厅管理", "收益管理", "宾客关系"], "系统": ["Opera", "Fidelio"]},
     [("英语", "流利"), ("普通话", "母语")],
     [("酒店职业经理人证书", "中国饭店协会", "2019-11")],
     {}),
    ("刘洋", "财经记者", "北京", "liuyang@example.com", "136-2000-1104",
     "专注资本市场与公司治理报道的财经记者。",
     [("财新传媒", "资深记者", "北京", "2018-05", "", [
         "发表上市公司调查报道六十余篇", "独家报道获全网转载"]),
      ("第一财经日报", "记者", "上海", "2014-07", "2018-04", [
         "跑口证券监管与基金行业"])],
     [("中国人民大学", "硕士", "新闻学", "2012-09", "2014-06")],
     {"采编": ["深度调查", "数据新闻", "人物专访"], "工具": ["Excel", "Python"]},
     [("英语", "专业八级"), ("普通话", "母语")],
     [("新闻记者证", "国家新闻出版署", "2015-03")],
     {"publications": [("谁在操纵股价", "财新周刊", "2021-08")],
      "awards": [("中国新闻奖", "中国记协", "2022-11")]}),
    ("陈刚", "物流运营主管", "深圳", "chengang@example.com", "135-2000-1105",
     "七年跨境物流与仓储运营经验。",
     [("顺丰速运", "物流运营主管", "深圳", "2019-06", "", [
         "管理日均五万单的分拨中心", "将错发率降低到万分之三"]),
      ("京东物流", "仓储专员", "东莞", "2016-07", "2019-05", [
         "负责入库、盘点与库存周转分析"])],
     [("北京交通大学", "本科", "物流管理", "2012-09", "2016-06")],
     {"物流": ["仓储管理", "运输调度", "报关"], "系统": ["SAP", "WMS"]},
     [("英语", "CET-6"), ("粤语", "熟练")],
     [("物流管理师", "中国物流与采购联合会", "2020-08")],
     {"volunteer": [("深圳市义工联", "志愿者", "2018-01", "", ["参与社区防疫物资配送"])]}),
    ("赵敏", "平面设计师", "上海", "zhaomin@example.com", "133-2000-1106",
     "六年品牌视觉设计经验，服务过消费与文旅品牌。",
     [("上海奥美广告", "高级平面设计师", "上海", "2020-03", "", [
         "主导十余个品牌的视觉识别系统设计", "带领三人设计小组"]),
      ("杭州星火设计工作室", "平面设计师", "杭州", "2017-07", "2020-02", [
         "完成包装与海报设计两百余件"])],
     [("中国美术学院", "本科", "视觉传达设计", "2013-09", "2017-06")],
     {"设计": ["品牌设计", "版式设计", "插画"], "软件": ["Photoshop", "Illustrator", "Figma"]},
     [("英语", "CET-6"), ("普通话", "母语")],
     [],
     {"awards": [("靳埭强设计奖", "汕头大学长江艺术与设计学院", "2019-10")]}),
]  # fmt: skip


def held_out(index: int) -> bool:
    return index % 3 == 2


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
        entry["highlights"] = list(highlights)
        work.append(entry)
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
        entry["highlights"] = list(highlights)
        out.setdefault("volunteer", []).append(entry)
    out["memberships"] = [list(m) for m in extras.get("memberships", [])]
    return {key: value for key, value in out.items() if value}  # no empty sections


def count(language: str) -> int:
    return len(EN if language == "en" else ZH)
