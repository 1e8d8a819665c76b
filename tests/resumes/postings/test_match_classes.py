"""Failure classes of the job match found on the held-out corpus, each by a general rule with
cases of our own: dotted names, one credential per name, keywords from non-requirement words,
phrases after requirement cues, and ties broken when resumes score the same."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords
from resumes.postings.match import match_keywords, match_text
from resumes.postings.ranking import rank_key, title_similarity


def _keywords(text: str) -> list[str]:
    return [k.keyword for k in extract_keywords(text)]


def _canonicals(text: str) -> set[str]:
    return {k.canonical for k in extract_keywords(text)}


def _resume(*skills: str, label: str = "", position: str = "") -> dict:
    return {
        "basics": {"name": "A", "label": label},
        "work": [{"name": "Acme", "position": position}] if position else [],
        "skills": [{"name": "Skills", "keywords": list(skills)}],
    }


def test_dotted_and_symbol_names_stay_whole():
    words = _keywords(
        "Web Developer\nRequirements:\n"
        "- Experience with Next.js and Nuxt.js; proficient in .NET.\n"
        "- Knowledge of C++ and SAP S/4HANA."
    )
    assert "next.js" in words and "next" not in words and "js" not in words
    assert ".net" in words and "net" not in words
    assert "c++" in words and "c" not in words
    assert not {"s", "4hana"} & set(words)


def test_next_js_is_not_matched_by_the_word_next():
    posting = "Frontend Engineer\nRequirements:\n- Experience with Next.js"
    assert "next.js" in match_text(_resume("Next.js", "React"), posting).matched
    plain = {"basics": {"summary": "Next, I plan to learn design."}}
    assert "next.js" in match_text(plain, posting).missing


def test_credentials_match_only_their_own_names():
    assert _canonicals("HR Manager\n任职要求：\n- 持有人力资源管理师二级证书") == {"人力资源管理师"}
    hr = "HR Manager\nRequirements:\n- SHRM-CP required"
    assert match_text(_resume("人力资源管理师二级"), hr).missing == ["SHRM-CP"]
    planner = "Planner\nRequirements:\n- APICS CPIM certification required"
    assert _canonicals(planner) == {"CPIM"}
    assert match_text(_resume("CSCP"), planner).missing == ["CPIM"]
    assert match_text(_resume("APICS CPIM"), planner).missing == []
    assert _canonicals("HR Partner\nRequirements:\n- PHR or SPHR") == {"PHR", "SPHR"}


def test_a_reporting_line_names_no_credential():
    posting = (
        "Nurse Aide\nRequirements:\n- You will report to the RN supervisor on each shift.\n"
        "- BLS certification required."
    )
    assert _canonicals(posting) == {"BLS"}
    assert "RN" in _canonicals("Charge Nurse\nRequirements:\n- Active RN license required")


def test_fragments_and_generic_words_are_no_keywords():
    english = (
        "Support Specialist\nRequirements:\n- We care about your own growth across time zones.\n"
        "- Knowledge of wound care."
    )
    words = _keywords(english)
    assert not {"care about", "your own", "time zones", "about your"} & set(words)
    assert "wound care" in words
    chinese = "重症护士\n任职要求：\n- 熟悉血流动力学监测，熟悉医院设备与流程"
    assert _keywords(chinese) == ["血流动力学监测"]
    counted = "仓库主管\n任职要求：\n- 具备2年以上工作经验，熟悉验收与库位管理"
    assert sorted(_keywords(counted)) == sorted(["验收", "库位管理"])


def test_phrases_after_requirement_cues_in_both_languages():
    english = _keywords(
        "Staff Accountant\nRequirements:\n"
        "- Hands-on with journal entries, accruals and variance analysis.\n"
        "- Exposure to intercompany eliminations is a plus."
    )
    assert {"journal entries", "accruals", "variance analysis"} <= set(english)
    assert "intercompany eliminations" in english
    chinese = _keywords(
        "造价工程师\n任职要求：\n- 三年以上施工图设计经验\n- 有招投标经验\n- 熟练运用广联达"
    )
    assert {"施工图设计", "招投标", "广联达"} <= set(chinese)


def test_ties_are_broken_by_required_then_preferred_then_title():
    posting = (
        "Payroll Specialist\nRequirements:\n- Experience with payroll processing\n"
        "- Knowledge of tax filing\nNice to have:\n- Experience with ADP"
    )
    keywords = [k.as_dict() for k in extract_keywords(posting)]
    weights = {k["keyword"]: k["weight"] for k in keywords}
    assert weights["payroll"] > weights["adp"]
    # Same matched share of weights is rare; compare by the key's later parts directly.
    required = _resume("payroll", label="Clerk")
    preferred = _resume("ADP", label="Clerk")
    key_required = rank_key(match_keywords(required, keywords), "Payroll Specialist", required)
    key_preferred = rank_key(match_keywords(preferred, keywords), "Payroll Specialist", preferred)
    assert key_required > key_preferred
    near = _resume(label="Designer", position="Benefits Coordinator")
    far = _resume(label="Graphic Designer", position="Illustrator")
    near_key = rank_key(match_keywords(near, keywords), "Benefits Coordinator", near)
    far_key = rank_key(match_keywords(far, keywords), "Benefits Coordinator", far)
    assert near_key[0] == far_key[0] == 0
    assert near_key > far_key


def test_title_similarity_in_both_languages():
    assert title_similarity("Senior Staff Accountant", ["Staff Accountant"]) == 1.0
    assert title_similarity("Staff Accountant", ["Nurse"]) == 0.0
    assert title_similarity("高级会计", ["会计主管"]) > title_similarity("高级会计", ["护士"])
