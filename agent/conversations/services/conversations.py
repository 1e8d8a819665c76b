"""Writes of a conversation itself: create, rename, delete, its settings (capability,
provider, strategy, review switch), the playground's tool switches and scratch resume."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from agent.conversations import selectors
from agent.engine.tools.registry import allowed_tool_names, registered_tool_names
from agent.interview import is_practice
from agent.models import Capability, Conversation, Provider, Strategy
from resumes import services as resume_services
from resumes.models import Resume


def conversation_create(resume: Resume, *, kind: str = Conversation.Kind.CHAT) -> Conversation:
    """A new conversation on `resume`, owned by the resume's owner, with the first capability
    a person may pick."""
    return Conversation.objects.create(
        owner=resume.owner, resume=resume, kind=kind, capability=selectors.default_capability()
    )


def conversation_create_for_client(
    resume: Resume, *, title: str, review_edits: bool
) -> Conversation:
    """A conversation a REST API client opens on `resume`: its title and review switch as
    asked, no capability picked (its turns use the default one)."""
    return Conversation.objects.create(
        owner=resume.owner, resume=resume, title=title, review_edits=review_edits
    )


def conversation_rename(conversation: Conversation, title: str) -> Conversation:
    conversation.title = title[:200]
    conversation.save(update_fields=["title", "updated_at"])
    return conversation


def conversation_delete(conversation: Conversation) -> None:
    """Delete the conversation with its messages, calls, runs and proposals."""
    conversation.delete()


def conversation_configure(
    conversation: Conversation,
    *,
    capability: str | None = None,
    provider: str | None = None,
    strategy: str | None = None,
    review_edits: bool | None = None,
) -> Conversation:
    """Remember what was picked for the conversation (None: left as it is). A slug that names
    no active capability or enabled provider clears it (the defaults then apply); a practice
    conversation keeps its coach (no edit tools ever reach it); an unknown strategy is ignored."""
    fields = []
    if capability is not None and not is_practice(conversation):
        conversation.capability = Capability.objects.filter(slug=capability, is_active=True).first()
        fields.append("capability")
    if provider is not None:
        conversation.provider = Provider.objects.filter(slug=provider, enabled=True).first()
        fields.append("provider")
    if strategy is not None and strategy in Strategy.values:
        conversation.strategy = strategy
        fields.append("strategy")
    if review_edits is not None:
        conversation.review_edits = review_edits
        fields.append("review_edits")
    if fields:
        conversation.save(update_fields=[*fields, "updated_at"])
    return conversation


def conversation_set_tools(conversation: Conversation, wanted: set[str]) -> Conversation:
    """Switch tools on or off for one playground conversation: `tool_overrides` keeps only
    the tools whose switch differs from what the capability allows."""
    base = set(allowed_tool_names(conversation.capability, {}))
    overrides = {
        name: name in wanted
        for name in registered_tool_names()
        if (name in wanted) != (name in base)
    }
    with transaction.atomic():
        conversation.tool_overrides = overrides
        conversation.save(update_fields=["tool_overrides", "updated_at"])
    return conversation


def scratch_resume_get_or_create(user: Any, *, title: str, language: str) -> Resume:
    """The person's playground resume, made (the example resume, with this title and
    language) the first time."""
    resume = selectors.scratch_resume(user)
    if resume is None:
        resume = resume_services.resume_create(
            owner=user, title=title, language=language, starter=True, is_scratch=True
        )
    return resume
