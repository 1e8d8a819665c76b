"""The fourth held-out job-match set (`bench/parts/job_heldout4.json`, written by
`bench/parts/job_heldout4.py`) and its guard cases (`bench/parts/claims_heldout4.json`, written by
`bench/parts/claims_heldout4.py`): their STRUCTURE and the consistency of their ground truth
only. They were written by an evaluator who never read the matcher or the guard; how well those
do on them is measured by `bench/job_match.py --corpus` and `bench/claims.py --corpus`, never
asserted here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bench.parts import claims_heldout4, job_heldout4
from resumes.schema import validate_document
from tests.resumes.postings.heldout_format import (
    at,
    check_claims_case,
    check_job_set_shape,
    mentions,
)

PARTS = Path(__file__).resolve().parents[3] / "bench" / "parts"
JOBS = json.loads((PARTS / "job_heldout4.json").read_text("utf-8"))
CLAIMS = json.loads((PARTS / "claims_heldout4.json").read_text("utf-8"))
EARLIER = [
    json.loads((PARTS / name).read_text("utf-8"))
    for name in ("job_heldout.json", "job_heldout2.json", "job_heldout3.json")
]
EARLIER_CLAIMS = [
    json.loads((PARTS / name).read_text("utf-8"))
    for name in ("claims_heldout.json", "claims_heldout3.json")
]
POSTINGS = JOBS["postings"]
RESUMES = {r["id"]: r for r in JOBS["resumes"]}
CASES = CLAIMS["cases"]
# The twelve professions issue 28 names, as the earlier files name them ("healthcare" is
# their "nursing", widened to sonography and midwifery).
PROFESSIONS = {"healthcare", "accounting", "teaching", "sales", "marketing", "hr", "legal"}
PROFESSIONS |= {"logistics", "structural", "design", "software", "data"}


def text_of(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False).lower()


# ---------------------------------------------------------------- job_heldout4.json


def test_the_files_are_what_the_generators_write():
    assert json.loads(json.dumps(job_heldout4.build(), ensure_ascii=False)) == JOBS
    assert json.loads(json.dumps(claims_heldout4.build(), ensure_ascii=False)) == CLAIMS


def test_the_corpus_has_the_earlier_files_keys_and_shape():
    check_job_set_shape(JOBS, EARLIER[2])


def test_36_postings_half_chinese_three_for_each_of_the_twelve_professions():
    assert len(POSTINGS) >= 36
    assert len({p["id"] for p in POSTINGS}) == len(POSTINGS)
    assert len(RESUMES) == len(JOBS["resumes"])
    languages = Counter(p["language"] for p in POSTINGS)
    assert set(languages) == {"en", "zh"}
    assert languages["en"] == languages["zh"]
    per_profession = Counter(p["profession"] for p in POSTINGS)
    assert set(per_profession) == PROFESSIONS
    assert all(count >= 3 for count in per_profession.values())
    for profession in PROFESSIONS:
        assert {p["language"] for p in POSTINGS if p["profession"] == profession} == {"en", "zh"}


def test_nothing_is_copied_from_the_earlier_files():
    ours = {r["document"]["basics"]["name"] for r in JOBS["resumes"]}
    titles = {p["text"].splitlines()[0].strip().lower() for p in POSTINGS}
    for data in EARLIER:
        common = {p["text"] for p in data["postings"]} & {p["text"] for p in POSTINGS}
        common |= {p["id"] for p in data["postings"]} & {p["id"] for p in POSTINGS}
        common |= {r["id"] for r in data["resumes"]} & set(RESUMES)
        common |= {r["document"]["basics"]["name"] for r in data["resumes"]} & ours
        common |= {p["text"].splitlines()[0].strip().lower() for p in data["postings"]} & titles
        assert not common, sorted(common)
    for data in EARLIER_CLAIMS:
        common = {c["id"] for c in data["cases"]} & {c["id"] for c in CASES}
        assert not common, sorted(common)


def test_each_posting_has_its_intended_resume_and_each_profession_two_distractors():
    for posting in POSTINGS:
        resume = RESUMES[posting["resume"]]
        assert resume["role"] == "intended"
        assert resume["profession"] == posting["profession"]
    intended = {r["id"] for r in JOBS["resumes"] if r["role"] == "intended"}
    assert intended == {p["resume"] for p in POSTINGS}
    assert len(intended) == len(POSTINGS)
    distractors = Counter(r["profession"] for r in JOBS["resumes"] if r["role"] == "distractor")
    assert set(distractors) == PROFESSIONS
    assert all(count == 2 for count in distractors.values())


@pytest.mark.parametrize("resume_id", sorted(RESUMES))
def test_every_resume_is_a_valid_json_resume_document(resume_id):
    document = RESUMES[resume_id]["document"]
    assert validate_document(document) == document
    assert document["basics"]["name"] and document["work"] and document["skills"]


@pytest.mark.parametrize("posting", POSTINGS, ids=[p["id"] for p in POSTINGS])
def test_the_posting_reads_as_a_real_one(posting):
    """Title first, then duties, requirements, preferred, benefits, a pay line and legal
    text; Chinese ones with Chinese headings."""
    lines = posting["text"].splitlines()
    assert lines[0].strip() and len(lines) >= 15
    if posting["language"] == "zh":
        assert any(h in posting["text"] for h in ("岗位职责", "工作内容"))
        assert any(h in posting["text"] for h in ("任职要求", "任职资格"))
        assert "薪" in posting["text"] or "收入" in posting["text"]
    else:
        assert "$" in posting["text"] or "£" in posting["text"] or "MYR" in posting["text"]


@pytest.mark.parametrize("posting", POSTINGS, ids=[p["id"] for p in POSTINGS])
def test_the_ground_truth_is_worded_as_the_posting_and_true_of_the_resume(posting):
    text = posting["text"].lower()
    resume_text = text_of(RESUMES[posting["resume"]]["document"])
    present, missing = posting["present"], posting["missing"]
    assert present and missing and posting["variants"] and posting["junk"]
    assert len(present) >= 8 and len(missing) >= 2
    for keyword in [*present, *missing, *posting["junk"]]:
        assert keyword.lower() in text, keyword
    assert not {k.lower() for k in present} & {k.lower() for k in missing}
    for keyword in missing:
        assert not mentions(resume_text, keyword), f"the resume has {keyword}"
    worded_otherwise = {}
    for in_posting, in_resume in posting["variants"]:
        assert in_posting in present, in_posting
        assert in_resume.lower() in resume_text, in_resume
        assert not mentions(resume_text, in_posting), f"not a variant: the resume has {in_posting}"
        worded_otherwise[in_posting] = in_resume
    for keyword in present:
        assert keyword in worded_otherwise or mentions(resume_text, keyword), keyword
    assert set(posting["aliases"]) <= {*present, *missing}


# ---------------------------------------------------------------- claims_heldout4.json


def test_the_claims_file_has_over_a_hundred_cases_of_three_kinds_in_both_languages():
    assert set(CLAIMS) == {"about", "cases"}
    assert isinstance(CLAIMS["about"], str) and CLAIMS["about"]
    assert len(CASES) >= 100
    assert len({c["id"] for c in CASES}) == len(CASES)
    kinds = Counter(c["kind"] for c in CASES)
    assert set(kinds) == {"claimed_skill", "inflated_title", "rewording"}
    assert min(kinds.values()) >= 30
    for kind in kinds:
        assert {c["language"] for c in CASES if c["kind"] == kind} == {"en", "zh"}, kind
    assert {c["profession"] for c in CASES} == PROFESSIONS


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_case_is_an_edit_with_its_expected_findings_at_real_paths(case):
    assert set(case) == set(EARLIER_CLAIMS[1]["cases"][0])
    check_claims_case(case)


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if c["kind"] == "claimed_skill"],
    ids=[c["id"] for c in CASES if c["kind"] == "claimed_skill"],
)
def test_a_claimed_skill_is_one_the_posting_asks_for_and_the_earlier_version_lacks(case):
    posting = next(p for p in POSTINGS if RESUMES[p["resume"]]["document"] == case["before"])
    (finding,) = case["expect"]
    added = at(case["after"], finding["path"])
    claimed = [m for m in posting["missing"] if mentions(added, m)]
    assert claimed, added
    assert not any(mentions(text_of(case["before"]), m) for m in claimed)


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if c["kind"] == "rewording"],
    ids=[c["id"] for c in CASES if c["kind"] == "rewording"],
)
def test_a_rewording_adds_no_skill_the_posting_lacks_in_the_resume(case):
    """What a rewording writes is worded otherwise, never one of the posting's gaps."""
    posting = next(p for p in POSTINGS if RESUMES[p["resume"]]["document"] == case["before"])
    after = text_of(case["after"])
    assert not [m for m in posting["missing"] if mentions(after, m)]
