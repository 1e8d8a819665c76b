"""Channel-layer group names of a run: its events for other processes, and its control
messages (a stop from any process). The web's own groups (a conversation's open pages, a
person's sockets) are `agent.web.groups`."""

from __future__ import annotations


def event_group(conversation_id: int) -> str:
    """Run events for other processes: one relay channel per process that shows the
    conversation (agent/runs/hub.py), and anything else that listens from outside."""
    return f"conversation.{conversation_id}"


def control_group(conversation_id: int) -> str:
    """Where a stop goes; the run's own listener (agent/runs/driver.py) is in it."""
    return f"conversation.{conversation_id}.control"
