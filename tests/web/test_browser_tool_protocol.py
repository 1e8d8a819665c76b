"""browser_js_eval between a run and the person's page, through the real ASGI stack (session
auth, consumer, channel layer) with the page played by a WebSocket client: who gets the call,
which answers are accepted, and what a closed, silent or cancelled page leaves as the result."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator

from agent.fakes.script import Reply, ScriptedCall
from agent.models import Message, Run, RunStatus
from agent.web.browser_calls import run_in_page
from cvsite.asgi import application
from resumes import services
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory, UserFactory
from tests.sockets import session_cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

TIMEOUT = 10
JS_TOOLS = ["think", "stop", "browser_js_eval"]
DONE = r'id="composer-state"[^>]*data-running="false"[^>]*hx-swap-oob'


def _setup(base_url: str = "http://127.0.0.1:9/v1", username: str = "ada"):
    user = UserFactory(username=username, is_staff=True)
    provider = ProviderFactory(slug="fake", base_url=base_url, default_strategy="native")
    resume = services.resume_create(
        owner=user, title="Scratch", language="en", starter=True, is_scratch=True
    )
    conversation = ConversationFactory(
        resume=resume,
        owner=user,
        kind="playground",
        provider=provider,
        capability=CapabilityFactory(slug="js", tools=JS_TOOLS),
    )
    return conversation, session_cookie(user)


async def _open_page(conversation, cookie: str, *, ready: bool = True) -> WebsocketCommunicator:
    page = WebsocketCommunicator(
        application,
        f"/ws/conversations/{conversation.pk}/",
        [(b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie.encode())],
    )
    connected, _ = await page.connect()
    assert connected
    await page.receive_from(timeout=TIMEOUT)
    if ready:
        await page.send_json_to({"action": "browser_ready"})
        # Let the consumer take "ready" before a presence ping can reach it.
        await asyncio.sleep(0.1)
    return page


async def _next_call(page: WebsocketCommunicator, kind: str = "browser_call") -> dict:
    """The next JSON message of `kind` the server sent the page (HTML frames skipped)."""
    while True:
        frame = await page.receive_from(timeout=TIMEOUT)
        if frame.startswith("{"):
            data = json.loads(frame)
            if data.get("cvagent") == kind:
                return data


def _run(conversation, call_id: str = "call_a", code: str = "return 6*7") -> asyncio.Task:
    return asyncio.create_task(
        run_in_page(
            call_id=call_id,
            conversation_id=conversation.pk,
            owner_id=conversation.owner_id,
            tool="browser_js_eval",
            payload={"code": code},
        )
    )


def _answer(call: dict, value, *, nonce: str | None = None, logs=()) -> dict:
    return {
        "action": "browser_result",
        "call_id": call["call_id"],
        "nonce": call["nonce"] if nonce is None else nonce,
        "result": {"ok": True, "value": value, "logs": list(logs)},
    }


async def test_call_reaches_the_page_and_its_answer_is_the_result():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie)
    task = _run(conversation, code="console.log('hi'); return 6*7")
    call = await _next_call(page)
    assert call["tool"] == "browser_js_eval"
    assert call["payload"] == {"code": "console.log('hi'); return 6*7"}
    assert call["timeout_ms"] == 3000
    assert len(call["nonce"]) >= 40
    await page.send_json_to(_answer(call, 42, logs=["hi"]))
    outcome = await asyncio.wait_for(task, TIMEOUT)
    assert outcome.status == "ok"
    assert json.loads(outcome.content) == {"result": 42, "logs": ["hi"]}
    await page.disconnect()


async def test_no_open_page_gives_an_error_result():
    conversation, _ = await sync_to_async(_setup)()
    outcome = await asyncio.wait_for(_run(conversation), TIMEOUT)
    assert outcome.status == "error"
    assert "No playground page of this conversation is open" in outcome.content


async def test_page_without_browser_tools_is_not_sent_the_call():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie, ready=False)
    outcome = await asyncio.wait_for(_run(conversation), TIMEOUT)
    assert outcome.status == "error"
    assert "No playground page" in outcome.content
    assert await page.receive_nothing(0.2)
    await page.disconnect()


async def test_answer_with_a_wrong_nonce_is_refused():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie)
    task = _run(conversation)
    call = await _next_call(page)
    await page.send_json_to(_answer(call, 666, nonce="forged-" + "x" * 40))
    await page.send_json_to(_answer(call, 666, nonce="非ASCII"))
    await asyncio.sleep(0.2)
    assert not task.done()
    await page.send_json_to(_answer(call, 42))
    outcome = await asyncio.wait_for(task, TIMEOUT)
    assert json.loads(outcome.content)["result"] == 42
    await page.disconnect()


async def test_replayed_answer_is_refused():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie)
    first = _run(conversation, call_id="call_a")
    call_a = await _next_call(page)
    await page.send_json_to(_answer(call_a, 1))
    assert json.loads((await asyncio.wait_for(first, TIMEOUT)).content)["result"] == 1

    second = _run(conversation, call_id="call_b")
    call_b = await _next_call(page)
    await page.send_json_to(_answer(call_a, 666))
    await page.send_json_to(_answer(call_b, 666, nonce=call_a["nonce"]))
    await asyncio.sleep(0.2)
    assert not second.done()
    await page.send_json_to(_answer(call_b, 2))
    assert json.loads((await asyncio.wait_for(second, TIMEOUT)).content)["result"] == 2
    await page.send_json_to(_answer(call_b, 666))
    await page.disconnect()


async def test_answer_from_another_page_is_refused():
    conversation, cookie = await sync_to_async(_setup)()
    pages = [await _open_page(conversation, cookie), await _open_page(conversation, cookie)]
    task = _run(conversation)
    while all(await asyncio.gather(*(p.receive_nothing(0.05) for p in pages))):
        pass
    chosen = pages[0] if not await pages[0].receive_nothing(0.01) else pages[1]
    other = pages[1] if chosen is pages[0] else pages[0]
    call = await _next_call(chosen)
    await other.send_json_to(_answer(call, 666))
    await asyncio.sleep(0.2)
    assert not task.done()
    assert await other.receive_nothing(0.1)
    await chosen.send_json_to(_answer(call, 42))
    assert json.loads((await asyncio.wait_for(task, TIMEOUT)).content)["result"] == 42
    for page in pages:
        await page.disconnect()


async def test_page_closed_while_the_call_waits_gives_interrupted():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie)
    task = _run(conversation, code="while (true) {}")
    await _next_call(page)
    await page.disconnect()
    outcome = await asyncio.wait_for(task, TIMEOUT)
    assert outcome.status == "interrupted"
    assert "closed or reloaded" in outcome.content


async def test_silent_page_times_out_and_the_call_is_withdrawn(settings):
    settings.CVAGENT = {**settings.CVAGENT, "BROWSER_JS_SECONDS": 0.1}
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie)
    task = _run(conversation)
    call = await _next_call(page)
    assert call["timeout_ms"] == 100
    withdrawn = await _next_call(page, "browser_cancel")
    assert withdrawn["call_id"] == call["call_id"]
    outcome = await asyncio.wait_for(task, TIMEOUT)
    assert outcome.status == "error"
    assert "did not answer within 5 seconds" in outcome.content
    await page.send_json_to(_answer(call, 42))
    await page.disconnect()


async def test_cancelled_run_withdraws_the_call():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie)
    task = _run(conversation)
    call = await _next_call(page)
    task.cancel()
    withdrawn = await _next_call(page, "browser_cancel")
    assert withdrawn["call_id"] == call["call_id"]
    with pytest.raises(asyncio.CancelledError):
        await task
    await page.disconnect()


@pytest.mark.parametrize(
    ("answer", "status", "expected"),
    [
        ({"ok": False, "timed_out": True, "logs": ["tick"]}, "error", "Timed out"),
        ({"ok": False, "error": "TypeError: x is not a function"}, "error", "threw an error"),
        ({"ok": True, "value": None, "undefined": True}, "ok", "returned nothing"),
        ({"ok": True, "value": '"xxx', "truncated": True}, "ok", "too large"),
        ({"ok": True, "value": list(range(5000))}, "ok", "too large to send whole"),
        ({"ok": True, "value": 1, "logs": ["x" * 7000] * 3}, "ok", "2 more line(s) cut"),
        ("not an object", "error", "cannot read"),
    ],
)
async def test_page_answer_kinds_become_results(answer, status, expected):
    conversation, cookie = await sync_to_async(_setup)()
    page = await _open_page(conversation, cookie)
    task = _run(conversation)
    call = await _next_call(page)
    await page.send_json_to(
        {"action": "browser_result", "call_id": call["call_id"], "nonce": call["nonce"]}
        | {"result": answer}
    )
    outcome = await asyncio.wait_for(task, TIMEOUT)
    assert outcome.status == status
    assert expected in outcome.content
    await page.disconnect()


async def _frames_until(page: WebsocketCommunicator, pattern: str, answer=None) -> list[str]:
    """Frames until one matches `pattern`; a browser call on the way is answered by `answer`."""
    frames = []
    while True:
        frame = await page.receive_from(timeout=TIMEOUT)
        frames.append(frame)
        if frame.startswith("{") and answer is not None:
            await page.send_json_to(answer(json.loads(frame)))
        elif re.search(pattern, frame):
            return frames


async def test_run_stores_the_page_answer_as_the_tool_result(fake_llm):
    fake_llm.add_replies(
        Reply(tool_calls=[ScriptedCall(name="browser_js_eval", arguments={"code": "return 6*7"})]),
        Reply(content="It is 42."),
    )
    conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    page = await _open_page(conversation, cookie)
    await page.send_json_to({"action": "send", "text": "What is six times seven?"})
    frames = "".join(await _frames_until(page, DONE, lambda call: _answer(call, 42)))
    assert "It is 42." in frames
    result = await sync_to_async(Message.objects.get)(conversation=conversation, role="tool")
    assert (result.status, json.loads(result.content)) == ("ok", {"result": 42, "logs": []})
    run = await sync_to_async(Run.objects.get)(conversation=conversation)
    assert run.status == RunStatus.COMPLETED
    assert fake_llm.pairing_errors() == []
    sent_back = fake_llm.requests[-1].messages[-1]
    assert sent_back["role"] == "tool" and '"result":42' in sent_back["content"]
    await page.disconnect()


async def test_run_without_an_open_page_continues_with_an_error_result(fake_llm):
    fake_llm.add_replies(
        Reply(tool_calls=[ScriptedCall(name="browser_js_eval", arguments={"code": "return 1"})]),
        Reply(content="No browser, fine."),
    )
    conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    page = await _open_page(conversation, cookie, ready=False)
    await page.send_json_to({"action": "send", "text": "Run some code"})
    await _frames_until(page, DONE)
    result = await sync_to_async(Message.objects.get)(conversation=conversation, role="tool")
    assert result.status == "error"
    assert "No playground page" in result.content
    assert fake_llm.pairing_errors() == []
    await page.disconnect()
