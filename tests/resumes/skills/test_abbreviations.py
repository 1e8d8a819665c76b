"""Short forms and their long forms found in the texts themselves (`skills/abbreviations.py`)."""

from __future__ import annotations

import pytest

from resumes.skills.abbreviations import definitions, initials_match, is_short_form, partner


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("BLS", "Basic Life Support"),
        ("TCFD", "Task Force on Climate-related Financial Disclosures"),  # "Force" left out
        ("EIT", "Engineer-in-Training"),  # a hyphen part gives its letter
        ("EIT", "Engineer in Training"),  # so may a function word
        ("S&OP", "sales and operations planning"),
        ("GHG", "greenhouse gas"),  # a letter from inside a closed compound
        ("FRCP", "Federal Rules of Civil Procedure"),
        ("PHTLS", "Prehospital Trauma Life Support"),
    ],
)
def test_a_short_form_is_the_initials_of_its_long_form(short, long):
    assert initials_match(short, long)


@pytest.mark.parametrize(
    ("short", "long"),
    [
        (
            "BLS",
            "Advanced Cardiovascular Life Support",
        ),  # the first letter must be the first word's
        ("GCP", "Good Manufacturing Practice"),
        ("CPA", "certified public accountants association"),  # the last word gives the last letter
        ("TCD", "Task Force on Climate-related Financial Disclosures"),  # one word left out at most
        ("AB", "apple"),
    ],
)
def test_other_words_are_no_long_form(short, long):
    assert not initials_match(short, long)


def test_a_written_short_form_has_capitals_and_is_no_ordinary_word():
    assert all(is_short_form(t) for t in ("BLS", "ICH-GCP", "S&OP", "PCRs", "P.E."))
    assert not any(is_short_form(t) for t in ("Basic", "ran", "Excel", "a"))


def test_a_text_defines_a_short_form_either_way_and_in_chinese():
    assert definitions("Current Basic Life Support (BLS) and ACLS") == (
        ("Basic Life Support", "BLS"),
    )
    assert definitions("TNCC (Trauma Nursing Core Course) preferred") == (
        ("Trauma Nursing Core Course", "TNCC"),
    )
    assert definitions("熟悉良好临床规范（GCP）") == (("良好临床规范", "GCP"),)
    assert definitions("GCP（良好临床规范）") == (("良好临床规范", "GCP"),)
    # a bracket that is no definition
    assert definitions("Python (3.x) and Excel (pivot tables)") == ()
    assert definitions("Sales (B2B) experience") == ()


def test_the_partner_of_a_keyword_is_the_other_form_its_line_defines():
    line = "Engineer in Training (EIT) certificate"
    assert partner("eit", line) == "engineer in training"
    assert partner("engineer in training", line) == "eit"
    assert partner("autocad", line) == ""
