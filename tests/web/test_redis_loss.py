"""Nothing is lost on the way from a run to the pages of another process, over the Redis layer.

Two processes, as in production behind Redis: the runs execute in a live Daphne process
(forked, sharing the test database), and every conversation's page is open in this one. Many
turns stream at once. Publishing one channel-layer message per event used to take a pooled
Redis connection per send: under this load redis-py's pool ran out (`MaxConnectionsError`),
the run's publishing task died unnoticed, and pages never got chunks or the end of the turn.
The pool is 100 connections in production, where 100 streaming conversations exhausted it;
here it is 12, so that 30 conversations do the same on a shared test machine.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from functools import partial

import pytest
import redis
from asgiref.sync import sync_to_async
from channels.layers import channel_layers
from channels.testing import WebsocketCommunicator

from agent.fakes.script import Reply
from resumes import services
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory, UserFactory
from tests.sockets import open_page as _open_page
from tests.sockets import session_cookie
from tests.web.live import LiveDaphne
from tests.wsclient import MiniWebSocket

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

CONVERSATIONS = 30
TOKENS = 150
POOL = 12
TIMEOUT = 60
DONE = r'id="composer-state"[^>]*data-running="false"[^>]*hx-swap-oob'
STREAMED = r'<span hx-swap-oob="beforeend:#seg-\d+-text">(.*?)</span>'


def _answer(index: int) -> str:
    return "".join(f"c{index:02d}w{i:03d} " for i in range(TOKENS))


def _responder(body: dict) -> Reply:
    users = [m for m in body.get("messages", []) if m.get("role") == "user"]
    index = int(re.search(r"stream (\d+)", str(users[-1].get("content")))[1])
    return Reply(content=_answer(index), tokens=TOKENS, delay=0.002)


@pytest.fixture
def small_pool_layer(redis_url, settings):
    """The production Redis layer, with a small connection pool."""
    settings.CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "cvsite.channel_layer.RedisChannelLayer",
            "CONFIG": {
                "hosts": [{"address": redis_url, "max_connections": POOL}],
                "capacity": 1000,
            },
        }
    }
    channel_layers.backends.clear()
    yield redis_url
    channel_layers.backends.clear()


def _setup(base_url: str, count: int) -> list[tuple[int, str]]:
    provider = ProviderFactory(
        slug="fake", name="Fake", base_url=base_url, default_strategy="native"
    )
    capability = CapabilityFactory(slug="base")
    made = []
    for index in range(count):
        user = UserFactory(username=f"person{index}")
        resume = services.resume_create(owner=user, title="CV", language="en", starter=True)
        conversation = ConversationFactory(
            resume=resume, owner=user, provider=provider, capability=capability
        )
        made.append((conversation.pk, session_cookie(user)))
    return made


async def _frames_until_done(page: WebsocketCommunicator, streaming: asyncio.Event) -> list[str]:
    frames = []
    while not frames or not re.search(DONE, frames[-1]):
        frames.append(await page.receive_from(timeout=TIMEOUT))
        if "beforeend:#seg-" in frames[-1]:
            streaming.set()
    return frames


def _streamed(frames: list[str]) -> str:
    return "".join("".join(re.findall(STREAMED, frame)) for frame in frames)


async def _send_in_other_process(port: int, conversation_id: int, cookie: str, index: int):
    """Open the conversation on the other server and send the message there, so the run
    executes in that process; then close that page."""
    socket = await MiniWebSocket.connect(
        port,
        f"/ws/conversations/{conversation_id}/",
        {"Cookie": cookie, "Origin": f"http://127.0.0.1:{port}"},
    )
    await socket.receive_text()
    socket.send_text(json.dumps({"action": "send", "text": f"stream {index}"}))
    await socket.writer.drain()
    return socket


def _log_to(path: str) -> None:
    """In the server process: its log also goes to a file the test reads."""
    handler = logging.FileHandler(path)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
    logging.getLogger().addHandler(handler)


async def _turns_from_the_other_process(
    made: list[tuple[int, str]], streaming: asyncio.Event | None = None, log: str = ""
) -> list[list[str]]:
    streaming = streaming or asyncio.Event()
    # Forked from this thread (not a worker thread), as the browser tests do.
    server = LiveDaphne(setup=partial(_log_to, log) if log else None).start()
    senders = []
    try:
        pages = [await _open_page(pk, cookie) for pk, cookie in made]
        senders = await asyncio.gather(
            *(
                _send_in_other_process(server.port, pk, cookie, index)
                for index, (pk, cookie) in enumerate(made)
            )
        )
        results = await asyncio.gather(*(_frames_until_done(page, streaming) for page in pages))
        for page in pages:
            await page.disconnect()
        return results
    finally:
        for socket in senders:
            socket.close()
        server.stop()


async def test_many_turns_at_once_reach_pages_of_another_process_whole(small_pool_layer, fake_llm):
    fake_llm.set_responder(_responder)
    made = await sync_to_async(_setup)(fake_llm.base_url, CONVERSATIONS)
    results = await _turns_from_the_other_process(made)
    for index, frames in enumerate(results):
        assert _streamed(frames) == _answer(index), f"conversation {index} lost text"


async def test_redis_refusing_for_a_while_delays_events_but_loses_none(
    small_pool_layer, fake_llm, tmp_path
):
    """For a second Redis refuses every command (as while it restarts or fails over): the
    run's process keeps the events, logs the failure, retries, and delivers them all."""
    made = await sync_to_async(_setup)(fake_llm.base_url, 3)
    fake_llm.set_responder(
        lambda body: Reply(
            content=_answer(int(re.search(r"stream (\d+)", json.dumps(body))[1])),
            tokens=TOKENS,
            delay=0.01,
        )
    )
    admin = redis.Redis.from_url(small_pool_layer)
    admin.execute_command("ACL", "SETUSER", "keeper", "on", ">keeper", "+@all", "~*", "&*")
    admin.execute_command("AUTH", "keeper", "keeper")

    streaming = asyncio.Event()

    async def outage() -> None:
        await streaming.wait()
        admin.execute_command("ACL", "SETUSER", "default", "-@all")
        await asyncio.sleep(1.0)
        admin.execute_command("ACL", "SETUSER", "default", "+@all")

    cut = asyncio.create_task(outage())
    log = tmp_path / "server.log"
    results = await _turns_from_the_other_process(made, streaming, str(log))
    await cut
    for index, frames in enumerate(results):
        assert _streamed(frames) == _answer(index), f"conversation {index} lost text"
    # The run's process said what happened.
    said = log.read_text()
    assert "could not send" in said and "retrying" in said
    assert "run events reach other processes again" in said
