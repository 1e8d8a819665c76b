"""Scripted replies of the fake LLM server for the web tests (and the fan-out benchmark)."""

from __future__ import annotations

from typing import Any

from agent.fakes.script import Reply, ScriptedCall

ADA = "Set my name to Ada Lovelace"
SLOW = "Tell me a long story slowly"
SLOW_WORDS = 240


def _last(body: dict[str, Any]) -> dict[str, Any]:
    messages = body.get("messages") or [{}]
    return messages[-1] if isinstance(messages[-1], dict) else {}


def demo_responder(body: dict[str, Any]) -> Reply:
    """Answers like a small, well-behaved model: one CVEditor call for the name, then a
    short confirmation; a slow long answer for the Stop and reload tests."""
    last = _last(body)
    if last.get("role") == "tool":
        return Reply(content="Done: your name now reads Ada Lovelace.", tokens=6, delay=0.02)
    text = str(last.get("content") or "")
    if ADA in text:
        return Reply(
            content="Sure, I will update your name.",
            tokens=6,
            delay=0.03,
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.name", "action": "update", "value": "Ada Lovelace"},
                )
            ],
        )
    if SLOW in text:
        return Reply(content="word " * SLOW_WORDS, tokens=SLOW_WORDS, delay=0.05)
    return Reply(content="Noted.", tokens=2)
