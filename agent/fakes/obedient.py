"""A fake model that does what it is told, for the provider probe's tests and demos.

It calls the offered tool when asked to (twice when asked for two calls, always when
`tool_choice` is "required"), and answers in a word otherwise. Server quirks
(`ServerScript`) then take features away: no streaming, no tools, no parallel calls...
"""

from __future__ import annotations

from typing import Any

from agent.fakes.script import Reply, ScriptedCall


def obedient_responder(body: dict[str, Any]) -> Reply:
    messages = [m for m in body.get("messages") or [] if isinstance(m, dict)]
    users = [m for m in messages if m.get("role") == "user"]
    text = str(users[-1].get("content") or "") if users else ""
    tools = [t for t in body.get("tools") or [] if isinstance(t, dict)]
    name = tools[0].get("function", {}).get("name", "tool") if tools else ""
    if tools and "twice" in text:
        return Reply(
            tool_calls=[
                ScriptedCall(name=name, arguments={"city": "Paris"}),
                ScriptedCall(name=name, arguments={"city": "Tokyo"}),
            ]
        )
    if tools and (name in text or body.get("tool_choice") == "required"):
        return Reply(tool_calls=[ScriptedCall(name=name, arguments={"city": "Paris"})])
    return Reply(content="pong" if "pong" in text else "Hello.")
