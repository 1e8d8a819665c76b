"""Channel-layer group names: a conversation's run events, its open pages, and the control
messages of its run."""

from __future__ import annotations


def event_group(conversation_id: int) -> str:
    """Run events for other processes: one relay channel per process that shows the
    conversation (agent/web/hub.py), and anything else that listens from outside."""
    return f"conversation.{conversation_id}"


def page_group(conversation_id: int) -> str:
    """The conversation's open pages themselves (browser-tool presence pings)."""
    return f"conversation.{conversation_id}.pages"


def control_group(conversation_id: int) -> str:
    return f"conversation.{conversation_id}.control"


def user_group(user_id: int) -> str:
    """Every open socket of one person: told when their sessions end (agent/web/sessions.py)."""
    return f"user.{user_id}"
