"""`title_inflated` for a change of job without a level word (`resumes/trust/roles.py`): a
title's head noun read against ESCO's occupations, in English and Chinese. The titles here are
guard29's own, not cases of a bench set."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents
from resumes.trust.roles import heads, other_role


def _resume(label: str, position: str) -> dict:
    return {
        "basics": {"name": "Jo Park", "label": label},
        "work": [{"name": "Harbor Clinic", "position": position, "startDate": "2021-03"}],
    }


def _inflated(old: str, new: str) -> list[tuple[str, str]]:
    findings = compare_documents(_resume(old, old), _resume(old, new)).findings
    return [(f.path, f.params.get("kind", "")) for f in findings if f.check == "title_inflated"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Clinician", "Clinical Administrator"),  # clinical -> administrative
        ("Occupational Therapist", "Benefits Administrator"),
        ("Production Coordinator", "Producer"),  # a coordinator as a producer
        ("Events Coordinator", "Photographer"),
        ("Help Desk Technician", "Network Architect"),
        ("Dental Hygienist", "Dental Office Receptionist"),
        ("Copy Editor", "Translator"),
        ("物业管理员", "物业工程师"),
        ("小学英语教师", "英语翻译"),
        ("前台文员", "人事专员兼出纳"),
        ("药剂师", "营养师"),
    ],
)
def test_a_title_of_another_job_without_a_level_word_is_another_role(old, new):
    assert _inflated(old, new) == [("work[0].position", "role")]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Software Engineer", "Software Developer"),  # one job in ESCO's labels
        ("RN", "Registered Nurse"),
        ("Backend Engineer", "Backend Engineer (Payments)"),
        ("Engineer, Software", "Software Engineer"),
        ("Veterinary Technician", "Vet Tech"),
        ("Vet Tech", "Veterinary Technician"),  # a role word written short
        ("Registered Nurse", "Clinician"),  # a word for anyone of the field
        ("Producer", "Segment Producer"),
        ("Accounts Payable Clerk", "Accounts Payable Specialist"),
        ("Office Administrator", "Office Coordinator"),
        ("Bookkeeper", "Accountant"),
        ("会计", "会计专员"),
        ("会计", "Accountant"),
        ("Pharmacist", "药师"),
        ("制片人", "Producer"),
        ("英语教师", "English Teacher"),
    ],
)
def test_the_same_job_reworded_or_translated_is_no_finding(old, new):
    assert _inflated(old, new) == []


def test_a_head_noun_is_the_last_word_of_each_part_and_chinese_job_nouns():
    assert heads("Senior Backend Engineer (Payments)") == {"engineer"}
    assert heads("Director of Nursing") == frozenset()  # a level, read by the level table
    assert heads("会计专员") == {"accountant", "specialist"}
    assert heads("Nurse and Educator") == {"nurse", "educator"}


def test_a_job_the_earlier_summary_names_backs_the_title():
    summary = "Coordinated shoots for two web series"
    assert other_role(["Production Coordinator"], "Producer", summary)
    assert not other_role(["Production Coordinator"], "Producer", "Producer of two web series")


def test_a_frame_or_a_level_is_no_other_job():
    assert not other_role(["Graphic Designer"], "Design Consultant")
    assert not other_role(["Nurse"], "Nurse Manager")  # the level table's
