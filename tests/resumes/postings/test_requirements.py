"""Requirement lines give their skill phrases even where no taxonomy term and no cue covers
them (issue 28): lead-ins stripped, coordinations split, the line kept as evidence; and a
phrase is found in a resume worded another way (inflection, hyphen, initials, kind words,
Chinese near wordings), while one letter never matches."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords
from resumes.postings.match import match_keywords, match_text
from resumes.postings.requirements import chinese_phrases, english_phrases, only_lead_words
from resumes.postings.sections import sentences

SRE = """Site Reliability Engineer
Parcelly powers delivery tracking for 3,000 online shops. We like boring infrastructure.

**Requirements**
- Scripting in Python or Go
- Service mesh (Istio or Linkerd)
- Confident in chaos engineering

**Nice to have**
- Telemetry experience is a plus

Salary €75k–€95k, 28 vacation days, relocation support.
"""

WELDER = """Structural Welder
About us: Iron Ridge Fabrication builds steel for bridges.

Requirements
- Experience with flux-cored arc welding
- 2+ years of AWS D1.1 certification
- Working knowledge of overhead welding

Perks: weekly pay, overtime, boot allowance. We are an equal opportunity employer.
"""

ZH = """仓储物流主管
公司简介：公司成立于2010年，服务快消、电商等客户。

岗位职责：
1. 合理规划配送路线，提高车辆装载率；

任职要求：
1. 熟练使用WMS系统，熟悉精益管理；
2. 具备拣货路径优化能力；
3. 大专以上学历。

薪资：8000-12000元/月，包食宿，五险一金。
"""


def keywords(text: str) -> dict[str, object]:
    return {k.keyword: k for k in extract_keywords(text)}


def test_lead_ins_are_stripped_and_coordinations_split():
    assert english_phrases("confident in chaos engineering", listed=True) == ["chaos engineering"]
    assert english_phrases("2+ years of packaging design and print production", listed=True) == [
        "packaging design",
        "print production",
    ]
    found = english_phrases(
        "you bring: an associate degree in early childhood education, two years as a lead "
        "teacher, pediatric first aid and cpr",
        listed=True,
    )
    assert found == ["early childhood education", "lead teacher", "pediatric first aid", "cpr"]
    assert only_lead_words("confident") and only_lead_words("you'll do")
    assert not only_lead_words("go")


def test_prose_about_the_company_gives_no_phrases():
    assert (
        english_phrases("parcelly powers delivery tracking for 3,000 online shops.", listed=False)
        == []
    )
    assert english_phrases("we ship fast, we own what we build.", listed=False) == []


def test_requirement_lines_yield_phrases_the_taxonomy_lacks_with_the_line_as_evidence():
    found = keywords(SRE)
    assert {"go", "istio", "linkerd", "chaos engineering", "telemetry"} <= set(found)
    assert found["istio"].line == "Service mesh (Istio or Linkerd)"
    assert found["telemetry"].kind == "preferred"
    assert not {"boring infrastructure", "vacation days", "relocation support"} & set(found)


def test_a_longer_phrase_around_a_taxonomy_term_is_kept():
    found = keywords(WELDER)
    assert {"flux-cored arc welding", "overhead welding"} <= set(found)
    assert "AWS D1.1" in found  # a credential with its kind word is the credential
    assert not {"weekly pay", "boot allowance", "confident"} & set(found)


def test_chinese_requirement_and_duty_pieces():
    assert chinese_phrases("具备拣货路径优化能力") == ["拣货路径优化"]
    assert chinese_phrases("大专以上学历") == []
    assert chinese_phrases("合理规划配送路线", duty=True) == ["配送路线"]
    found = keywords(ZH)
    assert {"精益管理", "配送路线"} <= set(found)
    assert not {"任职要求", "大专", "五险一金"} & set(found)


def test_markdown_bold_headings_are_headings():
    weights = {s.text: s.weight for s in sentences(SRE)}
    assert weights["scripting in python or go"] == 2.0
    assert weights["telemetry experience is a plus"] == 0.5


def test_a_dental_posting_is_not_benefits():
    text = "Dental Hygienist\nRequirements\n- Dental radiographs\n\n"
    text += "Benefits: medical, dental and vision insurance."
    assert "dental radiographs" in keywords(text)


def resume(*highlights: str) -> dict:
    return {"basics": {"name": "A"}, "work": [{"name": "X", "highlights": list(highlights)}]}


def matched(text: str, *highlights: str) -> set[str]:
    return set(match_text(resume(*highlights), text).matched)


def test_wordings_beyond_exact_strings():
    text = "Nurse\nRequirements\n- Triage\n- Fact-checking\n- Flux-cored arc welding\n"
    text += "- ASA designation\n"
    assert matched(text, "Triaged 40 patients a shift") >= {"triage"}
    assert matched(text, "fact checking for the metro desk") >= {"fact-checking"}
    assert matched(text, "FCAW on structural steel") >= {"flux-cored arc welding"}
    assert matched(text, "Associate of the Society of Actuaries (2021)") >= {"asa designation"}
    assert matched(text, "Took blood pressure") == set()


def test_chinese_near_wordings():
    text = "农艺师\n任职要求：\n1. 熟悉土壤墒情监测\n2. 有天猫店铺运营经验\n"
    got = matched(text, "负责土壤墒情监控", "天猫运营三年")
    assert {"土壤墒情监测", "天猫店铺运营"} <= got
    assert matched(text, "负责人事招聘") == set()


def test_one_letter_never_matches_every_resume():
    keywords_ = [{"keyword": "s", "canonical": "s", "weight": 2.0, "kind": "required"}]
    assert match_keywords(resume("Sales and success, S/4HANA"), keywords_).matched == []


def test_a_chinese_line_listing_latin_tools_gives_each_tool_never_the_tools_run_together():
    found = [k.keyword for k in extract_keywords("任职要求：\n- 精通Vue、React，熟悉Webpack")]
    assert {"vue", "react", "webpack"} <= set(found)
    assert not [k for k in found if " " in k and k.isascii()], found


def test_two_terms_side_by_side_are_those_terms_not_a_third_keyword():
    found = [
        k.keyword.lower() for k in extract_keywords("Requirements:\n- Epic EHR\n- BLS and ACLS")
    ]
    assert "epic ehr" not in found, found
    assert {"bls", "acls"} <= set(found), found


def test_a_licence_asked_for_by_its_credential_is_that_credential_not_a_second_keyword():
    found = [
        k.keyword.lower()
        for k in extract_keywords("Requirements:\n- Current RN license\n- AWS D1.1 certification")
    ]
    assert "rn" in found, found
    assert "current rn license" not in found, found  # reported twice, matched or missing
    assert "aws d1.1" in found or "aws d1.1 certification" in found, found  # more than AWS
