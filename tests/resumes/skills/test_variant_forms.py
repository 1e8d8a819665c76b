"""More wording variants for the job match (`resumes/skills/variant_forms.py`, issue 28 fourth
round): a short form spelled out in lower case, a hyphenated compound heading a phrase written
short, an acronym that spells an ordinary word found only in capitals, a digit read as a word
in a short form (B2B), and a phrase in the other spelling."""

from __future__ import annotations

from resumes.skills.abbreviations import initials_match
from resumes.skills.index import index_document
from resumes.skills.variant_forms import (
    find_capitals,
    find_modifier,
    find_short_form_head,
    find_spelled_lower,
    find_spelling,
)


def _index(*highlights: str):
    return index_document({"work": [{"highlights": list(highlights)}]})


def test_a_short_form_is_found_spelled_out_in_lower_case():
    index = _index(
        "Rolled out electronic logging devices across the fleet",
        "Simultaneous localization and mapping on Ubuntu",
    )
    assert find_spelled_lower(index, "ELD") is not None
    assert find_spelled_lower(index, "SLAM") is not None
    # chance runs of ordinary or short words are no spelled-out form
    assert find_spelled_lower(_index("never read poems aloud at night"), "NRP") is None
    assert find_spelled_lower(_index("worked every large deal"), "WLD") is None


def test_a_hyphenated_compound_heading_a_phrase_is_found_by_its_short_form():
    index = _index("Secure bootloader and OTA updates for 40k devices", "HIL test bench")
    assert find_short_form_head(index, "over-the-air update path") is not None
    assert find_short_form_head(index, "hardware-in-the-loop tests") is not None
    assert find_short_form_head(index, "end-to-end tests") is None


def test_an_acronym_that_spells_a_word_is_found_only_in_capitals():
    assert find_capitals(_index("CAN 2.0B messaging between pump modules"), "can") is not None
    assert find_capitals(_index("I can lead teams"), "can") is None


def test_a_digit_reads_as_a_word_in_a_short_form():
    assert initials_match("B2B", "business-to-business")
    assert initials_match("P2P", "peer-to-peer")
    assert not initials_match("B2B", "business development")


def test_a_phrase_is_found_in_the_other_spelling():
    index = _index("Dimensional data modeling over Snowflake")
    assert find_spelling(index, "data modelling") is not None
    assert find_spelling(_index("Sold cars"), "data modelling") is None


def test_a_chinese_term_and_its_short_form_of_first_characters():
    from resumes.skills.variant_forms import find_chinese_abbreviation

    long = _index("办理社会保险、住房公积金增减员", "负责网上银行付款")
    assert find_chinese_abbreviation(long, "社保") is not None  # the posting writes it short
    assert find_chinese_abbreviation(long, "网银") is not None
    short = _index("负责质控与社保")
    assert find_chinese_abbreviation(short, "质量控制") is not None  # the posting writes it long
    assert find_chinese_abbreviation(short, "数据分析") is None


def test_a_name_inside_a_camel_case_name_no_list_knows():
    from resumes.skills.variant_forms import find_camel_part

    index = _index("使用HiveSQL处理日志", "JavaScript front ends")
    assert find_camel_part(index, "hive") is not None
    assert find_camel_part(index, "java") is None  # JavaScript is a name of its own


def test_a_lower_case_run_gives_one_letter_a_word_and_never_a_credential():
    from resumes.postings.match import match_text

    resume = {
        "work": [
            {
                "highlights": [
                    "Corporate finance analyst who builds models",
                    "Purchasing of electrical components and sheet metal",
                ]
            }
        ]
    }
    posting = "Analyst\n\nRequirements\n- CFA charter\n- CPSM certification\n"
    assert not any(k.matched for k in match_text(resume, posting).keywords)
    # "components" gives c only, never c and p
    assert find_spelled_lower(_index("electrical components and sheet metal"), "CPSM") is None


def test_a_lower_case_long_form_with_a_short_last_word_or_a_compound():
    # issue 28, engineer match29: the last word may have four letters when the others are
    # long; a three-letter short form may take a letter from inside a closed compound
    index = _index("Cut customer acquisition cost 18% with budget pacing")
    assert find_spelled_lower(index, "CAC") is not None
    index = _index("Imaged during transesophageal echocardiography")
    assert find_spelled_lower(index, "TEE") is not None
    # short ordinary words still make no spelled-out form
    assert find_spelled_lower(_index("took care of kids"), "TCK") is None
    assert find_spelled_lower(_index("cover all cost lines"), "CAC") is None
    # a letter from inside an ordinary long word is none ("communication plan" is no CCP)
    assert find_spelled_lower(_index("Ran the communication plan"), "CCP") is None


def test_a_short_form_takes_two_letters_from_a_word_opened_by_non():
    # fundraising, not the job set 5's trades
    index = index_document(
        {"work": [{"highlights": ["Grant writing for a nonprofit organization"]}]}
    )
    assert find_spelled_lower(index, "NPO") is not None
    other = index_document({"work": [{"highlights": ["Grant writing for a profit organization"]}]})
    assert find_spelled_lower(other, "NPO") is None


def test_a_free_phrase_is_found_by_the_words_before_its_head():
    index = _index(
        "JHAs for 40 work cells; LOTO program and machine guarding reviews",
        "1:1 and small group training for older clients",
        "Ran the central plant: chillers and cooling towers",
    )
    assert find_modifier(index, "machine guarding assessments") is not None
    assert find_modifier(index, "central plant equipment") is not None
    assert find_modifier(index, "small-group sessions") is not None  # a compound by its parts
    # a phrase the lexicon knows keeps its head; one word left must be a term of the lexicon
    assert find_modifier(_index("Upset response per SOPs"), "emergency response") is None
    assert find_modifier(_index("Cut energy use by 12%"), "energy savings") is None
    # a name defined with its short form keeps its last word
    assert find_modifier(_index("digital archives"), "digital archives specialist (das)") is None
    # nothing of the phrase: nothing found
    assert find_modifier(index, "hazard communication program") is None
    # a gerund opening the phrase is the activity done on the skill
    assert find_modifier(_index("Cut 40 long-form documentaries"), "editing long-form documentary")
    assert find_modifier(_index("Edited the film"), "editing long-form documentary") is None
