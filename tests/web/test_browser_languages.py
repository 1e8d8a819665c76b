"""Language versions end to end in a real Chromium against a live Daphne, the real background
worker (`manage.py db_worker --batch`) and the scripted translator behind the fake provider
(real HTTP), at desktop and phone width: add a Chinese version (the job's page waits for the
worker and opens the proposals by itself), accept the proposed translations, see every check
pass, edit the master, bring the version up to date (a job too; only the changed part is
proposed), accept, export both."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from agent.fakes.server import FakeLLMServer
from agent.models import Proposal
from resumes import services
from resumes.languages.models import LanguageVersion
from resumes.models import Resume
from tests.factories import UserFactory
from tests.processes import run_worker
from tests.resumes.languages.conftest import seed_translate_capability
from tests.resumes.languages.translator import Translator
from tests.web.browser import PASSWORD, WAIT, fake_provider, watched_page
from tests.web.browser import shot as _shot
from tests.web.browser import sign_in as _sign_in
from tests.web.test_browser_evaluation_tasks import _worker

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DOCUMENT = {
    "basics": {
        "name": "Lin Wei",
        "label": "Senior Engineer",
        "email": "lin.wei@example.com",
        "summary": "Backend engineer with 12 years of experience in payments.",
    },
    "work": [
        {
            "name": "Globex",
            "position": "Senior Engineer",
            "startDate": "2021-03",
            "summary": "Payments platform.",
            "highlights": ["Cut checkout latency by 30%", "Led a team of 8 engineers"],
        },
        {
            "name": "Initech",
            "position": "Engineer",
            "startDate": "2018-03",
            "endDate": "2021-02",
            "highlights": ["Served 2 million daily users"],
        },
    ],
    "skills": [{"name": "Backend", "keywords": ["Go", "PostgreSQL"]}],
}
SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(scope="module")
def translator() -> Translator:
    return Translator()


@pytest.fixture(scope="module")
def fake(translator) -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=translator) as server:
        yield server


def _accept_everything(page) -> None:
    """Accept each turn's proposals with its "Accept all", until none waits."""
    while page.locator(".proposal[data-status=pending]").count():
        button = page.locator("[data-action=accept-all]").first
        if not button.count():
            button = page.locator(".proposal[data-status=pending] [data-action=accept]").first
        before = page.locator(".proposal[data-status=pending]").count()
        button.click()
        page.wait_for_function(
            f"() => document.querySelectorAll('.proposal[data-status=pending]').length < {before}",
            timeout=WAIT,
        )


def _open_tab(page, tab: str) -> None:
    page.locator(f"#{tab}").scroll_into_view_if_needed()
    page.click(f"#{tab}")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_add_a_chinese_version_accept_edit_the_master_bring_it_up_to_date_export_both(
    browser, live_server_url, fake, translator, size
):
    seed_translate_capability()
    fake_provider(fake)
    translator.messages.clear()
    user = UserFactory(username="lin")
    user.set_password(PASSWORD)
    user.save()
    master = services.resume_create(owner=user, title="Lin Wei", data=DOCUMENT)
    context, page, watch = watched_page(
        browser, live_server_url, viewport=SIZES[size], accept_downloads=True
    )
    phone = size == "phone"
    try:
        _sign_in(page, "lin")
        page.goto(f"/resumes/{master.pk}/")
        if phone:
            page.click(".mobile-tabs [data-view=resume]")
        _open_tab(page, "tab-languages")
        page.select_option("#language-choice", "zh-hans")
        page.click("#language-add button[type=submit]")
        # The job's page waits for the worker, says which section it is at (the second
        # section's turn is held until the page has shown it), then opens the proposals.
        page.wait_for_selector("#job-progress[data-status=READY]")
        assert "Waiting for the background worker" in page.inner_text("#job-progress")
        gate = threading.Event()

        def gated(body):
            last = (body.get("messages") or [{}])[-1]
            if str(last.get("content") or "").startswith("Translate the section `work`"):
                gate.wait(60)
            return translator(body)

        fake.set_responder(gated)
        worker = _worker()
        try:
            page.wait_for_selector("#job-progress[data-status=RUNNING][data-done='1']")
            section = page.inner_text("#job-section")
            assert "Translating section 2 of 3: Work experience" in section
            if not phone:
                _shot(page, "languages-job")
        finally:
            gate.set()
            _stdout, stderr = worker.communicate(timeout=120)
            fake.set_responder(translator)
        assert worker.returncode == 0, stderr[-2000:]
        page.wait_for_selector(".proposal[data-status=pending]", timeout=WAIT)
        version = LanguageVersion.objects.get(master=master)
        assert f"/resumes/{version.resume_id}/" in page.url
        assert [m.split("`")[1] for m in translator.messages] == ["basics", "work", "skills"]
        if phone:
            page.click(".mobile-tabs [data-view=chat]")
        if not phone:
            _shot(page, "languages-proposals")
        _accept_everything(page)
        document = Resume.objects.get(pk=version.resume_id).data
        assert document["work"][0]["name"] == "环球公司"
        assert document["work"][0]["startDate"] == "2021-03"

        # The version's page: every check passes, up to date with the master.
        page.goto(f"/chat/languages/{version.resume_id}/")
        page.wait_for_selector("#checks-pass")
        assert page.locator("#up-to-date").count() == 1
        watch.assert_clean("the new Chinese version")

        # Edit the master on its page (the Edit tab's work entry).
        page.click("#open-master")
        if phone:
            page.click(".mobile-tabs [data-view=resume]")
        _open_tab(page, "tab-edit")
        page.click("#details-work summary")
        box = page.locator("#section-work form.entry >> nth=0 >> textarea >> nth=0")
        box.scroll_into_view_if_needed()
        box.fill("Payments and fraud platform.")
        page.click("#section-work form.entry >> nth=0 >> button[type=submit]")
        page.wait_for_selector("#section-work .saved-note")
        page.reload()  # the Languages tab says where the versions stand as the page loads
        if phone:
            page.click(".mobile-tabs [data-view=resume]")
        _open_tab(page, "tab-languages")
        page.wait_for_selector("#language-versions .language-behind")
        assert "behind by 1 change" in page.inner_text("#language-versions")

        # The version's page says what changed, in words; bring it up to date.
        page.click("#language-versions a >> nth=0")
        page.wait_for_selector("#behind-list")
        assert "Behind by 1 change" in page.inner_text("#behind-count")
        assert "work[0]" not in page.inner_text("#behind-list .compare-head")
        if not phone:
            _shot(page, "languages-behind")
        translator.messages.clear()
        before = set(Proposal.objects.values_list("pk", flat=True))
        page.click("#bring-up-to-date")
        page.wait_for_selector("#job-progress[data-status=READY]")
        run_worker()
        page.wait_for_selector(".proposal[data-status=pending]", timeout=WAIT)
        (message,) = translator.messages
        assert "Payments and fraud platform." in message and "checkout" not in message
        proposed = list(Proposal.objects.exclude(pk__in=before))
        assert [p.path for p in proposed] == ["work[0].summary"]
        if phone:
            page.click(".mobile-tabs [data-view=chat]")
        _accept_everything(page)
        page.goto(f"/chat/languages/{version.resume_id}/")
        page.wait_for_selector("#checks-pass")
        assert page.locator("#up-to-date").count() == 1
        if phone:
            _shot(page, "languages-version-phone")
        assert (
            Resume.objects.get(pk=version.resume_id).data["work"][0]["summary"]
            == "【中】Payments and fraud platform."
        )

        # Export both.
        for link, expected in (("#export-version", "环球公司"), ("#export-master", "Globex")):
            with page.expect_download() as download:
                page.click(link)
            assert download.value.suggested_filename.endswith(".pdf")
            with open(download.value.path(), "rb") as pdf:
                from pypdf import PdfReader

                text = "\n".join(p.extract_text() for p in PdfReader(pdf).pages)
            assert expected in text, link
        watch.assert_clean("bringing the Chinese version up to date")
    finally:
        context.close()
    assert fake.pairing_errors() == []
