"""Blind set 9 (bench/parts/import_blind9/make.py) is what the evaluation claims: 32
documents, half English and half Chinese over all and over the text documents, 10 generators
none of sets 3-8 used, 8 professions none of sets 2-8 used, each person in several documents, a
quarter to a third scans, photos and screenshots, each image kind in both languages; each
ground truth a valid JSON Resume document (skills grouped, languages with fluency,
certificates, a city) whose every fact is written in its document's source (the .tex file, the
docx and jsPDF pages, the Typst string literals, the Markdown, the Notepad lines, the quoted
mail); and the two generators that need no node, office suite or OCR (pdfTeX, Notepad) build
their files. The parser is not run here: bench/import_blind9.py runs it."""

from __future__ import annotations

import shutil
import subprocess
from collections import Counter

import pytest

from bench.parts.import_blind3.make import GENERATORS as BLIND3_GENERATORS
from bench.parts.import_blind4.make import GENERATORS as BLIND4_GENERATORS
from bench.parts.import_blind5.make import GENERATORS as BLIND5_GENERATORS
from bench.parts.import_blind6.make import GENERATORS as BLIND6_GENERATORS
from bench.parts.import_blind7.make import GENERATORS as BLIND7_GENERATORS
from bench.parts.import_blind7.model import PEOPLE as BLIND7_PEOPLE
from bench.parts.import_blind8.make import GENERATORS as BLIND8_GENERATORS
from bench.parts.import_blind8.model import PEOPLE as BLIND8_PEOPLE
from bench.parts.import_blind9.images import KINDS
from bench.parts.import_blind9.make import GENERATORS, PEOPLE, SMOKE, build, plan, source, text
from bench.parts.import_blind9.texts import notepad_text
from tests.bench.test_import_blind4_plan import _facts
from tests.bench.test_import_blind5_plan import _squash
from tests.bench.test_import_blind6_plan import check_truth
from tests.bench.test_import_blind7_plan import OLD_LABELS

OLD = {*BLIND3_GENERATORS, *BLIND4_GENERATORS, *BLIND5_GENERATORS, *BLIND6_GENERATORS,
       *BLIND7_GENERATORS, *BLIND8_GENERATORS}  # fmt: skip


def test_the_plan_covers_generators_professions_and_languages():
    docs = plan()

    assert len(docs) == 32 and len({d.doc_id for d in docs}) == len(docs)
    assert {d.generator for d in docs} == set(GENERATORS)
    assert len(GENERATORS) >= 8 and not set(GENERATORS) & OLD
    labels = {PEOPLE[d.person]["basics"]["label"] for d in docs}
    old_labels = OLD_LABELS | {
        p["basics"]["label"] for people in (BLIND7_PEOPLE, BLIND8_PEOPLE) for p in people.values()
    }
    assert len(labels) == 8 and not labels & old_labels
    assert min(Counter(d.person for d in docs).values()) >= 3
    by_language = {lang: sum(d.language == lang for d in docs) for lang in ("en", "zh")}
    assert by_language == {"en": 16, "zh": 16}
    ocr = [d for d in docs if d.ocr]
    assert len(docs) // 4 <= len(ocr) <= len(docs) // 3
    text_docs = [d for d in docs if not d.ocr]
    assert len(text_docs) >= 22
    assert sum(d.language == "en" for d in text_docs) == len(text_docs) // 2
    smoke = plan(smoke=True)
    assert [d.doc_id for d in smoke] == [docs[n].doc_id for n in SMOKE]
    assert not any(d.ocr for d in smoke)


def test_scans_photos_and_screenshots_come_in_both_languages():
    kinds = {d.generator for d in plan() if d.ocr}

    assert kinds == set(KINDS)
    for kind in kinds:
        assert {d.language for d in plan() if d.generator == kind} == {"en", "zh"}


@pytest.mark.parametrize("doc", plan(), ids=lambda d: d.doc_id)
def test_each_truth_is_a_valid_json_resume_document(doc):
    check_truth(source(doc)[2], linkedin=False)


@pytest.mark.parametrize("doc", plan(), ids=lambda d: d.doc_id)
def test_every_fact_of_the_truth_is_written_in_the_document(doc):
    kind, content, truth = source(doc)
    written = _squash(text(kind, content))

    missing = [f for f in _facts(truth) if _squash(f) not in written]
    assert not missing


def test_the_generators_without_node_office_or_ocr_build_their_files(tmp_path):
    quick = plan(smoke=True)
    assert {d.generator for d in quick} == {"latex", "notepad_ansi"}
    for tool, package in (("pdflatex", "texlive-latex-base"), ("pdftotext", "poppler-utils")):
        assert shutil.which(tool), f"{tool} missing: install {package} (scripts/bootstrap.sh test)"

    built = build(quick, tmp_path)

    assert {d.language for d in built} == {"en", "zh"}
    for doc in built:
        assert (tmp_path / f"{doc.doc_id}.expected.json").exists()
        if doc.path.suffix == ".pdf":
            shown = subprocess.run(
                ["pdftotext", str(doc.path), "-"], capture_output=True, text=True, check=True
            ).stdout
        else:
            data = doc.path.read_bytes()
            assert b"\r\n" in data and data.count(b"\n") == data.count(b"\r\n")
            shown = notepad_text(data)
        assert _squash(doc.truth["basics"]["name"]) in _squash(shown)
        assert _squash(doc.truth["work"][0]["name"]) in _squash(shown)
