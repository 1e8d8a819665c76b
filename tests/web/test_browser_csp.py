"""The Content-Security-Policy in a real Chromium: every page is served under the policy and
works with no violation (a chat turn over the WebSocket, htmx fragments, tabs, the editor, the
theme, share links and their public page, the playground, the admin, sign-in, a 404), and a
share link shows only the contact details its owner ticked."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from agent.models import Conversation, Run
from resumes.models import Resume
from tests.web.browser import WAIT, ConsoleWatch
from tests.web.browser import open_resume as _open_resume
from tests.web.browser import send as _send
from tests.web.browser import sign_in as _sign_in
from tests.web.browser import user_with_resume as _user_with_resume
from tests.web.browser import wait_idle as _wait_idle
from tests.web.scripted import ADA

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


class Watched:
    """A page whose policy headers are collected, and whose console errors, page errors, CSP
    violations and failed requests are watched (`ConsoleWatch`)."""

    def __init__(self, context: Any) -> None:
        self.watch = ConsoleWatch(context)
        self.page = context.new_page()
        self.policies: dict[str, str] = {}
        self.page.on("response", self._response)

    def _response(self, response: Any) -> None:
        kind = response.headers.get("content-type", "")
        if response.request.resource_type == "document" and "html" in kind:
            self.policies[response.url] = response.headers.get("content-security-policy", "")

    def visit(self, path: str) -> Any:
        response = self.page.goto(path)
        return response


@pytest.fixture
def watched(browser, live_server_url, provider) -> Iterator[Watched]:
    context = browser.new_context(viewport={"width": 1366, "height": 860}, base_url=live_server_url)
    context.set_default_timeout(WAIT)
    yield Watched(context)
    context.close()


def _assert_clean(watched: Watched, where: str) -> None:
    watched.watch.assert_clean(where)


def test_every_page_works_under_the_policy_without_a_violation(watched):
    resume = _user_with_resume()
    resume.owner.is_staff = resume.owner.is_superuser = True
    resume.owner.save()
    page = watched.page

    watched.visit("/accounts/signin/")
    _assert_clean(watched, "sign-in")
    _sign_in(page, "ada")
    page.wait_for_selector("text=My CV")
    page.click("[data-open-dialog]")  # the new-resume dialog (app.js)
    page.keyboard.press("Escape")
    _assert_clean(watched, "dashboard")

    # The resume page: a whole chat turn over the WebSocket, htmx swaps of the preview.
    _open_resume(page, resume)
    _send(page, ADA)
    page.wait_for_selector("#preview >> text=Ada Lovelace")
    _wait_idle(page)
    _assert_clean(watched, "resume page with a chat turn")
    page.click("#tab-revisions")
    page.wait_for_selector("#revisions-panel li.rev")
    page.click("#tab-edit")
    page.click("#details-work summary")
    page.wait_for_selector("#section-work form.entry")
    page.fill("#section-work form.entry >> nth=0 >> textarea >> nth=0", "Edited under the policy")
    page.click("#section-work form.entry >> nth=0 >> button[type=submit]")
    # A function, not an expression: Playwright would eval() an expression in the page,
    # which the policy forbids.
    page.wait_for_function(
        "() => document.querySelector('#preview').innerText.includes('Edited under the policy')"
    )
    page.click("#tab-theme")
    page.check("#theme-form input[value=modern]")
    page.wait_for_selector("#preview .cv--modern", state="attached")
    page.click("#tab-share")
    page.wait_for_selector("#share-panel")
    page.click("#share-panel form button[type=submit]")
    page.wait_for_selector("#share-panel input.share-url")
    page.focus("#share-panel input.share-url")  # selects itself (app.js, no inline handler)
    assert page.evaluate("window.getSelection().toString() || document.activeElement.selectionEnd")
    share_url = page.input_value("#share-panel input.share-url")
    # The conversation's settings pickers (an htmx post on change).
    conversation = Conversation.objects.get(resume=resume)
    page.select_option(".chat-tools select >> nth=0", index=0)
    _assert_clean(watched, "resume page tabs, editor, theme, share, settings")

    watched.visit(share_url)
    page.wait_for_selector(".share-download")
    _assert_clean(watched, "public share page")
    watched.visit("/accounts/password/")
    watched.visit("/chat/playground/")
    page.wait_for_selector("#connection:not(.offline)")
    _assert_clean(watched, "password change and playground")
    for path in (
        "/admin/",
        "/admin/agent/conversation/",
        f"/admin/agent/conversation/{conversation.pk}/change/",
        f"/admin/agent/run/{Run.objects.filter(conversation=conversation).first().pk}/change/",
        "/admin/agent/llmcall/",
        f"/admin/resumes/resume/{resume.pk}/change/",
        "/admin/resumes/sharelink/",
    ):
        watched.visit(path)
        page.wait_for_selector("#content")
    _assert_clean(watched, "admin pages")
    watched.visit("/")
    page.select_option("#lang-select", "zh-hans")  # a form post, redirected back
    page.wait_for_selector("html[lang=zh-hans]")
    assert watched.visit("/no/such/page/").status == 404
    assert all("404" in problem for problem in watched.watch.take())  # that page's own 404
    page.context.clear_cookies()
    watched.visit("/admin/login/")
    page.wait_for_selector("#login-form")
    _assert_clean(watched, "language switch, 404, admin sign-in")

    # Every page came with the policy.
    assert len(watched.policies) >= 15
    for url, policy in watched.policies.items():
        assert "script-src 'self'" in policy, url
        assert "frame-ancestors 'none'" in policy, url
        assert "unsafe-inline" not in policy, url


def test_the_policy_is_enforced_so_the_test_above_can_see_a_breach(watched):
    """An inline script and an inline handler are refused, and reported as violations."""
    watched.visit("/accounts/signin/")
    watched.page.evaluate(
        """() => {
          const script = document.createElement("script");
          script.textContent = "window.__ran = true";
          document.body.appendChild(script);
          const handler = '<img src="/x.png" onerror="window.__ran = 1">';
          document.body.insertAdjacentHTML("beforeend", handler);
        }"""
    )
    watched.page.wait_for_timeout(300)
    assert watched.page.evaluate("window.__ran") is None
    violations = [p for p in watched.watch.take() if "CSP violation" in p]
    assert len(violations) >= 2, violations


def test_a_share_link_shows_only_the_contact_details_ticked(watched):
    resume = _user_with_resume()
    data = dict(resume.data)
    data["basics"] = {
        **data["basics"],
        "email": "ada@analytical.example",
        "phone": "+44 20 7946 0018",
        "location": {"address": "12 St James's Square", "postalCode": "SW1Y 4JH", "city": "London"},
    }
    Resume.objects.filter(pk=resume.pk).update(data=data)
    page = watched.page
    _sign_in(page, "ada")
    _open_resume(page, resume)
    page.click("#tab-share")
    for name in ("show_email", "show_phone", "show_address"):
        assert not page.is_checked(f"#share-panel input[name={name}]")
    page.check("#share-panel input[name=show_email]")
    page.click("#share-panel form button[type=submit]")
    page.wait_for_selector("#share-panel .share-shows >> text=Shows: email")
    share_url = page.input_value("#share-panel input.share-url")
    page.context.clear_cookies()  # as anyone with the link
    watched.visit(share_url)
    text = page.inner_text("body")
    assert "ada@analytical.example" in text and "London" in text
    assert "7946" not in text and "SW1Y" not in text and "James" not in text
    _assert_clean(watched, "public share page")
