"""The sixth held-out guard set (`bench/parts/claims_heldout6.json` and
`claims_heldout6_old.json`, written by `bench/parts/claims_heldout6.py` from the intended resumes
of job set 7 and the edits beside each posting in `bench/parts/heldout7/`): its PLAN only (kinds,
counts, languages, and that each case edits what it says). No guard is involved: how well the
guard does on it is measured by `bench/claims.py --corpus bench/parts/claims_heldout6.json` and
`bench/parts/claims_heldout6.py --old`, never asserted here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bench.parts import claims_heldout6, job_heldout7
from resumes.schema import validate_document
from tests.resumes.postings.heldout_format import at, check_claims_case, mentions, text_of

PARTS = Path(__file__).resolve().parents[2] / "bench" / "parts"
JOBS = json.loads((PARTS / "job_heldout7.json").read_text("utf-8"))
CLAIMS = json.loads((PARTS / "claims_heldout6.json").read_text("utf-8"))
OLD = json.loads((PARTS / "claims_heldout6_old.json").read_text("utf-8"))
EARLIER_CLAIMS = [
    json.loads((PARTS / name).read_text("utf-8"))
    for name in (
        "claims_heldout.json",
        "claims_heldout3.json",
        "claims_heldout4.json",
        "claims_heldout5.json",
    )
]
POSTINGS = JOBS["postings"]
RESUMES = {r["id"]: r for r in JOBS["resumes"]}
CASES = CLAIMS["cases"]
PROFESSIONS = set(job_heldout7.PROFESSIONS)
OLD_CHECKS = {"new_employer", "new_school", "new_credential", "dates_changed"}
OLD_CHECKS |= {"contact_changed", "name_changed", "entry_removed", "metric_invented"}


def posting_of(case: dict[str, Any]) -> dict[str, Any]:
    return next(p for p in POSTINGS if RESUMES[p["resume"]]["document"] == case["before"])


def test_the_files_are_what_the_generator_writes():
    assert json.loads(json.dumps(claims_heldout6.build(), ensure_ascii=False)) == CLAIMS
    assert json.loads(json.dumps(claims_heldout6.build_old(), ensure_ascii=False)) == OLD


def test_no_case_id_of_an_earlier_set():
    for data in EARLIER_CLAIMS:
        common = {c["id"] for c in data["cases"]} & {c["id"] for c in CASES}
        assert not common, sorted(common)
    earlier = {c["profession"] for data in EARLIER_CLAIMS for c in data["cases"]}
    assert not PROFESSIONS & earlier, sorted(PROFESSIONS & earlier)


# ---------------------------------------------------------------- claims_heldout6.json


def test_the_claims_file_has_the_kinds_and_counts_the_brief_asks_in_both_languages():
    assert set(CLAIMS) == {"about", "cases"}
    assert isinstance(CLAIMS["about"], str) and CLAIMS["about"]
    assert len({c["id"] for c in CASES}) == len(CASES)
    kinds = Counter(c["kind"] for c in CASES)
    assert set(kinds) == {"claimed_skill", "inflated_title", "rewording"}
    assert kinds["claimed_skill"] == kinds["inflated_title"] == len(POSTINGS)
    assert kinds["rewording"] >= 2 * len(POSTINGS)
    for kind in kinds:
        assert {c["language"] for c in CASES if c["kind"] == kind} == {"en", "zh"}, kind
    assert {c["profession"] for c in CASES} == PROFESSIONS


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_case_is_an_edit_with_its_expected_findings_at_real_paths(case):
    assert set(case) == set(EARLIER_CLAIMS[3]["cases"][0])
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


# ---------------------------------------------------------------- claims_heldout6_old.json


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
