"""Wording variants of a skill in a resume for the job match (`resumes/skills/variants.py`)
and end to end through `match_text`: abbreviations, compounds, any label of a concept."""

from __future__ import annotations

from resumes.postings.match import match_text
from resumes.skills.index import index_document
from resumes.skills.variants import (
    find_compound,
    find_label,
    find_short_form,
    find_spelled_out,
)


def _matched(resume: dict, posting: str) -> dict[str, bool]:
    return {k.keyword: k.matched for k in match_text(resume, posting).keywords}


def test_a_short_form_is_found_spelled_out_as_capitalised_words():
    index = index_document(
        {
            "basics": {
                "summary": "Analyst covering Task Force on Climate-related Financial "
                "Disclosures reporting."
            },
            "skills": [{"keywords": ["Prehospital Trauma Life Support"]}],
        }
    )
    assert find_spelled_out(index, "tcfd") is not None
    assert find_spelled_out(index, "phtls") is not None
    assert find_spelled_out(index, "gcp") is None
    # lower-case words are no spelled-out name
    plain = index_document({"basics": {"summary": "task force on climate financial disclosures"}})
    assert find_spelled_out(plain, "tcfd") is None


def test_two_letters_are_spelled_out_only_by_a_whole_two_word_entry_that_is_no_job_title():
    resume = {
        "work": [{"position": "Project Engineer", "highlights": ["Met Human Resources daily"]}],
        "certificates": [{"name": "Registered Dietitian"}],
    }
    index = index_document(resume)
    assert find_spelled_out(index, "rd") is not None
    assert find_spelled_out(index, "pe") is None  # a Project Engineer is no P.E.
    assert find_spelled_out(index, "hr") is None  # two capitalised words inside a sentence


def test_a_long_phrase_is_found_as_the_resume_short_form():
    index = index_document(
        {
            "skills": [{"keywords": ["ICH-GCP", "GHG accounting", "PCRs"]}],
            "basics": {"summary": "I ran the team"},
        }
    )
    assert find_short_form(index, "good clinical practice") is not None  # a hyphen part
    assert find_short_form(index, "greenhouse gas accounting") is not None  # with the rest after
    assert find_short_form(index, "patient care reports") is not None  # a plural short form
    assert find_short_form(index, "good manufacturing practice") is None
    assert find_short_form(index, "regional account negotiation") is None  # "ran" is no short form


def test_a_compound_is_found_closed_open_or_hyphenated():
    index = index_document(
        {
            "work": [
                {"highlights": ["Sized storm water ponds", "Built PivotTables", "pre-press checks"]}
            ]
        }
    )
    assert find_compound(index, "stormwater") is not None
    assert find_compound(index, "pivot tables") is not None
    assert find_compound(index, "prepress") is not None
    assert find_compound(index, "stormdrain") is None


def test_any_label_of_a_known_concept_is_found_word_by_word():
    index = index_document({"basics": {"summary": "Four years of emergency room nursing."}})
    assert find_label(index, "emergency care") is not None
    assert find_label(index, "wound care") is None


def test_a_posting_defining_a_short_form_matches_a_resume_with_either_form():
    posting = (
        "Clinical Research Associate\n\nRequirements\n- Good Clinical Practice (GCP)\n"
        "- Engineer in Training (EIT) certificate\n"
    )
    resume = {"skills": [{"keywords": ["GCP", "Engineer-in-Training"]}]}
    found = _matched(resume, posting)
    assert found.get("Good Clinical Practice (GCP)") is True, found
    assert found.get("Engineer in Training (EIT)") is True, found
    assert "engineer" not in found and "training" not in found  # no pieces of the long form


def test_a_chinese_definition_links_the_chinese_and_the_short_form():
    posting = "临床监查员\n\n任职要求：\n1. 熟悉良好临床规范（GCP）\n"
    found = _matched({"skills": [{"keywords": ["GCP"]}]}, posting)
    assert found == {"良好临床规范 (GCP)": True}
    assert _matched({"skills": [{"keywords": ["EDC"]}]}, posting) == {"良好临床规范 (GCP)": False}


def test_a_short_form_of_the_posting_matches_its_spelled_out_form_in_the_resume():
    posting = "ESG Analyst\n\nRequirements\n- TCFD reporting\n- RD credential\n"
    resume = {
        "basics": {"summary": "Registered Dietitian."},
        "work": [
            {
                "highlights": [
                    "Wrote disclosures under the Task Force on Climate-related "
                    "Financial Disclosures"
                ]
            }
        ],
    }
    found = _matched(resume, posting)
    assert all(found.values()) and len(found) == 2, found
    # a comma breaks a run of capitalised words; a sentence's two words are no credential
    other = {"basics": {"summary": "Total Cost, Fund Desk; met the Research Director weekly"}}
    assert not any(_matched(other, posting).values()), _matched(other, posting)


def test_current_and_valid_are_no_part_of_a_licence_and_x_management_is_shown_by_x():
    posting = "Nurse\n\nRequirements\n- Current RN license\n"
    assert all(_matched({"certificates": [{"name": "RN"}]}, posting).values())
    posting_zh = "仓库主管\n\n任职要求：\n1. 熟悉库存管理\n2. 具备项目管理经验\n"
    found = _matched({"work": [{"highlights": ["负责每月库存盘点", "参与多个项目"]}]}, posting_zh)
    assert found.get("库存管理") is True, found
    assert found.get("项目管理") is False, found  # 项目 alone is in every resume


def test_a_short_form_opening_a_keyword_is_found_spelled_out_before_the_rest():
    posting = "Math Teacher\n\nNice to have\n- AP Calculus experience\n"
    taught = {"work": [{"highlights": ["Taught Advanced Placement Calculus AB"]}]}
    assert _matched(taught, posting) == {"ap calculus": True}
    other = {"work": [{"highlights": ["Advanced Placement Statistics; calculus tutoring"]}]}
    assert _matched(other, posting) == {"ap calculus": False}


def test_a_two_letter_short_form_counts_only_before_the_rest_of_the_phrase():
    # nursing and data, not the job set 5's trades
    index = index_document(
        {"work": [{"highlights": ["NG tube insertion on a surgical ward", "Shipped ML models"]}]}
    )
    assert find_short_form(index, "nasogastric tube insertion") is not None
    assert find_short_form(index, "machine learning models") is not None
    # alone, two letters mean too many things; a bogus compound split gives none
    assert find_short_form(index, "nasogastric intubation") is None
    bio = index_document({"work": [{"highlights": ["MB testing daily"]}]})
    assert find_short_form(bio, "microbial testing") is None
