"""The web's channel-layer group names: a conversation's open pages and a person's sockets.
A run's own groups (its events, its control messages) are `agent.runs.groups`."""

from __future__ import annotations


def page_group(conversation_id: int) -> str:
    """The conversation's open pages themselves (browser-tool presence pings)."""
    return f"conversation.{conversation_id}.pages"


def user_group(user_id: int) -> str:
    """Every open socket of one person: told when their sessions end (agent/web/sessions.py)."""
    return f"user.{user_id}"
