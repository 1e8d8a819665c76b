"""Say it, don't cut it, in a real Chromium: a message pasted over the chat's limit
(CVAGENT_MAX_MESSAGE_CHARS) stays whole in the composer, which shows its length against the
limit and refuses to send it, naming the limit, in English and in Chinese, at desktop width
and at 390 px; nothing reaches the server; no console error."""

from __future__ import annotations

import pytest
from django.conf import settings

from agent.models import Message
from tests.web.browser import new_page, open_resume, shot, sign_in, user_with_resume

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _errors(page) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return errors


@pytest.mark.parametrize(
    ("width", "height", "language"),
    [(1366, 860, "en"), (390, 844, "en"), (390, 844, "zh-hans"), (1366, 860, "zh-hans")],
)
def test_a_message_over_the_limit_is_kept_whole_and_refused_with_the_limit_named(
    browser, live_server_url, width, height, language
):
    resume = user_with_resume("ada")
    context, page = new_page(browser, live_server_url, width=width, height=height)
    if language != "en":
        context.add_cookies(
            [{"name": "django_language", "value": language, "url": live_server_url}]
        )
    errors = _errors(page)
    sent: list[str] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(str(frame))))
    sign_in(page, "ada")
    open_resume(page, resume)
    limit = settings.CVAGENT["MAX_USER_MESSAGE_CHARS"]
    box = page.locator("#composer-text")
    note = page.locator("#composer-limit")
    assert box.is_visible()
    assert box.get_attribute("maxlength") is None  # nothing cuts a paste
    assert note.is_hidden()

    # Near the limit the count shows; the message could still be sent.
    box.fill("a" * (limit - 10))
    assert note.is_visible()
    shown = f"{limit - 10:,} / {limit:,}" if language != "en" else f"{limit - 10:,} of {limit:,}"
    assert shown in note.inner_text()
    assert box.get_attribute("aria-invalid") is None

    # Pasted over the limit: kept whole, refused with the limit named.
    pasted = "Paste of a long posting. " + "b" * limit
    box.fill("")
    box.focus()
    page.keyboard.insert_text(pasted)
    assert box.input_value() == pasted
    text = note.inner_text()
    if language == "en":
        assert f"{len(pasted):,} characters" in text and f"at most {limit:,}" in text
    else:
        assert f"最多 {limit:,} 个字符" in text and f"{len(pasted):,} 个字符" in text
    assert box.get_attribute("aria-invalid") == "true"
    assert "over" in (note.get_attribute("class") or "")
    box.press("Enter")
    page.locator("#send-button").click()
    page.wait_for_timeout(500)  # what a sent message would have needed to reach the server
    assert box.input_value() == pasted
    assert note.get_attribute("role") == "alert"
    assert not [frame for frame in sent if "bbbb" in frame]  # never left the page
    assert page.locator("#chat-live .notice-error").count() == 0
    assert not Message.objects.filter(conversation__resume=resume).exists()
    shot(page, f"composer-limit-{width}-{language}")
    # The note fits the screen: nothing wider than the window.
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    box_right = note.bounding_box()
    assert box_right is not None and box_right["x"] + box_right["width"] <= width + 1

    # Shortened to the limit, the refusal goes and the message is sent.
    box.fill("c" * limit)
    assert "over" not in (note.get_attribute("class") or "")
    assert box.get_attribute("aria-invalid") is None
    box.press("Enter")
    page.wait_for_function("document.querySelector('#composer-text').value === ''")
    assert [frame for frame in sent if "c" * limit in frame]
    assert errors == []
    context.close()
