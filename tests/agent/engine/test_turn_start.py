"""The start of a turn as one unit of database work (`agent.engine.turns.prepare_turn`): what it
stores, the first step's context it hands the loop, and how little it asks of the database."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from agent.engine import history
from agent.engine.turns import RunRefused, prepare_turn
from agent.models import Message, Role, Run, RunStatus
from agent.tailoring.starting import posting_prompt
from tests.factories import (
    ConversationFactory,
    MessageFactory,
    ProviderFactory,
    RunFactory,
    ToolCallFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def conversation():
    provider = ProviderFactory(slug="scripted")
    return ConversationFactory(provider=provider)


def _open(conversation, text="Hello", **options):
    return prepare_turn(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text=text,
        plan_first_step=True,
        **options,
    )


def test_the_start_stores_the_turn_and_hands_over_its_first_step_in_11_queries(
    conversation, django_assert_max_num_queries
):
    with django_assert_max_num_queries(11):
        start = _open(conversation, allowed=lambda: True)
    step = start.first_step
    # The first step's context is complete: nothing the loop reads from it queries again.
    with django_assert_max_num_queries(0):
        assert step.conversation.owner.pk == conversation.owner_id
        assert step.conversation.resume.pk == conversation.resume_id
        assert posting_prompt(step.conversation.resume) == ""  # not a tailored version
        assert step.conversation.provider.slug == "scripted"
        assert step.run.steps == 1
        assert [m.content for m in step.plan.messages if m.role == "user"] == ["Hello"]
    stored = Run.objects.get(pk=start.run_id)
    assert (stored.status, stored.steps) == (RunStatus.RUNNING, 1)
    assert timezone.now() - stored.heartbeat_at < timedelta(seconds=5)
    assert start.provider.slug == "scripted"


def test_an_answer_to_a_question_continues_the_waiting_run_at_its_first_step(conversation):
    waiting = RunFactory(conversation=conversation, status=RunStatus.WAITING, steps=3)
    asked = MessageFactory(conversation=conversation, role=Role.ASSISTANT, content="", run=waiting)
    question = ToolCallFactory(message=asked, name="askHuman", arguments={"question": "When?"})

    start = _open(conversation, text="March 2021")

    assert start.run_id == waiting.pk
    assert start.answered_call_id == question.call_id
    waiting.refresh_from_db()
    assert (waiting.status, waiting.steps) == (RunStatus.RUNNING, 1)
    answer = Message.objects.get(tool_call=question)
    assert (answer.role, answer.content) == (Role.TOOL, "March 2021")


def test_a_run_waiting_on_nothing_is_completed_and_a_new_run_starts(conversation):
    stale = RunFactory(conversation=conversation, status=RunStatus.WAITING)

    start = _open(conversation)

    assert start.run_id != stale.pk
    stale.refresh_from_db()
    assert stale.status == RunStatus.COMPLETED
    assert stale.finished_at is not None


def test_another_persons_conversation_is_not_found_and_nothing_is_stored(conversation):
    stranger = UserFactory(username="mallory")
    with pytest.raises(RunRefused) as refused:
        prepare_turn(conversation_id=conversation.pk, user_id=stranger.pk, text="Hi")
    assert refused.value.code == "not_found"
    assert not Run.objects.filter(conversation=conversation).exists()
    assert not Message.objects.filter(conversation=conversation).exists()


def test_a_disabled_conversation_provider_falls_back_to_an_enabled_one(conversation):
    conversation.provider.enabled = False
    conversation.provider.save()
    other = ProviderFactory(slug="other", api_key_env="")

    start = _open(conversation)

    assert start.provider.pk == other.pk


def test_a_seq_another_writer_took_meanwhile_is_tried_again_not_refused(conversation, monkeypatch):
    MessageFactory(conversation=conversation, seq=1, content="earlier")
    real, asked = history.next_seq, []

    def taken_once(conversation_id: int) -> int:
        asked.append(conversation_id)
        return 1 if len(asked) == 1 else real(conversation_id)  # seq 1 is taken

    monkeypatch.setattr(history, "next_seq", taken_once)
    start = _open(conversation)

    assert len(asked) == 2
    assert Message.objects.get(pk=start.user_message_id).seq == 2
    # The first try's run went with its rolled-back transaction.
    assert list(Run.objects.filter(conversation=conversation).values_list("pk", flat=True)) == [
        start.run_id
    ]


def test_a_second_message_while_a_live_run_runs_is_refused_busy(conversation):
    RunFactory(conversation=conversation, status=RunStatus.RUNNING, heartbeat_at=timezone.now())
    with pytest.raises(RunRefused) as refused:
        _open(conversation)
    assert refused.value.code == "busy"
    assert not Message.objects.filter(conversation=conversation).exists()
