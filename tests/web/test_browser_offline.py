"""A fresh install, as a new person meets it in a real Chromium against a live Daphne: no
provider but the embedded model. The dashboard says what the offline model can and cannot do
(English, Chinese, at phone width), the chat's review switch is forced on, and a simple edit
is proposed without the model and lands once accepted.

Set CVAGENT_SCREENSHOTS=1 to also save the states to docs/screenshots/.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.apps import apps

from agent.models import LLMCall, Provider
from agent.seeds import EDITING_SLUGS, seed_capabilities, seed_providers
from resumes.models import Resume
from tests.web.browser import WAIT
from tests.web.browser import send as _send
from tests.web.browser import shot as _shot
from tests.web.browser import sign_in as _sign_in
from tests.web.browser import user_with_resume as _user_with_resume
from tests.web.browser import wait_idle as _wait_idle

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NEW_LABEL = "Senior Compiler Engineer"


@pytest.fixture
def fresh_install(transactional_db) -> None:
    """The migrations' capabilities and providers, and no key set: the embedded model answers."""
    seed_capabilities(apps, EDITING_SLUGS)
    seed_providers(apps)
    Provider.objects.filter(is_local=False).update(enabled=False)


# Console errors and uncaught exceptions of the pages opened in a test.
errors: list[str] = []


@pytest.fixture
def new_page(browser, live_server_url, fresh_install) -> Iterator[Any]:
    contexts: list[Any] = []
    errors.clear()

    def make(width: int = 1366, height: int = 860, **options: Any) -> Any:
        context = browser.new_context(
            viewport={"width": width, "height": height}, base_url=live_server_url, **options
        )
        context.set_default_timeout(WAIT)
        contexts.append(context)
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        return page

    yield make
    for context in contexts:
        context.close()


def test_dashboard_says_what_the_offline_model_does_at_phone_width_in_both_languages(new_page):
    _user_with_resume()
    page = new_page(390, 844, is_mobile=True)
    _sign_in(page, "ada")
    note = page.locator("#offline-model-note")
    assert note.is_visible()
    text = note.inner_text()
    assert "The assistant is running offline" in text
    assert "Add Rust to my skills" in text and "It cannot:" in text
    assert "an administrator adds one in the admin under Providers" in text
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    _shot(page, "offline-dashboard-phone")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    text = page.locator("#offline-model-note").inner_text()
    assert "助手正在离线运行" in text and "它不能：" in text
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    _shot(page, "offline-dashboard-phone-zh")
    assert errors == [], errors


def test_a_simple_edit_is_a_proposal_made_without_the_model_and_lands_once_accepted(new_page):
    resume = _user_with_resume()
    page = new_page()
    _sign_in(page, "ada")
    page.goto(f"/resumes/{resume.pk}/")
    page.wait_for_selector("#connection:not(.offline)")
    switch = page.locator("#review-switch")
    assert switch.is_checked() and switch.is_disabled()
    assert "Always on with this model" in page.inner_text("#review-field")

    _send(page, f"Change my headline to {NEW_LABEL}")
    card = page.locator(".proposal[data-status=pending]").first
    card.wait_for()
    _wait_idle(page)
    page.wait_for_selector(".msg-assistant >> text=Proposed, waiting for your review")
    assert "The resume is now at version" not in page.inner_text("#transcript")
    assert Resume.objects.get(pk=resume.pk).data["basics"]["label"] != NEW_LABEL
    _shot(page, "offline-proposal")

    card.locator("[data-action=accept]").click()
    page.wait_for_selector("#preview >> text=" + NEW_LABEL)
    stored = Resume.objects.get(pk=resume.pk).data["basics"]
    assert stored["label"] == NEW_LABEL and stored["name"] != NEW_LABEL
    assert not LLMCall.objects.exists()  # no model was asked
