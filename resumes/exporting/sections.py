"""The resume as ordered, localized sections: the one reading of a JSON Resume every format renders.

`build_view` reads each section's entries with the builders below; `formatting` says how
values read (dates, links, text) in the resume's own language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from resumes.exporting.formatting import (
    LABELS,
    as_dict,
    as_dicts,
    as_text,
    as_texts,
    display_url,
    format_date,
    format_range,
    join_items,
    normalize_language,
    safe_href,
)

Kind = Literal["entries", "tags", "languages", "references"]

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


def build_view(data: dict[str, Any], language: str) -> ResumeView:
    """Reads a JSON Resume document into localized sections, skipping what is absent."""
    language = normalize_language(language)
    labels = LABELS[language]
    data = data if isinstance(data, dict) else {}
    basics = as_dict(data.get("basics"))
    view = ResumeView(
        language=language,
        name=as_text(basics.get("name")),
        label=as_text(basics.get("label")),
        image=_image(basics.get("image")),
        summary=as_text(basics.get("summary")),
        location=_location(as_dict(basics.get("location")), language),
        labels=labels,
    )
    email = as_text(basics.get("email"))
    if email:
        view.contacts.append(Link(email, f"mailto:{email}"))
    phone = as_text(basics.get("phone"))
    if phone:
        view.contacts.append(Link(phone, "tel:" + re.sub(r"[^\d+]", "", phone)))
    if as_text(basics.get("url")):
        view.contacts.append(Link(display_url(basics["url"]), safe_href(basics["url"])))
    for profile in as_dicts(basics.get("profiles")):
        network, username = as_text(profile.get("network")), as_text(profile.get("username"))
        url = as_text(profile.get("url"))
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
        entries = [builders[key](item, language) for item in as_dicts(data.get(key))]
        entries = [e for e in entries if _has_content(e)]
        if entries:
            view.sections.append(Section(key, labels[key], kinds.get(key, "entries"), entries))
    return view


def _role(item: dict, language: str, org: str, **more: Any) -> Entry:
    """A role, at work or as a volunteer: its position at the organisation (`org` names the
    key), with the role's dates, summary and highlights."""
    return Entry(
        title=as_text(item.get("position")),
        org=as_text(item.get(org)),
        org_href=safe_href(item.get("url")),
        dates=format_range(item.get("startDate"), item.get("endDate"), language),
        summary=as_text(item.get("summary")),
        bullets=as_texts(item.get("highlights")),
        **more,
    )


def _work(item: dict, language: str) -> Entry:
    location, note = as_text(item.get("location")), as_text(item.get("description"))
    return _role(item, language, "name", location=location, note=note)


def _volunteer(item: dict, language: str) -> Entry:
    return _role(item, language, "organization")


def _project(item: dict, language: str) -> Entry:
    labels = LABELS[language]
    details = []
    roles = as_texts(item.get("roles"))
    if roles:
        details.append((labels["roles"], join_items(roles, language)))
    return Entry(
        title=as_text(item.get("name")),
        org=as_text(item.get("entity")),
        dates=format_range(item.get("startDate"), item.get("endDate"), language),
        note=as_text(item.get("type")),
        summary=as_text(item.get("description")),
        bullets=as_texts(item.get("highlights")),
        keywords=as_texts(item.get("keywords")),
        details=details,
        link=_link(item),
    )


def _education(item: dict, language: str) -> Entry:
    labels = LABELS[language]
    details = []
    score = as_text(item.get("score"))
    if score:
        details.append((labels["score"], score))
    courses = as_texts(item.get("courses"))
    if courses:
        details.append((labels["courses"], join_items(courses, language)))
    study = " · ".join(p for p in (as_text(item.get("studyType")), as_text(item.get("area"))) if p)
    return Entry(
        title=study,
        org=as_text(item.get("institution")),
        org_href=safe_href(item.get("url")),
        dates=format_range(item.get("startDate"), item.get("endDate"), language),
        details=details,
    )


def _award(item: dict, language: str) -> Entry:
    return Entry(
        title=as_text(item.get("title")),
        org=as_text(item.get("awarder")),
        dates=format_date(item.get("date"), language),
        summary=as_text(item.get("summary")),
    )


def _certificate(item: dict, language: str) -> Entry:
    return Entry(
        title=as_text(item.get("name")),
        org=as_text(item.get("issuer")),
        dates=format_date(item.get("date"), language),
        link=_link(item),
    )


def _publication(item: dict, language: str) -> Entry:
    return Entry(
        title=as_text(item.get("name")),
        org=as_text(item.get("publisher")),
        dates=format_date(item.get("releaseDate"), language),
        summary=as_text(item.get("summary")),
        link=_link(item),
    )


def _skill(item: dict, language: str) -> Entry:
    return Entry(
        title=as_text(item.get("name")),
        note=as_text(item.get("level")),
        keywords=as_texts(item.get("keywords")),
    )


def _language(item: dict, language: str) -> Entry:
    return Entry(title=as_text(item.get("language")), note=as_text(item.get("fluency")))


def _interest(item: dict, language: str) -> Entry:
    return Entry(title=as_text(item.get("name")), keywords=as_texts(item.get("keywords")))


def _reference(item: dict, language: str) -> Entry:
    return Entry(title=as_text(item.get("name")), summary=as_text(item.get("reference")))


def _link(item: dict) -> Link | None:
    """An entry's own `url` as a link shown by its readable text (none without one)."""
    url = as_text(item.get("url"))
    return Link(display_url(url), safe_href(url)) if url else None


def _location(location: dict, language: str) -> str:
    parts = ("address", "city", "region", "postalCode", "countryCode")
    values = [as_text(location.get(p)) for p in parts]
    address, city, region, postal, country = values
    if language == "zh-hans":
        # A Chinese reader orders places from large to small and needs no "CN".
        country = "" if country.upper() == "CN" else country
        return " ".join(p for p in (country, region, city, address, postal) if p)
    region_line = " ".join(p for p in (region, postal) if p)
    return ", ".join(p for p in (address, city, region_line, country) if p)


def _image(value: Any) -> str:
    # Only inline images: a remote URL would be fetched at render time (PDF) or leak a visit.
    text = as_text(value).strip()
    return text if _DATA_IMAGE.match(text) else ""


def _has_content(entry: Entry) -> bool:
    return any(
        (entry.title, entry.org, entry.summary, entry.bullets, entry.keywords, entry.details)
    )
