"""Runs as tasks: events to the pages of the process (through its hub), refusal of a second
run, stop from anywhere."""

from __future__ import annotations

import asyncio

import pytest

from agent.engine.providers.function import scripted
from agent.engine.turns import RunRefused
from agent.models import Message, Run, RunStatus
from agent.runs import driver as runs
from agent.runs.hub import hub
from tests.factories import ConversationFactory, ProviderFactory

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def conversation(db):
    provider = ProviderFactory(slug="scripted")
    return ConversationFactory(provider=provider)


class Listener:
    """A page of this process as the hub sees it: it takes every event of the conversation."""

    def __init__(self) -> None:
        self.messages: asyncio.Queue[dict] = asyncio.Queue()

    def take(self, message: dict) -> None:
        self.messages.put_nowait(message)

    async def flush_frames(self) -> None:
        return None


async def listen(conversation_id: int) -> Listener:
    listener = Listener()
    await hub().join(conversation_id, listener)
    return listener


async def events_until_done(listener: Listener, timeout: float = 10.0) -> list[dict]:
    received = []
    numbers = []
    while True:
        message = await asyncio.wait_for(listener.messages.get(), timeout)
        assert message["type"] == "run.event"
        received.append(message["event"])
        numbers.append(message["seq"])
        if message["event"]["type"] == "done":
            # Every event of the run is numbered 1, 2, 3, ... without a gap.
            assert numbers == list(range(1, len(numbers) + 1))
            return received


async def start(conversation, model, text="Hello") -> int:
    return await runs.start_run(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text=text,
        client=model,
    )


async def test_start_run_returns_the_run_id_and_publishes_events_to_the_group(conversation):
    channel = await listen(conversation.pk)
    run_id = await start(conversation, scripted(["Hi there."]))
    received = await events_until_done(channel)
    assert received[0] == {
        "type": "run_started",
        "run_id": run_id,
        "conversation_id": conversation.pk,
        "user_message_id": received[0]["user_message_id"],
        "user_message": "Hello",
    }
    assert received[-1]["status"] == "completed"
    assert "".join(e["text"] for e in received if e["type"] == "content") == "Hi there."


async def test_start_run_keeps_running_with_nobody_listening(conversation):
    run_id = await start(conversation, scripted(["Nobody reads this."]))
    await runs.running_task(conversation.pk)
    run = await Run.objects.aget(pk=run_id)
    assert run.status == RunStatus.COMPLETED
    assert await Message.objects.filter(content="Nobody reads this.").aexists()


async def test_start_run_refuses_a_second_run_while_one_runs(conversation):
    channel = await listen(conversation.pk)
    await start(conversation, scripted(["word " * 100], chunk_size=4, delay=0.01))
    with pytest.raises(RunRefused) as refused:
        await start(conversation, scripted(["never"]), text="And another thing")
    assert refused.value.code == "busy"
    await events_until_done(channel)
    assert not await Message.objects.filter(content="And another thing").aexists()


async def test_start_run_refuses_bad_input_before_storing_anything(conversation):
    with pytest.raises(RunRefused) as refused:
        await start(conversation, scripted([]), text="")
    assert refused.value.code == "empty"
    assert not await Run.objects.aexists()


async def test_cancel_run_stops_the_local_task(conversation):
    channel = await listen(conversation.pk)
    run_id = await start(conversation, scripted(["word " * 400], chunk_size=4, delay=0.01))
    await asyncio.sleep(0.2)
    assert await runs.cancel_run(conversation_id=conversation.pk)
    received = await events_until_done(channel)
    assert received[-1]["status"] == "cancelled"
    run = await Run.objects.aget(pk=run_id)
    assert run.status == RunStatus.CANCELLED


async def test_cancel_run_reaches_a_run_this_process_does_not_own(conversation):
    """A stop arriving at another process goes through the control group to the run's task."""
    channel = await listen(conversation.pk)
    await start(conversation, scripted(["word " * 400], chunk_size=4, delay=0.01))
    task = runs._tasks.pop(conversation.pk)
    await asyncio.sleep(0.2)
    assert await runs.cancel_run(conversation_id=conversation.pk)
    received = await events_until_done(channel)
    assert received[-1]["status"] == "cancelled"
    await task


async def test_cancel_run_without_a_running_run_returns_false(conversation):
    assert await runs.cancel_run(conversation_id=conversation.pk) is False


async def test_fast_stream_is_published_in_fewer_messages_whole_and_in_order(conversation):
    """400 tokens at 1 ms each reach the group merged into far fewer messages, with the
    text whole, in order, and every other event where it belongs."""
    words = "".join(f"w{i:03d} " for i in range(400))
    channel = await listen(conversation.pk)
    await start(conversation, scripted([words], chunk_size=5, delay=0.001))
    received = await events_until_done(channel)
    deltas = [event for event in received if event["type"] == "content"]
    assert "".join(event["text"] for event in deltas) == words
    assert len(deltas) < 400 / 4
    assert [received[0]["type"], received[-1]["type"]] == ["run_started", "done"]


async def test_slow_stream_is_not_held_back(conversation):
    """Tokens further apart than the merge window are published one by one as they come."""
    channel = await listen(conversation.pk)
    await start(conversation, scripted(["one two three four"], chunk_size=4, delay=0.1))
    received = await events_until_done(channel)
    assert [e["text"] for e in received if e["type"] == "content"] == [
        "one ",
        "two ",
        "thre",
        "e fo",
        "ur",
    ]
