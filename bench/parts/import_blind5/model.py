"""What blind set 5's renderers share: set 4's page model (a header and sections of entries,
bench/parts/import_blind4/model.page) with this set's own headings and date styles, the people
by key, and the LinkedIn narrowing of a truth."""

from __future__ import annotations

from bench.parts.import_blind3.common import truth
from bench.parts.import_blind4.model import Page, page
from bench.parts.import_blind5.people_en import PEOPLE_EN
from bench.parts.import_blind5.people_zh import PEOPLE_ZH

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}

# Headings as other builders write them (set 4's are not reused).
HEADINGS = {
    "builder": {
        "summary": "Professional Summary", "work": "Employment History",
        "education": "Education & Training", "skills": "Core Competencies",
        "languages": "Languages Spoken", "certificates": "Licenses & Certifications",
        "publications": "Publications", "awards": "Honors & Awards", "projects": "Key Projects",
    },
    "caps": {
        "summary": "PROFILE", "work": "CAREER HISTORY", "education": "QUALIFICATIONS",
        "skills": "KEY SKILLS", "languages": "LANGUAGES", "certificates": "CERTIFICATES",
        "publications": "PUBLISHED WORK", "awards": "RECOGNITION", "projects": "PROJECTS",
    },
    "design": {
        "summary": "About", "work": "Experience", "education": "Education",
        "skills": "Expertise", "languages": "Languages", "certificates": "Credentials",
        "publications": "Writing", "awards": "Awards", "projects": "Selected Work",
    },
    "zh_grid": {
        "summary": "自我评价", "work": "工作经历", "education": "教育经历", "skills": "技能特长",
        "languages": "语言水平", "certificates": "执业资格", "publications": "论文发表",
        "awards": "所获荣誉", "projects": "项目经历",
    },
    "zh_site": {
        "summary": "个人优势", "work": "工作经验", "education": "教育背景", "skills": "专业技能",
        "languages": "外语能力", "certificates": "证书", "publications": "论文",
        "awards": "获奖经历", "projects": "项目经验",
    },
    "zh_design": {
        "summary": "关于我", "work": "职业经历", "education": "学历", "skills": "擅长领域",
        "languages": "语言", "certificates": "资质证书", "publications": "作品发表",
        "awards": "荣誉", "projects": "代表项目",
    },
}  # fmt: skip


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
