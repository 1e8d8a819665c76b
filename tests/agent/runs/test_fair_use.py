"""Fair use: runs over the per-person or per-process cap wait their turn and say so; requests
over a provider's limit queue; nothing is refused, a Stop while waiting ends the run."""

from __future__ import annotations

import asyncio

import pytest
from asgiref.sync import sync_to_async

from agent.engine.providers.function import scripted
from agent.models import Message, Role, Run, RunStatus
from agent.runs import driver as runs
from agent.runs.hub import hub
from resumes.models import Resume
from tests.factories import ConversationFactory, ProviderFactory, UserFactory

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

SLOW = "word " * 60  # 75 chunks of 4 characters, 10 ms apart: most of a second


class Timeline:
    """Every event of the watched conversations, in the order the pages would get them."""

    def __init__(self) -> None:
        self.entries: list[tuple[int, dict]] = []
        self.ended: dict[int, asyncio.Event] = {}

    def watch(self, conversation_id: int) -> None:
        self.ended[conversation_id] = asyncio.Event()
        timeline = self

        class Page:
            def take(self, message: dict) -> None:
                timeline.entries.append((conversation_id, message["event"]))
                if message["event"]["type"] == "done":
                    timeline.ended[conversation_id].set()

            async def flush_frames(self) -> None:
                return None

        return hub().join(conversation_id, Page())

    async def until_all_ended(self, timeout: float = 20.0) -> None:
        await asyncio.wait_for(
            asyncio.gather(*(event.wait() for event in self.ended.values())), timeout
        )

    def of(self, conversation_id: int) -> list[dict]:
        return [event for cid, event in self.entries if cid == conversation_id]

    def first(self, conversation_id: int, kind: str) -> int:
        return next(
            i
            for i, (cid, e) in enumerate(self.entries)
            if cid == conversation_id and e["type"] == kind
        )


def _conversations(count: int, *, same_person: bool):
    provider = ProviderFactory(slug="scripted")
    owner = UserFactory(username="alice") if same_person else None
    made = []
    for index in range(count):
        user = owner or UserFactory(username=f"person{index}")
        made.append(ConversationFactory(provider=provider, owner=user, resume__owner=user))
    return made


async def _start(conversation, text: str = "Hello", reply: str = SLOW, provider=None) -> int:
    return await runs.start_run(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text=text,
        client=scripted([reply], chunk_size=4, delay=0.01),
    )


def _caps(settings, **values) -> None:
    settings.CVAGENT = {**settings.CVAGENT, **values}


async def test_a_persons_run_over_the_cap_waits_for_the_first_then_runs(settings):
    _caps(settings, MAX_RUNS_PER_PERSON=1)
    first, second = await sync_to_async(_conversations)(2, same_person=True)
    timeline = Timeline()
    await timeline.watch(first.pk)
    await timeline.watch(second.pk)
    await _start(first)
    await _start(second)
    await timeline.until_all_ended()
    waiting = [e for e in timeline.of(second.pk) if e["type"] == "waiting"]
    assert [e["code"] for e in waiting] == ["queued_person"]
    assert not any(e["type"] == "waiting" for e in timeline.of(first.pk))
    # The second answer starts only once the first has ended, and both end completed.
    assert timeline.first(second.pk, "content") > timeline.first(first.pk, "done")
    assert timeline.first(second.pk, "waiting") < timeline.first(second.pk, "content")
    for conversation in (first, second):
        assert timeline.of(conversation.pk)[-1]["status"] == "completed"
        assert (
            "".join(e["text"] for e in timeline.of(conversation.pk) if e["type"] == "content")
            == SLOW
        )


async def test_runs_over_the_process_cap_wait_and_all_complete(settings):
    _caps(settings, MAX_RUNS_PER_PROCESS=2, MAX_RUNS_PER_PERSON=0)
    conversations = await sync_to_async(_conversations)(4, same_person=False)
    timeline = Timeline()
    for conversation in conversations:
        await timeline.watch(conversation.pk)
    for conversation in conversations:
        await _start(conversation)
    await timeline.until_all_ended()
    streaming, most = set(), 0
    for cid, event in timeline.entries:
        if event["type"] == "content":
            streaming.add(cid)
        elif event["type"] == "done":
            streaming.discard(cid)
        most = max(most, len(streaming))
    assert most == 2
    queued = [c.pk for c in conversations if any(e["type"] == "waiting" for e in timeline.of(c.pk))]
    assert queued == [conversations[2].pk, conversations[3].pk]
    assert {e["code"] for c in queued for e in timeline.of(c) if e["type"] == "waiting"} == {
        "queued_server"
    }
    assert all(timeline.of(c.pk)[-1]["status"] == "completed" for c in conversations)


async def test_stop_while_waiting_ends_the_run_and_the_first_goes_on(settings):
    _caps(settings, MAX_RUNS_PER_PERSON=1)
    first, second = await sync_to_async(_conversations)(2, same_person=True)
    timeline = Timeline()
    await timeline.watch(first.pk)
    await timeline.watch(second.pk)
    await _start(first)
    waiting_run = await _start(second, text="Me too")
    while not any(e["type"] == "waiting" for e in timeline.of(second.pk)):
        await asyncio.sleep(0.01)
    assert await runs.cancel_run(conversation_id=second.pk)
    await timeline.until_all_ended()
    assert timeline.of(second.pk)[-1]["status"] == "cancelled"
    assert not any(e["type"] == "content" for e in timeline.of(second.pk))
    assert timeline.of(first.pk)[-1]["status"] == "completed"
    run = await Run.objects.aget(pk=waiting_run)
    assert run.status == RunStatus.CANCELLED
    # The message was kept: the person sees what they sent, and that it was stopped.
    assert await Message.objects.filter(
        conversation_id=second.pk, role=Role.USER, content="Me too"
    ).aexists()


async def test_requests_to_a_provider_with_a_limit_queue_one_at_a_time(settings):
    _caps(settings, MAX_RUNS_PER_PERSON=0, PROVIDER_CONCURRENCY={"scripted": 1})
    first, second = await sync_to_async(_conversations)(2, same_person=False)
    timeline = Timeline()
    await timeline.watch(first.pk)
    await timeline.watch(second.pk)
    await _start(first)
    while not any(e["type"] == "content" for e in timeline.of(first.pk)):
        await asyncio.sleep(0.01)  # the first request is under way
    await _start(second)
    await timeline.until_all_ended()
    assert [e["code"] for e in timeline.of(second.pk) if e["type"] == "waiting"] == [
        "provider_queued"
    ]
    # One request at a time: the second answer begins after the first answer's last word.
    last_of_first = max(
        i
        for i, (cid, e) in enumerate(timeline.entries)
        if cid == first.pk and e["type"] == "content"
    )
    assert timeline.first(second.pk, "content") > last_of_first
    assert all(timeline.of(c.pk)[-1]["status"] == "completed" for c in (first, second))


async def test_without_caps_nobody_waits(settings):
    _caps(settings, MAX_RUNS_PER_PERSON=0, MAX_RUNS_PER_PROCESS=0)
    conversations = await sync_to_async(_conversations)(3, same_person=True)
    timeline = Timeline()
    for conversation in conversations:
        await timeline.watch(conversation.pk)
        await _start(conversation, reply="quick")
    await timeline.until_all_ended()
    assert not any(e["type"] == "waiting" for _, e in timeline.entries)
    assert await Resume.objects.acount() == 3


async def test_a_run_that_waited_its_turn_sends_the_resume_as_it_is_when_it_starts(settings):
    """The first step is read with the turn's start (one trip to the database); a run that
    had to wait reads it again, so an edit made meanwhile is what the model sees."""
    _caps(settings, MAX_RUNS_PER_PERSON=1)
    first, second = await sync_to_async(_conversations)(2, same_person=True)
    timeline = Timeline()
    await timeline.watch(first.pk)
    await timeline.watch(second.pk)
    await _start(first)
    waiting_model = scripted(["Done."], chunk_size=4, delay=0.01)
    await runs.start_run(
        conversation_id=second.pk, user_id=second.owner_id, text="Hi", client=waiting_model
    )
    while not any(e["type"] == "waiting" for e in timeline.of(second.pk)):
        await asyncio.sleep(0.01)

    def rename() -> None:
        resume = Resume.objects.get(pk=second.resume_id)
        data = dict(resume.data)
        data["basics"] = {**(data.get("basics") or {}), "name": "Renamed While Waiting"}
        resume.data = data
        resume.save(update_fields=["data"])

    await sync_to_async(rename)()
    await timeline.until_all_ended()
    (request,) = waiting_model.requests
    assert "Renamed While Waiting" in request.messages[0].content


async def test_a_run_that_did_not_wait_sends_the_resume_read_with_its_start(settings):
    _caps(settings, MAX_RUNS_PER_PERSON=0)
    (conversation,) = await sync_to_async(_conversations)(1, same_person=False)
    resume_name = await sync_to_async(
        lambda: (Resume.objects.get(pk=conversation.resume_id).data.get("basics") or {}).get(
            "name", ""
        )
    )()
    timeline = Timeline()
    await timeline.watch(conversation.pk)
    model = scripted(["Done."])
    await runs.start_run(
        conversation_id=conversation.pk, user_id=conversation.owner_id, text="Hi", client=model
    )
    await timeline.until_all_ended()
    (request,) = model.requests
    assert request.messages[0].role == "system"
    assert resume_name and resume_name in request.messages[0].content
    assert timeline.of(conversation.pk)[-1]["status"] == "completed"
