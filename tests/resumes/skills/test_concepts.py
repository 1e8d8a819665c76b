"""The synonym layer (`resumes/skills/data/concepts.txt`): a skill worded differently, or in the
other language, is the same skill for the job match and for the guard's `skill_claimed`."""

from __future__ import annotations

import copy
from collections import defaultdict

from resumes.postings.match import match_text
from resumes.skills.concepts import CONCEPTS_FILE, read_concepts
from resumes.skills.terms import find_terms, normalize
from resumes.skills.vocabulary import CREDENTIALS, IMPLIES, LANGUAGES, SKILLS
from resumes.trust import compare_documents


def _resume(label: str, *highlights: str, skills: tuple[str, ...] = ()) -> dict:
    return {
        "basics": {"name": "Test Person", "label": label},
        "work": [
            {
                "name": "Acme",
                "position": label,
                "startDate": "2020-01",
                "highlights": list(highlights),
            }
        ],
        "skills": [{"name": "Skills", "keywords": list(skills)}],
    }


def _result(document: dict, posting: str, keyword: str):
    match = match_text(document, posting)
    found = [k for k in match.keywords if normalize(keyword) in normalize(k.keyword)]
    assert found, f"{keyword!r} is not a keyword of the posting: {match.keywords}"
    return found[0]


def _claimed(old: dict, new: dict) -> list[str]:
    return [
        f.params.get("skill", "")
        for f in compare_documents(old, new).findings
        if f.check == "skill_claimed"
    ]


def test_the_file_says_its_source_and_licence_and_each_label_has_one_concept():
    header = CONCEPTS_FILE.read_text(encoding="utf-8")[:2000]
    assert "Source:" in header and "Licence:" in header and "CC BY 4.0" in header
    owners: dict[str, set[str]] = defaultdict(set)
    for name, aliases in SKILLS.items():
        for label in (name, *aliases):
            owners[label].add(f"skill {name}")
    for table, kind in ((CREDENTIALS, "credential"), (LANGUAGES, "language")):
        for name, aliases in table.items():
            for label in aliases:
                owners[label].add(f"{kind} {name}")
    shared = {label: names for label, names in owners.items() if len(names) > 1}
    assert shared == {}
    assert all(key in SKILLS or key in CREDENTIALS for key in IMPLIES)
    # Within the file too: a label on two lines would silently join two concepts.
    lines: dict[str, int] = {}
    section = ""
    for number, line in enumerate(CONCEPTS_FILE.read_text(encoding="utf-8").splitlines()):
        if line.startswith("["):
            section = line
        elif section == "[skills]" and line.strip() and not line.startswith("#"):
            for label in {x.strip().lower() for x in line.split("|") if x.strip()}:
                assert label not in lines, (label, lines.get(label), number)
                lines[label] = number
    concepts = read_concepts()
    assert len(concepts.skills) > 200 and len(concepts.credentials) > 30
    # Every concept of the file is reachable in English and most in Chinese too.
    chinese = [n for n, a in concepts.skills.items() if any(not x.isascii() for x in a)]
    assert len(chinese) > 0.8 * len(concepts.skills)


def test_nurse_saying_basic_life_support_matches_a_posting_asking_for_bls():
    nurse = _resume(
        "Registered Nurse",
        "Monitored vitals and ran the med pass for 6 patients",
        "Wound management for post-operative patients",
        skills=("Basic Life Support",),
    )
    posting = (
        "Staff Nurse, Med-Surg\nRequirements:\n- Current BLS certification\n"
        "- Experience with vital signs monitoring, medication administration and wound care\n"
    )
    for keyword in ("BLS", "vital signs", "medication administration", "wound care"):
        result = _result(nurse, posting, keyword)
        assert result.matched, keyword
    assert _result(nurse, posting, "BLS").text == "Basic Life Support"
    other = _resume("Pharmacy Technician", "Counted tablets", skills=("Inventory",))
    assert not _result(other, posting, "BLS").matched
    assert not _result(other, posting, "wound care").matched


def test_a_chinese_posting_asking_for_yuejie_matches_yuemo_jiezhang():
    accountant = _resume("会计", "负责月末结账与银行对账", skills=("凭证录入",))
    posting = "会计\n任职要求：\n1. 熟悉月结流程、会计分录\n2. 有内控测试经验优先\n"
    month_end = _result(accountant, posting, "月结")
    assert month_end.matched and "月末结账" in month_end.text
    assert _result(accountant, posting, "会计分录").matched  # 凭证录入
    assert not _result(accountant, posting, "内控测试").matched


def test_an_english_skill_is_matched_by_its_chinese_label_and_back():
    researcher_zh = _resume("用户研究员", "主导深度访谈和问卷调研，输出用户画像")
    posting_en = (
        "UX Researcher\nRequirements:\n- Experience with in-depth interviews, surveys "
        "and personas\n- Usability testing is a plus\n"
    )
    for keyword in ("in-depth interviews", "surveys", "personas"):
        assert _result(researcher_zh, posting_en, keyword).matched, keyword
    quality_en = _resume(
        "Quality Engineer", "Ran SPC and PFMEA reviews", "Led 8D root cause analysis"
    )
    posting_zh = "质量工程师\n任职要求：\n熟悉统计过程控制、失效模式分析、根因分析\n"
    for keyword in ("统计过程控制", "失效模式分析", "根因分析"):
        assert _result(quality_en, posting_zh, keyword).matched, keyword


def test_synonyms_and_the_other_language_are_one_term():
    pairs = [
        ("S&OP", "sales and operations planning"),
        ("QBRs", "quarterly business reviews"),
        ("GD&T", "形位公差"),
        ("VFD", "变频器"),
        ("lockout/tagout", "LOTO"),
        ("manual therapy", "joint mobilization"),
        ("IEP", "individualized education program"),
        ("motivational interviewing", "动机式访谈"),
    ]
    for one, other in pairs:
        first = {t.canonical for t in find_terms(normalize(one))}
        second = {t.canonical for t in find_terms(normalize(other))}
        assert first and first == second, (one, other)


def test_the_guard_takes_a_synonym_or_the_other_language_as_support():
    engineer = _resume(
        "Quality Engineer",
        "Applied statistical process control on the stamping line",
        skills=("measurement system analysis", "failure mode and effects analysis"),
    )
    reworded = copy.deepcopy(engineer)
    reworded["skills"][0]["keywords"] = ["MSA", "FMEA", "统计过程控制"]
    assert _claimed(engineer, reworded) == []
    researcher = _resume("UX Researcher", "Ran in-depth interviews and card sorting")
    translated = copy.deepcopy(researcher)
    translated["work"][0]["highlights"][0] = "主导深度访谈和卡片分类"
    assert _claimed(researcher, translated) == []


def test_the_guard_still_flags_a_skill_of_another_concept():
    engineer = _resume(
        "Quality Engineer", "Applied statistical process control on the stamping line"
    )
    claimed = copy.deepcopy(engineer)
    claimed["skills"][0]["keywords"] = ["PPAP", "变频器"]
    assert _claimed(engineer, claimed) == ["PPAP", "变频器"]
    nurse = _resume("Registered Nurse", "Monitored vital signs", skills=("BLS",))
    more = copy.deepcopy(nurse)
    more["skills"][0]["keywords"].append("ACLS")
    assert _claimed(nurse, more) == ["ACLS"]
