"""Scans and phone photos read offline with Tesseract: pages of the corpus' PDFs rendered,
turned a little, with paper noise (a scan) or uneven light and JPEG (a photo), or wrapped in
an image-only PDF; each is deskewed and parsed like text. The report says OCR read it."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse

from resumes.importing.ocr import skew_angle
from resumes.importing.parse import parse_bytes
from resumes.models import Resume
from tests.resumes.importing.corpus import scans
from tests.resumes.importing.corpus.scoring import content_recall, score_document

FILES = Path(__file__).parent / "corpus" / "files"


def _source(name: str) -> tuple[list, dict]:
    expected = json.loads((FILES / f"{name}.expected.json").read_text(encoding="utf-8"))
    return scans.pages((FILES / f"{name}.pdf").read_bytes()), expected


@pytest.fixture(scope="module")
def english():
    return _source("en_reportlab_single")


def test_a_scanned_png_is_deskewed_and_read_like_text(english):
    pages, expected = english
    draft = parse_bytes(scans.encode(scans.scanned(pages[0], 2.0), "png"))

    assert draft.kind == "image"
    assert draft.report["ocr"] is True
    assert abs(draft.report["deskew"][0] + 2.0) <= 0.3
    assert content_recall(expected, draft.document) >= 0.95
    assert score_document(expected, draft.document).f1 >= 0.8
    assert draft.document["basics"]["name"] == expected["basics"]["name"]


def test_a_phone_photo_in_jpeg_is_read(english):
    pages, expected = english
    draft = parse_bytes(scans.encode(scans.photographed(pages[0], -1.4), "jpeg"))

    assert content_recall(expected, draft.document) >= 0.95
    work = draft.document["work"]
    assert [w["position"] for w in work] == [w["position"] for w in expected["work"]]
    assert [w["startDate"] for w in work] == [w["startDate"] for w in expected["work"]]


def test_an_image_only_chinese_pdf_is_read_with_simplified_chinese():
    pages, expected = _source("zh_weasyprint")
    draft = parse_bytes(scans.image_pdf([scans.scanned(page, -1.5) for page in pages]))

    assert draft.kind == "pdf" and draft.report["ocr"] is True
    document = draft.document
    assert document["basics"]["email"] == expected["basics"]["email"]
    assert [w["name"] for w in document["work"]] == [w["name"] for w in expected["work"]]
    assert content_recall(expected, document) >= 0.93


def test_the_skew_of_a_page_is_measured_both_ways(english):
    pages, _ = english
    for angle in (-3.0, 0.0, 2.5):
        turned = pages[0].rotate(angle, expand=True, fillcolor=255)
        assert abs(skew_angle(turned) + angle) <= 0.3


@pytest.mark.django_db
def test_a_photo_upload_says_it_was_read_by_ocr_and_shows_the_text(client, user, english):
    pages, expected = english
    client.force_login(user)
    photo = scans.encode(scans.photographed(pages[0], 1.0), "jpeg")

    response = client.post(reverse("io:import"), {"file": SimpleUploadedFile("cv.jpg", photo)})

    assert Resume.objects.get(owner=user).import_source.kind == "image"
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert "Read by OCR (Tesseract, on this server)" in page
    assert "picture, read by OCR" in page
    assert expected["work"][0]["highlights"][0][:40] in page  # the recognised text, shown


@pytest.mark.django_db
def test_import_resume_json_reads_a_scan(user, tmp_path, english):
    pages, expected = english
    path = tmp_path / "scan.png"
    path.write_bytes(scans.encode(scans.scanned(pages[0], -1.0), "png"))
    out, err = io.StringIO(), io.StringIO()

    call_command("import_resume", str(path), "--user", "alice", "--json", stdout=out, stderr=err)

    assert json.loads(out.getvalue()) == Resume.objects.get(owner=user).data
    assert json.loads(out.getvalue())["basics"]["name"] == expected["basics"]["name"]
