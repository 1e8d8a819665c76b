"""Tool, product and standard names read from a posting's lines by how they are written
(`resumes/postings/names.py`), and the extraction rules of issue 28's fourth round that go with
them: phrasal verbs, a term a longer ESCO phrase took, hyphenated compounds kept whole."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords
from resumes.postings.names import named_phrases


def _keywords(text: str) -> list[str]:
    return [k.keyword for k in extract_keywords(text)]


def test_camel_case_acronyms_versions_and_kind_words_are_names():
    assert named_phrases("Write embedded C for ARM Cortex-M microcontrollers running FreeRTOS") == [
        "arm cortex-m",
        "freertos",
    ]
    assert named_phrases("Bring up drivers for SPI, I2C and UART sensors") == ["spi", "i2c", "uart"]
    assert named_phrases("Maintain the CAN bus protocol between valve modules") == ["can bus"]
    assert named_phrases("ISO 26262 or IEC 61508 exposure") == ["iso 26262", "iec 61508"]
    assert named_phrases("Motion design in Cinema 4D; ROS 2 nodes in C++17") == [
        "cinema 4d",
        "ros 2",
        "c++17",
    ]
    assert named_phrases("Run paid campaigns in Google Ads and track the App Store") == [
        "google ads",
        "app store",
    ]


def test_capitals_that_only_open_a_line_or_name_a_place_are_no_names():
    assert named_phrases("Debug firmware on prototypes") == []
    assert named_phrases("Current RN license in Oregon") == ["rn"]
    # a line in Title Case says nothing by its capitals; its acronyms still count
    assert named_phrases("Experience With Project Management And SQL") == ["sql"]
    assert named_phrases("BS in Computer Engineering, 3 years in the US") == []
    # a lone capitalised word counts in a list or after "with"/"using"
    assert named_phrases("Keyword research with Ahrefs") == ["ahrefs"]
    assert named_phrases("Ahrefs, Semrush or Moz") == ["ahrefs", "semrush", "moz"]


def test_a_name_in_a_requirement_line_becomes_a_keyword_and_boilerplate_stays_out():
    posting = (
        "Embedded Firmware Engineer\n\nAbout us\nRainline builds irrigation; our app runs on "
        "Flutter and AWS.\n\nWhat you'll do\n- Write embedded C for ARM Cortex-M "
        "microcontrollers running FreeRTOS\n- Debug with JTAG, a logic analyzer and an "
        "oscilloscope\n- Maintain the CAN bus protocol between valve modules\n\nBenefits\n"
        "- Equity and a MacBook Pro\n"
    )
    found = _keywords(posting)
    for name in ("arm cortex-m", "freertos", "jtag", "can bus"):
        assert name in found, found
    for noise in ("flutter", "aws", "macbook pro", "rainline"):
        assert noise not in found, found


def test_a_phrasal_verb_leaves_its_particle_out_of_the_object():
    found = _keywords(
        "BI Analyst\n\nResponsibilities\n- Set up row-level security by region\n"
        "- Roll out the new onboarding checklist\n"
    )
    assert "row-level security" in found, found
    assert not any(k.startswith(("up ", "out ")) for k in found), found


def test_a_term_that_a_longer_phrase_opening_with_the_verb_took_is_still_found():
    found = _keywords("BI Analyst\n\nResponsibilities\n- Design data modeling for the sales team\n")
    assert "data modeling" in found, found
    assert "design data" not in found, found


def test_a_hyphenated_compound_is_not_cut_at_its_inner_words():
    found = _keywords(
        "Robotics Engineer\n\nWhat you'll do\n- Set up hardware-in-the-loop tests in Gazebo\n"
    )
    assert "hardware-in-the-loop tests" in found, found
    assert "the-loop tests" not in found, found


def test_an_imperative_verb_opens_a_duty_and_is_no_part_of_its_object():
    found = _keywords(
        "SEO Specialist\n\nWhat you'll do\n- Do keyword research in Ahrefs\n"
        "- Tune SLAM on Ubuntu and profile with Valgrind\n"
    )
    assert "keyword research" in found and "slam" in found, found
    assert "do keyword research" not in found and "tune slam" not in found, found


def test_a_short_offer_marker_counts_only_as_a_word():
    # "pto" (paid time off) inside "descriptors" does not make the duty an offer
    found = _keywords(
        "ESL Instructor\n\nWhat you'll do\n- Write lesson plans aligned to CEFR descriptors\n"
        "\nPerks\n- 20 days PTO\n"
    )
    assert "cefr" in found, found
    assert not any("pto" in k.split() or "20 days" in k for k in found), found
