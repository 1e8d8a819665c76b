"""What blind set 6's renderers share: set 4's page model (a header and sections of entries,
bench/parts/import_blind4/model.page) under this set's own headings, the people by key, and
the LinkedIn narrowing of a truth."""

from __future__ import annotations

from bench.parts.import_blind3.common import truth
from bench.parts.import_blind4.model import Page, page
from bench.parts.import_blind6.people_en import PEOPLE_EN
from bench.parts.import_blind6.people_zh import PEOPLE_ZH

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}
KEYS = ("summary", "work", "education", "skills", "languages", "certificates",
        "publications", "awards", "projects")  # fmt: skip

# Headings per layout family (sets 1-5's are not reused as sets).
_HEADINGS = {
    "gdocs": ("Summary", "Professional Experience", "Education", "Skills & Tools",
              "Languages", "Certifications & Licenses", "Publications", "Awards", "Projects"),
    "rtf": ("PERSONAL PROFILE", "EMPLOYMENT", "EDUCATION", "SKILLS", "LANGUAGES",
            "PROFESSIONAL REGISTRATION", "PUBLICATIONS", "HONOURS", "PROJECTS"),
    "design": ("Profile", "Work", "Studies", "Toolkit", "Languages", "Licences",
               "Publications", "Awards", "Projects"),
    "chrome": ("About Me", "Work History", "Education", "Skills", "Languages",
               "Certificates", "Publications", "Awards", "Projects"),
    "ps": ("Summary of Qualifications", "Professional Experience", "Education",
           "Areas of Expertise", "Languages", "Certifications", "Publications", "Honors",
           "Projects"),
    "sheet": ("Personal Statement", "Work Record", "Education", "Skills", "Languages",
              "Certificates", "Publications", "Awards", "Projects"),
    "indeed": ("Summary", "Work Experience", "Education", "Skills", "Languages",
               "Certifications and Licenses", "Publications", "Awards", "Projects"),
    "zh_sheet": ("自我介绍", "工作履历", "学习经历", "技能专长", "外语水平", "职业资格",
                 "著作", "奖励情况", "主要项目"),
    "zh_boss": ("个人优势", "工作经历", "教育经历", "专业技能", "语言能力", "资格证书",
                "发表作品", "荣誉奖项", "项目经历"),
    "zh_zhaopin": ("自我评价", "工作经历", "教育经历", "专业技能", "语言能力", "证书",
                   "论文著作", "所获奖励", "项目经验"),
    "zh_design": ("个人简介", "从业经历", "教育背景", "核心技能", "语言", "证书", "出版",
                  "荣誉", "项目"),
    "zh_chrome": ("关于我", "工作经历", "教育经历", "技能", "语言", "证书资质", "发表",
                  "获奖", "项目案例"),
    "zh_gdocs": ("个人总结", "工作经验", "教育", "技能与工具", "语言", "证书与执照", "出版物",
                 "奖项", "项目"),
    "zh_rtf": ("个人简况", "工作经历", "教育经历", "专业技能", "外语", "执业证书", "论文",
               "获奖", "项目"),
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


def linkedin_truth(person: dict) -> dict:
    """What a LinkedIn profile PDF shows: three top skills, certificate, award and publication
    names, no grades."""
    out = truth(person, top_skills=3, cert_names=True)
    for school in out["education"]:
        school.pop("score", None)
    if out.get("awards"):
        out["awards"] = [{"title": a["title"]} for a in out["awards"]]
    if out.get("publications"):
        out["publications"] = [{"name": p["name"]} for p in out["publications"]]
    return out
