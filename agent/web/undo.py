"""The chat's side of undoing an agent's change: the Undo place beside each tool step that
changed the resume, and the notice of an undone change. The service that undoes is
`agent.conversations.services.undo`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from django.template.loader import render_to_string

from agent.conversations import selectors
from agent.models import ChangeUndo, Conversation, ToolCall
from agent.web.step_words import Documents, step_words


@dataclass(frozen=True)
class UndoOffer:
    """What the Undo place beside one tool step shows."""

    conversation_id: int
    call_id: str
    version: int
    undo_version: int | None = None
    error: str = ""


def undo_offers(conversation: Conversation) -> dict[str, UndoOffer]:
    """Per call id of the conversation: the change it made and whether it was undone."""
    return {
        call_id: UndoOffer(conversation.pk, call_id, version, undo_version)
        for call_id, (version, undo_version) in selectors.agent_changes(conversation).items()
    }


def render_undo(offer: UndoOffer | None, *, call_id: str = "", oob: bool = False) -> str:
    return render_to_string(
        "agent/items/undo.html",
        {"offer": offer, "call_id": offer.call_id if offer else call_id, "oob": oob},
    )


def undone_item(
    call: ToolCall, version: int, undo_version: int, documents: Documents | None = None
) -> dict[str, Any]:
    """The notice of an undone change, the change said in words (its tool's name else)."""
    return {
        "kind": "undone",
        "tool": call.name,
        "change": step_words(call.name, call.arguments, documents),
        "version": version,
        "undo_version": undo_version,
    }


def render_undone(conversation: Conversation, call: ToolCall, change: ChangeUndo) -> str:
    """After an undo: the step's Undo place (now "undone") and the notice appended to the
    transcript."""
    offer = UndoOffer(conversation.pk, call.call_id, change.version, change.undo_version)
    documents = selectors.call_documents(conversation).get(call.pk)
    item = undone_item(call, change.version, change.undo_version, documents)
    note = render_to_string("agent/items/undone.html", {"item": item})
    return render_undo(offer) + f'<div hx-swap-oob="beforeend:#transcript">{note}</div>'


def render_refused(conversation: Conversation, call: ToolCall, error: str) -> str:
    """The step's Undo place saying why the change was not undone."""
    revision = selectors.agent_revision(call)
    offer = undo_offers(conversation).get(call.call_id) or UndoOffer(
        conversation.pk, call.call_id, revision.version if revision else 0
    )
    return render_undo(replace(offer, error=error))
