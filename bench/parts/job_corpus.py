"""A corpus of job postings and resumes across 14 professions, in English and Chinese, made by a
script from the table in `job_corpus.json` (no outside data), for `bench/job_match.py`.

Each profession and language has a title, twelve skills a posting of it asks for (each as
the posting writes it and as a resume may write it: the same, an abbreviation, a synonym, the
other language), and distractors: skills named only in the company's story, the benefits or
the legal text, which must never become keywords. Each case is one posting and the resume
meant for it: the posting asks for six skills (four required, two preferred); the resume has
four of them (three required, one preferred; two in another wording) and the two
distractors, and lacks two (one required, one preferred). Three cases per profession and
language: the first two are for tuning, the third is held out (other sentence templates,
other skill picks) and is reported apart.

The skills were written by the same people who wrote `resumes/skills/vocabulary.py`, so this
corpus shows that the pieces work together and stay fast; it cannot show how the match does
on postings written by others.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# profession -> language -> {"title", "resume_title", "skills": [[posting form, resume
# form], ...] (twelve), "distractors": [two]}. The resume's own title leaves out the skills
# the posting's title names ("Registered Nurse" names the RN licence, which a resume may lack).
TABLE = json.loads((Path(__file__).with_suffix(".json")).read_text(encoding="utf-8"))
PROFESSIONS: dict[str, dict[str, dict[str, Any]]] = TABLE["professions"]

_ABOUT = {
    "en": [
        "About us: We are a leading employer founded in 1998, known for {d0} and {d1}.",
        "Who we are: our mission is to bring {d0} and {d1} to everyone.",
    ],
    "zh": [
        "关于我们：我们是一家成立于2008年的公司，在{d0}和{d1}领域领先。",
        "公司简介：我们是行业领先的{d0}服务商。",
    ],
}
_TAIL = {
    "en": [
        "Benefits:\n- Health insurance, 401(k) and {d1} courses\nSalary: $70,000 - $90,000\n"
        "We are an equal opportunity employer; reasonable accommodation is available.",
        "What we offer:\n- Paid time off and a {d0} learning budget\n"
        "All applicants receive consideration without regard to race or religion.",
    ],
    "zh": [
        "福利待遇：\n五险一金，带薪年假，{d1}培训。\n薪资：15-25K",
        "我们提供：双休，年终奖，{d0}学习补贴。",
    ],
}
# Sentence templates: tuning cases use set 0, the held-out case set 1.
_REQUIRED = {
    "en": [
        ["Requirements:", "- {a} and {b} required", "- Experience with {c}", "- Knowledge of {d}"],
        ["What you'll need:", "- Hands-on {a}", "- You know {b} and {c} well", "- {d}: must have"],
    ],
    "zh": [
        ["任职要求：", "1. 具备{a}", "2. 熟悉{b}和{c}", "3. 掌握{d}"],
        ["岗位要求：", "1. 必须有{a}", "2. 精通{b}、{c}", "3. 有{d}经验"],
    ],
}
_PREFERRED = {
    "en": [
        ["Nice to have:", "- {e}", "- Experience with {f} is a plus"],
        ["Bonus points:", "- {e} is preferred", "- Some {f}"],
    ],
    "zh": [
        ["加分项：", "有{e}经验者优先", "熟悉{f}者优先"],
        ["优先条件：", "{e}优先", "了解{f}者加分"],
    ],
}
_DUTIES = {
    "en": ["Responsibilities:", "- Work with the team every day and report to the manager."],
    "zh": ["岗位职责：", "1. 与团队协作，按时完成工作。"],
}


@dataclass(frozen=True)
class Case:
    """One posting, the resume meant for it, and what a good match finds."""

    name: str
    profession: str
    language: str
    held_out: bool
    posting: str
    resume: dict
    asked: list[str]  # the posting forms of the skills it asks for
    has: list[str]  # asked skills the resume has (posting forms)
    lacks: list[str]  # asked skills the resume lacks
    variants: list[str] = field(default_factory=list)  # has, but worded differently
    distractors: list[str] = field(default_factory=list)


def _case(profession: str, language: str, number: int) -> Case:
    entry = PROFESSIONS[profession][language]
    title, distractors = entry["title"], entry["distractors"]
    skills = [tuple(pair) for pair in entry["skills"]]
    held_out = number == 2
    template = 1 if held_out else 0
    count = len(skills)
    # Each case starts four skills further along the profession's list, the Chinese ones two
    # more, so postings overlap a little and a case's two languages are not translations.
    start = number * 4 + 2 * (language == "zh")
    order = [skills[(i + start) % count] for i in range(count)]
    asked = order[:6]
    slots = dict(zip("abcdef", (posting for posting, _ in asked), strict=True))
    d = {"d0": distractors[0], "d1": distractors[1]}
    lines = [title, _ABOUT[language][template].format(**d)]
    lines += _DUTIES[language]
    lines += [line.format(**slots) for line in _REQUIRED[language][template]]
    lines += [line.format(**slots) for line in _PREFERRED[language][template]]
    lines += [_TAIL[language][template].format(**d)]
    # The resume has asked skills 0, 1, 2 (required) and 4 (preferred), 0 and 2 in the resume's
    # own wording; it lacks 3 (required) and 5 (preferred); it also names the two distractors,
    # which no posting asks for.
    has_index, lacks_index = (0, 1, 2, 4), (3, 5)
    written = {0: asked[0][1], 1: asked[1][0], 2: asked[2][1], 4: asked[4][0]}
    own_title = entry["resume_title"]
    resume = _resume(own_title, language, [written[i] for i in has_index], list(distractors))
    return Case(
        name=f"{profession}-{language}-{number + 1}",
        profession=profession,
        language=language,
        held_out=held_out,
        posting="\n".join(lines),
        resume=resume,
        asked=[posting for posting, _ in asked],
        has=[asked[i][0] for i in has_index],
        lacks=[asked[i][0] for i in lacks_index],
        variants=[asked[i][0] for i in (0, 2) if asked[i][0] != asked[i][1]],
        distractors=list(distractors),
    )


def _resume(title: str, language: str, has: list[str], other: list[str]) -> dict:
    if language == "zh":
        highlights = [f"负责{has[0]}相关工作", f"日常使用{has[1]}", f"推动{has[2]}落地"]
        summary = f"五年{title}经验，擅长{has[3]}。"
    else:
        highlights = [f"Led {has[0]} work for the team", f"Used {has[1]} daily", f"Drove {has[2]}"]
        summary = f"{title} with five years of experience, strong in {has[3]}."
    return {
        "basics": {"name": "Sam Lee", "label": title, "summary": summary},
        "work": [
            {
                "name": "Northwind",
                "position": title,
                "startDate": "2020-01",
                "highlights": highlights,
            }
        ],
        "skills": [{"name": "Other", "keywords": other}],
    }


def cases() -> list[Case]:
    """Every case: 14 professions x 2 languages x 3 (the third held out)."""
    return [
        _case(profession, language, number)
        for profession in PROFESSIONS
        for language in ("en", "zh")
        for number in range(3)
    ]
