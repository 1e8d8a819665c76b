"""JSON export: the document as JSON Resume, extra keys and all, so importing it gives it back."""

from __future__ import annotations

import json
import types
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel

from resumes.schema import ResumeDocument


def render_json(data: dict[str, Any]) -> bytes:
    """The document as pretty UTF-8 JSON (CJK kept readable, not \\u-escaped).

    Keys come in the schema's order ($schema, basics, work, ...; name before email), then
    unknown keys as stored: PostgreSQL's jsonb does not keep the order a person wrote.
    """
    ordered = _ordered(data, ResumeDocument)
    return (json.dumps(ordered, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _ordered(value: Any, model: type[BaseModel] | None) -> Any:
    if isinstance(value, list):
        return [_ordered(item, model) for item in value]
    if not isinstance(value, dict):
        return value
    fields = model.model_fields if model else {}
    known = [key for key in fields if key in value]
    first = ["$schema"] if "$schema" in value else []
    rest = [key for key in value if key not in fields and key != "$schema"]
    return {
        key: _ordered(value[key], _model_of(fields[key].annotation) if key in fields else None)
        for key in [*first, *known, *rest]
    }


def _model_of(annotation: Any) -> type[BaseModel] | None:
    """The pydantic model inside an annotation like `list[Work] | None`, if any."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if get_origin(annotation) in (list, Union, types.UnionType):
        for argument in get_args(annotation):
            found = _model_of(argument)
            if found:
                return found
    return None
