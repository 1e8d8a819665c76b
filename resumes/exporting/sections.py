"""The resume as ordered, localized sections: the one reading of a JSON Resume every format renders.

Headings and dates follow the resume's own language, not the language of the person's UI.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

Kind = Literal["entries", "tags", "languages", "references"]

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
_DATA_IMAGE = re.compile(r"^data:image/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$")

# Order of sections in the main flow; a two-column theme moves SIDEBAR_KEYS aside.
SECTION_ORDER = (
    "work",
    "projects",
    "volunteer",
    "education",
    "awards",
    "certificates",
    "publications",
    "skills",
    "languages",
    "interests",
    "references",
)
SIDEBAR_KEYS = ("skills", "languages", "interests")


@dataclass(frozen=True)
class Link:
    """A link shown by its readable text."""

    text: str
    href: str = ""


@dataclass
class Entry:
    """One item of a section: a job, a degree, a skill, a language, a reference."""

    title: str = ""
    org: str = ""
    org_href: str = ""
    dates: str = ""
    location: str = ""
    note: str = ""
    summary: str = ""
    bullets: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    details: list[tuple[str, str]] = field(default_factory=list)
    link: Link | None = None


@dataclass
class Section:
    """A headed section of the resume."""

    key: str
    heading: str
    kind: Kind
    entries: list[Entry]


@dataclass
class ResumeView:
    """Everything a theme or an exporter shows, already localized."""

    language: str
    name: str = ""
    label: str = ""
    image: str = ""
    summary: str = ""
    location: str = ""
    contacts: list[Link] = field(default_factory=list)
    profiles: list[Link] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
    labels: dict[str, str] = field(default_factory=dict)

    @property
    def html_lang(self) -> str:
        return "zh-Hans" if self.language == "zh-hans" else "en"

    @property
    def main_sections(self) -> list[Section]:
        return [s for s in self.sections if s.key not in SIDEBAR_KEYS]

    @property
    def side_sections(self) -> list[Section]:
        return [s for s in self.sections if s.key in SIDEBAR_KEYS]


def normalize_language(language: str) -> str:
    """The resume languages we label: anything Chinese reads as zh-hans, the rest as en."""
    return "zh-hans" if (language or "").lower().startswith("zh") else "en"


def format_date(value: Any, language: str) -> str:
    """An ISO partial date ("2021", "2021-03", "2021-03-01") as a reader expects it.

    Month precision is what a resume shows; anything not ISO is shown as written.
    """
    text = _text(value)
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
    url = _text(value).strip()
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
    url = _text(value).strip()
    return re.sub(r"^(https?://)?(www\.)?", "", url, flags=re.IGNORECASE).rstrip("/")


def build_view(data: dict[str, Any], language: str) -> ResumeView:
    """Reads a JSON Resume document into localized sections, skipping what is absent."""
    language = normalize_language(language)
    labels = LABELS[language]
    data = data if isinstance(data, dict) else {}
    basics = _obj(data.get("basics"))
    view = ResumeView(
        language=language,
        name=_text(basics.get("name")),
        label=_text(basics.get("label")),
        image=_image(basics.get("image")),
        summary=_text(basics.get("summary")),
        location=_location(_obj(basics.get("location")), language),
        labels=labels,
    )
    email = _text(basics.get("email"))
    if email:
        view.contacts.append(Link(email, f"mailto:{email}"))
    phone = _text(basics.get("phone"))
    if phone:
        view.contacts.append(Link(phone, "tel:" + re.sub(r"[^\d+]", "", phone)))
    if _text(basics.get("url")):
        view.contacts.append(Link(display_url(basics["url"]), safe_href(basics["url"])))
    for profile in _objs(basics.get("profiles")):
        network, username = _text(profile.get("network")), _text(profile.get("username"))
        url = _text(profile.get("url"))
        text = f"{network}: {username}" if network and username else network or username
        text = text or display_url(url)
        if text:
            view.profiles.append(Link(text, safe_href(url)))

    builders = {
        "work": _work,
        "projects": _project,
        "volunteer": _volunteer,
        "education": _education,
        "awards": _award,
        "certificates": _certificate,
        "publications": _publication,
        "skills": _skill,
        "languages": _language,
        "interests": _interest,
        "references": _reference,
    }
    kinds: dict[str, Kind] = {
        "skills": "tags",
        "interests": "tags",
        "languages": "languages",
        "references": "references",
    }
    for key in SECTION_ORDER:
        entries = [builders[key](item, language) for item in _objs(data.get(key))]
        entries = [e for e in entries if _has_content(e)]
        if entries:
            view.sections.append(Section(key, labels[key], kinds.get(key, "entries"), entries))
    return view


def _work(item: dict, language: str) -> Entry:
    return Entry(
        title=_text(item.get("position")),
        org=_text(item.get("name")),
        org_href=safe_href(item.get("url")),
        dates=format_range(item.get("startDate"), item.get("endDate"), language),
        location=_text(item.get("location")),
        note=_text(item.get("description")),
        summary=_text(item.get("summary")),
        bullets=_texts(item.get("highlights")),
    )


def _volunteer(item: dict, language: str) -> Entry:
    return Entry(
        title=_text(item.get("position")),
        org=_text(item.get("organization")),
        org_href=safe_href(item.get("url")),
        dates=format_range(item.get("startDate"), item.get("endDate"), language),
        summary=_text(item.get("summary")),
        bullets=_texts(item.get("highlights")),
    )


def _project(item: dict, language: str) -> Entry:
    labels = LABELS[language]
    details = []
    roles = _texts(item.get("roles"))
    if roles:
        details.append((labels["roles"], _join(roles, language)))
    url = _text(item.get("url"))
    return Entry(
        title=_text(item.get("name")),
        org=_text(item.get("entity")),
        dates=format_range(item.get("startDate"), item.get("endDate"), language),
        note=_text(item.get("type")),
        summary=_text(item.get("description")),
        bullets=_texts(item.get("highlights")),
        keywords=_texts(item.get("keywords")),
        details=details,
        link=Link(display_url(url), safe_href(url)) if url else None,
    )


def _education(item: dict, language: str) -> Entry:
    labels = LABELS[language]
    details = []
    score = _text(item.get("score"))
    if score:
        details.append((labels["score"], score))
    courses = _texts(item.get("courses"))
    if courses:
        details.append((labels["courses"], _join(courses, language)))
    study = " · ".join(p for p in (_text(item.get("studyType")), _text(item.get("area"))) if p)
    return Entry(
        title=study,
        org=_text(item.get("institution")),
        org_href=safe_href(item.get("url")),
        dates=format_range(item.get("startDate"), item.get("endDate"), language),
        details=details,
    )


def _award(item: dict, language: str) -> Entry:
    return Entry(
        title=_text(item.get("title")),
        org=_text(item.get("awarder")),
        dates=format_date(item.get("date"), language),
        summary=_text(item.get("summary")),
    )


def _certificate(item: dict, language: str) -> Entry:
    url = _text(item.get("url"))
    return Entry(
        title=_text(item.get("name")),
        org=_text(item.get("issuer")),
        dates=format_date(item.get("date"), language),
        link=Link(display_url(url), safe_href(url)) if url else None,
    )


def _publication(item: dict, language: str) -> Entry:
    url = _text(item.get("url"))
    return Entry(
        title=_text(item.get("name")),
        org=_text(item.get("publisher")),
        dates=format_date(item.get("releaseDate"), language),
        summary=_text(item.get("summary")),
        link=Link(display_url(url), safe_href(url)) if url else None,
    )


def _skill(item: dict, language: str) -> Entry:
    return Entry(
        title=_text(item.get("name")),
        note=_text(item.get("level")),
        keywords=_texts(item.get("keywords")),
    )


def _language(item: dict, language: str) -> Entry:
    return Entry(title=_text(item.get("language")), note=_text(item.get("fluency")))


def _interest(item: dict, language: str) -> Entry:
    return Entry(title=_text(item.get("name")), keywords=_texts(item.get("keywords")))


def _reference(item: dict, language: str) -> Entry:
    return Entry(title=_text(item.get("name")), summary=_text(item.get("reference")))


def _location(location: dict, language: str) -> str:
    parts = ("address", "city", "region", "postalCode", "countryCode")
    values = [_text(location.get(p)) for p in parts]
    address, city, region, postal, country = values
    if language == "zh-hans":
        # A Chinese reader orders places from large to small and needs no "CN".
        country = "" if country.upper() == "CN" else country
        return " ".join(p for p in (country, region, city, address, postal) if p)
    region_line = " ".join(p for p in (region, postal) if p)
    return ", ".join(p for p in (address, city, region_line, country) if p)


def _image(value: Any) -> str:
    # Only inline images: a remote URL would be fetched at render time (PDF) or leak a visit.
    text = _text(value).strip()
    return text if _DATA_IMAGE.match(text) else ""


def _join(items: list[str], language: str) -> str:
    return ("、" if language == "zh-hans" else ", ").join(items)


def _has_content(entry: Entry) -> bool:
    return any(
        (entry.title, entry.org, entry.summary, entry.bullets, entry.keywords, entry.details)
    )


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int | float):
        return str(value)
    return ""


def _texts(value: Any) -> list[str]:
    if not isinstance(value, list):
        return []
    return [t for t in (_text(v) for v in value) if t]


def _obj(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _objs(value: Any) -> list[dict]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []
