"""History in a real Chromium: compare two versions, see the words that changed and the
guard's warnings, in English (after a real chat edit through the fake provider) and Chinese.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from resumes import services
from resumes.models import Resume
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, WAIT, new_page
from tests.web.browser import shot as _shot
from tests.web.browser import sign_in as _sign_in
from tests.web.scripted import ADA

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page(browser, live_server_url, provider) -> Iterator[Any]:
    context, page = new_page(browser, live_server_url)
    yield page
    context.close()


def _user_with_resume(username: str, language: str) -> Resume:
    user = UserFactory(username=username)
    user.set_password(PASSWORD)
    user.save()
    return services.resume_create(owner=user, title="CV", language=language, starter=True)


def _agent_edit(resume: Resume, operations: list[dict]) -> None:
    services.resume_apply_batch(resume=resume, operations=operations, source="agent")


def _open_history(page, resume: Resume) -> None:
    page.goto(f"/resumes/{resume.pk}/")
    page.wait_for_selector("#connection:not(.offline)")
    page.click("#tab-revisions")
    page.wait_for_selector("#compare-button")


def test_compare_two_versions_after_a_chat_edit(page):
    resume = _user_with_resume("ada", "en")
    _agent_edit(
        resume,
        [
            {"path": "work[1].name", "action": "update", "value": "Globex"},
            {
                "path": "work[0].highlights[0]",
                "action": "update",
                "value": "Cut nightly settlement time from 4 hours to 10 minutes",
            },
        ],
    )
    _sign_in(page, "ada")
    page.goto(f"/resumes/{resume.pk}/")
    page.wait_for_selector("#connection:not(.offline)")
    page.fill("#composer-text", ADA)
    page.press("#composer-text", "Enter")
    page.wait_for_selector("#preview >> text=Ada Lovelace")
    page.wait_for_selector('#composer-state[data-running="false"]', timeout=WAIT * 2)

    # The newest two versions are picked already: the chat's edit of the name.
    page.click("#tab-revisions")
    page.wait_for_selector("#revisions-panel .rev-current >> text=v3")
    page.click("#compare-button")
    row = page.wait_for_selector('#revisions-compare .compare-row[data-path="basics.name"]')
    assert row.inner_text().startswith("Changed")
    assert page.inner_text('[data-path="basics.name"] .diff del') == "Alex Morgan"
    assert page.inner_text('[data-path="basics.name"] .diff ins') == "Ada Lovelace"
    warning = page.inner_text('[data-path="basics.name"] .compare-warning')
    assert warning == "The name changed from “Alex Morgan” to “Ada Lovelace”."
    assert page.is_visible(".compare-findings [data-check=name_changed]")

    # Version 1 against version 2: the agent's new employer and its invented number.
    page.select_option("#compare-old", "1")
    page.select_option("#compare-new", "2")
    page.click("#compare-button")
    page.wait_for_selector("#compare-result >> text=Version 1 compared with version 2")
    findings = page.inner_text("#revisions-compare .compare-findings")
    assert "“Globex” is an employer the earlier version does not have." in findings
    assert "“10” appears nowhere in the earlier version." in findings
    highlight = '[data-path="work[0].highlights[0]"] .diff'
    assert page.inner_text(f"{highlight} del") == "25"
    assert page.inner_text(f"{highlight} ins") == "10"
    assert not page.is_visible("[data-path='basics.name']")
    _shot(page, "history-compare")

    # "Compare with current" on the first version compares it with version 3.
    page.click("#rev-1 .rev-compare-link")
    page.wait_for_selector("#compare-result >> text=Version 1 compared with version 3")
    assert page.is_visible('[data-path="basics.name"]')
    assert page.is_visible('[data-path="work[1].name"]')


def test_compare_in_chinese_and_bad_versions_get_a_clear_message(page):
    resume = _user_with_resume("li", "zh-hans")
    _agent_edit(
        resume,
        [
            {
                "path": "work[0].highlights[0]",
                "action": "update",
                "value": "将商品详情页首屏时间从 3.2 秒降到 0.9 秒，转化率提升 8%",
            },
            {"path": "education[0].studyType", "action": "update", "value": "硕士"},
        ],
    )
    _sign_in(page, "li")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    _open_history(page, resume)
    assert page.inner_text("#compare-button") == "比较"
    page.click("#compare-button")
    page.wait_for_selector("#compare-result >> text=版本 1 与版本 2 的比较")
    findings = page.inner_text("#revisions-compare .compare-findings")
    assert "“0.9”在之前的版本中没有出现过。" in findings
    assert "学位从“本科”提高到了“硕士”。" in findings
    highlight = '[data-path="work[0].highlights[0]"] .diff'
    assert page.inner_text(f"{highlight} del") == "1.1"
    assert page.inner_text(f"{highlight} ins") == "0.9"
    assert page.inner_text('[data-path="work[0].highlights[0]"] .pill') == "修改"
    _shot(page, "history-compare-zh")

    response = page.goto(f"/resumes/{resume.pk}/revisions/compare/?old=1&new=7")
    assert response is not None and response.status == 400
    assert "没有版本 7；这份简历的版本是 1 到 2。" in page.inner_text("[role=alert]")


def test_another_persons_versions_are_not_found(page):
    theirs = _user_with_resume("eve", "en")
    _agent_edit(theirs, [{"path": "basics.name", "action": "update", "value": "Eve"}])
    _user_with_resume("ada", "en")
    _sign_in(page, "ada")
    response = page.goto(f"/resumes/{theirs.pk}/revisions/compare/?old=1&new=2")
    assert response is not None and response.status == 404
    assert "Eve" not in page.content()
