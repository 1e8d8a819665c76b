"""`skill_claimed` and an abbreviation glossed in brackets (guard7, issue 28): the gloss may
stand on either side, "search and rescue (SAR)" or "CRM (crew resource management)"; the
abbreviation is the thing its gloss names when the earlier version names the gloss, whatever
else the term lists know by those letters. Entries here are guard7's own."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents


def _resume(keywords: list[str]) -> dict:
    return {
        "basics": {"name": "Sam Reyes", "label": "Pilot"},
        "work": [{"name": "Northfield Air", "position": "Pilot", "startDate": "2020-02"}],
        "skills": [{"name": "Skills", "keywords": keywords}],
    }


def _claims(old: list[str], new: list[str]) -> list[str]:
    found = compare_documents(_resume(old), _resume(new)).findings
    return [f.path for f in found if f.check == "skill_claimed"]


@pytest.mark.parametrize(
    "new", ["CRM (crew resource management)", "crew resource management (CRM)"]
)
def test_an_abbreviation_before_its_gloss(new: str) -> None:
    assert _claims(["Crew resource management"], [new]) == []


def test_another_gloss_is_still_a_claim() -> None:
    old = ["Crew resource management"]
    assert _claims(old, ["CRM (customer relationship management)"]) == ["skills[0].keywords[0]"]
