"""A seventh case set for `bench/claims.py`, written by guard29 for issue 28 before its change to
the guard: role changes without a level word, products named inside a new highlight, and
rewordings of titles and highlights that must raise nothing (English and Chinese, 16
professions). Titles follow the occupational title conventions of job boards and of national
occupation lists (BLS SOC titles, 《职业分类大典》 names), not the guard's tables; products are
common tools of each trade. Writes `claims_tuning7.json` (cases at even places, for tuning)
and `claims_kept7.json` (odd places, kept out: measured before and at the end only).

    .venv/bin/python bench/parts/claims_tuning7.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT_TUNE = HERE / "claims_tuning7.json"
OUT_KEPT = HERE / "claims_kept7.json"

# (profession, language, old title, new title): the new one names another job, no level word.
ROLE_CHANGES = [
    ("nursing", "en", "Registered Nurse", "Clinical Operations Administrator"),
    ("nursing", "en", "Staff Nurse, Med-Surg", "Health Informatics Analyst"),
    ("physiotherapy", "en", "Physical Therapist", "Rehabilitation Program Administrator"),
    ("pharmacy", "en", "Pharmacy Technician", "Pharmacist"),
    ("teaching", "en", "Middle School Science Teacher", "Curriculum Developer"),
    ("teaching", "en", "ESL Tutor", "Academic Registrar"),
    ("accounting", "en", "Staff Accountant", "Financial Analyst"),
    ("accounting", "en", "Bookkeeper", "Auditor"),
    ("sales", "en", "Customer Support Representative", "Account Executive, Sales"),
    ("marketing", "en", "Marketing Coordinator", "Video Producer"),
    ("media", "en", "Production Coordinator", "Producer"),
    ("software", "en", "Software Engineer", "Product Designer"),
    ("software", "en", "QA Tester", "Software Architect"),
    ("data", "en", "Data Analyst", "Data Engineer"),
    ("hr", "en", "HR Assistant", "Recruiter"),
    ("legal", "en", "Legal Secretary", "Paralegal"),
    ("logistics", "en", "Warehouse Associate", "Logistics Planner"),
    ("logistics", "en", "Truck Driver", "Dispatcher"),
    ("civil", "en", "CAD Drafter", "Civil Engineer"),
    ("design", "en", "Graphic Designer", "Art Director"),
    ("hospitality", "en", "Line Cook", "Sommelier"),
    ("journalism", "en", "Reporter", "Editor"),
    ("nursing", "zh", "护士", "医院行政管理员"),
    ("medicine", "zh", "康复治疗师", "医生"),
    ("teaching", "zh", "小学数学教师", "教务专员"),
    ("accounting", "zh", "出纳", "会计"),
    ("accounting", "zh", "会计", "审计员"),
    ("software", "zh", "Java开发工程师", "产品设计师"),
    ("data", "zh", "数据分析师", "算法工程师"),
    ("media", "zh", "新媒体编辑", "制片人"),
    ("media", "zh", "记者", "摄影师"),
    ("logistics", "zh", "货车司机", "物流调度员"),
    ("legal", "zh", "法务专员", "律师"),
    ("translation", "zh", "英语翻译", "英语教师"),
    ("hospitality", "zh", "厨师", "营养师"),
    ("construction", "zh", "电工", "焊工"),
]
# (profession, language, old title, new title): the same job reworded, translated, reordered.
TITLE_REWORDINGS = [
    ("nursing", "en", "RN", "Registered Nurse"),
    ("nursing", "en", "Registered Nurse", "Registered Nurse (ICU)"),
    ("software", "en", "Software Engineer", "Software Developer"),
    ("software", "en", "Backend Engineer", "Backend Engineer (Payments)"),
    ("software", "en", "Engineer, Software", "Software Engineer"),
    ("accounting", "en", "Accountant", "Staff Accountant"),
    ("accounting", "en", "Staff Accountant", "Accountant, General Ledger"),
    ("teaching", "en", "Teacher", "Classroom Teacher"),
    ("teaching", "en", "High School English Teacher", "English Teacher, Grades 9-12"),
    ("sales", "en", "Sales Representative", "Sales Rep"),
    ("sales", "en", "Account Executive", "Account Executive, Mid-Market"),
    ("marketing", "en", "Marketing Coordinator", "Marketing Specialist"),
    ("hr", "en", "Recruiter", "Technical Recruiter"),
    ("legal", "en", "Paralegal", "Litigation Paralegal"),
    ("logistics", "en", "Logistics Coordinator", "Logistics Specialist"),
    ("civil", "en", "Civil Engineer", "Civil Engineer, Transportation"),
    ("design", "en", "Graphic Designer", "Visual Designer"),
    ("data", "en", "Data Analyst", "Data Analyst (Marketing)"),
    ("pharmacy", "en", "Pharmacist", "Clinical Pharmacist"),
    ("media", "en", "Producer", "Video Producer"),
    ("admin", "en", "Office Administrator", "Office Coordinator"),
    ("nursing", "zh", "护士", "Registered Nurse"),
    ("nursing", "zh", "护士", "临床护士"),
    ("accounting", "zh", "会计", "会计专员"),
    ("accounting", "zh", "会计", "Accountant"),
    ("accounting", "zh", "Accountant", "总账会计"),
    ("teaching", "zh", "教师", "小学语文教师"),
    ("teaching", "zh", "语文老师", "语文教师"),
    ("software", "zh", "软件工程师", "Software Engineer"),
    ("software", "zh", "后端开发工程师", "后端开发工程师（支付）"),
    ("sales", "zh", "销售代表", "销售顾问"),
    ("hr", "zh", "招聘专员", "招聘顾问"),
    ("legal", "zh", "律师", "执业律师"),
    ("media", "zh", "制片人", "Producer"),
    ("design", "zh", "平面设计师", "视觉设计师"),
    ("logistics", "zh", "物流专员", "物流专员（进口）"),
]
# (profession, language, old highlights, new highlights, index of the claiming highlight or None)
HIGHLIGHTS = [
    (
        "marketing",
        "en",
        ["Designed social media graphics for product launches"],
        ["Designed social media graphics in Canva for product launches"],
        0,
    ),
    (
        "marketing",
        "en",
        ["Scheduled posts across three brand accounts"],
        ["Scheduled posts across three brand accounts through Hootsuite"],
        0,
    ),
    (
        "project",
        "en",
        ["Tracked tasks and deadlines for a team of eight"],
        ["Tracked tasks and deadlines for a team of eight on Asana boards"],
        0,
    ),
    (
        "construction",
        "en",
        ["Managed submittals and RFIs for a 12-storey build"],
        ["Managed Procore submittals and RFIs for a 12-storey build"],
        0,
    ),
    (
        "hvac",
        "en",
        ["Dispatched technicians to service calls"],
        ["Dispatched technicians to service calls from ServiceTitan"],
        0,
    ),
    (
        "accounting",
        "en",
        ["Processed vendor invoices and reconciled bank accounts"],
        ["Processed vendor invoices through Bill.com and reconciled bank accounts"],
        0,
    ),
    (
        "hr",
        "en",
        ["Coordinated interviews for 40 open roles"],
        ["Coordinated interviews for 40 open roles and kept candidates moving in Greenhouse"],
        0,
    ),
    (
        "sales",
        "en",
        ["Booked demos with inbound leads"],
        ["Booked demos with inbound leads sourced from ZoomInfo"],
        0,
    ),
    (
        "design",
        "en",
        ["Built wireframes and clickable prototypes"],
        ["Built wireframes and clickable prototypes, handing off specs via Zeplin"],
        0,
    ),
    (
        "data",
        "en",
        ["Built weekly revenue reports for leadership"],
        ["Built weekly revenue reports for leadership, published to Looker"],
        0,
    ),
    (
        "nursing",
        "en",
        ["Documented patient assessments each shift"],
        ["Documented patient assessments each shift and administered medications via Pyxis"],
        0,
    ),
    (
        "teaching",
        "en",
        ["Graded assignments and posted feedback online"],
        ["Graded assignments and posted feedback online with Turnitin checks"],
        0,
    ),
    ("media", "zh", ["负责短视频拍摄与剪辑"], ["负责短视频拍摄，并用剪映和Premiere完成剪辑"], 0),
    ("design", "zh", ["负责门店海报设计"], ["负责门店海报设计，使用Canva批量出图"], 0),
    (
        "accounting",
        "zh",
        ["负责日常凭证录入和月末结账"],
        ["负责日常凭证录入和月末结账，熟练使用金蝶云星空"],
        0,
    ),
    ("hr", "zh", ["负责员工入离职手续"], ["负责员工入离职手续，在北森系统中维护员工档案"], 0),
    ("logistics", "zh", ["负责仓库出入库管理"], ["负责仓库出入库管理，使用WMS和RFID盘点"], 0),
    ("sales", "zh", ["负责华东区客户拜访"], ["负责华东区客户拜访，并在纷享销客中跟进商机"], 0),
    # rewordings: the same tools, or none, said otherwise
    (
        "marketing",
        "en",
        ["Designed social media graphics in Canva"],
        ["Created Canva graphics for social media"],
        None,
    ),
    (
        "accounting",
        "en",
        ["Reconciled accounts in QuickBooks Online"],
        ["Performed account reconciliations in QuickBooks"],
        None,
    ),
    (
        "software",
        "en",
        ["Built REST APIs in Python and Django"],
        ["Developed Django REST APIs in Python"],
        None,
    ),
    (
        "nursing",
        "en",
        ["Charted assessments in Epic for 5 patients per shift"],
        ["Documented assessments for five patients each shift in Epic"],
        None,
    ),
    (
        "teaching",
        "en",
        ["Planned lessons for 28 Year 5 students"],
        ["Prepared daily lessons for a class of 28 Year 5 pupils"],
        None,
    ),
    (
        "sales",
        "en",
        ["Logged all calls and opportunities in Salesforce"],
        ["Kept Salesforce up to date with every call and opportunity"],
        None,
    ),
    (
        "hr",
        "en",
        ["Ran new-hire orientation every Monday"],
        ["Led weekly orientation sessions for new hires"],
        None,
    ),
    (
        "legal",
        "en",
        ["Drafted discovery requests and tracked deadlines"],
        ["Prepared discovery requests and managed filing deadlines"],
        None,
    ),
    (
        "logistics",
        "en",
        ["Scheduled inbound freight with carriers"],
        ["Booked inbound freight appointments with carriers"],
        None,
    ),
    (
        "civil",
        "en",
        ["Produced drainage drawings in AutoCAD Civil 3D"],
        ["Prepared drainage plans using Civil 3D"],
        None,
    ),
    (
        "design",
        "en",
        ["Designed packaging in Adobe Illustrator"],
        ["Created packaging designs using Illustrator"],
        None,
    ),
    (
        "data",
        "en",
        ["Wrote SQL queries for monthly churn reports"],
        ["Queried churn data in SQL for the monthly report"],
        None,
    ),
    ("media", "zh", ["使用剪映完成短视频剪辑"], ["用剪映剪辑短视频"], None),
    ("accounting", "zh", ["使用用友完成月末结账"], ["在用友系统中完成月结"], None),
    ("teaching", "zh", ["负责三年级两个班的数学教学"], ["担任三年级两个班数学老师"], None),
    ("nursing", "zh", ["负责病区患者的日常护理"], ["承担病区患者日常护理工作"], None),
    ("sales", "zh", ["在CRM中记录客户跟进情况"], ["使用CRM系统跟进并记录客户情况"], None),
    ("hr", "zh", ["负责招聘渠道维护和简历筛选"], ["维护招聘渠道，筛选简历"], None),
]

# A second batch, written after the first rules and before running them on it; appended after
# the first so that the first's split stays as it was.
ROLE_CHANGES_2 = [
    ("veterinary", "en", "Veterinary Technician", "Veterinarian"),
    ("dental", "en", "Dental Hygienist", "Dentist"),
    ("social work", "en", "Case Worker", "Therapist"),
    ("hospitality", "en", "Front Desk Agent", "Revenue Analyst"),
    ("retail", "en", "Cashier", "Merchandiser"),
    ("aviation", "en", "Flight Attendant", "Pilot"),
    ("it", "en", "Help Desk Technician", "Security Engineer"),
    ("marketing", "en", "Social Media Coordinator", "Copywriter"),
    ("finance", "en", "Bank Teller", "Loan Underwriter"),
    ("insurance", "en", "Claims Adjuster", "Actuary"),
    ("lab", "en", "Lab Assistant", "Microbiologist"),
    ("construction", "en", "Carpenter", "Architect"),
    ("film", "en", "Camera Operator", "Cinematographer"),
    ("fitness", "en", "Personal Trainer", "Physiotherapist"),
    ("hospitality", "zh", "前台接待", "收益分析师"),
    ("retail", "zh", "收银员", "采购员"),
    ("aviation", "zh", "空乘", "飞行员"),
    ("it", "zh", "运维工程师", "产品设计师"),
    ("education", "zh", "幼儿教师", "保健医生"),
    ("finance", "zh", "银行柜员", "信贷分析师"),
    ("media", "zh", "主播", "导演"),
    ("legal", "zh", "律师助理", "律师"),
    ("medicine", "zh", "护士", "药剂师"),
    ("construction", "zh", "木工", "建筑师"),
    ("translation", "zh", "翻译", "记者"),
    ("accounting", "zh", "会计", "出纳"),
]
TITLE_REWORDINGS_2 = [
    ("veterinary", "en", "Vet Tech", "Veterinary Technician"),
    ("it", "en", "IT Support Specialist", "Technical Support Specialist"),
    ("hospitality", "en", "Front Desk Agent", "Front Desk Associate"),
    ("aviation", "en", "Flight Attendant", "Cabin Crew Member"),
    ("retail", "en", "Sales Associate", "Retail Sales Associate"),
    ("construction", "en", "Carpenter", "Finish Carpenter"),
    ("fitness", "en", "Personal Trainer", "Certified Personal Trainer"),
    ("marketing", "en", "Social Media Specialist", "Social Media Coordinator"),
    ("finance", "en", "Bank Teller", "Teller"),
    ("lab", "en", "Laboratory Technician", "Lab Tech"),
    ("film", "en", "Video Editor", "Editor, Video"),
    ("dental", "en", "Dental Hygienist", "Registered Dental Hygienist"),
    ("insurance", "en", "Claims Adjuster", "Insurance Claims Adjuster"),
    ("social work", "en", "Social Worker", "Licensed Social Worker"),
    ("aviation", "zh", "空乘", "空中乘务员"),
    ("finance", "zh", "银行柜员", "柜员"),
    ("retail", "zh", "收银员", "收银"),
    ("media", "zh", "主播", "带货主播"),
    ("legal", "zh", "律师助理", "法律助理"),
    ("it", "zh", "运维工程师", "系统运维工程师"),
    ("education", "zh", "幼儿教师", "幼师"),
    ("medicine", "zh", "药剂师", "药师"),
    ("construction", "zh", "木工", "木工师傅"),
    ("translation", "zh", "翻译", "Translator"),
    ("accounting", "zh", "出纳", "出纳员"),
]
HIGHLIGHTS_2 = [
    (
        "veterinary",
        "en",
        ["Prepared surgical packs and monitored anesthesia"],
        ["Prepared surgical packs and monitored anesthesia, charting in AVImark"],
        0,
    ),
    (
        "hospitality",
        "en",
        ["Checked in 120 guests per shift"],
        ["Checked in 120 guests per shift on Opera Cloud"],
        0,
    ),
    (
        "it",
        "en",
        ["Resolved 40 tickets a week"],
        ["Resolved 40 tickets a week logged in Freshservice"],
        0,
    ),
    (
        "fitness",
        "en",
        ["Wrote training plans for 30 clients"],
        ["Wrote training plans for 30 clients and shared them through Trainerize"],
        0,
    ),
    (
        "film",
        "en",
        ["Edited promotional videos"],
        ["Edited promotional videos and color-graded them in DaVinci Resolve"],
        0,
    ),
    (
        "insurance",
        "en",
        ["Investigated auto claims"],
        ["Investigated auto claims, estimating damage with Xactimate"],
        0,
    ),
    (
        "lab",
        "en",
        ["Ran PCR assays on patient samples"],
        ["Ran PCR assays on patient samples and logged results to LabWare"],
        0,
    ),
    (
        "education",
        "en",
        ["Created reading lessons for grade 2"],
        ["Created Nearpod reading lessons for grade 2"],
        0,
    ),
    ("hospitality", "zh", ["负责前台入住登记"], ["负责前台入住登记，使用西软系统办理入住"], 0),
    ("education", "zh", ["负责线上授课"], ["通过腾讯课堂负责线上授课"], 0),
    ("retail", "zh", ["负责门店库存盘点"], ["负责门店库存盘点，使用管家婆软件记录"], 0),
    ("it", "zh", ["负责服务器巡检"], ["负责服务器巡检，通过Zabbix监控告警"], 0),
    (
        "veterinary",
        "en",
        ["Monitored anesthesia during surgeries"],
        ["Kept watch on anesthesia throughout surgical procedures"],
        None,
    ),
    (
        "hospitality",
        "en",
        ["Handled guest complaints at the front desk"],
        ["Resolved guest complaints at the front desk"],
        None,
    ),
    (
        "retail",
        "en",
        ["Restocked shelves and faced products"],
        ["Kept shelves stocked and products faced"],
        None,
    ),
    (
        "it",
        "en",
        ["Reset passwords in Active Directory"],
        ["Handled Active Directory password resets"],
        None,
    ),
    (
        "fitness",
        "en",
        ["Led group HIIT classes"],
        ["Taught high-intensity interval training classes to groups"],
        None,
    ),
    (
        "film",
        "en",
        ["Cut trailers in Premiere Pro"],
        ["Edited trailers using Adobe Premiere Pro"],
        None,
    ),
    (
        "finance",
        "en",
        ["Opened new checking accounts for customers"],
        ["Helped customers open new checking accounts"],
        None,
    ),
    (
        "lab",
        "en",
        ["Prepared reagents for the Monday run"],
        ["Prepared reagents ahead of each Monday run"],
        None,
    ),
    (
        "insurance",
        "en",
        ["Estimated vehicle damage in Xactimate"],
        ["Used Xactimate to estimate vehicle damage"],
        None,
    ),
    ("hospitality", "zh", ["使用Opera系统办理入住"], ["在Opera系统中办理入住手续"], None),
    ("education", "zh", ["通过钉钉开展线上教学"], ["使用钉钉进行线上授课"], None),
    ("retail", "zh", ["负责门店日常陈列"], ["负责门店商品的日常陈列"], None),
    ("finance", "zh", ["负责柜面现金业务"], ["办理柜面现金业务"], None),
    ("media", "zh", ["在抖音平台负责直播"], ["负责抖音直播"], None),
    ("it", "zh", ["通过Zabbix监控服务器"], ["使用Zabbix对服务器进行监控"], None),
]


def _doc(
    language: str, label: str, highlights: list[str], position: str | None = None
) -> dict[str, Any]:
    employer = "华东科技有限公司" if language == "zh" else "Northwind Group"
    return {
        "basics": {"name": "测试" if language == "zh" else "Sam Lee", "label": label},
        "work": [
            {
                "name": employer,
                "position": position if position is not None else label,
                "startDate": "2020-01",
                "highlights": highlights,
            }
        ],
    }


def cases() -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for batch, (roles, titles, lines) in enumerate(
        (
            (ROLE_CHANGES, TITLE_REWORDINGS, HIGHLIGHTS),
            (ROLE_CHANGES_2, TITLE_REWORDINGS_2, HIGHLIGHTS_2),
        )
    ):
        tag = "" if batch == 0 else "b2-"
        found += _batch(tag, roles, titles, lines)
    return found


def _batch(tag: str, roles: list, titles: list, lines: list) -> list[dict[str, Any]]:  # type: ignore[type-arg]
    found: list[dict[str, Any]] = []
    for n, (prof, lang, old, new) in enumerate(roles):
        # the position changed, the label kept (alternately the label changed)
        if n % 2:
            before, after = _doc(lang, old, []), _doc(lang, new, [], position=old)
            path = "basics.label"
        else:
            before, after = _doc(lang, old, []), _doc(lang, old, [], position=new)
            path = "work[0].position"
        found.append(
            _case(
                f"{tag}role-{n}",
                lang,
                prof,
                "inflated_title",
                before,
                after,
                [("title_inflated", path)],
            )
        )
    for n, (prof, lang, old, new) in enumerate(titles):
        before = _doc(lang, old, [])
        after = _doc(lang, new, []) if n % 2 else _doc(lang, old, [], position=new)
        found.append(_case(f"{tag}title-same-{n}", lang, prof, "rewording", before, after, []))
    for n, (prof, lang, old, new, at) in enumerate(lines):
        label = {"zh": "专员"}.get(lang, "Specialist")
        before, after = _doc(lang, label, old), _doc(lang, label, new)
        kind, expect = (
            ("rewording", [])
            if at is None
            else ("claimed_skill", [("skill_claimed", f"work[0].highlights[{at}]")])
        )
        found.append(_case(f"{tag}line-{n}", lang, prof, kind, before, after, expect))
    return found


def _case(
    cid: str,
    lang: str,
    prof: str,
    kind: str,
    before: Any,
    after: Any,
    expect: list[tuple[str, str]],
    prefix: str = "g29",
) -> dict[str, Any]:
    """One case of the claims bench's format (later case sets pass their own id prefix)."""
    return {
        "id": f"{prefix}-{cid}-{lang}",
        "language": lang,
        "profession": prof,
        "kind": kind,
        "before": before,
        "after": after,
        "expect": [{"check": c, "path": p} for c, p in expect],
    }


def write_halves(every: list[dict[str, Any]], about: str, tune_to: Path, kept_to: Path) -> None:
    """Every other case to the tuning file, the rest to the kept-out file (`about` takes the
    half's name)."""
    tune = [c for i, c in enumerate(every) if i % 2 == 0]
    kept = [c for i, c in enumerate(every) if i % 2 == 1]
    for out, part, what in (
        (tune_to, tune, "tuning half"),
        (kept_to, kept, "kept half, not tuned on"),
    ):
        data = {"about": about.format(what), "cases": part}
        out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
        print(f"{len(part)} cases -> {out.name}")


def main() -> int:
    about = "guard29's case set for issue 28 (bench/parts/claims_tuning7.py): {}"
    write_halves(cases(), about, OUT_TUNE, OUT_KEPT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
