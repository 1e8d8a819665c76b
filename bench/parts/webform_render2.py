"""A second round of other systems' forms (`bench/import_webforms.py --round2`), written after
the rules of the first round were done and never tuned on: English SuccessFactors-like
(label and value set apart by a tab, "Currently Employed", "Cell Phone"), iCIMS-like
("Dates Employed: Apr 2019 - Present", "Duties:" over dashed lines); Chinese 拉勾-like
("职位 · 2019.03 - 至今" under the employer, bullets), a company's 应聘登记表 (two cells a
row, 起止时间, 毕业学校)."""

from __future__ import annotations

from typing import Any

from bench.parts.webform_render import _dot, _mm, _truth

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _mon(iso: str) -> str:
    return f"{MONTHS[int(iso[5:7]) - 1]} {iso[:4]}" if iso else "Present"


def successfactors(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = ["Personal Information", f"First Name\t{b['first']}", f"Last Name\t{b['last']}",
           f"E-mail\t{b['email']}", f"Cell Phone\t{b['phone']}",
           f"City\t{b['location']['city']}", "", "Previous Employment"]  # fmt: skip
    for w in p["work"]:
        out += [f"Employer Name\t{w['name']}", f"Job Title\t{w['position']}",
                f"Start Date\t{_mm(w['startDate'])}", f"End Date\t{_mm(w.get('endDate', ''))}",
                f"Currently Employed\t{'No' if w.get('endDate') else 'Yes'}",
                f"Description\t{'; '.join(w['highlights'])}", ""]  # fmt: skip
    out.append("Education")
    for ed in p["education"]:
        out += [f"School Name\t{ed['institution']}", f"Degree\t{ed['studyType']}",
                f"Major\t{ed['area']}", f"Graduation Date\t{_mm(ed['endDate'])}", ""]  # fmt: skip
    truth = _truth(p, ("basics.label", "basics.summary", "work.location", "skills",
                       "languages", "certificates", "education.startDate",
                       "education.score"))  # fmt: skip
    for w, shown in zip(p["work"], truth["work"], strict=True):
        shown["highlights"] = ["; ".join(w["highlights"])]
    return "\n".join(out) + "\n", truth


def icims(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [
        "Contact Information",
        f"Full Name: {b['name']}",
        f"Email: {b['email']}",
        f"Phone: {b['phone']}",
        f"City: {b['location']['city']}",
        "",
        "Work History",
    ]
    for w in p["work"]:
        out += [f"Company Name: {w['name']}", f"Title: {w['position']}",
                f"Dates Employed: {_mon(w['startDate'])} - {_mon(w.get('endDate', ''))}",
                "Duties:", *[f"- {h}" for h in w["highlights"]], ""]  # fmt: skip
    out.append("Education History")
    for ed in p["education"]:
        out += [
            f"Institution: {ed['institution']}",
            f"Degree: {ed['studyType']}",
            f"Field of Study: {ed['area']}",
            f"Graduated: {_mon(ed['endDate'])}",
            "",
        ]
    out += ["Skills", ", ".join(p["skills"])]
    truth = _truth(p, ("basics.label", "basics.summary", "work.location", "languages",
                       "certificates", "education.startDate", "education.score"))  # fmt: skip
    return "\n".join(out) + "\n", truth


def lagou(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [b["name"], "女 | 本科 | 8年经验 | 在职", f"{b['phone']}  {b['email']}",
           f"期望工作：{b['label']}，{b['location']['city']}", "", "工作经历"]  # fmt: skip
    for w in p["work"]:
        out += [
            w["name"],
            f"{w['position']} · {_dot(w['startDate'])} - {_dot(w.get('endDate', ''))}",
            *[f"• {h}" for h in w["highlights"]],
            "",
        ]
    out.append("教育经历")
    for ed in p["education"]:
        out += [ed["institution"], f"{ed['area']} · {ed['studyType']} · "
                f"{ed['startDate'][:4]} - {ed['endDate'][:4]}", ""]  # fmt: skip
    out += ["自我描述", b["summary"]]
    truth = _truth(p, ("work.location", "skills", "languages", "certificates", "projects"))
    truth["basics"].pop("location")
    truth["education"][0]["startDate"] = p["education"][0]["startDate"][:4]
    truth["education"][0]["endDate"] = p["education"][0]["endDate"][:4]
    return "\n".join(out) + "\n", truth


def registration(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    gap = "\t"
    out = ["应聘登记表", f"应聘岗位：{b['label']}", f"姓名：{b['name']}{gap}性别：女",
           f"联系电话：{b['phone']}{gap}电子邮箱：{b['email']}",
           f"现居住地：{b['location']['city']}{gap}婚姻状况：请选择", "", "工作经历"]  # fmt: skip
    for w in p["work"]:
        out += [f"起止时间：{_dot(w['startDate'])}-{_dot(w.get('endDate', ''))}",
                f"工作单位：{w['name']}{gap}职务：{w['position']}",
                f"主要职责：{'；'.join(w['highlights'])}", ""]  # fmt: skip
    out.append("教育经历")
    for ed in p["education"]:
        out += [f"起止时间：{_dot(ed['startDate'])}-{_dot(ed['endDate'])}",
                f"毕业学校：{ed['institution']}{gap}专业：{ed['area']}{gap}学历：{ed['studyType']}",
                ""]  # fmt: skip
    out += ["特长：" + "、".join(p["skills"])]
    truth = _truth(p, ("basics.summary", "work.location", "languages", "certificates",
                       "projects"))  # fmt: skip
    for w, shown in zip(p["work"], truth["work"], strict=True):
        shown["highlights"] = ["；".join(w["highlights"])]
    return "\n".join(out) + "\n", truth


LAYOUTS = {"en": (successfactors, icims), "zh": (lagou, registration)}
