"""How a resume's values read on the page: localized headings and dates, safe links, text.

Headings and dates follow the resume's own language, not the language of the person's UI.
Values come from documents of any shape, so every reader here accepts anything and
returns text (or nothing).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "summary": "Summary",
        "work": "Experience",
        "projects": "Projects",
        "volunteer": "Volunteering",
        "education": "Education",
        "awards": "Awards",
        "certificates": "Certificates",
        "publications": "Publications",
        "skills": "Skills",
        "languages": "Languages",
        "interests": "Interests",
        "references": "References",
        "contact": "Contact",
        "profiles": "Profiles",
        "present": "Present",
        "courses": "Courses",
        "score": "Grade",
        "roles": "Roles",
        "keywords": "Keywords",
    },
    "zh-hans": {
        "summary": "个人简介",
        "work": "工作经历",
        "projects": "项目经历",
        "volunteer": "志愿经历",
        "education": "教育背景",
        "awards": "获奖情况",
        "certificates": "资格证书",
        "publications": "论文与出版物",
        "skills": "专业技能",
        "languages": "语言能力",
        "interests": "兴趣爱好",
        "references": "推荐人",
        "contact": "联系方式",
        "profiles": "个人主页",
        "present": "至今",
        "courses": "主修课程",
        "score": "成绩",
        "roles": "角色",
        "keywords": "关键词",
    },
}

MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_ISO_DATE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")
_SAFE_SCHEMES = {"http", "https", "mailto", "tel"}


def normalize_language(language: str) -> str:
    """The resume languages we label: anything Chinese reads as zh-hans, the rest as en."""
    return "zh-hans" if (language or "").lower().startswith("zh") else "en"


def format_date(value: Any, language: str) -> str:
    """An ISO partial date ("2021", "2021-03", "2021-03-01") as a reader expects it.

    Month precision is what a resume shows; anything not ISO is shown as written.
    """
    text = as_text(value)
    match = _ISO_DATE.match(text)
    if not match:
        return text
    year, month = match.group(1), match.group(2)
    if not month or not 1 <= int(month) <= 12:
        return f"{year}年" if language == "zh-hans" else year
    if language == "zh-hans":
        return f"{year}年{int(month)}月"
    return f"{MONTHS_EN[int(month) - 1]} {year}"


def format_range(start: Any, end: Any, language: str, *, open_ended: bool = True) -> str:
    """A date range; a started entry without an end is ongoing ("Present" / "至今")."""
    first = format_date(start, language)
    last = format_date(end, language)
    if first and not last and open_ended:
        last = LABELS[language]["present"]
    if first and last and first != last:
        return f"{first} – {last}"
    return first or last


def safe_href(value: Any) -> str:
    """The URL if it is safe to link (http, https, mailto, tel), else ""."""
    url = as_text(value).strip()
    if not url:
        return ""
    scheme = urlsplit(url).scheme.lower()
    if scheme in _SAFE_SCHEMES:
        return url
    if not scheme and "." in url and " " not in url and not url.startswith(("/", "\\")):
        return f"https://{url}"
    return ""


def display_url(value: Any) -> str:
    """A URL as printed on paper: no scheme, no trailing slash."""
    url = as_text(value).strip()
    return re.sub(r"^(https?://)?(www\.)?", "", url, flags=re.IGNORECASE).rstrip("/")


def join_items(items: list[str], language: str) -> str:
    """Items in a line: "a, b" in English, "a、b" in Chinese."""
    return ("、" if language == "zh-hans" else ", ").join(items)


def as_text(value: Any) -> str:
    """A text or number field as trimmed text; anything else (true, lists, objects) as ""."""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int | float):
        return str(value)
    return ""


def as_texts(value: Any) -> list[str]:
    """The non-empty texts of a list field; not a list is no texts."""
    if not isinstance(value, list):
        return []
    return [t for t in (as_text(v) for v in value) if t]


def as_dict(value: Any) -> dict:
    """An object field, or {} when it is something else."""
    return value if isinstance(value, dict) else {}


def as_dicts(value: Any) -> list[dict]:
    """The objects of a list field, skipping items that are not objects."""
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []
