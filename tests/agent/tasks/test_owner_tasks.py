"""A person's long jobs on the real task queue (issue 20): the model's correction of a web
import, and bringing every tailored version of a master up to date. Each runs through the real
worker (`manage.py db_worker --batch`); the model is the fake provider, reached over HTTP from
the worker's process. Only the owner sees a job; a bad upload queues nothing."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django_tasks.base import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from agent.fakes.script import Reply
from agent.tasks import progress
from agent.tasks.importing import correct_import
from agent.tasks.pushdown import push_down_all
from resumes import services
from resumes.models import ImportSource, Resume, ResumeRevision
from resumes.postings.models import JobPosting, TailoredVersion
from resumes.postings.services import version_create
from tests.agent.test_importing import CV, MISPARSED, alice, edit  # noqa: F401
from tests.factories import ProviderFactory, UserFactory
from tests.processes import run_worker
from tests.resumes.importing import hostile_files as H

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def remote(fake_llm):
    return ProviderFactory(slug="remote", name="Remote", base_url=fake_llm.base_url)


def _upload(client, content: bytes = CV.encode(), name: str = "cv.txt"):
    return client.post(
        reverse("io:import"), {"file": SimpleUploadedFile(name, content, "text/plain")}
    )


def _job_id(url: str) -> str:
    return url.rstrip("/").split("/")[-1]


# The import's correction


def test_an_upload_is_stored_at_once_and_the_model_corrects_it_in_the_background(
    client,
    alice,  # noqa: F811
    remote,
    fake_llm,
):
    seen_while_asked: list[dict] = []

    def model(body: dict) -> Reply:
        last = body["messages"][-1]
        if last.get("role") == "tool":
            return Reply(content="Added the label.")
        seen_while_asked.append(progress.read(job))
        return Reply(tool_calls=[edit("basics.label", "Mathematician")])

    fake_llm.set_responder(model)
    client.force_login(alice)

    response = _upload(client)

    assert response.status_code == 302
    job_url = response["Location"]
    job = _job_id(job_url)
    assert job_url == reverse("import_job", kwargs={"result_id": job})
    # The parser's result is saved before any model is asked; the report says a check runs.
    resume = Resume.objects.get(owner=alice)
    assert "label" not in resume.data["basics"]
    assert ImportSource.objects.get(resume=resume).report["correction"]["status"] == "pending"
    waiting = client.get(job_url)
    assert b"Waiting for the background worker" in waiting.content
    assert b'hx-trigger="every 1s"' in waiting.content
    assert b"Follow the check" in client.get(reverse("resume_detail", args=[resume.pk])).content
    assert fake_llm.chat_requests == []

    run_worker()

    assert seen_while_asked[0]["note"] == "asking"
    assert progress.read(job) | {"percent": 0} == {
        "done": 3,
        "total": 3,
        "note": "done",
        "percent": 0,
    }
    resume.refresh_from_db()
    assert resume.data["basics"]["label"] == "Mathematician"
    # The finished job leads to the resume with its import report open, as before.
    fragment = client.get(job_url + "progress/", HTTP_HX_REQUEST="true")
    assert fragment["HX-Redirect"] == reverse("resume_detail", args=[resume.pk]) + "?imported=1"
    done = client.get(job_url, follow=True)
    assert done.redirect_chain[-1][0].endswith("?imported=1")
    assert "Checked by the assistant (Remote) against the file's text: 1 edit(s)" in (
        done.content.decode()
    )
    client.cookies["django_language"] = "zh-hans"
    assert "助手（Remote）已对照文件原文检查" in client.get(job_url, follow=True).content.decode()


def test_a_model_that_is_down_leaves_the_parsers_result_with_a_notice(client, alice):  # noqa: F811
    ProviderFactory(slug="down", name="Down", base_url="http://127.0.0.1:9/v1")
    client.force_login(alice)
    job_url = _upload(client)["Location"]

    run_worker()

    result = correct_import.get_result(_job_id(job_url))
    assert result.status == TaskResultStatus.SUCCESSFUL
    assert result.return_value["status"] == "failed"
    resume = Resume.objects.get(owner=alice)
    assert resume.data["work"][0]["name"] == "Analytical Engine Company"
    assert resume.version == 1
    page = client.get(job_url, follow=True).content.decode()
    assert "The assistant's check did not finish (0 edit(s) kept)" in page


def test_a_model_that_answers_nonsense_leaves_the_parsers_result(
    client,
    alice,  # noqa: F811
    remote,
    fake_llm,
):
    fake_llm.add_replies(Reply(tool_calls=[edit("work[0].name", "Google")]), Reply(content="Ok."))
    client.force_login(alice)
    job_url = _upload(client)["Location"]

    run_worker()

    resume = Resume.objects.get(owner=alice)
    assert resume.data["work"][0]["name"] == "Analytical Engine Company"
    page = client.get(job_url, follow=True).content.decode()
    assert "0 edit(s), 1 refused because their values were not in the file" in page


def test_without_a_remote_model_the_import_queues_nothing(client, alice):  # noqa: F811
    client.force_login(alice)

    response = _upload(client)

    resume = Resume.objects.get(owner=alice)
    assert response["Location"] == reverse("resume_detail", args=[resume.pk]) + "?imported=1"
    assert not DBTaskResult.objects.exists()
    report = ImportSource.objects.get(resume=resume).report["correction"]
    assert report["reason"] == "no_provider"


@pytest.mark.parametrize(
    ("content", "name", "says"),
    [
        (H.blank_pages(1), "scan.pdf", "No readable text was found"),
        (b"\x00\x01garbage" * 10, "cv.docx", ""),
    ],
)
def test_a_bad_upload_gets_its_sentence_and_nothing_is_queued(
    client,
    alice,  # noqa: F811
    remote,
    content,
    name,
    says,
):
    client.force_login(alice)

    response = _upload(client, content, name)

    assert response.status_code == 400
    assert says.encode() in response.content
    assert b"import-problems" in response.content
    assert not Resume.objects.exists()
    assert not DBTaskResult.objects.exists()


def test_another_persons_import_job_is_404(client, alice, remote):  # noqa: F811
    client.force_login(alice)
    job_url = _upload(client)["Location"]
    client.force_login(UserFactory(username="mallory"))
    assert client.get(job_url).status_code == 404
    assert client.get(job_url + "progress/").status_code == 404
    missing = reverse("import_job", kwargs={"result_id": "6f1c2b0e-0000-4000-8000-000000000000"})
    assert client.get(missing).status_code == 404
    # The owner's import job id on the push-down page (another kind of job) is a 404 too.
    client.force_login(alice)
    wrong_kind = reverse("pushdown_job", kwargs={"result_id": _job_id(job_url)})
    assert client.get(wrong_kind).status_code == 404


# Bringing every version up to date

DOCUMENT = {
    "basics": {"name": "Ada Lovelace"},
    "work": [
        {"name": "Acme", "position": "Engineer", "startDate": "2020", "highlights": ["A1", "A2"]},
        {"name": "Globex", "position": "Intern", "startDate": "2018", "highlights": ["G1"]},
    ],
}


def _edit(resume: Resume, path: str, action: str, value=None) -> None:
    services.resume_apply_edit(resume=resume, path=path, action=action, value=value, source="user")


@pytest.fixture
def family(user):
    """A master with three versions: one that only lags, one that reworded a place the
    master changed too (a conflict), one made after the master's changes (up to date)."""
    master = services.resume_create(owner=user, title="Master", data=DOCUMENT)
    postings = [
        JobPosting.objects.create(owner=user, title=title, description="Python")
        for title in ("Backend", "Data", "Platform")
    ]
    plain = version_create(master=master, posting=postings[0])
    reworded = version_create(master=master, posting=postings[1])
    _edit(reworded.resume, "work[0].highlights[0]", "update", "A1, tailored")
    _edit(master, "work[0].highlights[0]", "update", "A1 fixed")
    _edit(master, "work[1].highlights", "add", "G2")
    fresh = version_create(master=master, posting=postings[2])
    return master, plain, reworded, fresh


def test_every_version_is_brought_up_to_date_through_the_worker(client, user, family):
    master, plain, reworded, fresh = family
    client.force_login(user)
    panel = client.get(reverse("jobs:match_panel", args=[master.pk])).content.decode()
    assert "Bring every version up to date" in panel

    started = client.post(reverse("pushdown_all", args=[master.pk]))

    assert started.status_code == 302
    job_url = started["Location"]
    assert b"Waiting for the background worker" in client.get(job_url).content
    run_worker()

    outcome = push_down_all.get_result(_job_id(job_url)).return_value
    assert (outcome["updated"], outcome["applied"], outcome["left"]) == (2, 3, 1)
    assert progress.read(_job_id(job_url))["done"] == 3
    plain.resume.refresh_from_db()
    assert plain.resume.data["work"][0]["highlights"] == ["A1 fixed", "A2"]
    assert plain.resume.data["work"][1]["highlights"] == ["G1", "G2"]
    # Each applied change is its own revision, as when applied by hand.
    assert ResumeRevision.objects.filter(resume=plain.resume).count() == 3
    reworded.resume.refresh_from_db()
    assert reworded.resume.data["work"][0]["highlights"][0] == "A1, tailored"
    assert reworded.resume.data["work"][1]["highlights"] == ["G1", "G2"]
    plain.refresh_from_db()
    reworded.refresh_from_db()
    assert plain.synced_version == master.version
    assert reworded.synced_version < master.version  # the conflict waits for the person
    page = client.get(job_url + "progress/").content.decode()
    assert "Done: 3 changes applied, 2 version(s) updated." in page
    assert "1 change did not fit a version and is left for you to review." in page
    review = reverse("jobs:version_diff", args=[reworded.pk]) + "#pushdown"
    assert f'href="{review}"' in page
    assert "work[0].highlights[0]" in page
    assert "already up to date" in page
    assert Resume.objects.get(pk=fresh.resume_id).version == fresh.resume.version  # untouched
    assert "every 1s" not in page
    client.cookies["django_language"] = "zh-hans"
    assert "已应用 3 处修改" in client.get(job_url).content.decode()


def test_with_every_version_up_to_date_nothing_is_queued(client, user):
    master = services.resume_create(owner=user, title="Master", data=DOCUMENT)
    posting = JobPosting.objects.create(owner=user, title="Job", description="Python")
    version_create(master=master, posting=posting)
    client.force_login(user)
    assert (
        "Bring every version"
        not in client.get(reverse("jobs:match_panel", args=[master.pk])).content.decode()
    )

    response = client.post(reverse("pushdown_all", args=[master.pk]), follow=True)

    assert "Every tailored version is up to date" in response.content.decode()
    assert not DBTaskResult.objects.exists()


def test_another_persons_master_or_job_is_404_and_nothing_is_queued(client, user, family):
    master, plain, *_ = family
    client.force_login(user)
    job_url = client.post(reverse("pushdown_all", args=[master.pk]))["Location"]
    client.force_login(UserFactory(username="mallory"))
    assert client.post(reverse("pushdown_all", args=[master.pk])).status_code == 404
    assert client.get(reverse("pushdown_all", args=[master.pk])).status_code == 405
    assert client.get(job_url).status_code == 404
    assert client.get(job_url + "progress/").status_code == 404
    assert DBTaskResult.objects.count() == 1  # the owner's only
    run_worker()
    assert TailoredVersion.objects.get(pk=plain.pk).synced_version == master.version


def test_the_job_only_touches_its_owners_versions(user, family):
    """Even with a forged task argument (another person's master), nothing is changed."""
    master, plain, *_ = family
    mallory = UserFactory(username="mallory")
    result = push_down_all.enqueue(master_id=master.pk, user_id=mallory.pk)

    run_worker()

    result.refresh()
    assert result.return_value["versions"] == []
    plain.resume.refresh_from_db()
    assert plain.resume.data["work"][1]["highlights"] == ["G1"]
    assert json.dumps(result.return_value)  # JSON, as the page reads it
