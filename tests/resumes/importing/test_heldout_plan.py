"""The held-out import documents (bench/parts/import_heldout.py) are what the evaluation
claims: at least 16 documents, at least 6 professions, English and Chinese, Chromium styles
and the other formats, scans; each ground truth a valid JSON Resume document with entries.
No parser and no Chromium here: the text formats are built and checked to carry the truth."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.parts.heldout_people import PEOPLE, language_of, person
from bench.parts.import_heldout import SMOKE, build, plan
from resumes.schema.validation import validate_document

TEXT_STYLES = {"docx_tables", "email_text", "markdown"}


def test_the_plan_covers_styles_professions_languages_and_scans():
    rows = plan()
    styles = {style for _, _, style in rows}

    assert len(rows) >= 16 and len({doc_id for doc_id, _, _ in rows}) == len(rows)
    assert len({key for _, key, _ in rows}) >= 6
    assert {language_of(key) for _, key, _ in rows} == {"en", "zh"}
    assert len(styles - TEXT_STYLES - {s for s in styles if s.startswith("scan:")}) >= 4
    assert styles >= TEXT_STYLES and any(s.startswith("scan:") for s in styles)
    assert [doc_id for doc_id, _, _ in plan(smoke=True)] == SMOKE


@pytest.mark.parametrize("key", sorted(PEOPLE))
def test_each_ground_truth_is_a_valid_json_resume_document(key):
    document = person(key)

    assert validate_document(document) == document
    assert document["basics"]["name"] and len(document["work"]) == 2
    assert document["education"] and document["skills"][0]["keywords"]


def test_the_text_formats_carry_every_highlight_of_their_truth(tmp_path: Path):
    rows = [row for row in plan() if row[2] in {"email_text", "markdown"}]

    for built in build(rows, tmp_path):
        text = built.path.read_text(encoding="utf-8")
        assert built.truth["basics"]["name"] in text
        for job in built.truth["work"]:
            assert all(line in text for line in job["highlights"]), built.doc_id
