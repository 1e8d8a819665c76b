"""The offline model answers one request at a time: in a real Chromium, a second person's turn
waits for it and their chat says so ("waiting for the offline model"), in their language, then
completes. The model is played by the HTTP fake provider marked as the embedded one, whose first
answer is held until the test lets it go.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from agent.fakes.script import Reply
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, Provider
from tests.web.browser import WAIT
from tests.web.browser import open_resume as _open_resume
from tests.web.browser import send as _send
from tests.web.browser import sign_in as _sign_in
from tests.web.browser import user_with_resume as _user_with_resume
from tests.web.browser import wait_idle as _wait_idle
from tests.web.scripted import demo_responder

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Questions the guarded offline turn sends to the model (no simple edit, no fixed answer).
HELD = "What would a hiring manager ask me first?"
ASKED = "What would a hiring manager ask me about?"


class HeldModel:
    """Answers like `demo_responder`, but holds a request for HELD until `release` is set."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.holding = threading.Event()

    def __call__(self, body: dict[str, Any]) -> Reply:
        messages = body.get("messages") or [{}]
        if HELD in str(messages[-1].get("content") or ""):
            self.holding.set()
            self.release.wait(timeout=60)
            return Reply(content="Here is a summary.")
        return demo_responder(body)


@pytest.fixture(scope="module")
def held_model() -> Iterator[tuple[FakeLLMServer, HeldModel]]:
    responder = HeldModel()
    with FakeLLMServer(responder=responder) as server:
        yield server, responder


@pytest.fixture
def offline_provider(transactional_db, held_model) -> Provider:
    server, _ = held_model
    Capability.objects.update_or_create(
        slug="base",
        defaults={"name": "Resume editor", "tool_policy": "all", "tools": [], "is_active": True},
    )
    provider, _ = Provider.objects.update_or_create(
        slug="offline-fake",
        defaults={
            "name": "Offline model",
            "base_url": server.base_url,
            "model": "fake-model",
            "is_local": True,
            "default_strategy": "native",
            "supports_stream_with_tools": False,
            "enabled": True,
        },
    )
    # The only provider: runs go to it as they go to the embedded model on a fresh site.
    Provider.objects.exclude(pk=provider.pk).update(enabled=False)
    return provider


def _page(browser, base_url: str):
    context = browser.new_context(viewport={"width": 1366, "height": 860}, base_url=base_url)
    context.set_default_timeout(WAIT)
    return context, context.new_page()


def _hold_one_turn(page, responder: HeldModel) -> None:
    responder.release.clear()
    responder.holding.clear()
    _send(page, HELD)
    assert responder.holding.wait(timeout=WAIT / 1000), "the held request never arrived"


def test_a_second_turn_waits_for_the_offline_model_and_says_so(
    browser,
    live_server_url,
    offline_provider,
    held_model,
):
    _, responder = held_model
    ada_resume, grace_resume = _user_with_resume("ada"), _user_with_resume("grace")
    ada_context, ada = _page(browser, live_server_url)
    grace_context, grace = _page(browser, live_server_url)
    try:
        _sign_in(ada, "ada")
        _sign_in(grace, "grace")
        grace.select_option("#lang-select", "zh-hans")
        grace.wait_for_selector("html[lang=zh-hans]")
        _open_resume(ada, ada_resume)
        _open_resume(grace, grace_resume)

        # Ada's turn has the model; Grace's waits, and her chat (Chinese) says why.
        _hold_one_turn(ada, responder)
        _send(grace, ASKED)
        grace.wait_for_selector(".notice >> text=正在等待离线模型")
        assert grace.locator(".msg-assistant >> text=Noted.").count() == 0
        responder.release.set()
        grace.wait_for_selector(".msg-assistant >> text=Noted.")
        ada.wait_for_selector(".msg-assistant >> text=Here is a summary.")
        _wait_idle(ada)
        _wait_idle(grace)
        # Nobody else was told to wait.
        assert ada.locator(".notice >> text=Waiting for the offline model").count() == 0

        # The other way round: now Ada (English) waits for Grace's turn.
        _hold_one_turn(grace, responder)
        _send(ada, ASKED)
        ada.wait_for_selector(".notice >> text=Waiting for the offline model")
        responder.release.set()
        ada.wait_for_selector(".msg-assistant >> text=Noted.")
        _wait_idle(ada)
        _wait_idle(grace)
    finally:
        responder.release.set()
        ada_context.close()
        grace_context.close()
