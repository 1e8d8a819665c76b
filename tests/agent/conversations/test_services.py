"""The writes of the agent's own rows outside a turn: a conversation's life, its settings, the
playground's tool switches and scratch resume, and the undo service's refusals."""

from __future__ import annotations

import pytest

from agent.conversations import selectors, services
from agent.engine.practice import PRACTICE_SLUG
from agent.engine.tools.registry import allowed_tool_names, registered_tool_names
from agent.interview import start_practice
from agent.models import Capability, Conversation, Message, Role, RunStatus
from resumes import services as resume_services
from resumes.models import Resume, RevisionSource
from resumes.postings.services import posting_create
from tests.factories import (
    CapabilityFactory,
    ConversationFactory,
    MessageFactory,
    ProviderFactory,
    ResumeFactory,
    RunFactory,
    ToolCallFactory,
)

pytestmark = pytest.mark.django_db


def test_a_new_conversation_belongs_to_the_resumes_owner_with_the_default_capability(user):
    resume = ResumeFactory(owner=user)
    conversation = services.conversation_create(resume)
    assert (conversation.owner, conversation.resume) == (user, resume)
    assert conversation.kind == Conversation.Kind.CHAT
    assert conversation.capability == selectors.default_capability()
    playground = services.conversation_create(resume, kind=Conversation.Kind.PLAYGROUND)
    assert playground.kind == Conversation.Kind.PLAYGROUND


def test_rename_and_delete(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    MessageFactory(conversation=conversation)
    services.conversation_rename(conversation, "Job hunt")
    conversation.refresh_from_db()
    assert conversation.title == "Job hunt"
    services.conversation_delete(conversation)
    assert not Conversation.objects.filter(pk=conversation.pk).exists()
    assert not Message.objects.filter(conversation_id=conversation.pk).exists()


def test_settings_are_remembered_and_unknown_choices_clear_or_are_ignored(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    capability = CapabilityFactory(slug="writer")
    provider = ProviderFactory(slug="fast", enabled=True)
    services.conversation_configure(
        conversation, capability="writer", provider="fast", strategy="prompt", review_edits=True
    )
    conversation.refresh_from_db()
    assert (conversation.capability, conversation.provider) == (capability, provider)
    assert (conversation.strategy, conversation.review_edits) == ("prompt", True)
    # Nothing named: nothing changes. An unknown strategy is ignored; unknown slugs clear.
    services.conversation_configure(conversation)
    services.conversation_configure(conversation, strategy="telepathy")
    conversation.refresh_from_db()
    assert (conversation.strategy, conversation.capability) == ("prompt", capability)
    services.conversation_configure(conversation, capability="nope", provider="nope")
    conversation.refresh_from_db()
    assert (conversation.capability, conversation.provider) == (None, None)


def test_a_practice_conversation_keeps_its_coach(user):
    coach = Capability.objects.get(slug=PRACTICE_SLUG)
    posting = posting_create(owner=user, title="Python engineer", description="Python, Django.")
    conversation = start_practice(resume=ResumeFactory(owner=user), posting=posting)
    CapabilityFactory(slug="writer")
    services.conversation_configure(conversation, capability="writer", review_edits=True)
    conversation.refresh_from_db()
    assert conversation.capability == coach
    assert conversation.review_edits is True


def test_tool_switches_keep_only_what_differs_from_the_capability(user):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user))
    allowed = set(allowed_tool_names(conversation.capability, {}))
    extra = next(name for name in registered_tool_names() if name not in allowed)
    wanted = (allowed - {"think"}) | {extra}
    services.conversation_set_tools(conversation, wanted)
    conversation.refresh_from_db()
    assert conversation.tool_overrides == {"think": False, extra: True}
    services.conversation_set_tools(conversation, allowed)
    conversation.refresh_from_db()
    assert conversation.tool_overrides == {}


def test_the_scratch_resume_is_made_once(user):
    first = services.scratch_resume_get_or_create(user, title="Scratch", language="en")
    again = services.scratch_resume_get_or_create(user, title="Other", language="zh")
    assert first == again
    assert first.is_scratch and first.title == "Scratch"
    assert Resume.objects.filter(owner=user, is_scratch=True).count() == 1


def _agent_change(conversation: Conversation):
    message = MessageFactory(conversation=conversation, seq=1, role=Role.ASSISTANT, content="")
    call = ToolCallFactory(message=message, name="CVEditor")
    resume_services.resume_apply_edit(
        resume=conversation.resume,
        path="basics.name",
        action="update",
        value="Ada",
        source=RevisionSource.AGENT,
        tool_call=call,
    )
    return call


def test_undo_is_refused_while_a_turn_runs_and_for_a_step_that_changed_nothing(user):
    resume = resume_services.resume_create(owner=user, title="CV", starter=True)
    conversation = ConversationFactory(resume=resume)
    call = _agent_change(conversation)
    reader = ToolCallFactory(message=call.message)
    with pytest.raises(services.UndoRefused, match="did not change"):
        services.undo_agent_change(conversation=conversation, call=reader, author=user)
    RunFactory(conversation=conversation, status=RunStatus.RUNNING)
    with pytest.raises(services.UndoRefused, match="still working"):
        services.undo_agent_change(conversation=conversation, call=call, author=user)
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Ada"


def test_undo_restores_the_version_before_and_is_refused_twice(user):
    resume = resume_services.resume_create(owner=user, title="CV", starter=True)
    before = resume.data["basics"]["name"]
    conversation = ConversationFactory(resume=resume)
    call = _agent_change(conversation)
    change = services.undo_agent_change(conversation=conversation, call=call, author=user)
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == before
    assert (change.version, change.undo_version) == (2, 3)
    assert change.note.role == Role.SYSTEM
    with pytest.raises(services.UndoRefused, match="already undone"):
        services.undo_agent_change(conversation=conversation, call=call, author=user)
