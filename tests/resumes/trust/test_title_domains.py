"""`title_inflated` (guard6, issue 28): a role's domain word changing (testing -> development,
support -> social work), a ward's grades (staff nurse -> ward sister), a manager's scope against
"senior", a Chinese number grade or 经理助理 (a manager's assistant) becoming the manager, academic
and uniformed ranks; and no finding on translations of 负责人 / 主管, job synonyms ESCO lists
as one occupation (chef / cook), or a role word that only names the trade's shop or vehicle.
Titles here are guard6's own probes, not cases of a bench set."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents


def _resume(label: str, position: str) -> dict:
    work = [{"name": "Harbor Works", "position": position, "startDate": "2021-03"}]
    return {"basics": {"name": "Jo Park", "label": label}, "work": work}


def _titles(old: str, new: str) -> list[str]:
    before, after = _resume(old, old), _resume(new, new)
    return [
        f.path for f in compare_documents(before, after).findings if f.check == "title_inflated"
    ]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the domain word of a role changing: testing to building, support to social work
        ("Support Worker", "Social Worker"),
        ("Family Support Worker", "Family Social Worker"),
        ("测试工程师", "开发工程师"),
        ("QA Engineer", "Development Engineer"),
        ("软件测试工程师", "软件开发工程师"),
        ("Test Analyst", "Business Analyst"),
        ("Bookkeeper", "Auditing Specialist"),
        ("Train Attendant", "Flight Attendant"),
        ("列车乘务员", "航空乘务员"),
        # a ward's grades
        ("Staff Nurse", "Ward Sister"),
        ("Staff Nurse", "Ward Manager"),
        ("Registered Nurse", "Sister"),
        ("Staff Midwife", "Charge Midwife"),
        # a manager's scope is less than "senior"
        ("Regional Manager", "Senior Manager"),
        ("Area Manager", "Senior Manager"),
        # grades by number, academic and uniformed ranks
        ("Data Analyst I", "Data Analyst III"),
        ("Engineer II", "Engineer IV"),
        ("Assistant Professor of History", "Associate Professor of History"),
        ("Police Constable", "Police Sergeant"),
        ("Firefighter", "Fire Lieutenant"),
        ("经理助理", "部门经理"),
        ("销售主管", "Senior Sales Manager"),
        ("运营负责人", "Chief Operating Officer"),
        ("总监助理", "市场总监"),
    ],
)
def test_raised_or_another_role(old: str, new: str) -> None:
    assert sorted(_titles(old, new)) == ["basics.label", "work[0].position"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the same post in the other language: 负责人 is a head, 主管 a supervisor or manager
        ("运营负责人", "Head of Operations"),
        ("财务负责人", "Head of Finance"),
        ("销售主管", "Sales Supervisor"),
        ("Head of Marketing", "市场负责人"),
        # one occupation by ESCO's labels
        ("Chef", "Cook"),
        ("Mechanic", "Automotive Technician"),
        ("Shop Assistant", "Sales Assistant"),
        ("Healthcare Assistant", "HCA"),
        ("Front Office Agent", "Receptionist"),
        ("Flight Attendant", "Cabin Crew Member"),
        # an earlier role's work by its stem, before a frame
        ("Bookkeeper", "Bookkeeping Specialist"),
        ("Recruiter", "Recruitment Specialist"),
        # a Chinese short form
        ("客服专员", "客户服务专员"),
        # rewordings that must stay quiet
        ("Senior Manager", "Senior Manager"),
        ("Regional Manager", "Area Manager"),
        ("Data Analyst II", "Data Analyst 2"),
        ("Staff Nurse", "Registered Nurse"),
        ("测试工程师", "软件测试工程师"),
        ("Support Worker", "Care Worker"),
    ],
)
def test_reworded(old: str, new: str) -> None:
    assert _titles(old, new) == []
