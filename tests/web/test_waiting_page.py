"""A turn over the fair-use cap, seen from the page: it says the message waits, in the page's
language, and then the answer streams as usual."""

from __future__ import annotations

import json
import re

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator

from agent.fakes.script import Reply
from resumes import services
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory, UserFactory
from tests.sockets import open_page as _page
from tests.sockets import session_cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

TIMEOUT = 20
DONE = r'id="composer-state"[^>]*data-running="false"[^>]*hx-swap-oob'
WAITING = {
    "en": "Waiting: you already have as many replies being written as one person may have",
    "zh-hans": "正在排队：你同时进行中的回复已达到每人上限",
}


def _two_conversations(base_url: str):
    user = UserFactory(username="alice")
    provider = ProviderFactory(slug="fake", base_url=base_url, default_strategy="native")
    capability = CapabilityFactory(slug="base")
    made = []
    for title in ("First", "Second"):
        resume = services.resume_create(owner=user, title=title, language="en", starter=True)
        made.append(
            ConversationFactory(
                resume=resume, owner=user, provider=provider, capability=capability
            ).pk
        )
    return made, session_cookie(user)


async def _frames_until(page: WebsocketCommunicator, pattern: str) -> str:
    frames = []
    while not frames or not re.search(pattern, frames[-1]):
        frames.append(await page.receive_from(timeout=TIMEOUT))
    return "".join(frames)


@pytest.mark.parametrize("language", ["en", "zh-hans"])
async def test_a_turn_over_the_persons_cap_says_it_waits_then_streams(language, fake_llm, settings):
    settings.CVAGENT = {**settings.CVAGENT, "MAX_RUNS_PER_PERSON": 1}
    fake_llm.add_replies(
        Reply(content="first " * 40, tokens=40, delay=0.03),
        Reply(content="second answer", tokens=2),
    )
    (first, second), cookie = await sync_to_async(_two_conversations)(fake_llm.base_url)
    busy = await _page(first, cookie)
    waiting = await _page(second, f"{cookie}; django_language={language}")
    await busy.send_to(text_data=json.dumps({"action": "send", "text": "Go on at length"}))
    await _frames_until(busy, "first ")
    await waiting.send_to(text_data=json.dumps({"action": "send", "text": "And me"}))
    seen = await _frames_until(waiting, DONE)
    assert WAITING[language] in seen
    assert seen.index(WAITING[language]) < seen.index("second answer")
    await _frames_until(busy, DONE)
    for page in (busy, waiting):
        await page.disconnect()
