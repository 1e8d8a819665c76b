"""Channel-layer group names: a conversation's events, and the control messages of its run."""

from __future__ import annotations


def event_group(conversation_id: int) -> str:
    return f"conversation.{conversation_id}"


def control_group(conversation_id: int) -> str:
    return f"conversation.{conversation_id}.control"
