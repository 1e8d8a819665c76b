"""What blind set 7's renderers share: set 4's page model (a header and sections of entries,
bench/parts/import_blind4/model.page) under this set's own headings, the people by key, and
set 6's LinkedIn narrowing of a truth (bench/parts/import_blind6/model.linkedin_truth)."""

from __future__ import annotations

from bench.parts.import_blind4.model import Page, page
from bench.parts.import_blind6.model import linkedin_truth  # noqa: F401  (the makers use it)
from bench.parts.import_blind7.people_en import PEOPLE_EN
from bench.parts.import_blind7.people_zh import PEOPLE_ZH

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}
KEYS = ("summary", "work", "education", "skills", "languages", "certificates",
        "publications", "awards", "projects")  # fmt: skip

# Headings per layout family (sets 1-6's are not reused as sets).
_HEADINGS = {
    "slide": ("At a Glance", "Career", "Training", "Expertise", "Languages", "Credentials",
              "Writing", "Recognition", "Selected Projects"),
    "mom": ("Professional Summary", "Employment History", "Academic Background",
            "Core Competencies", "Language Skills", "Licences & Certificates",
            "Published Work", "Distinctions", "Key Projects"),
    "md": ("Overview", "Positions Held", "Qualifications", "Capabilities", "Languages Spoken",
           "Accreditations", "Papers", "Prizes", "Project Work"),
    "sdt": ("Objective", "Experience", "Education", "Skills", "Languages", "Certifications",
            "Publications", "Awards", "Projects"),
    "svg": ("Profile", "Experience", "Education", "Expertise", "Languages", "Certification",
            "Publications", "Awards", "Projects"),
    "mobile": ("About", "Experience", "Education", "Skills", "Languages",
               "Licenses & certifications", "Publications", "Honors & awards", "Projects"),
    "zh_slide": ("个人概况", "职业履历", "求学经历", "专长", "语言", "资质证书", "论著",
                 "所获荣誉", "代表项目"),
    "zh_md": ("基本情况", "任职经历", "学历教育", "业务能力", "外语能力", "职业资格证书",
              "学术成果", "表彰奖励", "参与项目"),
    "zh_sdt": ("求职意向与自述", "工作经历", "教育背景", "技能特长", "语言水平", "资格认证",
               "发表文章", "奖惩情况", "项目业绩"),
    "zh_mobile": ("简介", "经历", "教育", "技能", "语言", "执照与认证", "出版物", "荣誉奖项",
                  "项目"),
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
