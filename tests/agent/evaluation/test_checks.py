"""The checks, the path scope and the local fact guard on hand-made outcomes (no model)."""

from __future__ import annotations

import copy

import pytest

from agent.evaluation.checks import (
    CallSeen,
    TaskOutcome,
    check_problem,
    configured_guard,
    verdict,
)
from resumes.trust.facts import combined_guard, dates_in, local_fact_guard

BEFORE = {
    "basics": {"name": "Jordan Lee", "label": "Senior Engineer"},
    "work": [
        {
            "name": "Initech",
            "position": "Engineer",
            "startDate": "2020-04",
            "highlights": ["a", "b", "c"],
        }
    ],
    "skills": [{"name": "Python"}, {"name": "COBOL"}, {"name": "Go"}],
}
EDIT = CallSeen("CVEditor", {"path": "x"}, "as_sent")


def outcome(change=None, *, calls=(EDIT,), sent=("please",), **fields) -> TaskOutcome:
    after = copy.deepcopy(BEFORE)
    if change:
        change(after)
    return TaskOutcome(
        before=copy.deepcopy(BEFORE), after=after, sent=list(sent), calls=list(calls), **fields
    )


def judge(result, checks, allowed=("basics", "work", "skills"), guard=local_fact_guard):
    return verdict(result, checks=checks, allowed_paths=list(allowed), guard=guard)


def test_equals_ignores_case_spaces_and_a_final_full_stop():
    result = outcome(lambda d: d["basics"].update(name="  ada lovelace. "))
    assert judge(result, [{"equals": {"path": "basics.name", "value": "Ada Lovelace"}}]) == (
        True,
        "",
    )


def test_equals_failure_says_what_was_found():
    passed, reason = judge(outcome(), [{"equals": {"path": "basics.name", "value": "Ada"}}])
    assert not passed and reason == 'basics.name is "Jordan Lee", expected "Ada"'


def test_includes_excludes_length_and_order():
    def change(d):
        d["skills"] = [{"name": "Go"}, {"name": "Python"}, {"name": "Rust"}]

    result = outcome(change)
    ok = [
        {"includes": {"path": "skills", "item": {"name": "rust"}}},
        {"excludes": {"path": "skills", "item": {"name": "COBOL"}}},
        {"length": {"path": "skills", "value": 3}},
        {"order": {"path": "skills", "field": "name", "values": ["Go", "Python", "Rust"]}},
    ]
    assert judge(result, ok) == (True, "")
    passed, reason = judge(
        result, [{"order": {"path": "skills", "field": "name", "values": ["Python", "Go", "Rust"]}}]
    )
    assert not passed and "in the order" in reason


def test_a_missing_list_is_a_failure_not_a_crash():
    passed, reason = judge(
        outcome(), [{"includes": {"path": "certificates", "item": {"name": "AWS"}}}]
    )
    assert not passed and reason == "certificates is missing, not a list"


def test_unchanged_and_answer():
    result = outcome(calls=(), answers=["Your title is Senior Engineer."])
    checks = [{"unchanged": {}}, {"answer": {"contains": ["senior engineer"]}}]
    assert judge(result, checks, allowed=()) == (True, "")


def test_text_only_answer_fails_with_its_reason():
    result = outcome(calls=(), answers=["I have changed your name to Ada."])
    passed, reason = judge(result, [{"equals": {"path": "basics.name", "value": "Ada"}}])
    assert not passed
    assert reason.startswith("text only: the agent made no tool call")
    assert "basics.name is" in reason


def test_edits_outside_the_allowed_paths_fail():
    def change(d):
        d["basics"]["name"] = "Ada"
        d["basics"]["label"] = "Countess"

    result = outcome(change)
    passed, reason = judge(
        result, [{"equals": {"path": "basics.name", "value": "Ada"}}], allowed=["basics.name"]
    )
    assert not passed and reason == "edited paths not asked for: basics.label"


def test_scope_of_a_list_item_and_a_wildcard():
    def change(d):
        del d["work"][0]["highlights"][1]

    result = outcome(change)
    assert judge(
        result,
        [{"length": {"path": "work[0].highlights", "value": 2}}],
        allowed=["work[0].highlights[1]"],
    )[0]
    assert judge(
        result,
        [{"length": {"path": "work[0].highlights", "value": 2}}],
        allowed=["work[*].highlights"],
    )[0]
    assert not judge(
        result,
        [{"length": {"path": "work[0].highlights", "value": 2}}],
        allowed=["work[0].highlights[2]"],
    )[0]


def test_the_guard_reports_invented_facts():
    def change(d):
        d["certificates"] = [
            {
                "name": "AWS Certified Solutions Architect",
                "issuer": "Amazon Web Services",
                "date": "2023-01",
            }
        ]

    result = outcome(change, sent=["Add my AWS certificate"])
    passed, reason = judge(
        result,
        [{"includes": {"path": "certificates", "item": {"name": "AWS"}}}],
        allowed=["certificates"],
    )
    assert not passed
    assert "guard: invented organisation 'Amazon Web Services' at certificates[0].issuer" in reason
    assert "guard: invented date '2023-01' at certificates[0].date" in reason


def test_the_guard_accepts_facts_the_person_gave_in_their_own_words():
    def change(d):
        d["work"].append(
            {"name": "腾讯", "position": "前端工程师", "startDate": "2016-03", "endDate": "2018-06"}
        )
        d["work"].append(
            {
                "name": "Acme Inc",
                "position": "Engineer",
                "startDate": "2014-06",
                "summary": "Cut costs by 40%",
            }
        )

    result = outcome(
        change, sent=["2016年3月到2018年6月在腾讯做前端工程师", "Acme, June 2014, cut costs by 40%"]
    )
    assert local_fact_guard(result.before, result.after, sources="\n".join(result.sent)) == []


def test_a_plugged_in_guard_decides():
    def strict(before, after, *, sources):
        return [{"message": "the reviewer says no"}]

    passed, reason = judge(outcome(), [{"unchanged": {}}], guard=strict)
    assert not passed and reason == "guard: the reviewer says no"


@pytest.mark.parametrize(
    ("setting", "expected"),
    [
        ("", combined_guard),
        ("resumes.trust.facts.local_fact_guard", local_fact_guard),
        # Where the guards lived before trust got one home: a setting naming it still works.
        ("agent.evaluation.guard.local_fact_guard", local_fact_guard),
        ("agent.evaluation.guard.combined_guard", combined_guard),
    ],
)
def test_the_setting_names_the_guard(settings, setting, expected):
    settings.CVAGENT = {**settings.CVAGENT, "EVAL_GUARD": setting}
    assert configured_guard() is expected


def test_a_provider_error_is_the_reason():
    result = outcome(error="provider error: The provider answered 500: boom")
    assert judge(result, [{"unchanged": {}}]) == (
        False,
        "provider error: The provider answered 500: boom",
    )


def test_any_of_passes_when_one_passes():
    result = outcome(questions=["Which certificate?"])
    assert judge(
        result, [{"any_of": [{"asked": {}}, {"includes": {"path": "certificates", "item": "AWS"}}]}]
    )[0]
    passed, reason = judge(
        outcome(), [{"any_of": [{"asked": {}}, {"called": {"tool": "askHuman"}}]}]
    )
    assert not passed and reason.startswith("none of: the agent did not ask")


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ({"equal": {"path": "a"}}, "unknown check 'equal'"),
        ({"equals": {"path": "basics.name"}}, "missing ['value']"),
        ({"equals": {"path": "/basics/name", "value": 1}}, "looks like a JSON pointer"),
        ({"answer": {"contains": "x"}}, "contains is a list"),
        ({"any_of": []}, "any_of takes a list"),
        ("equals", "a check is a mapping"),
    ],
)
def test_check_problems_are_explained(spec, problem):
    assert problem in check_problem(spec)


def test_dates_in_english_and_chinese():
    assert dates_in("March 2021, 2023-06-01 and 2016年3月") >= {"2021-03", "2023-06-01", "2016-03"}


def test_the_trusted_edits_guard_counts_only_what_the_person_did_not_give():
    from resumes.trust.facts import trust_guard

    before = {"basics": {"name": "王芳"}, "work": [{"name": "美团", "startDate": "2021-07"}]}
    asked = copy.deepcopy(before)
    asked["basics"]["name"] = "李娜"
    asked["work"].append({"name": "腾讯", "position": "前端工程师", "startDate": "2016-03"})
    assert trust_guard(before, asked, sources="把名字改成李娜，加上2016年3月在腾讯的工作") == []
    invented = copy.deepcopy(before)
    invented["work"].append({"name": "Amazon", "position": "Engineer", "startDate": "2019-01"})
    found = trust_guard(before, invented, sources="Add my AWS certificate")
    assert any(message.startswith("new_employer:") and "Amazon" in message for message in found)
