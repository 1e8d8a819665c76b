"""Blind set 6 (bench/parts/import_blind6/make.py) is what the evaluation claims: at least 44
documents, half English and half Chinese, at least 8 generators sets 3-5 never used, at least
10 professions sets 2-5 did not use, each person in several documents, about a quarter scans
and photos in both languages as PNG, JPEG and image-only PDF; each ground truth a valid JSON
Resume document (skills grouped, languages with fluency, certificates, a location) whose
every fact is written in its document's source (sheet, drawing, RTF, HTML, DOCX or PostScript
text); and the generators that need no office suite, browser or OCR build their files. The
parser is not run here: bench/import_blind6.py runs it."""

from __future__ import annotations

import subprocess
from collections import Counter

import pytest

from bench.parts.import_blind2.people_en import PEOPLE_EN as BLIND2_EN
from bench.parts.import_blind2.people_zh import PEOPLE_ZH as BLIND2_ZH
from bench.parts.import_blind3.make import GENERATORS as BLIND3_GENERATORS
from bench.parts.import_blind3.make import PEOPLE as BLIND3_PEOPLE
from bench.parts.import_blind4.make import GENERATORS as BLIND4_GENERATORS
from bench.parts.import_blind4.model import PEOPLE as BLIND4_PEOPLE
from bench.parts.import_blind5.make import GENERATORS as BLIND5_GENERATORS
from bench.parts.import_blind5.model import PEOPLE as BLIND5_PEOPLE
from bench.parts.import_blind6.make import (
    GENERATORS,
    PEOPLE,
    SMOKE,
    build,
    plan,
    source,
    text,
)
from resumes.schema.validation import validate_document
from tests.bench.test_import_blind4_plan import _facts
from tests.bench.test_import_blind5_plan import _squash

OLD_LABELS = {
    p["basics"]["label"]
    for people in (BLIND2_EN, BLIND2_ZH, BLIND3_PEOPLE, BLIND4_PEOPLE, BLIND5_PEOPLE)
    for p in (people.values() if isinstance(people, dict) else people)
}


def test_the_plan_covers_generators_professions_and_languages():
    docs = plan()

    assert len(docs) >= 44 and len({d.doc_id for d in docs}) == len(docs)
    assert {d.generator for d in docs} == set(GENERATORS)
    old = set(BLIND3_GENERATORS) | set(BLIND4_GENERATORS) | set(BLIND5_GENERATORS)
    assert len(set(GENERATORS) - old) >= 8
    labels = {PEOPLE[d.person]["basics"]["label"] for d in docs}
    assert len(labels) >= 10 and not labels & OLD_LABELS
    assert min(Counter(d.person for d in docs).values()) >= 3
    by_language = {lang: sum(d.language == lang for d in docs) for lang in ("en", "zh")}
    assert by_language == {"en": len(docs) // 2, "zh": len(docs) // 2}
    ocr = [d for d in docs if d.ocr]
    assert len(docs) // 5 <= len(ocr) <= len(docs) // 3
    assert {d.language for d in ocr} == {"en", "zh"}
    text_docs = [d for d in docs if not d.ocr]
    assert sum(d.language == "en" for d in text_docs) == len(text_docs) // 2
    linkedin = [d for d in docs if d.linkedin]
    assert len(linkedin) >= 4 and {d.language for d in linkedin} == {"en", "zh"}
    assert [d.doc_id for d in plan(smoke=True)] == [docs[n].doc_id for n in SMOKE]


def test_scans_and_photos_come_as_png_jpeg_and_image_only_pdf():
    from bench.parts.import_blind6.images import KINDS

    kinds = {d.generator for d in plan() if d.ocr}
    assert kinds == set(KINDS)
    assert {KINDS[k][1] for k in kinds} == {"png", "jpg", "pdf"}
    for kind in kinds:
        assert {d.language for d in plan() if d.generator == kind} == {"en", "zh"}


@pytest.mark.parametrize("doc", plan(), ids=lambda d: d.doc_id)
def test_each_truth_is_a_valid_json_resume_document(doc):
    check_truth(source(doc)[2], doc.linkedin)


def check_truth(truth: dict, linkedin: bool) -> None:
    """A whole person: valid JSON Resume, two jobs, a city, schools, grouped skills (LinkedIn
    shows top skills only), languages with their fluency, certificates."""
    assert validate_document(truth) == truth
    assert truth["basics"]["name"] and len(truth["work"]) >= 2
    assert truth["basics"]["location"]["city"]
    assert truth["education"] and truth["skills"] and truth["languages"]
    assert all(lang.get("fluency") for lang in truth["languages"])
    assert truth["certificates"]
    if not linkedin:
        assert all(s.get("keywords") for s in truth["skills"])


@pytest.mark.parametrize("doc", plan(), ids=lambda d: d.doc_id)
def test_every_fact_of_the_truth_is_written_in_the_document(doc):
    kind, content, truth = source(doc)
    written = _squash(text(kind, content))

    missing = [f for f in _facts(truth) if _squash(f) not in written]
    assert not missing


def test_a_linkedin_truth_holds_only_what_the_profile_shows():
    doc = next(d for d in plan() if d.linkedin)
    truth = source(doc)[2]

    assert len(truth["skills"]) == 3 and all(set(s) == {"name"} for s in truth["skills"])
    assert all(set(c) == {"name"} for c in truth["certificates"])


def test_the_generators_without_office_browser_or_ocr_build_their_files(tmp_path):
    quick = [d for d in plan() if d.generator in ("gdocs", "postscript")]
    quick = [quick[0], quick[3], quick[5]]
    assert {d.generator for d in quick} == {"gdocs", "postscript"}

    built = build(quick, tmp_path)

    assert {d.language for d in built} == {"en", "zh"}
    for doc in built:
        assert (tmp_path / f"{doc.doc_id}.expected.json").exists()
        if doc.path.suffix == ".pdf":
            shown = subprocess.run(
                ["pdftotext", str(doc.path), "-"], capture_output=True, text=True, check=True
            ).stdout
        else:
            shown = subprocess.run(
                ["pandoc", "-t", "plain", str(doc.path)], capture_output=True, text=True,
                check=True,
            ).stdout  # fmt: skip
        assert _squash(doc.truth["basics"]["name"]) in _squash(shown)
        assert _squash(doc.truth["work"][0]["name"]) in _squash(shown)
