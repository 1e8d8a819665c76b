"""An eighth case set for `bench/claims.py`, written by guard5 for issue 28 before its change to
the guard: titles raised along a profession's own ladder (seniority and grade words, a more
senior occupation of the same field, Chinese ranks such as 主管 -> 经理 -> 总监 and the
professional grades 主治医师 -> 副主任医师, 讲师 -> 副教授), another occupation of the same field
without a level word, and honest rewordings of titles and skills (word order, short forms,
synonyms, the other language). Professions and wordings are ones the earlier sets did not use
(trades, public service, care, hotel, academia, retail management, agriculture ...); titles
follow job-board usage and 《职业分类大典》 / 职称 names, not the guard's tables. Writes
`claims_tuning8.json` (cases at even places, for tuning) and `claims_kept8.json` (odd places,
kept out: measured before and at the end only).

    .venv/bin/python bench/parts/claims_tuning8.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_tuning7 import _case as tuning7_case
from claims_tuning7 import write_halves

HERE = Path(__file__).resolve().parent
OUT_TUNE = HERE / "claims_tuning8.json"
OUT_KEPT = HERE / "claims_kept8.json"

# (profession, language, old title, new title): raised or changed; must be title_inflated.
RAISED = [
    ("electrical", "en", "Apprentice Electrician", "Journeyman Electrician"),
    ("electrical", "en", "Journeyman Electrician", "Master Electrician"),
    ("plumbing", "en", "Plumber's Helper", "Plumber"),
    ("academia", "en", "Assistant Professor of Chemistry", "Associate Professor of Chemistry"),
    ("academia", "en", "Lecturer", "Professor"),
    ("academia", "en", "Postdoctoral Researcher", "Principal Investigator"),
    ("nursing", "en", "Certified Nursing Assistant", "Registered Nurse"),
    ("nursing", "en", "Charge Nurse", "Director of Nursing"),
    ("dental", "en", "Dental Assistant", "Dental Hygienist"),
    ("medicine", "en", "Medical Assistant", "Physician Assistant"),
    ("retail", "en", "Shift Supervisor", "Store Manager"),
    ("retail", "en", "Assistant Store Manager", "District Manager"),
    ("hotel", "en", "Night Auditor", "Front Office Manager"),
    ("hotel", "en", "Housekeeping Attendant", "Executive Housekeeper"),
    ("kitchen", "en", "Prep Cook", "Head Chef"),
    ("legal", "en", "Legal Assistant", "Associate Attorney"),
    ("legal", "en", "Associate Attorney", "Partner"),
    ("accounting", "en", "Accounts Payable Clerk", "Accounting Manager"),
    ("accounting", "en", "Senior Accountant", "Finance Director"),
    ("construction", "en", "Laborer", "Site Foreman"),
    ("construction", "en", "Assistant Project Manager", "Senior Project Manager"),
    ("engineering", "en", "Engineer in Training", "Professional Engineer"),
    ("public", "en", "Police Officer", "Police Sergeant"),
    ("public", "en", "Firefighter", "Fire Captain"),
    ("agriculture", "en", "Farm Hand", "Farm Manager"),
    ("social care", "en", "Support Worker", "Care Home Manager"),
    ("it", "en", "Junior Systems Administrator", "Systems Administrator"),
    ("software", "en", "Software Engineer II", "Staff Software Engineer"),
    ("marketing", "en", "Content Writer", "Content Director"),
    ("library", "en", "Library Assistant", "Librarian"),
    ("nursing", "zh", "护士", "护士长"),
    ("medicine", "zh", "住院医师", "主治医师"),
    ("medicine", "zh", "主治医师", "副主任医师"),
    ("academia", "zh", "讲师", "副教授"),
    ("academia", "zh", "助教", "讲师"),
    ("sales", "zh", "销售主管", "销售经理"),
    ("sales", "zh", "销售经理", "销售总监"),
    ("admin", "zh", "行政专员", "行政主管"),
    ("finance", "zh", "财务主管", "财务总监"),
    ("accounting", "zh", "会计", "财务经理"),
    ("engineering", "zh", "助理工程师", "工程师"),
    ("engineering", "zh", "工程师", "高级工程师"),
    ("retail", "zh", "店员", "店长"),
    ("retail", "zh", "导购", "区域经理"),
    ("legal", "zh", "实习律师", "律师"),
    ("legal", "zh", "律师", "合伙人"),
    ("product", "zh", "产品助理", "产品经理"),
    ("service", "zh", "客服专员", "客服主管"),
    ("logistics", "zh", "仓管员", "仓库经理"),
    ("media", "zh", "编辑", "主编"),
    ("design", "zh", "设计师", "设计总监"),
    ("hr", "zh", "人事专员", "人力资源总监"),
    ("education", "zh", "教师", "教导主任"),
    ("kitchen", "zh", "厨师", "厨师长"),
]
# (profession, language, old title, new title): the same job and level, reworded.
REWORDED = [
    ("electrical", "en", "Journeyman Electrician", "Electrician (Journeyman)"),
    ("academia", "en", "Associate Professor", "Assoc. Professor of History"),
    ("nursing", "en", "Charge Nurse", "Charge Nurse, Emergency Department"),
    ("nursing", "en", "Certified Nursing Assistant", "CNA"),
    ("accounting", "en", "Senior Accountant", "Sr. Accountant"),
    ("marketing", "en", "Marketing Manager", "Manager, Marketing"),
    ("sales", "en", "Head of Sales", "Sales Director"),
    ("hr", "en", "Human Resources Generalist", "HR Generalist"),
    ("service", "en", "Customer Service Representative", "Customer Service Rep"),
    ("education", "en", "Elementary School Teacher", "Primary School Teacher"),
    ("legal", "en", "Attorney", "Lawyer"),
    ("legal", "en", "Associate Attorney", "Associate, Litigation"),
    ("logistics", "en", "Truck Driver", "HGV Driver"),
    ("kitchen", "en", "Sous Chef", "Sous-Chef"),
    ("medicine", "en", "Physician", "Doctor"),
    ("facilities", "en", "Janitor", "Custodian"),
    ("logistics", "en", "Warehouse Worker", "Warehouse Associate"),
    ("retail", "en", "Store Manager", "Shop Manager"),
    ("software", "en", "Software Engineer", "Software Development Engineer"),
    ("construction", "en", "Site Foreman", "Construction Foreman"),
    ("public", "en", "Firefighter", "Firefighter/EMT"),
    ("hotel", "en", "Front Desk Clerk", "Receptionist"),
    ("automotive", "en", "Auto Mechanic", "Automotive Mechanic"),
    ("it", "en", "Systems Administrator", "SysAdmin"),
    ("library", "en", "Librarian", "Reference Librarian"),
    ("sales", "zh", "销售经理", "销售部经理"),
    ("sales", "zh", "销售主管", "销售组长"),
    ("finance", "zh", "财务主管", "Finance Supervisor"),
    ("accounting", "zh", "会计", "会计员"),
    ("medicine", "zh", "主治医师", "主治医生"),
    ("academia", "zh", "讲师", "大学讲师"),
    ("engineering", "zh", "高级工程师", "高工"),
    ("nursing", "zh", "护士长", "病区护士长"),
    ("hr", "zh", "人力资源经理", "HR经理"),
    ("hr", "zh", "人事专员", "人力资源专员"),
    ("admin", "zh", "行政主管", "行政部主管"),
    ("retail", "zh", "店长", "门店店长"),
    ("software", "zh", "软件工程师", "软件开发工程师"),
    ("product", "zh", "产品经理", "Product Manager"),
    ("design", "zh", "设计总监", "Design Director"),
    ("education", "zh", "教师", "老师"),
    ("kitchen", "zh", "厨师长", "主厨"),
    ("logistics", "zh", "仓管员", "仓库管理员"),
    ("service", "zh", "客服专员", "客户服务专员"),
    ("media", "zh", "记者", "新闻记者"),
]
# (profession, language, old skills, new skills, index of the claimed one or None)
SKILLS = [
    (
        "nursing",
        "en",
        ["Patient care", "Vital signs"],
        ["Patient care", "Vital signs", "Phlebotomy"],
        2,
    ),
    ("accounting", "en", ["Bookkeeping", "Payroll"], ["Bookkeeping", "Payroll", "IFRS"], 2),
    ("construction", "en", ["Framing", "Drywall"], ["Framing", "Drywall", "OSHA 30"], 2),
    (
        "marketing",
        "en",
        ["Copywriting", "Email campaigns"],
        ["Copywriting", "Email campaigns", "SEO"],
        2,
    ),
    ("data", "en", ["Excel", "Reporting"], ["Excel", "Reporting", "Power BI"], 2),
    (
        "hotel",
        "en",
        ["Guest relations", "Reservations"],
        ["Guest relations", "Reservations", "Revenue management"],
        2,
    ),
    (
        "logistics",
        "en",
        ["Forklift operation", "Inventory"],
        ["Forklift operation", "Inventory", "Customs brokerage"],
        2,
    ),
    ("academia", "en", ["Lecturing", "Research"], ["Lecturing", "Research", "Grant writing"], 2),
    ("engineering", "zh", ["AutoCAD", "施工图设计"], ["AutoCAD", "施工图设计", "BIM"], 2),
    ("finance", "zh", ["财务报表", "税务申报"], ["财务报表", "税务申报", "并购估值"], 2),
    ("marketing", "zh", ["文案撰写", "活动策划"], ["文案撰写", "活动策划", "用户增长"], 2),
    ("medicine", "zh", ["病历书写", "查房"], ["病历书写", "查房", "腹腔镜手术"], 2),
    ("education", "zh", ["班级管理", "课堂教学"], ["班级管理", "课堂教学", "心理咨询"], 2),
    ("hr", "zh", ["招聘", "员工关系"], ["招聘", "员工关系", "薪酬设计"], 2),
    # rewordings: the same skill as an abbreviation, a synonym or in the other language
    ("nursing", "en", ["Cardiopulmonary resuscitation", "Wound care"], ["CPR", "Wound care"], None),
    ("accounting", "en", ["Accounts payable", "Payroll"], ["AP", "Payroll"], None),
    (
        "marketing",
        "en",
        ["Search engine optimization", "Copywriting"],
        ["SEO", "Copy writing"],
        None,
    ),
    (
        "sales",
        "en",
        ["Customer relationship management", "Prospecting"],
        ["CRM", "Prospecting"],
        None,
    ),
    ("data", "en", ["Microsoft Excel", "SQL"], ["Excel", "Structured Query Language (SQL)"], None),
    ("hr", "en", ["Recruitment", "Onboarding"], ["Recruiting", "Employee onboarding"], None),
    (
        "project",
        "en",
        ["Project management", "Budgeting"],
        ["Project Management", "Budget management"],
        None,
    ),
    ("medicine", "en", ["Electronic health records", "Triage"], ["EHR", "Patient triage"], None),
    ("accounting", "zh", ["财务报表", "月末结账"], ["Financial statements", "月结"], None),
    ("project", "zh", ["Project management", "Excel"], ["项目管理", "Excel"], None),
    ("nursing", "zh", ["心肺复苏", "静脉输液"], ["CPR", "静脉输液"], None),
    ("marketing", "zh", ["搜索引擎优化", "新媒体运营"], ["SEO", "新媒体运营"], None),
    ("hr", "zh", ["招聘", "培训"], ["人才招聘", "员工培训"], None),
    ("sales", "zh", ["客户关系管理", "商务谈判"], ["CRM", "谈判"], None),
]

# A second batch, in documents of two jobs (the raised one the latest), written after the first
# was measured and before any rule was run on it; appended so that the first's split stays.
RAISED_2 = [
    ("management", "en", "Assistant Manager", "General Manager"),
    ("management", "en", "Deputy Director of Operations", "Director of Operations"),
    ("management", "en", "Associate Director, Finance", "Director, Finance"),
    ("management", "en", "Senior Manager, Supply Chain", "Head of Supply Chain"),
    ("software", "en", "Software Engineer", "Engineering Team Lead"),
    ("software", "en", "Developer", "Lead Developer"),
    ("data", "en", "Data Analyst I", "Data Analyst III"),
    ("teaching", "en", "Teaching Assistant", "Class Teacher"),
    ("teaching", "en", "English Teacher", "Head of English Department"),
    ("physio", "en", "Physiotherapy Assistant", "Physiotherapist"),
    ("vet", "en", "Veterinary Nurse", "Veterinary Surgeon"),
    ("architecture", "en", "Architectural Technologist", "Architect"),
    ("sales", "en", "Sales Assistant", "Sales Manager"),
    ("nursing", "en", "Staff Nurse", "Nurse Practitioner"),
    ("electrical", "en", "Electrician", "Electrical Engineer"),
    ("research", "en", "Research Assistant", "Research Scientist"),
    ("management", "zh", "副经理", "经理"),
    ("management", "zh", "副总监", "总监"),
    ("management", "zh", "经理助理", "部门经理"),
    ("management", "zh", "主管", "高级经理"),
    ("engineering", "zh", "技术员", "工程师"),
    ("medicine", "zh", "护士", "医生"),
    ("pharmacy", "zh", "药剂员", "药剂师"),
    ("accounting", "zh", "助理会计师", "会计师"),
    ("accounting", "zh", "会计师", "高级会计师"),
    ("construction", "zh", "二级建造师", "一级建造师"),
    ("nursing", "zh", "主管护师", "副主任护师"),
    ("kitchen", "zh", "厨师", "行政总厨"),
    ("engineering", "zh", "工程师", "总工程师"),
    ("sales", "zh", "销售代表", "大区销售经理"),
    ("ops", "zh", "运营专员", "运营总监"),
    ("teaching", "zh", "班主任", "年级主任"),
]
REWORDED_2 = [
    ("software", "en", "Team Lead", "Team Leader"),
    ("software", "en", "Lead Developer", "Development Lead"),
    ("management", "en", "Director of Operations", "Operations Director"),
    ("sales", "en", "VP Sales", "Vice President of Sales"),
    ("nursing", "en", "Registered Nurse", "Staff Nurse"),
    ("finance", "en", "Chief Financial Officer", "CFO"),
    ("retail", "en", "Store Manager", "Retail Store Manager"),
    ("nursing", "en", "Nurse Practitioner", "NP"),
    ("accounting", "en", "Accounting Manager", "Manager of Accounting"),
    ("kitchen", "en", "Chef de Cuisine", "Head Chef"),
    ("facilities", "en", "Maintenance Technician", "Maintenance Tech"),
    ("transport", "en", "Bus Driver", "Bus Operator"),
    ("pharmacy", "en", "Pharmacist", "Staff Pharmacist"),
    ("engineering", "en", "Project Engineer", "Engineer, Projects"),
    ("software", "en", "Software Engineer II", "Software Engineer (Level II)"),
    ("teaching", "en", "Math Teacher", "Teacher of Mathematics"),
    ("management", "zh", "经理", "部门经理"),
    ("management", "zh", "总监", "Director"),
    ("management", "zh", "高级经理", "Senior Manager"),
    ("engineering", "zh", "工程师", "中级工程师"),
    ("accounting", "zh", "会计师", "中级会计师"),
    ("teaching", "zh", "教师", "任课教师"),
    ("nursing", "zh", "主管护师", "主管护师（内科）"),
    ("sales", "zh", "大区经理", "区域经理"),
    ("ops", "zh", "运营专员", "运营"),
    ("kitchen", "zh", "行政总厨", "Executive Chef"),
    ("it", "zh", "运维主管", "运维组长"),
    ("hr", "zh", "HRBP", "人力资源业务伙伴"),
]
SKILLS_2 = [
    ("food", "en", ["Food safety", "Menu planning"], ["Food safety", "Menu planning", "HACCP"], 2),
    (
        "manufacturing",
        "en",
        ["Quality control", "Lean"],
        ["Quality control", "Lean", "Six Sigma"],
        2,
    ),
    ("software", "en", ["Docker", "Python"], ["Docker", "Python", "Kubernetes"], 2),
    ("accounting", "en", ["QuickBooks", "Payroll"], ["QuickBooks", "Payroll", "Xero"], 2),
    ("it", "en", ["Help desk", "Windows"], ["Help desk", "Windows", "CCNA"], 2),
    ("data", "zh", ["数据分析", "SQL"], ["数据分析", "SQL", "数据挖掘"], 2),
    ("ecommerce", "zh", ["店铺运营", "客服"], ["店铺运营", "客服", "直播带货"], 2),
    ("automation", "zh", ["电气维修", "设备保养"], ["电气维修", "设备保养", "PLC编程"], 2),
    ("manufacturing", "en", ["Quality assurance", "Inspection"], ["QA", "Inspection"], None),
    ("manufacturing", "en", ["Standard operating procedures", "5S"], ["SOPs", "5S"], None),
    ("retail", "en", ["Point of sale", "Merchandising"], ["POS", "Visual merchandising"], None),
    (
        "construction",
        "en",
        ["Personal protective equipment", "Scaffolding"],
        ["PPE", "Scaffolding"],
        None,
    ),
    ("hr", "en", ["Human resources", "Payroll"], ["HR", "Payroll processing"], None),
    ("sales", "en", ["Key account management", "Negotiation"], ["KAM", "Negotiating"], None),
    ("service", "zh", ["Customer service", "Complaint handling"], ["客户服务", "投诉处理"], None),
    ("data", "zh", ["数据分析", "Excel"], ["Data analysis", "Excel"], None),
    ("quality", "zh", ["质量管理", "ISO 9001"], ["Quality management", "ISO9001"], None),
    ("hr", "zh", ["员工关系", "绩效考核"], ["员工关系管理", "绩效管理"], None),
]


def _doc(language: str, label: str, position: str, skills: list[str]) -> dict[str, Any]:
    employer = "江南实业有限公司" if language == "zh" else "Harbor & Pine Ltd"
    doc: dict[str, Any] = {
        "basics": {"name": "王芳" if language == "zh" else "Alex Morgan", "label": label},
        "work": [{"name": employer, "position": position, "startDate": "2019-04"}],
    }
    if skills:
        doc["skills"] = [{"name": "技能" if language == "zh" else "Skills", "keywords": skills}]
    return doc


def _two_jobs(doc: dict[str, Any], language: str, earlier: str) -> dict[str, Any]:
    employer = "东方贸易有限公司" if language == "zh" else "Bluefield Partners"
    doc["work"].append(
        {"name": employer, "position": earlier, "startDate": "2015-06", "endDate": "2019-03"}
    )
    return doc


def cases() -> list[dict[str, Any]]:
    found = _batch("", RAISED, REWORDED, SKILLS)
    for case in _batch("b2-", RAISED_2, REWORDED_2, SKILLS_2):
        lang = case["language"]
        earlier = {"zh": "专员"}.get(lang, "Coordinator")
        for side in ("before", "after"):
            _two_jobs(case[side], lang, earlier)
        found.append(case)
    return found


def _batch(tag: str, raised: list, reworded: list, skills: list) -> list[dict[str, Any]]:  # type: ignore[type-arg]
    found: list[dict[str, Any]] = []
    for n, (prof, lang, old, new) in enumerate(raised):
        if n % 2:  # the headline raised, the position kept
            before, after = _doc(lang, old, old, []), _doc(lang, new, old, [])
            path = "basics.label"
        else:
            before, after = _doc(lang, old, old, []), _doc(lang, old, new, [])
            path = "work[0].position"
        found.append(
            _case(
                f"{tag}up-{n}",
                lang,
                prof,
                "inflated_title",
                before,
                after,
                [("title_inflated", path)],
            )
        )
    for n, (prof, lang, old, new) in enumerate(reworded):
        before = _doc(lang, old, old, [])
        after = _doc(lang, new, new, []) if n % 2 else _doc(lang, old, new, [])
        found.append(_case(f"{tag}title-same-{n}", lang, prof, "rewording", before, after, []))
    for n, (prof, lang, old, new, at) in enumerate(skills):
        title = "专员" if lang == "zh" else "Specialist"
        before, after = _doc(lang, title, title, old), _doc(lang, title, title, new)
        kind, expect = (
            ("rewording", [])
            if at is None
            else ("claimed_skill", [("skill_claimed", f"skills[0].keywords[{at}]")])
        )
        found.append(_case(f"{tag}skill-{n}", lang, prof, kind, before, after, expect))
    return found


def _case(*args: Any) -> dict[str, Any]:
    return tuning7_case(*args, prefix="g5")


def main() -> int:
    about = "guard5's case set for issue 28 (bench/parts/claims_tuning8.py): {}"
    write_halves(cases(), about, OUT_TUNE, OUT_KEPT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
