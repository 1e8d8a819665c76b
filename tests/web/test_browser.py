"""The product in a real Chromium (Debian's, through Playwright) against a live Daphne server
and the HTTP fake provider: sign up, chat edits, undo, stop, reload mid-run, Chinese UI,
and another person's resume and socket refused.

Set CVAGENT_SCREENSHOTS=1 to also save the main page states to docs/screenshots/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from agent.models import Message, Run, RunStatus
from resumes.models import Resume
from tests.web.browser import PASSWORD, new_page, watched_page
from tests.web.browser import open_resume as _open_resume
from tests.web.browser import send as _send
from tests.web.browser import shot as _shot
from tests.web.browser import sign_in as _sign_in
from tests.web.browser import user_with_resume as _user_with_resume
from tests.web.browser import wait_idle as _wait_idle
from tests.web.scripted import ADA, SLOW, SLOW_WORDS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page(browser, live_server_url, provider) -> Iterator[Any]:
    context, page, watch = watched_page(browser, live_server_url)
    yield page
    context.close()
    watch.assert_clean("sign-up, chat, stop, reload, Chinese")


def test_sign_up_chat_edit_and_undo(page):
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda frame: frames.append(frame)))
    page.goto("/accounts/signup/")
    page.fill("#id_username", "grace")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_selector("text=No resumes yet")
    _shot(page, "dashboard-empty")
    page.click("text=Start from an English example")
    page.wait_for_selector("#connection:not(.offline)")
    assert "Alex Morgan" in page.inner_text("#preview")

    _send(page, ADA)
    page.wait_for_selector(".msg-user >> text=" + ADA)
    page.wait_for_selector("#preview >> text=Ada Lovelace")
    page.wait_for_selector(".step-tool .words >> text=Changed your name")
    _wait_idle(page)
    page.wait_for_selector(".msg-assistant >> text=Done: your name now reads Ada Lovelace.")
    deltas = [f for f in frames if "beforeend:#seg-" in str(f)]
    assert len(deltas) >= 2, "the answer should arrive in pieces, not at once"
    _shot(page, "resume-after-edit")

    page.click("#tab-revisions")
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#revisions-panel li.rev:not(.rev-current) >> nth=0 >> button")
    page.wait_for_selector("#revisions-panel .rev-current .pill-warn")
    page.click("#tab-preview")
    page.wait_for_selector("#preview >> text=Alex Morgan")
    resume = Resume.objects.get(owner__username="grace")
    assert resume.data["basics"]["name"] == "Alex Morgan"
    assert resume.revisions.filter(source="undo").exists()


def test_stop_during_a_slow_reply(page):
    resume = _user_with_resume()
    _sign_in(page, "ada")
    _shot(page, "dashboard")
    _open_resume(page, resume)
    _send(page, SLOW)
    page.wait_for_selector(".msg-assistant.streaming >> text=word")
    assert page.is_disabled("#composer-text")
    _shot(page, "resume-mid-run")
    page.click("#stop-button")
    page.wait_for_selector(".notice >> text=Stopped")
    _wait_idle(page)
    assert page.is_enabled("#composer-text")
    run = Run.objects.get(conversation__resume=resume)
    assert run.status == RunStatus.CANCELLED
    partial = Message.objects.filter(run=run, role="assistant").first()
    assert partial is not None and 0 < partial.content.count("word") < SLOW_WORDS


def test_reload_mid_run_continues(page):
    resume = _user_with_resume()
    _sign_in(page, "ada")
    _open_resume(page, resume)
    _send(page, SLOW)
    words = "(document.querySelector('.msg-assistant.streaming')?.innerText || '')"
    # A function, not an expression: an expression is eval()ed, which the policy forbids.
    page.wait_for_function(f"() => {words}.split('word').length - 1 >= 40")
    before = page.evaluate(f"{words}.split('word').length - 1")
    page.reload()
    page.wait_for_selector("#connection:not(.offline)")
    # After the reload the page knows a run is going, shows at once what was written
    # before the reload (not stored yet), and keeps receiving the rest.
    page.wait_for_selector('#composer-state[data-running="true"]')
    page.wait_for_selector(".msg-assistant.streaming >> text=word")
    assert page.evaluate(f"{words}.split('word').length - 1") >= before
    _wait_idle(page)
    final = page.inner_text("#transcript .msg-assistant")
    assert final.count("word") == SLOW_WORDS
    assert Run.objects.get(conversation__resume=resume).status == RunStatus.COMPLETED


def test_interface_switches_to_chinese(page):
    resume = _user_with_resume()
    _sign_in(page, "ada")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    assert "你的简历" in page.inner_text("main")
    _shot(page, "dashboard-zh")
    _open_resume(page, resume)
    assert page.is_visible("text=发送")
    # The transcript comes over the WebSocket: it speaks the page's language too.
    page.wait_for_selector("#transcript >> text=想改点什么？")
    _shot(page, "resume-zh")


def test_phone_width_shows_tabs(browser, live_server_url, provider):
    resume = _user_with_resume()
    context, page, watch = watched_page(
        browser, live_server_url, viewport={"width": 390, "height": 844}, is_mobile=True
    )
    try:
        _sign_in(page, "ada")
        _shot(page, "dashboard-phone")
        _open_resume(page, resume)
        assert page.is_visible("#composer-text")
        assert not page.is_visible("#preview")
        _shot(page, "resume-phone-chat")
        page.click(".mobile-tabs >> text=Resume")
        page.wait_for_selector("#preview >> text=Alex Morgan")
        assert not page.is_visible("#composer-text")
        _shot(page, "resume-phone-preview")
        watch.assert_clean("phone width")
    finally:
        context.close()


def test_another_person_cannot_open_the_resume_or_socket(browser, live_server_url, provider):
    # Not the watched page: the 404 and the refused socket are what this test wants.
    context, page = new_page(browser, live_server_url)
    resume = _user_with_resume("ada")
    _user_with_resume("eve")
    _sign_in(page, "ada")
    _open_resume(page, resume)
    conversation_id = int(
        re.search(r"/ws/conversations/(\d+)/", page.content()).group(1)  # type: ignore[union-attr]
    )
    page.click("summary.menu-button")
    page.click("text=Sign out")
    _sign_in(page, "eve")
    response = page.goto(f"/resumes/{resume.pk}/")
    assert response is not None and response.status == 404
    page.goto("/")
    outcome = page.evaluate(
        """(id) => new Promise((resolve) => {
            const ws = new WebSocket(`ws://${location.host}/ws/conversations/${id}/`);
            ws.onopen = () => resolve("open");
            ws.onclose = () => resolve("refused");
        })""",
        conversation_id,
    )
    assert outcome == "refused"
    context.close()
