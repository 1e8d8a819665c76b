"""`title_inflated` by where a word stands in a title (guard7, issue 28): "executive" before a
job is its top post (not before whom a post serves, nor as the head noun), "principal" or
"owner" as the head is the head of the firm (not "Principal Engineer", not a product owner),
an institution's administrator runs it (not a system's), 总 before a profession is its chief
(not 总账), 长 ending a Chinese title is the head of its unit; and a new head noun whose work
the earlier text names by its -ing form ("buying" for a buyer) is no other role, nor a title
run together or split apart, a frame (coordinator) for an earlier title's field, or a Chinese
job noun's ESCO head in English. Titles here are guard7's own, not cases of a bench set."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents
from resumes.trust.titles import read_title


def _resume(title: str) -> dict:
    return {
        "basics": {"name": "Sam Reyes", "label": title},
        "work": [{"name": "Northfield Group", "position": title, "startDate": "2020-02"}],
    }


def _flagged(old: str, new: str) -> list[str]:
    before, after = _resume(old), _resume(old)
    after["work"][0]["position"] = new
    return [
        f.path for f in compare_documents(before, after).findings if f.check == "title_inflated"
    ]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Copy Editor", "Executive Editor"),
        ("Floor Housekeeper", "Executive Housekeeper"),
        ("Account Manager", "Practice Principal"),
        ("Hair Stylist", "Salon Owner"),
        ("Optician", "Co-owner"),
        ("Youth Worker", "School Administrator"),
        ("Support Worker", "Care Home Administrator"),
        ("设计师", "总设计师"),
        ("编辑", "总编辑"),
        ("船员", "船长"),  # 长 ending a title: the head of its unit
        ("乘务员", "乘务长"),
    ],
)
def test_rank_by_place_raises(old: str, new: str) -> None:
    assert _flagged(old, new) == ["work[0].position"]


@pytest.mark.parametrize(
    ("title", "level"),
    [
        ("Executive Assistant", 1),  # assists executives
        ("Executive Search Consultant", 2.0),  # recruits them
        ("Account Executive", 2.0),  # the head noun: a frame
        ("Principal Engineer", 4.5),  # a grade before a job
        ("Product Owner", 2.0),  # owns a product's backlog, not a business
        ("Owner's Representative", 2.0),  # acts for the owner
        ("Database Administrator", 2.0),
        ("Office Administrator", 2.0),
        ("总账会计", 2.0),  # the general ledger
        ("总务专员", 2.0),  # general affairs
        ("Vice Principal", 7),
        ("特长生辅导员", 2.0),  # 特长: a talent, no post
        ("副船长", 3.5),
    ],
)
def test_words_that_rank_nothing_there(title: str, level: float) -> None:
    assert read_title(title).level == level


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Purchasing Coordinator", "Buyer"),
        ("Procurement Coordinator", "Indirect Materials Buyer"),
    ],
)
def test_the_work_named_by_its_ing_form(old: str, new: str) -> None:
    before, after = _resume(old), _resume(old)
    before["basics"]["summary"] = "Buying indirect materials and services."
    after["basics"]["summary"] = before["basics"]["summary"]
    after["work"][0]["position"] = new
    found = compare_documents(before, after).findings
    assert [f.path for f in found if f.check == "title_inflated"] == []


def test_another_role_still_flagged() -> None:
    assert _flagged("Purchasing Officer", "Financial Analyst") == ["work[0].position"]
    assert _flagged("法务专员", "律师") == ["work[0].position"]  # the field is no licence


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Storekeeper", "Store Keeper"),  # run together or split apart
        ("Wedding Planner", "Weddings Coordinator"),  # a frame for the same field
        ("Media Planner", "Media Coordinator"),
        ("理财师", "Financial Planner"),  # the Chinese job noun's ESCO head in English
        ("规划师", "Urban Planner"),
    ],
)
def test_the_same_job_otherwise_written(old: str, new: str) -> None:
    assert _flagged(old, new) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Storekeeper", "Store Manager"),
        ("Media Planner", "Finance Coordinator"),  # a frame for another field
        ("理财师", "Financial Analyst"),
    ],
)
def test_another_job_otherwise_written(old: str, new: str) -> None:
    assert _flagged(old, new) == ["work[0].position"]
