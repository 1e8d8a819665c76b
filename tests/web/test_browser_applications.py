"""Applications end to end in a real Chromium against a live Daphne: from a tailored version's
page to its application, marked applied by dragging its card (the PDFs sent are frozen), moved
to interviewing with the keyboard, the outcome chart showing it; then the board, the calendar
and the outcomes at 390 px in Chinese. No console error anywhere (ConsoleWatch)."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from typing import Any

import pytest

from resumes import services
from resumes.applications.models import Application, FrozenFile
from resumes.postings.services import cover_letter_save, posting_create, version_create
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, shot, sign_in, watched_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DOCUMENT = {
    "basics": {"name": "Ada Lovelace", "email": "ada@example.com", "summary": "Engineer."},
    "work": [
        {
            "name": "Analytical Engines",
            "position": "Backend Engineer",
            "startDate": "2019",
            "highlights": ["Built Python services on PostgreSQL"],
        }
    ],
}
POSTING = "Backend Engineer\nRequirements:\n- Python and Postgres\n"


def _world() -> Any:
    user = UserFactory(username="ada")
    user.set_password(PASSWORD)
    user.save()
    master = services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    posting = posting_create(
        owner=user, title="Backend Engineer", company="Globex", description=POSTING
    )
    version = version_create(master=master, posting=posting)
    cover_letter_save(version=version, text="I would like to join Globex.", findings=[])
    return user, master, posting, version


@pytest.fixture
def watched(browser, live_server_url, transactional_db) -> Iterator[Any]:
    opened = []

    def open_page(**options: Any) -> Any:
        context, page, watch = watched_page(browser, live_server_url, **options)
        opened.append((context, watch))
        return page

    yield open_page
    for context, watch in opened:
        context.close()
        watch.assert_clean("the applications pages")


def _card(page, application: Application) -> Any:
    return page.locator(f".app-card[data-id='{application.pk}']")


def _column_of(page, application: Application) -> str:
    return _card(page, application).evaluate("c => c.closest('.board-column').dataset.status")


def test_tailored_version_to_applied_by_mouse_to_interviewing_by_keyboard(watched):
    _user, _master, posting, version = _world()
    page = watched(accept_downloads=True)
    sign_in(page, "ada")

    # The tailored version's page offers to track its application.
    page.goto(f"/resumes/{version.resume_id}/")
    page.click("#create-application")
    assert page.input_value("#id_company") == "Globex"
    assert page.input_value("#id_role") == "Backend Engineer"
    page.fill("#id_next_step", "Call with the recruiter")
    page.fill("#id_next_step_on", "2026-12-03")
    page.click("#application-form button[type=submit]")
    page.wait_for_selector("#application-title")
    application = Application.objects.get()
    assert application.resume_id == version.resume_id and application.posting == posting
    assert not FrozenFile.objects.exists()

    # The board, from the navigation; the card is dragged from Saved to Applied.
    page.click(".topnav >> text=Applications")
    page.wait_for_selector("#board")
    assert _column_of(page, application) == "saved"
    page.drag_and_drop(
        f".app-card[data-id='{application.pk}']", ".board-column[data-status=applied]"
    )
    page.wait_for_selector(
        f".board-column[data-status=applied] .app-card[data-id='{application.pk}']"
    )
    application.refresh_from_db()
    assert application.status == "applied" and application.applied_on
    kinds = set(FrozenFile.objects.filter(application=application).values_list("kind", flat=True))
    assert kinds == {"resume", "cover_letter"}
    shot(page, "applications-board")

    # With the keyboard: the moved card holds the focus; Tab to its → and press Enter.
    page.wait_for_function(
        f"document.activeElement && document.activeElement.dataset.id === '{application.pk}'"
    )
    for _ in range(6):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('move-after')"):
            break
    assert page.evaluate("document.activeElement.value") == "interviewing"
    page.keyboard.press("Enter")
    page.wait_for_selector(
        f".board-column[data-status=interviewing] .app-card[data-id='{application.pk}']"
    )
    application.refresh_from_db()
    assert application.status == "interviewing" and application.interview_on
    assert "moved to Interviewing" in page.inner_text("#board-status")

    # The files sent download as they were frozen.
    page.goto(f"/applications/{application.pk}/")
    with page.expect_download() as download:
        page.click("#frozen-files li[data-kind=resume] a")
    with open(download.value.path(), "rb") as handle:
        assert handle.read() == bytes(FrozenFile.objects.get(kind="resume").content)
    with page.expect_download() as ics:
        page.click("#next-step-ics")
    assert ics.value.suggested_filename.endswith(".ics")

    # The outcome chart: the tailored version answered, 1 of 1.
    page.click("text=All applications")
    page.click("#tab-outcomes")
    bar = page.locator(f"#chart-resume .rate-bar[data-label='{version.resume.title}']")
    assert bar.get_attribute("data-percent") == "100"
    assert page.locator("#chart-tailoring .rate-bar[data-label='Tailored']").count() == 1
    assert page.get_attribute("#answer-rate", "data-percent") == "100"
    shot(page, "applications-outcomes")


@pytest.mark.parametrize("width", [390, 1366])
def test_board_calendar_and_outcomes_in_chinese(watched, live_server_url, width):
    user, _master, _posting, version = _world()
    from resumes.applications import services as app_services

    sent = app_services.application_create(owner=user, resume=version.resume, status="applied")
    app_services.application_move(application=sent, status="interviewing")
    today = datetime.date.today()
    app_services.application_create(
        owner=user, company="腾讯", role="前端工程师", next_step="二面", next_step_on=today
    )
    page = watched(viewport={"width": width, "height": 844})
    page.context.add_cookies(
        [{"name": "django_language", "value": "zh-hans", "url": live_server_url}]
    )
    sign_in(page, "ada")
    page.goto("/applications/")
    assert "面试中" in page.inner_text("#column-interviewing")
    assert "已放弃" in page.inner_text("#column-withdrawn")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if width == 390:
        shot(page, "applications-board-390-zh")
    page.click("#tab-calendar")
    assert "二面: 腾讯 · 前端工程师" in page.inner_text(f"td[data-day='{today.isoformat()}']")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.click("#tab-outcomes")
    assert "回复率：100%" in page.inner_text("#answer-rate")
    assert page.locator("#chart-tailoring .rate-bar[data-label='定制版']").count() == 1
    assert "投递进展到哪一步" in page.inner_html("#chart-funnel")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if width == 390:
        shot(page, "applications-outcomes-390-zh")
    # In English too, the navigation's link to the applications is on the screen.
    page.context.add_cookies([{"name": "django_language", "value": "en", "url": live_server_url}])
    page.goto("/applications/")
    box = page.locator(".topnav >> text=Applications").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert page.evaluate("document.documentElement.scrollWidth") <= width
