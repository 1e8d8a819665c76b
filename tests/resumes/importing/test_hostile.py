"""Bad input: every file that cannot be imported gets one clear sentence and creates nothing;
parsing runs in a worker process whose time and memory are bounded."""

from __future__ import annotations

import pytest

from resumes.importing import MAX_IMPORT_BYTES, ImportRejected, import_resume
from resumes.importing.errors import ParseFailure
from resumes.importing.worker import parse_in_worker
from resumes.models import ImportSource, Resume
from tests.resumes.importing import hostile_files as H

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("make", "sentence"),
    [
        (lambda: H.blank_pages(2), "No readable text was found in this picture or scan"),
        (H.encrypted_pdf, "This file is protected by a password"),
        (H.corrupt_pdf, "This PDF is damaged and cannot be read"),
        (H.truncated_pdf, "This PDF is incomplete (the end of the file is missing)"),
        (H.truncated_docx, "This file is damaged and cannot be read"),
        (H.empty_docx, "The file is empty"),
        (lambda: b"", "The file is empty"),
        (lambda: b"  \n\n \t", "The file is empty"),
        (lambda: H.blank_pages(3000), "This PDF has 3,000 pages; a resume can have at most 30."),
        (lambda: H.zip_bomb(docx=True), "This file unpacks to far more data than a resume needs"),
        (lambda: H.zip_bomb(docx=False), "This file unpacks to far more data than a resume needs"),
        (H.old_word, "This is an old Word 97–2003 .doc file"),
        (H.png, "This picture is damaged and cannot be read"),
        (H.blank_photo, "No readable text was found in this picture or scan"),
        (H.pixel_bomb, "This file unpacks to far more data than a resume needs"),
        (H.random_zip, "This zip file is neither a Word document nor a LinkedIn data export"),
        (lambda: bytes(range(256)) * 50, "This file is not a document this app can read"),
    ],
    ids=[
        "image-only-pdf", "encrypted-pdf", "corrupt-pdf", "truncated-pdf", "truncated-docx",
        "empty-docx", "empty-file", "blank-text", "3000-pages", "docx-bomb", "zip-bomb",
        "old-doc", "broken-image", "blank-photo", "pixel-bomb", "other-zip", "binary",
    ],
)  # fmt: skip
def test_a_file_that_cannot_be_imported_gets_one_sentence_and_creates_nothing(user, make, sentence):
    with pytest.raises(ImportRejected) as caught:
        import_resume(owner=user, raw=make(), filename="resume")

    [(path, message)] = caught.value.problems
    assert path == ""
    assert message.startswith(sentence)
    assert message.endswith(".")
    assert Resume.objects.count() == 0
    assert ImportSource.objects.count() == 0


def test_a_file_over_the_limit_is_refused_before_parsing(user):
    with pytest.raises(ImportRejected, match=r"too large .*at most 10,000,000 bytes \(10 MB\)"):
        import_resume(owner=user, raw=b"%PDF-1.7\n" + b"0" * MAX_IMPORT_BYTES)
    assert Resume.objects.count() == 0


def test_the_worker_is_stopped_at_its_time_limit():
    with pytest.raises(ParseFailure) as caught:
        parse_in_worker(H.good_pdf(), timeout=0.05)

    assert caught.value.code == "timeout"


def test_the_worker_is_stopped_at_its_memory_limit():
    with pytest.raises(ParseFailure) as caught:
        parse_in_worker(H.good_pdf(), memory=30 * 1024 * 1024)

    assert caught.value.code == "memory"


def test_the_worker_reads_a_good_file_within_its_limits():
    draft = parse_in_worker(H.good_pdf())

    assert draft.document["basics"]["name"] == "Maria Gonzalez"
    assert draft.kind == "pdf"
