"""The reads of the agent's own rows: every lookup by an id from outside is scoped to the
person asking (another person's id is the same as none), and the transcript's rows."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404

from agent.conversations import selectors
from agent.models import ChangeUndo, Conversation, Proposal, Role, RunStatus
from tests.factories import (
    ConversationFactory,
    LLMCallFactory,
    MessageFactory,
    ResumeFactory,
    ResumeRevisionFactory,
    RunFactory,
    ToolCallFactory,
    VirtualFileFactory,
)

pytestmark = pytest.mark.django_db


def test_a_conversation_is_found_for_its_owner_only(user, other_user):
    mine = ConversationFactory(resume=ResumeFactory(owner=user))
    theirs = ConversationFactory(resume=ResumeFactory(owner=other_user))
    assert selectors.conversation_get_for_user(user, mine.pk) == mine
    assert selectors.conversation_get_for_user(user, str(mine.pk)) == mine
    for wrong in (theirs.pk, "x", None, 10**30):
        with pytest.raises(selectors.ConversationNotFound) as refused:
            selectors.conversation_get_for_user(user, wrong)
        # A 404 in views, a DoesNotExist everywhere else.
        assert isinstance(refused.value, Http404)
        assert isinstance(refused.value, Conversation.DoesNotExist)


def test_anonymous_people_find_no_conversation(user):
    mine = ConversationFactory(resume=ResumeFactory(owner=user))
    with pytest.raises(selectors.ConversationNotFound):
        selectors.conversation_get_for_user(AnonymousUser(), mine.pk)


def test_a_page_picks_the_named_conversation_among_the_persons_or_the_latest(user, other_user):
    resume = ResumeFactory(owner=user)
    older = ConversationFactory(resume=resume)
    newer = ConversationFactory(resume=resume)
    Conversation.objects.filter(pk=older.pk).update(updated_at=newer.updated_at.replace(year=2020))
    ConversationFactory(resume=ResumeFactory(owner=user))  # another resume's
    theirs = ConversationFactory(resume=ResumeFactory(owner=other_user))
    listed = selectors.conversation_list(user, resume=resume)
    assert list(listed) == [newer, older]
    assert selectors.conversation_pick(listed, None) == newer
    assert selectors.conversation_pick(listed, str(older.pk)) == older
    for wrong in (str(theirs.pk), "abc"):
        with pytest.raises(selectors.ConversationNotFound):
            selectors.conversation_pick(listed, wrong)
    assert selectors.conversation_pick(Conversation.objects.none(), None) is None


def test_the_default_capability_is_never_the_import_check(db):
    default = selectors.default_capability()
    assert default is not None
    assert default.slug != "import"
    assert not selectors.chat_capabilities().filter(slug="import").exists()


def test_transcript_rows_read_each_table_once(user, django_assert_max_num_queries):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    run = RunFactory(conversation=conversation)
    MessageFactory(conversation=conversation, seq=1, run=run)
    call = ToolCallFactory(
        message=MessageFactory(conversation=conversation, seq=2, role=Role.ASSISTANT, run=run)
    )
    LLMCallFactory(conversation=conversation, run=run, fallbacks=["Used the backup model."])
    with django_assert_max_num_queries(4):
        rows = selectors.transcript_rows(conversation)
    assert [message.seq for message in rows.messages] == [1, 2]
    assert rows.calls == [call]
    assert rows.calls_by_message == {call.message_id: [call]}
    assert rows.runs == {run.pk: run}
    assert rows.fallbacks == {run.pk: ["Used the backup model."]}


def test_the_composer_reads_the_latest_run_and_the_question_it_waits_on(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    assert selectors.latest_run(conversation) is None
    assert selectors.pending_question(conversation) == ""
    run = RunFactory(conversation=conversation, status=RunStatus.WAITING)
    message = MessageFactory(conversation=conversation, seq=1, role=Role.ASSISTANT, run=run)
    ToolCallFactory(message=message, name="askHuman", arguments={"question": "Which job?"})
    assert selectors.latest_run(conversation) == run
    assert selectors.pending_question(conversation) == "Which job?"
    assert not selectors.is_running(conversation)


def test_a_call_is_found_in_its_conversation_only(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    other = ConversationFactory(resume=ResumeFactory(owner=user))
    call = ToolCallFactory(message=MessageFactory(conversation=conversation, role=Role.ASSISTANT))
    assert selectors.call_get(conversation, call.call_id) == call
    with pytest.raises(Http404):
        selectors.call_get(other, call.call_id)


def test_agent_changes_say_the_version_saved_and_the_undo(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    call = ToolCallFactory(message=MessageFactory(conversation=conversation, role=Role.ASSISTANT))
    kept = ToolCallFactory(message=call.message)
    ResumeRevisionFactory(resume=conversation.resume, version=2, source="agent", tool_call=call)
    ResumeRevisionFactory(resume=conversation.resume, version=3, source="agent", tool_call=kept)
    note = MessageFactory(conversation=conversation, seq=50, role=Role.SYSTEM, content="note")
    ChangeUndo.objects.create(tool_call=call, note=note, version=2, undo_version=4)
    assert selectors.agent_revision(call).version == 2
    assert selectors.agent_changes(conversation) == {call.call_id: (2, 4), kept.call_id: (3, None)}


def test_proposals_and_files_are_read_for_their_owner_only(user, other_user):
    mine = ConversationFactory(resume=ResumeFactory(owner=user))
    theirs = ConversationFactory(resume=ResumeFactory(owner=other_user))
    call = ToolCallFactory(message=MessageFactory(conversation=mine, role=Role.ASSISTANT))
    proposal = Proposal.objects.create(
        conversation=mine, tool_call=call, path="basics.name", op="replace", action="update"
    )
    assert selectors.proposal_get_for_user(user, proposal.pk) == proposal
    assert selectors.proposal_get_for_user(other_user, proposal.pk) is None
    assert selectors.proposals_all_in(mine, [proposal.pk])
    assert not selectors.proposals_all_in(theirs, [proposal.pk])
    assert not selectors.proposals_all_in(mine, [proposal.pk, proposal.pk + 1])
    file = VirtualFileFactory(conversation=mine, path="notes/a.txt")
    assert list(selectors.virtual_files(mine)) == [file]
    assert selectors.virtual_file(mine, "notes/a.txt") == file
    with pytest.raises(Http404):
        selectors.virtual_file(theirs, "notes/a.txt")


def test_the_inspector_reads_the_latest_calls_and_the_repaired_ones(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    first, second = (
        LLMCallFactory(conversation=conversation),
        LLMCallFactory(conversation=conversation),
    )
    assert selectors.llm_calls(conversation) == [second, first]
    assert selectors.llm_calls(conversation, limit=1) == [second]
    message = MessageFactory(conversation=conversation, role=Role.ASSISTANT)
    ToolCallFactory(message=message)
    repaired = ToolCallFactory(message=message, parse_note="single quotes")
    assert selectors.repaired_calls(conversation) == [repaired]


def test_pages_that_go_on_without_it_find_another_persons_conversation_as_none(user, other_user):
    mine = ConversationFactory(resume=ResumeFactory(owner=user))
    theirs = ConversationFactory(resume=ResumeFactory(owner=other_user))
    assert selectors.conversation_find_for_user(user, mine.pk) == mine
    for wrong in (theirs.pk, None, "x"):
        assert selectors.conversation_find_for_user(user, wrong) is None
    # The socket knows the person by id only.
    assert selectors.conversation_owned(mine.pk, user.pk) == mine
    assert selectors.conversation_owned(theirs.pk, user.pk) is None


def test_the_rest_api_finds_chats_only(user, other_user):
    chat = ConversationFactory(resume=ResumeFactory(owner=user))
    playground = ConversationFactory(
        resume=ResumeFactory(owner=user), kind=Conversation.Kind.PLAYGROUND
    )
    theirs = ConversationFactory(resume=ResumeFactory(owner=other_user))
    assert selectors.chat_get_for_user(user, chat.pk) == chat
    for wrong in (playground.pk, theirs.pk, "x"):
        with pytest.raises(selectors.ConversationNotFound):
            selectors.chat_get_for_user(user, wrong)


def test_the_newest_run_is_the_last_made_and_running_is_told_by_id_too(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    assert selectors.newest_run(conversation) is None
    RunFactory(conversation=conversation, status=RunStatus.COMPLETED)
    last = RunFactory(conversation=conversation, status=RunStatus.RUNNING)
    assert selectors.newest_run(conversation) == last
    assert selectors.is_running(conversation.pk)
    assert selectors.resume_document(conversation.pk) == conversation.resume.data
