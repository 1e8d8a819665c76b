"""What the renderers of the blind set share: dates written the ways people write them,
the truth narrowed to what a layout shows, and HTML escaping."""

from __future__ import annotations

import copy
import html

MONTHS = "January February March April May June July August September October November December"
MONTHS = MONTHS.split()
NOW = (2026, 11)  # "Present" durations are counted to this month, so the files never change


def esc(text: str) -> str:
    return html.escape(str(text), quote=True)


def date(value: str | None, style: str, present: str = "Present") -> str:
    """One date: 'mon' Mar 2020, 'month' March 2020, 'slash' 03/2020, 'dot' 2020.03, 'zh'
    2020年3月, 'dash' 2020-03, 'upper' MARCH 2020; a year alone stays a year."""
    if not value:
        return present
    parts = value.split("-")
    if len(parts) == 1:
        return parts[0]
    year, month = parts[0], int(parts[1])
    return {
        "mon": f"{MONTHS[month - 1][:3]} {year}",
        "month": f"{MONTHS[month - 1]} {year}",
        "upper": f"{MONTHS[month - 1].upper()} {year}",
        "slash": f"{month:02d}/{year}",
        "dot": f"{year}.{month:02d}",
        "zh": f"{year}年{month}月",
        "dash": f"{year}-{month:02d}",
    }[style]


def span(entry: dict, style: str, sep: str = " – ", present: str = "Present") -> str:
    start = date(entry.get("startDate"), style, present)
    return f"{start}{sep}{date(entry.get('endDate'), style, present)}"


def duration(entry: dict, zh: bool = False) -> str:
    """LinkedIn's '(5 years 2 months)', counted inclusively as LinkedIn does."""
    sy, sm = (int(x) for x in entry["startDate"].split("-")[:2])
    ey, em = (int(x) for x in entry["endDate"].split("-")[:2]) if entry.get("endDate") else NOW
    months = (ey - sy) * 12 + (em - sm) + 1
    years, months = divmod(months, 12)
    if zh:
        return " ".join(
            p for p in (f"{years} 年" if years else "", f"{months} 个月" if months else "") if p
        )
    parts = []
    if years:
        parts.append(f"{years} year{'s' if years > 1 else ''}")
    if months:
        parts.append(f"{months} month{'s' if months > 1 else ''}")
    return " ".join(parts)


def contacts(person: dict) -> list[str]:
    b = person["basics"]
    out = [b["email"], b["phone"]]
    if b.get("url"):
        out.append(b["url"].removeprefix("https://"))
    for p in b.get("profiles") or []:
        out.append(p["url"].removeprefix("https://"))
    return out


def city_line(person: dict) -> str:
    loc = person["basics"].get("location") or {}
    extra = loc.get("region") or loc.get("countryCode") or ""
    return f"{loc['city']}, {extra}" if extra and not _is_zh(loc["city"]) else loc["city"]


def _is_zh(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def is_zh(person: dict) -> bool:
    return _is_zh(person["basics"]["name"])


def truth(person: dict, **drop) -> dict:
    """A deep copy of the person; drop=... names what a layout leaves out:
    skills_flat=3 (LinkedIn's top skills), cert_names_only, no_score, no_url."""
    t = copy.deepcopy(person)
    if drop.get("skills_flat"):
        terms = [k for g in t.get("skills", []) for k in g["keywords"]][: drop["skills_flat"]]
        t["skills"] = [{"name": k} for k in terms]
    if drop.get("cert_names_only"):
        t["certificates"] = [{"name": c["name"]} for c in t.get("certificates", [])]
    if drop.get("no_score"):
        for e in t.get("education", []):
            e.pop("score", None)
    if drop.get("no_url"):
        t["basics"].pop("url", None)
    return t
