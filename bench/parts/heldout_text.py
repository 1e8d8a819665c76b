"""Shared wording for the held-out renderers (bench/parts/import_heldout.py): dates as people
write them and per-language labels."""

from __future__ import annotations

from typing import Any

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
FULL_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def when(value: str | None, lang: str, style: str = "short") -> str:
    if not value:
        return "至今" if lang == "zh" else "Present"
    year, month = value.split("-")[:2]
    if lang == "zh":
        return f"{year}.{month}" if style != "slash" else f"{year}/{month}"
    if style == "full":
        return f"{FULL_MONTHS[int(month) - 1]} {year}"
    if style == "numeric":
        return f"{month}/{year}"
    return f"{MONTHS[int(month) - 1]} {year}"


def span(item: dict[str, Any], lang: str, style: str = "short") -> str:
    dash = " - " if lang == "zh" else " – "
    return when(item.get("startDate"), lang, style) + dash + when(item.get("endDate"), lang, style)


def place(basics: dict[str, Any], lang: str) -> str:
    loc = basics.get("location", {})
    if lang == "zh":
        return (
            loc.get("region", "") + "省" + loc["city"]
            if loc.get("region") != loc.get("city")
            else loc["city"]
        )
    return f"{loc['city']}, {loc['region']}"


def degree(school: dict[str, Any], lang: str) -> str:
    if lang == "zh":
        return f"{school['area']} · {school['studyType']}"
    return f"{school['studyType']}, {school['area']}"


def skill_line(skill: dict[str, Any], lang: str) -> str:
    sep = "、" if lang == "zh" else ", "
    colon = "：" if lang == "zh" else ": "
    return skill["name"] + colon + sep.join(skill["keywords"])


def language_line(item: dict[str, Any], lang: str) -> str:
    return (
        f"{item['language']}（{item['fluency']}）"
        if lang == "zh"
        else (f"{item['language']} ({item['fluency']})")
    )


def cert_line(cert: dict[str, Any], lang: str) -> str:
    if lang == "zh":
        return f"{cert['name']}（{cert['issuer']}，{when(cert['date'], lang)}）"
    return f"{cert['name']}, {cert['issuer']}, {when(cert['date'], lang)}"


def job(name, position, start, end, location, highlights):
    job = {"name": name, "position": position, "startDate": start, "location": location}
    if end:
        job["endDate"] = end
    job["highlights"] = highlights
    return job


def school(institution, study_type, area, start, end):
    return {
        "institution": institution,
        "studyType": study_type,
        "area": area,
        "startDate": start,
        "endDate": end,
    }


def basics(name, label, email, phone, city, region, country, summary, url=""):
    basics = {
        "name": name,
        "label": label,
        "email": email,
        "phone": phone,
        "location": {"city": city, "region": region, "countryCode": country},
        "summary": summary,
    }
    if url:
        basics["url"] = url
    return basics
