"""The seventh held-out guard set (`bench/parts/claims_heldout7.json` and
`claims_heldout7_old.json`, written by `bench/parts/claims_heldout7.py` from the intended resumes
of job set 8 and the edits beside each posting in `bench/parts/heldout8/`): its PLAN only
(kinds, counts, languages, and that each case edits what it says), checked by the shared
`tests/bench/heldout_plan.py`. No guard is involved: how well the guard does on it is measured
by `bench/claims.py --corpus bench/parts/claims_heldout7.json` and
`bench/parts/claims_heldout7.py --old`, never asserted here."""

from __future__ import annotations

import pytest

from bench.parts import claims_heldout7, job_heldout8
from tests.bench.heldout_plan import GuardSetPlan, JobSetPlan

EARLIER = """
    claims_heldout.json claims_heldout3.json claims_heldout4.json claims_heldout5.json
    claims_heldout6.json
"""
JOBS = JobSetPlan(job_heldout8, before="", earlier="job_heldout7.json")
PLAN = GuardSetPlan(claims_heldout7, JOBS, earlier=EARLIER)
CLAIMS = PLAN.of_kind("claimed_skill")
TITLES = PLAN.of_kind("inflated_title")
REWORDINGS = PLAN.of_kind("rewording")
OLD = PLAN.old["cases"]


def ids(cases):
    return [c["id"] for c in cases]


def test_the_files_are_what_the_generator_writes():
    PLAN.check_generated()


def test_no_case_id_or_profession_of_an_earlier_set():
    PLAN.check_new_ids_and_professions()


def test_the_claims_file_has_the_kinds_and_counts_the_brief_asks_in_both_languages():
    PLAN.check_kinds_and_counts()


@pytest.mark.parametrize("case", PLAN.cases, ids=ids(PLAN.cases))
def test_each_case_is_an_edit_with_its_expected_findings_at_real_paths(case):
    PLAN.check_case(case)


@pytest.mark.parametrize("case", CLAIMS, ids=ids(CLAIMS))
def test_a_claimed_skill_is_one_the_posting_asks_for_and_the_earlier_version_lacks(case):
    PLAN.check_claim(case)


@pytest.mark.parametrize("case", TITLES, ids=ids(TITLES))
def test_an_inflated_title_changes_only_a_position_or_the_label(case):
    PLAN.check_title(case)


@pytest.mark.parametrize("case", REWORDINGS, ids=ids(REWORDINGS))
def test_a_rewording_adds_no_skill_the_posting_lacks_in_the_resume(case):
    PLAN.check_rewording(case)


def test_the_old_check_cases_cover_the_checks_from_before_issue_28():
    PLAN.check_old_cases_cover_the_old_checks()


@pytest.mark.parametrize("case", OLD, ids=ids(OLD))
def test_an_old_check_case_edits_what_its_check_names(case):
    PLAN.check_old_case(case)
