"""Ordinary use of the pages in a real Chromium leaves no console error, no uncaught error,
no Content-Security-Policy violation and no failed request: a chat turn, a text box made
taller and saved, a share link, a theme, a proposal shown in the preview and accepted, the
admin's Probe; in English at 1366 px and in Chinese at 390 px."""

from __future__ import annotations

from typing import Any

import pytest

from resumes.models import Resume
from tests.web.browser import sign_in, user_with_resume, watched_page
from tests.web.pages_world import CHAT, LAPTOP, PHONE, POLISH, RESUME

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _in_view(page: Any, selector: str, phone: bool) -> None:
    """At phone width, the resume page shows the chat or the resume: the one `selector` is in."""
    if phone:
        chat = page.locator(".chat-pane").locator(selector).count()
        page.click(CHAT if chat else RESUME)


@pytest.mark.parametrize(
    ("language", "viewport"), [("en", LAPTOP), ("zh-hans", PHONE)], ids=["en-1366", "zh-390"]
)
def test_ordinary_use_leaves_no_console_error(browser, live_server_url, world, language, viewport):
    """A person without any job posting chats and edits, shares, opens the share link; the
    staff person reviews a tailored version's proposal (shown in the preview, then accepted),
    opens its cover letter and probes a provider in the admin."""
    phone = viewport is PHONE
    plain = user_with_resume("grace", title="Grace's CV")
    context, page, watch = watched_page(
        browser, live_server_url, viewport=viewport, is_mobile=phone
    )
    sign_in(page, "grace")
    if language != "en":
        page.select_option("#lang-select", language)
        page.wait_for_selector(f"html[lang={language}]")
    page.goto(f"/resumes/{plain.pk}/")
    page.wait_for_selector("#connection:not(.offline)")
    page.fill("#composer-text", POLISH)  # applied at once: the page refreshes its panels
    page.press("#composer-text", "Enter")
    page.wait_for_selector('#composer-state[data-running="false"]')
    _in_view(page, "#preview", phone)
    page.wait_for_selector("#preview >> text=Principal")
    page.click("#tab-share")
    page.click("#share-panel form button[type=submit]")
    page.wait_for_selector("#share-panel input.share-url")
    share_url = page.input_value("#share-panel input.share-url")
    # The person makes a text box taller by its corner (the browser sets its style attribute),
    # then saves: htmx puts the new form in place without copying that attribute over.
    page.click("#tab-edit")
    page.click("#details-work summary")
    box = page.locator("#section-work form.entry >> nth=0 >> textarea >> nth=0")
    box.scroll_into_view_if_needed()
    edge = box.bounding_box()
    corner = (edge["x"] + edge["width"] - 2, edge["y"] + edge["height"] - 2)
    page.mouse.move(*corner)
    page.mouse.down()
    page.mouse.move(corner[0], corner[1] + 60, steps=5)
    page.mouse.up()
    assert "height" in (box.get_attribute("style") or "")
    box.fill("Led the payments team")
    page.click("#section-work form.entry >> nth=0 >> button[type=submit]")
    page.wait_for_selector("#section-work .saved-note")
    page.click("#tab-theme")
    page.check("#theme-form input[value=modern]")
    page.wait_for_selector("#preview .cv--modern", state="attached")
    watch.assert_clean("a resume without postings: chat, share, theme")
    page.goto(share_url)
    page.wait_for_selector(".share-download")
    watch.assert_clean("the public share page")

    page.context.clear_cookies()
    sign_in(page, "ada")
    if language != "en":
        page.select_option("#lang-select", language)
        page.wait_for_selector(f"html[lang={language}]")
    page.goto(f"/resumes/{world.version.resume_id}/")
    page.wait_for_selector("#connection:not(.offline)")
    page.fill("#composer-text", POLISH)  # review mode: a proposal
    page.press("#composer-text", "Enter")
    page.wait_for_selector(".proposal[data-status=pending]")
    page.wait_for_selector('#composer-state[data-running="false"]')
    page.click(".proposal [data-action=preview]")
    _in_view(page, "#preview-block", phone)
    page.wait_for_selector("#preview-block.preview-pending")
    page.click("#preview-block [data-action=saved-preview]")
    page.wait_for_selector("#preview-block:not(.preview-pending)")
    _in_view(page, ".proposal", phone)
    page.click(".proposal [data-action=accept]")
    page.wait_for_selector(".proposal[data-status=accepted]")
    _in_view(page, "#match-panel", phone)
    page.wait_for_selector("#match-panel >> #match-posting")
    assert Resume.objects.get(pk=world.version.resume_id).data["basics"]["label"] == "Principal"
    watch.assert_clean("a tailored version: proposal, preview, accept")
    page.goto(f"/chat/versions/{world.version.pk}/cover-letter/")
    page.wait_for_selector("#letter-text")
    page.goto(f"/admin/agent/provider/{world.provider.pk}/change/")
    page.click("#probe-button")
    page.wait_for_selector(".messagelist")
    watch.assert_clean("cover letter, the admin's Probe")
    context.close()
