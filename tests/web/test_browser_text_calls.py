"""Calls written as text, seen in a real Chromium (Debian's, through Playwright) on the
playground of a live Daphne, with the HTTP fake as a prompt-strategy model: a repaired call
shows what the model wrote and what was repaired, a call cut off by the token limit is not run
and the person is told, live, after a reload, and in Chinese."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from agent.fakes.script import Reply
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, Conversation, Provider, Run, RunStatus
from resumes import services
from resumes.models import Resume
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, WAIT

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LOOSE = "Loose call please"
CUT = "Cut call please"
LOOSE_CALL = (
    "<tool_call>{'name': 'CVEditor', 'arguments': {'path': 'basics.name', 'action': 'update', "
    "'value': 'Ada Lovelace',},}</tool_call>"
)
CUT_CALL = (
    '<tool_call>{"name": "CVEditor", "arguments": {"path": "basics.name", "action": "update", '
    '"value": "Ada Lov'
)


def respond(body: dict[str, Any]) -> Reply:
    """A weak model writing its calls as text (the prompt strategy sends no API tools)."""
    assert "tools" not in body
    last = str((body.get("messages") or [{}])[-1].get("content") or "")
    if "<tool_result" in last:
        return Reply(content="Done.")
    if LOOSE in last:
        return Reply(content=LOOSE_CALL)
    if CUT in last:
        return Reply(content=f"Changing it. {CUT_CALL}", finish_reason="length")
    return Reply(content="Noted.")


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=respond) as server:
        yield server


@pytest.fixture
def conversation(transactional_db, fake) -> Conversation:
    user = UserFactory(username="ada", password=PASSWORD, is_staff=True)
    provider, _ = Provider.objects.update_or_create(
        slug="weak",
        defaults={
            "name": "Weak model",
            "base_url": fake.base_url,
            "model": "fake-model",
            "default_strategy": "prompt",
            "supports_native_tools": False,
            "enabled": True,
        },
    )
    capability, _ = Capability.objects.update_or_create(
        slug="base",
        defaults={
            "name": "Resume editor",
            "tool_policy": "whitelist",
            "tools": ["CVReader", "CVEditor", "think", "stop"],
            "is_active": True,
        },
    )
    resume = services.resume_create(
        owner=user, title="Scratch", language="en", starter=True, is_scratch=True
    )
    return Conversation.objects.create(
        owner=user, resume=resume, kind="playground", capability=capability, provider=provider
    )


@pytest.fixture
def page(browser, live_server_url) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1366, "height": 860}, base_url=live_server_url)
    context.set_default_timeout(WAIT)
    yield context.new_page()
    context.close()


def open_playground(page, conversation: Conversation) -> None:
    page.goto("/accounts/signin/")
    page.fill("#id_username", conversation.owner.username)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_url("**/")
    page.goto(f"/chat/playground/?c={conversation.pk}")
    page.wait_for_selector("#connection:not(.offline)")


def send_and_finish(page, conversation: Conversation, text: str) -> Run:
    page.fill("#composer-text", text)
    page.press("#composer-text", "Enter")
    deadline = time.monotonic() + 30
    ended = Run.objects.filter(conversation=conversation).exclude(status=RunStatus.RUNNING)
    while not ended.exists():
        assert time.monotonic() < deadline, "the run did not finish"
        time.sleep(0.1)
    page.wait_for_selector('#composer-state[data-running="false"]')
    return ended.get()


def open_editor_step(page) -> str:
    step = page.locator(".step-tool", has=page.locator(".name", has_text="CVEditor")).first
    step.locator("summary").click()
    return step.inner_text()


def test_repaired_call_shows_what_the_model_wrote_and_the_repair(page, conversation):
    open_playground(page, conversation)
    run = send_and_finish(page, conversation, LOOSE)
    assert run.status == RunStatus.COMPLETED
    assert Resume.objects.get(pk=conversation.resume_id).data["basics"]["name"] == "Ada Lovelace"
    step = open_editor_step(page)
    assert "as the model wrote it" in step.lower() and LOOSE_CALL in step
    assert "single quotes" in step and "trailing comma" in step
    # The playground's panel lists it too (it reloads after the run's traffic).
    panel = page.locator("#llm-calls .repair", has_text="CVEditor")
    panel.locator("summary").click()
    assert LOOSE_CALL in panel.inner_text() and "single quotes" in panel.inner_text()


def test_cut_off_call_is_not_run_and_the_person_is_told(page, conversation):
    open_playground(page, conversation)
    send_and_finish(page, conversation, CUT)
    notice = "The model's answer reached its length limit in the middle of a call to CVEditor"
    page.wait_for_selector(f"#transcript .notice >> text={notice}")
    assert Resume.objects.get(pk=conversation.resume_id).data["basics"]["name"] != "Ada Lov"
    step = open_editor_step(page)
    assert "cut off" in step and "not run" in step and '"Ada Lov' in step
    # Rebuilt from the database after a reload, and in the reader's language.
    page.reload()
    page.wait_for_selector(f"#transcript .notice >> text={notice}")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    page.goto(f"/chat/playground/?c={conversation.pk}")
    page.wait_for_selector("#transcript .notice >> text=达到了长度上限")
