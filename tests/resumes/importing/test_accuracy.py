"""Import accuracy on the corpus (several tools and layouts, English and Chinese) and on the
app's own PDF and DOCX exports: the figures bench/import_accuracy.py prints, held to their
targets (accuracy only; time is the bench's)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from resumes.exporting import export_document
from resumes.importing.parse import parse_bytes
from resumes.importing.words import kept_fraction
from tests.resumes.documents import load
from tests.resumes.importing.corpus.scoring import score_document

FILES = Path(__file__).parent / "corpus" / "files"
CORPUS = sorted(p.name for p in FILES.iterdir() if not p.name.endswith(".expected.json"))


def test_the_corpus_spans_tools_layouts_and_languages():
    kinds = {name.rsplit(".", 1)[1] for name in CORPUS}
    assert kinds == {"pdf", "docx", "md", "txt", "zip"}
    assert sum(name.endswith(".pdf") for name in CORPUS) >= 5
    assert sum(name.startswith("zh_") for name in CORPUS) >= 4


@pytest.mark.parametrize("name", CORPUS)
def test_corpus_document_imports_with_f1_and_words_kept_on_target(name):
    path = FILES / name
    expected = json.loads((FILES / f"{path.stem}.expected.json").read_text(encoding="utf-8"))

    draft = parse_bytes(path.read_bytes())

    score = score_document(expected, draft.document)
    assert score.f1 >= 0.90, (name, score)
    assert kept_fraction(draft.source_text, draft.document) >= 0.98


@pytest.mark.parametrize(
    ("document", "language", "fmt", "theme"),
    [
        ("en_two_page", "en", "pdf", "classic"),
        ("en_two_page", "en", "pdf", "modern"),
        ("en_two_page", "en", "pdf", "compact"),
        ("en_two_page", "en", "docx", "classic"),
        ("zh_two_page", "zh-hans", "pdf", "classic"),
        ("zh_two_page", "zh-hans", "pdf", "modern"),
        ("zh_two_page", "zh-hans", "pdf", "compact"),
        ("zh_two_page", "zh-hans", "docx", "classic"),
    ],
)
def test_the_apps_own_exports_reimport_with_f1_at_least_098(document, language, fmt, theme):
    data = load(document)
    exported = export_document(data, fmt, theme=theme, language=language, name=document)

    draft = parse_bytes(exported.content)

    assert score_document(data, draft.document).f1 >= 0.98
    assert kept_fraction(draft.source_text, draft.document) >= 0.98


def test_scoring_counts_a_wrong_field_as_missed_and_extra():
    expected = {"work": [{"name": "Acme", "position": "Engineer", "startDate": "2020-01"}]}
    found = {"work": [{"name": "Acme", "position": "Manager", "startDate": "2020-01"}]}

    score = score_document(expected, found)

    assert (score.true_positive, score.false_positive, score.false_negative) == (2, 1, 1)
