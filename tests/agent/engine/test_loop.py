"""The run loop driven by an in-process scripted model: events, rows and run states."""

from __future__ import annotations

import asyncio
import threading
import time
from datetime import timedelta

import pytest
from channels.db import database_sync_to_async
from django.utils import timezone

from agent.engine import events
from agent.engine.loop import run_turn
from agent.engine.messages import ProviderError
from agent.engine.prompts import THINK_FIRST_REMINDER
from agent.engine.providers.function import FunctionModel, call, reply, scripted
from agent.engine.providers.openai_wire import map_messages
from agent.engine.providers.pairing import pairing_error
from agent.engine.tools import registry
from agent.engine.tools.base import Tool, ToolOutcome
from agent.engine.tools.cv import CVReaderArgs
from agent.models import LLMCall, Message, ResultStatus, Role, Run, RunStatus, ToolCall
from tests.agent.turns import turn_events
from tests.factories import (
    CapabilityFactory,
    ConversationFactory,
    MessageFactory,
    ProviderFactory,
    RunFactory,
    ToolCallFactory,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=CapabilityFactory(slug="loop-all"))


@pytest.fixture
def provider(db):
    return ProviderFactory(slug="scripted")


async def turn(conversation, model, text="Hello", **options) -> list:
    return await turn_events(conversation, options.pop("provider"), text, client=model, **options)


def types(evs) -> list[str]:
    return [event.type for event in evs]


def of(evs, kind):
    return [event for event in evs if isinstance(event, kind)]


def rows(conversation):
    return list(
        Message.objects.filter(conversation=conversation)
        .order_by("seq")
        .values_list("role", "status", "content")
    )


def assert_requests_valid(model: FunctionModel) -> None:
    for request in model.requests:
        assert pairing_error(map_messages(request.messages)) is None


async def test_run_turn_final_answer_completes(conversation, provider):
    model = scripted(["Hello! How can I help with your resume?"], chunk_size=5)
    evs = await turn(conversation, model, provider=provider)
    assert types(evs)[0] == "run_started"
    assert "".join(e.text for e in of(evs, events.Content)) == (
        "Hello! How can I help with your resume?"
    )
    assert len(of(evs, events.Content)) > 1
    done = evs[-1]
    assert done.type == "done"
    assert done.status == "completed"
    assert done.conversation_id == conversation.pk
    assert done.resume_id == conversation.resume_id
    assert done.resume_version == 1
    stored = await database_sync_to_async(rows)(conversation)
    assert stored == [
        ("user", "", "Hello"),
        ("assistant", "", "Hello! How can I help with your resume?"),
    ]
    run = await Run.objects.aget(pk=done.run_id)
    assert run.status == RunStatus.COMPLETED
    assert run.finished_at is not None
    assert await LLMCall.objects.filter(run=run, purpose="turn", ok=True).acount() == 1


async def test_run_turn_offers_the_capability_tools(conversation, provider):
    conversation.capability.tools = ["CVReader", "stop"]
    await conversation.capability.asave()
    model = scripted(["ok"])
    await turn(conversation, model, provider=provider)
    assert [tool.name for tool in model.requests[0].tools] == ["CVReader", "stop"]


async def test_run_turn_reads_then_answers_with_tool_events_in_order(conversation, provider):
    model = scripted([reply("", call("CVReader", {"path": "basics.name"})), "Your name is Grace."])
    evs = await turn(conversation, model, provider=provider)
    assert types(evs) == [
        "run_started",
        "tool_call",
        "tool_start",
        "tool_result",
        "tool_end",
        *["content"] * len(of(evs, events.Content)),
        "done",
    ]
    result = of(evs, events.ToolResultEvent)[0]
    assert result.status == "ok"
    assert result.content == '"Grace Hopper"'
    second = model.requests[1].messages
    assert [m.role for m in second[-3:]] == ["user", "assistant", "tool"]
    assert second[-1].tool_call_id == second[-2].tool_calls[0].call_id
    assert_requests_valid(model)


async def test_run_turn_think_call_becomes_a_thinking_event(conversation, provider):
    model = scripted([reply("", call("think", {"thought": "Read the name first."})), "Done."])
    evs = await turn(conversation, model, provider=provider)
    thinking = of(evs, events.Thinking)
    assert [(t.text, t.source) for t in thinking] == [("Read the name first.", "think")]


async def test_run_turn_reasoning_deltas_become_thinking_events(conversation, provider):
    model = scripted([reply("Answer.", reasoning="Let me think about it.")])
    evs = await turn(conversation, model, provider=provider)
    assert "".join(t.text for t in of(evs, events.Thinking)) == "Let me think about it."
    message = await Message.objects.aget(conversation=conversation, role=Role.ASSISTANT)
    assert message.reasoning == "Let me think about it."


async def test_run_turn_stop_completes_with_its_summary(conversation, provider):
    model = scripted([reply("All set.", call("stop", {"summary": "Nothing to change."}))])
    evs = await turn(conversation, model, provider=provider)
    assert evs[-1].status == "completed"
    assert evs[-1].summary == "Nothing to change."
    assert len(model.requests) == 1


async def test_run_turn_stop_with_ask_human_answers_both_with_an_error(conversation, provider):
    model = scripted(
        [
            reply("", call("askHuman", {"question": "Which job?"}), call("stop", {"summary": ""})),
            "Which job do you mean?",
        ]
    )
    evs = await turn(conversation, model, provider=provider)
    results = of(evs, events.ToolResultEvent)
    assert [r.status for r in results] == ["error", "error"]
    assert all("Choose one" in r.content for r in results)
    assert not of(evs, events.Clarify)
    assert evs[-1].status == "completed"
    assert_requests_valid(model)


async def test_run_turn_ask_human_waits_and_the_next_message_answers(conversation, provider):
    model = scripted(
        [
            reply("", call("askHuman", {"question": "When did you start at Tencent?"})),
            reply("", call("stop", {"summary": "Noted the start date."})),
        ]
    )
    first = await turn(conversation, model, text="Add my Tencent job", provider=provider)
    clarify = of(first, events.Clarify)
    assert [c.question for c in clarify] == ["When did you start at Tencent?"]
    assert first[-1].status == "waiting"
    run = await Run.objects.aget(pk=first[-1].run_id)
    assert run.status == RunStatus.WAITING
    asked = await ToolCall.objects.aget(call_id=clarify[0].call_id)
    assert not await Message.objects.filter(tool_call=asked).aexists()

    second = await turn(conversation, model, text="March 2021", provider=provider)
    assert second[0].run_id == run.pk
    assert second[-1].status == "completed"
    answer = await Message.objects.aget(tool_call=asked)
    assert (answer.role, answer.status, answer.content) == ("tool", "ok", "March 2021")
    assert (
        not await Message.objects.filter(conversation=conversation, content="March 2021")
        .exclude(role=Role.TOOL)
        .aexists()
    )
    assert model.requests[1].messages[-1].content == "March 2021"
    assert_requests_valid(model)


async def test_run_turn_not_whitelisted_tool_runs_nothing_and_names_available_tools(
    conversation, provider
):
    conversation.capability.tools = ["CVReader", "stop"]
    await conversation.capability.asave()
    edit = call("CVEditor", {"path": "basics.name", "action": "update", "value": "Eve"})
    model = scripted([reply("", edit), "Sorry, I cannot edit here."])
    evs = await turn(conversation, model, provider=provider)
    result = of(evs, events.ToolResultEvent)[0]
    assert result.status == "error"
    assert "not available" in result.content
    assert "Available tools: CVReader, stop" in result.content
    await conversation.resume.arefresh_from_db()
    assert conversation.resume.data["basics"]["name"] == "Grace Hopper"
    assert conversation.resume.version == 1


async def test_run_turn_playground_override_disables_a_tool_at_execution(conversation, provider):
    conversation.tool_overrides = {"CVReader": False}
    await conversation.asave()
    model = scripted([reply("", call("CVReader", {})), "ok"])
    evs = await turn(conversation, model, provider=provider)
    assert "CVReader" not in [tool.name for tool in model.requests[0].tools]
    assert of(evs, events.ToolResultEvent)[0].status == "error"


async def test_run_turn_unknown_tool_is_an_error_result(conversation, provider):
    model = scripted([reply("", call("deleteEverything", {})), "ok"])
    evs = await turn(conversation, model, provider=provider)
    result = of(evs, events.ToolResultEvent)[0]
    assert "There is no tool named 'deleteEverything'" in result.content
    assert "CVReader" in result.content


async def test_run_turn_broken_arguments_get_an_error_result_the_model_can_fix(
    conversation, provider
):
    model = scripted([reply("", call("CVReader", "[1,2]")), "ok"])
    evs = await turn(conversation, model, provider=provider)
    result = of(evs, events.ToolResultEvent)[0]
    assert result.status == "error"
    assert "must be a JSON object" in result.content
    assert evs[-1].status == "completed"


async def test_run_turn_require_think_reminds_once_without_running_the_calls(
    conversation, provider
):
    conversation.capability.options = {"require_think": True}
    await conversation.capability.asave()
    model = scripted(
        [
            reply("", call("CVReader", {"path": "basics"})),
            reply("", call("think", {"thought": "Plan."}), call("CVReader", {"path": "basics"})),
            "Done.",
        ]
    )
    evs = await turn(conversation, model, provider=provider)
    results = of(evs, events.ToolResultEvent)
    assert results[0].status == "error"
    assert results[0].content == THINK_FIRST_REMINDER
    assert [r.status for r in results[1:]] == ["ok", "ok"]
    assert evs[-1].status == "completed"
    assert_requests_valid(model)


async def test_run_turn_require_think_does_not_remind_twice(conversation, provider):
    conversation.capability.options = {"require_think": True}
    await conversation.capability.asave()
    model = scripted(
        [
            reply("", call("CVReader", {"path": "basics"})),
            reply("", call("CVReader", {"path": "basics"})),
            "Done.",
        ]
    )
    evs = await turn(conversation, model, provider=provider)
    assert [r.status for r in of(evs, events.ToolResultEvent)] == ["error", "ok"]


async def test_run_turn_step_limit_ends_the_run_with_a_clear_error(
    conversation, provider, settings
):
    settings.CVAGENT = {**settings.CVAGENT, "MAX_STEPS_PER_RUN": 2}
    model = FunctionModel(lambda request: reply("", call("CVReader", {"path": "basics"})))
    evs = await turn(conversation, model, provider=provider)
    error = of(evs, events.Error)[0]
    assert error.code == "step_limit"
    assert "2 steps" in error.message
    assert evs[-1].status == "failed"
    assert len(model.requests) == 2
    run = await Run.objects.aget(pk=evs[-1].run_id)
    assert run.steps == 2


async def test_run_turn_extra_tool_calls_get_error_results(conversation, provider, settings):
    settings.CVAGENT = {**settings.CVAGENT, "MAX_TOOL_CALLS_PER_RESPONSE": 2}
    reads = [call("CVReader", {"path": f"work[{n}]"}) for n in range(3)]
    model = scripted([reply("", *reads), "ok"])
    evs = await turn(conversation, model, provider=provider)
    statuses = [r.status for r in of(evs, events.ToolResultEvent)]
    assert statuses[2] == "error"
    assert "Too many tool calls" in of(evs, events.ToolResultEvent)[2].content
    assert_requests_valid(model)


async def test_run_turn_empty_message_is_refused_storing_nothing(conversation, provider):
    model = scripted(["never"])
    evs = await turn(conversation, model, text="   ", provider=provider)
    assert types(evs) == ["error"]
    assert evs[0].code == "empty"
    assert not await Run.objects.filter(conversation=conversation).aexists()
    assert not await Message.objects.filter(conversation=conversation).aexists()
    assert model.requests == []


async def test_run_turn_too_long_message_is_refused_with_the_limit(
    conversation, provider, settings
):
    settings.CVAGENT = {**settings.CVAGENT, "MAX_USER_MESSAGE_CHARS": 100}
    evs = await turn(conversation, scripted([]), text="x" * 101, provider=provider)
    assert evs[0].code == "too_long"
    assert "limit is 100" in evs[0].message
    assert not await Message.objects.filter(conversation=conversation).aexists()


async def test_run_turn_second_run_is_refused_while_one_runs(conversation, provider):
    await database_sync_to_async(RunFactory)(conversation=conversation, status=RunStatus.RUNNING)
    model = scripted(["never"])
    evs = await turn(conversation, model, provider=provider)
    assert types(evs) == ["error"]
    assert evs[0].code == "busy"
    assert not await Message.objects.filter(conversation=conversation).aexists()
    assert model.requests == []


async def test_run_turn_provider_failure_fails_the_run_with_apology_and_run_id(
    conversation, provider
):
    model = scripted([ProviderError("Error code: 500 - upstream exploded")])
    evs = await turn(conversation, model, provider=provider)
    error = of(evs, events.Error)[0]
    assert error.code == "provider"
    assert str(evs[-1].run_id) in error.message
    assert evs[-1].status == "failed"
    run = await Run.objects.aget(pk=evs[-1].run_id)
    assert run.status == RunStatus.FAILED
    call_row = await LLMCall.objects.aget(run=run)
    assert not call_row.ok


async def test_run_turn_after_provider_failure_history_stays_valid(conversation, provider):
    await turn(conversation, scripted([ProviderError("timeout")]), provider=provider)
    model = scripted(["Back again."])
    evs = await turn(conversation, model, text="Try again", provider=provider)
    assert evs[-1].status == "completed"
    assert [m.content for m in model.requests[0].messages[1:]] == ["Hello", "Try again"]


async def test_run_turn_reused_provider_call_ids_are_replaced(conversation, provider):
    model = scripted(
        [
            reply("", call("CVReader", {"path": "basics"}, call_id="call_0")),
            "first",
            reply("", call("CVReader", {"path": "work"}, call_id="call_0")),
            "second",
        ]
    )
    await turn(conversation, model, provider=provider)
    await turn(conversation, model, text="again", provider=provider)
    stored = [
        (c.call_id, c.provider_call_id)
        async for c in ToolCall.objects.filter(conversation=conversation).order_by("pk")
    ]
    assert stored[0] == ("call_0", "call_0")
    assert stored[1][0] != "call_0"
    assert stored[1][0].startswith("call_")
    assert stored[1][1] == "call_0"
    assert_requests_valid(model)


async def test_run_turn_empty_and_duplicate_call_ids_get_our_own(conversation, provider):
    model = scripted(
        [
            reply("", call("CVReader", {}, call_id=""), call("think", {"thought": "x"}, "dup")),
            reply("", call("CVReader", {}, call_id="dup")),
            "ok",
        ]
    )
    await turn(conversation, model, provider=provider)
    ids = [c.call_id async for c in ToolCall.objects.filter(conversation=conversation)]
    assert len(set(ids)) == 3
    assert all(ids)
    assert_requests_valid(model)


async def test_run_turn_non_streamed_answer_still_yields_content(conversation, provider):
    model = scripted(["Whole answer at once."])
    evs = await turn(conversation, model, provider=provider, stream=False)
    assert [e.text for e in of(evs, events.Content)] == ["Whole answer at once."]
    assert model.requests[0].stream is False


async def test_run_turn_records_one_llm_call_per_request(conversation, provider):
    model = scripted([reply("", call("CVReader", {})), "ok"])
    evs = await turn(conversation, model, provider=provider)
    llm_calls = [c async for c in LLMCall.objects.filter(run_id=evs[-1].run_id).order_by("pk")]
    assert len(llm_calls) == 2
    assert llm_calls[0].finish_reason == "tool_calls"
    assert llm_calls[0].request["messages"][0]["role"] == "system"
    assert llm_calls[1].response["content"] == "ok"


async def test_run_turn_cancelled_while_streaming_keeps_partial_text(conversation, provider):
    model = scripted(["word " * 200], chunk_size=5, delay=0.01)
    received: list = []

    async def consume():
        async for event in run_turn(
            conversation_id=conversation.pk,
            user_id=conversation.owner_id,
            text="Write a lot",
            provider=provider,
            client=model,
        ):
            received.append(event)

    task = asyncio.create_task(consume())
    while len(of(received, events.Content)) < 3:
        await asyncio.sleep(0.01)
    task.cancel()
    await task
    assert received[-1].type == "done"
    assert received[-1].status == "cancelled"
    run = await Run.objects.aget(pk=received[-1].run_id)
    assert run.status == RunStatus.CANCELLED
    partial = await Message.objects.aget(conversation=conversation, role=Role.ASSISTANT)
    assert partial.content.startswith("word word")
    assert len(partial.content) < len("word " * 200)


@pytest.fixture
def slow_reader(monkeypatch):
    """CVReader made slow, with a signal when it starts: for cancelling mid-tool."""
    started = threading.Event()
    original = registry.get_tool("CVReader")  # also loads the built-in tools

    def slow(args: CVReaderArgs, context) -> ToolOutcome:
        started.set()
        time.sleep(0.4)
        return original.handler(args, context)

    monkeypatch.setitem(
        registry._TOOLS,
        "CVReader",
        Tool(name="CVReader", description="slow", args_model=CVReaderArgs, handler=slow),
    )
    return started


async def test_run_turn_cancelled_mid_tool_answers_cut_calls_and_keeps_done_work(
    conversation, provider, slow_reader
):
    model = scripted(
        [reply("", call("CVReader", {"path": "basics"}), call("think", {"thought": "later"}))]
    )
    received: list = []

    async def consume():
        async for event in run_turn(
            conversation_id=conversation.pk,
            user_id=conversation.owner_id,
            text="Read",
            provider=provider,
            client=model,
        ):
            received.append(event)

    task = asyncio.create_task(consume())
    while not slow_reader.is_set():
        await asyncio.sleep(0.01)
    task.cancel()
    await task
    assert received[-1].status == "cancelled"
    results = [
        (c.name, c.result.status)
        async for c in ToolCall.objects.filter(conversation=conversation)
        .select_related("result")
        .order_by("index")
    ]
    assert results == [("CVReader", ResultStatus.OK), ("think", ResultStatus.CANCELLED)]
    run = await Run.objects.aget(pk=received[-1].run_id)
    assert run.status == RunStatus.CANCELLED

    follow_up = scripted(["Still here."])
    evs = await turn(conversation, follow_up, text="Go on", provider=provider)
    assert evs[-1].status == "completed"
    assert_requests_valid(follow_up)


ADA = "Set my name to Ada Lovelace, and add a job: frontend engineer at Tencent, 2021-03 to 2023-06"


async def test_run_turn_ada_lovelace_edits_the_resume_in_two_revisions(conversation, provider):
    job = {
        "name": "Tencent",
        "position": "Frontend Engineer",
        "startDate": "2021-03",
        "endDate": "2023-06",
    }
    model = scripted(
        [
            reply(
                "",
                call(
                    "CVEditor", {"path": "basics.name", "action": "update", "value": "Ada Lovelace"}
                ),
                call("CVEditor", {"path": "work", "action": "add", "value": job}),
            ),
            "Done: your name is Ada Lovelace and Tencent is in your work history.",
        ]
    )
    evs = await turn(conversation, model, text=ADA, provider=provider)
    assert [e.version for e in of(evs, events.ResumeUpdated)] == [2, 3]
    assert of(evs, events.ResumeUpdated)[0].paths == ["basics.name"]
    assert evs[-1].status == "completed"
    assert evs[-1].resume_version == 3
    resume = conversation.resume
    await resume.arefresh_from_db()
    assert resume.data["basics"]["name"] == "Ada Lovelace"
    assert resume.data["work"][-1] == job
    calls = [c async for c in ToolCall.objects.filter(conversation=conversation).order_by("index")]
    revisions = [
        (r.version, r.source, r.tool_call_id)
        async for r in resume.revisions.filter(version__gt=1).order_by("version")
    ]
    assert revisions == [(2, "agent", calls[0].pk), (3, "agent", calls[1].pk)]
    stored = await database_sync_to_async(rows)(conversation)
    assert [(role, status) for role, status, _ in stored] == [
        ("user", ""),
        ("assistant", ""),
        ("tool", "ok"),
        ("tool", "ok"),
        ("assistant", ""),
    ]
    assert_requests_valid(model)
    assert "Ada Lovelace" in model.requests[1].messages[0].content


async def test_run_turn_stale_running_run_is_repaired_and_the_turn_proceeds(
    conversation, provider, settings
):
    settings.CVAGENT = {**settings.CVAGENT, "STALE_RUN_SECONDS": 60}
    dead = await database_sync_to_async(RunFactory)(
        conversation=conversation,
        status=RunStatus.RUNNING,
        heartbeat_at=timezone.now() - timedelta(minutes=10),
    )
    await database_sync_to_async(MessageFactory)(conversation=conversation, seq=1)
    left = await database_sync_to_async(ToolCallFactory)(
        message__conversation=conversation, message__seq=2, message__run=dead
    )
    model = scripted(["Hello again."])
    evs = await turn(conversation, model, text="Are you there?", provider=provider)
    assert evs[-1].status == "completed"
    await dead.arefresh_from_db()
    assert dead.status == RunStatus.INTERRUPTED
    placeholder = await Message.objects.aget(tool_call=left)
    assert placeholder.status == ResultStatus.INTERRUPTED
    assert_requests_valid(model)


async def test_run_turn_summarises_older_turns_that_exceed_the_budget(
    conversation, provider, settings
):
    settings.CVAGENT = {**settings.CVAGENT, "HISTORY_TOKEN_BUDGET": 3_000}

    def add_history():
        for number in range(1, 21):
            MessageFactory(
                conversation=conversation, seq=number * 2 - 1, content=f"q{number} " + "x" * 600
            )
            MessageFactory(
                conversation=conversation,
                seq=number * 2,
                role=Role.ASSISTANT,
                content=f"a{number} " + "y" * 600,
            )

    await database_sync_to_async(add_history)()

    def answer(request):
        if not request.tools:
            return "They asked twenty questions about x."
        return "Fine."

    model = FunctionModel(answer)
    evs = await turn(conversation, model, text="What did I ask?", provider=provider)
    assert evs[-1].status == "completed"
    await conversation.arefresh_from_db()
    assert conversation.summary == "They asked twenty questions about x."
    assert conversation.summary_through_seq > 0
    summary_request, turn_request = model.requests
    assert "q1 " in summary_request.messages[-1].content
    assert "They asked twenty questions" in turn_request.messages[0].content
    assert "q1 " not in " ".join(m.content for m in turn_request.messages[1:])
    assert turn_request.messages[-1].content == "What did I ask?"
    assert await LLMCall.objects.filter(conversation=conversation, purpose="summary").acount() == 1
    assert_requests_valid(model)


async def test_run_turn_call_without_a_name_gets_an_error_and_the_history_still_pairs(
    conversation, provider
):
    model = scripted([reply("", call("", {"path": "basics"})), "Sorry.", "Fine."])
    evs = await turn(conversation, model, provider=provider)
    result = of(evs, events.ToolResultEvent)[0]
    assert result.status == "error"
    assert "Available tools" in result.content
    await turn(conversation, model, text="Next", provider=provider)
    assert_requests_valid(model)


async def test_run_turn_require_think_only_holds_the_first_response(conversation, provider):
    conversation.capability.options = {"require_think": True}
    await conversation.capability.asave()
    model = scripted(
        [
            reply("", call("think", {"thought": "Read basics."})),
            reply("", call("CVReader", {"path": "basics"})),
            "Done.",
        ]
    )
    evs = await turn(conversation, model, provider=provider)
    assert [r.status for r in of(evs, events.ToolResultEvent)] == ["ok", "ok"]


async def test_run_silent_for_longer_than_the_stale_threshold_is_not_taken_for_dead(
    conversation, provider, settings
):
    """A model that thinks for a long time before its first token (here 1.2 s against a
    0.4 s threshold) keeps its run alive: the repair job leaves it alone."""
    from agent.engine.repair import repair

    settings.CVAGENT = {**settings.CVAGENT, "STALE_RUN_SECONDS": 0.4}
    checked: list = []

    async def thinks_long(request):
        await asyncio.sleep(1.2)
        report = await database_sync_to_async(repair)(stale_after=0.4)
        checked.append(report.stale_runs)
        return "Here is my answer."

    evs = await turn(conversation, FunctionModel(thinks_long), provider=provider)
    assert checked == [0]
    assert evs[-1].status == "completed"
    assert (await Run.objects.aget(pk=evs[-1].run_id)).status == RunStatus.COMPLETED
