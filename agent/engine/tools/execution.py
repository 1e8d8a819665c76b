"""Run one stored tool call: check it is allowed now, parse its arguments, call its handler."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from agent.engine.arguments import parse_arguments
from agent.engine.tools.base import ToolContext, ToolOutcome
from agent.engine.tools.registry import get_tool, registered_tool_names

if TYPE_CHECKING:
    from agent.models import ToolCall

logger = logging.getLogger(__name__)


def not_available(name: str, allowed: list[str]) -> str:
    available = ", ".join(allowed) or "none"
    if name in registered_tool_names():
        return (
            f"The tool {name!r} is not available in this conversation, so nothing was run. "
            f"Available tools: {available}."
        )
    return f"There is no tool named {name!r}, so nothing was run. Available tools: {available}."


def execute_call(call: ToolCall, context: ToolContext) -> ToolOutcome:
    """Run `call` under the policy in `context.allowed`; never raises for anything a model sent."""
    tool = get_tool(call.name)
    if tool is None or call.name not in context.allowed:
        return ToolOutcome(status="error", content=not_available(call.name, context.allowed))
    raw = call.arguments if isinstance(call.arguments, dict) else call.arguments_raw
    parsed = parse_arguments(raw, tool.args_model, usage=tool.signature())
    if not parsed.ok:
        return ToolOutcome(status="error", content=parsed.error, parse_note=parsed.note)
    context.tool_call = call
    try:
        outcome = tool.handler(parsed.value, context)
    except Exception:
        logger.exception("tool %s failed (run %s, call %s)", call.name, context.run_id, call.pk)
        return ToolOutcome(
            status="error",
            content=f"The {call.name} tool failed on our side; nothing was changed by it.",
        )
    outcome.arguments = parsed.data
    outcome.parse_note = parsed.note
    return outcome
