"""Places and headings by their words (`lexicon.py`): a region written out after a city, a
Chinese province before its city, a skills heading of a person's own wording."""

from __future__ import annotations

import pytest

from resumes.importing.lexicon import looks_like_place, section_by_stem, split_place
from resumes.importing.parse import parse_bytes


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Columbus, Ohio", {"city": "Columbus", "region": "Ohio"}),
        ("Brisbane, Queensland", {"city": "Brisbane", "region": "Queensland"}),
        ("Ipswich, QLD", {"city": "Ipswich", "region": "QLD"}),
        ("Halifax, Nova Scotia", {"city": "Halifax", "region": "Nova Scotia"}),
        ("浙江省杭州", {"city": "杭州", "region": "浙江省"}),
        ("广东省深圳市", {"city": "深圳", "region": "广东省"}),
        ("广西壮族自治区南宁", {"city": "南宁", "region": "广西壮族自治区"}),
    ],
)
def test_a_city_with_its_region_written_out_is_a_place(text, place):
    assert looks_like_place(text)
    assert split_place(text) == place


@pytest.mark.parametrize("text", ["Riverside Methodist Hospital, Ohio", "Kroger, Pharmacy"])
def test_an_employer_before_a_region_is_no_place(text):
    assert not looks_like_place(text)


@pytest.mark.parametrize("heading", ["Toolbox", "My Toolbox", "专长"])
def test_skills_headings_of_a_persons_own_wording(heading):
    assert section_by_stem(heading) == "skills"


def test_a_chinese_entry_row_with_a_prefecture_city_in_brackets_gives_its_location():
    """Chinese résumé rows put the job's city in brackets after the role ("教师（宜宾）"): a
    prefecture-level city, not only a provincial capital, is a place."""
    text = "周洁\n工作经历\n2016.09 - 2020.07  宜宾市第三中学  语文教师（宜宾）\n"
    job = parse_bytes(text.encode()).document["work"][0]

    assert (job["name"], job["position"], job["location"]) == ("宜宾市第三中学", "语文教师", "宜宾")
    assert looks_like_place("绵阳") and looks_like_place("湛江市")


@pytest.mark.parametrize(
    ("heading", "section"),
    [
        ("Positions Held", "work"),
        ("Qualifications", "education"),
        ("Capabilities", "skills"),
        ("Accreditations", "certificates"),
        ("Prizes", "awards"),
        ("Project Work", "projects"),
        ("学历教育", "education"),
        ("业务能力", "skills"),
        ("奖惩情况", "awards"),
        ("语言水平", "languages"),
    ],
)
def test_headings_of_british_cvs_and_chinese_forms(heading, section):
    from resumes.importing.lexicon import section_of

    assert section_of(heading) == section


@pytest.mark.parametrize("heading", ["Prizes and Bursaries", "表彰与奖励", "Distinctions Won"])
def test_award_headings_by_their_stem(heading):
    assert section_by_stem(heading) == "awards"
