"""People of the fresh scan and photo set (`bench/parts/ocr_fresh.py`), written after the OCR
path and never read by it: twelve resumes, six professions in English and six in Chinese, each
with the layout it is printed in. Half of them (`kept` true) are kept out of tuning: their
figures are reported apart and no rule was written looking at them."""

from __future__ import annotations

from typing import Any

from bench.parts.ocr_people import resume_of

# Same row shape as `ocr_people.PEOPLE` (key, language, layout, kept, name, label, email,
# phone, city, summary, work, schools, skills, languages).
FRESH: list[tuple] = [
    ("nurse", "en", "banded", False, "Grace Adeyemi", "Registered Nurse",
     "grace.adeyemi@example.org", "+1 303 555 0116", "Denver",
     "Critical care nurse with seven years on intensive care and cardiac wards.",
     [("Saint Luke Medical Center", "Charge Nurse", "Denver, CO", "2020-04", "", [
         "Led a team of nine nurses on a twenty bed intensive care unit",
         "Cut medication errors by 30% with a bedside scanning routine",
     ]), ("Mercy Regional Hospital", "Staff Nurse", "Boulder, CO", "2016-08", "2020-03", [
         "Cared for cardiac patients after bypass surgery",
     ])],
     [("University of Colorado", "Bachelor of Science", "Nursing", "2012-09", "2016-05")],
     {"Clinical": ["Ventilator care", "Telemetry", "Wound care"]},
     [("English", "Native"), ("Yoruba", "Fluent")]),
    ("accountant", "en", "sidebar", False, "Daniel Whitcombe", "Chartered Accountant",
     "d.whitcombe@example.co.uk", "+44 117 555 0148", "Bristol",
     "Chartered accountant closing the books of manufacturing groups every month.",
     [("Severn Components plc", "Financial Controller", "Bristol, UK", "2019-01", "", [
         "Closed monthly accounts for six subsidiaries within five working days",
         "Prepared the group budget of 85 million pounds",
     ]), ("Avon Audit Partners", "Audit Senior", "Bath, UK", "2014-09", "2018-12", [
         "Audited twelve clients in retail and engineering",
     ])],
     [("University of Exeter", "Bachelor of Science", "Accounting and Finance", "2011-09",
       "2014-06")],
     {"Finance": ["IFRS", "Consolidation", "Forecasting"], "Software": ["Sage", "Excel"]},
     [("English", "Native"), ("French", "Intermediate")]),
    ("chef", "en", "ruled", True, "Tomasz Lindqvist", "Head Chef",
     "tomasz.lindqvist@example.com", "+46 8 555 0172", "Stockholm",
     "Head chef running seasonal Nordic kitchens with a focus on local produce.",
     [("Restaurang Skeppsbron", "Head Chef", "Stockholm, Sweden", "2018-05", "", [
         "Designed a tasting menu that changes with each of the four seasons",
         "Trained a brigade of eleven cooks and reduced food waste by a quarter",
     ]), ("Hotel Nordkap", "Sous Chef", "Gothenburg, Sweden", "2013-03", "2018-04", [
         "Ran banquet service for up to 400 guests",
     ])],
     [("Stockholm Culinary Institute", "Diploma", "Culinary Arts", "2010-09", "2012-06")],
     {"Kitchen": ["Menu costing", "Fermentation", "Butchery"]},
     [("Swedish", "Native"), ("English", "Fluent")]),
    ("civil", "en", "banner", True, "Aisha Rahman", "Civil Engineer",
     "aisha.rahman@example.com", "+61 2 5550 1934", "Sydney",
     "Structural engineer designing bridges and rail stations for public clients.",
     [("Harbourline Engineering", "Senior Civil Engineer", "Sydney, Australia", "2019-07",
       "", [
         "Designed the deck of a 120 metre pedestrian bridge",
         "Checked drawings for three metro stations",
     ]), ("Coastal Rail Authority", "Graduate Engineer", "Newcastle, Australia", "2015-02",
          "2019-06", ["Inspected culverts and retaining walls on regional lines"])],
     [("University of New South Wales", "Bachelor of Engineering", "Civil Engineering",
       "2011-02", "2014-12")],
     {"Design": ["AutoCAD", "Revit", "Finite element analysis"]},
     [("English", "Native"), ("Bengali", "Fluent")]),
    ("lawyer", "en", "ruled", False, "Eleanor Fitzgerald", "Corporate Lawyer",
     "eleanor.fitzgerald@example.com", "+1 212 555 0139", "New York",
     "Corporate lawyer advising on mergers, acquisitions and venture financing.",
     [("Whitmore and Hale LLP", "Senior Associate", "New York, NY", "2018-09", "", [
         "Negotiated twenty acquisitions worth up to 400 million dollars",
         "Drafted financing documents for venture backed startups",
     ]), ("Carver Legal Clinic", "Associate", "Boston, MA", "2015-09", "2018-08", [
         "Advised small businesses on leases and contracts",
     ])],
     [("Columbia Law School", "Juris Doctor", "Law", "2012-09", "2015-05")],
     {"Practice": ["Mergers", "Venture financing", "Due diligence"]},
     [("English", "Native"), ("Italian", "Conversational")]),
    ("analyst", "en", "sidebar", True, "Kenji Morales", "Data Analyst",
     "kenji.morales@example.com", "+1 415 555 0163", "Oakland",
     "Data analyst turning sales and inventory data into weekly decisions.",
     [("Bayview Grocers", "Senior Data Analyst", "Oakland, CA", "2020-02", "", [
         "Built a demand dashboard used by forty store managers",
         "Automated weekly reports and saved ten hours a week",
     ]), ("Golden Gate Insights", "Junior Analyst", "San Francisco, CA", "2017-06",
          "2020-01", ["Cleaned survey data for market research clients"])],
     [("San Jose State University", "Bachelor of Arts", "Economics", "2013-09", "2017-05")],
     {"Analysis": ["SQL", "Python", "Tableau"]},
     [("English", "Native"), ("Japanese", "Fluent")]),
    ("kuaiji", "zh", "banded", False, "周婉婷", "注册会计师", "zhouwanting@example.cn",
     "139 2211 3344", "杭州", "九年财务工作经验，熟悉合并报表与税务筹划。",
     [("杭州远景电器有限公司", "财务经理", "杭州", "2019-04", "", [
         "负责集团合并报表，月结时间缩短至五个工作日",
         "主导税务筹划，年节税三百万元",
     ]), ("天健会计师事务所", "审计员", "杭州", "2015-07", "2019-03", [
         "参与二十家企业年度审计",
     ])],
     [("浙江财经大学", "本科", "会计学", "2011-09", "2015-06")],
     {"专业技能": ["合并报表", "税务筹划", "财务分析"]},
     [("英语", "大学英语六级")]),
    ("hushi", "zh", "sidebar", False, "黄雅琴", "主管护师", "huangyaqin@example.cn",
     "158 6677 8899", "武汉", "十年临床护理经验，擅长重症监护与护理质量管理。",
     [("武汉协和医院", "护士长", "武汉", "2018-06", "", [
         "管理重症监护室护理团队二十五人",
         "推行护理质量检查制度，压疮发生率下降一半",
     ]), ("武汉市中心医院", "护士", "武汉", "2013-07", "2018-05", [
         "负责心内科病房日常护理",
     ])],
     [("华中科技大学", "本科", "护理学", "2009-09", "2013-06")],
     {"专业技能": ["重症护理", "护理管理", "急救技术"]},
     [("英语", "大学英语四级")]),
    ("jianzhu", "zh", "banner", True, "孙浩然", "建筑设计师", "sunhaoran@example.cn",
     "186 1234 9876", "北京", "八年公共建筑设计经验，主持过多个文化场馆项目。",
     [("北京市建筑设计研究院", "主创建筑师", "北京", "2017-03", "", [
         "主持设计区级图书馆与文化中心两座",
         "带领六人设计小组完成施工图",
     ]), ("中国建筑设计研究院", "助理建筑师", "北京", "2014-07", "2017-02", [
         "参与高铁站房方案设计",
     ])],
     [("清华大学", "硕士", "建筑学", "2011-09", "2014-06")],
     {"专业技能": ["Revit", "Rhino", "方案设计"]},
     [("英语", "大学英语六级")]),
    ("xiaoshou", "zh", "ruled", False, "郭子健", "销售经理", "guozijian@example.cn",
     "135 9988 7766", "广州", "七年快消品销售经验，熟悉渠道开发与大客户管理。",
     [("广州立白企业集团", "区域销售经理", "广州", "2019-02", "", [
         "管理华南区域经销商四十家，年销售额增长百分之二十",
         "开发连锁超市大客户八家",
     ]), ("广州宝洁有限公司", "销售代表", "广州", "2015-07", "2019-01", [
         "负责天河区商超渠道维护",
     ])],
     [("暨南大学", "本科", "市场营销", "2011-09", "2015-06")],
     {"专业技能": ["渠道管理", "大客户管理", "谈判"]},
     [("英语", "大学英语四级")]),
    ("lvshi", "zh", "banded", True, "马若兰", "执业律师", "maruolan@example.cn",
     "137 5566 4433", "上海", "六年公司法律师经验，专注并购与合规业务。",
     [("上海锦天城律师事务所", "律师", "上海", "2019-08", "", [
         "参与并购项目十二个，交易总额五十亿元",
         "为外资企业提供劳动合规咨询",
     ]), ("上海市浦东新区人民法院", "书记员", "上海", "2017-07", "2019-07", [
         "整理民商事案件卷宗",
     ])],
     [("华东政法大学", "硕士", "民商法学", "2014-09", "2017-06")],
     {"专业技能": ["并购", "合规审查", "合同起草"]},
     [("英语", "大学英语六级")]),
    ("chushi", "zh", "ruled", True, "罗建国", "行政总厨", "luojianguo@example.cn",
     "136 4455 6677", "成都", "十五年川菜厨房经验，擅长菜品研发与成本控制。",
     [("成都锦江宾馆", "行政总厨", "成都", "2016-05", "", [
         "管理厨房团队三十人，食材成本下降百分之八",
         "研发季节菜单四套",
     ]), ("成都银杏酒楼", "厨师长", "成都", "2009-03", "2016-04", [
         "负责宴会菜品出品与质量",
     ])],
     [("四川旅游学院", "大专", "烹饪工艺与营养", "2006-09", "2009-06")],
     {"专业技能": ["川菜", "菜品研发", "成本控制"]},
     [("英语", "基础")]),
]  # fmt: skip


def fresh_people() -> list[dict[str, Any]]:
    """Each person as {"key", "language", "layout", "held_out" (kept out), "resume"}."""
    return [resume_of(row) for row in FRESH]
