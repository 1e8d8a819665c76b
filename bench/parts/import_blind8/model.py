"""What blind set 8's renderers share: set 4's page model (a header and sections of entries,
bench/parts/import_blind4/model.page) under this set's own headings and date styles, the
people by key, and a plain-text rendering of a page (the editor print and the chat preview
write it)."""

from __future__ import annotations

from bench.parts.import_blind4.model import Page, page
from bench.parts.import_blind8.people_en import PEOPLE_EN
from bench.parts.import_blind8.people_zh import PEOPLE_ZH

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}
KEYS = ("summary", "work", "education", "skills", "languages", "certificates",
        "publications", "awards", "projects")  # fmt: skip

# Headings per layout family (sets 1-7's are not reused as sets).
_HEADINGS = {
    "sidebar": ("Personal Statement", "Work History", "Schooling", "Areas of Expertise",
                "Languages", "Tickets & Certificates", "Articles", "Awards & Honours",
                "Notable Projects"),
    "builder": ("Summary", "Professional Experience", "Education & Training",
                "Skill Set", "Language Proficiency", "Certifications & Licences",
                "Publications", "Recognition & Awards", "Projects"),
    "jobsite": ("Career Summary", "Employment", "Education", "Skills", "Languages",
                "Licenses", "Publications", "Honors", "Projects"),
    "grid": ("Personal Profile", "Employment Record", "Education Record", "Skills",
             "Language Ability", "Qualifications", "Publications", "Awards", "Projects"),
    "editor": ("SUMMARY", "EXPERIENCE", "EDUCATION", "SKILLS", "LANGUAGES",
               "CERTIFICATIONS", "PUBLICATIONS", "AWARDS", "PROJECTS"),
    "zh_sidebar": ("个人简介", "从业经历", "学习经历", "专业特长", "语言", "持证情况",
                   "著述", "荣誉", "项目成果"),
    "zh_builder": ("自我介绍", "工作履历", "教育经历", "技能", "语言能力", "证书资质",
                   "学术论文", "获得荣誉", "项目经历"),
    "zh_jobsite": ("自我评价", "工作经验", "教育经历", "专业技能", "语言能力", "证书",
                   "论文", "获奖经历", "项目经验"),
    "zh_grid": ("个人特长与自评", "工作简历", "学习简历", "技能专长", "外语水平",
                "资格证书", "论文发表", "奖励情况", "项目情况"),
    "zh_editor": ("【自我评价】", "【工作经历】", "【教育经历】", "【专业技能】", "【语言】",
                  "【证书】", "【论文】", "【荣誉】", "【项目】"),
}  # fmt: skip
HEADINGS = {k: dict(zip(KEYS, v, strict=True)) for k, v in _HEADINGS.items()}


def person_page(person: dict, dates: str, headings: str) -> Page:
    """The person laid out with dates in `dates` (bench/parts/import_blind3/common.date) under
    this set's `headings`."""
    out = page(person, dates)
    names = HEADINGS[headings]
    for section in out.sections:
        section.heading = names[section.key]
    return out


def plain_lines(p: Page, rule: str = "-") -> list[str]:
    """The page as a person types it in a text editor: name, title, contacts, then each
    section's heading (underlined in English), its entries and lines; blank lines between."""
    out = [p.name, p.label, " | ".join(p.contacts), ""]
    for section in p.sections:
        out.append(section.heading)
        if not p.zh:
            out.append(rule * len(section.heading))
        for entry in section.entries:
            head = [entry.title, entry.org, entry.place] if not p.zh else [entry.org, entry.title]
            if p.zh and entry.place:
                head.append(entry.place)
            out.append(("  " if p.zh else ", ").join(h for h in head if h))
            if entry.when:
                out.append(entry.when)
            out += [f"{'·' if p.zh else '*'} {line}" for line in entry.lines]
        out += section.lines
        out.append("")
    return out
