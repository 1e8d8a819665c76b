"""`skill_claimed` and `title_inflated` on rewordings of guard8's kinds (issue 28): a Chinese
short form and its words, a standard by its number, a product's kind after its name, a
renamed product, a sum reported in a clause, the head of a hyphenated word; and the claims
those rules leave flagged. Lines here are guard8's own, not cases of a bench set."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents


def _resume(label: str, highlights: list[str], skills: list[str] = ()) -> dict:
    return {
        "basics": {"name": "Sam Okafor", "label": label},
        "work": [
            {
                "name": "Northfield Works",
                "position": label,
                "startDate": "2019-04",
                "highlights": highlights,
            }
        ],
        "skills": [{"name": "Skills", "keywords": list(skills)}] if skills else [],
    }


def _found(old: dict, new: dict, check: str = "skill_claimed") -> list[str]:
    return [f.path for f in compare_documents(old, new).findings if f.check == check]


def _claims(old: list[str], new: list[str], label: str = "Engineer") -> list[str]:
    return _found(_resume(label, old), _resume(label, new))


def test_a_chinese_short_form_and_its_words_are_one_thing() -> None:
    # 库准率 keeps one character of each of 库存 / 准确 / 率
    old = ["每日盘点，库准率从95%提升到99%"]
    assert _claims(old, ["每日盘点，库存准确率由95%升至99%"], "仓储主管") == []


def test_a_standard_by_its_number() -> None:
    old = ["Quality system audits to 9001 for two plants"]
    assert _claims(old, ["Quality system audits to ISO 9001 for two plants"]) == []
    assert _claims(old, ["Quality system audits to ISO 14001 for two plants"]) == [
        "work[0].highlights[0]"
    ]


def test_a_product_kind_after_the_product_it_names() -> None:
    old = ["Managed BOMs in Arena"]
    assert _claims(old, ["Managed BOMs in Arena PLM"]) == []
    assert _claims(old, ["Managed BOMs in Arena and Windchill PLM"]) == ["work[0].highlights[0]"]


def test_a_renamed_product() -> None:
    old = ["Automated purchase approvals in Microsoft Flow"]
    assert _claims(old, ["Automated purchase approvals in Power Automate"]) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("负责门店日常运营", "负责门店日常运营，年节约人工成本50万元"),
        ("Handled intake calls for the clinic", "Handled intake calls, cutting wait times by 35%"),
    ],
)
def test_a_sum_reported_in_a_clause_is_a_metric_not_a_skill(old: str, new: str) -> None:
    findings = compare_documents(_resume("Lead", [old]), _resume("Lead", [new])).findings
    assert {f.check for f in findings} == {"metric_invented"}


def test_the_head_of_a_hyphenated_word_is_known() -> None:
    old = ["Inspected T-joints on the trailer frames"]
    assert _claims(old, ["Inspected welded joints on the trailer frames"]) == []


def test_initials_across_a_little_word_are_no_acronym() -> None:
    old = _resume("Engineer", ["Reviewed and signed maintenance records"], ["Torque checks"])
    new = _resume("Engineer", ["Reviewed and signed maintenance records"], ["Torque checks", "ASM"])
    assert _found(old, new) == ["skills[0].keywords[1]"]


@pytest.mark.parametrize(
    ("old", "new", "flagged"),
    [
        ("CNC Operator", "CNC Technician", False),  # who runs and who services: one trade
        ("CNC Operator", "Maintenance Technician", True),  # other words: another job
        ("CNC Operator", "Production Manager", True),
        ("动画师", "动画导演", True),  # a director of the film
    ],
)
def test_titles(old: str, new: str, flagged: bool) -> None:
    found = _found(_resume(old, ["Shift work"]), _resume(new, ["Shift work"]), "title_inflated")
    assert bool(found) is flagged
