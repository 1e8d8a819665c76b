"""`title_inflated` across languages: a title translated is the same title; another field in
either language is another role."""

from __future__ import annotations

import copy

from resumes.trust import compare_documents
from resumes.trust.titles import inflation


def _engineer(label: str, position: str, highlight: str) -> dict:
    return {
        "basics": {"name": "Li Wei", "label": label},
        "work": [
            {
                "name": "Acme",
                "position": position,
                "startDate": "2020-01",
                "highlights": [highlight],
            }
        ],
    }


def _titles(old: dict, new: dict) -> list[str]:
    return [
        f.params.get("new", "")
        for f in compare_documents(old, new).findings
        if f.check == "title_inflated"
    ]


def test_a_title_translated_is_no_new_role():
    english = _engineer("Mechanical Engineer", "Mechanical Engineer", "Designed fixtures")
    translated = copy.deepcopy(english)
    translated["basics"]["label"] = "机械工程师"
    assert _titles(english, translated) == []
    chinese = _engineer("机械工程师", "机械工程师", "负责非标设备设计")
    back = copy.deepcopy(chinese)
    back["basics"]["label"] = "Mechanical Engineer"
    assert _titles(chinese, back) == []
    assert inflation(["Quality Engineer"], "质量工程师", "") is None


def test_another_field_or_a_higher_level_is_still_caught_in_either_language():
    english = _engineer("Mechanical Engineer", "Mechanical Engineer", "Designed fixtures")
    software = copy.deepcopy(english)
    software["basics"]["label"] = "软件工程师"
    assert _titles(english, software) == ["软件工程师"]
    senior = copy.deepcopy(english)
    senior["basics"]["label"] = "高级机械工程师"
    assert _titles(english, senior) == ["高级机械工程师"]
    assert inflation(["机械工程师"], "Software Engineer", "机械工程师 设计") == "role"


def test_roles_and_levels_of_service_trades_and_placements():
    # Another role: a front desk lead calling herself a flight attendant; a train attendant
    # calling herself cabin crew.
    assert inflation(["Guest Services Lead", "Front Desk Lead"], "Flight Attendant") == "role"
    assert inflation(["高铁乘务员", "高铁列车乘务员"], "空中乘务员") == "role"
    # More senior: a co-op is a student placement; 配班 assists the 主班 teacher.
    assert inflation(["Engineering Co-op"], "Mechanical Engineer") == "senior"
    assert inflation(["配班老师"], "主班老师") == "senior"
    # Rewordings and translations stay quiet.
    assert inflation(["Flight Attendant"], "Cabin Crew Member") is None
    assert inflation(["Flight Attendant"], "空中乘务员") is None
    assert inflation(["空中乘务员"], "Flight Attendant") is None


def test_a_team_or_domain_after_the_title_adds_no_role():
    # a later part naming a field, not a person, is a specialty or a team (guard29)
    assert inflation(["Data Analyst"], "Data Analyst (Marketing)") is None
    assert inflation(["Accountant"], "Accountant, Sales") is None
    assert inflation(["Paralegal"], "Paralegal and Counsel") == "role"
