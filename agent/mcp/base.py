"""What every MCP tool module builds on: the tool's shape, its error, the id bounds and the
owner's resume lookup (tools.py gathers the tools; share_tools.py and application_tools.py
add theirs)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from agent.engine.tools.base import Tool as AgentTool
from agent.engine.tools.base import _clean_schema
from agent.models import ApiKey
from resumes import selectors


class ToolError(Exception):
    """A call that cannot be done; the message is the tool's error result."""


@dataclass(frozen=True)
class McpTool:
    name: str
    description: str
    args_model: type[BaseModel]
    handler: Callable[[Any, ApiKey], Any]
    # "read", "write" (a read key may not call it) or "decide" (only write keys).
    needs: str = "read"
    agent_tool: AgentTool | None = None

    def input_schema(self) -> dict[str, Any]:
        if self.agent_tool is None:
            return _clean_schema(self.args_model.model_json_schema())
        # The agent's own schema, with the resume to act on.
        schema = self.agent_tool.parameters()
        properties = {"resume_id": RESUME_ID, **schema.get("properties", {})}
        return {
            **schema,
            "properties": properties,
            "required": ["resume_id", *schema.get("required", [])],
        }


RESUME_ID = {"type": "integer", "description": "The resume's id (see list_resumes)."}
# The largest id a database column holds (signed 64 bits): a bigger one is "not found" or an
# invalid argument, never an OverflowError in the query.
MAX_ID = 2**63 - 1


def _resume(key: ApiKey, resume_id: Any) -> Any:
    try:
        return selectors.resume_get_for_user(key.owner, resume_id)
    except selectors.ResumeNotFound:
        raise ToolError(f"No resume {resume_id!r} of yours; list_resumes shows them.") from None
