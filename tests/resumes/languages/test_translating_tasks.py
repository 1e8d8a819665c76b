"""Translating from the web as a background job, through the real worker
(`manage.py db_worker --batch`) and the scripted translator behind the fake provider (real
HTTP, reached from the worker's process): the request makes the version and queues the job,
the job's page says which section it is at and opens the proposals when done; bringing the
version up to date is a job too; a provider that fails or is gone is said plainly with
nothing lost; another person's job is a 404."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django_tasks.base import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from agent.fakes.script import Reply
from agent.models import Proposal, Provider
from agent.tasks.languages import translate_language_version
from resumes import services
from resumes.languages.models import LanguageVersion
from resumes.models import Resume
from tests.factories import UserFactory
from tests.processes import run_worker
from tests.resumes.languages.conftest import three_page_resume
from tests.resumes.languages.test_translate_commands import accept_all

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def lin(client, provider):
    owner = UserFactory(username="lin")
    client.force_login(owner)
    return owner


@pytest.fixture
def master(lin) -> Resume:
    return services.resume_create(owner=lin, title="Lin Wei", data=three_page_resume())


def _job_id(url: str) -> str:
    return url.rstrip("/").split("/")[-1]


def _add(client, master) -> str:
    response = client.post(reverse("translate_start", args=[master.pk]), {"language": "zh-hans"})
    assert response.status_code == 302
    return response["Location"]


def test_adding_a_version_queues_the_translation_and_its_page_shows_the_section(
    client, master, translator, fake_translator
):
    fragments: list[str] = []

    def watching(body):
        text = str((body.get("messages") or [{}])[-1].get("content") or "")
        if text.startswith("Translate the section `education`"):
            fragments.append(client.get(job_url + "progress/").content.decode())
        return translator(body)

    fake_translator.set_responder(watching)
    job_url = _add(client, master)

    # The request made the version (a copy) and queued the job; no model was asked yet.
    assert job_url == reverse("language_job", kwargs={"result_id": _job_id(job_url)})
    version = LanguageVersion.objects.get(master=master)
    assert version.resume.data == master.data
    assert translator.messages == [] and not Proposal.objects.exists()
    waiting = client.get(job_url).content.decode()
    assert "Translating the Simplified Chinese version" in waiting
    assert "Waiting for the background worker" in waiting and 'hx-trigger="every 1s"' in waiting

    run_worker()

    # While the third of five sections was translated, the page said so.
    (during,) = fragments
    assert 'data-status="RUNNING"' in during
    assert "Translating section 3 of 5: Education" in during
    assert [m.split("`")[1] for m in translator.messages] == [
        "basics",
        "work",
        "education",
        "projects",
        "skills",
    ]
    # Done: the fragment opens the proposals; so does the page itself, saying what was made.
    conversation = Proposal.objects.first().conversation
    review = f"{reverse('resume_detail', args=[version.resume_id])}?c={conversation.pk}"
    fragment = client.get(job_url + "progress/", HTTP_HX_REQUEST="true")
    assert fragment["HX-Redirect"] == review
    done = client.get(job_url, follow=True)
    assert done.redirect_chain[-1][0] == review
    made = Proposal.objects.filter(conversation=conversation).count()
    assert f"{made} proposed translations wait for your review" in done.content.decode()
    # In Chinese too.
    client.cookies["django_language"] = "zh-hans"
    assert "建议" in client.get(job_url, follow=True).content.decode()


def test_bringing_a_version_up_to_date_is_a_job_that_proposes_only_the_changes(
    client, master, translator
):
    _add(client, master)
    run_worker()
    version = LanguageVersion.objects.get(master=master)
    accept_all(version.resume_id)
    # Up to date: nothing is queued.
    nothing = client.post(reverse("language_update", args=[version.resume_id]), follow=True)
    assert "Nothing to translate" in nothing.content.decode()
    queued = DBTaskResult.objects.count()
    master.refresh_from_db()
    services.resume_update_field(
        resume=master,
        path="projects[1].description",
        value="A search toolkit used by 50 teams.",
        expected_version=None,
        author=master.owner,
    )
    response = client.post(reverse("language_update", args=[version.resume_id]))
    job_url = response["Location"]
    assert DBTaskResult.objects.count() == queued + 1
    assert "Bringing the Simplified Chinese version up to date" in client.get(job_url).text
    before = set(Proposal.objects.values_list("pk", flat=True))
    translator.messages.clear()

    run_worker()

    assert [p.path for p in Proposal.objects.exclude(pk__in=before)] == ["projects[1].description"]
    (message,) = translator.messages
    assert "50 teams" in message
    done = client.get(job_url, follow=True).content.decode()
    assert "1 proposed translations of the master&#x27;s changes wait" in done


def test_a_provider_error_is_said_plainly_and_the_version_and_proposals_stay(
    client, master, translator, fake_translator
):
    def failing_after_two(body):
        text = str((body.get("messages") or [{}])[-1].get("content") or "")
        if text.startswith("Translate the section `education`"):
            return Reply(status=500, error={"error": {"message": "upstream exploded"}})
        return translator(body)

    fake_translator.set_responder(failing_after_two)
    job_url = _add(client, master)

    run_worker()

    result = translate_language_version.get_result(_job_id(job_url))
    assert result.status == TaskResultStatus.SUCCESSFUL and result.return_value["errors"]
    page = client.get(job_url)
    assert page.status_code == 200  # stays on the page, which says why
    text = page.content.decode()
    assert 'id="job-error"' in text and "The assistant could not finish" in text
    assert "proposed translations made before it stopped are kept" in text
    assert 'id="review-proposals"' in text
    version = LanguageVersion.objects.get(master=master)
    assert Proposal.objects.filter(conversation__resume_id=version.resume_id).exists()


def test_a_provider_gone_before_the_worker_ran_is_refused_plainly(client, master, translator):
    job_url = _add(client, master)
    Provider.objects.update(enabled=False)  # removed while the job waited

    run_worker()

    text = client.get(job_url).content.decode()
    assert "needs a capable provider" in text and "Nothing was translated" in text
    assert translator.messages == []
    assert LanguageVersion.objects.filter(master=master).exists()


def test_another_person_cannot_see_the_translation_job(client, master):
    job_url = _add(client, master)
    client.force_login(UserFactory(username="mallory"))
    assert client.get(job_url).status_code == 404
    assert client.get(job_url + "progress/").status_code == 404
    missing = reverse("language_job", kwargs={"result_id": "6f1c2b0e-0000-4000-8000-000000000000"})
    assert client.get(missing).status_code == 404
    # The owner's translation job on another kind of job's page is a 404 too, and back.
    client.force_login(master.owner)
    result_id = _job_id(job_url)
    assert client.get(reverse("pushdown_job", kwargs={"result_id": result_id})).status_code == 404
    assert client.get(job_url).status_code == 200


def test_a_second_click_follows_the_job_already_queued_and_the_version_page_links_it(
    client, master
):
    job_url = _add(client, master)
    version = LanguageVersion.objects.get(master=master)
    page = client.get(reverse("language_version", args=[version.resume_id])).content.decode()
    assert 'id="running-translation"' in page and job_url in page
    again = client.post(reverse("language_update", args=[version.resume_id]))
    assert DBTaskResult.objects.count() == 1
    # Up to date with nothing to translate: said before any job is looked at.
    assert again["Location"] == reverse("language_version", args=[version.resume_id])
    master.refresh_from_db()
    services.resume_update_field(
        resume=master,
        path="basics.label",
        value="Staff Engineer",
        expected_version=None,
        author=master.owner,
    )
    again = client.post(reverse("language_update", args=[version.resume_id]))
    assert again["Location"] == job_url and DBTaskResult.objects.count() == 1
    client.cookies["django_language"] = "zh-hans"
    page = client.get(reverse("language_version", args=[version.resume_id])).content.decode()
    assert "助手正在后台翻译此版本" in page


def test_a_job_that_crashed_says_so_and_the_version_stays(client, master):
    job_url = _add(client, master)
    # As the worker records a task that raised.
    DBTaskResult.objects.filter(pk=_job_id(job_url)).update(status=TaskResultStatus.FAILED)
    page = client.get(job_url)
    assert page.status_code == 200 and 'data-status="FAILED"' in page.text
    assert "The translation stopped with an error" in page.text
    assert "hx-trigger" not in page.text  # no more polling
    assert LanguageVersion.objects.filter(master=master).exists()
    client.cookies["django_language"] = "zh-hans"
    assert "翻译因出错而停止" in client.get(job_url + "progress/").text
