"""Layout found wrong in the browser, checked in a real Chromium (Debian's, through Playwright)
against a live Daphne server: error pages in the app's layout, the pickers' text at laptop
width, Chinese capability names, "just now", and the contact line at phone width."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.apps import apps

from agent.models import Provider
from agent.seeds import EDITING_SLUGS, seed_capabilities, seed_providers
from resumes import services
from tests.web.browser import WAIT
from tests.web.browser import sign_in as _sign_in
from tests.web.browser import user_with_resume as _user_with_resume

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = os.environ.get("CVAGENT_SCREENSHOTS")
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


@pytest.fixture
def seeded(transactional_db) -> None:
    """The migrations' capabilities and providers (a transactional test before this one may
    have emptied the tables)."""
    seed_capabilities(apps, EDITING_SLUGS)
    seed_providers(apps)


@pytest.fixture
def new_page(browser, live_server_url, seeded) -> Iterator[Any]:
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


# For each contact item: whether it begins a line, and whether anything (a separator) comes
# before its text inside its box; and whether a separator stands between it and the one
# before (its ::before or the previous item's ::after).
CONTACT_LINES = """() => {
  const items = Array.from(document.querySelectorAll('#preview .cv-contact'));
  const sep = (el, pseudo) =>
    !['none', 'normal', '""'].includes(getComputedStyle(el, pseudo).content);
  let top = null;
  return items.map((li, index) => {
    const box = li.getClientRects()[0];
    const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => node.data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    });
    const text = walker.nextNode();
    const range = document.createRange();
    const start = text.data.length - text.data.trimStart().length;
    range.setStart(text, start);
    range.setEnd(text, start + 1);
    const first = range.getClientRects()[0];
    const startsLine = top === null || box.top > top + 2;
    top = box.top;
    return {
      text: li.innerText,
      startsLine,
      leading: first.left - box.left,
      separated: index > 0 && (sep(li, '::before') || sep(items[index - 1], '::after')),
    };
  });
}"""


# Separators that introduce an item ("Engineer · Acme", "2021 – now · London"): whether each
# sits on the line of the item before it, and whether the item's text wrapped to a new line.
PAIR_SEPARATORS = """() => {
  const pairs = [['.cv-role', '.cv-org'], ['.cv-dates', '.cv-location']];
  const found = [];
  for (const [before, after] of pairs) {
    for (const second of document.querySelectorAll(`#preview ${before} + ${after}`)) {
      const content = getComputedStyle(second, '::before').content;
      if (['none', 'normal', '""'].includes(content)) { continue; }
      const first = second.previousElementSibling.getClientRects();
      const rects = second.getClientRects();
      const lastLineOfFirst = first[first.length - 1].top;
      found.push({
        text: second.innerText,
        separatorOnLineBefore: Math.abs(rects[0].top - lastLineOfFirst) <= 2,
        wrapped: rects[rects.length - 1].top > lastLineOfFirst + 2,
      });
    }
  }
  return found;
}"""


@pytest.mark.parametrize("theme", ["classic", "compact", "modern"])
def test_contact_line_separators_never_begin_a_line_at_phone_width(new_page, theme):
    resume = _user_with_resume()
    services.resume_set_theme(resume=resume, theme=theme)
    page = new_page(390, 844, is_mobile=True)
    _sign_in(page, "ada")
    page.goto(f"/resumes/{resume.pk}/")
    page.click(".mobile-tabs >> text=Resume")
    page.wait_for_selector("#preview .cv-contact")
    _shot(page, f"contacts-phone-{theme}")
    items = page.evaluate(CONTACT_LINES)
    assert len(items) >= 5, items
    lines = [item for item in items if item["startsLine"]]
    assert len(lines) >= 2, f"the contact line should wrap at phone width: {items}"
    leading = [item for item in lines if item["leading"] > 1]
    assert not leading, f"a line begins with a separator: {leading}"
    if theme != "modern":  # the modern sidebar lists one contact per line, without separators
        assert all(item["separated"] for item in items[1:]), items
        # The same rule for the separators of the entries' headings.
        pairs = page.evaluate(PAIR_SEPARATORS)
        assert any(pair["wrapped"] for pair in pairs), pairs
        assert all(pair["separatorOnLineBefore"] for pair in pairs), pairs


def test_chinese_interface_capability_names_just_now_and_404(new_page):
    resume = _user_with_resume()
    page = new_page(1366, 768)
    _sign_in(page, "ada")
    assert "edited just now" in page.inner_text("#resume-grid")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    assert "刚刚编辑" in page.inner_text("#resume-grid")
    page.goto(f"/resumes/{resume.pk}/")
    page.wait_for_selector("#connection:not(.offline)")
    chosen = page.eval_on_selector("#capability-select", "s => s.selectedOptions[0].text")
    assert chosen == "简历编辑"
    names = page.eval_on_selector_all("#capability-select option", "os => os.map(o => o.text)")
    assert "Resume editor" not in names
    assert "刚刚保存" in page.inner_text("#preview-block")
    _shot(page, "resume-zh-pickers")

    response = page.goto("/no/such/page/")
    assert response is not None and response.status == 404
    assert page.is_visible(".topbar .brand")
    assert "找不到页面" in page.inner_text("main")
    page.click("text=返回我的简历")
    page.wait_for_selector("#resume-grid")
