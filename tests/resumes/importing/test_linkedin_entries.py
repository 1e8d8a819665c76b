"""Experience and Education of a LinkedIn profile's main column (`linkedin_entries`), from lines
as the PDF reader gives them: roles found by their date lines, a company with several roles,
a place after the dates, wrapped bullets, degree lines."""

from __future__ import annotations

from resumes.importing.lines import Line, Part
from resumes.importing.linkedin_entries import DURATION_TAIL, is_place, roles, schools

BODY = 10.0
RIGHT = 560.0


def line(text: str, size: float = BODY, *, bold=False, bullet=False, x1=None, gap=False) -> Line:
    made = Line(parts=[Part(text, 200, x1 or 200 + 5 * len(text), bold, size)], size=size)
    made.x0, made.x1 = 200, x1 or 200 + 5 * len(text)
    made.bold, made.bullet, made.block_start = bold, bullet, gap
    return made


def test_a_company_with_two_roles_gives_two_entries_with_the_same_employer():
    lines = [
        line("Krauss Maschinenbau AG", 12),
        line("8 years 7 months"),
        line("Head of Group Reporting", 11, bold=True),
        line("February 2021 - Present (4 years 10 months)"),
        line("Munich, Bavaria, Germany"),
        line("Own the consolidated statements of 34 subsidiaries in", bullet=True, x1=RIGHT - 5),
        line("19 countries"),
        line("Senior Group Accountant", 11, bold=True),
        line("May 2017 - January 2021 (3 years 9 months)"),
        line("Deloitte", 12),
        line("Audit Senior", 11, bold=True),
        line("September 2014 - April 2017 (2 years 8 months)"),
        line("Audited industrial clients", bullet=True),
    ]
    unplaced: list[str] = []
    found = roles(lines, BODY, RIGHT, unplaced, set())
    assert [(r["name"], r["position"]) for r in found] == [
        ("Krauss Maschinenbau AG", "Head of Group Reporting"),
        ("Krauss Maschinenbau AG", "Senior Group Accountant"),
        ("Deloitte", "Audit Senior"),
    ]
    assert found[0]["location"] == "Munich, Bavaria, Germany"
    assert found[0]["highlights"] == [
        "Own the consolidated statements of 34 subsidiaries in 19 countries"
    ]
    assert (found[1]["startDate"], found[1]["endDate"]) == ("2017-05", "2021-01")
    assert "endDate" not in found[0]
    assert unplaced == []


def test_a_plain_company_line_is_told_by_the_space_above_it():
    lines = [
        line("杭州市第二中学"),
        line("数学教师、年级组长"),
        line("2018年8月 - 至今 (7年 4个月)"),
        line("承担高三两个班的数学教学工作", bullet=True),
        line("杭州市西湖区实验中学", gap=True),
        line("数学教师、班主任"),
        line("2014年8月 - 2018年7月 (4年)"),
        line("中国浙江杭州"),
    ]
    found = roles(lines, BODY, RIGHT, [], set())
    assert [r["name"] for r in found] == ["杭州市第二中学", "杭州市西湖区实验中学"]
    assert found[1]["location"] == "中国浙江杭州"
    assert found[0]["startDate"] == "2018-08"


def test_durations_and_places():
    assert DURATION_TAIL.search("January 2019 - Present (5 years 11 months)")
    assert DURATION_TAIL.search("2019年1月 - 至今 (5年 11个月)")
    assert DURATION_TAIL.search("Jan 2019 – Present · 5 yrs 11 mos")
    assert DURATION_TAIL.search("March 2015 - May 2016 (1 year, 3 months)")
    assert not DURATION_TAIL.search("Managed a team of 5 (two years)")
    assert is_place("Munich, Bavaria, Germany") and is_place("Greater London Area")
    assert is_place("中国 广东 广州") and is_place("中国上海")
    assert not is_place("Cut the month-end close from nine days to five.")
    assert not is_place("管理六人会计团队")


def test_a_school_and_its_degree_line_wrapped_at_the_years():
    lines = [
        line("University of Waterloo", 12),
        line("Master of Applied Science - MASc, Civil Engineering · (2009 -", x1=RIGHT - 3),
        line("2011)"),
        line("Universidade do Porto", 12),
        line("Bachelor's degree, Pharmaceutical Sciences"),
    ]
    found = schools(lines, BODY, RIGHT, [])
    assert found == [
        {"institution": "University of Waterloo", "studyType": "Master of Applied Science - MASc",
         "area": "Civil Engineering", "startDate": "2009", "endDate": "2011"},
        {"institution": "Universidade do Porto", "studyType": "Bachelor's degree",
         "area": "Pharmaceutical Sciences"},
    ]  # fmt: skip


def test_month_first_chinese_dates_and_places_of_other_versions():
    from resumes.importing.linkedin_entries import is_place, li_range

    span = li_range("3月 2019 - 现在 (9个月)")
    assert (span.start, span.end, span.begin) == ("2019-03", "", 0)
    span = li_range("3月 2019 - 6月 2021 (2年 4个月)")
    assert (span.start, span.end) == ("2019-03", "2021-06")
    assert li_range("2019年 3月 - 2021年 6月 · 2年4个月").end == "2021-06"
    for place in ("江苏 南京", "广东省广州市", "上海市", "中国 上海", "Shanghai, China"):
        assert is_place(place), place
    assert not is_place("负责仓库运营")


def test_unmarked_items_and_the_place_under_the_dates_of_a_drawn_profile():
    """LinkedIn-like profiles (reportlab, people of tests/resumes/importing/linkedin_plain.py):
    the short line set close under a role's dates is its place, and one-line items set apart
    by space with no marks and no sentence are highlights, in English and Chinese."""
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.linkedin_plain import PEOPLE, profile_pdf

    for p in PEOPLE.values():
        work = parse_bytes(profile_pdf(p)).document["work"]
        assert [w.get("location") for w in work] == [r[4] for r in p["roles"]]
        assert [w.get("highlights") for w in work] == [r[5] for r in p["roles"]]
        assert not any(w.get("summary") for w in work)


def test_unmarked_items_set_close_under_the_place_of_a_framed_profile():
    """LinkedIn-like profiles drawn in text frames (the same reportlab people, items set close
    with no space between them): the short line under the dates is still the place, and each
    line starting afresh (capitalised, or Chinese and not the wrapped rest of the one above) is
    an item; a line that is the wrapped rest of its item stays on it."""
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.linkedin_plain import PEOPLE, profile_pdf

    for p in PEOPLE.values():
        work = parse_bytes(profile_pdf(p, item_gap=0)).document["work"]
        assert [w.get("location") for w in work] == [r[4] for r in p["roles"]]
        assert [w.get("highlights") for w in work] == [r[5] for r in p["roles"]]
        assert not any(w.get("summary") for w in work)


def test_a_close_set_paragraph_stays_the_summary():
    lines = [
        line("Harbour Clinic", 12, bold=True),
        line("Practice Nurse", gap=True),
        line("May 2020 - Present (5 years 7 months)"),
        line("Bristol"),
        line("Runs the travel clinic for the practice and the", x1=555),
        line("asthma reviews with the GP partners."),
    ]
    found = roles(lines, BODY, RIGHT, [], set())
    assert found[0]["location"] == "Bristol"
    assert "highlights" not in found[0]


def test_a_paragraph_description_stays_the_summary():
    lines = [
        line("Harbour Clinic", 12, bold=True),
        line("Practice Nurse", gap=True),
        line("May 2020 - Present (5 years 7 months)"),
        line("Bristol"),
        line("Runs the travel clinic for the practice.", gap=True),
        line("Leads the asthma reviews with the GP partners.", gap=True),
    ]
    found = roles(lines, BODY, RIGHT, [], set())
    assert found[0]["location"] == "Bristol"
    assert "highlights" not in found[0]
    assert found[0]["summary"].count("\n") == 1
