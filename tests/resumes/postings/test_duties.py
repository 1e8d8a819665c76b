"""Skills from duty lines without a cue, and phrases matched by their words in any order."""

from __future__ import annotations

from resumes.postings.duties import duty_phrases
from resumes.postings.keywords import extract_keywords
from resumes.postings.match import match_text


def test_a_duty_line_gives_the_noun_phrases_of_its_object():
    assert duty_phrases("own the month-end close, journal entries and accruals") == [
        "month-end close",
        "journal entries",
        "accruals",
    ]
    assert duty_phrases("perform variance analysis for management") == ["variance analysis"]
    assert duty_phrases("you’ll prepare trial binders and subpoenas") == [
        "trial binders",
        "subpoenas",
    ]


def test_prose_headings_names_and_counts_give_no_duty_phrase():
    assert duty_phrases("work closely with the team to deliver high quality results") == []
    assert duty_phrases("we are a leading provider of care") == []
    assert duty_phrases("northwind logistics inc") == []  # a name, not asked for
    assert duty_phrases("bonus points:") == []
    assert duty_phrases("care for 5-6 adult patients") == []


def test_a_short_item_counts_when_asked_for_or_listed_under_requirements():
    assert duty_phrases("- telemetry experience") == ["telemetry"]
    assert duty_phrases("variance analysis: must have") == ["variance analysis"]
    assert duty_phrases("phlebotomy") == []
    assert duty_phrases("phlebotomy", listed=True) == ["phlebotomy"]


def test_duty_phrases_become_keywords_with_their_line():
    posting = "Senior Accountant\nResponsibilities:\n- Perform variance analysis for management\n"
    keywords = {k.keyword: k for k in extract_keywords(posting)}
    assert keywords["variance analysis"].line == "Perform variance analysis for management"


def test_a_phrase_is_matched_by_its_words_in_one_line_in_any_order():
    posting = "Nurse\nRequirements:\n- Medication administration required\n- Quantity surveying"
    resume = {
        "work": [{"name": "Mercy", "highlights": ["Administered medications to 6 patients"]}],
        "skills": [{"name": "Other", "keywords": ["surveys", "quantity"]}],
    }
    match = match_text(resume, posting)
    found = {k.keyword: k for k in match.keywords}
    assert found["medication administration"].matched
    assert found["medication administration"].path == "work[0].highlights[0]"
    # Words spread over two texts are no match.
    assert "quantity surveying" in match.missing


def test_a_chinese_duty_line_gives_what_follows_its_verb():
    posting = (
        "仓储物流主管\n岗位职责：\n（1）负责仓库的入库、出库、库存管理及盘点工作；\n"
        "（2）负责增值税申报，协调各部门。\n（3）负责开发与维护。"
    )
    keywords = [k.keyword for k in extract_keywords(posting)]
    assert {"入库", "出库", "盘点", "增值税申报"} <= set(keywords)
    assert not {"开发", "维护", "盘点工作", "仓库"} & set(keywords)


def test_an_abbreviation_matches_its_capitalised_words():
    # NRP is in no list (TNCC, the earlier example, is a credential of the concepts now).
    posting = "Nurse\nRequirements:\n- Experience with NRP\n- Telemetry experience"
    resume = {"certificates": [{"name": "Neonatal Resuscitation Program"}]}
    found = {k.keyword: k for k in match_text(resume, posting).keywords}
    assert found["nrp"].matched and found["nrp"].path == "certificates[0].name"
    # Lower-case words spell nothing in a long text: "never read poems aloud" is no NRP.
    plain = {"work": [{"name": "Mercy", "highlights": ["never read poems aloud at night"]}]}
    assert "nrp" in match_text(plain, posting).missing
