"""The ATS check in a real Chromium: the score in the resume's header, the page of findings,
a finding's link opening the editor at its field; desktop and a 390 px phone, English and
Chinese, with no console error."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from resumes import services
from resumes.models import Resume
from tests.factories import UserFactory
from tests.resumes.ats.ats_documents import clean
from tests.web.browser import PASSWORD, shot, sign_in, watched_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _resume(username: str, language: str) -> Resume:
    user = UserFactory(username=username)
    user.set_password(PASSWORD)
    user.save()
    data = clean(language)
    data["work"][1]["endDate"] = "2015-01"  # ends before it starts
    return services.resume_create(owner=user, title="CV", language=language, data=data)


@pytest.fixture
def watched(browser, live_server_url) -> Iterator[Any]:
    opened = []

    def open_page(width: int = 1366, height: int = 860):
        context, page, watch = watched_page(
            browser, live_server_url, viewport={"width": width, "height": height}
        )
        opened.append(context)
        return page, watch

    yield open_page
    for context in opened:
        context.close()


def _follow_the_dates_finding(page) -> None:
    finding = page.locator('.ats-finding[data-check="dates"]')
    finding.locator(".ats-link").click()
    page.wait_for_url("**/resumes/*/?edit=work&entry=1&field=endDate")
    field = page.locator('#entry-work-1 [name="work-1-endDate"]')
    field.wait_for()
    page.wait_for_function(
        "document.activeElement && document.activeElement.name === 'work-1-endDate'"
        " && document.activeElement.closest('#entry-work-1') !== null"
    )
    assert page.locator("#tab-edit").get_attribute("aria-selected") == "true"
    assert field.is_visible()
    assert field.input_value() == "2015-01"


@pytest.mark.parametrize("width", [1366, 390])
def test_score_page_and_a_link_to_the_field(watched, width):
    resume = _resume(f"grace{width}", "en")
    page, watch = watched(width=width)
    sign_in(page, f"grace{width}")
    page.goto(f"/resumes/{resume.pk}/")
    if width < 500:  # a phone shows the chat first; the resume is a tab away
        page.click('.mobile-tabs [data-view="resume"]')
    badge = page.locator("#ats-badge-score")
    badge.wait_for()
    score = int(badge.get_attribute("data-score"))
    assert 0 <= score < 100
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(page, f"ats-badge-{'phone' if width < 500 else 'desktop'}")
    page.click("#ats-badge")
    page.wait_for_url(f"**/resumes/{resume.pk}/ats/")
    assert int(page.locator("#ats-score").get_attribute("data-score")) == score
    dates = page.locator('.ats-finding[data-check="dates"]')
    assert "ends (2015-01) before it starts (2016-09)" in dates.inner_text()
    assert "Work experience 2 (Software Engineer) · End date" in dates.inner_text()
    assert "work[1]" not in dates.locator(".ats-message").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(page, f"ats-check-{'phone' if width < 500 else 'desktop'}")
    watch.assert_clean("the ATS page")
    _follow_the_dates_finding(page)
    watch.assert_clean("the editor opened at the field")


def test_in_chinese(watched):
    resume = _resume("lilei", "zh-hans")
    page, watch = watched(width=390)
    sign_in(page, "lilei")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    page.goto(f"/resumes/{resume.pk}/")
    page.click('.mobile-tabs [data-view="resume"]')
    page.locator("#ats-badge-score").wait_for()
    assert "ATS 检查" in page.locator("#ats-badge").inner_text()
    page.click("#ats-badge")
    page.wait_for_url(f"**/resumes/{resume.pk}/ats/")
    assert page.locator("h1").inner_text() == "ATS 检查"
    dates = page.locator('.ats-finding[data-check="dates"]')
    assert "这一条的结束时间（2015-01）早于开始时间（2016-07）。" in dates.inner_text()
    assert "工作经历 2（后端工程师） · 结束时间" in dates.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "ats-check-zh")
    watch.assert_clean("the ATS page in Chinese")
    _follow_the_dates_finding(page)
    watch.assert_clean("the editor in Chinese")
