"""The second held-out job-match corpus (`bench/parts/job_heldout2.json`) and the held-out
tailoring-guard cases (`bench/parts/claims_heldout.json`): their STRUCTURE and the consistency of
their ground truth only. Both were written by an evaluator who never read the matcher or the guard;
how well those do on them is measured by a bench, never asserted here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from resumes.schema import validate_document
from tests.resumes.postings.heldout_format import (
    at,
    check_claims_case,
    check_job_set_shape,
    mentions,
)

PARTS = Path(__file__).resolve().parents[3] / "bench" / "parts"
JOBS = json.loads((PARTS / "job_heldout2.json").read_text("utf-8"))
FIRST = json.loads((PARTS / "job_heldout.json").read_text("utf-8"))
CLAIMS = json.loads((PARTS / "claims_heldout.json").read_text("utf-8"))
POSTINGS = JOBS["postings"]
RESUMES = {r["id"]: r for r in JOBS["resumes"]}
CASES = CLAIMS["cases"]
# Professions the first held-out file lacks, which this one must bring (the brief).
NEW_PROFESSIONS = {"pharmacy", "physiotherapy", "electrical", "procurement", "customer_success"}
NEW_PROFESSIONS |= {"ux_research", "mechanical", "real_estate", "cabin_crew", "social_work"}
NEW_PROFESSIONS |= {"quality"}


# ---------------------------------------------------------------- job_heldout2.json


def test_the_corpus_has_the_first_files_keys_and_shape():
    check_job_set_shape(JOBS, FIRST)


def test_the_corpus_has_28_postings_over_14_professions_a_third_in_chinese():
    assert len(POSTINGS) >= 28
    assert len({p["id"] for p in POSTINGS}) == len(POSTINGS)
    assert len(RESUMES) == len(JOBS["resumes"])
    professions = {p["profession"] for p in POSTINGS}
    assert len(professions) >= 14
    assert professions >= NEW_PROFESSIONS
    assert professions & {p["profession"] for p in FIRST["postings"]}, "no familiar field reworded"
    languages = Counter(p["language"] for p in POSTINGS)
    assert set(languages) == {"en", "zh"}
    assert languages["zh"] * 3 >= len(POSTINGS)


def test_no_posting_or_resume_is_copied_from_the_first_file():
    first = {p["text"] for p in FIRST["postings"]} | {p["id"] for p in FIRST["postings"]}
    assert not first & ({p["text"] for p in POSTINGS} | {p["id"] for p in POSTINGS})
    assert not {r["id"] for r in FIRST["resumes"]} & set(RESUMES)
    names = {r["document"]["basics"]["name"] for r in FIRST["resumes"]}
    assert not names & {r["document"]["basics"]["name"] for r in JOBS["resumes"]}


def test_each_posting_has_its_intended_resume_and_each_profession_two_distractors():
    for posting in POSTINGS:
        resume = RESUMES[posting["resume"]]
        assert resume["role"] == "intended"
        assert resume["profession"] == posting["profession"]
    intended = {r["id"] for r in JOBS["resumes"] if r["role"] == "intended"}
    assert intended == {p["resume"] for p in POSTINGS}
    distractors = Counter(r["profession"] for r in JOBS["resumes"] if r["role"] == "distractor")
    assert {p["profession"] for p in POSTINGS} == set(distractors)
    assert all(count == 2 for count in distractors.values())


@pytest.mark.parametrize("resume_id", sorted(RESUMES))
def test_every_resume_is_a_valid_json_resume_document(resume_id):
    document = RESUMES[resume_id]["document"]
    assert validate_document(document) == document
    assert document["basics"]["name"] and document["work"] and document["skills"]


@pytest.mark.parametrize("posting", POSTINGS, ids=[p["id"] for p in POSTINGS])
def test_the_ground_truth_is_worded_as_the_posting_and_true_of_the_resume(posting):
    text = posting["text"].lower()
    resume_text = json.dumps(RESUMES[posting["resume"]]["document"], ensure_ascii=False).lower()
    present, missing = posting["present"], posting["missing"]
    assert present and missing and posting["variants"] and posting["junk"]
    for keyword in [*present, *missing, *posting["junk"]]:
        assert keyword.lower() in text, keyword
    assert not {k.lower() for k in present} & {k.lower() for k in missing}
    for keyword in missing:
        assert not mentions(resume_text, keyword), f"the resume has {keyword}"
    for in_posting, in_resume in posting["variants"]:
        assert in_posting in present, in_posting
        assert in_posting.lower() in text, in_posting
        assert in_resume.lower() in resume_text, in_resume
    assert set(posting["aliases"]) <= {*present, *missing}


# ---------------------------------------------------------------- claims_heldout.json


def test_the_claims_file_has_sixty_cases_of_three_kinds_in_both_languages():
    assert set(CLAIMS) == {"about", "cases"}
    assert isinstance(CLAIMS["about"], str) and CLAIMS["about"]
    assert len(CASES) >= 60
    assert len({c["id"] for c in CASES}) == len(CASES)
    kinds = Counter(c["kind"] for c in CASES)
    assert set(kinds) == {"claimed_skill", "inflated_title", "rewording"}
    assert kinds["rewording"] >= 20
    for kind in kinds:
        assert {c["language"] for c in CASES if c["kind"] == kind} == {"en", "zh"}, kind
    assert len({c["profession"] for c in CASES}) >= 12


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_case_is_an_edit_with_its_expected_findings_at_real_paths(case):
    check_claims_case(case)


def test_the_path_reader_follows_the_guards_notation():
    document = {"basics": {"label": "RN"}, "skills": [{"keywords": ["BLS", "ACLS"]}]}
    assert at(document, "skills[0].keywords[1]") == "ACLS"
    assert at(document, "basics.label") == "RN"
    with pytest.raises(IndexError):
        at(document, "skills[0].keywords[2]")
    with pytest.raises(KeyError):
        at(document, "work[0].position")
    assert mentions("basic life support (bls)", "BLS")
    assert not mentions("licensed nurse", "CEN")
    assert mentions("持有执业药师证", "执业药师")
