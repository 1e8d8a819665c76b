"""Hostile providers, through the full engine: real HTTP to the fake, the real SDK, the run
loop, database rows and events. For each misbehaviour the run ends in the right state, the
resume holds what it should, every request passed the strict pairing check, and an event
tells the person what went wrong.
"""

from __future__ import annotations

import json

import pytest
from channels.db import database_sync_to_async

from agent.engine import events
from agent.fakes import FakeLLMServer, Reply, ScriptedCall
from agent.models import LLMCall, Message, Provider, ToolCall
from resumes.models import Resume
from tests.agent.turns import turn_events
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("quick_provider_timing"),
]

EDIT_NAME = ScriptedCall(
    name="CVEditor",
    arguments={"path": "basics.name", "action": "update", "value": "Ada Lovelace"},
)
DONE = Reply(content="Your name is now Ada Lovelace.")
ASK = "Set my name to Ada Lovelace"


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=CapabilityFactory(slug="hostile"))


async def provider_at(fake: FakeLLMServer, **fields) -> Provider:
    return await database_sync_to_async(ProviderFactory)(
        slug="hostile-provider", base_url=fake.base_url, **fields
    )


async def turn(conversation, provider: Provider, text: str = ASK) -> list:
    return await turn_events(conversation, provider, text)


async def engine(conversation, replies: list[Reply], text: str = ASK, **quirks):
    """Run one turn against a fake scripted with `replies`; (events, fake, provider)."""
    fields = quirks.pop("provider_fields", {})
    with FakeLLMServer(replies, **quirks) as fake:
        provider = await provider_at(fake, **fields)
        evs = await turn(conversation, provider, text)
    return evs, fake, provider


async def resume_data(conversation) -> dict:
    return (await Resume.objects.aget(pk=conversation.resume_id)).data


def of(evs, kind) -> list:
    return [event for event in evs if isinstance(event, kind)]


def status(evs) -> str:
    assert isinstance(evs[-1], events.Done)
    return evs[-1].status


def assert_all_requests_paired(fake: FakeLLMServer) -> None:
    assert fake.pairing_errors() == []


async def stored_calls(conversation) -> list[tuple[str, str]]:
    return [
        (call.name, call.call_id)
        async for call in ToolCall.objects.filter(conversation=conversation).order_by("pk")
    ]


# 1. tool_choice="required" answered with SiliconFlow's 400 (code 20015)


async def test_hostile_required_tool_choice_refused_like_siliconflow(conversation):
    await database_sync_to_async(_require_think)(conversation)
    think = ScriptedCall(name="think", arguments={"thought": "Update basics.name."})
    evs, fake, provider = await engine(
        conversation,
        [Reply(tool_calls=[think, EDIT_NAME]), DONE],
        reject_tool_choice_required=True,
        provider_fields={"supports_tool_choice_required": True},
    )
    stored = await Provider.objects.aget(pk=provider.pk)
    first_call = await LLMCall.objects.filter(conversation=conversation).order_by("pk").afirst()
    assert status(evs) == "completed"
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert [r.body.get("tool_choice") for r in fake.requests][:2] == ["required", None]
    assert "tool_choice" in of(evs, events.Fallback)[0].reason
    assert stored.learned["tool_choice_required"]["value"] is False
    assert first_call.fallbacks[0].startswith("no_tool_choice")
    assert_all_requests_paired(fake)


def _require_think(conversation) -> None:
    capability = conversation.capability
    capability.options = {"require_think": True}
    capability.save()


# 2. tool-call deltas with `type` missing or null, `index` missing


@pytest.mark.parametrize(
    "mode",
    [
        {"omit_type": True},
        {"null_type": True},
        {"omit_index": True},
        {"omit_type": True, "omit_index": True},
    ],
)
async def test_hostile_tool_deltas_without_type_or_index(conversation, mode):
    evs, fake, _ = await engine(conversation, [Reply(tool_calls=[EDIT_NAME], **mode), DONE])
    assert status(evs) == "completed"
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert [e.status for e in of(evs, events.ToolResultEvent)] == ["ok"]
    assert_all_requests_paired(fake)


# 3. id and name repeated in every chunk; role repeated in every chunk


async def test_hostile_id_name_and_role_repeated_in_every_chunk(conversation):
    call = EDIT_NAME.model_copy(update={"id": "call_rep"})
    reply = Reply(tool_calls=[call], repeat_ids=True, repeat_role=True, argument_pieces=6)
    evs, fake, _ = await engine(conversation, [reply, DONE])
    row = await ToolCall.objects.aget(conversation=conversation)
    assert status(evs) == "completed"
    assert (row.name, row.provider_call_id) == ("CVEditor", "call_rep")
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)


# 4. [DONE] before the end; no finish_reason and no [DONE]


async def test_hostile_early_done_is_read_past(conversation):
    reply = Reply(content="Changing your name now.", tool_calls=[EDIT_NAME], tokens=4, done_after=2)
    evs, fake, _ = await engine(conversation, [reply, DONE])
    first = (
        await Message.objects.filter(conversation=conversation, role="assistant")
        .order_by("seq")
        .afirst()
    )
    assert status(evs) == "completed"
    assert first.content == "Changing your name now."
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)


async def test_hostile_stream_without_finish_reason_or_done(conversation):
    replies = [
        Reply(tool_calls=[EDIT_NAME], finish_reason=None, no_done=True),
        DONE.model_copy(update={"finish_reason": None, "no_done": True}),
    ]
    evs, fake, _ = await engine(conversation, replies)
    assert status(evs) == "completed"
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert "".join(e.text for e in of(evs, events.Content)) == DONE.content
    assert_all_requests_paired(fake)


# 5. arguments: empty, half JSON, [1,2], 42, an object, fenced, single quotes + trailing commas


@pytest.mark.parametrize(
    ("arguments", "explained"),
    [
        ("", "empty"),
        ('{"path": "basics.name", "action": "update", "value": "Ada Lov', "cut off"),
        ("[1, 2]", "must be a JSON object"),
        ("42", "must be a JSON object"),
    ],
)
async def test_hostile_unusable_arguments_become_an_error_result(
    conversation, arguments, explained
):
    bad = ScriptedCall(name="CVEditor", arguments=arguments)
    evs, fake, _ = await engine(conversation, [Reply(tool_calls=[bad]), DONE])
    [result] = of(evs, events.ToolResultEvent)
    assert status(evs) == "completed"
    assert result.status == "error" and explained in result.content
    assert (await resume_data(conversation))["basics"]["name"] == "Grace Hopper"
    assert_all_requests_paired(fake)
    assert (
        json.loads(fake.requests[1].messages[-2]["tool_calls"][0]["function"]["arguments"])
        is not None
    )


@pytest.mark.parametrize(
    "call",
    [
        EDIT_NAME.model_copy(update={"arguments_as_object": True}),
        ScriptedCall(name="CVEditor", arguments=f"```json\n{json.dumps(EDIT_NAME.arguments)}\n```"),
        ScriptedCall(
            name="CVEditor",
            arguments="{'path': 'basics.name', 'action': 'update', 'value': 'Ada Lovelace',}",
        ),
    ],
    ids=["object", "fenced", "single-quotes-trailing-comma"],
)
async def test_hostile_repairable_arguments_are_applied(conversation, call):
    evs, fake, _ = await engine(conversation, [Reply(tool_calls=[call]), DONE])
    assert status(evs) == "completed"
    assert [e.status for e in of(evs, events.ToolResultEvent)] == ["ok"]
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)


@pytest.mark.parametrize("stream", [True, False], ids=["stream", "complete"])
async def test_hostile_arguments_object_without_streaming(conversation, stream):
    call = EDIT_NAME.model_copy(update={"arguments_as_object": True})
    _, fake, _ = await engine(
        conversation,
        [Reply(tool_calls=[call]), DONE],
        provider_fields={"supports_stream_with_tools": stream},
    )
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert fake.requests[0].stream is stream
    assert_all_requests_paired(fake)


# 6. calls written as <tool_call> text in the content


async def test_hostile_call_written_as_text_runs_once_and_stays_hidden(conversation):
    block = json.dumps({"name": "CVEditor", "arguments": EDIT_NAME.arguments})
    reply = Reply(content=f"Sure.\n<tool_call>{block}</tool_call>", tokens=15)
    evs, fake, _ = await engine(conversation, [reply, DONE])
    shown = "".join(e.text for e in of(evs, events.Content))
    first = (
        await Message.objects.filter(conversation=conversation, role="assistant")
        .order_by("seq")
        .afirst()
    )
    assert status(evs) == "completed"
    assert "<tool_call>" not in shown and "CVEditor" not in shown
    assert first.content == "Sure."
    assert [name for name, _ in await stored_calls(conversation)] == ["CVEditor"]
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)


async def test_hostile_call_sent_both_as_tool_call_and_as_text_runs_once(conversation):
    block = json.dumps({"name": "CVEditor", "arguments": EDIT_NAME.arguments})
    reply = Reply(content=f"<tool_call>{block}</tool_call>", tool_calls=[EDIT_NAME])
    evs, fake, _ = await engine(conversation, [reply, DONE])
    assert len(await stored_calls(conversation)) == 1
    assert len(of(evs, events.ToolResultEvent)) == 1
    assert_all_requests_paired(fake)


async def test_hostile_prompt_strategy_provider_edits_through_text_calls(conversation):
    block = json.dumps({"name": "CVEditor", "arguments": EDIT_NAME.arguments})
    reply = Reply(content=f"<tool_call>{block}</tool_call>")
    evs, fake, _ = await engine(
        conversation, [reply, DONE], provider_fields={"supports_native_tools": False}
    )
    second = fake.requests[1]
    assert status(evs) == "completed"
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert "tools" not in second.body and all(m["role"] != "tool" for m in second.messages)
    assert "<tool_result" in second.messages[-1]["content"]
    assert_all_requests_paired(fake)


# 7. unknown or not-whitelisted tools


@pytest.mark.parametrize("name", ["deleteEverything", "CVBatchEditor"])
async def test_hostile_unknown_or_not_allowed_tool_runs_nothing(conversation, name):
    await database_sync_to_async(_allow_only)(conversation, ["CVReader", "CVEditor", "stop"])
    bad = ScriptedCall(
        name=name, arguments={"operations": [{"path": "basics.name", "action": "delete"}]}
    )
    evs, fake, _ = await engine(conversation, [Reply(tool_calls=[bad]), DONE])
    [result] = of(evs, events.ToolResultEvent)
    assert status(evs) == "completed"
    assert result.status == "error" and "CVReader, CVEditor, stop" in result.content
    assert (await resume_data(conversation))["basics"]["name"] == "Grace Hopper"
    assert_all_requests_paired(fake)


def _allow_only(conversation, tools: list[str]) -> None:
    capability = conversation.capability
    capability.tools = tools
    capability.save()


# 8. reused (call_0) and empty call ids across turns


@pytest.mark.parametrize("provider_id", ["call_0", ""], ids=["reused", "empty"])
async def test_hostile_reused_or_empty_call_ids_across_turns(conversation, provider_id):
    first = EDIT_NAME.model_copy(update={"id": provider_id})
    second = ScriptedCall(
        name="CVEditor",
        id=provider_id,
        arguments={"path": "basics.label", "action": "update", "value": "Mathematician"},
    )
    with FakeLLMServer([Reply(tool_calls=[first]), DONE, Reply(tool_calls=[second]), DONE]) as fake:
        provider = await provider_at(fake)
        one = await turn(conversation, provider)
        two = await turn(conversation, provider, "And my label to Mathematician")
    ids = [call_id for _, call_id in await stored_calls(conversation)]
    data = await resume_data(conversation)
    assert (status(one), status(two)) == ("completed", "completed")
    assert len(set(ids)) == 2 and all(ids)
    assert (data["basics"]["name"], data["basics"]["label"]) == ("Ada Lovelace", "Mathematician")
    assert_all_requests_paired(fake)


# 9. 429 with Retry-After then success; 500 every time; connection closed mid-stream


async def test_hostile_rate_limit_with_retry_after_then_success(conversation):
    busy = Reply(
        status=429,
        headers={"Retry-After": "0.2"},
        error={"error": {"message": "Rate limit reached"}},
    )
    evs, fake, _ = await engine(conversation, [busy, Reply(tool_calls=[EDIT_NAME]), DONE])
    [retry] = of(evs, events.Retry)
    assert status(evs) == "completed"
    assert (retry.attempt, retry.delay_seconds) == (1, 0.2) and "Rate limit" in retry.reason
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)


async def test_hostile_server_error_every_time_fails_the_run_cleanly(conversation):
    broken = Reply(status=500, error={"error": {"message": "upstream exploded"}})
    evs, fake, provider = await engine(conversation, [], default=broken)
    failed = await LLMCall.objects.aget(conversation=conversation)
    [error] = of(evs, events.Error)
    assert status(evs) == "failed"
    assert len(fake.requests) == provider.max_retries + 1 == len(of(evs, events.Retry)) + 1
    assert "upstream exploded" in error.message
    assert (failed.ok, "upstream exploded" in failed.error) == (False, True)
    assert (await resume_data(conversation))["basics"]["name"] == "Grace Hopper"
    assert_all_requests_paired(fake)


async def test_hostile_connection_closed_mid_stream_falls_back_once(conversation):
    cut = Reply(content="Let me change that.", tool_calls=[EDIT_NAME], tokens=5, cut_after=3)
    whole = Reply(content="Let me change that.", tool_calls=[EDIT_NAME])
    evs, fake, _ = await engine(conversation, [cut, whole, DONE])
    first = await LLMCall.objects.filter(conversation=conversation).order_by("pk").afirst()
    assert status(evs) == "completed"
    assert [r.stream for r in fake.requests] == [True, False, True]
    assert "stream broke" in of(evs, events.Fallback)[0].reason
    assert (first.stream, first.fallbacks[0].startswith("no_stream")) == (False, True)
    assert len(await stored_calls(conversation)) == 1
    assert "".join(e.text for e in of(evs, events.Content)).startswith("Let me change that.Your")
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)


# 10. finish_reason "length" in the middle of a call's arguments


async def test_hostile_length_cut_inside_arguments_changes_nothing(conversation):
    cut = ScriptedCall(
        name="CVEditor", arguments='{"path": "basics.name", "action": "update", "value": "Ada Lov'
    )
    evs, fake, _ = await engine(
        conversation, [Reply(tool_calls=[cut], finish_reason="length"), DONE]
    )
    [result] = of(evs, events.ToolResultEvent)
    row = await LLMCall.objects.filter(conversation=conversation).order_by("pk").afirst()
    assert status(evs) == "completed"
    assert result.status == "error" and "cut off" in result.content
    assert row.finish_reason == "length"
    assert (await resume_data(conversation))["basics"]["name"] == "Grace Hopper"
    assert_all_requests_paired(fake)


# 11. two or three parallel calls with interleaved argument fragments


async def test_hostile_parallel_calls_with_interleaved_fragments(conversation):
    calls = [
        EDIT_NAME,
        ScriptedCall(
            name="CVEditor",
            arguments={"path": "basics.label", "action": "update", "value": "Analyst"},
        ),
        ScriptedCall(name="CVReader", arguments={"path": "work[0].name"}),
    ]
    evs, fake, _ = await engine(
        conversation, [Reply(tool_calls=calls, interleave=True, argument_pieces=7), DONE]
    )
    data = await resume_data(conversation)
    results = of(evs, events.ToolResultEvent)
    assert status(evs) == "completed"
    assert [(r.name, r.status) for r in results] == [
        ("CVEditor", "ok"),
        ("CVEditor", "ok"),
        ("CVReader", "ok"),
    ]
    assert (data["basics"]["name"], data["basics"]["label"]) == ("Ada Lovelace", "Analyst")
    assert results[2].content == '"Remington Rand"'
    assert_all_requests_paired(fake)


# 12. reasoning_content before the answer; Chinese text split across chunks


async def test_hostile_reasoning_first_and_chinese_split_across_chunks(conversation):
    edit = ScriptedCall(
        name="CVEditor",
        arguments={"path": "basics.name", "action": "update", "value": "艾达·洛芙莱斯"},
    )
    answer = "好的，已经把名字改成艾达·洛芙莱斯。"
    replies = [
        Reply(reasoning="用户想改名字，用 CVEditor。", tool_calls=[edit], split_bytes=True),
        Reply(reasoning="改好了。", content=answer, tokens=9, split_bytes=True),
    ]
    evs, fake, _ = await engine(conversation, replies, text="把我的名字改成艾达·洛芙莱斯")
    thinking = "".join(e.text for e in of(evs, events.Thinking) if e.source == "reasoning")
    last = (
        await Message.objects.filter(conversation=conversation, role="assistant")
        .order_by("-seq")
        .afirst()
    )
    assert status(evs) == "completed"
    assert thinking == "用户想改名字，用 CVEditor。改好了。"
    assert "".join(e.text for e in of(evs, events.Content)) == answer
    assert (last.content, last.reasoning) == (answer, "改好了。")
    assert (await resume_data(conversation))["basics"]["name"] == "艾达·洛芙莱斯"
    assert fake.requests[1].messages[2]["reasoning_content"] == "用户想改名字，用 CVEditor。"
    assert_all_requests_paired(fake)


# Learned flags: the next turn takes the working path first


async def test_hostile_broken_tool_stream_is_learned_for_the_next_turn(conversation):
    # The broken stream uses up one reply; its non-streamed retry gets the next.
    edit = Reply(tool_calls=[EDIT_NAME])
    replies = [edit, edit, DONE, Reply(content="Hello again.")]
    with FakeLLMServer(replies, stream_with_tools_broken=True) as fake:
        provider = await provider_at(fake)
        one = await turn(conversation, provider)
        fresh = await Provider.objects.aget(pk=provider.pk)
        two = await turn(conversation, fresh, "Thanks")
    stored = await Provider.objects.aget(pk=provider.pk)
    assert (status(one), status(two)) == ("completed", "completed")
    assert [r.stream for r in fake.requests] == [True, False, False, False]
    assert [len(of(one, events.Fallback)), len(of(two, events.Fallback))] == [1, 0]
    assert stored.learned["stream_with_tools"]["value"] is False
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)


async def test_hostile_tools_refused_switch_to_prompt_and_stay_there(conversation):
    block = json.dumps({"name": "CVEditor", "arguments": EDIT_NAME.arguments})
    replies = [Reply(content=f"<tool_call>{block}</tool_call>"), DONE, Reply(content="Bye.")]
    with FakeLLMServer(replies, reject_tools=True) as fake:
        provider = await provider_at(fake)
        one = await turn(conversation, provider)
        fresh = await Provider.objects.aget(pk=provider.pk)
        two = await turn(conversation, fresh, "Thanks")
    assert (status(one), status(two)) == ("completed", "completed")
    assert ["tools" in r.body for r in fake.requests] == [True, False, False, False]
    assert "prompt" in of(one, events.Fallback)[0].reason
    assert (await resume_data(conversation))["basics"]["name"] == "Ada Lovelace"
    assert_all_requests_paired(fake)
