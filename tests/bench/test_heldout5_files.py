"""The fifth held-out job-match set (`bench/parts/job_heldout5.json`, written by
`bench/parts/job_heldout5.py` from `bench/parts/heldout5/`) and its guard cases
(`bench/parts/claims_heldout5.json` and `claims_heldout5_old.json`, written by
`bench/parts/claims_heldout5.py`): their STRUCTURE and the consistency of their ground truth
only. They were written by an evaluator who never read the matcher or the guard; how well those
do on them is measured by `bench/job_match.py --corpus`, `bench/claims.py --corpus` and
`bench/parts/claims_heldout5.py --old`, never asserted here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bench.parts import claims_heldout5, job_heldout5
from resumes.schema import validate_document
from tests.resumes.postings.heldout_format import (
    at,
    check_claims_case,
    check_ground_truth,
    check_job_set_shape,
    mentions,
    text_of,
)

PARTS = Path(__file__).resolve().parents[2] / "bench" / "parts"
JOBS = json.loads((PARTS / "job_heldout5.json").read_text("utf-8"))
CLAIMS = json.loads((PARTS / "claims_heldout5.json").read_text("utf-8"))
OLD = json.loads((PARTS / "claims_heldout5_old.json").read_text("utf-8"))
EARLIER = [
    json.loads((PARTS / name).read_text("utf-8"))
    for name in ("job_heldout.json", "job_heldout2.json", "job_heldout3.json", "job_heldout4.json")
]
EARLIER_CLAIMS = [
    json.loads((PARTS / name).read_text("utf-8"))
    for name in ("claims_heldout.json", "claims_heldout3.json", "claims_heldout4.json")
]
POSTINGS = JOBS["postings"]
RESUMES = {r["id"]: r for r in JOBS["resumes"]}
CASES = CLAIMS["cases"]
PROFESSIONS = set(job_heldout5.PROFESSIONS)
OLD_CHECKS = {"new_employer", "new_school", "new_credential", "dates_changed"}
OLD_CHECKS |= {"contact_changed", "name_changed", "entry_removed", "metric_invented"}


def posting_of(case: dict[str, Any]) -> dict[str, Any]:
    return next(p for p in POSTINGS if RESUMES[p["resume"]]["document"] == case["before"])


# ---------------------------------------------------------------- job_heldout5.json


def test_the_files_are_what_the_generators_write():
    assert json.loads(json.dumps(job_heldout5.build(), ensure_ascii=False)) == JOBS
    assert json.loads(json.dumps(claims_heldout5.build(), ensure_ascii=False)) == CLAIMS
    assert json.loads(json.dumps(claims_heldout5.build_old(), ensure_ascii=False)) == OLD


def test_the_corpus_has_the_earlier_files_keys_and_shape():
    check_job_set_shape(JOBS, EARLIER[3])


def test_forty_postings_over_thirteen_professions_a_third_chinese():
    assert len(POSTINGS) >= 40
    assert len({p["id"] for p in POSTINGS}) == len(POSTINGS)
    assert len(RESUMES) == len(JOBS["resumes"])
    languages = Counter(p["language"] for p in POSTINGS)
    assert set(languages) == {"en", "zh"}
    assert 3 * languages["zh"] >= len(POSTINGS)
    per_profession = Counter(p["profession"] for p in POSTINGS)
    assert set(per_profession) == PROFESSIONS and len(PROFESSIONS) >= 13
    assert all(count >= 3 for count in per_profession.values())
    for profession in PROFESSIONS:
        assert {p["language"] for p in POSTINGS if p["profession"] == profession} == {"en", "zh"}


def test_the_professions_are_not_set_4s():
    assert not PROFESSIONS & {p["profession"] for p in EARLIER[3]["postings"]}


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
    """Title first, then about us, duties, requirements, preferred, benefits, a pay line and
    legal text; Chinese ones with Chinese headings."""
    text = posting["text"]
    lines = text.splitlines()
    assert lines[0].strip() and len(lines) >= 20
    if posting["language"] == "zh":
        assert any(h in text for h in ("岗位职责", "工作内容"))
        assert any(h in text for h in ("任职要求", "任职资格"))
        assert "薪" in text
    else:
        assert "$" in text
        legal = ("equal opportunity", "eeo", "discrimination", "e-verify")
        assert any(word in text.lower() for word in legal)


def test_requirements_come_both_as_bullets_and_as_prose():
    """Some postings write a section as one paragraph, not a list."""
    prose = [p["id"] for p in POSTINGS if any(len(line) > 160 for line in p["text"].splitlines())]
    assert len(prose) >= 10


@pytest.mark.parametrize("posting", POSTINGS, ids=[p["id"] for p in POSTINGS])
def test_the_ground_truth_is_worded_as_the_posting_and_true_of_the_resume(posting):
    check_ground_truth(posting, RESUMES[posting["resume"]]["document"])


# ---------------------------------------------------------------- claims_heldout5.json


def test_the_claims_file_has_the_kinds_and_counts_the_brief_asks_in_both_languages():
    assert set(CLAIMS) == {"about", "cases"}
    assert isinstance(CLAIMS["about"], str) and CLAIMS["about"]
    assert len({c["id"] for c in CASES}) == len(CASES)
    kinds = Counter(c["kind"] for c in CASES)
    assert set(kinds) == {"claimed_skill", "inflated_title", "rewording"}
    assert kinds["claimed_skill"] >= 30
    assert kinds["inflated_title"] >= 20
    assert kinds["rewording"] >= 50
    for kind in kinds:
        assert {c["language"] for c in CASES if c["kind"] == kind} == {"en", "zh"}, kind
    assert {c["profession"] for c in CASES} == PROFESSIONS


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_case_is_an_edit_with_its_expected_findings_at_real_paths(case):
    assert set(case) == set(EARLIER_CLAIMS[2]["cases"][0])
    check_claims_case(case)


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if c["kind"] == "claimed_skill"],
    ids=[c["id"] for c in CASES if c["kind"] == "claimed_skill"],
)
def test_a_claimed_skill_is_one_the_posting_asks_for_and_the_earlier_version_lacks(case):
    posting = posting_of(case)
    (finding,) = case["expect"]
    added = at(case["after"], finding["path"])
    claimed = [m for m in posting["missing"] if mentions(added, m)]
    assert claimed, added
    assert not any(mentions(text_of(case["before"]), m) for m in claimed)


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if c["kind"] == "inflated_title"],
    ids=[c["id"] for c in CASES if c["kind"] == "inflated_title"],
)
def test_an_inflated_title_changes_only_a_position_or_the_label(case):
    (finding,) = case["expect"]
    assert finding["path"] == "basics.label" or finding["path"].endswith(".position")
    assert at(case["after"], finding["path"]) != at(case["before"], finding["path"])


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if c["kind"] == "rewording"],
    ids=[c["id"] for c in CASES if c["kind"] == "rewording"],
)
def test_a_rewording_adds_no_skill_the_posting_lacks_in_the_resume(case):
    """What a rewording writes is worded otherwise, never one of the posting's gaps."""
    after = text_of(case["after"])
    assert not [m for m in posting_of(case)["missing"] if mentions(after, m)]


# ---------------------------------------------------------------- claims_heldout5_old.json


def test_the_old_check_cases_cover_the_checks_from_before_issue_28():
    cases = OLD["cases"]
    assert set(OLD) == {"about", "cases"} and OLD["about"]
    assert len(cases) >= 12 and len({c["id"] for c in cases}) == len(cases)
    assert {c["kind"] for c in cases} == {"existing_check"}
    assert {c["language"] for c in cases} == {"en", "zh"}
    assert {e["check"] for c in cases for e in c["expect"]} == OLD_CHECKS


@pytest.mark.parametrize("case", OLD["cases"], ids=[c["id"] for c in OLD["cases"]])
def test_an_old_check_case_edits_what_its_check_names(case):
    assert set(case) == set(CASES[0])
    for side in ("before", "after"):
        assert validate_document(case[side]) == case[side]
    (finding,) = case["expect"]
    assert set(finding) == {"check", "path"}
    before = at(case["before"], finding["path"])
    if finding["check"] == "entry_removed":
        assert len(case["after"]["work"]) == len(case["before"]["work"]) - 1
    else:
        assert at(case["after"], finding["path"]) != before
    assert text_of(case["after"]) != text_of(case["before"])
