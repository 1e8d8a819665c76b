"""Resumes for the theme readback bench (`bench/theme_readback.py`) and its test.

Tuned-on: the two test resumes and people of the generated import corpus
(`bench/parts/import_people.py`) given the shapes that lost fields in issue 31: a title and
organisation long enough to wrap, year-only dates, three degrees. Held-out: people written for
this bench alone (professions and wording the importer was never looked at against), measured
apart; do not tune the importer on them.
"""

from __future__ import annotations

import copy
from typing import Any

from bench.parts import import_people

TUNED_PROFESSIONS = {"en": (0, 1, 2, 3), "zh": (0, 1, 2, 3)}


def stressed(data: dict[str, Any], language: str) -> dict[str, Any]:
    """A resume given the shapes issue 31 named: a wrapping title, year-only dates, 3 degrees."""
    out = copy.deepcopy(data)
    work = out.get("work") or []
    if work:
        first = work[0]
        if language == "en":
            first["position"] = f"Senior {first['position']} and Team Lead for Quality and Training"
            first["name"] = f"{first['name']} Regional Services Group"
        else:
            first["position"] = f"{first['position']}兼质量与培训负责人（区域管理委员会成员）"
            first["name"] = f"{first['name']}区域服务集团有限公司"
    if len(work) > 1:
        work[-1]["startDate"] = work[-1]["startDate"][:4]
        if work[-1].get("endDate"):
            work[-1]["endDate"] = work[-1]["endDate"][:4]
    school = (out.get("education") or [{}])[0]
    if language == "en":
        more = [
            {
                "institution": "Open University",
                "studyType": "Postgraduate Certificate",
                "area": "Management",
                "startDate": "2021",
                "endDate": "2022",
            },
            {
                "institution": "Lakeside Community College",
                "studyType": "Associate of Arts",
                "area": "General Studies",
                "startDate": "2007",
                "endDate": "2009",
            },
        ]
    else:
        more = [
            {"institution": "复旦大学", "studyType": "博士", "area": "管理学",
             "startDate": "2021", "endDate": "2022"},
            {"institution": "江苏省职业技术学院", "studyType": "专科", "area": "文秘",
             "startDate": "2007", "endDate": "2009"},
        ]  # fmt: skip
    out["education"] = [more[0], school, more[1]] if school else more
    return out


def tuned() -> list[tuple[str, str, dict[str, Any]]]:
    """(name, language, resume) of the tuned-on resumes."""
    from tests.resumes.documents import load

    rows = [("en_two_page", "en", load("en_two_page")), ("zh_two_page", "zh", load("zh_two_page"))]
    for language, indexes in TUNED_PROFESSIONS.items():
        for index in indexes:
            profession, data = import_people.person(language, index)
            if profession in import_people.HELD_OUT:
                continue
            rows.append((f"{language} {profession}", language, stressed(data, language)))
    return rows
