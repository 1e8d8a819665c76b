"""A posting sentence that says a skill is NOT needed asks for nothing (issue 28, negation):
"Current RN license not required.", "No CPA needed", "无需…证书"; one that says it helps but is
not required asks for it as preferred."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords
from resumes.postings.sections import PREFERRED, REQUIRED, sentences


def kinds(text: str) -> dict[str, str]:
    return {k.keyword.lower(): k.kind for k in extract_keywords(text)}


def test_not_required_asks_for_nothing():
    text = "Requirements:\n- Experience with Epic charting\n- Current RN license not required.\n"
    found = kinds(text)
    assert "epic" in found
    assert not any("rn" in k.split() for k in found), found


def test_no_credential_needed_asks_for_nothing():
    for line in ("No CPA needed.", "A CPA is not necessary.", "You don't need a CPA."):
        found = kinds(f"Requirements:\n- Advanced Excel\n- {line}\n")
        assert "cpa" not in found, (line, found)
        assert found.get("advanced excel", found.get("excel")) == REQUIRED


def test_chinese_no_need_asks_for_nothing():
    for line in ("无需注册会计师证书", "不要求教师资格证", "护士执业证书非必须"):
        found = kinds(f"任职要求：\n1. 熟练使用Excel\n2. {line}\n")
        assert not any(k in found for k in ("注册会计师", "cpa", "教师资格证", "护士执业证书")), (
            line,
            found,
        )


def test_helpful_but_not_required_is_preferred():
    text = "Requirements:\n- PMP certification is helpful but not required.\n"
    assert [s.kind for s in sentences(text) if "pmp" in s.text] == [PREFERRED]
    assert kinds(text) == {"pmp": PREFERRED}
    text = "Nice to have:\n- Not required, but a plus: Tableau\n"
    assert kinds(text) == {"tableau": PREFERRED}


def test_plain_no_is_no_negation():
    # "no" that negates nothing asked keeps the sentence asked
    text = "Requirements:\n- Zero-defect mindset with no missed deadlines; SAP required.\n"
    assert kinds(text).get("sap") == REQUIRED


def test_nice_but_not_required_is_preferred():
    text = (
        "Requirements:\n- Advanced Excel. Experience with Adaptive Insights is a plus; a CFA "
        "charter or progress toward it is nice but not required.\n"
    )
    found = kinds(text)
    assert found.get("cfa") == PREFERRED, found
    assert not any("nice" in k or "required" in k for k in found), found


def test_what_comes_after_but_is_still_asked():
    text = "Requirements:\n- No prior experience required, but CPR certification is a must.\n"
    found = kinds(text)
    assert found.get("cpr", found.get("cpr certification")) == REQUIRED, found
    assert not any("experience" in k for k in found), found
    text = "任职要求：\n1. 无需相关经验，但必须持有护士执业证书\n"
    assert any("护士执业证" in k for k in kinds(text)), kinds(text)
