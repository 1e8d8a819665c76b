"""The hand-written held-out corpus of `bench/job_match.py --heldout`: its structure and ground
truth only. The match's figures on it are reported by the bench, never asserted here."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bench.parts.job_heldout import PROFESSIONS, load, same
from resumes.schema import validate_document

DATA = load()
POSTINGS = DATA["postings"]
RESUMES = {r["id"]: r for r in DATA["resumes"]}


def test_the_corpus_has_thirty_postings_over_twelve_professions_a_third_in_chinese():
    assert len(POSTINGS) >= 30
    assert len({p["id"] for p in POSTINGS}) == len(POSTINGS)
    assert len(RESUMES) == len(DATA["resumes"])
    professions = {p["profession"] for p in POSTINGS}
    assert set(PROFESSIONS.split()) <= professions
    languages = Counter(p["language"] for p in POSTINGS)
    assert set(languages) == {"en", "zh"}
    assert languages["zh"] * 4 >= len(POSTINGS)


def test_each_posting_has_its_intended_resume_and_each_profession_two_distractors():
    for posting in POSTINGS:
        resume = RESUMES[posting["resume"]]
        assert resume["role"] == "intended"
        assert resume["profession"] == posting["profession"]
    distractors = Counter(r["profession"] for r in DATA["resumes"] if r["role"] == "distractor")
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
    assert present and posting["variants"] and posting["junk"]
    for keyword in [*present, *missing, *posting["junk"]]:
        assert keyword.lower() in text, keyword
    assert not {k.lower() for k in present} & {k.lower() for k in missing}
    for keyword in missing:
        assert keyword.lower() not in resume_text, f"the resume has {keyword}"
    for in_posting, in_resume in posting["variants"]:
        assert in_posting.lower() in text, in_posting
        assert in_resume.lower() in resume_text, in_resume
    named = {*present, *missing, *(v[0] for v in posting["variants"])}
    assert set(posting["aliases"]) <= named


def test_the_bench_compares_keywords_by_normalised_words():
    assert same("Wound care", "wound care")
    assert same("wound care", "wound care management")
    assert same("Teaching licence", "teaching license")
    assert same("ＳＱＬ", "SQL")
    assert same("reconciliation", "reconciliations")
    assert same("血流动力学监测", "血流动力学")
    assert not same("care", "wound care")
    assert not same("s", "S&OP")
    assert not same("s", "SAP (ECC or S/4HANA)")
    assert not same("设计", "结构设计")
    assert not same("", "SQL")


def test_a_latin_word_inside_chinese_stays_one_word():
    # "FTO分析" holds the word FTO, not the letters f, t, o.
    assert same("FTO分析", "FTO")
    assert same("CMF方案", "CMF")
    assert not same("f", "FTO分析")
