"""What the renderers of blind set 3 share: dates written as people write them, headings in
both languages, the truth narrowed to what a layout shows, and HTML escaping."""

from __future__ import annotations

import copy
import html

MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]  # fmt: skip
NOW = (2026, 11)  # "Present" durations are counted to this month: files never change


def esc(text: str) -> str:
    return html.escape(str(text), quote=True)


def is_zh(person: dict) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in person["basics"]["name"])


def date(value: str | None, style: str, present: str = "Present") -> str:
    """'mon' Mar 2019, 'month' March 2019, 'slash' 03/2019, 'dot' 2019.03, 'zh' 2019年3月,
    'dash' 2019-03, 'sq' Mar. 2019, 'slashzh' 2019/03; a year alone stays a year."""
    if not value:
        return present
    parts = value.split("-")
    if len(parts) == 1:
        return parts[0]
    year, month = parts[0], int(parts[1])
    name = MONTHS[month - 1]
    return {
        "mon": f"{name[:3]} {year}",
        "month": f"{name} {year}",
        "sq": f"{name[:3]}. {year}" if month != 5 else f"May {year}",
        "slash": f"{month:02d}/{year}",
        "dot": f"{year}.{month:02d}",
        "zh": f"{year}年{month}月",
        "dash": f"{year}-{month:02d}",
        "slashzh": f"{year}/{month:02d}",
    }[style]


def span(entry: dict, style: str, sep: str = " – ", present: str = "Present") -> str:
    start = date(entry.get("startDate"), style, present)
    return f"{start}{sep}{date(entry.get('endDate'), style, present)}"


def duration(entry: dict, zh: bool = False) -> str:
    """LinkedIn's '3 years 2 months' / '3 年 2 个月', counted inclusively."""
    sy, sm = (int(x) for x in entry["startDate"].split("-")[:2])
    ey, em = (int(x) for x in entry["endDate"].split("-")[:2]) if entry.get("endDate") else NOW
    years, months = divmod((ey - sy) * 12 + (em - sm) + 1, 12)
    if zh:
        return " ".join(
            p for p in (f"{years} 年" * bool(years), f"{months} 个月" * bool(months)) if p
        )
    out = []
    if years:
        out.append(f"{years} year{'s' * (years > 1)}")
    if months:
        out.append(f"{months} month{'s' * (months > 1)}")
    return " ".join(out)


EN = {
    "summary": "Summary",
    "work": "Experience",
    "education": "Education",
    "skills": "Skills",
    "languages": "Languages",
    "certificates": "Certifications",
    "contact": "Contact",
    "present": "Present",
}
ZH = {
    "summary": "个人简介",
    "work": "工作经历",
    "education": "教育背景",
    "skills": "专业技能",
    "languages": "语言能力",
    "certificates": "资格证书",
    "contact": "联系方式",
    "present": "至今",
}


def words(person: dict) -> dict:
    return ZH if is_zh(person) else EN


def city(person: dict) -> str:
    loc = person["basics"]["location"]
    extra = loc.get("region") or loc.get("countryCode")
    return f"{loc['city']}, {extra}" if extra else loc["city"]


def links(person: dict) -> list[str]:
    b = person["basics"]
    out = [b["url"]] if b.get("url") else []
    out += [p["url"] for p in b.get("profiles") or []]
    return [u.removeprefix("https://") for u in out]


def skill_lines(person: dict, zh: bool) -> list[str]:
    """'Group: a, b, c' per group; a flat list is one line of its names."""
    groups = person["skills"]
    if all("keywords" not in g for g in groups):
        return [("、" if zh else ", ").join(g["name"] for g in groups)]
    sep, colon = ("、", "：") if zh else (", ", ": ")
    return [f"{g['name']}{colon}{sep.join(g['keywords'])}" for g in groups]


def language_line(lang: dict, zh: bool) -> str:
    return (
        f"{lang['language']}（{lang['fluency']}）"
        if zh
        else f"{lang['language']} ({lang['fluency']})"
    )


def cert_line(cert: dict, zh: bool) -> str:
    if zh:
        return f"{cert['name']}，{cert['issuer']}，{cert['date']}年"
    return f"{cert['name']}, {cert['issuer']}, {cert['date']}"


def school_line(school: dict, zh: bool) -> str:
    score = school.get("score")
    if zh:
        out = f"{school['institution']}　{school['area']}　{school['studyType']}"
        return out + (f"　{score}" if score else "")
    out = f"{school['studyType']}, {school['area']}"
    return out + (f" ({score})" if score else "")


def li(handle: str) -> list[dict]:
    url = f"https://www.linkedin.com/in/{handle}"
    return [{"network": "LinkedIn", "username": handle, "url": url}]


def job(name, position, location, start, end, *highlights) -> dict:
    job = {"name": name, "position": position, "location": location, "startDate": start}
    if end:
        job["endDate"] = end
    job["highlights"] = list(highlights)
    return job


def school(institution, study, area, start, end, score="") -> dict:
    out = {"institution": institution, "studyType": study, "area": area}
    out.update(startDate=start, endDate=end)
    if score:
        out["score"] = score
    return out


def truth(person: dict, **drop) -> dict:
    """A deep copy of the person; drop names what a layout leaves out: top_skills=N (a flat
    list of the first N terms), cert_names=True (names only), no_city=True."""
    t = copy.deepcopy(person)
    if drop.get("top_skills"):
        terms = [k for g in t["skills"] for k in (g.get("keywords") or [g["name"]])]
        t["skills"] = [{"name": k} for k in terms[: drop["top_skills"]]]
    if drop.get("cert_names"):
        t["certificates"] = [{"name": c["name"]} for c in t["certificates"]]
    if drop.get("no_links"):
        t["basics"].pop("url", None)
        t["basics"].pop("profiles", None)
    return t
