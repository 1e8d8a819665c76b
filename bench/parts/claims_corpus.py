"""The guard's own corpus for `bench/claims.py`: writes `claims_corpus.json` from a table.

    .venv/bin/python bench/parts/claims_corpus.py     # rewrites bench/parts/claims_corpus.json

Each row is one person (a profession, a language) with a small JSON Resume. From it come three
edits, each a case: a skill added that nothing in the resume supports (`claimed_skill`, in the
skills list or in a highlight), a position or the label raised or changed to another role
(`inflated_title`), and a rewording the guard must accept silently (`rewording`: an
abbreviation, a synonym, the same term in the other language, a title worded otherwise).
Written by the helper that tunes the guard, so it is tuning data, not a held-out measure.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "claims_corpus.json"

# id, language, profession, label, [(employer, position, highlight)], skills,
# claimed skill (added to the skills), claimed highlight (text, added to work[0]),
# inflated position of work[0], inflated label,
# reworded skill (index, new words), reworded position of work[0], reworded highlight
ROWS: list[dict[str, Any]] = [
    {
        "id": "nurse-en",
        "language": "en",
        "profession": "nursing",
        "label": "Registered Nurse",
        "work": [
            ("Mercy Hospital", "Registered Nurse", "Charted every shift in Epic"),
            ("City Clinic", "Staff Nurse", "Gave Basic Life Support during codes"),
        ],
        "skills": ["wound care", "patient assessment", "BLS"],
        "claim": "hemodialysis",
        "claim_line": "Ran continuous renal replacement therapy for ICU patients",
        "inflate": "Nurse Manager",
        "inflate_label": "Director of Nursing",
        "reword": (2, "Basic Life Support"),
        "reword_position": "RN",
        "reword_line": "Documented each shift in Epic",
    },
    {
        "id": "accountant-en",
        "language": "en",
        "profession": "accounting",
        "label": "Staff Accountant",
        "work": [
            ("Deloitte", "Staff Accountant", "Prepared journal entries and accruals"),
            ("Acme Corp", "Accounts Payable Clerk", "Reconciled vendor statements monthly"),
        ],
        "skills": ["month-end close", "account reconciliation", "GAAP"],
        "claim": "IFRS",
        "claim_line": "Led the transfer pricing documentation for 12 entities",
        "inflate": "Senior Accountant",
        "inflate_label": "Controller",
        "reword": (1, "reconciliation of accounts"),
        "reword_position": "Accountant",
        "reword_line": "Booked journal entries and accruals",
    },
    {
        "id": "teacher-en",
        "language": "en",
        "profession": "teaching",
        "label": "Math Teacher",
        "work": [
            ("Lincoln High School", "Math Teacher", "Wrote lesson plans for algebra classes"),
        ],
        "skills": ["classroom management", "lesson planning", "differentiated instruction"],
        "claim": "special education",
        "claim_line": "Coordinated the Advanced Placement calculus program",
        "inflate": "Head of Mathematics",
        "inflate_label": "Principal",
        "reword": (1, "lesson plans"),
        "reword_position": "Mathematics Teacher",
        "reword_line": "Planned lessons for algebra classes",
    },
    {
        "id": "sales-en",
        "language": "en",
        "profession": "sales",
        "label": "Account Executive",
        "work": [
            ("Oracle", "Account Executive", "Closed 30 deals a year in Salesforce"),
            ("Zendesk", "Sales Development Representative", "Booked meetings by cold calling"),
        ],
        "skills": ["Salesforce", "pipeline management", "negotiation"],
        "claim": "MEDDIC",
        "claim_line": "Managed channel partnerships across EMEA distributors",
        "inflate": "VP of Sales",
        "inflate_label": "Sales Director",
        "reword": (0, "SFDC"),
        "reword_position": "Account Executive, Mid-Market",
        "reword_line": "Won 30 deals a year, tracked in Salesforce",
    },
    {
        "id": "marketing-en",
        "language": "en",
        "profession": "marketing",
        "label": "Marketing Specialist",
        "work": [
            ("HubSpot", "Marketing Specialist", "Ran email campaigns in HubSpot"),
        ],
        "skills": ["content marketing", "Google Analytics", "SEO"],
        "claim": "Marketo",
        "claim_line": "Built the paid social strategy with a budget of TikTok ads",
        "inflate": "Marketing Manager",
        "inflate_label": "Chief Marketing Officer",
        "reword": (2, "search engine optimization"),
        "reword_position": "Marketing Specialist (Content)",
        "reword_line": "Sent email campaigns with HubSpot",
    },
    {
        "id": "hr-en",
        "language": "en",
        "profession": "hr",
        "label": "HR Generalist",
        "work": [
            ("Target", "HR Generalist", "Handled employee relations cases"),
        ],
        "skills": ["recruiting", "onboarding", "Workday"],
        "claim": "SHRM-SCP",
        "claim_line": "Designed the compensation and benefits structure for 2,000 staff",
        "inflate": "HR Director",
        "inflate_label": "Chief People Officer",
        "reword": (0, "recruitment"),
        "reword_position": "Human Resources Generalist",
        "reword_line": "Managed employee relations cases",
    },
    {
        "id": "lawyer-en",
        "language": "en",
        "profession": "legal",
        "label": "Paralegal",
        "work": [
            ("Baker McKenzie", "Paralegal", "Drafted discovery requests and legal research memos"),
        ],
        "skills": ["legal research", "Westlaw", "document review"],
        "claim": "bar admission",
        "claim_line": "Argued motions in federal court as lead counsel",
        "inflate": "Associate Attorney",
        "inflate_label": "Partner",
        "reword": (0, "legal research and writing"),
        "reword_position": "Litigation Paralegal",
        "reword_line": "Prepared discovery requests and legal research memos",
    },
    {
        "id": "logistics-en",
        "language": "en",
        "profession": "logistics",
        "label": "Supply Chain Planner",
        "work": [
            ("Maersk", "Supply Chain Planner", "Ran the monthly S&OP meeting"),
        ],
        "skills": ["demand planning", "inventory management", "SAP"],
        "claim": "Six Sigma",
        "claim_line": "Negotiated freight contracts with ocean carriers as procurement lead",
        "inflate": "Supply Chain Director",
        "inflate_label": "VP of Operations",
        "reword": (1, "inventory control"),
        "reword_position": "Supply Chain Planning Specialist",
        "reword_line": "Ran the monthly sales and operations planning meeting",
    },
    {
        "id": "structural-en",
        "language": "en",
        "profession": "structural",
        "label": "Structural Engineer, P.E.",
        "work": [
            ("Arup", "Structural Engineer", "Designed steel and concrete frames in SAP2000"),
            ("AECOM", "Senior Structural Engineer", "Checked seismic design of bridges"),
        ],
        "skills": ["SAP2000", "AutoCAD", "seismic design"],
        "claim": "Tekla Structures",
        "claim_line": "Led the geotechnical engineering of deep foundations",
        "inflate": "Principal Engineer and Technical Lead",
        "inflate_label": "Senior Compiler Engineer",
        "reword": (2, "earthquake design"),
        "reword_position": "Structural Design Engineer",
        "reword_line": "Designed steel and reinforced concrete frames using SAP2000",
    },
    {
        "id": "designer-en",
        "language": "en",
        "profession": "design",
        "label": "Graphic Designer",
        "work": [
            ("Pentagram", "Graphic Designer", "Laid out packaging in Adobe Illustrator"),
        ],
        "skills": ["Adobe Illustrator", "typography", "brand identity"],
        "claim": "Figma",
        "claim_line": "Built motion graphics in After Effects for the launch",
        "inflate": "Art Director",
        "inflate_label": "Creative Director",
        "reword": (0, "Illustrator"),
        "reword_position": "Graphic Designer (Packaging)",
        "reword_line": "Designed packaging layouts in Adobe Illustrator",
    },
    {
        "id": "software-en",
        "language": "en",
        "profession": "software",
        "label": "Software Engineer",
        "work": [
            ("Stripe", "Software Engineer", "Built payment APIs in Python and PostgreSQL"),
        ],
        "skills": ["Python", "PostgreSQL", "Kubernetes"],
        "claim": "Rust",
        "claim_line": "Wrote the Terraform modules for every AWS account",
        "inflate": "Staff Software Engineer",
        "inflate_label": "Engineering Manager",
        "reword": (2, "k8s"),
        "reword_position": "Software Developer",
        "reword_line": "Built payment APIs with Python and Postgres",
    },
    {
        "id": "data-en",
        "language": "en",
        "profession": "data",
        "label": "Data Analyst",
        "work": [
            ("Spotify", "Data Analyst", "Built dashboards in Tableau from SQL queries"),
        ],
        "skills": ["SQL", "Tableau", "A/B testing"],
        "claim": "machine learning",
        "claim_line": "Trained deep learning models in PyTorch for churn",
        "inflate": "Senior Data Scientist",
        "inflate_label": "Head of Data",
        "reword": (2, "split testing"),
        "reword_position": "Data Analyst II",
        "reword_line": "Made Tableau dashboards from SQL queries",
    },
    {
        "id": "chef-en",
        "language": "en",
        "profession": "hospitality",
        "label": "Line Cook",
        "work": [
            ("The Grill", "Line Cook", "Prepared sauces and grill station orders"),
        ],
        "skills": ["food safety", "knife skills", "menu planning"],
        "claim": "ServSafe",
        "claim_line": "Managed the pastry program and its food cost",
        "inflate": "Executive Chef",
        "inflate_label": "Head Chef",
        "reword": (0, "food hygiene"),
        "reword_position": "Cook",
        "reword_line": "Made sauces and grill station orders",
    },
    {
        "id": "pharmacy-en",
        "language": "en",
        "profession": "pharmacy",
        "label": "Pharmacy Technician",
        "work": [
            ("CVS", "Pharmacy Technician", "Filled prescriptions and counted inventory"),
        ],
        "skills": ["prescription processing", "inventory management", "customer service"],
        "claim": "sterile compounding",
        "claim_line": "Counseled patients on anticoagulation therapy",
        "inflate": "Pharmacist",
        "inflate_label": "Pharmacy Manager",
        "reword": (2, "client service"),
        "reword_position": "Pharmacy Tech",
        "reword_line": "Filled prescriptions and managed inventory",
    },
    {
        "id": "nurse-zh",
        "language": "zh",
        "profession": "nursing",
        "label": "护士",
        "work": [
            ("协和医院", "护士", "负责ICU病人的生命体征监测"),
        ],
        "skills": ["伤口护理", "静脉输液", "基础生命支持"],
        "claim": "血液透析",
        "claim_line": "负责心脏介入手术的器械护理",
        "inflate": "护士长",
        "inflate_label": "护理部主任",
        "reword": (2, "BLS"),
        "reword_position": "临床护士",
        "reword_line": "负责ICU病人的生命体征观察",
    },
    {
        "id": "accountant-zh",
        "language": "zh",
        "profession": "accounting",
        "label": "会计",
        "work": [
            ("华为", "会计", "负责月结和对账"),
            ("美的集团", "出纳", "管理日常现金收付"),
        ],
        "skills": ["月结", "财务报表", "SAP"],
        "claim": "税务筹划",
        "claim_line": "主导集团合并报表和审计",
        "inflate": "财务经理",
        "inflate_label": "财务总监",
        "reword": (0, "月末结账"),
        "reword_position": "会计专员",
        "reword_line": "负责月末结账和对账",
    },
    {
        "id": "teacher-zh",
        "language": "zh",
        "profession": "teaching",
        "label": "英语教师",
        "work": [
            ("北京四中", "英语教师", "担任高一年级班主任"),
        ],
        "skills": ["课堂管理", "教学设计", "教师资格证"],
        "claim": "雅思",
        "claim_line": "负责学校的数学竞赛辅导",
        "inflate": "教导主任",
        "inflate_label": "校长",
        "reword": (0, "班级管理"),
        "reword_position": "高中英语教师",
        "reword_line": "担任高一班主任",
    },
    {
        "id": "sales-zh",
        "language": "zh",
        "profession": "sales",
        "label": "销售代表",
        "work": [
            ("迈瑞医疗", "销售代表", "负责华东区医院客户开发"),
        ],
        "skills": ["客户开发", "商务谈判", "CRM"],
        "claim": "招投标",
        "claim_line": "负责海外渠道管理和代理商招募",
        "inflate": "销售总监",
        "inflate_label": "大区经理",
        "reword": (1, "商务洽谈"),
        "reword_position": "医疗器械销售代表",
        "reword_line": "负责华东区医院的客户开发",
    },
    {
        "id": "marketing-zh",
        "language": "zh",
        "profession": "marketing",
        "label": "市场专员",
        "work": [
            ("字节跳动", "市场专员", "负责抖音内容运营"),
        ],
        "skills": ["内容运营", "用户增长", "数据分析"],
        "claim": "搜索引擎优化",
        "claim_line": "负责品牌公关和危机管理",
        "inflate": "市场总监",
        "inflate_label": "首席营销官",
        "reword": (2, "data analysis"),
        "reword_position": "市场营销专员",
        "reword_line": "负责抖音的内容运营",
    },
    {
        "id": "hr-zh",
        "language": "zh",
        "profession": "hr",
        "label": "招聘专员",
        "work": [
            ("阿里巴巴", "招聘专员", "负责技术岗位招聘"),
        ],
        "skills": ["招聘", "员工关系", "绩效管理"],
        "claim": "薪酬设计",
        "claim_line": "主导组织发展和人才盘点项目",
        "inflate": "人力资源总监",
        "inflate_label": "人力资源经理",
        "reword": (2, "绩效考核"),
        "reword_position": "招聘专员（技术）",
        "reword_line": "负责技术类岗位的招聘",
    },
    {
        "id": "structural-zh",
        "language": "zh",
        "profession": "structural",
        "label": "结构工程师",
        "work": [
            ("中国建筑设计院", "结构工程师", "使用PKPM完成高层住宅结构设计"),
            ("华东院", "高级结构工程师", "负责抗震设计审查"),
        ],
        "skills": ["PKPM", "AutoCAD", "抗震设计"],
        "claim": "Revit",
        "claim_line": "负责地下室基坑支护设计",
        "inflate": "总工程师",
        "inflate_label": "高级软件工程师",
        "reword": (0, "pkpm软件"),
        "reword_position": "建筑结构工程师",
        "reword_line": "用PKPM完成高层住宅的结构设计",
    },
    {
        "id": "software-zh",
        "language": "zh",
        "profession": "software",
        "label": "后端工程师",
        "work": [
            ("腾讯", "后端工程师", "使用Go和MySQL开发支付系统"),
        ],
        "skills": ["Golang", "MySQL", "Redis"],
        "claim": "Kubernetes",
        "claim_line": "使用Flink搭建实时数据仓库",
        "inflate": "技术总监",
        "inflate_label": "首席技术官",
        "reword": (1, "mysql数据库"),
        "reword_position": "后端开发工程师",
        "reword_line": "用Go和MySQL开发支付系统",
    },
    {
        "id": "logistics-zh",
        "language": "zh",
        "profession": "logistics",
        "label": "仓库主管",
        "work": [
            ("京东物流", "仓库主管", "负责入库和出库作业"),
        ],
        "skills": ["库存管理", "WMS", "盘点"],
        "claim": "六西格玛",
        "claim_line": "负责国际海运和报关",
        "inflate": "物流总监",
        "inflate_label": "供应链副总裁",
        "reword": (0, "inventory management"),
        "reword_position": "仓储主管",
        "reword_line": "负责入库、出库作业",
    },
]


def resume(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "basics": {
            "name": "Alex Example" if row["language"] == "en" else "张明",
            "label": row["label"],
        },
        "work": [
            {
                "name": name,
                "position": position,
                "startDate": f"20{15 + i}-01",
                "highlights": [line],
            }
            for i, (name, position, line) in enumerate(row["work"])
        ],
        "skills": [
            {
                "name": "Skills" if row["language"] == "en" else "技能",
                "keywords": list(row["skills"]),
            }
        ],
    }


def cases(row: dict[str, Any]) -> list[dict[str, Any]]:
    base = resume(row)
    made: list[dict[str, Any]] = []

    def case(suffix: str, kind: str, after: dict[str, Any], expect: list[dict[str, str]]) -> None:
        made.append(
            {
                "id": f"{row['id']}-{suffix}",
                "language": row["language"],
                "profession": row["profession"],
                "kind": kind,
                "before": base,
                "after": after,
                "expect": expect,
            }
        )

    after = copy.deepcopy(base)
    after["skills"][0]["keywords"].append(row["claim"])
    n = len(row["skills"])
    case(
        "skill",
        "claimed_skill",
        after,
        [{"check": "skill_claimed", "path": f"skills[0].keywords[{n}]"}],
    )

    after = copy.deepcopy(base)
    after["work"][0]["highlights"].append(row["claim_line"])
    case(
        "duty",
        "claimed_skill",
        after,
        [{"check": "skill_claimed", "path": "work[0].highlights[1]"}],
    )

    after = copy.deepcopy(base)
    after["work"][0]["position"] = row["inflate"]
    case(
        "position",
        "inflated_title",
        after,
        [{"check": "title_inflated", "path": "work[0].position"}],
    )

    after = copy.deepcopy(base)
    after["basics"]["label"] = row["inflate_label"]
    case("label", "inflated_title", after, [{"check": "title_inflated", "path": "basics.label"}])

    after = copy.deepcopy(base)
    index, words = row["reword"]
    after["skills"][0]["keywords"][index] = words
    case("reword-skill", "rewording", after, [])

    after = copy.deepcopy(base)
    after["work"][0]["position"] = row["reword_position"]
    after["work"][0]["highlights"][0] = row["reword_line"]
    case("reword-work", "rewording", after, [])
    return made


def build() -> dict[str, Any]:
    return {
        "about": (
            "The guard's own corpus (bench/parts/claims_corpus.py): per person a claimed skill "
            "in the skills list and in a highlight, a raised position and label, and two "
            "rewordings that must raise no skill_claimed or title_inflated finding. Tuning "
            "data, written by the helper that tuned the checks."
        ),
        "cases": [case for row in ROWS for case in cases(row)],
    }


if __name__ == "__main__":
    OUT.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT}")
