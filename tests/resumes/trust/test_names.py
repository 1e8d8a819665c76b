"""`skill_claimed` for a product named inside a new or rewritten highlight, not in a skills list
(`resumes/trust/names.py`): a capitalised word that is no ordinary word is a name wherever it
stands; the earlier version backs it only by the name itself. guard29's own lines."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents
from resumes.trust.names import ordinary_words


def _resume(*highlights: str) -> dict:
    return {
        "basics": {"name": "Ana Ruiz", "label": "Project Coordinator"},
        "work": [
            {
                "name": "Granite Builders",
                "position": "Project Coordinator",
                "startDate": "2019-05",
                "highlights": list(highlights),
            }
        ],
    }


def _claimed(old: str, new: str) -> list[str]:
    findings = compare_documents(_resume(old), _resume(new)).findings
    return [f.params.get("skill", "") for f in findings if f.check == "skill_claimed"]


@pytest.mark.parametrize(
    ("old", "new", "name"),
    [
        (
            "Managed submittals and RFIs for a 9-storey build",
            "Managed Procore submittals and RFIs for a 9-storey build",
            "Procore",
        ),
        (
            "Kept the master schedule current for three crews",
            "Kept the master schedule current for three crews and exported it to Smartsheet",
            "Smartsheet",
        ),
        (
            "Dispatched technicians to service calls",
            "Dispatched technicians to service calls booked from FieldEdge",
            "FieldEdge",  # "field" and "edge" elsewhere do not back the product
        ),
        (
            "Answered tenant requests within a day",
            "Answered tenant requests within a day and closed their Buildium work orders",
            "Buildium",
        ),
    ],
)
def test_a_product_named_anywhere_in_a_new_line_is_a_claim(old, new, name):
    assert _claimed(old, new) == [name]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Presented the weekly cost report to leadership at the Northgate site",
            "Presented the weekly cost report to leadership every Monday at the Northgate site",
        ),
        ("Closed out punch lists each month", "Closed out punch lists every January and July"),
        ("Tracked RFIs in Procore for two sites", "Logged RFIs for two sites using Procore"),
        ("Drew site plans in AutoCAD", "Prepared site plans with AutoCAD"),
        ("负责现场资料整理", "负责整理现场资料"),
    ],
)
def test_ordinary_capitalised_words_and_names_the_earlier_line_has_are_no_claim(old, new):
    assert _claimed(old, new) == []


def test_ordinary_words_come_from_esco_and_the_calendar():
    words = ordinary_words()
    assert {"greenhouse", "north", "schedule", "january"} <= words
    assert not {"procore", "smartsheet", "canva"} & words


def test_an_organisation_or_a_title_is_no_product():
    old = "Built Python services"
    assert _claimed(old, "At Initech I built Python services") == []
    assert _claimed(old, "Built Python services as Wizard") == []
    assert _claimed(old, "Built Globex's Python services") == []
