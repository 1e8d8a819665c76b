"""Import from the browser and the shell: any format, the report beside the original text,
the original file kept and deleted with the resume, clear errors, and --json."""

from __future__ import annotations

import io
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse
from django.utils import translation

from resumes import services
from resumes.models import ImportSource, Resume, RevisionSource
from tests.resumes.importing import hostile_files as H

pytestmark = pytest.mark.django_db

PASTED = """Ada Lovelace
Software Engineer
ada@example.com

EXPERIENCE
Analytical Engines Ltd, London
Senior Engineer    Mar 2021 - Present
- Cut checkout latency from 1.8 s to 420 ms

PATENTS
Method for computing Bernoulli numbers
"""


def test_a_pdf_upload_lands_on_the_resume_with_the_report(client, user):
    client.force_login(user)

    response = client.post(
        reverse("io:import"), {"file": SimpleUploadedFile("cv.pdf", H.good_pdf())}
    )

    resume = Resume.objects.get(owner=user)
    assert response.status_code == 302
    assert response["Location"] == reverse("resume_detail", args=[resume.pk]) + "?imported=1"
    assert resume.data["basics"]["name"] == "Maria Gonzalez"
    assert resume.revisions.get().source == RevisionSource.IMPORT
    page = client.get(response["Location"]).content.decode()
    assert 'id="panel-import"' in page
    assert "Imported from <strong>cv.pdf</strong> (PDF)" in page
    assert "Work History" in page  # the heading as the file wrote it, in the report
    assert "Migrated 120 nightly batch jobs" in page  # the original text, shown beside


def test_the_import_tab_shows_unplaced_text_beside_the_original(client, user):
    client.force_login(user)

    client.post(reverse("io:import"), {"text": PASTED})

    resume = Resume.objects.get(owner=user)
    assert resume.data["x-unplaced"] == ["PATENTS\nMethod for computing Bernoulli numbers"]
    page = client.get(reverse("resume_detail", args=[resume.pk]) + "?imported=1").content.decode()
    assert "Not placed: 1 piece of text" in page
    assert "<pre>PATENTS\nMethod for computing Bernoulli numbers</pre>" in page
    assert 'class="original-text"' in page


def test_the_original_file_is_kept_downloadable_and_private(client, user, other_user):
    client.force_login(user)
    content = H.good_docx()
    client.post(reverse("io:import"), {"file": SimpleUploadedFile("James CV.docx", content)})
    resume = Resume.objects.get(owner=user)

    response = client.get(reverse("io:import_original", args=[resume.pk]))

    assert response.content == content
    assert "attachment" in response["Content-Disposition"]
    assert "James CV.docx" in response["Content-Disposition"]
    client.force_login(other_user)
    assert client.get(reverse("io:import_original", args=[resume.pk])).status_code == 404


def test_the_original_file_is_deleted_with_the_resume(client, user):
    client.force_login(user)
    client.post(reverse("io:import"), {"text": PASTED})
    resume = Resume.objects.get(owner=user)

    services.resume_delete(resume=resume)

    assert ImportSource.objects.count() == 0


def test_a_resume_made_by_hand_has_no_import_tab_or_original(client, user):
    client.force_login(user)
    resume = services.resume_create(owner=user, title="Mine")

    page = client.get(reverse("resume_detail", args=[resume.pk])).content.decode()

    assert 'id="tab-import"' not in page
    assert client.get(reverse("io:import_original", args=[resume.pk])).status_code == 404


def test_a_bad_file_gets_its_sentence_and_the_server_keeps_serving(client, user):
    client.force_login(user)

    response = client.post(
        reverse("io:import"), {"file": SimpleUploadedFile("scan.pdf", H.blank_pages(1))}
    )

    assert response.status_code == 400
    assert "No readable text was found in this picture or scan" in response.content.decode()
    assert Resume.objects.count() == 0
    assert client.get(reverse("dashboard")).status_code == 200


def test_the_drop_zone_gets_its_own_fragment_back_with_the_error(client, user):
    client.force_login(user)

    response = client.post(
        reverse("io:import"),
        {"file": SimpleUploadedFile("bomb.docx", H.zip_bomb(docx=True)), "form_style": "dropzone"},
        headers={"HX-Request": "true"},
    )

    page = response.content.decode()
    assert response.status_code == 200
    assert page.lstrip().startswith('<form id="upload-form"')
    assert "unpacks to far more data than a resume needs" in page
    assert Resume.objects.count() == 0


def test_the_dashboard_offers_the_drop_zone(client, user):
    client.force_login(user)

    page = client.get(reverse("dashboard")).content.decode()

    assert 'id="upload-form"' in page
    assert 'name="file"' in page


def test_import_command_json_prints_exactly_the_stored_document(user, tmp_path):
    path = tmp_path / "resume.pdf"
    path.write_bytes(H.good_pdf())
    out, err = io.StringIO(), io.StringIO()

    call_command("import_resume", str(path), "--user", "alice", "--json", stdout=out, stderr=err)

    resume = Resume.objects.get(owner=user)
    assert json.loads(out.getvalue()) == resume.data
    assert "Read it as pdf" in err.getvalue()
    assert resume.import_source.filename == "resume.pdf"


def test_import_command_reads_standard_input(user, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(PASTED.encode())))

    call_command(
        "import_resume", "-", "--user", "alice", stdout=io.StringIO(), stderr=io.StringIO()
    )

    assert Resume.objects.get(owner=user).data["basics"]["name"] == "Ada Lovelace"


def test_import_command_unreadable_input_fails_with_one_sentence(user, tmp_path):
    path = tmp_path / "scan.pdf"
    path.write_bytes(H.blank_pages(1))

    with pytest.raises(CommandError) as caught:
        call_command(
            "import_resume",
            str(path),
            "--user",
            "alice",
            "--json",
            stdout=io.StringIO(),
            stderr=io.StringIO(),
        )

    assert str(caught.value) == (
        f"{path} was not imported: No readable text was found in this picture or scan; take a "
        "sharper, well-lit photo of the page, or import the resume as PDF, Word or text."
    )
    assert Resume.objects.count() == 0


@pytest.fixture
def back_to_english():
    # The last request's language stays active in this thread; later tests expect English.
    yield
    translation.activate("en")


def test_the_sentence_and_the_report_read_in_chinese(client, user, back_to_english):
    client.force_login(user)
    client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})

    response = client.post(
        reverse("io:import"), {"file": SimpleUploadedFile("scan.pdf", H.blank_pages(1))}
    )
    assert "没有找到可读的文字" in response.content.decode()

    client.post(reverse("io:import"), {"text": PASTED})
    resume = Resume.objects.get(owner=user)
    page = client.get(reverse("resume_detail", args=[resume.pk]) + "?imported=1").content.decode()
    assert "未归位：1 段文字" in page
    assert "下载原始文件" in page


def _unplaced_post(client, resume, **fields):
    return client.post(reverse("io:import_unplaced", args=[resume.pk]), fields)


def test_a_line_not_placed_can_be_put_into_a_section_from_the_report(client, user):
    client.force_login(user)
    client.post(reverse("io:import"), {"text": PASTED})
    resume = Resume.objects.get(owner=user)
    page = client.get(reverse("resume_detail", args=[resume.pk]) + "?imported=1").content.decode()
    assert "Put it there" in page and "Dismiss" in page

    response = _unplaced_post(
        client,
        resume,
        index=0,
        text="PATENTS\nMethod for computing Bernoulli numbers",
        target="publications",
        action="place",
    )

    assert response.status_code == 302
    resume.refresh_from_db()
    assert resume.data["publications"] == [{"name": "Method for computing Bernoulli numbers"}]
    assert "x-unplaced" not in resume.data
    assert resume.version == 2
    assert resume.revisions.get(version=2).source == RevisionSource.USER
    page = client.get(response["Location"]).content.decode()
    assert "Everything in the file found a place in the resume." in page
    # Undo brings the line back to the list.
    services.resume_undo(resume=resume, to_version=1, author=user)
    resume.refresh_from_db()
    assert resume.data["x-unplaced"] == ["PATENTS\nMethod for computing Bernoulli numbers"]


def test_a_line_not_placed_can_be_dismissed_and_a_stale_form_changes_nothing(client, user):
    client.force_login(user)
    client.post(
        reverse("io:import"), {"text": PASTED + "\nEXHIBITIONS\nRoyal Academy Summer Show\n"}
    )
    resume = Resume.objects.get(owner=user)
    items = list(resume.data["x-unplaced"])
    assert items == [
        "PATENTS\nMethod for computing Bernoulli numbers",
        "EXHIBITIONS\nRoyal Academy Summer Show",
    ]

    stale = _unplaced_post(client, resume, index=0, text="something else", action="dismiss")
    resume.refresh_from_db()
    assert resume.version == 1 and resume.data["x-unplaced"] == items
    assert "changed since the page was shown" in client.get(stale["Location"]).content.decode()

    _unplaced_post(client, resume, index=0, text=items[0], action="dismiss")
    resume.refresh_from_db()
    assert resume.version == 2
    assert resume.data.get("x-unplaced", []) == items[1:]


def test_someone_else_cannot_act_on_a_report(client, user, other_user):
    client.force_login(user)
    client.post(reverse("io:import"), {"text": PASTED})
    resume = Resume.objects.get(owner=user)
    client.force_login(other_user)

    response = _unplaced_post(
        client, resume, index=0, text=resume.data["x-unplaced"][0], action="dismiss"
    )

    assert response.status_code == 404
    resume.refresh_from_db()
    assert resume.version == 1
