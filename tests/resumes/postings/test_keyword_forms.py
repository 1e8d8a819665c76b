"""The forms a keyword is looked for in (`resumes/postings/keyword_forms.py`): the object of a
leading verb or function word left on a keyword cut from a duty line. Own examples
(logistics, nursing, accounting, software)."""

from __future__ import annotations

from resumes.postings.keyword_forms import forms
from resumes.postings.match import match_keywords


def test_a_leading_verb_or_function_word_gives_the_object_as_a_form():
    assert "pallet jacks" in forms("operate pallet jacks") or "pallet jacks" in forms(
        "use pallet jacks"
    )
    assert "wound vacs" in forms("maintain wound vacs")
    assert "bank reconciliations" in forms("as bank reconciliations")


def test_no_object_form_for_a_known_term_a_vague_object_or_a_modifier_verb():
    assert forms("lead generation") == ("lead generation",)  # "lead" modifies; a known term
    assert "generation" not in forms("test generation")
    assert "the team" not in forms("support the team")
    assert "daily reports" not in forms("prepare daily reports")  # vague words only


def test_end_to_end_the_object_is_matched_in_the_resume():
    resume = {"work": [{"highlights": ["Managed wound vac changes on a surgical floor"]}]}
    keywords = [
        {"keyword": "maintain wound vacs", "weight": 1, "kind": "required", "line": ""},
        {"keyword": "use chest tubes", "weight": 1, "kind": "required", "line": ""},
    ]
    found = {k.keyword: k.matched for k in match_keywords(resume, keywords).keywords}
    assert found == {"maintain wound vacs": True, "use chest tubes": False}


def test_an_esco_verb_gives_its_object_only_at_a_clause_start_of_the_line():
    line = "Install conduit and convert shop drawings into cut lists"
    assert "shop drawings" in forms("convert shop drawings", "", line)
    # "emergency" opens ESCO labels but is no verb; "heat" is a verb only at a clause's start
    assert forms("emergency nursing", "", "Emergency nursing: 2 years") == ("emergency nursing",)
    assert "treatment plans" not in forms("heat treatment plans", "", "Review heat treatment plans")


def test_a_chinese_leading_verb_or_example_word_gives_the_object():
    assert "应收账款" in forms("负责应收账款")
    assert "测试用例" in forms("编写测试用例")
    assert "库存周转率" in forms("如库存周转率")
    assert forms("审核合同") == ("审核合同",)  # two characters left: too little


def test_a_chinese_known_term_keeps_its_first_word():
    # jieba tags 注册 as a verb; 注册会计师 is the credential (CPA), not a 会计师
    assert forms("注册会计师") == ("注册会计师",)
