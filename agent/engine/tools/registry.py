"""The registered tools, and which of them a capability (and playground toggles) allows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from agent.engine.tools import browser, cv, dialogue, postings, vfs
from agent.engine.tools.base import Tool

if TYPE_CHECKING:
    from agent.models import Capability

# The registry is this explicit list: the six resume tools first, then the playground's and
# interview practice's posting reader (offered only where a whitelist or a playground toggle
# names them, never by an "all" or blacklist policy). Tool modules do not import the
# registry, so there is no import circle.
_PLAYGROUND = (*browser.TOOLS, *vfs.TOOLS)
_OPT_IN_TOOLS = (*_PLAYGROUND, *postings.TOOLS)
_TOOLS: dict[str, Tool] = {tool.name: tool for tool in (*cv.TOOLS, *dialogue.TOOLS, *_OPT_IN_TOOLS)}
_OPT_IN: frozenset[str] = frozenset(tool.name for tool in _OPT_IN_TOOLS)


def registered_tool_names() -> list[str]:
    """All registered tool names, in registration order."""
    return list(_TOOLS)


def get_tool(name: str) -> Tool | None:
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
