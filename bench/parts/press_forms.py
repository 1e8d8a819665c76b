"""Resumes copied as text out of job sites' pages, in layouts the form rules were never
written against, for the people of `press_people.py` (`bench/import_press.py --forms`). Each
returns (text, ground truth: what the text shows).

- `indeed`: an Indeed-like resume page copied whole ("Company - City", "May 2017 to
  Present", skills with years, "Certifications and Licenses").
- `smartrecruiters`: an applicant-tracking form pasted field by field ("Title:",
  "Company:", "Office location:", "From: 05/2017", "I currently work here").
- `usajobs`: a USAJOBS-like federal resume (employer, city and dates on their own lines,
  "Duties, Accomplishments and Related Skills:", "Major:").
- `linkedin_web`: a LinkedIn profile page selected and copied in a browser (each title
  twice as a screen reader's text, "Company · Full-time", "May 2017 - Present · 7 yrs 8 mos").
- `boss_app` (Chinese): a BOSS直聘-like app resume copied ("个人优势", "工作经历", 内容 with
  numbered duties, "2018.07-至今").
- `zhaopin_web` (Chinese): a 智联-like resume page copied with labels in brackets
  (【工作经历】, "2019.08 - 至今  |  青岛市实验幼儿园  |  大班主班教师").
"""

from __future__ import annotations

import copy
from typing import Any

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]  # fmt: skip


def _long(iso: str) -> str:
    return f"{MONTHS[int(iso[5:7]) - 1]} {iso[:4]}" if iso else "Present"


def _short(iso: str) -> str:
    return f"{MONTHS[int(iso[5:7]) - 1][:3]} {iso[:4]}" if iso else "Present"


def _mm(iso: str) -> str:
    return f"{iso[5:7]}/{iso[:4]}" if iso else "Present"


def _dot(iso: str) -> str:
    return f"{iso[:4]}.{iso[5:7]}" if iso else "至今"


def _truth(p: dict[str, Any], *drop: str) -> dict[str, Any]:
    out = copy.deepcopy(p)
    for key in drop:
        if "." in key:
            section, field = key.split(".")
            items = out.get(section)
            for item in items if isinstance(items, list) else [items]:
                item.pop(field, None)
        else:
            out.pop(key, None)
    return out


def _flat_skills(p: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"name": k} for s in p["skills"] for k in s["keywords"]]


def indeed(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [b["name"], b["label"], b["location"]["city"], b["email"], b["phone"], "",
           "Summary", b["summary"], "", "Work Experience"]  # fmt: skip
    for w in p["work"]:
        out += [w["position"], f"{w['name']}-{w['location']}",
                f"{_long(w['startDate'])} to {_long(w.get('endDate', ''))}"]  # fmt: skip
        out += [f"• {h}" for h in w["highlights"]] + [""]
    out.append("Education")
    for ed in p["education"]:
        out += [f"{ed['studyType']} in {ed['area']}", ed["institution"],
                f"{_long(ed['startDate'])} to {_long(ed['endDate'])}", ""]  # fmt: skip
    out += ["Skills"] + [f"• {s['name']}" for s in _flat_skills(p)] + [""]
    out += ["Languages"] + [f"• {x['language']} - {x['fluency']}" for x in p["languages"]]
    if p.get("certificates"):
        out += ["", "Certifications and Licenses"]
        for c in p["certificates"]:
            out += [c["name"], f"{_long(c['date'])} to Present", c["issuer"]]
    truth = _truth(p, "awards", "publications", "volunteer")
    truth["skills"] = _flat_skills(p)
    return "\n".join(out) + "\n", truth


def smartrecruiters(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    first, last = b["name"].split(" ", 1)
    out = ["Personal information", f"First name: {first}", f"Last name: {last}",
           f"Email: {b['email']}", f"Confirm your email: {b['email']}",
           f"Phone number: {b['phone']}", f"City: {b['location']['city']}",
           f"Headline: {b['label']}", "", "Experience"]  # fmt: skip
    for w in p["work"]:
        out += [f"Title: {w['position']}", f"Company: {w['name']}",
                f"Office location: {w['location']}", f"From: {_mm(w['startDate'])}"]  # fmt: skip
        out += ["I currently work here"] if not w.get("endDate") else [f"To: {_mm(w['endDate'])}"]
        out += ["Description:", *w["highlights"], ""]
    out.append("Education")
    for ed in p["education"]:
        out += [f"Institution: {ed['institution']}", f"Major: {ed['area']}",
                f"Degree: {ed['studyType']}", f"From: {_mm(ed['startDate'])}",
                f"To: {_mm(ed['endDate'])}", ""]  # fmt: skip
    out += [f"Skills: {', '.join(s['name'] for s in _flat_skills(p))}", "",
            "Message to the Hiring Team (optional)", "", "Cover letter",
            "No file chosen"]  # fmt: skip
    truth = _truth(p, "basics.summary", "languages", "certificates", "awards",
                   "publications", "volunteer")  # fmt: skip
    truth["skills"] = _flat_skills(p)
    return "\n".join(out) + "\n", truth


def usajobs(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [b["name"].upper(), f"{b['location']['city']}", f"Email: {b['email']}",
           f"Phone: {b['phone']}", "", "Profile:", b["summary"], "",
           "Work Experience:"]  # fmt: skip
    for w in p["work"]:
        out += [w["name"], w["location"],
                f"{_mm(w['startDate'])} - {_mm(w.get('endDate', ''))}", "Hours per week: 40",
                w["position"], "Duties, Accomplishments and Related Skills:",
                *w["highlights"], ""]  # fmt: skip
    out.append("Education:")
    for ed in p["education"]:
        out += [ed["institution"], f"{ed['studyType']} {_mm(ed['endDate'])}",
                f"Major: {ed['area']}", ""]  # fmt: skip
    out += ["Certifications:"]
    out += [f"{c['name']}, {c['issuer']}, {_mm(c['date'])}" for c in p.get("certificates", [])]
    out += ["", "Language Skills:"]
    out += [f"{x['language']}: {x['fluency']}" for x in p["languages"]]
    truth = _truth(p, "basics.label", "education.startDate", "skills", "awards",
                   "publications", "volunteer")  # fmt: skip
    truth["basics"]["name"] = b["name"].upper()
    return "\n".join(out) + "\n", truth


def _duration(start: str, end: str) -> str:
    y1, m1 = int(start[:4]), int(start[5:7])
    y2, m2 = (int(end[:4]), int(end[5:7])) if end else (2026, 1)
    months = (y2 - y1) * 12 + m2 - m1 + 1
    years, rest = divmod(months, 12)
    parts = ([f"{years} yr{'s' if years > 1 else ''}"] if years else []) + (
        [f"{rest} mo{'s' if rest > 1 else ''}"] if rest else []
    )
    return " ".join(parts)


def linkedin_web(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [b["name"], b["label"], f"{b['location']['city']}  Contact info", "500+ connections",
           "", "About", "About", b["summary"], "", "Experience", "Experience"]  # fmt: skip
    for w in p["work"]:
        end = w.get("endDate", "")
        span = f"{_short(w['startDate'])} - {_short(end)} · {_duration(w['startDate'], end)}"
        out += [w["position"], w["position"], f"{w['name']} · Full-time",
                f"{w['name']} · Full-time", span, span, w["location"], w["location"]]  # fmt: skip
        out += [f"- {h}" for h in w["highlights"]] + [""]
    out += ["Education", "Education"]
    for ed in p["education"]:
        degree = f"{ed['studyType']}, {ed['area']}"
        span = f"{ed['startDate'][:4]} - {ed['endDate'][:4]}"
        out += [ed["institution"], ed["institution"], degree, degree, span, span, ""]
    if p.get("certificates"):
        out += ["Licenses & certifications", "Licenses & certifications"]
        for c in p["certificates"]:
            out += [c["name"], c["name"], c["issuer"], c["issuer"],
                    f"Issued {_short(c['date'])}", f"Issued {_short(c['date'])}", ""]  # fmt: skip
    out += ["Languages", "Languages"]
    for x in p["languages"]:
        out += [x["language"], x["language"], f"{x['fluency']} proficiency"] * 1
    truth = _truth(p, "basics.email", "basics.phone", "skills", "awards", "publications",
                   "volunteer")  # fmt: skip
    for ed in truth["education"]:
        ed["startDate"], ed["endDate"] = ed["startDate"][:4], ed["endDate"][:4]
    for x in truth["languages"]:
        x["fluency"] = f"{x['fluency']} proficiency"
    return "\n".join(out) + "\n", truth


def boss_app(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [b["name"], f"{b['label']} | {b['location']['city']}",
           f"{b['phone']} | {b['email']}", "", "个人优势", b["summary"], "",
           "工作经历"]  # fmt: skip
    for w in p["work"]:
        out += [f"{w['name']}  {w['position']}",
                f"{_dot(w['startDate'])}-{_dot(w.get('endDate', ''))}", "内容："]  # fmt: skip
        out += [f"{n}. {h}" for n, h in enumerate(w["highlights"], 1)] + [""]
    out.append("教育经历")
    for ed in p["education"]:
        out += [f"{ed['institution']}  {ed['area']}  {ed['studyType']}",
                f"{ed['startDate'][:4]}-{ed['endDate'][:4]}", ""]  # fmt: skip
    out += ["资格证书"] + [c["name"] for c in p.get("certificates", [])]
    truth = _truth(p, "work.location", "skills", "languages", "certificates.issuer",
                   "certificates.date", "awards", "publications", "volunteer")  # fmt: skip
    for ed in truth["education"]:
        ed["startDate"], ed["endDate"] = ed["startDate"][:4], ed["endDate"][:4]
    return "\n".join(out) + "\n", truth


def zhaopin_web(p: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = p["basics"]
    out = [f"{b['name']}", f"手机：{b['phone']}　　邮箱：{b['email']}",
           f"现居住地：{b['location']['city']}", "", "【求职意向】", f"期望职位：{b['label']}", "",
           "【自我评价】", b["summary"], "", "【工作经历】"]  # fmt: skip
    for w in p["work"]:
        out += [f"{_dot(w['startDate'])} - {_dot(w.get('endDate', ''))}  |  {w['name']}  |  "
                f"{w['position']}", "工作描述："]  # fmt: skip
        out += [*w["highlights"], ""]
    out.append("【教育经历】")
    for ed in p["education"]:
        out += [f"{_dot(ed['startDate'])} - {_dot(ed['endDate'])}  |  {ed['institution']}  |  "
                f"{ed['area']}  |  {ed['studyType']}", ""]  # fmt: skip
    out += ["【专业技能】"] + [f"{s['name']}：{'、'.join(s['keywords'])}" for s in p["skills"]]
    out += ["", "【语言能力】"] + [f"{x['language']}：{x['fluency']}" for x in p["languages"]]
    truth = _truth(p, "work.location", "certificates", "awards", "publications", "volunteer")
    return "\n".join(out) + "\n", truth


LAYOUTS = {"en": (indeed, smartrecruiters, usajobs, linkedin_web), "zh": (boss_app, zhaopin_web)}
