"""Nouns ESCO uses for one another, for the job match's last search
(`resumes/skills/word_pairs.py`, data built from ESCO's labels) and end to end through
`match_text`. Examples from professions outside job set 5 (maritime, customer service,
manufacturing, teaching)."""

from __future__ import annotations

from resumes.postings.match import match_text
from resumes.skills.index import index_document
from resumes.skills.word_pairs import PAIRS_FILE, find_word_pair, word_pairs


def _resume(*highlights: str) -> dict:
    return {"work": [{"name": "Acme", "position": "Specialist", "highlights": list(highlights)}]}


def _matched(resume: dict, posting: str) -> dict[str, bool]:
    return {k.keyword.lower(): k.matched for k in match_text(resume, posting).keywords}


def test_the_pairs_go_both_ways_and_the_data_names_its_source():
    pairs = word_pairs()
    assert "vessel" in pairs["ship"] and "ship" in pairs["vessel"]
    assert "customers" in pairs["clients"]
    header = PAIRS_FILE.read_text(encoding="utf-8").split("\n\n")[0]
    assert "CC BY 4.0" in header and "esco.ec.europa.eu" in header
    # verbs and function words are no pairs
    assert not {"of", "to", "manage", "for"} & set(pairs)


def test_one_word_of_a_phrase_is_replaced_and_the_rest_must_be_there():
    index = index_document(_resume("Planned ship maintenance for a fleet of 12 tankers"))
    assert find_word_pair(index, "vessel maintenance") == (
        "work[0].highlights[0]",
        "Planned ship maintenance for a fleet of 12 tankers",
    )
    # the other word is not there: nothing
    assert find_word_pair(index, "vessel inspections") is None
    # a single word never finds another
    assert find_word_pair(index, "vessel") is None
    # Chinese is left to the other rules
    assert find_word_pair(index, "船舶维护") is None


def test_a_posting_keyword_is_matched_by_the_resume_noun_esco_uses_for_it():
    resume = _resume("Raised client retention to 92% across the key accounts team")
    matched = _matched(resume, "Requirements\n- Customer retention experience\n")
    assert matched.get("customer retention") is True
    # an unrelated resume still lacks it
    other = _resume("Welded pipe spools to ASME B31.3")
    assert (
        _matched(other, "Requirements\n- Customer retention experience\n").get("customer retention")
        is False
    )
