"""Import: valid files become resumes with an "import" revision; invalid ones create nothing."""

from __future__ import annotations

import codecs
import io
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse

from resumes.importing import MAX_IMPORT_BYTES, ImportRejected, import_resume, read_document
from resumes.models import Resume, RevisionSource
from tests.resumes.documents import load, raw

pytestmark = pytest.mark.django_db


def invalid_document() -> bytes:
    data = load("en_two_page")
    data["work"][2]["startDate"] = "March 2021"
    data["basics"]["email"] = "not an email"
    data["skills"] = {"name": "Python"}
    return json.dumps(data).encode()


def test_import_creates_a_resume_whose_first_revision_is_an_import(user):
    resume = import_resume(owner=user, raw=raw("en_two_page"))

    revision = resume.revisions.get()
    assert revision.version == 1
    assert revision.source == RevisionSource.IMPORT
    assert resume.owner == user
    assert resume.title == "Ada Lovelace – Senior Software Engineer"
    assert resume.language == "en"
    assert resume.data["basics"]["name"] == "Ada Lovelace"


def test_import_detects_a_chinese_resume(user):
    resume = import_resume(owner=user, raw=raw("zh_two_page"))

    assert resume.language == "zh-hans"


def test_import_uses_the_given_title_language_and_theme(user):
    resume = import_resume(
        owner=user, raw=raw("zh_two_page"), title="For Tencent", language="en", theme="compact"
    )

    assert (resume.title, resume.language, resume.theme) == ("For Tencent", "en", "compact")


def test_import_lists_every_problem_with_its_path(user):
    with pytest.raises(ImportRejected) as caught:
        import_resume(owner=user, raw=invalid_document())

    problems = dict(caught.value.problems)
    assert problems["work[2].startDate"] == "'March 2021' is not an ISO date; use 2021-03"
    assert "basics.email" in problems
    assert "skills" in problems
    assert Resume.objects.count() == 0


def test_import_over_the_size_limit_is_refused(user):
    padding = " " * MAX_IMPORT_BYTES
    with pytest.raises(ImportRejected, match="too large"):
        import_resume(owner=user, raw=b'{"basics": {}}' + padding.encode())
    assert Resume.objects.count() == 0


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty"),
        (b"{'basics': 1}", "not valid JSON"),
        (b'{"basics": {"name": "Ada"}', "not valid JSON"),
        (b"[1, 2]", "holds a list"),
        (b'"resume"', "holds text"),
        (b'{"basics": {"name": NaN}}', "NaN is not a JSON number"),
        ('{"basics": {"name": "Zoë"}}'.encode("latin-1"), "not UTF-8"),
    ],
)
def test_read_document_rejects_what_is_not_a_json_resume(content, message):
    with pytest.raises(ImportRejected, match=message):
        read_document(content)


def test_read_document_reports_the_line_of_a_syntax_error():
    with pytest.raises(ImportRejected, match=r"line 3, column 2"):
        read_document(b'{\n  "basics": {}\n,}')


@pytest.mark.parametrize(
    "encoded",
    [
        codecs.BOM_UTF8 + '{"basics": {"name": "李明"}}'.encode(),
        '{"basics": {"name": "李明"}}'.encode("utf-16"),
    ],
)
def test_read_document_accepts_byte_order_marks(encoded):
    assert read_document(encoded) == {"basics": {"name": "李明"}}


def test_import_page_uploads_a_file_and_opens_the_new_resume(client, user):
    client.force_login(user)
    upload = SimpleUploadedFile("resume.json", raw("zh_two_page"), "application/json")

    response = client.post(reverse("io:import"), {"file": upload, "theme": "modern"})

    resume = Resume.objects.get(owner=user)
    assert response.status_code == 302
    assert response["Location"] == reverse("resume_detail", args=[resume.pk]) + "?imported=1"
    assert resume.theme == "modern"
    assert resume.revisions.get().source == RevisionSource.IMPORT


def test_import_page_accepts_pasted_json(client, user):
    client.force_login(user)

    response = client.post(
        reverse("io:import"), {"text": raw("en_two_page").decode(), "theme": "classic"}
    )

    assert response.status_code == 302
    assert Resume.objects.filter(owner=user).count() == 1


def test_import_page_lists_problems_and_creates_nothing(client, user):
    client.force_login(user)
    upload = SimpleUploadedFile("resume.json", invalid_document(), "application/json")

    response = client.post(reverse("io:import"), {"file": upload, "theme": "classic"})

    assert response.status_code == 400
    page = response.content.decode()
    assert "<code>work[2].startDate</code>: &#x27;March 2021&#x27; is not an ISO date" in page
    assert "<code>basics.email</code>" in page
    assert Resume.objects.count() == 0


def test_import_page_with_htmx_redirects_the_client(client, user):
    client.force_login(user)

    response = client.post(
        reverse("io:import"),
        {"text": raw("en_two_page").decode(), "theme": "classic"},
        headers={"HX-Request": "true"},
    )

    resume = Resume.objects.get(owner=user)
    assert response["HX-Redirect"] == reverse("resume_detail", args=[resume.pk]) + "?imported=1"


def test_import_page_with_htmx_errors_returns_the_form_to_swap(client, user):
    client.force_login(user)

    response = client.post(
        reverse("io:import"), {"text": "[]", "theme": "classic"}, headers={"HX-Request": "true"}
    )

    assert response.status_code == 200
    page = response.content.decode()
    assert page.lstrip().startswith("<form")
    assert "holds a list" in page


def test_import_page_over_the_size_limit_says_so(client, user):
    client.force_login(user)
    big = SimpleUploadedFile("big.json", b"{" + b" " * MAX_IMPORT_BYTES + b"}", "application/json")

    response = client.post(reverse("io:import"), {"file": big, "theme": "classic"})

    assert response.status_code == 400
    assert "too large" in response.content.decode()
    assert Resume.objects.count() == 0


def test_import_page_needs_a_file_or_text(client, user):
    client.force_login(user)

    response = client.post(reverse("io:import"), {"theme": "classic"})

    assert response.status_code == 400
    assert "Choose a resume file or paste its text." in response.content.decode()


@pytest.mark.parametrize(
    ("language", "said", "not_said"),
    [
        ("en", "The file is empty", "Choose a resume file or paste its text."),
        ("zh-hans", "文件是空的", "The file is empty"),
    ],
)
@pytest.mark.parametrize("dropzone", [False, True])
def test_an_empty_file_is_called_empty(client, user, language, said, not_said, dropzone):
    """On the import page and in the dashboard's drop zone (an htmx fragment that shows only
    the form's own errors), in both languages; nothing is created."""
    client.force_login(user)
    empty = SimpleUploadedFile("cv.pdf", b"", "application/pdf")
    data = {"file": empty, "theme": "classic"}
    headers = {"HTTP_ACCEPT_LANGUAGE": language}
    if dropzone:
        data["form_style"] = "dropzone"
        headers["HTTP_HX_REQUEST"] = "true"

    response = client.post(reverse("io:import"), data, **headers)

    page = response.content.decode()
    assert response.status_code == (200 if dropzone else 400)
    assert said in page
    assert not_said not in page
    assert "Choose a resume file or paste its text." not in page
    assert Resume.objects.count() == 0


def test_import_page_needs_sign_in(client):
    response = client.get(reverse("io:import"))

    assert response.status_code == 302


def test_import_command_creates_the_resume(user, tmp_path):
    path = tmp_path / "resume.json"
    path.write_bytes(raw("zh_two_page"))
    out = io.StringIO()

    call_command("import_resume", str(path), "--user", "alice", "--title", "CV", stdout=out)

    resume = Resume.objects.get(owner=user)
    assert resume.title == "CV"
    assert resume.language == "zh-hans"
    assert f"Imported resume {resume.pk}" in out.getvalue()


def test_import_command_reports_problems_with_paths(user, tmp_path):
    path = tmp_path / "resume.json"
    path.write_bytes(invalid_document())

    with pytest.raises(CommandError, match=r"work\[2\]\.startDate: 'March 2021'"):
        call_command("import_resume", str(path), "--user", "alice")
    assert Resume.objects.count() == 0


def test_import_command_unknown_user_fails(db, tmp_path):
    path = tmp_path / "resume.json"
    path.write_bytes(raw("en_two_page"))

    with pytest.raises(CommandError, match="No user named 'nobody'"):
        call_command("import_resume", str(path), "--user", "nobody")
