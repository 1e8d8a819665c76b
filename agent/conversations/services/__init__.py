"""The only code that writes the agent's own rows outside a turn: a conversation's life
(`conversations`: create, rename, delete, its settings, the playground's tool switches), undoing
an agent's change from the chat (`undo`), and the edits other programs make through the REST
API and MCP (`editing`: a revision, or proposals in a conversation of their own).

A turn's own rows (its run, messages, calls and results) are written by the engine
(`agent.engine.turns`, `records`); a proposal's decision by `agent.review`.
"""

from __future__ import annotations

from agent.conversations.services.conversations import (
    conversation_configure,
    conversation_create,
    conversation_create_for_client,
    conversation_delete,
    conversation_rename,
    conversation_set_tools,
    scratch_resume_get_or_create,
)
from agent.conversations.services.editing import (
    apply_edits,
    edit_outcome,
    guard_findings,
    propose,
    revision_summary,
)
from agent.conversations.services.undo import UndoRefused, undo_agent_change

__all__ = [
    "UndoRefused",
    "apply_edits",
    "conversation_configure",
    "conversation_create",
    "conversation_create_for_client",
    "conversation_delete",
    "conversation_rename",
    "conversation_set_tools",
    "edit_outcome",
    "guard_findings",
    "propose",
    "revision_summary",
    "scratch_resume_get_or_create",
    "undo_agent_change",
]
