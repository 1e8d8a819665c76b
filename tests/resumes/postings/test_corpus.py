"""The job-match corpus of `bench/job_match.py`: its shape, and the match on its tuning part
(the held-out part is only reported by the bench, never asserted or tuned on)."""

from __future__ import annotations

from bench.job_match import quality
from bench.parts.job_corpus import cases
from resumes.postings.keywords import extract_keywords
from resumes.postings.match import index_resume, match_keywords


def test_the_corpus_covers_twelve_professions_in_both_languages_with_a_held_out_part():
    corpus = cases()
    assert len(corpus) >= 60
    professions = {c.profession for c in corpus}
    assert len(professions) >= 12
    assert {
        "healthcare",
        "accounting",
        "teaching",
        "sales",
        "marketing",
        "hr",
        "legal",
        "logistics",
        "structural",
        "design",
        "software",
        "data",
    } <= professions
    for profession in professions:
        languages = {c.language for c in corpus if c.profession == profession}
        assert languages == {"en", "zh"}
        assert any(c.held_out for c in corpus if c.profession == profession)
    assert len({c.posting for c in corpus}) == len(corpus)


def test_on_the_tuning_part_the_match_finds_what_each_resume_has_and_lacks():
    tuning = [c for c in cases() if not c.held_out]
    figures = quality(tuning, extract_keywords, match_keywords, index_resume)["all"]
    assert figures["first"] >= 0.9
    assert figures["matched"] >= 0.9 and figures["missing"] >= 0.9
    assert figures["variants"] >= 0.9
    assert figures["junk"] <= 0.05
