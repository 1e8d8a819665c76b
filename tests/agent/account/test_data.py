"""A person's data in and out: the archive of "Download all my data" (everything, only theirs,
resumes that import back identically), "Delete my account" (everything gone, sessions ended,
no sign-in afterwards), over HTTP with CSRF, password and throttles, and as commands."""

from __future__ import annotations

import io
import json
import zipfile

import pytest
from django.contrib.sessions.models import Session
from django.core.cache import cache
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.urls import reverse
from django_tasks_db.models import DBTaskResult

from agent.account.archive import write_user_archive
from agent.api.keys import create_api_key
from agent.models import ApiKey, Conversation, LLMCall, Message, ToolCall
from agent.tasks.pushdown import push_down_all
from resumes import services
from resumes.importing.service import draft_from_file, import_draft
from resumes.models import ImportSource, Resume, ResumeRevision
from resumes.postings.models import CoverLetter, JobPosting, TailoredVersion
from tests.factories import LLMCallFactory, ToolCallFactory, ToolResultFactory, UserFactory
from tests.web.browser import PASSWORD

pytestmark = pytest.mark.django_db

DOCUMENT = {
    "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    "basics": {
        "name": "Ada Lovelace",
        "label": "Engineer",
        "email": "ada@example.com",
        "location": {"city": "London", "countryCode": "GB"},
        "profiles": [{"network": "GitHub", "username": "ada"}],
    },
    "work": [
        {
            "name": "Analytical Engines",
            "position": "Engineer",
            "startDate": "2019-03",
            "highlights": ["Built the engine", "Wrote the first program"],
            "x-team": "core",
        }
    ],
    "skills": [{"name": "Maths", "keywords": ["Bernoulli numbers"]}],
    "languages": [{"language": "English", "fluency": "Native"}],
    "meta": {"theme": "classic"},
}
DOCUMENT_ZH = {
    "basics": {"name": "张三", "label": "后端工程师", "summary": "五年 Python 经验。"},
    "education": [{"institution": "清华大学", "area": "计算机", "startDate": "2014"}],
}
MARKDOWN = (
    b"# Grace Hopper\n\ngrace@example.com\n\n## Experience\n\n### Engineer, Navy\n\n"
    b"- Built compilers\n"
)


@pytest.fixture(autouse=True)
def _fresh_throttles():
    # The throttles count in Django's cache, which outlives a test's database.
    cache.clear()
    yield
    cache.clear()


def _person(username: str = "ada"):
    user = UserFactory(username=username)
    user.set_password(PASSWORD)
    user.save()
    return user


def _account(user) -> dict:
    """One person with a bit of everything."""
    master = services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    services.resume_apply_edit(
        resume=master, path="basics.label", action="update", value="Analyst", source="user"
    )
    chinese = services.resume_create(
        owner=user, title="中文简历", data=DOCUMENT_ZH, language="zh-hans"
    )
    draft = draft_from_file(raw=MARKDOWN)
    imported = import_draft(
        owner=user, draft=draft, raw=MARKDOWN, filename="../../grace.md", title="", language=""
    )
    call = ToolCallFactory(message__conversation__resume=master, message__conversation__owner=user)
    ToolResultFactory(tool_call=call, content='"Ada Lovelace"')
    LLMCallFactory(conversation=call.conversation, run__conversation=call.conversation)
    posting = JobPosting.objects.create(
        owner=user, title="Backend Engineer", company="Globex", description="Python"
    )
    copy = services.resume_create(owner=user, title="For Globex", data=master.data)
    version = TailoredVersion.objects.create(
        resume=copy, master=master, posting=posting, synced_version=master.version
    )
    CoverLetter.objects.create(version=version, text="I built the engine.", recipient="Jane")
    create_api_key(owner=user, name="laptop")
    from resumes.applications.services import application_create
    from resumes.languages.services import term_save, version_create

    application_create(owner=user, resume=copy, status="applied", notes="Sent by email")
    language = version_create(master=master, language="zh-hans")
    term_save(owner=user, language="zh-hans", term="Globex", translation="环球公司")
    return {
        "master": master,
        "chinese": chinese,
        "imported": imported,
        "call": call,
        "language": language,
    }


def _archive(user) -> zipfile.ZipFile:
    out = io.BytesIO()
    write_user_archive(user, out)
    return zipfile.ZipFile(io.BytesIO(out.getvalue()))


def test_the_archive_holds_everything_the_person_has():
    user = _person()
    made = _account(user)
    archive = _archive(user)
    names = set(archive.namelist())
    master = made["master"]
    glossary = json.loads(archive.read("glossary.json"))
    assert [(t["term"], t["translation"]) for t in glossary] == [("Globex", "环球公司")]
    language = made["language"]
    details = json.loads(archive.read(f"resumes/{language.resume_id}/details.json"))
    assert details["language_version"]["master_id"] == master.pk
    assert details["language_version"]["language"] == "zh-hans"
    for name in ("README.md", "manifest.json", "account.json", "api_keys.json"):
        assert name in names
    assert archive.read(f"resumes/{master.pk}/resume.pdf").startswith(b"%PDF-")
    revisions = json.loads(archive.read(f"resumes/{master.pk}/revisions.json"))
    assert [r["version"] for r in revisions] == [1, 2]
    assert revisions[1]["patch"][0]["value"] == "Analyst"
    # The imported original, byte for byte, under a name that cannot leave its folder.
    imported = made["imported"]
    assert archive.read(f"resumes/{imported.pk}/original/grace.md") == MARKDOWN
    assert json.loads(archive.read(f"resumes/{imported.pk}/import.json"))["kind"]
    conversation = made["call"].conversation
    messages = json.loads(archive.read(f"conversations/{conversation.pk}/messages.json"))
    calls = [c for m in messages for c in m["tool_calls"]]
    assert calls[0]["name"] == "CVReader" and calls[0]["arguments"] == {"path": "basics.name"}
    result = next(m for m in messages if m["role"] == "tool")
    assert result["tool_call_id"] == calls[0]["id"] and result["content"] == '"Ada Lovelace"'
    assert json.loads(archive.read(f"conversations/{conversation.pk}/llm_calls.json"))
    posting = JobPosting.objects.get()
    assert json.loads(archive.read(f"postings/{posting.pk}.json"))["company"] == "Globex"
    version = TailoredVersion.objects.get()
    assert archive.read(f"cover_letters/{version.pk}/letter.txt") == b"I built the engine."
    letter_pdf = archive.read(f"cover_letters/{version.pk}/letter.pdf")
    assert letter_pdf.startswith(b"%PDF-")
    # An application with the PDFs frozen when it was sent, byte for byte.
    from resumes.applications.models import Application, FrozenFile

    application = Application.objects.get()
    row = json.loads(archive.read(f"applications/{application.pk}/application.json"))
    assert row["notes"] == "Sent by email" and row["status"] == "applied"
    for frozen in FrozenFile.objects.filter(application=application):
        assert archive.read(f"applications/{application.pk}/{frozen.kind}.pdf") == bytes(
            frozen.content
        )
    assert {
        f["kind"] for f in json.loads(archive.read(f"applications/{application.pk}/files.json"))
    } == {"resume", "cover_letter"}
    keys = json.loads(archive.read("api_keys.json"))
    assert keys[0]["name"] == "laptop" and "key_hash" not in keys[0]
    manifest = json.loads(archive.read("manifest.json"))
    assert len(manifest["resumes"]) == 5 and manifest["problems"] == []
    assert set(manifest["files"]) == names - {"manifest.json", "README.md"}


def test_the_archive_has_nothing_of_anyone_else():
    user, other = _person(), _person("eve")
    _account(user)
    theirs = _account(other)
    archive = _archive(user)
    text = b"".join(archive.read(name) for name in archive.namelist() if name.endswith(".json"))
    for resume in Resume.objects.filter(owner=other):
        assert not any(n.startswith(f"resumes/{resume.pk}/") for n in archive.namelist())
    conversation = theirs["call"].conversation
    assert not any(n.startswith(f"conversations/{conversation.pk}/") for n in archive.namelist())
    assert json.loads(archive.read("account.json"))["username"] == "ada"
    assert b'"eve"' not in text


def test_the_archives_resumes_import_back_identically(tmp_path):
    user = _person()
    _account(user)
    archive = _archive(user)
    archive.extractall(tmp_path)
    restorer = _person("restored")
    originals = {r.pk: r.data for r in Resume.objects.filter(owner=user)}
    for resume_id, data in originals.items():
        path = tmp_path / "resumes" / str(resume_id) / "resume.json"
        out = io.StringIO()
        call_command("import_resume", str(path), "--user", "restored", "--json", stdout=out)
        assert json.loads(out.getvalue()) == data, resume_id
    assert Resume.objects.filter(owner=restorer).count() == len(originals)


def test_export_user_data_command_writes_the_zip(tmp_path):
    user = _person()
    _account(user)
    target = tmp_path / "ada.zip"
    out = io.StringIO()
    call_command("export_user_data", "ada", "--output", str(target), stdout=out)
    assert "5 resumes" in out.getvalue()
    with zipfile.ZipFile(target) as archive:
        assert "README.md" in archive.namelist()
    assert [p.name for p in tmp_path.iterdir()] == ["ada.zip"]  # no partial file left
    with pytest.raises(CommandError, match="No user named"):
        call_command("export_user_data", "nobody", "--output", str(target))
    with pytest.raises(CommandError, match="No folder"):
        call_command("export_user_data", "ada", "--output", str(tmp_path / "no" / "x.zip"))


def _owned_rows(user) -> dict[str, int]:
    return {
        "resumes": Resume.objects.filter(owner=user).count(),
        "revisions": ResumeRevision.objects.filter(resume__owner_id=user.pk).count(),
        "imports": ImportSource.objects.filter(resume__owner_id=user.pk).count(),
        "conversations": Conversation.objects.filter(owner_id=user.pk).count(),
        "messages": Message.objects.filter(conversation__owner_id=user.pk).count(),
        "calls": ToolCall.objects.filter(conversation__owner_id=user.pk).count(),
        "llm_calls": LLMCall.objects.filter(conversation__owner_id=user.pk).count(),
        "postings": JobPosting.objects.filter(owner_id=user.pk).count(),
        "letters": CoverLetter.objects.filter(version__resume__owner_id=user.pk).count(),
        "keys": ApiKey.objects.filter(owner_id=user.pk).count(),
    }


def test_delete_user_command_needs_yes_and_removes_everything():
    user, other = _person(), _person("eve")
    _account(user)
    _account(other)
    before_other = _owned_rows(other)
    with pytest.raises(CommandError, match="--yes"):
        call_command("delete_user", "ada")
    assert _owned_rows(user)["resumes"] == 5
    out = io.StringIO()
    call_command("delete_user", "ada", "--yes", stdout=out)
    assert "Deleted ada: 5 resumes" in out.getvalue()
    assert set(_owned_rows(user).values()) == {0}
    assert _owned_rows(other) == before_other
    assert not type(user).objects.filter(username="ada").exists()


def _signed_in(user) -> Client:
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    return client


def _csrf(client: Client, url: str) -> str:
    client.get(url)
    return client.cookies["csrftoken"].value


def test_the_settings_page_is_reached_from_the_account_menu():
    client = _signed_in(_person())
    page = client.get(reverse("dashboard")).text
    assert reverse("account_data") in page
    data_page = client.get(reverse("account_data")).text
    assert 'id="download-all"' in data_page and 'id="delete-account-start"' in data_page


def test_download_over_http_is_the_persons_zip_post_and_csrf_only():
    user = _person()
    _account(user)
    client = _signed_in(user)
    url = reverse("account_export")
    assert client.get(url).status_code == 405
    assert client.post(url).status_code == 403  # no CSRF token
    token = _csrf(client, reverse("account_data"))
    response = client.post(url, HTTP_X_CSRFTOKEN=token)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/zip"
    assert (
        "attachment" in response["Content-Disposition"]
        and "cv-agent-ada" in response["Content-Disposition"]
    )
    archive = zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content)))
    assert json.loads(archive.read("account.json"))["username"] == "ada"
    anonymous = Client().post(url)
    assert anonymous.status_code == 302 and "/accounts/signin/" in anonymous["Location"]


def test_downloads_are_throttled_per_person(settings):
    user = _person()
    client = _signed_in(user)
    token = _csrf(client, reverse("account_data"))
    url = reverse("account_export")
    codes = [client.post(url, HTTP_X_CSRFTOKEN=token).status_code for _ in range(7)]
    assert codes == [200] * 6 + [302]
    page = client.get(reverse("account_data")).text
    assert "try again later" in page


def test_delete_needs_the_password_and_ends_every_session():
    user = _person()
    _account(user)
    task = push_down_all.enqueue(master_id=1, user_id=user.pk)
    elsewhere = _signed_in(user)  # another device
    client = _signed_in(user)
    url = reverse("account_delete")
    token = _csrf(client, url)
    assert client.post(url, {"password": PASSWORD}).status_code == 403  # no CSRF token
    wrong = client.post(url, {"password": "guess"}, HTTP_X_CSRFTOKEN=token)
    assert wrong.status_code == 200 and "nothing was deleted" in wrong.text
    assert _owned_rows(user)["resumes"] == 5
    gone = client.post(url, {"password": PASSWORD}, HTTP_X_CSRFTOKEN=token)
    assert gone.status_code == 302 and gone["Location"] == reverse("login")
    assert set(_owned_rows(user).values()) == {0}
    assert not DBTaskResult.objects.filter(id=task.id).exists()
    assert not Session.objects.exists()
    assert elsewhere.get(reverse("dashboard")).status_code == 302  # signed out there too
    signin = Client().post(reverse("login"), {"username": "ada", "password": PASSWORD})
    assert signin.status_code == 200  # the form again: no such account
    assert "_auth_user_id" not in signin.wsgi_request.session


def test_wrong_passwords_are_throttled_before_anything_is_deleted():
    user = _person()
    client = _signed_in(user)
    url = reverse("account_delete")
    token = _csrf(client, url)
    for _ in range(5):
        client.post(url, {"password": "guess"}, HTTP_X_CSRFTOKEN=token)
    locked = client.post(url, {"password": PASSWORD}, HTTP_X_CSRFTOKEN=token)
    assert locked.status_code == 429 and "paused for 15 minutes" in locked.text
    assert type(user).objects.filter(pk=user.pk).exists()


def test_only_the_signed_in_person_is_deleted():
    user, other = _person(), _person("eve")
    _account(other)
    client = _signed_in(user)
    url = reverse("account_delete")
    token = _csrf(client, url)
    # An id or a username in the request changes nothing: it is always request.user.
    client.post(
        url, {"password": PASSWORD, "user": other.pk, "username": "eve"}, HTTP_X_CSRFTOKEN=token
    )
    assert not type(user).objects.filter(pk=user.pk).exists()
    assert _owned_rows(other)["resumes"] == 5


def test_readme_says_what_is_where():
    user = _person()
    _account(user)
    readme = _archive(user).read("README.md").decode()
    assert "resumes/<id>/resume.json" in readme and "5 resumes" in readme
