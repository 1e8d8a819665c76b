"""Share links with a password and interview practice in a real Chromium against a live
Daphne (and the HTTP fake provider for the coach): a wrong password is refused, the right one
shows the resume and counts a view; a practice of five questions runs to its summary at
1366 px, and in Chinese at 390 px with "End and summarise". No console errors anywhere."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from agent.fakes.script import Reply
from agent.fakes.server import FakeLLMServer
from agent.models import Conversation, Provider
from resumes import services
from resumes.models import ShareLink
from resumes.postings.services import posting_create
from tests.agent.practice_helpers import DOCUMENT, POSTING, coach
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, WAIT, shot, sign_in, watched_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CJK = re.compile(r"[\u4e00-\u9fff]")
QUESTIONS = {
    "en": [
        "Tell me about cutting API latency at Tencent?",
        "What have you built with Django and PostgreSQL?",
        "What is your experience with Kafka?",
        "Have you led a team?",
        "Why do you want this job at Acme?",
    ],
    "zh": [
        "请讲讲你在腾讯降低接口延迟的经历？",
        "你用 Django 和 PostgreSQL 做过什么？",
        "你有 Kafka 的经验吗？",
        "你带过团队吗？",
        "你为什么想加入 Acme？",
    ],
}
ANSWERS = [
    "I cached hot queries in Redis and cut latency by 40%.",
    "A billing service on Django and PostgreSQL.",
    "Only a side project with Kafka.",
    "I mentored two juniors.",
    "Payments at scale interest me.",
]


def coach_responder(body: dict[str, Any]) -> Reply:
    """One question per reply, feedback that names the answer, a summary after the fifth
    answer or when the person asks to end."""
    said = [
        str(m.get("content") or "")
        for m in body.get("messages") or []
        if isinstance(m, dict) and m.get("role") == "user"
    ]
    zh = any(CJK.search(text) for text in said)
    lang = "zh" if zh else "en"
    last = said[-1] if said else ""
    answers = len(said) - 1  # the first message starts the practice
    ended = "summarise" in last or "总结" in last
    feedback = (f"点评：你提到“{last[:12]}”，请按 STAR 补充结果。" if zh else
                f"Feedback: you said “{last[:30]}”; add the result (STAR).")  # fmt: skip
    if ended or answers >= 5:
        summary = "总结：优点是有具体数字；要改进的是 Kafka 经验。" if zh else (
            "Summary: strengths: concrete numbers. To improve: Kafka."
        )  # fmt: skip
        return Reply(content=f"{feedback}\n\n{summary}" if answers else summary, tokens=8)
    number = answers + 1
    lead = f"第 {number} 题（共 5 题）：" if zh else f"Question {number} of 5: "
    question = lead + QUESTIONS[lang][answers]
    return Reply(content=f"{feedback}\n\n{question}" if answers else question, tokens=8)


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=coach_responder) as server:
        yield server


@pytest.fixture
def person(transactional_db, fake):
    coach()
    Provider.objects.update_or_create(
        slug="fake",
        defaults={
            "name": "Fake provider",
            "base_url": fake.base_url,
            "model": "fake-model",
            "default_strategy": "native",
            "enabled": True,
        },
    )
    user = UserFactory(username="ada")
    user.set_password(PASSWORD)
    user.save()
    resume = services.resume_create(owner=user, title="Main resume", data=DOCUMENT)
    return user, resume


def _assistant_count(page) -> int:
    return page.locator("#transcript-scroll .msg-assistant").count()


def _wait_for_replies(page, count: int) -> None:
    page.wait_for_function(
        f"() => document.querySelectorAll('#transcript-scroll .msg-assistant').length >= {count}",
        timeout=WAIT * 2,
    )
    page.wait_for_selector('#composer-state[data-running="false"]', timeout=WAIT * 2)


def test_a_protected_link_refuses_a_wrong_password_and_counts_a_view(
    browser, live_server_url, person
):
    _, resume = person
    context, page, watch = watched_page(browser, live_server_url)
    sign_in(page, "ada")
    page.goto(f"/resumes/{resume.pk}/")
    page.click("#tab-share")
    page.fill("#share-panel #id_password", "open sesame 42")
    page.check("#share-panel #id_no_download")
    page.click("#share-panel form button[type=submit]")
    page.wait_for_selector("#share-panel input.share-url")
    share_url = page.input_value("#share-panel input.share-url")
    assert "open sesame" not in page.content()
    panel = page.inner_text("#share-panel")
    assert "Password" in panel and "No PDF download" in panel and "0 views" in panel
    watch.assert_clean("the owner's share panel")

    visitor_context, visitor, visitor_watch = watched_page(browser, live_server_url)
    visitor.goto(share_url)
    visitor.wait_for_selector("text=This resume is protected")
    assert "Ada Lovelace" not in visitor.content()
    shot(visitor, "share-password")
    visitor.fill("#id_password", "guess")
    visitor.click("form button[type=submit]")
    visitor.wait_for_selector("text=That password is not right.")
    assert "Ada Lovelace" not in visitor.content()
    assert ShareLink.objects.get().view_count == 0
    visitor.fill("#id_password", "open sesame 42")
    visitor.click("form button[type=submit]")
    visitor.wait_for_selector(".cv >> text=Ada Lovelace")
    assert visitor.locator(".share-download").count() == 0  # no PDF offered
    visitor_watch.assert_clean("the visitor's pages")
    visitor_context.close()

    # Another visitor guessing: after five wrong passwords the link refuses them (429), even
    # the right password, and says so. (Not watched: the 429 is the point.)
    guesser_context = browser.new_context(base_url=live_server_url)
    guesser = guesser_context.new_page()
    guesser.goto(share_url)
    for attempt in range(5):
        guesser.fill("#id_password", f"guess {attempt}")
        guesser.click("form button[type=submit]")
        guesser.wait_for_selector("text=That password is not right.")
    guesser.fill("#id_password", "open sesame 42")
    with guesser.expect_response(lambda r: r.request.method == "POST") as answer:
        guesser.click("form button[type=submit]")
    assert answer.value.status == 429
    guesser.wait_for_selector("text=Too many wrong passwords")
    assert "Ada Lovelace" not in guesser.content()
    guesser_context.close()

    link = ShareLink.objects.get()
    assert (link.view_count, link.download_count) == (1, 0)
    page.reload()
    page.click("#tab-share")
    page.wait_for_selector("#share-panel >> text=1 view")
    page.click("#share-panel summary >> text=Views and downloads per day")
    assert "1" in page.inner_text("#share-panel .share-days-table tbody")
    shot(page, "share-panel-counts")
    watch.assert_clean("the owner's share panel after the visit")
    context.close()


def _start_practice(page, posting) -> None:
    page.goto(f"/jobs/{posting.pk}/")
    page.click("#job-resumes >> button.btn-small:not(.btn-primary)")
    page.wait_for_selector("#practice-head")
    page.wait_for_selector("#connection:not(.offline)")


def test_a_practice_of_five_questions_runs_to_its_summary(browser, live_server_url, person, fake):
    user, resume = person
    posting = posting_create(owner=user, title="Senior Python engineer", description=POSTING)
    before = (resume.version, dict(resume.data))
    context, page, watch = watched_page(browser, live_server_url)
    sign_in(page, "ada")
    _start_practice(page, posting)
    head = page.inner_text("#practice-head")
    assert "Senior Python engineer" in head and "Main resume" in head
    assert page.locator("#capability-select").count() == 0

    page.click("#practice-start button")
    _wait_for_replies(page, 1)
    assert "Question 1 of 5" in page.inner_text("#transcript-scroll")
    page.wait_for_selector("#practice-questions >> text=1 question asked")
    assert page.locator("#practice-start").is_hidden()
    for number, answer in enumerate(ANSWERS, start=1):
        page.fill("#composer-text", answer)
        page.press("#composer-text", "Enter")
        _wait_for_replies(page, number + 1)
        last = page.locator("#transcript-scroll .msg-assistant").last.inner_text()
        assert f"you said “{answer[:30]}”" in last
        if number < 5:
            assert f"Question {number + 1} of 5" in last and last.count("?") == 1
        else:
            assert "Summary:" in last and "?" not in last
    page.reload()
    page.wait_for_selector("#practice-questions >> text=5 questions asked")
    shot(page, "interview-practice")
    watch.assert_clean("the interview practice")
    context.close()

    conversation = Conversation.objects.get(posting=posting)
    assert conversation.capability.slug == "interview-coach"
    resume.refresh_from_db()
    assert (resume.version, resume.data) == before


def test_a_practice_in_chinese_on_a_phone_ends_with_a_summary(
    browser, live_server_url, person, fake
):
    user, resume = person
    posting = posting_create(owner=user, title="高级 Python 工程师", description=POSTING)
    context, page, watch = watched_page(
        browser, live_server_url, viewport={"width": 390, "height": 844}, is_mobile=True
    )
    sign_in(page, "ada")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    _start_practice(page, posting)
    assert "面试练习" in page.inner_text("#practice-head")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    page.click("#practice-start button")
    _wait_for_replies(page, 1)
    assert "第 1 题（共 5 题）" in page.inner_text("#transcript-scroll")
    page.fill("#composer-text", "我在腾讯用 Redis 缓存把延迟降低了 40%。")
    page.press("#composer-text", "Enter")
    _wait_for_replies(page, 2)
    assert "第 2 题" in page.locator("#transcript-scroll .msg-assistant").last.inner_text()
    page.wait_for_selector("#practice-questions >> text=已提 2 个问题")
    page.click("#practice-end button")
    _wait_for_replies(page, 3)
    last = page.locator("#transcript-scroll .msg-assistant").last.inner_text()
    assert "总结" in last and "？" not in last
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "interview-practice-phone-zh")
    watch.assert_clean("the interview practice in Chinese on a phone")
    context.close()
    resume.refresh_from_db()
    assert resume.version == 1
