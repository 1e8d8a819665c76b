"""The guard's checks, each with what it must flag and what it must leave alone, in English and
Chinese. Every test compares a real document with an edited copy through `compare_documents`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.resumes.trust.trust_docs import CHINESE, ENGLISH, checks, edited, found

Edit = Callable[[dict[str, Any]], Any]


def put(*path: Any) -> Edit:
    """An edit that sets the value at `path` (the last argument is the value)."""
    *keys, value = path

    def edit(document: dict[str, Any]) -> None:
        node = document
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value

    return edit


def drop(*keys: Any) -> Edit:
    def edit(document: dict[str, Any]) -> None:
        node = document
        for key in keys[:-1]:
            node = node[key]
        del node[keys[-1]]

    return edit


def append(section: str, entry: Any) -> Edit:
    return lambda document: document.setdefault(section, []).append(entry)


def both(*edits: Edit) -> Edit:
    def edit(document: dict[str, Any]) -> None:
        for one in edits:
            one(document)

    return edit


def reverse(section: str) -> Edit:
    return lambda document: document[section].reverse()


# --- what is never a finding --------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, reverse("work")),
        (ENGLISH, both(reverse("work"), reverse("skills"), reverse("certificates"))),
        (ENGLISH, put("basics", "label", "Senior Engineer, Data Platforms")),
        (
            ENGLISH,
            put("basics", "summary", "Builds dependable data platforms; 8 years of experience."),
        ),
        (
            ENGLISH,
            put("work", 0, "highlights", 0, "Boosted revenue 40% with a new pricing service"),
        ),
        (ENGLISH, put("work", 1, "position", "Software Engineer")),
        (ENGLISH, append("skills", {"name": "Databases", "keywords": ["Postgres", "SQL"]})),
        (ENGLISH, put("skills", 0, "keywords", ["pandas", "Django", "Python 3.12"])),
        (CHINESE, reverse("work")),
        (CHINESE, put("basics", "label", "资深前端工程师")),
        (CHINESE, put("basics", "summary", "拥有八年前端经验，专注性能优化与工程化。")),
        (CHINESE, put("work", 0, "highlights", 0, "将首屏加载时间减少了 45%")),
        # A new group of skills the document has (tools it does not have are skill_claimed).
        (CHINESE, append("skills", {"name": "框架", "keywords": ["Vue 3", "React"]})),
    ],
    ids=[
        "en-reorder-work",
        "en-reorder-everything",
        "en-new-headline",
        "en-new-summary",
        "en-reworded-highlight",
        "en-reworded-position",
        "en-supported-skill-added",
        "en-skill-keywords-reordered",
        "zh-reorder-work",
        "zh-new-headline",
        "zh-new-summary",
        "zh-reworded-highlight",
        "zh-skill-added",
    ],
)
def test_rewording_reordering_headlines_and_skills_are_not_findings(document, edit):
    assert found(document, edit) == []


def test_an_unchanged_document_has_no_changes_and_no_findings():
    assert found(ENGLISH, lambda document: None) == []
    assert found(CHINESE, lambda document: None) == []


# --- new_employer -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit, path",
    [
        (ENGLISH, put("work", 1, "name", "Globex"), "work[1].name"),
        (ENGLISH, append("work", {"name": "Initech", "position": "Lead"}), "work[2].name"),
        (ENGLISH, put("work", 0, "name", "Analytical Engines Research Ltd"), "work[0].name"),
        (ENGLISH, append("volunteer", {"organization": "Red Cross"}), "volunteer[1].organization"),
        (CHINESE, put("work", 1, "name", "阿里巴巴"), "work[1].name"),
        (CHINESE, append("work", {"name": "腾讯", "position": "前端工程师"}), "work[2].name"),
    ],
    ids=["en-renamed", "en-added", "en-longer-name", "en-volunteer", "zh-renamed", "zh-added"],
)
def test_new_employer_is_flagged(document, edit, path):
    assert ("new_employer", path) in found(document, edit)


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, put("work", 0, "name", "Analytical Engines")),
        (ENGLISH, put("work", 0, "name", "ANALYTICAL ENGINES, LTD.")),
        (ENGLISH, put("work", 1, "name", "Babbage and Co")),
        (ENGLISH, reverse("work")),
        (CHINESE, put("work", 0, "name", "字节跳动")),
        (CHINESE, put("work", 0, "name", "北京字节跳动科技")),
        (CHINESE, reverse("work")),
    ],
    ids=[
        "en-legal-form-dropped",
        "en-case-and-punctuation",
        "en-ampersand",
        "en-moved",
        "zh-short-name",
        "zh-legal-form-dropped",
        "zh-moved",
    ],
)
def test_the_same_employer_written_differently_is_not_new(document, edit):
    assert "new_employer" not in checks(document, edit)


# --- new_school ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit, path",
    [
        (
            ENGLISH,
            put("education", 0, "institution", "Stanford University"),
            "education[0].institution",
        ),
        (ENGLISH, append("education", {"institution": "MIT"}), "education[1].institution"),
        (CHINESE, put("education", 0, "institution", "清华大学"), "education[0].institution"),
        (CHINESE, append("education", {"institution": "北京大学"}), "education[1].institution"),
    ],
    ids=["en-renamed", "en-added", "zh-renamed", "zh-added"],
)
def test_new_school_is_flagged(document, edit, path):
    assert ("new_school", path) in found(document, edit)


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, put("education", 0, "institution", "university of london")),
        (ENGLISH, put("education", 0, "area", "Pure Mathematics")),
        (CHINESE, put("education", 0, "area", "计算机科学")),
        (CHINESE, put("education", 0, "institution", "浙江大学 ")),
    ],
    ids=["en-case", "en-area-reworded", "zh-area-reworded", "zh-spacing"],
)
def test_the_same_school_is_not_new(document, edit):
    assert found(document, edit) == []


# --- new_credential -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit, path",
    [
        (ENGLISH, put("education", 0, "studyType", "Master"), "education[0].studyType"),
        (ENGLISH, put("education", 0, "studyType", "PhD"), "education[0].studyType"),
        (
            ENGLISH,
            append("education", {"institution": "MIT", "studyType": "MSc", "area": "CS"}),
            "education[1]",
        ),
        (ENGLISH, append("certificates", {"name": "CISSP"}), "certificates[1].name"),
        (ENGLISH, append("awards", {"title": "Turing Award"}), "awards[1].title"),
        (
            ENGLISH,
            put("certificates", 0, "name", "AWS Certified Architect"),
            "certificates[0].name",
        ),
        (CHINESE, put("education", 0, "studyType", "硕士"), "education[0].studyType"),
        (CHINESE, put("education", 0, "studyType", "博士"), "education[0].studyType"),
        (CHINESE, append("certificates", {"name": "信息系统项目管理师"}), "certificates[1].name"),
        (CHINESE, append("awards", {"title": "最佳新人奖"}), "awards[1].title"),
    ],
    ids=[
        "en-bachelor-to-master",
        "en-bachelor-to-phd",
        "en-degree-added",
        "en-certificate-added",
        "en-award-added",
        "en-certificate-renamed",
        "zh-bachelor-to-master",
        "zh-bachelor-to-doctor",
        "zh-certificate-added",
        "zh-award-added",
    ],
)
def test_new_or_raised_credential_is_flagged(document, edit, path):
    assert ("new_credential", path) in found(document, edit)


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, put("education", 0, "studyType", "BSc")),
        (ENGLISH, put("education", 0, "studyType", "Bachelor of Science")),
        (ENGLISH, put("certificates", 0, "name", "AWS certified developer")),
        (ENGLISH, put("awards", 0, "title", "Engineer of the year")),
        (CHINESE, put("education", 0, "studyType", "学士")),
        (CHINESE, put("education", 0, "studyType", "本科学位")),
    ],
    ids=[
        "en-bsc",
        "en-bachelor-of-science",
        "en-certificate-case",
        "en-award-case",
        "zh-xueshi",
        "zh-benke-degree",
    ],
)
def test_the_same_credential_written_differently_is_not_new(document, edit):
    assert "new_credential" not in checks(document, edit)


# --- dates_changed ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit, path",
    [
        (ENGLISH, put("work", 0, "startDate", "2020-03"), "work[0].startDate"),
        (ENGLISH, put("work", 1, "endDate", "2021-05"), "work[1].endDate"),
        (ENGLISH, drop("work", 1, "endDate"), "work[1].endDate"),
        (ENGLISH, put("work", 0, "endDate", "2024-01"), "work[0].endDate"),
        (ENGLISH, put("volunteer", 0, "startDate", "2019-06"), "volunteer[0].startDate"),
        (ENGLISH, put("education", 0, "endDate", "2017"), "education[0].endDate"),
        (ENGLISH, put("certificates", 0, "date", "2021-05"), "certificates[0].date"),
        (CHINESE, put("work", 0, "startDate", "2021-04"), "work[0].startDate"),
        (CHINESE, put("work", 1, "endDate", "2022年2月"), "work[1].endDate"),
    ],
    ids=[
        "en-start-moved",
        "en-end-moved",
        "en-end-dropped-now-ongoing",
        "en-end-added-to-current-role",
        "en-month-invented",
        "en-month-lost",
        "en-certificate-date",
        "zh-start-moved",
        "zh-end-moved-written-in-chinese",
    ],
)
def test_changed_dates_are_flagged(document, edit, path):
    assert ("dates_changed", path) in found(document, edit)


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, put("work", 0, "startDate", "2021-03-15")),
        (ENGLISH, put("work", 0, "startDate", "March 2021")),
        (ENGLISH, put("work", 0, "startDate", "2021/3")),
        (ENGLISH, put("work", 0, "endDate", "")),
        (ENGLISH, both(reverse("work"), reverse("education"))),
        (CHINESE, put("work", 0, "startDate", "2021年3月")),
        (CHINESE, put("work", 1, "endDate", "2021-02-28")),
    ],
    ids=[
        "en-day-added",
        "en-month-name",
        "en-slash",
        "en-empty-end-is-ongoing",
        "en-reordered",
        "zh-chinese-date",
        "zh-day-added",
    ],
)
def test_the_same_year_month_is_not_a_date_change(document, edit):
    assert "dates_changed" not in checks(document, edit)


# --- contact_changed ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit, path",
    [
        (ENGLISH, put("basics", "email", "ada@evil.example"), "basics.email"),
        (ENGLISH, put("basics", "phone", "+44 20 7946 9999"), "basics.phone"),
        (ENGLISH, put("basics", "url", "https://lovelace.example.org"), "basics.url"),
        (ENGLISH, drop("basics", "url"), "basics.url"),
        (ENGLISH, put("basics", "location", "city", "Paris"), "basics.location.city"),
        (ENGLISH, put("basics", "location", "region", "Greater London"), "basics.location.region"),
        (ENGLISH, put("basics", "profiles", 0, "username", "ada-l"), "basics.profiles[0]"),
        (
            ENGLISH,
            lambda d: d["basics"]["profiles"].append({"network": "X", "username": "ada"}),
            "basics.profiles[1]",
        ),
        (ENGLISH, put("basics", "profiles", []), "basics.profiles[0]"),
        (CHINESE, put("basics", "location", "city", "北京"), "basics.location.city"),
        (CHINESE, put("basics", "phone", "+86 139 0000 0000"), "basics.phone"),
        (CHINESE, put("basics", "email", "li.ming@example.cn"), "basics.email"),
    ],
    ids=[
        "en-email",
        "en-phone",
        "en-url",
        "en-url-removed",
        "en-city",
        "en-region-added",
        "en-profile-username",
        "en-profile-added",
        "en-profile-removed",
        "zh-city",
        "zh-phone",
        "zh-email",
    ],
)
def test_changed_contact_details_are_flagged(document, edit, path):
    assert ("contact_changed", path) in found(document, edit)


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, put("basics", "email", " ADA@Example.com ")),
        (ENGLISH, put("basics", "phone", "+44 (20) 7946-0000")),
        (ENGLISH, put("basics", "url", "http://www.ada.example.com/")),
        (ENGLISH, put("basics", "location", "city", "london")),
        (CHINESE, put("basics", "phone", "+86 13800000000")),
        (CHINESE, put("basics", "location", "city", "深圳 ")),
    ],
    ids=[
        "en-email-case",
        "en-phone-punctuation",
        "en-url-scheme-www-slash",
        "en-city-case",
        "zh-phone-spacing",
        "zh-city-spacing",
    ],
)
def test_reformatted_contact_details_are_not_changed(document, edit):
    assert "contact_changed" not in checks(document, edit)


def test_reordered_profiles_are_not_a_contact_change():
    two = edited(
        ENGLISH, lambda d: d["basics"]["profiles"].append({"network": "X", "url": "x.com/a"})
    )
    assert found(two, lambda d: d["basics"]["profiles"].reverse()) == []


# --- name_changed -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, put("basics", "name", "Ada King")),
        (ENGLISH, drop("basics", "name")),
        (CHINESE, put("basics", "name", "李华")),
        (CHINESE, put("basics", "name", "Ming Li")),
    ],
    ids=["en-other-name", "en-name-removed", "zh-other-name", "zh-romanised"],
)
def test_a_changed_name_is_flagged(document, edit):
    assert ("name_changed", "basics.name") in found(document, edit)


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, put("basics", "name", "ada  lovelace")),
        (ENGLISH, put("basics", "name", " Ada Lovelace ")),
        (CHINESE, put("basics", "name", "李 明")),
    ],
    ids=["en-case-and-spaces", "en-padding", "zh-space-between-characters"],
)
def test_the_same_name_written_differently_is_not_changed(document, edit):
    assert found(document, edit) == []


def test_a_name_given_to_a_blank_resume_is_flagged_as_new():
    blank: dict[str, Any] = {"basics": {}}
    assert found(blank, put("basics", "name", "Ada Lovelace")) == [("name_changed", "basics.name")]


# --- entry_removed ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit, path",
    [
        (ENGLISH, drop("work", 1), "work[1]"),
        (ENGLISH, drop("work", 0), "work[0]"),
        (ENGLISH, drop("education"), "education[0]"),
        (ENGLISH, put("projects", []), "projects[0]"),
        (ENGLISH, drop("volunteer", 0), "volunteer[0]"),
        (ENGLISH, drop("skills", 1), "skills[1]"),
        (CHINESE, drop("work", 1), "work[1]"),
        (CHINESE, drop("awards"), "awards[0]"),
        (CHINESE, drop("certificates", 0), "certificates[0]"),
    ],
    ids=[
        "en-last-job",
        "en-first-job",
        "en-whole-section",
        "en-emptied-section",
        "en-volunteering",
        "en-skill",
        "zh-job",
        "zh-award",
        "zh-certificate",
    ],
)
def test_a_dropped_entry_is_flagged(document, edit, path):
    assert ("entry_removed", path) in found(document, edit)


@pytest.mark.parametrize(
    "document, edit",
    [
        (ENGLISH, reverse("work")),
        (ENGLISH, put("work", 1, "highlights", ["Made the pages load faster"])),
        (ENGLISH, put("work", 0, "name", "Globex")),
        (CHINESE, reverse("work")),
        (CHINESE, put("work", 0, "highlights", ["负责前端架构"])),
    ],
    ids=[
        "en-moved",
        "en-rewritten-highlights",
        "en-renamed-employer-same-role",
        "zh-moved",
        "zh-rewritten-highlights",
    ],
)
def test_an_entry_moved_or_rewritten_is_not_removed(document, edit):
    assert "entry_removed" not in checks(document, edit)


def test_a_renamed_employer_is_a_new_employer_not_a_removal_and_an_addition():
    assert found(ENGLISH, put("work", 0, "name", "Globex")) == [("new_employer", "work[0].name")]


# --- metric_invented ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "document, edit, path, number",
    [
        (
            ENGLISH,
            put("work", 0, "highlights", 0, "Increased revenue by 45%"),
            "work[0].highlights[0]",
            "45%",
        ),
        (
            ENGLISH,
            lambda d: d["work"][1]["highlights"].append("Cut hosting costs by 30%"),
            "work[1].highlights[1]",
            "30%",
        ),
        (
            ENGLISH,
            put("work", 0, "highlights", 1, "Led a team of 60"),
            "work[0].highlights[1]",
            "60",
        ),
        (
            ENGLISH,
            put("work", 0, "highlights", 2, "Served 20,000 customers a day"),
            "work[0].highlights[2]",
            "20,000",
        ),
        (
            ENGLISH,
            put("work", 0, "highlights", 1, "Grew the team 6%"),
            "work[0].highlights[1]",
            "6%",
        ),
        (ENGLISH, put("basics", "summary", "Engineer with 10 years"), "basics.summary", "10"),
        (ENGLISH, put("education", 0, "score", "3.9/4.0"), "education[0].score", "3.9"),
        (
            ENGLISH,
            put("projects", 0, "description", "Handles $2M a year"),
            "projects[0].description",
            "2M",
        ),
        (
            CHINESE,
            put("work", 0, "highlights", 0, "首屏加载时间缩短 50%"),
            "work[0].highlights[0]",
            "50%",
        ),
        (
            CHINESE,
            put("work", 0, "highlights", 1, "日活跃商家超过 30 万"),
            "work[0].highlights[1]",
            "30 万",
        ),
        (
            CHINESE,
            lambda d: d["work"][1]["highlights"].append("转化率提升百分之三十"),
            "work[1].highlights[1]",
            "百分之三十",
        ),
        (CHINESE, put("basics", "summary", "带领过二十人团队。"), "basics.summary", "二十人"),
        (CHINESE, put("basics", "summary", "五年前端开发经验"), "basics.summary", "五年"),
    ],
    ids=[
        "en-percentage-changed",
        "en-new-percentage",
        "en-team-size",
        "en-grouped-thousands",
        "en-plain-number-is-not-a-percentage",
        "en-years-in-summary",
        "en-score",
        "en-money",
        "zh-percentage",
        "zh-wan",
        "zh-percentage-in-words",
        "zh-people-in-words",
        "zh-years-in-words",
    ],
)
def test_an_invented_number_is_flagged(document, edit, path, number):
    comparison_findings = found(document, edit)
    assert ("metric_invented", path) in comparison_findings
    from resumes.trust import compare_documents
    from tests.resumes.trust.trust_docs import edited as _edited

    messages = [
        f.message
        for f in compare_documents(document, _edited(document, edit)).findings
        if f.check == "metric_invented"
    ]
    assert any(number in message for message in messages), messages


@pytest.mark.parametrize(
    "document, edit",
    [
        (
            ENGLISH,
            put("work", 0, "highlights", 0, "Boosted revenue 40% with a new pricing service"),
        ),
        (ENGLISH, put("work", 0, "highlights", 0, "Raised revenue by 40 percent")),
        (ENGLISH, put("work", 0, "highlights", 2, "Served 2000 customers daily")),
        (ENGLISH, put("work", 0, "highlights", 2, "Served 2k customers daily")),
        (ENGLISH, put("work", 1, "highlights", 0, "Page loads went from 3.2 s to 1.1 s")),
        (ENGLISH, put("basics", "summary", "Led a team of 6; revenue up 40%.")),
        (ENGLISH, put("work", 0, "summary", "Senior engineer since 2021")),
        (ENGLISH, put("work", 0, "highlights", 1, "Runs on 5G networks and 3D printers")),
        (CHINESE, put("work", 0, "highlights", 0, "首屏加载时间缩短百分之四十五")),
        (CHINESE, put("work", 0, "highlights", 1, "日活跃商家超过二十万")),
        (CHINESE, put("work", 0, "highlights", 1, "日活跃商家超过 200,000")),
        (CHINESE, put("basics", "summary", "8年前端开发经验，带领过 10 人团队。")),
        (CHINESE, put("work", 1, "highlights", 0, "回归测试时间从 2 天缩短到 2 小时")),
        (CHINESE, put("projects", 0, "description", "统一了组件规范，一起建设了一个平台。")),
        (CHINESE, put("work", 0, "summary", "2021年3月加入")),
    ],
    ids=[
        "en-reworded-around-a-number",
        "en-percent-as-a-word",
        "en-without-separator",
        "en-thousands-as-k",
        "en-seconds-spaced",
        "en-moved-to-the-summary",
        "en-year-from-a-date",
        "en-numbers-inside-names",
        "zh-percentage-in-words",
        "zh-wan-in-words",
        "zh-wan-as-digits",
        "zh-digits-for-words",
        "zh-days-as-digits",
        "zh-yi-as-a-word",
        "zh-date-in-text",
    ],
)
def test_a_number_already_in_the_resume_is_not_invented(document, edit):
    assert "metric_invented" not in checks(document, edit)


def test_percentages_match_across_languages():
    chinese_copy = put("work", 0, "highlights", 0, "营收提升百分之四十")
    assert "metric_invented" not in checks(ENGLISH, chinese_copy)
    english_copy = put("work", 0, "highlights", 0, "First screen 45% faster")
    assert "metric_invented" not in checks(CHINESE, english_copy)


def test_a_renamed_employer_with_rewritten_highlights_is_still_the_same_entry():
    def edit(d):
        d["work"][1]["name"] = "Globex"
        d["work"][1]["highlights"] = ["Made the web pages much faster"]

    assert found(ENGLISH, edit) == [("new_employer", "work[1].name")]


def test_two_roles_at_one_employer_keep_their_own_dates_when_moved():
    roles = edited(
        ENGLISH,
        lambda d: d["work"].insert(
            1,
            {"name": "Analytical Engines", "position": "Engineer", "startDate": "2019-01"},
        ),
    )
    assert found(roles, lambda d: d["work"].reverse()) == []
    assert found(roles, lambda d: d["work"][1].update(startDate="2018-01")) == [
        ("dates_changed", "work[1].startDate")
    ]


def test_a_skills_group_merged_into_another_is_not_removed_but_one_losing_a_keyword_is():
    merged = [{"name": "Skills", "keywords": ["Django", "pandas", "postgresql"]}]
    assert "entry_removed" not in checks(ENGLISH, put("skills", merged))
    lost = [{"name": "Skills", "keywords": ["Django", "pandas"]}]
    assert ("entry_removed", "skills[1]") in found(ENGLISH, put("skills", lost))
    zh = [{"name": "技能", "keywords": ["Vue", "React"]}, {"name": "工具", "keywords": []}]
    assert "entry_removed" not in checks(CHINESE, put("skills", zh))
