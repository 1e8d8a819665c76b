"""The chat WebSocket through the real ASGI stack (session auth, origin check, consumer) with
the HTTP fake provider: access, a whole turn, coalescing, stop."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings

from agent.fakes.script import Reply, ScriptedCall
from agent.models import Run, RunStatus
from cvsite.asgi import application
from tests.sockets import chat_setup as _setup
from tests.sockets import frames_until as _frames_until
from tests.sockets import socket as _communicator
from tests.web.scripted import ADA, SLOW, SLOW_WORDS, demo_responder

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

TIMEOUT = 10


DONE = r'id="composer-state"[^>]*data-running="false"[^>]*hx-swap-oob'


async def test_owner_connects_and_gets_the_transcript(fake_llm):
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, cookie)
    connected, _ = await communicator.connect()
    assert connected
    first = await communicator.receive_from(timeout=TIMEOUT)
    assert 'id="transcript"' in first
    assert 'hx-swap-oob="true"' in first
    await communicator.disconnect()


async def test_other_persons_socket_is_refused(fake_llm):
    _, conversation, _ = await sync_to_async(_setup)(fake_llm.base_url)
    _, _, bob_cookie = await sync_to_async(_setup)(fake_llm.base_url, "bob")
    communicator = _communicator(conversation.pk, bob_cookie)
    connected, code = await communicator.connect()
    assert not connected
    assert code == 4403


async def test_anonymous_socket_is_refused(fake_llm):
    _, conversation, _ = await sync_to_async(_setup)(fake_llm.base_url)
    connected, _ = await _communicator(conversation.pk).connect()
    assert not connected


async def test_foreign_origin_is_refused(fake_llm):
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = WebsocketCommunicator(
        application,
        f"/ws/conversations/{conversation.pk}/",
        [(b"origin", b"http://evil.example"), (b"cookie", cookie.encode())],
    )
    connected, _ = await communicator.connect()
    assert not connected


async def test_turn_streams_tool_call_and_preview(fake_llm):
    fake_llm.set_responder(demo_responder)
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": ADA}))
    frames = "".join(await _frames_until(communicator, DONE))
    assert ADA in frames
    assert "Sure, I will" in frames
    assert 'id="call-' in frames and "CVEditor" in frames
    assert 'id="preview-block"' in frames and "Ada Lovelace" in frames
    assert 'data-changed="basics"' in frames
    resume = conversation.resume
    await sync_to_async(resume.refresh_from_db)()
    assert resume.data["basics"]["name"] == "Ada Lovelace"
    await communicator.disconnect()


async def test_deltas_are_coalesced_without_loss(fake_llm):
    words = [f"w{i} " for i in range(300)]
    fake_llm.add_replies(Reply(content="".join(words), tokens=300, delay=0.002))
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": "hello"}))
    frames = await _frames_until(communicator, DONE)
    streamed = "".join(
        "".join(re.findall(r'<span hx-swap-oob="beforeend:#seg-\d+-text">(.*?)</span>', frame))
        for frame in frames
    )
    assert streamed == "".join(words)
    delta_frames = [f for f in frames if "beforeend:#seg-" in f]
    assert len(delta_frames) < 100
    await communicator.disconnect()


async def test_stop_cancels_the_run_and_keeps_history_valid(fake_llm):
    fake_llm.set_responder(demo_responder)
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": SLOW}))
    await _frames_until(communicator, r"beforeend:#seg-")
    await communicator.send_to(text_data=json.dumps({"action": "stop"}))
    frames = "".join(await _frames_until(communicator, DONE))
    assert "Stopped" in frames
    run = await sync_to_async(Run.objects.get)(conversation=conversation)
    assert run.status == RunStatus.CANCELLED
    # The next turn is accepted by the strict fake (pairing intact).
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": ADA}))
    await _frames_until(communicator, DONE)
    assert fake_llm.pairing_errors() == []
    await communicator.disconnect()


async def test_second_message_while_running_is_refused_with_a_reason(fake_llm):
    fake_llm.set_responder(demo_responder)
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": SLOW}))
    await _frames_until(communicator, r"beforeend:#seg-")
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": "again"}))
    frames = "".join(await _frames_until(communicator, r"still working"))
    assert "notice-error" in frames
    await communicator.send_to(text_data=json.dumps({"action": "stop"}))
    await _frames_until(communicator, DONE)
    await asyncio.sleep(0)
    await communicator.disconnect()


async def test_socket_speaks_the_language_of_the_page(fake_llm):
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, f"{cookie}; django_language=zh-hans")
    await communicator.connect()
    first = await communicator.receive_from(timeout=TIMEOUT)
    assert "想改点什么？" in first
    await communicator.disconnect()


async def test_refusals_and_failures_are_told_in_the_language_of_the_page(fake_llm):
    """A Chinese page hears the engine's refusals and failures in Chinese, live and after a
    reload (the failed run keeps its code, not only English text)."""
    fake_llm.set_responder(
        lambda body: Reply(status=500, error={"error": {"message": "upstream exploded"}})
    )
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    provider = await sync_to_async(lambda: conversation.provider)()
    provider.max_retries = 0
    await provider.asave(update_fields=["max_retries"])
    communicator = _communicator(conversation.pk, f"{cookie}; django_language=zh-hans")
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)

    too_long = "x" * (settings.CVAGENT["MAX_USER_MESSAGE_CHARS"] + 1)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": too_long}))
    refused = "".join(await _frames_until(communicator, r"notice-error"))
    assert "请缩短，或分几次发送" in refused
    assert "Shorten it" not in refused

    await communicator.send_to(text_data=json.dumps({"action": "send", "text": "Hello"}))
    frames = "".join(await _frames_until(communicator, DONE))
    assert "模型服务没有响应" in frames and "upstream exploded" in frames
    assert "did not answer" not in frames
    await communicator.disconnect()

    run = await Run.objects.aget(conversation=conversation)
    assert (run.status, run.error_code) == (RunStatus.FAILED, "provider")
    reloaded = _communicator(conversation.pk, f"{cookie}; django_language=zh-hans")
    await reloaded.connect()
    snapshot = await reloaded.receive_from(timeout=TIMEOUT)
    assert "模型服务没有响应" in snapshot
    await reloaded.disconnect()
    english = _communicator(conversation.pk, cookie)
    await english.connect()
    assert "the model provider did not answer" in await english.receive_from(timeout=TIMEOUT)
    await english.disconnect()


async def test_edits_in_quick_succession_refresh_the_preview_once_with_all_of_them(fake_llm):
    """Six edits in one response: the page re-renders the preview (and reloads the revision
    list) fewer times than there are edits, and what it shows holds every edit."""
    edits = [
        ("basics.name", "update", "Ada Lovelace"),
        ("basics.email", "update", "ada@example.org"),
        ("basics.label", "update", "Mathematician"),
        ("basics.phone", "update", "+44 20 7946 0958"),
        ("skills", "add", {"name": "Analytical Engine"}),
        ("skills", "add", {"name": "Poetry"}),
    ]
    fake_llm.add_replies(
        Reply(
            tool_calls=[
                ScriptedCall(
                    name="CVEditor", arguments={"path": path, "action": action, "value": value}
                )
                for path, action, value in edits
            ]
        ),
        Reply(content="All six changes are in."),
    )
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": "Update all"}))
    frames = await _frames_until(communicator, DONE)
    previews = [frame for frame in frames if 'id="preview-block"' in frame]
    assert 1 <= len(previews) < len(edits)
    last = previews[-1]
    for expected in ("Ada Lovelace", "ada@example.org", "Mathematician", "Poetry"):
        assert expected in last
    resume = conversation.resume
    await sync_to_async(resume.refresh_from_db)()
    assert resume.version == 1 + len(edits)
    await communicator.disconnect()


STREAMED = r'<span hx-swap-oob="beforeend:#seg-\d+-text">(.*?)</span>'


async def test_page_opened_mid_answer_shows_the_text_so_far_then_the_rest_once(fake_llm):
    """A reload mid-answer: the new page shows at once what the agent wrote before it
    connected (not stored yet), then the live rest, with no word lost or doubled."""
    fake_llm.set_responder(demo_responder)
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    first = _communicator(conversation.pk, cookie)
    await first.connect()
    await first.receive_from(timeout=TIMEOUT)
    await first.send_to(text_data=json.dumps({"action": "send", "text": SLOW}))
    seen = ""
    while seen.count("word") < 20:
        seen += "".join(re.findall(STREAMED, await first.receive_from(timeout=TIMEOUT)))

    second = _communicator(conversation.pk, cookie)
    await second.connect()
    opening = await second.receive_from(timeout=TIMEOUT)
    caught_up = "".join(re.findall(STREAMED, opening))
    assert caught_up.count("word") >= 20
    frames = [opening, *await _frames_until(second, DONE)]
    live = "".join("".join(re.findall(STREAMED, frame)) for frame in frames)
    assert live == "word " * SLOW_WORDS
    await first.disconnect()
    await second.disconnect()


async def test_a_socket_message_with_nul_characters_is_answered_without_them(fake_llm):
    # PostgreSQL cannot store or look up U+0000: the text and the provider slug lose theirs.
    fake_llm.add_replies(Reply(content="Noted."))
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    message = {"action": "send", "text": "Hello\x00 there", "provider": "fake\x00"}
    await communicator.send_to(text_data=json.dumps(message))
    frames = "".join(await _frames_until(communicator, DONE))
    assert "Hello there" in frames and "Noted." in frames
    assert "notice-error" not in frames
    assert fake_llm.chat_requests[0].messages[-1]["content"] == "Hello there"
    await communicator.disconnect()
