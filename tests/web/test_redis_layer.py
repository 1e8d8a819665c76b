"""The chat over the Redis channel layer of production, on a private redis-server: whole turns
reach the page complete and in order, and the layer loses nothing to a cancelled or an idle
receive."""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer

from agent.fakes.script import Reply, ScriptedCall
from agent.models import Run, RunStatus
from agent.runs.groups import event_group
from tests.sockets import chat_setup
from tests.sockets import frames_until as _frames_until
from tests.sockets import open_page as _open_page

pytestmark = pytest.mark.asyncio

TIMEOUT = 10
DONE = r'id="composer-state"[^>]*data-running="false"[^>]*hx-swap-oob'
STREAMED = r'<span hx-swap-oob="beforeend:#seg-\d+-text">(.*?)</span>'
# Numbered words: a lost or swapped delta changes the text.
OPENING = "".join(f"o{i:03d} " for i in range(120))
ANSWER = "".join(f"a{i:03d} " for i in range(40))
TURNS = 3


def _streamed(frames: list[str]) -> str:
    return "".join("".join(re.findall(STREAMED, frame)) for frame in frames)


async def _events_until_done(layer, channel: str) -> list[dict]:
    events = []
    while not events or events[-1]["type"] != "done":
        message = await asyncio.wait_for(layer.receive(channel), TIMEOUT)
        events.append(message["event"])
    return events


def _shape(events: list[dict]) -> list[str]:
    """Event types, a run of text deltas counted once."""
    shape: list[str] = []
    for event in events:
        if not (event["type"] == "content" and shape and shape[-1] == "content"):
            shape.append(event["type"])
    return shape


@pytest.mark.django_db(transaction=True)
async def test_whole_turns_over_redis_reach_the_page_complete_and_in_order(redis_layer, fake_llm):
    for turn in range(TURNS):
        edit = {"path": "basics.name", "action": "update", "value": f"Ada Turn{turn}"}
        fake_llm.add_replies(
            Reply(
                content=OPENING,
                tokens=120,
                delay=0.002,
                tool_calls=[ScriptedCall(name="CVEditor", arguments=edit)],
            ),
            Reply(content=ANSWER, tokens=40, delay=0.002),
        )
    _, conversation, cookie = await sync_to_async(chat_setup)(fake_llm.base_url)
    layer = get_channel_layer()
    witness = await layer.new_channel()
    await layer.group_add(event_group(conversation.pk), witness)
    page = await _open_page(conversation.pk, cookie)
    for turn in range(TURNS):
        witnessed = asyncio.create_task(_events_until_done(layer, witness))
        await page.send_to(text_data=json.dumps({"action": "send", "text": f"Turn {turn}"}))
        frames = await _frames_until(page, DONE)
        events = await witnessed
        assert _shape(events) == [
            "run_started",
            "content",
            "tool_call",
            "tool_start",
            "tool_result",
            "tool_end",
            "resume_updated",
            "content",
            "done",
        ]
        assert "".join(e["text"] for e in events if e["type"] == "content") == OPENING + ANSWER
        assert events[-1]["status"] == "completed"
        assert _streamed(frames) == OPENING + ANSWER
        assert f"Ada Turn{turn}" in "".join(frames)
    runs = await sync_to_async(list)(Run.objects.filter(conversation=conversation))
    assert [run.status for run in runs] == [RunStatus.COMPLETED] * TURNS
    await page.disconnect()


@pytest.mark.django_db(transaction=True)
async def test_closing_one_page_mid_turn_costs_the_other_page_nothing(redis_layer, fake_llm):
    long_text = "".join(f"w{i:03d} " for i in range(200))
    fake_llm.add_replies(Reply(content=long_text, tokens=200, delay=0.005))
    _, conversation, cookie = await sync_to_async(chat_setup)(fake_llm.base_url)
    staying = await _open_page(conversation.pk, cookie)
    leaving = await _open_page(conversation.pk, cookie)
    await staying.send_to(text_data=json.dumps({"action": "send", "text": "Tell me"}))
    frames = await _frames_until(staying, r"beforeend:#seg-")
    await leaving.disconnect()
    frames += await _frames_until(staying, DONE)
    assert _streamed(frames) == long_text
    await staying.disconnect()


def _send_from_another_process(url: str, channel: str, message: dict) -> None:
    """Send as another server process would: its own layer on its own event loop. This loop
    is held meanwhile, so nothing here reads the reply Redis writes to a pending pop."""

    async def send() -> None:
        await get_channel_layer().__class__(hosts=[url]).send(channel, message)

    sender = threading.Thread(target=asyncio.run, args=(send(),))
    sender.start()
    sender.join()


async def test_cancelled_receive_loses_no_message_meant_for_another_channel(redis_layer):
    layer = get_channel_layer()
    closing, staying = await layer.new_channel(), await layer.new_channel()
    first = asyncio.create_task(layer.receive(closing))
    await asyncio.sleep(0.2)
    second = asyncio.create_task(layer.receive(staying))
    await asyncio.sleep(0.05)
    _send_from_another_process(redis_layer, staying, {"type": "test.message", "n": 1})
    # Held on purpose: Redis has popped the message and its reply sits unread in the socket
    # when the first receive, the one that was popping, is cancelled (a page closing).
    time.sleep(0.05)
    first.cancel()
    assert await asyncio.wait_for(second, TIMEOUT) == {"type": "test.message", "n": 1}


async def test_idle_receive_outlasts_the_blocking_pop(redis_layer):
    layer = get_channel_layer()
    channel = await layer.new_channel()
    waiting = asyncio.create_task(layer.receive(channel))
    # redis-py 8's default 5 s read timeout used to end an idle receive (and its WebSocket).
    await asyncio.sleep(layer.brpop_timeout + 1)
    assert not waiting.done()
    await layer.send(channel, {"type": "test.message"})
    assert await asyncio.wait_for(waiting, TIMEOUT) == {"type": "test.message"}


async def test_a_message_popped_as_redis_starts_refusing_is_still_delivered(redis_layer):
    """Redis may grant the blocking pop and refuse the command after it (an ACL change, a
    fail-over mid-read): the message that pop took is nowhere else any more, so it must still
    reach its page (it was dropped, and the page saw a gap, under the Redis-loss test)."""
    import redis

    layer = get_channel_layer()
    channel = await layer.new_channel()
    admin = redis.Redis.from_url(redis_layer)
    admin.execute_command("ACL", "SETUSER", "keeper", "on", ">keeper", "+@all", "~*", "&*")
    admin.execute_command("AUTH", "keeper", "keeper")
    admin.execute_command("ACL", "SETUSER", "default", "-zpopmin")  # bzpopmin still allowed
    try:
        waiting = asyncio.create_task(layer.receive(channel))
        await asyncio.sleep(0.2)  # the reader is blocked in its pop
        await layer.send(channel, {"type": "test.message", "n": 1})
        assert await asyncio.wait_for(waiting, TIMEOUT) == {"type": "test.message", "n": 1}
    finally:
        admin.execute_command("ACL", "SETUSER", "default", "+@all")
