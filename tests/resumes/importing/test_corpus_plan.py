"""The generated import corpus (bench/parts/import_corpus.py) is what the issue asks for:
at least 40 documents from at least 8 generators, at least 8 professions, both languages,
held-out professions, OCR documents; each with ground truth."""

from __future__ import annotations

from bench.parts.import_corpus import OCR_GENERATORS, plan
from bench.parts.import_people import HELD_OUT, person


def test_the_corpus_plan_covers_generators_professions_and_languages():
    rows = plan()
    professions = {person(language, index)[0] for language, index, _ in rows}

    assert len(rows) >= 40
    assert len({generator for _, _, generator in rows}) >= 8
    assert len(professions) >= 16 and {"en", "zh"} == {language for language, _, _ in rows}
    assert professions >= HELD_OUT
    assert {generator for _, _, generator in rows} >= set(OCR_GENERATORS)


def test_each_person_has_ground_truth_with_entries():
    for language in ("en", "zh"):
        for index in range(8):
            _, document = person(language, index)
            assert document["basics"]["name"] and len(document["work"]) == 2
            assert document["skills"][0]["keywords"]
