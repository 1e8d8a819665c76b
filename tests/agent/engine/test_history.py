"""History: what the next request holds, built from the database with the pairing rules kept."""

from __future__ import annotations

import pytest

from agent.engine import blocks, history, summary
from agent.engine.providers.pairing import pairing_error
from agent.models import Message, ResultStatus, Role
from tests.agent.turns import wire
from tests.factories import (
    ConversationFactory,
    MessageFactory,
    ToolCallFactory,
    ToolResultFactory,
)

BUDGET = 100_000


def user(conversation, seq, text="Hello"):
    return MessageFactory(conversation=conversation, seq=seq, role=Role.USER, content=text)


def assistant(conversation, seq, text=""):
    return MessageFactory(conversation=conversation, seq=seq, role=Role.ASSISTANT, content=text)


def call(message, index=0, call_id=None, name="CVReader"):
    fields = {"message": message, "index": index, "name": name}
    if call_id:
        fields["call_id"] = call_id
    return ToolCallFactory(**fields)


def result(tool_call, seq, content="ok"):
    return ToolResultFactory(tool_call=tool_call, seq=seq, content=content)


@pytest.fixture
def conversation(db):
    return ConversationFactory()


def test_build_starts_with_system_prompt_holding_resume_and_capability(conversation):
    conversation.capability.prompt_addendum = "Use the STAR method."
    conversation.capability.save()
    user(conversation, 1)
    messages = history.build(conversation, budget_tokens=BUDGET)
    assert messages[0].role == "system"
    assert "Use the STAR method." in messages[0].content
    assert '"name":"Grace Hopper"' in messages[0].content
    assert f"version {conversation.resume.version}" in messages[0].content


def test_build_includes_the_summary_and_skips_summarised_messages(conversation):
    user(conversation, 1, "old question")
    user(conversation, 2, "new question")
    conversation.summary = "The person wants a shorter resume."
    conversation.summary_through_seq = 1
    conversation.save()
    messages = history.build(conversation, budget_tokens=BUDGET)
    assert "The person wants a shorter resume." in messages[0].content
    assert [m.content for m in messages[1:]] == ["new question"]


def test_build_answers_unanswered_call_with_persisted_placeholder(conversation):
    user(conversation, 1)
    pending = call(assistant(conversation, 2))
    messages = history.build(conversation, budget_tokens=BUDGET)
    pending.refresh_from_db()
    assert pending.result.status == ResultStatus.INTERRUPTED
    assert pending.result.content == history.INTERRUPTED_RESULT
    assert messages[-1].role == "tool"
    assert messages[-1].tool_call_id == pending.call_id
    assert pairing_error(wire(messages)) is None


def test_build_placeholder_is_deterministic(conversation):
    user(conversation, 1)
    pending = call(assistant(conversation, 2))
    first = history.build(conversation, budget_tokens=BUDGET)
    second = history.build(conversation, budget_tokens=BUDGET)
    assert first == second
    placeholder = Message.objects.get(tool_call=pending)
    assert placeholder.created_at == pending.created_at
    assert Message.objects.filter(conversation=conversation, role=Role.TOOL).count() == 1


def test_build_answers_every_parallel_call(conversation):
    user(conversation, 1)
    reply = assistant(conversation, 2)
    answered = call(reply, index=0)
    missing = call(reply, index=1, name="CVEditor")
    result(answered, 3)
    messages = history.build(conversation, budget_tokens=BUDGET)
    assert [m.tool_call_id for m in messages if m.role == "tool"] == [
        answered.call_id,
        missing.call_id,
    ]
    assert pairing_error(wire(messages)) is None


def test_build_places_results_after_their_call_whatever_the_row_order(conversation):
    user(conversation, 1)
    reply = assistant(conversation, 2)
    first = call(reply, index=0)
    second = call(reply, index=1)
    user(conversation, 3, "a later message")
    result(second, 4, "second result")
    result(first, 5, "first result")
    messages = history.build(conversation, budget_tokens=BUDGET)
    assert [m.role for m in messages] == ["system", "user", "assistant", "tool", "tool", "user"]
    assert [m.content for m in messages[3:5]] == ["first result", "second result"]
    assert pairing_error(wire(messages)) is None


def test_build_leaves_out_results_whose_call_was_summarised(conversation):
    user(conversation, 1)
    old = call(assistant(conversation, 2))
    user(conversation, 3, "new")
    result(old, 4)
    conversation.summary_through_seq = 2
    conversation.save()
    messages = history.build(conversation, budget_tokens=BUDGET)
    assert [m.role for m in messages] == ["system", "user"]
    assert pairing_error(wire(messages)) is None


def test_build_sends_back_repaired_arguments_when_raw_text_is_not_json(conversation):
    user(conversation, 1)
    broken = ToolCallFactory(
        message=assistant(conversation, 2),
        arguments_raw="{'path': 'basics',}",
        arguments={"path": "basics"},
    )
    result(broken, 3)
    messages = history.build(conversation, budget_tokens=BUDGET)
    assert messages[2].tool_calls[0].arguments_raw == '{"path":"basics"}'


def test_build_truncation_keeps_the_latest_turn_and_whole_pairs(conversation):
    seq = 0
    for turn in range(6):
        seq += 1
        user(conversation, seq, f"question {turn} " + "word " * 200)
        seq += 1
        reply = assistant(conversation, seq)
        for index in range(2):
            seq += 1
            result(call(reply, index=index), seq, "result " * 100)
    budget = plan_budget(conversation, turns=1, of=6)
    plan = history.plan(conversation, budget_tokens=budget)
    kept = plan.messages[1:]
    assert kept[0].role == "user"
    assert kept[0].content.startswith("question 5")
    assert plan.overflow
    assert (
        plan.overflow_through_seq
        < Message.objects.get(conversation=conversation, content__startswith="question 5").seq
    )
    assert pairing_error(wire(plan.messages)) is None


def test_build_truncation_drops_whole_turns_oldest_first(conversation):
    for number in range(1, 11):
        user(conversation, number * 2 - 1, f"question {number} " + "x" * 350)
        assistant(conversation, number * 2, f"answer {number} " + "y" * 350)
    plan = history.plan(conversation, budget_tokens=plan_budget(conversation, turns=3, of=10))
    users = [m.content.split()[1] for m in plan.messages if m.role == "user"]
    assert users == ["8", "9", "10"]
    assert plan.overflow_through_seq == 14


def plan_budget(conversation, *, turns: int, of: int) -> int:
    """A budget with room for `turns` of `of` equally long turns (and half a turn spare)."""
    everything = history.plan(conversation, budget_tokens=10**9)
    per_turn = (everything.tokens - everything.system_tokens) // of
    return everything.system_tokens + per_turn * turns + per_turn // 2


def test_estimate_tokens_counts_cjk_characters_one_each():
    assert blocks.estimate_tokens("腾讯前端工程师") == 7
    assert blocks.estimate_tokens("a" * 35) == 10
    assert blocks.estimate_tokens("") == 0


def test_transcript_of_overflow_names_tools_and_people(conversation):
    user(conversation, 1, "Set my name")
    reply = assistant(conversation, 2, "Done.")
    result(call(reply, name="CVEditor"), 3, "Updated basics.name")
    user(conversation, 4, "now")
    plan = history.plan(conversation, budget_tokens=1)
    text = summary.transcript(plan.overflow)
    assert "Person: Set my name" in text
    assert "Assistant called CVEditor" in text
    assert "Result of CVEditor: Updated basics.name" in text
