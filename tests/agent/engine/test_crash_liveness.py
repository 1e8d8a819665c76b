"""A real Daphne process killed with SIGKILL mid-turn: the next message goes ahead at once
(no waiting for the heartbeat to go stale, the clock is not moved), and the page says at once
that the answer was interrupted; a run alive in another process is still refused as busy; a
process id taken over by another process is not mistaken for the run's.

The server is `tests.web.live.LiveDaphne` (a forked child sharing the test database), the
turn streams from the fake LLM server over real HTTP, and the message is sent over a real
WebSocket. Runs on SQLite (process id and start time) and on PostgreSQL (the same, and the
advisory lock where the run's machine is another).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.db import connection

from agent.engine import liveness
from agent.engine.turns import RunRefused, prepare_turn
from agent.fakes.script import Reply
from agent.models import Message, Role, Run, RunStatus
from cvsite.asgi import application
from resumes import services
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory, UserFactory
from tests.sockets import session_cookie
from tests.web.live import LiveDaphne
from tests.wsclient import MiniWebSocket

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

ANSWER = " ".join(f"word{n}" for n in range(600))
DEADLINE = 60.0
INTERRUPTED = "This turn was interrupted: the process running it stopped"


def _setup(base_url: str):
    provider = ProviderFactory(
        slug="fake", name="Fake", base_url=base_url, default_strategy="native", max_retries=0
    )
    user = UserFactory(username="crash")
    resume = services.resume_create(owner=user, title="CV", language="en", starter=True)
    conversation = ConversationFactory(
        resume=resume, owner=user, provider=provider, capability=CapabilityFactory(slug="base")
    )
    return conversation, provider, session_cookie(user)


async def _until(condition, what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not await sync_to_async(condition)():
        assert time.monotonic() < deadline, f"never {what}"
        await asyncio.sleep(0.05)


async def _turn_streaming_in(server: LiveDaphne, conversation, cookie: str) -> Run:
    """Send a message over the server's WebSocket; return its run once a heartbeat saved
    part of the streamed answer (mid-turn)."""
    socket = await MiniWebSocket.connect(
        server.port,
        f"/ws/conversations/{conversation.pk}/",
        {"Cookie": cookie, "Origin": f"http://127.0.0.1:{server.port}"},
    )
    await socket.receive_text()
    socket.send_text(json.dumps({"action": "send", "text": "Tell me about my resume"}))
    await socket.writer.drain()
    streaming = Run.objects.filter(conversation=conversation, status=RunStatus.RUNNING).exclude(
        partial_text=""
    )
    await _until(streaming.exists, "saved any streamed text")
    socket.close()
    return await Run.objects.aget(conversation=conversation, status=RunStatus.RUNNING)


def _kill(server: LiveDaphne) -> None:
    os.kill(server.process.pid, signal.SIGKILL)
    server.process.join(timeout=30)
    assert server.process.exitcode == -signal.SIGKILL


def _next_message(conversation, provider):
    return prepare_turn(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text="Hello?",
        provider=provider,
    )


async def _open_page(conversation, cookie: str) -> WebsocketCommunicator:
    """A page of the conversation open in this process."""
    page = WebsocketCommunicator(
        application,
        f"/ws/conversations/{conversation.pk}/",
        [(b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie.encode())],
    )
    connected, _ = await page.connect()
    assert connected
    return page


async def _page(conversation, cookie: str) -> str:
    """The first frame a page opening the conversation gets (in this process)."""
    page = await _open_page(conversation, cookie)
    try:
        return await page.receive_from(timeout=DEADLINE)
    finally:
        await page.disconnect()


@pytest.fixture
def slow_answer(fake_llm):
    fake_llm.add_replies(Reply(content=ANSWER, tokens=600, delay=0.05))
    return fake_llm


async def test_next_message_goes_ahead_at_once_after_daphne_is_killed_mid_turn(slow_answer):
    conversation, provider, cookie = await sync_to_async(_setup)(slow_answer.base_url)
    server = LiveDaphne().start()
    try:
        run = await _turn_streaming_in(server, conversation, cookie)
        saved = run.partial_text
        assert run.holder_pid == server.process.pid
        _kill(server)
    finally:
        server.stop()

    # At once, with the default 20 s threshold and a heartbeat at most 5 s old: the page
    # already says the answer was interrupted and no longer shows the turn running.
    frame = await _page(conversation, cookie)
    assert INTERRUPTED in frame
    assert 'data-running="false"' in frame
    assert saved in frame

    start = await sync_to_async(_next_message)(conversation, provider)
    assert start.run_id != run.pk
    await run.arefresh_from_db()
    assert (run.status, run.error_code, run.partial_text) == (
        RunStatus.INTERRUPTED,
        "interrupted",
        "",
    )
    kept = await Message.objects.aget(conversation=conversation, role=Role.ASSISTANT)
    assert (kept.run_id, kept.content) == (run.pk, saved)


async def test_a_page_open_elsewhere_shows_the_turn_interrupted_without_a_reload(slow_answer):
    """The page is open in this process, the turn runs in the Daphne process that is killed:
    the page is told, without reconnecting (it looks every couple of seconds)."""
    conversation, _, cookie = await sync_to_async(_setup)(slow_answer.base_url)
    page = await _open_page(conversation, cookie)
    server = LiveDaphne().start()
    try:
        await page.receive_from(timeout=DEADLINE)  # the snapshot: nothing runs
        await _turn_streaming_in(server, conversation, cookie)
        _kill(server)
        frames = []
        while not any(INTERRUPTED in frame for frame in frames):
            frames.append(await page.receive_from(timeout=DEADLINE))
        assert 'data-running="false"' in frames[-1]
    finally:
        server.stop()
        await page.disconnect()


async def test_a_run_alive_in_another_process_is_still_refused_as_busy(slow_answer):
    conversation, provider, cookie = await sync_to_async(_setup)(slow_answer.base_url)
    server = LiveDaphne().start()
    try:
        run = await _turn_streaming_in(server, conversation, cookie)
        with pytest.raises(RunRefused) as refused:
            await sync_to_async(_next_message)(conversation, provider)
        assert refused.value.code == "busy"
        # The page shows the turn running, not interrupted.
        frame = await _page(conversation, cookie)
        assert 'data-running="true"' in frame
        assert "interrupted" not in frame
        await run.arefresh_from_db()
        assert run.status == RunStatus.RUNNING
    finally:
        server.stop()


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's advisory locks")
async def test_on_postgresql_a_run_on_another_machine_is_judged_by_its_advisory_lock(
    slow_answer,
):
    """The run's machine made to look like another one: the process id says nothing, the
    lock does. Held while its Daphne lives (busy), released by PostgreSQL when it dies."""
    conversation, provider, cookie = await sync_to_async(_setup)(slow_answer.base_url)
    server = LiveDaphne().start()
    try:
        run = await _turn_streaming_in(server, conversation, cookie)
        assert run.holder_lock
        await Run.objects.filter(pk=run.pk).aupdate(holder_host="another-machine")
        with pytest.raises(RunRefused) as refused:
            await sync_to_async(_next_message)(conversation, provider)
        assert refused.value.code == "busy"
        _kill(server)
    finally:
        server.stop()
    start = await sync_to_async(_next_message)(conversation, provider)
    assert start.run_id != run.pk
    await run.arefresh_from_db()
    assert run.status == RunStatus.INTERRUPTED


@pytest.mark.skipif(connection.vendor == "postgresql", reason="SQLite has no lock to ask")
async def test_on_sqlite_a_run_of_another_machine_waits_for_its_heartbeat_to_go_stale(
    slow_answer, settings
):
    """No process to look at and no lock: the heartbeat's staleness is the fallback."""
    conversation, provider, cookie = await sync_to_async(_setup)(slow_answer.base_url)
    server = LiveDaphne().start()
    try:
        run = await _turn_streaming_in(server, conversation, cookie)
        await Run.objects.filter(pk=run.pk).aupdate(holder_host="another-machine")
        _kill(server)
    finally:
        server.stop()
    with pytest.raises(RunRefused) as refused:
        await sync_to_async(_next_message)(conversation, provider)
    assert refused.value.code == "busy"
    # Once the last heartbeat is older than the threshold, it goes ahead.
    await Run.objects.filter(pk=run.pk).aupdate(
        heartbeat_at=run.heartbeat_at.replace(year=run.heartbeat_at.year - 1)
    )
    start = await sync_to_async(_next_message)(conversation, provider)
    assert start.run_id != run.pk


async def test_a_process_id_taken_over_by_another_process_is_not_taken_for_the_runs():
    conversation = await sync_to_async(ConversationFactory)(capability=None)
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        started = liveness.process_start(sleeper.pid)
        assert started is not None
        run = await Run.objects.acreate(
            conversation=conversation,
            holder_host=liveness.host_id(),
            holder_pid=sleeper.pid,
            holder_started=started,
        )
        assert not liveness.is_dead(run)  # that very process: alive
        run.holder_started = started - 1  # the pid now belongs to a process started later
        assert liveness.is_dead(run)
        run.holder_started = started
        sleeper.kill()
        deadline = time.monotonic() + DEADLINE
        while liveness.process_start(sleeper.pid) is not None:  # killed, not yet reaped
            assert time.monotonic() < deadline, "the killed process never died"
            time.sleep(0.01)
        assert liveness.is_dead(run)  # a zombie is dead
    finally:
        sleeper.kill()
        sleeper.wait()
    assert liveness.is_dead(run)  # the process is gone


def _lock_lost_and_taken_again(conversation, provider) -> tuple[bool, bool]:
    """Whether this process held its run's lock, and held it again after its lock
    connection was killed and the heartbeat's check ran."""
    start = _next_message(conversation, provider)
    run = Run.objects.get(pk=start.run_id)
    held_at_start = run.holder_lock and not liveness.lock_is_free(run.pk)
    with connection.cursor() as cursor:  # the lock connection dies (a restart, a network cut)
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE application_name = 'cvagent-run-locks'"
        )
    deadline = time.monotonic() + DEADLINE
    while not liveness.lock_is_free(run.pk):
        assert time.monotonic() < deadline, "the lock connection never ended"
        time.sleep(0.05)
    liveness.check()  # what the run's next heartbeat does
    return held_at_start, not liveness.lock_is_free(run.pk)


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's advisory locks")
async def test_on_postgresql_a_lost_lock_connection_is_opened_again_with_its_locks():
    conversation = await sync_to_async(ConversationFactory)(capability=None)
    provider = await sync_to_async(ProviderFactory)(slug="fake-http", base_url="http://x/v1")
    held, again = await sync_to_async(_lock_lost_and_taken_again)(conversation, provider)
    assert (held, again) == (True, True)
