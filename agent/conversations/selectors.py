"""Reads of the agent's own rows (conversations, their messages, calls, runs, undos, proposals
and files), always scoped to the person asking where an id comes from outside.

The writes are `agent.conversations.services`; the web's pages, the REST API and MCP read
through here, as `resumes.selectors` does for resumes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db.models import Q, QuerySet
from django.http import Http404

from agent.engine.turns import RunRefused, resolve_provider
from agent.models import (
    Capability,
    ChangeUndo,
    Conversation,
    LLMCall,
    Message,
    Proposal,
    Provider,
    Run,
    RunStatus,
    ToolCall,
    VirtualFile,
)
from resumes import wording
from resumes.models import Resume, ResumeRevision, RevisionSource

# The tool whose calls ask the person a question (its pending call is the composer's question).
ASK_TOOL = "askHuman"

# The resume before and after one tool call.
Documents = tuple[Any, Any]


class ConversationNotFound(Http404, Conversation.DoesNotExist):
    """No such conversation for this person: a 404 in views, a DoesNotExist everywhere else."""


# --- conversations ------------------------------------------------------------------------


def conversation_get_for_user(user: Any, conversation_id: Any) -> Conversation:
    """The person's conversation with this id (its resume, capability and provider read
    along); anyone else's, or none, raises `ConversationNotFound`."""
    if not getattr(user, "is_authenticated", False):
        raise ConversationNotFound("No such conversation.")
    try:
        return Conversation.objects.select_related("resume", "capability", "provider").get(
            pk=int(conversation_id), owner=user
        )
    except (Conversation.DoesNotExist, TypeError, ValueError, OverflowError):
        raise ConversationNotFound("No such conversation.") from None


def conversation_find_for_user(user: Any, conversation_id: Any) -> Conversation | None:
    """The person's conversation with this id, or None (deleted since, another's, or none
    named): for pages that go on without it."""
    try:
        return conversation_get_for_user(user, conversation_id)
    except ConversationNotFound:
        return None


def chat_get_for_user(user: Any, conversation_id: Any) -> Conversation:
    """The person's chat conversation (not a playground's or a practice's) with this id;
    anyone else's, another kind, or none raises `ConversationNotFound`."""
    try:
        return Conversation.objects.get(
            pk=int(conversation_id), owner=user, kind=Conversation.Kind.CHAT
        )
    except (Conversation.DoesNotExist, TypeError, ValueError, OverflowError):
        raise ConversationNotFound("No such conversation.") from None


def conversation_owned(conversation_id: int, owner_id: int) -> Conversation | None:
    """The conversation if `owner_id` owns it (a WebSocket knows the person by id only)."""
    return Conversation.objects.filter(pk=conversation_id, owner_id=owner_id).first()


def conversation_get(conversation_id: int) -> Conversation:
    """The conversation by id, for code that checked its owner already."""
    return Conversation.objects.get(pk=conversation_id)


def resume_document(conversation_id: int) -> Any:
    """The conversation's resume as it is now (its JSON), or None."""
    return (
        Conversation.objects.filter(pk=conversation_id).values_list("resume__data", flat=True)
    ).first()


def message_history(conversation: Conversation) -> QuerySet[Message]:
    """Every message in order, with its tool calls (the REST API's stored history)."""
    return conversation.messages.prefetch_related("tool_calls").order_by("seq")


def conversation_list(
    user: Any, *, kind: str = Conversation.Kind.CHAT, resume: Resume | None = None
) -> QuerySet[Conversation]:
    """The person's conversations of one kind (of one resume, when given), latest first."""
    conversations = Conversation.objects.filter(owner=user, kind=kind)
    if resume is not None:
        conversations = conversations.filter(resume=resume)
    return conversations.order_by("-updated_at")


def conversation_pick(
    conversations: QuerySet[Conversation], selected: Any = None
) -> Conversation | None:
    """The conversation a page's `?c=` names among `conversations` (another's, or none such,
    raises `ConversationNotFound`), or the latest of them when nothing is named."""
    if not selected:
        return conversations.order_by("-updated_at").first()
    text = str(selected)
    picked = conversations.filter(pk=int(text) if text.isdigit() else 0).first()
    if picked is None:
        raise ConversationNotFound("No such conversation.")
    return picked


def conversation_with_resume(conversation_id: int) -> Conversation:
    """The conversation read again with its resume (after a decision changed both)."""
    return Conversation.objects.select_related("resume").get(pk=conversation_id)


def chat_capabilities() -> QuerySet[Capability]:
    """The capabilities a person picks in the chat (the import check runs by itself after an
    import, `agent.importing`, never from the chat)."""
    return Capability.objects.filter(is_active=True).exclude(slug="import")


def default_capability() -> Capability | None:
    """The capability a new conversation starts with."""
    return chat_capabilities().order_by("sort_order", "pk").first()


def enabled_providers() -> list[Provider]:
    """The providers a person may pick, the offline model last."""
    return list(Provider.objects.filter(enabled=True).order_by("is_local", "name"))


def effective_provider(conversation: Conversation) -> Provider | None:
    """The provider the conversation's next turn would use (None: no turn could run)."""
    try:
        return resolve_provider(conversation)
    except RunRefused:
        return None


def scratch_resume(user: Any) -> Resume | None:
    """The person's playground resume, if made already."""
    return Resume.objects.filter(owner=user, is_scratch=True).order_by("pk").first()


# --- a conversation's rows, for its transcript and composer -------------------------------


@dataclass
class TranscriptRows:
    """What the transcript shows of a conversation, each table read once."""

    messages: list[Message]
    calls: list[ToolCall]
    calls_by_message: dict[int, list[ToolCall]] = field(default_factory=dict)
    runs: dict[int, Run] = field(default_factory=dict)
    fallbacks: dict[int, list[str]] = field(default_factory=dict)


def transcript_rows(conversation: Conversation) -> TranscriptRows:
    """The messages in order, the calls per message, the runs and their fallback notes."""
    messages = list(
        Message.objects.filter(conversation=conversation)
        .select_related("tool_call", "undo__tool_call")
        .order_by("seq")
    )
    calls = list(
        ToolCall.objects.filter(conversation=conversation)
        .select_related("result")
        .order_by("message_id", "index")
    )
    rows = TranscriptRows(messages=messages, calls=calls)
    for call in calls:
        rows.calls_by_message.setdefault(call.message_id, []).append(call)
    rows.runs = {run.pk: run for run in Run.objects.filter(conversation=conversation)}
    for run_id, notes in LLMCall.objects.filter(conversation=conversation).values_list(
        "run_id", "fallbacks"
    ):
        if run_id and notes:
            rows.fallbacks.setdefault(run_id, []).extend(str(note) for note in notes)
    return rows


def latest_run(conversation: Conversation) -> Run | None:
    return Run.objects.filter(conversation=conversation).order_by("-started_at", "-pk").first()


def newest_run(conversation: Conversation) -> Run | None:
    """The run created last (by id), whatever its status."""
    return Run.objects.filter(conversation=conversation).order_by("-pk").first()


def is_running(conversation: Conversation | int) -> bool:
    """Whether a turn of the conversation (or of the conversation with this id) runs now."""
    return Run.objects.filter(conversation=conversation, status=RunStatus.RUNNING).exists()


def pending_question(conversation: Conversation) -> str:
    """The question a waiting turn asked the person ("" when none waits)."""
    pending = (
        ToolCall.objects.filter(conversation=conversation, name=ASK_TOOL, result__isnull=True)
        .order_by("-pk")
        .first()
    )
    if pending is not None and isinstance(pending.arguments, dict):
        return str(pending.arguments.get("question", ""))
    return ""


def call_get(conversation: Conversation, call_id: str) -> ToolCall:
    """The conversation's call with this id, or a 404."""
    call = ToolCall.objects.filter(conversation=conversation, call_id=call_id).first()
    if call is None:
        raise Http404("No such step.")
    return call


def call_documents(conversation: Conversation) -> dict[int, Documents]:
    """Per tool call (pk) that changed the resume: the resume before and after its change.
    Calls that changed nothing are not listed (name them from the resume as it is now)."""
    resume = conversation.resume if conversation.resume_id else None
    if resume is None:
        return {}
    made = list(
        ResumeRevision.objects.filter(
            tool_call__conversation=conversation, resume=resume
        ).values_list("tool_call_id", "version")
    )
    if not made:
        return {}
    oldest = min(version for _call, version in made)
    revisions = ResumeRevision.objects.filter(resume=resume, version__gte=oldest).only(
        "version", "patch", "inverse", "snapshot"
    )
    documents = wording.documents_at(resume.data, resume.version, revisions)
    return {
        call: (documents.get(version - 1), documents.get(version))
        for call, version in made
        if version in documents
    }


# --- the agent's changes and their undos ---------------------------------------------------


def agent_revision(call: ToolCall) -> ResumeRevision | None:
    """The revision a call's edit saved, if any."""
    return (
        ResumeRevision.objects.filter(tool_call=call, source=RevisionSource.AGENT)
        .order_by("-version")
        .first()
    )


def agent_changes(conversation: Conversation) -> dict[str, tuple[int, int | None]]:
    """Per call id of the conversation that changed the resume: the version it saved and the
    version that undid it (None while not undone)."""
    made = ResumeRevision.objects.filter(
        tool_call__conversation=conversation, source=RevisionSource.AGENT
    ).values_list("tool_call__call_id", "version")
    undone = dict(
        ChangeUndo.objects.filter(tool_call__conversation=conversation).values_list(
            "tool_call__call_id", "undo_version"
        )
    )
    return {call_id: (version, undone.get(call_id)) for call_id, version in made}


# --- proposals (review mode) ---------------------------------------------------------------


def proposal_get_for_user(user: Any, proposal_id: int) -> Proposal | None:
    """The person's proposal, with its conversation and resume; None for another's or none."""
    return (
        Proposal.objects.select_related("conversation__resume")
        .filter(pk=proposal_id, conversation__owner=user)
        .first()
    )


def proposal_with_resume(proposal_id: int) -> Proposal | None:
    return Proposal.objects.filter(pk=proposal_id).select_related("conversation__resume").first()


def proposal_list(conversation: Conversation) -> list[Proposal]:
    """The conversation's proposals in the order they were made."""
    return list(Proposal.objects.filter(conversation=conversation).order_by("pk"))


def proposals_all_in(conversation: Conversation, ids: list[int]) -> bool:
    """Whether every one of `ids` is a proposal of this conversation."""
    found = Proposal.objects.filter(conversation=conversation, pk__in=ids).count()
    return found == len(set(ids))


# --- the playground's inspector and files --------------------------------------------------


def llm_calls(conversation: Conversation, limit: int = 20) -> list[LLMCall]:
    """The latest LLM calls of a conversation, newest first."""
    calls = (
        LLMCall.objects.filter(conversation=conversation)
        .select_related("provider")
        .order_by("-created_at", "-pk")
    )
    return list(calls[:limit])


def repaired_calls(conversation: Conversation, limit: int = 20) -> list[ToolCall]:
    """Tool calls that had to be repaired to be read (ToolCall.parse_note) or could not be
    run as written (ToolCall.problem), newest first."""
    calls = conversation.tool_calls.filter(~Q(parse_note="") | ~Q(problem="")).order_by("-pk")
    return list(calls[:limit])


def virtual_files(conversation: Conversation) -> QuerySet[VirtualFile]:
    return (
        VirtualFile.objects.filter(conversation=conversation).only("path", "size").order_by("path")
    )


def virtual_file(conversation: Conversation, path: str) -> VirtualFile:
    """The conversation's file at this (normalized) path, or a 404."""
    file = VirtualFile.objects.filter(conversation=conversation, path=path).first()
    if file is None:
        raise Http404("No such file.")
    return file
