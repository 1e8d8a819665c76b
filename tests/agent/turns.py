"""Running one turn through the engine (`agent.engine.loop.run_turn`) and keeping its events."""

from __future__ import annotations

import asyncio
from typing import Any

from agent.engine.loop import run_turn


async def turn_events(conversation: Any, provider: Any, text: str, **options: Any) -> list:
    """Every event of one turn of `conversation`'s owner, in order."""
    return [
        event
        async for event in run_turn(
            conversation_id=conversation.pk,
            user_id=conversation.owner_id,
            text=text,
            provider=provider,
            **options,
        )
    ]


def run_turn_events(conversation: Any, provider: Any, text: str, **options: Any) -> list:
    """`turn_events` from synchronous code (a test without an event loop of its own)."""
    return asyncio.run(turn_events(conversation, provider, text, **options))
