"""The provider stream read in whole network pieces: many events that arrive together go on
as one text delta, whole and in order; events cut anywhere still read right."""

from __future__ import annotations

import pytest

from agent.engine.messages import ChatMessage, Completed, ModelRequest, TextDelta
from agent.engine.providers.openai_compat import OpenAICompatClient
from agent.fakes import FakeLLMServer, Reply
from agent.models import Provider

pytestmark = pytest.mark.asyncio

WORDS = "".join(f"w{i:03d} " for i in range(300))
HELLO = ModelRequest(messages=[ChatMessage(role="user", content="Hello")])


async def _items(reply: Reply) -> list:
    with FakeLLMServer([reply]) as fake:
        provider = Provider(slug="fake", name="Fake", base_url=fake.base_url, model="fake-model")
        client = OpenAICompatClient(provider, api_key="sk-test", pace_seconds=0)
        try:
            return [item async for item in client.generate(HELLO)]
        finally:
            await client.aclose()


async def test_events_that_arrive_together_go_on_as_one_delta():
    items = await _items(Reply(content=WORDS, tokens=300, burst=True))
    deltas = [item.text for item in items if isinstance(item, TextDelta)]
    assert "".join(deltas) == WORDS
    # 300 chunks in one write: a few reads at most, not one delta per chunk.
    assert len(deltas) <= 5
    assert isinstance(items[-1], Completed)
    assert items[-1].response.content == WORDS


async def test_events_cut_inside_a_character_read_right():
    text = "简历助手：" * 40
    items = await _items(Reply(content=text, tokens=40, split_bytes=True))
    assert "".join(item.text for item in items if isinstance(item, TextDelta)) == text
    assert items[-1].response.finish_reason == "stop"
