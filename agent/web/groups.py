"""Channel-layer group names: a conversation's events, and the control messages of its run."""

from __future__ import annotations


def event_group(conversation_id: int) -> str:
    return f"conversation.{conversation_id}"


def control_group(conversation_id: int) -> str:
    return f"conversation.{conversation_id}.control"


def user_group(user_id: int) -> str:
    """Every open socket of one person: told when their sessions end (agent/web/sessions.py)."""
    return f"user.{user_id}"
