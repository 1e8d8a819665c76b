"""Real turns of the real engine against the embedded model in its real server process.

Greedy decoding (the preset's temperature 0) keeps them deterministic; what is asserted is
what the constrained format guarantees, not whether a 135M model picks the right value.
"""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from asgiref.sync import sync_to_async
from django.conf import settings

from agent.engine import history
from agent.engine.providers.pairing import pairing_error
from agent.engine.tools.registry import get_tool
from agent.local.model import LocalModelServer
from agent.models import LLMCall, Proposal, Provider, ResultStatus, Run, RunStatus, ToolCall
from agent.seeds import PROVIDERS
from tests.agent.turns import turn_events, wire
from tests.factories import ConversationFactory, ResumeFactory, UserFactory
from tests.processes import free_port
from tests.sockets import session_cookie as _session_cookie
from tests.sockets import socket as _socket

pytestmark = [pytest.mark.local_model, pytest.mark.django_db(transaction=True)]

TURN_TIMEOUT = 600  # seconds; a shared 2-core machine can be very slow, a free one takes ~20
# A request the guarded turn leaves to the model (the simple "Set my name to …" is made by
# rule, with no model call), held to the part it names: basics.name.
ADA = "Could you change the name on my resume to Ada Lovelace"


@pytest.fixture(scope="module")
def model_server():
    server = LocalModelServer(url=f"http://127.0.0.1:{free_port()}/v1")
    with server:
        yield server


@pytest.fixture
def local_provider(model_server) -> Provider:
    """The seeded `local` preset exactly as the data migration writes it, at the test server."""
    preset = next(dict(p) for p in PROVIDERS if p["slug"] == "local")
    preset["base_url"] = model_server.url
    provider, _ = Provider.objects.update_or_create(slug="local", defaults=preset)
    return provider


def ada_turn(conversation, provider, strategy: str | None = None) -> list:
    options = {"strategy": strategy} if strategy else {}

    events = turn_events(conversation, provider, ADA, **options)
    return asyncio.run(asyncio.wait_for(events, TURN_TIMEOUT))


def test_local_turn_ends_completed_with_well_formed_calls(local_provider):
    conversation = ConversationFactory()
    events = ada_turn(conversation, local_provider)
    assert events[-1].type == "done"
    assert events[-1].status == RunStatus.COMPLETED
    calls = list(ToolCall.objects.filter(conversation=conversation))
    # The first answer to a person's message must be a call (the grammar allows nothing else).
    assert calls
    for call in calls:
        tool = get_tool(call.name)
        assert tool is not None, call.name
        assert call.parse_note == "", call.parse_note  # nothing had to be repaired
        tool.args_model.model_validate(call.arguments)
        assert call.result.status in (ResultStatus.OK, ResultStatus.ERROR)


def test_local_turn_under_the_prompt_strategy_proposes_only_what_was_asked(local_provider):
    """Calls written as text are constrained too; the edit is a proposal, and whatever the
    model wrote, it touches nothing but the name the message asked about."""
    conversation = ConversationFactory()
    before = dict(conversation.resume.data)
    events = ada_turn(conversation, local_provider, strategy="prompt")
    assert events[-1].status == RunStatus.COMPLETED
    calls = list(ToolCall.objects.filter(conversation=conversation))
    assert len(calls) == 1 and calls[0].parse_note == ""
    assert all(p.path == "basics.name" for p in Proposal.objects.filter(conversation=conversation))
    conversation.resume.refresh_from_db()
    assert conversation.resume.data == before


def test_local_turn_leaves_a_history_a_strict_provider_accepts(local_provider):
    conversation = ConversationFactory()
    ada_turn(conversation, local_provider)
    messages = history.build(conversation, budget_tokens=settings.CVAGENT["HISTORY_TOKEN_BUDGET"])
    assert any(message.tool_calls for message in messages)
    assert pairing_error(wire(messages)) is None


def test_local_turn_records_each_request(local_provider):
    conversation = ConversationFactory()
    ada_turn(conversation, local_provider)
    records = list(LLMCall.objects.filter(conversation=conversation))
    assert records
    assert all(record.ok and record.provider_id == local_provider.pk for record in records)
    assert records[-1].finish_reason != "length"


@pytest.mark.asyncio
async def test_event_loop_serves_a_second_socket_while_the_model_generates(
    local_provider,
):
    user = await sync_to_async(UserFactory)(username="ada")
    # A resume no earlier test used: its prompt is not in the model's cache, so the first
    # request takes the model a while (prompt processing of ~1,000 tokens).
    data = {"basics": {"name": "Ada", "summary": f"Analyst, session {time.time_ns()}."}}
    busy = await sync_to_async(ConversationFactory)(
        resume=await sync_to_async(ResumeFactory)(owner=user, data=data),
        owner=user,
        provider=local_provider,
    )
    other = await sync_to_async(ConversationFactory)(
        resume=await sync_to_async(ResumeFactory)(owner=user), owner=user
    )
    cookie = await sync_to_async(_session_cookie)(user)

    first = _socket(busy.pk, cookie)
    assert (await first.connect())[0]
    await first.receive_from(timeout=30)
    await first.send_to(text_data=json.dumps({"action": "send", "text": ADA}))
    # Wait until the model has the request (the run's first step is under way), then ask
    # the server for something else.
    while not await Run.objects.filter(conversation=busy, steps__gte=1).aexists():
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.2)

    second = _socket(other.pk, cookie)
    asked = time.time()
    assert (await second.connect(timeout=30))[0]
    snapshot = await second.receive_from(timeout=30)
    answered = time.time()
    assert 'id="transcript"' in snapshot
    await second.disconnect()

    deadline = time.monotonic() + TURN_TIMEOUT
    while await Run.objects.filter(conversation=busy, status=RunStatus.RUNNING).aexists():
        assert time.monotonic() < deadline, "the local-model run never ended"
        await asyncio.sleep(0.2)
    await first.disconnect()

    # The first model request began before the second socket asked and ended after it was
    # answered: the second client was served while the model was generating.
    request = await LLMCall.objects.filter(conversation=busy).order_by("created_at").afirst()
    assert request is not None
    ended = request.created_at.timestamp()
    began = ended - request.latency_ms / 1000
    assert began < asked
    assert answered < ended
