"""The pairing rules a provider checks, enforced by the database itself (SQLite and PostgreSQL).

Each failing write is wrapped in its own `transaction.atomic()` so that on PostgreSQL the
aborted statement rolls back to a savepoint and the test transaction stays usable.
Foreign keys are created deferrable by Django, so those tests ask the database to check
them now (`connection.check_constraints()`), as a commit would.
"""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connection, transaction

from agent.models import Message, ResultStatus, Role, Run, RunStatus, ToolCall
from tests.factories import (
    ConversationFactory,
    MessageFactory,
    RunFactory,
    ToolCallFactory,
    ToolResultFactory,
)

pytestmark = pytest.mark.django_db


def _tool_message(call: ToolCall | None, **fields) -> Message:
    conversation = fields.pop("conversation", None) or call.conversation
    defaults = {"seq": 50, "role": Role.TOOL, "status": ResultStatus.OK, "content": "done"}
    defaults.update(fields)
    return Message(conversation=conversation, tool_call=call, **defaults)


def test_tool_result_missing_call_is_rejected():
    conversation = ConversationFactory()
    orphan = Message(
        conversation=conversation,
        seq=1,
        role=Role.TOOL,
        status=ResultStatus.OK,
        content="done",
        tool_call_id=987_654_321,
    )
    with pytest.raises(IntegrityError), transaction.atomic():
        orphan.save()
        connection.check_constraints()


def test_tool_result_call_deleted_underneath_is_rejected():
    result = ToolResultFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        # A raw delete skips Django's cascade: only the database stands between us and an orphan.
        ToolCall.objects.filter(pk=result.tool_call_id)._raw_delete(connection.alias)
        connection.check_constraints()


def test_tool_call_deleted_through_orm_takes_its_result_along():
    result = ToolResultFactory()
    result.tool_call.delete()
    assert not Message.objects.filter(pk=result.pk).exists()


def test_tool_result_second_for_same_call_is_rejected():
    first = ToolResultFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        _tool_message(first.tool_call, seq=first.seq + 1).save()


def test_tool_call_id_reused_in_conversation_is_rejected():
    call = ToolCallFactory(call_id="call_0")
    with pytest.raises(IntegrityError), transaction.atomic():
        ToolCallFactory(message=call.message, index=1, call_id="call_0")


def test_tool_call_id_reused_in_other_conversation_is_accepted():
    ToolCallFactory(call_id="call_0")
    other = ToolCallFactory(call_id="call_0")
    assert ToolCall.objects.filter(call_id="call_0").count() == 2
    assert other.conversation_id != ToolCall.objects.exclude(pk=other.pk).get().conversation_id


def test_tool_role_message_without_call_is_rejected():
    conversation = ConversationFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        _tool_message(None, conversation=conversation).save()


def test_assistant_message_pointing_to_call_is_rejected():
    call = ToolCallFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        _tool_message(call, role=Role.ASSISTANT, status="").save()


def test_user_message_pointing_to_call_is_rejected():
    call = ToolCallFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        _tool_message(call, role=Role.USER, status="").save()


def test_tool_result_without_status_is_rejected():
    call = ToolCallFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        _tool_message(call, status="").save()


def test_non_tool_message_with_status_is_rejected():
    conversation = ConversationFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        MessageFactory(conversation=conversation, role=Role.ASSISTANT, status=ResultStatus.OK)


def test_tool_result_with_call_and_status_is_accepted():
    result = ToolResultFactory(status=ResultStatus.INTERRUPTED)
    assert Message.objects.get(pk=result.pk).tool_call_id == result.tool_call_id


def test_message_seq_reused_in_conversation_is_rejected():
    first = MessageFactory(seq=7)
    with pytest.raises(IntegrityError), transaction.atomic():
        MessageFactory(conversation=first.conversation, seq=7)


def test_run_second_running_in_conversation_is_rejected():
    first = RunFactory(status=RunStatus.RUNNING)
    with pytest.raises(IntegrityError), transaction.atomic():
        RunFactory(conversation=first.conversation, status=RunStatus.RUNNING)


def test_run_running_beside_completed_is_accepted():
    first = RunFactory(status=RunStatus.COMPLETED)
    RunFactory(conversation=first.conversation, status=RunStatus.RUNNING)
    assert Run.objects.filter(conversation=first.conversation).count() == 2


def test_run_running_in_two_conversations_is_accepted():
    RunFactory(status=RunStatus.RUNNING)
    RunFactory(status=RunStatus.RUNNING)
    assert Run.objects.filter(status=RunStatus.RUNNING).count() == 2


def test_run_status_change_to_running_beside_running_is_rejected():
    running = RunFactory(status=RunStatus.RUNNING)
    waiting = RunFactory(conversation=running.conversation, status=RunStatus.WAITING)
    with pytest.raises(IntegrityError), transaction.atomic():
        Run.objects.filter(pk=waiting.pk).update(status=RunStatus.RUNNING)
