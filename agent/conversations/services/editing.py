"""Edits from other programs (the REST API and MCP clients): one service both front ends call.

A write key's edits are revisions with source "api" and a summary naming the client and the
key ("MCP client: laptop"); the guard runs on them and its findings are returned. A
proposals-only key's edits become proposals in a conversation of their own ("MCP client:
laptop"), waiting for the person's review in the app, exactly like the agent's in review mode.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.db import transaction
from django.db.models import Max

from agent import review
from agent.models import ApiKey, ApiKeyScope, Conversation, Message, ResultStatus, ToolCall
from resumes import services
from resumes.models import Resume, RevisionSource

EDIT_TOOL = "CVBatchEditor"


def guard_findings(result: services.EditResult) -> list[dict[str, Any]]:
    """What the guard finds between the document before the saved edit and after it."""
    before = result.document_before()
    if before is None:
        return []
    return [
        {"check": f.get("check", ""), "path": f.get("path", ""), "message": f.get("message", "")}
        for f in review.findings_between(before, result.resume.data)
    ]


def edit_outcome(result: services.EditResult) -> dict[str, Any]:
    """The JSON answer to a saved edit: the version, what changed, the guard's findings."""
    return {
        "status": "applied" if result.revision is not None else "unchanged",
        "version": result.resume.version,
        "changed_paths": list(result.changed_paths),
        "findings": guard_findings(result),
        "proposals": [],
    }


def apply_edits(
    *,
    resume: Resume,
    user: Any,
    key: ApiKey | None,
    operations: list[dict[str, Any]],
    expected_version: int | None,
    client: str,
) -> dict[str, Any]:
    """Apply `operations` ({path, action, value}) as one revision, or propose them.

    Raises `services.ResumeEditError` (a `StaleVersionError` on a stale version)."""
    if key is not None and key.scope == ApiKeyScope.PROPOSALS:
        return propose(resume=resume, key=key, operations=operations, client=client)
    result = services.resume_apply_batch(
        resume=resume,
        operations=operations,
        source=RevisionSource.API if key is not None else RevisionSource.USER,
        author=user,
        expected_version=expected_version,
        summary=revision_summary(
            key, client, [f"{op['action']} {op['path']}" for op in operations]
        ),
    )
    return edit_outcome(result)


def label(key: ApiKey | None, client: str) -> str:
    return f"{client}: {key.name}" if key is not None else ""


def revision_summary(key: ApiKey | None, client: str, steps: list[str]) -> str:
    """ "MCP client: laptop: update basics.name, add skills" for the history; "" for the
    signed-in person (the service describes the change itself)."""
    if key is None:
        return ""
    listed = ", ".join(str(step) for step in steps[:5])
    more = f" (+{len(steps) - 5})" if len(steps) > 5 else ""
    return f"{label(key, client)}: {listed}{more}"[:300]


def propose(
    *, resume: Resume, key: ApiKey, operations: list[dict[str, Any]], client: str
) -> dict[str, Any]:
    """Store the operations as proposals for review in a conversation named after the client."""
    # The same checks as a direct edit, so a malformed batch gets the same message.
    checked = [op.model_dump() for op in services.check_operations(operations)]
    with transaction.atomic():
        conversation = _conversation(resume, key, client)
        call = _record_call(conversation, checked)
        proposals = review.propose_edits(
            conversation=conversation,
            resume=resume,
            tool_call=call,
            run_id=None,
            operations=checked,
        )
        text = (
            review.proposed_result(proposals, resume.version)
            if proposals
            else "Nothing to propose: the resume already holds that."
        )
        Message.objects.create(
            conversation=conversation,
            seq=_next_seq(conversation),
            role="tool",
            tool_call=call,
            status=ResultStatus.OK,
            content=text,
        )
    return {
        "status": "proposed" if proposals else "unchanged",
        "version": resume.version,
        "changed_paths": [],
        "findings": [f for p in proposals for f in review.proposal_payload(p)["findings"]],
        "proposals": [review.proposal_payload(p) for p in proposals],
    }


def _conversation(resume: Resume, key: ApiKey, client: str) -> Conversation:
    title = label(key, client)[:200]
    conversation = (
        Conversation.objects.filter(owner=key.owner, resume=resume, title=title)
        .order_by("pk")
        .first()
    )
    if conversation is None:
        conversation = Conversation.objects.create(
            owner=key.owner, resume=resume, title=title, review_edits=True
        )
    return conversation


def _next_seq(conversation: Conversation) -> int:
    last = conversation.messages.aggregate(last=Max("seq"))["last"] or 0
    return last + 1


def _record_call(conversation: Conversation, operations: list[dict[str, Any]]) -> ToolCall:
    """The client's edit as an assistant message with one batch-edit call (proposals need one)."""
    message = Message.objects.create(
        conversation=conversation,
        seq=_next_seq(conversation),
        role="assistant",
        content=f"{conversation.title} proposed {len(operations)} edit(s).",
    )
    return ToolCall.objects.create(
        conversation=conversation,
        message=message,
        call_id=f"client_{uuid.uuid4().hex[:24]}",
        name=EDIT_TOOL,
        arguments={"operations": operations},
    )
