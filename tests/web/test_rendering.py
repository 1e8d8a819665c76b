"""The transcript rebuilt from the store: what a person sees for each kind of row."""

from __future__ import annotations

import pytest

from agent.engine import events as ev
from agent.models import ResultStatus, Role, RunStatus
from agent.web.rendering import LiveTranscript, render_transcript, transcript_items
from tests.factories import (
    ConversationFactory,
    LLMCallFactory,
    MessageFactory,
    RunFactory,
    ToolCallFactory,
    ToolResultFactory,
)

pytestmark = pytest.mark.django_db


def _kinds(conversation) -> list[str]:
    return [item["kind"] for item in transcript_items(conversation)]


def test_turn_with_tool_call_and_result():
    conversation = ConversationFactory()
    run = RunFactory(conversation=conversation)
    MessageFactory(conversation=conversation, run=run, seq=1, content="Set my name")
    assistant = MessageFactory(
        conversation=conversation, run=run, seq=2, role=Role.ASSISTANT, content="On it."
    )
    call = ToolCallFactory(message=assistant, name="CVEditor", arguments={"path": "basics.name"})
    ToolResultFactory(tool_call=call, seq=3, run=run, content='{"ok": true}')
    items = transcript_items(conversation)
    assert [item["kind"] for item in items] == ["user", "assistant", "tool"]
    assert items[2]["status"] == "ok"
    assert "basics.name" in items[2]["gist"]


def test_ask_human_shows_question_then_the_answer_as_the_persons_message():
    conversation = ConversationFactory()
    run = RunFactory(conversation=conversation, status=RunStatus.COMPLETED)
    MessageFactory(conversation=conversation, run=run, seq=1, content="Add my job")
    assistant = MessageFactory(
        conversation=conversation, run=run, seq=2, role=Role.ASSISTANT, content=""
    )
    call = ToolCallFactory(
        message=assistant, name="askHuman", arguments={"question": "Which company?"}
    )
    ToolResultFactory(tool_call=call, seq=3, run=run, content="Tencent")
    items = transcript_items(conversation)
    assert [item["kind"] for item in items] == ["user", "question", "user"]
    assert items[1]["answered"] is True
    assert items[2]["text"] == "Tencent"


def test_unanswered_question_invites_an_answer():
    conversation = ConversationFactory()
    run = RunFactory(conversation=conversation, status=RunStatus.WAITING)
    assistant = MessageFactory(
        conversation=conversation, run=run, seq=1, role=Role.ASSISTANT, content=""
    )
    ToolCallFactory(message=assistant, name="askHuman", arguments={"question": "Which year?"})
    html = render_transcript(conversation)
    assert "Which year?" in html
    assert "Your next message answers this question." in html


def test_think_call_is_shown_as_thinking():
    conversation = ConversationFactory()
    assistant = MessageFactory(conversation=conversation, seq=1, role=Role.ASSISTANT, content="")
    call = ToolCallFactory(message=assistant, name="think", arguments={"thought": "Plan first"})
    ToolResultFactory(tool_call=call, seq=2)
    items = transcript_items(conversation)
    assert items == [{"kind": "thinking", "text": "Plan first", "source": "think"}]


def test_cancelled_and_failed_runs_end_with_a_notice():
    conversation = ConversationFactory()
    cancelled = RunFactory(conversation=conversation, status=RunStatus.CANCELLED)
    MessageFactory(conversation=conversation, run=cancelled, seq=1, content="one")
    failed = RunFactory(conversation=conversation, status=RunStatus.FAILED, error="Provider down")
    MessageFactory(conversation=conversation, run=failed, seq=2, content="two")
    html = render_transcript(conversation)
    assert "Stopped. What was done before the stop is kept." in html
    assert "Provider down" in html


def test_fallbacks_are_shown_as_notices():
    conversation = ConversationFactory()
    run = RunFactory(conversation=conversation)
    MessageFactory(conversation=conversation, run=run, seq=1, content="hi")
    LLMCallFactory(conversation=conversation, run=run, fallbacks=["no_stream: broken stream"])
    assert "no_stream: broken stream" in render_transcript(conversation)


def test_cut_call_shows_its_status():
    conversation = ConversationFactory()
    assistant = MessageFactory(conversation=conversation, seq=1, role=Role.ASSISTANT, content="")
    call = ToolCallFactory(message=assistant, name="CVReader")
    ToolResultFactory(tool_call=call, seq=2, status=ResultStatus.CANCELLED, content="cancelled")
    html = render_transcript(conversation)
    assert "status-cancelled" in html


def test_live_deltas_open_one_segment_per_kind_and_escape_text():
    live = LiveTranscript()
    first = live.delta("content", "<b>Hi")
    second = live.delta("content", " there")
    thinking = live.delta("thinking", "hmm")
    assert 'id="seg-1"' in first and "&lt;b&gt;Hi" in first
    assert 'id="seg-' not in second and "beforeend:#seg-1-text" in second
    assert 'id="seg-2"' in thinking


def test_live_tool_result_for_a_shown_call_updates_it():
    live = LiveTranscript()
    live.event(ev.ToolCallEvent(call_id="c1", name="CVReader", arguments={"path": "work"}))
    html = live.event(
        ev.ToolResultEvent(call_id="c1", name="CVReader", status="error", content="bad path")
    )
    assert 'id="call-c1-result"' in html and "bad path" in html
    assert live.event(ev.ToolStart(call_id="unknown", name="think")) == ""


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Waiting for the offline model"), ("zh-hans", "正在等待离线模型")],
)
def test_waiting_for_the_offline_model_is_shown_in_the_readers_language(language, words):
    from django.utils import translation

    event = ev.Waiting(code="local_model_queued", message="Waiting for the offline model: ...")
    with translation.override(language):
        html = LiveTranscript().event(event)
    assert words in html and 'role="status"' in html
