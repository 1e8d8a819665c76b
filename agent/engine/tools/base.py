"""A tool the agent can call: name, description for the model, pydantic arguments, handler."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel

from agent.engine.messages import ToolSpec

if TYPE_CHECKING:
    from agent.engine.guarded.scope import EditScope
    from agent.models import Conversation, ToolCall
    from resumes.models import Resume


@dataclass
class ToolContext:
    """What a tool may touch while it runs: the conversation, its resume, the calling row."""

    conversation: Conversation
    resume: Resume
    tool_call: ToolCall | None = None
    allowed: list[str] = field(default_factory=list)
    run_id: int | None = None
    # Review mode: edits become proposals the person accepts or rejects (agent.review).
    review: bool = False
    # A guarded turn's edits may touch only what the message named (agent.engine.guarded).
    scope: EditScope | None = None


@dataclass
class ToolOutcome:
    """What running one call produced: a result for the model and signals for the loop."""

    status: Literal["ok", "error"]
    content: str
    resume_version: int | None = None
    changed_paths: list[str] = field(default_factory=list)
    control: Literal["stop", "ask", "think"] | None = None
    text: str = ""
    arguments: dict[str, Any] | None = None
    parse_note: str = ""
    # What the guard found in an applied edit ({check, path, message, params}), stored with
    # the result; and the proposals a review-mode edit made (their JSON shape, for events).
    findings: list[dict[str, Any]] = field(default_factory=list)
    proposals: list[dict[str, Any]] = field(default_factory=list)

    @property
    def edited(self) -> bool:
        return self.resume_version is not None


Handler = Callable[[Any, ToolContext], ToolOutcome]


def _clean_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Drop pydantic's auto titles: noise for a model, and some providers reject them."""
    cleaned: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "title" and isinstance(value, str):
            continue
        if isinstance(value, dict):
            if key in ("properties", "$defs"):
                cleaned[key] = {name: _clean_schema(sub) for name, sub in value.items()}
            else:
                cleaned[key] = _clean_schema(value)
        elif isinstance(value, list):
            cleaned[key] = [_clean_schema(v) if isinstance(v, dict) else v for v in value]
        else:
            cleaned[key] = value
    return cleaned


_SCHEMAS: dict[type[BaseModel], dict[str, Any]] = {}


@dataclass(frozen=True)
class Tool:
    """A tool defined once: its schema is derived from the pydantic argument model."""

    name: str
    description: str
    args_model: type[BaseModel]
    handler: Handler

    def parameters(self) -> dict[str, Any]:
        # Built once per argument model: generating a JSON schema costs about a millisecond,
        # once per tool and step, on the event loop that streams every other turn.
        schema = _SCHEMAS.get(self.args_model)
        if schema is None:
            schema = _SCHEMAS[self.args_model] = _clean_schema(self.args_model.model_json_schema())
        return copy.deepcopy(schema)

    def spec(self) -> ToolSpec:
        return ToolSpec(name=self.name, description=self.description, parameters=self.parameters())

    def signature(self) -> str:
        """A one-line summary of how to call this tool, quoted in argument error messages."""
        schema = self.parameters()
        required = set(schema.get("required", []))
        parts = []
        for name, prop in schema.get("properties", {}).items():
            if "enum" in prop:
                kind = "|".join(str(v) for v in prop["enum"])
            else:
                kind = prop.get("type", "any")
            parts.append(f'"{name}": <{kind}>' + ("" if name in required else " (optional)"))
        return f"{self.name}({{{', '.join(parts)}}})"
