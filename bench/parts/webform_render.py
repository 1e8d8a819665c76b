"""Pasted application forms as other systems lay them out (`bench/import_webforms.py`):
Workday-like (label above value, "First Name*", "Work Experience 1", "Role Description",
"I currently work here", MM/YYYY, "Overall Result (GPA)", skills one per line), Taleo-like
("*Employer:", "Job Function", "Start date (mm/yyyy)", "Current job: Yes"), Greenhouse/Lever-
like (Name / Current company / LinkedIn Profile / Additional Information), a recruiter's
candidate profile; Chinese job-site resumes copied as text: 智联招聘-like ("2019.03-至今 |
公司 | 职位"), 前程无忧-like (label above value, "2018/6 -- 至今：医院"), 猎聘-like (half-width
colons, "请选择", "无"), BOSS直聘-like (个人优势, "公司 职位 2019.03-至今"). Each returns the
text and the ground truth (what the form shows, as JSON Resume)."""

from __future__ import annotations

import copy
from typing import Any


def _mm(iso: str) -> str:
    return f"{iso[5:7]}/{iso[:4]}" if iso else ""


def _dot(iso: str, sep: str = ".") -> str:
    return f"{iso[:4]}{sep}{iso[5:7]}" if iso else "至今"


def _truth(p: dict[str, Any], drop: tuple[str, ...] = ()) -> dict[str, Any]:
    doc = copy.deepcopy(p)
    b = doc["basics"]
    for key in ("first", "last", "linkedin"):
        b.pop(key, None)
    doc["skills"] = [{"name": "", "keywords": doc["skills"]}]
    doc["languages"] = [{"language": a, "fluency": f} for a, f in doc["languages"]]
    doc["certificates"] = [
        {k: v for k, v in (("name", n), ("issuer", i), ("date", d)) if v}
        for n, i, d in doc["certificates"]
    ]
    for path in drop:
        section, _, field = path.partition(".")
        if not field:
            doc.pop(section, None)
        elif section == "basics":
            b.pop(field, None)
        else:
            for entry in doc.get(section) or []:
                entry.pop(field, None)
    return doc


def workday(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = ["My Information", "How Did You Hear About Us?*", "Job Board", "Legal Name",
           "Country*", "United States of America", "First Name*", b["first"], "Middle Name",
           "", "Last Name*", b["last"], "Address", "Address Line 1*", "1200 Main Street",
           "City*", b["location"]["city"], "Postal Code*", "78701",
           "Email Address*", b["email"], "Phone Device Type*", "Mobile",
           "Phone Number*", b["phone"], "", "My Experience", "Work Experience"]  # fmt: skip
    for n, w in enumerate(p["work"], 1):
        out += [f"Work Experience {n}", "Job Title*", w["position"], "Company*", w["name"],
                "Location", w["location"]]  # fmt: skip
        if not w.get("endDate"):
            out += ["I currently work here", "From*", _mm(w["startDate"])]
        else:
            out += ["From*", _mm(w["startDate"]), "To*", _mm(w["endDate"])]
        out += ["Role Description", *w["highlights"], ""]
    out.append("Education")
    for n, ed in enumerate(p["education"], 1):
        out += [f"Education {n}", "School or University*", ed["institution"], "Degree*",
                ed["studyType"], "Field of Study", ed["area"], "Overall Result (GPA)",
                ed.get("score", ""), "From", ed["startDate"][:4], "To (Actual or Expected)",
                ed["endDate"][:4], ""]  # fmt: skip
    out.append("Languages")
    for n, (lang, fluency) in enumerate(p["languages"], 1):
        out += [f"Languages {n}", "Language*", lang]
        out += ["I am fluent in this language."] if fluency in ("Native", "Fluent") else []
        out += ["Overall*", fluency, ""]
    out += ["Skills", "Type to Add Skills", *p["skills"], "", "Websites",
            "LinkedIn", f"https://www.linkedin.com/in/{b['linkedin']}", ""]  # fmt: skip
    truth = _truth(p, ("basics.label", "basics.summary", "certificates"))
    truth["education"][0]["startDate"] = p["education"][0]["startDate"][:4]
    truth["education"][0]["endDate"] = p["education"][0]["endDate"][:4]
    truth["basics"]["profiles"] = [{"network": "LinkedIn", "username": b["linkedin"]}]
    return "\n".join(out) + "\n", truth


def taleo(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = ["Candidate Profile", "Personal Information", f"*First Name: {b['first']}",
           f"*Last Name: {b['last']}", f"*Email Address: {b['email']}",
           f"Primary Number: {b['phone']}", f"*City: {b['location']['city']}",
           "Preferred Contact Method: Email", "", "Work Experience"]  # fmt: skip
    for w in p["work"]:
        out += [f"*Employer: {w['name']}", f"*Job Function: {w['position']}",
                f"Current job: {'No' if w.get('endDate') else 'Yes'}",
                f"*Start date (mm/yyyy): {_mm(w['startDate'])}",
                f"End date (mm/yyyy): {_mm(w.get('endDate', ''))}",
                "Achievements: " + " ".join(h.rstrip(".") + "." for h in w["highlights"]),
                ""]  # fmt: skip
    out.append("Education")
    for ed in p["education"]:
        out += [f"*Institution: {ed['institution']}", f"*Education Level: {ed['studyType']}",
                f"Program: {ed['area']}", "Graduated: Yes",
                f"Graduation date (mm/yyyy): {_mm(ed['endDate'])}", ""]  # fmt: skip
    out.append("Certifications")
    for name, issuer, date in p["certificates"]:
        out += [f"License/Certification: {name}", f"Issuing organization: {issuer}",
                f"Obtained on (mm/yyyy): {_mm(date)}", ""]  # fmt: skip
    truth = _truth(p, ("basics.label", "basics.summary", "work.location", "skills",
                       "languages", "education.startDate", "education.score"))  # fmt: skip
    for w, shown in zip(p["work"], truth["work"], strict=True):
        shown["highlights"] = [" ".join(h.rstrip(".") + "." for h in w["highlights"])]
    return "\n".join(out) + "\n", truth


def greenhouse(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b, current = p["basics"], p["work"][0]
    out = ["Apply for this Job", "* Required", "Name *", b["name"], "Email *", b["email"],
           "Phone *", b["phone"], "Location (City)", b["location"]["city"],
           "Resume/CV", "Attach, Dropbox, Google Drive or enter manually",
           "Current company", current["name"], "Current title", current["position"],
           "LinkedIn Profile", f"https://www.linkedin.com/in/{b['linkedin']}",
           "Website", "", "How did you hear about this job?", "Please select",
           "Additional Information", b["summary"]]  # fmt: skip
    truth = _truth(p, ("basics.label", "education", "skills", "languages", "certificates"))
    truth["work"] = [{"name": current["name"], "position": current["position"]}]
    truth["basics"]["profiles"] = [{"network": "LinkedIn", "username": b["linkedin"]}]
    return "\n".join(out) + "\n", truth


def recruiter(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = ["CANDIDATE PROFILE", f"Candidate: {b['name']}", f"Current Role: {b['label']}",
           f"Location: {b['location']['city']}", "Notice Period: 4 weeks",
           f"Contact: {b['email']} | {b['phone']}", "", "Recruiter Summary:", b["summary"],
           "", "Career History:"]  # fmt: skip
    for w in p["work"]:
        end = _mm(w.get("endDate", "")) or "Present"
        out.append(f"{_mm(w['startDate'])} – {end}  {w['position']}, {w['name']}")
        out += [f"• {h}" for h in w["highlights"]]
    out += ["", "Qualifications:"]
    for ed in p["education"]:
        out.append(f"{ed['studyType']}, {ed['area']} – {ed['institution']} ({ed['endDate'][:4]})")
    out += [
        "",
        "Key Skills: " + "; ".join(p["skills"]),
        "Languages: " + ", ".join(f"{a} ({f.lower()})" for a, f in p["languages"]),
    ]
    truth = _truth(p, ("work.location", "education.startDate", "education.score",
                       "certificates"))  # fmt: skip
    truth["education"][0]["endDate"] = p["education"][0]["endDate"][:4]
    truth["languages"] = [{"language": a, "fluency": f.lower()} for a, f in p["languages"]]
    return "\n".join(out) + "\n", truth


def zhilian(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [b["name"], "女 | 32岁 | 本科 | 8年工作经验", f"手机：{b['phone']}",
           f"邮箱：{b['email']}", f"现居住地：{b['location']['city']}", "", "求职意向",
           f"期望职位：{b['label']}", f"期望城市：{b['location']['city']}",
           "期望月薪：15001-20000元/月", "目前状态：在职，考虑换个新环境", "",
           "工作经验"]  # fmt: skip
    for w in p["work"]:
        out += [f"{_dot(w['startDate'])}-{_dot(w.get('endDate', ''))} | {w['name']} | "
                f"{w['position']}", "工作描述："]  # fmt: skip
        out += [f"{n}、{h}" for n, h in enumerate(w["highlights"], 1)]
        out.append("")
    if p.get("projects"):
        out.append("项目经验")
        for pr in p["projects"]:
            out += [f"{_dot(pr['startDate'])}-{_dot(pr['endDate'])} | {pr['name']}",
                    f"项目描述：{pr['description']}", ""]  # fmt: skip
    out.append("教育经历")
    for ed in p["education"]:
        out.append(f"{_dot(ed['startDate'])}-{_dot(ed['endDate'])} | {ed['institution']} | "
                   f"{ed['area']} | {ed['studyType']}")  # fmt: skip
    out += ["", "专业技能", "、".join(p["skills"]), "", "语言能力",
            "".join(f"{a}({f})" for a, f in p["languages"]), "", "证书",
            *[c[0] for c in p["certificates"]], "", "自我评价", b["summary"]]  # fmt: skip
    return "\n".join(out) + "\n", _truth(p, ("work.location",))


def job51(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = ["个人信息", "姓名：", b["name"], "性别：", "女", "手机号码：", b["phone"],
           "电子邮箱：", b["email"], "居住地：", b["location"]["city"], "", "求职意向",
           "期望工作地区：", b["location"]["city"], "期望职能：", b["label"], "工作类型：",
           "全职", "到岗时间：", "一个月内", "", "工作经验"]  # fmt: skip
    for w in p["work"]:
        start, end = _dot(w["startDate"], "/"), _dot(w.get("endDate", ""), "/")
        out += [f"{start} -- {end}：{w['name']}", f"{w['position']}", "工作描述："]
        out += w["highlights"] + [""]
    out.append("教育经历")
    for ed in p["education"]:
        out += [f"{_dot(ed['startDate'], '/')} -- {_dot(ed['endDate'], '/')}：{ed['institution']}",
                f"{ed['area']} | {ed['studyType']}", ""]  # fmt: skip
    out += ["技能特长", *p["skills"], "", "语言能力",
            *[f"{a}：{f}" for a, f in p["languages"]], "", "证书",
            *[c[0] for c in p["certificates"]], "", "自我评价", b["summary"]]  # fmt: skip
    return "\n".join(out) + "\n", _truth(p, ("work.location", "projects"))


def liepin(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    current = p["work"][0]
    out = ["个人信息", f"姓名: {b['name']}", "性别: 请选择", f"手机号: {b['phone']}",
           f"邮箱: {b['email']}", f"所在城市: {b['location']['city']}",
           f"目前职位: {current['position']}", f"目前公司: {current['name']}", "",
           "求职意向", f"期望职位: {b['label']}", f"期望城市: {b['location']['city']}",
           "期望年薪: 面议", "", "工作经历"]  # fmt: skip
    for w in p["work"]:
        out += [f"公司名称: {w['name']}", f"职位名称: {w['position']}",
                f"在职时间: {_dot(w['startDate'])} - {_dot(w.get('endDate', ''))}",
                f"工作地点: {w['location']}", "汇报对象: 无", "下属人数: 无",
                "工作职责:", *w["highlights"], ""]  # fmt: skip
    out.append("教育经历")
    for ed in p["education"]:
        out += [f"学校名称: {ed['institution']}", f"专业: {ed['area']}",
                f"学历: {ed['studyType']}", "是否统招: 请选择",
                f"就读时间: {_dot(ed['startDate'])} - {_dot(ed['endDate'])}", ""]  # fmt: skip
    out += ["语言能力: " + "，".join(f"{a}({f})" for a, f in p["languages"]),
            "专业技能: " + "，".join(p["skills"]), "附加信息: 无",
            f"自我评价: {b['summary']}"]  # fmt: skip
    return "\n".join(out) + "\n", _truth(p, ("certificates", "projects"))


def boss(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [b["name"], f"{b['label']} · 6年 · 本科 · 离职-随时到岗",
           f"{b['phone']} | {b['email']}", "", "个人优势", b["summary"], "", "期望职位",
           f"{b['label']}  {b['location']['city']}  15-20K", "", "工作经历"]  # fmt: skip
    for w in p["work"]:
        span = f"{_dot(w['startDate'])}-{_dot(w.get('endDate', ''))}"
        out += [f"{w['name']}  {w['position']}  {span}",
                "内容：", *w["highlights"], ""]  # fmt: skip
    if p.get("projects"):
        out.append("项目经验")
        for pr in p["projects"]:
            out += [f"{pr['name']}  {_dot(pr['startDate'])}-{_dot(pr['endDate'])}",
                    f"内容：{pr['description']}", ""]  # fmt: skip
    out.append("教育经历")
    for ed in p["education"]:
        out.append(f"{ed['institution']}  {ed['area']}  {ed['studyType']}  "
                   f"{ed['startDate'][:4]}-{ed['endDate'][:4]}")  # fmt: skip
    out += ["", "资格证书", *[c[0] for c in p["certificates"]]]
    truth = _truth(p, ("work.location", "skills", "languages", "basics.location"))
    truth["education"][0]["startDate"] = p["education"][0]["startDate"][:4]
    truth["education"][0]["endDate"] = p["education"][0]["endDate"][:4]
    return "\n".join(out) + "\n", truth


LAYOUTS = {"en": (workday, taleo, greenhouse, recruiter), "zh": (zhilian, job51, liepin, boss)}
