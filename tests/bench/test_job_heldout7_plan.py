"""The seventh held-out job-match set (`bench/parts/job_heldout7.json`, written by
`bench/parts/job_heldout7.py` from `bench/parts/heldout6/`): its PLAN only (counts,
professions, languages, and that its ground truth is worded as the posting and true of the
resume). No matcher is involved: how well the match does on it is measured by
`bench/job_match.py --corpus bench/parts/job_heldout7.json`, never asserted here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from bench.parts import job_heldout7
from resumes.schema import validate_document
from tests.resumes.postings.heldout_format import (
    check_ground_truth,
    check_job_set_shape,
)

PARTS = Path(__file__).resolve().parents[2] / "bench" / "parts"
JOBS = json.loads((PARTS / "job_heldout7.json").read_text("utf-8"))
EARLIER_NAMES = [f"job_heldout{n}.json" for n in ("", "2", "3", "4", "5", "6")]
EARLIER = [json.loads((PARTS / name).read_text("utf-8")) for name in EARLIER_NAMES]
CORPUS = json.loads((PARTS / "job_corpus.json").read_text("utf-8"))
POSTINGS = JOBS["postings"]
RESUMES = {r["id"]: r for r in JOBS["resumes"]}
PROFESSIONS = set(job_heldout7.PROFESSIONS)


def test_the_file_is_what_the_generator_writes():
    assert json.loads(json.dumps(job_heldout7.build(), ensure_ascii=False)) == JOBS


def test_the_file_has_the_earlier_sets_keys_and_shape():
    check_job_set_shape(JOBS, EARLIER[-1])
    assert all(p["id"].startswith("h7-") for p in POSTINGS)
    assert all(r.startswith("cv7-") for r in RESUMES)


def test_forty_two_postings_over_fourteen_professions_a_third_chinese():
    assert len(POSTINGS) >= 42
    assert len({p["id"] for p in POSTINGS}) == len(POSTINGS)
    assert len(RESUMES) == len(JOBS["resumes"])
    languages = Counter(p["language"] for p in POSTINGS)
    assert set(languages) == {"en", "zh"}
    assert 3 * languages["zh"] >= len(POSTINGS)
    per_profession = Counter(p["profession"] for p in POSTINGS)
    assert set(per_profession) == PROFESSIONS and len(PROFESSIONS) >= 14
    assert all(count >= 3 for count in per_profession.values())
    for profession in PROFESSIONS:
        assert {p["language"] for p in POSTINGS if p["profession"] == profession} == {"en", "zh"}


# Kept-out sets that fixers wrote after (or while) set 7 was written, without knowing its
# professions: they are no earlier set. claims_kept10 shares mining, optometry and printing.
WRITTEN_LATER = {"job_kept7.json", "claims_kept10.json", "claims_kept10_old.json"}


def test_no_profession_of_an_earlier_set_the_corpus_or_a_tuning_set():
    earlier = {p["profession"] for data in EARLIER for p in data["postings"]}
    earlier |= set(CORPUS["professions"])
    for path in [*PARTS.glob("job_*.json"), *PARTS.glob("claims_*.json")]:
        if path.name not in {
            "job_heldout7.json",
            "claims_heldout6.json",
            "claims_heldout6_old.json",
            *WRITTEN_LATER,
        }:
            data = json.loads(path.read_text("utf-8"))
            earlier |= {
                c["profession"] for c in [*data.get("postings", []), *data.get("cases", [])]
            }
    assert not PROFESSIONS & earlier, sorted(PROFESSIONS & earlier)


def test_nothing_is_copied_from_the_earlier_sets():
    ours = {r["document"]["basics"]["name"] for r in JOBS["resumes"]}
    titles = {p["text"].splitlines()[0].strip().lower() for p in POSTINGS}
    for data in EARLIER:
        common = {p["text"] for p in data["postings"]} & {p["text"] for p in POSTINGS}
        common |= {p["id"] for p in data["postings"]} & {p["id"] for p in POSTINGS}
        common |= {r["id"] for r in data["resumes"]} & set(RESUMES)
        common |= {r["document"]["basics"]["name"] for r in data["resumes"]} & ours
        common |= {p["text"].splitlines()[0].strip().lower() for p in data["postings"]} & titles
        assert not common, sorted(common)


def test_each_posting_has_its_intended_resume_and_each_profession_three_distractors():
    """Two from neighbouring roles and one near miss of the same job family."""
    for posting in POSTINGS:
        resume = RESUMES[posting["resume"]]
        assert resume["role"] == "intended"
        assert resume["profession"] == posting["profession"]
    intended = {r["id"] for r in JOBS["resumes"] if r["role"] == "intended"}
    assert intended == {p["resume"] for p in POSTINGS}
    distractors = Counter(r["profession"] for r in JOBS["resumes"] if r["role"] == "distractor")
    assert set(distractors) == PROFESSIONS
    assert all(count == 3 for count in distractors.values())
    near = Counter(r["profession"] for r in JOBS["resumes"] if r["id"].startswith("cv7-near-"))
    assert set(near) == PROFESSIONS and set(near.values()) == {1}


@pytest.mark.parametrize("resume_id", sorted(RESUMES))
def test_every_resume_is_a_valid_json_resume_document(resume_id):
    document = RESUMES[resume_id]["document"]
    assert validate_document(document) == document
    assert document["basics"]["name"] and document["work"] and document["skills"]


@pytest.mark.parametrize("posting", POSTINGS, ids=[p["id"] for p in POSTINGS])
def test_the_posting_reads_as_a_real_one(posting):
    """Title first, then the company, duties, requirements, extras, a pay line and legal text;
    Chinese ones with Chinese headings."""
    text = posting["text"]
    assert text.splitlines()[0].strip() and len(text.splitlines()) >= 12
    if posting["language"] == "zh":
        assert any(h in text for h in ("岗位职责", "工作内容"))
        assert any(h in text for h in ("任职要求", "任职资格"))
        assert "薪" in text
    else:
        assert "$" in text and "equal opportunity" in text.lower()


def test_sections_come_as_bullets_as_prose_and_without_the_usual_headings():
    prose = [p["id"] for p in POSTINGS if any(len(line) > 160 for line in p["text"].splitlines())]
    assert len(prose) >= 10
    headless = [p for p in POSTINGS if p["language"] == "en" and "Qualifications" not in p["text"]]
    assert len(headless) >= 5


def test_postings_hold_alternatives_and_negations():
    texts = [p["text"] for p in POSTINGS]
    assert sum(" or " in t and "(" in t for t in texts) >= 10
    negations = ("not required", "not needed", "do not need", "no experience with", "不要求")
    negations += ("无需", "不需要", "is not part of", "is NOT required", "is needed")
    assert sum(any(n in t for n in negations) for t in texts) >= 10


@pytest.mark.parametrize("posting", POSTINGS, ids=[p["id"] for p in POSTINGS])
def test_the_ground_truth_is_worded_as_the_posting_and_true_of_the_resume(posting):
    check_ground_truth(posting, RESUMES[posting["resume"]]["document"])


def test_variants_are_many_and_in_both_languages():
    assert sum(len(p["variants"]) for p in POSTINGS) >= 180
    for language in ("en", "zh"):
        assert sum(len(p["variants"]) for p in POSTINGS if p["language"] == language) >= 40


def test_each_posting_has_its_guard_edits():
    """A claim, an inflated title and two or three rewordings beside every posting (read by
    `bench/parts/claims_heldout6.py`)."""
    for part in job_heldout7.parts():
        assert set(part.edits) == {p["id"].removeprefix("h7-") for p in part.postings}
        for edits in part.edits.values():
            assert (
                {"claim", "title", "reword", "reword2"}
                <= set(edits)
                <= {
                    "claim",
                    "title",
                    "reword",
                    "reword2",
                    "reword3",
                }
            )
