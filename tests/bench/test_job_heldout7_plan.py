"""The seventh held-out job-match set (`bench/parts/job_heldout7.json`, written by
`bench/parts/job_heldout7.py` from `bench/parts/heldout7/`): its PLAN only (counts,
professions, languages, and that its ground truth is worded as the posting and true of the
resume), checked by the shared `tests/bench/heldout_plan.py`. No matcher is involved: how well
the match does on it is measured by `bench/job_match.py --corpus bench/parts/job_heldout7.json`,
never asserted here."""

from __future__ import annotations

import pytest

from bench.parts import job_heldout7
from tests.bench.heldout_plan import JobSetPlan

# The job and guard files on main when set 7 was written. Kept-out sets that fixers wrote
# after (or while) set 7 was written, without knowing its professions, are no earlier set:
# claims_kept10 shares mining, optometry and printing.
BEFORE = """
    job_corpus.json job_heldout.json job_heldout2.json job_heldout3.json job_heldout4.json
    job_heldout5.json job_heldout6.json job_kept5.json job_kept6.json job_tuning4.json
    job_tuning4_fresh.json job_tuning4_kept.json job_tuning5.json job_tuning6.json
    claims_corpus.json claims_heldout.json claims_heldout3.json claims_heldout4.json
    claims_heldout5.json claims_heldout5_old.json claims_kept4.json claims_kept5.json
    claims_kept6.json claims_kept7.json claims_kept8.json claims_kept9.json claims_tuning4.json
    claims_tuning5.json claims_tuning6.json claims_tuning7.json claims_tuning8.json
"""
EARLIER = " ".join(f"job_heldout{n}.json" for n in ("", "2", "3", "4", "5", "6"))
PLAN = JobSetPlan(job_heldout7, before=BEFORE, earlier=EARLIER)


def test_the_file_is_what_the_generator_writes():
    PLAN.check_generated()


def test_the_file_has_the_earlier_sets_keys_and_shape():
    PLAN.check_shape()


def test_forty_two_postings_over_fourteen_professions_a_third_chinese():
    PLAN.check_counts(postings=42, professions=14)


def test_no_profession_of_an_earlier_set_the_corpus_or_a_tuning_set():
    PLAN.check_professions_are_new()


def test_nothing_is_copied_from_the_earlier_sets():
    PLAN.check_nothing_copied()


def test_each_posting_has_its_intended_resume_and_each_profession_three_distractors():
    PLAN.check_intended_and_distractors()


@pytest.mark.parametrize("resume_id", sorted(PLAN.resumes))
def test_every_resume_is_a_valid_json_resume_document(resume_id):
    PLAN.check_resume(resume_id)


@pytest.mark.parametrize("posting", PLAN.postings, ids=PLAN.posting_ids())
def test_the_posting_reads_as_a_real_one(posting):
    PLAN.check_reads_as_real(posting)


def test_sections_come_as_bullets_as_prose_and_without_the_usual_headings():
    PLAN.check_sections_vary(prose=10, headless=5)


def test_postings_hold_alternatives_and_negations():
    PLAN.check_alternatives_and_negations(at_least=10)


@pytest.mark.parametrize("posting", PLAN.postings, ids=PLAN.posting_ids())
def test_the_ground_truth_is_worded_as_the_posting_and_true_of_the_resume(posting):
    PLAN.check_ground_truth(posting)


def test_variants_are_many_and_in_both_languages():
    PLAN.check_variants(total=180, per_language=40)


def test_each_posting_has_its_guard_edits():
    PLAN.check_guard_edits()
