"""A long job in a real Chromium: a staff member starts the history repair from the
Maintenance page, the page waits for the background worker, follows it by itself, and shows
what was repaired, in English and in Chinese."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.factories import (
    UserFactory,
    broken_history,
)
from tests.processes import run_worker
from tests.web.browser import PASSWORD, watched_page
from tests.web.browser import sign_in as _sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page(browser, live_server_url, transactional_db) -> Iterator[object]:
    context, page, watch = watched_page(
        browser, live_server_url, viewport={"width": 1280, "height": 800}
    )
    yield page
    context.close()
    watch.assert_clean("the maintenance pages")


def test_staff_repairs_histories_in_the_background_and_sees_the_result(page):
    staff = UserFactory(username="keeper", is_staff=True)
    staff.set_password(PASSWORD)
    staff.save()
    broken_history()
    _sign_in(page, "keeper")
    page.click("nav >> text=Maintenance")
    page.click("#start-repair")
    page.wait_for_selector("#job-progress[data-status=READY]")
    assert "Waiting for the background worker" in page.inner_text("#job-progress")
    run_worker()
    # The page asks every second by itself: no reload.
    page.wait_for_selector("#job-progress[data-status=SUCCESSFUL]")
    assert "Done: 1 conversations checked, 2 problems repaired." in page.inner_text("#job-progress")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    assert "完成：已检查 1 个对话，修复了 2 个问题。" in page.inner_text("#job-progress")
    assert "维护" in page.inner_text("nav")
