"""The registered tools, and which of them a capability (and playground toggles) allows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from agent.tools.base import Tool

if TYPE_CHECKING:
    from agent.models import Capability

_TOOLS: dict[str, Tool] = {}
# Playground tools (files, code run in the browser): offered only where a whitelist names
# them or a playground toggle switches them on, never by an "all" or blacklist policy.
_OPT_IN: set[str] = set()


_loaded = False


def register(tool: Tool, *, opt_in: bool = False) -> Tool:
    """Add a tool to the registry; names are unique. `opt_in` tools must be named to be used."""
    if tool.name in _TOOLS and _TOOLS[tool.name] is not tool:
        raise ValueError(f"A tool named {tool.name!r} is already registered.")
    _TOOLS[tool.name] = tool
    if opt_in:
        _OPT_IN.add(tool.name)
    return tool


def _ensure_loaded() -> None:
    """Load the tools once, the six built-in ones first whatever was imported before."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    from agent.tools import cv, dialogue

    builtin = {tool.name: tool for tool in (*cv.TOOLS, *dialogue.TOOLS)}
    earlier = {name: tool for name, tool in _TOOLS.items() if name not in builtin}
    _TOOLS.clear()
    _TOOLS.update(builtin)
    _TOOLS.update(earlier)
    _load_playground_tools()


def _load_playground_tools() -> None:
    # Playground tools register themselves (opt-in) when their modules are imported.
    from agent.tools import browser, vfs  # noqa: F401


def registered_tool_names() -> list[str]:
    """All registered tool names, in registration order."""
    _ensure_loaded()
    return list(_TOOLS)


def get_tool(name: str) -> Tool | None:
    _ensure_loaded()
    return _TOOLS.get(name)


def unknown_tool_names(names: list[str]) -> list[str]:
    """The names in `names` that no registered tool has (for validating a tool policy)."""
    known = set(registered_tool_names())
    return [name for name in names if name not in known]


def allowed_tool_names(capability: Capability | None, overrides: dict | None = None) -> list[str]:
    """Names of the tools a capability's policy allows, after playground toggles."""
    names = registered_tool_names()
    general = [name for name in names if name not in _OPT_IN]
    if capability is None:
        allowed = list(general)
    else:
        listed = set(capability.tools or [])
        policy = capability.tool_policy
        if policy == "all":
            allowed = list(general)
        elif policy == "blacklist":
            allowed = [name for name in general if name not in listed]
        else:
            allowed = [name for name in names if name in listed]
    for name, enabled in (overrides or {}).items():
        if name not in _TOOLS:
            continue
        if enabled and name not in allowed:
            allowed.append(name)
        elif not enabled and name in allowed:
            allowed.remove(name)
    return [name for name in names if name in allowed]


def tools_for(capability: Capability | None, overrides: dict | None = None) -> list[Tool]:
    """The effective tools under a capability's policy (None: every registered tool)."""
    return [_TOOLS[name] for name in allowed_tool_names(capability, overrides)]
