"""The third held-out job-match set (`bench/parts/job_heldout3.json`) and its guard cases
(`bench/parts/claims_heldout3.json`), both written by `bench/parts/job_heldout3.py`: their
STRUCTURE and the consistency of their ground truth only. They were written by an evaluator who
never read the matcher or the guard; how well those do on them is measured by
`bench/job_match.py --corpus` and `bench/claims.py --corpus`, never asserted here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bench.parts import job_heldout3
from resumes.schema import validate_document
from tests.resumes.postings.heldout_format import (
    at,
    check_claims_case,
    check_job_set_shape,
    mentions,
)

PARTS = Path(__file__).resolve().parents[3] / "bench" / "parts"
JOBS = json.loads((PARTS / "job_heldout3.json").read_text("utf-8"))
CLAIMS = json.loads((PARTS / "claims_heldout3.json").read_text("utf-8"))
EARLIER = [
    json.loads((PARTS / name).read_text("utf-8"))
    for name in ("job_heldout.json", "job_heldout2.json")
]
EARLIER_CLAIMS = json.loads((PARTS / "claims_heldout.json").read_text("utf-8"))
POSTINGS = JOBS["postings"]
RESUMES = {r["id"]: r for r in JOBS["resumes"]}
CASES = CLAIMS["cases"]


def text_of(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False).lower()


# ---------------------------------------------------------------- job_heldout3.json


def test_the_files_are_what_the_generator_writes():
    jobs, claims = job_heldout3.build()
    assert json.loads(json.dumps(jobs, ensure_ascii=False)) == JOBS
    assert json.loads(json.dumps(claims, ensure_ascii=False)) == CLAIMS


def test_the_corpus_has_the_earlier_files_keys_and_shape():
    check_job_set_shape(JOBS, EARLIER[1])


def test_36_postings_half_chinese_over_14_professions_8_of_them_new():
    assert len(POSTINGS) >= 36
    assert len({p["id"] for p in POSTINGS}) == len(POSTINGS)
    assert len(RESUMES) == len(JOBS["resumes"])
    languages = Counter(p["language"] for p in POSTINGS)
    assert set(languages) == {"en", "zh"}
    assert languages["en"] == languages["zh"]
    professions = {p["profession"] for p in POSTINGS}
    assert len(professions) >= 14
    earlier = {p["profession"] for data in EARLIER for p in data["postings"]}
    assert len(professions - earlier) >= 8
    for profession in professions:
        assert {p["language"] for p in POSTINGS if p["profession"] == profession} == {"en", "zh"}


def test_nothing_is_copied_from_the_earlier_files():
    ours = {r["document"]["basics"]["name"] for r in JOBS["resumes"]}
    for data in EARLIER:
        common = {p["text"] for p in data["postings"]} & {p["text"] for p in POSTINGS}
        common |= {p["id"] for p in data["postings"]} & {p["id"] for p in POSTINGS}
        common |= {r["id"] for r in data["resumes"]} & set(RESUMES)
        common |= {r["document"]["basics"]["name"] for r in data["resumes"]} & ours
        assert not common, sorted(common)
    common = {c["id"] for c in EARLIER_CLAIMS["cases"]} & {c["id"] for c in CASES}
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
    assert text.splitlines()[0].strip(), "the first line is the title"


# ---------------------------------------------------------------- claims_heldout3.json


def test_the_claims_file_has_ninety_cases_of_three_kinds_in_both_languages():
    assert set(CLAIMS) == set(EARLIER_CLAIMS) == {"about", "cases"}
    assert isinstance(CLAIMS["about"], str) and CLAIMS["about"]
    assert len(CASES) >= 90
    assert len({c["id"] for c in CASES}) == len(CASES)
    kinds = Counter(c["kind"] for c in CASES)
    assert set(kinds) == {"claimed_skill", "inflated_title", "rewording"}
    assert min(kinds.values()) >= 30
    for kind in kinds:
        assert {c["language"] for c in CASES if c["kind"] == kind} == {"en", "zh"}, kind
    assert len({c["profession"] for c in CASES}) >= 14


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_case_is_an_edit_with_its_expected_findings_at_real_paths(case):
    assert set(case) == set(EARLIER_CLAIMS["cases"][0])
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


def test_the_path_reader_follows_the_guards_notation():
    document = {"basics": {"label": "RN"}, "skills": [{"keywords": ["BLS", "ACLS"]}]}
    assert at(document, "skills[0].keywords[1]") == "ACLS"
    assert at(document, "basics.label") == "RN"
    with pytest.raises(IndexError):
        at(document, "skills[0].keywords[2]")
    with pytest.raises(KeyError):
        at(document, "work[0].position")
    assert mentions("Iowa commercial pesticide applicator license", "pesticide applicator license")
    assert not mentions("hartford steam boiler repair", "AIR")
    assert mentions("持有执业兽医资格证", "执业兽医资格证")
