"""In Chromium, in Chinese: a chat edit through the fake provider shows as a sentence, live
and after the turn, with the tool's name one click away; History says it the same way; and
no page shown holds English a person reads (text the browser renders, JavaScript's included)
beyond proper nouns and the person's own content."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from agent.models import Message
from resumes.models import Resume
from tests.web.browser import (
    fake_provider,
    new_page,
    open_resume,
    send,
    sign_in,
    user_with_resume,
    wait_idle,
)
from tests.web.chinese_text import english_left, words_of
from tests.web.scripted import ADA

# What the person and the model wrote (the app's notes to the model are not shown).
PEOPLE = ("user", "assistant")

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# The texts a person reads: visible text nodes and the attributes a screen shows or reads out,
# not code, scripts or what a form holds.
VISIBLE_TEXT = """() => {
  const skip = "script,style,template,code,pre,textarea,svg,kbd,samp";
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, element = node.parentElement;
    if (!element || !node.textContent.trim() || element.closest(skip)) continue;
    if (element.checkVisibility()) texts.push(node.textContent.trim());
  }
  for (const element of document.querySelectorAll("[placeholder],[title],[aria-label],[alt]")) {
    if (element.closest(skip) || !element.checkVisibility()) continue;
    for (const name of ["placeholder", "title", "aria-label", "alt"]) {
      const value = element.getAttribute(name);
      if (value && value.trim()) texts.push(value.trim());
    }
  }
  return texts;
}"""


@pytest.fixture
def page(browser, live_server_url, fake_provider_server) -> Iterator[Any]:
    fake_provider(fake_provider_server)
    context, page = new_page(browser, live_server_url)
    yield page
    context.close()


def _english_on(page, resume: Resume) -> list[str]:
    data = Resume.objects.get(pk=resume.pk).data
    content = [data, resume.title, resume.owner.username, "Fake provider", "fake"]
    content += list(Message.objects.filter(role__in=PEOPLE).values_list("content", flat=True))
    return english_left(page.evaluate(VISIBLE_TEXT), words_of(*content))


def test_chat_edit_and_history_in_plain_chinese(page):
    resume = user_with_resume("li", language="zh-hans", title="我的简历")
    sign_in(page, "li")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    open_resume(page, resume)
    send(page, ADA)
    # Live, then as stored once the turn ends: the step is a sentence.
    page.wait_for_selector(".step-tool .words >> text=修改了姓名")
    wait_idle(page)
    step = page.locator(".step-tool", has=page.locator(".words", has_text="修改了姓名"))
    assert not step.locator(".step-call code.name").is_visible()
    step.locator("summary").click()
    assert step.locator(".step-call code.name").inner_text() == "CVEditor"
    assert _english_on(page, resume) == []

    page.click("#tab-revisions")
    newest = page.locator("#revisions-panel .rev-current")
    assert newest.locator(".rev-summary").inner_text() == "修改了姓名"
    detail = newest.locator(".tech-detail")
    assert not detail.locator("code").first.is_visible()
    detail.locator("summary").click()
    assert "basics.name" in detail.inner_text()
    assert _english_on(page, resume) == []

    for address in ("/", "/jobs/", "/resumes/import/"):
        page.goto(address)
        assert _english_on(page, resume) == [], address
