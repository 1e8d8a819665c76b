"""What blind set 9's renderers share: set 4's page model (a header and sections of entries,
bench/parts/import_blind4/model.page) under this set's own headings and date styles, the
people by key, and the page as a person types it in plain text (the Notepad file, the quoted
e-mail and the dark-mode notes screenshot write it)."""

from __future__ import annotations

from bench.parts.import_blind4.model import Page, page
from bench.parts.import_blind9.people_en import PEOPLE_EN
from bench.parts.import_blind9.people_zh import PEOPLE_ZH

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}
KEYS = ("summary", "work", "education", "skills", "languages", "certificates",
        "publications", "awards", "projects")  # fmt: skip

# Headings per layout family (none of sets 2-8's sets of headings reused whole).
_HEADINGS = {
    "latex": ("Profile", "Professional Experience", "Education", "Technical Skills",
              "Languages", "Certifications", "Selected Publications", "Honors",
              "Selected Projects"),
    "webdocx": ("About Me", "Work Experience", "Education", "Key Skills", "Languages",
                "Licences & Certifications", "Publications", "Awards", "Projects"),
    "jspdf": ("Profile", "Experience", "Education", "Skills", "Languages", "Certificates",
              "Publications", "Awards", "Projects"),
    "readme": ("About", "Experience", "Education", "Skills", "Languages",
               "Certifications", "Publications", "Awards", "Side Projects"),
    "notepad": ("PERSONAL PROFILE", "CAREER HISTORY", "QUALIFICATIONS", "SKILLS",
                "LANGUAGES", "CERTIFICATES", "PUBLICATIONS", "AWARDS", "PROJECTS"),
    "mail": ("Summary", "Employment", "Education", "Skills", "Languages",
             "Certificates and Licences", "Publications", "Awards", "Projects"),
    "typst": ("Summary", "Experience", "Education", "Skills", "Languages", "Credentials",
              "Publications", "Awards", "Projects"),
    "zh_webdocx": ("个人总结", "工作经历", "教育背景", "技能特长", "语言能力", "资格证书",
                   "发表论文", "所获荣誉", "项目经历"),
    "zh_jspdf": ("个人简介", "工作经历", "教育经历", "专业技能", "语言", "证书",
                 "论文", "奖项", "项目"),
    "zh_readme": ("关于我", "工作经历", "教育经历", "技能", "语言", "证书", "论文",
                  "获奖", "项目"),
    "zh_notepad": ("一、自我评价", "二、工作经历", "三、教育经历", "四、专业技能",
                   "五、语言能力", "六、证书", "七、论文", "七、获奖情况", "七、项目经历"),
    "zh_mail": ("个人概况", "工作经历", "教育经历", "技能", "外语", "证书", "论文",
                "荣誉", "项目经验"),
    "zh_typst": ("个人简介", "工作经历", "教育背景", "专业技能", "语言", "资格证书",
                 "论文发表", "获奖情况", "项目经历"),
}  # fmt: skip
HEADINGS = {k: dict(zip(KEYS, v, strict=True)) for k, v in _HEADINGS.items()}


def person_page(person: dict, dates: str, headings: str) -> Page:
    """The person laid out with dates in `dates` (bench/parts/import_blind3/common.date) under
    this set's `headings` (a Chinese person's under 'zh_<headings>')."""
    out = page(person, dates)
    names = HEADINGS[f"zh_{headings}" if out.zh else headings]
    for section in out.sections:
        section.heading = names[section.key]
    return out


def plain_lines(p: Page) -> list[str]:
    """The page as typed in a text editor: name, title, contacts, then each section's heading,
    its entries ('Title, Employer, Place' / '单位  职位  城市', dates, '- ' bullets) and lines,
    a blank line between sections."""
    out = [p.name, p.label, " | ".join(p.contacts), ""]
    for section in p.sections:
        out.append(section.heading)
        for entry in section.entries:
            head = (
                [entry.org, entry.title, entry.place]
                if p.zh
                else [entry.title, entry.org, entry.place]
            )
            out.append(("  " if p.zh else ", ").join(h for h in head if h))
            if entry.when:
                out.append(entry.when)
            out += [f"- {line}" for line in entry.lines]
        out += section.lines
        out.append("")
    return out
