"""Layout found wrong in the browser, checked in a real Chromium (Debian's, through Playwright)
against a live Daphne server: error pages in the app's layout, the pickers' text at laptop
width, Chinese capability names, "just now", and the contact line at phone width."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agent.models import Provider
from resumes import services
from resumes.models import Resume
from tests.factories import UserFactory
from tests.web.test_browser import WAIT, browser, live_server_url  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "a-long-Passphrase-9"
SHOTS = os.environ.get("CVAGENT_SCREENSHOTS")
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


@pytest.fixture
def new_page(browser, live_server_url) -> Iterator[Any]:  # noqa: F811
    contexts: list[Any] = []

    def make(width: int = 1366, height: int = 768, **options: Any) -> Any:
        context = browser.new_context(
            viewport={"width": width, "height": height}, base_url=live_server_url, **options
        )
        context.set_default_timeout(WAIT)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


def _user_with_resume(username: str = "ada", **options: Any) -> Resume:
    user = UserFactory(username=username)
    user.set_password(PASSWORD)
    user.save()
    return services.resume_create(owner=user, title="My CV", starter=True, **options)


def _sign_in(page: Any, username: str) -> None:
    page.goto("/accounts/signin/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_url("**/")


# The text of a select's chosen option against the room the select gives it (its content box:
# the padding on the right holds the arrow). A select never scrolls, so scrollWidth cannot
# tell; the text is measured with the select's own font.
PICKER_TEXT_FITS = """(id) => {
  const select = document.getElementById(id);
  const style = getComputedStyle(select);
  const canvas = document.createElement('canvas').getContext('2d');
  canvas.font = style.font;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return Array.from(select.options).filter((o) => !o.disabled).map((option) => {
    select.value = option.value;
    return {text: option.text, width: canvas.measureText(option.text).width, room};
  });
}"""


def test_model_and_assistant_pickers_are_not_cut_at_1366_wide(new_page):
    Provider.objects.filter(slug="local").update(name="Local model (offline)", enabled=True)
    resume = _user_with_resume()
    page = new_page(1366, 768)
    _sign_in(page, "ada")
    page.goto(f"/resumes/{resume.pk}/")
    page.wait_for_selector("#provider-select")
    _shot(page, "pickers-1366")
    for picker in ("provider-select", "capability-select"):
        measured = page.evaluate(PICKER_TEXT_FITS, picker)
        assert len(measured) >= 2, measured
        cut = [m for m in measured if m["width"] > m["room"]]
        assert not cut, f"{picker}: text cut: {cut}"
    automatic = page.eval_on_selector("#provider-select option[value='']", "o => o.text")
    assert automatic.startswith("Automatic (")
