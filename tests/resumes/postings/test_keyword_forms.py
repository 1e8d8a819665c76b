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
