"""The agent's tools: definitions, the registry with capability policies, and execution."""

from __future__ import annotations

from agent.engine.tools.base import Tool, ToolContext, ToolOutcome
from agent.engine.tools.registry import (
    allowed_tool_names,
    get_tool,
    registered_tool_names,
    tools_for,
    unknown_tool_names,
)

__all__ = [
    "Tool",
    "ToolContext",
    "ToolOutcome",
    "allowed_tool_names",
    "get_tool",
    "registered_tool_names",
    "tools_for",
    "unknown_tool_names",
]
