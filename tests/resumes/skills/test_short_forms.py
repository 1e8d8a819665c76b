"""Short forms against long forms the earlier rules left out (`resumes/skills/short_forms.py`,
issue 28, engineer match29): a whole resume entry spelled out in lower case, a short form with
"&", a plural short form, hyphen parts giving letters, a short form heading a phrase spelled
out in lower case, and a keyword that is a piece of a name its posting line coordinates."""

from __future__ import annotations

from resumes.postings.match import match_keywords, match_text
from resumes.skills.index import index_document
from resumes.skills.short_forms import (
    find_ampersand,
    find_clipped,
    find_short_inside,
    find_short_of_span,
    find_spelled_entry,
    find_spelled_lower_head,
    plural_free,
)


def _skills(*entries: str):
    return index_document({"skills": [{"name": "Core", "keywords": list(entries)}]})


def _found(resume: dict, posting: str) -> dict[str, bool]:
    return {k.keyword.lower(): k.matched for k in match_text(resume, posting).keywords}


def test_a_whole_entry_spells_out_a_short_form_with_short_words():
    index = _skills("minimum equipment list", "extract, transform, load", "Teamwork")
    assert find_spelled_entry(index, "MEL") is not None
    assert find_spelled_entry(index, "ETL") is not None
    # an entry that is a sentence, or whose initials differ, spells out nothing
    assert find_spelled_entry(_skills("made everything lovely and more"), "MEL") is None
    assert find_spelled_entry(_skills("maximum equipment"), "MEL") is None
    # two letters only by an entry of exactly two words
    assert find_spelled_entry(_skills("accounts payable"), "AP") is not None
    assert find_spelled_entry(_skills("accounts payable processing"), "AP") is None


def test_a_plural_short_form_is_its_singular():
    assert plural_free("NDAs") == "nda" and plural_free("BLS") == "bls"
    resume = {"work": [{"highlights": ["Drafted non-disclosure agreements for vendors."]}]}
    assert _found(resume, "Paralegal\n\nRequirements:\n- NDAs\n").get("ndas") is True


def test_hyphen_parts_give_their_letters_in_a_lower_case_long_form():
    resume = {"work": [{"highlights": ["Performed non-destructive testing on airframes."]}]}
    assert _found(resume, "Technician\n\nRequirements:\n- NDT Level II\n- NDT\n").get("ndt")


def test_a_short_form_with_an_ampersand():
    index = _skills("food and beverage", "profit & loss ownership")
    assert find_ampersand(index, "F&B") is not None
    assert find_ampersand(index, "P&L") is not None
    assert find_ampersand(index, "M&A") is None
    assert find_ampersand(_skills("fresh bread"), "F&B") is None


def test_a_short_form_heading_a_phrase_spelled_out_in_lower_case():
    index = index_document({"work": [{"highlights": ["Ran business-to-business sales in APAC"]}]})
    assert find_spelled_lower_head(index, "b2b sales") is not None
    assert find_spelled_lower_head(index, "b2c sales") is None
    index = index_document(
        {"work": [{"highlights": ["Counselled on over-the-counter medications"]}]}
    )
    assert find_spelled_lower_head(index, "otc medications") is not None


def test_a_piece_of_a_coordinated_name_is_found_by_the_whole_names_short_form():
    index = _skills("FMLA", "UDL")
    line = "Knowledge of the Family and Medical Leave Act and HIPAA."
    assert find_short_of_span(index, "family", line) is not None
    assert find_short_of_span(index, "medical leave act", line) is not None
    assert find_short_of_span(index, "hipaa", line) is None
    line = "Apply Universal Design for Learning principles in lessons."
    assert find_short_of_span(index, "universal design", line) is not None
    # the short form must be a short form of the resume, not a word
    assert find_short_of_span(_skills("Fmla"), "family", line) is None
    keywords = [{"keyword": "loss statements", "line": "Reading profit and loss statements"}]
    assert match_keywords({"skills": [{"keywords": ["P&L"]}]}, keywords).matched == [
        "loss statements"
    ]


def test_one_word_clipped_or_whole():
    index = index_document({"work": [{"highlights": ["Built cat modeling for reinsurance"]}]})
    assert find_clipped(index, "catastrophe modeling") is not None
    index = index_document({"skills": [{"keywords": ["Stress echocardiography"]}]})
    assert find_clipped(index, "stress echo") is not None
    # two words changed, or a clip under three letters, is another thing
    assert find_clipped(index, "stress ecg") is None
    assert find_clipped(_skills("ca modeling"), "catastrophe modeling") is None
    assert find_clipped(_skills("cat models"), "catastrophe modeling") is None


def test_a_duty_on_people_is_the_doing():
    resume = {"skills": [{"keywords": ["Triage", "IV starts"]}]}
    posting = "ER Nurse\n\nRequirements:\n- Triaging patients\n- Educating families\n"
    found = _found(resume, posting)
    assert found.get("triaging patients") is True and found.get("educating families") is False


def test_a_run_inside_a_phrase_written_short():
    index = index_document(
        {"skills": [{"keywords": ["cannulate AV fistula", "lead GHG reporting"]}]}
    )
    assert find_short_inside(index, "cannulate arteriovenous fistula") is not None
    assert find_short_inside(index, "lead greenhouse gas reporting") is not None
    assert find_short_inside(index, "cannulate arteriovenous graft") is None
    assert find_short_inside(index, "lead general growth reporting") is None


def test_a_short_form_with_an_ampersand_stands_only_for_words_joined_by_and():
    resume = {"skills": [{"keywords": ["P&L", "Generally Accepted Accounting Principles"]}]}
    keywords = [
        {"keyword": "planning of lessons", "line": "Planning of lessons"},
        {"keyword": "A&P", "line": "A&P license"},
        {"keyword": "profit and loss", "line": "Profit and loss ownership"},
    ]
    assert match_keywords(resume, keywords).matched == ["profit and loss"]


def test_a_whole_entry_gives_no_letter_from_inside_an_ordinary_word():
    assert find_spelled_entry(_skills("differentiating instruction"), "DEI") is None
    assert find_spelled_entry(_skills("classroom management"), "CRM") is None
    assert find_spelled_entry(_skills("nasogastric tube"), "NGT") is not None
