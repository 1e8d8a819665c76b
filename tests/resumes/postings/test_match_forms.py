"""Other forms of a product's name in the job match (`resumes/postings/match.py`,
`_name_forms`): the version run together or left off where the rest is a known term, an
edition word left off, a maker that opens a family of products left off, and an acronym that
spells an ordinary word matched in capitals only ("CAN bus" by "CAN 2.0B")."""

from __future__ import annotations

from resumes.postings.match import match_text


def _matched(resume_text: str, posting: str) -> dict[str, bool]:
    resume = {"work": [{"highlights": [resume_text]}]}
    return {k.keyword: k.matched for k in match_text(resume, posting).keywords}


def test_a_version_is_run_together_or_left_off_a_known_term():
    posting = "Robotics Engineer\n\nRequirements\n- ROS 2\n- C++17\n"
    found = _matched("Wrote C++ nodes on ROS2 Humble", posting)
    assert found.get("ros 2") is True and found.get("c++17") is True, found
    # an unknown name keeps its number: ISO 26262 is not ISO 9001
    found = _matched("Led the ISO 9001 audit", "Engineer\n\nRequirements\n- ISO 26262\n")
    assert found.get("iso 26262") is False, found


def test_an_edition_and_a_maker_are_left_off_a_products_name():
    posting = "Engineer\n\nRequirements\n- ArcGIS Pro\n- NVIDIA Jetson\n- AutoCAD Civil 3D\n"
    found = _matched("Maps in ArcGIS; perception on Jetson Orin; plan sets in Civil3D", posting)
    for name in ("arcgis pro", "nvidia jetson", "autocad civil 3d"):
        assert found.get(name) is True, found
    # "Google Analytics" keeps its maker: "analytics" alone is another skill
    assert _matched("Data analytics", "Marketer\n\nRequirements\n- Google Analytics\n") == {
        "google analytics": False
    }


def test_can_bus_is_matched_by_can_in_capitals_not_by_the_verb():
    posting = "Firmware Engineer\n\nWhat you'll do\n- Maintain the CAN bus protocol\n"
    assert _matched("CAN 2.0B messaging between pump modules", posting)["can bus"] is True
    assert _matched("I can debug anything on any bus", posting)["can bus"] is False


def test_a_long_keyword_is_found_without_its_generic_head_noun():
    posting = (
        "Geotechnical Engineer\n\nWhat you'll do\n- Run slope stability analyses in SLOPE/W\n"
        "- Support the yearly pay equity review\n"
    )
    found = _matched("Slope stability models; audited pay equity across 40 roles", posting)
    assert found.get("slope stability analyses") is True, found
    assert found.get("pay equity review") is True, found  # "yearly" is no part of it
    # two words keep their head: "compensation data" is not "compensation"
    posting = "Analyst\n\nWhat you'll do\n- Maintain compensation data in Workday\n"
    assert _matched("Compensation analyst", posting).get("compensation data") is False


def test_a_free_phrase_is_matched_by_the_words_before_its_head():
    posting = (
        "EHS Manager\n\nWhat you'll do\n- Lead machine guarding assessments\n"
        "- Maintain central plant equipment\n- Run small-group sessions\n"
    )
    found = _matched(
        "LOTO program and machine guarding; ran the central plant; small group classes", posting
    )
    assert found.get("machine guarding assessments") is True, found
    assert found.get("central plant equipment") is True, found
    assert found.get("small-group sessions") is True, found
    found = _matched("Guarded the plant gate; cut energy use", posting)
    assert found.get("machine guarding assessments") is False, found
