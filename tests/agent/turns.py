"""Running one turn through the engine (`agent.engine.loop.run_turn`) and keeping its events;
the messages of a turn as the wire carries them."""

from __future__ import annotations

import asyncio
from typing import Any

from agent.engine.loop import run_turn
from agent.engine.messages import ChatMessage


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


def wire(messages: list[ChatMessage]) -> list[dict]:
    """The messages as an OpenAI-compatible request carries them."""
    out = []
    for message in messages:
        item: dict = {"role": message.role, "content": message.content}
        if message.tool_calls:
            item["tool_calls"] = [
                {
                    "id": part.call_id,
                    "type": "function",
                    "function": {"name": part.name, "arguments": part.arguments_raw},
                }
                for part in message.tool_calls
            ]
        if message.role == "tool":
            item["tool_call_id"] = message.tool_call_id
        out.append(item)
    return out
