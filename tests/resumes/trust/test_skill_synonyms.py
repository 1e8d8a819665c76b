"""`skill_claimed` (guard6, issue 28): a skills entry reworded by a synonym of everyday
work (rostering / scheduling, stock control / inventory management), an acronym of capitalised
words spelled out or written short (HRIS), a process's name in another form (month-end close /
closing), and still a claim for a skill the earlier version does not have. Entries here are
guard6's own probes, not cases of a bench set."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents


def _doc(skills: list[str]) -> dict:
    return {
        "basics": {"name": "Jo Park", "label": "Specialist"},
        "work": [{"name": "Harbor Works", "position": "Specialist", "startDate": "2021-03"}],
        "skills": [{"name": "Skills", "keywords": skills}],
    }


def _claims(old: list[str], new: list[str]) -> list[str]:
    return [
        f.path
        for f in compare_documents(_doc(old), _doc(new)).findings
        if f.check == "skill_claimed"
    ]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (["Staff rostering"], ["Staff scheduling"]),
        (["Shift scheduling"], ["Shift rostering"]),
        (["Stock control"], ["Inventory management"]),
        (["Inventory control"], ["Stock management"]),
        (["HRIS"], ["Human resources information systems"]),
        (["Human Resource Information System"], ["HRIS"]),
        (["Month-end close"], ["Month end closing"]),
        (["Year-end closing"], ["Year end close"]),
        (["静脉穿刺"], ["Venipuncture"]),
        (["Venepuncture"], ["静脉穿刺"]),
        (["库存管理"], ["Stock control"]),
    ],
)
def test_reworded_skill(old: list[str], new: list[str]) -> None:
    assert _claims(old, new) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (["Staff rostering"], ["Staff rostering", "Payroll processing"]),
        (["Stock control"], ["Stock control", "Demand forecasting"]),
        (["HRIS"], ["HRIS", "Talent acquisition"]),
        (["Venipuncture"], ["Venipuncture", "Wound care"]),
        (["排班"], ["排班", "薪酬核算"]),
    ],
)
def test_claimed_skill(old: list[str], new: list[str]) -> None:
    assert _claims(old, new) == ["skills[0].keywords[1]"]
