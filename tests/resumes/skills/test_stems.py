"""Inflection by the Snowball stemmer, short forms in the plural and Chinese compounds with a
clipped second word, for the job match (`resumes/skills/stems.py`) and end to end through
`match_text`. Examples from professions other than the job set 5's."""

from __future__ import annotations

from resumes.postings.match import match_text
from resumes.skills.index import index_document
from resumes.skills.stems import find_clipped_compound, find_stemmed, stem_word


def _resume(*highlights: str) -> dict:
    return {"work": [{"name": "Acme", "position": "Specialist", "highlights": list(highlights)}]}


def _matched(resume: dict, posting: str) -> dict[str, bool]:
    return {k.keyword.lower(): k.matched for k in match_text(resume, posting).keywords}


def test_the_stem_is_taken_only_where_the_stemmer_took_off_an_inflection():
    assert stem_word("interviewing") == stem_word("interviews") == "interview"
    assert stem_word("planning") == stem_word("plans") == "plan"
    assert stem_word("policies") == stem_word("policy")
    # a derivation is another word: Porter2 cuts these to "organ" and "oper"
    assert stem_word("organization") == "organization"
    assert stem_word("operations") != stem_word("operator")


def test_a_phrase_is_found_in_another_inflection_of_its_words():
    index = index_document(_resume("Ran exit interviewing for leavers", "Weekly lesson plans"))
    assert find_stemmed(index, "exit interviews") == (
        "work[0].highlights[0]",
        "Ran exit interviewing for leavers",
    )
    assert find_stemmed(index, "lesson planning") is not None
    # every word in one text, no word left out
    assert find_stemmed(index, "exit planning") is None
    assert find_stemmed(index, "organization") is None


def test_a_short_form_is_the_same_with_or_without_its_plural_and_only_in_capitals():
    index = index_document(_resume("Issued BOLs and RFIs daily", "GA office lead", "Wrote PRs"))
    assert find_stemmed(index, "BOL") is not None
    assert find_stemmed(index, "RFI") is not None
    assert find_stemmed(index, "PR") is not None
    # stored in lower case: a short form where the posting's line writes it in capitals
    assert find_stemmed(index, "bol", "Prepare BOL paperwork.") is not None
    # "gas" is no plural of the capitals "GA"
    assert find_stemmed(index, "gas") is None
    plain = index_document(_resume("Issued bols daily"))
    assert find_stemmed(plain, "BOL") is None


def test_a_chinese_compound_is_found_with_its_second_word_clipped_and_the_reverse():
    index = index_document(_resume("负责应付款对账与催收", "管理辅料仓"))
    assert find_clipped_compound(index, "应付账款") is not None
    assert find_clipped_compound(index, "应收账款") is None
    longer = index_document(_resume("负责预收账款核对"))
    assert find_clipped_compound(longer, "预收款") is not None
    assert find_clipped_compound(longer, "预付款") is None


def test_end_to_end_the_posting_is_matched_by_the_inflected_resume():
    posting = (
        "Warehouse Coordinator\n"
        "Requirements:\n- Cycle counts\n- ASN\n- Site visits\n- Forklift certification\n"
    )
    resume = _resume("Daily cycle counting in the pick zone", "Checked ASNs against POs")
    matched = _matched(resume, posting)
    assert matched["cycle counts"] is True
    assert matched["asn"] is True
    assert matched["site visits"] is False


def test_end_to_end_a_chinese_posting_is_matched_by_the_clipped_compound():
    posting = "会计\n任职要求：\n1. 熟悉应收账款、存货盘点\n"
    resume = _resume("负责应收款催收与客户对账")
    matched = _matched(resume, posting)
    assert matched["应收账款"] is True
    assert matched["存货盘点"] is False


def test_a_name_with_a_number_or_a_sign_is_left_to_the_other_rules():
    index = index_document(_resume("Led the ISO 9001 audits", "C programming in embedded systems"))
    assert find_stemmed(index, "ISO 26262") is None
    assert find_stemmed(index, "ISO 9001 audit") is not None
    assert find_stemmed(index, "C++ programming") is None
