"""The checks a strict provider runs on a request's messages, with DeepSeek's own 400 texts.

A tool result must answer a call of the assistant message just before it; every call of an
assistant message must be answered before anything else comes. On top of DeepSeek's rules the
fakes refuse what some other providers refuse: empty or duplicate call ids, calls without a
name, arguments that are not a string.

The rules of the wire the engine speaks, so they live in the engine: the in-process
`FunctionModelClient` (providers/function.py) and the fake HTTP server (agent.fakes.server)
both apply them.
"""

from __future__ import annotations

from typing import Any

STRAY_RESULT = (
    "Messages with role 'tool' must be a response to a preceding message with 'tool_calls'"
)
MISSING_RESULTS = (
    "An assistant message with 'tool_calls' must be followed by tool messages responding to "
    "each 'tool_call_id'. (insufficient tool messages following tool_call_id: {ids})"
)
_ROLES = {"system", "user", "assistant", "tool", "developer"}


def _missing(pending: list[str]) -> str:
    return MISSING_RESULTS.format(ids=", ".join(pending))


def _call_problem(call: Any, position: int, seen: set[str]) -> str | None:
    where = f"messages[{position}].tool_calls"
    if not isinstance(call, dict):
        return f"{where}: each tool call must be an object"
    call_id = call.get("id")
    if not isinstance(call_id, str) or not call_id:
        return f"{where}: a tool call needs a non-empty 'id'"
    if call_id in seen:
        return f"{where}: duplicate tool call id '{call_id}'"
    if call.get("type") != "function":
        return f"{where}: 'type' must be 'function'"
    function = call.get("function")
    if not isinstance(function, dict) or not isinstance(function.get("name"), str):
        return f"{where}: a tool call needs 'function.name'"
    if not function["name"]:
        return f"{where}: 'function.name' must not be empty"
    if not isinstance(function.get("arguments"), str):
        return f"{where}: 'function.arguments' must be a string"
    return None


def pairing_error(messages: Any) -> str | None:
    """Why a provider would refuse these messages, or None when they are acceptable."""
    if not isinstance(messages, list) or not messages:
        return "'messages' must be a non-empty list"
    pending: list[str] = []
    seen: set[str] = set()
    for position, message in enumerate(messages):
        if not isinstance(message, dict) or message.get("role") not in _ROLES:
            return f"messages[{position}]: unknown or missing 'role'"
        role = message["role"]
        if role == "tool":
            call_id = message.get("tool_call_id")
            if not isinstance(call_id, str) or call_id not in pending:
                return STRAY_RESULT
            if not isinstance(message.get("content"), str):
                return f"messages[{position}]: a tool message needs string 'content'"
            pending.remove(call_id)
            continue
        if pending:
            return _missing(pending)
        calls = message.get("tool_calls") if role == "assistant" else None
        if calls:
            if not isinstance(calls, list):
                return f"messages[{position}]: 'tool_calls' must be a list"
            for call in calls:
                problem = _call_problem(call, position, seen)
                if problem:
                    return problem
                seen.add(call["id"])
                pending.append(call["id"])
        elif message.get("content") is None:
            return f"messages[{position}]: 'content' is required"
    if pending:
        return _missing(pending)
    return None
