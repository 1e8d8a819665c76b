"""Interview practice: a conversation with the `interview-coach` capability about one resume
and one job posting. The coach's tools only read (the resume, the posting), so a practice can
never change the resume; the conversation keeps its capability (the chat's "Assistant" choice
is not offered for it)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext

from agent.engine.practice import PRACTICE_SLUG
from agent.models import Capability, Conversation, Message, Role
from resumes.models import Resume
from resumes.postings.models import JobPosting

QUESTION_MARKS = ("?", "？")


class PracticeUnavailable(Exception):
    """The interview-coach capability was switched off or deleted by an administrator."""


def start_practice(*, resume: Resume, posting: JobPosting | None) -> Conversation:
    """A new practice conversation about `resume` (and `posting`, when given)."""
    capability = Capability.objects.filter(slug=PRACTICE_SLUG, is_active=True).first()
    if capability is None:
        raise PracticeUnavailable(gettext("Interview practice is switched off on this site."))
    what = posting.title if posting is not None else resume.title
    return Conversation.objects.create(
        owner=resume.owner,
        resume=resume,
        kind=Conversation.Kind.CHAT,
        capability=capability,
        posting=posting,
        title=(gettext("Interview practice: %(what)s") % {"what": what})[:200],
    )


def is_practice(conversation: Conversation) -> bool:
    """A practice started for a posting: the coach and a posting. (A chat where the person
    picked the coach in the Assistant list is an ordinary chat: it can be switched back.)"""
    capability = conversation.capability
    return (
        capability is not None
        and capability.slug == PRACTICE_SLUG
        and conversation.posting_id is not None
    )


def questions_asked(conversation: Conversation) -> int:
    """How many of the coach's messages asked a question (the summary asks none)."""
    texts = Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).values_list(
        "content", flat=True
    )
    return sum(1 for text in texts if any(mark in text for mark in QUESTION_MARKS))


def practice_context(conversation: Conversation) -> dict[str, Any] | None:
    """What the practice header shows; None for any other conversation."""
    if not is_practice(conversation):
        return None
    return {
        "posting": conversation.posting,
        "resume": conversation.resume,
        "questions": questions_asked(conversation),
        "end_text": gettext("End the practice and summarise my answers."),
        "start_text": gettext("Start the interview practice."),
        "started": Message.objects.filter(conversation=conversation, role=Role.USER).exists(),
    }
