"""What the renderers of blind set 4 share: a person laid out as a header and sections of
entries (the renderers differ in markup, headings, date styles and layout, not in facts),
headings per style and language, and the people by key."""

from __future__ import annotations

from dataclasses import dataclass, field

from bench.parts.import_blind3.common import city, is_zh, links, span
from bench.parts.import_blind4 import people_en, people_en2, people_zh, people_zh2

PEOPLE_EN = {
    "electrician": people_en.ELECTRICIAN,
    "veterinarian": people_en.VETERINARIAN,
    "physiotherapist": people_en.PHYSIOTHERAPIST,
    "architect": people_en.ARCHITECT,
    "journalist": people_en2.JOURNALIST,
    "data_engineer": people_en2.DATA_ENGINEER,
}
PEOPLE_ZH = {
    "electrical_engineer": people_zh.ELECTRICAL_ENGINEER,
    "new_media": people_zh.NEW_MEDIA,
    "math_teacher": people_zh.MATH_TEACHER,
    "accountant": people_zh2.ACCOUNTING_SUPERVISOR,
    "drug_registration": people_zh2.REGULATORY_AFFAIRS,
    "interior_designer": people_zh2.INTERIOR_DESIGNER,
}
PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}

# Headings as the layouts people copy write them; a style picks one set.
HEADINGS = {
    "plain": {
        "summary": "Profile", "work": "Work Experience", "education": "Education",
        "skills": "Skills", "languages": "Languages", "certificates": "Certifications",
        "publications": "Publications", "awards": "Awards", "projects": "Projects",
    },
    "europass": {
        "summary": "About me", "work": "Work experience", "education": "Education and training",
        "skills": "Digital and job-related skills", "languages": "Language skills",
        "certificates": "Licences and certificates", "publications": "Publications",
        "awards": "Honours and awards", "projects": "Projects",
    },
    "academic": {
        "summary": "Research Interests", "work": "Appointments", "education": "Education",
        "skills": "Technical Skills", "languages": "Languages",
        "certificates": "Licensure", "publications": "Selected Publications",
        "awards": "Honours", "projects": "Projects",
    },
    "zh": {
        "summary": "自我评价", "work": "工作经历", "education": "教育背景", "skills": "专业技能",
        "languages": "语言能力", "certificates": "证书", "publications": "发表论文",
        "awards": "获奖情况", "projects": "项目经历",
    },
    "zh_site": {
        "summary": "个人优势", "work": "工作经验", "education": "教育经历", "skills": "技能标签",
        "languages": "语言能力", "certificates": "资格证书", "publications": "发表论文",
        "awards": "荣誉奖项", "projects": "项目经验",
    },
}  # fmt: skip
ORDER = (
    "summary", "work", "projects", "education", "skills", "languages", "certificates",
    "awards", "publications",
)  # fmt: skip


@dataclass
class Entry:
    title: str  # the position, the degree and area, the project, the paper
    org: str = ""  # the employer, the school, the publisher, the awarder
    place: str = ""
    when: str = ""
    lines: list[str] = field(default_factory=list)


@dataclass
class Section:
    key: str
    heading: str
    entries: list[Entry] = field(default_factory=list)  # work, education, projects ...
    lines: list[str] = field(default_factory=list)  # summary, skills, languages ...


@dataclass
class Page:
    name: str
    label: str
    contacts: list[str]  # email, phone, city, links
    sections: list[Section]
    zh: bool


def degree(school: dict, zh: bool) -> str:
    if zh:
        return f"{school['area']}　{school['studyType']}"
    return f"{school['studyType']}, {school['area']}"


def _entries(person: dict, key: str, zh: bool, style: str, present: str) -> list[Entry]:
    sep = " - " if zh else " – "
    if key == "work":
        return [
            Entry(w["position"], w["name"], w["location"], span(w, style, sep, present),
                  list(w["highlights"]))
            for w in person["work"]
        ]  # fmt: skip
    if key == "education":
        return [
            Entry(degree(s, zh), s["institution"], "", span(s, style, sep, present),
                  [s["score"]] if s.get("score") else [])
            for s in person["education"]
        ]  # fmt: skip
    if key == "projects":
        return [
            Entry(p["name"], "", "", span(p, style, sep, present), list(p["highlights"]))
            for p in person["projects"]
        ]  # fmt: skip
    if key == "publications":
        return [Entry(p["name"], p["publisher"], "", p["releaseDate"]) for p in person[key]]
    return [Entry(a["title"], a["awarder"], "", a["date"]) for a in person[key]]


def _lines(person: dict, key: str, zh: bool) -> list[str]:
    colon, sep = ("：", "、") if zh else (": ", ", ")
    if key == "summary":
        return [person["basics"]["summary"]]
    if key == "skills":
        return [f"{g['name']}{colon}{sep.join(g['keywords'])}" for g in person["skills"]]
    if key == "languages":
        form = "{language}（{fluency}）" if zh else "{language} ({fluency})"
        return [form.format(**lang) for lang in person["languages"]]
    if zh:
        return [f"{c['date']}年　{c['name']}　{c['issuer']}" for c in person["certificates"]]
    return [f"{c['name']}, {c['issuer']}, {c['date']}" for c in person["certificates"]]


def page(person: dict, style: str = "mon", headings: str = "", order=ORDER) -> Page:
    """The person as a page: dates in `style` (bench/parts/import_blind3/common.date)."""
    zh = is_zh(person)
    names = HEADINGS[headings or ("zh" if zh else "plain")]
    present = "至今" if zh else "Present"
    sections = []
    for key in order:
        if key not in ("summary",) and not person.get(key):
            continue
        section = Section(key, names[key])
        if key in ("work", "education", "projects", "publications", "awards"):
            section.entries = _entries(person, key, zh, style, present)
        else:
            section.lines = _lines(person, key, zh)
        sections.append(section)
    b = person["basics"]
    contacts = [b["email"], b["phone"], city(person), *links(person)]
    return Page(b["name"], b["label"], contacts, sections, zh)
